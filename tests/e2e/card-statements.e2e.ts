// Card bills in a real browser against the real server, in both languages: a user (signed up through
// the API) with a card closing on the 3rd and due on the 10th with a limit, a bank account, two purchases
// on the card and a 3× plan on it; the card is paid from that account. The page opens on the open statement
// (its dates, total, items, the limit bar), moves one purchase to the next statement by its labelled action
// and back by the status line's Undo (and again), pays the statement from the account through the modal,
// and the account's statement and balance show the payment. On the next statement a partial payment leaves
// the rest to pay and lists the payment, whose Undo (after a confirmation) puts it back. Then 360 and 1280 px
// in both themes (rows as cards at 360, nothing overflows), the month arrows and the pay modal by keyboard alone.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { dayKey } from '../../src/contract/calendar'
import { formatCurrency, formatMonth, formatShortMonth } from '../../src/i18n/format'
import { addMonths, cardStatementCalendar } from '../../src/contract/card-statement'
import type { CardStatementDetail } from '../../src/contract/card-statement'
import type { BankAccount } from '../../src/contract/bank-account'
import type { BankCard } from '../../src/contract/bank-card'
import { apiRequest, newSignedInUser, type Tokens } from './support/api'
import { axeViolations, normalise, sharedBrowser, screenshot, type Language, type Theme } from './support/browser'
import { signedInPage as signedInAs } from './support/session'

const browser = sharedBrowser()
/** Waits for what the page loads (two shared cores: a load may take a few seconds). */
const loads = { timeout: 15_000 }

const intl = { en: 'en-US', 'pt-BR': 'pt-BR' } as const
/** An amount as the page writes it (the app's own formatter: "R$ 390.50" / "R$ 390,50"). */
const money = (language: Language, value: number) => normalise(formatCurrency(value, language))
/** A 'YYYY-MM-DD' day as the page shows it ("Dec 3, 2026" / "3 de dez. de 2026"). */
const day = (language: Language, iso: string) =>
  new Intl.DateTimeFormat(intl[language], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`))
/** A month as the heading shows it: 'Dezembro de 2026' (its first letter capitalised by CSS) / 'December 2026'. */
const monthName = (language: Language, month: string) => {
  const name = new Intl.DateTimeFormat(intl[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`))
  return name.charAt(0).toUpperCase() + name.slice(1)
}

const texts = {
  en: {
    title: 'Bills of Roxinho',
    cardLink: 'View the bills of Ana Souza · Nubank · Roxinho · •••• 1234',
    subtitle: 'Nubank · Ana Souza · •••• 1234',
    limit: (used: number, available: number) => [`Limit used${money('en', used)}`, `Limit available${money('en', available)}`, `Limit${money('en', 5000)}`],
    summary: (closing: string, due: string, total: number, paid: number, left: number) => [
      `Closing${closing}`,
      `Due${due}`,
      `Total${money('en', total)}`,
      `Paid${money('en', paid)}`,
      `Left to pay${money('en', left)}`,
    ],
    open: 'Bill Open',
    paid: 'Bill Paid',
    summaryName: 'Bill summary',
    moveNext: (name: string, month: string) => `Move ${name} to the ${formatShortMonth(month, 'en')} bill`,
    moved: (name: string, month: string) => `${name} moved to the ${formatMonth(month, 'en')} bill`,
    undoMove: (name: string, month: string) => `Undo: move ${name} back to the ${formatMonth(month, 'en')} bill`,
    moveUndone: 'Move undone: the item is back on its bill.',
    pay: 'Pay bill',
    payNote: 'Pay less than what is left for a partial payment',
    amount: 'Amount (R$)',
    partialAlert: 'Payment recorded. The rest of the bill is still to pay.',
    payments: 'Payments',
    undoPayment: (amount: number, paidOn: string) => `Undo the payment of ${money('en', amount)} on ${paidOn}`,
    undoTitle: 'Undo this payment?',
    undoConfirm: 'Undo payment',
    paymentUndone: 'Payment undone: the money is back in the account and the bill is to be paid again.',
    account: 'Pay from account',
    payDay: 'Payment day',
    paidAlert: 'Bill paid successfully!',
    accountTitle: 'Statement of Nubank conta',
    kind: 'Card bill',
    nextStatement: 'Next bill',
    monthNav: 'Bill month',
    back: 'Back to cards',
  },
  'pt-BR': {
    title: 'Faturas de Roxinho',
    cardLink: 'Ver as faturas de Ana Souza · Nubank · Roxinho · •••• 1234',
    subtitle: 'Nubank · Ana Souza · •••• 1234',
    limit: (used: number, available: number) => [`Limite usado${money('pt-BR', used)}`, `Limite disponível${money('pt-BR', available)}`, `Limite${money('pt-BR', 5000)}`],
    summary: (closing: string, due: string, total: number, paid: number, left: number) => [
      `Fechamento${closing}`,
      `Vencimento${due}`,
      `Total${money('pt-BR', total)}`,
      `Pago${money('pt-BR', paid)}`,
      `A pagar${money('pt-BR', left)}`,
    ],
    open: 'Fatura Aberta',
    paid: 'Fatura Paga',
    summaryName: 'Resumo da fatura',
    moveNext: (name: string, month: string) => `Mover ${name} para a fatura de ${formatShortMonth(month, 'pt-BR')}`,
    moved: (name: string, month: string) => `${name} movido para a fatura de ${formatMonth(month, 'pt-BR')}`,
    undoMove: (name: string, month: string) => `Desfazer: voltar ${name} para a fatura de ${formatMonth(month, 'pt-BR')}`,
    moveUndone: 'Movimentação desfeita: o item voltou para a fatura dele.',
    pay: 'Pagar fatura',
    payNote: 'Pague menos que o restante para um pagamento parcial',
    amount: 'Valor (R$)',
    partialAlert: 'Pagamento registrado. O restante da fatura continua a pagar.',
    payments: 'Pagamentos',
    undoPayment: (amount: number, paidOn: string) => `Desfazer o pagamento de ${money('pt-BR', amount)} em ${paidOn}`,
    undoTitle: 'Desfazer este pagamento?',
    undoConfirm: 'Desfazer pagamento',
    paymentUndone: 'Pagamento desfeito: o dinheiro voltou para a conta e a fatura está a pagar de novo.',
    account: 'Pagar com a conta',
    payDay: 'Data do pagamento',
    paidAlert: 'Fatura paga com sucesso!',
    accountTitle: 'Extrato de Nubank conta',
    kind: 'Fatura do cartão',
    nextStatement: 'Próxima fatura',
    monthNav: 'Mês da fatura',
    back: 'Voltar aos cartões',
  },
} as const

/** Today in São Paulo, 'YYYY-MM-DD'. */
const saoPauloToday = () => dayKey(new Date())

interface Seeded {
  user: { username: string; tokens: Tokens }
  cardId: number
  accountId: number
}

/** An account, the card (closes 3, due 10, limit R$ 5.000, paid from that account), two purchases today and a 3× plan of R$ 300 bought today. */
async function seed(language: Language): Promise<Seeded> {
  const user = await newSignedInUser(`faturas.${language === 'en' ? 'en' : 'pt'}`)
  const token = user.tokens.accessToken
  const today = saoPauloToday()
  const account = await apiRequest<BankAccount>('/v1/api/contabancaria', { token, body: { nome: 'Nubank conta', tipo: 'Corrente', saldoInicial: 1000, dataSaldoInicial: today } })
  expect(account.status).toBe(201)
  // The account pays the card's statements: the pay dialog proposes it.
  const card = await apiRequest<BankCard>('/v1/api/cartao', {
    token,
    body: { nomeUsuario: 'Ana Souza', nomeBanco: 'Nubank', apelido: 'Roxinho', final: '1234', diaFechamento: 3, diaVencimento: 10, limite: 5000, contaPagamentoId: account.body.id },
  })
  expect(card.status).toBe(201)
  const category = await apiRequest<{ id: number }>('/v1/api/categoria', { token, body: { nomeCategoria: 'Compras', tipoCategoria: 'Despesa' } })
  expect(category.status).toBe(201)
  for (const [descricao, valor] of [
    ['Mercado', 250],
    ['Farmácia', 40.5],
  ] as const) {
    const purchase = await apiRequest('/v1/api/lancamento', {
      token,
      body: { dataLancamento: today, descricao, valor, tipoLancamento: 'Despesa', categoriaId: category.body.id, situacao: 'A Pagar', cartaoId: card.body.id },
    })
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201)
  }
  const holder = await apiRequest<{ id: number }>('/v1/api/pessoaconta', { token, body: { nomePessoa: 'Ana Souza' } })
  expect(holder.status).toBe(201)
  const plan = await apiRequest('/v1/api/parcelamento', {
    token,
    body: { descricao: 'TV', valorTotal: 300, numeroParcelas: 3, dataPrimeiraParcela: today, intervaloParcelas: 30, pessoaContaId: holder.body.id, situacao: 'Ativo', cartaoId: card.body.id },
  })
  expect(plan.status, JSON.stringify(plan.body)).toBe(201)
  return { user, cardId: card.body.id, accountId: account.body.id }
}

const signedInPage = (language: Language, seeded: Seeded, path: string, options: { width?: number; theme?: Theme } = {}) =>
  signedInAs(browser(), language, seeded.user.tokens, seeded.user.username, path, options)

const rowTexts = async (page: Page, count = 3) => {
  const rows = await page.locator('main tbody tr').all()
  return Promise.all(rows.map(async (row) => (await row.getByRole('cell').allInnerTexts()).slice(0, count).map(normalise)))
}
const listItems = async (page: Page, name: string) => (await page.getByRole('list', { name, exact: true }).getByRole('listitem').allTextContents()).map(normalise)
const statementHeading = (page: Page) => page.locator('#card-statement-title')
const squash = (text: string) => normalise(text).replace(/\s+/g, ' ')

describe.each(['en', 'pt-BR'] as const)('card statements (%s)', (language) => {
  const t = texts[language]
  let seeded: Seeded
  const calendar = cardStatementCalendar(3, 10)
  const today = saoPauloToday()
  const open = calendar.statementOfPurchase(today)
  const next = addMonths(open, 1)
  const dates = calendar.statementDates(open)
  beforeAll(async () => {
    seeded = await seed(language)
  })

  it('opens on the open statement, moves a purchase to the next one, pays it from the account, and the account shows the payment', async () => {
    // From the cards page: the card's row links to its statements.
    const { page, errors, failed } = await signedInPage(language, seeded, '/financas/cadastrar-cartao')
    await page.getByRole('link', { name: t.cardLink }).click()
    await expect.poll(() => new URL(page.url()).pathname, loads).toBe(`/financas/cartoes/${seeded.cardId}/faturas`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), loads).toBe(t.title)
    expect(normalise(await page.getByText(t.subtitle).innerText())).toBe(t.subtitle)
    await expect.poll(() => statementHeading(page).innerText().then(squash), loads).toBe(t.open)
    expect(normalise(await page.getByRole('navigation', { name: t.monthNav }).getByRole('heading').innerText())).toBe(monthName(language, open))
    expect(await listItems(page, t.summaryName)).toEqual(t.summary(day(language, dates.dataFechamento), day(language, dates.dataVencimento), 390.5, 0, 390.5))
    expect(await rowTexts(page)).toEqual([
      [day(language, today), 'Mercado', money(language, 250)],
      [day(language, today), 'Farmácia', money(language, 40.5)],
      [day(language, dates.dataVencimento), 'TV (1/3)', money(language, 100)],
    ])
    expect(await listItems(page, language === 'en' ? 'Limit' : 'Limite')).toEqual(t.limit(590.5, 4409.5))
    expect(await page.getByRole('meter').getAttribute('aria-valuenow')).toBe('590.5')
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, `card-statements-${language}`)

    // Farmácia to the next statement by its labelled action: the open one keeps Mercado and the first installment.
    const moveFarmacia = async () => {
      await page.getByRole('button', { name: t.moveNext('Farmácia', next) }).click()
      await expect.poll(() => page.getByRole('status').first().innerText().then(normalise), loads).toContain(t.moved('Farmácia', next))
      // The moved item's button is gone: keyboard focus is on the statement's heading.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('card-statement-title')
      await expect.poll(() => rowTexts(page).then((rows) => rows.map((cells) => cells[1])), loads).toEqual(['Mercado', 'TV (1/3)'])
    }
    await moveFarmacia()
    // The status line's Undo moves it back; then it moves again.
    await page.getByRole('button', { name: t.undoMove('Farmácia', open) }).click()
    await expect.poll(() => page.getByRole('status').first().innerText(), loads).toContain(t.moveUndone)
    await expect.poll(() => rowTexts(page).then((rows) => rows.map((cells) => cells[1])), loads).toEqual(['Mercado', 'Farmácia', 'TV (1/3)'])
    await moveFarmacia()
    expect(await listItems(page, t.summaryName)).toEqual(t.summary(day(language, dates.dataFechamento), day(language, dates.dataVencimento), 350, 0, 350))
    const moved = (await apiRequest<CardStatementDetail>(`/v1/api/cartao/${seeded.cardId}/faturas/${next}`, { token: seeded.user.tokens.accessToken })).body
    expect(moved.itens.map((item) => item.descricao)).toEqual(['Farmácia', 'TV (2/3)'])

    // Pay it from the account, today.
    await page.getByRole('button', { name: t.pay, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: t.pay })
    await dialog.waitFor()
    expect(normalise(await dialog.innerText())).toContain(t.payNote)
    await expect.poll(() => dialog.getByLabel(t.account).inputValue(), loads).toBe(String(seeded.accountId))
    expect(await dialog.getByLabel(t.payDay).inputValue()).toBe(today)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, `card-statement-pay-${language}`)
    await dialog.getByRole('button', { name: t.pay, exact: true }).click()
    await expect.poll(() => page.getByRole('dialog').count(), loads).toBe(0)
    await expect.poll(() => page.getByRole('status').first().innerText(), loads).toContain(t.paidAlert)
    await expect.poll(() => statementHeading(page).innerText().then(squash), loads).toBe(t.paid)
    expect(await listItems(page, t.summaryName)).toEqual(t.summary(day(language, dates.dataFechamento), day(language, dates.dataVencimento), 350, 350, 0))
    expect(await listItems(page, language === 'en' ? 'Limit' : 'Limite')).toEqual(t.limit(240.5, 4759.5))
    expect(await page.getByRole('button', { name: t.pay, exact: true }).getAttribute('aria-disabled')).toBe('true')
    await screenshot(page, `card-statement-paid-${language}`)

    // The account's statement: one payment of R$ 350,00 leaving it, named by the statement's month.
    await page.goto(`/financas/contas/${seeded.accountId}`)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), loads).toBe(t.accountTitle)
    const paymentName = language === 'en' ? `${formatMonth(open, 'en')} bill` : `Fatura de ${formatMonth(open, 'pt-BR')}`
    await expect.poll(() => rowTexts(page, 5), loads).toEqual([[day(language, today), paymentName, t.kind, money(language, -350), money(language, 650)]])
    const accounts = (await apiRequest<BankAccount[]>('/v1/api/contabancaria', { token: seeded.user.tokens.accessToken })).body
    expect(accounts.map((account) => [account.nome, account.saldoAtual])).toEqual([['Nubank conta', 650]])

    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await page.context().close()
  })

  it('pays part of the next statement, lists the payment, and undoes it in two clicks', async () => {
    const nextDates = calendar.statementDates(next)
    const { page, errors, failed } = await signedInPage(language, seeded, `/financas/cartoes/${seeded.cardId}/faturas?mes=${next}`)
    await expect.poll(() => page.getByRole('navigation', { name: t.monthNav }).getByRole('heading').innerText().then(normalise), loads).toBe(monthName(language, next))
    await expect.poll(() => listItems(page, t.summaryName), loads).toEqual(t.summary(day(language, nextDates.dataFechamento), day(language, nextDates.dataVencimento), 140.5, 0, 140.5))

    // R$ 40,00 of the R$ 140,50 left, from the card's payment account.
    await page.getByRole('button', { name: t.pay, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: t.pay })
    await dialog.waitFor()
    await expect.poll(() => dialog.getByLabel(t.account).inputValue(), loads).toBe(String(seeded.accountId))
    await dialog.getByLabel(t.amount).fill('40')
    await dialog.getByRole('button', { name: t.pay, exact: true }).click()
    await expect.poll(() => page.getByRole('dialog').count(), loads).toBe(0)
    await expect.poll(() => page.getByRole('status').first().innerText(), loads).toContain(t.partialAlert)
    await expect.poll(() => listItems(page, t.summaryName), loads).toEqual(t.summary(day(language, nextDates.dataFechamento), day(language, nextDates.dataVencimento), 140.5, 40, 100.5))
    const payments = page.getByRole('region', { name: t.payments })
    expect((await payments.locator('tbody tr').first().getByRole('cell').allInnerTexts()).slice(0, 3).map(normalise)).toEqual([day(language, today), 'Nubank conta', money(language, 40)])
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, `card-statement-partial-${language}`)

    // Undo: a click, then the confirmation.
    await payments.getByRole('button', { name: t.undoPayment(40, day(language, today)) }).click()
    const confirm = page.getByRole('alertdialog', { name: t.undoTitle })
    await confirm.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await confirm.getByRole('button', { name: t.undoConfirm }).click()
    await expect.poll(() => page.getByRole('status').first().innerText(), loads).toContain(t.paymentUndone)
    await expect.poll(() => listItems(page, t.summaryName), loads).toEqual(t.summary(day(language, nextDates.dataFechamento), day(language, nextDates.dataVencimento), 140.5, 0, 140.5))
    expect(await page.getByRole('region', { name: t.payments }).count()).toBe(0)
    const accounts = (await apiRequest<BankAccount[]>('/v1/api/contabancaria', { token: seeded.user.tokens.accessToken })).body
    expect(accounts.map((account) => [account.nome, account.saldoAtual])).toEqual([['Nubank conta', 650]])

    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await page.context().close()
  })

  it.each([
    ['light', 360],
    ['dark', 360],
    ['light', 1280],
    ['dark', 1280],
  ] as const)('%s theme at %i px: nothing overflows, the arrows and the pay modal work by keyboard', async (theme, width) => {
    const { page, errors, failed } = await signedInPage(language, seeded, `/financas/cartoes/${seeded.cardId}/faturas`, { width, theme })
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), loads).toBe(t.title)
    // The open statement is paid: the page opens on the next one, still open.
    await expect.poll(() => page.getByRole('navigation', { name: t.monthNav }).getByRole('heading').innerText().then(normalise), loads).toBe(monthName(language, next))
    await expect.poll(() => rowTexts(page).then((rows) => rows.map((cells) => cells[1])), loads).toEqual(['Farmácia', 'TV (2/3)'])
    if (width === 360) {
      expect(await page.locator('main tbody tr').first().evaluate((row) => getComputedStyle(row).display)).toBe('flex')
      // The cards page's row with its statements link still fits.
      await page.getByRole('link', { name: t.back }).click()
      await expect.poll(() => page.getByRole('link', { name: t.cardLink }).count(), loads).toBe(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      // Nor does the cards table scroll sideways inside its wrapper: the open statement's line wraps between words.
      expect(await page.locator('main table').evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(1)
      await screenshot(page, `bank-cards-link-${width}-${theme}-${language}`)
      await page.getByRole('link', { name: t.cardLink }).click()
      await expect.poll(() => rowTexts(page).then((rows) => rows.map((cells) => cells[1])), loads).toEqual(['Farmácia', 'TV (2/3)'])
      expect(await page.locator('main thead').evaluate((head) => head.getBoundingClientRect().height)).toBeLessThanOrEqual(1)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, `card-statements-${width}-${theme}-${language}`)

    // Keyboard alone: the pay button opens the modal, Tab stays inside it, Escape closes it.
    await page.getByRole('button', { name: t.pay, exact: true }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expect.poll(() => dialog.getByLabel(t.account).inputValue(), loads).toBe(String(seeded.accountId))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    for (let press = 0; press < 10; press++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, `card-statement-pay-${width}-${theme}-${language}`)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count(), loads).toBe(0)

    // The arrow to the next statement by keyboard: the plan's last installment.
    await page.getByRole('navigation', { name: t.monthNav }).getByRole('button', { name: t.nextStatement }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('navigation', { name: t.monthNav }).getByRole('heading').innerText().then(normalise), loads).toBe(monthName(language, addMonths(next, 1)))
    await expect.poll(() => rowTexts(page).then((rows) => rows.map((cells) => cells[1])), loads).toEqual(['TV (3/3)'])

    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await page.context().close()
  })
})
