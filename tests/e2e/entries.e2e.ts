// Financial entries in a real browser against the real server (docs/product-rules.md#entries,
// docs/product-rules.md#money), in both languages: a 25-row month seeded through the API
// with its five totals to the cent, 10-row paging, the client filters (description case- and
// accent-insensitive, type, status) and Apply resetting to 10 rows, the CSV export of the filtered rows
// (BOM, the language's separator and decimals) with the entries' notes, a note found by the filter and shown at
// 360 px; then an installment's entry paid from the entries page
// through the mark-as-paid modal, shown Paid there and on the plan's detail page.
import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { monthKey, zonedInstant, zonedWallTime } from '../../src/contract/calendar'
import type { Category } from '../../src/contract/category'
import type { Entry } from '../../src/contract/entry'
import type { InstallmentPlan, MonthlyInstallment } from '../../src/contract/installment'
import { formatSaoPauloDate, formatMonth, formatSpreadsheetDate } from '../../src/i18n/format'
import { apiRequest, newSignedInUser, type Tokens } from './support/api'
import { normalise, sharedBrowser, newContext, screenshot, watchErrors, watchFailedResponses, type Language, axeClean } from './support/browser'
import { openSignedIn } from './support/session'

const browser = sharedBrowser()

const texts = {
  en: {
    title: 'Financial entries',
    totals: { income: 'R$ 3,800.85', expenses: 'R$ 246.80', balance: 'R$ 3,554.05', toPay: 'R$ 185.10', toReceive: 'R$ 2,800.55' },
    zero: 'R$ 0.00',
    showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
    more: 'See more',
    less: 'See less',
    description: 'Description',
    type: 'Type',
    status: 'Status',
    income: 'Income',
    toPayStatus: 'To pay',
    apply: 'Apply',
    clear: 'Clear',
    exportCsv: 'Export CSV',
    csvName: /^entries_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/,
    csvHeader: 'Date,Kind,Description,Note,Amount,Type,Signed amount,Category,Account,Card,Status,Amount paid,Payment date',
    csvRow: (description: string, note: string, amount: string, status: string) => ['Entry', description, note, amount, 'Income', amount, 'Salário', '', '', status],
    received: 'Received',
    toReceiveStatus: 'To receive',
    separator: ',',
    amounts: ['0.10', '0.20', '1000.00', '2500.55', '300.00'],
    pay: (name: string) => `Mark ${name} as paid`,
    payTitle: 'Mark as paid',
    amountPaid: 'Amount paid (R$)',
    confirm: 'Confirm payment',
    done: 'Operation completed successfully!',
    paid: 'Paid',
    detailPaid: 'Paid',
    money: 'R$ 33.34',
  },
  'pt-BR': {
    title: 'Lançamentos financeiros',
    totals: { income: 'R$ 3.800,85', expenses: 'R$ 246,80', balance: 'R$ 3.554,05', toPay: 'R$ 185,10', toReceive: 'R$ 2.800,55' },
    zero: 'R$ 0,00',
    showing: (shown: number, total: number) => `Mostrando ${shown} de ${total}`,
    more: 'Ver mais',
    less: 'Ver menos',
    description: 'Descrição',
    type: 'Tipo',
    status: 'Situação',
    income: 'Receita',
    toPayStatus: 'A Pagar',
    apply: 'Aplicar',
    clear: 'Limpar',
    exportCsv: 'Exportar CSV',
    csvName: /^lancamentos_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/,
    csvHeader: 'Data;Tipo de linha;Descrição;Observação;Valor;Tipo;Valor com sinal;Categoria;Conta;Cartão;Situação;Valor pago;Data de pagamento',
    csvRow: (description: string, note: string, amount: string, status: string) => ['Lançamento', description, note, amount, 'Receita', amount, 'Salário', '', '', status],
    received: 'Recebido',
    toReceiveStatus: 'A Receber',
    separator: ';',
    amounts: ['0,10', '0,20', '1000,00', '2500,55', '300,00'],
    pay: (name: string) => `Marcar ${name} como pago`,
    payTitle: 'Marcar como pago',
    amountPaid: 'Valor pago (R$)',
    confirm: 'Confirmar pagamento',
    done: 'Operação realizada com sucesso!',
    paid: 'Pago',
    detailPaid: 'Paga',
    money: 'R$ 33,34',
  },
} as const

async function signedInPage(language: Language, tokens: Tokens, username: string, path: string) {
  const context = await newContext(browser(), { language, theme: 'light' })
  const page = await context.newPage()
  const errors = watchErrors(page)
  const failed = watchFailedResponses(page)
  await openSignedIn(page, tokens, username, path)
  return { page, errors, failed }
}

/** Noon of `day` of the current month in São Paulo: inside the month whatever the time of the run. */
function dayOfThisMonth(day: number): Date {
  const { year, month } = zonedWallTime(new Date())
  return zonedInstant({ year, month, day, hour: 12, minute: 0, second: 0, millisecond: 0 })
}

/** The table's rows on screen: the table stays out of the layout while a part above it waits for its first answer. */
const rows = (page: Page) => page.locator('main tbody tr').filter({ visible: true })
const rowTexts = async (page: Page) => (await rows(page).allInnerTexts()).map(normalise)
const pagingText = async (page: Page) => normalise(await page.getByText(/^(Showing|Mostrando) \d+ (of|de) \d+$/).innerText())
/** The filter bar starts closed: its line opens it (the page remembers it open in this context from then on). */
const openFilters = (page: Page) => page.locator('main details').filter({ has: page.getByRole('search', { includeHidden: true }) }).locator('summary').click()
const summaryValues = async (page: Page, name = /Totals of the period|Totais do período/) => (await page.getByRole('list', { name }).getByRole('listitem').allInnerTexts()).map((text) => normalise(text.split('\n').at(-1) ?? ''))

describe.each(['en', 'pt-BR'] as const)('financial entries (%s)', (language) => {
  const t = texts[language]

  it('a 25-row month: totals to the cent, 10-row paging, client filters, Apply back to 10 rows, CSV of the filtered rows', async () => {
    const user = await newSignedInUser(`entries.${language === 'en' ? 'en' : 'pt'}`)
    const token = user.tokens.accessToken
    const salary = (await apiRequest<Category>('/v1/api/categoria', { token, body: { nomeCategoria: 'Salário', tipoCategoria: 'Receita' } })).body
    const market = (await apiRequest<Category>('/v1/api/categoria', { token, body: { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' } })).body
    // Days 1, 6, 11, 16, 21: five incomes (0.1 + 0.2 must be 0.30); the other 20 days: R$ 12,34 of groceries.
    const incomes = [0.1, 0.2, 1000, 2500.55, 300]
    for (let index = 0; index < 25; index += 1) {
      const income = index % 5 === 0
      const n = Math.floor(index / 5)
      const body = income
        ? { dataLancamento: dayOfThisMonth(index + 1).toISOString(), descricao: `Salário parte ${n + 1}`, observacao: `Contrato de prestação ${n + 1}`, valor: incomes[n], tipoLancamento: 'Receita', categoriaId: salary.id, situacao: n < 3 ? 'Recebido' : 'A Receber' }
        : { dataLancamento: dayOfThisMonth(index + 1).toISOString(), descricao: `Mercado dia ${index + 1}`, valor: 12.34, tipoLancamento: 'Despesa', categoriaId: market.id, situacao: index < 7 ? 'Pago' : 'A Pagar' }
      const created = await apiRequest('/v1/api/lancamento', { token, body })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
    }

    const { page, errors, failed } = await signedInPage(language, user.tokens, user.username, '/financas/lancamento-financeiro')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(t.title)
    await expect.poll(() => page.getByRole('heading', { level: 2, name: formatMonth(monthKey(new Date()), language) }).count()).toBe(1)

    // Totals of the month: income, expenses, balance, to pay (15 × 12,34), to receive (2500,55 + 300).
    await expect.poll(() => rows(page).count()).toBe(10)
    expect(await summaryValues(page)).toEqual([t.totals.income, t.totals.expenses, t.totals.balance, t.totals.toPay, t.totals.toReceive])

    // 10 rows, sorted by date: the first is the 1st's income, the tenth the 10th's groceries.
    expect(await pagingText(page)).toBe(t.showing(10, 25))
    const first = await rows(page).first().getByRole('cell').allInnerTexts()
    // The description, and its note on a line of its own under it.
    expect(first.slice(0, 2).map((cell) => normalise(cell.split('\n')[0]!))).toEqual([formatSaoPauloDate(dayOfThisMonth(1), language), 'Salário parte 1'])
    expect(normalise(first[1]!.split('\n').at(-1)!)).toBe('Contrato de prestação 1')
    expect((await rowTexts(page))[9]).toContain('Mercado dia 10')
    await axeClean(page)

    await page.getByRole('button', { name: t.more }).click()
    await expect.poll(() => rows(page).count()).toBe(20)
    expect(await pagingText(page)).toBe(t.showing(20, 25))
    await page.getByRole('button', { name: t.more }).click()
    await expect.poll(() => rows(page).count()).toBe(25)
    expect(await page.getByRole('button', { name: t.more }).count()).toBe(0)
    // The last See more is gone with the focus: See less takes it, not the body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(t.less)
    expect((await rowTexts(page))[24]).toContain('Mercado dia 25')

    // Description, case- and accent-insensitive, on the client: Apply resets to 10 rows.
    await openFilters(page)
    await page.getByRole('search').getByLabel(t.description).fill('MERCADO')
    await page.getByRole('button', { name: t.apply }).click()
    await expect.poll(() => pagingText(page)).toBe(t.showing(10, 20))
    expect((await rowTexts(page)).every((row) => row.includes('Mercado dia'))).toBe(true)
    await page.getByRole('search').getByLabel(t.description).fill('salario')
    await page.getByRole('button', { name: t.apply }).click()
    await expect.poll(() => rows(page).count()).toBe(5)
    expect(await page.getByRole('button', { name: t.more }).count()).toBe(0)

    // Type and status: the 15 groceries still to pay.
    await page.getByRole('button', { name: t.clear }).click()
    await expect.poll(() => pagingText(page)).toBe(t.showing(10, 25))
    await page.getByRole('search').getByLabel(t.status).selectOption({ label: t.toPayStatus })
    await page.getByRole('button', { name: t.apply }).click()
    await expect.poll(() => pagingText(page)).toBe(t.showing(10, 15))
    await page.getByRole('search').getByLabel(t.status).selectOption({ index: 0 })
    await page.getByRole('search').getByLabel(t.type).selectOption({ label: t.income })
    await page.getByRole('button', { name: t.apply }).click()
    await expect.poll(() => rows(page).count()).toBe(5)
    // The totals follow the client filters, and say so: the five incomes only.
    expect(await summaryValues(page, /Totals of the filtered entries|Totais dos lançamentos filtrados/)).toEqual([t.totals.income, t.zero, t.totals.income, t.zero, t.totals.toReceive])
    await screenshot(page, `entries-filtered-${language}`)

    // CSV of the five incomes the filters show: BOM, the language's separator and decimals.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.exportCsv }).click()])
    expect(download.suggestedFilename()).toMatch(t.csvName)
    const csv = await readFile((await download.path())!, 'utf8')
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    const lines = csv.slice(1).split('\r\n').filter((line) => line !== '')
    expect(lines[0]).toBe(t.csvHeader)
    expect(lines).toHaveLength(6)
    const statuses = [t.received, t.received, t.received, t.toReceiveStatus, t.toReceiveStatus]
    for (const [index, line] of lines.slice(1).entries()) {
      const cells = line.split(t.separator)
      expect(cells).toHaveLength(13)
      expect(cells[0]).toBe(formatSpreadsheetDate(dayOfThisMonth(index * 5 + 1), language))
      // Kind, description, note, amount, type, signed amount (income: positive), category, account, card, status.
      expect(cells.slice(1, 11)).toEqual(t.csvRow(`Salário parte ${index + 1}`, `Contrato de prestação ${index + 1}`, t.amounts[index]!, statuses[index]!))
    }

    // The note: under its description, found by the description filter, and at 360 px it wraps inside the row.
    await page.getByRole('button', { name: t.clear }).click()
    await page.getByRole('search').getByLabel(t.description).fill('PRESTACAO 2')
    await page.getByRole('button', { name: t.apply }).click()
    await expect.poll(() => rows(page).count()).toBe(1)
    expect(await rowTexts(page)).toEqual([expect.stringContaining('Contrato de prestação 2')])
    await page.setViewportSize({ width: 360, height: 780 })
    await expect.poll(() => page.getByText('Contrato de prestação 2').first().isVisible()).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    // In the card the note is under the description's value, in the values' column, not under the label.
    const cell = rows(page).first().getByRole('cell').nth(1)
    const [note, box] = await Promise.all([cell.getByText('Contrato de prestação 2').boundingBox(), cell.boundingBox()])
    // The label column is at least 7.5rem (120 px) wide.
    expect(note!.x - box!.x).toBeGreaterThanOrEqual(120)
    await screenshot(page, `entries-note-360-${language}`)

    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await page.context().close()
  })

  it("pays an installment's entry from the entries page: Paid there and on the plan's detail page", async () => {
    const user = await newSignedInUser(`entries.pay.${language === 'en' ? 'en' : 'pt'}`)
    const token = user.tokens.accessToken
    const holder = await apiRequest<{ id: number }>('/v1/api/pessoaconta', { token, body: { nomePessoa: 'Maria Souza' } })
    expect(holder.status, JSON.stringify(holder.body)).toBe(201)
    const plan = await apiRequest<InstallmentPlan>('/v1/api/parcelamento', {
      token,
      body: { descricao: 'Geladeira', valorTotal: 100, numeroParcelas: 3, dataPrimeiraParcela: dayOfThisMonth(5).toISOString(), intervaloParcelas: 30, pessoaContaId: holder.body.id, situacao: 'Ativo' },
    })
    expect(plan.status, JSON.stringify(plan.body)).toBe(201)

    const { page, errors, failed } = await signedInPage(language, user.tokens, user.username, '/financas/lancamento-financeiro')
    await expect.poll(() => rowTexts(page)).toEqual([expect.stringContaining('Geladeira (1/3)')])
    await page.getByRole('button', { name: t.pay('Geladeira (1/3)') }).click()
    const dialog = page.getByRole('dialog', { name: t.payTitle })
    await dialog.waitFor()
    expect(normalise(await dialog.getByLabel(t.amountPaid).inputValue())).toBe(language === 'en' ? '33.34' : '33,34')
    await axeClean(page)
    await dialog.getByRole('button', { name: t.confirm }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain(t.done)
    await expect.poll(async () => normalise(await rows(page).first().getByRole('cell').nth(6).innerText())).toBe(t.paid)
    expect(await page.getByRole('button', { name: t.pay('Geladeira (1/3)') }).count()).toBe(0)

    const entries = (await apiRequest<Entry[]>('/v1/api/lancamento/periodo', { token })).body
    expect(entries.map((entry) => [entry.descricao, entry.situacao, entry.valorPago])).toEqual([['Geladeira (1/3)', 'Pago', 33.34]])

    await page.goto(`/financas/parcelamento-mensais/${plan.body.id}`)
    await expect.poll(() => rows(page).count()).toBe(3)
    const installments = (await apiRequest<MonthlyInstallment[]>(`/v1/api/parcelamento/${plan.body.id}/mensais`, { token })).body
    expect(installments.map((installment) => installment.situacao)).toEqual(['Pago', 'A Pagar', 'A Pagar'])
    const cells = (await rows(page).first().getByRole('cell').allInnerTexts()).map(normalise)
    expect([cells[3], cells[4], cells[5]]).toEqual([t.money, t.money, t.detailPaid])

    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await page.context().close()
  })
})
