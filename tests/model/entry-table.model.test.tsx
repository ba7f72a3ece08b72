// Model-based paths of the entry table machine, replayed against the real entries page: the
// paths come from the machine with getShortestPaths (xstate/graph), its actors' answers named as
// xstate.done/error.actor.loadAccounts, .loadEntries and .deleteEntry, and the modals' outcomes as the invoked child
// machines' done events (xstate.done.actor.entryForm / .markAsPaid with their output). The replay clicks
// and types on the page, settles the held actors when the path says so, and reaches a modal's outcome
// through the real modal: Cancel closes it; a save fills (a new entry) and submits the real form and
// answers the child's held save or payment. An occurrence of a recurring series (the Freela, series 30) asks
// which occurrences an edit or a delete is for (docs/product-rules.md#recurring-entries): its edit's scope opens
// the form (whose series save is held too), its delete may end or delete the series (xstate.done/error.actor.deleteSeries).
// Every state asserts what the page shows.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot } from 'xstate'
import { i18n } from '@lingui/core'
import { getShortestPaths } from 'xstate/graph'
import { defaultEntrySort, emptyEntryFilters, entryTableMachine, entryTotals, filteredEntries, hasClientFilters, isOccurrence, shownEntries } from '@machines/finance/entries/entry-table.machine'
import type { EntryTableContext, EntryTableEvent } from '@machines/finance/entries/entry-table.machine'
import type { ExportExtras, LoadedEntries } from '@machines/finance/entries/entry-table.actors'
import { entryValues } from '@machines/finance/entries/entry-form.machine'
import type { EntryFormContext, EntryFormOutput, SeriesEdit } from '@machines/finance/entries/entry-form.machine'
import type { Recurrence } from '@contract/recurrence'
import { recurrence } from '../fixtures/recurrences'
import { provideEntryTable } from '../support/entries-logic'
import type { MarkAsPaidOutput } from '@machines/finance/entries/mark-as-paid.machine'
import { pagedTable } from '@machines/paged-table'
import { ApiError } from '@/api/errors'
import type { EntryCreateInput, EntryPayment } from '@/api/entries'
import type { Category } from '@contract/category'
import type { Entry } from '@contract/entry'
import { centsToAmount } from '@contract/money'
import { formatCurrency, formatMonth } from '@/i18n/format'
import { isWholeMonth } from '@/lib/month'
import EntriesView from '@/views/finance/entries/entries-view'
import { accountValue, paymentAccountId, usableAccountId } from '@machines/finance/entries/entry-accounts'
import type { BankCard } from '@contract/bank-card'
import type { BankAccount } from '@contract/bank-account'
import { accountLabel } from '@/views/finance/accounts/account-label'
import { bankCard } from '../fixtures/bank-cards'
import { bankAccounts } from '../fixtures/entry-accounts'
import { categories, monthEntries as fixtureEntries } from '../fixtures/entries'
import { renderApp, settle } from '../views/support'
import { reportCoverage, serializeByTransition } from './coverage'
import { actorOfEvent, coveringPaths, heldActor, type ActorAnswer, type ActorDone } from './held-actors'
import { replay, stateKey, pressEscape } from './harness'
import { plain } from '../support/screen-text'

// The CSV file itself is the view test's (tests/views/entries.test.tsx); here the page asks for it.
vi.mock('@/lib/download', () => ({ downloadFile: vi.fn() }))

const HOME_MONTH = '2026-11'
const NOW = new Date('2026-11-20T17:30:00.000Z')
const clock = () => NOW
const defaultTable = pagedTable(emptyEntryFilters(HOME_MONTH))
/** The month's entries, the salary received into Nubank and the rent paid from an account archived since. */
const monthEntries: Entry[] = fixtureEntries.map((entry) =>
  entry.id === 1 ? { ...entry, contaBancariaId: 8 } : entry.id === 2 ? { ...entry, contaBancariaId: 9 } : entry.id === 4 ? { ...entry, recorrenciaId: 30, dataOcorrencia: '2026-11-04' } : entry,
)
/** The Freela's series, as the form's series save answers it. */
const freelaSeries = recurrence(30, { descricao: 'Freela', valor: 700.2, tipoLancamento: 'Receita', categoriaId: 1 })
const customPeriodEntries = monthEntries.slice(9)
const water = monthEntries[2]!
const failure = new ApiError({ status: 500, code: 'internal_error', message: 'x' })
/** The user's cards: one with statement days (the form offers it). */
const cards = [bankCard({ id: 4, nomeUsuario: 'Ana', nomeBanco: 'Nubank', diaFechamento: 3, diaVencimento: 10 })]

type ModelEvent =
  | EntryTableEvent
  | ActorAnswer<{ loadAccounts: BankAccount[]; loadCards: BankCard[]; loadEntries: LoadedEntries; deleteEntry: undefined; deleteSeries: undefined; loadExportExtras: ExportExtras }>
  | ActorDone<{ entryForm: EntryFormOutput; markAsPaid: MarkAsPaidOutput }>

/** The period's transfer and statement payment the export adds when asked to. */
const extrasSample: ExportExtras = {
  transfers: [{ id: 81, contaOrigemId: 7, contaDestinoId: 8, valor: 200, data: '2026-11-12', descricao: 'Saque' }],
  payments: [{ contaBancariaId: 7, movement: { data: '2026-11-10T10:00:00-03:00', tipo: 'fatura', id: 31, descricao: '2026-11', valor: -500, saldo: 100, contraparteId: 4 } }],
}

/** Everything the guards and the page depend on (tests/README.md "State space"). */
const project = (context: EntryTableContext) => [
  context.month,
  context.homeMonth,
  context.period,
  context.entries.map((entry) => entry.id),
  context.categories.length,
  context.accounts?.length ?? 'unknown',
  context.lastAccountId,
  context.table,
  context.sort,
  context.pendingDelete?.id ?? null,
  context.draft,
  context.formFor ?? 'none',
  context.editChoice?.entry.id ?? null,
  context.seriesRemoval,
  context.exportExtras,
  context.filtersOpen,
  context.alert && [context.alert.tone, context.alert.message.id],
]

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7))
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const clientFilters = (filters: EntryTableContext['table']['applied']) => [filters.descricao, filters.tipo, filters.situacao, filters.categoriaId]

/** The filter bar's line: "Filters", or "Filters (2 active)" while filters are applied. */
const filtersToggle = () => screen.getByText(/^Filters( \(\d+ active\))?$/).closest('summary')!

/**
 * How far a context is from the page as it first loads (the current month, its 12 entries, no filter,
 * 10 rows, no alert). The model walks every transition from there and from one step away; states two
 * steps away end their path (their own transitions are all taken nearer home).
 */
function distance(snapshot: AnyMachineSnapshot): number {
  const context = snapshot.context as EntryTableContext
  let steps = Math.abs(monthIndex(context.month) - monthIndex(HOME_MONTH))
  if (!isWholeMonth(context.period.from, context.period.to)) steps += 1
  if (!same(context.table.filters, context.table.applied)) steps += 1
  if (!same(clientFilters(context.table.applied), clientFilters(defaultTable.applied))) steps += 1
  if (context.table.visible !== 10) steps += 1
  if (!same(context.sort, defaultEntrySort)) steps += 1
  if (context.draft) steps += 1
  if (context.alert) steps += 1
  // The accounts not (yet) loaded, and an account remembered, are a step away from the page as it first loads.
  if (context.accounts?.length !== bankAccounts.length) steps += 1
  if (context.lastAccountId !== null) steps += 1
  if (context.exportExtras) steps += 1
  if (context.filtersOpen) steps += 1
  if (snapshot.matches('ready') && context.month === HOME_MONTH && isWholeMonth(context.period.from, context.period.to) && context.entries.length !== monthEntries.length) steps += 1
  return steps
}

/** The page's events without a value everywhere; the actors' answers; the user's choices with a value near home only. */
function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as EntryTableContext
  const home = distance(snapshot) === 0
  const entries = !isWholeMonth(context.period.from, context.period.to) ? customPeriodEntries : context.month === HOME_MONTH ? monthEntries : []
  const events: ModelEvent[] = [
    { type: 'xstate.done.actor.loadEntries', output: { entries, categories, overdue: null } },
    // The accounts load once: their answer comes while they are unknown.
    ...(context.accounts === null
      ? [
          { type: 'xstate.done.actor.loadAccounts' as const, output: bankAccounts },
          { type: 'xstate.error.actor.loadAccounts' as const, error: failure },
        ]
      : []),
    // So do the cards.
    ...(context.cards === null
      ? [
          { type: 'xstate.done.actor.loadCards' as const, output: cards },
          { type: 'xstate.error.actor.loadCards' as const, error: failure },
        ]
      : []),
    { type: 'xstate.error.actor.loadEntries', error: failure },
    { type: 'filters.apply' },
    { type: 'filters.clear' },
    { type: 'table.more' },
    { type: 'table.less' },
    { type: 'table.all' },
    { type: 'month.previous' },
    { type: 'month.next' },
    { type: 'entry.add', now: NOW },
    { type: 'export.csv' },
    { type: 'alert.dismiss' },
    { type: 'xstate.done.actor.entryForm', output: { outcome: 'saved', entry: water } },
    { type: 'xstate.done.actor.entryForm', output: { outcome: 'closed' } },
    // Paid from the Carteira account when the modal offers it (it is then remembered), else from none.
    { type: 'xstate.done.actor.markAsPaid', output: { outcome: 'paid', entry: { ...water, situacao: 'Pago', contaBancariaId: context.accounts?.length ? 7 : null } } },
    { type: 'xstate.done.actor.markAsPaid', output: { outcome: 'closed' } },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'xstate.done.actor.deleteEntry', output: undefined },
    { type: 'xstate.error.actor.deleteEntry', error: failure },
    { type: 'edit.scope', scope: 'one' },
    { type: 'edit.scope', scope: 'following' },
    { type: 'edit.scope', scope: 'all' },
    { type: 'edit.cancel' },
    { type: 'delete.following' },
    { type: 'delete.all' },
    { type: 'xstate.done.actor.deleteSeries', output: undefined },
    { type: 'xstate.error.actor.deleteSeries', error: failure },
    { type: 'xstate.done.actor.loadExportExtras', output: extrasSample },
    { type: 'xstate.error.actor.loadExportExtras', error: failure },
  ]
  // The export's option: ticked near home, unticked again once ticked.
  if (context.exportExtras) events.push({ type: 'export.extras', include: false })
  // The filter bar: opened near home (it starts closed), closed again once opened (the event names its new state).
  if (home || context.filtersOpen) events.push({ type: 'filters.toggle', open: !context.filtersOpen })
  if (snapshot.matches('loading') && home && context.table.filters.descricao === '') events.push({ type: 'filters.change', field: 'descricao', value: 'mercado' })
  if (snapshot.matches({ ready: 'browsing' }) && home) {
    events.push(
      { type: 'filters.change', field: 'descricao', value: 'mercado' },
      { type: 'filters.change', field: 'dataInicio', value: '2026-11-10' },
      { type: 'filters.change', field: 'dataInicio', value: '2026-12-15' },
      { type: 'filters.change', field: 'dataInicio', value: '1899-12-31' },
      { type: 'filters.change', field: 'dataInicio', value: '2025-11-29' },
      { type: 'entry.edit', id: 3, now: NOW },
      { type: 'entry.pay', id: 3, now: NOW },
      { type: 'entry.delete', id: 2 },
      // The Freela is an occurrence of a recurring series.
      { type: 'entry.edit', id: 4, now: NOW },
      { type: 'entry.delete', id: 4 },
      { type: 'table.sort', column: 'amount' },
      { type: 'export.extras', include: true },
    )
  }
  // "Manage categories" in a new entry's modal, with what the form holds when it opens.
  if (snapshot.matches({ ready: 'form' }) && context.formFor === null && context.draft === null) events.push({ type: 'draft.keep', values: entryValues(null, '2026-11-20') })
  return events.filter((event) => snapshot.can(event as EntryTableEvent))
}

const allPaths = getShortestPaths(entryTableMachine, {
  input: { month: HOME_MONTH },
  events: (snapshot) => eventsFor(snapshot) as EntryTableEvent[],
  // Paths end two steps from home, and in a modal one step from home.
  // (The export with its option ticked is one step from home: its answer is taken there.)
  stopWhen: (snapshot) => distance(snapshot) > (snapshot.matches({ ready: 'browsing' }) || snapshot.matches('loading') || snapshot.matches({ ready: 'exporting' }) ? 1 : 0),
  serializeState: serializeByTransition(entryTableMachine, (s) => project(s.context as EntryTableContext)),
})
const paths = coveringPaths(entryTableMachine, allPaths)

/** A short test name: the steps (event types with their key values). */
function describePath(path: (typeof paths)[number]): string {
  const step = (event: ModelEvent) => {
    if (event.type === 'filters.change') return `filters.change(${event.field}=${event.value})`
    if (event.type === 'table.sort') return `table.sort(${event.column})`
    if ('id' in event) return `${event.type}(${event.id})`
    if (event.type === 'xstate.done.actor.loadEntries') return `loadEntries(${event.output.entries.length})`
    if (event.type === 'xstate.done.actor.loadAccounts') return `loadAccounts(${event.output.length})`
    if (event.type === 'xstate.done.actor.entryForm' || event.type === 'xstate.done.actor.markAsPaid') return `${actorOfEvent(event.type)} ${event.output.outcome}`
    return event.type.replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$2 $1')
  }
  const events = path.steps.map((s) => s.event as ModelEvent | { type: 'xstate.init' }).filter((event) => event.type !== 'xstate.init') as ModelEvent[]
  return `reaches ${JSON.stringify(path.state.value)}: ${events.map(step).join(' → ') || '(start)'}`
}

/** The page's machine with actors (its own and its modals') whose answers the replay holds. */
function heldLogic() {
  const held = {
    loadAccounts: heldActor<BankAccount[]>(),
    loadCards: heldActor<BankCard[]>(),
    loadEntries: heldActor<LoadedEntries, { from: string; to: string }>(),
    deleteEntry: heldActor<void, { id: number }>(),
    deleteSeries: heldActor<void, { id: number; aPartirDe: string | null }>(),
    loadCategories: heldActor<Category[]>(),
    saveEntry: heldActor<Entry, { id: number | null; entry: EntryCreateInput }>(),
    saveSeries: heldActor<Recurrence, SeriesEdit & { entry: EntryCreateInput }>(),
    payEntry: heldActor<Entry, { id: number; payment: EntryPayment }>(),
    loadExportExtras: heldActor<ExportExtras, { from: string; to: string; accounts: BankAccount[] }>(),
  }
  const logic = provideEntryTable(held)
  return { held, logic }
}

/** A new entry as the replay fills it. */
const newEntry: Array<[string, string]> = [
  ['Description', 'Luz'],
  ['Amount (R$)', '12.50'],
  ['Type', 'Despesa'],
  ['Status', 'A Pagar'],
  ['Category', '2'],
]

const money = (cents: number) => plain(formatCurrency(centsToAmount(cents), 'en'))
const labels: Record<string, string> = { descricao: 'Description', dataInicio: 'Date from', dataFim: 'Date to' }

describe('entry table machine × entries page', () => {
  afterEach(() => {
    sessionStorage.clear()
    localStorage.clear()
  })
  afterAll(() => {
    const coverage = reportCoverage(entryTableMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(describePath(path), async () => {
      const { held, logic } = heldLogic()
      const app = await renderApp({ path: '/financas/lancamento-financeiro' }, <EntriesView logic={logic} clock={clock} />)
      const actor = app.actors.byId('entryTable')
      const csvRequests: unknown[] = []
      actor.on('entries.csv', (request) => csvRequests.push(request))
      const live = (state: AnyMachineSnapshot) => {
        const context = actor.getSnapshot().context as EntryTableContext
        expect(project(context)).toEqual(project(state.context as EntryTableContext))
        return context
      }
      const search = () => screen.getByRole('search')
      /** What every state shows: the month, the totals of the loaded entries, the filter inputs, the alert. */
      const page = (context: EntryTableContext) => {
        expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^${formatMonth(context.month, 'en')}`) })).toBeInTheDocument()
        // The cards follow the client filters, and say so.
        const filtered = hasClientFilters(context)
        const totals = entryTotals(filtered ? filteredEntries(context) : context.entries)
        const totalsList = screen.getByRole('list', { name: filtered ? 'Totals of the filtered entries' : 'Totals of the period' })
        const cards = within(totalsList).getAllByRole('listitem').map((item) => plain(item.textContent))
        // While a period loads, its totals say so: never R$ 0,00 or the figures of the period left.
        const loadingPeriod = actor.getSnapshot().matches('loading')
        expect(totalsList.getAttribute('aria-busy')).toBe(String(loadingPeriod))
        if (loadingPeriod) expect(cards).toEqual(['IncomeLoading…', 'ExpensesLoading…', 'BalanceLoading…', 'To payLoading…', 'To receiveLoading…'])
        else expect(cards).toEqual([`Income${money(totals.income)}`, `Expenses${money(totals.expenses)}`, `Balance${money(totals.balance)}`, `To pay${money(totals.toPay)}`, `To receive${money(totals.toReceive)}`])
        for (const [field, label] of Object.entries(labels)) {
          expect(within(search()).getByLabelText(label)).toHaveValue(context.table.filters[field as keyof typeof context.table.filters])
        }
        // The account filter: all, none, then every account (an archived one says so).
        const accountOptions = within(within(search()).getByLabelText('Account')).getAllByRole('option').map((option) => option.textContent)
        expect(accountOptions).toEqual(['All', 'No account', ...(context.accounts ?? []).map((account) => accountLabel(account, i18n))])
        // The filter bar open or closed as the machine holds it.
        expect(filtersToggle().closest('details')!.open).toBe(context.filtersOpen)
        // The account remembered is in local storage for the next visit.
        expect(localStorage.getItem('financas.ultimaConta')).toBe(context.lastAccountId === null ? null : String(context.lastAccountId))
        const shown = screen.queryByRole('alert') ?? screen.queryAllByRole('status').find((element) => element.textContent?.includes('Operation'))
        if (context.alert) expect(shown).toHaveTextContent(context.alert.message.message!)
        else expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
      }
      const table = (context: EntryTableContext) => {
        const shown = shownEntries(context)
        if (shown.length === 0) {
          expect(screen.queryByRole('table')).toBeNull()
          expect(screen.getByText('No entries found.')).toBeInTheDocument()
        } else {
          const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
          expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.firstChild?.textContent)).toEqual(shown.map((entry) => entry.descricao))
          // The account column names what the accounts loaded know ('' for none, or while they are unknown).
          const accountName = (entry: Entry) => {
            const account = context.accounts?.find((candidate) => candidate.id === entry.contaBancariaId)
            return account ? accountLabel(account, i18n) : ''
          }
          expect(rows.map((row) => within(row).getAllByRole('cell')[5]!.textContent)).toEqual(shown.map(accountName))
          const sorted = within(screen.getByRole('table')).getAllByRole('columnheader').filter((header) => header.hasAttribute('aria-sort'))
          expect(sorted.map((header) => [header.textContent?.replace(/[▲▼]/g, ''), header.getAttribute('aria-sort')])).toEqual([
            [{ date: 'Date', description: 'Description', amount: 'Amount' }[context.sort.column], context.sort.direction === 'asc' ? 'ascending' : 'descending'],
          ])
        }
        const total = filteredEntries(context).length
        if (total > 10) expect(screen.getByText(`Showing ${shown.length} of ${total}`)).toBeInTheDocument()
        expect(screen.queryByRole('button', { name: 'See more' }) !== null).toBe(shown.length < total)
        expect(screen.queryByRole('button', { name: 'See less' }) !== null).toBe(context.table.visible > 10 && total > 0)
        expect(screen.queryByRole('button', { name: `Show all (${total})` }) !== null).toBe(shown.length < total)
      }
      const dialog = (name: string) => screen.getByRole('dialog', { name })
      const click = (element: HTMLElement) => settle(() => fireEvent.click(element))

      const checks: Record<string, (state: AnyMachineSnapshot, event: ModelEvent | { type: 'xstate.init' }) => void> = {
        loading: (state) => {
          const context = live(state)
          page(context)
          expect(screen.getAllByRole('status').some((element) => element.textContent === 'Loading entries…')).toBe(true)
          expect(screen.queryByRole('table')).toBeNull()
          expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled()
          expect(screen.queryByRole('dialog')).toBeNull()
          expect(held.loadEntries.runs.at(-1)!.input).toEqual(context.period)
        },
        '{"ready":"browsing"}': (state) => {
          const context = live(state)
          page(context)
          table(context)
          expect(screen.queryByRole('dialog')).toBeNull()
          expect(screen.queryByRole('alertdialog')).toBeNull()
          expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', filteredEntries(context).length === 0)
        },
        // The modal of the child machine the page invoked, with the entry of the click (a new one: empty, dated today).
        '{"ready":"form"}': (state, event) => {
          const context = live(state)
          // A kept draft is in the tab's session, for when the page opens again.
          expect(JSON.parse(sessionStorage.getItem('entryDraft') ?? 'null')).toEqual(context.draft && { owner: null, ...context.draft })
          // (The cards may arrive while it is open: the modal is the one of the entry it opened for.)
          if (event.type === 'entry.edit' || (event.type !== 'entry.add' && typeof context.formFor === 'number')) {
            const edited = monthEntries.find((entry) => entry.id === context.formFor)!
            expect(within(dialog('Edit entry')).getByLabelText('Description')).toHaveValue(edited.descricao)
            expect(within(dialog('Edit entry')).getByLabelText('Bank account')).toHaveValue(accountValue(edited.contaBancariaId))
            // An occurrence's series edit says so: "this and the following" from the occurrence's date, "all" from the series' start.
            const form = actor.getSnapshot().children.entryForm!.getSnapshot().context as EntryFormContext
            if (event.type === 'edit.scope') expect(form.series).toEqual(event.scope === 'one' ? null : { recorrenciaId: 30, aPartirDe: event.scope === 'following' ? '2026-11-04' : null })
          } else {
            expect(within(dialog('New entry')).getByLabelText('Description')).toHaveValue('')
            expect(within(dialog('New entry')).getByLabelText('Date')).toHaveValue('2026-11-20')
            // A new entry starts with the account last used, while it is offered.
            expect(within(dialog('New entry')).getByLabelText('Bank account')).toHaveValue(accountValue(usableAccountId(context.accounts ?? [], context.lastAccountId)))
          }
        },
        '{"ready":"paying"}': (state) => {
          const context = live(state)
          expect(within(dialog('Mark as paid')).getByLabelText('Bank account')).toHaveValue(accountValue(paymentAccountId(context.accounts ?? [], water.contaBancariaId, context.lastAccountId)))
          expect(dialog('Mark as paid')).toHaveTextContent(water.descricao)
          expect(within(dialog('Mark as paid')).getByLabelText('Amount paid (R$)')).toHaveValue('80.10')
          expect(within(dialog('Mark as paid')).getByLabelText('Payment date and time')).toHaveValue('2026-11-20T14:30')
        },
        '{"ready":"confirming"}': (state) => {
          const context = live(state)
          const open = screen.getByRole('alertdialog')
          expect(open).toHaveTextContent(isOccurrence(context.pendingDelete!) ? 'This entry repeats.' : 'Do you really want to delete this entry?')
          expect(open).toHaveTextContent(context.pendingDelete!.descricao)
          expect(within(open).getByRole('button', { name: 'Cancel' })).toHaveFocus()
          expect(within(open).queryByRole('button', { name: 'This and the following' }) !== null).toBe(isOccurrence(context.pendingDelete!))
        },
        '{"ready":"choosingEdit"}': (state) => {
          const context = live(state)
          const open = screen.getByRole('alertdialog', { name: 'Edit a recurring entry' })
          expect(open).toHaveTextContent(context.editChoice!.entry.descricao)
          expect(within(open).getAllByRole('button').map((button) => button.textContent)).toEqual(['Cancel', 'This occurrence', 'This and the following', 'All'])
          expect(screen.queryByRole('dialog')).toBeNull()
        },
        '{"ready":"exporting"}': (state) => {
          const context = live(state)
          page(context)
          // The period's transfers and bill payments are asked for (every account's statement) before the file.
          expect(held.loadExportExtras.runs.at(-1)!.input).toEqual({ from: context.period.from, to: context.period.to, accounts: context.accounts ?? [] })
          expect(screen.getByRole('button', { name: 'Exporting…' })).toBeDisabled()
          expect(screen.getByRole('checkbox', { name: 'Include transfers and bill payments' })).toBeDisabled()
        },
        '{"ready":"deletingSeries"}': (state) => {
          const context = live(state)
          expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deleting…' })).toBeDisabled()
          expect(held.deleteSeries.runs.at(-1)!.input).toEqual({ id: 30, aPartirDe: context.seriesRemoval === 'following' ? '2026-11-04' : null })
          expect(held.deleteEntry.runs).toHaveLength(0)
        },
        '{"ready":"deleting"}': (state) => {
          const context = live(state)
          expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deleting…' })).toBeDisabled()
          expect(held.deleteEntry.runs.at(-1)!.input).toEqual({ id: context.pendingDelete!.id })
        },
      }

      /** A modal's outcome through the real modal: Cancel, or a filled and submitted form whose save or payment succeeds. */
      const finishForm = async (output: EntryFormOutput) => {
        const open = screen.getByRole('dialog')
        if (output.outcome === 'closed') return click(within(open).getByRole('button', { name: 'Cancel' }))
        await settle(() => held.loadCategories.settle({ type: 'done', output: categories }))
        if (screen.queryByRole('dialog', { name: 'New entry' })) {
          for (const [label, value] of newEntry) fireEvent.change(within(open).getByLabelText(label), { target: { value } })
        }
        await click(within(open).getByRole('button', { name: 'Save' }))
        // An occurrence's series edit saves the series, never the entry alone.
        const series = (actor.getSnapshot().children.entryForm?.getSnapshot().context as EntryFormContext | undefined)?.series
        if (series) return settle(() => held.saveSeries.settle({ type: 'done', output: freelaSeries }))
        await settle(() => held.saveEntry.settle({ type: 'done', output: output.entry }))
      }
      const finishPayment = async (output: MarkAsPaidOutput) => {
        const open = dialog('Mark as paid')
        if (output.outcome === 'closed') return click(within(open).getByRole('button', { name: 'Cancel' }))
        // The account the answer names is the one chosen in the modal.
        fireEvent.change(within(open).getByLabelText('Bank account'), { target: { value: accountValue(output.entry.contaBancariaId) } })
        await click(within(open).getByRole('button', { name: 'Confirm payment' }))
        expect(held.payEntry.runs.at(-1)!.input.payment.contaBancariaId).toBe(output.entry.contaBancariaId)
        await settle(() => held.payEntry.settle({ type: 'done', output: output.entry }))
      }
      const rowButton = (name: (entry: Entry) => string, id: number) => screen.getByRole('button', { name: name(monthEntries.find((entry) => entry.id === id)!) })

      const perform = async (event: ModelEvent): Promise<void> => {
        switch (event.type) {
          case 'filters.change':
            return settle(() => fireEvent.change(within(search()).getByLabelText(labels[event.field]!), { target: { value: event.value } }))
          case 'filters.apply':
            return click(within(search()).getByRole('button', { name: 'Apply' }))
          case 'filters.clear':
            return click(within(search()).getByRole('button', { name: 'Clear' }))
          case 'table.more':
            return click(screen.getByRole('button', { name: 'See more' }))
          case 'table.less':
            return click(screen.getByRole('button', { name: 'See less' }))
          case 'table.all':
            return click(screen.getByRole('button', { name: /^Show all/ }))
          case 'table.sort':
            return click(within(screen.getByRole('table')).getByRole('button', { name: { date: 'Date', description: 'Description', amount: 'Amount' }[event.column] }))
          case 'month.previous':
            return click(screen.getByRole('button', { name: /Previous month/ }))
          case 'month.next':
            return click(screen.getByRole('button', { name: /Next month/ }))
          case 'entry.add':
            return click(screen.getByRole('button', { name: 'New entry' }))
          case 'entry.edit':
            return click(rowButton((entry) => `Edit ${entry.descricao}`, event.id))
          case 'entry.pay':
            return click(rowButton((entry) => `Mark ${entry.descricao} as paid`, event.id))
          case 'entry.delete':
            return click(rowButton((entry) => `Delete ${entry.descricao}`, event.id))
          case 'export.csv': {
            const context = actor.getSnapshot().context as EntryTableContext
            await click(screen.getByRole('button', { name: 'Export CSV' }))
            // With the option, the file waits for the transfers and bill payments.
            if (context.exportExtras) expect(csvRequests).toEqual([])
            else {
              expect(csvRequests).toEqual([{ type: 'entries.csv', entries: filteredEntries(context), categories: context.categories, accounts: context.accounts ?? [], cards: context.cards ?? [], period: context.period, extras: null }])
              csvRequests.length = 0
            }
            return
          }
          case 'export.extras': {
            const checkbox = screen.getByRole('checkbox', { name: 'Include transfers and bill payments' })
            expect(checkbox).toHaveProperty('checked', !event.include)
            await click(checkbox)
            expect(checkbox).toHaveProperty('checked', event.include)
            return
          }
          case 'xstate.done.actor.loadExportExtras': {
            const context = actor.getSnapshot().context as EntryTableContext
            await settle(() => held.loadExportExtras.settle(event))
            expect(csvRequests).toEqual([{ type: 'entries.csv', entries: filteredEntries(context), categories: context.categories, accounts: context.accounts ?? [], cards: context.cards ?? [], period: context.period, extras: extrasSample }])
            csvRequests.length = 0
            return
          }
          case 'xstate.error.actor.loadExportExtras':
            await settle(() => held.loadExportExtras.settle(event))
            // No file: the alert says why.
            expect(csvRequests).toEqual([])
            expect(screen.getByRole('alert')).toHaveTextContent('Could not load the transfers and bill payments to export.')
            return
          case 'alert.dismiss':
            return click(screen.getByRole('button', { name: 'Dismiss' }))
          case 'filters.toggle': {
            const details = filtersToggle().closest('details')!
            expect(details.open).toBe(!event.open)
            await click(filtersToggle())
            expect(details.open).toBe(event.open)
            // The choice is kept on this device for the next visit.
            expect(localStorage.getItem('financas.lancamentos.filtros')).toBe(event.open ? 'aberto' : 'fechado')
            return
          }
          case 'draft.keep':
            return click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Manage categories' }))
          case 'delete.confirm': {
            const pending = (actor.getSnapshot().context as EntryTableContext).pendingDelete!
            return click(within(screen.getByRole('alertdialog')).getByRole('button', { name: isOccurrence(pending) ? 'This occurrence' : 'Delete' }))
          }
          case 'delete.following':
            return click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'This and the following' }))
          case 'delete.all':
            return click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'All' }))
          case 'edit.scope':
            return click(within(screen.getByRole('alertdialog')).getByRole('button', { name: { one: 'This occurrence', following: 'This and the following', all: 'All' }[event.scope] }))
          case 'edit.cancel':
            return pressEscape()
          case 'delete.cancel':
            return pressEscape()
          case 'xstate.done.actor.entryForm':
            return finishForm(event.output)
          case 'xstate.done.actor.markAsPaid':
            return finishPayment(event.output)
          default:
            return settle(() => held[actorOfEvent(event.type) as 'loadAccounts' | 'loadCards' | 'loadEntries' | 'deleteEntry' | 'deleteSeries'].settle(event))
        }
      }

      await replay(path, () => actor, perform, (state, event) => checks[stateKey(state.value)]!(state, event as ModelEvent | { type: 'xstate.init' }))
    })
  }
})
