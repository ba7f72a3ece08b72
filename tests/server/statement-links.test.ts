import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@server/db/client'
import { linkStatementSettlements } from '@server/services/statement-settlement'
import { openTestDatabase } from './support/test-app'
import type { DatabaseHandle } from '@server/db/client'

// After a data import, settled card items are linked to what settled them (the rule migration 0013 used): an item of a
// carried statement to its carry item, an item settled at the moment of a settling payment of its statement to that
// payment. linkStatementSettlements does it one carry and one payment at a time; it must link exactly as the one
// set-based statement of that rule (below) does, on any card's rows.

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openTestDatabase()
})
afterAll(() => handle.close())

const rowsOf = async <T>(db: Pick<Database, 'execute'>, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows

/** The rule as one statement per kind of link (what the import ran before), for the reference account. */
async function referenceLinks(db: Database, userId: number) {
  await db.execute(sql`update entries e set saldo_fatura_id = c.id from entries c
    where c.user_id = ${userId} and c.fatura_origem is not null and e.user_id = ${userId} and e.cartao_id = c.cartao_id
      and e.fatura_mes = c.fatura_origem and e.situacao in ('Pago', 'Recebido') and e.id <> c.id
      and e.pagamento_fatura_id is null and e.saldo_fatura_id is null`)
  await db.execute(sql`update entries e set pagamento_fatura_id = p.id from card_statement_payments p
    where p.user_id = ${userId} and not p.aberto and e.user_id = ${userId} and e.cartao_id = p.cartao_id and e.fatura_mes = p.mes
      and e.situacao in ('Pago', 'Recebido') and e.data_pagamento = p.data
      and e.pagamento_fatura_id is null and e.saldo_fatura_id is null`)
}

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04']
const MOMENTS = ['2026-02-05T13:00:00.123456Z', '2026-03-05T13:00:00Z', '2026-04-05T09:30:00.5Z']

interface Item {
  mes: number
  paid: boolean
  moment: number
}
interface Scenario {
  items: Item[]
  /** Months whose statement was carried (one carry item each, into the next month). */
  carried: number[]
  payments: Array<{ mes: number; moment: number; aberto: boolean }>
}

const scenario: fc.Arbitrary<Scenario> = fc.record({
  items: fc.array(fc.record({ mes: fc.nat(3), paid: fc.boolean(), moment: fc.nat(2) }), { maxLength: 40 }),
  carried: fc.uniqueArray(fc.nat(2), { maxLength: 3 }),
  payments: fc.uniqueArray(fc.record({ mes: fc.nat(3), moment: fc.nat(2), aberto: fc.boolean() }), { selector: (p) => `${p.mes} ${p.moment}`, maxLength: 6 }),
})

let users = 0
/** A user with a card and an account holding `s`'s rows, in order; the entries' ids in that order. */
async function account(db: Database, s: Scenario): Promise<{ userId: number; entryIds: number[]; paymentIds: number[] }> {
  users++
  const [{ id: userId }] = (await rowsOf<{ id: number }>(db, sql`insert into users (username, password_hash, full_name) values (${`links_${users}_${Date.now()}`}, 'x', 'Links') returning id`)) as [{ id: number }]
  const [{ id: cardId }] = (await rowsOf<{ id: number }>(
    db,
    sql`insert into bank_cards (user_id, nome_usuario, nome_banco, dia_fechamento, dia_vencimento) values (${userId}, 'Maria', 'Nubank', 28, 5) returning id`,
  )) as [{ id: number }]
  const [{ id: accountId }] = (await rowsOf<{ id: number }>(
    db,
    sql`insert into bank_accounts (user_id, nome, tipo, saldo_inicial, data_saldo_inicial) values (${userId}, 'Conta', 'Corrente', 0, now()) returning id`,
  )) as [{ id: number }]
  const entryIds: number[] = []
  const entry = async (fields: { mes: string; paid: boolean; moment: string | null; origem: string | null }) => {
    const [{ id }] = (await rowsOf<{ id: number }>(
      db,
      sql`insert into entries (user_id, data_lancamento, descricao, valor, tipo_lancamento, situacao, cartao_id, fatura_mes, fatura_origem, valor_pago, data_pagamento)
        values (${userId}, '2026-01-10T12:00:00Z', 'Compra', 10, 'Despesa', ${fields.paid ? 'Pago' : 'A Pagar'}, ${cardId}, ${fields.mes}, ${fields.origem},
          ${fields.paid ? 10 : null}, ${fields.moment}::timestamptz) returning id`,
    )) as [{ id: number }]
    entryIds.push(id)
  }
  for (const item of s.items) await entry({ mes: MONTHS[item.mes]!, paid: item.paid, moment: item.paid ? MOMENTS[item.moment]! : null, origem: null })
  for (const month of s.carried) await entry({ mes: MONTHS[month + 1]!, paid: false, moment: null, origem: MONTHS[month]! })
  const paymentIds: number[] = []
  for (const payment of s.payments) {
    const [{ id }] = (await rowsOf<{ id: number }>(
      db,
      sql`insert into card_statement_payments (user_id, cartao_id, mes, conta_bancaria_id, valor, data, aberto)
        values (${userId}, ${cardId}, ${MONTHS[payment.mes]!}, ${accountId}, 10, ${MOMENTS[payment.moment]!}::timestamptz, ${payment.aberto}) returning id`,
    )) as [{ id: number }]
    paymentIds.push(id)
  }
  return { userId, entryIds, paymentIds }
}

/** Each entry's links as places among the account's entries and payments. */
async function linksOf(db: Database, { entryIds, paymentIds }: { entryIds: number[]; paymentIds: number[] }) {
  const rows = await rowsOf<{ id: number; saldo: number | null; pagamento: number | null }>(
    db,
    sql`select id, saldo_fatura_id as saldo, pagamento_fatura_id as pagamento from entries where id in ${entryIds.length > 0 ? sql`(${sql.join(entryIds, sql`, `)})` : sql`(null)`}`,
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return entryIds.map((id) => {
    const row = byId.get(id)!
    return [row.saldo === null ? null : entryIds.indexOf(row.saldo), row.pagamento === null ? null : paymentIds.indexOf(row.pagamento)]
  })
}

describe('linkStatementSettlements', () => {
  it('links as the one-statement rule does, on any card', { timeout: 300_000 }, async () => {
    let linked = 0
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const reference = await account(handle.db, s)
        const tested = await account(handle.db, s)
        await referenceLinks(handle.db, reference.userId)
        await linkStatementSettlements(handle.db, tested.userId)
        const expected = await linksOf(handle.db, reference)
        expect(await linksOf(handle.db, tested)).toEqual(expected)
        linked += expected.filter(([saldo, pagamento]) => saldo !== null || pagamento !== null).length
      }),
      { numRuns: 40 },
    )
    // The scenarios did link items, both ways.
    expect(linked).toBeGreaterThan(20)
  })
})
