// Installment plans in a real browser against the real server (the plans page and a plan's
// detail; docs/product-rules.md#installment-plans), in both languages: a person/account created
// through the modal's shortcut, a plan of 3 whose entries fall in 3 consecutive months (API and entries
// page), one entry paid through the API and shown Paid on the detail page; then 360 px in both themes.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { addMonthsClamped, monthKey, monthRange, zonedInstant, zonedWallTime } from '../../src/contract/calendar'
import type { Entry } from '../../src/contract/entry'
import { installmentSchedule, type InstallmentPlan, type MonthlyInstallment } from '../../src/contract/installment'
import { apiRequest, newSignedInUser, type Tokens } from './support/api'
import { normalise, sharedBrowser, screenshot, axeClean } from './support/browser'
import { signedInPage } from './support/session'

const browser = sharedBrowser()

const texts = {
  en: {
    title: 'Installment plans',
    empty: 'No installment plans yet. Add the first one.',
    add: 'Add plan',
    newTitle: 'New installment plan',
    holderShortcut: '+ New account holder',
    holderGroup: 'New account holder',
    holderName: "New account holder's name",
    createHolder: 'Create',
    fields: { descricao: 'Description', valorTotal: 'Total value (R$)', numeroParcelas: 'Number of installments', data: 'First due date', person: 'Account holder' },
    required: 'Fill in all required fields.',
    preview: (last: string) => `1 × R$ 33.34 + 2 × R$ 33.33, last due ${last}`,
    create: 'Create plan',
    created: 'Installment plan created successfully!',
    row: (start: string) => ['Geladeira', 'R$ 100.00', '3', start, 'Active', 'Maria Souza', '-'],
    entriesTitle: 'Financial entries',
    nextMonth: 'Next month',
    view: 'View the installments of Geladeira',
    detailTitle: 'Installments of Geladeira',
    paid: 'Paid',
    toPay: 'To Pay',
    progress: '1 of 3 paid, R$ 33.33 of R$ 100.00',
    money: { first: 'R$ 33.34', rest: 'R$ 33.33' },
    back: 'Back',
    date: (iso: string) => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date(iso)),
  },
  'pt-BR': {
    title: 'Parcelamentos',
    empty: 'Nenhum parcelamento ainda. Adicione o primeiro.',
    add: 'Adicionar parcelamento',
    newTitle: 'Novo parcelamento',
    holderShortcut: '+ Nova pessoa/conta',
    holderGroup: 'Nova pessoa/conta',
    holderName: 'Nome da nova pessoa/conta',
    createHolder: 'Criar',
    fields: { descricao: 'Descrição', valorTotal: 'Valor total (R$)', numeroParcelas: 'Número de parcelas', data: 'Primeiro vencimento', person: 'Pessoa/conta' },
    required: 'Preencha todos os campos obrigatórios.',
    preview: (last: string) => `1 × R$ 33,34 + 2 × R$ 33,33, último vencimento em ${last}`,
    create: 'Criar parcelamento',
    created: 'Parcelamento criado com sucesso!',
    row: (start: string) => ['Geladeira', 'R$ 100,00', '3', start, 'Ativo', 'Maria Souza', '-'],
    entriesTitle: 'Lançamentos financeiros',
    nextMonth: 'Próximo mês',
    view: 'Ver as parcelas de Geladeira',
    detailTitle: 'Parcelas de Geladeira',
    paid: 'Paga',
    toPay: 'A pagar',
    progress: '1 de 3 pagas, R$ 33,33 de R$ 100,00',
    money: { first: 'R$ 33,34', rest: 'R$ 33,33' },
    back: 'Voltar',
    date: (iso: string) => new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date(iso)),
  },
} as const


/** Today in São Paulo as the date input holds it: the modal's default first due date. */
function saoPauloToday(): { input: string; instant: Date } {
  const { year, month, day } = zonedWallTime(new Date())
  const input = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return { input, instant: zonedInstant({ year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 }) }
}

const bodyRows = async (page: Page) => (await page.locator('main tbody tr').all()).map((row) => row)
const cellTexts = async (page: Page, index: number) => (await page.locator('main tbody tr').nth(index).getByRole('cell').allInnerTexts()).map(normalise)

describe.each(['en', 'pt-BR'] as const)('installment plans (%s)', (language) => {
  const t = texts[language]
  let user: { username: string; tokens: Tokens }
  beforeAll(async () => {
    user = await newSignedInUser(`plans.${language === 'en' ? 'en' : 'pt'}`)
  })

  it('creates a holder inside the plan form and a plan of 3: 3 entries in 3 months; one paid through the API shows Paid', async () => {
    const { page, errors, failed } = await signedInPage(browser(), language, user.tokens, user.username, '/financas/parcelamento')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(t.title)
    await expect.poll(() => page.getByText(t.empty).count()).toBe(1)
    await axeClean(page)

    // Maria is registered inside the modal: the small form under the person/account select, typed values kept.
    await page.getByRole('button', { name: t.add }).click()
    const dialog = page.getByRole('dialog', { name: t.newTitle })
    await dialog.waitFor()
    await axeClean(page)
    await dialog.getByLabel(t.fields.descricao).fill('Geladeira')
    await dialog.getByRole('button', { name: t.holderShortcut }).click()
    const holderForm = dialog.getByRole('group', { name: t.holderGroup })
    await holderForm.getByLabel(t.holderName).fill('Maria Souza')
    await axeClean(page)
    await holderForm.getByRole('button', { name: t.createHolder }).click()
    await expect.poll(() => dialog.getByRole('group', { name: t.holderGroup }).count()).toBe(0)
    await expect.poll(async () => normalise(await dialog.getByLabel(t.fields.person).locator('option:checked').textContent())).toBe('Maria Souza')
    expect(await dialog.getByLabel(t.fields.descricao).inputValue()).toBe('Geladeira')

    // The plan: R$ 100,00 in 3 from today (the default first date), monthly (the default interval).
    const today = saoPauloToday()
    expect(await dialog.getByLabel(t.fields.data).inputValue()).toBe(today.input)
    await dialog.getByRole('button', { name: t.create }).click()
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe(t.required)
    await dialog.getByLabel(t.fields.descricao).fill('Geladeira')
    await dialog.getByLabel(t.fields.valorTotal).fill('100')
    await dialog.getByLabel(t.fields.numeroParcelas).fill('3')
    await dialog.getByLabel(t.fields.person).selectOption({ label: 'Maria Souza' })
    const schedule = installmentSchedule({ valorTotal: 10000, numeroParcelas: 3, dataPrimeiraParcela: today.instant, intervaloParcelas: 30 })
    const lastDue = t.date(schedule[2]!.dataVencimento.toISOString())
    await expect.poll(async () => normalise(await dialog.getByTestId('schedule-preview').innerText())).toBe(t.preview(lastDue))
    await screenshot(page, `installments-modal-${language}`)
    await dialog.getByRole('button', { name: t.create }).click()
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain(t.created)
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => cellTexts(page, 0).then((cells) => cells.slice(0, 7))).toEqual(t.row(t.date(today.instant.toISOString())))

    // The API: the plan and its 3 entries, one per month, "Geladeira (n/3)", exactly R$ 33,34 + 33,33 + 33,33.
    const plans = await apiRequest<InstallmentPlan[]>('/v1/api/parcelamento', { token: user.tokens.accessToken })
    expect(plans.body).toHaveLength(1)
    const planId = plans.body[0]!.id
    const first = monthRange(today.instant)
    const third = monthRange(zonedInstant(addMonthsClamped({ ...zonedWallTime(today.instant), day: 1 }, 2)))
    const period = `dataInicio=${encodeURIComponent(first.start.toISOString())}&dataFim=${encodeURIComponent(third.end.toISOString())}`
    const entries = (await apiRequest<Entry[]>(`/v1/api/lancamento/periodo?${period}`, { token: user.tokens.accessToken })).body
    expect(entries.map((entry) => [entry.descricao, entry.valor, entry.tipoLancamento, entry.situacao])).toEqual([
      ['Geladeira (1/3)', 33.34, 'Despesa', 'A Pagar'],
      ['Geladeira (2/3)', 33.33, 'Despesa', 'A Pagar'],
      ['Geladeira (3/3)', 33.33, 'Despesa', 'A Pagar'],
    ])
    const months = entries.map((entry) => monthKey(new Date(entry.dataLancamento)))
    expect(new Set(months).size).toBe(3)
    expect(months).toEqual(schedule.map((installment) => monthKey(installment.dataVencimento)))

    // The entries page shows one of them per month.
    await page.goto('/financas/lancamento-financeiro')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(t.entriesTitle)
    for (const [index, description] of ['Geladeira (1/3)', 'Geladeira (2/3)', 'Geladeira (3/3)'].entries()) {
      if (index > 0) await page.getByRole('button', { name: t.nextMonth }).click()
      await expect.poll(async () => (await page.locator('main tbody tr').allInnerTexts()).filter((row) => row.includes('Geladeira')).map((row) => row.includes(description))).toEqual([true])
    }

    // Pay the second installment's entry through the API (the installment becomes Pago).
    const paidAt = new Date().toISOString()
    const pay = await apiRequest(`/v1/api/lancamento/${entries[1]!.id}/pagar`, { token: user.tokens.accessToken, method: 'PUT', body: { Id: entries[1]!.id, valorPago: 33.33, dataPagamento: paidAt } })
    expect(pay.status).toBe(200)

    // The detail page, reached from the plans page: the second one is Paid, the others To Pay.
    await page.goto('/financas/parcelamento')
    await page.getByRole('link', { name: t.view }).click()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(t.detailTitle)
    expect(new URL(page.url()).pathname).toBe(`/financas/parcelamento-mensais/${planId}`)
    await expect.poll(async () => (await bodyRows(page)).length).toBe(3)
    const installments = (await apiRequest<MonthlyInstallment[]>(`/v1/api/parcelamento/${planId}/mensais`, { token: user.tokens.accessToken })).body
    expect(installments.map((row) => row.situacao)).toEqual(['A Pagar', 'Pago', 'A Pagar'])
    expect(await cellTexts(page, 0)).toEqual(['1', t.date(installments[0]!.dataVencimento), '-', t.money.first, '-', t.toPay])
    expect(await cellTexts(page, 1)).toEqual(['2', t.date(installments[1]!.dataVencimento), t.date(paidAt), t.money.rest, t.money.rest, t.paid])
    expect((await cellTexts(page, 2))[5]).toBe(t.toPay)
    await expect.poll(async () => normalise(await page.getByTestId('installment-progress').innerText())).toBe(t.progress)
    await axeClean(page)
    await screenshot(page, `installment-detail-${language}`)

    // Back goes back in history, to the plans page.
    await page.getByRole('button', { name: t.back, exact: true }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/financas/parcelamento')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(t.title)

    expect(errors).toEqual([])
    expect(failed).toEqual([])
  })

  it.each(['light', 'dark'] as const)('at 360 px (%s theme) the rows are cards and nothing overflows', async (theme) => {
    for (const path of ['/financas/parcelamento', 'detail'] as const) {
      const plans = await apiRequest<InstallmentPlan[]>('/v1/api/parcelamento', { token: user.tokens.accessToken })
      const target = path === 'detail' ? `/financas/parcelamento-mensais/${plans.body[0]!.id}` : path
      const { page, errors, failed } = await signedInPage(browser(), language, user.tokens, user.username, target, { width: 360, theme })
      await expect.poll(() => page.locator('main tbody tr').count()).toBeGreaterThan(0)
      expect(await page.evaluate(() => document.documentElement.classList.contains('theme-dark'))).toBe(theme === 'dark')
      // Stacked: each row is a bordered card, the header row is only for screen readers.
      expect(await page.locator('main tbody tr').first().evaluate((row) => getComputedStyle(row).display)).toBe('flex')
      expect(await page.locator('main thead').evaluate((head) => head.getBoundingClientRect().height)).toBeLessThanOrEqual(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      await axeClean(page)
      if (path !== 'detail') {
        await page.getByRole('button', { name: t.add }).click()
        await page.getByRole('dialog').waitFor()
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
        await axeClean(page)
        await screenshot(page, `installments-modal-360-${theme}-${language}`)
        await page.keyboard.press('Escape')
        await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
      }
      await screenshot(page, `${path === 'detail' ? 'installment-detail' : 'installments'}-360-${theme}-${language}`)
      expect(errors).toEqual([])
      expect(failed).toEqual([])
      await page.context().close()
    }
  })
})
