import { inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { entrySearchPageSchema, SEARCH_PAGE_SIZE } from '@contract/entry-search'
import { entries } from '@server/db/schema'
import { errorBody, sharedFinanceApp } from './support/finance'
import { createTestClock, type AuthSession } from './support/test-app'

// GET /v1/api/lancamento/busca (docs/product-rules.md#entries): every word of the text, ignoring case and accents, in
// an entry's description or its category's, account's or card's name (a word of one or two letters at the start of
// a word); all months, newest first, pages of 20, the
// signed-in user's entries only; a text under 2 or over 100 characters is a translated 400.

const NOW = Date.parse('2026-11-15T12:00:00Z')

const { t, api } = sharedFinanceApp({ clock: createTestClock(NOW), config: { writeLimitPerMinute: 1_000_000_000 } })

async function owner() {
  const session = await t.asUser()
  const saude = await api.createCategory(session, { nomeCategoria: 'Saúde Família', tipoCategoria: 'Despesa' })
  const outros = await api.createCategory(session, { nomeCategoria: 'Diversos', tipoCategoria: 'Despesa' })
  const account = await api.createAccount(session, { nome: 'Itaú Personnalité', tipo: 'Corrente', saldoInicial: 0, dataSaldoInicial: '2025-01-01' })
  const card = await api.createCard(session, { nomeUsuario: 'Joana', nomeBanco: 'Nubank', apelido: 'Roxinho', final: '4321', diaFechamento: 3, diaVencimento: 10 })
  return { session, saude, outros, account, card }
}
type Owner = Awaited<ReturnType<typeof owner>>

const entry = (who: Owner, descricao: string, dataLancamento: string, extra: Record<string, unknown> = {}) =>
  api.createEntry(who.session, { dataLancamento, descricao, valor: 10, tipoLancamento: 'Despesa', categoriaId: who.outros.id, situacao: 'Pago', ...extra })

const search = (session: AuthSession, query: string, language?: string) =>
  api.expectStatus(api.call(session, 'GET', `/v1/api/lancamento/busca?${query}`, undefined, language), 200, entrySearchPageSchema)

const found = async (session: AuthSession, q: string) => (await search(session, `q=${encodeURIComponent(q)}`)).lancamentos.map((row) => row.descricao)

describe('GET /v1/api/lancamento/busca', () => {
  it('finds a description in any month, ignoring case and accents either way, newest first', async () => {
    const who = await owner()
    const ascii = await entry(who, 'DROGASIL Av. Paulista', '2026-03-14')
    const accented = await entry(who, 'Farmácia São João', '2025-02-01')
    // The column the index reads: printable ASCII only lower-cased, anything else folded by translate().
    const folded = await t.db.select({ id: entries.id, busca: entries.busca }).from(entries).where(inArray(entries.id, [ascii.id, accented.id])).orderBy(entries.id)
    expect(folded.map((row) => row.busca)).toEqual(['drogasil av. paulista', 'farmacia sao joao'])
    await entry(who, 'drogasil delivery', '2027-06-30')
    await entry(who, 'Padaria', '2026-03-14')
    expect(await found(who.session, 'drogasil')).toEqual(['drogasil delivery', 'DROGASIL Av. Paulista'])
    expect(await found(who.session, 'DrôGàSil')).toEqual(['drogasil delivery', 'DROGASIL Av. Paulista'])
    expect(await found(who.session, 'FARMACIA sao')).toEqual(['Farmácia São João'])
    expect(await found(who.session, 'joão')).toEqual(['Farmácia São João'])
    // Every word must match, in any order; a word alone anywhere in the text.
    expect(await found(who.session, 'paulista drogasil')).toEqual(['DROGASIL Av. Paulista'])
    expect(await found(who.session, 'drogasil padaria')).toEqual([])
    expect(await found(who.session, 'gasil')).toEqual(['drogasil delivery', 'DROGASIL Av. Paulista'])
    // A word of one or two letters: at the start of the text or of one of its words.
    expect(await found(who.session, 'dr')).toEqual(['drogasil delivery', 'DROGASIL Av. Paulista'])
    expect(await found(who.session, 'AV')).toEqual(['DROGASIL Av. Paulista'])
    expect(await found(who.session, 'ia')).toEqual([])
    expect(await found(who.session, 'fa jo')).toEqual(['Farmácia São João'])
    // The answer is the entry as every list gives it.
    const [first] = (await search(who.session, 'q=delivery')).lancamentos
    expect(first).toMatchObject({ descricao: 'drogasil delivery', valor: 10, tipoLancamento: 'Despesa', situacao: 'Pago', categoriaId: who.outros.id })
  })

  it('finds by category, bank account and card names (nickname, bank, holder, last digits)', async () => {
    const who = await owner()
    const byCategory = await entry(who, 'Consulta', '2026-05-02', { categoriaId: who.saude.id })
    const byAccount = await entry(who, 'Boleto', '2026-05-03', { contaBancariaId: who.account.id })
    const byCard = await api.cardPurchase(who.session, { cartaoId: who.card.id, categoriaId: who.outros.id }, '2026-05-04', 25, { descricao: 'Livraria' })
    await entry(who, 'Nada a ver', '2026-05-05')
    const ids = async (q: string) => (await search(who.session, `q=${encodeURIComponent(q)}`)).lancamentos.map((row) => row.id)
    expect(await ids('saude')).toEqual([byCategory.id])
    expect(await ids('FAMÍLIA')).toEqual([byCategory.id])
    expect(await ids('personnalite')).toEqual([byAccount.id])
    expect(await ids('itau')).toEqual([byAccount.id])
    expect(await ids('roxinho')).toEqual([byCard.id])
    expect(await ids('nubank')).toEqual([byCard.id])
    expect(await ids('joana')).toEqual([byCard.id])
    expect(await ids('4321')).toEqual([byCard.id])
    // Words may match different fields: the card and the description.
    expect(await ids('roxinho livraria')).toEqual([byCard.id])
    expect(await ids('roxinho consulta')).toEqual([])
  })

  it('LIKE wildcards in the text are plain characters', async () => {
    const who = await owner()
    await entry(who, 'Desconto 50%', '2026-05-02')
    await entry(who, 'Desconto 500', '2026-05-03')
    await entry(who, 'arquivo_final', '2026-05-04')
    await entry(who, 'arquivo final', '2026-05-05')
    await entry(who, 'C:\\contas', '2026-05-06')
    expect(await found(who.session, '50%')).toEqual(['Desconto 50%'])
    expect(await found(who.session, 'o_f')).toEqual(['arquivo_final'])
    expect(await found(who.session, ':\\c')).toEqual(['C:\\contas'])
  })

  it("another user's entries, categories, accounts and cards are never found", async () => {
    const who = await owner()
    const other = await owner()
    const mine = await entry(who, 'Drogasil única', '2026-03-14', { contaBancariaId: who.account.id, categoriaId: who.saude.id })
    await api.cardPurchase(other.session, { cartaoId: other.card.id, categoriaId: other.saude.id }, '2026-03-15', 10, { descricao: 'Drogasil única' })
    for (const q of ['drogasil unica', 'itau', 'saude', 'roxinho']) {
      const page = await search(who.session, `q=${encodeURIComponent(q)}`)
      expect(page.lancamentos.every((row) => row.id === mine.id || row.cartaoId === null)).toBe(true)
    }
    expect((await search(who.session, 'q=roxinho')).lancamentos).toEqual([])
    const theirs = await search(other.session, `q=${encodeURIComponent('drogasil')}`)
    expect(theirs.lancamentos.map((row) => row.id)).not.toContain(mine.id)
    expect(theirs.lancamentos).toHaveLength(1)
    // Their account's name finds nothing of theirs (their entry is on a card).
    expect((await search(other.session, 'q=itau')).lancamentos).toEqual([])
  })

  it('pages of 20, newest first by date then id, with temMais', async () => {
    const who = await owner()
    // 45 entries over 45 months, two of them on one day.
    const made = []
    for (let i = 0; i < 44; i++) {
      const month = new Date(Date.UTC(2023, 0 + i, 10)).toISOString().slice(0, 10)
      made.push(await entry(who, `Mensalidade ${i}`, month))
    }
    made.push(await entry(who, 'Mensalidade extra', '2026-08-10'))
    const expected = [...made].sort((a, b) => b.dataLancamento.localeCompare(a.dataLancamento) || b.id - a.id).map((row) => row.id)
    const first = await search(who.session, 'q=mensalidade')
    expect(first).toMatchObject({ pagina: 1, tamanhoPagina: SEARCH_PAGE_SIZE, temMais: true })
    const second = await search(who.session, 'q=mensalidade&pagina=2')
    const third = await search(who.session, 'Q=mensalidade&PAGINA=3')
    expect([second.temMais, third.temMais, third.pagina]).toEqual([true, false, 3])
    expect([...first.lancamentos, ...second.lancamentos, ...third.lancamentos].map((row) => row.id)).toEqual(expected)
    expect(third.lancamentos).toHaveLength(5)
    const past = await search(who.session, 'q=mensalidade&pagina=9')
    expect(past).toEqual({ pagina: 9, tamanhoPagina: SEARCH_PAGE_SIZE, temMais: false, lancamentos: [] })
    // Exactly one page: no next one.
    const exact = await owner()
    for (let i = 0; i < SEARCH_PAGE_SIZE; i++) await entry(exact, `Feira ${i}`, `2026-0${1 + (i % 9)}-1${i % 10}`)
    expect(await search(exact.session, 'q=feira')).toMatchObject({ temMais: false })
  })

  it('a text under 2 or over 100 characters, a missing one or a bad page is a translated 400', async () => {
    const who = await owner()
    const short = await errorBody(api.call(who.session, 'GET', '/v1/api/lancamento/busca?q=%20a%20', undefined, 'pt-BR'), 400)
    expect(short.errorCodes).toEqual({ q: 'search_too_short' })
    expect(short.errors?.q).toBe('Digite ao menos 2 letras para buscar.')
    const english = await errorBody(api.call(who.session, 'GET', '/v1/api/lancamento/busca?q=a', undefined, 'en'), 400)
    expect(english.errors?.q).toBe('Type at least 2 letters to search.')
    expect((await errorBody(api.call(who.session, 'GET', '/v1/api/lancamento/busca'), 400)).errorCodes).toEqual({ q: 'search_too_short' })
    const long = await errorBody(api.call(who.session, 'GET', `/v1/api/lancamento/busca?q=${'x'.repeat(101)}`, undefined, 'pt-BR'), 400)
    expect(long.errorCodes).toEqual({ q: 'search_too_long' })
    expect(long.errors?.q).toBe('A busca pode ter no máximo 100 caracteres.')
    // 100 characters once runs of spaces are one: fine.
    expect((await search(who.session, `q=${'x'.repeat(50)}${'%20'.repeat(30)}${'y'.repeat(49)}`)).lancamentos).toEqual([])
    for (const [pagina, code] of [['0', 'invalid_value'], ['99999999999', 'invalid_value'], ['-1', 'invalid_type'], ['dois', 'invalid_type'], ['1.5', 'invalid_type']]) {
      const bad = await errorBody(api.call(who.session, 'GET', `/v1/api/lancamento/busca?q=ab&pagina=${pagina}`), 400)
      expect(bad.errorCodes).toEqual({ pagina: code })
      expect(bad.errors?.pagina).toBeTruthy()
    }
    expect((await errorBody(api.call(who.session, 'GET', '/v1/api/lancamento/busca?q=ab%00'), 400)).errorCodes).toEqual({ q: 'invalid_value' })
    expect((await api.call(undefined, 'GET', '/v1/api/lancamento/busca?q=drogasil')).status).toBe(401)
  })

  it('the description index: an edited description is found by its new words', async () => {
    const who = await owner()
    const row = await entry(who, 'Mercadinho', '2026-05-02')
    await api.expectStatus(
      api.call(who.session, 'PATCH', '/v1/api/lancamento', { id: row.id, dataLancamento: '2026-05-02', descricao: 'Hortifrúti', valor: 10, tipoLancamento: 'Despesa', categoriaId: who.outros.id, situacao: 'Pago' }),
      200,
      entrySearchPageSchema.shape.lancamentos.element,
    )
    expect(await found(who.session, 'mercadinho')).toEqual([])
    expect(await found(who.session, 'hortifruti')).toEqual(['Hortifrúti'])
  })
})
