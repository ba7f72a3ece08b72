// The finance panel's projected balance for the next 90 days from today, whatever month the panel shows (the
// projection machine): the current balance, the lowest point named in text ('Lowest balance: -R$ 350.00 on
// 12/10/2026'), a line in its own lazy chunk and the days as a table. docs/product-rules.md#budgets-and-projection.
import { lazy, Suspense } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { projectionMachine } from '@machines/finance/planning/projection.machine'
import type { ProjectionMachine } from '@machines/finance/planning/projection.machine'
import type { Projection } from '@contract/planning'
import { Placeholder } from '@/components/placeholder/placeholder'
import { formatIsoDay } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert as alertClass, button, card } from '@/styles/recipes.css'
import { ChartTable } from '../chart-table'
import * as panelStyles from '../panel/finance-panel.css'
import * as styles from './planning.css'

const ProjectionChart = lazy(() => import('./projection-chart'))

export function ProjectionSection({ logic }: { logic?: ProjectionMachine }) {
  const actor = useActorRef(useLogic(projectionMachine, logic), actorOptions())
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const projection = useSelector(actor, (s) => s.context.projection)

  return (
    <section className={`${card({ padding: 'md' })} ${panelStyles.overview}`} aria-labelledby="projection-title" aria-describedby="projection-period" aria-busy={loading} data-pending={loading ? '' : undefined}>
      <h2 id="projection-title" className={panelStyles.overviewTitle}>
        <Trans context="projection">Projected balance</Trans>
      </h2>
      <p id="projection-period" className={styles.period}>
        <Trans>The next 90 days from today, whichever month is shown above.</Trans>
      </p>
      {loading ? (
        <Placeholder label={<Trans>Loading the projected balance…</Trans>} className={styles.lineChart} />
      ) : failed || projection === null ? (
        <div role="alert" className={`${alertClass({ tone: 'danger' })} ${panelStyles.failure}`}>
          <span>
            <Trans>Could not load the projected balance.</Trans>
          </span>
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'projection.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <ProjectionBody projection={projection} />
      )}
    </section>
  )
}

function ProjectionBody({ projection }: { projection: Projection }) {
  const { i18n } = useLingui()
  const format = useFormat()
  const current = format.money(projection.saldoAtual)
  const lowestValue = format.money(projection.menorSaldo.saldo)
  const lowestDay = formatIsoDay(projection.menorSaldo.data, i18n.locale)
  return (
    <figure className={panelStyles.figure}>
      <figcaption className={panelStyles.caption} id="projection-caption">
        <Trans>Balance of all accounts in the next 90 days</Trans>
      </figcaption>
      <p className={styles.lowest}>
        <Trans>Current balance: {current}</Trans>
      </p>
      <p className={`${styles.lowest} ${projection.menorSaldo.saldo < 0 ? styles.negative : ''}`} data-testid="projection-lowest">
        <Trans>
          Lowest balance: {lowestValue} on <time dateTime={projection.menorSaldo.data}>{lowestDay}</time>
        </Trans>
      </p>
      {projection.dias.length === 0 ? (
        <p className={panelStyles.noData}>
          <Trans>No movements expected in the next 90 days.</Trans>
        </p>
      ) : (
        <>
          <Suspense fallback={<div className={styles.lineChart} />}>
            <ProjectionChart projection={projection} language={i18n.locale} />
          </Suspense>
          <ChartTable
            captionId="projection-caption"
            labelHeader={<Trans>Day</Trans>}
            amountHeader={<Trans>Balance</Trans>}
            rows={projection.dias.map((day) => ({
              key: day.data,
              label: <time dateTime={day.data}>{formatIsoDay(day.data, i18n.locale)}</time>,
              amount: format.money(day.saldo),
              negative: day.saldo < 0,
            }))}
          />
        </>
      )}
    </figure>
  )
}
