import { expect } from 'vitest'
import { bankAccountListSchema } from '@contract/bank-account'
import { bankCardListSchema, bankCardSchema, type BankCard } from '@contract/bank-card'
import { cardStatementDetailSchema, cardStatementListSchema, type CardStatement } from '@contract/card-statement'
import { addCalendarDays, addCalendarMonths, addMonths } from '@contract/days'
import { dueSummarySchema } from '@contract/due'
import type { Entry } from '@contract/entry'
import { projectionSchema } from '@contract/planning'
import { financeApi } from './finance'
import type { AuthSession, TestApp } from './test-app'

// Card truth (docs/architecture.md#money-rules): every screen answers the same question the same way. For a user's
// household on `today` (São Paulo), the overdue figure, the accounts' forecast, each card's used limit and each
// statement's total are worked out again here from the entries and statements, and reading any of them twice changes
// nothing. tests/server/card-consistency.test.ts runs it over random households; the demo's tests over the demo's.

const cents = (amount: number) => Math.round(amount * 100)

/** The statements the checks read: from 13 months before today's month through 22 after it (36, the most one list covers). */
export const statementRange = (today: string) => ({ de: addMonths(today.slice(0, 7), -13), ate: addMonths(today.slice(0, 7), 22) })

export function cardTruth(t: TestApp, today: string) {
  const api = financeApi(t)
  const monthEnd = addCalendarDays(`${addCalendarMonths(`${today.slice(0, 7)}-01`, 1)}`, -1)
  const range = statementRange(today)

  const statementsOf = (session: AuthSession, cardId: number) =>
    api.expectStatus(api.call(session, 'GET', `/v1/api/cartao/${cardId}/faturas?de=${range.de}&ate=${range.ate}`), 200, cardStatementListSchema)
  const detailOf = (session: AuthSession, cardId: number, mes: string) =>
    api.expectStatus(api.call(session, 'GET', `/v1/api/cartao/${cardId}/faturas/${mes}`), 200, cardStatementDetailSchema)

  /** What the screens answer, read once. */
  async function screens(session: AuthSession) {
    const cardList = await api.expectStatus(api.call(session, 'GET', '/v1/api/cartao'), 200, bankCardListSchema)
    const cards = await Promise.all(cardList.map((row) => api.expectStatus(api.call(session, 'GET', `/v1/api/cartao/${row.id}`), 200, bankCardSchema)))
    const due = await api.expectStatus(api.call(session, 'GET', '/v1/api/financas/a-vencer'), 200, dueSummarySchema)
    const accounts = await api.expectStatus(api.call(session, 'GET', '/v1/api/contabancaria'), 200, bankAccountListSchema)
    const projection = await api.expectStatus(api.call(session, 'GET', `/v1/api/financas/projecao?ate=${monthEnd}`), 200, projectionSchema)
    const statements = await Promise.all(cards.map((row) => statementsOf(session, row.id)))
    return { cards, due, accounts, projection, statements }
  }

  /** A card's used limit worked out from its statements' items (what the bank blocks on today); checks each statement's total on the way. */
  async function usedLimitOf(session: AuthSession, cardRow: BankCard, statements: readonly CardStatement[]): Promise<number> {
    const plans = new Map((await api.plans(session)).map((plan) => [plan.id, plan]))
    let used = 0
    for (const statement of statements.filter((row) => row.quantidadeItens > 0 || row.pago > 0)) {
      const detail = await detailOf(session, cardRow.id, statement.mes)
      const pending = detail.itens.filter((item: Entry) => item.situacao === 'A Pagar' || item.situacao === 'A Receber')
      for (const item of pending) {
        const from = item.parcelamentoId === null ? item.dataLancamento : plans.get(item.parcelamentoId)!.dataPrimeiraParcela
        if (from.slice(0, 10) > today) continue
        used += (item.tipoLancamento === 'Despesa' ? 1 : -1) * cents(item.valor)
      }
      // The partial payments still open toward the statement free what they paid.
      used -= detail.pagamentos.filter((payment) => payment.aberto).reduce((sum, payment) => sum + cents(payment.valor), 0)
      // Each statement adds up to its items (settled ones at what was paid).
      const total = detail.itens.reduce((sum, item) => sum + (item.tipoLancamento === 'Despesa' ? 1 : -1) * cents(item.valorPago ?? item.valor), 0)
      expect(cents(detail.total), `statement ${statement.mes} total`).toBe(total)
    }
    return used
  }

  /**
   * Every figure of the user's screens agrees with the rows and with the others; answers what was read (for the
   * callers' own checks).
   */
  async function expectConsistent(session: AuthSession) {
    const first = await screens(session)
    expect(await screens(session), 'a second read answers the same').toEqual(first)

    // Overdue: pending entries off cards dated before today + the unpaid rest of Vencida statements.
    const entries = await api.period(session, `?dataInicio=${addCalendarDays(today, -365)}&dataFim=${addCalendarDays(today, -1)}`)
    const overdueEntries = entries.filter((entry) => entry.cartaoId === null && entry.situacao === 'A Pagar').reduce((sum, entry) => sum + cents(entry.valor), 0)
    const overdueBills = first.statements.flat().filter((row) => row.situacao === 'Vencida').reduce((sum, row) => sum + cents(row.restante), 0)
    expect(cents(first.due.vencidos.total)).toBe(overdueEntries + overdueBills)
    expect(entries.filter((entry) => entry.vencido).every((entry) => entry.cartaoId === null)).toBe(true)

    // The accounts' forecast, with the bills of the cards no account pays, is the projection on the month's last day.
    const unpaidByNoAccount = first.cards
      .flatMap((card, index) => (card.contaPagamentoId == null ? first.statements[index]! : []))
      .filter((row) => row.dataVencimento <= monthEnd)
      .reduce((sum, row) => sum + cents(row.restante), 0)
    const forecast = first.accounts.reduce((sum, row) => sum + cents(row.saldoPrevisto), 0) - unpaidByNoAccount
    expect(forecast).toBe(cents(first.projection.dias.at(-1)?.saldo ?? first.projection.saldoAtual))

    // Each card's used limit is what its items and open payments say.
    for (const [index, cardRow] of first.cards.entries()) {
      expect(cents(cardRow.limiteUsado), `card ${index} used limit`).toBe(await usedLimitOf(session, cardRow, first.statements[index]!))
    }
    return { ...first, overdueEntries: entries.filter((entry) => entry.vencido) }
  }

  return { screens, expectConsistent, statementsOf, detailOf }
}
