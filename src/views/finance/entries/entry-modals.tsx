// The two modals of the entries page (docs/product-rules.md#entries): add/edit an entry (entryForm
// machine) and mark an entry as paid (markAsPaid machine), each with its optional bank account. Each renders the actor the page's machine
// invoked; the page's machine reads how it ended (saved, paid or closed) and decides what follows.
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { categoriesOfType, selectableCards, statementCards, statusOptionsFor } from '@machines/finance/entries/entry-form.machine'
import type { EntryFormField, EntryFormMachine, EntryFormValues } from '@machines/finance/entries/entry-form.machine'
import type { ActorRefFrom } from 'xstate'
import { accountIdOf, NO_ACCOUNT, selectableAccounts } from '@machines/finance/entries/entry-accounts'
import type { InlineCreateMachine } from '@machines/finance/registries/inline-create.machine'
import type { MarkAsPaidMachine, PaymentField } from '@machines/finance/entries/mark-as-paid.machine'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import { FIRST_USER_DAY, LAST_USER_DAY } from '@contract/calendar'
import { ENTRY_DESCRIPTION_MAX, ENTRY_NOTE_MAX } from '@contract/entry'
import { categoryTypes } from '@contract/finance'
import { cardName } from '@/lib/card-name'
import { saoPauloDay } from '@/lib/month'
import { paths } from '@/lib/paths'
import { FormField } from '@/components/form/form-field'
import { MachineForm } from '@/components/form/machine-form'
import { AmountField } from '@/components/amount-input/amount-field'
import { useAmountInput } from '@/components/amount-input/amount-input'
import { Modal } from '@/components/modal/modal'
import { DateField, TextField } from '@/components/text-field/text-field'
import { useFormat } from '@/i18n/use-format'
import { alert as alertClass, button, input } from '@/styles/recipes.css'
import { accountLabel } from '../accounts/account-label'
import { InlineCreateForm, useInlineOpeners } from '../registries/inline-create-form'
import * as styles from './entries.css'
import { PurchaseStatementLine } from './purchase-statement-line'
import { categoryTypeLabels, entryStatusLabels } from '../finance-labels'

function FormError({ error }: { error: MessageDescriptor | null }) {
  const { i18n } = useLingui()
  return error ? (
    <p role="alert" className={`${alertClass({ tone: 'danger' })} ${styles.wide}`}>
      {i18n._(error)}
    </p>
  ) : null
}

/**
 * The optional bank account: "None" and the accounts offered (the chosen one stays listed even when archived,
 * or, when the accounts could not be loaded, as "Current account").
 */
function AccountField({ accounts, value, error, disabled, onChange }: { accounts: readonly BankAccount[]; value: string; error: string | undefined; disabled: boolean; onChange: (value: string) => void }) {
  const { i18n, t } = useLingui()
  const chosen = accountIdOf(value)
  const offered = selectableAccounts(accounts, chosen)
  const unknown = chosen !== null && !offered.some((account) => account.id === chosen)
  return (
    <FormField label={<Trans>Bank account</Trans>} error={error}>
      {(props) => (
        <select {...props} className={input()} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          <option value={NO_ACCOUNT}>{t`None`}</option>
          {offered.map((account) => (
            <option key={account.id} value={String(account.id)}>
              {accountLabel(account, i18n)}
            </option>
          ))}
          {unknown ? <option value={value}>{t`Current account`}</option> : null}
        </select>
      )}
    </FormField>
  )
}

/**
 * The optional card of a card item: "None" and the cards with statement days (the entry's own stays listed).
 * A card item leaves no account: choosing a card clears the account (the machine's rule).
 */
function CardField({ cards, value, error, disabled, onChange }: { cards: readonly BankCard[]; value: string; error: string | undefined; disabled: boolean; onChange: (value: string) => void }) {
  const { t } = useLingui()
  const offered = selectableCards(cards, value)
  return (
    <FormField label={<Trans>Card</Trans>} error={error}>
      {(props) => (
        <select {...props} className={input()} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          <option value={NO_ACCOUNT}>{t({ message: 'None', context: 'card' })}</option>
          {offered.map((card) => (
            <option key={card.id} value={String(card.id)}>
              {cardName(card)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

export interface EntryFormModalProps {
  /** The form's actor (the page's machine invokes it with the entry to edit, or none to add one). */
  actor: ActorRefFrom<EntryFormMachine>
  /** Where focus goes on close when the opener is gone (the table reloads after a save). */
  returnFocus?: () => HTMLElement | null
  /** "Manage categories" leaves the page: what is typed is kept. */
  onKeepDraft?: (values: EntryFormValues) => void
}

export function EntryFormModal({ actor, returnFocus, onKeepDraft }: EntryFormModalProps) {
  const { i18n, t } = useLingui()
  const editing = useSelector(actor, (s) => s.context.original !== null)
  const kept = useSelector(actor, (s) => s.context.original)
  const values = useSelector(actor, (s) => s.context.form.values)
  const errors = useSelector(actor, (s) => s.context.form.errors)
  const categories = useSelector(actor, (s) => s.context.categories)
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const cards = useSelector(actor, (s) => s.context.cards)
  const error = useSelector(actor, (s) => s.context.error)
  const restored = useSelector(actor, (s) => s.context.restored)
  const series = useSelector(actor, (s) => s.context.series)
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const saving = useSelector(actor, (s) => s.hasTag('busy') && !s.matches('loading'))
  const newCategory = useSelector(actor, (s) => (s.context.creatingCategory ? (s.children.inlineCreate as ActorRefFrom<InlineCreateMachine> | undefined) : undefined))
  // The small category form that closes gives the focus back to "+ New category" (it was on the form's name).
  const opener = useInlineOpeners(newCategory ? 'category' : null)
  const change = (field: EntryFormField) => (value: string) => actor.send({ type: 'field.change', field, value })
  const statuses = statusOptionsFor(values.tipoLancamento)
  const typeCategories = categoriesOfType(categories, values.tipoLancamento)
  const close = () => actor.send({ type: 'form.cancel' })

  return (
    <Modal phase="open" size="wide" title={editing ? <Trans>Edit entry</Trans> : <Trans>New entry</Trans>} closeLabel={t`Close`} onClose={close} returnFocus={returnFocus}>
      <MachineForm className={styles.form} busy={saving} onSubmit={() => actor.send({ type: 'form.submit' })}>
        {restored ? (
          <p role="status" className={`${styles.payFor} ${styles.wide}`}>
            <Trans>What you typed before managing categories is back.</Trans>
          </p>
        ) : null}
        {series ? (
          <p role="status" className={`${styles.payFor} ${styles.wide}`}>
            {series.aPartirDe ? (
              <Trans>The description, amount, type, category, account and card apply to this occurrence and the following ones of the series.</Trans>
            ) : (
              <Trans>The description, amount, type, category, account and card apply to every occurrence of the series.</Trans>
            )}
          </p>
        ) : null}
        <FormError error={error} />
        <DateField label={<Trans>Date</Trans>} name="dataLancamento" error={errors.dataLancamento} value={values.dataLancamento} readOnly={saving} onChange={change('dataLancamento')} />
        <AmountField label={<Trans>Amount (R$)</Trans>} name="valor" error={errors.valor} value={values.valor} readOnly={saving} onChange={change('valor')} />
        <TextField
          label={<Trans>Description</Trans>}
          name="descricao"
          error={errors.descricao}
          className={styles.wide}
          maxLength={ENTRY_DESCRIPTION_MAX}
          autoComplete="off"
          value={values.descricao}
          readOnly={saving}
          onChange={change('descricao')}
        />
        <FormField label={<Trans>Note</Trans>} error={errors.observacao} className={styles.wide}>
          {(props) => (
            <textarea
              {...props}
              name="observacao"
              rows={2}
              className={input()}
              maxLength={ENTRY_NOTE_MAX}
              value={values.observacao}
              readOnly={saving}
              onChange={(event) => change('observacao')(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={<Trans>Type</Trans>} error={errors.tipoLancamento}>
          {(props) => (
            <select {...props} className={input()} value={values.tipoLancamento} disabled={saving} onChange={(event) => change('tipoLancamento')(event.target.value)}>
              <option value="">{t`Choose…`}</option>
              {categoryTypes.map((type) => (
                <option key={type} value={type}>
                  {i18n._(categoryTypeLabels[type])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={<Trans>Status</Trans>} error={errors.situacao}>
          {(props) => (
            <select {...props} className={input()} value={values.situacao} disabled={saving || statuses.length === 0} onChange={(event) => change('situacao')(event.target.value)}>
              <option value="">{statuses.length === 0 ? t`Choose the type first` : t`Choose…`}</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {i18n._(entryStatusLabels[status])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className={`${styles.categoryRow} ${styles.wide}`}>
          <FormField label={<Trans>Category</Trans>} error={errors.categoriaId} className={styles.grow}>
            {(props) => (
              <select
                {...props}
                className={input()}
                value={values.categoriaId}
                disabled={saving || typeCategories.length === 0}
                onChange={(event) => change('categoriaId')(event.target.value)}
              >
                {/* While the list loads, the entry in edit keeps its category: the placeholder holds its value. */}
                <option value={loading && !typeCategories.some((category) => String(category.id) === values.categoriaId) ? values.categoriaId : ''}>
                  {loading ? t`Loading categories…` : values.tipoLancamento === '' ? t`Choose the type first` : typeCategories.length === 0 ? t`No category of this type` : t`Choose…`}
                </option>
                {typeCategories.map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.nomeCategoria}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <button
            ref={opener('category')}
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={saving || loading || values.tipoLancamento === '' || newCategory !== undefined}
            title={values.tipoLancamento === '' ? t`Choose the type first` : undefined}
            onClick={() => actor.send({ type: 'category.new' })}
          >
            <Trans>+ New category</Trans>
          </button>
          <Link href={paths.financas.cadastrarCategoria} className={button({ variant: 'ghost' })} onClick={() => onKeepDraft?.(values)}>
            <Trans>Manage categories</Trans>
          </Link>
        </div>
        {newCategory ? (
          <div className={styles.wide}>
            <InlineCreateForm actor={newCategory} />
          </div>
        ) : null}
        <AccountField accounts={accounts} value={values.contaBancariaId} error={errors.contaBancariaId} disabled={saving} onChange={change('contaBancariaId')} />
        {/* Only with a card that has statements (or the entry's own card): a card item's statement follows from its date. */}
        {statementCards(cards).length > 0 || values.cartaoId !== '' ? (
          <CardField cards={cards} value={values.cartaoId} error={errors.cartaoId} disabled={saving} onChange={change('cartaoId')} />
        ) : null}
        <PurchaseStatementLine cards={cards} values={values} kept={kept && { cartaoId: kept.cartaoId, day: saoPauloDay(kept.dataLancamento), faturaMes: kept.faturaMes }} className={`${styles.payFor} ${styles.wide}`} />
        <div className={styles.formActions}>
          <button type="button" className={button({ variant: 'secondary' })} disabled={saving} onClick={close}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={button({ variant: 'primary' })} aria-disabled={saving || loading || undefined}>
            {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </button>
        </div>
      </MachineForm>
    </Modal>
  )
}

export interface MarkAsPaidModalProps {
  /** The payment's actor (the page's machine invokes it with the entry and the time of the click). */
  actor: ActorRefFrom<MarkAsPaidMachine>
  /** Where focus goes on close when the opener is gone (the table reloads after a save). */
  returnFocus?: () => HTMLElement | null
}

export function MarkAsPaidModal({ actor, returnFocus }: MarkAsPaidModalProps) {
  const { t } = useLingui()
  const format = useFormat()
  const entry = useSelector(actor, (s) => s.context.entry)
  const accounts = useSelector(actor, (s) => s.context.accounts)
  const values = useSelector(actor, (s) => s.context.form.values)
  const errors = useSelector(actor, (s) => s.context.form.errors)
  const error = useSelector(actor, (s) => s.context.error)
  const paying = useSelector(actor, (s) => s.hasTag('busy'))
  const change = (field: PaymentField) => (value: string) => actor.send({ type: 'field.change', field, value })
  const amountPaid = useAmountInput(values.valorPago, change('valorPago'))
  const close = () => actor.send({ type: 'form.cancel' })
  const description = entry.descricao
  const amount = format.money(entry.valor)
  // Income still A Receber is received: the same call, its own words.
  const receiving = entry.tipoLancamento === 'Receita'

  return (
    <Modal phase="open" title={receiving ? <Trans>Mark as received</Trans> : <Trans>Mark as paid</Trans>} closeLabel={t`Close`} onClose={close} returnFocus={returnFocus}>
      <MachineForm className={styles.form} busy={paying} onSubmit={() => actor.send({ type: 'form.submit' })}>
        <p className={`${styles.payFor} ${styles.wide}`}>
          <strong>{description}</strong> · {amount}
        </p>
        <FormError error={error} />
        <FormField label={receiving ? <Trans>Amount received (R$)</Trans> : <Trans>Amount paid (R$)</Trans>} error={errors.valorPago}>
          {(props) => <input {...props} {...amountPaid} className={input()} readOnly={paying} data-autofocus />}
        </FormField>
        <FormField label={receiving ? <Trans>Date and time received</Trans> : <Trans>Payment date and time</Trans>} error={errors.dataPagamento}>
          {(props) => <input {...props} type="datetime-local" min={`${FIRST_USER_DAY}T00:00`} max={`${LAST_USER_DAY}T23:59`} className={input()} value={values.dataPagamento} readOnly={paying} onChange={(event) => change('dataPagamento')(event.target.value)} />}
        </FormField>
        <AccountField accounts={accounts} value={values.contaBancariaId} error={errors.contaBancariaId} disabled={paying} onChange={change('contaBancariaId')} />
        <div className={styles.formActions}>
          <button type="button" className={button({ variant: 'secondary' })} disabled={paying} onClick={close}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={button({ variant: 'primary' })} aria-disabled={paying || undefined}>
            {paying ? <Trans>Saving…</Trans> : receiving ? <Trans>Confirm receipt</Trans> : <Trans>Confirm payment</Trans>}
          </button>
        </div>
      </MachineForm>
    </Modal>
  )
}
