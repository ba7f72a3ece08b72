// `node --import tsx tests/bench/query-plans.ts [rows]`: the heavy queries over a large PGlite data dir
// (default 100,000 books and 100,000 entries for one user), timed and explained before and after
// ANALYZE, i.e. without and with planner statistics. Prints p50/p95 per query and the plans' top lines.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import { openDatabase } from '../../server/src/db/client'
import { createBookService } from '../../server/src/services/books'
import { createEntryService } from '../../server/src/services/entries'
import { createUser } from '../../server/src/services/users'

const ROWS = Number(process.argv[2] ?? 100_000)
const RUNS = 60

const dataDir = mkdtempSync(join(tmpdir(), 'query-plans-'))
// Statistics are the point: the start-up ANALYZE must not have them in place yet, so rows are
// loaded after the database opened, and the periodic one is off.
const handle = await openDatabase({ dataDir }, { analyzeEveryMs: 0 })
const { db } = handle
try {
  const user = await createUser(db, { username: 'plans', password: 'correct horse battery', fullName: 'Ana Lima' })
  await db.execute(sql`insert into books (user_id, titulo, escritor, preco, data_lancamento)
    select ${user.id}, 'Livro ' || g, 'Autor ' || (g % 500), 10 + (g % 90), timestamptz '2000-01-01' + g * interval '1 hour'
    from generate_series(1, ${ROWS}) g`)
  await db.execute(sql`insert into entries (user_id, data_lancamento, descricao, valor, tipo_lancamento, situacao)
    select ${user.id}, timestamptz '2015-01-01' + g * interval '45 minutes', 'Lançamento ' || g, (g % 1000) + 0.5,
      case when g % 3 = 0 then 'Receita' else 'Despesa' end, case when g % 3 = 0 then 'A Receber' else 'A Pagar' end
    from generate_series(1, ${ROWS}) g`)

  const books = createBookService({ db })
  const clock = { now: () => Date.parse('2020-06-15T12:00:00Z') }
  const entriesService = createEntryService({ db, clock })
  const lastPage = Math.floor(ROWS / 50)
  const year = { dataInicio: new Date('2019-01-01T00:00:00Z'), dataFim: new Date('2019-12-31T23:59:59Z') }
  const queries: [string, () => Promise<unknown>, SQL][] = [
    [
      `book page 50×${lastPage} (deepest)`,
      () => books.page(user.id, 50, lastPage),
      sql`select * from books where user_id = ${user.id} order by code desc limit 50 offset ${(lastPage - 1) * 50}`,
    ],
    ['book page 4×1', () => books.page(user.id, 4, 1), sql`select * from books where user_id = ${user.id} order by code desc limit 4`],
    [
      'entries of a month',
      () => entriesService.period(user.id, { dataInicio: new Date('2019-03-01T03:00:00Z'), dataFim: new Date('2019-04-01T02:59:59Z') }),
      sql`select * from entries where user_id = ${user.id} and data_lancamento between '2019-03-01T03:00:00Z' and '2019-04-01T02:59:59Z' order by data_lancamento, id`,
    ],
    [
      'month summary of a year',
      () => entriesService.monthSummary(user.id, year),
      sql`select to_char(data_lancamento at time zone 'America/Sao_Paulo', 'YYYY-MM') m, sum(valor) from entries
          where user_id = ${user.id} and data_lancamento between '2019-01-01T00:00:00Z' and '2019-12-31T23:59:59Z' group by 1`,
    ],
  ]

  const measure = async (label: string) => {
    const table: Record<string, Record<string, string>> = {}
    for (const [name, run, explain] of queries) {
      const times: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now()
        await run()
        times.push(performance.now() - started)
      }
      times.sort((a, b) => a - b)
      const plan = (await db.execute(sql`explain (analyze, costs off, timing off) ${explain}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }
      const lines = plan.rows.map((row) => row['QUERY PLAN'].trim())
      table[name] = {
        'p50 ms': times[Math.floor(RUNS / 2)]!.toFixed(1),
        'p95 ms': times[Math.floor(RUNS * 0.95)]!.toFixed(1),
        plan: lines.filter((line) => !/^(Planning|Execution) Time/.test(line)).slice(0, 3).join(' | ').slice(0, 140),
        sort: lines.find((line) => line.startsWith('Sort Method')) ?? '',
      }
    }
    console.info(`\n${label}\n`)
    console.table(table)
  }

  await measure(`${ROWS} books and ${ROWS} entries, no statistics (pg_class.reltuples = -1)`)
  await db.execute(sql`analyze`)
  await measure('after ANALYZE')
} finally {
  await handle.close()
  rmSync(dataDir, { recursive: true, force: true })
}
