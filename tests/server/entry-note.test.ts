import { describe, expect, it } from 'vitest'
import { ENTRY_NOTE_MAX, entryListSchema, entrySchema } from '@contract/entry'
import { entrySearchPageSchema } from '@contract/entry-search'
import { userDataSchema } from '@contract/user-data'
import { errorBody, sharedFinanceApp } from './support/finance'
import { createTestClock, type AuthSession } from './support/test-app'

// An entry's note (`observacao`): optional, trimmed, at most 500 characters (blank is none); POST and PATCH keep it,
// a PATCH that leaves it out keeps it, every answer has it, the search over every month finds it, and the user's
// data export and import carry it.

const NOW = Date.parse('2026-11-15T12:00:00Z')

const { t, api } = sharedFinanceApp({ clock: createTestClock(NOW), config: { writeLimitPerMinute: 1_000_000_000 } })

async function owner() {
  const session = await t.asUser()
  const casa = await api.createCategory(session, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
  return { session, casa }
}

const body = (categoriaId: number, extra: Record<string, unknown> = {}) => ({
  dataLancamento: '2026-11-10',
  descricao: 'Luz',
  valor: 120.5,
  tipoLancamento: 'Despesa',
  categoriaId,
  situacao: 'A Pagar',
  ...extra,
})

const periodOf = (session: AuthSession) => api.expectStatus(api.call(session, 'GET', '/v1/api/lancamento/periodo?dataInicio=2026-11-01&dataFim=2026-11-30'), 200, entryListSchema)

describe('an entry note (observacao)', () => {
  it('is kept trimmed on create, kept by a PATCH that leaves it out, replaced or cleared by one that sends it', async () => {
    const { session, casa } = await owner()
    const created = await api.createEntry(session, body(casa.id, { observacao: '  Débito automático\nconta 123  ' }))
    expect(created.observacao).toBe('Débito automático\nconta 123')
    const plain = await api.createEntry(session, body(casa.id))
    expect(plain.observacao).toBeNull()
    expect((await periodOf(session)).map((entry) => [entry.id, entry.observacao])).toEqual([
      [created.id, 'Débito automático\nconta 123'],
      [plain.id, null],
    ])
    const patch = (extra: Record<string, unknown>) => api.expectStatus(api.call(session, 'PATCH', '/v1/api/lancamento', { id: created.id, ...body(casa.id, { descricao: 'Luz de novembro' }), ...extra }), 200, entrySchema)
    // The spec client's PATCH knows nothing of the note: it stays.
    expect((await patch({})).observacao).toBe('Débito automático\nconta 123')
    // Keys are matched ignoring case.
    expect((await patch({ Observacao: 'Paga pelo app' })).observacao).toBe('Paga pelo app')
    expect((await patch({ observacao: '   ' })).observacao).toBeNull()
    expect((await patch({ observacao: 'x'.repeat(ENTRY_NOTE_MAX) })).observacao).toHaveLength(ENTRY_NOTE_MAX)
    expect((await patch({ observacao: null })).observacao).toBeNull()
  })

  it.each([
    ['pt-BR', 'Texto muito longo.'],
    ['en', 'Text too long.'],
  ])('over 500 characters is a 400 naming the field (%s)', async (language, message) => {
    const { session, casa } = await owner()
    const tooLong = await errorBody(api.call(session, 'POST', '/v1/api/lancamento', body(casa.id, { observacao: 'x'.repeat(ENTRY_NOTE_MAX + 1) }), language), 400)
    expect(tooLong).toMatchObject({ message, errors: { observacao: message }, errorCodes: { observacao: 'too_long' } })
    const created = await api.createEntry(session, body(casa.id))
    const patched = await errorBody(api.call(session, 'PATCH', '/v1/api/lancamento', { id: created.id, ...body(casa.id, { observacao: 'x'.repeat(ENTRY_NOTE_MAX + 1) }) }, language), 400)
    expect(patched.errorCodes).toEqual({ observacao: 'too_long' })
    expect(await errorBody(api.call(session, 'POST', '/v1/api/lancamento', body(casa.id, { observacao: 7 }), language), 400)).toMatchObject({ errorCodes: { observacao: 'invalid_type' } })
    expect((await periodOf(session)).map((entry) => entry.observacao)).toEqual([null])
  })

  it('the search over every month finds a word of the note, ignoring case and accents, with words of the description', async () => {
    const { session, casa } = await owner()
    await api.createEntry(session, body(casa.id, { descricao: 'Mercado', observacao: 'Churrasco do aniversário', dataLancamento: '2025-03-02' }))
    await api.createEntry(session, body(casa.id, { descricao: 'Padaria' }))
    const found = async (q: string) =>
      (await api.expectStatus(api.call(session, 'GET', `/v1/api/lancamento/busca?q=${encodeURIComponent(q)}`), 200, entrySearchPageSchema)).lancamentos.map((entry) => entry.descricao)
    expect(await found('ANIVERSARIO')).toEqual(['Mercado'])
    expect(await found('mercado churrasco')).toEqual(['Mercado'])
    // A short word at the start of one of the note's words.
    expect(await found('ch')).toEqual(['Mercado'])
    // The description's end and the note's start are two words, not one.
    expect(await found('mercadochurrasco')).toEqual([])
    expect(await found('padaria churrasco')).toEqual([])
  })

  it('the user data export has it and the import keeps it', async () => {
    const { session, casa } = await owner()
    await api.createEntry(session, body(casa.id, { observacao: 'Nota fiscal 4411' }))
    await api.createEntry(session, body(casa.id, { descricao: 'Água' }))
    const exported = await api.expectStatus(api.call(session, 'GET', '/v1/api/usuario/dados'), 200, userDataSchema)
    expect(exported.lancamentos.map((entry) => [entry.descricao, entry.observacao])).toEqual([
      ['Luz', 'Nota fiscal 4411'],
      ['Água', null],
    ])
    const target = await t.asUser()
    const imported = await t.request('/v1/api/usuario/dados', { method: 'POST', body: exported, headers: target.headers })
    expect(imported.status, await imported.clone().text()).toBe(201)
    expect((await periodOf(target)).map((entry) => [entry.descricao, entry.observacao])).toEqual([
      ['Luz', 'Nota fiscal 4411'],
      ['Água', null],
    ])
    // A note over 500 characters in a document is refused with the rest.
    const third = await t.asUser()
    const tooLong = structuredClone(exported)
    tooLong.lancamentos[0]!.observacao = 'x'.repeat(ENTRY_NOTE_MAX + 1)
    const refused = await t.request('/v1/api/usuario/dados', { method: 'POST', body: tooLong, headers: third.headers })
    expect(refused.status).toBe(400)
    expect(await periodOf(third)).toEqual([])
  })
})
