// The quick add of every finance page (quickAdd machine): the round "+" (and the `n` key) opens a short form —
// amount first, the description with suggestions from past entries, the date, the type, one select for the
// account or the card and, for an account, "paid" ticked — and after a save a short confirmation. The layout
// renders it on the finance pages; `?novo=1` (the installed app's shortcut) opens it at once.
import { useEffect, useId } from 'react'
import type { KeyboardEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useLocation, useSearch } from 'wouter'
import { accountSource, cardSource, offeredSources, quickAddMachine, sourceOf } from '@machines/finance/entries/quick-add.machine'
import type { QuickAddField, QuickAddMachine } from '@machines/finance/entries/quick-add.machine'
import { categoriesOfType, statementCards } from '@machines/finance/entries/entry-form.machine'
import { selectableAccounts } from '@machines/finance/entries/entry-accounts'
import type { EntrySuggestion } from '@/api/entry-suggestions'
import { ENTRY_DESCRIPTION_MAX } from '@contract/entry'
import type { BankCard } from '@contract/bank-card'
import { useAmountInput } from '@/components/amount-input/amount-input'
import { FormField } from '@/components/form/form-field'
import { MachineForm } from '@/components/form/machine-form'
import { Modal } from '@/components/modal/modal'
import { DateField } from '@/components/text-field/text-field'
import { useFormat } from '@/i18n/use-format'
import { cardName } from '@/lib/card-name'
import { lastQuickAdd } from '@/lib/last-quick-add'
import { saoPauloDay } from '@/lib/month'
import { announceEntryWritten } from '@/state/finance-writes'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert as alertClass, button, input, typedInput } from '@/styles/recipes.css'
import { accountLabel } from '../accounts/account-label'
import { PurchaseStatementLine } from './purchase-statement-line'
import * as styles from './quick-add.css'

type QuickAddActor = ActorRefFrom<QuickAddMachine>

const PlusIcon = () => (
  <svg width={28} height={28} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true" focusable="false">
    <path d="M12 5v14M5 12h14" />
  </svg>
)

/** The `?novo=1` of the address: open at once, then drop it (a reload does not open it again). */
function useOpenFromAddress(actor: QuickAddActor) {
  const search = useSearch()
  const [path, navigate] = useLocation()
  useEffect(() => {
    const params = new URLSearchParams(search)
    if (params.get('novo') !== '1') return
    params.delete('novo')
    const rest = params.toString()
    navigate(rest ? `${path}?${rest}` : path, { replace: true })
    actor.send({ type: 'quickAdd.open', today: todayInSaoPaulo() })
  }, [search, path, navigate, actor])
}

const todayInSaoPaulo = () => saoPauloDay(new Date())

export default function QuickAdd({ logic }: { logic?: QuickAddMachine }) {
  const { t } = useLingui()
  const actor = useActorRef(useLogic(quickAddMachine, logic), { ...actorOptions(), input: { memory: lastQuickAdd.read() } })
  const open = useSelector(actor, (s) => s.matches('open'))
  useOpenFromAddress(actor)
  // The page reads its data again: the new entry shows in its tables, totals and balances.
  useEffect(() => actor.on('entry.saved', () => announceEntryWritten()).unsubscribe, [actor])
  return (
    <>
      <button
        type="button"
        className={styles.fab}
        aria-label={t`Quick add`}
        title={t`Quick add (N)`}
        aria-keyshortcuts="n"
        aria-haspopup="dialog"
        onClick={() => actor.send({ type: 'quickAdd.open', today: todayInSaoPaulo() })}
      >
        <PlusIcon />
      </button>
      {open ? <QuickAddDialog actor={actor} /> : null}
      <Confirmation actor={actor} />
    </>
  )
}

/** The short confirmation after a save (a live region that is always there, so the words are announced). */
function Confirmation({ actor }: { actor: QuickAddActor }) {
  const { t } = useLingui()
  const format = useFormat()
  const saved = useSelector(actor, (s) => (s.matches('saved') ? s.context.saved : null))
  const amount = saved ? format.money(saved.valor) : ''
  const description = saved?.descricao ?? ''
  return (
    <div aria-live="polite" aria-atomic="true" data-testid="quick-add-confirmation">
      {saved ? (
        <div className={styles.toast}>
          <p className={styles.toastText}>
            {saved.tipoLancamento === 'Despesa' ? <Trans>Expense added: {description}, {amount}</Trans> : <Trans>Income added: {description}, {amount}</Trans>}
          </p>
          <button type="button" className={styles.toastClose} aria-label={t`Dismiss`} onClick={() => actor.send({ type: 'confirmation.dismiss' })}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}

/**
 * The dialog reads each value it shows on its own, never the whole form: a key typed in the description or the amount
 * renders that field alone (their own components), not the selects and lists around them.
 */
function QuickAddDialog({ actor }: { actor: QuickAddActor }) {
  const { i18n, t } = useLingui()
  const tipoLancamento = useSelector(actor, (s) => s.context.form.values.tipoLancamento)
  const categoriaId = useSelector(actor, (s) => s.context.form.values.categoriaId)
  const origem = useSelector(actor, (s) => s.context.form.values.origem)
  const pago = useSelector(actor, (s) => s.context.form.values.pago)
  const dataLancamento = useSelector(actor, (s) => s.context.form.values.dataLancamento)
  const categoryError = useSelector(actor, (s) => s.context.form.errors.categoriaId)
  const sourceError = useSelector(actor, (s) => s.context.form.errors.origem)
  const dateError = useSelector(actor, (s) => s.context.form.errors.dataLancamento)
  const options = useSelector(actor, (s) => s.context.options)
  const error = useSelector(actor, (s) => s.context.error)
  const loading = useSelector(actor, (s) => s.matches({ open: 'loading' }))
  const saving = useSelector(actor, (s) => s.hasTag('busy'))
  const change = (field: QuickAddField) => (value: string) => actor.send({ type: 'field.change', field, value })
  const close = () => actor.send({ type: 'quickAdd.close' })
  const expense = tipoLancamento === 'Despesa'
  const source = sourceOf(origem)
  const accounts = selectableAccounts(options.accounts, null)
  const cards = statementCards(options.cards)
  const typeCategories = categoriesOfType(options.categories, tipoLancamento)
  // A remembered source shows while the lists load (its option is there before they are).
  const sourceWaiting = loading && origem !== '' && !offeredSources(options.accounts, options.cards).includes(origem)

  return (
    <Modal phase="open" title={expense ? <Trans>Quick expense</Trans> : <Trans>Quick income</Trans>} closeLabel={t`Close`} onClose={close}>
      <MachineForm className={styles.form} busy={saving} onSubmit={() => actor.send({ type: 'form.submit' })}>
        {error ? (
          <p role="alert" className={`${alertClass({ tone: 'danger' })} ${styles.wide}`}>
            {i18n._(error)}
          </p>
        ) : null}
        <AmountField actor={actor} readOnly={saving} />
        <DescriptionField actor={actor} readOnly={saving} />
        <fieldset className={`${styles.typeChoice} ${styles.wide}`} disabled={saving}>
          <legend className={styles.legend}>
            <Trans>Type</Trans>
          </legend>
          <label className={styles.typeOption}>
            <input type="radio" name="tipoLancamento" value="Despesa" checked={expense} onChange={() => change('tipoLancamento')('Despesa')} />
            <Trans>Expense</Trans>
          </label>
          <label className={styles.typeOption}>
            <input type="radio" name="tipoLancamento" value="Receita" checked={tipoLancamento === 'Receita'} onChange={() => change('tipoLancamento')('Receita')} />
            <Trans>Income</Trans>
          </label>
        </fieldset>
        <FormField label={<Trans>Category</Trans>} error={categoryError}>
          {(props) => (
            <select {...props} name="categoriaId" className={input()} value={categoriaId} disabled={saving} onChange={(event) => change('categoriaId')(event.target.value)}>
              <option value="">{loading ? t`Loading categories…` : typeCategories.length === 0 ? t`No category of this type` : t`Choose…`}</option>
              {typeCategories.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.nomeCategoria}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={<Trans>Account or card</Trans>} error={sourceError}>
          {(props) => (
            <select {...props} name="origem" className={input()} value={origem} disabled={saving} onChange={(event) => change('origem')(event.target.value)}>
              <option value="">{t`None`}</option>
              {sourceWaiting ? <option value={origem}>{t`Loading…`}</option> : null}
              {accounts.length > 0 ? (
                <optgroup label={t`Bank accounts`}>
                  {accounts.map((account) => (
                    <option key={account.id} value={accountSource(account.id)}>
                      {accountLabel(account, i18n)}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {cards.length > 0 ? (
                <optgroup label={t`Cards`}>
                  {cards.map((card) => (
                    <option key={card.id} value={cardSource(card.id)}>
                      {cardName(card)}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
          )}
        </FormField>
        <DateField label={<Trans>Date</Trans>} name="dataLancamento" error={dateError} value={dataLancamento} readOnly={saving} onChange={change('dataLancamento')} />
        {source.cartaoId === null ? (
          <label className={styles.check}>
            <input type="checkbox" name="pago" checked={pago === 'true'} disabled={saving} onChange={(event) => change('pago')(event.target.checked ? 'true' : 'false')} />
            {expense ? <Trans>Already paid</Trans> : <Trans>Already received</Trans>}
          </label>
        ) : (
          <div className={styles.wide}>
            <PurchaseStatementLine cards={cards} values={{ tipoLancamento, dataLancamento, cartaoId: String(source.cartaoId) }} className={styles.note} />
            {expense ? null : (
              <p className={styles.note}>
                <Trans>A credit on the card lowers its bill.</Trans>
              </p>
            )}
          </div>
        )}
        <div className={styles.actions}>
          <button type="button" className={button({ variant: 'secondary' })} disabled={saving} onClick={close}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={button({ variant: 'primary' })} aria-disabled={saving || undefined}>
            {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </button>
        </div>
      </MachineForm>
    </Modal>
  )
}

/** The amount, typed first: it reads its own value and mark, so that its keys render it alone. */
function AmountField({ actor, readOnly }: { actor: QuickAddActor; readOnly: boolean }) {
  const value = useSelector(actor, (s) => s.context.form.values.valor)
  const error = useSelector(actor, (s) => s.context.form.errors.valor)
  const amount = useAmountInput(value, (raw) => actor.send({ type: 'field.change', field: 'valor', value: raw }))
  return (
    <FormField label={<Trans>Amount (R$)</Trans>} error={error}>
      {(props) => <input {...props} {...amount} name="valor" className={`${input()} ${typedInput}`} readOnly={readOnly} data-autofocus />}
    </FormField>
  )
}

/** What a suggestion would fill besides its words: its category and its account or card. */
function suggestionDetail(suggestion: EntrySuggestion, options: { categories: { id: number; nomeCategoria: string }[]; cards: BankCard[]; accounts: { id: number; nome: string }[] }): string {
  const category = options.categories.find((candidate) => candidate.id === suggestion.categoriaId)?.nomeCategoria
  const card = suggestion.cartaoId === null ? undefined : options.cards.find((candidate) => candidate.id === suggestion.cartaoId)
  const account = suggestion.contaBancariaId === null ? undefined : options.accounts.find((candidate) => candidate.id === suggestion.contaBancariaId)?.nome
  return [category, card ? cardName(card) : account].filter(Boolean).join(' · ')
}

/** The description and its suggestions (a combobox: the arrows move, Enter or a tap picks, Escape closes the list). */
function DescriptionField({ actor, readOnly }: { actor: QuickAddActor; readOnly: boolean }) {
  const { t } = useLingui()
  const listId = useId()
  const value = useSelector(actor, (s) => s.context.form.values.descricao)
  const error = useSelector(actor, (s) => s.context.form.errors.descricao)
  const suggestions = useSelector(actor, (s) => s.context.suggestions)
  const highlighted = useSelector(actor, (s) => s.context.highlighted)
  const options = useSelector(actor, (s) => s.context.options)
  const expanded = suggestions.length > 0
  const optionId = (index: number) => `${listId}-${index}`

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      actor.send({ type: 'suggestion.move', by: event.key === 'ArrowDown' ? 1 : -1 })
    } else if (event.key === 'Enter' && highlighted >= 0) {
      event.preventDefault()
      actor.send({ type: 'suggestion.pick', index: highlighted })
    } else if (event.key === 'Escape') {
      // The list closes; the dialog stays.
      event.preventDefault()
      event.stopPropagation()
      actor.send({ type: 'suggestion.dismiss' })
    }
  }

  return (
    <FormField label={<Trans>Description</Trans>} error={error}>
      {(props) => (
        <div className={styles.combo}>
          <input
            {...props}
            name="descricao"
            className={`${input()} ${typedInput}`}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
            autoComplete="off"
            maxLength={ENTRY_DESCRIPTION_MAX}
            value={value}
            readOnly={readOnly}
            onChange={(event) => actor.send({ type: 'field.change', field: 'descricao', value: event.target.value })}
            onKeyDown={onKeyDown}
            onBlur={() => actor.send({ type: 'suggestion.dismiss' })}
          />
          <ul id={listId} role="listbox" aria-label={t`Past entries`} className={styles.listbox} hidden={!expanded}>
            {suggestions.map((suggestion, index) => {
              const detail = suggestionDetail(suggestion, options)
              return (
                <li
                  key={`${suggestion.descricao}-${index}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === highlighted}
                  className={styles.option}
                  // The input keeps the focus (no blur closes the list before the pick).
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => actor.send({ type: 'suggestion.pick', index })}
                >
                  <span>{suggestion.descricao}</span>
                  {detail ? <span className={styles.optionDetail}>{detail}</span> : null}
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </FormField>
  )
}
