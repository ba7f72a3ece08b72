// The quick add of every finance page (the "+" and the `n` key): amount, description with suggestions from
// past entries (picking one fills its type, category and account or card), date, type, one select for the
// account or the card; an expense from an account is paid by default, one on a card is a card item. It
// validates with the entry form's contract, remembers the last type and account or card, and after a save
// shows a short confirmation and emits `entry.saved` for the page to read its data again. The rules:
// docs/product-rules.md#entries. The actors are in quick-add.actors.ts.
import { assertEvent, assign, emit, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Entry } from '@/api/entries'
import type { EntrySuggestion } from '@/api/entry-suggestions'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import type { Category } from '@contract/category'
import { categoryTypes, entryStatusesByType, isSettledStatus, paidStatusOf } from '@contract/finance'
import type { CategoryType, EntryStatus } from '@contract/finance'
import { normalizeAmountInput, amountInputText, amountToCents } from '@contract/money'
import { lastQuickAdd } from '@/lib/last-quick-add'
import type { QuickAddMemory } from '@/lib/last-quick-add'
import { blockedSubmitMessage, changeField, formState, hasErrors, validateForm, withServerErrors } from '../../form-core'
import type { FieldErrors, FormState } from '../../form-core'
import { accountValue, selectableAccounts } from './entry-accounts'
import { categoriesOfType, entryRequest, entryValues, statementCards, validateEntry } from './entry-form.machine'
import type { EntryFormField, EntryFormValues } from './entry-form.machine'
import { entryMessages } from './entry-messages'
import { quickAddActors } from './quick-add.actors'
import type { QuickAddOptions } from './quick-add.actors'

export const quickAddMessages = {
  fillRequired: msg`Fill in all required fields.`,
  checkFields: msg`Check the marked fields.`,
  optionsFailed: msg`Your categories, accounts and cards could not be loaded. Close and try again.`,
  network: msg`No connection to the server. Check your connection and try again: what you typed is kept.`,
  tooManyWrites: msg`Too many changes in a short time. Wait a minute and save again: what you typed is kept.`,
}

export const quickAddFields = ['valor', 'descricao', 'dataLancamento', 'tipoLancamento', 'categoriaId', 'origem', 'pago'] as const
export type QuickAddField = (typeof quickAddFields)[number]
/**
 * The inputs as text: the amount as typed, a day, the type, the category id, the account or card
 * (`conta:7`, `cartao:4`, '' for none) and whether an account's entry is already paid ('true' / 'false').
 */
export type QuickAddValues = Record<QuickAddField, string>

/** How long typing pauses before the suggestions are asked for. */
export const SUGGEST_DELAY_MS = 150
/** How long the confirmation stays after a save. */
export const CONFIRMATION_MS = 4000

export const accountSource = (id: number) => `conta:${id}`
export const cardSource = (id: number) => `cartao:${id}`

/** The account or card a source value names. */
export function sourceOf(value: string): { contaBancariaId: number | null; cartaoId: number | null } {
  const match = /^(conta|cartao):(\d+)$/.exec(value)
  if (!match) return { contaBancariaId: null, cartaoId: null }
  const id = Number(match[2])
  return match[1] === 'conta' ? { contaBancariaId: id, cartaoId: null } : { contaBancariaId: null, cartaoId: id }
}

const isCategoryType = (value: string): value is CategoryType => (categoryTypes as readonly string[]).includes(value)
const pendingStatusOf = (type: CategoryType): EntryStatus => entryStatusesByType[type].find((status) => !isSettledStatus(status))!

/** What the select offers: the accounts in use, then the cards with statement days (a card item needs them). */
export function offeredSources(accounts: readonly BankAccount[], cards: readonly BankCard[]): string[] {
  return [...selectableAccounts(accounts, null).map((account) => accountSource(account.id)), ...statementCards(cards).map((card) => cardSource(card.id))]
}

/**
 * The entry form's values of a quick add: a card item is pending (its statement pays it), an account's entry
 * (or one with neither) is paid or received when `pago` says so.
 */
export function entryValuesOf(values: QuickAddValues): EntryFormValues {
  const { contaBancariaId, cartaoId } = sourceOf(values.origem)
  const type = values.tipoLancamento
  const situacao = !isCategoryType(type) ? '' : cartaoId === null && values.pago === 'true' ? paidStatusOf(type) : pendingStatusOf(type)
  // The entry form's blank inputs first: a field the quick add does not show is left blank.
  return {
    ...entryValues(null, values.dataLancamento),
    descricao: values.descricao,
    valor: values.valor,
    tipoLancamento: type,
    situacao,
    categoriaId: values.categoriaId,
    contaBancariaId: accountValue(contaBancariaId),
    cartaoId: accountValue(cartaoId),
  }
}

/** The entry field each quick-add field shows the mark of (the account and the card share one select). */
const fieldOfEntry: Partial<Record<EntryFormField, QuickAddField>> = {
  dataLancamento: 'dataLancamento',
  descricao: 'descricao',
  valor: 'valor',
  tipoLancamento: 'tipoLancamento',
  situacao: 'tipoLancamento',
  categoriaId: 'categoriaId',
  contaBancariaId: 'origem',
  cartaoId: 'origem',
}

function onQuickAddFields(errors: Partial<Record<string, string>>): FieldErrors<QuickAddField> {
  const mapped: FieldErrors<QuickAddField> = {}
  for (const [field, message] of Object.entries(errors)) {
    const target = fieldOfEntry[field as EntryFormField] ?? (quickAddFields as readonly string[]).find((name) => name.toLowerCase() === field.toLowerCase())
    if (target && message && mapped[target as QuickAddField] === undefined) mapped[target as QuickAddField] = message
  }
  return mapped
}

/** The entry form's validation (the shared contract), its marks on the quick add's fields. */
export const validateQuickAdd = (values: QuickAddValues): FieldErrors<QuickAddField> => onQuickAddFields(validateEntry(entryValuesOf(values)))

/** A new quick add dated `today`, with the remembered type and account or card while they are still offered. */
export function startValues(today: string, memory: QuickAddMemory, offered: readonly string[] | null): QuickAddValues {
  const origem = memory.origem !== null && (offered === null || offered.includes(memory.origem)) ? memory.origem : ''
  return { valor: '', descricao: '', dataLancamento: today, tipoLancamento: memory.tipoLancamento ?? 'Despesa', categoriaId: '', origem, pago: 'true' }
}

/** A type change drops a category of the other type. */
function keepCategoryOfType(values: QuickAddValues, categories: readonly Category[]): QuickAddValues {
  if (values.categoriaId === '' || categoriesOfType(categories, values.tipoLancamento).some((category) => String(category.id) === values.categoriaId)) return values
  return { ...values, categoriaId: '' }
}

/** What picking a suggestion fills: the description, its type, its category and its account or card (when still offered); the amount only when none is typed. */
export function withSuggestion(values: QuickAddValues, suggestion: EntrySuggestion, options: QuickAddOptions): QuickAddValues {
  const offered = offeredSources(options.accounts, options.cards)
  const source = suggestion.cartaoId !== null ? cardSource(suggestion.cartaoId) : suggestion.contaBancariaId !== null ? accountSource(suggestion.contaBancariaId) : ''
  const category = suggestion.categoriaId === null ? '' : String(suggestion.categoriaId)
  const next: QuickAddValues = {
    ...values,
    descricao: suggestion.descricao,
    tipoLancamento: suggestion.tipoLancamento,
    origem: source === '' || offered.includes(source) ? source : values.origem,
    categoriaId: categoriesOfType(options.categories, suggestion.tipoLancamento).some((c) => String(c.id) === category) ? category : values.categoriaId,
    valor: values.valor === '' ? amountInputText(amountToCents(suggestion.valor)) : values.valor,
  }
  return keepCategoryOfType(next, options.categories)
}

/** The line a refused save shows: no connection, too many writes, the marked fields, or the API's own reason. */
function failureMessage(failure: ApiFailure, marked: boolean): MessageDescriptor {
  if (failure.code === 'network') return quickAddMessages.network
  if (failure.status === 429) return quickAddMessages.tooManyWrites
  if (marked) return quickAddMessages.checkFields
  // The API's translated reason (the request carried the page's language).
  if (failure.status >= 400 && failure.status < 500 && failure.message) return { id: failure.message, message: failure.message }
  return entryMessages.failed
}

const blockedMessage = (errors: FieldErrors<QuickAddField>): MessageDescriptor | null =>
  blockedSubmitMessage(errors, { missing: quickAddMessages.fillRequired, invalid: quickAddMessages.checkFields })

export interface QuickAddContext {
  form: FormState<QuickAddValues>
  /** What the selects offer, once loaded. */
  options: QuickAddOptions
  /** The last type and account or card saved (the next quick add starts with them). */
  memory: QuickAddMemory
  suggestions: EntrySuggestion[]
  /** The suggestion the arrow keys point at (-1: none). */
  highlighted: number
  error: MessageDescriptor | null
  /** The entry the last save made. */
  saved: Entry | null
}

export interface QuickAddInput {
  /** The remembered type and account or card (local storage). */
  memory: QuickAddMemory
}

export type QuickAddEvent =
  | { type: 'quickAdd.open'; today: string }
  | { type: 'quickAdd.close' }
  | { type: 'field.change'; field: QuickAddField; value: string }
  | { type: 'suggestion.move'; by: 1 | -1 }
  | { type: 'suggestion.pick'; index: number }
  | { type: 'suggestion.dismiss' }
  | { type: 'form.submit' }
  | { type: 'confirmation.dismiss' }

export type QuickAddEmitted = { type: 'entry.saved'; entry: Entry }

const noOptions: QuickAddOptions = { categories: [], accounts: [], cards: [] }

export const quickAddMachine = setup({
  types: {
    context: {} as QuickAddContext,
    events: {} as QuickAddEvent,
    input: {} as QuickAddInput,
    emitted: {} as QuickAddEmitted,
    tags: {} as 'busy',
  },
  actors: quickAddActors,
  delays: {
    suggestDelay: SUGGEST_DELAY_MS,
    confirmationDelay: CONFIRMATION_MS,
  },
  actions: {
    start: assign(({ context, event }) => {
      assertEvent(event, 'quickAdd.open')
      return { form: formState(startValues(event.today, context.memory, null)), suggestions: [], highlighted: -1, error: null, saved: null }
    }),
    assignOptions: assign(({ context }, options: QuickAddOptions) => {
      const offered = offeredSources(options.accounts, options.cards)
      const values = { ...context.form.values }
      // A remembered account or card that is gone (archived, deleted, its statement days removed) is not offered.
      if (values.origem !== '' && !offered.includes(values.origem)) values.origem = ''
      return { options, form: { ...context.form, values: keepCategoryOfType(values, options.categories) } }
    }),
    // The lists of an earlier opening, if any, stay offered; with none, the form cannot be filled and says so.
    optionsFailed: assign(({ context }) => ({ error: context.options.categories.length > 0 ? null : quickAddMessages.optionsFailed })),
    changeValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      const value = event.field === 'valor' ? normalizeAmountInput(event.value) : event.value
      const form = changeField(context.form, validateQuickAdd, event.field, value)
      if (event.field !== 'tipoLancamento') return { form }
      const values = keepCategoryOfType(form.values, context.options.categories)
      const errors = { ...form.errors }
      if (values.categoriaId !== form.values.categoriaId && (errors.categoriaId !== undefined || form.touched.categoriaId)) errors.categoriaId = validateQuickAdd(values).categoriaId
      return { form: { ...form, values, errors } }
    }),
    assignSuggestions: assign((_, suggestions: EntrySuggestion[]) => ({ suggestions, highlighted: -1 })),
    clearSuggestions: assign({ suggestions: [] as EntrySuggestion[], highlighted: -1 }),
    moveHighlight: assign(({ context, event }) => {
      assertEvent(event, 'suggestion.move')
      // The positions are "none" (-1) and each suggestion, in a ring.
      const positions = context.suggestions.length + 1
      return { highlighted: ((((context.highlighted + 1 + event.by) % positions) + positions) % positions) - 1 }
    }),
    applySuggestion: assign(({ context, event }) => {
      assertEvent(event, 'suggestion.pick')
      const values = withSuggestion(context.form.values, context.suggestions[event.index]!, context.options)
      // A field already marked keeps its mark only while the filled values still leave it wrong.
      const next = validateQuickAdd(values)
      const errors: FieldErrors<QuickAddField> = {}
      for (const field of Object.keys(context.form.errors) as QuickAddField[]) if (next[field] !== undefined) errors[field] = next[field]
      return { form: { ...context.form, values, errors }, suggestions: [], highlighted: -1 }
    }),
    validate: assign(({ context }) => {
      const form = validateForm(context.form, validateQuickAdd)
      return { form, error: blockedMessage(form.errors) }
    }),
    rejected: assign(({ context }, failure: ApiFailure) => {
      const marks = onQuickAddFields(failure.fieldErrors ?? {})
      const form = withServerErrors(context.form, { ...failure, fieldErrors: marks })
      return { form, error: failureMessage(failure, hasErrors(marks)) }
    }),
    clearError: assign({ error: null }),
    assignSaved: assign(({ context }, entry: Entry) => ({
      saved: entry,
      memory: { tipoLancamento: context.form.values.tipoLancamento as CategoryType, origem: context.form.values.origem === '' ? null : context.form.values.origem },
    })),
    storeMemory: ({ context }) => {
      if (context.memory.tipoLancamento) lastQuickAdd.write({ tipoLancamento: context.memory.tipoLancamento, origem: context.memory.origem })
    },
    reportSaved: emit(({ context }) => ({ type: 'entry.saved' as const, entry: context.saved! })),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validateQuickAdd(context.form.values)),
    /** A description typed (not blank): ask for suggestions after the pause. */
    isDescriptionTyped: ({ event }) => event.type === 'field.change' && event.field === 'descricao' && event.value.trim() !== '',
    isDescription: ({ event }) => event.type === 'field.change' && event.field === 'descricao',
    hasSuggestions: ({ context }) => context.suggestions.length > 0,
    isSuggestion: ({ context, event }) => event.type === 'suggestion.pick' && event.index >= 0 && event.index < context.suggestions.length,
  },
}).createMachine({
  id: 'quickAdd',
  context: ({ input }) => ({
    form: formState(startValues('', input.memory, null)),
    options: noOptions,
    memory: input.memory,
    suggestions: [],
    highlighted: -1,
    error: null,
    saved: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      invoke: { id: 'watchShortcut', src: 'watchShortcut' },
      on: { 'quickAdd.open': { target: 'open', actions: 'start' } },
    },
    open: {
      initial: 'loading',
      on: { 'quickAdd.close': 'closed' },
      states: {
        loading: {
          invoke: {
            id: 'loadOptions',
            src: 'loadOptions',
            onDone: { target: 'editing', actions: { type: 'assignOptions', params: ({ event }) => event.output } },
            onError: { target: 'editing', actions: 'optionsFailed' },
          },
          on: { 'field.change': { actions: 'changeValue' } },
        },
        editing: {
          initial: 'idle',
          on: {
            'field.change': [
              { guard: 'isDescriptionTyped', target: '.waiting', reenter: true, actions: 'changeValue' },
              { guard: 'isDescription', target: '.idle', actions: ['changeValue', 'clearSuggestions'] },
              { actions: 'changeValue' },
            ],
            'suggestion.move': { guard: 'hasSuggestions', actions: 'moveHighlight' },
            'suggestion.pick': { guard: 'isSuggestion', target: '.idle', actions: 'applySuggestion' },
            'suggestion.dismiss': { guard: 'hasSuggestions', target: '.idle', actions: 'clearSuggestions' },
            'form.submit': [
              { guard: 'formInvalid', target: '.idle', actions: ['validate', 'clearSuggestions'] },
              { target: 'saving', actions: ['clearError', 'clearSuggestions'] },
            ],
          },
          states: {
            idle: {},
            // Typing pauses before the suggestions are asked for; each key starts the pause again.
            waiting: { after: { suggestDelay: 'suggesting' } },
            suggesting: {
              invoke: {
                id: 'fetchSuggestions',
                src: 'fetchSuggestions',
                input: ({ context }) => ({ q: context.form.values.descricao.trim() }),
                onDone: { target: 'idle', actions: { type: 'assignSuggestions', params: ({ event }) => event.output } },
                // No suggestions is no loss: the form works without them.
                onError: { target: 'idle', actions: 'clearSuggestions' },
              },
            },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveEntry',
            src: 'saveEntry',
            input: ({ context }) => ({ entry: entryRequest(entryValuesOf(context.form.values)) }),
            onDone: { target: '#quickAdd.saved', actions: [{ type: 'assignSaved', params: ({ event }) => event.output }, 'storeMemory', 'reportSaved'] },
            // What was typed stays; the reason shows in the dialog.
            onError: { target: 'editing', actions: { type: 'rejected', params: ({ event }) => toApiFailure(event.error) } },
          },
        },
      },
    },
    // The dialog is gone; a short confirmation stays a moment. The `n` key and the "+" open a new one.
    saved: {
      invoke: { id: 'watchShortcut', src: 'watchShortcut' },
      after: { confirmationDelay: 'closed' },
      on: {
        'quickAdd.open': { target: 'open', actions: 'start' },
        'confirmation.dismiss': 'closed',
      },
    },
  },
})

export type QuickAddMachine = typeof quickAddMachine
