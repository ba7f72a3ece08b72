// The entries page's rules over rows, apart from its machine (entry-table.machine.ts): which row a filter keeps, the
// table's order, what a row counts in the totals, which actions a row offers and the period the server is asked
// for. Pure functions of their arguments, tested directly (tests/machines/entry-rows.test.ts).
import { ENTRY_TEXT_FIELDS } from '@contract/entry'
import type { Entry } from '@contract/entry'
import { isSettledStatus } from '@contract/finance'
import type { EntryStatus } from '@contract/finance'
import { amountToCents } from '@contract/money'
import { isCarriedBalance, isStatementItem } from '@/lib/card-items'
import { monthBounds } from '@/lib/month'
import type { MonthKey } from '@/lib/month'
import { textMatcher } from '../../paged-table'

export type EntryFilterField = 'descricao' | 'tipo' | 'situacao' | 'categoriaId' | 'contaBancariaId' | 'dataInicio' | 'dataFim'
/** The filter bar as its inputs hold it: '' is "all"; categoriaId and contaBancariaId are ids, or 'none' for entries without one. */
export type EntryFilters = Record<EntryFilterField, string>

/** The category filter's value for entries without a category (those of installment plans). */
export const NO_CATEGORY = 'none'

/** The account filter's value for entries without a bank account. */
export const NO_ACCOUNT_FILTER = 'none'

type PayableFields = Pick<Entry, 'situacao'> & Partial<Pick<Entry, 'faturaMes' | 'cartaoId'>>

/** Mark-as-paid shows only for statuses other than Pago, Recebido and A Receber; a statement's item is paid through its statement. */
const notPayable: readonly EntryStatus[] = ['Pago', 'Recebido', 'A Receber']
export const canMarkAsPaid = (entry: PayableFields): boolean => !notPayable.includes(entry.situacao) && !isStatementItem(entry)

/** Income still A Receber gets its own Mark as received, the same payment call (not a card credit: its statement settles it). */
export const canMarkAsReceived = (entry: PayableFields): boolean => entry.situacao === 'A Receber' && !isStatementItem(entry)

/** A statement's item still to settle: its row offers "Pay bill", which opens that statement (docs/product-rules.md#card-statements). */
export const paysThroughStatement = (entry: PayableFields): boolean => (entry.situacao === 'A Pagar' || entry.situacao === 'A Receber') && isStatementItem(entry)

/**
 * Edit is hidden for entries that belong to an installment plan; so is delete (the plan owns
 * the entry: it goes when the plan is edited or deleted, so every installment keeps its entry). A carried
 * balance goes when its statement payment is undone, never by hand.
 */
export const isEditableEntry = (entry: Pick<Entry, 'parcelamentoMensalId'> & Partial<Pick<Entry, 'tipoItem'>>): boolean => entry.parcelamentoMensalId === null && !isCarriedBalance(entry)

/** An occurrence of a recurring series (its entry names the series and its nominal date). */
export const isOccurrence = (entry: Pick<Entry, 'recorrenciaId' | 'dataOcorrencia'>): boolean => entry.recorrenciaId !== null && entry.dataOcorrencia !== null

/** Which occurrences of its series an occurrence's edit or delete is for. */
export type OccurrenceScope = 'one' | 'following' | 'all'

/** What an entry counts in the totals: a settled one what really left or entered (docs/product-rules.md#entries). */
export const countedCents = (entry: Pick<Entry, 'valor' | 'valorPago' | 'situacao'>): number =>
  amountToCents(isSettledStatus(entry.situacao) && entry.valorPago !== null ? entry.valorPago : entry.valor)

/** The filter bar with no client filter and the month's dates. */
export function emptyEntryFilters(month: MonthKey): EntryFilters {
  const { from, to } = monthBounds(month)
  return { descricao: '', tipo: '', situacao: '', categoriaId: '', contaBancariaId: '', dataInicio: from, dataFim: to }
}

/** An id filter: '' keeps every entry, `none` those without an id, an id those with it. */
const matchesId = (id: number | null, filter: string, none: string): boolean => filter === '' || (filter === none ? id === null : String(id) === filter)

/** Whether one of the entry's free texts (the contract's ENTRY_TEXT_FIELDS: description, note...) holds what `matches` looks for. */
const textMatches = (entry: Entry, matches: (value: string) => boolean): boolean =>
  ENTRY_TEXT_FIELDS.some((field) => {
    const text: string | null = entry[field]
    return text !== null && matches(text)
  })

/**
 * Text (case- and accent-insensitive substring of the description or another of the entry's free texts, as the
 * search over every month), type, status, category and account filter on the client; the dates were the server's query.
 */
export function filterEntries(entries: readonly Entry[], filters: EntryFilters): Entry[] {
  // The filter's text is folded once, not once per row.
  const description = textMatcher(filters.descricao)
  return entries.filter((entry) => {
    if (!textMatches(entry, description)) return false
    if (filters.tipo && entry.tipoLancamento !== filters.tipo) return false
    if (filters.situacao && entry.situacao !== filters.situacao) return false
    if (!matchesId(entry.categoriaId, filters.categoriaId, NO_CATEGORY)) return false
    return matchesId(entry.contaBancariaId, filters.contaBancariaId, NO_ACCOUNT_FILTER)
  })
}

/** The columns the table sorts by: a click on a header toggles ascending/descending. */
export const entrySortColumns = ['date', 'description', 'amount'] as const
export type EntrySortColumn = (typeof entrySortColumns)[number]
export type SortDirection = 'asc' | 'desc'
export interface EntrySort {
  column: EntrySortColumn
  direction: SortDirection
}

/** The server's order: by date, oldest first (ties by id). */
export const defaultEntrySort: EntrySort = { column: 'date', direction: 'asc' }

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })
const sortKeys: Record<EntrySortColumn, (a: Entry, b: Entry) => number> = {
  date: (a, b) => Date.parse(a.dataLancamento) - Date.parse(b.dataLancamento),
  description: (a, b) => collator.compare(a.descricao, b.descricao),
  // The amount the row shows first: what was paid or received for a settled entry.
  amount: (a, b) => countedCents(a) - countedCents(b),
}

/** The entries in the sort's order; equal keys keep the server's order (date, then id) either way. */
export function sortEntries(entries: readonly Entry[], sort: EntrySort): Entry[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  return [...entries].sort((a, b) => sign * sortKeys[sort.column](a, b) || sortKeys.date(a, b) || a.id - b.id)
}

/** A header click: the same column flips its direction, another one starts ascending; a direction given is taken. */
export function nextSort(sort: EntrySort, column: EntrySortColumn, direction?: SortDirection): EntrySort {
  if (direction) return { column, direction }
  if (sort.column === column) return { column, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
  return { column, direction: 'asc' }
}

/** The summary cards, in exact cents (docs/product-rules.md#money; the month's totals: docs/product-rules.md#entries). */
export interface EntryTotals {
  income: number
  expenses: number
  balance: number
  /** Expenses still A Pagar, income still A Receber. */
  toPay: number
  toReceive: number
}

export function entryTotals(entries: readonly Entry[]): EntryTotals {
  const totals = { income: 0, expenses: 0, balance: 0, toPay: 0, toReceive: 0 }
  for (const entry of entries) {
    const cents = countedCents(entry)
    // A carried balance is debt still to pay, not an expense of the month.
    if (!isCarriedBalance(entry) && entry.tipoLancamento === 'Receita') totals.income += cents
    else if (!isCarriedBalance(entry)) totals.expenses += cents
    if (entry.situacao === 'A Pagar') totals.toPay += cents
    if (entry.situacao === 'A Receber') totals.toReceive += cents
  }
  totals.balance = totals.income - totals.expenses
  return totals
}

/** The period the server is asked for. */
export interface EntryPeriodDays {
  from: string
  to: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The period of the date filters: an empty date takes the month's bound. */
export function periodOf(filters: EntryFilters, month: MonthKey): EntryPeriodDays {
  const bounds = monthBounds(month)
  return { from: filters.dataInicio.trim() || bounds.from, to: filters.dataFim.trim() || bounds.to }
}

export const isValidPeriod = (period: EntryPeriodDays) => DAY.test(period.from) && DAY.test(period.to) && period.from <= period.to
