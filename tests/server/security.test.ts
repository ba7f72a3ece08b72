import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSecurityHeaders, bodyLimitOf } from '@server/app'
import { THEME_BOOTSTRAP_JS } from '@server/theme-bootstrap'
import { financeApi } from './support/finance'
import { createWorld, operationKey, operations, send, type Operation, type World } from './support/operations'
import { createTestApp, TEST_PASSWORD, type AuthSession, type TestApp } from './support/test-app'

// Security checks. Two sweeps that no other file makes:
// - the security headers (CSP, nosniff, Referrer-Policy, X-Frame-Options, COOP) and the request id on
//   every kind of answer: the SPA's HTML, its assets and their 404s, the docs, and for every API
//   operation of the authorization table its success, its 401/403, a 404 and its bad-input answers
//   (400 malformed JSON, 413, 415), and a 429;
// - SQL-injection strings in every text field of every create and update, stored and read back
//   verbatim (and as search terms, found literally), with every table intact.
// The rest of B6 is already proved where it lives: brute force → 429 in rate-limit.test.ts (sign-in,
// sign-up, failures per username and address) and contacts.test.ts (contact send); refresh reuse
// after the grace window revoking the family in auth-session.test.ts; uploads refusing non-PNG
// (signature, not name) and oversize files and requests in pokemon.test.ts; Node-level rejections
// (431, malformed requests) in node-server.test.ts; the headers on an unexpected 500 in app-http.test.ts.

let staticDir: string
let t: TestApp
let owner: AuthSession
let admin: AuthSession
let user: AuthSession
let world: World
let expectedHeaders: Readonly<Record<string, string>>

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'security-dist-'))
  mkdirSync(join(staticDir, 'assets'))
  writeFileSync(
    join(staticDir, 'index.html'),
    `<!doctype html><html><head><script>${THEME_BOOTSTRAP_JS}</script><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`,
  )
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log("app")')
  writeFileSync(join(staticDir, 'assets', 'index-abc123.css'), 'body{}')
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  // A fresh world for every operation (createWorld: 11 writes each) is more than one user's minute of writes
  // allows; the write limit has its own tests (fair-use.test.ts).
  t = await createTestApp({ staticDir, config: { writeLimitPerMinute: 1_000_000_000 } })
  expectedHeaders = appSecurityHeaders(staticDir)
  ;[owner, admin, user] = await Promise.all([t.asUser(), t.asAdmin(), t.asUser()])
  world = await createWorld(t, owner, admin)
})
afterAll(async () => {
  await t.close()
  rmSync(staticDir, { recursive: true, force: true })
})

function expectSecurityHeaders(response: Response, what: string) {
  for (const [name, value] of Object.entries(expectedHeaders)) expect(response.headers.get(name), `${what}: ${name}`).toBe(value)
  expect(response.headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'")
  expect(response.headers.get('x-request-id'), `${what}: x-request-id`).toMatch(/^[0-9a-f-]{36}$/)
}

describe('security headers on every answer', () => {
  it('the expected set is the full one', () => {
    expect(Object.keys(expectedHeaders).map((name) => name.toLowerCase()).sort()).toEqual(
      ['content-security-policy', 'cross-origin-opener-policy', 'referrer-policy', 'x-content-type-options', 'x-frame-options'].sort(),
    )
    expect(expectedHeaders['X-Frame-Options']).toBe('DENY')
    expect(expectedHeaders['Content-Security-Policy']).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
  })

  it.each([
    ['GET', '/', 200],
    ['HEAD', '/', 200],
    ['GET', '/livros', 200],
    ['GET', '/financas/lancamentos', 200],
    ['GET', '/assets/index-abc123.js', 200],
    ['GET', '/assets/index-abc123.css', 200],
    ['GET', '/favicon.svg', 200],
    ['GET', '/assets/missing-0000.js', 404],
    ['POST', '/livros', 404],
    ['GET', '/api/docs', 200],
    ['GET', '/api/openapi.json', 200],
    ['GET', '/api/nope', 404],
    ['GET', '/v1/api/nope/1', 404],
    ['DELETE', '/api/health', 404],
  ] as const)('%s %s (%i): HTML, assets, docs and their errors', async (method, path, status) => {
    const response = await t.request(path, { method })
    expect(response.status).toBe(status)
    expectSecurityHeaders(response, `${method} ${path}`)
  })

  const label = (op: Operation) => operationKey(op.method, op.path)
  /** JSON bodies (the card routes take none, or multipart). */
  // JSON bodies; the multipart uploads (card images, a bank statement file) answer a JSON body 415 (their own tests).
  const withBody = operations.filter((op) => ['POST', 'PUT', 'PATCH'].includes(op.method) && !op.path.startsWith('/v1/api/pokemon') && !(op.method === 'POST' && op.path === '/v1/api/importacao'))
  const withId = operations.filter((op) => op.path.includes('{id}') || op.path.includes('{code}'))

  it.each(operations.map((op) => [label(op), op] as const))('%s: its success and its refusals', async (_, op) => {
    const freshWorld = await createWorld(t, owner, admin)
    const call = await op.call(freshWorld)
    const caller = op.access === 'anonymous' ? undefined : op.access === 'admin' ? admin : owner
    const success = await send(t, op.method, call, call.as ?? caller)
    expect(success.status, await success.clone().text()).toBe(op.ok)
    expectSecurityHeaders(success, `${label(op)} ${op.ok}`)
    if (op.access !== 'anonymous') {
      const anonymous = await send(t, op.method, await op.call(world))
      expect(anonymous.status).toBe(401)
      expectSecurityHeaders(anonymous, `${label(op)} 401`)
    }
    if (op.access === 'admin') {
      const status = op.hiddenFromUsers ? 404 : 403
      const forbidden = await send(t, op.method, await op.call(world), user)
      expect(forbidden.status).toBe(status)
      expectSecurityHeaders(forbidden, `${label(op)} ${status}`)
    }
  })

  it.each(withId.map((op) => [label(op), op] as const))('%s: 404 (an id that is nobody’s) and 400 (an id that is not one)', async (_, op) => {
    const caller = op.access === 'admin' ? admin : owner
    const call = await op.call(world)
    const index = op.path.split('/').findIndex((part) => part === '{id}' || part === '{code}')
    // A row's id is a number; a session's is a UUID (docs/product-rules.md#sessions), and a number is not one.
    const nobodys = /^[0-9a-f]{8}-/i.test(call.path.split('?')[0]!.split('/')[index] ?? '') ? '00000000-0000-4000-8000-000000000000' : '2147483647'
    for (const [id, status] of [[nobodys, 404], ['0x10', 400]] as const) {
      const [pathname = '', query] = call.path.split('?')
      const parts = pathname.split('/')
      parts[index] = id
      const response = await send(t, op.method, { ...call, path: `${parts.join('/')}${query === undefined ? '' : `?${query}`}` }, caller)
      expect(response.status, `${label(op)} with id ${id}`).toBe(status)
      expectSecurityHeaders(response, `${label(op)} ${response.status}`)
    }
  })

  it.each(withBody.map((op) => [label(op), op] as const))('%s: 400 malformed JSON, 415 wrong type, 413 too large', async (_, op) => {
    const caller = op.access === 'anonymous' ? undefined : op.access === 'admin' ? admin : owner
    const { path } = await op.call(world)
    const cases: Array<[number, Record<string, string>, string]> = [
      [400, { 'content-type': 'application/json' }, '{"titulo":'],
      [415, { 'content-type': 'text/plain' }, 'hello'],
      // Over the path's limit: 64 KiB, or its own (the data import takes 20 MiB).
      [413, { 'content-type': 'application/json' }, JSON.stringify({ pad: 'x'.repeat(bodyLimitOf(path.split('?')[0]!) + 6 * 1024) })],
    ]
    for (const [status, headers, body] of cases) {
      const response = await t.request(path, { method: op.method, headers: { ...caller?.headers, ...headers }, body })
      expect(response.status, `${label(op)} ${body.slice(0, 20)}`).toBe(status)
      expectSecurityHeaders(response, `${label(op)} ${status}`)
    }
  })

  it('a 429 carries them too', async () => {
    let response: Response | undefined
    for (let attempt = 0; attempt < 11; attempt++) {
      response = await t.request('/api/auth/v1/signin', { body: { nomeUsuario: 'nobody_here', senha: 'wrong password' }, headers: { 'x-test-ip': '203.0.113.9' } })
    }
    expect(response!.status).toBe(429)
    expectSecurityHeaders(response!, 'sign-in 429')
  })
})

/** Text fields of at most 40 characters hold every payload (the shortest text limit of the finance registries). */
const INJECTIONS = [
  "'; DROP TABLE books; --",
  "' OR '1'='1",
  '" OR ""="',
  "Robert'); DROP TABLE users;--",
  "' UNION SELECT password_hash FROM users",
  '1; DELETE FROM entries WHERE 1=1',
  "\\'; SELECT pg_sleep(10); --",
  '%\' OR 1=1 --',
  '_%_',
  '$1 $$ $tag$ $tag$',
  "E'\\x41' || chr(65)",
  '/* */ `id` -- ; \\',
] as const

describe('SQL-injection strings in every text field are stored verbatim', () => {
  it('every payload fits the shortest limit (40) and has no edge spaces (fields are trimmed)', () => {
    for (const payload of INJECTIONS) {
      expect(payload.length).toBeLessThanOrEqual(40)
      expect(payload.trim()).toBe(payload)
    }
  })

  /** Every table and its row count, to see that nothing was dropped or emptied. */
  async function tableCounts(): Promise<Record<string, number>> {
    const tables = ['users', 'books', 'categories', 'bank_cards', 'account_holders', 'installment_plans', 'monthly_installments', 'entries', 'contacts', 'pokemon_cards']
    const result = (await t.db.execute(sql.raw(`select ${tables.map((name) => `(select count(*)::int from ${name}) as ${name}`).join(', ')}`))) as unknown as { rows: Array<Record<string, number>> }
    return result.rows[0]!
  }

  const api = () => financeApi(t)
  const call = async (session: AuthSession | undefined, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body: unknown, status: number) => {
    const response = await t.request(path, { method, body, headers: session?.headers ?? {} })
    const text = await response.text()
    expect(response.status, `${method} ${path} ${text}`).toBe(status)
    return text === '' ? undefined : (JSON.parse(text) as Record<string, unknown> & Array<Record<string, unknown>>)
  }

  it.each(INJECTIONS)('books: titulo and Escritor %j (create, read, update)', async (payload) => {
    const book = await call(owner, 'POST', '/v1/api/livro', { titulo: payload, Escritor: payload, preco: 1, dataLancamento: '2024-05-10' }, 201)
    expect([book!.titulo, book!.Escritor]).toEqual([payload, payload])
    const read = await call(owner, 'GET', `/v1/api/livro/${book!.code}`, undefined, 200)
    expect([read!.titulo, read!.Escritor]).toEqual([payload, payload])
    const updated = await call(owner, 'PUT', '/v1/api/livro', { code: book!.code, titulo: `${payload}!`, Escritor: payload, preco: 2, dataLancamento: '2024-05-10' }, 200)
    expect(updated!.titulo).toBe(`${payload}!`)
  })

  it.each(INJECTIONS)('categories: nomeCategoria %j (create, list, update)', async (payload) => {
    const category = await call(owner, 'POST', '/v1/api/categoria', { nomeCategoria: payload, tipoCategoria: 'Receita' }, 201)
    expect(category!.nomeCategoria).toBe(payload)
    const list = await call(owner, 'GET', '/v1/api/categoria', undefined, 200)
    expect(list!.find((row) => row.id === category!.id)?.nomeCategoria).toBe(payload)
    const updated = await call(owner, 'PATCH', '/v1/api/categoria', { id: category!.id, nomeCategoria: payload, tipoCategoria: 'Despesa' }, 200)
    expect(updated!.nomeCategoria).toBe(payload)
  })

  it.each(INJECTIONS)('bank cards: nomeUsuario and nomeBanco %j (create, read, search, update)', async (payload) => {
    const card = await call(owner, 'POST', '/v1/api/cartao', { nomeUsuario: payload, nomeBanco: payload }, 201)
    expect([card!.nomeUsuario, card!.nomeBanco]).toEqual([payload, payload])
    const read = await call(owner, 'GET', `/v1/api/cartao/${card!.id}`, undefined, 200)
    expect([read!.nomeUsuario, read!.nomeBanco]).toEqual([payload, payload])
    const found = await call(owner, 'GET', `/v1/api/cartao/usuario/${encodeURIComponent(payload)}`, undefined, 200)
    expect(found!.map((row) => row.nomeUsuario)).toContain(payload)
    for (const row of found!) expect((row.nomeUsuario as string).toLowerCase()).toContain(payload.toLowerCase())
    const updated = await call(owner, 'PATCH', '/v1/api/cartao', { id: card!.id, nomeUsuario: payload, nomeBanco: `${payload}`.slice(0, 39) + '!' }, 200)
    expect(updated!.nomeUsuario).toBe(payload)
  })

  it.each(INJECTIONS)('account holders: nomePessoa %j (create, read, search, update)', async (payload) => {
    const holder = await call(owner, 'POST', '/v1/api/pessoaconta', { nomePessoa: payload }, 201)
    expect(holder!.nomePessoa).toBe(payload)
    const read = await call(owner, 'GET', `/v1/api/pessoaconta/${holder!.id}`, undefined, 200)
    expect(read!.nomePessoa).toBe(payload)
    const found = await call(owner, 'GET', `/v1/api/pessoaconta/nome/${encodeURIComponent(payload)}`, undefined, 200)
    expect(found!.map((row) => row.id)).toContain(holder!.id)
    for (const row of found!) expect((row.nomePessoa as string).toLowerCase()).toContain(payload.toLowerCase())
    const updated = await call(owner, 'PATCH', '/v1/api/pessoaconta', { id: holder!.id, nomePessoa: `${payload}!` }, 200)
    expect(updated!.nomePessoa).toBe(`${payload}!`)
  })

  it('a search for % or _ finds those characters literally, not every row', async () => {
    const someone = await t.asUser()
    for (const name of ['Ana Souza', '100% Maria', 'Bia_Lima']) await call(someone, 'POST', '/v1/api/pessoaconta', { nomePessoa: name }, 201)
    expect((await call(someone, 'GET', '/v1/api/pessoaconta/nome/%25', undefined, 200))!.map((row) => row.nomePessoa)).toEqual(['100% Maria'])
    expect((await call(someone, 'GET', '/v1/api/pessoaconta/nome/_', undefined, 200))!.map((row) => row.nomePessoa)).toEqual(['Bia_Lima'])
  })

  it.each(INJECTIONS)('entries: descricao %j (create, period list, update)', async (payload) => {
    const body = { dataLancamento: '2026-11-10T10:00:00-03:00', descricao: payload, valor: 5, tipoLancamento: 'Despesa', categoriaId: world.despesa.id, situacao: 'A Pagar' }
    const entry = await call(owner, 'POST', '/v1/api/lancamento', body, 201)
    expect(entry!.descricao).toBe(payload)
    const list = await api().period(owner, '?dataInicio=2026-11-01&dataFim=2026-11-30')
    expect(list.find((row) => row.id === entry!.id)?.descricao).toBe(payload)
    const updated = await call(owner, 'PATCH', '/v1/api/lancamento', { id: entry!.id, ...body, descricao: `${payload}!` }, 200)
    expect(updated!.descricao).toBe(`${payload}!`)
  })

  it.each(INJECTIONS)('installment plans: descricao %j (create, list, its entries, update)', async (payload) => {
    const body = { descricao: payload, valorTotal: 30, numeroParcelas: 3, dataPrimeiraParcela: '2026-11-20', pessoaContaId: world.holder.id }
    const plan = await call(owner, 'POST', '/v1/api/parcelamento', body, 201)
    expect(plan!.descricao).toBe(payload)
    expect((await api().plans(owner)).find((row) => row.id === plan!.id)?.descricao).toBe(payload)
    const entries = await api().period(owner, '?dataInicio=2026-11-01&dataFim=2027-01-31')
    expect(entries.filter((row) => row.descricao.startsWith(`${payload} (`)).map((row) => row.descricao)).toEqual([`${payload} (1/3)`, `${payload} (2/3)`, `${payload} (3/3)`])
    const updated = await call(owner, 'PUT', '/v1/api/parcelamento', { id: plan!.id, ...body, descricao: `${payload}!` }, 200)
    expect(updated!.descricao).toBe(`${payload}!`)
  })

  it.each(INJECTIONS)('contact messages: nome and mensagem %j (sent anonymously, read by an admin)', async (payload) => {
    const sent = await call(undefined, 'POST', '/v1/api/contato', { nome: payload, email: 'visitante@example.com', mensagem: payload }, 201)
    const read = await call(admin, 'GET', `/v1/api/contato/${sent!.id}`, undefined, 200)
    expect([read!.nome, read!.mensagem]).toEqual([payload, payload])
  })

  it('contact e-mail: an address full of quotes is stored verbatim', async () => {
    const email = "o'brien'--@example.com"
    const sent = await call(undefined, 'POST', '/v1/api/contato', { nome: 'A', email, mensagem: 'B' }, 201)
    expect((await call(admin, 'GET', `/v1/api/contato/${sent!.id}`, undefined, 200))!.email).toBe(email)
  })

  it.each(INJECTIONS)('sign-up and sign-in: password %j works verbatim; as a username or full name it is refused (400), never run', async (payload) => {
    const username = `inj_${Math.random().toString(36).slice(2, 10)}`
    const password = `${payload}${payload}`.slice(0, 40).padEnd(8, 'x')
    await call(undefined, 'POST', '/api/auth/v1', { nomeUsuario: username, senha: password, nomeCompleto: 'Maria Silva' }, 201)
    await call(undefined, 'POST', '/api/auth/v1/signin', { nomeUsuario: username, senha: password }, 200)
    await call(undefined, 'POST', '/api/auth/v1/signin', { nomeUsuario: username, senha: TEST_PASSWORD }, 401)
    await call(undefined, 'POST', '/api/auth/v1', { nomeUsuario: payload, senha: TEST_PASSWORD, nomeCompleto: 'Maria Silva' }, 400)
    await call(undefined, 'POST', '/api/auth/v1', { nomeUsuario: `${username}x`, senha: TEST_PASSWORD, nomeCompleto: payload }, 400)
    await call(undefined, 'POST', '/api/auth/v1/signin', { nomeUsuario: payload, senha: payload.padEnd(8, 'x') }, 401)
    await call(undefined, 'POST', '/api/auth/v1/refresh', { refreshToken: payload }, 401)
    await call(undefined, 'POST', '/api/auth/v1/signout', { refreshToken: payload }, 204)
  })

  it('after all of the above every table is there and answers, searches for the payloads change nothing, nothing was logged as an error', async () => {
    const before = await tableCounts()
    for (const payload of INJECTIONS) await call(owner, 'GET', `/v1/api/pessoaconta/nome/${encodeURIComponent(payload)}`, undefined, 200)
    expect(await tableCounts()).toEqual(before)
    expect(before.users).toBeGreaterThan(3)
    expect(before.books).toBeGreaterThan(INJECTIONS.length)
    expect((await t.request('/api/health')).status).toBe(200)
    expect(t.logs.filter((line) => line.level === 'error')).toEqual([])
  })
})
