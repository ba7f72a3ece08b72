// Finance bench: 100,000 entries for one user spread over 10 bank accounts, plus 5,000 transfers between
// them, then the latency of the calls the entries page makes — the period query of one month (≈ 800
// rows), resumo-mensal of 6 months and the page's first load (period + summary + categories) — and of the
// accounts page — the account list with balances and one account's statement of a month — as p50/p95 of
// sequential requests against the real server.
// On PGlite always; on PostgreSQL too when DATABASE_URL is set (in a throwaway database on that server).
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase, type DatabaseTarget } from '../../server/src/db/client'
import { categories } from '../../server/src/db/schema'
import { createUser } from '../../server/src/services/users'
import { repeated, summary, timeRequests } from './latency'
import { benchSession } from './bench-session'

export const FINANCE_ENTRIES = 100_000
export const FINANCE_ACCOUNTS = 10
export const FINANCE_TRANSFERS = 5_000
const USERNAME = 'finance-bench'
const PASSWORD = 'finance-bench-password'
const SAMPLES = 200
const WARMUP = 20
/** Targets on PGlite. */
export const TARGETS = { period: 15, summary: 25, accounts: 25, statement: 25 }

/** One user with a category of each type and FINANCE_ENTRIES entries, one every 3287 s from 2016 (≈ 800 a month). */
async function seed(target: DatabaseTarget) {
  const handle = await openDatabase(target)
  try {
    const user = await createUser(handle.db, { username: USERNAME, password: PASSWORD, fullName: 'Finance Bench' })
    const [despesa] = await handle.db.insert(categories).values({ userId: user.id, nomeCategoria: 'Casa', tipoCategoria: 'Despesa' }).returning()
    const [receita] = await handle.db.insert(categories).values({ userId: user.id, nomeCategoria: 'Salário', tipoCategoria: 'Receita' }).returning()
    await handle.db.execute(sql`
      insert into bank_accounts (user_id, nome, tipo, saldo_inicial, data_saldo_inicial)
      select ${user.id}::int, 'Conta ' || i, 'Corrente', 1000, timestamptz '2016-01-01 03:00:00+00'
      from generate_series(1, ${FINANCE_ACCOUNTS}::int) as i`)
    const firstAccount = sql`(select min(id) from bank_accounts where user_id = ${user.id}::int)`
    await handle.db.execute(sql`
      insert into entries (user_id, data_lancamento, descricao, valor, tipo_lancamento, categoria_id, situacao, conta_bancaria_id)
      select ${user.id}::int,
             timestamptz '2016-01-01 03:00:00+00' + i * interval '3287 seconds',
             'Lançamento ' || i,
             ((i % 50000) + 1) / 100.0,
             case when i % 4 = 0 then 'Receita' else 'Despesa' end,
             case when i % 4 = 0 then ${receita!.id}::int else ${despesa!.id}::int end,
             case i % 8 when 0 then 'Recebido' when 4 then 'A Receber' when 1 then 'Pago' else 'A Pagar' end,
             ${firstAccount} + i % ${FINANCE_ACCOUNTS}::int
      from generate_series(0, ${FINANCE_ENTRIES - 1}::int) as i`)
    // One transfer every 16 hours or so from 2016, between two different accounts.
    await handle.db.execute(sql`
      insert into transfers (user_id, conta_origem_id, conta_destino_id, valor, data, descricao)
      select ${user.id}::int, ${firstAccount} + i % ${FINANCE_ACCOUNTS}::int, ${firstAccount} + (i + 1 + i % 3) % ${FINANCE_ACCOUNTS}::int,
             ((i % 9000) + 1) / 100.0, timestamptz '2016-01-01 03:00:00+00' + (i * 2 / 3) * interval '1 day', 'Transferência ' || i
      from generate_series(0, ${FINANCE_TRANSFERS - 1}::int) as i`)
    // As the server's timer would after writes spread over years (server/src/db/statistics.ts): statistics,
    // and the totals table's row versions from the 100,000 inserts of one statement vacuumed.
    for (const table of ['entries', 'transfers', 'bank_accounts', 'bank_account_totals']) await handle.db.execute(sql.raw(`vacuum analyze ${table}`))
  } finally {
    await handle.close()
  }
}

/** The real server on `port` over a data folder or DATABASE_URL (`env`), up once its health answers. */
export async function startBenchServer(env: Record<string, string>, port: number) {
  const server = spawn('node', ['--import', 'tsx', 'server/src/index.ts'], {
    env: { ...process.env, PORT: String(port), CAPTCHA: 'off', ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-password-123', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { server, base }
    } catch {
      /* not yet */
    }
    if (Date.now() - started > 60_000) {
      server.kill('SIGTERM')
      throw new Error('server did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * `benchOn` on PGlite, then, when DATABASE_URL is set, on a new PostgreSQL database made for it and dropped after.
 */
export async function onEachBackend(benchOn: (label: 'PGlite' | 'PostgreSQL', env: Record<string, string>) => Promise<void>, afterPglite?: () => Promise<void>): Promise<void> {
  await benchOn('PGlite', { DATABASE_URL: '' })
  await afterPglite?.()
  if (!process.env.DATABASE_URL) return
  const name = `bench_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = `/${name}`
  try {
    await benchOn('PostgreSQL', { DATABASE_URL: url.toString() })
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

async function measureCalls(base: string) {
  const { headers, get: getJson } = await benchSession(base, USERNAME, PASSWORD)
  const get = (path: string) => getJson<unknown[]>(path)
  const month = '/v1/api/lancamento/periodo?dataInicio=2021-03-01&dataFim=2021-03-31'
  const sixMonths = '/v1/api/lancamento/resumo-mensal?dataInicio=2020-10-01&dataFim=2021-03-31'
  const rowsOfMonth = (await get(month)).length
  const accounts = (await get('/v1/api/contabancaria')) as { id: number }[]
  const statement = `/v1/api/contabancaria/${accounts[3]!.id}/extrato?dataInicio=2021-03-01&dataFim=2021-03-31`
  const movements = ((await fetch(`${base}${statement}`, { headers }).then((response) => response.json())) as { movimentos: unknown[] }).movimentos.length
  const firstLoad = [month, '/v1/api/lancamento/resumo-mensal?dataInicio=2021-03-01&dataFim=2021-03-31', '/v1/api/categoria']
  const [period, summed, loaded, listed, statementTimes] = await timeRequests(base, headers, [
    repeated([month], SAMPLES, WARMUP),
    repeated([sixMonths], SAMPLES, WARMUP),
    repeated(firstLoad, SAMPLES, WARMUP),
    repeated(['/v1/api/contabancaria'], SAMPLES, WARMUP),
    repeated([statement], SAMPLES, WARMUP),
  ])
  return {
    rowsOfMonth,
    rows: {
      [`GET periodo (1 month, ${rowsOfMonth} rows)`]: summary(period!),
      'GET resumo-mensal (6 months)': summary(summed!),
      'entries page first load (periodo + resumo-mensal + categoria, in parallel)': summary(loaded!),
      [`GET contabancaria (${accounts.length} accounts with balances)`]: summary(listed!),
      [`GET contabancaria/{id}/extrato (1 month, ${movements} movements)`]: summary(statementTimes!),
    },
  }
}

/** Seeds, starts the server over the seeded database, measures, cleans up. */
/**
 * Seeds a fresh store of `kind` (a data folder, or a database of its own on DATABASE_URL's server), starts the real
 * server over it on `port`, runs `measure` against it, then stops the server and removes the store.
 */
export async function seededServerBench<T>(
  kind: 'pglite' | 'postgres',
  port: number,
  { seed: seedStore, measure, env = {} }: { seed: (target: DatabaseTarget) => Promise<void>; measure: (base: string) => Promise<T>; env?: Record<string, string> },
): Promise<T> {
  const run = async (target: DatabaseTarget, serverEnv: Record<string, string>) => {
    await seedStore(target)
    const { server, base } = await startBenchServer({ ...env, ...serverEnv }, port)
    try {
      return await measure(base)
    } finally {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-bench-'))
  try {
    if (kind === 'pglite') return await run({ dataDir }, { DATA_DIR: dataDir, DATABASE_URL: '' })
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL! })
    await admin.connect()
    const name = `bench_${randomUUID().replaceAll('-', '')}`
    await admin.query(`create database ${name}`)
    const url = new URL(process.env.DATABASE_URL!)
    url.pathname = `/${name}`
    try {
      return await run({ dataDir: '', databaseUrl: url.toString() }, { DATA_DIR: dataDir, DATABASE_URL: url.toString() })
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const benchOn = (kind: 'pglite' | 'postgres', port: number) => seededServerBench(kind, port, { seed, measure: measureCalls })

/** Prints the finance table for PGlite, and PostgreSQL when DATABASE_URL is set. */
export async function financeBench(freePort: () => Promise<number>) {
  const kinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
  for (const kind of kinds) {
    const result = await benchOn(kind, await freePort())
    console.info(
      `\nFinance, ${FINANCE_ENTRIES.toLocaleString('en-US')} entries over ${FINANCE_ACCOUNTS} accounts and ${FINANCE_TRANSFERS.toLocaleString('en-US')} transfers for one user on ${kind} (sequential requests from a client process of its own, ${SAMPLES} samples; targets on PGlite: periodo p95 ≤ ${TARGETS.period} ms, resumo-mensal p95 ≤ ${TARGETS.summary} ms, contabancaria and extrato p95 ≤ ${TARGETS.accounts} ms)\n`,
    )
    console.table(result.rows)
  }
}
