// Installment plans (/financas/parcelamento): filters by description,
// person/account, card and status; a table of plans, 10 rows at a time; the add/edit modal; delete after a
// confirmation. Flow state lives in the installment table machine and the form machine it invokes (the modal
// renders that child actor).
import { useCallback, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { NO_CARD, NO_HOLDER, filterPlans, holderName, installmentTableMachine, planCardName, shownPlans } from '@machines/finance/plans/installment-table.machine'
import type { InstallmentTableMachine, PlanFilters } from '@machines/finance/plans/installment-table.machine'
import { planStatuses } from '@contract/finance'
import { AlertBanner } from '@/components/alert-banner/alert-banner'
import { ConfirmDeleteDialog } from '@/components/confirm-dialog/confirm-delete-dialog'
import { FilterField } from '@/components/filter-field/filter-field'
import { Spinner } from '@/components/spinner/spinner'
import { cardName } from '@/lib/card-name'
import type { PageProps } from '@/lib/page'
import { useFormat } from '@/i18n/use-format'
import { paths } from '@/lib/paths'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { badge, button, card, input } from '@/styles/recipes.css'
import * as styles from '../finance.css'
import { DataTable } from '../data-table'
import { formatDay } from './installment-format'
import { InstallmentFormModal } from './installment-form-modal'
import { planStatusLabels, planStatusTones } from './installment-labels'
import { TablePaging } from '../table-paging'
import * as own from './installments.css'
import { EmptyState } from '@/components/empty-state/empty-state'

export default function InstallmentsView({ logic }: Partial<PageProps> & { logic?: InstallmentTableMachine }) {
  const { i18n, t } = useLingui()
  const listHeading = useRef<HTMLHeadingElement>(null)
  const listTitle = useCallback(() => listHeading.current, [])
  const actor = useActorRef(useLogic(installmentTableMachine, logic), actorOptions())
  const plans = useSelector(actor, (s) => s.context.plans)
  const holders = useSelector(actor, (s) => s.context.holders)
  const cards = useSelector(actor, (s) => s.context.cards)
  const tableState = useSelector(actor, (s) => s.context.table)
  const alert = useSelector(actor, (s) => s.context.alert)
  const pendingDelete = useSelector(actor, (s) => s.context.pendingDelete)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const form = useSelector(actor, (s) => s.children.installmentForm)
  const deleting = useSelector(actor, (s) => s.matches('deleting'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const canMore = useSelector(actor, (s) => s.can({ type: 'table.more' }))
  const canLess = useSelector(actor, (s) => s.can({ type: 'table.less' }))
  const send = actor.send

  const total = filterPlans(plans, tableState.applied).length
  const shown = shownPlans({ plans, table: tableState })
  const shownCount = shown.length
  const language = i18n.locale
  const format = useFormat()
  const change = (field: keyof PlanFilters & string) => (value: string) => send({ type: 'filters.change', field, value })

  return (
    <section className={styles.page} aria-labelledby="installments-title">
      <Link href={paths.financas.panel} className={styles.back}>
        <span aria-hidden="true">←</span> <Trans>Back to Finances</Trans>
      </Link>
      <div className={own.headerRow}>
        <div className={styles.heading}>
          <h1 id="installments-title" className={styles.title}>
            <Trans>Installment plans</Trans>
          </h1>
          <p className={styles.subtitle}>
            <Trans>Purchases split into installments: each installment becomes an expense entry in its month.</Trans>
          </p>
        </div>
        <button type="button" className={button({ variant: 'primary' })} aria-disabled={busy || undefined} onClick={() => send({ type: 'plan.add' })}>
          <Trans>Add plan</Trans>
        </button>
      </div>

      {alert ? <AlertBanner alert={alert} onDismiss={() => send({ type: 'alert.dismiss' })} /> : null}

      <form
        role="search"
        aria-label={t`Filter plans`}
        className={`${card({ padding: 'md' })} ${own.filters}`}
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: 'filters.apply' })
        }}
      >
        <FilterField label={<Trans>Description</Trans>}>
          {(id) => <input id={id} type="search" className={input()} value={tableState.filters.description} onChange={(event) => change('description')(event.target.value)} />}
        </FilterField>
        <FilterField label={<Trans context="person">Account holder</Trans>}>
          {(id) => (
            <select id={id} className={input()} value={tableState.filters.person} onChange={(event) => change('person')(event.target.value)}>
              <option value="">{t({ message: 'All', context: 'account holders' })}</option>
              <option value={NO_HOLDER}>{t`No account holder`}</option>
              {(holders ?? []).map((holder) => (
                <option key={holder.id} value={String(holder.id)}>
                  {holder.nomePessoa}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label={<Trans>Card</Trans>}>
          {(id) => (
            <select id={id} className={input()} value={tableState.filters.card} onChange={(event) => change('card')(event.target.value)}>
              <option value="">{t`All`}</option>
              <option value={NO_CARD}>{t`No card`}</option>
              {(cards ?? []).map((bankCard) => (
                <option key={bankCard.id} value={String(bankCard.id)}>
                  {cardName(bankCard)}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <FilterField label={<Trans>Status</Trans>}>
          {(id) => (
            <select id={id} className={input()} value={tableState.filters.status} onChange={(event) => change('status')(event.target.value)}>
              <option value="">{t({ message: 'All', context: 'statuses' })}</option>
              {planStatuses.map((status) => (
                <option key={status} value={status}>
                  {i18n._(planStatusLabels[status])}
                </option>
              ))}
            </select>
          )}
        </FilterField>
        <div className={own.buttons}>
          <button type="submit" className={button({ variant: 'primary' })}>
            <Trans>Apply</Trans>
          </button>
          <button type="button" className={button({ variant: 'secondary' })} onClick={() => send({ type: 'filters.clear' })}>
            <Trans>Clear</Trans>
          </button>
        </div>
      </form>

      <section className={`${card({ padding: 'md' })} ${styles.panel} ${own.plansPanel}`} aria-labelledby="installments-list-title" aria-busy={busy}>
        <h2 id="installments-list-title" ref={listHeading} tabIndex={-1} className={styles.sectionTitle}>
          <Trans>Your plans</Trans>
        </h2>
        {loading && plans.length === 0 ? (
          <Spinner label={<Trans>Loading installment plans…</Trans>} />
        ) : total === 0 ? (
          plans.length > 0 ? (
            <p className={styles.empty}>
              <Trans>No plan matches the filters.</Trans>
            </p>
          ) : (
            <EmptyState action={{ label: <Trans>Add your first plan</Trans>, onClick: () => send({ type: 'plan.add' }), disabled: busy }}>
              <Trans>No installment plans yet. Add the first one.</Trans>
            </EmptyState>
          )
        ) : (
          <DataTable headers={[<Trans>Description</Trans>, <Trans>Total value</Trans>, <Trans>Installment count</Trans>, <Trans>Start date</Trans>, <Trans>Status</Trans>, <Trans context="person">Account holder</Trans>, <Trans>Card</Trans>]} numeric={[1, 2]} actions wide>
            {shown.map((plan) => {
              const name = plan.descricao
              return (
                <tr key={plan.id} className={styles.tr}>
                  <td className={`${styles.td} ${styles.nameCell}`} data-label={t`Description`}>
                    {plan.descricao}
                  </td>
                  <td className={`${styles.td} ${own.numericCell}`} data-label={t`Total value`}>
                    <span className={own.money}>{format.money(plan.valorTotal)}</span>
                  </td>
                  <td className={`${styles.td} ${own.numericCell}`} data-label={t`Installment count`}>
                    {plan.numeroParcelas}
                  </td>
                  <td className={styles.td} data-label={t`Start date`}>
                    <time className={own.nowrap} dateTime={plan.dataPrimeiraParcela}>{formatDay(plan.dataPrimeiraParcela, language)}</time>
                  </td>
                  <td className={styles.td} data-label={t`Status`}>
                    <span className={badge({ tone: planStatusTones[plan.situacao] })}>{i18n._(planStatusLabels[plan.situacao])}</span>
                  </td>
                  <td className={styles.td} data-label={t({ message: 'Account holder', context: 'person' })}>
                    {holderName(holders, plan.pessoaContaId)}
                  </td>
                  <td className={styles.td} data-label={t`Card`}>
                    {planCardName(cards, plan.cartaoId)}
                  </td>
                  <td className={`${styles.td} ${styles.actionsCell}`}>
                    <span className={`${styles.actions} ${own.rowActions}`}>
                      <Link href={paths.financas.parcelamentoMensais(plan.id)} className={button({ variant: 'secondary', size: 'sm' })} aria-label={t`View the installments of ${name}`}>
                        <Trans>View installments</Trans>
                      </Link>
                      <button type="button" className={button({ variant: 'secondary', size: 'sm' })} aria-label={t`Edit ${name}`} aria-disabled={busy || undefined} onClick={() => send({ type: 'plan.edit', id: plan.id })}>
                        <Trans>Edit</Trans>
                      </button>
                      <button type="button" className={button({ variant: 'ghost', size: 'sm' })} aria-label={t`Delete ${name}`} aria-disabled={busy || undefined} onClick={() => send({ type: 'plan.delete', id: plan.id })}>
                        <Trans>Delete</Trans>
                      </button>
                    </span>
                  </td>
                </tr>
              )
            })}
          </DataTable>
        )}
        <TablePaging
          shown={shownCount}
          total={total}
          canMore={canMore}
          canLess={canLess}
          onMore={() => send({ type: 'table.more' })}
          onLess={() => send({ type: 'table.less' })}
        />
      </section>

      {form ? <InstallmentFormModal actor={form} returnFocus={listTitle} /> : null}

      {pendingDelete ? (
        <ConfirmDeleteDialog actor={actor} title={<Trans>Delete installment plan?</Trans>} busy={deleting} returnFocus={() => listHeading.current}>
          <p>
            <Trans>Do you really want to delete this installment plan? Its unpaid installments and their entries are deleted too; paid entries stay.</Trans>
          </p>
          <p>
            <strong>{pendingDelete.descricao}</strong>
          </p>
        </ConfirmDeleteDialog>
      ) : null}
    </section>
  )
}
