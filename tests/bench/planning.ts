// Planning bench: one user with 100,000 entries (one every 50 minutes from about nine and a half years ago to a
// year ahead: the past ones settled on two accounts, the later ones pending, one in 10 on a card with statements)
// and 30 open-ended recurring series started over the last 2 years (created through the API, so their
// occurrences are the service's own: monthly, every 15 days, weekly, yearly). Then p50/p95 of sequential
// requests against the real server: a month's GET /v1/api/lancamento/periodo with nothing to generate, the same
// call for each later month past the generation horizon (each one moves the horizon a month: 30 series'
// occurrences made in the request), and the one-year projection (GET /v1/api/financas/projecao?ate=today+365).
// On PGlite always; on PostgreSQL too when DATABASE_URL is set (in a throwaway database on that server).
import { sql } from 'drizzle-orm'
import { dayKey } from '../../src/contract/calendar'
import { addCalendarDays, addCalendarMonths, type RecurrenceFrequency } from '../../src/contract/recurrence'
import { openDatabase, type DatabaseTarget } from '../../server/src/db/client'
import { createUser } from '../../server/src/services/users'
import { seededServerBench } from './finance'
import { benchSession } from './bench-session'
import { repeated, summary, timeRequests } from './latency'

export const PLANNING_ENTRIES = 100_000
export const PLANNING_SERIES = 30
const USERNAME = 'planning-bench'
const PASSWORD = 'planning-bench-password'
const SAMPLES = 200
const WARMUP = 20
/** Targets on PGlite (ms, p95): a month's period call, also when it moves the horizon; the one-year projection. */
export const TARGETS = { period: 30, projection: 60 }

/** The user, two categories, two accounts, a card (closes on the 3rd, due on the 10th) and the entries. */
export async function seedPlanning(target: DatabaseTarget) {
  const handle = await openDatabase(target)
  try {
    const user = await createUser(handle.db, { username: USERNAME, password: PASSWORD, fullName: 'Planning Bench' })
    const id = sql`${user.id}::int`
    await handle.db.execute(sql`insert into categories (user_id, nome_categoria, tipo_categoria) values (${id}, 'Casa', 'Despesa'), (${id}, 'Salário', 'Receita')`)
    await handle.db.execute(sql`
      insert into bank_accounts (user_id, nome, tipo, saldo_inicial, data_saldo_inicial)
      values (${id}, 'Conta', 'Corrente', 5000, now() - interval '10 years'), (${id}, 'Poupança', 'Poupanca', 20000, now() - interval '10 years')`)
    await handle.db.execute(sql`insert into bank_cards (user_id, nome_usuario, nome_banco, dia_fechamento, dia_vencimento, limite) values (${id}, 'Ana', 'Nubank', 3, 10, 20000)`)
    const first = (table: string, extra = '') => sql.raw(`(select min(id) from ${table} where user_id = ${user.id}${extra})`)
    // Entry i is at (now + 1 year) − (N − i) × 50 min. Before now: settled on an account; after: pending. One in
    // 10 is a card item in the statement its São Paulo day gives it (before the 3rd: that month's, else the next).
    await handle.db.execute(sql`
      with item as (
        select i, now() + interval '365 days' - (${PLANNING_ENTRIES}::int - i) * interval '50 minutes' as at, i % 4 = 0 as income, i % 10 = 5 as card
        from generate_series(0, ${PLANNING_ENTRIES - 1}::int) as i
      )
      insert into entries (user_id, data_lancamento, descricao, valor, tipo_lancamento, categoria_id, situacao, valor_pago, data_pagamento, conta_bancaria_id, cartao_id, fatura_mes)
      select ${id}, at, 'Lançamento ' || i, ((i % 30000) + 100) / 100.0,
             case when income then 'Receita' else 'Despesa' end,
             case when income then ${first('categories', " and tipo_categoria = 'Receita'")} else ${first('categories', " and tipo_categoria = 'Despesa'")} end,
             case when at < now() then (case when income then 'Recebido' else 'Pago' end) else (case when income then 'A Receber' else 'A Pagar' end) end,
             case when at < now() then ((i % 30000) + 100) / 100.0 end,
             case when at < now() then at end,
             case when card and not income then null else ${first('bank_accounts')} + i % 2 end,
             case when card and not income then ${first('bank_cards')} end,
             case when card and not income then to_char((at at time zone 'America/Sao_Paulo') + case when extract(day from at at time zone 'America/Sao_Paulo') >= 3 then interval '1 month' else interval '0' end, 'YYYY-MM') end
      from item`)
    for (const table of ['entries', 'bank_accounts', 'bank_account_totals', 'bank_cards', 'categories']) await handle.db.execute(sql.raw(`vacuum analyze ${table}`))
  } finally {
    await handle.close()
  }
}

/** The 30 series: 15 monthly (on days 1–31, the 29th–31st clamped), 5 every 15 days, 5 weekly, 5 yearly, started over the last 2 years (the earliest start a series may have). */
export function seriesBodies(today: string) {
  const frequencies: RecurrenceFrequency[] = [...Array<RecurrenceFrequency>(15).fill('Mensal'), ...Array<RecurrenceFrequency>(5).fill('Quinzenal'), ...Array<RecurrenceFrequency>(5).fill('Semanal'), ...Array<RecurrenceFrequency>(5).fill('Anual')]
  return frequencies.map((frequencia, index) => ({
    descricao: `Série ${index + 1}`,
    valor: 50 + index * 10,
    tipoLancamento: index % 6 === 0 ? 'Receita' : 'Despesa',
    frequencia,
    // Spread over the last 2 years (RECURRENCE_MAX_YEARS_BACK; until 2026-12 over 5), on varied days of the month.
    dataInicio: addCalendarDays(addCalendarMonths(today, -23 + Math.floor((index * 4) / 5)), (index * 7) % 28),
    ajusteFimDeSemana: (['Nenhum', 'Antecipar', 'Adiar'] as const)[index % 3],
  }))
}

async function measureCalls(base: string) {
  const { headers, call, get } = await benchSession(base, USERNAME, PASSWORD)
  const today = dayKey(new Date())
  const [account] = await get<{ id: number }[]>('/v1/api/contabancaria')
  const categories = await get<{ id: number; tipoCategoria: string }[]>('/v1/api/categoria')
  const categoryOf = (type: string) => categories.find((row) => row.tipoCategoria === type)!.id
  const monthOf = (day: string) => ({ start: `${day.slice(0, 7)}-01`, end: addCalendarDays(addCalendarMonths(`${day.slice(0, 7)}-01`, 1), -1) })
  const periodOf = (day: string) => `/v1/api/lancamento/periodo?dataInicio=${monthOf(day).start}&dataFim=${monthOf(day).end}`
  const current = periodOf(today)
  // The same call before any series exists: what the series add to it.
  const [withoutSeries] = await timeRequests(base, headers, [repeated([current], SAMPLES, WARMUP)])
  const rowsWithoutSeries = (await get<unknown[]>(current)).length
  const createStart = performance.now()
  for (const body of seriesBodies(today)) {
    await call('POST', '/v1/api/recorrencia', { ...body, categoriaId: categoryOf(body.tipoLancamento), contaBancariaId: account!.id })
  }
  const createMs = (performance.now() - createStart) / PLANNING_SERIES

  const rowsOfMonth = (await get<unknown[]>(current)).length
  const ate = addCalendarDays(today, 365)
  const projection = `/v1/api/financas/projecao?ate=${ate}`
  const days = (await get<{ dias: unknown[] }>(projection)).dias.length
  // Each month from the horizon (today + 12 months) on to 5 years ahead, one after the other: every call
  // moves the horizon a month and makes that month's occurrences of the 30 series.
  const later: string[] = []
  for (let month = addCalendarMonths(today, 13); month <= addCalendarMonths(today, 59); month = addCalendarMonths(month, 1)) later.push(periodOf(month))
  const [floor, period, projected, moving] = await timeRequests(base, headers, [
    repeated(['/v1/api/pessoaconta'], SAMPLES, WARMUP),
    repeated([current], SAMPLES, WARMUP),
    repeated([projection], SAMPLES, WARMUP),
    { samples: later.map((path) => [path]), warmup: 0 },
  ])
  let generatedRows = 0
  for (const path of later) generatedRows += (await get<unknown[]>(path)).length
  const rows: Record<string, ReturnType<typeof summary>> = {
    'GET pessoaconta (the floor of a signed-in call)': summary(floor!),
    [`GET periodo, this month before the series (${rowsWithoutSeries} rows)`]: summary(withoutSeries!),
    [`GET periodo, this month (${rowsOfMonth} rows, nothing to generate)`]: summary(period!),
    [`GET projecao?ate=today+365 (${days} days)`]: summary(projected!),
    [`GET periodo, each month past the horizon (makes its ~${Math.round(generatedRows / later.length)} occurrences)`]: summary(moving!),
  }
  return { rows, createMs }
}

/** Seeds, starts the server over the seeded database, measures, cleans up. */
const benchOn = (kind: 'pglite' | 'postgres', port: number) => seededServerBench(kind, port, { seed: seedPlanning, measure: measureCalls, env: { WRITE_LIMIT_PER_MINUTE: '1000000000' } })

/** Prints the planning table for PGlite, and PostgreSQL when DATABASE_URL is set. */
export async function planningBench(freePort: () => Promise<number>) {
  const kinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
  for (const kind of kinds) {
    const result = await benchOn(kind, await freePort())
    console.info(
      `\nPlanning, ${PLANNING_ENTRIES.toLocaleString('en-US')} entries and ${PLANNING_SERIES} open-ended series started over 2 years on ${kind} (sequential requests from a client process of its own; creating a series with its occurrences: ${result.createMs.toFixed(0)} ms each; targets on PGlite: periodo p95 ≤ ${TARGETS.period} ms, projecao p95 ≤ ${TARGETS.projection} ms)\n`,
    )
    console.table(result.rows)
  }
}
