// Card statements bench: one user's card that closes on the 3rd and is due on the 10th, with one
// purchase a day for 10 years up to today (3,650 card items, each in the statement its day gives it), 11 old
// statements grown to 200 unpaid purchases each, and 50 plans of 12 installments on the card created through
// the API (their installments and entries are the service's own). Then p50/p95 of sequential requests against
// the real server: the statement list (default range), one statement (the last closed one: ~30 purchases and
// the installments of the plans bought in the year before), the card list (limiteUsado sums the card's
// unpaid items); and paying a statement of 200 unpaid items, one call per statement (10 statements; p50/max).
// A one-row call (the account holders) is measured first as the floor the others stand on at the time.
// On PGlite always; on PostgreSQL too when DATABASE_URL is set (in a throwaway database on that server).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { dayKey } from '../../src/contract/calendar'
import { addMonths, cardStatementCalendar } from '../../src/contract/card-statement'
import { openDatabase, type DatabaseTarget } from '../../server/src/db/client'
import { accountHolders, bankAccounts, bankCards, categories } from '../../server/src/db/schema'
import { createUser } from '../../server/src/services/users'
import { startBenchServer } from './finance'
import { benchSession } from './bench-session'
import { percentile, repeated, summary, timeRequests } from './latency'

export const STATEMENT_YEARS = 10
export const STATEMENT_PLANS = 50
/** Unpaid purchases of each statement the pay call settles. */
export const PAY_ITEMS = 200
/** Statements of PAY_ITEMS paid one after the other (after one more as warmup). */
const PAY_RUNS = 10
const USERNAME = 'statements-bench'
const PASSWORD = 'statements-bench-password'
const SAMPLES = 200
const WARMUP = 20
/** Targets on PGlite (ms): list and one statement p95, paying a statement of 200 items. */
export const TARGETS = { list: 25, statement: 25, pay: 200 }

const calendar = cardStatementCalendar(3, 10)
const DAY_MS = 24 * 60 * 60 * 1000

/** The months of the seed, from today's São Paulo day. */
function months(now = new Date()) {
  const open = calendar.statementOfPurchase(dayKey(now))
  // Old statements (5 years back) whose every purchase is left unpaid and grown to PAY_ITEMS.
  const pay = Array.from({ length: PAY_RUNS + 1 }, (_, index) => addMonths(open, -60 - index))
  return { open, lastClosed: addMonths(open, -1), pay }
}

/**
 * The user, a category, a bank account, an account holder, the card (limit R$ 50,000) and its purchases:
 * one a day at noon in São Paulo for STATEMENT_YEARS years up to today, and the pay statements' extra
 * purchases the day before they close. The purchases of statements already due are paid (at their due date;
 * no statement payment rows, which no measured call reads), but for the pay statements'.
 */
export async function seedStatements(target: DatabaseTarget) {
  const handle = await openDatabase(target)
  try {
    const user = await createUser(handle.db, { username: USERNAME, password: PASSWORD, fullName: 'Statements Bench' })
    const [category] = await handle.db.insert(categories).values({ userId: user.id, nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' }).returning()
    await handle.db.insert(bankAccounts).values({ userId: user.id, nome: 'Conta', tipo: 'Corrente', saldoInicial: '100000', dataSaldoInicial: new Date(Date.now() - STATEMENT_YEARS * 366 * DAY_MS) })
    await handle.db.insert(accountHolders).values({ userId: user.id, nomePessoa: 'Ana' })
    const [card] = await handle.db
      .insert(bankCards)
      .values({ userId: user.id, nomeUsuario: 'Ana', nomeBanco: 'Nubank', apelido: 'Roxinho', final: '1234', diaFechamento: 3, diaVencimento: 10, limite: '50000.00' })
      .returning()
    const { pay } = months()
    const payMonths = new Set(pay)
    const today = dayKey(new Date())
    const rows: { at: Date; mes: string }[] = []
    const now = new Date()
    for (let back = 0; back < STATEMENT_YEARS * 365; back++) {
      const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back, 15))
      rows.push({ at, mes: calendar.statementOfPurchase(dayKey(at)) })
    }
    for (const mes of pay) {
      const closing = calendar.statementDates(mes).dataFechamento
      const dayBefore = new Date(Date.parse(`${closing}T15:00:00Z`) - DAY_MS)
      const count = rows.filter((row) => row.mes === mes).length
      for (let index = count; index < PAY_ITEMS; index++) rows.push({ at: new Date(dayBefore.getTime() + index * 1000), mes })
      if (calendar.statementOfPurchase(dayKey(dayBefore)) !== mes) throw new Error(`seed: ${dayKey(dayBefore)} is not in ${mes}`)
    }
    const paid = rows.map((row) => !payMonths.has(row.mes) && calendar.statementDates(row.mes).dataVencimento < today)
    const due = rows.map((row) => `${calendar.statementDates(row.mes).dataVencimento}T13:00:00Z`)
    await handle.db.execute(sql`
      insert into entries (user_id, data_lancamento, descricao, valor, tipo_lancamento, categoria_id, situacao, valor_pago, data_pagamento, cartao_id, fatura_mes)
      select ${user.id}::int, item.at, 'Compra ' || item.n, ((item.n % 20000) + 100) / 100.0, 'Despesa', ${category!.id}::int,
             case when item.paid then 'Pago' else 'A Pagar' end,
             case when item.paid then ((item.n % 20000) + 100) / 100.0 end,
             case when item.paid then item.due end,
             ${card!.id}::int, item.mes
      from unnest(${`{${rows.map((row) => row.at.toISOString()).join(',')}}`}::timestamptz[], ${`{${rows.map((row) => row.mes).join(',')}}`}::text[],
                  ${`{${paid.join(',')}}`}::boolean[], ${`{${due.join(',')}}`}::timestamptz[]) with ordinality as item(at, mes, paid, due, n)`)
    for (const table of ['entries', 'bank_cards', 'bank_accounts', 'installment_plans', 'monthly_installments']) await handle.db.execute(sql.raw(`vacuum analyze ${table}`))
    return rows.length
  } finally {
    await handle.close()
  }
}

/** The real server on `port` (finance.ts's), with the write limit lifted: 50 plans and 11 payments in well under a minute. */
const startServer = (env: Record<string, string>, port: number) => startBenchServer({ WRITE_LIMIT_PER_MINUTE: '1000000000', ...env }, port)

async function measureCalls(base: string) {
  const { headers, call, get } = await benchSession(base, USERNAME, PASSWORD)
  const [card] = await get<{ id: number }[]>('/v1/api/cartao')
  const [account] = await get<{ id: number }[]>('/v1/api/contabancaria')
  const [holder] = await get<{ id: number }[]>('/v1/api/pessoaconta')
  // 50 plans of 12 installments bought one a week over the last 50 weeks, each on the card.
  for (let index = 0; index < STATEMENT_PLANS; index++) {
    const bought = new Date(Date.now() - index * 7 * DAY_MS)
    await call('POST', '/v1/api/parcelamento', {
      descricao: `Plano ${index + 1}`,
      valorTotal: 1200 + index,
      numeroParcelas: 12,
      dataPrimeiraParcela: dayKey(bought),
      pessoaContaId: holder!.id,
      cartaoId: card!.id,
    })
  }
  const { lastClosed, pay } = months()
  const list = `/v1/api/cartao/${card!.id}/faturas`
  const one = `${list}/${lastClosed}`
  const statements = (await get<unknown[]>(list)).length
  const items = (await get<{ itens: unknown[] }>(one)).itens.length
  const [floor, listed, opened, cards] = await timeRequests(base, headers, [
    repeated(['/v1/api/pessoaconta'], SAMPLES, WARMUP),
    repeated([list], SAMPLES, WARMUP),
    repeated([one], SAMPLES, WARMUP),
    repeated(['/v1/api/cartao'], SAMPLES, WARMUP),
  ])
  const rows: Record<string, { p50ms: number; p95ms?: number; maxms?: number; samples?: number }> = {
    // The floor of a signed-in call on this machine at this moment (token, one small query, JSON).
    'GET pessoaconta (1 row: the floor of a signed-in call)': summary(floor!),
    [`GET faturas (default range, ${statements} statements)`]: summary(listed!),
    [`GET faturas/${lastClosed} (${items} items)`]: summary(opened!),
    'GET cartao (card list with limiteUsado)': summary(cards!),
  }
  const times: number[] = []
  for (const [index, mes] of pay.entries()) {
    const start = performance.now()
    const paid = await call<{ itens: unknown[]; situacao: string }>('POST', `${list}/${mes}/pagar`, { contaBancariaId: account!.id, dataPagamento: dayKey(new Date()) })
    const elapsed = performance.now() - start
    if (paid.itens.length !== PAY_ITEMS || paid.situacao !== 'Paga') throw new Error(`pay ${mes}: ${paid.itens.length} items, ${paid.situacao}`)
    if (index > 0) times.push(elapsed)
  }
  times.sort((a, b) => a - b)
  rows[`POST faturas/{mes}/pagar (${PAY_ITEMS} items, ${times.length} statements)`] = {
    p50ms: Number(percentile(times, 50).toFixed(2)),
    maxms: Number(times.at(-1)!.toFixed(2)),
  }
  return rows
}

/** Seeds, starts the server over the seeded database, measures, cleans up. */
async function benchOn(kind: 'pglite' | 'postgres', port: number) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-statements-bench-'))
    try {
      const seeded = await seedStatements({ dataDir })
      const { server, base } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, port)
      try {
        return { seeded, rows: await measureCalls(base) }
      } finally {
        server.kill('SIGTERM')
        await new Promise((resolve) => server.once('exit', resolve))
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  const serverUrl = process.env.DATABASE_URL!
  const name = `bench_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    const seeded = await seedStatements({ dataDir: '', databaseUrl: url.toString() })
    const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-statements-bench-'))
    const { server, base } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, port)
    try {
      return { seeded, rows: await measureCalls(base) }
    } finally {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
      rmSync(dataDir, { recursive: true, force: true })
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

/** Prints the statements table for PGlite, and PostgreSQL when DATABASE_URL is set. */
export async function statementsBench(freePort: () => Promise<number>) {
  const kinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
  for (const kind of kinds) {
    const result = await benchOn(kind, await freePort())
    console.info(
      `\nCard statements, ${result.seeded.toLocaleString('en-US')} purchases on one card (one a day for ${STATEMENT_YEARS} years, ${PAY_RUNS + 1} statements of ${PAY_ITEMS}) and ${STATEMENT_PLANS} plans of 12 on ${kind} (sequential requests from a client process of its own, ${SAMPLES} samples; targets on PGlite: faturas and faturas/{mes} p95 ≤ ${TARGETS.list} ms, pagar ≤ ${TARGETS.pay} ms)\n`,
    )
    console.table(result.rows)
  }
}
