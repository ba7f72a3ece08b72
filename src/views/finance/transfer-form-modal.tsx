// The transfer modal of an account's statement: from, to (accounts not archived), amount, day and an
// optional description. It renders the transfer form machine's actor, which the statement's machine invokes.
import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { TransferField, TransferFormMachine } from '@machines/transfer-form.machine'
import { TRANSFER_DESCRIPTION_MAX } from '@/api/schemas/bank-account'
import { AmountField } from '@/components/amount-input/amount-field'
import { MachineForm } from '@/components/form/machine-form'
import { Modal } from '@/components/modal/modal'
import { DateField, TextField } from '@/components/text-field/text-field'
import { alert as alertClass, button } from '@/styles/recipes.css'
import { SelectField } from '@/components/form/select-field'
import * as own from './bank-accounts.css'

export interface TransferFormModalProps {
  actor: ActorRefFrom<TransferFormMachine>
  returnFocus?: () => HTMLElement | null
}

export function TransferFormModal({ actor, returnFocus }: TransferFormModalProps) {
  const { i18n, t } = useLingui()
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const values = useSelector(actor, (s) => s.context.form.values)
  const errors = useSelector(actor, (s) => s.context.form.errors)
  const error = useSelector(actor, (s) => s.context.error)
  const saving = useSelector(actor, (s) => s.hasTag('busy') || s.status === 'done')
  const formErrorId = useId()
  const change = (field: TransferField) => (value: string) => actor.send({ type: 'field.change', field, value })
  const options = accounts.map((account) => (
    <option key={account.id} value={String(account.id)}>
      {account.nome}
    </option>
  ))

  return (
    <Modal phase="open" title={<Trans>New transfer</Trans>} closeLabel={t`Close`} onClose={() => actor.send({ type: 'form.cancel' })} returnFocus={returnFocus}>
      <MachineForm className={own.form} busy={saving} onSubmit={() => actor.send({ type: 'form.submit' })}>
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

        {error ? (
          <p id={formErrorId} role="alert" className={alertClass({ tone: 'danger' })}>
            {i18n._(error)}
          </p>
        ) : null}

        <div className={own.buttons}>
          <button type="button" className={button({ variant: 'secondary' })} disabled={saving} onClick={() => actor.send({ type: 'form.cancel' })}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={button({ variant: 'primary' })} aria-disabled={saving || undefined}>
            {saving ? <Trans>Saving…</Trans> : <Trans>Transfer</Trans>}
          </button>
        </div>
      </MachineForm>
    </Modal>
  )
}
