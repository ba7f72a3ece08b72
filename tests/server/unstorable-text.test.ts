import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultRouteModules, type RouteModule } from '@server/app'
import { books, contacts, users } from '@server/db/schema'
import { createRouter } from '@server/http/openapi'
import { createTestApp, TEST_PASSWORD, uniqueUsername, type AuthSession, type TestApp } from './support/test-app'

// Text PostgreSQL cannot store (U+0000) is bad input (400, never 500): every request text
// refuses it as 'invalid_value', and a query that still meets it answers 400 without logging the text.

const NUL = '\u0000'
const SECRET = 'secret-user-text'

/** Probe routes that write straight to the database, past every request schema. */
const probeRoutes: RouteModule = (deps) => {
  const router = createRouter()
  router.post('/api/test/raw-contact', async (c) => {
    await deps.db.insert(contacts).values({ nome: `${SECRET}${NUL}`, email: 'a@example.com', mensagem: 'x' })
    return c.json({ stored: true }, 201)
  })
  router.post('/api/test/too-long-contact', async (c) => {
    await deps.db.insert(contacts).values({ nome: SECRET.repeat(20), email: 'a@example.com', mensagem: 'x' })
    return c.json({ stored: true }, 201)
  })
  return router
}

let t: TestApp
let session: AuthSession
beforeAll(async () => {
  t = await createTestApp({ routes: [...defaultRouteModules, probeRoutes] })
  session = await t.asUser()
})
afterAll(() => t.close())

const rowCount = async (table: typeof books | typeof contacts | typeof users) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n

async function expectInvalid(response: Response, field: string) {
  expect(response.status).toBe(400)
  const body = await response.json()
  expect(body.errors?.[field], JSON.stringify(body)).toBe('Invalid value.')
  expect(body.code).toBe('invalid_value')
}

const book = { titulo: 'Dom Casmurro', Escritor: 'Machado de Assis', preco: 19.99, dataLancamento: '2024-05-10' }

describe('U+0000 in a request text', () => {
  it.each(['nome', 'email', 'mensagem'])('contact %s is 400 invalid_value and nothing is stored', async (field) => {
    const before = await rowCount(contacts)
    const body = { nome: 'Ana', email: 'ana@example.com', mensagem: 'Olá', [field]: field === 'email' ? `a${NUL}@b.co` : `a${NUL}b` }
    await expectInvalid(await t.request('/v1/api/contato', { body, language: 'en' }), field)
    expect(await rowCount(contacts)).toBe(before)
  })

  it.each([
    ['nomeUsuario', { nomeUsuario: `adm${NUL}in`, senha: TEST_PASSWORD }],
    ['senha', { nomeUsuario: 'admin', senha: `pass${NUL}word` }],
    ['captcha', { nomeUsuario: 'admin', senha: TEST_PASSWORD, captcha: `abc${NUL}` }],
  ])('sign-in %s', async (field, body) => {
    await expectInvalid(await t.request('/api/auth/v1/signin', { body, language: 'en' }), field)
  })

  it.each(['nomeUsuario', 'senha', 'nomeCompleto'])('sign-up %s (JSON body and query form), no user created', async (field) => {
    const before = await rowCount(users)
    const input: Record<string, string> = { nomeUsuario: uniqueUsername(), senha: TEST_PASSWORD, nomeCompleto: 'Ana Lima' }
    input[field] = `${input[field]!.slice(0, 4)}${NUL}${input[field]!.slice(4)}`
    await expectInvalid(await t.request('/api/auth/v1', { body: input, language: 'en' }), field)
    const query = new URLSearchParams(Object.entries(input).map(([key, value]) => [key[0]!.toUpperCase() + key.slice(1), value]))
    const viaQuery = await t.request(`/api/auth/v1?${query}`, { method: 'POST', language: 'en' })
    expect(viaQuery.status).toBe(400)
    expect((await viaQuery.json()).code).toBe('invalid_value')
    expect(await rowCount(users)).toBe(before)
  })

  it.each(['/api/auth/v1/refresh', '/api/auth/v1/signout'])('%s refreshToken', async (path) => {
    await expectInvalid(await t.request(path, { body: { refreshToken: `abc${NUL}def` }, language: 'en' }), 'refreshToken')
  })

  it.each(['titulo', 'Escritor'])('book %s on POST and PUT, nothing stored or changed', async (field) => {
    const before = await rowCount(books)
    await expectInvalid(
      await t.request('/v1/api/livro', { body: { ...book, [field]: `Dom${NUL}` }, headers: session.headers, language: 'en' }),
      field,
    )
    expect(await rowCount(books)).toBe(before)

    const created = await t.request('/v1/api/livro', { body: book, headers: session.headers })
    expect(created.status).toBe(201)
    const { code } = await created.json()
    const put = await t.request('/v1/api/livro', {
      method: 'PUT',
      body: { ...book, code, [field]: `Dom${NUL}` },
      headers: session.headers,
      language: 'en',
    })
    await expectInvalid(put, field)
    expect((await (await t.request(`/v1/api/livro/${code}`, { headers: session.headers })).json())[field]).toBe(book[field as 'titulo'])
  })

  it('the same text without U+0000 is accepted (control characters other than NUL are stored)', async () => {
    const response = await t.request('/v1/api/contato', { body: { nome: 'Ana\u0001', email: 'ana@example.com', mensagem: 'a\tb' } })
    expect(response.status).toBe(201)
  })

  it('no request above logged an error', () => {
    expect(t.logs.filter((line) => line.level === 'error')).toEqual([])
  })
})

describe('a lone surrogate in a request text (it would be stored as U+FFFD)', () => {
  const lone = ['\ud800', 'a\udfffb', '\udc00\ud800', 'x\ud83d']

  it.each(lone)('contact texts %j are 400 invalid_value and nothing is stored', async (text) => {
    for (const field of ['nome', 'email', 'mensagem']) {
      const before = await rowCount(contacts)
      const body = { nome: 'Ana', email: 'ana@example.com', mensagem: 'Olá', [field]: field === 'email' ? `a${text}@b.co` : text }
      await expectInvalid(await t.request('/v1/api/contato', { body, language: 'en', headers: { 'x-test-ip': `192.0.2.${lone.indexOf(text) * 3 + field.length}` } }), field)
      expect(await rowCount(contacts)).toBe(before)
    }
  })

  it('sign-in, sign-up, refresh and book texts refuse it too', async () => {
    await expectInvalid(await t.request('/api/auth/v1/signin', { body: { nomeUsuario: 'admin', senha: `pass\ud800word` }, language: 'en' }), 'senha')
    const signUp = { nomeUsuario: uniqueUsername(), senha: `${TEST_PASSWORD}\udbff`, nomeCompleto: 'Ana Lima' }
    await expectInvalid(await t.request('/api/auth/v1', { body: signUp, language: 'en' }), 'senha')
    await expectInvalid(await t.request('/api/auth/v1/refresh', { body: { refreshToken: 'abc\udc00' }, language: 'en' }), 'refreshToken')
    const before = await rowCount(books)
    await expectInvalid(await t.request('/v1/api/livro', { body: { ...book, titulo: 'Dom \ud800' }, headers: session.headers, language: 'en' }), 'titulo')
    expect(await rowCount(books)).toBe(before)
  })

  it('a complete surrogate pair (an emoji) is stored exactly', async () => {
    const titulo = 'Dom Casmurro 📚 \ud83d\ude00'
    const created = await t.request('/v1/api/livro', { body: { ...book, titulo }, headers: session.headers })
    expect(created.status).toBe(201)
    const { code } = await created.json()
    expect((await (await t.request(`/v1/api/livro/${code}`, { headers: session.headers })).json()).titulo).toBe(titulo)
  })
})

describe('a query that still meets text the database cannot store', () => {
  it('answers 400 invalid_value and logs a warning without the text', async () => {
    t.logs.length = 0
    const response = await t.request('/api/test/raw-contact', { method: 'POST', language: 'pt-BR' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Valor inválido.', code: 'invalid_value' })
    expect(t.logs).toHaveLength(1)
    expect(t.logs[0]).toMatchObject({ level: 'warn', fields: { sqlState: '22021', path: '/api/test/raw-contact' } })
    expect(JSON.stringify(t.logs)).not.toContain(SECRET)
    t.logs.length = 0
  })
})

describe('the log of a failed query', () => {
  it('has the SQLSTATE, the driver message and the SQL text, not the parameter values', async () => {
    t.logs.length = 0
    const response = await t.request('/api/test/too-long-contact', { method: 'POST' })
    expect(response.status).toBe(500)
    expect(t.logs).toHaveLength(1)
    const [line] = t.logs
    expect(line).toMatchObject({
      level: 'error',
      fields: {
        requestId: response.headers.get('x-request-id'),
        sqlState: '22001',
        error: expect.stringContaining('value too long'),
        query: expect.stringContaining('insert into "contacts"'),
      },
    })
    for (const value of Object.values(line!.fields!)) expect(value).not.toBeInstanceOf(Error)
    expect(JSON.stringify(t.logs)).not.toContain(SECRET)
    t.logs.length = 0
  })
})
