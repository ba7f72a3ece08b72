// The add/edit modal of the bank accounts page: name, type, opening balance (may be negative) and
// opening day. It renders the bank account form machine's actor, which the page's machine invokes.
import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { AccountField, BankAccountFormMachine } from '@machines/bank-account-form.machine'
import { BANK_ACCOUNT_NAME_MAX, bankAccountTypes } from '@/api/schemas/bank-account'
import { AmountField } from '@/components/amount-input/amount-field'
import { MachineForm } from '@/components/form/machine-form'
import { Modal } from '@/components/modal/modal'
import { DateField, TextField } from '@/components/text-field/text-field'
import { alert as alertClass, button } from '@/styles/recipes.css'
import { accountTypeLabels } from './bank-account-labels'
import { SelectField } from '@/components/form/select-field'
import * as own from './bank-accounts.css'

export interface BankAccountFormModalProps {
  actor: ActorRefFrom<BankAccountFormMachine>
  /** Where focus goes on close when the opener is gone (the list reloads after a save). */
  returnFocus?: () => HTMLElement | null
}

export function BankAccountFormModal({ actor, returnFocus }: BankAccountFormModalProps) {
  const { i18n, t } = useLingui()
  const isEdit = useSelector(actor, (s) => s.context.account !== null)
  const values = useSelector(actor, (s) => s.context.form.values)
  const errors = useSelector(actor, (s) => s.context.form.errors)
  const error = useSelector(actor, (s) => s.context.error)
  const detail = useSelector(actor, (s) => s.context.detail)
  const saving = useSelector(actor, (s) => s.hasTag('busy') || s.status === 'done')
  const formErrorId = useId()
  const change = (field: AccountField) => (value: string) => actor.send({ type: 'field.change', field, value })

  return (
    <Modal phase="open" title={isEdit ? <Trans>Edit bank account</Trans> : <Trans>New bank account</Trans>} closeLabel={t`Close`} onClose={() => actor.send({ type: 'form.cancel' })} returnFocus={returnFocus}>
      <MachineForm className={own.form} busy={saving} onSubmit={() => actor.send({ type: 'form.submit' })}>
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

        {error ? (
          <p id={formErrorId} role="alert" className={alertClass({ tone: 'danger' })}>
            {i18n._(error)}
            {detail ? ` ${detail}` : null}
          </p>
        ) : null}

        <div className={own.buttons}>
          <button type="button" className={button({ variant: 'secondary' })} disabled={saving} onClick={() => actor.send({ type: 'form.cancel' })}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={button({ variant: 'primary' })} aria-disabled={saving || undefined}>
            {saving ? <Trans>Saving…</Trans> : isEdit ? <Trans>Save changes</Trans> : <Trans>Create account</Trans>}
          </button>
        </div>
      </MachineForm>
    </Modal>
  )
}
