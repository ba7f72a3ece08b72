import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bankAccountSchema, statementSchema } from '@contract/bank-account'
import { bankCardSchema, type BankCard } from '@contract/bank-card'
import { cardStatementDetailSchema, cardStatementListSchema, type CardStatement } from '@contract/card-statement'
import { entrySchema, type Entry } from '@contract/entry'
import { recurrenceSchema } from '@contract/recurrence'
import { errorBody, sharedFinanceApp } from './support/finance'
import { createTestClock, type AuthSession } from './support/test-app'

// Credit-card statements (docs/product-rules.md#card-statements): card items and the statement they belong
// to (a purchase on the closing day goes to the next one, 23:30 in São Paulo is still that day), credits,
// the list and one statement with their statuses, paying a statement from an account in one transaction
// (items settled, installments and plans, the account's balance and statement), moving an item, new
// statement days re-placing the unpaid items, the limit, bad input and other users' cards.
// The clock is fixed on 15 November 2026, 09:00 in São Paulo.

const NOW = Date.parse('2026-11-15T12:00:00Z')

const { t, api } = sharedFinanceApp({ clock: createTestClock(NOW), config: { writeLimitPerMinute: 1_000_000_000 } })

async function owner(card: Record<string, unknown> = { diaFechamento: 3, diaVencimento: 10, limite: 5000 }) {
  const session = await t.asUser()
  const mercado = await api.createCategory(session, { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' })
  const estorno = await api.createCategory(session, { nomeCategoria: 'Estorno', tipoCategoria: 'Receita' })
  const nubank = await api.createCard(session, { nomeUsuario: 'Ana', nomeBanco: 'Nubank', ...card })
  const account = await api.createAccount(session, { nome: 'Conta', tipo: 'Corrente', saldoInicial: 1000, dataSaldoInicial: '2026-01-01' })
  const holder = await api.createHolder(session, 'Ana')
  return { session, mercado, estorno, nubank, account, holder }
}
type Owner = Awaited<ReturnType<typeof owner>>

/** A card purchase (an expense A Pagar) on `date` (a date-time or a São Paulo day). */
const purchase = (who: Owner, date: string, valor: number, overrides: Record<string, unknown> = {}) =>
  api.cardPurchase(who.session, { cartaoId: who.nubank.id, categoriaId: who.mercado.id }, date, valor, overrides)
const credit = (who: Owner, date: string, valor: number) =>
  purchase(who, date, valor, { descricao: 'Estorno', tipoLancamento: 'Receita', categoriaId: who.estorno.id, situacao: 'A Receber' })

const statements = (who: Owner, query = '', cardId = who.nubank.id) =>
  api.expectStatus(api.call(who.session, 'GET', `/v1/api/cartao/${cardId}/faturas${query}`), 200, cardStatementListSchema)
const statement = (who: Owner, mes: string, cardId = who.nubank.id) =>
  api.expectStatus(api.call(who.session, 'GET', `/v1/api/cartao/${cardId}/faturas/${mes}`), 200, cardStatementDetailSchema)
const payCall = (who: Owner, mes: string, body: Record<string, unknown> = {}, cardId = who.nubank.id) =>
  api.call(who.session, 'POST', `/v1/api/cartao/${cardId}/faturas/${mes}/pagar`, { contaBancariaId: who.account.id, dataPagamento: '2026-12-08', ...body })
const pay = (who: Owner, mes: string, body: Record<string, unknown> = {}) => api.expectStatus(payCall(who, mes, body), 200, cardStatementDetailSchema)
const move = (session: AuthSession, id: number, mes: string) => api.call(session, 'PATCH', `/v1/api/lancamento/${id}/fatura`, { mes })
const card = (who: Owner, id = who.nubank.id): Promise<BankCard> => api.expectStatus(api.call(who.session, 'GET', `/v1/api/cartao/${id}`), 200, bankCardSchema)
const updateCard = (who: Owner, body: Record<string, unknown>) =>
  api.call(who.session, 'PATCH', '/v1/api/cartao', { id: who.nubank.id, nomeUsuario: 'Ana', nomeBanco: 'Nubank', ...body })
const account = (who: Owner) => api.expectStatus(api.call(who.session, 'GET', `/v1/api/contabancaria/${who.account.id}`), 200, bankAccountSchema)

describe('card items: the statement a purchase belongs to (closes 3, due 10)', () => {
  it.each([
    ['the day before the closing day', '2026-12-02T12:00:00-03:00', '2026-12'],
    ['23:30 in São Paulo the day before closing (already the closing day in UTC)', '2026-12-02T23:30:00-03:00', '2026-12'],
    ['the closing day: the next statement', '2026-12-03T08:00:00-03:00', '2027-01'],
    ['the day after the closing day', '2026-12-04', '2027-01'],
    ['the due day (after closing)', '2026-11-10', '2026-12'],
    ['a year boundary', '2026-12-31', '2027-01'],
  ])('%s: %s → %s', async (_, date, mes) => {
    const who = await owner()
    const entry = await purchase(who, date, 10)
    expect(entry).toMatchObject({ cartaoId: who.nubank.id, faturaMes: mes, contaBancariaId: null })
    expect((await statement(who, mes)).itens.map((item) => item.id)).toEqual([entry.id])
  })

  it('closes 28, due 5: a purchase on 28 November goes to the January statement, on the 27th to December', async () => {
    const who = await owner({ diaFechamento: 28, diaVencimento: 5 })
    expect((await purchase(who, '2026-11-27', 10)).faturaMes).toBe('2026-12')
    expect((await purchase(who, '2026-11-28', 10)).faturaMes).toBe('2027-01')
    expect(await statement(who, '2026-12')).toMatchObject({ dataFechamento: '2026-11-28', dataVencimento: '2026-12-05' })
  })

  it('closes 31, due 10: the March statement closes on 28 February (29 in a leap year)', async () => {
    const who = await owner({ diaFechamento: 31, diaVencimento: 10 })
    expect((await purchase(who, '2027-02-27', 10)).faturaMes).toBe('2027-03')
    expect((await purchase(who, '2027-02-28', 10)).faturaMes).toBe('2027-04')
    expect((await purchase(who, '2028-02-28', 10)).faturaMes).toBe('2028-03')
    expect((await purchase(who, '2028-02-29', 10)).faturaMes).toBe('2028-04')
    expect(await statement(who, '2028-03')).toMatchObject({ dataFechamento: '2028-02-29', dataVencimento: '2028-03-10' })
  })

  it('a PATCH left without the card keeps it; a new day re-places the item; null takes it off the card', async () => {
    const who = await owner()
    const entry = await purchase(who, '2026-11-20', 10)
    const body = { id: entry.id, dataLancamento: '2026-11-20', descricao: 'X', valor: 10, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar' }
    expect(await api.expectStatus(api.call(who.session, 'PATCH', '/v1/api/lancamento', body), 200, entrySchema)).toMatchObject({ cartaoId: who.nubank.id, faturaMes: '2026-12' })
    const later = await api.expectStatus(api.call(who.session, 'PATCH', '/v1/api/lancamento', { ...body, dataLancamento: '2026-12-05' }), 200, entrySchema)
    expect(later).toMatchObject({ cartaoId: who.nubank.id, faturaMes: '2027-01' })
    const off = await api.expectStatus(api.call(who.session, 'PATCH', '/v1/api/lancamento', { ...body, cartaoId: null, contaBancariaId: who.account.id }), 200, entrySchema)
    expect(off).toMatchObject({ cartaoId: null, faturaMes: null, contaBancariaId: who.account.id })
  })

  it('refuses a card without days, another user’s card, and a card item with an account (400 on the field, in both languages)', async () => {
    const who = await owner()
    const other = await owner()
    const plain = await api.createCard(who.session, { nomeUsuario: 'Ana', nomeBanco: 'Itaú' })
    const body = { dataLancamento: '2026-11-20', descricao: 'X', valor: 10, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar' }
    const post = (extra: Record<string, unknown>, language = 'en') => api.call(who.session, 'POST', '/v1/api/lancamento', { ...body, ...extra }, language)
    expect((await errorBody(post({ cartaoId: plain.id }), 400)).errorCodes).toEqual({ cartaoId: 'card_without_statements' })
    expect((await errorBody(post({ cartaoId: other.nubank.id }), 400)).errorCodes).toEqual({ cartaoId: 'unknown_bank_card' })
    const both = await errorBody(post({ cartaoId: who.nubank.id, contaBancariaId: who.account.id }, 'pt-BR'), 400)
    expect(both.errors).toEqual({ contaBancariaId: 'Um lançamento no cartão não sai de uma conta: a conta é escolhida ao pagar a fatura.' })
    // A card item is paid through its statement, never on its own (with or without an account).
    const entry = await purchase(who, '2026-11-20', 10)
    for (const account of [{ contaBancariaId: who.account.id }, {}]) {
      const alone = await errorBody(api.call(who.session, 'PUT', `/v1/api/lancamento/${entry.id}/pagar`, { valorPago: 10, dataPagamento: '2026-11-21', ...account }, 'pt-BR'), 409)
      expect(alone).toMatchObject({ code: 'pay_the_statement', message: 'Este lançamento é de um cartão: ele é pago pela fatura. Use "Pagar fatura".' })
    }
    expect((await statement(who, '2026-12')).itens.map((item) => item.situacao)).toEqual(['A Pagar'])
  })
})

describe('GET /v1/api/cartao/{id}/faturas and /faturas/{mes}', () => {
  it('lists the statements with items and the open one, each with its dates, total, what is left, status and count', async () => {
    const who = await owner()
    await purchase(who, '2026-10-20', 100) // statement 2026-11: closed 3 Nov, due 10 Nov → Vencida
    await purchase(who, '2026-11-20', 250.1) // 2026-12: open (closes 3 Dec)
    await purchase(who, '2026-11-25', 49.9)
    await credit(who, '2026-11-26', 20) // a credit lowers its statement
    await purchase(who, '2027-01-10', 30) // 2027-02
    const list = await statements(who)
    expect(list).toEqual<CardStatement[]>([
      { mes: '2026-11', dataFechamento: '2026-11-03', dataVencimento: '2026-11-10', total: 100, aPagar: 100, restante: 100, pago: 0, situacao: 'Vencida', quantidadeItens: 1 },
      { mes: '2026-12', dataFechamento: '2026-12-03', dataVencimento: '2026-12-10', total: 280, aPagar: 280, restante: 280, pago: 0, situacao: 'Aberta', quantidadeItens: 3 },
      { mes: '2027-02', dataFechamento: '2027-02-03', dataVencimento: '2027-02-10', total: 30, aPagar: 30, restante: 30, pago: 0, situacao: 'Aberta', quantidadeItens: 1 },
    ])
    const december = await statement(who, '2026-12')
    expect(december).toMatchObject({ mes: '2026-12', total: 280, situacao: 'Aberta', quantidadeItens: 3 })
    expect(december.itens.map((item) => [item.descricao, item.valor])).toEqual([
      ['Compra 2026-11-20', 250.1],
      ['Compra 2026-11-25', 49.9],
      ['Estorno', 20],
    ])
    // A month without items answers its dates, nothing in it.
    expect(await statement(who, '2027-05')).toEqual({
      mes: '2027-05',
      dataFechamento: '2027-05-03',
      dataVencimento: '2027-05-10',
      total: 0,
      aPagar: 0,
      restante: 0,
      pago: 0,
      situacao: 'Aberta',
      quantidadeItens: 0,
      itens: [],
      pagamentos: [],
    })
  })

  it('the open statement is listed without items; Fechada between the closing and the due date', async () => {
    const who = await owner({ diaFechamento: 12, diaVencimento: 20 })
    expect(await statements(who)).toEqual([
      { mes: '2026-12', dataFechamento: '2026-12-12', dataVencimento: '2026-12-20', total: 0, aPagar: 0, restante: 0, pago: 0, situacao: 'Aberta', quantidadeItens: 0 },
    ])
    await purchase(who, '2026-11-01', 70)
    expect((await statement(who, '2026-11')).situacao).toBe('Fechada')
  })

  it('the range: de and ate, in any case; a one-sided range; at most 36 months; de after ate is 400', async () => {
    const who = await owner()
    await purchase(who, '2020-01-15', 10) // 2020-02
    await purchase(who, '2026-11-20', 10) // 2026-12
    expect((await statements(who, '?de=2020-01&ate=2020-12')).map((row) => row.mes)).toEqual(['2020-02'])
    expect((await statements(who, '?DE=2020-02&Ate=2020-02')).map((row) => row.mes)).toEqual(['2020-02'])
    expect((await statements(who, '?ate=2020-03')).map((row) => row.mes)).toEqual(['2020-02'])
    expect((await statements(who, '?de=2026-12')).map((row) => row.mes)).toEqual(['2026-12'])
    const get = (query: string) => api.call(who.session, 'GET', `/v1/api/cartao/${who.nubank.id}/faturas${query}`, undefined, 'en')
    expect((await errorBody(get('?de=2024-01&ate=2027-01'), 400)).errorCodes).toEqual({ ate: 'period_too_long' })
    expect((await statements(who, '?de=2024-01&ate=2026-12')).map((row) => row.mes)).toEqual(['2026-12'])
    expect((await errorBody(get('?de=2026-12&ate=2026-11'), 400)).errorCodes).toEqual({ ate: 'invalid_period' })
    expect((await errorBody(get('?de=2026-13'), 400)).errorCodes).toEqual({ de: 'invalid_month' })
    expect((await errorBody(get('?de=11/2026'), 400)).errors).toEqual({ de: 'Use a month as YYYY-MM, from 1900-01 to 2099-12.' })
  })

  it('404 for another user’s card or an unknown one, 409 for a card without statement days, 400 for a malformed month', async () => {
    const who = await owner()
    const other = await owner()
    const plain = await api.createCard(who.session, { nomeUsuario: 'Ana', nomeBanco: 'Itaú' })
    expect((await api.call(who.session, 'GET', `/v1/api/cartao/${other.nubank.id}/faturas`)).status).toBe(404)
    expect((await api.call(who.session, 'GET', `/v1/api/cartao/${other.nubank.id}/faturas/2026-12`)).status).toBe(404)
    expect((await api.call(who.session, 'GET', '/v1/api/cartao/999999/faturas')).status).toBe(404)
    expect((await errorBody(api.call(who.session, 'GET', `/v1/api/cartao/${plain.id}/faturas`), 409)).code).toBe('card_without_statements')
    expect((await errorBody(api.call(who.session, 'GET', `/v1/api/cartao/${who.nubank.id}/faturas/2026-1`), 400)).errorCodes).toEqual({ mes: 'invalid_month' })
    expect((await api.call(undefined, 'GET', `/v1/api/cartao/${who.nubank.id}/faturas`)).status).toBe(401)
  })
})

describe('POST /v1/api/cartao/{id}/faturas/{mes}/pagar', () => {
  it('settles every unpaid item at its amount, records one payment that leaves the account, and the month totals do not count it twice', async () => {
    const who = await owner()
    const items = [await purchase(who, '2026-11-20', 250.1), await purchase(who, '2026-11-25', 49.9), await credit(who, '2026-11-26', 20)]
    const summaryBefore = await api.summary(who.session, '?dataInicio=2026-11-01&dataFim=2026-12-31')
    const paid = await pay(who, '2026-12', { dataPagamento: '2026-12-08T10:00:00-03:00' })
    expect(paid).toMatchObject({ mes: '2026-12', total: 280, aPagar: 0, situacao: 'Paga', quantidadeItens: 3 })
    expect(paid.itens.map((item) => [item.id, item.situacao, item.valorPago, item.dataPagamento])).toEqual([
      [items[0]!.id, 'Pago', 250.1, '2026-12-08T10:00:00.000-03:00'],
      [items[1]!.id, 'Pago', 49.9, '2026-12-08T10:00:00.000-03:00'],
      [items[2]!.id, 'Recebido', 20, '2026-12-08T10:00:00.000-03:00'],
    ])
    // The items are the month's expenses already; the payment is not one more.
    expect(await api.summary(who.session, '?dataInicio=2026-11-01&dataFim=2026-12-31')).toEqual(
      summaryBefore.map((month) => ({ ...month, aPagar: month.mes === '2026-11' ? 0 : month.aPagar, aReceber: month.mes === '2026-11' ? 0 : month.aReceber })),
    )
    // The account: 1,000.00 − 280.00 once the payment day has come (projected this month: not yet).
    const extrato = await api.expectStatus(api.call(who.session, 'GET', `/v1/api/contabancaria/${who.account.id}/extrato?dataInicio=2026-12-01&dataFim=2026-12-31`), 200, statementSchema)
    expect(extrato).toEqual({
      saldoAnterior: 1000,
      movimentos: [{ data: '2026-12-08T10:00:00.000-03:00', tipo: 'fatura', id: expect.any(Number), descricao: '2026-12', valor: -280, saldo: 720, contraparteId: who.nubank.id }],
      saldoFinal: 720,
    })
    expect(await account(who)).toMatchObject({ saldoAtual: 1000, saldoPrevisto: 1000 })
    // Nothing left: 409, and no second payment.
    expect((await errorBody(payCall(who, '2026-12', {}), 409)).code).toBe('statement_nothing_to_pay')
    const again = await api.expectStatus(api.call(who.session, 'GET', `/v1/api/contabancaria/${who.account.id}/extrato?dataInicio=2026-12-01&dataFim=2026-12-31`), 200, statementSchema)
    expect(again.movimentos).toHaveLength(1)
    // An account with a statement payment cannot be deleted; nor the card.
    expect((await errorBody(api.call(who.session, 'DELETE', `/v1/api/contabancaria/${who.account.id}`), 409)).code).toBe('bank_account_in_use')
    expect((await errorBody(api.call(who.session, 'DELETE', `/v1/api/cartao/${who.nubank.id}`), 409)).code).toBe('bank_card_in_use')
  })

  it('a payment dated today moves the current balance at once', async () => {
    const who = await owner()
    await purchase(who, '2026-10-20', 100)
    await pay(who, '2026-11', { dataPagamento: '2026-11-15T08:00:00-03:00' })
    expect(await account(who)).toMatchObject({ saldoAtual: 900, saldoPrevisto: 900 })
  })

  it('pays the installments of a card plan on the statement, and the last statement concludes the plan', async () => {
    const who = await owner()
    const plan = await api.createPlan(who.session, {
      descricao: 'TV',
      valorTotal: 300,
      numeroParcelas: 3,
      dataPrimeiraParcela: '2026-11-14T10:00:00-03:00',
      pessoaContaId: who.holder.id,
      cartaoId: who.nubank.id,
      situacao: 'Pendente',
    })
    const installments = await api.installments(who.session, plan.id)
    expect(installments.map((row) => row.dataVencimento)).toEqual(['2026-12-10T10:00:00.000-03:00', '2027-01-10T10:00:00.000-03:00', '2027-02-10T10:00:00.000-03:00'])
    for (const [index, mes] of ['2026-12', '2027-01', '2027-02'].entries()) {
      const detail = await statement(who, mes)
      expect(detail.itens.map((item) => [item.descricao, item.faturaMes, item.dataLancamento])).toEqual([[`TV (${index + 1}/3)`, mes, installments[index]!.dataVencimento]])
    }
    await pay(who, '2026-12')
    expect((await api.installments(who.session, plan.id)).map((row) => row.situacao)).toEqual(['Pago', 'A Pagar', 'A Pagar'])
    expect((await card(who)).limiteUsado).toBe(200)
    await pay(who, '2027-01', { dataPagamento: '2027-01-08' })
    await pay(who, '2027-02', { dataPagamento: '2027-02-08' })
    expect((await api.plans(who.session)).find((row) => row.id === plan.id)?.situacao).toBe('Concluido')
    expect(await card(who)).toMatchObject({ limite: 5000, limiteUsado: 0, limiteDisponivel: 5000 })
  })

  it('refuses another user’s account (400 on the field), a bad date, an unknown card; nothing changes', async () => {
    const who = await owner()
    const other = await owner()
    await purchase(who, '2026-11-20', 10)
    expect((await errorBody(payCall(who, '2026-12', { contaBancariaId: other.account.id }), 400)).errorCodes).toEqual({ contaBancariaId: 'unknown_bank_account' })
    expect((await errorBody(payCall(who, '2026-12', { dataPagamento: '2100-01-01' }), 400)).errorCodes).toEqual({ dataPagamento: 'date_out_of_range' })
    expect((await errorBody(payCall(who, '2026-12', { contaBancariaId: undefined }), 400)).errorCodes).toEqual({ contaBancariaId: 'required' })
    expect((await payCall(other, '2026-12', { contaBancariaId: other.account.id }, who.nubank.id)).status).toBe(404)
    expect((await statement(who, '2026-12')).aPagar).toBe(10)
  })
})

describe('PATCH /v1/api/lancamento/{id}/fatura', () => {
  it('moves an unpaid item to another statement of its card; its date stays', async () => {
    const who = await owner()
    const entry = await purchase(who, '2026-11-20', 10)
    const moved = await api.expectStatus(move(who.session, entry.id, '2027-01'), 200, entrySchema)
    expect(moved).toEqual({ ...entry, faturaMes: '2027-01' })
    expect((await statement(who, '2027-01')).itens.map((item) => item.id)).toEqual([entry.id])
    expect((await statement(who, '2026-12')).itens).toEqual([])
    // An edit that keeps its card and day keeps the statement it was moved to.
    const body = { id: entry.id, dataLancamento: '2026-11-20', descricao: 'Renamed', valor: 12, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar' }
    expect((await api.expectStatus(api.call(who.session, 'PATCH', '/v1/api/lancamento', body), 200, entrySchema)).faturaMes).toBe('2027-01')
  })

  it('a paid statement neither gains nor loses items (409); an entry off any card is 409; another user’s is 404', async () => {
    const who = await owner()
    const paidOne = await purchase(who, '2026-10-20', 10)
    await pay(who, '2026-11', { dataPagamento: '2026-11-10' })
    const open = await purchase(who, '2026-11-20', 10)
    expect((await errorBody(move(who.session, open.id, '2026-11'), 409)).code).toBe('statement_paid')
    expect((await errorBody(move(who.session, paidOne.id, '2026-12'), 409)).code).toBe('statement_paid')
    const plain = await api.createEntry(who.session, { dataLancamento: '2026-11-20', descricao: 'X', valor: 1, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar' })
    expect((await errorBody(move(who.session, plain.id, '2026-12'), 409)).code).toBe('entry_not_on_card')
    const other = await owner()
    expect((await move(other.session, open.id, '2027-01')).status).toBe(404)
    expect((await errorBody(move(who.session, open.id, 'dezembro'), 400)).errorCodes).toEqual({ mes: 'invalid_month' })
  })
})

describe('new statement days re-place the unpaid items; paid statements never change', () => {
  it('moves unpaid purchases and installments to the statements of the new days', async () => {
    const who = await owner()
    const paid = await purchase(who, '2026-10-20', 10) // 2026-11, paid below
    await pay(who, '2026-11', { dataPagamento: '2026-11-10' })
    const unpaid = await purchase(who, '2026-11-20', 20) // 2026-12 with closes 3
    const plan = await api.createPlan(who.session, {
      descricao: 'Sofá',
      valorTotal: 200,
      numeroParcelas: 2,
      dataPrimeiraParcela: '2026-11-20T10:00:00-03:00',
      pessoaContaId: who.holder.id,
      cartaoId: who.nubank.id,
      situacao: 'Pendente',
    })
    // Closes 25, due 5: a purchase on 20 November is on the statement closing 25 November, due 5 December.
    const updated = await api.expectStatus(updateCard(who, { diaFechamento: 25, diaVencimento: 5 }), 200, bankCardSchema)
    // Both are dated after today (15 November): the bank blocks nothing for them yet.
    expect(updated).toMatchObject({ diaFechamento: 25, diaVencimento: 5, limiteUsado: 0 })
    const byId = new Map((await api.allEntries(who.session)).map((entry) => [entry.id, entry]))
    expect(byId.get(paid.id)?.faturaMes).toBe('2026-11')
    expect(byId.get(unpaid.id)?.faturaMes).toBe('2026-12')
    const installments = await api.installments(who.session, plan.id)
    expect(installments.map((row) => row.dataVencimento)).toEqual(['2026-12-05T10:00:00.000-03:00', '2027-01-05T10:00:00.000-03:00'])
    const planItems = [...byId.values()].filter((entry) => entry.parcelamentoId === plan.id)
    expect(planItems.map((entry) => [entry.faturaMes, entry.dataLancamento])).toEqual([
      ['2026-12', '2026-12-05T10:00:00.000-03:00'],
      ['2027-01', '2027-01-05T10:00:00.000-03:00'],
    ])
    // Closing 15: the purchase of the 20th moves to the next statement.
    await api.expectStatus(updateCard(who, { diaFechamento: 15, diaVencimento: 25 }), 200, bankCardSchema)
    expect((await statement(who, '2026-12')).itens.map((item) => item.id)).toEqual([unpaid.id, planItems[0]!.id])
    expect((await statement(who, '2026-11')).itens.map((item) => item.id)).toEqual([paid.id])
  })

  it('a plan on a card that gets days lands on its statements; clearing the days while items are on the card is 409', async () => {
    const who = await owner({})
    const plan = await api.createPlan(who.session, {
      descricao: 'Geladeira',
      valorTotal: 100,
      numeroParcelas: 2,
      dataPrimeiraParcela: '2026-11-20T10:00:00-03:00',
      pessoaContaId: who.holder.id,
      cartaoId: who.nubank.id,
      situacao: 'Pendente',
    })
    expect((await api.installments(who.session, plan.id)).map((row) => row.dataVencimento)).toEqual(['2026-11-20T10:00:00.000-03:00', '2026-12-20T10:00:00.000-03:00'])
    expect((await api.allEntries(who.session)).map((entry) => entry.cartaoId)).toEqual([null, null])
    await api.expectStatus(updateCard(who, { diaFechamento: 3, diaVencimento: 10 }), 200, bankCardSchema)
    expect((await statement(who, '2026-12')).itens.map((item) => item.descricao)).toEqual(['Geladeira (1/2)'])
    expect((await errorBody(updateCard(who, { diaFechamento: null, diaVencimento: null }), 409)).code).toBe('card_has_statement_items')
    expect(await card(who)).toMatchObject({ diaFechamento: 3, diaVencimento: 10 })
  })
})

describe('the limit', () => {
  it('limiteUsado is what the bank blocks: unpaid items dated up to today (a plan in full from its purchase) minus credits; over the limit is negative', async () => {
    const who = await owner({ diaFechamento: 3, diaVencimento: 10, limite: 1000 })
    await purchase(who, '2026-11-10', 600)
    await credit(who, '2026-11-12', 50)
    await api.createPlan(who.session, {
      descricao: 'Notebook',
      valorTotal: 1200,
      numeroParcelas: 12,
      dataPrimeiraParcela: '2026-11-14',
      pessoaContaId: who.holder.id,
      cartaoId: who.nubank.id,
      situacao: 'Pendente',
    })
    // Dated after today (15 November): nothing blocked until its day, however often a page makes future occurrences.
    await purchase(who, '2026-11-20', 300)
    await api.expectStatus(
      api.call(who.session, 'POST', '/v1/api/recorrencia', {
        descricao: 'Streaming',
        valor: 55.9,
        tipoLancamento: 'Despesa',
        categoriaId: who.mercado.id,
        cartaoId: who.nubank.id,
        frequencia: 'Mensal',
        dataInicio: '2026-11-25',
      }),
      201,
      recurrenceSchema,
    )
    expect(await card(who)).toMatchObject({ limite: 1000, limiteUsado: 1750, limiteDisponivel: -750 })
    await statements(who, '?de=2026-11&ate=2029-10')
    await statement(who, '2028-06')
    expect(await card(who)).toMatchObject({ limite: 1000, limiteUsado: 1750, limiteDisponivel: -750 })
    // The open statement (a purchase today, 15 November, goes to December's): 600 − 50 + 300 + the first installment 100
    // + the streaming of 25 November: what the bill will be, not what is blocked.
    expect(await card(who)).toMatchObject({ faturaAberta: '2026-12', faturaAbertaVencimento: '2026-12-10', faturaAbertaTotal: 1005.9 })
    const listed = (await api.expectStatus(api.call(who.session, 'GET', '/v1/api/cartao'), 200, bankCardSchema.array())).find((row) => row.id === who.nubank.id)
    expect(listed).toMatchObject({ limiteUsado: 1750, limiteDisponivel: -750 })
    await pay(who, '2026-12')
    expect(await card(who)).toMatchObject({ limiteUsado: 1100, limiteDisponivel: -100 })
  })
})

describe('properties', () => {
  it('every card item is in exactly one statement, and the statements add up to the card’s items', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 31 }),
        fc.array(fc.record({ offset: fc.integer({ min: 0, max: 400 }), cents: fc.integer({ min: 1, max: 100_000 }), credit: fc.boolean() }), { minLength: 1, maxLength: 12 }),
        async (closing, due, purchases) => {
          const who = await owner({ diaFechamento: closing, diaVencimento: due })
          const created: Entry[] = []
          for (const item of purchases) {
            const day = new Date(Date.UTC(2026, 0, 1) + item.offset * 86_400_000).toISOString().slice(0, 10)
            created.push(item.credit ? await credit(who, day, item.cents / 100) : await purchase(who, day, item.cents / 100))
          }
          const list = await statements(who, '?de=2025-12&ate=2028-11')
          const expected = purchases.reduce((sum, item) => sum + (item.credit ? -item.cents : item.cents), 0)
          expect(Math.round(list.reduce((sum, row) => sum + row.total * 100, 0))).toBe(expected)
          expect(list.reduce((sum, row) => sum + row.quantidadeItens, 0)).toBe(created.length)
          const seen = new Map<number, number>()
          for (const row of list.filter((row) => row.quantidadeItens > 0)) {
            for (const item of (await statement(who, row.mes)).itens) {
              seen.set(item.id, (seen.get(item.id) ?? 0) + 1)
              // Its statement closes after its day, and the one before closed on or before it.
              expect(row.dataFechamento > item.dataLancamento.slice(0, 10)).toBe(true)
            }
          }
          expect([...seen.values()].every((count) => count === 1)).toBe(true)
          expect(seen.size).toBe(created.length)
        },
      ),
      { numRuns: 8 },
    )
  })
})
