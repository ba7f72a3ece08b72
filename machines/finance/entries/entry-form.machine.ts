// The add/edit entry modal: the user's categories load (a failure is an empty list), the status options
// and the category list follow the type, the bank account is optional (a new entry starts with the one last
// used; an edited one keeps its own, even archived), so is a card with statements (a card item: choosing one
// clears the account), the shared contract validates, a 400's field errors land on
// their fields; the machine ends with its outcome (saved or closed) as its output, which the page that
// invokes it reads. An occurrence of a recurring series edited "this and the following" or "all" saves the
// series from a day instead of the entry (docs/product-rules.md#recurring-entries). The rules:
// docs/product-rules.md#entries. The actors are in entry-form.actors.ts.
import { assertEvent, assign, setup, spawnChild, stopChild } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import type { BankAccount } from '@contract/bank-account'
import { hasStatementDays } from '@contract/bank-card'
import type { BankCard } from '@contract/bank-card'
import type { Category } from '@contract/category'
import { entryCreateSchema, entryFields } from '@contract/entry'
import type { Entry, EntryCreateInput } from '@contract/entry'
import { categoryTypes, entryStatusesByType } from '@contract/finance'
import type { CategoryType, EntryStatus } from '@contract/finance'
import { amountToCents, amountInputText, centsToAmount, normalizeAmountInput, parseAmountInput } from '@contract/money'
import { saoPauloDay } from '@/lib/month'
import { blockedSubmitMessage, changeField, formState, hasErrors, schemaValidator, validateForm, withServerErrors } from '../../form-core'
import type { FieldErrors, FormState } from '../../form-core'
import { accountIdOf, accountValue, usableAccountId } from './entry-accounts'
import { entryMessages } from './entry-messages'
import { entryFormActors } from './entry-form.actors'
import { inlineCreateMachine } from '../registries/inline-create.machine'
import type { InlineCreateOutput } from '../registries/inline-create.machine'
import { withCreatedCategory } from '../registries/inline-created'
import { whenOffline } from '../../network-messages'

export const entryFormMessages = {
  /** A missing field: 'Preencha todos os campos obrigatórios.' */
  fillRequired: msg`Fill in all required fields.`,
  checkFields: msg`Check the marked fields.`,
}

/** The form's inputs: the contract's create body's fields (src/contract/entry.ts `entryFields`), in its order. */
export const entryFormFields = Object.keys(entryFields) as (keyof typeof entryFields)[]
export type EntryFormField = keyof typeof entryFields
/** The inputs: a day ('2026-11-05'), the amount as typed ('12,50'), ids and enum values as text ('' for no account). */
export type EntryFormValues = Record<EntryFormField, string>

const isCategoryType = (value: string): value is CategoryType => (categoryTypes as readonly string[]).includes(value)

/** The status options depend on the type (none until a type is chosen). */
export function statusOptionsFor(type: string): readonly EntryStatus[] {
  return isCategoryType(type) ? entryStatusesByType[type] : []
}

/** The category list is filtered to the entry's type (empty until a type is chosen). */
export function categoriesOfType(categories: readonly Category[], type: string): Category[] {
  return categories.filter((category) => category.tipoCategoria === type)
}

/** A required id's text as the body's number; blank is missing ('required'), other text stays for the contract to refuse. */
const idOf = (text: string): number | string | undefined => (text === '' ? undefined : /^\d+$/.test(text) ? Number(text) : text)

/**
 * The one mapping of the form: its values as the contract's create body (EntryCreateInput), which the form validates
 * and the API client sends as it is. Free texts go trimmed (a blank optional one is null to the contract), so a
 * field of the contract needs nothing here. The amount goes as a number once it reads as one ('12,'
 * is 12 while typing); ids as numbers, '' as none. An edited entry whose day did not change keeps its instant (the
 * form shows the day only; a day alone would move it to midnight).
 */
export function entryRequest(values: EntryFormValues, original: Entry | null = null): EntryCreateInput {
  const keepInstant = original !== null && saoPauloDay(original.dataLancamento) === values.dataLancamento
  const typed = values.valor.replace(/,$/, '')
  const cents = parseAmountInput(typed, { allowZero: true })
  const trimmed = Object.fromEntries(Object.entries(values).map(([field, text]) => [field, text.trim()])) as EntryFormValues
  return {
    ...trimmed,
    dataLancamento: keepInstant ? original.dataLancamento : values.dataLancamento,
    valor: cents === null ? typed : centsToAmount(cents),
    categoriaId: idOf(values.categoriaId),
    contaBancariaId: accountIdOf(values.contaBancariaId),
    cartaoId: accountIdOf(values.cartaoId),
  }
}

export const validateEntry = schemaValidator<EntryFormValues>(entryCreateSchema, (values) => entryRequest(values), entryFormFields)

/** The form of an entry being edited (its free texts as they are), or of a new one dated `today` in `accountId` (null: none). */
export function entryValues(entry: Entry | null, today: string, accountId: number | null = null): EntryFormValues {
  const texts = Object.fromEntries(
    entryFormFields.map((field) => {
      const value = entry?.[field]
      return [field, typeof value === 'string' ? value : '']
    }),
  ) as EntryFormValues
  if (!entry) return { ...texts, dataLancamento: today, contaBancariaId: accountValue(accountId) }
  return {
    ...texts,
    dataLancamento: saoPauloDay(entry.dataLancamento),
    valor: amountInputText(amountToCents(entry.valor)),
    categoriaId: entry.categoriaId === null ? '' : String(entry.categoriaId),
    contaBancariaId: accountValue(entry.contaBancariaId),
    cartaoId: accountValue(entry.cartaoId),
  }
}

/** The cards an entry may be put on: those with statement days (docs/product-rules.md#card-statements). */
export function statementCards(cards: readonly BankCard[]): BankCard[] {
  return cards.filter(hasStatementDays)
}

/** The cards a card select offers: those with statement days, plus the one it already holds (`value`), which it keeps. */
export function selectableCards(cards: readonly BankCard[], value: string): BankCard[] {
  return cards.filter((card) => hasStatementDays(card) || String(card.id) === value)
}

/** A card item leaves no account (its statement's payment does): choosing a card clears the account, and choosing an account the card. */
function afterSourceChange(values: EntryFormValues, field: 'cartaoId' | 'contaBancariaId'): EntryFormValues {
  if (values[field] === '') return values
  return field === 'cartaoId' ? { ...values, contaBancariaId: '' } : { ...values, cartaoId: '' }
}

/** A type change drops a status or a category that does not fit the new type. */
function afterTypeChange(values: EntryFormValues, categories: readonly Category[]): EntryFormValues {
  const next = { ...values }
  if (!statusOptionsFor(next.tipoLancamento).includes(next.situacao as EntryStatus)) next.situacao = ''
  if (next.categoriaId !== '' && !categoriesOfType(categories, next.tipoLancamento).some((category) => String(category.id) === next.categoriaId)) {
    next.categoriaId = ''
  }
  return next
}

const messageFor = (errors: FieldErrors<EntryFormField>): MessageDescriptor | null =>
  blockedSubmitMessage(errors, { missing: entryFormMessages.fillRequired, invalid: entryFormMessages.checkFields })

/** An occurrence's edit applied to its series: from `aPartirDe` (null: from the series' first day). */
export interface SeriesEdit {
  recorrenciaId: number
  aPartirDe: string | null
}

export interface EntryFormContext {
  /** The entry being edited, or null for a new one. */
  original: Entry | null
  /** Set when the edit changes the occurrence's series instead of the entry alone. */
  series: SeriesEdit | null
  form: FormState<EntryFormValues>
  categories: Category[]
  /** The user's accounts (archived ones too), as the page loaded them; empty when unknown. */
  accounts: BankAccount[]
  /** The user's cards, as the page loaded them; empty when unknown. */
  cards: BankCard[]
  error: MessageDescriptor | null
  /** The entry as the API saved it. */
  saved: Entry | null
  /** The inputs came back from a draft kept while the user managed categories. */
  restored: boolean
  /** The "+ New category" form is open (its actor is the child `inlineCreate`). */
  creatingCategory: boolean
}

export interface EntryFormInput {
  entry: Entry | null
  /** The day a new entry starts with ('YYYY-MM-DD', São Paulo). */
  today: string
  /** Inputs typed before the user left for the categories page: they replace the entry's. */
  draft?: Partial<EntryFormValues> | null
  /** The user's accounts (archived ones too); none when they could not be loaded. */
  accounts?: BankAccount[]
  /** The account last used: a new entry starts with it while it is offered. */
  lastAccountId?: number | null
  /** The user's cards; none when they could not be loaded. */
  cards?: BankCard[]
  /** An occurrence edited "this and the following" or "all": the change goes to its series. */
  series?: SeriesEdit | null
}

/** The entry's inputs, with a kept draft's typed values over them. */
function startValues(input: EntryFormInput): EntryFormValues {
  const values = entryValues(input.entry, input.today, usableAccountId(input.accounts ?? [], input.lastAccountId ?? null))
  if (!input.draft) return values
  for (const field of entryFormFields) {
    const typed = input.draft[field]
    if (typeof typed === 'string') values[field] = typed
  }
  return values
}

export type EntryFormEvent =
  | { type: 'field.change'; field: EntryFormField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  /** "+ New category": a small form beside the select creates one of the entry's type (inline-create.machine.ts). */
  | { type: 'category.new' }
  | { type: 'xstate.done.actor.inlineCreate'; output: InlineCreateOutput }

/** How the modal ended: the saved entry, or closed without saving. */
export type EntryFormOutput = { outcome: 'saved'; entry: Entry } | { outcome: 'closed' }

export const entryFormMachine = setup({
  types: {
    context: {} as EntryFormContext,
    events: {} as EntryFormEvent,
    input: {} as EntryFormInput,
    output: {} as EntryFormOutput,
    tags: {} as 'busy',
  },
  actors: { ...entryFormActors, inlineCreate: inlineCreateMachine },
  actions: {
    openNewCategory: spawnChild('inlineCreate', {
      id: 'inlineCreate',
      input: ({ context }) => ({ kind: 'category' as const, tipoCategoria: context.form.values.tipoLancamento as CategoryType }),
    }),
    markCreatingCategory: assign({ creatingCategory: true }),
    closeNewCategory: stopChild('inlineCreate'),
    addCreatedCategory: assign(({ context }, output: InlineCreateOutput) => ({
      creatingCategory: false,
      ...(output.outcome === 'created' && output.kind === 'category' ? withCreatedCategory(context, output.item, { type: context.form.values.tipoLancamento, validate: validateEntry }) : {}),
    })),
    assignCategories: assign(({ context }, categories: Category[]) => ({ categories, form: { ...context.form, values: afterTypeChange(context.form.values, categories) } })),
    // A failed category load is an empty list.
    clearCategories: assign(({ context }) => ({ categories: [] as Category[], form: { ...context.form, values: afterTypeChange(context.form.values, []) } })),
    changeValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      const value = event.field === 'valor' ? normalizeAmountInput(event.value) : event.value
      const form = changeField(context.form, validateEntry, event.field, value)
      if (event.field === 'cartaoId' || event.field === 'contaBancariaId') {
        const values = afterSourceChange(form.values, event.field)
        // The other one is now empty: its mark (a card item with an account) goes.
        const errors = { ...form.errors }
        delete errors[event.field === 'cartaoId' ? 'contaBancariaId' : 'cartaoId']
        return { form: { ...form, values, errors } }
      }
      if (event.field !== 'tipoLancamento') return { form }
      const values = afterTypeChange(form.values, context.categories)
      // The dropped status or category is now missing: a field already marked shows it at once.
      const errors = { ...form.errors }
      for (const field of ['situacao', 'categoriaId'] as const) {
        if (errors[field] !== undefined || form.touched[field]) {
          const next = validateEntry(values)[field]
          if (next === undefined) delete errors[field]
          else errors[field] = next
        }
      }
      return { form: { ...form, values, errors } }
    }),
    validate: assign(({ context }) => {
      const form = validateForm(context.form, validateEntry)
      return { form, error: messageFor(form.errors) }
    }),
    rejected: assign(({ context }, failure: ApiFailure) => ({ form: withServerErrors(context.form, failure), error: whenOffline(failure, entryMessages.failed) })),
    clearError: assign({ error: null }),
    assignSaved: assign((_, saved: Entry) => ({ saved })),
    /** The series changed: the page reloads its entries; the outcome names the occurrence that was edited. */
    assignSeriesSaved: assign(({ context }) => ({ saved: context.original })),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validateEntry(context.form.values)),
    /** A type is chosen (the new category takes it) and no inline form is open yet. */
    canCreateCategory: ({ context }) => isCategoryType(context.form.values.tipoLancamento) && !context.creatingCategory,
    isSeriesEdit: ({ context }) => context.series !== null && context.original !== null,
  },
}).createMachine({
  id: 'entryForm',
  context: ({ input }) => ({
    original: input.entry,
    series: input.series ?? null,
    form: formState(startValues(input)),
    categories: [],
    accounts: input.accounts ?? [],
    cards: input.cards ?? [],
    error: null,
    saved: null,
    restored: Boolean(input.draft),
    creatingCategory: false,
  }),
  // The inline category form ends in whatever state the form is in (a save may have started meanwhile).
  on: {
    'xstate.done.actor.inlineCreate': { actions: [{ type: 'addCreatedCategory', params: ({ event }) => event.output }, 'closeNewCategory'] },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadCategories',
        src: 'loadCategories',
        onDone: { target: 'editing', actions: { type: 'assignCategories', params: ({ event }) => event.output } },
        // A failed category load is an empty list.
        onError: { target: 'editing', actions: 'clearCategories' },
      },
      on: {
        'field.change': { actions: 'changeValue' },
        'form.cancel': 'closed',
      },
    },
    editing: {
      on: {
        'field.change': { actions: 'changeValue' },
        'category.new': { guard: 'canCreateCategory', actions: ['openNewCategory', 'markCreatingCategory'] },
        'form.submit': [
          { guard: 'formInvalid', actions: 'validate' },
          { guard: 'isSeriesEdit', target: 'savingSeries', actions: 'clearError' },
          { target: 'saving', actions: 'clearError' },
        ],
        'form.cancel': 'closed',
      },
    },
    // The occurrence's series changes from a day: a 400's field errors (the series' fields have the entry's names) land on their fields.
    savingSeries: {
      tags: 'busy',
      invoke: {
        id: 'saveSeries',
        src: 'saveSeries',
        input: ({ context }) => ({ ...context.series!, entry: entryRequest(context.form.values, context.original) }),
        onDone: { target: 'saved', actions: 'assignSeriesSaved' },
        onError: { target: 'editing', actions: { type: 'rejected', params: ({ event }) => toApiFailure(event.error) } },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveEntry',
        src: 'saveEntry',
        input: ({ context }) => ({ id: context.original?.id ?? null, entry: entryRequest(context.form.values, context.original) }),
        onDone: { target: 'saved', actions: { type: 'assignSaved', params: ({ event }) => event.output } },
        // Any failure: 'Erro ao processar operação.'; a 400's field errors show on their fields.
        onError: { target: 'editing', actions: { type: 'rejected', params: ({ event }) => toApiFailure(event.error) } },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => (context.saved ? { outcome: 'saved', entry: context.saved } : { outcome: 'closed' }),
})

export type EntryFormMachine = typeof entryFormMachine
