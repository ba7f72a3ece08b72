// Recurring entries (/financas/recorrencias): the user's series with amount, frequency, next occurrence,
// account or card and a paused badge; the add/edit modal; removal after a choice: end the series at a day
// or delete it with all its unpaid occurrences. Flow state lives in the recurrence list machine and the form
// machine it invokes (the modal renders that child actor). The rules: docs/product-rules.md#recurring-entries.
import { useCallback, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { recurrenceListMachine } from '@machines/finance/planning/recurrence-list.machine'
import type { RecurrenceListMachine } from '@machines/finance/planning/recurrence-list.machine'
import type { Recurrence } from '@contract/recurrence'
import { AlertBanner } from '@/components/alert-banner/alert-banner'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { Spinner } from '@/components/spinner/spinner'
import { DateField } from '@/components/text-field/text-field'
import { useFormat } from '@/i18n/use-format'
import { cardName } from '@/lib/card-name'
import type { PageProps } from '@/lib/page'
import { paths } from '@/lib/paths'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { badge, button, card } from '@/styles/recipes.css'
import { accountLabel } from '../accounts/account-label'
import * as own from '../accounts/bank-accounts.css'
import { DataTable } from '../data-table'
import * as styles from '../finance.css'
import { frequencyLabels } from './recurrence-labels'
import { RecurrenceFormModal } from './recurrence-form-modal'
import { EmptyState } from '@/components/empty-state/empty-state'

export default function RecurrencesView({ logic, today }: Partial<PageProps> & { logic?: RecurrenceListMachine; today?: string }) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const listHeading = useRef<HTMLHeadingElement>(null)
  const listTitle = useCallback(() => listHeading.current, [])
  const actor = useActorRef(useLogic(recurrenceListMachine, logic), { ...actorOptions(), input: today ? { today } : undefined })
  const recurrences = useSelector(actor, (s) => s.context.recurrences)
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const cards = useSelector(actor, (s) => s.context.cards)
  const alert = useSelector(actor, (s) => s.context.alert)
  const pending = useSelector(actor, (s) => s.context.pending)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failure'))
  const deleting = useSelector(actor, (s) => s.matches('deleting'))
  const canEnd = useSelector(actor, (s) => s.can({ type: 'remove.end' }))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const form = useSelector(actor, (s) => s.children.recurrenceForm)
  const send = actor.send

  /** The account or card a series uses ('' for none). */
  const sourceOf = (recurrence: Recurrence): string => {
    if (recurrence.cartaoId !== null) {
      const bankCard = cards.find((candidate) => candidate.id === recurrence.cartaoId)
      return bankCard ? cardName(bankCard) : ''
    }
    const account = accounts.find((candidate) => candidate.id === recurrence.contaBancariaId)
    return account ? accountLabel(account, i18n) : ''
  }

  return (
    <section className={styles.page} aria-labelledby="recurrences-title">
      <Link href={paths.financas.panel} className={styles.back}>
        <span aria-hidden="true">←</span> <Trans>Back to Finances</Trans>
      </Link>
      <div className={own.headerRow}>
        <div className={styles.heading}>
          <h1 id="recurrences-title" className={styles.title}>
            <Trans>Recurring entries</Trans>
          </h1>
          <p className={styles.subtitle}>
            <Trans>Bills and income that repeat: their entries are made ahead, one per occurrence.</Trans>
          </p>
        </div>
        <button type="button" className={button({ variant: 'primary' })} aria-disabled={busy || undefined} onClick={() => send({ type: 'recurrence.add' })}>
          <Trans>Add recurring entry</Trans>
        </button>
      </div>

      {alert ? (
        <AlertBanner alert={alert} onDismiss={failed ? undefined : () => send({ type: 'alert.dismiss' })}>
          {failed ? (
            <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => send({ type: 'list.retry' })}>
              <Trans>Try again</Trans>
            </button>
          ) : null}
        </AlertBanner>
      ) : null}

      <section className={`${card({ padding: 'md' })} ${styles.panel}`} aria-labelledby="recurrences-list-title" aria-busy={busy}>
        <h2 id="recurrences-list-title" ref={listHeading} tabIndex={-1} className={styles.sectionTitle}>
          <Trans>Your recurring entries</Trans>
        </h2>
        {loading && recurrences.length === 0 ? (
          <Spinner label={<Trans>Loading recurring entries…</Trans>} />
        ) : recurrences.length === 0 ? (
          <EmptyState action={{ label: <Trans>Add your first recurring entry</Trans>, onClick: () => send({ type: 'recurrence.add' }), disabled: busy }}>
            <Trans>No recurring entries yet. Add the rent, a salary or a subscription.</Trans>
          </EmptyState>
        ) : (
          <DataTable headers={[<Trans>Description</Trans>, <Trans>Amount</Trans>, <Trans>Frequency</Trans>, <Trans>Next occurrence</Trans>, <Trans>Account or card</Trans>]} numeric={[1]} actions wide>
            {recurrences.map((recurrence) => {
              const name = recurrence.descricao
              return (
                <tr key={recurrence.id} className={styles.tr}>
                  <td className={`${styles.td} ${styles.nameCell} ${own.nameCell}`} data-label={t`Description`}>
                    {name}{' '}
                    {recurrence.ativa ? null : (
                      <span className={badge({ tone: 'neutral' })}>
                        <Trans>Paused</Trans>
                      </span>
                    )}
                  </td>
                  <td className={`${styles.td} ${own.moneyCell}`} data-label={t`Amount`}>
                    <span className={`${own.money} ${recurrence.tipoLancamento === 'Receita' ? own.income : own.expense}`}>{format.money(recurrence.valor)}</span>
                  </td>
                  <td className={styles.td} data-label={t`Frequency`}>
                    {i18n._(frequencyLabels[recurrence.frequencia])}
                  </td>
                  <td className={styles.td} data-label={t`Next occurrence`}>
                    {recurrence.proximaOcorrencia ? format.isoDay(recurrence.proximaOcorrencia) : '—'}
                  </td>
                  <td className={styles.td} data-label={t`Account or card`}>
                    {sourceOf(recurrence)}
                  </td>
                  <td className={`${styles.td} ${styles.actionsCell}`}>
                    <span className={`${styles.actions} ${own.rowActions}`}>
                      <button type="button" className={button({ variant: 'secondary', size: 'sm' })} aria-label={t`Edit ${name}`} aria-disabled={busy || undefined} onClick={() => send({ type: 'recurrence.edit', id: recurrence.id })}>
                        <Trans>Edit</Trans>
                      </button>
                      <button type="button" className={button({ variant: 'ghost', size: 'sm' })} aria-label={t`Delete ${name}`} aria-disabled={busy || undefined} onClick={() => send({ type: 'recurrence.delete', id: recurrence.id })}>
                        <Trans>Delete</Trans>
                      </button>
                    </span>
                  </td>
                </tr>
              )
            })}
          </DataTable>
        )}
      </section>

      {form ? <RecurrenceFormModal actor={form} returnFocus={listTitle} /> : null}

      {pending ? (
        <ConfirmDialog
          title={<Trans>Remove recurring entry?</Trans>}
          confirmLabel={<Trans>Delete the series</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          busy={deleting}
          busyLabel={<Trans>Deleting…</Trans>}
          onConfirm={() => send({ type: 'remove.all' })}
          onCancel={() => send({ type: 'remove.cancel' })}
          returnFocus={listTitle}
          extraActions={
            <button type="button" className={button({ variant: 'secondary' })} disabled={deleting} aria-disabled={canEnd ? undefined : true} onClick={() => send({ type: 'remove.end' })}>
              <Trans>End from this day</Trans>
            </button>
          }
        >
          <p>
            <strong>{pending.recurrence.descricao}</strong>
          </p>
          <p>
            <Trans>End it from a day: its unpaid entries from that day go, earlier ones stay. Or delete the series with all its unpaid entries. Paid entries always stay.</Trans>
          </p>
          <DateField label={<Trans>End from</Trans>} name="endDay" value={pending.endDay} readOnly={deleting} onChange={(value) => send({ type: 'remove.endDay', value })} />
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
