import { and, asc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm'
import type {
  BankAccount,
  BankAccountCreate,
  BankAccountUpdate,
  Movement,
  Statement,
  Transfer,
  TransferCreate,
  TransferListQuery,
} from '@contract/bank-account'
import { dayKey, dayStart, monthRange } from '@contract/calendar'
import { centsToAmount, centsToDecimal, decimalToCents } from '@contract/money'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { isReferencedRowDelete, isUniqueViolation } from '../db/errors'
import { folded } from '../db/fold'
import { bankAccountTotals, bankAccounts, bankCards, cardStatementPayments, entries, recurrences, transfers } from '../db/schema'
import { ownedBy } from '../db/scope'
import { badRequest, conflict, notFound } from '../http/errors'
import { cardCalendars } from './card-calendar'
import { accountSigned, entryMoment, pending, settled, unpaidStatements } from './money-rules'
import { carryOverdueRests } from './statement-settlement'
import type { Executor } from './installment-links'

// Bank accounts and transfers (docs/product-rules.md#bank-accounts-and-transfers). Every query is scoped
// to the signed-in user. Balances are sums done by the database, in exact numeric; the services add
// cents. A movement's moment is a settled entry's payment date (else its date), or a transfer's day.

type AccountRow = typeof bankAccounts.$inferSelect
type TransferRow = typeof transfers.$inferSelect

/** What a settled entry adds to its account: income in, expense out, at the amount really paid. */
const settledSigned = accountSigned()
/** What a pending entry will add to its account: to receive in, to pay out. */
const pendingSigned = accountSigned(entries.valor)

const cents = (text: string | null | undefined) => decimalToCents(text ?? '0')

interface Balances {
  current: number
  projected: number
}

export interface BankAccountService {
  /** Every account of the user (archived too) with its balances, by name ignoring case and accents. */
  list(userId: number): Promise<BankAccount[]>
  /** One of the user's accounts with its balances; 404 when not theirs. */
  get(userId: number, id: number): Promise<BankAccount>
  /** Stores an account; 409 'bank_account_exists' when the user has the name (any case, any accents). */
  create(userId: number, input: BankAccountCreate): Promise<BankAccount>
  /** Replaces an account's fields (`arquivada` left out keeps it); 404 when not theirs, 409 on a duplicate name. */
  update(userId: number, input: BankAccountUpdate): Promise<BankAccount>
  /** Deletes an account without movements; 404 when not theirs, 409 'bank_account_in_use' when entries, transfers, statement payments or recurring series use it. */
  remove(userId: number, id: number): Promise<void>
  /** The account's settled movements of the period with the running balance; 404 when not theirs. */
  statement(userId: number, id: number, period: { dataInicio?: Date | undefined; dataFim?: Date | undefined }): Promise<Statement>
  /** The user's transfers of the period (default the current month), optionally of one account, by day then id. */
  transfers(userId: number, query: TransferListQuery): Promise<Transfer[]>
  /** Moves money between two of the user's accounts; 400 'unknown_bank_account' on the field naming another's. */
  createTransfer(userId: number, input: TransferCreate): Promise<Transfer>
  /** Deletes one of the user's transfers; 404 when not theirs. */
  removeTransfer(userId: number, id: number): Promise<void>
}

/** Whether `accountId` is one of the user's accounts (an entry's or a transfer's account). */
export async function isOwnBankAccount(executor: Executor, userId: number, accountId: number): Promise<boolean> {
  const [account] = await executor
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, accountId), ownedBy(bankAccounts, userId)))
  return account !== undefined
}

/** 400 'unknown_bank_account' on each field of `fields` whose account is not the user's. */
export async function checkBankAccounts(executor: Executor, userId: number, fields: Record<string, number | null | undefined>): Promise<void> {
  const errors: Record<string, 'unknown_bank_account'> = {}
  for (const [field, id] of Object.entries(fields)) {
    if (id != null && !(await isOwnBankAccount(executor, userId, id))) errors[field] = 'unknown_bank_account'
  }
  if (Object.keys(errors).length > 0) throw badRequest('unknown_bank_account', errors)
}

export const toTransfer = (row: TransferRow): Transfer => ({
  id: row.id,
  contaOrigemId: row.contaOrigemId,
  contaDestinoId: row.contaDestinoId,
  valor: centsToAmount(decimalToCents(row.valor)),
  data: dayKey(row.data),
  descricao: row.descricao,
})

/** The first instant of `instant`'s UTC month: the months of bank_account_totals. */
const utcMonthStart = (instant: Date) => new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), 1))
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`

/**
 * Σ of an account's movements — settled entries (signed, at the amount really paid) at their moment,
 * transfers (in minus out) on their day — from its opening day up to before `until`, in SQL over a row of
 * `bank_accounts`: the whole UTC months between from bank_account_totals, the partial month after the
 * opening and the one before `until` from the rows themselves (through the indexes on account and moment),
 * so a call reads about two months of rows, not all of them.
 */
function movementsBefore(account: typeof bankAccounts, until: Date): SQL<string> {
  const untilMonth = at(utcMonthStart(until))
  const opening = account.dataSaldoInicial
  // The first UTC month that starts on or after the opening instant.
  const firstWhole = sql`((date_trunc('month', (${opening} - interval '1 microsecond') at time zone 'UTC') + interval '1 month') at time zone 'UTC')`
  const direct = (from: SQL, to: SQL) => sql`(
    coalesce((select sum(${settledSigned}) from ${entries} where ${entries.contaBancariaId} = ${account.id} and ${settled} and ${entryMoment} >= ${from} and ${entryMoment} < ${to}), 0)
    + coalesce((select sum(case when ${transfers.contaDestinoId} = ${account.id} then ${transfers.valor} else -${transfers.valor} end) from ${transfers}
        where (${transfers.contaOrigemId} = ${account.id} or ${transfers.contaDestinoId} = ${account.id}) and ${transfers.data} >= ${from} and ${transfers.data} < ${to}), 0)
    - coalesce((select sum(${cardStatementPayments.valor}) from ${cardStatementPayments}
        where ${cardStatementPayments.contaBancariaId} = ${account.id} and ${cardStatementPayments.data} >= ${from} and ${cardStatementPayments.data} < ${to}), 0))`
  return sql<string>`(
    coalesce((select sum(${bankAccountTotals.liquidado} + ${bankAccountTotals.transferido}) from ${bankAccountTotals}
      where ${bankAccountTotals.contaBancariaId} = ${account.id} and ${bankAccountTotals.mes} >= ${firstWhole} and ${bankAccountTotals.mes} < ${untilMonth}), 0)
    + ${direct(sql`${opening}`, sql`least(${firstWhole}, ${untilMonth})`)}
    + ${direct(sql`greatest(${opening}, ${untilMonth})`, at(until))}
  )::text`
}

/** Σ of an account's pending entries (to receive in, to pay out) dated before `until`, whatever their day: whole UTC months from bank_account_totals, the last partial one from the entries. */
function pendingBefore(account: typeof bankAccounts, until: Date): SQL<string> {
  const untilMonth = at(utcMonthStart(until))
  return sql<string>`(
    coalesce((select sum(${bankAccountTotals.pendente}) from ${bankAccountTotals} where ${bankAccountTotals.contaBancariaId} = ${account.id} and ${bankAccountTotals.mes} < ${untilMonth}), 0)
    + coalesce((select sum(${pendingSigned}) from ${entries} where ${entries.contaBancariaId} = ${account.id} and ${pending} and ${entryMoment} >= ${untilMonth} and ${entryMoment} < ${at(until)}), 0)
  )::text`
}

/** An account's balance just before `until` (cents): its opening balance and every movement from its opening day; null when the account is not the user's. */
export async function balanceBefore(executor: Executor, userId: number, accountId: number, until: Date): Promise<number | null> {
  const [row] = await executor
    .select({ saldoInicial: bankAccounts.saldoInicial, movimentos: movementsBefore(bankAccounts, until) })
    .from(bankAccounts)
    .where(and(ownedBy(bankAccounts, userId), eq(bankAccounts.id, accountId)))
  return row ? decimalToCents(row.saldoInicial) + cents(row.movimentos) : null
}

/** The current and projected balance of the user's accounts (`only` restricts them), in one query. */
async function balances(executor: Executor, userId: number, now: Date, only?: number): Promise<Map<number, Balances>> {
  const monthEnd = monthRange(now).end
  const accountScope = only === undefined ? ownedBy(bankAccounts, userId) : and(ownedBy(bankAccounts, userId), eq(bankAccounts.id, only))
  const justAfter = (instant: Date) => new Date(instant.getTime() + 1)
  const rows = await executor
    .select({
      id: bankAccounts.id,
      saldoInicial: bankAccounts.saldoInicial,
      atual: movementsBefore(bankAccounts, justAfter(now)),
      ateFimDoMes: movementsBefore(bankAccounts, justAfter(monthEnd)),
      pendente: pendingBefore(bankAccounts, justAfter(monthEnd)),
    })
    .from(bankAccounts)
    .where(accountScope)
  const statements = await paymentAccountStatements(executor, userId, now)
  const result = new Map<number, Balances>()
  for (const row of rows) {
    const opening = decimalToCents(row.saldoInicial)
    const bills = statements.get(row.id) ?? 0
    result.set(row.id, { current: opening + cents(row.atual), projected: opening + cents(row.ateFimDoMes) + cents(row.pendente) - bills })
  }
  return result
}

/**
 * Cents each account will pay for the cards it pays (`contaPagamentoId`): the rest of their statements due by
 * the end of `now`'s month (overdue ones included), so an account's forecast counts its card bills.
 */
async function paymentAccountStatements(executor: Executor, userId: number, now: Date): Promise<Map<number, number>> {
  const cards = await executor
    .select()
    .from(bankCards)
    .where(and(ownedBy(bankCards, userId), sql`${bankCards.contaPagamentoId} is not null`))
  const calendars = cardCalendars(cards)
  const byAccount = new Map<number, number>()
  if (calendars.length === 0) return byAccount
  const monthEnd = dayKey(monthRange(now).end)
  const accountOf = new Map(cards.map((card) => [card.id, card.contaPagamentoId!]))
  for (const statement of await unpaidStatements(executor, userId, calendars, dayKey(now))) {
    if (statement.dataVencimento > monthEnd) continue
    const account = accountOf.get(statement.cartaoId)!
    byAccount.set(account, (byAccount.get(account) ?? 0) + statement.restanteCents)
  }
  return byAccount
}

function toAccount(row: AccountRow, balance: Balances | undefined): BankAccount {
  const opening = decimalToCents(row.saldoInicial)
  return {
    id: row.id,
    nome: row.nome,
    tipo: row.tipo,
    saldoInicial: centsToAmount(opening),
    dataSaldoInicial: dayKey(row.dataSaldoInicial),
    arquivada: row.arquivada,
    saldoAtual: centsToAmount(balance?.current ?? opening),
    saldoPrevisto: centsToAmount(balance?.projected ?? opening),
  }
}

/** Every account of the user (archived too) with its balances at `now`, by name ignoring case and accents. */
export async function listBankAccounts(executor: Executor, userId: number, now: Date): Promise<BankAccount[]> {
  const rows = await executor
    .select()
    .from(bankAccounts)
    .where(ownedBy(bankAccounts, userId))
    .orderBy(folded(bankAccounts.nome), bankAccounts.nome, bankAccounts.id)
  const sums = await balances(executor, userId, now)
  return rows.map((row) => toAccount(row, sums.get(row.id)))
}

/**
 * The bank account service over `db`.
 */
export function createBankAccountService({ db, clock }: { db: Database; clock: Clock }): BankAccountService {
  const mine = (userId: number, id: number) => and(eq(bankAccounts.id, id), ownedBy(bankAccounts, userId))

  /** Runs a write; the unique index's refusal is the duplicate 409. */
  const unlessDuplicate = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write()
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('bank_account_exists')
      throw error
    }
  }

  async function withBalance(executor: Executor, userId: number, row: AccountRow): Promise<BankAccount> {
    return toAccount(row, (await balances(executor, userId, new Date(clock.now()), row.id)).get(row.id))
  }

  const columnsOf = (input: BankAccountCreate | BankAccountUpdate) => ({
    nome: input.nome,
    tipo: input.tipo,
    saldoInicial: centsToDecimal(input.saldoInicial),
    dataSaldoInicial: dayStart(input.dataSaldoInicial),
    ...(input.arquivada === undefined ? {} : { arquivada: input.arquivada }),
  })

  /** Whether entries, transfers or statement payments use the account. */
  const hasMovements = async (id: number) =>
    (await db.select({ id: entries.id }).from(entries).where(eq(entries.contaBancariaId, id)).limit(1)).length > 0 ||
    (await db.select({ id: cardStatementPayments.id }).from(cardStatementPayments).where(eq(cardStatementPayments.contaBancariaId, id)).limit(1)).length > 0 ||
    (await db
      .select({ id: transfers.id })
      .from(transfers)
      .where(or(eq(transfers.contaOrigemId, id), eq(transfers.contaDestinoId, id)))
      .limit(1)).length > 0 ||
    // A recurring series whose occurrences will move it.
    (await db.select({ id: recurrences.id }).from(recurrences).where(eq(recurrences.contaBancariaId, id)).limit(1)).length > 0

  /** The period with its defaults: a missing bound is the current calendar month's. */
  const resolve = (period: { dataInicio?: Date | undefined; dataFim?: Date | undefined }) => {
    const month = monthRange(new Date(clock.now()))
    return { start: period.dataInicio ?? month.start, end: period.dataFim ?? month.end }
  }

  return {
    async list(userId) {
      await carryOverdueRests(db, userId, dayKey(new Date(clock.now())))
      return listBankAccounts(db, userId, new Date(clock.now()))
    },

    async get(userId, id) {
      await carryOverdueRests(db, userId, dayKey(new Date(clock.now())))
      const [row] = await db.select().from(bankAccounts).where(mine(userId, id))
      if (!row) throw notFound()
      return withBalance(db, userId, row)
    },

    async create(userId, input) {
      const [row] = await unlessDuplicate(() =>
        db
          .insert(bankAccounts)
          .values({ userId, arquivada: false, ...columnsOf(input) })
          .returning(),
      )
      return withBalance(db, userId, row!)
    },

    async update(userId, input) {
      const [row] = await unlessDuplicate(() => db.update(bankAccounts).set(columnsOf(input)).where(mine(userId, input.id)).returning())
      if (!row) throw notFound()
      return withBalance(db, userId, row)
    },

    async remove(userId, id) {
      const [current] = await db.select({ id: bankAccounts.id }).from(bankAccounts).where(mine(userId, id))
      if (!current) throw notFound()
      if (await hasMovements(id)) throw conflict('bank_account_in_use')
      try {
        await db.delete(bankAccounts).where(mine(userId, id))
      } catch (error) {
        // An entry or transfer stored between the check and the delete: the foreign key still refuses.
        if (isReferencedRowDelete(error)) throw conflict('bank_account_in_use')
        throw error
      }
    },

    async statement(userId, id, period) {
      const [account] = await db.select().from(bankAccounts).where(mine(userId, id))
      if (!account) throw notFound()
      const { start, end } = resolve(period)
      const opening = account.dataSaldoInicial
      const from = start > opening ? start : opening
      const ofAccount = and(eq(entries.contaBancariaId, id), settled)
      // Before the period: the opening balance and the movements from the opening day to the period's start.
      const [before] = await db.select({ total: movementsBefore(bankAccounts, start) }).from(bankAccounts).where(mine(userId, id))
      const entryRows =
        from > end
          ? []
          : await db
              .select({
                id: entries.id,
                moment: sql<string>`to_char(${entryMoment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
                descricao: entries.descricao,
                valor: sql<string>`(${settledSigned})::text`,
              })
              .from(entries)
              .where(and(ofAccount, sql`${entryMoment} >= ${from.toISOString()}::timestamptz and ${entryMoment} <= ${end.toISOString()}::timestamptz`))
              .orderBy(entryMoment, asc(entries.id))
      const transferRows =
        from > end
          ? []
          : await db
              .select()
              .from(transfers)
              .where(and(or(eq(transfers.contaOrigemId, id), eq(transfers.contaDestinoId, id)), gte(transfers.data, from), lte(transfers.data, end)))
              .orderBy(asc(transfers.data), asc(transfers.id))
      const paymentRows =
        from > end
          ? []
          : await db
              .select()
              .from(cardStatementPayments)
              .where(and(eq(cardStatementPayments.contaBancariaId, id), gte(cardStatementPayments.data, from), lte(cardStatementPayments.data, end)))
              .orderBy(asc(cardStatementPayments.data), asc(cardStatementPayments.id))
      type Pending = Omit<Movement, 'saldo'> & { cents: number }
      const moves: Pending[] = [
        ...entryRows.map((row) => ({ data: row.moment, tipo: 'lancamento' as const, id: row.id, descricao: row.descricao, valor: 0, cents: decimalToCents(row.valor), contraparteId: null })),
        ...transferRows.map((row) => {
          const incoming = row.contaDestinoId === id
          const amount = decimalToCents(row.valor)
          return {
            data: row.data.toISOString(),
            tipo: 'transferencia' as const,
            id: row.id,
            descricao: row.descricao,
            valor: 0,
            cents: incoming ? amount : -amount,
            contraparteId: incoming ? row.contaOrigemId : row.contaDestinoId,
          }
        }),
        ...paymentRows.map((row) => ({
          data: row.data.toISOString(),
          tipo: 'fatura' as const,
          id: row.id,
          descricao: row.mes,
          valor: 0,
          cents: -decimalToCents(row.valor),
          contraparteId: row.cartaoId,
        })),
      ]
      // By moment; on one moment transfers (a day's first instant), then entries, then statement payments, then by id.
      const kindOrder = { transferencia: 0, lancamento: 1, fatura: 2 } as const
      moves.sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : a.tipo !== b.tipo ? kindOrder[a.tipo] - kindOrder[b.tipo] : a.id - b.id))
      let balance = decimalToCents(account.saldoInicial) + cents(before?.total)
      const saldoAnterior = balance
      const movimentos = moves.map(({ cents: amount, ...move }) => {
        balance += amount
        return { ...move, valor: centsToAmount(amount), saldo: centsToAmount(balance) }
      })
      return { saldoAnterior: centsToAmount(saldoAnterior), movimentos, saldoFinal: centsToAmount(balance) }
    },

    async transfers(userId, query) {
      const { start, end } = resolve(query)
      const account = query.contaBancariaId
      const rows = await db
        .select()
        .from(transfers)
        .where(
          and(
            ownedBy(transfers, userId),
            gte(transfers.data, start),
            lte(transfers.data, end),
            account === undefined ? undefined : or(eq(transfers.contaOrigemId, account), eq(transfers.contaDestinoId, account)),
          ),
        )
        .orderBy(asc(transfers.data), asc(transfers.id))
      return rows.map(toTransfer)
    },

    async createTransfer(userId, input) {
      return db.transaction(async (tx) => {
        await checkBankAccounts(tx, userId, { contaOrigemId: input.contaOrigemId, contaDestinoId: input.contaDestinoId })
        const [row] = await tx
          .insert(transfers)
          .values({
            userId,
            contaOrigemId: input.contaOrigemId,
            contaDestinoId: input.contaDestinoId,
            valor: centsToDecimal(input.valor),
            data: dayStart(input.data),
            descricao: input.descricao,
          })
          .returning()
        return toTransfer(row!)
      })
    },

    async removeTransfer(userId, id) {
      const deleted = await db
        .delete(transfers)
        .where(and(eq(transfers.id, id), ownedBy(transfers, userId)))
        .returning({ id: transfers.id })
      if (deleted.length === 0) throw notFound()
    },
  }
}
