// One account's statement (/financas/contas/{id}), a month at a time: the balance before the month, its
// movements with their kind, signed amount and running balance, the balance after; a Transfer button
// (the transfer modal) and the deletion of a transfer. Flow state lives in the account statement machine
// and the transfer form machine it invokes. The rules: docs/product-rules.md#bank-accounts-and-transfers.
import { useCallback, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link, useSearch } from 'wouter'
import { accountStatementMachine, statementAccount } from '@machines/finance/accounts/account-statement.machine'
import type { AccountStatementMachine } from '@machines/finance/accounts/account-statement.machine'
import { MAX_SERIAL_ID } from '@contract/common'
import { AlertBanner } from '@/components/alert-banner/alert-banner'
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog'
import { MonthNav } from '@/components/month-nav/month-nav'
import { Spinner } from '@/components/spinner/spinner'
import { formatMonth } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import { askedMonth, monthOf } from '@/lib/month'
import type { PageProps } from '@/lib/page'
import { paths } from '@/lib/paths'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { badge, button, card, visuallyHidden } from '@/styles/recipes.css'
import { balanceTone, Total } from './bank-account-balance'
import { accountTypeLabels, movementKindLabels } from './bank-account-labels'
import * as own from './bank-accounts.css'
import { DataTable } from '../data-table'
import * as styles from '../finance.css'
import { formatDay } from '../plans/installment-format'
import { TransferFormModal } from './transfer-form-modal'

/** The route's id as an account id: canonical digits within a serial's range, else null (nothing to load). */
export function accountIdFromParam(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return null
  const id = Number(param)
  return id <= MAX_SERIAL_ID ? id : null
}

const systemClock = () => new Date()

export interface AccountStatementViewProps extends Partial<PageProps> {
  logic?: AccountStatementMachine
  /** The current time (tests fix it): the month shown first. */
  clock?: () => Date
}

export default function AccountStatementView({ params, logic, clock = systemClock }: AccountStatementViewProps) {
  const accountId = accountIdFromParam(params?.id)
  return <AccountStatement key={String(accountId)} accountId={accountId} logic={logic} clock={clock} />
}

function AccountStatement({ accountId, logic, clock }: { accountId: number | null; logic: AccountStatementMachine | undefined; clock: () => Date }) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const heading = useRef<HTMLHeadingElement>(null)
  const headingOf = useCallback(() => heading.current, [])
  // '?mes=2026-05' opens that month (the import page links to the months it wrote).
  const asked = askedMonth(useSearch())
  const actor = useActorRef(useLogic(accountStatementMachine, logic), { ...actorOptions(), input: { accountId, month: asked ?? monthOf(clock()) } })
  const account = useSelector(actor, (s) => statementAccount(s.context))
  const month = useSelector(actor, (s) => s.context.month)
  const statement = useSelector(actor, (s) => s.context.statement)
  const alert = useSelector(actor, (s) => s.context.alert)
  const pendingDelete = useSelector(actor, (s) => s.context.pendingDelete)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  /** Why the statement is missing (the failure state, which always names it). */
  const failure = useSelector(actor, (s) => (s.matches('failure') ? s.context.error : null))
  const deleting = useSelector(actor, (s) => s.matches('deleting'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const canPrevious = useSelector(actor, (s) => s.can({ type: 'month.previous' }))
  const canNext = useSelector(actor, (s) => s.can({ type: 'month.next' }))
  const canTransfer = useSelector(actor, (s) => s.can({ type: 'transfer.open' }))
  const form = useSelector(actor, (s) => s.children.transferForm)
  const send = actor.send
  const name = account?.nome ?? ''
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const accountName = (id: number) => accounts.find((candidate) => candidate.id === id)?.nome ?? '-'

  return (
    <section className={styles.page} aria-labelledby="statement-title" aria-busy={busy}>
      <Link href={paths.financas.contas} className={styles.back}>
        <span aria-hidden="true">←</span> <Trans>Back to bank accounts</Trans>
      </Link>
      <div className={own.headerRow}>
        <div className={styles.heading}>
          <h1 id="statement-title" ref={heading} tabIndex={-1} className={styles.title}>
            {account ? <Trans>Statement of {name}</Trans> : <Trans>Account statement</Trans>}
          </h1>
          {account ? (
            <p className={styles.subtitle}>
              {i18n._(accountTypeLabels[account.tipo])}
              {account.arquivada ? (
                <>
                  {' · '}
                  <Trans>Archived</Trans>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        <button type="button" className={button({ variant: 'primary' })} aria-disabled={!canTransfer || undefined} onClick={() => send({ type: 'transfer.open' })}>
          <Trans>Transfer</Trans>
        </button>
      </div>

      {alert ? <AlertBanner alert={alert} onDismiss={() => send({ type: 'alert.dismiss' })} /> : null}

      {account ? (
        <ul className={own.totals} aria-label={t`Balances`}>
          <Total label={<Trans>Current balance</Trans>} value={format.money(account.saldoAtual)} tone={balanceTone(account.saldoAtual)} />
          <Total label={<Trans>Projected balance</Trans>} value={format.money(account.saldoPrevisto)} tone={balanceTone(account.saldoPrevisto)} />
        </ul>
      ) : null}

      <MonthNav
        label={t`Month`}
        month={formatMonth(month, i18n.locale)}
        canPrevious={canPrevious}
        canNext={canNext}
        onPrevious={() => send({ type: 'month.previous' })}
        onNext={() => send({ type: 'month.next' })}
      />

      <section className={`${card({ padding: 'md' })} ${styles.panel} ${own.statementPanel}`} aria-labelledby="statement-list-title">
        <h2 id="statement-list-title" className={styles.sectionTitle}>
          <Trans>Statement</Trans>
        </h2>
        {loading ? (
          <Spinner label={<Trans>Loading the statement…</Trans>} />
        ) : failure ? (
          <AlertBanner alert={{ tone: 'danger', message: failure }}>
            <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => send({ type: 'statement.retry' })}>
              <Trans>Try again</Trans>
            </button>
          </AlertBanner>
        ) : statement ? (
          <>
            <ul className={own.totals} aria-label={t`Month balances`}>
              <Total label={<Trans>Opening balance</Trans>} value={format.money(statement.saldoAnterior)} tone={balanceTone(statement.saldoAnterior)} />
              <Total label={<Trans>Closing balance</Trans>} value={format.money(statement.saldoFinal)} tone={balanceTone(statement.saldoFinal)} />
            </ul>
            {statement.movimentos.length === 0 ? (
              <p className={styles.empty}>
                <Trans>No movements in this month.</Trans>
              </p>
            ) : (
              <DataTable
                headers={[<Trans>Date</Trans>, <Trans>Description</Trans>, <Trans>Kind</Trans>, <Trans>Amount</Trans>, <Trans>Balance</Trans>]}
                numeric={[3, 4]}
                headerClassNames={{ 2: own.kindColumn }}
                actions
                medium
              >
                {statement.movimentos.map((movement) => {
                  // A statement payment names its statement's month ('2026-12'): "Fatura de dezembro de 2026".
                  const statementMonth = formatMonth(movement.descricao, i18n.locale)
                  const description = movement.tipo === 'fatura' ? t`${statementMonth} bill` : movement.descricao || i18n._(movementKindLabels[movement.tipo])
                  const kind = (
                    <>
                      <span className={badge({ tone: movement.tipo === 'transferencia' ? 'status' : 'neutral' })}>{i18n._(movementKindLabels[movement.tipo])}</span>
                      {movement.tipo === 'transferencia' && movement.contraparteId !== null ? <Counterpart name={accountName(movement.contraparteId)} incoming={movement.valor > 0} /> : null}
                    </>
                  )
                  return (
                    <tr key={`${movement.tipo}-${movement.id}`} className={styles.tr}>
                      <td className={styles.td} data-label={t`Date`}>
                        <time className={own.nowrap} dateTime={movement.data}>{formatDay(movement.data, i18n.locale)}</time>
                      </td>
                      <td className={`${styles.td} ${styles.nameCell} ${own.descriptionCell}`} data-label={t`Description`}>
                        {movement.tipo === 'fatura' ? description : movement.descricao || '-'}
                        <span className={own.kindUnder}>
                          <span className={visuallyHidden}>{t`Kind`} </span>
                          {kind}
                        </span>
                      </td>
                      <td className={`${styles.td} ${own.kindColumn}`} data-label={t`Kind`}>
                        <span>{kind}</span>
                      </td>
                      <td className={`${styles.td} ${own.moneyCell}`} data-label={t`Amount`}>
                        <span className={`${own.money} ${balanceTone(movement.valor)}`}>{format.money(movement.valor)}</span>
                      </td>
                      <td className={`${styles.td} ${own.moneyCell}`} data-label={t`Balance`}>
                        <span className={`${own.money} ${balanceTone(movement.saldo)}`}>{format.money(movement.saldo)}</span>
                      </td>
                      <td className={`${styles.td} ${styles.actionsCell}`}>
                        {movement.tipo === 'transferencia' ? (
                          <span className={styles.actions}>
                            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} aria-label={t`Delete the transfer ${description}`} onClick={() => send({ type: 'transfer.delete', id: movement.id })}>
                              <Trans>Delete</Trans>
                            </button>
                          </span>
                        ) : null}
                      </td>
                    </tr>
                  )
                })}
              </DataTable>
            )}
          </>
        ) : null}
      </section>

      {form ? <TransferFormModal actor={form} returnFocus={headingOf} /> : null}

      {pendingDelete ? (
        <ConfirmDialog
          title={<Trans>Delete transfer?</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          busy={deleting}
          busyLabel={<Trans>Deleting…</Trans>}
          onConfirm={() => send({ type: 'delete.confirm' })}
          onCancel={() => send({ type: 'delete.cancel' })}
          returnFocus={headingOf}
        >
          <p>
            <Trans>Do you really want to delete this transfer? It leaves the statements of both accounts.</Trans>
          </p>
          <p>
            <strong>
              {pendingDelete.descricao || i18n._(movementKindLabels.transferencia)} · {format.money(pendingDelete.valor)}
            </strong>
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}

/** The other account of a transfer: where the money went, or where it came from. */
function Counterpart({ name, incoming }: { name: string; incoming: boolean }) {
  return <span className={own.counterpart}>{incoming ? <Trans>from {name}</Trans> : <Trans>to {name}</Trans>}</span>
}
