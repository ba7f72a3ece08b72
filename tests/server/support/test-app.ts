import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { freshPostgres } from './fresh-postgres'
import { afterAll, beforeAll, expect } from 'vitest'
import type { TokenPair } from '@contract/auth'
import { createApp, type AppOptions } from '@server/app'
import type { Clock } from '@server/app-env'
import { loadConfig } from '@server/config'
import { openDatabase, type DatabaseHandle } from '@server/db/client'
import { categories, users } from '@server/db/schema'
import type { AppConfig } from '@server/deps'
import type { LogFields, Logger } from '@server/logger'

// One API app over a fresh database per test file (test plumbing):
//
//   const t = sharedTestApp()     // opened before the file's tests, closed after them
//
// The database is in-memory PGlite, or, when DATABASE_URL is set, a new database created on that
// PostgreSQL server and dropped on close. Tests create the data they need (unique usernames).

export const TEST_PASSWORD = 'correct horse battery'

/** A clock tests move by hand; starts at the real time. */
export interface TestClock extends Clock {
  advance(ms: number): void
}

export interface LogLine {
  level: 'debug' | 'info' | 'warn' | 'error'
  message: string
  fields?: LogFields
}

export interface RequestOptions {
  method?: string
  /** Sent as JSON unless it is a string (then sent as is). */
  body?: unknown
  headers?: Record<string, string>
  /** Shortcut for Accept-Language. */
  language?: string
}

export interface AuthSession {
  username: string
  tokens: TokenPair
  /** `{ authorization: 'Bearer …' }` */
  headers: Record<string, string>
}

export interface TestAppOverrides extends Partial<Omit<AppOptions, 'config' | 'db' | 'dbKind' | 'clock'>> {
  config?: Partial<AppConfig>
  clock?: TestClock
  /** Another test app's database (a second API process over it); left open by this app's close(). */
  database?: DatabaseHandle
}

export interface TestApp {
  app: ReturnType<typeof createApp>
  db: DatabaseHandle['db']
  dbKind: DatabaseHandle['kind']
  /** The database, to open a second app over it (`createTestApp({ database })`). */
  database: DatabaseHandle
  config: AppConfig
  clock: TestClock
  /** Everything the app logged (tests fail on console.warn/error, so the app logs here). */
  logs: LogLine[]
  /** `app.request` with JSON body and header shortcuts. */
  request(path: string, options?: RequestOptions): Promise<Response>
  /** POST /api/auth/v1 with a JSON body (captcha is off unless the test turned it on). */
  signUp(username: string, options?: { password?: string; fullName?: string; language?: string }): Promise<Response>
  /** Signs in and returns the token pair; fails the test unless the answer is 200. */
  login(username: string, password?: string): Promise<TokenPair>
  /**
   * A new user (role User), signed in. Their sign-up made the default categories; the suites of other features
   * start from a blank registry, so they are deleted unless `defaultCategories` (tests/server/default-categories.test.ts).
   */
  asUser(username?: string, options?: { defaultCategories?: boolean; language?: string }): Promise<AuthSession>
  /** A new user promoted to Admin directly in the database, signed in (default categories deleted, as for asUser). */
  asAdmin(username?: string): Promise<AuthSession>
  close(): Promise<void>
}

let usernameCounter = 0
/** A username unique across tests and runs (valid per docs/product-rules.md#accounts-and-roles). */
export function uniqueUsername(prefix = 'user'): string {
  usernameCounter += 1
  return `${prefix}_${usernameCounter}_${randomUUID().slice(0, 8)}`
}

export function createTestClock(start = Date.now()): TestClock {
  let now = start
  return { now: () => now, advance: (ms) => void (now += ms) }
}

function collectingLogger(lines: LogLine[]): Logger {
  const log = (level: LogLine['level']) => (message: string, fields?: LogFields) => void lines.push({ level, message, fields })
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}

/** In-memory PGlite, or a throwaway database on the DATABASE_URL server. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return openDatabase({ memory: true })

  const database = await freshPostgres(serverUrl, 'test')
  const handle = await openDatabase({ dataDir: '', databaseUrl: database.url })
  return {
    ...handle,
    async close() {
      await handle.close()
      await database.drop()
    },
  }
}

export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const { database: shared, ...appOverrides } = overrides
  const database = shared ?? (await openTestDatabase())
  const config: AppConfig = {
    ...loadConfig({ CAPTCHA: 'off', LOG_LEVEL: 'silent' }),
    jwtSecret: `test-secret-${randomUUID()}-${randomUUID()}`,
    ...overrides.config,
  }
  const clock = overrides.clock ?? createTestClock()
  const logs: LogLine[] = []
  const app = createApp({
    logger: collectingLogger(logs),
    // Rate limits by address apply only to requests that name one; the rest never share a bucket.
    clientIp: (c) => c.req.header('x-test-ip') ?? randomUUID(),
    ...appOverrides,
    db: database.db,
    dbKind: database.kind,
    listen: database.listen,
    config,
    clock,
  })

  const request = (path: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers }
    if (options.language) headers['accept-language'] = options.language
    let body: string | undefined
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
      headers['content-type'] ??= 'application/json'
    }
    return Promise.resolve(app.request(path, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body }))
  }

  const signUp: TestApp['signUp'] = (username, options = {}) =>
    request('/api/auth/v1', {
      body: { nomeUsuario: username, senha: options.password ?? TEST_PASSWORD, nomeCompleto: options.fullName ?? 'Test User' },
      language: options.language,
    })

  const login = async (username: string, password = TEST_PASSWORD) => {
    const response = await request('/api/auth/v1/signin', { body: { nomeUsuario: username, senha: password } })
    expect(response.status, `sign-in of ${username}`).toBe(200)
    return (await response.json()) as TokenPair
  }

  const session = async (username: string, role: 'User' | 'Admin', options: { defaultCategories?: boolean; language?: string } = {}): Promise<AuthSession> => {
    const created = await signUp(username, { language: options.language })
    expect(created.status, `sign-up of ${username}`).toBe(201)
    if (!options.defaultCategories) {
      const owner = sql`(select ${users.id} from ${users} where lower(${users.username}) = ${username.toLowerCase()})`
      await database.db.delete(categories).where(eq(categories.userId, owner))
    }
    if (role === 'Admin') {
      await database.db.update(users).set({ role }).where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    }
    const tokens = await login(username)
    return { username, tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } }
  }

  return {
    app,
    db: database.db,
    dbKind: database.kind,
    database,
    config,
    clock,
    logs,
    request,
    signUp,
    login,
    asUser: (username = uniqueUsername('user'), options) => session(username, 'User', options),
    asAdmin: (username = uniqueUsername('admin')) => session(username, 'Admin'),
    close: () => (shared ? Promise.resolve() : database.close()),
  }
}

/**
 * One test app for the file's tests: `const t = sharedTestApp(overrides)` at the top of the file opens it before the
 * tests (beforeAll) and closes it after them (afterAll). `t` stands for the opened app; using it before the file's
 * tests start throws.
 */
export function sharedTestApp(overrides: TestAppOverrides = {}): TestApp {
  let opened: TestApp | undefined
  beforeAll(async () => {
    opened = await createTestApp(overrides)
  })
  afterAll(() => opened?.close())
  return standIn(() => {
    if (!opened) throw new Error('the test app opens before the tests (beforeAll)')
    return opened
  })
}

/** An admin and a user of `t`, signed in before the file's tests (after `t` opens). */
export function sharedAdminAndUser(t: TestApp): { admin: AuthSession; user: AuthSession } {
  let sessions: { admin: AuthSession; user: AuthSession } | undefined
  beforeAll(async () => {
    sessions = { admin: await t.asAdmin(), user: await t.asUser() }
  })
  const signedIn = () => {
    if (!sessions) throw new Error('the sessions sign in before the tests (beforeAll)')
    return sessions
  }
  return { admin: standIn(() => signedIn().admin), user: standIn(() => signedIn().user) }
}

/** An object that reads every property from what `target()` returns at the time (methods bound to it). */
export function standIn<T extends object>(target: () => T): T {
  return new Proxy({} as T, {
    get(_, key) {
      const object = target()
      const value: unknown = Reflect.get(object, key, object)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value
    },
  })
}
