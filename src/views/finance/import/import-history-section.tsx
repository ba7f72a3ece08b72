// The import page's past imports: each one's day, file, account or card, what it wrote and its status, with
// Undo (after a confirmation) while a confirmed import is within its 30 days. Its own machine (import-history);
// the page keys it by its writes, so a confirmed import or a preview gone from the server reads the list again.
// Above the steps and folded: its line (the title, then how many and the last one's day, or that they are
// loading) keeps one height whatever the list holds, and the list, unfolded, scrolls in a box of a fixed height;
// so neither the steps growing below it nor the list's readings move anything on the screen. The fold is the
// page's (its machine's historyOpen): the line is a button in the heading that says whether the list is shown.
import { useCallback, useRef } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { importHistoryMachine, isUndoable } from '@machines/finance/import/import-history.machine'
import type { ImportHistoryMachine } from '@machines/finance/import/import-history.machine'
import type { ImportSummary } from '@contract/bank-import'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import { cardName } from '@/lib/card-name'
import { AlertBanner } from '@/components/alert-banner/alert-banner'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { formatDate } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { button, card } from '@/styles/recipes.css'
import * as own from './bank-import.css'
import { DataTable } from '../data-table'
import * as styles from '../finance.css'
import { statusLabels } from './import-labels'
import { EmptyState } from '@/components/empty-state/empty-state'

const SHORT_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'short' }
const PANEL_ID = 'history-panel'

export interface ImportHistorySectionProps {
  logic?: ImportHistoryMachine
  /** The current moment (ISO): which imports can still be undone. */
  now: string
  accounts: readonly BankAccount[]
  cards: readonly BankCard[]
  /** Unfolded: the page's machine keeps it across the list's readings. */
  open: boolean
  /** The fold's button was pressed. */
  onToggle: () => void
}

export function ImportHistorySection({ logic, now, accounts, cards, open, onToggle }: ImportHistorySectionProps) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const toggle = useRef<HTMLButtonElement>(null)
  const toggleOf = useCallback(() => toggle.current, [])
  const actor = useActorRef(useLogic(importHistoryMachine, logic), { ...actorOptions(), input: { now } })
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
  const count = imports.length
  const newest = imports[0]
  // The day in digits (05/12/2026): the line fits a phone's width whole.
  const last = newest ? formatDate(newest.confirmadoEm ?? newest.criadoEm, i18n.locale, SHORT_DATE) : ''
  return (
    <section className={`${card({ padding: 'none' })} ${own.history}`} aria-labelledby="history-title" aria-busy={loading || undoing}>
      {/* A disclosure (WAI-ARIA's accordion header): the heading holds the button, the button says if the list shows. */}
      <h2 className={styles.sectionTitle}>
        <button ref={toggle} type="button" className={own.historyToggle} aria-expanded={open} aria-controls={PANEL_ID} onClick={onToggle}>
          <span aria-hidden="true" className={own.historyChevron}>
            ›
          </span>
          <span className={own.historyLines}>
            <span id="history-title" className={own.historyLine}>
              <Trans>Past imports</Trans>
            </span>
            {loading && count === 0 ? (
              <span role="status" className={own.historyNote}>
                <Trans>Loading your past imports…</Trans>
              </span>
            ) : failed ? (
              <span role="alert" className={`${own.historyNote} ${own.historyFailed}`}>
                <Trans>Could not load your past imports.</Trans>
              </span>
            ) : count === 0 ? (
              <span className={own.historyNote}>
                <Trans>No imports yet.</Trans>
              </span>
            ) : (
              <span className={own.historyNote}>
                <Plural value={count} one={`# import, the last on ${last}`} other={`# imports, the last on ${last}`} />
              </span>
            )}
          </span>
        </button>
      </h2>
      {/* Hidden by its own attribute: the panel's class lays it out (display), so it cannot carry `hidden` itself. */}
      <div id={PANEL_ID} hidden={!open}>
        {/* Focusable: it scrolls, and may hold no button to reach it with the keyboard. */}
        <div className={own.historyPanel} role="group" aria-labelledby="history-title" tabIndex={0}>
          {alert ? <AlertBanner alert={alert} onDismiss={() => actor.send({ type: 'alert.dismiss' })} /> : null}
          {loading && count === 0 ? null : failed ? (
            <div className={own.actions}>
              <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'history.retry' })}>
                <Trans>Try again</Trans>
              </button>
            </div>
          ) : count === 0 ? (
            // The file to import is chosen below, on the same page: the action takes the user to it.
            <EmptyState action={{ label: <Trans>Choose a statement file</Trans>, onClick: () => document.getElementById('file-title')?.focus() }}>
              <Trans>The files you import are listed here, each with Undo for its first 30 days.</Trans>
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
        </div>
      </div>
      {pending ? (
        <ConfirmDialog
          title={<Trans>Undo this import?</Trans>}
          confirmLabel={<Trans>Undo import</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          busy={undoing}
          busyLabel={<Trans>Undoing…</Trans>}
          onConfirm={() => actor.send({ type: 'undo.confirm' })}
          onCancel={() => actor.send({ type: 'undo.cancel' })}
          returnFocus={toggleOf}
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
