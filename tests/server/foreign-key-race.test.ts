import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sharedTestApp, type AuthSession } from './support/test-app'

// A category, holder or card deleted while an entry or plan that names it is being
// written. The service checked the parent a moment before; the foreign key then refuses the insert
// (SQLSTATE 23503), which the outside probe saw answered 500 on PostgreSQL (10 of 45 entry creates).
// It must answer as the check would have: 400 on the field, nothing written.

const t = sharedTestApp()
let user: AuthSession
beforeAll(async () => {
  user = await t.asUser()
})

const entry = (categoriaId: number) => ({
  dataLancamento: '2026-11-10T10:00:00-03:00',
  descricao: 'Mercado',
  valor: 10,
  tipoLancamento: 'Despesa',
  categoriaId,
  situacao: 'A Pagar',
})

async function created(path: string, body: unknown): Promise<number> {
  const answer = await t.request(path, { method: 'POST', headers: user.headers, body })
  expect(answer.status, await answer.clone().text()).toBe(201)
  return ((await answer.json()) as { id: number }).id
}

const newCategory = (name: string) => created('/v1/api/categoria', { nomeCategoria: name, tipoCategoria: 'Despesa' })
const newHolder = (name: string) => created('/v1/api/pessoaconta', { nomePessoa: name })

/**
 * Makes the parent disappear between the service's check and the write, on either backend: a trigger
 * deletes the row the new entry (or plan) points at just before it is stored, as a concurrent delete
 * committing at that moment would.
 */
async function withParentVanishing<T>(table: 'entries' | 'installment_plans', column: string, parent: string, run: () => Promise<T>): Promise<T> {
  const name = sql.identifier(`vanish_${table}_${column}`)
  await t.db.execute(sql`create function ${name}() returns trigger language plpgsql as $$
    begin execute format('delete from %I where id = $1', ${sql.raw(`'${parent}'`)}) using new.${sql.raw(column)}; return new; end $$`)
  await t.db.execute(sql`create trigger ${name} before insert or update on ${sql.identifier(table)} for each row execute function ${name}()`)
  try {
    return await run()
  } finally {
    await t.db.execute(sql`drop trigger ${name} on ${sql.identifier(table)}`)
    await t.db.execute(sql`drop function ${name}()`)
  }
}

async function entryCount(): Promise<number> {
  const result = (await t.db.execute(sql`select count(*)::int as n from entries`)) as unknown as { rows: Array<{ n: number }> }
  return result.rows[0]!.n
}

describe('a parent deleted while a child is written (23503)', () => {
  it('entry create: 400 on categoriaId, translated, nothing stored', async () => {
    const categoriaId = await newCategory('Vai sumir')
    const before = await entryCount()
    const answer = await withParentVanishing('entries', 'categoria_id', 'categories', () =>
      t.request('/v1/api/lancamento', { method: 'POST', headers: user.headers, body: entry(categoriaId), language: 'pt-BR' }),
    )
    expect(answer.status).toBe(400)
    const body = (await answer.json()) as { code: string; message: string; errors: Record<string, string> }
    expect(body.code).toBe('unknown_category')
    expect(body.errors.categoriaId).toBe('Categoria não encontrada.')
    expect(await entryCount()).toBe(before)
  })

  it('entry update: 400 on categoriaId, the entry unchanged', async () => {
    const first = await newCategory('Fica')
    const second = await newCategory('Some na edição')
    const id = await created('/v1/api/lancamento', entry(first))
    const answer = await withParentVanishing('entries', 'categoria_id', 'categories', () =>
      t.request('/v1/api/lancamento', { method: 'PATCH', headers: user.headers, body: { id, ...entry(second), descricao: 'Mudou' } }),
    )
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { errors: Record<string, string> }).errors.categoriaId).toBe('Category not found.')
    const stored = (await t.db.execute(sql`select descricao from entries where id = ${id}`)) as unknown as { rows: Array<{ descricao: string }> }
    expect(stored.rows[0]!.descricao).toBe('Mercado')
  })

  it('plan create: 400 on pessoaContaId, no plan stored', async () => {
    const pessoaContaId = await newHolder('Pessoa que some')
    const answer = await withParentVanishing('installment_plans', 'pessoa_conta_id', 'account_holders', () =>
      t.request('/v1/api/parcelamento', {
        method: 'POST',
        headers: user.headers,
        body: { descricao: 'TV', valorTotal: 1200, numeroParcelas: 12, dataPrimeiraParcela: '2026-11-10', pessoaContaId },
      }),
    )
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { code: string }).code).toBe('unknown_account_holder')
    const plans = (await t.db.execute(sql`select count(*)::int as n from installment_plans where pessoa_conta_id = ${pessoaContaId}`)) as unknown as {
      rows: Array<{ n: number }>
    }
    expect(plans.rows[0]!.n).toBe(0)
  })

  it('concurrent deletes and creates: never a 5xx, and no entry without its category', async () => {
    const statuses: number[] = []
    for (let round = 0; round < 15; round++) {
      const categoriaId = await newCategory(`Corrida ${round}`)
      const answers = await Promise.all([
        t.request('/v1/api/lancamento', { method: 'POST', headers: user.headers, body: entry(categoriaId) }),
        t.request(`/v1/api/categoria/${categoriaId}`, { method: 'DELETE', headers: user.headers }),
        t.request('/v1/api/lancamento', { method: 'POST', headers: user.headers, body: entry(categoriaId) }),
      ])
      statuses.push(...answers.map((answer) => answer.status))
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([])
    const orphans = (await t.db.execute(
      sql`select count(*)::int as n from entries e where e.categoria_id is not null and not exists (select 1 from categories c where c.id = e.categoria_id)`,
    )) as unknown as { rows: Array<{ n: number }> }
    expect(orphans.rows[0]!.n).toBe(0)
  })
})

// Two real transactions (PostgreSQL runs them at once; PGlite has one connection, so there the
// trigger above stands in for them): the delete commits while the insert waits on the parent's row.
describe.runIf(process.env.DATABASE_URL)('the race with two transactions (PostgreSQL)', () => {
  it('an insert waiting on a category that another transaction deletes answers 400', async () => {
    const categoriaId = await newCategory('Duas transações')
    let answer: Promise<Response> | undefined
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`delete from categories where id = ${categoriaId}`)
      answer = t.request('/v1/api/lancamento', { method: 'POST', headers: user.headers, body: entry(categoriaId) })
      // Commit only once the insert waits on the deleted row's lock.
      for (let waited = 0; waited < 200; waited++) {
        const waiting = (await t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: Array<{ n: number }> }
        if (waiting.rows[0]!.n > 0) return
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new Error('the insert never waited on the deleted category')
    })
    const settled = await answer!
    expect(settled.status).toBe(400)
    expect(((await settled.json()) as { code: string }).code).toBe('unknown_category')
  })
})
