// The import page's past imports: each one's day, file, account or card, what it wrote and its status, with
// Undo (after a confirmation) while a confirmed import is within its 30 days. Its own machine (import-history);
// the page keys it by its writes, so a new preview or a confirmed import reads the list again.
import { useCallback, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { isUndoable } from '@machines/finance/import/import-history.machine'
import type { ImportHistoryMachine } from '@machines/finance/import/import-history.machine'
import type { ImportSummary } from '@contract/bank-import'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import { cardName } from '@/lib/card-name'
import { AlertBanner } from '@/components/alert-banner/alert-banner'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { Spinner } from '@/components/spinner/spinner'
import { useFormat } from '@/i18n/use-format'
import { actorOptions } from '@/state/inspector'
import { alert as alertClass, button, card } from '@/styles/recipes.css'
import * as own from './bank-import.css'
import { DataTable } from '../data-table'
import * as styles from '../finance.css'
import { statusLabels } from './import-labels'
import { EmptyState } from '@/components/empty-state/empty-state'

export interface ImportHistorySectionProps {
  logic: ImportHistoryMachine
  /** The current moment (ISO): which imports can still be undone. */
  now: string
  accounts: readonly BankAccount[]
  cards: readonly BankCard[]
}

export function ImportHistorySection({ logic, now, accounts, cards }: ImportHistorySectionProps) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const heading = useRef<HTMLHeadingElement>(null)
  const headingOf = useCallback(() => heading.current, [])
  const actor = useActorRef(logic, { ...actorOptions(), input: { now } })
  const imports = useSelector(actor, (s) => s.context.imports)
  const pending = useSelector(actor, (s) => s.context.pending)
  const alert = useSelector(actor, (s) => s.context.alert)
  const current = useSelector(actor, (s) => s.context.now)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failure'))
  const undoing = useSelector(actor, (s) => s.matches('undoing'))
  /** "New: 1,999 · Linked: 0 · Transfers: 0 · Left out: 1" (labels, so no plural to get wrong). */
  const written = (result: NonNullable<ImportSummary['resultado']>) => {
    const [created, linked, transfers, left] = [result.importados, result.vinculados, result.transferencias, result.ignorados].map((count) => count.toLocaleString(i18n.locale))
    return t`New: ${created} · Linked: ${linked} · Transfers: ${transfers} · Left out: ${left}`
  }
  const targetOf = (summary: ImportSummary) => {
    if (summary.contaBancariaId !== null) return accounts.find((account) => account.id === summary.contaBancariaId)?.nome ?? t`Bank account`
    const bankCard = cards.find((candidate) => candidate.id === summary.cartaoId)
    return bankCard ? cardName(bankCard) : t`Card`
  }
  return (
    <section className={`${card({ padding: 'md' })} ${own.step}`} aria-labelledby="history-title" aria-busy={loading || undoing}>
      <h2 id="history-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        <Trans>Past imports</Trans>
      </h2>
      {alert ? <AlertBanner alert={alert} onDismiss={() => actor.send({ type: 'alert.dismiss' })} /> : null}
      {loading && imports.length === 0 ? (
        <Spinner label={<Trans>Loading your past imports…</Trans>} />
      ) : failed ? (
        <div role="alert" className={alertClass({ tone: 'danger' })}>
          <Trans>Could not load your past imports.</Trans>{' '}
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'history.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : imports.length === 0 ? (
        // The file to import is chosen above, on the same page: the action takes the user to it.
        <EmptyState action={{ label: <Trans>Choose a statement file</Trans>, onClick: () => document.getElementById('file-title')?.focus() }}>
          <Trans>No imports yet.</Trans>
        </EmptyState>
      ) : (
        <DataTable headers={[<Trans>Date</Trans>, <Trans>File</Trans>, <Trans>Account or card</Trans>, <Trans>Written</Trans>, <Trans>Status</Trans>]} actions medium>
          {imports.map((summary) => {
            const name = summary.nomeArquivo
            const result = summary.resultado
            const undoable = isUndoable(summary, current)
            const until = format.dateTime(summary.expiraEm)
            return (
              <tr key={summary.id} className={styles.tr}>
                <td className={`${styles.td} ${own.momentCell}`} data-label={t`Date`}>
                  {format.dateTime(summary.confirmadoEm ?? summary.criadoEm)}
                </td>
                <td className={`${styles.td} ${styles.nameCell}`} data-label={t`File`}>
                  {name}
                </td>
                <td className={styles.td} data-label={t`Account or card`}>
                  {targetOf(summary)}
                </td>
                <td className={styles.td} data-label={t`Written`}>
                  {result ? <span>{written(result)}</span> : '—'}
                </td>
                <td className={styles.td} data-label={t`Status`}>
                  <span>
                    {i18n._(statusLabels[summary.situacao])}
                    {undoable ? (
                      <span className={own.historyMeta}>
                        <Trans>can be undone until {until}</Trans>
                      </span>
                    ) : null}
                  </span>
                </td>
                <td className={`${styles.td} ${styles.actionsCell}`}>
                  {undoable ? (
                    <span className={styles.actions}>
                      <button type="button" className={button({ variant: 'secondary', size: 'sm' })} aria-label={t`Undo the import of ${name}`} disabled={undoing} onClick={() => actor.send({ type: 'undo.ask', id: summary.id })}>
                        <Trans>Undo</Trans>
                      </button>
                    </span>
                  ) : null}
                </td>
              </tr>
            )
          })}
        </DataTable>
      )}
      {pending ? (
        <ConfirmDialog
          title={<Trans>Undo this import?</Trans>}
          confirmLabel={<Trans>Undo import</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          busy={undoing}
          busyLabel={<Trans>Undoing…</Trans>}
          onConfirm={() => actor.send({ type: 'undo.confirm' })}
          onCancel={() => actor.send({ type: 'undo.cancel' })}
          returnFocus={headingOf}
        >
          <p>
            <Trans>The entries and transfers it made are removed, and the entries it linked go back to what they were.</Trans>
          </p>
          <p>
            <strong>{pending.nomeArquivo}</strong>
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
