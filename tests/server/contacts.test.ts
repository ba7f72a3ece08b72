import { describe, expect, it } from 'vitest'
import { toSaoPauloIso } from '@contract/calendar'
import { contactListSchema, contactSchema, type Contact } from '@contract/contact'
import { sharedTestApp, sharedAdminAndUser, type AuthSession } from './support/test-app'

// Contact messages (docs/product-rules.md#contact-messages): anonymous send with validation in both languages and
// a per-address rate limit; admin-only reading, newest first; admin-only deleting (404 to anyone else).

const t = sharedTestApp()
const { admin, user } = sharedAdminAndUser(t)

let ipCounter = 0
/** A fresh client address per call site, so that the send limit only trips where a test wants it to. */
const freshIp = () => `192.0.2.${++ipCounter}`

const send = (body: unknown, options: { language?: string; ip?: string } = {}) =>
  t.request('/v1/api/contato', { body, language: options.language, headers: { 'x-test-ip': options.ip ?? freshIp() } })

const valid = { nome: 'Ana Souza', email: 'ana@example.com', mensagem: 'Olá! Gostei muito do portfólio.' }

const sendValid = async (overrides: Partial<typeof valid> = {}): Promise<Contact> => {
  const response = await send({ ...valid, ...overrides })
  expect(response.status).toBe(201)
  return contactSchema.parse(await response.json())
}

const adminGet = async (path: string) => t.request(path, { headers: admin.headers })

describe('POST /v1/api/contato — validation', () => {
  it('requires every field, in English', async () => {
    const response = await send({}, { language: 'en' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'All fields are required!',
      code: 'required_fields',
      errors: { nome: 'Required field', email: 'Required field', mensagem: 'Required field' }, errorCodes: { nome: 'required', email: 'required', mensagem: 'required' },
    })
  })

  it('requires every field, in Portuguese', async () => {
    const response = await send({ nome: '   ', email: '', mensagem: null }, { language: 'pt-BR' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Todos os campos são obrigatórios!',
      code: 'required_fields',
      errors: { nome: 'Campo obrigatório', email: 'Campo obrigatório', mensagem: 'Campo obrigatório' }, errorCodes: { nome: 'required', email: 'required', mensagem: 'required' },
    })
  })

  it('values of the wrong type are invalid_type, top message included (nothing is missing)', async () => {
    const response = await send({ nome: 1, email: [], mensagem: {} }, { language: 'en' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Invalid value type.',
      code: 'invalid_type',
      errors: { nome: 'Invalid value type.', email: 'Invalid value type.', mensagem: 'Invalid value type.' }, errorCodes: { nome: 'invalid_type', email: 'invalid_type', mensagem: 'invalid_type' },
    })
  })

  it('a missing field with a wrongly typed one is required_fields, each field with its own message', async () => {
    const response = await send({ nome: 1, email: [] }, { language: 'en' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'All fields are required!',
      code: 'required_fields',
      errors: { nome: 'Invalid value type.', email: 'Invalid value type.', mensagem: 'Required field' }, errorCodes: { nome: 'invalid_type', email: 'invalid_type', mensagem: 'required' },
    })
  })

  it.each([
    ['en', 'Invalid email format'],
    ['pt-BR', 'Formato de e-mail inválido'],
  ])('rejects an address without the simple pattern (%s)', async (language, text) => {
    for (const email of ['ana', 'ana@', 'ana@example', 'ana @example.com', '@example.com', 'x@y.z.', 'ana@example..com', 'ana@.example.com']) {
      const response = await send({ ...valid, email }, { language })
      expect(response.status, email).toBe(400)
      expect(await response.json()).toEqual({ message: text, code: 'invalid_email', errors: { email: text }, errorCodes: { email: 'invalid_email' } })
    }
  })

  it.each([
    ['nome', 'x'.repeat(101)],
    ['email', `${'a'.repeat(250)}@example.com`],
    ['mensagem', 'x'.repeat(5001)],
  ])('limits the length of %s', async (field, value) => {
    const response = await send({ ...valid, [field]: value }, { language: 'pt-BR' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: Record<string, string> }
    expect(body.errors).toEqual({ [field]: 'Texto muito longo.' })
  })

  it('accepts the longest allowed values', async () => {
    const stored = await sendValid({ nome: 'n'.repeat(100), mensagem: 'm'.repeat(5000) })
    expect(stored.nome).toHaveLength(100)
    expect(stored.mensagem).toHaveLength(5000)
  })

  it('rejects a body that is not JSON with 400, never 500', async () => {
    const response = await t.request('/v1/api/contato', { body: '{"nome":', headers: { 'x-test-ip': freshIp() } })
    expect(response.status).toBe(400)
  })
})

describe('POST /v1/api/contato — storing', () => {
  it('answers 201 with the stored message, trimmed, dated with the server time', async () => {
    const before = t.clock.now()
    const response = await send({ nome: '  Bruno Lima  ', email: ' bruno@example.com ', mensagem: '  Vamos conversar?  ' })
    expect(response.status).toBe(201)
    const created = contactSchema.parse(await response.json())
    expect(created).toMatchObject({ nome: 'Bruno Lima', email: 'bruno@example.com', mensagem: 'Vamos conversar?' })
    expect(Date.parse(created.dataContato)).toBe(before)
    // The server's time, written with São Paulo's offset.
    expect(created.dataContato).toBe(toSaoPauloIso(new Date(before)))

    const read = await adminGet(`/v1/api/contato/${created.id}`)
    expect(read.status).toBe(200)
    expect(await read.json()).toEqual(created)
  })

  it('matches keys ignoring case, as the original API did', async () => {
    const response = await send({ Nome: 'Carla', EMAIL: 'carla@example.com', Mensagem: 'Oi' })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ nome: 'Carla', email: 'carla@example.com', mensagem: 'Oi' })
  })

  it('ignores a client-supplied id or date', async () => {
    const stored = await sendValid({ ...({ id: 999_999, dataContato: '2000-01-01T00:00:00.000Z' } as object) })
    expect(stored.id).not.toBe(999_999)
    expect(Date.parse(stored.dataContato)).not.toBe(Date.parse('2000-01-01T00:00:00.000Z'))
  })

  it('needs no token', async () => {
    const response = await t.request('/v1/api/contato', { body: valid, headers: { 'x-test-ip': freshIp() } })
    expect(response.status).toBe(201)
  })
})

describe('POST /v1/api/contato — rate limit', () => {
  it('allows 5 per minute per address; the 6th gets 429 with Retry-After, translated', async () => {
    const ip = '198.51.100.77'
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await send(valid, { ip })).status, `attempt ${attempt}`).toBe(201)
    }
    const limited = await send(valid, { ip, language: 'en' })
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ message: 'Too many attempts. Try again in a few minutes.', code: 'rate_limited' })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)

    const limitedPt = await send(valid, { ip, language: 'pt-BR' })
    expect(limitedPt.status).toBe(429)
    expect((await limitedPt.json()).message).toBe('Muitas tentativas. Tente novamente em alguns minutos.')

    // Another address is not affected; the same one may send again after the minute.
    expect((await send(valid, { ip: '198.51.100.78' })).status).toBe(201)
    t.clock.advance(60 * 1000)
    expect((await send(valid, { ip })).status).toBe(201)
  })
})

describe('GET /v1/api/contato — roles', () => {
  it('answers 401 to anonymous callers', async () => {
    const response = await t.request('/v1/api/contato', { language: 'en' })
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBe('Authentication required.')
    expect((await t.request('/v1/api/contato/1')).status).toBe(401)
  })

  it('answers 401 to an invalid token', async () => {
    const response = await t.request('/v1/api/contato', { headers: { authorization: 'Bearer not-a-token' } })
    expect(response.status).toBe(401)
  })

  it('answers 403 to a User', async () => {
    const response = await t.request('/v1/api/contato', { headers: user.headers, language: 'pt-BR' })
    expect(response.status).toBe(403)
    expect((await response.json()).message).toBe('Acesso negado.')
    const created = await sendValid()
    expect((await t.request(`/v1/api/contato/${created.id}`, { headers: user.headers })).status).toBe(403)
  })

  it('answers 200 to an Admin', async () => {
    const response = await adminGet('/v1/api/contato')
    expect(response.status).toBe(200)
    expect(contactListSchema.safeParse(await response.json()).success).toBe(true)
  })
})

describe('GET /v1/api/contato — reading', () => {
  it('lists every message newest first', async () => {
    t.clock.advance(1000)
    const first = await sendValid({ nome: 'Primeira' })
    t.clock.advance(1000)
    const second = await sendValid({ nome: 'Segunda' })
    t.clock.advance(1000)
    const third = await sendValid({ nome: 'Terceira' })

    const response = await adminGet('/v1/api/contato')
    expect(response.status).toBe(200)
    const list = contactListSchema.parse(await response.json())
    expect(list.slice(0, 3).map((contact) => contact.id)).toEqual([third.id, second.id, first.id])
    const dates = list.map((contact) => Date.parse(contact.dataContato))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('reads one message by id', async () => {
    const created = await sendValid({ nome: 'Daniel', mensagem: 'Uma mensagem\ncom duas linhas' })
    const response = await adminGet(`/v1/api/contato/${created.id}`)
    expect(response.status).toBe(200)
    expect(contactSchema.parse(await response.json())).toEqual(created)
  })

  it('answers 404 to an unknown id', async () => {
    const response = await t.request('/v1/api/contato/2147483647', { headers: admin.headers, language: 'en' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not found.', code: 'not_found' })
  })

  it('answers 400 invalid_value to an id that is not a positive integer or is out of range', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '99999999999', '0x10', '0b1', '0o7', '+1', '01', '1.0', '1e1', '%201', '1%20', 'Infinity', '1'.repeat(400)]) {
      const response = await t.request(`/v1/api/contato/${id}`, { headers: admin.headers, language: 'en' })
      expect(response.status, id).toBe(400)
      expect(await response.json(), id).toEqual({ message: 'Invalid value.', code: 'invalid_value', errors: { id: 'Invalid value.' }, errorCodes: { id: 'invalid_value' } })
    }
  })
})

describe('DELETE /v1/api/contato/{id}', () => {
  const remove = (id: number | string, session?: AuthSession, language?: string) =>
    t.request(`/v1/api/contato/${id}`, { method: 'DELETE', headers: session?.headers, language })

  it('an Admin deletes a message: 204, then it is gone from the list and its read is 404', async () => {
    const message = await sendValid({ nome: 'Para apagar' })
    const response = await remove(message.id, admin)
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect((await adminGet(`/v1/api/contato/${message.id}`)).status).toBe(404)
    const list = contactListSchema.parse(await (await adminGet('/v1/api/contato')).json())
    expect(list.some((item) => item.id === message.id)).toBe(false)
    // A second delete finds nothing.
    expect((await remove(message.id, admin)).status).toBe(404)
  })

  it('a User gets 404 not_found (not 403: the answer does not reveal the message), and the message stays', async () => {
    const message = await sendValid()
    for (const language of ['en', 'pt-BR']) {
      const response = await remove(message.id, user, language)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await response.json()).toMatchObject({ code: 'not_found' })
    }
    // The same answer as for an id nobody has.
    const unknown = await remove(2_147_483_647, user)
    expect(unknown.status).toBe(404)
    expect((await adminGet(`/v1/api/contato/${message.id}`)).status).toBe(200)
  })

  it('anonymous callers and bad tokens get 401, and the message stays', async () => {
    const message = await sendValid()
    const anonymous = await remove(message.id)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ code: 'unauthorized' })
    const forged = await t.request(`/v1/api/contato/${message.id}`, { method: 'DELETE', headers: { authorization: 'Bearer not-a-token' } })
    expect(forged.status).toBe(401)
    expect((await adminGet(`/v1/api/contato/${message.id}`)).status).toBe(200)
  })

  it('an unknown id is 404 for an Admin, in both languages; a malformed id is 400', async () => {
    const en = await remove(2_147_483_647, admin, 'en')
    expect(en.status).toBe(404)
    expect(await en.json()).toMatchObject({ code: 'not_found' })
    const pt = await remove(2_147_483_646, admin, 'pt-BR')
    expect(pt.status).toBe(404)
    expect((await pt.json()).message).not.toBe((await (await remove(2_147_483_646, admin, 'en')).json()).message)
    for (const id of ['0', 'abc', '2147483648']) expect((await remove(id, admin)).status, id).toBe(400)
  })
})

describe('OpenAPI', () => {
  it('documents the four contact operations', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>
    }
    const collection = document.paths['/v1/api/contato']
    expect(Object.keys(collection ?? {}).sort()).toEqual(['get', 'post'])
    expect(collection?.post?.security).toBeUndefined()
    expect(Object.keys(collection?.post?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '429']))
    expect(collection?.get?.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(document.paths['/v1/api/contato/{id}']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '404']),
    )
    const remove = document.paths['/v1/api/contato/{id}']?.delete
    expect(remove?.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(remove?.responses ?? {})).toEqual(expect.arrayContaining(['204', '401', '404']))
    expect(Object.keys(remove?.responses ?? {})).not.toContain('403')
  })
})
