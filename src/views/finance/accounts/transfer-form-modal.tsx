// The transfer modal of an account's statement: from, to (accounts not archived), amount, day and an
// optional description. It renders the transfer form machine's actor, which the statement's machine invokes.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { TransferFormMachine } from '@machines/finance/accounts/transfer-form.machine'
import { TRANSFER_DESCRIPTION_MAX } from '@contract/bank-account'
import { AmountField } from '@/components/amount-input/amount-field'
import { ModalForm } from '@/components/form/modal-form'
import { useModalForm } from '@/components/form/use-modal-form'
import { DateField, TextField } from '@/components/text-field/text-field'
import { SelectField } from '@/components/form/select-field'
import * as own from './bank-accounts.css'

export interface TransferFormModalProps {
  actor: ActorRefFrom<TransferFormMachine>
  returnFocus?: () => HTMLElement | null
}

export function TransferFormModal({ actor, returnFocus }: TransferFormModalProps) {
  const { t } = useLingui()
  const form = useModalForm(actor)
  const { values, errors, saving, change } = form
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const options = accounts.map((account) => (
    <option key={account.id} value={String(account.id)}>
      {account.nome}
    </option>
  ))

  return (
    <ModalForm form={form} title={<Trans>New transfer</Trans>} returnFocus={returnFocus} className={own.form} buttonsClassName={own.buttons} submitLabel={<Trans>Transfer</Trans>} savingLabel={<Trans>Saving…</Trans>}>
      <div className={own.formGrid}>
        <SelectField label={<Trans>From account</Trans>} name="contaOrigemId" value={values.contaOrigemId} error={errors.contaOrigemId} disabled={saving} onChange={change('contaOrigemId')}>
          <option value="">{t`Choose…`}</option>
          {options}
        </SelectField>
        <SelectField label={<Trans>To account</Trans>} name="contaDestinoId" value={values.contaDestinoId} error={errors.contaDestinoId} disabled={saving} onChange={change('contaDestinoId')}>
          <option value="">{t`Choose…`}</option>
          {options}
        </SelectField>
        <AmountField error={errors.valor} label={<Trans>Amount (R$)</Trans>} name="valor" value={values.valor} maxLength={20} readOnly={saving} onChange={change('valor')} />
        <DateField error={errors.data} label={<Trans>Day</Trans>} name="data" value={values.data} readOnly={saving} onChange={change('data')} />
        <TextField
          className={own.wide}
          error={errors.descricao}
          label={<Trans>Description (optional)</Trans>}
          name="descricao"
          value={values.descricao}
          maxLength={TRANSFER_DESCRIPTION_MAX}
          readOnly={saving}
          autoComplete="off"
          onChange={change('descricao')}
        />
      </div>
    </ModalForm>
  )
}
