// The entries page's filter bar: a disclosure, closed unless the user left it open (open, its seven fields pushed the
// first entry ~190 px down at 1280 px, 1,353 px on phones), its line naming the active filters ("Filters (2 active)"),
// with the description, type, status, category, account and date filters, Apply and Clear. It subscribes to the
// filter inputs' text itself, so that a keystroke renders the bar alone: the page, its totals and its rows follow
// what Apply applied, not what is being typed.
import { memo, useMemo } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { activeFilterCount, NO_ACCOUNT_FILTER, NO_CATEGORY } from '@machines/finance/entries/entry-table.machine'
import type { EntryFilterField, EntryTableMachine } from '@machines/finance/entries/entry-table.machine'
import type { BankAccount } from '@contract/bank-account'
import type { Category } from '@contract/category'
import { categoryTypes, entryStatuses } from '@contract/finance'
import { FilterInput, FilterSelect } from '@/components/filter-field/filter-field'
import { button, card, disclosureToggle } from '@/styles/recipes.css'
import { accountLabel } from '../accounts/account-label'
import * as styles from './entries.css'
import { categoryLabels, categoryTypeLabels, entryStatusLabels } from '../finance-labels'

export interface EntryFilterBarProps {
  actor: ActorRefFrom<EntryTableMachine>
  categories: readonly Category[]
  accounts: readonly BankAccount[] | null
  /** Apply and Clear wait while the page is busy (a load, a save). */
  browsing: boolean
}

/** Memoized: its props change with the lists and the page's state, not with the page's other renders. */
export const EntryFilterBar = memo(function EntryFilterBar({ actor, categories, accounts, browsing }: EntryFilterBarProps) {
  const { i18n, t } = useLingui()
  const filters = useSelector(actor, (s) => s.context.table.filters)
  const activeFilters = useSelector(actor, (s) => activeFilterCount(s.context))
  const filtersOpen = useSelector(actor, (s) => s.context.filtersOpen)
  const changes = useMemo(() => {
    const change = (field: EntryFilterField) => (value: string) => actor.send({ type: 'filters.change', field, value })
    return { descricao: change('descricao'), tipo: change('tipo'), situacao: change('situacao'), categoriaId: change('categoriaId'), contaBancariaId: change('contaBancariaId'), dataInicio: change('dataInicio'), dataFim: change('dataFim') }
  }, [actor])
  // The selects' options, made once per list and language: a keystroke renders the same elements, which React skips.
  const typeOptions = useMemo(
    () => [
      <option key="" value="">
        {t`All`}
      </option>,
      ...categoryTypes.map((type) => (
        <option key={type} value={type}>
          {i18n._(categoryTypeLabels[type])}
        </option>
      )),
    ],
    [i18n, t],
  )
  const statusOptions = useMemo(
    () => [
      <option key="" value="">
        {t({ message: 'All', context: 'statuses' })}
      </option>,
      ...entryStatuses.map((status) => (
        <option key={status} value={status}>
          {i18n._(entryStatusLabels[status])}
        </option>
      )),
    ],
    [i18n, t],
  )
  const categoryOptions = useMemo(() => {
    const labels = categoryLabels(categories, i18n)
    return [
      <option key="" value="">
        {t({ message: 'All', context: 'categories' })}
      </option>,
      <option key={NO_CATEGORY} value={NO_CATEGORY}>
        {t`No category`}
      </option>,
      ...categories.map((category, index) => (
        <option key={category.id} value={String(category.id)}>
          {labels[index]}
        </option>
      )),
    ]
  }, [categories, i18n, t])
  const accountOptions = useMemo(
    () => [
      <option key="" value="">
        {t({ message: 'All', context: 'accounts' })}
      </option>,
      <option key={NO_ACCOUNT_FILTER} value={NO_ACCOUNT_FILTER}>
        {t`No account`}
      </option>,
      ...(accounts ?? []).map((account) => (
        <option key={account.id} value={String(account.id)}>
          {accountLabel(account, i18n)}
        </option>
      )),
    ],
    [accounts, i18n, t],
  )

  return (
    <details className={`${card({ padding: 'none' })} ${styles.filterPanel}`} open={filtersOpen} onToggle={(event) => actor.send({ type: 'filters.toggle', open: event.currentTarget.open })}>
      <summary className={`${disclosureToggle({ size: 'sm' })} ${styles.filterToggle}`} data-active={activeFilters > 0 ? '' : undefined}>
        <span aria-hidden="true" className={styles.filterChevron}>
          ›
        </span>
        <Trans>Filters</Trans>
        {activeFilters > 0 ? ' ' : null}
        {activeFilters > 0 ? <Plural value={activeFilters} one="(# active)" other="(# active)" /> : null}
      </summary>
      <form
        role="search"
        aria-label={t`Filter entries`}
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'filters.apply' })
        }}
      >
        <FilterInput label={<Trans>Description</Trans>} type="search" value={filters.descricao} onChange={changes.descricao} />
        <FilterSelect label={<Trans>Type</Trans>} value={filters.tipo} onChange={changes.tipo}>
          {typeOptions}
        </FilterSelect>
        <FilterSelect label={<Trans>Status</Trans>} value={filters.situacao} onChange={changes.situacao}>
          {statusOptions}
        </FilterSelect>
        <FilterSelect label={<Trans>Category</Trans>} value={filters.categoriaId} onChange={changes.categoriaId}>
          {categoryOptions}
        </FilterSelect>
        <FilterSelect label={<Trans>Account</Trans>} value={filters.contaBancariaId} onChange={changes.contaBancariaId}>
          {accountOptions}
        </FilterSelect>
        <FilterInput label={<Trans>Date from</Trans>} type="date" value={filters.dataInicio} onChange={changes.dataInicio} />
        <FilterInput label={<Trans>Date to</Trans>} type="date" value={filters.dataFim} onChange={changes.dataFim} />
        <div className={styles.filterActions}>
          <button type="submit" className={button({ variant: 'primary' })} disabled={!browsing}>
            <Trans>Apply</Trans>
          </button>
          <button type="button" className={button({ variant: 'secondary' })} disabled={!browsing} onClick={() => actor.send({ type: 'filters.clear' })}>
            <Trans>Clear</Trans>
          </button>
        </div>
      </form>
    </details>
  )
})
