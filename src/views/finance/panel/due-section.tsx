// The finance panel's "what is due" (docs/product-rules.md#card-statements): what is overdue over every month
// and what falls due in the next days, from GET /v1/api/financas/a-vencer — each group's count and sum to pay
// (and to receive), its card statements (card, month, due date, what remains, status: each leads to that
// statement) and its entries (card items are paid through their statement, so they come inside it).
import type { ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { DueGroup, DueSummary } from '@contract/due'
import type { Entry } from '@contract/entry'
import { formatMonth } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import { paths } from '@/lib/paths'
import { card } from '@/styles/recipes.css'
import { CarriedBalanceLabel } from '../cards/carried-balance'
import * as styles from './finance-panel.css'
import { StatusBadge } from '../cards/statement-status'

/** At most this many entries of a group are listed; the rest are counted, with the way to the entries page. */
export const DUE_LISTED_ENTRIES = 8

/** How many items a group holds: what to pay (entries and statements) and what to receive. */
export const dueCount = (group: DueGroup): number => group.quantidade + group.aReceber.quantidade

export function DueSection({ due, days }: { due: DueSummary; days: number }) {
  return (
    <section className={`${card({ padding: 'md' })} ${styles.overview}`} aria-labelledby="due-title">
      <h2 id="due-title" className={styles.overviewTitle}>
        <Trans>Bills and income due</Trans>
      </h2>
      <div className={styles.dueGroups}>
        <DueGroupList
          id="due-overdue"
          group={due.vencidos}
          title={<Trans context="due list">Overdue</Trans>}
          empty={<Trans>Nothing overdue.</Trans>}
          overdue
        />
        <DueGroupList
          id="due-soon"
          group={due.aVencer}
          title={<Trans>Due in {days} days</Trans>}
          empty={<Trans>Nothing due in the next {days} days.</Trans>}
          overdue={false}
        />
      </div>
    </section>
  )
}

function DueGroupList({ id, group, title, empty, overdue }: { id: string; group: DueGroup; title: ReactNode; empty: ReactNode; overdue: boolean }) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const toPay = format.money(group.total)
  const toReceive = format.money(group.aReceber.total)
  const count = dueCount(group)
  const listed = group.lancamentos.slice(0, DUE_LISTED_ENTRIES)
  const more = group.lancamentos.length - listed.length
  return (
    <section aria-labelledby={`${id}-title`} className={styles.dueGroup}>
      <h3 id={`${id}-title`} className={styles.dueTitle}>
        {title}
      </h3>
      {count === 0 ? (
        <p className={styles.noData}>{empty}</p>
      ) : (
        <>
          <p className={`${styles.dueSums} ${overdue && group.quantidade > 0 ? styles.expense : ''}`}>
            <strong>
              <Plural value={count} one="# item" other="# items" />
            </strong>
            {group.quantidade > 0 ? (
              <span>
                <Trans>{toPay} to pay</Trans>
              </span>
            ) : null}
            {group.aReceber.quantidade > 0 ? (
              <span>
                <Trans>{toReceive} to receive</Trans>
              </span>
            ) : null}
          </p>
          <ul className={styles.statements}>
            {group.faturas.map((statement) => {
              const month = formatMonth(statement.mes, i18n.locale)
              const dueDay = format.isoDay(statement.dataVencimento)
              const remaining = format.moneyLabel(statement.restante)
              return (
                <li key={`${statement.cartaoId}:${statement.mes}`}>
                  <Link href={paths.financas.cartaoFaturas(statement.cartaoId, statement.mes)} className={styles.statement} aria-label={t`${statement.nomeCartao}: ${month} bill, due ${dueDay}, ${remaining} left to pay`}>
                    <span className={styles.statementName}>
                      <span className={styles.statementCard}>{statement.nomeCartao}</span>
                      <span className={styles.statementDetail}>
                        {t`${month} bill`}
                        {' · '}
                        <time dateTime={statement.dataVencimento}>
                          <Trans>due {dueDay}</Trans>
                        </time>{' '}
                        <StatusBadge status={statement.situacao} />
                      </span>
                    </span>
                    <span className={styles.statementTotal}>{format.money(statement.restante)}</span>
                  </Link>
                </li>
              )
            })}
            {listed.map((entry) => (
              <DueEntry key={entry.id} entry={entry} />
            ))}
          </ul>
          {more > 0 || overdue ? (
            <p className={styles.dueMore}>
              {more > 0 ? <Plural value={more} one="# more entry" other="# more entries" /> : null}{' '}
              <Link href={paths.financas.lancamentoFinanceiro} className={styles.overdueLink}>
                <Trans>See them in the entries</Trans>
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}

function DueEntry({ entry }: { entry: Entry }) {
  const format = useFormat()
  const day = entry.dataLancamento.slice(0, 10)
  const receiving = entry.tipoLancamento === 'Receita'
  return (
    <li className={styles.dueEntry}>
      <span className={styles.statementName}>
        <span className={styles.statementCard}>{entry.tipoItem === 'saldoAnterior' ? <CarriedBalanceLabel entry={entry} /> : entry.descricao || '-'}</span>
        <span className={styles.statementDetail}>
          <time dateTime={day}>{format.isoDay(day)}</time>
          {' · '}
          {receiving ? <Trans>to receive</Trans> : <Trans>to pay</Trans>}
        </span>
      </span>
      <span className={`${styles.statementTotal} ${receiving ? styles.income : ''}`}>{format.money(entry.valor)}</span>
    </li>
  )
}
