// The add/edit modal of the bank accounts page: name, type, opening balance (may be negative) and
// opening day. It renders the bank account form machine's actor, which the page's machine invokes.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { BankAccountFormMachine } from '@machines/finance/accounts/bank-account-form.machine'
import { BANK_ACCOUNT_NAME_MAX, bankAccountTypes } from '@contract/bank-account'
import { AmountField } from '@/components/amount-input/amount-field'
import { ModalForm } from '@/components/form/modal-form'
import { useModalForm } from '@/components/form/use-modal-form'
import { DateField, TextField } from '@/components/text-field/text-field'
import { accountTypeLabels } from './bank-account-labels'
import { SelectField } from '@/components/form/select-field'
import * as own from './bank-accounts.css'

export interface BankAccountFormModalProps {
  actor: ActorRefFrom<BankAccountFormMachine>
  /** Where focus goes on close when the opener is gone (the list reloads after a save). */
  returnFocus?: () => HTMLElement | null
}

export function BankAccountFormModal({ actor, returnFocus }: BankAccountFormModalProps) {
  const { i18n } = useLingui()
  const form = useModalForm(actor)
  const { values, errors, saving, change } = form
  const isEdit = useSelector(actor, (s) => s.context.account !== null)

  return (
    <ModalForm
      form={form}
      title={isEdit ? <Trans>Edit bank account</Trans> : <Trans>New bank account</Trans>}
      returnFocus={returnFocus}
      className={own.form}
      buttonsClassName={own.buttons}
      submitLabel={isEdit ? <Trans>Save changes</Trans> : <Trans>Create account</Trans>}
      savingLabel={<Trans>Saving…</Trans>}
    >
      <div className={own.formGrid}>
        <TextField className={own.wide} error={errors.nome} label={<Trans>Name</Trans>} name="nome" value={values.nome} maxLength={BANK_ACCOUNT_NAME_MAX} readOnly={saving} autoComplete="off" onChange={change('nome')} />
        <SelectField label={<Trans>Type</Trans>} name="tipo" value={values.tipo} error={errors.tipo} disabled={saving} onChange={change('tipo')}>
          {bankAccountTypes.map((type) => (
            <option key={type} value={type}>
              {i18n._(accountTypeLabels[type])}
            </option>
          ))}
        </SelectField>
        <AmountField
          error={errors.saldoInicial}
          signed
          label={<Trans>Opening balance (R$)</Trans>}
          hint={<Trans>Negative for an overdraft: start with a minus sign.</Trans>}
          name="saldoInicial"
          value={values.saldoInicial}
          maxLength={21}
          readOnly={saving}
          onChange={change('saldoInicial')}
        />
        <DateField error={errors.dataSaldoInicial} label={<Trans>Opening day</Trans>} name="dataSaldoInicial" value={values.dataSaldoInicial} readOnly={saving} onChange={change('dataSaldoInicial')} />
      </div>
    </ModalForm>
  )
}
