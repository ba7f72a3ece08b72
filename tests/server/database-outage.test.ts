import { createServer } from 'node:net'
import { inspect } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '@server/app'
import { loadConfig } from '@server/config'
import type { Database } from '@server/db/client'
import { loggableDatabaseError } from '@server/db/errors'
import * as schema from '@server/db/schema'
import type { LogFields } from '@server/logger'
import { hashRefreshToken } from '@server/services/tokens'
import { createTestApp, createTestClock, type TestApp } from './support/test-app'

// A database that does not answer: 503 with a translated message, and no query
// parameter (usernames, token hashes, user text) in the log, whatever the error looks like.

const SECRET_USERNAME = 'secret_username_4711'
const SECRET_REFRESH_TOKEN = 'secret-refresh-token-0815-abcdefghijklmnopqrstuvw'

/** A TCP port nothing listens on: PostgreSQL is stopped. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return typeof address === 'object' && address ? address.port : 1
}

interface LogLine {
  level: string
  message: string
  fields?: LogFields
}

/** An app over `db` that records what it logs. */
function appOver(db: Database, dbKind: 'pglite' | 'postgres') {
  const logs: LogLine[] = []
  const log = (level: string) => (message: string, fields?: LogFields) => void logs.push({ level, message, fields })
  const app = createApp({
    db,
    dbKind,
    config: { ...loadConfig({ CAPTCHA: 'off', LOG_LEVEL: 'silent' }), jwtSecret: 'outage-test-secret-that-is-long-enough' },
    logger: { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') },
    clock: createTestClock(),
    clientIp: () => '192.0.2.1',
  })
  const request = (path: string, body?: unknown, language = 'en') =>
    app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  // Everything a logger could print: messages, stacks and causes of any Error in the fields.
  const printedLogs = () => inspect(logs, { depth: null })
  return { request, logs, printedLogs }
}

async function expectUnavailable(response: Response, message = 'The service is temporarily unavailable. Please try again in a moment.') {
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('5')
  expect(await response.json()).toEqual({ message, code: 'database_unavailable' })
}

describe('PostgreSQL stopped (the connection is refused)', () => {
  let pool: pg.Pool
  let outage: ReturnType<typeof appOver>
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: `postgres://app:app@127.0.0.1:${await closedPort()}/app`, connectionTimeoutMillis: 2000 })
    outage = appOver(drizzleNodePg({ client: pool, schema }), 'postgres')
  })
  afterAll(() => pool.end())

  it('a sign-in is 503 with a translated message, and the username is not logged', async () => {
    await expectUnavailable(await outage.request('/api/auth/v1/signin', { nomeUsuario: SECRET_USERNAME, senha: 'whatever-password' }))
    await expectUnavailable(
      await outage.request('/api/auth/v1/signin', { nomeUsuario: SECRET_USERNAME, senha: 'whatever-password' }, 'pt-BR'),
      'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    )
    const printed = outage.printedLogs()
    expect(printed).not.toContain(SECRET_USERNAME)
    expect(printed).not.toContain('whatever-password')
    // What is logged still tells an operator what failed.
    expect(outage.logs[0]).toMatchObject({
      level: 'error',
      message: 'Database unavailable',
      fields: { requestId: expect.any(String), path: '/api/auth/v1/signin', code: 'ECONNREFUSED', query: expect.stringContaining('$1') },
    })
  })

  it('a sign-out is 503 and neither the refresh token nor its hash is logged', async () => {
    outage.logs.length = 0
    await expectUnavailable(await outage.request('/api/auth/v1/signout', { refreshToken: SECRET_REFRESH_TOKEN }))
    const printed = outage.printedLogs()
    expect(outage.logs).toHaveLength(1)
    expect(printed).not.toContain(SECRET_REFRESH_TOKEN)
    expect(printed).not.toContain(hashRefreshToken(SECRET_REFRESH_TOKEN))
  })

  it('the health check is 503', async () => {
    await expectUnavailable(await outage.request('/api/health'))
  })
})

describe('PGlite closed', () => {
  let outage: ReturnType<typeof appOver>
  beforeAll(async () => {
    const client = new PGlite()
    await client.waitReady
    outage = appOver(drizzlePglite({ client, schema }), 'pglite')
    await client.close()
  })

  it('answers 503 and logs no parameter', async () => {
    await expectUnavailable(await outage.request('/api/health'))
    await expectUnavailable(await outage.request('/api/auth/v1/signin', { nomeUsuario: SECRET_USERNAME, senha: 'whatever-password' }))
    expect(outage.printedLogs()).not.toContain(SECRET_USERNAME)
  })
})

describe('what is logged of a failed query (real database)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const failure = async (query: Parameters<Database['execute']>[0]) => {
    try {
      await t.db.execute(query)
    } catch (error) {
      return error
    }
    throw new Error('the query did not fail')
  }

  it('a data exception keeps its SQLSTATE and message but not the value it quotes', async () => {
    const fields = loggableDatabaseError(await failure(sql`select ${'secret-input-value'}::integer`))
    expect(fields).toMatchObject({ sqlState: '22P02', error: 'invalid input syntax for type integer: <redacted>', query: 'select $1::integer' })
    expect(inspect(fields)).not.toContain('secret-input-value')
  })

  it('other errors keep their message (it names no value)', async () => {
    const fields = loggableDatabaseError(await failure(sql`select * from no_such_table where id = ${'secret-input-value'}`))
    expect(fields).toMatchObject({ sqlState: '42P01', error: 'relation "no_such_table" does not exist' })
    expect(inspect(fields)).not.toContain('secret-input-value')
  })
})
