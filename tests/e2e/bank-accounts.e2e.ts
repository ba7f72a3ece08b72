// Bank accounts in a real browser against the real server, in both languages: two accounts created
// through the modal (one with a negative opening balance), a transfer between them from the first one's
// statement, both statements (the transfer out and in, running and closing balances), the accounts page's
// balances and total, and the finance panel's balances; then 360 px in both themes (rows as cards,
// nothing overflows) and the modal by keyboard alone (focus stays inside, Escape closes it).
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { dayKey } from '../../src/contract/calendar'
import type { BankAccount, Statement } from '../../src/contract/bank-account'
import { apiRequest, newSignedInUser, type Tokens } from './support/api'
import { normalise, sharedBrowser, screenshot, axeClean } from './support/browser'
import { signedInPage } from './support/session'

const browser = sharedBrowser()

const texts = {
  en: {
    title: 'Bank accounts',
    empty: 'No bank accounts yet. Add the first one.',
    add: 'Add account',
    newTitle: 'New bank account',
    fields: { nome: 'Name', tipo: 'Type', saldo: 'Opening balance (R$)', dia: 'Opening day' },
    create: 'Create account',
    created: 'Bank account created successfully!',
    nubankOpening: '1,000.00',
    carteiraOpening: '-50.25',
    wallet: 'Wallet',
    rows: [
      ['Carteira', 'Wallet', '-R$ 50.25', '-R$ 50.25'],
      ['Nubank', 'Checking', 'R$ 1,000.00', 'R$ 1,000.00'],
    ],
    total: ['Total current balanceR$ 949.75', 'Projected total at the end of the monthR$ 949.75'],
    statementOf: (name: string) => `View the statement of ${name}`,
    nubankTitle: 'Statement of Nubank',
    carteiraTitle: 'Statement of Carteira',
    transfer: 'Transfer',
    transferTitle: 'New transfer',
    from: 'From account',
    to: 'To account',
    amount: 'Amount (R$)',
    description: 'Description (optional)',
    transferred: 'Transfer recorded successfully!',
    out: (day: string) => [day, 'Reserva', 'Transfer\nto Carteira', '-R$ 200.00', 'R$ 800.00'],
    in: (day: string) => [day, 'Reserva', 'Transfer\nfrom Nubank', 'R$ 200.00', 'R$ 149.75'],
    nubankBalances: ['Opening balanceR$ 1,000.00', 'Closing balanceR$ 800.00'],
    carteiraBalances: ['Opening balance-R$ 50.25', 'Closing balanceR$ 149.75'],
    afterRows: [
      ['Carteira', 'Wallet', 'R$ 149.75', 'R$ 149.75'],
      ['Nubank', 'Checking', 'R$ 800.00', 'R$ 800.00'],
    ],
    panelButton: 'Bank accounts',
    panelBalances: ['Total balanceR$ 949.75', 'CarteiraR$ 149.75', 'NubankR$ 800.00'],
    panelRegion: 'Bank accounts',
    back: 'Back to bank accounts',
    date: (iso: string) => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date(iso)),
  },
  'pt-BR': {
    title: 'Contas bancárias',
    empty: 'Nenhuma conta bancária ainda. Adicione a primeira.',
    add: 'Adicionar conta',
    newTitle: 'Nova conta bancária',
    fields: { nome: 'Nome', tipo: 'Tipo', saldo: 'Saldo inicial (R$)', dia: 'Dia do saldo inicial' },
    create: 'Criar conta',
    created: 'Conta bancária criada com sucesso!',
    nubankOpening: '1.000,00',
    carteiraOpening: '-50,25',
    wallet: 'Carteira',
    rows: [
      ['Carteira', 'Carteira', '-R$ 50,25', '-R$ 50,25'],
      ['Nubank', 'Conta corrente', 'R$ 1.000,00', 'R$ 1.000,00'],
    ],
    total: ['Saldo atual totalR$ 949,75', 'Saldo previsto total no fim do mêsR$ 949,75'],
    statementOf: (name: string) => `Ver o extrato de ${name}`,
    nubankTitle: 'Extrato de Nubank',
    carteiraTitle: 'Extrato de Carteira',
    transfer: 'Transferir',
    transferTitle: 'Nova transferência',
    from: 'Conta de origem',
    to: 'Conta de destino',
    amount: 'Valor (R$)',
    description: 'Descrição (opcional)',
    transferred: 'Transferência registrada com sucesso!',
    out: (day: string) => [day, 'Reserva', 'Transferência\npara Carteira', '-R$ 200,00', 'R$ 800,00'],
    in: (day: string) => [day, 'Reserva', 'Transferência\nde Nubank', 'R$ 200,00', 'R$ 149,75'],
    nubankBalances: ['Saldo anteriorR$ 1.000,00', 'Saldo finalR$ 800,00'],
    carteiraBalances: ['Saldo anterior-R$ 50,25', 'Saldo finalR$ 149,75'],
    afterRows: [
      ['Carteira', 'Carteira', 'R$ 149,75', 'R$ 149,75'],
      ['Nubank', 'Conta corrente', 'R$ 800,00', 'R$ 800,00'],
    ],
    panelButton: 'Contas bancárias',
    panelBalances: ['Saldo totalR$ 949,75', 'CarteiraR$ 149,75', 'NubankR$ 800,00'],
    panelRegion: 'Contas bancárias',
    back: 'Voltar às contas bancárias',
    date: (iso: string) => new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date(iso)),
  },
} as const


/** Today in São Paulo as the date input holds it. */
const saoPauloToday = () => dayKey(new Date())

const rowTexts = async (page: Page, scope = 'main') => {
  const rows = await page.locator(`${scope} tbody tr`).all()
  return Promise.all(rows.map(async (row) => (await row.getByRole('cell').allInnerTexts()).map(normalise)))
}
/** A totals list's items as label + value (text content: the labels are uppercased by CSS on screen). */
const listItems = async (page: Page, name: string) => (await page.getByRole('list', { name, exact: true }).getByRole('listitem').allTextContents()).map(normalise)

describe.each(['en', 'pt-BR'] as const)('bank accounts (%s)', (language) => {
  const t = texts[language]
  let user: { username: string; tokens: Tokens }
  beforeAll(async () => {
    user = await newSignedInUser(`contas.${language === 'en' ? 'en' : 'pt'}`)
  })

  it('creates two accounts, transfers between them, and both statements, the list and the panel show it', async () => {
    const { page, errors, failed } = await signedInPage(browser(), language, user.tokens, user.username, '/financas')
    // The panel's sixth button leads to the accounts.
    await page.getByRole('link', { name: t.panelButton, exact: true }).click()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(t.title)
    expect(new URL(page.url()).pathname).toBe('/financas/contas')
    await expect.poll(() => page.getByText(t.empty).count()).toBe(1)
    await axeClean(page)

    const today = saoPauloToday()
    const dialog = page.getByRole('dialog', { name: t.newTitle })
    for (const [name, opening, type] of [
      ['Nubank', t.nubankOpening, null],
      ['Carteira', t.carteiraOpening, 'Carteira'],
    ] as const) {
      await page.getByRole('button', { name: t.add }).click()
      await dialog.waitFor()
      expect(await dialog.getByLabel(t.fields.dia).inputValue()).toBe(today)
      await dialog.getByLabel(t.fields.nome).fill(name)
      await dialog.getByLabel(t.fields.saldo).fill(opening)
      if (type) await dialog.getByLabel(t.fields.tipo).selectOption(type)
      if (type) await axeClean(page)
      await dialog.getByRole('button', { name: t.create }).click()
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
      await expect.poll(() => page.getByRole('status').first().innerText()).toContain(t.created)
    }
    await expect.poll(() => rowTexts(page).then((rows) => rows.map((cells) => cells.slice(0, 4)))).toEqual(t.rows)
    expect(await listItems(page, language === 'en' ? 'Total of the listed accounts' : 'Total das contas listadas')).toEqual(t.total)
    const accounts = (await apiRequest<BankAccount[]>('/v1/api/contabancaria', { token: user.tokens.accessToken })).body
    expect(accounts.map((account) => [account.nome, account.tipo, account.saldoInicial, account.dataSaldoInicial])).toEqual([
      ['Carteira', 'Carteira', -50.25, today],
      ['Nubank', 'Corrente', 1000, today],
    ])
    const nubank = accounts.find((account) => account.nome === 'Nubank')!
    const carteira = accounts.find((account) => account.nome === 'Carteira')!
    await screenshot(page, `bank-accounts-${language}`)

    // The transfer, from Nubank's statement.
    await page.getByRole('link', { name: t.statementOf('Nubank') }).click()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(t.nubankTitle)
    expect(new URL(page.url()).pathname).toBe(`/financas/contas/${nubank.id}`)
    await page.getByRole('button', { name: t.transfer, exact: true }).click()
    const transfer = page.getByRole('dialog', { name: t.transferTitle })
    await transfer.waitFor()
    expect(await transfer.getByLabel(t.from).inputValue()).toBe(String(nubank.id))
    expect(await transfer.getByLabel(t.to).inputValue()).toBe(String(carteira.id))
    await transfer.getByLabel(t.amount).fill('200')
    await transfer.getByLabel(t.description).fill('Reserva')
    await axeClean(page)
    await screenshot(page, `transfer-modal-${language}`)
    await transfer.getByRole('button', { name: t.transfer, exact: true }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain(t.transferred)
    const day = t.date(new Date().toISOString())
    await expect.poll(() => rowTexts(page).then((rows) => rows.map((cells) => cells.slice(0, 5)))).toEqual([t.out(day)])
    expect(await listItems(page, language === 'en' ? 'Month balances' : 'Saldos do mês')).toEqual(t.nubankBalances)
    await axeClean(page)
    await screenshot(page, `account-statement-${language}`)

    // The other account's statement has it too, as money in.
    await page.getByRole('link', { name: t.back }).click()
    await page.getByRole('link', { name: t.statementOf('Carteira') }).click()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(t.carteiraTitle)
    await expect.poll(() => rowTexts(page).then((rows) => rows.map((cells) => cells.slice(0, 5)))).toEqual([t.in(day)])
    expect(await listItems(page, language === 'en' ? 'Month balances' : 'Saldos do mês')).toEqual(t.carteiraBalances)
    const statement = (await apiRequest<Statement>(`/v1/api/contabancaria/${carteira.id}/extrato`, { token: user.tokens.accessToken })).body
    expect(statement.movimentos.map((movement) => [movement.tipo, movement.valor, movement.saldo, movement.contraparteId])).toEqual([['transferencia', 200, 149.75, nubank.id]])

    // The list's balances after it, and the panel's (a transfer is never income or expense: the total stays).
    await page.getByRole('link', { name: t.back }).click()
    await expect.poll(() => rowTexts(page).then((rows) => rows.map((cells) => cells.slice(0, 4)))).toEqual(t.afterRows)
    await page.goto('/financas')
    const panel = page.getByRole('region', { name: t.panelRegion, exact: true })
    await expect.poll(async () => (await panel.getByRole('listitem').allTextContents()).map(normalise)).toEqual(t.panelBalances)
    await axeClean(page)
    await screenshot(page, `finance-panel-accounts-${language}`)

    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await page.context().close()
  })

  it.each(['light', 'dark'] as const)('at 360 px (%s theme) the rows are cards and nothing overflows; the modal works by keyboard', async (theme) => {
    const accounts = (await apiRequest<BankAccount[]>('/v1/api/contabancaria', { token: user.tokens.accessToken })).body
    for (const path of ['/financas/contas', `/financas/contas/${accounts.find((account) => account.nome === 'Nubank')!.id}`]) {
      const { page, errors, failed } = await signedInPage(browser(), language, user.tokens, user.username, path, { width: 360, theme })
      await expect.poll(() => page.locator('main tbody tr').count()).toBeGreaterThan(0)
      expect(await page.locator('main tbody tr').first().evaluate((row) => getComputedStyle(row).display)).toBe('flex')
      expect(await page.locator('main thead').evaluate((head) => head.getBoundingClientRect().height)).toBeLessThanOrEqual(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      await axeClean(page)
      // Keyboard alone: the button opens the modal, Tab stays inside it, Escape closes it.
      const opener = page.getByRole('button', { name: path === '/financas/contas' ? t.add : t.transfer, exact: true })
      await opener.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      for (let press = 0; press < 12; press++) {
        await page.keyboard.press('Tab')
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
      }
      await axeClean(page)
      await screenshot(page, `${path === '/financas/contas' ? 'bank-account-modal' : 'transfer-modal'}-360-${theme}-${language}`)
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
      await screenshot(page, `${path === '/financas/contas' ? 'bank-accounts' : 'account-statement'}-360-${theme}-${language}`)
      expect(errors).toEqual([])
      expect(failed).toEqual([])
      await page.context().close()
    }
  })
})
