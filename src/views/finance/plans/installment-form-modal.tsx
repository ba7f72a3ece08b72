// The add/edit modal of the installments page: the plan's
// fields, an account holder or a category created in place ("+ New …"), a shortcut to the card page, and a live preview of the schedule. It renders
// the installment form machine's actor, which the page's machine invokes (its output tells the page the outcome).
import { Fragment } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import type { InlineCreateMachine } from '@machines/finance/registries/inline-create.machine'
import type { InstallmentFormMachine, SchedulePreview } from '@machines/finance/plans/installment-form.machine'
import { installmentIntervals, planStatuses } from '@contract/finance'
import { PLAN_DESCRIPTION_MAX } from '@contract/installment'
import { ModalForm } from '@/components/form/modal-form'
import { useModalForm } from '@/components/form/use-modal-form'
import { AmountField } from '@/components/amount-input/amount-field'
import { DateField, TextField } from '@/components/text-field/text-field'
import { SelectField } from '@/components/form/select-field'
import { formatMonth } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import { centsToAmount } from '@contract/money'
import { cardName } from '@/lib/card-name'
import { paths } from '@/lib/paths'
import { InlineCreateSlot, useInlineOpeners } from '../registries/inline-create-form'
import { formatDay } from './installment-format'
import { intervalLabels, planStatusLabels } from './installment-labels'
import * as own from './installments.css'

export interface InstallmentFormModalProps {
  /** The form's actor (the page's machine invokes it with the plan to edit, or none to add one). */
  actor: ActorRefFrom<InstallmentFormMachine>
  /** Where focus goes on close when the opener is gone (the table reloads after a save). */
  returnFocus?: () => HTMLElement | null
}

export function InstallmentFormModal({ actor, returnFocus }: InstallmentFormModalProps) {
  const { i18n, t } = useLingui()
  const form = useModalForm(actor)
  const { values, errors, saving, change } = form
  const isEdit = useSelector(actor, (s) => s.context.planId !== null)
  const preview = useSelector(actor, (s) => s.context.preview)
  const holders = useSelector(actor, (s) => s.context.holders)
  const cards = useSelector(actor, (s) => s.context.cards)
  const expenseCategories = useSelector(actor, (s) => s.context.categories).filter((category) => category.tipoCategoria === 'Despesa')
  const loadingInstallments = useSelector(actor, (s) => s.matches('loadingInstallments'))
  const paidUnknown = useSelector(actor, (s) => s.context.paidUnknown)
  const inline = useSelector(
    actor,
    (s) => {
      const child = s.children.inlineCreate as ActorRefFrom<InlineCreateMachine> | undefined
      return s.context.creating && child ? { kind: s.context.creating, actor: child } : null
    },
    (a, b) => a?.kind === b?.kind && a?.actor === b?.actor,
  )
  // A small form that closes gives the focus back to its "+ New …" button (it was on the form's name).
  const opener = useInlineOpeners(inline?.kind ?? null)

  return (
    <ModalForm
      form={form}
      size="wide"
      title={isEdit ? <Trans>Edit installment plan</Trans> : <Trans>New installment plan</Trans>}
      returnFocus={returnFocus}
      className={own.form}
      buttonsClassName={own.buttons}
      submitLabel={isEdit ? <Trans>Save changes</Trans> : <Trans>Create plan</Trans>}
      savingLabel={<Trans>Saving…</Trans>}
      waiting={loadingInstallments}
    >
      <div className={own.formGrid}>
        <TextField className={own.wide} error={errors.descricao} label={<Trans>Description</Trans>} name="descricao" value={values.descricao} maxLength={PLAN_DESCRIPTION_MAX} readOnly={saving} autoComplete="off" onChange={change('descricao')} />
        <AmountField error={errors.valorTotal} label={<Trans>Total value (R$)</Trans>} name="valorTotal" value={values.valorTotal} maxLength={20} readOnly={saving} onChange={change('valorTotal')} />
        <TextField error={errors.numeroParcelas} label={<Trans>Number of installments</Trans>} name="numeroParcelas" value={values.numeroParcelas} inputMode="numeric" autoComplete="off" maxLength={3} readOnly={saving} onChange={change('numeroParcelas')} />
        <DateField error={errors.dataPrimeiraParcela} label={<Trans>First due date</Trans>} name="dataPrimeiraParcela" value={values.dataPrimeiraParcela} readOnly={saving} onChange={change('dataPrimeiraParcela')} />
        <SelectField label={<Trans>Interval</Trans>} name="intervaloParcelas" value={values.intervaloParcelas} error={errors.intervaloParcelas} disabled={saving} onChange={change('intervaloParcelas')}>
          {installmentIntervals.map((interval) => (
            <option key={interval} value={String(interval)}>
              {i18n._(intervalLabels[interval])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={<Trans context="person">Account holder</Trans>}
          name="pessoaContaId"
          value={values.pessoaContaId}
          error={errors.pessoaContaId}
          disabled={saving}
          onChange={change('pessoaContaId')}
          footer={
            <InlineCreateSlot actor={inline?.kind === 'holder' ? inline.actor : undefined} opener={opener('holder')} disabled={saving || inline !== null} onOpen={() => actor.send({ type: 'inline.open', kind: 'holder' })}>
              <Trans>+ New account holder</Trans>
            </InlineCreateSlot>
          }
        >
          <option value="">{t`None`}</option>
          {holders.map((holder) => (
            <option key={holder.id} value={String(holder.id)}>
              {holder.nomePessoa}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={<Trans>Card</Trans>}
          name="cartaoId"
          value={values.cartaoId}
          error={errors.cartaoId}
          disabled={saving}
          onChange={change('cartaoId')}
          footer={
            <Link href={paths.financas.cadastrarCartao} className={own.shortcut}>
              <Trans>Register a card</Trans>
            </Link>
          }
        >
          <option value="">{t`No card`}</option>
          {cards.map((card) => (
            <option key={card.id} value={String(card.id)}>
              {cardName(card)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={<Trans>Category (optional)</Trans>}
          name="categoriaId"
          value={values.categoriaId}
          error={errors.categoriaId}
          disabled={saving}
          onChange={change('categoriaId')}
          footer={
            <InlineCreateSlot actor={inline?.kind === 'category' ? inline.actor : undefined} opener={opener('category')} disabled={saving || inline !== null} onOpen={() => actor.send({ type: 'inline.open', kind: 'category' })}>
              <Trans>+ New category</Trans>
            </InlineCreateSlot>
          }
        >
          <option value="">{t`No category`}</option>
          {expenseCategories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.nomeCategoria}
            </option>
          ))}
        </SelectField>
        <SelectField label={<Trans>Status</Trans>} name="situacao" value={values.situacao} error={errors.situacao} disabled={saving} onChange={change('situacao')}>
          {planStatuses.map((status) => (
            <option key={status} value={status}>
              {i18n._(planStatusLabels[status])}
            </option>
          ))}
        </SelectField>
      </div>

      <PreviewLine preview={preview} loading={loadingInstallments} unknown={paidUnknown} />
    </ModalForm>
  )
}

/**
 * "10 × R$ 83,33, last due 05/08/2027" (a remainder shows as "1 × R$ 3,34 + 2 × R$ 3,33"); an edit's paid
 * installments show in their place with "(paid)": exactly what saving stores.
 */
function PreviewLine({ preview, loading, unknown }: { preview: SchedulePreview | null; loading: boolean; unknown: boolean }) {
  const { i18n } = useLingui()
  const format = useFormat()
  if (loading) {
    return (
      <p className={own.previewMuted} aria-live="polite" data-testid="schedule-preview">
        <Trans>Reading the plan's installments…</Trans>
      </p>
    )
  }
  if (unknown) {
    return (
      <p className={own.previewMuted} aria-live="polite" data-testid="schedule-preview">
        <Trans>The plan's installments could not be read: saving keeps the paid ones and splits the rest of the total over the others.</Trans>
      </p>
    )
  }
  if (!preview) {
    return (
      <p className={own.previewMuted} aria-live="polite" data-testid="schedule-preview">
        <Trans>Fill in the value, the number of installments and the first due date to see the schedule.</Trans>
      </p>
    )
  }
  const language = i18n.locale
  const split = preview.groups.map((group, index) => {
    const run = (
      <>
        {group.count} × {format.money(centsToAmount(group.cents))}
      </>
    )
    return (
      <Fragment key={index}>
        {index > 0 ? ' + ' : null}
        {group.paid ? <Trans>{run} (paid)</Trans> : run}
      </Fragment>
    )
  })
  const lastDue = formatDay(preview.lastDue, language)
  // On a card with statements: the statements the installments land in (the server's own rule).
  const firstStatement = preview.statements ? formatMonth(preview.statements.first, language) : ''
  const lastStatement = preview.statements ? formatMonth(preview.statements.last, language) : ''
  return (
    <p className={own.preview} aria-live="polite" data-testid="schedule-preview">
      <Trans>
        {split}, last due {lastDue}
      </Trans>
      {preview.statements ? (
        <>
          {' '}
          {preview.statements.first === preview.statements.last ? (
            <Trans>On the {firstStatement} bill.</Trans>
          ) : (
            <Trans>
              On the bills from {firstStatement} to {lastStatement}.
            </Trans>
          )}
        </>
      ) : null}
    </p>
  )
}
