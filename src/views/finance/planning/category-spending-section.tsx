// The finance panel's spending by category of the viewed month (the categorySpending machine): the
// expenses per category, largest first, as a chart in its own lazy chunk and as a table; entries without
// a category together. docs/product-rules.md#budgets-and-projection.
import { lazy, Suspense } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { categorySpendingMachine } from '@machines/finance/planning/category-spending.machine'
import type { CategorySpendingMachine } from '@machines/finance/planning/category-spending.machine'
import type { CategoryTotal } from '@contract/planning'
import { Placeholder } from '@/components/placeholder/placeholder'
import { formatMonth } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import type { MonthKey } from '@/lib/month'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { useTheme } from '@/state/preferences-context'
import { alert as alertClass, button, card } from '@/styles/recipes.css'
import { ChartTable } from '../chart-table'
import * as panelStyles from '../panel/finance-panel.css'

// uPlot comes with the chart, in its own chunk (shared with the month chart's).
const CategorySpendingChart = lazy(() => import('./category-spending-chart'))

export interface CategorySpendingSectionProps {
  /** The panel's viewed month. */
  month: MonthKey
  logic?: CategorySpendingMachine
}

/** A new month is a new section (its own machine with that month). */
export function CategorySpendingSection(props: CategorySpendingSectionProps) {
  return <CategorySpending key={props.month} {...props} />
}

function CategorySpending({ month, logic }: CategorySpendingSectionProps) {
  const { i18n, t } = useLingui()
  const theme = useTheme()
  const actor = useActorRef(useLogic(categorySpendingMachine, logic), { ...actorOptions(), input: { month } })
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const expenses = useSelector(actor, (s) => s.context.expenses)
  const noCategory = t`No category`
  const monthName = formatMonth(month, i18n.locale)

  return (
    <section className={`${card({ padding: 'md' })} ${panelStyles.overview}`} aria-labelledby="spending-title" aria-busy={loading} data-pending={loading ? '' : undefined}>
      <h2 id="spending-title" className={panelStyles.overviewTitle}>
        <Trans>Spending by category — {monthName}</Trans>
      </h2>
      {loading ? (
        <Placeholder label={<Trans>Loading the spending by category…</Trans>} className={panelStyles.chartPlaceholder} />
      ) : failed ? (
        <div role="alert" className={`${alertClass({ tone: 'danger' })} ${panelStyles.failure}`}>
          <span>
            <Trans>Could not load the spending by category.</Trans>
          </span>
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'spending.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : expenses.length === 0 ? (
        <p className={panelStyles.noData}>
          <Trans>No expenses in {monthName}.</Trans>
        </p>
      ) : (
        <figure className={panelStyles.figure}>
          <figcaption className={panelStyles.caption} id="spending-caption">
            <Trans>Expenses by category, largest first</Trans>
          </figcaption>
          <Suspense fallback={<div className={panelStyles.chart} />}>
            <CategorySpendingChart expenses={expenses} noCategoryLabel={noCategory} language={i18n.locale} theme={theme} seriesLabel={t`Expenses`} />
          </Suspense>
          <SpendingTable expenses={expenses} noCategory={noCategory} />
        </figure>
      )}
    </section>
  )
}

/** The chart's numbers as a table, under a disclosure (the canvas is hidden from assistive technology). */
function SpendingTable({ expenses, noCategory }: { expenses: readonly CategoryTotal[]; noCategory: string }) {
  const format = useFormat()
  const rows = expenses.map((row) => ({ key: String(row.categoriaId ?? 'none'), label: row.nomeCategoria ?? noCategory, amount: format.money(row.total) }))
  return <ChartTable captionId="spending-caption" labelHeader={<Trans>Category</Trans>} amountHeader={<Trans>Spent</Trans>} rows={rows} />
}
