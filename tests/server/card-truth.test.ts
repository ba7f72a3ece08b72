import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bankAccountListSchema, bankAccountSchema, type BankAccount } from '@contract/bank-account'
import { bankCardListSchema, bankCardSchema, type BankCard } from '@contract/bank-card'
import { cardStatementDetailSchema, cardStatementListSchema } from '@contract/card-statement'
import { dueSummarySchema } from '@contract/due'
import { entryListSchema, overdueSummarySchema, monthSummaryListSchema } from '@contract/entry'
import { categoryTotalListSchema, projectionSchema } from '@contract/planning'
import { recurrenceSchema } from '@contract/recurrence'
import { errorBody, financeApi } from './support/finance'
import { createTestApp, createTestClock, type AuthSession, type TestApp, type TestClock } from './support/test-app'

// What is due and card truth (docs/product-rules.md#what-is-due, #card-statements): card items are paid
// through their statement; statements take partial payments, carry their unpaid rest after the due date as a
// 'saldoAnterior' item and can be undone; cards answer the bill to pay next and what the bank blocks; the
// account forecast counts the card bills the account pays; GET /v1/api/financas/a-vencer lists what is
// overdue and due. Each app has its own clock, moved forward inside its tests.

const DAY = 86_400_000

interface World {
  t: TestApp
  clock: TestClock
  api: ReturnType<typeof financeApi>
}

async function world(start: string): Promise<World> {
  const clock = createTestClock(Date.parse(start))
  const t = await createTestApp({ clock, config: { writeLimitPerMinute: 1_000_000_000 } })
  return { t, clock, api: financeApi(t) }
}

async function household(w: World, card: Record<string, unknown> = { diaFechamento: 3, diaVencimento: 10, limite: 5000 }) {
  const session = await w.t.asUser()
  const mercado = await w.api.createCategory(session, { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' })
  const casa = await w.api.createCategory(session, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
  const conta = await w.api.expectStatus(
    w.api.call(session, 'POST', '/v1/api/contabancaria', { nome: 'Conta', tipo: 'Corrente', saldoInicial: 5000, dataSaldoInicial: '2026-01-01' }),
    201,
    bankAccountSchema,
  )
  const nubank = await w.api.createCard(session, { nomeUsuario: 'Ana', nomeBanco: 'Nubank', ...card })
  return { session, mercado, casa, conta, nubank }
}
type Household = Awaited<ReturnType<typeof household>>

const buy = (w: World, who: Household, date: string, valor: number) => w.api.cardPurchase(who.session, { cartaoId: who.nubank.id, categoriaId: who.mercado.id }, date, valor)
const statementOf = (w: World, session: AuthSession, cardId: number, mes: string) =>
  w.api.expectStatus(w.api.call(session, 'GET', `/v1/api/cartao/${cardId}/faturas/${mes}`), 200, cardStatementDetailSchema)
const statementsOf = (w: World, session: AuthSession, cardId: number, query = '') =>
  w.api.expectStatus(w.api.call(session, 'GET', `/v1/api/cartao/${cardId}/faturas${query}`), 200, cardStatementListSchema)
const payCall = (w: World, who: Household, mes: string, body: Record<string, unknown>) =>
  w.api.call(who.session, 'POST', `/v1/api/cartao/${who.nubank.id}/faturas/${mes}/pagar`, { contaBancariaId: who.conta.id, ...body })
const pay = (w: World, who: Household, mes: string, body: Record<string, unknown>) => w.api.expectStatus(payCall(w, who, mes, body), 200, cardStatementDetailSchema)
const undoCall = (w: World, who: Household, mes: string, id: number, language?: string) =>
  w.api.call(who.session, 'DELETE', `/v1/api/cartao/${who.nubank.id}/faturas/${mes}/pagamentos/${id}`, undefined, language)
const cardOf = (w: World, session: AuthSession, id: number): Promise<BankCard> => w.api.expectStatus(w.api.call(session, 'GET', `/v1/api/cartao/${id}`), 200, bankCardSchema)
const accountOf = (w: World, who: Household, id = who.conta.id): Promise<BankAccount> =>
  w.api.expectStatus(w.api.call(who.session, 'GET', `/v1/api/contabancaria/${id}`), 200, bankAccountSchema)
const due = (w: World, session: AuthSession, query = '') => w.api.expectStatus(w.api.call(session, 'GET', `/v1/api/financas/a-vencer${query}`), 200, dueSummarySchema)

describe('partial statement payments, the carried rest, and undo', () => {
  let w: World
  beforeAll(async () => {
    w = await world('2026-11-15T12:00:00Z')
  })
  afterAll(() => w.t.close())

  it('a partial payment stays open toward the statement; above what remains is 400; undo gives the money back', async () => {
    const who = await household(w)
    await buy(w, who, '2026-11-05', 300)
    await buy(w, who, '2026-11-06', 200)
    const partial = await pay(w, who, '2026-12', { valor: 100, dataPagamento: '2026-11-15' })
    expect(partial).toMatchObject({ total: 500, aPagar: 500, restante: 400, pago: 100, situacao: 'Aberta' })
    expect(partial.pagamentos).toEqual([{ id: expect.any(Number), data: '2026-11-15T00:00:00.000-03:00', valor: 100, contaBancariaId: who.conta.id, aberto: true }])
    expect(partial.itens.map((item) => item.situacao)).toEqual(['A Pagar', 'A Pagar'])
    expect((await accountOf(w, who)).saldoAtual).toBe(4900)
    // The bank frees what was paid: 500 − 100.
    expect((await cardOf(w, who.session, who.nubank.id)).limiteUsado).toBe(400)

    const over = await errorBody(payCall(w, who, '2026-12', { valor: 400.01, dataPagamento: '2026-11-15' }), 400)
    expect(over.errorCodes).toEqual({ valor: 'payment_over_remaining' })
    expect((await statementOf(w, who.session, who.nubank.id, '2026-12')).restante).toBe(400)

    const undone = await w.api.expectStatus(undoCall(w, who, '2026-12', partial.pagamentos[0]!.id), 200, cardStatementDetailSchema)
    expect(undone).toMatchObject({ restante: 500, pago: 0, pagamentos: [] })
    expect((await accountOf(w, who)).saldoAtual).toBe(5000)
    expect((await errorBody(undoCall(w, who, '2026-12', partial.pagamentos[0]!.id, 'pt-BR'), 404)).message).toBe('Pagamento de fatura não encontrado.')

    // Two partial payments that add up to all of it settle the statement with the second.
    await pay(w, who, '2026-12', { valor: 150, dataPagamento: '2026-11-15' })
    const settled = await pay(w, who, '2026-12', { valor: 350, dataPagamento: '2026-11-15' })
    expect(settled).toMatchObject({ restante: 0, pago: 500, situacao: 'Paga' })
    expect(settled.itens.map((item) => [item.situacao, item.valorPago])).toEqual([
      ['Pago', 300],
      ['Pago', 200],
    ])
    expect((await errorBody(payCall(w, who, '2026-12', { dataPagamento: '2026-11-15' }), 409)).code).toBe('statement_nothing_to_pay')
    // An item of a paid statement cannot be edited back to unpaid; undoing the first payment reopens everything.
    const item = settled.itens[0]!
    const back = { id: item.id, dataLancamento: item.dataLancamento, descricao: item.descricao, valor: item.valor, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar' }
    expect((await errorBody(w.api.call(who.session, 'PATCH', '/v1/api/lancamento', back), 409)).code).toBe('statement_paid')
    const reopened = await w.api.expectStatus(undoCall(w, who, '2026-12', settled.pagamentos[0]!.id), 200, cardStatementDetailSchema)
    expect(reopened).toMatchObject({ restante: 150, pago: 350, situacao: 'Aberta' })
    expect(reopened.itens.map((entry) => [entry.situacao, entry.valorPago, entry.dataPagamento])).toEqual([
      ['A Pagar', null, null],
      ['A Pagar', null, null],
    ])
    expect((await accountOf(w, who)).saldoAtual).toBe(4650)
  })

  it('after the due date the unpaid rest moves to the next statement as one saldoAnterior item; undo takes it back', async () => {
    const who = await household(w)
    const despesasBefore = async () => (await w.api.expectStatus(w.api.call(who.session, 'GET', '/v1/api/lancamento/resumo-mensal?dataInicio=2026-11-01&dataFim=2026-12-31'), 200, monthSummaryListSchema)).map((month) => month.despesas)
    await buy(w, who, '2026-11-05', 300)
    await buy(w, who, '2026-11-06', 200)
    const partial = await pay(w, who, '2026-12', { valor: 100, dataPagamento: '2026-11-15' })
    const monthTotals = await despesasBefore()
    const limitBefore = (await cardOf(w, who.session, who.nubank.id)).limiteUsado
    w.clock.advance(26 * DAY) // 11 December: the statement was due on the 10th
    who.session.headers.authorization = `Bearer ${(await w.t.login(who.session.username)).accessToken}`
    try {
      const december = await statementOf(w, who.session, who.nubank.id, '2026-12')
      expect(december).toMatchObject({ total: 500, restante: 0, pago: 100, situacao: 'Paga' })
      const january = await statementOf(w, who.session, who.nubank.id, '2027-01')
      expect(january.itens).toEqual([
        expect.objectContaining({
          descricao: 'Saldo anterior da fatura de 12/2026',
          valor: 400,
          tipoItem: 'saldoAnterior',
          faturaOrigem: '2026-12',
          categoriaId: null,
          situacao: 'A Pagar',
          vencido: false,
          dataLancamento: '2026-12-11T00:00:00.000-03:00',
        }),
      ])
      expect(january.restante).toBe(400)
      // Debt moved, not a new expense; the bank blocks the same.
      expect(await despesasBefore()).toEqual(monthTotals)
      expect((await cardOf(w, who.session, who.nubank.id)).limiteUsado).toBe(limitBefore)
      const byCategory = await w.api.expectStatus(w.api.call(who.session, 'GET', '/v1/api/lancamento/por-categoria?dataInicio=2026-12-01&dataFim=2026-12-31'), 200, categoryTotalListSchema)
      expect(byCategory).toEqual([])
      // Reading again changes nothing.
      expect(await statementOf(w, who.session, who.nubank.id, '2027-01')).toEqual(january)
      // The carry item is the statement's, not the user's to edit, move or delete.
      const carry = january.itens[0]!
      expect((await errorBody(w.api.call(who.session, 'DELETE', `/v1/api/lancamento?id=${carry.id}`), 409)).code).toBe('carry_item_locked')
      expect((await errorBody(w.api.call(who.session, 'PATCH', `/v1/api/lancamento/${carry.id}/fatura`, { mes: '2027-02' }), 409)).code).toBe('carry_item_locked')

      const undone = await w.api.expectStatus(undoCall(w, who, '2026-12', partial.pagamentos[0]!.id), 200, cardStatementDetailSchema)
      expect(undone).toMatchObject({ restante: 500, pago: 0, situacao: 'Vencida' })
      expect((await statementOf(w, who.session, who.nubank.id, '2027-01')).itens).toEqual([])
      const overdue = await due(w, who.session)
      expect(overdue.vencidos).toMatchObject({ quantidade: 1, total: 500, faturas: [expect.objectContaining({ cartaoId: who.nubank.id, mes: '2026-12', restante: 500, situacao: 'Vencida' })] })

      // A partial payment after the due date carries the rest at once; once that carry is paid, the first undo is 409.
      const late = await pay(w, who, '2026-12', { valor: 200, dataPagamento: '2026-12-11' })
      expect(late).toMatchObject({ restante: 0, situacao: 'Paga' })
      expect((await statementOf(w, who.session, who.nubank.id, '2027-01')).restante).toBe(300)
      await pay(w, who, '2027-01', { dataPagamento: '2026-12-11' })
      expect((await errorBody(undoCall(w, who, '2026-12', late.pagamentos[0]!.id, 'en'), 409)).code).toBe('carry_statement_paid')
      expect((await accountOf(w, who)).saldoAtual).toBe(4500)
    } finally {
      w.clock.advance(-26 * DAY)
    }
  })
})

describe('card items are paid through their statement; overdue and due', () => {
  let w: World
  beforeAll(async () => {
    w = await world('2026-11-15T12:00:00Z')
  })
  afterAll(() => w.t.close())

  it('a card item is never overdue itself; its statement is, in a-vencer and nowhere twice', async () => {
    const who = await household(w)
    await buy(w, who, '2026-10-20', 187.43) // statement 2026-11: due 10 November → Vencida
    await buy(w, who, '2026-11-10', 40) // open statement 2026-12
    const bill = await w.api.createEntry(who.session, { dataLancamento: '2026-11-01', descricao: 'Luz', valor: 99, tipoLancamento: 'Despesa', categoriaId: who.casa.id, situacao: 'A Pagar', contaBancariaId: who.conta.id })
    const rent = await w.api.createEntry(who.session, { dataLancamento: '2026-11-18', descricao: 'Aluguel', valor: 1500, tipoLancamento: 'Despesa', categoriaId: who.casa.id, situacao: 'A Pagar', contaBancariaId: who.conta.id })
    await w.api.createEntry(who.session, { dataLancamento: '2026-11-25', descricao: 'Depois', valor: 10, tipoLancamento: 'Despesa', categoriaId: who.casa.id, situacao: 'A Pagar' })
    const period = await w.api.period(who.session, '?dataInicio=2026-10-01&dataFim=2026-11-30')
    expect(period.filter((entry) => entry.vencido).map((entry) => entry.id)).toEqual([bill.id])
    const overdueList = await w.api.expectStatus(w.api.call(who.session, 'GET', '/v1/api/lancamento/vencidos'), 200, overdueSummarySchema)
    expect(overdueList).toMatchObject({ aPagar: { quantidade: 1, total: 99 }, lancamentos: [expect.objectContaining({ id: bill.id })] })

    const summary = await due(w, who.session)
    expect(summary).toMatchObject({ hoje: '2026-11-15', ate: '2026-11-21' })
    expect(summary.vencidos).toMatchObject({ quantidade: 2, total: 286.43, aReceber: { quantidade: 0, total: 0 } })
    expect(summary.vencidos.lancamentos.map((entry) => entry.id)).toEqual([bill.id])
    expect(summary.vencidos.faturas).toEqual([
      { cartaoId: who.nubank.id, nomeCartao: 'Nubank', mes: '2026-11', dataFechamento: '2026-11-03', dataVencimento: '2026-11-10', total: 187.43, restante: 187.43, situacao: 'Vencida' },
    ])
    expect(summary.aVencer).toMatchObject({ quantidade: 1, total: 1500, faturas: [] })
    expect(summary.aVencer.lancamentos.map((entry) => entry.id)).toEqual([rent.id])
    // 30 days reach the open statement (due 10 December) and the entry of the 25th.
    const month = await due(w, who.session, '?dias=30')
    expect(month.aVencer).toMatchObject({ quantidade: 3, total: 1550, faturas: [expect.objectContaining({ mes: '2026-12', restante: 40, situacao: 'Aberta' })] })
    for (const [query, code] of [['?dias=0', 'due_days_range'], ['?dias=61', 'due_days_range'], ['?dias=x', 'invalid_value']] as const) {
      expect((await errorBody(w.api.call(who.session, 'GET', `/v1/api/financas/a-vencer${query}`, undefined, 'en'), 400)).errorCodes).toEqual({ dias: code })
    }
    expect((await errorBody(w.api.call(who.session, 'GET', '/v1/api/financas/a-vencer?dias=0', undefined, 'pt-BR'), 400)).errors).toEqual({ dias: 'Escolha de 1 a 60 dias.' })
  })

  it('the card answers the bill to pay next: a closed unpaid statement before the open one', async () => {
    const who = await household(w, { diaFechamento: 12, diaVencimento: 16, limite: 1000 }) // today 15 Nov: 2026-11 closed on the 12th, due tomorrow
    await buy(w, who, '2026-11-01', 583.34)
    await buy(w, who, '2026-11-14', 20) // open statement 2026-12
    const card = await cardOf(w, who.session, who.nubank.id)
    expect(card.proximaFatura).toEqual({ mes: '2026-11', dataFechamento: '2026-11-12', dataVencimento: '2026-11-16', total: 583.34, restante: 583.34, situacao: 'Fechada' })
    expect(card).toMatchObject({ faturaAberta: '2026-12', faturaAbertaTotal: 20, limiteUsado: 603.34 })
    const listed = await w.api.expectStatus(w.api.call(who.session, 'GET', '/v1/api/cartao'), 200, bankCardListSchema)
    expect(listed[0]!.proximaFatura?.mes).toBe('2026-11')
    expect((await due(w, who.session)).aVencer.faturas.map((bill) => [bill.mes, bill.restante])).toEqual([['2026-11', 583.34]])
    await pay(w, who, '2026-11', { dataPagamento: '2026-11-15' })
    expect((await cardOf(w, who.session, who.nubank.id)).proximaFatura).toMatchObject({ mes: '2026-12', restante: 20, situacao: 'Aberta' })
    expect((await cardOf(w, who.session, who.nubank.id)).contaUltimoPagamentoId).toBe(who.conta.id)
  })

  it('an entry created settled answers what was paid and when', async () => {
    const who = await household(w)
    const paid = await w.api.createEntry(who.session, { dataLancamento: '2026-11-03', descricao: 'Pão', valor: 12.5, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'Pago', contaBancariaId: who.conta.id })
    expect(paid).toMatchObject({ valorPago: 12.5, dataPagamento: '2026-11-03T00:00:00.000-03:00' })
  })
})

describe('the forecast counts the card bills', () => {
  let w: World
  beforeAll(async () => {
    w = await world('2026-12-04T15:00:00Z')
  })
  afterAll(() => w.t.close())

  it('the reviewer’s month: overdue 1 / R$ 187,43, the Itaú bill due tomorrow, the limit the bank blocks, forecasts equal', async () => {
    const session = await w.t.asUser()
    const api = w.api
    const mercado = await api.createCategory(session, { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' })
    const casa = await api.createCategory(session, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
    const lazer = await api.createCategory(session, { nomeCategoria: 'Lazer', tipoCategoria: 'Despesa' })
    const account = (nome: string, saldoInicial: number) =>
      api.createAccount(session, { nome, tipo: 'Corrente', saldoInicial, dataSaldoInicial: '2026-01-01' })
    const itauConta = await account('Itaú', 20_000)
    const reserva = await account('Reserva', 5_000)
    const itau = await api.createCard(session, { nomeUsuario: 'Ana', nomeBanco: 'Itaú', diaFechamento: 28, diaVencimento: 5, limite: 10_000, contaPagamentoId: itauConta.id })
    const santander = await api.createCard(session, { nomeUsuario: 'Ana', nomeBanco: 'Santander', diaFechamento: 20, diaVencimento: 28 })
    const onCard = (cardId: number, date: string, valor: number, categoriaId = mercado.id) =>
      api.createEntry(session, { dataLancamento: date, descricao: `Compra ${date}`, valor, tipoLancamento: 'Despesa', categoriaId, situacao: 'A Pagar', cartaoId: cardId })
    // Itaú statement 2026-12 (closed 28 Nov, due tomorrow): 527,44 of purchases + Netflix of 10 Nov = 583,34.
    await onCard(itau.id, '2026-11-03', 300)
    await onCard(itau.id, '2026-11-20', 227.44)
    await api.expectStatus(
      api.call(session, 'POST', '/v1/api/recorrencia', { descricao: 'Netflix', valor: 55.9, tipoLancamento: 'Despesa', categoriaId: lazer.id, cartaoId: itau.id, frequencia: 'Mensal', dataInicio: '2026-11-10' }),
      201,
      recurrenceSchema,
    )
    // The open statement 2027-01: purchases of 1–4 December.
    await onCard(itau.id, '2026-12-01', 2_000)
    await onCard(itau.id, '2026-12-03', 945.06)
    // Santander statement 2026-11, due 28 November, unpaid: the one late bill.
    await onCard(santander.id, '2026-10-25', 187.43)
    // Bills of the week off the cards, and one after it.
    await api.createEntry(session, { dataLancamento: '2026-12-07', descricao: 'Aluguel', valor: 2_400, tipoLancamento: 'Despesa', categoriaId: casa.id, situacao: 'A Pagar', contaBancariaId: itauConta.id })
    await api.createEntry(session, { dataLancamento: '2026-12-09', descricao: 'Luz', valor: 150, tipoLancamento: 'Despesa', categoriaId: casa.id, situacao: 'A Pagar', contaBancariaId: itauConta.id })
    await api.createEntry(session, { dataLancamento: '2026-12-20', descricao: 'Escola', valor: 800, tipoLancamento: 'Despesa', categoriaId: casa.id, situacao: 'A Pagar', contaBancariaId: reserva.id })

    const summary = await due(w, session)
    expect(summary.vencidos).toMatchObject({ quantidade: 1, total: 187.43, lancamentos: [] })
    expect(summary.vencidos.faturas).toEqual([expect.objectContaining({ cartaoId: santander.id, mes: '2026-11', restante: 187.43, situacao: 'Vencida' })])
    expect(summary.aVencer).toMatchObject({ quantidade: 3, total: 3_133.34 })
    expect(summary.aVencer.faturas).toEqual([expect.objectContaining({ cartaoId: itau.id, mes: '2026-12', dataVencimento: '2026-12-05', restante: 583.34, situacao: 'Fechada' })])
    const overdueList = await api.expectStatus(api.call(session, 'GET', '/v1/api/lancamento/vencidos'), 200, overdueSummarySchema)
    expect(overdueList).toMatchObject({ aPagar: { quantidade: 0, total: 0 }, lancamentos: [] })

    const itauCard = await cardOf(w, session, itau.id)
    expect(itauCard.proximaFatura).toMatchObject({ mes: '2026-12', dataVencimento: '2026-12-05', restante: 583.34, situacao: 'Fechada' })
    // Blocked: 583,34 + 2.945,06; the future Netflix occurrences (12 within a year) hold nothing, however many pages are read.
    expect(itauCard.limiteUsado).toBe(3_528.4)
    await statementsOf(w, session, itau.id, '?de=2026-12&ate=2028-01')
    await api.period(session, '?dataInicio=2027-01-01&dataFim=2027-12-31')
    expect((await cardOf(w, session, itau.id)).limiteUsado).toBe(3_528.4)
    const netflix = (await api.period(session, '?dataInicio=2026-12-05&dataFim=2027-12-04')).filter((entry) => entry.descricao === 'Netflix')
    expect(netflix.length).toBe(12)

    // The accounts' forecast: Itaú pays its card's bill due this month; Santander's overdue bill has no account.
    const accounts = await api.expectStatus(api.call(session, 'GET', '/v1/api/contabancaria'), 200, bankAccountListSchema)
    const itauForecast = accounts.find((row) => row.id === itauConta.id)!
    expect(itauForecast).toMatchObject({ saldoAtual: 20_000, saldoPrevisto: 20_000 - 2_400 - 150 - 583.34 })
    const projection = await api.expectStatus(api.call(session, 'GET', '/v1/api/financas/projecao?ate=2026-12-31'), 200, projectionSchema)
    const lastBalance = projection.dias.at(-1)?.saldo ?? projection.saldoAtual
    const withoutAccount = 187.43
    const total = Math.round((accounts.reduce((sum, row) => sum + row.saldoPrevisto, 0) - withoutAccount) * 100) / 100
    expect(total).toBe(lastBalance)
    expect(lastBalance).toBe(25_000 - 2_400 - 150 - 800 - 583.34 - 187.43)
  })
})

describe('the entries of a period answer the new fields', () => {
  it('every entry has tipoItem and faturaOrigem (null off a carry)', async () => {
    const w = await world('2026-11-15T12:00:00Z')
    try {
      const who = await household(w)
      await buy(w, who, '2026-11-05', 10)
      const list = await w.api.expectStatus(w.api.call(who.session, 'GET', '/v1/api/lancamento/periodo'), 200, entryListSchema)
      expect(list.map((entry) => [entry.tipoItem, entry.faturaOrigem, entry.vencido])).toEqual([[null, null, false]])
    } finally {
      await w.t.close()
    }
  })
})
