import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import type { BankCard, BankCardCreate, BankCardUpdate } from '@contract/bank-card'
import { centsToAmount, centsToDecimal, decimalToCents } from '@contract/money'
import { dayKey, dayStart } from '@contract/calendar'
import { addCalendarDays } from '@contract/recurrence'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { isReferencedRowDelete } from '../db/errors'
import { containsFolded, folded } from '../db/fold'
import { bankCards, cardStatementPayments, entries, installmentPlans, recurrences } from '../db/schema'
import { ownedBy } from '../db/scope'
import { conflict, notFound } from '../http/errors'
import { cardCalendars } from './card-calendar'
import { replaceCardItems } from './card-statements'
import { checkBankAccounts } from './bank-accounts'
import { nextBill, statementFigures, statementSums, unpaidStatements, usedLimit, type StatementFigures } from './money-rules'
import { ensureOccurrences } from './recurrences'
import { carryOverdueRests } from './statement-settlement'
import type { Executor } from './installment-links'

// Bank cards (docs/product-rules.md#registries-categories-bank-cards-account-holders). Every query
// is scoped to the signed-in user. The same holder at the same bank may have several cards (credit
// and debit), told apart by a nickname and the last 4 digits; a card that an installment plan uses cannot
// be deleted. The optional fields left out of a create are null; left out of an update, they keep their value.

type BankCardRow = typeof bankCards.$inferSelect
type BankCardDetails = Pick<BankCardCreate, 'apelido' | 'final' | 'diaFechamento' | 'diaVencimento' | 'limite' | 'contaPagamentoId'>

/** A card row as the services read it, with what its limit holds (`limiteUsado`, numeric text) and the account of its latest payment. */
type CardWithUse = BankCardRow & { limiteUsado?: string; contaUltimoPagamentoId?: number | null }

/**
 * The columns of a card as the API answers it: the row, what the bank blocks on it (money-rules' usedLimit on
 * `today`) and the account its latest statement payment left.
 */
export const cardColumns = (today: string) => ({
  ...getTableColumns(bankCards),
  limiteUsado: usedLimit(sql`${bankCards.id}`, dayStart(addCalendarDays(today, 1))),
  contaUltimoPagamentoId: sql<number | null>`(${sql`select ${cardStatementPayments.contaBancariaId} from ${cardStatementPayments}
    where ${cardStatementPayments.cartaoId} = ${bankCards.id} order by ${cardStatementPayments.data} desc, ${cardStatementPayments.id} desc limit 1`})`,
})

/** A card as the API answers it; `open` is its open statement and `next` the bill to pay next (null without statements). */
export function toBankCard(row: CardWithUse, open: StatementFigures | null = null, next: StatementFigures | null = null): BankCard {
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
    contaPagamentoId: row.contaPagamentoId,
    contaUltimoPagamentoId: row.contaUltimoPagamentoId ?? null,
    proximaFatura: next
      ? { mes: next.mes, dataFechamento: next.dataFechamento, dataVencimento: next.dataVencimento, total: next.total, restante: next.restante, situacao: next.situacao }
      : null,
  }
}

/**
 * The cards as the API answers them on `today` ('YYYY-MM-DD', São Paulo): each with its open statement (the
 * one a purchase today goes to) and the bill to pay next (money-rules' nextBill), from two grouped queries.
 */
export async function toBankCards(executor: Executor, userId: number, rows: readonly CardWithUse[], today: string): Promise<BankCard[]> {
  const cards = cardCalendars(rows).map((card) => ({ ...card, open: card.calendar.statementOfPurchase(today) }))
  if (cards.length === 0) return rows.map((row) => toBankCard(row))
  const pairs = sql.join(
    cards.map((card) => sql`(${card.id}::int, ${card.open}::bpchar)`),
    sql`, `,
  )
  const [openSums, unpaid] = await Promise.all([
    statementSums(executor, (card, month) => sql`(${card}, ${month}) in (${pairs})`),
    unpaidStatements(executor, userId, cards, today),
  ])
  const byId = new Map(cards.map((card) => [card.id, card]))
  return rows.map((row) => {
    const card = byId.get(row.id)
    if (!card) return toBankCard(row)
    const open = statementFigures(card.calendar, card.open, today, openSums.get(`${card.id}:${card.open}`))
    return toBankCard(row, open, nextBill(unpaid.filter((statement) => statement.cartaoId === row.id), open))
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
    contaPagamentoId: input.contaPagamentoId,
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

  /** Before a card is read: the occurrences dated up to today exist and overdue partial payments carried, so reading never moves a figure. */
  const settle = async (userId: number) => {
    await ensureOccurrences(db, userId, today())
    await carryOverdueRests(db, userId, today())
  }
  const answer = (executor: Executor, userId: number, rows: readonly CardWithUse[]) => toBankCards(executor, userId, rows, today())
  /** 400 'unknown_bank_account' when the payment account named is not the user's. */
  const checkPaymentAccount = (executor: Executor, userId: number, input: BankCardDetails) =>
    checkBankAccounts(executor, userId, { contaPagamentoId: input.contaPagamentoId })

  return {
    async list(userId) {
      await settle(userId)
      const rows = await db.select(cardColumns(today())).from(bankCards).where(ownedBy(bankCards, userId)).orderBy(...byName)
      return answer(db, userId, rows)
    },

    async get(userId, id) {
      await settle(userId)
      const [row] = await db.select(cardColumns(today())).from(bankCards).where(mine(userId, id))
      if (!row) throw notFound()
      return (await answer(db, userId, [row]))[0]!
    },

    async searchByHolder(userId, holderName) {
      await settle(userId)
      const rows = await db
        .select(cardColumns(today()))
        .from(bankCards)
        .where(and(ownedBy(bankCards, userId), containsFolded(bankCards.nomeUsuario, holderName.trim())))
        .orderBy(...byName)
      if (rows.length === 0) throw notFound()
      return answer(db, userId, rows)
    },

    async create(userId, input) {
      await checkPaymentAccount(db, userId, input)
      const [row] = await db.insert(bankCards).values({ userId, nomeUsuario: input.nomeUsuario, nomeBanco: input.nomeBanco, ...newDetailColumns(input) }).returning()
      // A new card holds nothing yet.
      return (await answer(db, userId, [row!]))[0]!
    },

    async update(userId, input) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(bankCards).where(mine(userId, input.id)).for('update')
        if (!current) throw notFound()
        await checkPaymentAccount(tx, userId, input)
        const [row] = await tx
          .update(bankCards)
          .set({ nomeUsuario: input.nomeUsuario, nomeBanco: input.nomeBanco, ...detailColumns(input) })
          .where(mine(userId, input.id))
          .returning()
        if (row!.diaFechamento !== current.diaFechamento || row!.diaVencimento !== current.diaVencimento) await replaceCardItems(tx, row!)
        const [updated] = await tx.select(cardColumns(today())).from(bankCards).where(mine(userId, input.id))
        return (await answer(tx, userId, [updated!]))[0]!
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
