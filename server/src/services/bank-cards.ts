import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { BankCard, BankCardCreate, BankCardUpdate } from '@contract/bank-card'
import { centsToAmount, centsToDecimal, decimalToCents } from '@contract/money'
import { dayKey } from '@contract/calendar'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { isReferencedRowDelete } from '../db/errors'
import { containsFolded, folded } from '../db/fold'
import { bankCards, cardStatementPayments, entries, installmentPlans, recurrences } from '../db/schema'
import { ownedBy } from '../db/scope'
import { conflict, notFound } from '../http/errors'
import { calendarOf } from './card-calendar'
import { replaceCardItems, signedCounted } from './card-statements'
import type { Executor } from './installment-links'

// Bank cards (docs/product-rules.md#registries-categories-bank-cards-account-holders). Every query
// is scoped to the signed-in user. The same holder at the same bank may have several cards (credit
// and debit), told apart by a nickname and the last 4 digits; a card that an installment plan uses cannot
// be deleted. The optional fields left out of a create are null; left out of an update, they keep their value.

type BankCardRow = typeof bankCards.$inferSelect
type BankCardDetails = Pick<BankCardCreate, 'apelido' | 'final' | 'diaFechamento' | 'diaVencimento' | 'limite'>

/**
 * What a card's limit holds: its unpaid items of every statement (future installments included), expenses
 * minus credits, summed by the database over the card's items (index on card and statement).
 */
const limitUsed = sql<string>`(${sql`select coalesce(sum(case when ${entries.tipoLancamento} = 'Despesa' then ${entries.valor} else -${entries.valor} end), 0)::text
  from ${entries} where ${entries.cartaoId} = ${bankCards.id} and ${entries.situacao} in ('A Pagar', 'A Receber')`})`
// (The inner sql keeps its columns qualified: Drizzle prints a single-table selection's own columns bare, and a
// bare "id" inside the subquery would be the entry's.)

/** A card row with what its limit holds (`limiteUsado`, numeric text). */
export const cardColumns = { ...getTableColumns(bankCards), limiteUsado: limitUsed }

/** A card's open statement: its month, due date and total so far. */
interface OpenStatement {
  mes: string
  dataVencimento: string
  total: number
}

/** A card as the API answers it: `limiteUsado` is the limit it holds (numeric text), `open` its open statement. */
export function toBankCard(row: BankCardRow & { limiteUsado?: string }, open: OpenStatement | null = null): BankCard {
  const used = decimalToCents(row.limiteUsado ?? '0')
  const limit = row.limite === null ? null : decimalToCents(row.limite)
  return {
    id: row.id,
    nomeUsuario: row.nomeUsuario,
    nomeBanco: row.nomeBanco,
    apelido: row.apelido,
    final: row.final,
    diaFechamento: row.diaFechamento,
    diaVencimento: row.diaVencimento,
    limite: limit === null ? null : centsToAmount(limit),
    limiteUsado: centsToAmount(used),
    limiteDisponivel: limit === null ? null : centsToAmount(limit - used),
    faturaAberta: open?.mes ?? null,
    faturaAbertaVencimento: open?.dataVencimento ?? null,
    faturaAbertaTotal: open?.total ?? null,
  }
}

/**
 * The cards as the API answers them, each with its open statement on `today` ('YYYY-MM-DD', São Paulo): the
 * statement a purchase today goes to, its dates and total (one query for every card's).
 */
export async function toBankCards(executor: Executor, rows: ReadonlyArray<BankCardRow & { limiteUsado?: string }>, today: string): Promise<BankCard[]> {
  const open = new Map<number, Omit<OpenStatement, 'total'>>()
  for (const row of rows) {
    const calendar = calendarOf(row)
    if (!calendar) continue
    const mes = calendar.statementOfPurchase(today)
    open.set(row.id, { mes, dataVencimento: calendar.statementDates(mes).dataVencimento })
  }
  const totals = new Map<number, string>()
  if (open.size > 0) {
    const pairs = sql.join(
      [...open].map(([id, statement]) => sql`(${id}::int, ${statement.mes}::bpchar)`),
      sql`, `,
    )
    const sums = await executor
      .select({ id: entries.cartaoId, total: sql<string>`sum(${signedCounted})::text` })
      .from(entries)
      .where(sql`(${entries.cartaoId}, ${entries.faturaMes}) in (${pairs})`)
      .groupBy(entries.cartaoId)
    for (const sum of sums) totals.set(sum.id!, sum.total)
  }
  return rows.map((row) => {
    const statement = open.get(row.id)
    return toBankCard(row, statement ? { ...statement, total: centsToAmount(decimalToCents(totals.get(row.id) ?? '0')) } : null)
  })
}

/** The columns of the optional fields that were sent (undefined: not sent, so not written). */
function detailColumns(input: BankCardDetails) {
  return {
    apelido: input.apelido,
    final: input.final,
    diaFechamento: input.diaFechamento,
    diaVencimento: input.diaVencimento,
    limite: input.limite == null ? input.limite : centsToDecimal(input.limite),
  }
}

/** The optional columns of a new card (a create, an imported card): what was not sent is null. */
export function newDetailColumns(input: BankCardDetails) {
  const columns = detailColumns(input)
  return Object.fromEntries(Object.entries(columns).map(([key, value]) => [key, value ?? null])) as { [K in keyof typeof columns]: Exclude<(typeof columns)[K], undefined> }
}

export interface BankCardService {
  /** The user's cards by holder name, then bank name (case and accents ignored). */
  list(userId: number): Promise<BankCard[]>
  /** One of the user's cards; 404 when not theirs. */
  get(userId: number, id: number): Promise<BankCard>
  /** The user's cards whose holder name contains `holderName` (case and accents ignored); 404 when none (the original client reads it as an empty list). */
  searchByHolder(userId: number, holderName: string): Promise<BankCard[]>
  /** The optional fields left out are stored as null. */
  create(userId: number, input: BankCardCreate): Promise<BankCard>
  /**
   * 404 when not theirs. An optional field left out keeps its value; null clears it. New statement days
   * re-place the card's unpaid items (docs/product-rules.md#card-statements); clearing them is 409
   * 'card_has_statement_items' while entries are on the card.
   */
  update(userId: number, input: BankCardUpdate): Promise<BankCard>
  /** 404 when not theirs; 409 'bank_card_in_use' while an installment plan, an entry, a statement payment or a recurring series uses it. */
  remove(userId: number, id: number): Promise<void>
}

/**
 * The bank card service over `db`.
 */
export function createBankCardService({ db, clock }: { db: Database; clock: Clock }): BankCardService {
  const today = () => dayKey(new Date(clock.now()))
  const mine = (userId: number, id: number) => and(eq(bankCards.id, id), ownedBy(bankCards, userId))
  const byName = [folded(bankCards.nomeUsuario), folded(bankCards.nomeBanco), bankCards.nomeUsuario, bankCards.nomeBanco, bankCards.id]

  return {
    async list(userId) {
      const rows = await db.select(cardColumns).from(bankCards).where(ownedBy(bankCards, userId)).orderBy(...byName)
      return toBankCards(db, rows, today())
    },

    async get(userId, id) {
      const [row] = await db.select(cardColumns).from(bankCards).where(mine(userId, id))
      if (!row) throw notFound()
      return (await toBankCards(db, [row], today()))[0]!
    },

    async searchByHolder(userId, holderName) {
      const rows = await db
        .select(cardColumns)
        .from(bankCards)
        .where(and(ownedBy(bankCards, userId), containsFolded(bankCards.nomeUsuario, holderName.trim())))
        .orderBy(...byName)
      if (rows.length === 0) throw notFound()
      return toBankCards(db, rows, today())
    },

    async create(userId, input) {
      const [row] = await db.insert(bankCards).values({ userId, nomeUsuario: input.nomeUsuario, nomeBanco: input.nomeBanco, ...newDetailColumns(input) }).returning()
      // A new card holds nothing yet.
      return (await toBankCards(db, [row!], today()))[0]!
    },

    async update(userId, input) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(bankCards).where(mine(userId, input.id)).for('update')
        if (!current) throw notFound()
        const [row] = await tx
          .update(bankCards)
          .set({ nomeUsuario: input.nomeUsuario, nomeBanco: input.nomeBanco, ...detailColumns(input) })
          .where(mine(userId, input.id))
          .returning()
        if (row!.diaFechamento !== current.diaFechamento || row!.diaVencimento !== current.diaVencimento) await replaceCardItems(tx, row!)
        const [answer] = await tx.select(cardColumns).from(bankCards).where(mine(userId, input.id))
        return (await toBankCards(tx, [answer!], today()))[0]!
      })
    },

    async remove(userId, id) {
      const [current] = await db.select({ id: bankCards.id }).from(bankCards).where(mine(userId, id))
      if (!current) throw notFound()
      const used = await Promise.all([
        db.select({ id: installmentPlans.id }).from(installmentPlans).where(eq(installmentPlans.cartaoId, id)).limit(1),
        db.select({ id: entries.id }).from(entries).where(eq(entries.cartaoId, id)).limit(1),
        db.select({ id: cardStatementPayments.id }).from(cardStatementPayments).where(eq(cardStatementPayments.cartaoId, id)).limit(1),
        db.select({ id: recurrences.id }).from(recurrences).where(eq(recurrences.cartaoId, id)).limit(1),
      ])
      if (used.some((rows) => rows.length > 0)) throw conflict('bank_card_in_use')
      try {
        await db.delete(bankCards).where(mine(userId, id))
      } catch (error) {
        if (isReferencedRowDelete(error)) throw conflict('bank_card_in_use')
        throw error
      }
    },
  }
}
