import fc from 'fast-check'
import { expect, it } from 'vitest'
import { bankAccountListSchema } from '@contract/bank-account'
import { bankCardSchema, type BankCard } from '@contract/bank-card'
import { cardStatementDetailSchema, cardStatementListSchema, type CardStatement } from '@contract/card-statement'
import { dueSummarySchema } from '@contract/due'
import type { Entry } from '@contract/entry'
import { projectionSchema } from '@contract/planning'
import { recurrenceSchema } from '@contract/recurrence'
import { sharedFinanceApp } from './support/finance'
import { createTestClock, type AuthSession } from './support/test-app'

// Every screen answers the same question the same way (docs/architecture.md#money-rules): for random
// households — two accounts, a card paid by one of them and a card paid by none, purchases and credits
// around the closing days, installment plans, recurring series on cards and accounts, transfers, partial
// and full statement payments and their undos — the overdue figure, the accounts' forecast, each card's
// used limit and each statement's total are worked out again here from the entries and statements, and
// reading any of them twice changes nothing. Today is 4 December 2026 (São Paulo).

const TODAY = '2026-12-04'
const MONTH_END = '2026-12-31'
const DAY = 86_400_000

const { t, api } = sharedFinanceApp({ clock: createTestClock(Date.parse(`${TODAY}T15:00:00Z`)), config: { writeLimitPerMinute: 1_000_000_000 } })

const dayAt = (offset: number) => new Date(Date.parse(`${TODAY}T12:00:00Z`) + offset * DAY).toISOString().slice(0, 10)
const cents = (amount: number) => Math.round(amount * 100)

type Op =
  | { kind: 'purchase'; card: 0 | 1; offset: number; cents: number; credit: boolean }
  | { kind: 'entry'; account: 0 | 1; offset: number; cents: number; income: boolean; settled: boolean }
  | { kind: 'plan'; card: 0 | 1; offset: number; count: number; cents: number }
  | { kind: 'cardSeries'; card: 0 | 1; offset: number; cents: number }
  | { kind: 'accountSeries'; account: 0 | 1; offset: number; cents: number }
  | { kind: 'transfer'; offset: number; cents: number }
  | { kind: 'pay'; card: 0 | 1; pick: number; part: number | null; account: 0 | 1 }
  | { kind: 'undo'; card: 0 | 1; pick: number }

const card = fc.constantFrom<0 | 1>(0, 1)
const amount = fc.integer({ min: 1, max: 200_000 })
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('purchase' as const), card, offset: fc.integer({ min: -90, max: 40 }), cents: amount, credit: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('entry' as const), account: card, offset: fc.integer({ min: -60, max: 40 }), cents: amount, income: fc.boolean(), settled: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('plan' as const), card, offset: fc.integer({ min: -90, max: 10 }), count: fc.integer({ min: 2, max: 6 }), cents: fc.integer({ min: 600, max: 300_000 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cardSeries' as const), card, offset: fc.integer({ min: -60, max: 20 }), cents: amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('accountSeries' as const), account: card, offset: fc.integer({ min: -60, max: 20 }), cents: amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('transfer' as const), offset: fc.integer({ min: -30, max: 0 }), cents: amount }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), card, pick: fc.nat(), part: fc.option(fc.double({ min: 0.05, max: 0.95, noNaN: true }), { nil: null }), account: card }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), card, pick: fc.nat() }) },
)

async function household(days: { closing: number; due: number }[]) {
  const session = await t.asUser()
  const despesa = await api.createCategory(session, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
  const receita = await api.createCategory(session, { nomeCategoria: 'Renda', tipoCategoria: 'Receita' })
  const account = (nome: string, saldoInicial: number) =>
    api.createAccount(session, { nome, tipo: 'Corrente', saldoInicial, dataSaldoInicial: '2026-01-01' })
  const accounts = [await account('Conta', 10_000), await account('Reserva', 2_000)]
  const holder = await api.createHolder(session, 'Ana')
  const cards = [
    await api.createCard(session, { nomeUsuario: 'Ana', nomeBanco: 'Pago pela conta', diaFechamento: days[0]!.closing, diaVencimento: days[0]!.due, contaPagamentoId: accounts[0]!.id }),
    await api.createCard(session, { nomeUsuario: 'Ana', nomeBanco: 'Sem conta', diaFechamento: days[1]!.closing, diaVencimento: days[1]!.due }),
  ]
  return { session, despesa, receita, accounts, holder, cards }
}
type Household = Awaited<ReturnType<typeof household>>

const statementsOf = (session: AuthSession, cardId: number) =>
  api.expectStatus(api.call(session, 'GET', `/v1/api/cartao/${cardId}/faturas?de=2026-06&ate=2029-05`), 200, cardStatementListSchema)
const detailOf = (session: AuthSession, cardId: number, mes: string) =>
  api.expectStatus(api.call(session, 'GET', `/v1/api/cartao/${cardId}/faturas/${mes}`), 200, cardStatementDetailSchema)

async function apply(who: Household, step: Op): Promise<void> {
  const { session } = who
  const post = (path: string, body: unknown) => api.call(session, 'POST', path, body)
  /** An entry `offset` days on of `cents`: income in the household's Receita category, or an expense in its Despesa one. */
  const entry = (offset: number, cents: number, income: boolean, descricao: string, fields: Record<string, unknown>) =>
    api.createEntry(session, {
      dataLancamento: dayAt(offset),
      descricao,
      valor: cents / 100,
      tipoLancamento: income ? 'Receita' : 'Despesa',
      categoriaId: income ? who.receita.id : who.despesa.id,
      ...fields,
    })
  switch (step.kind) {
    case 'purchase':
      await entry(step.offset, step.cents, step.credit, step.credit ? 'Estorno' : 'Compra', { situacao: step.credit ? 'A Receber' : 'A Pagar', cartaoId: who.cards[step.card]!.id })
      return
    case 'entry':
      await entry(step.offset, step.cents, step.income, step.income ? 'Renda' : 'Conta', {
        situacao: step.income ? (step.settled ? 'Recebido' : 'A Receber') : step.settled ? 'Pago' : 'A Pagar',
        contaBancariaId: who.accounts[step.account]!.id,
      })
      return
    case 'plan':
      await api.createPlan(session, {
        descricao: 'Parcelado',
        valorTotal: step.cents / 100,
        numeroParcelas: step.count,
        dataPrimeiraParcela: dayAt(step.offset),
        pessoaContaId: who.holder.id,
        cartaoId: who.cards[step.card]!.id,
        situacao: 'Pendente',
      })
      return
    case 'cardSeries':
    case 'accountSeries': {
      const target = step.kind === 'cardSeries' ? { cartaoId: who.cards[step.card]!.id } : { contaBancariaId: who.accounts[step.account]!.id }
      await api.expectStatus(
        post('/v1/api/recorrencia', { descricao: 'Assinatura', valor: step.cents / 100, tipoLancamento: 'Despesa', categoriaId: who.despesa.id, frequencia: 'Mensal', dataInicio: dayAt(step.offset), ...target }),
        201,
        recurrenceSchema,
      )
      return
    }
    case 'transfer':
      expect((await post('/v1/api/transferencia', { contaOrigemId: who.accounts[0]!.id, contaDestinoId: who.accounts[1]!.id, valor: step.cents / 100, data: dayAt(step.offset) })).status).toBe(201)
      return
    case 'pay': {
      const cardId = who.cards[step.card]!.id
      const open = (await statementsOf(session, cardId)).filter((row) => row.restante > 0 && row.mes <= '2027-02')
      if (open.length === 0) return
      const target = open[step.pick % open.length]!
      const rest = cents(target.restante)
      const valor = step.part === null ? undefined : Math.max(1, Math.min(rest, Math.floor(rest * step.part))) / 100
      const paid = await post(`/v1/api/cartao/${cardId}/faturas/${target.mes}/pagar`, { contaBancariaId: who.accounts[step.account]!.id, dataPagamento: TODAY, ...(valor === undefined ? {} : { valor }) })
      expect(paid.status, await paid.clone().text()).toBe(200)
      return
    }
    case 'undo': {
      const cardId = who.cards[step.card]!.id
      const withPayments = (await statementsOf(session, cardId)).filter((row) => row.pago > 0)
      if (withPayments.length === 0) return
      const target = withPayments[step.pick % withPayments.length]!
      const payment = (await detailOf(session, cardId, target.mes)).pagamentos.at(-1)!
      const undone = await api.call(session, 'DELETE', `/v1/api/cartao/${cardId}/faturas/${target.mes}/pagamentos/${payment.id}`)
      expect([200, 409], await undone.clone().text()).toContain(undone.status)
      return
    }
  }
}

/** What the screens answer, read once. */
async function screens(who: Household) {
  const { session } = who
  const cards = await Promise.all(who.cards.map((row) => api.expectStatus(api.call(session, 'GET', `/v1/api/cartao/${row.id}`), 200, bankCardSchema)))
  const due = await api.expectStatus(api.call(session, 'GET', '/v1/api/financas/a-vencer'), 200, dueSummarySchema)
  const accounts = await api.expectStatus(api.call(session, 'GET', '/v1/api/contabancaria'), 200, bankAccountListSchema)
  const projection = await api.expectStatus(api.call(session, 'GET', `/v1/api/financas/projecao?ate=${MONTH_END}`), 200, projectionSchema)
  const statements = await Promise.all(who.cards.map((row) => statementsOf(session, row.id)))
  return { cards, due, accounts, projection, statements }
}

/** Each card's used limit worked out from its statements' items (what the bank blocks on TODAY). */
async function usedLimitOf(who: Household, cardRow: BankCard, statements: readonly CardStatement[]): Promise<number> {
  const plans = new Map((await api.plans(who.session)).map((plan) => [plan.id, plan]))
  let used = 0
  for (const statement of statements.filter((row) => row.quantidadeItens > 0 || row.pago > 0)) {
    const detail = await detailOf(who.session, cardRow.id, statement.mes)
    const pending = detail.itens.filter((item: Entry) => item.situacao === 'A Pagar' || item.situacao === 'A Receber')
    for (const item of pending) {
      const from = item.parcelamentoId === null ? item.dataLancamento : plans.get(item.parcelamentoId)!.dataPrimeiraParcela
      if (from.slice(0, 10) > TODAY) continue
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

it('for random households, overdue, forecast, used limit and statement totals agree on every screen, and reading changes nothing', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.record({ closing: fc.integer({ min: 1, max: 31 }), due: fc.integer({ min: 1, max: 31 }) }), { minLength: 2, maxLength: 2 }),
      fc.array(op, { minLength: 3, maxLength: 14 }),
      async (days, ops) => {
        const who = await household(days)
        for (const step of ops) await apply(who, step)
        const first = await screens(who)
        expect(await screens(who), 'a second read answers the same').toEqual(first)

        // Overdue: pending entries off cards dated before today + the unpaid rest of Vencida statements.
        const entries = await api.period(who.session, `?dataInicio=${dayAt(-365)}&dataFim=${dayAt(-1)}`)
        const overdueEntries = entries.filter((entry) => entry.cartaoId === null && entry.situacao === 'A Pagar').reduce((sum, entry) => sum + cents(entry.valor), 0)
        const overdueBills = first.statements.flat().filter((row) => row.situacao === 'Vencida').reduce((sum, row) => sum + cents(row.restante), 0)
        expect(cents(first.due.vencidos.total)).toBe(overdueEntries + overdueBills)
        expect(entries.filter((entry) => entry.vencido).every((entry) => entry.cartaoId === null)).toBe(true)

        // The accounts' forecast, with the bills of the card no account pays, is the projection on the month's last day.
        const unpaidByNoAccount = first.statements[1]!.filter((row) => row.dataVencimento <= MONTH_END).reduce((sum, row) => sum + cents(row.restante), 0)
        const forecast = first.accounts.reduce((sum, row) => sum + cents(row.saldoPrevisto), 0) - unpaidByNoAccount
        expect(forecast).toBe(cents(first.projection.dias.at(-1)?.saldo ?? first.projection.saldoAtual))

        // Each card's used limit is what its items and open payments say.
        for (const [index, cardRow] of first.cards.entries()) {
          expect(cents(cardRow.limiteUsado), `card ${index} used limit`).toBe(await usedLimitOf(who, cardRow, first.statements[index]!))
        }
      },
    ),
    { numRuns: Number(process.env.PROPERTY_RUNS ?? 10) },
  )
}, 600_000)
