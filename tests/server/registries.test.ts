import { beforeAll, describe, expect, it } from 'vitest'
import { errorBody, sharedFinanceApp } from './support/finance'
import { registries, type Body, type Language, type Registry, type Row } from './support/registries'
import { createTestClock, type AuthSession } from './support/test-app'

// What the three registries (categories, account holders, bank cards) share, run over each: create,
// list, update and delete, translated validation errors, ownership, 409 while in use, keys matched
// ignoring case (docs/product-rules.md#registries-categories-bank-cards-account-holders). The table is
// tests/server/support/registries.ts; what only one registry does is in its own file.

const { t, api } = sharedFinanceApp({ clock: createTestClock(Date.parse('2026-11-15T12:00:00Z')), config: { writeLimitPerMinute: 1_000_000_000 } })

const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999']
const NOT_FOUND = { en: { message: 'Not found.', code: 'not_found' }, 'pt-BR': { message: 'Não encontrado.', code: 'not_found' } }
const UNAUTHORIZED = { en: { message: 'Authentication required.', code: 'unauthorized' }, 'pt-BR': { message: 'Autenticação necessária.', code: 'unauthorized' } }
const languages: Language[] = ['en', 'pt-BR']

/** The calls of one registry's endpoints. */
function calls(registry: Registry) {
  const { path } = registry
  const list = async (session: AuthSession): Promise<Row[]> => api.expectStatus(api.call(session, 'GET', path), 200, registry.listSchema)
  const create = (session: AuthSession, body: unknown, language?: string) => api.call(session, 'POST', path, body, language)
  const created = (session: AuthSession, body: Body): Promise<Row> => api.expectStatus(create(session, body), 201, registry.schema)
  const update = (session: AuthSession, body: unknown, language?: string) => api.call(session, 'PATCH', path, body, language)
  const remove = (session: AuthSession, id: number | string, language?: string) => api.call(session, 'DELETE', `${path}/${id}`, undefined, language)
  return { list, create, created, update, remove }
}

describe.each(registries)('$name ($path)', (registry) => {
  const { list, create, created, update, remove } = calls(registry)
  const { valid } = registry
  /** Every name field holding `text(max)`. */
  const namesOf = (text: (max: number) => string) => Object.fromEntries(registry.names.map(({ field, max }) => [field, text(max)]))

  describe('POST', () => {
    it('creates a row: 201 with exactly its fields, names trimmed; the list shows it', async () => {
      const ana = await t.asUser()
      const response = await create(ana, registry.padded.body)
      expect(response.status).toBe(201)
      const body = await response.json()
      expect(body).toEqual({ id: expect.any(Number), ...registry.answer(registry.padded.fields) })
      expect(await list(ana)).toEqual([body])
    })

    it.each(registry.keysInAnyCase)('matches keys ignoring case ($body)', async ({ body, fields }) => {
      expect(await created(await t.asUser(), body)).toMatchObject(fields)
    })

    it(`accepts ${registry.names.map(({ field, max }) => `${max} characters in ${field}`).join(' and ')}`, async () => {
      expect((await create(await t.asUser(), { ...valid, ...namesOf((max) => 'x'.repeat(max)) })).status).toBe(201)
    })
  })

  describe('validation: 400 with translated field errors, nothing stored', () => {
    let ana: AuthSession
    beforeAll(async () => {
      ana = await t.asUser()
    })

    it.each(registry.missing)('a %s name (%j) names the field %s in both languages', async (_, body, field) => {
      const { code, fieldCode } = registry.missingError
      for (const language of languages) {
        const { message, field: fieldMessage } = registry.missingError[language]
        expect(await errorBody(create(ana, body, language), 400), language).toEqual({ message, code, errors: { [field]: fieldMessage }, errorCodes: { [field]: fieldCode } })
      }
      expect(await list(ana)).toEqual([])
    })

    it('reports every missing key at once', async () => {
      const { code, fieldCode, en } = registry.missingError
      const also = registry.alsoRequired
      expect(await errorBody(create(ana, {}, 'en'), 400)).toEqual({
        message: en.message,
        code,
        errors: { ...namesOf(() => en.field), ...(also && { [also.field]: also.message }) },
        errorCodes: { ...namesOf(() => fieldCode), ...(also && { [also.field]: also.code }) },
      })
    })

    it.each(registry.names)('$field of one character too many is "Text too long." / "Texto muito longo."', async ({ field, max }) => {
      const body = { ...valid, [field]: 'x'.repeat(max + 1) }
      expect(await errorBody(create(ana, body, 'en'), 400)).toEqual({
        message: 'Text too long.',
        code: 'too_long',
        errors: { [field]: 'Text too long.' },
        errorCodes: { [field]: 'too_long' },
      })
      expect((await errorBody(create(ana, body, 'pt-BR'), 400)).errors).toEqual({ [field]: 'Texto muito longo.' })
      expect(await list(ana)).toEqual([])
    })

    it.each(registry.invalid)('%s = %j is "%s"', async (field, value, message) => {
      expect((await errorBody(create(ana, { ...valid, [field]: value }, 'en'), 400)).errors).toEqual({ [field]: message })
      expect(await list(ana)).toEqual([])
    })

    it('answers 400 for malformed JSON and a non-object body', async () => {
      for (const body of [registry.malformedJson, [valid], ['Ana'], 'null', '42']) {
        expect((await create(ana, body)).status, JSON.stringify(body)).toBe(400)
      }
      expect(await list(ana)).toEqual([])
    })
  })

  describe('GET', () => {
    it('lists in order ignoring case and accents', async () => {
      const ana = await t.asUser()
      for (const body of registry.order.bodies) await created(ana, body)
      expect((await list(ana)).map(registry.order.label)).toEqual(registry.order.expected)
    })

    it('is an empty list for a new user', async () => {
      expect(await list(await t.asUser())).toEqual([])
    })
  })

  describe('PATCH', () => {
    it('renames with keys in any case: 200 with the updated row, which the list shows', async () => {
      const ana = await t.asUser()
      const row = await created(ana, valid)
      const response = await update(ana, registry.rename.body(row.id))
      expect(response.status).toBe(200)
      const expected = { id: row.id, ...registry.answer(registry.rename.fields) }
      expect(await response.json()).toEqual(expected)
      expect(await list(ana)).toEqual([expected])
    })

    it('validates like POST and needs an id', async () => {
      const ana = await t.asUser()
      const row = await created(ana, valid)
      expect(await errorBody(update(ana, valid, 'en'), 400)).toEqual({
        message: 'Fill in all required fields.',
        code: 'fill_required_fields',
        errors: { id: 'Required field' },
        errorCodes: { id: 'required' },
      })
      for (const language of languages) {
        const blank = namesOf(() => registry.missingError[language].field)
        expect((await errorBody(update(ana, { ...valid, id: row.id, ...namesOf(() => ' ') }, language), 400)).errors, language).toEqual(blank)
      }
      for (const { field, max } of registry.names) {
        const tooLong = await errorBody(update(ana, { ...valid, id: row.id, [field]: 'x'.repeat(max + 1) }, 'en'), 400)
        expect(tooLong.code, field).toBe('too_long')
        expect(tooLong.errors, field).toEqual({ [field]: 'Text too long.' })
      }
      for (const id of [0, -1, 1.5, 'abc', 2_147_483_648]) {
        expect((await update(ana, { ...valid, id })).status, String(id)).toBe(400)
      }
      expect(await list(ana)).toEqual([row])
    })

    it('is 404 for an unknown id', async () => {
      expect(await errorBody(update(await t.asUser(), { ...valid, id: 2_147_483_000 }, 'en'), 404)).toEqual(NOT_FOUND.en)
    })
  })

  describe('DELETE /{id}', () => {
    it('deletes with 204 and an empty body; then it is gone (a second delete is 404)', async () => {
      const ana = await t.asUser()
      const row = await created(ana, valid)
      const keep = await created(ana, registry.other)
      const response = await remove(ana, row.id)
      expect(response.status).toBe(204)
      expect(await response.text()).toBe('')
      expect(await list(ana)).toEqual([keep])
      expect((await remove(ana, row.id)).status).toBe(404)
    })

    it('is 409 with a message saying what uses it while another table uses the row', async () => {
      const ana = await t.asUser()
      const row = await created(ana, valid)
      await registry.inUse.use(t, ana, row)
      expect(await errorBody(remove(ana, row.id, 'en'), 409)).toEqual(registry.inUse.en)
      expect((await errorBody(remove(ana, row.id, 'pt-BR'), 409)).message).toBe(registry.inUse.ptMessage)
      expect(await list(ana)).toEqual([row])
    })

    it.each(BAD_IDS)('is 400 for the id %s', async (id) => {
      expect((await errorBody(remove(await t.asUser(), id, 'en'), 400)).errors).toEqual({ id: 'Invalid value.' })
    })
  })

  describe('ownership: a second user sees and touches nothing', () => {
    it('lists, updates and deletes only its own rows; another user’s id is 404', async () => {
      const ana = await t.asUser()
      const bia = await t.asUser()
      const row = await created(ana, valid)
      expect(await list(bia)).toEqual([])
      expect((await errorBody(update(bia, { ...registry.stranger, id: row.id }), 404)).code).toBe('not_found')
      expect((await errorBody(remove(bia, row.id), 404)).code).toBe('not_found')
      expect(await list(ana)).toEqual([row])
    })

    it('a used row of another user is 404, not 409 (nothing about it leaks)', async () => {
      const ana = await t.asUser()
      const bia = await t.asUser()
      const row = await created(ana, valid)
      await registry.inUse.use(t, ana, row)
      expect((await remove(bia, row.id)).status).toBe(404)
      expect((await update(bia, { ...registry.stranger, id: row.id })).status).toBe(404)
    })
  })

  describe('authentication', () => {
    it('answers 401 without a token on every endpoint, in both languages', async () => {
      const endpoints: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string][] = [
        ['GET', registry.path],
        ['POST', registry.path],
        ['PATCH', registry.path],
        ['DELETE', `${registry.path}/1`],
      ]
      if (registry.reads) endpoints.push(['GET', `${registry.path}/1`], ['GET', `${registry.path}/${registry.reads.searchPath}/ana`])
      for (const [method, path] of endpoints) {
        for (const language of languages) {
          const response = await api.call(undefined, method, path, method === 'POST' || method === 'PATCH' ? valid : undefined, language)
          expect(response.status, `${method} ${path}`).toBe(401)
          expect(await response.json()).toEqual(UNAUTHORIZED[language])
        }
      }
      const forged = await api.call({ username: 'x', tokens: {} as never, headers: { authorization: 'Bearer forged' } }, 'GET', registry.path)
      expect(forged.status).toBe(401)
    })
  })

  it('the OpenAPI document has every endpoint and schema', async () => {
    const doc = await (await t.request('/api/openapi.json')).json()
    expect(Object.keys(doc.paths[registry.path]).sort()).toEqual(['get', 'patch', 'post'])
    expect(Object.keys(doc.paths[`${registry.path}/{id}`]).sort()).toEqual(registry.reads ? ['delete', 'get'] : ['delete'])
    if (registry.reads) expect(Object.keys(doc.paths[`${registry.path}/${registry.reads.searchPath}/{${registry.reads.searchParam}}`])).toEqual(['get'])
    for (const name of registry.openApiSchemas) expect(doc.components.schemas).toHaveProperty(name)
  })
})

const unique = registries.flatMap((registry) => (registry.unique ? [{ ...registry, unique: registry.unique }] : []))

describe.each(unique)('$name: a name (and type) is unique per user ignoring case and accents', (registry) => {
  const { list, create, created, update } = calls(registry)
  const { first, en, ptMessage, rename } = registry.unique

  it.each(registry.unique.clashes)('%j after the first is 409, translated', async (body) => {
    const ana = await t.asUser()
    await created(ana, first)
    expect(await errorBody(create(ana, body, 'en'), 409)).toEqual(en)
    expect((await errorBody(create(ana, body, 'pt-BR'), 409)).message).toBe(ptMessage)
    expect(await list(ana)).toHaveLength(1)
  })

  it('another user may use the same name', async () => {
    await created(await t.asUser(), registry.valid)
    await created(await t.asUser(), registry.valid)
  })

  it('a rename onto another row’s name is 409 and changes nothing; onto its own name in another case (the id as digits) is 200', async () => {
    const ana = await t.asUser()
    await created(ana, rename.rows[0])
    const second = await created(ana, rename.rows[1])
    expect((await errorBody(update(ana, { ...rename.clash, id: second.id }, 'en'), 409)).code).toBe(en.code)
    expect((await list(ana)).map(registry.order.label)).toEqual(rename.names)
    const renamed = await update(ana, { ...rename.ownNameInOtherCase.body, id: String(second.id) })
    expect(renamed.status).toBe(200)
    expect(await renamed.json()).toMatchObject(rename.ownNameInOtherCase.fields)
  })
})

const readable = registries.flatMap((registry) => (registry.reads ? [{ ...registry, reads: registry.reads }] : []))

describe.each(readable)('$name: GET /{id} and the search by name', (registry) => {
  const { list, created, update, remove } = calls(registry)
  const { reads } = registry
  const get = (session: AuthSession, id: number | string) => api.call(session, 'GET', `${registry.path}/${id}`)
  const search = (session: AuthSession, text: string, language?: string) =>
    api.call(session, 'GET', `${registry.path}/${reads.searchPath}/${encodeURIComponent(text)}`, undefined, language)

  it('reads one row; an unknown id is 404, a malformed one 400', async () => {
    const ana = await t.asUser()
    const row = await created(ana, registry.valid)
    expect(await api.expectStatus(get(ana, row.id), 200, registry.schema)).toEqual(row)
    expect((await get(ana, 2_147_483_000)).status).toBe(404)
    for (const id of BAD_IDS) expect((await errorBody(get(ana, id), 400)).errors, id).toEqual({ id: 'Invalid value.' })
  })

  it('a deleted row is 404', async () => {
    const ana = await t.asUser()
    const row = await created(ana, registry.valid)
    expect((await remove(ana, row.id)).status).toBe(204)
    expect((await get(ana, row.id)).status).toBe(404)
  })

  describe('search', () => {
    let ana: AuthSession
    beforeAll(async () => {
      ana = await t.asUser()
      for (const body of reads.rows) await created(ana, body)
    })

    it.each(reads.found)('"%s" finds %j (case and accents ignored)', async (text, names) => {
      const found = await api.expectStatus(search(ana, text), 200, registry.listSchema)
      expect(found.map((row) => row[reads.nameField])).toEqual(names)
    })

    it.each(reads.none)('"%s" matches nothing: 404 in both languages', async (text) => {
      for (const language of languages) expect(await errorBody(search(ana, text, language), 404)).toEqual(NOT_FOUND[language])
    })

    it('is 404 for a user without rows', async () => {
      expect((await search(await t.asUser(), 'a')).status).toBe(404)
    })
  })

  it('another user reads, searches and changes nothing of the owner’s: 404', async () => {
    const ana = await t.asUser()
    const bia = await t.asUser()
    const row = await created(ana, registry.valid)
    expect((await get(bia, row.id)).status).toBe(404)
    expect((await search(bia, reads.validSearch)).status).toBe(404)
    expect((await update(bia, { ...registry.stranger, id: row.id })).status).toBe(404)
    expect(await list(ana)).toEqual([row])
  })
})
