// The pay-statement modal of a card's statements page: what is left to pay, the account it leaves (the
// user's accounts that are not archived), the payment day and the amount (what is left, or less: the rest
// stays on the statement and, unpaid after its due date, is carried into the next one). It renders the
// statement-pay machine's actor, which the page's machine invokes.
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { StatementPayMachine } from '@machines/finance/cards/statement-pay.machine'
import { ModalForm } from '@/components/form/modal-form'
import { useModalForm } from '@/components/form/use-modal-form'
import { Spinner } from '@/components/spinner/spinner'
import { DateField } from '@/components/text-field/text-field'
import { formatMonth } from '@/i18n/format'
import { useFormat } from '@/i18n/use-format'
import { alert as alertClass, button } from '@/styles/recipes.css'
import { SelectField } from '@/components/form/select-field'
import { AmountField } from '@/components/amount-input/amount-field'
import * as own from '../accounts/bank-accounts.css'
import * as cards from './card-statements.css'

export interface StatementPayModalProps {
  actor: ActorRefFrom<StatementPayMachine>
  returnFocus?: () => HTMLElement | null
}

export function StatementPayModal({ actor, returnFocus }: StatementPayModalProps) {
  const { i18n, t } = useLingui()
  const format = useFormat()
  const form = useModalForm(actor)
  const { values, errors, error, saving: paying, change } = form
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const amount = useSelector(actor, (s) => s.context.amount)
  const mes = useSelector(actor, (s) => s.context.mes)
  const loadingAccounts = useSelector(actor, (s) => s.matches('loadingAccounts'))
  const accountsFailed = useSelector(actor, (s) => s.matches('accountsFailure'))
  const month = formatMonth(mes, i18n.locale)
  const total = format.money(amount)

  return (
    <ModalForm
      form={form}
      title={<Trans>Pay bill</Trans>}
      returnFocus={returnFocus}
      className={own.form}
      buttonsClassName={own.buttons}
      submitLabel={<Trans>Pay bill</Trans>}
      savingLabel={<Trans>Paying…</Trans>}
      waiting={loadingAccounts || accountsFailed}
      hideError={accountsFailed}
    >
      <p className={cards.note}>
        <Trans>
          {month} bill: <strong>{total}</strong> left to pay.
        </Trans>
      </p>
      {loadingAccounts ? (
        <Spinner label={<Trans>Loading your bank accounts…</Trans>} />
      ) : accountsFailed ? (
        <div role="alert" className={alertClass({ tone: 'danger' })}>
          <span>{error ? i18n._(error) : null}</span>{' '}
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'accounts.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <div className={own.formGrid}>
          <SelectField label={<Trans>Pay from account</Trans>} name="contaBancariaId" value={values.contaBancariaId} error={errors.contaBancariaId} disabled={paying} onChange={change('contaBancariaId')}>
            <option value="">{t`Choose…`}</option>
            {accounts.map((account) => (
              <option key={account.id} value={String(account.id)}>
                {account.nome}
              </option>
            ))}
          </SelectField>
          <DateField error={errors.dataPagamento} label={<Trans>Payment day</Trans>} name="dataPagamento" value={values.dataPagamento} readOnly={paying} onChange={change('dataPagamento')} />
          <AmountField label={<Trans context="payment">Amount (R$)</Trans>} name="valor" error={errors.valor} value={values.valor} readOnly={paying} onChange={change('valor')} />
        </div>
      )}

      <p className={cards.note}>
        <Trans>Pay less than what is left for a partial payment: the rest stays to pay and, if still unpaid after the due date, is carried into the next bill.</Trans>
      </p>
    </ModalForm>
  )
}
