// The reviewer's month in a real browser against the real server, in both languages (docs/product-rules.md#what-is-due):
// a card whose statement closed a few days ago and is due within the week (R$ 583,34, unpaid), purchases on its
// open statement made today (R$ 2.945,06) and one dated next week (R$ 300, not yet blocked), a second card whose
// statement was due a week ago and is unpaid (R$ 187,43: the one overdue bill), and two bills of the week off the
// cards (R$ 2.400 and R$ 150). The panel says overdue 1 / R$ 187,43 and due in 7 days 3 / R$ 3.133,34 with the
// card bill in it, names the bill to pay next, the statement page shows the limit the bank blocks (R$ 3.528,40),
// the entries page offers "Pagar fatura" on card items (never overdue), and the accounts page's total forecast is
// the projection's balance on the month's last day. Dates are worked out from today, whatever day the suite runs.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { zonedWallTime } from '../../src/contract/calendar'
import { addCalendarDays, daysInMonth } from '../../src/contract/days'
import { cardStatementCalendar } from '../../src/contract/card-statement'
import type { BankAccount } from '../../src/contract/bank-account'
import type { BankCard } from '../../src/contract/bank-card'
import type { DueSummary } from '../../src/contract/due'
import type { Projection } from '../../src/contract/planning'
import { formatCurrency } from '../../src/i18n/format'
import { apiRequest, newSignedInUser, type Tokens } from './support/api'
import { axeViolations, newContext, normalise, sharedBrowser, watchErrors, type Language } from './support/browser'
import { openSignedIn } from './support/session'

const browser = sharedBrowser()
const loads = { timeout: 15_000 }
const money = (language: Language, value: number) => normalise(formatCurrency(value, language))

const saoPauloToday = () => {
  const wall = zonedWallTime(new Date())
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`
}
const dayOfMonth = (day: string) => Number(day.slice(8, 10))

/**
 * Statement days for a card whose statement `mes` closed `closedAgo` days before `today` and is due `dueIn` days
 * after it (negative: already due), checked with the shared calendar (short months clamp days 29–31).
 */
function daysFor(today: string, closedAgo: number, dueIn: number) {
  for (let shift = 0; shift < 10; shift++) {
    const closing = addCalendarDays(today, -(closedAgo + shift))
    const due = addCalendarDays(today, dueIn - shift)
    const [closingDay, dueDay] = [dayOfMonth(closing), dayOfMonth(due)]
    if (closingDay > 28 || dueDay > 28) continue
    const calendar = cardStatementCalendar(closingDay, dueDay)
    const mes = calendar.statementOfPurchase(addCalendarDays(closing, -1))
    const dates = calendar.statementDates(mes)
    if (dates.dataFechamento === closing && dates.dataVencimento === due) return { diaFechamento: closingDay, diaVencimento: dueDay, mes, dates, lastPurchaseDay: addCalendarDays(closing, -1) }
  }
  throw new Error(`No statement days close ${closedAgo} days before ${today} and fall due ${dueIn} after it`)
}

interface Seeded {
  user: { username: string; tokens: Tokens }
  itau: BankCard
  itauMes: string
  santanderMes: string
  projected: number
}

async function seed(language: Language): Promise<Seeded> {
  const user = await newSignedInUser(`verdade.${language === 'en' ? 'en' : 'pt'}`)
  const token = user.tokens.accessToken
  const post = async <T>(path: string, body: unknown) => {
    const answer = await apiRequest<T>(path, { token, body })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    return answer.body
  }
  const today = saoPauloToday()
  const opening = `${today.slice(0, 7)}-01`
  const conta = await post<BankAccount>('/v1/api/contabancaria', { nome: 'Itaú conta', tipo: 'Corrente', saldoInicial: 20_000, dataSaldoInicial: opening })
  const mercado = await post<{ id: number }>('/v1/api/categoria', { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' })
  const casa = await post<{ id: number }>('/v1/api/categoria', { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
  const closed = daysFor(today, 3, 2)
  const late = daysFor(today, 12, -7)
  const itau = await post<BankCard>('/v1/api/cartao', { nomeUsuario: 'Ana', nomeBanco: 'Itaú', apelido: 'Itaú Click', diaFechamento: closed.diaFechamento, diaVencimento: closed.diaVencimento, limite: 10_000, contaPagamentoId: conta.id })
  const santander = await post<BankCard>('/v1/api/cartao', { nomeUsuario: 'Ana', nomeBanco: 'Santander', diaFechamento: late.diaFechamento, diaVencimento: late.diaVencimento })
  const buy = (cartaoId: number, dataLancamento: string, valor: number, descricao: string) =>
    post('/v1/api/lancamento', { dataLancamento, descricao, valor, tipoLancamento: 'Despesa', categoriaId: mercado.id, situacao: 'A Pagar', cartaoId })
  await buy(itau.id, closed.lastPurchaseDay, 527.44, 'Supermercado')
  await buy(itau.id, closed.lastPurchaseDay, 55.9, 'Netflix')
  await buy(itau.id, today, 2_000, 'Passagem')
  await buy(itau.id, today, 945.06, 'Notebook')
  await buy(itau.id, addCalendarDays(today, 8), 300, 'Reserva de hotel')
  await buy(santander.id, late.lastPurchaseDay, 187.43, 'Posto')
  const bill = (dataLancamento: string, valor: number, descricao: string) =>
    post('/v1/api/lancamento', { dataLancamento, descricao, valor, tipoLancamento: 'Despesa', categoriaId: casa.id, situacao: 'A Pagar', contaBancariaId: conta.id })
  await bill(addCalendarDays(today, 1), 2_400, 'Aluguel')
  await bill(addCalendarDays(today, 3), 150, 'Luz')

  // What the API says, before the pages say it.
  const due = await apiRequest<DueSummary>('/v1/api/financas/a-vencer', { token })
  expect(due.body.vencidos).toMatchObject({ quantidade: 1, total: 187.43 })
  expect(due.body.aVencer).toMatchObject({ quantidade: 3, total: 3_133.34 })
  const card = await apiRequest<BankCard>(`/v1/api/cartao/${itau.id}`, { token })
  expect(card.body).toMatchObject({ limiteUsado: 3_528.4, proximaFatura: { mes: closed.mes, restante: 583.34, situacao: 'Fechada' } })
  const wall = zonedWallTime(new Date())
  const monthEnd = `${today.slice(0, 7)}-${String(daysInMonth(wall.year, wall.month)).padStart(2, '0')}`
  const projection = await apiRequest<Projection>(`/v1/api/financas/projecao?ate=${monthEnd}`, { token })
  const projected = projection.body.dias.at(-1)?.saldo ?? projection.body.saldoAtual
  return { user, itau: card.body, itauMes: closed.mes, santanderMes: late.mes, projected }
}

async function signedInPage(language: Language, seeded: Seeded, path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser(), { language, theme: 'light', width: 1280 })
  const page = await context.newPage()
  const errors = watchErrors(page)
  await openSignedIn(page, seeded.user.tokens, seeded.user.username, path)
  return { page, errors }
}

const words = {
  en: { overdue: 'Overdue', due: 'Due in 7 days', next: 'Next bills', payStatement: 'Pay bill', markPaid: 'Mark as paid', used: 'Limit used', forecast: 'Projected total at the end of the month' },
  'pt-BR': { overdue: 'Vencidos', due: 'A vencer (7 dias)', next: 'Próximas faturas', payStatement: 'Pagar fatura', markPaid: 'Marcar como pago', used: 'Limite usado', forecast: 'Saldo previsto total no fim do mês' },
} as const

describe.each(['en', 'pt-BR'] as const)('the same month on every screen (%s)', (language) => {
  let seeded: Seeded
  const t = words[language]
  beforeAll(async () => {
    seeded = await seed(language)
  }, 60_000)

  it('the panel: one overdue bill, three due this week with the card bill, and the bill to pay next', async () => {
    const { page, errors } = await signedInPage(language, seeded, '/financas')
    const overdue = page.getByRole('region', { name: t.overdue, exact: true })
    await expect.poll(async () => normalise(await overdue.textContent()), loads).toContain(money(language, 187.43))
    expect(normalise(await overdue.textContent())).toContain(language === 'en' ? '1 item' : '1 item')
    expect(normalise(await overdue.textContent())).toContain('Santander')
    const due = page.getByRole('region', { name: t.due, exact: true })
    const dueText = normalise(await due.textContent())
    expect(dueText).toContain(money(language, 3_133.34))
    expect(dueText).toContain(money(language, 583.34))
    expect(dueText).toContain('Itaú Click')
    const next = page.getByRole('region', { name: t.next })
    await expect.poll(async () => normalise(await next.textContent()), loads).toContain(money(language, 583.34))
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  }, 60_000)

  it('the statement page: the limit the bank blocks; the entries page: card items are paid through their statement', async () => {
    const { page, errors } = await signedInPage(language, seeded, `/financas/cartoes/${seeded.itau.id}/faturas?mes=${seeded.itauMes}`)
    await expect.poll(async () => normalise(await page.locator('main').textContent()), loads).toContain(`${t.used}${money(language, 3_528.4)}`)
    await page.goto('/financas/lancamento-financeiro')
    const row = page.getByRole('row').filter({ hasText: 'Notebook' })
    await expect.poll(async () => row.count(), loads).toBe(1)
    // "Pagar fatura" opens the card's statement; no "Marcar como pago" on a card item.
    const pay = row.locator(`a[href*="/financas/cartoes/${seeded.itau.id}/faturas"]`)
    expect(normalise(await pay.textContent())).toBe(t.payStatement)
    expect(normalise(await row.textContent())).not.toContain(t.markPaid)
    expect(errors).toEqual([])
    await page.context().close()
  }, 60_000)

  it('the accounts page: the total forecast is the projection on the month’s last day', async () => {
    const { page, errors } = await signedInPage(language, seeded, '/financas/contas')
    await expect.poll(async () => normalise(await page.locator('main').textContent()), loads).toContain(money(language, seeded.projected))
    expect(normalise(await page.locator('main').textContent())).toContain(t.forecast)
    expect(errors).toEqual([])
    await page.context().close()
  }, 60_000)
})
