import { inArray, sql } from 'drizzle-orm'
import { z } from 'zod'
import { beforeAll, describe, expect, it } from 'vitest'
import { bankAccounts, transfers } from '@server/db/schema'
import { bankAccountListSchema, bankAccountSchema, transferListSchema, transferSchema, type BankAccount } from '@contract/bank-account'
import { bankCardSchema } from '@contract/bank-card'
import { budgetListSchema, budgetSchema, projectionSchema } from '@contract/planning'
import { recurrenceSchema } from '@contract/recurrence'
import { monthSummaryListSchema } from '@contract/entry'
import { dayStart } from '@contract/calendar'
import { userDataCountsSchema, userDataSchema, type UserData } from '@contract/user-data'
import { errorBody, sharedFinanceApp } from './support/finance'
import { snapshot } from './support/operations'
import { createTestClock, type AuthSession } from './support/test-app'

// A user's data: GET /v1/api/usuario/dados exports every row of the signed-in user with their ids; POST
// imports such a document into an empty account, all or nothing, ids remapped and every link kept. The clock is fixed on 15 November 2026, 09:30 in São Paulo.

const { t, api } = sharedFinanceApp({ clock: createTestClock(Date.parse('2026-11-15T12:30:00Z')), config: { writeLimitPerMinute: 1_000_000_000 } })

const PATH = '/v1/api/usuario/dados'
/** Every date of the test data (a period spans at most a year). */
const ALL_TIME = '?dataInicio=2026-06-01&dataFim=2027-05-31'

async function exportOf(session: AuthSession): Promise<UserData> {
  const response = await t.request(PATH, { headers: session.headers })
  const text = await response.text()
  expect(response.status, text).toBe(200)
  return userDataSchema.parse(JSON.parse(text))
}

const importInto = (session: AuthSession | undefined, document: unknown, language?: string) =>
  t.request(PATH, { method: 'POST', body: document, headers: session?.headers ?? {}, language })

const createAccount = (session: AuthSession, body: Record<string, unknown>): Promise<BankAccount> =>
  api.expectStatus(api.call(session, 'POST', '/v1/api/contabancaria', body), 201, bankAccountSchema)
const transfer = (session: AuthSession, body: Record<string, unknown>) => api.expectStatus(api.call(session, 'POST', '/v1/api/transferencia', body), 201, transferSchema)

/**
 * A user with books, categories, people, cards, bank accounts (one archived, one overdrawn) with transfers
 * of three months, entries (paid and not, some with an account) and plans with paid installments.
 */
async function userWithData(tag: string) {
  const session = await t.asUser()
  for (const [titulo, preco] of [[`Dom Casmurro ${tag}`, 39.9], [`Vidas Secas ${tag}`, 25]] as const) {
    const response = await t.request('/v1/api/livro', { headers: session.headers, body: { titulo, Escritor: 'Autor', preco, dataLancamento: '1952-05-10', ativo: titulo.startsWith('Dom') } })
    expect(response.status).toBe(201)
  }
  const casa = await api.createCategory(session, { nomeCategoria: `Casa ${tag}`, tipoCategoria: 'Despesa' })
  const salario = await api.createCategory(session, { nomeCategoria: `Salário ${tag}`, tipoCategoria: 'Receita' })
  await api.createCategory(session, { nomeCategoria: `Lazer ${tag}`, tipoCategoria: 'Despesa' })
  const maria = await api.createHolder(session, `Maria ${tag}`)
  const joao = await api.createHolder(session, `João ${tag}`)
  // A card with every optional field, one with none.
  const nubank = await api.expectStatus(
    api.call(session, 'POST', '/v1/api/cartao', { nomeUsuario: `Maria ${tag}`, nomeBanco: 'Nubank', apelido: 'Roxinho', final: '0123', diaFechamento: 28, diaVencimento: 5, limite: 4500.5 }),
    201,
    bankCardSchema,
  )
  await api.createCard(session, { nomeUsuario: `João ${tag}`, nomeBanco: 'Caixa' })
  const conta = await createAccount(session, { nome: `Nubank conta ${tag}`, tipo: 'Corrente', saldoInicial: -250.5, dataSaldoInicial: '2026-10-01' })
  const carteira = await createAccount(session, { nome: `Carteira ${tag}`, tipo: 'Carteira', saldoInicial: 100, dataSaldoInicial: '2026-11-01' })
  const poupanca = await createAccount(session, { nome: `Poupança ${tag}`, tipo: 'Poupanca', saldoInicial: 3000, dataSaldoInicial: '2026-06-01', arquivada: true })
  await transfer(session, { contaOrigemId: poupanca.id, contaDestinoId: conta.id, valor: 1000, data: '2026-10-15', descricao: `Resgate ${tag}` })
  await transfer(session, { contaOrigemId: conta.id, contaDestinoId: carteira.id, valor: 200, data: '2026-11-12' })
  await transfer(session, { contaOrigemId: carteira.id, contaDestinoId: conta.id, valor: 50.25, data: '2026-12-05', descricao: 'Sobra' })
  const luz = await api.createEntry(session, { dataLancamento: '2026-11-10T10:00:00-03:00', descricao: `Luz ${tag}`, valor: 120.5, tipoLancamento: 'Despesa', categoriaId: casa.id, situacao: 'A Pagar' })
  await api.pay(session, luz.id, { valorPago: 121.07, dataPagamento: '2026-11-11T08:15:00-03:00', contaBancariaId: conta.id })
  await api.createEntry(session, { dataLancamento: '2026-11-05', descricao: `Salário ${tag}`, valor: 5000, tipoLancamento: 'Receita', categoriaId: salario.id, situacao: 'Recebido', contaBancariaId: conta.id })
  await api.createEntry(session, { dataLancamento: '2026-11-25', descricao: `Feira ${tag}`, valor: 80, tipoLancamento: 'Despesa', categoriaId: casa.id, situacao: 'A Pagar', contaBancariaId: carteira.id })
  await api.createEntry(session, { dataLancamento: '2026-12-01', descricao: `Aluguel ${tag}`, valor: 1800, tipoLancamento: 'Despesa', categoriaId: casa.id, situacao: 'A Pagar' })

  // A plan with its first two installments paid, then edited (unpaid ones regenerated) ...
  const geladeira = await api.createPlan(session, { descricao: `Geladeira ${tag}`, valorTotal: 1000, numeroParcelas: 4, dataPrimeiraParcela: '2026-10-31', pessoaContaId: maria.id, cartaoId: nubank.id })
  const geladeiraEntries = (await api.period(session, ALL_TIME)).filter((entry) => entry.descricao.startsWith(`Geladeira ${tag}`))
  // Card items are paid through their statements: the first two installments' statements, from the savings.
  for (const entry of geladeiraEntries.slice(0, 2)) {
    const statementPaid = await api.call(session, 'POST', `/v1/api/cartao/${nubank.id}/faturas/${entry.faturaMes}/pagar`, { contaBancariaId: poupanca.id, dataPagamento: '2026-11-12T14:00:00-03:00' })
    expect(statementPaid.status, await statementPaid.clone().text()).toBe(200)
  }
  await api.updatePlan(session, { id: geladeira.id, descricao: `Geladeira ${tag}`, valorTotal: 1000.01, numeroParcelas: 5, dataPrimeiraParcela: '2026-10-31', pessoaContaId: maria.id, cartaoId: nubank.id })
  // ... a plan without a card, wholly paid (Concluido by itself) ...
  // A plan needs no person/account: none travels as null.
  await api.createPlan(session, { descricao: `Curso ${tag}`, valorTotal: 90, numeroParcelas: 2, dataPrimeiraParcela: '2026-09-15', intervaloParcelas: 15, pessoaContaId: null, cartaoId: null })
  for (const entry of (await api.period(session, ALL_TIME)).filter((row) => row.descricao.startsWith(`Curso ${tag}`))) {
    await api.pay(session, entry.id, { valorPago: 45, dataPagamento: '2026-11-01' })
  }
  // ... and a cancelled one with one installment paid (its unpaid installments have no entries).
  const sofa = await api.createPlan(session, { descricao: `Sofá ${tag}`, valorTotal: 300, numeroParcelas: 3, dataPrimeiraParcela: '2026-11-20', pessoaContaId: joao.id, cartaoId: null })
  const [firstSofa] = (await api.period(session, ALL_TIME)).filter((row) => row.descricao.startsWith(`Sofá ${tag}`))
  await api.pay(session, firstSofa!.id, { valorPago: 100, dataPagamento: '2026-11-20' })
  await api.updatePlan(session, { id: sofa.id, descricao: `Sofá ${tag}`, valorTotal: 300, numeroParcelas: 3, dataPrimeiraParcela: '2026-11-20', pessoaContaId: joao.id, cartaoId: null, situacao: 'Cancelado' })
  // A purchase on the Nubank card (closes 28, due 5: the December statement, with the plan's first installment)
  // and that statement paid from the account on 3 December.
  await api.createEntry(session, { dataLancamento: '2026-11-21', descricao: `Mercado ${tag}`, valor: 310.4, tipoLancamento: 'Despesa', categoriaId: casa.id, situacao: 'A Pagar', cartaoId: nubank.id })
  const paid = await api.call(session, 'POST', `/v1/api/cartao/${nubank.id}/faturas/2026-12/pagar`, { contaBancariaId: conta.id, dataPagamento: '2026-12-03' })
  expect(paid.status, await paid.clone().text()).toBe(200)
  return session
}

/** `document` with every id (and every link) replaced through the id maps from `from` to `to` (rows in the same order). */
function mapIds(from: UserData, to: UserData): UserData {
  const pairs = <Row extends { id: number }>(a: readonly Row[], b: readonly Row[]) => {
    expect(b).toHaveLength(a.length)
    return new Map(a.map((row, index) => [row.id, b[index]!.id]))
  }
  const categories = pairs(from.categorias, to.categorias)
  const cards = pairs(from.cartoes, to.cartoes)
  const people = pairs(from.pessoas, to.pessoas)
  const entries = pairs(from.lancamentos, to.lancamentos)
  const accounts = pairs(from.contasBancarias, to.contasBancarias)
  const transferIds = pairs(from.transferencias, to.transferencias)
  const paymentIds = pairs(from.pagamentosFatura, to.pagamentosFatura)
  const plans = pairs(from.parcelamentos, to.parcelamentos)
  const installments = pairs(
    from.parcelamentos.flatMap((plan) => plan.mensais),
    to.parcelamentos.flatMap((plan) => plan.mensais),
  )
  const series = pairs(from.recorrencias, to.recorrencias)
  const map = (ids: Map<number, number>, id: number | null) => (id === null ? null : ids.get(id))
  return {
    ...from,
    exportadoEm: to.exportadoEm,
    livros: from.livros.map((book, index) => ({ ...book, code: to.livros[index]!.code })),
    categorias: from.categorias.map((row) => ({ ...row, id: categories.get(row.id)! })),
    cartoes: from.cartoes.map((row) => ({
      ...row,
      id: cards.get(row.id)!,
      contaPagamentoId: map(accounts, row.contaPagamentoId)!,
      contaUltimoPagamentoId: map(accounts, row.contaUltimoPagamentoId)!,
    })),
    pessoas: from.pessoas.map((row) => ({ ...row, id: people.get(row.id)! })),
    contasBancarias: from.contasBancarias.map((row) => ({ ...row, id: accounts.get(row.id)! })),
    transferencias: from.transferencias.map((row) => ({
      ...row,
      id: transferIds.get(row.id)!,
      contaOrigemId: accounts.get(row.contaOrigemId)!,
      contaDestinoId: accounts.get(row.contaDestinoId)!,
    })),
    pagamentosFatura: from.pagamentosFatura.map((row) => ({
      ...row,
      id: paymentIds.get(row.id)!,
      cartaoId: cards.get(row.cartaoId)!,
      contaBancariaId: accounts.get(row.contaBancariaId)!,
    })),
    lancamentos: from.lancamentos.map((row) => ({
      ...row,
      id: entries.get(row.id)!,
      categoriaId: map(categories, row.categoriaId)!,
      contaBancariaId: map(accounts, row.contaBancariaId)!,
      cartaoId: map(cards, row.cartaoId)!,
      parcelamentoMensalId: map(installments, row.parcelamentoMensalId)!,
      parcelamentoId: map(plans, row.parcelamentoId)!,
      recorrenciaId: map(series, row.recorrenciaId)!,
    })),
    recorrencias: from.recorrencias.map((row) => ({
      ...row,
      id: series.get(row.id)!,
      categoriaId: map(categories, row.categoriaId)!,
      contaBancariaId: map(accounts, row.contaBancariaId)!,
      cartaoId: map(cards, row.cartaoId)!,
    })),
    orcamentos: from.orcamentos.map((row) => ({ ...row, categoriaId: categories.get(row.categoriaId)! })),
    parcelamentos: from.parcelamentos.map((plan) => ({
      ...plan,
      id: plans.get(plan.id)!,
      pessoaContaId: map(people, plan.pessoaContaId)!,
      cartaoId: map(cards, plan.cartaoId)!,
      mensais: plan.mensais.map((row) => ({ ...row, id: installments.get(row.id)! })),
    })),
  }
}

/** The user owns nothing at all. */
async function isEmpty(session: AuthSession) {
  const document = await exportOf(session)
  return (['livros', 'categorias', 'cartoes', 'pessoas', 'contasBancarias', 'transferencias', 'lancamentos', 'parcelamentos', 'recorrencias', 'orcamentos'] as const).every((kind) => document[kind].length === 0)
}

describe('GET /v1/api/usuario/dados', () => {
  it('exports every row of the user with their ids, in the shapes of the GET calls, as an attachment', async () => {
    const session = await userWithData('export')
    const response = await t.request(PATH, { headers: session.headers })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="portfolio-financas-${session.username}-2026-11-15.json"`)
    const document = userDataSchema.parse(await response.json())
    expect(document).toMatchObject({ formato: 'portfolio-financas', versao: 1, exportadoEm: '2026-11-15T09:30:00.000-03:00' })
    expect(document.recorrencias).toEqual([])
    expect(document.orcamentos).toEqual([])

    // The same rows the user's own GET calls answer.
    const byId = <Row extends { id: number }>(rows: Row[]) => [...rows].sort((a, b) => a.id - b.id)
    expect(document.categorias).toEqual(byId(await api.expectStatus(api.call(session, 'GET', '/v1/api/categoria'), 200, userDataSchema.shape.categorias)))
    expect(document.cartoes).toEqual(byId(await api.expectStatus(api.call(session, 'GET', '/v1/api/cartao'), 200, userDataSchema.shape.cartoes)))
    expect(document.pessoas).toEqual(byId(await api.expectStatus(api.call(session, 'GET', '/v1/api/pessoaconta'), 200, userDataSchema.shape.pessoas)))
    expect(document.lancamentos).toEqual(byId(await api.period(session, ALL_TIME)))
    // Accounts with their balances, by name; every transfer (three months), by day then id.
    expect(document.contasBancarias).toEqual(await api.expectStatus(api.call(session, 'GET', '/v1/api/contabancaria'), 200, bankAccountListSchema))
    expect(document.transferencias).toEqual(await api.expectStatus(api.call(session, 'GET', `/v1/api/transferencia${ALL_TIME}`), 200, transferListSchema))
    expect(document.contasBancarias.map((row) => [row.tipo, row.arquivada])).toEqual([['Carteira', false], ['Corrente', false], ['Poupanca', true]])
    expect(document.transferencias.map((row) => row.data)).toEqual(['2026-10-15', '2026-11-12', '2026-12-05'])
    expect(document.lancamentos.filter((entry) => entry.contaBancariaId !== null)).toHaveLength(3)
    // Card items with their statements, and the statement payment as the account's statement shows it.
    const nubank = document.cartoes.find((card) => card.nomeBanco === 'Nubank')!
    expect(document.lancamentos.filter((entry) => entry.cartaoId === nubank.id).map((entry) => [entry.descricao, entry.faturaMes, entry.situacao])).toEqual([
      // Paid before the plan was edited to 5 installments: their entries keep their descriptions.
      ['Geladeira export (1/4)', '2026-12', 'Pago'],
      ['Geladeira export (2/4)', '2027-01', 'Pago'],
      ['Geladeira export (3/5)', '2027-02', 'A Pagar'],
      ['Geladeira export (4/5)', '2027-03', 'A Pagar'],
      ['Geladeira export (5/5)', '2027-04', 'A Pagar'],
      ['Mercado export', '2026-12', 'Pago'],
    ])
    const conta = document.contasBancarias.find((row) => row.nome === 'Nubank conta export')!
    const poupanca = document.contasBancarias.find((row) => row.tipo === 'Poupanca')!
    expect(document.pagamentosFatura).toEqual([
      { id: expect.any(Number), cartaoId: nubank.id, mes: '2026-12', contaBancariaId: poupanca.id, valor: 250, dataPagamento: '2026-11-12T14:00:00.000-03:00', aberto: false },
      { id: expect.any(Number), cartaoId: nubank.id, mes: '2027-01', contaBancariaId: poupanca.id, valor: 250, dataPagamento: '2026-11-12T14:00:00.000-03:00', aberto: false },
      { id: expect.any(Number), cartaoId: nubank.id, mes: '2026-12', contaBancariaId: conta.id, valor: 310.4, dataPagamento: '2026-12-03T00:00:00.000-03:00', aberto: false },
    ])
    const books = await api.expectStatus(api.call(session, 'GET', '/v1/api/livro/desc/50/1'), 200, userDataSchema.shape.livros)
    expect(document.livros).toEqual([...books].reverse())
    const plans = byId(await api.plans(session))
    expect(document.parcelamentos.map(({ mensais: _, ...plan }) => plan)).toEqual(plans)
    for (const [index, plan] of plans.entries()) expect(document.parcelamentos[index]!.mensais).toEqual(await api.installments(session, plan.id))

    expect(document.livros).toHaveLength(2)
    expect(document.lancamentos.filter((entry) => entry.parcelamentoMensalId !== null).map((entry) => entry.situacao).sort()).toEqual(
      ['A Pagar', 'A Pagar', 'A Pagar', 'Pago', 'Pago', 'Pago', 'Pago', 'Pago'],
    )
    expect(document.parcelamentos.map((plan) => plan.situacao)).toEqual(['Ativo', 'Concluido', 'Cancelado'])
  })

  it("never holds another user's rows", async () => {
    const owner = await userWithData('owner')
    const other = await t.asUser()
    const category = await api.createCategory(other, { nomeCategoria: 'Só minha', tipoCategoria: 'Despesa' })
    const ownerDocument = await exportOf(owner)
    const document = await exportOf(other)
    expect(document.categorias).toEqual([category])
    for (const kind of ['livros', 'cartoes', 'pessoas', 'contasBancarias', 'transferencias', 'lancamentos', 'parcelamentos'] as const) expect(document[kind], kind).toEqual([])
    const text = JSON.stringify(document)
    expect(text).not.toContain('owner')
    const ownerIds = new Set(ownerDocument.categorias.map((row) => row.id))
    expect(document.categorias.some((row) => ownerIds.has(row.id))).toBe(false)
  })

  it('anonymous: 401 for the export and the import, and nothing is written', async () => {
    const before = await snapshot(t)
    expect((await errorBody(t.request(PATH), 401)).code).toBe('unauthorized')
    expect((await errorBody(importInto(undefined, { formato: 'portfolio-financas', versao: 1 }), 401)).code).toBe('unauthorized')
    expect(await snapshot(t)).toBe(before)
  })
})

describe('POST /v1/api/usuario/dados', () => {
  it('round trip: export, import into a new user, export again: the same data with new ids', async () => {
    const source = await userWithData('trip')
    const exported = await exportOf(source)
    const target = await t.asUser()
    // The balances of the file are not read: the imported accounts' come from their movements.
    const sent = structuredClone(exported)
    for (const account of sent.contasBancarias) Object.assign(account, { saldoAtual: 999_999, saldoPrevisto: -1 })
    const response = await importInto(target, sent)
    const text = await response.text()
    expect(response.status, text).toBe(201)
    expect(userDataCountsSchema.parse(JSON.parse(text))).toEqual({
      livros: 2, categorias: 3, cartoes: 2, pessoas: 2, contasBancarias: 3, transferencias: 3, pagamentosFatura: 3, lancamentos: 13, parcelamentos: 3, mensais: 10, recorrencias: 0, orcamentos: 0,
    })
    const again = await exportOf(target)
    const sourceIds = new Set(exported.lancamentos.map((entry) => entry.id))
    expect(again.lancamentos.some((entry) => sourceIds.has(entry.id)), 'new ids').toBe(false)
    const sourceAccounts = new Set(exported.contasBancarias.map((row) => row.id))
    expect(again.contasBancarias.some((row) => sourceAccounts.has(row.id)), 'new account ids').toBe(false)
    expect(again).toEqual(mapIds(exported, again))
    // A card's optional fields travel too.
    expect(again.cartoes.find((card) => card.nomeBanco === 'Nubank')).toMatchObject({ apelido: 'Roxinho', final: '0123', diaFechamento: 28, diaVencimento: 5, limite: 4500.5 })
    // Carteira: 100 + 200 in, 80 to pay this month; Nubank: -250.50 + 1,000 + 5,000 - 121.07 - 200 (December's
    // transfer is after this month); Poupança: 3,000 - 1,000 - 2 × 250 (the Geladeira's first two statements).
    expect(again.contasBancarias.map((row) => [row.saldoAtual, row.saldoPrevisto])).toEqual([[300, 220], [5428.43, 5428.43], [1500, 1500]])

    // Opening days and transfer days are stored as the São Paulo midnight of the day.
    const openings = await t.db
      .select({ id: bankAccounts.id, day: bankAccounts.dataSaldoInicial })
      .from(bankAccounts)
      .where(inArray(bankAccounts.id, again.contasBancarias.map((row) => row.id)))
    for (const row of openings) expect(row.day).toEqual(dayStart(again.contasBancarias.find((account) => account.id === row.id)!.dataSaldoInicial))
    const days = await t.db
      .select({ id: transfers.id, day: transfers.data })
      .from(transfers)
      .where(inArray(transfers.id, again.transferencias.map((row) => row.id)))
    for (const row of days) expect(row.day).toEqual(dayStart(again.transferencias.find((transfer) => transfer.id === row.id)!.data))

    // The imported plan behaves as one made here: paying the statement of its next entry pays the installment.
    const geladeira = again.parcelamentos[0]!
    const next = again.lancamentos.find((entry) => entry.parcelamentoMensalId === geladeira.mensais[2]!.id)!
    const payNext = await api.call(target, 'POST', `/v1/api/cartao/${next.cartaoId}/faturas/${next.faturaMes}/pagar`, { contaBancariaId: again.contasBancarias[0]!.id, dataPagamento: '2026-12-30' })
    expect(payNext.status, await payNext.clone().text()).toBe(200)
    expect((await api.installments(target, geladeira.id))[2]).toMatchObject({ situacao: 'Pago', valorPago: 166.67 })
  })

  it('takes keys in any case and documents over 64 KiB (limit 20 MiB)', async () => {
    const target = await t.asUser()
    const lancamentos = Array.from({ length: 400 }, (_, index) => ({
      ID: index + 1,
      DataLancamento: '2026-11-10T10:00:00-03:00',
      descricao: `Lançamento número ${index + 1} de um arquivo grande`,
      VALOR: '12,34',
      tipoLancamento: 'Despesa',
      categoriaid: 7,
      parcelamentoMensalId: null,
      situacao: 'A Pagar',
      valorPago: null,
      dataPagamento: null,
    }))
    const document = { FORMATO: 'portfolio-financas', Versao: 1, livros: [], Categorias: [{ Id: 7, NomeCategoria: 'Mercado', TipoCategoria: 'Despesa' }], cartoes: [], pessoas: [], lancamentos, parcelamentos: [] }
    expect(JSON.stringify(document).length).toBeGreaterThan(64 * 1024)
    const response = await importInto(target, document)
    expect(response.status, await response.clone().text()).toBe(201)
    const again = await exportOf(target)
    expect(again.lancamentos).toHaveLength(400)
    expect(new Set(again.lancamentos.map((entry) => entry.categoriaId))).toEqual(new Set([again.categorias[0]!.id]))
    expect(again.lancamentos[0]).toMatchObject({ valor: 12.34, descricao: 'Lançamento número 1 de um arquivo grande' })

    const tooLarge = `{"formato":"portfolio-financas","versao":1,"pad":"${'x'.repeat(20 * 1024 * 1024)}"}`
    expect((await errorBody(importInto(await t.asUser(), tooLarge), 413)).code).toBe('payload_too_large')
  })

  it('an account with data: 409 with a translated message, and nothing changes', async () => {
    const source = await exportOf(await userWithData('conflict'))
    const target = await t.asUser()
    await api.createHolder(target, 'Já tenho')
    // A bank account alone is data too.
    const withAccount = await t.asUser()
    await createAccount(withAccount, { nome: 'Conta', tipo: 'Corrente', saldoInicial: 0, dataSaldoInicial: '2026-11-01' })
    expect((await errorBody(importInto(withAccount, source), 409)).code).toBe('account_not_empty')
    const before = await snapshot(t)
    expect(await errorBody(importInto(target, source, 'pt-BR'), 409)).toMatchObject({
      code: 'account_not_empty',
      message: 'Sua conta já tem dados: a importação só é feita em uma conta vazia.',
    })
    expect((await errorBody(importInto(target, source), 409)).message).toBe('Your account already has data: data can only be imported into an empty account.')
    expect(await snapshot(t)).toBe(before)
    // An import fills an account once.
    const empty = await t.asUser()
    expect((await importInto(empty, source)).status).toBe(201)
    expect((await errorBody(importInto(empty, source), 409)).code).toBe('account_not_empty')
  })

  describe('a document that breaks a rule: 400 naming the field, and nothing is written', () => {
    let source: UserData
    beforeAll(async () => {
      source = await exportOf(await userWithData('broken'))
    })

    const planWithEntries = (document: UserData) => document.parcelamentos[0]!
    /** What breaks the document, and the field errors it answers (given the unbroken document). */
    const cases: Array<[string, (document: UserData) => unknown, (document: UserData) => Record<string, string>]> = [
      ['an entry whose category is not in the file', (d) => ({ ...d, lancamentos: d.lancamentos.map((row, i) => (i === 0 ? { ...row, categoriaId: 999_999 } : row)) }), () => ({ 'lancamentos.0.categoriaId': 'Category not found.' })],
      ['a plan whose person is not in the file', (d) => ({ ...d, pessoas: d.pessoas.slice(1), parcelamentos: d.parcelamentos.map((plan) => ({ ...plan, pessoaContaId: d.pessoas[0]!.id })) }), () => ({
        'parcelamentos.0.pessoaContaId': 'Account holder not found.',
        'parcelamentos.1.pessoaContaId': 'Account holder not found.',
        'parcelamentos.2.pessoaContaId': 'Account holder not found.',
      })],
      ['a plan, its card items and a statement payment whose card is not in the file', (d) => ({ ...d, cartoes: [] }), (d) => ({
        'parcelamentos.0.cartaoId': 'Card not found.',
        ...Object.fromEntries(d.pagamentosFatura.map((_, index) => [`pagamentosFatura.${index}.cartaoId`, 'Card not found.'])),
        ...Object.fromEntries(d.lancamentos.flatMap((row, index) => (row.cartaoId === null ? [] : [[`lancamentos.${index}.cartaoId`, 'Card not found.']]))),
      })],
      ['a card item on a card without statement days', (d) => ({ ...d, lancamentos: d.lancamentos.map((row) => (row.cartaoId === null ? row : { ...row, cartaoId: d.cartoes.find((card) => card.diaFechamento === null)!.id })) }), (d) =>
        Object.fromEntries(d.lancamentos.flatMap((row, index) => (row.cartaoId === null ? [] : [[`lancamentos.${index}.cartaoId`, 'This card has no closing and due days: set them on the card to put entries on it.']]))),
      ],
      ['a card item without its statement, and one with an account', (d) => ({ ...d, lancamentos: d.lancamentos.map((row, i) => (i === d.lancamentos.findIndex((r) => r.cartaoId !== null) ? { ...row, faturaMes: null } : i === d.lancamentos.findLastIndex((r) => r.cartaoId !== null) ? { ...row, contaBancariaId: d.contasBancarias[0]!.id } : row)) }), (d) => ({
        [`lancamentos.${d.lancamentos.findIndex((r) => r.cartaoId !== null)}.faturaMes`]: 'Required field',
        [`lancamentos.${d.lancamentos.findLastIndex((r) => r.cartaoId !== null)}.contaBancariaId`]: 'A card entry does not leave an account: the account is chosen when the bill is paid.',
      })],
      ['a card with a closing day and no due day', (d) => ({ ...d, cartoes: d.cartoes.map((row, i) => (i === 0 ? { ...row, diaFechamento: 3, diaVencimento: null } : row)) }), () => ({ 'cartoes.0.diaVencimento': 'Fill in both the closing day and the due day, or neither.' })],
      ['an entry whose installment is not in the file', (d) => ({ ...d, parcelamentos: d.parcelamentos.slice(1) }), (d) =>
        Object.fromEntries(linkedEntryIndexes(d, planWithEntries(d)).map((index) => [`lancamentos.${index}.parcelamentoMensalId`, 'Installment not found in the file.'])),
      ],
      ['an entry of another type than its category', (d) => ({ ...d, lancamentos: d.lancamentos.map((row, i) => (i === 0 ? { ...row, tipoLancamento: 'Receita', situacao: 'Recebido' } : row)) }), () => ({ 'lancamentos.0.categoriaId': 'The category must be of the same type as the entry.' })],
      ['an unpaid entry of a paid installment', (d) => ({ ...d, lancamentos: d.lancamentos.map((row) => (row.parcelamentoMensalId === planWithEntries(d).mensais[0]!.id ? { ...row, situacao: 'A Pagar', valorPago: null, dataPagamento: null } : row)) }), (d) => ({
        [`lancamentos.${d.lancamentos.findIndex((row) => row.parcelamentoMensalId === planWithEntries(d).mensais[0]!.id)}.parcelamentoMensalId`]:
          'An installment has at most one entry: an expense that is paid when the installment is.',
      })],
      ['two categories with one id', (d) => ({ ...d, categorias: [...d.categorias, { ...d.categorias[0]!, nomeCategoria: 'Outra' }] }), () => ({ 'categorias.3.id': 'Id repeated in the file.' })],
      ['installments that do not add up to the total', (d) => ({ ...d, parcelamentos: d.parcelamentos.map((plan, i) => (i === 0 ? { ...plan, valorTotal: plan.valorTotal + 1 } : plan)) }), () => ({ 'parcelamentos.0.valorTotal': 'The installments must be numbered from 1 to the number of installments and add up to the total.' })],
      ['a transfer whose account is not in the file', (d) => ({ ...d, transferencias: d.transferencias.map((row, i) => (i === 1 ? { ...row, contaDestinoId: 999_999 } : row)) }), () => ({ 'transferencias.1.contaDestinoId': 'Bank account not found.' })],
      ['transfers and bill payments of an account left out of the file', (d) => ({ ...d, contasBancarias: d.contasBancarias.filter((row) => row.tipo !== 'Poupanca') }), (d) => ({
        'transferencias.0.contaOrigemId': 'Bank account not found.',
        ...Object.fromEntries(
          d.pagamentosFatura.flatMap((row, index) => (row.contaBancariaId === d.contasBancarias.find((account) => account.tipo === 'Poupanca')!.id ? [[`pagamentosFatura.${index}.contaBancariaId`, 'Bank account not found.']] : [])),
        ),
      })],
      ['an entry whose bank account is not in the file', (d) => ({ ...d, lancamentos: d.lancamentos.map((row, i) => (i === 0 ? { ...row, contaBancariaId: 999_999 } : row)) }), () => ({ 'lancamentos.0.contaBancariaId': 'Bank account not found.' })],
      ['two bank accounts with one id', (d) => ({ ...d, contasBancarias: [...d.contasBancarias, { ...d.contasBancarias[0]!, nome: 'Outra' }] }), () => ({ 'contasBancarias.3.id': 'Id repeated in the file.' })],
      ['two bank accounts with one name (accents and case ignored)', (d) => ({ ...d, contasBancarias: [...d.contasBancarias, { ...d.contasBancarias[2]!, id: 999_997, nome: 'POUPANCA BROKEN' }] }), () => ({ 'contasBancarias.3.nome': 'A bank account with this name already exists.' })],
      ['a transfer from an account to itself', (d) => ({ ...d, transferencias: d.transferencias.map((row, i) => (i === 0 ? { ...row, contaDestinoId: row.contaOrigemId } : row)) }), () => ({ 'transferencias.0.contaDestinoId': 'Choose a destination account other than the source account.' })],
      ['a bank account of another type', (d) => ({ ...d, contasBancarias: d.contasBancarias.map((row, i) => (i === 0 ? { ...row, tipo: 'Cofre' } : row)) }), () => ({ 'contasBancarias.0.tipo': 'Invalid value.' })],
      ['another format', (d) => ({ ...d, formato: 'outro' }), () => ({ formato: 'This file is not a data export of this site.' })],
      ['another version', (d) => ({ ...d, versao: 2 }), () => ({ versao: 'This file is not a data export of this site.' })],
      ['a text too long', (d) => ({ ...d, pessoas: d.pessoas.map((row, i) => (i === 1 ? { ...row, nomePessoa: 'x'.repeat(61) } : row)) }), () => ({ 'pessoas.1.nomePessoa': 'Text too long.' })],
      ['an amount with 3 decimals', (d) => ({ ...d, livros: d.livros.map((row, i) => (i === 0 ? { ...row, preco: 1.005 } : row)) }), () => ({ 'livros.0.preco': 'Invalid price! Use an amount from 0.01 to 999,999,999,999.99, with at most 2 decimals (e.g. 19.99).' })],
      ['two categories with one name and type (accents and case ignored)', (d) => ({ ...d, categorias: [...d.categorias, { id: 999_998, nomeCategoria: d.categorias[0]!.nomeCategoria.toUpperCase(), tipoCategoria: d.categorias[0]!.tipoCategoria }] }), () => ({ 'categorias.3.nomeCategoria': 'A category with this name and type already exists.' })],
    ]

    it.each(cases)('%s', async (_, breakIt, errors) => {
      const target = await t.asUser()
      const before = await snapshot(t)
      const body = await errorBody(importInto(target, breakIt(structuredClone(source))), 400)
      expect(body.errors).toEqual(errors(source))
      expect(await snapshot(t)).toBe(before)
      expect(await isEmpty(target)).toBe(true)
    })

    it('a write that fails after others went through leaves nothing behind (one transaction)', async () => {
      // A trigger refuses the last entry: books, registries, plans and installments were already written.
      await t.db.execute(
        sql.raw(`create function refuse_boom() returns trigger language plpgsql as $$
          begin
            if new.descricao = 'boom' then raise exception 'refused by the test'; end if;
            return new;
          end $$`),
      )
      await t.db.execute(sql.raw('create trigger refuse_boom before insert on entries for each row execute function refuse_boom()'))
      try {
        const target = await t.asUser()
        const before = await snapshot(t)
        const last = source.lancamentos.length - 1
        const document = { ...source, lancamentos: source.lancamentos.map((row, i) => (i === last ? { ...row, descricao: 'boom' } : row)) }
        const response = await importInto(target, document)
        expect(response.status).toBe(500)
        expect(await snapshot(t)).toBe(before)
        expect(await isEmpty(target)).toBe(true)
        expect(t.logs.some((line) => line.level === 'error')).toBe(true)
      } finally {
        await t.db.execute(sql.raw('drop trigger refuse_boom on entries'))
        await t.db.execute(sql.raw('drop function refuse_boom()'))
        t.logs.length = 0
      }
    })
  })
})

/** Indexes of the entries of `document` linked to an installment of `plan`. */
function linkedEntryIndexes(document: UserData, plan: UserData['parcelamentos'][number]): number[] {
  const ids = new Set(plan.mensais.map((row) => row.id))
  return document.lancamentos.flatMap((row, index) => (row.parcelamentoMensalId !== null && ids.has(row.parcelamentoMensalId) ? [index] : []))
}

/**
 * Recurring series and budgets on top of userWithData: a monthly rent from an account (one occurrence paid,
 * one edited, one deleted for good), a monthly income with the weekend rule, a weekly card series that
 * ends, a paused series, a series deleted after one paid occurrence (which stays without its series), and
 * budgets: a repeating limit with a one-month override, and a repeating limit ended by a removal.
 */
async function userWithPlanning(tag: string) {
  const session = await userWithData(tag)
  const document = await exportOf(session)
  const casa = document.categorias.find((row) => row.nomeCategoria === `Casa ${tag}`)!
  const lazer = document.categorias.find((row) => row.nomeCategoria === `Lazer ${tag}`)!
  const salario = document.categorias.find((row) => row.nomeCategoria === `Salário ${tag}`)!
  const conta = document.contasBancarias.find((row) => row.nome === `Nubank conta ${tag}`)!
  const nubank = document.cartoes.find((row) => row.nomeBanco === 'Nubank')!
  const series = (body: Record<string, unknown>) =>
    api.expectStatus(api.call(session, 'POST', '/v1/api/recorrencia', { tipoLancamento: 'Despesa', frequencia: 'Mensal', ...body }), 201, recurrenceSchema)
  const aluguel = await series({ descricao: `Aluguel ${tag}`, valor: 1800, categoriaId: casa.id, contaBancariaId: conta.id, dataInicio: '2026-10-31' })
  await series({ descricao: `Salário mensal ${tag}`, valor: 5000, tipoLancamento: 'Receita', categoriaId: salario.id, contaBancariaId: conta.id, dataInicio: '2026-11-05', ajusteFimDeSemana: 'Antecipar' })
  await series({ descricao: `Streaming ${tag}`, valor: 39.9, frequencia: 'Semanal', cartaoId: nubank.id, dataInicio: '2026-11-02', dataFim: '2027-02-01' })
  await series({ descricao: `Academia ${tag}`, valor: 120, frequencia: 'Quinzenal', dataInicio: '2026-11-01', ativa: false })
  const curso = await series({ descricao: `Curso mensal ${tag}`, valor: 200, dataInicio: '2026-11-10' })
  const occurrences = (await api.period(session, '?dataInicio=2026-10-01&dataFim=2027-09-30')).filter((entry) => entry.recorrenciaId !== null)
  const rent = (day: string) => occurrences.find((entry) => entry.recorrenciaId === aluguel.id && entry.dataOcorrencia === day)!
  await api.pay(session, rent('2026-10-31').id, { valorPago: 1800, dataPagamento: '2026-11-01', contaBancariaId: conta.id })
  const edited = await api.call(session, 'PATCH', '/v1/api/lancamento', {
    id: rent('2026-12-31').id, dataLancamento: '2026-12-28', descricao: `Aluguel + condomínio ${tag}`, valor: 2300, tipoLancamento: 'Despesa', categoriaId: casa.id, situacao: 'A Pagar', contaBancariaId: conta.id,
  })
  expect(edited.status, await edited.clone().text()).toBe(200)
  expect((await api.call(session, 'DELETE', `/v1/api/lancamento?id=${rent('2027-01-31').id}`)).status).toBe(204)
  const cursoFirst = occurrences.find((entry) => entry.recorrenciaId === curso.id)!
  await api.pay(session, cursoFirst.id, { valorPago: 200, dataPagamento: '2026-11-10', contaBancariaId: conta.id })
  expect((await api.call(session, 'DELETE', `/v1/api/recorrencia/${curso.id}`)).status).toBe(204)
  const budget = (body: Record<string, unknown>) => api.expectStatus(api.call(session, 'PUT', '/v1/api/orcamento', body), 200, budgetSchema)
  await budget({ mes: '2026-11', categoriaId: casa.id, valorLimite: 2500, repetir: true })
  await budget({ mes: '2027-01', categoriaId: casa.id, valorLimite: 4000 })
  await budget({ mes: '2026-11', categoriaId: lazer.id, valorLimite: 300, repetir: true })
  expect((await api.call(session, 'DELETE', `/v1/api/orcamento?mes=2027-02&categoriaId=${lazer.id}`)).status).toBe(204)
  return { session, aluguel, casa, lazer }
}

/** What a user sees of their planning: occurrences and budgets of some months, the projection, the month summary (ids replaced by names). */
async function planningView(session: AuthSession) {
  const document = await exportOf(session)
  const categoryName = new Map(document.categorias.map((row) => [row.id, row.nomeCategoria]))
  const seriesName = new Map(document.recorrencias.map((row) => [row.id, row.descricao]))
  // A period past the imported horizon makes the later occurrences too.
  const later = await api.period(session, '?dataInicio=2027-06-01&dataFim=2028-05-31')
  const occurrences = [...(await api.period(session, ALL_TIME)), ...later]
    .filter((entry) => entry.dataOcorrencia !== null)
    .map((entry) => [entry.recorrenciaId === null ? null : seriesName.get(entry.recorrenciaId), entry.dataOcorrencia, entry.dataLancamento, entry.descricao, entry.valor, entry.situacao, entry.faturaMes])
  const budgets: Record<string, unknown[]> = {}
  for (const mes of ['2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-06']) {
    const list = await api.expectStatus(api.call(session, 'GET', `/v1/api/orcamento?mes=${mes}`), 200, budgetListSchema)
    budgets[mes] = list.map(({ categoriaId, ...row }) => ({ ...row, categoria: categoryName.get(categoriaId) }))
  }
  const projection = await api.expectStatus(api.call(session, 'GET', '/v1/api/financas/projecao?ate=2027-11-15'), 200, projectionSchema)
  const summary = await api.expectStatus(api.call(session, 'GET', '/v1/api/lancamento/resumo-mensal?dataInicio=2026-06-01&dataFim=2027-11-30'), 200, monthSummaryListSchema)
  return { occurrences, budgets, projection, summary }
}

describe('recurring series and budgets in the document', () => {
  let source: Awaited<ReturnType<typeof userWithPlanning>>
  let exported: UserData
  beforeAll(async () => {
    source = await userWithPlanning('plan')
    exported = await exportOf(source.session)
  })

  it('exports the series as GET /v1/api/recorrencia answers them, with their horizon, skipped and edited dates, and the budget rows', async () => {
    const list = await api.expectStatus(api.call(source.session, 'GET', '/v1/api/recorrencia'), 200, z.array(recurrenceSchema))
    expect(exported.recorrencias.map(({ geradaAte: _, datasPuladas: __, datasEditadas: ___, ...row }) => row)).toEqual([...list].sort((a, b) => a.id - b.id))
    const aluguel = exported.recorrencias.find((row) => row.id === source.aluguel.id)!
    expect(aluguel).toMatchObject({ geradaAte: '2027-11-15', datasPuladas: ['2027-01-31'], datasEditadas: ['2026-12-31'] })
    expect(exported.recorrencias.find((row) => row.descricao === 'Academia plan')).toMatchObject({ ativa: false, geradaAte: '2027-11-15', datasPuladas: [], datasEditadas: [] })
    // The paid occurrence of the deleted series stays, with its date and without its series.
    expect(exported.lancamentos.filter((entry) => entry.descricao === 'Curso mensal plan').map((entry) => [entry.recorrenciaId, entry.dataOcorrencia, entry.situacao])).toEqual([[null, '2026-11-10', 'Pago']])
    expect(exported.lancamentos.filter((entry) => entry.recorrenciaId === aluguel.id).map((entry) => entry.dataOcorrencia)).not.toContain('2027-01-31')
    expect(exported.orcamentos).toEqual([
      { categoriaId: source.casa.id, mes: '2026-11', valorLimite: 2500, repetir: true },
      { categoriaId: source.casa.id, mes: '2027-01', valorLimite: 4000, repetir: false },
      { categoriaId: source.lazer.id, mes: '2026-11', valorLimite: 300, repetir: true },
      { categoriaId: source.lazer.id, mes: '2027-02', valorLimite: null, repetir: true },
    ])
  })

  it('round trip: the same series, occurrences (none made twice, no deleted one back), budgets, projection and month summary', async () => {
    const target = await t.asUser()
    const response = await importInto(target, exported)
    const text = await response.text()
    expect(response.status, text).toBe(201)
    expect(userDataCountsSchema.parse(JSON.parse(text))).toMatchObject({ recorrencias: 5 - 1, orcamentos: 4, lancamentos: exported.lancamentos.length })
    const again = await exportOf(target)
    expect(again.recorrencias.some((row) => exported.recorrencias.some((old) => old.id === row.id)), 'new series ids').toBe(false)
    expect(again).toEqual(mapIds(exported, again))

    const view = await planningView(source.session)
    expect(view.occurrences.length).toBeGreaterThan(50)
    expect(Object.values(view.budgets).flat()).toHaveLength(8)
    expect(view.projection.dias.length).toBeGreaterThan(20)
    expect(await planningView(target)).toEqual(view)

    // The imported edited occurrence stays through a change of the series; the others are made again.
    const series = again.recorrencias.find((row) => row.descricao === 'Aluguel plan')!
    const changed = await api.call(target, 'PUT', '/v1/api/recorrencia', { ...series, valor: 1900, aPartirDe: '2026-12-01' })
    expect(changed.status, await changed.clone().text()).toBe(200)
    const rent = (await api.period(target, '?dataInicio=2026-12-01&dataFim=2027-03-31')).filter((entry) => entry.recorrenciaId === series.id)
    expect(rent.map((entry) => [entry.dataOcorrencia, entry.valor])).toEqual([['2026-12-31', 2300], ['2027-02-28', 1900], ['2027-03-31', 1900]])
  })

  it('a document without the horizon: generation starts over from the first date, yet no occurrence is made twice and no skipped date comes back', async () => {
    const target = await t.asUser()
    const document = { ...structuredClone(exported), recorrencias: exported.recorrencias.map(({ geradaAte: _, ...row }) => row) }
    expect((await importInto(target, document)).status).toBe(201)
    const again = await exportOf(target)
    const series = again.recorrencias.find((row) => row.descricao === 'Aluguel plan')!
    const days = (await api.period(target, '?dataInicio=2026-10-01&dataFim=2027-09-30')).filter((entry) => entry.recorrenciaId === series.id).map((entry) => entry.dataOcorrencia)
    expect(days).toEqual(['2026-10-31', '2026-11-30', '2026-12-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30', '2027-07-31', '2027-08-31', '2027-09-30'])
    expect((await exportOf(target)).lancamentos).toHaveLength(exported.lancamentos.length)
  })

  it('an account with only a series or a budget has data: 409', async () => {
    const withSeries = await t.asUser()
    await api.expectStatus(
      api.call(withSeries, 'POST', '/v1/api/recorrencia', { descricao: 'Luz', valor: 100, tipoLancamento: 'Despesa', frequencia: 'Mensal', dataInicio: '2026-12-01' }),
      201,
      recurrenceSchema,
    )
    // Its occurrences are entries too: remove them, the series alone still counts.
    await t.db.execute(sql`delete from entries where user_id = (select user_id from recurrences where descricao = 'Luz' order by id desc limit 1)`)
    expect((await errorBody(importInto(withSeries, exported), 409)).code).toBe('account_not_empty')
  })

  describe('a document whose series, occurrences or budgets break a rule: 400 naming the field, and nothing is written', () => {
    const at = (d: UserData, descricao: string) => d.recorrencias.findIndex((row) => row.descricao === descricao)
    const occurrence = (d: UserData) => d.lancamentos.findIndex((row) => row.recorrenciaId !== null)
    const cases: Array<[string, (document: UserData) => unknown, (document: UserData) => Record<string, string>]> = [
      ['an occurrence whose series is not in the file', (d) => ({ ...d, lancamentos: d.lancamentos.map((row, i) => (i === occurrence(d) ? { ...row, recorrenciaId: 999_999 } : row)) }), (d) => ({
        [`lancamentos.${occurrence(d)}.recorrenciaId`]: 'Recurring entry not found in the file.',
      })],
      ['two entries of one series and date', (d) => ({ ...d, lancamentos: [...d.lancamentos, { ...d.lancamentos[occurrence(d)]!, id: 999_999 }] }), (d) => ({
        [`lancamentos.${d.lancamentos.length}.dataOcorrencia`]: 'A recurring entry has at most one entry per occurrence date.',
      })],
      ['an occurrence without its date', (d) => ({ ...d, lancamentos: d.lancamentos.map((row, i) => (i === occurrence(d) ? { ...row, dataOcorrencia: null } : row)) }), (d) => ({
        [`lancamentos.${occurrence(d)}.dataOcorrencia`]: 'Required field',
      })],
      ['a series whose category, account and card are not in the file', (d) => ({ ...d, recorrencias: d.recorrencias.map((row, i) => (i === at(d, 'Aluguel plan') ? { ...row, categoriaId: 999_999, contaBancariaId: 999_998 } : i === at(d, 'Streaming plan') ? { ...row, cartaoId: 999_997 } : row)) }), (d) => ({
        [`recorrencias.${at(d, 'Aluguel plan')}.categoriaId`]: 'Category not found.',
        [`recorrencias.${at(d, 'Aluguel plan')}.contaBancariaId`]: 'Bank account not found.',
        [`recorrencias.${at(d, 'Streaming plan')}.cartaoId`]: 'Card not found.',
      })],
      ['a series of another type than its category, one on a card without statements', (d) => ({ ...d, recorrencias: d.recorrencias.map((row, i) => (i === at(d, 'Aluguel plan') ? { ...row, tipoLancamento: 'Receita' } : i === at(d, 'Streaming plan') ? { ...row, cartaoId: d.cartoes.find((card) => card.diaFechamento === null)!.id } : row)) }), (d) => ({
        [`recorrencias.${at(d, 'Aluguel plan')}.categoriaId`]: 'The category must be of the same type as the entry.',
        [`recorrencias.${at(d, 'Streaming plan')}.cartaoId`]: 'This card has no closing and due days: set them on the card to put entries on it.',
      })],
      ['two series with one id', (d) => ({ ...d, recorrencias: [...d.recorrencias, { ...d.recorrencias[0]!, descricao: 'Outra' }] }), (d) => ({ [`recorrencias.${d.recorrencias.length}.id`]: 'Id repeated in the file.' })],
      ['a series that ends before it starts', (d) => ({ ...d, recorrencias: d.recorrencias.map((row, i) => (i === 0 ? { ...row, dataFim: '2020-01-01' } : row)) }), () => ({ 'recorrencias.0.dataFim': 'Invalid period: the start date is after the end date.' })],
      ['a budget of a category not in the file, one of an income category', (d) => ({ ...d, orcamentos: d.orcamentos.map((row, i) => (i === 0 ? { ...row, categoriaId: 999_999 } : i === 1 ? { ...row, categoriaId: d.categorias.find((c) => c.tipoCategoria === 'Receita')!.id } : row)) }), () => ({
        'orcamentos.0.categoriaId': 'Category not found.',
        'orcamentos.1.categoriaId': 'The category must be of the same type as the entry.',
      })],
      ['two budgets of one category and month', (d) => ({ ...d, orcamentos: [...d.orcamentos, { ...d.orcamentos[0]!, valorLimite: 10 }] }), (d) => ({ [`orcamentos.${d.orcamentos.length}.mes`]: 'Budget repeated for this category and month.' })],
      ['a budget of another month format', (d) => ({ ...d, orcamentos: d.orcamentos.map((row, i) => (i === 0 ? { ...row, mes: '2026-13' } : row)) }), () => ({ 'orcamentos.0.mes': expect.any(String) })],
    ]

    it.each(cases)('%s', async (_, breakIt, errors) => {
      const target = await t.asUser()
      const before = await snapshot(t)
      const body = await errorBody(importInto(target, breakIt(structuredClone(exported))), 400)
      expect(body.errors).toEqual(errors(exported))
      expect(await snapshot(t)).toBe(before)
      expect(await isEmpty(target)).toBe(true)
    })
  })
})
