// Recurring series form (a modal): create or edit a series — description, amount, type, category of the
// type, a bank account or a card with statements (choosing one clears the other), frequency, first day,
// optional last day, weekend rule, active — and on edit the day the change applies from (today by default).
// The shared contract validates; a 400's field errors land on their fields. It ends with its outcome, which
// the recurring series page reads. "+ New category" opens a small form beside the category select (the child
// `inlineCreate`, inline-create.machine.ts) that makes a category of the series' type: it joins the list and
// is chosen, and what was typed stays. The rules: docs/product-rules.md#recurring-entries.
import { assign, spawnChild, stopChild } from 'xstate'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import type { Category } from '@contract/category'
import { categoryTypes } from '@contract/finance'
import type { CategoryType } from '@contract/finance'
import { amountToCents, centsToAmount, amountInputText, normalizeAmountInput, parseAmountInput } from '@contract/money'
import { recurrenceCreateSchema, recurrenceUpdateSchema, seriesStartProblem } from '@contract/recurrence'
import type { Recurrence, RecurrenceCreateInput, RecurrenceFrequency, RecurrenceUpdateInput, WeekendAdjustment } from '@contract/recurrence'
import { schemaValidator } from '../../form-core'
import type { FormState, FormValidator } from '../../form-core'
import { accountIdOf, accountValue, usableAccountId } from '../entries/entry-accounts'
import { categoriesOfType } from '../entries/entry-form.machine'
import { inlineCreateMachine } from '../registries/inline-create.machine'
import type { InlineCreateOutput } from '../registries/inline-create.machine'
import { withCreatedCategory } from '../registries/inline-created'
import { modalForm, modalFormContext, modalFormMessages } from '../../modal-form'
import type { ModalFormContext, ModalFormEvent, ModalFormTypes } from '../../modal-form'
import { recurrenceFormActors } from './recurrence-form.actors'
import type { RecurrenceSave } from './recurrence-form.actors'

export const recurrenceFields = [
  'descricao',
  'valor',
  'tipoLancamento',
  'categoriaId',
  'contaBancariaId',
  'cartaoId',
  'frequencia',
  'dataInicio',
  'dataFim',
  'ajusteFimDeSemana',
  'ativa',
  'aPartirDe',
] as const
export type RecurrenceField = (typeof recurrenceFields)[number]
/** The inputs: the amount as typed ('1.234,56'), days as 'YYYY-MM-DD' ('' for none), ids as text ('' for none), ativa 'true' / 'false'. */
export type RecurrenceValues = Record<RecurrenceField, string>

export const recurrenceFormMessages = modalFormMessages

const optionalId = (value: string) => (value === '' ? null : Number(value))

/** Form values → what the shared contract reads (blanks are missing values; the amount as the input reads it). */
export function recurrenceRequest(values: RecurrenceValues): Record<string, unknown> {
  const cents = parseAmountInput(values.valor)
  return {
    descricao: values.descricao,
    valor: cents === null ? values.valor : centsToAmount(cents),
    tipoLancamento: values.tipoLancamento === '' ? undefined : values.tipoLancamento,
    categoriaId: optionalId(values.categoriaId),
    contaBancariaId: accountIdOf(values.contaBancariaId),
    cartaoId: accountIdOf(values.cartaoId),
    frequencia: values.frequencia,
    dataInicio: values.dataInicio,
    dataFim: values.dataFim === '' ? null : values.dataFim,
    ajusteFimDeSemana: values.ajusteFimDeSemana,
    ativa: values.ativa === 'true',
  }
}

const newRecurrenceSchema = schemaValidator<RecurrenceValues>(recurrenceCreateSchema, recurrenceRequest, recurrenceFields)

/** The POST's contract, and the earliest start the server allows on `today` (seriesStartProblem). */
export const validateNewRecurrence =
  (today: string): FormValidator<RecurrenceValues> =>
  (values) => {
    const errors = newRecurrenceSchema(values)
    const tooOld = errors.dataInicio ? null : seriesStartProblem(values.dataInicio, today)
    return tooOld ? { ...errors, dataInicio: tooOld } : errors
  }

/** An edit is checked with the PUT's contract: the series' id and the day the change applies from. */
export const validateEditedRecurrence = (id: number): FormValidator<RecurrenceValues> =>
  schemaValidator<RecurrenceValues>(recurrenceUpdateSchema, (values) => ({ ...recurrenceRequest(values), id, aPartirDe: values.aPartirDe }), recurrenceFields)

/** The POST or PUT of valid values. */
export function recurrenceSave(values: RecurrenceValues, original: Recurrence | null): RecurrenceSave {
  const body = recurrenceRequest(values) as RecurrenceCreateInput
  if (original === null) return { id: null, body }
  const update: RecurrenceUpdateInput = { ...body, id: original.id, ...(values.aPartirDe === '' ? {} : { aPartirDe: values.aPartirDe }) }
  return { id: original.id, body: update }
}

/** A new series starts today, monthly, with the account last used when it is still offered. */
export function emptyRecurrenceValues(today: string, accountId: number | null = null): RecurrenceValues {
  return {
    descricao: '',
    valor: '',
    tipoLancamento: '',
    categoriaId: '',
    contaBancariaId: accountValue(accountId),
    cartaoId: '',
    frequencia: 'Mensal' satisfies RecurrenceFrequency,
    dataInicio: today,
    dataFim: '',
    ajusteFimDeSemana: 'Nenhum' satisfies WeekendAdjustment,
    ativa: 'true',
    aPartirDe: '',
  }
}

/** An edited series' inputs; its change applies from `today` unless the user picks another day. */
export function recurrenceValues(recurrence: Recurrence, today: string): RecurrenceValues {
  return {
    descricao: recurrence.descricao,
    valor: amountInputText(amountToCents(recurrence.valor)),
    tipoLancamento: recurrence.tipoLancamento,
    categoriaId: recurrence.categoriaId === null ? '' : String(recurrence.categoriaId),
    contaBancariaId: accountValue(recurrence.contaBancariaId),
    cartaoId: accountValue(recurrence.cartaoId),
    frequencia: recurrence.frequencia,
    dataInicio: recurrence.dataInicio,
    dataFim: recurrence.dataFim ?? '',
    ajusteFimDeSemana: recurrence.ajusteFimDeSemana,
    ativa: String(recurrence.ativa),
    aPartirDe: today,
  }
}

/** A series leaves no account when it is on a card (its statement's payment does): choosing one clears the other. */
function afterSourceChange(values: RecurrenceValues, field: RecurrenceField): RecurrenceValues {
  if (values[field] === '') return values
  if (field === 'cartaoId') return { ...values, contaBancariaId: '' }
  if (field === 'contaBancariaId') return { ...values, cartaoId: '' }
  return values
}

/** A type change drops a category of the other type. */
function afterTypeChange(values: RecurrenceValues, categories: readonly Category[]): RecurrenceValues {
  if (values.categoriaId === '' || categoriesOfType(categories, values.tipoLancamento).some((category) => String(category.id) === values.categoriaId)) return values
  return { ...values, categoriaId: '' }
}

/** After a typed value: the other source cleared (and its mark gone), a category of the other type dropped. */
function adjustRecurrence(changed: FormState<RecurrenceValues>, field: RecurrenceField, categories: readonly Category[]): FormState<RecurrenceValues> {
  let values = afterSourceChange(changed.values, field)
  if (field === 'tipoLancamento') values = afterTypeChange(values, categories)
  const errors = { ...changed.errors }
  // The other source is now empty: its mark (a card series with an account) goes.
  if (field === 'cartaoId' || field === 'contaBancariaId') delete errors[field === 'cartaoId' ? 'contaBancariaId' : 'cartaoId']
  return { ...changed, values, errors }
}

export interface RecurrenceFormContext extends ModalFormContext<RecurrenceValues> {
  /** The series being edited; null creates one. */
  original: Recurrence | null
  categories: Category[]
  /** The user's accounts (archived ones too) and cards, as the page loaded them; empty when unknown. */
  accounts: BankAccount[]
  cards: BankCard[]
  saved: Recurrence | null
  /** Today ('YYYY-MM-DD', São Paulo): a new series may start at most RECURRENCE_MAX_YEARS_BACK before it. */
  today: string
  /** The "+ New category" form is open (its actor is the child `inlineCreate`), or null. */
  creating: 'category' | null
}

export interface RecurrenceFormInput {
  recurrence: Recurrence | null
  /** Today ('YYYY-MM-DD', São Paulo): a new series' first day, an edit's "apply from" day. */
  today: string
  accounts?: BankAccount[]
  cards?: BankCard[]
}

export type RecurrenceFormEvent =
  | ModalFormEvent<RecurrenceValues>
  /** "+ New category": a small form beside the select makes one of the series' type (inline-create.machine.ts). */
  | { type: 'inline.open'; kind: 'category' }
  | { type: 'xstate.done.actor.inlineCreate'; output: InlineCreateOutput }

export type RecurrenceFormOutput = { outcome: 'saved'; recurrence: Recurrence } | { outcome: 'closed' }

const validatorOf = (context: Pick<RecurrenceFormContext, 'original' | 'today'>): FormValidator<RecurrenceValues> =>
  context.original === null ? validateNewRecurrence(context.today) : validateEditedRecurrence(context.original.id)

const isCategoryType = (value: string) => (categoryTypes as readonly string[]).includes(value)

const recurrenceForm = modalForm({} as ModalFormTypes<RecurrenceFormContext, RecurrenceFormEvent, RecurrenceFormInput, RecurrenceFormOutput>, {
  validate: validatorOf,
  normalize: { valor: normalizeAmountInput },
  adjust: (form, field, context) => adjustRecurrence(form, field, context.categories),
  actors: { ...recurrenceFormActors, inlineCreate: inlineCreateMachine },
  // Any failure: 'Erro ao processar operação.'; a 400's field errors show on their fields.
  save: { src: 'saveRecurrence', input: (context) => recurrenceSave(context.form.values, context.original), done: (saved) => ({ saved }) },
})

export const recurrenceFormMachine = recurrenceForm.setup
  .extend({
    actions: {
      openInline: spawnChild('inlineCreate', {
        id: 'inlineCreate',
        // The new category takes the series' type as it is when the small form opens (canOpenInline: one is chosen).
        input: ({ context }: { context: RecurrenceFormContext }) => ({ kind: 'category' as const, tipoCategoria: context.form.values.tipoLancamento as CategoryType }),
      }),
      markCreating: assign({ creating: 'category' as const }),
      addCreated: assign(({ context }, output: InlineCreateOutput) => ({
        creating: null,
        ...(output.outcome === 'created' && output.kind === 'category'
          ? withCreatedCategory(context, output.item, { type: context.form.values.tipoLancamento, validate: validatorOf(context) })
          : {}),
      })),
      closeInline: stopChild('inlineCreate'),
      assignCategories: assign(({ context }, categories: Category[]) => ({ categories, form: { ...context.form, values: afterTypeChange(context.form.values, categories) } })),
      // A failed category load is an empty list: the series may have no category.
      clearCategories: assign({ categories: [] as Category[] }),
    },
    guards: {
      /** A type is chosen (the new category takes it) and no small form is open yet. */
      canOpenInline: ({ context }) => isCategoryType(context.form.values.tipoLancamento) && context.creating === null,
    },
  })
  .createMachine({
    id: 'recurrenceForm',
    context: ({ input }) => ({
      original: input.recurrence,
      ...modalFormContext(input.recurrence ? recurrenceValues(input.recurrence, input.today) : emptyRecurrenceValues(input.today, usableAccountId(input.accounts ?? [], null))),
      categories: [],
      accounts: input.accounts ?? [],
      cards: input.cards ?? [],
      saved: null,
      today: input.today,
      creating: null,
    }),
    // The small form ends in whatever state the form is in (a save may have started meanwhile).
    on: {
      'xstate.done.actor.inlineCreate': { actions: [{ type: 'addCreated', params: ({ event }) => event.output }, 'closeInline'] },
    },
    initial: 'loading',
    states: {
      loading: {
        tags: 'busy',
        invoke: {
          id: 'loadCategories',
          src: 'loadCategories',
          onDone: { target: 'editing', actions: { type: 'assignCategories', params: ({ event }) => event.output } },
          onError: { target: 'editing', actions: 'clearCategories' },
        },
        on: {
          'field.change': recurrenceForm.change,
          'form.cancel': 'closed',
        },
      },
      ...recurrenceForm.states({ on: { 'inline.open': { guard: 'canOpenInline', actions: ['openInline', 'markCreating'] } } }),
    },
    output: ({ context }) => (context.saved ? { outcome: 'saved', recurrence: context.saved } : { outcome: 'closed' }),
  })

export type RecurrenceFormMachine = typeof recurrenceFormMachine
