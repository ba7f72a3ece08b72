// The add/edit modal of the recurring entries page: description, amount, type, category of the type, a
// bank account or a card with statements, frequency, first and last day, weekend rule, active, and on edit
// the day the change applies from; "+ New category" makes a category of the series' type in place. It renders
// the recurrence form machine's actor, which the page's machine invokes (docs/product-rules.md#recurring-entries).
import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { accountIdOf, NO_ACCOUNT, selectableAccounts } from '@machines/finance/entries/entry-accounts'
import { categoriesOfType, selectableCards } from '@machines/finance/entries/entry-form.machine'
import type { InlineCreateMachine } from '@machines/finance/registries/inline-create.machine'
import type { RecurrenceFormMachine } from '@machines/finance/planning/recurrence-form.machine'
import { ENTRY_DESCRIPTION_MAX } from '@contract/entry'
import { categoryTypes } from '@contract/finance'
import { recurrenceFrequencies, weekendAdjustments } from '@contract/recurrence'
import { AmountField } from '@/components/amount-input/amount-field'
import { ModalForm } from '@/components/form/modal-form'
import { useModalForm } from '@/components/form/use-modal-form'
import { DateField, TextField } from '@/components/text-field/text-field'
import { cardName } from '@/lib/card-name'
import { accountLabel } from '../accounts/account-label'
import { SelectField } from '@/components/form/select-field'
import * as own from '../accounts/bank-accounts.css'
import { categoryTypeLabels } from '../finance-labels'
import { InlineCreateSlot, useInlineOpeners } from '../registries/inline-create-form'
import { frequencyLabels, weekendAdjustmentLabels } from './recurrence-labels'

export interface RecurrenceFormModalProps {
  actor: ActorRefFrom<RecurrenceFormMachine>
  /** Where focus goes on close when the opener is gone (the list reloads after a save). */
  returnFocus?: () => HTMLElement | null
}

export function RecurrenceFormModal({ actor, returnFocus }: RecurrenceFormModalProps) {
  const { i18n, t } = useLingui()
  const form = useModalForm(actor)
  const { values, errors, saving, change } = form
  const isEdit = useSelector(actor, (s) => s.context.original !== null)
  const categories = useSelector(actor, (s) => s.context.categories)
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const cards = useSelector(actor, (s) => s.context.cards)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const newCategory = useSelector(actor, (s) => (s.context.creating ? (s.children.inlineCreate as ActorRefFrom<InlineCreateMachine> | undefined) : undefined))
  // The small category form that closes gives the focus back to "+ New category" (it was on the form's name).
  const opener = useInlineOpeners(newCategory ? 'category' : null)
  const activeId = useId()
  const typeCategories = categoriesOfType(categories, values.tipoLancamento)
  const offeredAccounts = selectableAccounts(accounts, accountIdOf(values.contaBancariaId))
  const offeredCards = selectableCards(cards, values.cartaoId)

  return (
    <ModalForm
      form={form}
      size="wide"
      title={isEdit ? <Trans>Edit recurring entry</Trans> : <Trans>New recurring entry</Trans>}
      returnFocus={returnFocus}
      className={own.form}
      buttonsClassName={own.buttons}
      submitLabel={isEdit ? <Trans>Save changes</Trans> : <Trans>Create recurring entry</Trans>}
      savingLabel={<Trans>Saving…</Trans>}
      waiting={loading}
    >
      <div className={own.formGrid}>
        <TextField className={own.wide} error={errors.descricao} label={<Trans>Description</Trans>} name="descricao" value={values.descricao} maxLength={ENTRY_DESCRIPTION_MAX} readOnly={saving} autoComplete="off" onChange={change('descricao')} />
        <AmountField error={errors.valor} label={<Trans>Amount (R$)</Trans>} name="valor" value={values.valor} maxLength={21} readOnly={saving} onChange={change('valor')} />
        <SelectField label={<Trans>Type</Trans>} name="tipoLancamento" value={values.tipoLancamento} error={errors.tipoLancamento} disabled={saving} onChange={change('tipoLancamento')}>
          <option value="">{t`Choose…`}</option>
          {categoryTypes.map((type) => (
            <option key={type} value={type}>
              {i18n._(categoryTypeLabels[type])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={<Trans>Category</Trans>}
          name="categoriaId"
          value={values.categoriaId}
          error={errors.categoriaId}
          disabled={saving || typeCategories.length === 0}
          onChange={change('categoriaId')}
          footer={
            // The new category takes the series' type: none is made before a type is chosen.
            <InlineCreateSlot
              actor={newCategory}
              opener={opener('category')}
              disabled={saving || loading || values.tipoLancamento === '' || newCategory !== undefined}
              title={values.tipoLancamento === '' ? t`Choose the type first` : undefined}
              onOpen={() => actor.send({ type: 'inline.open', kind: 'category' })}
            >
              <Trans>+ New category</Trans>
            </InlineCreateSlot>
          }
        >
          {/* While the list loads, the edited series keeps its category: the placeholder holds its value. */}
          <option value={loading && !typeCategories.some((category) => String(category.id) === values.categoriaId) ? values.categoriaId : ''}>
            {loading ? t`Loading categories…` : values.tipoLancamento === '' ? t`Choose the type first` : typeCategories.length === 0 ? t`No category of this type` : t`None`}
          </option>
          {typeCategories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.nomeCategoria}
            </option>
          ))}
        </SelectField>
        <SelectField label={<Trans>Bank account</Trans>} name="contaBancariaId" value={values.contaBancariaId} error={errors.contaBancariaId} disabled={saving} onChange={change('contaBancariaId')}>
          <option value={NO_ACCOUNT}>{t`None`}</option>
          {offeredAccounts.map((account) => (
            <option key={account.id} value={String(account.id)}>
              {accountLabel(account, i18n)}
            </option>
          ))}
        </SelectField>
        {/* Only cards with statement days (or the series' own): an occurrence on a card is a card item. */}
        {offeredCards.length > 0 ? (
          <SelectField label={<Trans>Card</Trans>} name="cartaoId" value={values.cartaoId} error={errors.cartaoId} disabled={saving} onChange={change('cartaoId')}>
            <option value={NO_ACCOUNT}>{t({ message: 'None', context: 'card' })}</option>
            {offeredCards.map((bankCard) => (
              <option key={bankCard.id} value={String(bankCard.id)}>
                {cardName(bankCard)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField label={<Trans>Frequency</Trans>} name="frequencia" value={values.frequencia} error={errors.frequencia} disabled={saving} onChange={change('frequencia')}>
          {recurrenceFrequencies.map((frequency) => (
            <option key={frequency} value={frequency}>
              {i18n._(frequencyLabels[frequency])}
            </option>
          ))}
        </SelectField>
        <SelectField label={<Trans>On a weekend or holiday</Trans>} name="ajusteFimDeSemana" value={values.ajusteFimDeSemana} error={errors.ajusteFimDeSemana} disabled={saving} onChange={change('ajusteFimDeSemana')}>
          {weekendAdjustments.map((adjustment) => (
            <option key={adjustment} value={adjustment}>
              {i18n._(weekendAdjustmentLabels[adjustment])}
            </option>
          ))}
        </SelectField>
        <DateField error={errors.dataInicio} label={<Trans>First day</Trans>} name="dataInicio" value={values.dataInicio} readOnly={saving} onChange={change('dataInicio')} />
        <DateField error={errors.dataFim} label={<Trans>Last day (optional)</Trans>} name="dataFim" value={values.dataFim} readOnly={saving} onChange={change('dataFim')} />
        {isEdit ? (
          <DateField
            error={errors.aPartirDe}
            label={<Trans>Apply from</Trans>}
            hint={<Trans>Unpaid, never-edited entries from this day on follow the change.</Trans>}
            name="aPartirDe"
            value={values.aPartirDe}
            readOnly={saving}
            onChange={change('aPartirDe')}
          />
        ) : null}
        <label className={`${own.toggle} ${own.wide}`} htmlFor={activeId}>
          <input id={activeId} type="checkbox" name="ativa" checked={values.ativa === 'true'} disabled={saving} onChange={(event) => change('ativa')(String(event.target.checked))} />
          <Trans>Active (a paused series makes no new entries)</Trans>
        </label>
      </div>
    </ModalForm>
  )
}
