import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ENTRY_SUGGESTIONS_MAX, ENTRY_SUGGESTIONS_SCAN, entrySuggestionListSchema, type EntrySuggestion } from '@contract/entry-suggestion'
import { rowsOf } from '@server/db/rows'
import { errorBody, sharedFinanceApp } from './support/finance'
import { createTestClock, type AuthSession } from './support/test-app'

// The quick add's description suggestions (GET /v1/api/lancamento/sugestoes, docs/product-rules.md#entries):
// prefix and word matches ignoring case and accents, one per description with its latest entry's fields,
// the most used first, installments' entries left out, per-user isolation, translated 400s, and
// the bound on the entries read.

const { t, api } = sharedFinanceApp({ clock: createTestClock(Date.parse('2026-11-15T12:00:00Z')) })

const suggestions = async (session: AuthSession, q: string | null, language?: string): Promise<EntrySuggestion[]> => {
  const path = q === null ? '/v1/api/lancamento/sugestoes' : `/v1/api/lancamento/sugestoes?q=${encodeURIComponent(q)}`
  return api.expectStatus(api.call(session, 'GET', path, undefined, language), 200, entrySuggestionListSchema)
}

async function user() {
  const session = await t.asUser()
  const mercado = await api.createCategory(session, { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' })
  const saude = await api.createCategory(session, { nomeCategoria: 'Saúde', tipoCategoria: 'Despesa' })
  const salario = await api.createCategory(session, { nomeCategoria: 'Salário', tipoCategoria: 'Receita' })
  const account = await api.createAccount(session, { nome: 'Conta', tipo: 'Corrente', saldoInicial: 0, dataSaldoInicial: '2026-01-01' })
  const card = await api.createCard(session, { nomeUsuario: 'Ana', nomeBanco: 'Nubank', diaFechamento: 3, diaVencimento: 10 })
  const entry = (day: string, descricao: string, fields: Record<string, unknown>) =>
    api.createEntry(session, { dataLancamento: `${day}T10:00:00-03:00`, descricao, valor: 10, tipoLancamento: 'Despesa', situacao: 'A Pagar', ...fields })
  return { session, mercado, saude, salario, account, card, entry }
}

describe('GET /v1/api/lancamento/sugestoes', () => {
  it('matches the start of the description or of a word, ignoring case and accents, with the latest entry’s fields', async () => {
    const u = await user()
    await u.entry('2026-10-01', 'Farmácia São João', { categoriaId: u.mercado.id, contaBancariaId: u.account.id, valor: 30 })
    await u.entry('2026-11-02', 'farmacia sao joao', { categoriaId: u.saude.id, cartaoId: u.card.id, valor: 42.9 })
    await u.entry('2026-11-03', 'Drogasil farmácia', { categoriaId: u.saude.id, contaBancariaId: u.account.id })
    await u.entry('2026-11-04', 'Supermercado', { categoriaId: u.mercado.id })
    await u.entry('2026-11-05', 'Salário', { categoriaId: u.salario.id, tipoLancamento: 'Receita', situacao: 'A Receber', valor: 5000, contaBancariaId: u.account.id })

    // One per description (the latest spelling and fields), the prefix match before the word match.
    expect(await suggestions(u.session, 'FAR')).toEqual([
      { descricao: 'farmacia sao joao', tipoLancamento: 'Despesa', categoriaId: u.saude.id, contaBancariaId: null, cartaoId: u.card.id, valor: 42.9 },
      { descricao: 'Drogasil farmácia', tipoLancamento: 'Despesa', categoriaId: u.saude.id, contaBancariaId: u.account.id, cartaoId: null, valor: 10 },
    ])
    expect((await suggestions(u.session, 'f')).map((s) => s.descricao)).toEqual(['farmacia sao joao', 'Drogasil farmácia'])
    expect((await suggestions(u.session, '  são   jo ')).map((s) => s.descricao)).toEqual(['farmacia sao joao'])
    expect((await suggestions(u.session, 'sala')).map((s) => s.descricao)).toEqual(['Salário'])
    expect((await suggestions(u.session, 'sal'))[0]).toMatchObject({ tipoLancamento: 'Receita', categoriaId: u.salario.id, valor: 5000 })
    // Inside a word is not a match ("mercado" in "Supermercado").
    expect(await suggestions(u.session, 'mercado')).toEqual([])
    expect(await suggestions(u.session, 'zzz')).toEqual([])
  })

  it('puts the most used description first, then the most recent, and answers at most the maximum', async () => {
    const u = await user()
    await u.entry('2026-11-01', 'Padaria', { categoriaId: u.mercado.id })
    await u.entry('2026-11-02', 'Padaria', { categoriaId: u.mercado.id })
    await u.entry('2026-11-10', 'Pão de Açúcar', { categoriaId: u.mercado.id })
    await u.entry('2026-11-11', 'Posto', { categoriaId: u.mercado.id })
    expect((await suggestions(u.session, 'p')).map((s) => s.descricao)).toEqual(['Padaria', 'Posto', 'Pão de Açúcar'])
    // Blank or absent: every description.
    expect((await suggestions(u.session, '')).map((s) => s.descricao)).toEqual(['Padaria', 'Posto', 'Pão de Açúcar'])
    expect((await suggestions(u.session, null)).length).toBe(3)
    for (let i = 0; i < ENTRY_SUGGESTIONS_MAX + 3; i++) await u.entry('2026-11-12', `Loja ${i}`, { categoriaId: u.mercado.id })
    expect(await suggestions(u.session, 'loja')).toHaveLength(ENTRY_SUGGESTIONS_MAX)
  })

  it('leaves out installments’ entries, and reads only the latest entries', async () => {
    const u = await user()
    const holder = await api.createHolder(u.session, 'Ana')
    await api.createPlan(u.session, {
      descricao: 'Geladeira',
      valorTotal: 3000,
      numeroParcelas: 10,
      dataPrimeiraParcela: '2026-11-20',
      intervaloParcelas: 30,
      pessoaContaId: holder.id,
      situacao: 'Ativo',
    })
    expect((await api.allEntries(u.session)).some((entry) => entry.descricao.startsWith('Geladeira'))).toBe(true)
    expect(await suggestions(u.session, 'gel')).toEqual([])

    // An old description beyond the latest ENTRY_SUGGESTIONS_SCAN entries is not read.
    await u.entry('2020-01-01', 'Antiga', { categoriaId: u.mercado.id })
    const [antiga] = await rowsOf<{ user_id: number }>(t.db, sql`select user_id from entries where descricao = 'Antiga'`)
    const userId = Number(antiga!.user_id)
    expect(await suggestions(u.session, 'antiga')).toHaveLength(1)
    await t.db.execute(sql`insert into entries (user_id, data_lancamento, descricao, valor, tipo_lancamento, categoria_id, situacao)
      select ${userId}, timestamptz '2026-06-01 12:00-03' + make_interval(mins => g), 'Recente', 1, 'Despesa', ${u.mercado.id}, 'A Pagar'
      from generate_series(1, ${ENTRY_SUGGESTIONS_SCAN}) g`)
    expect(await suggestions(u.session, 'antiga')).toEqual([])
    expect((await suggestions(u.session, 'rec')).map((s) => s.descricao)).toEqual(['Recente'])
  })

  it('never answers another user’s descriptions', async () => {
    const a = await user()
    const b = await user()
    await a.entry('2026-11-01', 'Segredo', { categoriaId: a.mercado.id })
    expect(await suggestions(b.session, 'seg')).toEqual([])
    expect(await suggestions(b.session, '')).toEqual([])
    expect((await suggestions(a.session, 'seg')).map((s) => s.descricao)).toEqual(['Segredo'])
  })

  it('answers a translated 400 for a bad query and 401 without a session', async () => {
    const u = await user()
    const long = 'a'.repeat(201)
    const pt = await errorBody(api.call(u.session, 'GET', `/v1/api/lancamento/sugestoes?q=${long}`, undefined, 'pt-BR'), 400)
    const en = await errorBody(api.call(u.session, 'GET', `/v1/api/lancamento/sugestoes?q=${long}`, undefined, 'en'), 400)
    expect(pt.errors?.q).toBeTruthy()
    expect(en.errors?.q).toBeTruthy()
    expect(pt.errors?.q).not.toBe(en.errors?.q)
    expect(pt.message).not.toBe(en.message)
    const twice = await errorBody(api.call(u.session, 'GET', '/v1/api/lancamento/sugestoes?q=a&q=b', undefined, 'en'), 400)
    expect(twice.errors?.q).toBeTruthy()
    await errorBody(api.call(u.session, 'GET', '/v1/api/lancamento/sugestoes?q=%00', undefined, 'en'), 400)
    await errorBody(api.call(undefined, 'GET', '/v1/api/lancamento/sugestoes?q=a'), 401)
  })
})
