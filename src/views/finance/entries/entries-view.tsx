// Financial entries (/financas/lancamento-financeiro, docs/product-rules.md#entries): the
// period's totals, month navigation, the filter bar, the 10-row table with its actions, the add/edit and
// mark-as-paid modals, delete after a confirmation and the CSV export. Flow state lives in the entryTable
// machine, which invokes the modals' machines; this view renders it (and the modal actor it finds among
// the machine's children), sends events, and writes the CSV file the machine asks for.
import { memo, useCallback, useEffect, useMemo, useRef } from 'react'
import type { ReactNode } from 'react'
import { i18n as activeI18n } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link, useSearch } from 'wouter'
import {
  canMarkAsPaid,
  canMarkAsReceived,
  entrySortColumns,
  entryTableMachine,
  entryTotals,
  filteredEntries,
  hasClientFilters,
  isEditableEntry,
  paysThroughStatement,
  isOccurrence,
} from '@machines/finance/entries/entry-table.machine'
import type { EntrySortColumn, EntryTableMachine, SortDirection } from '@machines/finance/entries/entry-table.machine'
import { visibleRows } from '@machines/paged-table'
import type { Entry, OverdueSummary } from '@contract/entry'
import { isSettledStatus } from '@contract/finance'
import { centsToAmount } from '@contract/money'
import { cardName } from '@/lib/card-name'
import { downloadFile } from '@/lib/download'
import { entryDraft } from '@/lib/entry-draft'
import { entryFiltersOpen } from '@/lib/entry-filters-open'
import { lastAccount } from '@/lib/last-account'
import { askedMonth, isWholeMonth, monthOf } from '@/lib/month'
import type { PageProps } from '@/lib/page'
import { paths } from '@/lib/paths'
import { AlertBanner } from '@/components/alert-banner/alert-banner'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { MonthNav } from '@/components/month-nav/month-nav'
import { PlaceholderLine } from '@/components/placeholder/placeholder'
import { Spinner } from '@/components/spinner/spinner'
import { formatSaoPauloDate, formatMonth, formatShortMonth } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert as alertClass, badge, button, card, input, visuallyHidden } from '@/styles/recipes.css'
import { accountLabel } from '../accounts/account-label'
import { entriesCsv, entriesCsvName } from './entries-csv'
import { EntryFormModal, MarkAsPaidModal } from './entry-modals'
import { OverdueSums, overdueCount } from './overdue-sums'
import { CarriedBalanceLabel } from '../cards/carried-balance'
import { isCarriedBalance } from '@/lib/card-items'
import * as finance from '../finance.css'
import { DataTable } from '../data-table'
import * as styles from './entries.css'
import { EntryFilterBar } from './entry-filter-bar'
import { EntrySearch } from './entry-search'
import type { EntrySearchMachine } from '@machines/finance/entries/entry-search.machine'
import * as searchStyles from './entry-search.css'
import { categoryTypeLabels, entryStatusLabels } from '../finance-labels'
import { TablePaging } from '../table-paging'
import { EmptyState } from '@/components/empty-state/empty-state'

export interface EntriesViewProps extends Partial<PageProps> {
  logic?: EntryTableMachine
  /** The search box's machine (tests provide its actor); its own default otherwise. */
  searchLogic?: EntrySearchMachine
  /** The current time (tests fix it): the first month shown, a new entry's day, the payment's default. */
  clock?: () => Date
}

const systemClock = () => new Date()

/** The filter bar as the user last left it on this device; closed at every width until the user opens it. */
const filtersOpenAtStart = (): boolean => entryFiltersOpen.read() ?? false

/** The entry a link points at (`?lancamento=<id>&busca=<description>`, from the search), or null. */
function pointedEntry(search: string): { id: number; descricao: string } | null {
  const params = new URLSearchParams(search)
  const id = Number(params.get('lancamento'))
  return Number.isInteger(id) && id > 0 ? { id, descricao: params.get('busca') ?? '' } : null
}

/** The page, started again when a link asks for another month or entry (the search opens one from this page too). */
export default function EntriesView(props: EntriesViewProps) {
  const search = useSearch()
  const pointed = pointedEntry(search)
  return <EntriesPage key={`${askedMonth(search) ?? ''}|${pointed?.id ?? ''}`} {...props} />
}

function EntriesPage({ logic, searchLogic, clock = systemClock }: EntriesViewProps) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const tableHeading = useRef<HTMLHeadingElement>(null)
  // The input is read once, when the actor starts: the month a link asked for ('?mes=2026-05'), else the month of
  // today (São Paulo calendar).
  // A draft of the entry modal kept in this tab while the user managed categories comes back with it,
  // and the account last used is a new entry's default.
  const search = useSearch()
  const asked = askedMonth(search)
  // The entry the search opened this month for: its description filters the table, and its row is marked.
  const pointed = useRef(pointedEntry(search)).current
  const actor = useActorRef(useLogic(entryTableMachine, logic), {
    ...actorOptions(),
    input: { month: asked ?? monthOf(clock()), draft: entryDraft.read(), lastAccountId: lastAccount.read(), descricao: pointed?.descricao || null, filtersOpen: filtersOpenAtStart() },
  })
  const month = useSelector(actor, (s) => s.context.month)
  const period = useSelector(actor, (s) => s.context.period)
  const entries = useSelector(actor, (s) => s.context.entries)
  const categories = useSelector(actor, (s) => s.context.categories)
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const cards = useSelector(actor, (s) => s.context.cards)
  const overdue = useSelector(actor, (s) => s.context.overdue)
  // Not the filter inputs' text (`table.filters`): the filter bar subscribes to it, so that a keystroke there renders
  // the bar alone, not the page with its totals and rows.
  const applied = useSelector(actor, (s) => s.context.table.applied)
  const visible = useSelector(actor, (s) => s.context.table.visible)
  const sort = useSelector(actor, (s) => s.context.sort)
  const entryForm = useSelector(actor, (s) => s.children.entryForm)
  const markAsPaid = useSelector(actor, (s) => s.children.markAsPaid)
  const pendingDelete = useSelector(actor, (s) => s.context.pendingDelete)
  const editChoice = useSelector(actor, (s) => (s.matches({ ready: 'choosingEdit' }) ? s.context.editChoice : null))
  const deletingSeries = useSelector(actor, (s) => s.matches({ ready: 'deletingSeries' }))
  const alert = useSelector(actor, (s) => s.context.alert)
  const draftKept = useSelector(actor, (s) => s.context.draft !== null && s.matches({ ready: 'browsing' }))
  const loading = useSelector(actor, (s) => s.matches('loading'))
  // Until the first entries, accounts and cards answer, what follows the totals stays out of the layout (the
  // overdue list, the filters and the table come in together under them, so nothing on screen moves).
  const firstLoad = useSelector(actor, (s) => !s.context.answeredOnce || s.context.accounts === null || s.context.cards === null)
  const deleting = useSelector(actor, (s) => s.matches({ ready: 'deleting' }))
  const browsing = useSelector(actor, (s) => s.matches({ ready: 'browsing' }))
  const canMore = useSelector(actor, (s) => s.can({ type: 'table.more' }))
  const canPreviousMonth = useSelector(actor, (s) => s.can({ type: 'month.previous' }))
  const canNextMonth = useSelector(actor, (s) => s.can({ type: 'month.next' }))
  const canLess = useSelector(actor, (s) => s.can({ type: 'table.less' }))
  const canAll = useSelector(actor, (s) => s.can({ type: 'table.all' }))
  const canExport = useSelector(actor, (s) => s.can({ type: 'export.csv' }))
  const exportExtras = useSelector(actor, (s) => s.context.exportExtras)
  const exporting = useSelector(actor, (s) => s.matches({ ready: 'exporting' }))

  const tableTitle = useCallback(() => tableHeading.current, [])
  // Once the month is shown, the entry the search found is scrolled to and focused.
  useEffect(() => {
    if (loading || !pointed) return
    const row = document.getElementById(`entry-row-${pointed.id}`)
    row?.scrollIntoView?.({ block: 'center' })
    row?.focus({ preventScroll: true })
  }, [loading, pointed])
  // The CSV of the rows the filters show, in the active language (papaparse loads with the first export).
  useEffect(() => {
    const subscription = actor.on('entries.csv', ({ entries, categories, accounts, cards, period, extras }) => {
      void entriesCsv(entries, categories, accounts, activeI18n, { cards, transfers: extras?.transfers, payments: extras?.payments }).then((text) =>
        downloadFile(entriesCsvName(period, activeI18n), text, 'text/csv;charset=utf-8'),
      )
    })
    return () => subscription.unsubscribe()
  }, [actor])

  // What Apply applied: the rows, their labels and the totals change with it, not with each key typed in the bar.
  const table = useMemo(() => ({ filters: applied, applied, visible }), [applied, visible])
  const filtered = useMemo(() => filteredEntries({ entries, table, sort }), [entries, table, sort])
  const shown = useMemo(() => visibleRows(filtered, table), [filtered, table])
  // The cards follow the client filters: a "mercado" filter shows its subtotal, and says so.
  const filteredTotals = hasClientFilters({ table })
  const totals = useMemo(() => entryTotals(filteredTotals ? filtered : entries), [filteredTotals, filtered, entries])
  const periodCount = entries.length
  const keptCount = filtered.length
  const rows = useMemo(() => {
    const categoryName = (entry: Entry) => (entry.categoriaId === null ? '-' : (categories.find((category) => category.id === entry.categoriaId)?.nomeCategoria ?? '-'))
    const accountName = (entry: Entry) => {
      // A card item names its card and statement ("Roxinho •••• 0123 · Dec 2026 bill").
      if (entry.cartaoId !== null) {
        const card = cards?.find((candidate) => candidate.id === entry.cartaoId)
        const cardText = card ? cardName(card) : t`Card`
        const statementMonth = entry.faturaMes ? formatShortMonth(entry.faturaMes, i18n.locale) : ''
        return t`${cardText} · ${statementMonth} bill`
      }
      const account = entry.contaBancariaId === null ? undefined : accounts?.find((candidate) => candidate.id === entry.contaBancariaId)
      return account ? accountLabel(account, i18n) : ''
    }
    return shown.map((entry) => ({ entry, category: categoryName(entry), account: accountName(entry) }))
  }, [shown, categories, accounts, cards, i18n, t])
  const editEntry = useCallback((id: number) => actor.send({ type: 'entry.edit', id, now: clock() }), [actor, clock])
  const payEntry = useCallback((id: number) => actor.send({ type: 'entry.pay', id, now: clock() }), [actor, clock])
  const deleteEntry = useCallback((id: number) => actor.send({ type: 'entry.delete', id }), [actor])
  const monthName = formatMonth(month, i18n.locale)
  const wholeMonth = isWholeMonth(period.from, period.to)
  const from = format.isoDay(period.from)
  const to = format.isoDay(period.to)

  return (
    <section className={`${finance.page} ${searchStyles.host}`} aria-labelledby="entries-title">
      <Link href={paths.financas.panel} className={finance.back}>
        <span aria-hidden="true">←</span> <Trans>Back to Finances</Trans>
      </Link>
      <EntrySearch logic={searchLogic} categories={categories} accounts={accounts} cards={cards} />
      <div className={finance.heading}>
        <h1 id="entries-title" className={`${finance.title} ${styles.title}`}>
          <Trans>Financial entries</Trans>
        </h1>
        <p className={`${finance.subtitle} ${styles.subtitle}`}>
          <Trans>Income and expenses of the period, what is still to pay or to receive, and each payment.</Trans>
        </p>
      </div>

      {alert ? <AlertBanner alert={alert} onDismiss={() => actor.send({ type: 'alert.dismiss' })} /> : null}

      <MonthNav
        label={t`Month`}
        month={
          <>
            {monthName}
            {wholeMonth ? null : (
              <span className={styles.period}>
                <Trans>
                  {from} to {to}
                </Trans>
              </span>
            )}
          </>
        }
        canPrevious={canPreviousMonth}
        canNext={canNextMonth}
        onPrevious={() => actor.send({ type: 'month.previous' })}
        onNext={() => actor.send({ type: 'month.next' })}
      />

      {filteredTotals ? (
        <p className={styles.summaryNote}>
          <Plural value={keptCount} one={`Totals of the # entry the filters keep (of ${periodCount} in the period).`} other={`Totals of the # entries the filters keep (of ${periodCount} in the period).`} />
        </p>
      ) : null}
      {/* While a period loads its totals are unknown: a loading state, never R$ 0,00 or the period left's figures. */}
      <ul className={styles.summary} aria-label={filteredTotals ? t`Totals of the filtered entries` : t`Totals of the period`} aria-busy={loading} data-pending={firstLoad ? '' : undefined}>
        <SummaryCard label={<Trans context="totals">Income</Trans>} value={format.money(centsToAmount(totals.income))} tone={styles.income} loading={loading} />
        <SummaryCard label={<Trans>Expenses</Trans>} value={format.money(centsToAmount(totals.expenses))} tone={styles.expense} loading={loading} />
        <SummaryCard label={<Trans>Balance</Trans>} value={format.money(centsToAmount(totals.balance))} tone={totals.balance < 0 ? styles.expense : styles.income} loading={loading} />
        <SummaryCard label={<Trans>To pay</Trans>} value={format.money(centsToAmount(totals.toPay))} loading={loading} />
        <SummaryCard label={<Trans>To receive</Trans>} value={format.money(centsToAmount(totals.toReceive))} loading={loading} />
      </ul>

      {overdue && overdue.lancamentos.length > 0 ? (
        <OverdueEntries overdue={overdue} busy={!browsing} onPay={(id) => actor.send({ type: 'entry.pay', id, now: clock() })} />
      ) : null}

      <EntryFilterBar actor={actor} categories={categories} accounts={accounts} browsing={browsing} />

      <section className={`${card({ padding: 'none' })} ${finance.panel} ${styles.tablePanel}`} aria-labelledby="entries-table-title" aria-busy={loading}>
        <div className={styles.toolbar}>
          <h2 id="entries-table-title" ref={tableHeading} tabIndex={-1} className={finance.sectionTitle}>
            <Trans>Entries</Trans>
          </h2>
          <div className={styles.toolbarActions}>
            <SortSelect sort={sort} onSort={(column, direction) => actor.send({ type: 'table.sort', column, direction })} />
            <label className={styles.exportOption}>
              <input type="checkbox" checked={exportExtras} disabled={!browsing} onChange={(event) => actor.send({ type: 'export.extras', include: event.target.checked })} />
              <Trans>Include transfers and bill payments</Trans>
            </label>
            <button type="button" className={button({ variant: 'secondary' })} disabled={!canExport} onClick={() => actor.send({ type: 'export.csv' })}>
              {exporting ? <Trans>Exporting…</Trans> : <Trans>Export CSV</Trans>}
            </button>
            <button type="button" className={button({ variant: 'primary' })} disabled={!browsing} onClick={() => actor.send({ type: 'entry.add', now: clock() })}>
              <Trans>New entry</Trans>
            </button>
          </div>
        </div>

        {draftKept ? (
          <p className={styles.summaryNote}>
            <Trans>What you typed in the entry form is kept: it comes back when you open the form again.</Trans>
          </p>
        ) : null}
        {loading ? (
          <Spinner label={<Trans>Loading entries…</Trans>} />
        ) : shown.length === 0 ? (
          <EmptyState action={{ label: <Trans>Add an entry</Trans>, onClick: () => actor.send({ type: 'entry.add', now: clock() }), disabled: !browsing }}>
            <Trans>No entries found.</Trans>
          </EmptyState>
        ) : (
          <DataTable
            headers={[<Trans>Date</Trans>, <Trans>Description</Trans>, <Trans>Amount</Trans>, <Trans>Type</Trans>, <Trans>Category</Trans>, <Trans>Account</Trans>, <Trans>Status</Trans>]}
            actions
            wide
            numeric={[2]}
            headerClassNames={{ 5: styles.accountHeader }}
            sortable={[0, 1, 2]}
            sort={{ column: entrySortColumns.indexOf(sort.column), direction: sort.direction === 'asc' ? 'ascending' : 'descending' }}
            onSort={(index) => actor.send({ type: 'table.sort', column: entrySortColumns[index]! })}
          >
            {rows.map(({ entry, category, account }) => (
              <EntryRow
                key={entry.id}
                entry={entry}
                pointed={entry.id === pointed?.id}
                category={category}
                account={account}
                busy={!browsing}
                onEdit={editEntry}
                onPay={payEntry}
                onDelete={deleteEntry}
              />
            ))}
          </DataTable>
        )}

        {loading ? null : (
          <TablePaging
            shown={shown.length}
            total={filtered.length}
            canMore={canMore}
            canLess={canLess}
            canAll={canAll}
            onAll={() => actor.send({ type: 'table.all' })}
            onMore={() => actor.send({ type: 'table.more' })}
            onLess={() => {
              actor.send({ type: 'table.less' })
              tableHeading.current?.focus()
            }}
          />
        )}
      </section>

      {entryForm ? <EntryFormModal actor={entryForm} returnFocus={tableTitle} onKeepDraft={(values) => actor.send({ type: 'draft.keep', values })} /> : null}
      {markAsPaid ? <MarkAsPaidModal actor={markAsPaid} returnFocus={tableTitle} /> : null}

      {editChoice ? (
        // An occurrence of a recurring series: which of its occurrences the edit is for (docs/product-rules.md#recurring-entries).
        <ConfirmDialog
          title={<Trans>Edit a recurring entry</Trans>}
          confirmLabel={<Trans context="occurrences">All</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          tone="primary"
          onConfirm={() => actor.send({ type: 'edit.scope', scope: 'all' })}
          onCancel={() => actor.send({ type: 'edit.cancel' })}
          returnFocus={() => tableHeading.current}
          extraActions={
            <>
              <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'edit.scope', scope: 'one' })}>
                <Trans>This occurrence</Trans>
              </button>
              <button type="button" className={button({ variant: 'secondary' })} onClick={() => actor.send({ type: 'edit.scope', scope: 'following' })}>
                <Trans>This and the following</Trans>
              </button>
            </>
          }
        >
          <p>
            <Trans>Change only this occurrence, this one and the following ones, or all occurrences of the series? Paid and individually edited occurrences keep their values.</Trans>
          </p>
          <p>
            <strong>{editChoice.entry.descricao}</strong> · {format.money(editChoice.entry.valor)} · {formatSaoPauloDate(editChoice.entry.dataLancamento, i18n.locale)}
          </p>
        </ConfirmDialog>
      ) : null}

      {pendingDelete ? (
        <ConfirmDialog
          title={<Trans>Delete entry?</Trans>}
          confirmLabel={isOccurrence(pendingDelete) ? <Trans>This occurrence</Trans> : <Trans>Delete</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          busy={deleting || deletingSeries}
          busyLabel={<Trans>Deleting…</Trans>}
          onConfirm={() => actor.send({ type: 'delete.confirm' })}
          onCancel={() => actor.send({ type: 'delete.cancel' })}
          returnFocus={() => tableHeading.current}
          extraActions={
            isOccurrence(pendingDelete) ? (
              <>
                <button type="button" className={button({ variant: 'danger' })} disabled={deleting || deletingSeries} onClick={() => actor.send({ type: 'delete.following' })}>
                  <Trans>This and the following</Trans>
                </button>
                <button type="button" className={button({ variant: 'danger' })} disabled={deleting || deletingSeries} onClick={() => actor.send({ type: 'delete.all' })}>
                  <Trans context="occurrences">All</Trans>
                </button>
              </>
            ) : null
          }
        >
          <p>
            {isOccurrence(pendingDelete) ? (
              <Trans>This entry repeats. Delete only this occurrence (its date is skipped for good), this one and the following ones, or the whole series? Paid occurrences always stay.</Trans>
            ) : (
              <Trans>Do you really want to delete this entry?</Trans>
            )}
          </p>
          <p>
            <strong>{pendingDelete.descricao}</strong> · {format.money(pendingDelete.valor)} · {formatSaoPauloDate(pendingDelete.dataLancamento, i18n.locale)}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}

/** Phones: the headers are hidden under the stacked rows, so the order is a select. */
function SortSelect({ sort, onSort }: { sort: { column: EntrySortColumn; direction: SortDirection }; onSort: (column: EntrySortColumn, direction: SortDirection) => void }) {
  const { t } = useLingui()
  const options: Array<[EntrySortColumn, SortDirection, string]> = [
    ['date', 'asc', t`Date, oldest first`],
    ['date', 'desc', t`Date, newest first`],
    ['description', 'asc', t`Description, A to Z`],
    ['description', 'desc', t`Description, Z to A`],
    ['amount', 'asc', t`Amount, lowest first`],
    ['amount', 'desc', t`Amount, highest first`],
  ]
  return (
    <label className={styles.sortSelect}>
      <span className={styles.sortLabel}>
        <Trans>Sort by</Trans>
      </span>
      <select
        className={input()}
        value={`${sort.column}:${sort.direction}`}
        onChange={(event) => {
          const [column, direction] = event.target.value.split(':') as [EntrySortColumn, SortDirection]
          onSort(column, direction)
        }}
      >
        {options.map(([column, direction, label]) => (
          <option key={`${column}:${direction}`} value={`${column}:${direction}`}>
            {label}
          </option>
        ))}
      </select>
    </label>
  )
}

function SummaryCard({ label, value, tone, loading }: { label: ReactNode; value: ReactNode; tone?: string; loading: boolean }) {
  return (
    <li className={`${card({ padding: 'none' })} ${styles.summaryCard}`}>
      <span className={styles.summaryLabel}>{label}</span>
      {loading ? (
        // The value's own line, shaded, so that the card keeps its height when the figure comes.
        <span className={styles.summaryValue}>
          <span className={visuallyHidden}>
            <Trans>Loading…</Trans>
          </span>
          <PlaceholderLine />
        </span>
      ) : (
        <span className={`${styles.summaryValue} ${tone ?? ''}`}>{value}</span>
      )}
    </li>
  )
}

/**
 * Overdue entries (still to pay or receive, dated before today): how many there are over all months and
 * their sums, a disclosure that lists them (oldest first) with their pay or receive action, and the way to
 * each one's plan (docs/product-rules.md#entries).
 */
function OverdueEntries({ overdue, busy, onPay }: { overdue: OverdueSummary; busy: boolean; onPay: (id: number) => void }) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const more = overdueCount(overdue) - overdue.lancamentos.length
  return (
    <details className={`${alertClass({ tone: 'danger' })} ${styles.overdue}`}>
      <summary className={styles.overdueSummary}>
        <OverdueSums overdue={overdue} />
        <span className={styles.overdueToggle}>
          <Trans>See them</Trans>
        </span>
      </summary>
      <ul className={styles.overdueList}>
        {overdue.lancamentos.map((entry) => {
          const name = entry.descricao
          return (
            <li key={entry.id} className={styles.overdueItem}>
              <time className={styles.nowrap} dateTime={entry.dataLancamento}>
                {formatSaoPauloDate(entry.dataLancamento, i18n.locale)}
              </time>
              <span className={styles.overdueName}>{entry.descricao}</span>
              <span className={styles.amount}>{format.money(entry.valor)}</span>
              <span className={`${finance.actions} ${styles.overdueActions}`}>
                {entry.parcelamentoId !== null ? (
                  <Link href={paths.financas.parcelamentoMensais(entry.parcelamentoId)} className={button({ variant: 'ghost', size: 'sm' })} aria-label={t`View the plan of ${name}`}>
                    <Trans>View plan</Trans>
                  </Link>
                ) : null}
                <PayButton entry={entry} busy={busy} onPay={() => onPay(entry.id)} />
              </span>
            </li>
          )
        })}
      </ul>
      {more > 0 ? (
        <p className={styles.overdueMore}>
          <Plural value={more} one="The oldest are listed; # more is not." other="The oldest are listed; # more are not." />
        </p>
      ) : null}
    </details>
  )
}

/**
 * Mark as paid (only for entries still A Pagar) or, for income still A Receber, Mark as received; a card
 * statement's item is paid through its statement: "Pay bill" opens it.
 */
function PayButton({ entry, busy, onPay }: { entry: Entry; busy: boolean; onPay: () => void }) {
  const { i18n, t } = useLingui()
  const name = entry.descricao
  if (paysThroughStatement(entry)) {
    const month = formatMonth(entry.faturaMes!, i18n.locale)
    return (
      <Link href={paths.financas.cartaoFaturas(entry.cartaoId!, entry.faturaMes!)} className={button({ variant: 'primary', size: 'sm' })} aria-label={t`Pay the ${month} bill of ${name}`}>
        <Trans>Pay bill</Trans>
      </Link>
    )
  }
  if (canMarkAsPaid(entry)) {
    return (
      <button type="button" className={button({ variant: 'primary', size: 'sm' })} aria-label={t`Mark ${name} as paid`} disabled={busy} onClick={onPay}>
        <Trans>Mark as paid</Trans>
      </button>
    )
  }
  if (canMarkAsReceived(entry)) {
    return (
      <button type="button" className={button({ variant: 'primary', size: 'sm' })} aria-label={t`Mark ${name} as received`} disabled={busy} onClick={onPay}>
        <Trans>Mark as received</Trans>
      </button>
    )
  }
  return null
}

/** The amount; a settled entry paid or received at another amount shows both (docs/product-rules.md#entries). */
function AmountCell({ entry }: { entry: Entry }) {
  const format = useFormat()
  const value = format.money(entry.valor)
  if (!isSettledStatus(entry.situacao) || entry.valorPago === null || entry.valorPago === entry.valor) return <>{value}</>
  const paid = format.money(entry.valorPago)
  return (
    <span className={styles.paidAmount}>
      <span>{paid}</span>
      <span className={styles.originalAmount}>{entry.tipoLancamento === 'Receita' ? <Trans>expected {value}</Trans> : <Trans>billed {value}</Trans>}</span>
    </span>
  )
}

/** Memoized: its props are the entry, strings and the page's stable callbacks, so a keystroke elsewhere skips it. */
const EntryRow = memo(function EntryRow({
  entry,
  pointed,
  category,
  account,
  busy,
  onEdit,
  onPay,
  onDelete,
}: {
  entry: Entry
  /** The entry the search opened the month for: marked, and focusable so that the page can move there. */
  pointed: boolean
  category: string
  account: string
  busy: boolean
  onEdit: (id: number) => void
  onPay: (id: number) => void
  onDelete: (id: number) => void
}) {
  const { i18n, t } = useLingui()
  const name = entry.descricao
  return (
    <tr className={pointed ? `${finance.tr} ${searchStyles.pointed}` : finance.tr} id={pointed ? `entry-row-${entry.id}` : undefined} tabIndex={pointed ? -1 : undefined} aria-current={pointed ? 'true' : undefined}>
      <td className={`${finance.td} ${styles.nowrap}`} data-label={t`Date`}>
        <time dateTime={entry.dataLancamento}>{formatSaoPauloDate(entry.dataLancamento, i18n.locale)}</time>
      </td>
      <td className={`${finance.td} ${finance.nameCell} ${styles.descriptionCell}`} data-label={t`Description`}>
        {isCarriedBalance(entry) ? <CarriedBalanceLabel entry={entry} /> : entry.descricao}
        {isOccurrence(entry) ? (
          <>
            {' '}
            <span role="img" aria-label={t({ message: 'Recurring', context: 'occurrence' })} title={t({ message: 'Recurring', context: 'occurrence' })}>
              ↻
            </span>
          </>
        ) : null}
        {entry.observacao ? (
          <span className={styles.noteUnder} title={entry.observacao}>
            <span className={visuallyHidden}>{t`Note`}: </span>
            {entry.observacao}
          </span>
        ) : null}
        {account ? (
          <span className={styles.accountUnder}>
            <span className={visuallyHidden}>{t`Account`} </span>
            {account}
          </span>
        ) : null}
      </td>
      <td className={`${finance.td} ${styles.amount}`} data-label={t`Amount`}>
        <AmountCell entry={entry} />
      </td>
      <td className={finance.td} data-label={t`Type`}>
        <span className={badge({ tone: entry.tipoLancamento === 'Receita' ? 'income' : 'expense' })}>{i18n._(categoryTypeLabels[entry.tipoLancamento])}</span>
      </td>
      <td className={finance.td} data-label={t`Category`}>
        {category}
      </td>
      <td className={`${finance.td} ${styles.accountCell}`} data-label={t`Account`}>
        {account}
      </td>
      <td className={finance.td} data-label={t`Status`}>
        <span className={styles.badges}>
          <span className={badge({ tone: isSettledStatus(entry.situacao) ? 'neutral' : 'status' })}>{i18n._(entryStatusLabels[entry.situacao])}</span>
          {entry.vencido ? (
            <span className={badge({ tone: 'expense' })}>
              <Trans>Overdue</Trans>
            </span>
          ) : null}
        </span>
      </td>
      <td className={`${finance.td} ${finance.actionsCell}`}>
        <span className={`${finance.actions} ${styles.rowActions}`}>
          {isEditableEntry(entry) ? (
            <button type="button" className={button({ variant: 'secondary', size: 'sm' })} aria-label={t`Edit ${name}`} disabled={busy} onClick={() => onEdit(entry.id)}>
              <Trans>Edit</Trans>
            </button>
          ) : null}
          <PayButton entry={entry} busy={busy} onPay={() => onPay(entry.id)} />
          {isEditableEntry(entry) ? (
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} aria-label={t`Delete ${name}`} disabled={busy} onClick={() => onDelete(entry.id)}>
              <Trans>Delete</Trans>
            </button>
          ) : entry.parcelamentoId !== null ? (
            // The plan owns its installments' entries: they are changed or deleted there.
            <Link href={paths.financas.parcelamentoMensais(entry.parcelamentoId)} className={button({ variant: 'ghost', size: 'sm' })} aria-label={t`View the plan of ${name}`}>
              <Trans>View plan</Trans>
            </Link>
          ) : null}
        </span>
      </td>
    </tr>
  )
})
