import { describe, expect, it } from 'vitest'
import { transferSchema } from '@contract/bank-account'
import { budgetListSchema, budgetSchema, categoryTotalListSchema, projectionSchema, type Budget } from '@contract/planning'
import { errorBody, sharedFinanceApp } from './support/finance'
import { createTestClock, type AuthSession } from './support/test-app'

// Planning through the API (docs/product-rules.md#budgets-and-projection): budgets per month (repeating,
// overridden for one month, ended from a month on), spending by category, and the projected balance worked
// out by hand. The clock is fixed on 15 November 2026, 09:00 in São Paulo.

const { t, api } = sharedFinanceApp({ clock: createTestClock(Date.parse('2026-11-15T12:00:00Z')), config: { writeLimitPerMinute: 1_000_000_000 } })

async function owner() {
  const session = await t.asUser()
  const mercado = await api.createCategory(session, { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' })
  const casa = await api.createCategory(session, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
  const salario = await api.createCategory(session, { nomeCategoria: 'Salário', tipoCategoria: 'Receita' })
  const account = (nome: string, saldoInicial: number) =>
    api.createAccount(session, { nome, tipo: 'Corrente', saldoInicial, dataSaldoInicial: '2026-01-01' })
  return { session, mercado, casa, salario, conta: await account('Conta', 1000), poupanca: await account('Poupança', 500) }
}
type Owner = Awaited<ReturnType<typeof owner>>

const putBudget = (who: Owner, body: Record<string, unknown>) => api.expectStatus(api.call(who.session, 'PUT', '/v1/api/orcamento', body), 200, budgetSchema)
const budgetsOf = (session: AuthSession, mes: string) => api.expectStatus(api.call(session, 'GET', `/v1/api/orcamento?mes=${mes}`), 200, budgetListSchema)
/** Each budgeted category's limit in each month. */
async function limits(who: Owner, months: string[]) {
  const result: Record<string, Record<string, number>> = {}
  for (const mes of months) result[mes] = Object.fromEntries((await budgetsOf(who.session, mes)).map((row: Budget) => [row.nomeCategoria, row.valorLimite]))
  return result
}
const MONTHS = ['2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04']

describe('budgets', () => {
  it('a limit with what was spent (settled entries at valorPago, only the month’s expenses of the category), percentual with one decimal', async () => {
    const who = await owner()
    await api.createEntry(who.session, { dataLancamento: '2026-11-03', descricao: 'Feira', valor: 300, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar' })
    const paid = await api.createEntry(who.session, { dataLancamento: '2026-11-08', descricao: 'Atacado', valor: 123.45, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar' })
    await api.pay(who.session, paid.id, { valorPago: 130, dataPagamento: '2026-11-09', contaBancariaId: who.conta.id })
    // Not counted: another category, another month (December's first instant in São Paulo is still 30 Nov UTC), income.
    await api.createEntry(who.session, { dataLancamento: '2026-11-04', descricao: 'Luz', valor: 99, tipoLancamento: 'Despesa', categoriaId: who.casa.id, situacao: 'A Pagar' })
    await api.createEntry(who.session, { dataLancamento: '2026-12-01T00:30:00-03:00', descricao: 'Feira de dezembro', valor: 50, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar' })
    await api.createEntry(who.session, { dataLancamento: '2026-10-31T23:30:00-03:00', descricao: 'Feira de outubro', valor: 70, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar' })

    expect(await putBudget(who, { mes: '2026-11', categoriaId: who.mercado.id, valorLimite: 900, repetir: true })).toEqual({
      categoriaId: who.mercado.id,
      nomeCategoria: 'Mercado',
      valorLimite: 900,
      gasto: 430,
      restante: 470,
      percentual: 47.8,
      repetir: true,
    })
    expect(await budgetsOf(who.session, '2026-12')).toEqual([expect.objectContaining({ valorLimite: 900, gasto: 50, restante: 850, percentual: 5.6 })])
    // Over the limit: restante negative, percentual over 100.
    expect(await putBudget(who, { mes: '2026-11', categoriaId: who.mercado.id, valorLimite: 400, repetir: true })).toMatchObject({ gasto: 430, restante: -30, percentual: 107.5 })
    // The default month is the current one; a month without a limit has none.
    expect(await api.expectStatus(api.call(who.session, 'GET', '/v1/api/orcamento'), 200, budgetListSchema)).toEqual(await budgetsOf(who.session, '2026-11'))
    expect(await budgetsOf(who.session, '2026-10')).toEqual([])
  })

  it('repetir across later months, a one-off month override then back to the repeating limit, a removal ending it', async () => {
    const who = await owner()
    await putBudget(who, { mes: '2026-11', categoriaId: who.mercado.id, valorLimite: 900, repetir: true })
    await putBudget(who, { mes: '2026-12', categoriaId: who.casa.id, valorLimite: 200 })
    expect(await limits(who, MONTHS)).toEqual({
      '2026-10': {},
      '2026-11': { Mercado: 900 },
      '2026-12': { Casa: 200, Mercado: 900 },
      '2027-01': { Mercado: 900 },
      '2027-02': { Mercado: 900 },
      '2027-03': { Mercado: 900 },
      '2027-04': { Mercado: 900 },
    })
    // January alone: back to 900 in February.
    await putBudget(who, { mes: '2027-01', categoriaId: who.mercado.id, valorLimite: 1500 })
    expect(await limits(who, MONTHS)).toMatchObject({ '2027-01': { Mercado: 1500 }, '2027-02': { Mercado: 900 } })
    // Removed from March on: February keeps it, none from March.
    expect((await api.call(who.session, 'DELETE', `/v1/api/orcamento?mes=2027-03&categoriaId=${who.mercado.id}`)).status).toBe(204)
    expect(await limits(who, MONTHS)).toEqual({
      '2026-10': {},
      '2026-11': { Mercado: 900 },
      '2026-12': { Casa: 200, Mercado: 900 },
      '2027-01': { Mercado: 1500 },
      '2027-02': { Mercado: 900 },
      '2027-03': {},
      '2027-04': {},
    })
    // A one-off limit in the month the repeating one ended: that month alone, still ended after it.
    await putBudget(who, { mes: '2027-03', categoriaId: who.mercado.id, valorLimite: 700 })
    expect(await limits(who, ['2027-02', '2027-03', '2027-04', '2027-05'])).toEqual({ '2027-02': { Mercado: 900 }, '2027-03': { Mercado: 700 }, '2027-04': {}, '2027-05': {} })
    // A new repeating limit later starts again.
    await putBudget(who, { mes: '2027-05', categoriaId: who.mercado.id, valorLimite: 800, repetir: true })
    expect(await limits(who, ['2027-04', '2027-05', '2027-06'])).toEqual({ '2027-04': {}, '2027-05': { Mercado: 800 }, '2027-06': { Mercado: 800 } })
    // Removing from the first month removes every limit of the category.
    expect((await api.call(who.session, 'DELETE', `/v1/api/orcamento?mes=2026-11&categoriaId=${who.mercado.id}`)).status).toBe(204)
    expect(await limits(who, [...MONTHS, '2027-06'])).toEqual({ ...Object.fromEntries([...MONTHS, '2027-06'].map((mes) => [mes, {}])), '2026-12': { Casa: 200 } })
  })

  it('only the user’s expense categories: 400 on categoriaId; valorLimite > 0; the month’s format', async () => {
    const who = await owner()
    const other = await owner()
    const income = await errorBody(api.call(who.session, 'PUT', '/v1/api/orcamento', { mes: '2026-11', categoriaId: who.salario.id, valorLimite: 100 }), 400)
    expect(income.errorCodes).toEqual({ categoriaId: 'category_type_mismatch' })
    const theirs = await errorBody(api.call(who.session, 'PUT', '/v1/api/orcamento', { mes: '2026-11', categoriaId: other.mercado.id, valorLimite: 100 }), 400)
    expect(theirs.errorCodes).toEqual({ categoriaId: 'unknown_category' })
    const zero = await errorBody(api.call(who.session, 'PUT', '/v1/api/orcamento', { mes: '2026-13', categoriaId: who.mercado.id, valorLimite: 0 }), 400)
    expect(Object.keys(zero.errorCodes ?? {}).sort()).toEqual(['mes', 'valorLimite'])
    // Another user's category cannot be removed either, and their budgets are not seen.
    await putBudget(other, { mes: '2026-11', categoriaId: other.mercado.id, valorLimite: 100, repetir: true })
    expect((await api.call(who.session, 'DELETE', `/v1/api/orcamento?mes=2026-11&categoriaId=${other.mercado.id}`)).status).toBe(404)
    expect(await budgetsOf(who.session, '2026-11')).toEqual([])
    expect(await budgetsOf(other.session, '2026-11')).toHaveLength(1)
  })
})

describe('spending by category', () => {
  it('one row per category and type (null: no category), settled entries at valorPago, expenses then income, largest first', async () => {
    const who = await owner()
    await api.createEntry(who.session, { dataLancamento: '2026-11-03', descricao: 'Feira', valor: 300, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar' })
    const paid = await api.createEntry(who.session, { dataLancamento: '2026-11-08', descricao: 'Atacado', valor: 123.45, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar' })
    await api.pay(who.session, paid.id, { valorPago: 130, dataPagamento: '2026-11-09', contaBancariaId: who.conta.id })
    // Entries without a category: a recurring series' occurrences (a series' category is optional).
    const series = await api.call(who.session, 'POST', '/v1/api/recorrencia', { descricao: 'Presente', valor: 99.9, tipoLancamento: 'Despesa', frequencia: 'Mensal', dataInicio: '2026-11-10', dataFim: '2026-12-31' })
    expect(series.status).toBe(201)
    await api.createEntry(who.session, { dataLancamento: '2026-11-20', descricao: 'Aluguel', valor: 1800, tipoLancamento: 'Despesa', categoriaId: who.casa.id, situacao: 'A Pagar' })
    const salary = await api.createEntry(who.session, { dataLancamento: '2026-11-05', descricao: 'Salário', valor: 5000, tipoLancamento: 'Receita', categoriaId: who.salario.id, situacao: 'A Receber' })
    await api.pay(who.session, salary.id, { valorPago: 4900, dataPagamento: '2026-11-05', contaBancariaId: who.conta.id })
    await api.createEntry(who.session, { dataLancamento: '2026-12-02', descricao: 'Feira', valor: 40, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar' })

    const november = [
      { categoriaId: who.casa.id, nomeCategoria: 'Casa', tipoLancamento: 'Despesa', total: 1800 },
      { categoriaId: who.mercado.id, nomeCategoria: 'Mercado', tipoLancamento: 'Despesa', total: 430 },
      { categoriaId: null, nomeCategoria: null, tipoLancamento: 'Despesa', total: 99.9 },
      { categoriaId: who.salario.id, nomeCategoria: 'Salário', tipoLancamento: 'Receita', total: 4900 },
    ]
    const byCategory = (query: string) => api.expectStatus(api.call(who.session, 'GET', `/v1/api/lancamento/por-categoria${query}`), 200, categoryTotalListSchema)
    expect(await byCategory('?dataInicio=2026-11-01&dataFim=2026-11-30')).toEqual(november)
    // Default: the current month.
    expect(await byCategory('')).toEqual(november)
    expect(await byCategory('?dataInicio=2026-11-01&dataFim=2026-12-31')).toEqual([
      { categoriaId: who.casa.id, nomeCategoria: 'Casa', tipoLancamento: 'Despesa', total: 1800 },
      { categoriaId: who.mercado.id, nomeCategoria: 'Mercado', tipoLancamento: 'Despesa', total: 470 },
      { categoriaId: null, nomeCategoria: null, tipoLancamento: 'Despesa', total: 199.8 },
      { categoriaId: who.salario.id, nomeCategoria: 'Salário', tipoLancamento: 'Receita', total: 4900 },
    ])
    expect(await byCategory('?dataInicio=2026-01-01&dataFim=2026-12-31')).toHaveLength(4)

    const tooLong = await errorBody(api.call(who.session, 'GET', '/v1/api/lancamento/por-categoria?dataInicio=2026-01-01&dataFim=2027-01-02'), 400)
    expect(tooLong.errorCodes).toEqual({ dataFim: 'period_too_many_days' })
    // A start alone far back: the default end makes it too long too.
    expect((await errorBody(api.call(who.session, 'GET', '/v1/api/lancamento/por-categoria?dataInicio=2025-01-01'), 400)).code).toBe('period_too_many_days')
    expect((await errorBody(api.call(who.session, 'GET', '/v1/api/lancamento/por-categoria?dataInicio=2026-12-01&dataFim=2026-11-01'), 400)).errorCodes).toEqual({ dataFim: 'invalid_period' })
  })
})

describe('the projection', () => {
  it('a worked example: balances, pending entries on their days (overdue today), card statements once on their due dates, transfers nothing', async () => {
    const who = await owner()
    const card = await api.createCard(who.session, { nomeUsuario: 'Ana', nomeBanco: 'Nubank', diaFechamento: 28, diaVencimento: 5 })
    // Balances: Conta 1,000 + 3,000 received − 300 sent to Poupança = 3,700; Poupança 500 + 300 = 800. Total 4,500.
    await api.createEntry(who.session, { dataLancamento: '2026-11-05', descricao: 'Salário', valor: 3000, tipoLancamento: 'Receita', categoriaId: who.salario.id, situacao: 'Recebido', contaBancariaId: who.conta.id })
    const transfer = (body: Record<string, unknown>) => api.expectStatus(api.call(who.session, 'POST', '/v1/api/transferencia', body), 201, transferSchema)
    await transfer({ contaOrigemId: who.conta.id, contaDestinoId: who.poupanca.id, valor: 300, data: '2026-11-12' })
    // A transfer ahead moves money between the user's own accounts: nothing.
    await transfer({ contaOrigemId: who.poupanca.id, contaDestinoId: who.conta.id, valor: 100, data: '2026-12-10' })
    // Pending, not on a card: overdue (counted today), income on an account, an expense without an account, and one after `ate`.
    await api.createEntry(who.session, { dataLancamento: '2026-11-10', descricao: 'Luz', valor: 200, tipoLancamento: 'Despesa', categoriaId: who.casa.id, situacao: 'A Pagar' })
    await api.createEntry(who.session, { dataLancamento: '2026-11-20', descricao: 'Freela', valor: 800, tipoLancamento: 'Receita', categoriaId: who.salario.id, situacao: 'A Receber', contaBancariaId: who.poupanca.id })
    await api.createEntry(who.session, { dataLancamento: '2026-12-01', descricao: 'Aluguel', valor: 1800, tipoLancamento: 'Despesa', categoriaId: who.casa.id, situacao: 'A Pagar', contaBancariaId: who.conta.id })
    await api.createEntry(who.session, { dataLancamento: '2027-01-20', descricao: 'Bônus', valor: 2000, tipoLancamento: 'Receita', categoriaId: who.salario.id, situacao: 'A Receber', contaBancariaId: who.conta.id })
    await api.createEntry(who.session, { dataLancamento: '2027-02-10', descricao: 'Depois', valor: 9999, tipoLancamento: 'Despesa', categoriaId: who.casa.id, situacao: 'A Pagar' })
    // Card items (closes 28, due 5): two on the December statement (due 5 Dec), one on January's (due 5 Jan); counted
    // once, on the due date, never on their own days. A paid one is not counted again.
    await api.createEntry(who.session, { dataLancamento: '2026-11-21', descricao: 'Mercado', valor: 310.4, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar', cartaoId: card.id })
    await api.createEntry(who.session, { dataLancamento: '2026-11-16', descricao: 'Farmácia', valor: 89.6, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar', cartaoId: card.id })
    await api.createEntry(who.session, { dataLancamento: '2026-11-29', descricao: 'Cinema', valor: 100, tipoLancamento: 'Despesa', categoriaId: who.mercado.id, situacao: 'A Pagar', cartaoId: card.id })

    const projection = (ate: string) => api.expectStatus(api.call(who.session, 'GET', `/v1/api/financas/projecao?ate=${ate}`), 200, projectionSchema)
    expect(await projection('2027-01-31')).toEqual({
      hoje: '2026-11-15',
      saldoAtual: 4500,
      dias: [
        { data: '2026-11-15', saldo: 4300 },
        { data: '2026-11-20', saldo: 5100 },
        { data: '2026-12-01', saldo: 3300 },
        { data: '2026-12-05', saldo: 2900 },
        { data: '2027-01-05', saldo: 2800 },
        { data: '2027-01-20', saldo: 4800 },
      ],
      menorSaldo: { data: '2027-01-05', saldo: 2800 },
    })
    // Up to the day before a due date: the statement is not in yet.
    expect((await projection('2026-12-04')).dias.at(-1)).toEqual({ data: '2026-12-01', saldo: 3300 })
    // The default horizon: 90 days (through 13 February 2027, the February expense included).
    const byDefault = await api.expectStatus(api.call(who.session, 'GET', '/v1/api/financas/projecao'), 200, projectionSchema)
    expect(byDefault.dias.at(-1)).toEqual({ data: '2027-02-10', saldo: 4800 - 9999 })
    expect(byDefault.menorSaldo).toEqual({ data: '2027-02-10', saldo: 4800 - 9999 })

    // Paying the December statement from the account: its items are no longer pending, the payment is in the balance.
    const paid = await api.call(who.session, 'POST', `/v1/api/cartao/${card.id}/faturas/2026-12/pagar`, { contaBancariaId: who.conta.id, dataPagamento: '2026-11-15' })
    expect(paid.status, await paid.clone().text()).toBe(200)
    const after = await projection('2027-01-31')
    expect(after.saldoAtual).toBe(4100)
    expect(after.dias).toEqual([
      { data: '2026-11-15', saldo: 3900 },
      { data: '2026-11-20', saldo: 4700 },
      { data: '2026-12-01', saldo: 2900 },
      { data: '2027-01-05', saldo: 2800 },
      { data: '2027-01-20', saldo: 4800 },
    ])
  })

  it('nothing ahead: today’s balance is the lowest', async () => {
    const who = await owner()
    expect(await api.expectStatus(api.call(who.session, 'GET', '/v1/api/financas/projecao?ate=2026-11-15'), 200, projectionSchema)).toEqual({
      hoje: '2026-11-15',
      saldoAtual: 1500,
      dias: [],
      menorSaldo: { data: '2026-11-15', saldo: 1500 },
    })
  })

  it('ate more than a year ahead: 400 projection_too_far; before today: 400 invalid_period', async () => {
    const who = await owner()
    expect((await api.call(who.session, 'GET', '/v1/api/financas/projecao?ate=2027-11-15')).status).toBe(200)
    const far = await errorBody(api.call(who.session, 'GET', '/v1/api/financas/projecao?ate=2027-11-17'), 400)
    expect(far.errorCodes).toEqual({ ate: 'projection_too_far' })
    expect(far.message).toBe('The projection reaches at most one year from today.')
    const before = await errorBody(api.call(who.session, 'GET', '/v1/api/financas/projecao?ate=2026-11-14'), 400)
    expect(before.errorCodes).toEqual({ ate: 'invalid_period' })
  })

  it('a recurring series is in the projection through its occurrences, once', async () => {
    const who = await owner()
    const created = await api.call(who.session, 'POST', '/v1/api/recorrencia', { descricao: 'Internet', valor: 100, tipoLancamento: 'Despesa', frequencia: 'Mensal', dataInicio: '2026-11-20', contaBancariaId: who.conta.id })
    expect(created.status).toBe(201)
    const projection = await api.expectStatus(api.call(who.session, 'GET', '/v1/api/financas/projecao?ate=2027-11-15'), 200, projectionSchema)
    expect(projection.dias).toHaveLength(12)
    expect(projection.dias[0]).toEqual({ data: '2026-11-20', saldo: 1400 })
    expect(projection.menorSaldo).toEqual({ data: '2027-10-20', saldo: 300 })
  })
})
