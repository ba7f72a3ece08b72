// Bank accounts (/financas/contas): the accounts with their type, current and projected balances and the
// total of those listed; archived accounts behind a toggle; the add/edit modal; archive, unarchive, and
// delete after a confirmation. Flow state lives in the bank account list machine and the form machine it
// invokes (the modal renders that child actor). The rules: docs/product-rules.md#bank-accounts-and-transfers.
import { useCallback, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { balanceTotals, bankAccountListMachine, listedAccounts } from '@machines/finance/accounts/bank-account-list.machine'
import type { BankAccountListMachine } from '@machines/finance/accounts/bank-account-list.machine'
import { centsToAmount } from '@contract/money'
import { AlertBanner } from '@/components/alert-banner/alert-banner'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { Spinner } from '@/components/spinner/spinner'
import { useFormat } from '@/i18n/use-format'
import type { PageProps } from '@/lib/page'
import { paths } from '@/lib/paths'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { badge, button, card } from '@/styles/recipes.css'
import { balanceTone, Total } from './bank-account-balance'
import { BankAccountFormModal } from './bank-account-form-modal'
import { accountTypeLabels } from './bank-account-labels'
import * as own from './bank-accounts.css'
import { DataTable } from '../data-table'
import * as styles from '../finance.css'
import { EmptyState } from '@/components/empty-state/empty-state'

export default function BankAccountsView({ logic }: Partial<PageProps> & { logic?: BankAccountListMachine }) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const listHeading = useRef<HTMLHeadingElement>(null)
  const listTitle = useCallback(() => listHeading.current, [])
  const actor = useActorRef(useLogic(bankAccountListMachine, logic), actorOptions())
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const showArchived = useSelector(actor, (s) => s.context.showArchived)
  const alert = useSelector(actor, (s) => s.context.alert)
  const pendingDelete = useSelector(actor, (s) => s.context.pendingDelete)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('failure'))
  const deleting = useSelector(actor, (s) => s.matches('deleting'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const form = useSelector(actor, (s) => s.children.bankAccountForm)
  const send = actor.send

  const listed = listedAccounts(accounts, showArchived)
  const archivedCount = accounts.filter((account) => account.arquivada).length
  const totals = balanceTotals(listed)
  const current = centsToAmount(totals.currentCents)
  const forecast = useSelector(actor, (s) => s.context.forecast)

  return (
    <section className={styles.page} aria-labelledby="bank-accounts-title">
      <Link href={paths.financas.panel} className={styles.back}>
        <span aria-hidden="true">←</span> <Trans>Back to Finances</Trans>
      </Link>
      <div className={own.headerRow}>
        <div className={styles.heading}>
          <h1 id="bank-accounts-title" className={styles.title}>
            <Trans>Bank accounts</Trans>
          </h1>
          <p className={styles.subtitle}>
            <Trans>Your accounts and wallets with their balances. Open one to see its statement and transfer money between accounts.</Trans>
          </p>
        </div>
        <button type="button" className={button({ variant: 'primary' })} aria-disabled={busy || undefined} onClick={() => send({ type: 'account.add' })}>
          <Trans>Add account</Trans>
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

      <section className={`${card({ padding: 'md' })} ${styles.panel} ${own.accountsPanel}`} aria-labelledby="bank-accounts-list-title" aria-busy={busy}>
        <div className={own.toolbar}>
          <h2 id="bank-accounts-list-title" ref={listHeading} tabIndex={-1} className={styles.sectionTitle}>
            <Trans>Your accounts</Trans>
          </h2>
          <label className={own.toggle}>
            <input type="checkbox" checked={showArchived} onChange={() => send({ type: 'archived.toggle' })} />
            <Trans>Show archived ({archivedCount})</Trans>
          </label>
        </div>
        {loading && accounts.length === 0 ? (
          <Spinner label={<Trans>Loading bank accounts…</Trans>} />
        ) : listed.length === 0 ? (
          accounts.length > 0 ? (
            <p className={styles.empty}>
              <Trans>Every account is archived.</Trans>
            </p>
          ) : (
            <EmptyState action={{ label: <Trans>Add your first account</Trans>, onClick: () => send({ type: 'account.add' }), disabled: busy }}>
              <Trans>No bank accounts yet. Add the first one.</Trans>
            </EmptyState>
          )
        ) : (
          <>
            <DataTable headers={[<Trans>Name</Trans>, <Trans>Type</Trans>, <Trans>Current balance</Trans>, <Trans>Projected balance</Trans>]} numeric={[2, 3]} actions medium>
              {listed.map((account) => {
                const name = account.nome
                return (
                  <tr key={account.id} className={styles.tr}>
                    <td className={`${styles.td} ${styles.nameCell} ${own.nameCell}`} data-label={t`Name`}>
                      {name}{' '}
                      {account.arquivada ? (
                        <span className={badge({ tone: 'neutral' })}>
                          <Trans>Archived</Trans>
                        </span>
                      ) : null}
                    </td>
                    <td className={styles.td} data-label={t`Type`}>
                      {i18n._(accountTypeLabels[account.tipo])}
                    </td>
                    <td className={`${styles.td} ${own.moneyCell}`} data-label={t`Current balance`}>
                      <span className={`${own.money} ${balanceTone(account.saldoAtual)}`}>{format.money(account.saldoAtual)}</span>
                    </td>
                    <td className={`${styles.td} ${own.moneyCell}`} data-label={t`Projected balance`}>
                      <span className={`${own.money} ${balanceTone(account.saldoPrevisto)}`}>{format.money(account.saldoPrevisto)}</span>
                    </td>
                    <td className={`${styles.td} ${styles.actionsCell}`}>
                      <span className={`${styles.actions} ${own.rowActions}`}>
                        <Link href={paths.financas.conta(account.id)} className={button({ variant: 'secondary', size: 'sm' })} aria-label={t`View the statement of ${name}`}>
                          <Trans>Statement</Trans>
                        </Link>
                        <button type="button" className={button({ variant: 'secondary', size: 'sm' })} aria-label={t`Edit ${name}`} aria-disabled={busy || undefined} onClick={() => send({ type: 'account.edit', id: account.id })}>
                          <Trans>Edit</Trans>
                        </button>
                        {account.arquivada ? (
                          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} aria-label={t`Unarchive ${name}`} aria-disabled={busy || undefined} onClick={() => send({ type: 'account.unarchive', id: account.id })}>
                            <Trans>Unarchive</Trans>
                          </button>
                        ) : (
                          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} aria-label={t`Archive ${name}`} aria-disabled={busy || undefined} onClick={() => send({ type: 'account.archive', id: account.id })}>
                            <Trans>Archive</Trans>
                          </button>
                        )}
                        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} aria-label={t`Delete ${name}`} aria-disabled={busy || undefined} onClick={() => send({ type: 'account.delete', id: account.id })}>
                          <Trans>Delete</Trans>
                        </button>
                      </span>
                    </td>
                  </tr>
                )
              })}
            </DataTable>
            <ul className={own.totals} aria-label={t`Total of the listed accounts`}>
              <Total label={<Trans>Total current balance</Trans>} value={format.money(current)} tone={balanceTone(current)} />
              {/* Every account's forecast for the month's end: the projection's figure (statements due included). */}
              {forecast === null ? null : <Total label={<Trans>Projected total at the end of the month</Trans>} value={format.money(forecast)} tone={balanceTone(forecast)} />}
            </ul>
          </>
        )}
      </section>

      {form ? <BankAccountFormModal actor={form} returnFocus={listTitle} /> : null}

      {pendingDelete ? (
        <ConfirmDialog
          title={<Trans>Delete bank account?</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          busy={deleting}
          busyLabel={<Trans>Deleting…</Trans>}
          onConfirm={() => send({ type: 'delete.confirm' })}
          onCancel={() => send({ type: 'delete.cancel' })}
          returnFocus={listTitle}
        >
          <p>
            <Trans>Do you really want to delete this account? An account with movements cannot be deleted: archive it instead.</Trans>
          </p>
          <p>
            <strong>{pendingDelete.nome}</strong>
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
