// Card statistics (/pokemon, Admin): links to the status grid and the upload page, and the
// table of active cards by rarity (rows) and booster (columns) with totals. Flow state: the card stats machine.
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { cardStatsMachine, cardStatsMessages } from '@machines/collection/card-stats.machine'
import type { CardStatsMachine } from '@machines/collection/card-stats.machine'
import { CARD_BOOSTERS, CARD_RARITIES } from '@contract/card-collection'
import type { PageProps } from '@/lib/page'
import { paths } from '@/lib/paths'
import { Spinner } from '@/components/spinner/spinner'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert, button, card } from '@/styles/recipes.css'
import { RarityLabel } from './rarity-label'
import * as styles from './cards.css'

export default function CardStatsView({ logic }: Partial<PageProps> & { logic?: CardStatsMachine }) {
  const { i18n } = useLingui()
  const actor = useActorRef(useLogic(cardStatsMachine, logic), actorOptions())
  const stats = useSelector(actor, (s) => s.context.stats)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failure'))
  const total = stats.total
  const count = (value: number) => <span className={value === 0 ? styles.zero : undefined}>{value}</span>

  return (
    <section className={styles.page} aria-labelledby="stats-title" aria-busy={loading}>
      <div className={styles.header}>
        <div>
          <h1 id="stats-title" className={styles.title}>
            <Trans>Card statistics</Trans>
          </h1>
          <p className={styles.subtitle}>
            <Trans>Active cards of the collection by rarity and booster.</Trans>
          </p>
        </div>
        <div className={styles.actions}>
          <Link href={paths.pokemon.alterarSituacao} className={button({ variant: 'secondary' })}>
            <Trans>Change status</Trans>
          </Link>
          <Link href={paths.pokemon.incluirPokemon} className={button({ variant: 'primary' })}>
            <Trans>Add Pokémon</Trans>
          </Link>
        </div>
      </div>

      {failed ? (
        <div role="alert" className={`${alert({ tone: 'danger' })} ${styles.failure}`}>
          <span>{i18n._(cardStatsMessages.fetchFailed)}</span>
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'stats.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : loading ? (
        <Spinner label={<Trans>Loading statistics…</Trans>} />
      ) : (
        <div className={`${card({ padding: 'none' })} ${styles.tableCard}`}>
          <div className={styles.tableScroll} tabIndex={0} role="region" aria-labelledby="stats-caption">
            <table className={styles.statsTable}>
              <caption id="stats-caption" className={styles.caption}>
                <Trans>Active cards: {total}</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={`${styles.statsHead} ${styles.stickyHead}`}>
                    <Trans>Rarity</Trans>
                  </th>
                  {CARD_BOOSTERS.map((booster) => (
                    <th key={booster} scope="col" className={styles.statsHead}>
                      {booster}
                    </th>
                  ))}
                  <th scope="col" className={styles.statsHead}>
                    <Trans>Total</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {CARD_RARITIES.map((rarity) => (
                  <tr key={rarity}>
                    <th scope="row" className={`${styles.statsCell} ${styles.stickyColumn}`}>
                      <RarityLabel rarity={rarity} />
                    </th>
                    {CARD_BOOSTERS.map((booster) => (
                      <td key={booster} className={styles.statsCell}>
                        {count(stats.counts[rarity][booster])}
                      </td>
                    ))}
                    <td className={`${styles.statsCell} ${styles.totalCell}`}>{stats.rowTotals[rarity]}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" className={`${styles.statsCell} ${styles.stickyHead} ${styles.totalCell}`}>
                    <Trans>Total</Trans>
                  </th>
                  {CARD_BOOSTERS.map((booster) => (
                    <td key={booster} className={`${styles.statsCell} ${styles.totalCell}`}>
                      {stats.columnTotals[booster]}
                    </td>
                  ))}
                  <td className={`${styles.statsCell} ${styles.totalCell}`}>{stats.total}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      )}
    </section>
  )
}
