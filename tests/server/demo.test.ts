import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tokenPairSchema, type TokenPair } from '@contract/auth'
import { bankAccountListSchema } from '@contract/bank-account'
import { captchaChallengeSchema } from '@contract/captcha'
import { categoryListSchema } from '@contract/category'
import { demoSessionSchema, type DemoSession } from '@contract/demo'
import { users } from '@server/db/schema'
import { createDemoService, DEMO_SWEEP_BATCH, startDemoSweeper } from '@server/services/demo'
import { translate } from '@server/i18n'
import type { AppConfig } from '@server/deps'
import { dayKey } from '@contract/calendar'
import { cardTruth } from './support/card-truth'
import { sharedTestApp, createTestApp, createTestClock, uniqueUsername, type AuthSession, type TestApp } from './support/test-app'

// The visitor's demo (docs/product-rules.md#the-visitors-demo): a demo account made in one call, signed in, full of a
// household's data; its limits (per address, live demos, DEMO=off); its conversion into an ordinary account; and the
// sweep that deletes an expired demo with every row it owns, never a converted one.

const HOUR = 3_600_000

const t = sharedTestApp({ clock: createTestClock(Date.parse('2026-12-04T15:00:00Z')) })

let ipCounter = 0
const freshIp = () => {
  ipCounter += 1
  return `198.51.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`
}

/** POST /v1/api/demo from `ip` (a new address unless given). */
const createDemo = (app: TestApp, options: { body?: unknown; ip?: string; language?: string } = {}) =>
  app.request('/v1/api/demo', { method: 'POST', body: options.body ?? {}, language: options.language, headers: { 'x-test-ip': options.ip ?? freshIp() } })

/** A new demo of `app` (a Brazilian visitor's unless `body` names another language), signed in. */
async function demoSession(app: TestApp = t, body: unknown = {}): Promise<AuthSession & { demo: DemoSession }> {
  const response = await createDemo(app, { body, language: 'pt-BR,pt;q=0.9' })
  const text = await response.text()
  expect(response.status, text).toBe(201)
  const demo = demoSessionSchema.parse(JSON.parse(text))
  const payload = JSON.parse(Buffer.from(demo.accessToken.split('.')[1]!, 'base64url').toString()) as { name: string }
  return { username: payload.name, tokens: demo, headers: { authorization: `Bearer ${demo.accessToken}` }, demo }
}

const get = (app: TestApp, session: AuthSession, path: string) => app.request(path, { headers: session.headers })
const userIdOf = async (app: TestApp, username: string) =>
  (await app.db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase())))[0]?.id

/** Row counts of every table (but the rate limits and used captchas, which are no one's data). */
async function tableCounts(app: TestApp): Promise<Record<string, number>> {
  const tables = (await app.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('rate_limits', 'captcha_used') order by 1`,
  )) as unknown as { rows: { name: string }[] }
  const counts: Record<string, number> = {}
  for (const { name } of tables.rows) {
    const result = (await app.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`)) as unknown as { rows: { n: number }[] }
    counts[name] = result.rows[0]!.n
  }
  return counts
}

/** The rows of `userId` in every table with a user_id column. */
async function rowsOwnedBy(app: TestApp, userId: number): Promise<Record<string, number>> {
  const tables = (await app.db.execute(
    sql`select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by 1`,
  )) as unknown as { rows: { name: string }[] }
  const counts: Record<string, number> = {}
  for (const { name } of tables.rows) {
    const result = (await app.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)} where user_id = ${userId}`)) as unknown as { rows: { n: number }[] }
    if (result.rows[0]!.n > 0) counts[name] = result.rows[0]!.n
  }
  return counts
}

const expectError = async (response: Response, status: number, code: string, language: 'pt' | 'en' = 'en') => {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  const body = JSON.parse(text) as { code: string; message: string }
  expect(body.code).toBe(code)
  expect(body.message).toBe(translate(code as never, language))
}

describe('POST /v1/api/demo', () => {
  it('creates a signed-in demo: a User named demo-xxxxxx whose tokens work, expiring in 24 h', async () => {
    const session = await demoSession()
    expect(session.username).toMatch(/^demo-[a-z0-9]{6}$/)
    expect(session.demo.role).toBe('User')
    expect(session.demo.nomeCompleto).toBe('Visitante')
    expect(session.demo.demo.expiraEm).toBe('2026-12-05T12:00:00.000-03:00')
    expect(Date.parse(session.demo.demo.expiraEm)).toBe(t.clock.now() + 24 * HOUR)
    // The tokens work like a sign-in's: the token check, a finance read, a refresh (which still says it is a demo).
    expect(await (await get(t, session, '/api/auth/v1/validate-token')).json()).toEqual({ valid: true })
    const accounts = bankAccountListSchema.parse(await (await get(t, session, '/v1/api/contabancaria')).json())
    expect(accounts).toHaveLength(3)
    const refreshed = await t.request('/api/auth/v1/refresh', { body: { refreshToken: session.demo.refreshToken } })
    expect(refreshed.status).toBe(200)
    expect(tokenPairSchema.parse(await refreshed.json()).demo).toEqual(session.demo.demo)
  })

  it('fills the account with the household: entries, statements, series, plans, budgets', async () => {
    const session = await demoSession()
    const id = (await userIdOf(t, session.username))!
    const rows = await rowsOwnedBy(t, id)
    expect(rows.entries).toBeGreaterThan(1_450)
    expect(rows).toMatchObject({ bank_accounts: 3, bank_cards: 2, installment_plans: 2, categories: 21, account_holders: 2, refresh_tokens: 1 })
    expect(rows.recurrences).toBeGreaterThanOrEqual(10)
    expect(rows.budgets).toBeGreaterThanOrEqual(5)
    expect(rows.card_statement_payments).toBeGreaterThanOrEqual(20)
  })

  it('obeys card truth as the demo finds it, and still a day later (its last hour)', async () => {
    const session = await demoSession()
    await cardTruth(t, dayKey(new Date(t.clock.now()))).expectConsistent(session)
    t.clock.advance(23 * HOUR)
    const renewed = tokenPairSchema.parse(await (await t.request('/api/auth/v1/refresh', { body: { refreshToken: session.demo.refreshToken } })).json())
    await cardTruth(t, dayKey(new Date(t.clock.now()))).expectConsistent({ ...session, headers: { authorization: `Bearer ${renewed.accessToken}` } })
    t.clock.advance(-23 * HOUR)
  })

  it('names the data in the visitor’s language: idioma, else Accept-Language', async () => {
    const categoriesOf = async (session: AuthSession) => categoryListSchema.parse(await (await get(t, session, '/v1/api/categoria')).json()).map((row) => row.nomeCategoria)
    expect(await categoriesOf(await demoSession(t, { idioma: 'en' }))).toContain('Groceries')
    expect(await categoriesOf(await demoSession(t, { Idioma: 'pt-BR' }))).toContain('Mercado')
    const english = await createDemo(t, { language: 'en-US,en;q=0.9' })
    expect(english.status).toBe(201)
    const session = demoSessionSchema.parse(await english.json())
    expect(session.nomeCompleto).toBe('Visitor')
    expect(await categoriesOf({ username: '', tokens: session, headers: { authorization: `Bearer ${session.accessToken}` } })).toContain('Groceries')
  })

  it('takes no body at all, and refuses a bad one as sign-up does', async () => {
    const empty = await t.app.request('/v1/api/demo', { method: 'POST', headers: { 'x-test-ip': freshIp() } })
    expect(empty.status).toBe(201)
    await expectError(await createDemo(t, { body: { idioma: 'fr' } }), 400, 'invalid_value')
    await expectError(await createDemo(t, { body: '{"idioma":' }), 400, 'malformed_body')
    const wrongType = await t.app.request('/v1/api/demo', { method: 'POST', body: 'idioma=en', headers: { 'content-type': 'text/plain', 'x-test-ip': freshIp() } })
    expect(wrongType.status).toBe(415)
  })

  it('is an ordinary User: no admin call, no password to sign in with', async () => {
    const session = await demoSession()
    await expectError(await get(t, session, '/v1/api/contato'), 403, 'forbidden')
    await expectError(await get(t, session, '/v1/api/pokemon/obtertodossemimagem'), 403, 'forbidden')
    for (const senha of ['!demo', 'correct horse battery']) {
      const response = await t.request('/api/auth/v1/signin', { body: { nomeUsuario: session.username, senha } })
      expect(response.status).toBe(401)
    }
  })

  it('allows 5 per client address per hour: the 6th is 429 with Retry-After and a translated message', async () => {
    const ip = freshIp()
    for (let n = 0; n < 5; n += 1) expect((await createDemo(t, { ip })).status).toBe(201)
    const refused = await createDemo(t, { ip, language: 'pt-BR' })
    expect(Number(refused.headers.get('retry-after'))).toBe(3600)
    await expectError(refused, 429, 'demo_rate_limited', 'pt')
    await expectError(await createDemo(t, { ip, language: 'en' }), 429, 'demo_rate_limited', 'en')
    expect((await createDemo(t)).status, 'another address').toBe(201)
    t.clock.advance(HOUR)
    expect((await createDemo(t, { ip })).status, 'an hour later').toBe(201)
  })
})

describe('the most live demos (DEMO_MAX_ACCOUNTS)', () => {
  let capped: TestApp
  beforeAll(async () => {
    capped = await createTestApp({ clock: createTestClock(Date.parse('2026-12-04T15:00:00Z')), config: { demo: { enabled: true, maxAccounts: 2, ttlHours: 24 } } })
  })
  afterAll(() => capped.close())

  it('answers 503 with Retry-After until the first expires; expired demos do not count', async () => {
    await demoSession(capped)
    capped.clock.advance(HOUR)
    await demoSession(capped)
    const before = await tableCounts(capped)
    const full = await createDemo(capped, { language: 'pt-BR' })
    expect(Number(full.headers.get('retry-after'))).toBe(23 * 3600)
    await expectError(full, 503, 'demo_capacity', 'pt')
    expect(await tableCounts(capped), 'a refused demo wrote nothing').toEqual(before)
    // Ordinary accounts do not count.
    expect((await capped.signUp(uniqueUsername())).status).toBe(201)
    capped.clock.advance(23 * HOUR)
    expect((await createDemo(capped)).status, 'the first expired (not yet swept)').toBe(201)
  })
})

describe('DEMO=off', () => {
  let off: TestApp
  beforeAll(async () => {
    off = await createTestApp({ config: { demo: { enabled: false, maxAccounts: 200, ttlHours: 24 } } })
  })
  afterAll(() => off.close())

  it('removes both calls (404) and their documentation', async () => {
    await expectError(await createDemo(off), 404, 'not_found')
    const user = await off.asUser()
    await expectError(await off.request('/v1/api/demo/converter', { body: { nomeUsuario: 'someone', senha: 'long enough', nomeCompleto: 'Some One' }, headers: user.headers }), 404, 'not_found')
    const document = (await (await off.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> }
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/v1/api/demo'))).toEqual([])
  })
})

describe('the captcha, as sign-up', () => {
  let guarded: TestApp
  beforeAll(async () => {
    guarded = await createTestApp({ config: { captcha: true } })
  })
  afterAll(() => guarded.close())

  it('is required, checked and single use', async () => {
    await expectError(await createDemo(guarded), 400, 'captcha_required')
    await expectError(await createDemo(guarded, { body: { captcha: 'bad' } }), 400, 'captcha_invalid')
    const challenge = captchaChallengeSchema.parse(await (await guarded.request('/api/captcha/challenge')).json()) as unknown as Challenge
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 })
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    expect((await createDemo(guarded, { body: { captcha } })).status).toBe(201)
    await expectError(await createDemo(guarded, { body: { captcha } }), 400, 'captcha_invalid')
  })
})

describe('POST /v1/api/demo/converter', () => {
  const convert = (session: AuthSession, body: unknown, language?: string) => t.request('/v1/api/demo/converter', { body, headers: session.headers, language })
  const signUpAnswer = async (body: Record<string, unknown>, language?: string) => {
    const response = await t.request('/api/auth/v1', { body, language })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it.each([
    [{ nomeUsuario: 'a', senha: 'long enough', nomeCompleto: 'Ana Souza' }],
    [{ nomeUsuario: 'ana.souza', senha: 'short', nomeCompleto: 'Ana Souza' }],
    [{ nomeUsuario: 'ana.souza', senha: 'long enough', nomeCompleto: 'Ana 2' }],
    [{ nomeUsuario: 'ana.souza', senha: 'long enough' }],
    [{}],
  ])('refuses %j with the sign-up’s answer', async (body) => {
    const session = await demoSession()
    for (const language of ['pt-BR', 'en']) {
      const response = await convert(session, body, language)
      expect({ status: response.status, body: await response.json() }).toEqual(await signUpAnswer(body, language))
    }
  })

  it('refuses a username another account has with the sign-up’s 409', async () => {
    const taken = uniqueUsername('taken')
    expect((await t.signUp(taken)).status).toBe(201)
    const session = await demoSession()
    const response = await convert(session, { nomeUsuario: taken.toUpperCase(), senha: 'long enough', nomeCompleto: 'Ana Souza' }, 'pt-BR')
    await expectError(response, 409, 'user_exists', 'pt')
  })

  it('turns the demo into an ordinary account that keeps its data, signs in with its password and is never swept', async () => {
    const session = await demoSession()
    const id = (await userIdOf(t, session.username))!
    const before = await rowsOwnedBy(t, id)
    const username = uniqueUsername('ana')
    const response = await convert(session, { NomeUsuario: username, senha: 'a new password', nomeCompleto: 'Ana Souza' })
    const text = await response.text()
    expect(response.status, text).toBe(200)
    const tokens: TokenPair = tokenPairSchema.parse(JSON.parse(text))
    expect(tokens.demo).toBeUndefined()
    expect(tokens.nomeCompleto).toBe('Ana Souza')
    // The new tokens and the old ones both work; refresh no longer says demo.
    expect((await t.request('/v1/api/contabancaria', { headers: { authorization: `Bearer ${tokens.accessToken}` } })).status).toBe(200)
    expect((await get(t, session, '/v1/api/contabancaria')).status).toBe(200)
    const refreshed = tokenPairSchema.parse(await (await t.request('/api/auth/v1/refresh', { body: { refreshToken: tokens.refreshToken } })).json())
    expect(refreshed.demo).toBeUndefined()
    expect((await t.login(username, 'a new password')).role).toBe('User')
    // Its rows are all there (one more refresh token, one more for the sign-in above, the rotated ones).
    const after = await rowsOwnedBy(t, id)
    expect({ ...after, refresh_tokens: 0 }).toEqual({ ...before, refresh_tokens: 0 })
    // A second conversion, or one by an ordinary account: 400 not_a_demo.
    await expectError(await convert(session, { nomeUsuario: uniqueUsername(), senha: 'long enough', nomeCompleto: 'Ana Souza' }, 'pt-BR'), 400, 'not_a_demo', 'pt')
    const ordinary = await t.asUser()
    await expectError(await convert(ordinary, { nomeUsuario: uniqueUsername(), senha: 'long enough', nomeCompleto: 'Ana Souza' }), 400, 'not_a_demo')
    // Long after its demo would have expired, it is still there.
    t.clock.advance(48 * HOUR)
    await createDemoService({ db: t.db, clock: t.clock, ttlHours: 24, maxAccounts: 200 }).sweep()
    expect((await rowsOwnedBy(t, id)).entries).toBe(before.entries)
    expect((await t.login(username, 'a new password')).role).toBe('User')
  })

  it('needs a signed-in caller', async () => {
    await expectError(await t.request('/v1/api/demo/converter', { body: { nomeUsuario: 'someone', senha: 'long enough', nomeCompleto: 'Some One' } }), 401, 'unauthorized')
  })
})

describe('the sweep', () => {
  let swept: TestApp
  const config: Partial<AppConfig> = { demo: { enabled: true, maxAccounts: 200, ttlHours: 24 } }
  beforeAll(async () => {
    swept = await createTestApp({ clock: createTestClock(Date.parse('2026-12-04T15:00:00Z')), config })
  })
  afterAll(() => swept.close())
  const sweeper = () => createDemoService({ db: swept.db, clock: swept.clock, ttlHours: 24, maxAccounts: 200 })

  it('deletes expired demos with every row they own, a batch at a time, and nothing else', async () => {
    // What stays: an ordinary user with data of their own, and a converted demo.
    const user = await swept.asUser()
    expect((await swept.request('/v1/api/contabancaria', { headers: user.headers, body: { nome: 'Conta', tipo: 'Corrente', saldoInicial: 10, dataSaldoInicial: '2026-11-01' } })).status).toBe(201)
    const kept = await demoSession(swept)
    expect((await swept.request('/v1/api/demo/converter', { headers: kept.headers, body: { nomeUsuario: uniqueUsername('kept'), senha: 'long enough', nomeCompleto: 'Kept Demo' } })).status).toBe(200)
    const before = await tableCounts(swept)

    // Demos that expire, one of them having used the app (an entry, a bank import's preview) and refreshed its session.
    const demos = await Promise.all(Array.from({ length: DEMO_SWEEP_BATCH * 2 + 1 }, () => demoSession(swept)))
    const ids = await Promise.all(demos.map(async (demo) => (await userIdOf(swept, demo.username))!))
    const [first] = demos
    const accounts = bankAccountListSchema.parse(await (await get(swept, first!, '/v1/api/contabancaria')).json())
    const groceries = categoryListSchema.parse(await (await get(swept, first!, '/v1/api/categoria')).json()).find((row) => row.nomeCategoria === 'Mercado')!
    expect(
      (await swept.request('/v1/api/lancamento', { headers: first!.headers, body: { dataLancamento: '2026-12-04', descricao: 'Café', valor: 7.5, tipoLancamento: 'Despesa', categoriaId: groceries.id, situacao: 'Pago', contaBancariaId: accounts[0]!.id } })).status,
    ).toBe(201)
    const form = new FormData()
    form.append('arquivo', new File([new TextEncoder().encode('OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261105<TRNAMT>-12.34<FITID>X1<MEMO>PADARIA</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>')], 'extrato.ofx'))
    form.append('contaBancariaId', String(accounts[0]!.id))
    expect((await swept.app.request('/v1/api/importacao', { method: 'POST', body: form, headers: first!.headers })).status).toBe(201)
    expect((await swept.request('/api/auth/v1/refresh', { body: { refreshToken: first!.demo.refreshToken } })).status).toBe(200)

    expect(await sweeper().sweep(), 'nothing has expired yet').toBe(0)
    swept.clock.advance(24 * HOUR - 1)
    expect(await sweeper().sweep(), 'not a millisecond early').toBe(0)
    swept.clock.advance(1)
    expect(await sweeper().sweep()).toBe(demos.length)
    expect(await tableCounts(swept), 'every table as before the demos').toEqual(before)
    for (const id of ids) expect(await rowsOwnedBy(swept, id)).toEqual({})
    // Their tokens name no one any more.
    expect((await get(swept, first!, '/v1/api/contabancaria')).status).toBe(401)
    expect(await sweeper().sweep(), 'nothing left to do').toBe(0)
  })

  it('runs on the server’s timer, one sweep at a time, and logs what it deleted', async () => {
    let calls = 0
    let release: () => void = () => undefined
    const lines: string[] = []
    const logger = { debug: () => undefined, info: (message: string) => void lines.push(message), warn: (message: string) => void lines.push(message), error: () => undefined }
    const stop = startDemoSweeper(
      {
        sweep: () => {
          calls += 1
          return new Promise<number>((resolve) => {
            release = () => resolve(3)
          })
        },
      },
      { everyMs: 5, logger },
    )
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(calls, 'a sweep still running is not started again').toBe(1)
    release()
    await new Promise((resolve) => setTimeout(resolve, 60))
    stop()
    expect(calls).toBeGreaterThan(1)
    expect(lines[0]).toBe('Deleted 3 expired demo accounts with their data')
  })
})
