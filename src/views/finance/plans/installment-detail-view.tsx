// Installment detail (/financas/parcelamento-mensais/{id}): the plan's installments, read only, with how much
// is paid; back goes back in history. Flow state lives in the installment detail machine.
import { useEffect, useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useLocation } from 'wouter'
import { installmentDetailMachine, installmentProgress } from '@machines/finance/plans/installment-detail.machine'
import type { InstallmentDetailMachine } from '@machines/finance/plans/installment-detail.machine'
import { isPaidInstallmentStatus } from '@contract/finance'
import { MAX_SERIAL_ID } from '@contract/common'
import { centsToAmount } from '@contract/money'
import { AlertBanner } from '@/components/alert-banner/alert-banner'
import { Spinner } from '@/components/spinner/spinner'
import type { PageProps } from '@/lib/page'
import { useFormat } from '@/i18n/use-format'
import { paths } from '@/lib/paths'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { badge, button, card, visuallyHidden } from '@/styles/recipes.css'
import * as styles from '../finance.css'
import { DataTable } from '../data-table'
import { formatDay } from './installment-format'
import * as own from './installments.css'

/** The route's id as a plan id: canonical digits within a serial's range, else null (nothing to load). */
export function planIdFromParam(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return null
  const id = Number(param)
  return id <= MAX_SERIAL_ID ? id : null
}

export default function InstallmentDetailView({ params, logic }: Partial<PageProps> & { logic?: InstallmentDetailMachine }) {
  const planId = planIdFromParam(params?.id)
  return <InstallmentDetail key={String(planId)} planId={planId} logic={logic} />
}

function InstallmentDetail({ planId, logic }: { planId: number | null; logic: InstallmentDetailMachine | undefined }) {
  const { i18n, t } = useLingui()
  const [, navigate] = useLocation()
  const actor = useActorRef(useLogic(installmentDetailMachine, logic), { ...actorOptions(), input: { planId } })
  useEffect(() => {
    // Back in history; a page opened directly (no history) goes to the plans instead.
    const subscription = actor.on('detail.back', () => (window.history.length > 1 ? window.history.back() : navigate(paths.financas.parcelamento)))
    return () => subscription.unsubscribe()
  }, [actor, navigate])
  const installments = useSelector(actor, (s) => s.context.installments)
  const planName = useSelector(actor, (s) => s.context.planName)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  /** Why the installments are missing (the failure state, which always names it). */
  const failure = useSelector(actor, (s) => (s.matches('failure') ? s.context.error : null))
  const progress = useMemo(() => installmentProgress(installments), [installments])
  const language = i18n.locale
  const format = useFormat()

  const paid = progress.paid
  const total = progress.total
  const paidAmount = format.money(centsToAmount(progress.paidCents))
  const totalAmount = format.money(centsToAmount(progress.totalCents))
  const percent = progress.totalCents > 0 ? Math.round((progress.paidCents / progress.totalCents) * 100) : 0

  return (
    <section className={styles.page} aria-labelledby="installment-detail-title" aria-busy={loading}>
      <button type="button" className={own.backButton} onClick={() => actor.send({ type: 'nav.back' })}>
        <span aria-hidden="true">←</span> <Trans>Back</Trans>
      </button>
      <div className={styles.heading}>
        <h1 id="installment-detail-title" className={styles.title}>
          {planName === null ? <Trans>Installment details</Trans> : <Trans>Installments of {planName}</Trans>}
        </h1>
        <p className={styles.subtitle}>
          <Trans>Each installment of the plan, its due date and whether it is paid. Pay them on the entries page.</Trans>
        </p>
      </div>

      {loading ? (
        <Spinner label={<Trans>Loading installments…</Trans>} />
      ) : failure ? (
        <AlertBanner alert={{ tone: 'danger', message: failure }}>
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'detail.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </AlertBanner>
      ) : installments.length === 0 ? (
        <p className={`${card({ padding: 'md' })} ${styles.empty}`}>
          <Trans>This plan has no installments.</Trans>
        </p>
      ) : (
        <section className={`${card({ padding: 'md' })} ${styles.panel} ${own.schedulePanel}`} aria-labelledby="installment-list-title">
          <h2 id="installment-list-title" className={visuallyHidden}>
            <Trans>Installment list</Trans>
          </h2>
          <div className={own.progress}>
            <p className={own.progressText} data-testid="installment-progress">
              <Trans>
                {paid} of {total} paid, {paidAmount} of {totalAmount}
              </Trans>
            </p>
            <div className={own.progressTrack} role="progressbar" aria-label={t({ message: 'Paid', context: 'installment' })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              <div className={own.progressFill} style={{ width: `${percent}%` }} />
            </div>
          </div>
          <DataTable headers={[<Trans>No.</Trans>, <Trans>Due date</Trans>, <Trans>Payment date</Trans>, <Trans>Installment value</Trans>, <Trans>Paid value</Trans>, <Trans>Status</Trans>]} numeric={[3, 4]} medium>
            {installments.map((installment) => {
              const isPaid = isPaidInstallmentStatus(installment.situacao)
              return (
                <tr key={installment.id} className={styles.tr}>
                  <td className={`${styles.td} ${styles.nameCell}`} data-label={t`No.`}>
                    {installment.numeroParcela}
                  </td>
                  <td className={styles.td} data-label={t`Due date`}>
                    <time className={own.nowrap} dateTime={installment.dataVencimento}>{formatDay(installment.dataVencimento, language)}</time>
                  </td>
                  <td className={styles.td} data-label={t`Payment date`}>
                    {installment.dataPagamento ? <time className={own.nowrap} dateTime={installment.dataPagamento}>{formatDay(installment.dataPagamento, language)}</time> : '-'}
                  </td>
                  <td className={`${styles.td} ${own.numericCell}`} data-label={t`Installment value`}>
                    <span className={own.money}>{format.money(installment.valorParcela)}</span>
                  </td>
                  <td className={`${styles.td} ${own.numericCell}`} data-label={t`Paid value`}>
                    <span className={own.money}>{installment.valorPago === null ? '-' : format.money(installment.valorPago)}</span>
                  </td>
                  <td className={styles.td} data-label={t`Status`}>
                    <span className={badge({ tone: isPaid ? 'income' : 'status' })}>{isPaid ? <Trans context="installment">Paid</Trans> : <Trans context="installment">To Pay</Trans>}</span>
                  </td>
                </tr>
              )
            })}
          </DataTable>
        </section>
      )}
    </section>
  )
}
