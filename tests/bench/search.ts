// Search bench: one user with 100,000 entries over ten years (30 merchants' descriptions with a number, 20 categories,
// 5 accounts, 2 cards with statements) and a second user with 20,000 of the same kind, then p50/p95 of sequential
// GET /v1/api/lancamento/busca against the real server: a merchant (1 entry in 30), a word no description holds,
// two letters that are common and two that are in none (the trigram index cannot help those: the user's rows are
// read), a category, a card's nickname, two words, page 5, and all of them mixed.
// On PGlite always; on PostgreSQL too when DATABASE_URL is set (in a throwaway database on that server).
// `npm run bench -- search`.
import { sql } from 'drizzle-orm'
import { openDatabase, type DatabaseTarget } from '../../server/src/db/client'
import { createUser } from '../../server/src/services/users'
import { seededServerBench } from './finance'
import { benchSession } from './bench-session'
import { repeated, summary, timeRequests } from './latency'

export const SEARCH_ENTRIES = 100_000
const OTHER_ENTRIES = 20_000
const USERNAME = 'search-bench'
const PASSWORD = 'search-bench-password'
const SAMPLES = 200
const WARMUP = 20
/** The target on PGlite (ms, p95), each query and all of them mixed. */
export const TARGET_P95 = 50

const MERCHANTS = [
  'Drogasil', 'Supermercado Extra', 'Posto Shell', 'Padaria São João', 'Farmácia Pague Menos', 'Uber', 'iFood', 'Aluguel',
  'Conta de luz', 'Netflix', 'Mercado Livre', 'Restaurante Açaí', 'Cinema', 'Academia', 'Pet shop', 'Condomínio',
  'Internet Vivo', 'Spotify', 'Magazine Luiza', 'Americanas', 'Feira', 'Estacionamento', 'Pedágio', 'Livraria Cultura',
  'Salão de beleza', 'Escola', 'Plano de saúde', 'Seguro do carro', 'IPVA', 'Café',
]
const CATEGORIES = [
  'Moradia', 'Alimentação', 'Transporte', 'Saúde', 'Lazer', 'Educação', 'Compras', 'Assinaturas', 'Impostos', 'Pets',
  'Beleza', 'Viagem', 'Presentes', 'Casa', 'Serviços', 'Vestuário', 'Doações', 'Outros', 'Mercado', 'Restaurantes',
]

/** A user with categories, accounts, cards and `count` entries, one every 50 minutes back from now. */
async function seedUser(target: DatabaseTarget, username: string, count: number) {
  const handle = await openDatabase(target)
  try {
    const user = await createUser(handle.db, { username, password: PASSWORD, fullName: 'Search Bench' })
    const id = sql`${user.id}::int`
    const names = sql.raw(`array[${CATEGORIES.map((name) => `'${name}'`).join(', ')}]`)
    await handle.db.execute(sql`insert into categories (user_id, nome_categoria, tipo_categoria) select ${id}, n, 'Despesa' from unnest(${names}) as n`)
    await handle.db.execute(sql`
      insert into bank_accounts (user_id, nome, tipo, saldo_inicial, data_saldo_inicial)
      select ${id}, n, 'Corrente', 1000, now() - interval '11 years' from unnest(array['Itaú', 'Nubank Conta', 'Bradesco', 'Caixa', 'Inter']) as n`)
    await handle.db.execute(sql`
      insert into bank_cards (user_id, nome_usuario, nome_banco, apelido, final, dia_fechamento, dia_vencimento, limite)
      values (${id}, 'Ana', 'Nubank', 'Roxinho', '1234', 3, 10, 20000), (${id}, 'Ana', 'Itaú', null, '9876', 20, 28, 10000)`)
    const merchants = sql.raw(`array[${MERCHANTS.map((name) => `'${name}'`).join(', ')}]`)
    const first = (table: string) => sql.raw(`(select min(id) from ${table} where user_id = ${user.id})`)
    // Entry i: merchant i % 30 with its number, category i % 20, one in 10 on a card (its statement by the day), the
    // others on account i % 5; settled before now.
    await handle.db.execute(sql`
      with item as (select i, now() - i * interval '50 minutes' as at, i % 10 = 5 as card from generate_series(0, ${count - 1}::int) as i)
      insert into entries (user_id, data_lancamento, descricao, valor, tipo_lancamento, categoria_id, situacao, valor_pago, data_pagamento, conta_bancaria_id, cartao_id, fatura_mes)
      select ${id}, at, (${merchants})[1 + i % 30] || ' ' || i, ((i % 30000) + 100) / 100.0, 'Despesa', ${first('categories')} + i % 20, 'Pago', ((i % 30000) + 100) / 100.0, at,
             case when card then null else ${first('bank_accounts')} + i % 5 end,
             case when card then ${first('bank_cards')} + (i / 10) % 2 end,
             case when card then to_char((at at time zone 'America/Sao_Paulo') + interval '1 month', 'YYYY-MM') end
      from item`)
  } finally {
    await handle.close()
  }
}

export async function seedSearch(target: DatabaseTarget) {
  await seedUser(target, USERNAME, SEARCH_ENTRIES)
  await seedUser(target, `${USERNAME}-other`, OTHER_ENTRIES)
  const handle = await openDatabase(target)
  try {
    for (const table of ['entries', 'categories', 'bank_accounts', 'bank_cards']) await handle.db.execute(sql.raw(`vacuum analyze ${table}`))
  } finally {
    await handle.close()
  }
}

const QUERIES: [string, string][] = [
  ['a merchant ("drogasil", 1 in 30)', 'q=drogasil'],
  ['no description holds it ("xablau")', 'q=xablau'],
  ['two common letters ("ca")', 'q=ca'],
  ['two letters no name holds ("qz")', 'q=qz'],
  ['a category ("saúde")', `q=${encodeURIComponent('saúde')}`],
  ['a card nickname ("roxinho")', 'q=roxinho'],
  ['two words ("posto shell")', `q=${encodeURIComponent('posto shell')}`],
  ['page 5 ("mercado")', 'q=mercado&pagina=5'],
  ['a number ("4242")', 'q=4242'],
]

async function measureCalls(base: string) {
  const { headers } = await benchSession(base, USERNAME, PASSWORD)
  const paths = QUERIES.map(([, query]) => `/v1/api/lancamento/busca?${query}`)
  const found: number[] = []
  for (const path of paths) {
    const response = await fetch(`${base}${path}`, { headers })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    found.push(((await response.json()) as { lancamentos: unknown[] }).lancamentos.length)
  }
  const mixed = { samples: Array.from({ length: WARMUP + SAMPLES * 2 }, (_, index) => [paths[index % paths.length]!]), warmup: WARMUP }
  const times = await timeRequests(base, headers, [...paths.map((path) => repeated([path], SAMPLES, WARMUP)), mixed])
  const rows: Record<string, ReturnType<typeof summary> & { rows: number | string }> = {}
  QUERIES.forEach(([label], index) => (rows[label] = { ...summary(times[index]!), rows: found[index]! }))
  rows['all of them, mixed'] = { ...summary(times[QUERIES.length]!), rows: '-' }
  return rows
}

/** Seeds, starts the server over the seeded database, measures, cleans up. */
const benchOn = (kind: 'pglite' | 'postgres', port: number) => seededServerBench(kind, port, { seed: seedSearch, measure: measureCalls })

/** Prints the search table for PGlite, and PostgreSQL when DATABASE_URL is set. */
export async function searchBench(freePort: () => Promise<number>) {
  const kinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']
  for (const kind of kinds) {
    const rows = await benchOn(kind, await freePort())
    console.info(
      `\nSearch, ${SEARCH_ENTRIES.toLocaleString('en-US')} entries of one user (and ${OTHER_ENTRIES.toLocaleString('en-US')} of another) on ${kind}: GET /v1/api/lancamento/busca, sequential requests from a client process of its own, ${SAMPLES} samples each (target on PGlite: p95 ≤ ${TARGET_P95} ms)\n`,
    )
    console.table(rows)
  }
}
