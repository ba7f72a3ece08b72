// The budgets of the finance panel's month: each budgeted expense category with what was spent against its
// limit; a limit set or changed in place (a new one: an expense category without one; "repeat every month"),
// or removed from the month on; a 400's field errors land on their fields. loading → ready | failed;
// ready → editing → saving → ready; ready → removing → ready. docs/product-rules.md#budgets-and-projection.
import { assign } from 'xstate'
import { msg } from '@lingui/core/macro'
import type { BudgetPutInput } from '@/api/planning'
import type { Category } from '@contract/category'
import { amountToCents, centsToAmount, amountInputText, normalizeAmountInput, parseAmountInput } from '@contract/money'
import { budgetPutSchema } from '@contract/planning'
import type { Budget } from '@contract/planning'
import type { MonthKey } from '@/lib/month'
import type { BudgetsLoaded } from './budget-panel.actors'
import { budgetPanelActors } from './budget-panel.actors'
import { formState, schemaValidator } from '../../form-core'
import { modalForm, modalFormContext, modalFormMessages } from '../../modal-form'
import type { ModalFormContext, ModalFormEvent, ModalFormTypes } from '../../modal-form'

export const budgetFields = ['categoriaId', 'valorLimite', 'repetir'] as const
export type BudgetField = (typeof budgetFields)[number]
/** The inline form's values: the category id as digits ('' = none chosen), the limit as typed, repetir 'true' or ''. */
export type BudgetValues = Record<BudgetField, string>

export const budgetPanelMessages = {
  fillRequired: modalFormMessages.fillRequired,
  invalid: modalFormMessages.invalid,
  saveFailed: msg`Could not save the budget.`,
  removeFailed: msg`Could not remove the budget.`,
}

/** Form values → what the shared contract reads (an empty select is a missing value). */
export function budgetRequest(mes: MonthKey, values: BudgetValues): Record<string, unknown> {
  const orMissing = (value: string) => (value.trim() === '' ? undefined : value)
  const cents = parseAmountInput(values.valorLimite)
  return {
    mes,
    categoriaId: orMissing(values.categoriaId),
    valorLimite: cents === null ? orMissing(values.valorLimite) : centsToAmount(cents),
    repetir: values.repetir === 'true',
  }
}

/** The month does not change what is valid: any month validates the fields the user fills. */
export const validateBudget = schemaValidator<BudgetValues>(budgetPutSchema, (values) => budgetRequest('2000-01', values), budgetFields)

/** The PUT body of validated values. */
export function budgetInput(mes: MonthKey, values: BudgetValues): BudgetPutInput {
  const budget = budgetPutSchema.parse(budgetRequest(mes, values))
  return { mes: budget.mes, categoriaId: budget.categoriaId, valorLimite: centsToAmount(budget.valorLimite), repetir: budget.repetir }
}

/** The expense categories that have no limit in the month yet (what a new budget may choose). */
export function unbudgetedCategories(categories: readonly Category[], budgets: readonly Budget[]): Category[] {
  const budgeted = new Set(budgets.map((budget) => budget.categoriaId))
  return categories.filter((category) => category.tipoCategoria === 'Despesa' && !budgeted.has(category.id))
}

/** The budgets by name (the API's order may change after a save). */
const byName = (budgets: readonly Budget[]) => [...budgets].sort((a, b) => a.nomeCategoria.localeCompare(b.nomeCategoria) || a.categoriaId - b.categoriaId)

/** The budgets and, while a limit is set or changed in place, its form (the modal-form's part of the context). */
export interface BudgetPanelContext extends ModalFormContext<BudgetValues> {
  month: MonthKey
  budgets: Budget[]
  /** The user's categories (the new-budget select offers the expense ones without a limit). */
  categories: Category[]
  /** The category whose limit is being edited; null while a new budget is being added (or nothing is edited). */
  editing: number | null
  /** The category whose limit is being removed (null otherwise). */
  removing: number | null
}

export type BudgetPanelEvent =
  | { type: 'budgets.retry' }
  | { type: 'budget.add' }
  | { type: 'budget.edit'; categoriaId: number }
  | { type: 'budget.remove'; categoriaId: number }
  | ModalFormEvent<BudgetValues>

const emptyValues: BudgetValues = { categoriaId: '', valorLimite: '', repetir: '' }

const budgetForm = modalForm({} as ModalFormTypes<BudgetPanelContext, BudgetPanelEvent, { month: MonthKey }, unknown>, {
  validate: () => validateBudget,
  normalize: { valorLimite: normalizeAmountInput },
  saveFailed: budgetPanelMessages.saveFailed,
  actors: budgetPanelActors,
  save: {
    src: 'saveBudget',
    input: (context) => budgetInput(context.month, context.form.values),
    // The saved limit joins the list (by name) and the form closes.
    done: (saved, context) => ({
      budgets: byName([...context.budgets.filter((budget) => budget.categoriaId !== saved.categoriaId), saved]),
      editing: null,
      form: formState(emptyValues),
      error: null,
    }),
  },
})

export const budgetPanelMachine = budgetForm.setup
  .extend({
    actions: {
      assignLoaded: assign((_, loaded: BudgetsLoaded) => ({ budgets: byName(loaded.budgets), categories: loaded.categories })),
      clearLoaded: assign({ budgets: [] as Budget[], categories: [] as Category[] }),
      startNew: assign(({ context }) => {
        // One expense category left: it is chosen already.
        const [only, ...others] = unbudgetedCategories(context.categories, context.budgets)
        const categoriaId = only && others.length === 0 ? String(only.id) : ''
        return { editing: null, form: formState({ ...emptyValues, categoriaId }), error: null }
      }),
      startEdit: assign(({ context }, categoriaId: number) => {
        const budget = context.budgets.find((row) => row.categoriaId === categoriaId)
        const values: BudgetValues = budget
          ? { categoriaId: String(budget.categoriaId), valorLimite: amountInputText(amountToCents(budget.valorLimite)), repetir: budget.repetir ? 'true' : '' }
          : { ...emptyValues, categoriaId: String(categoriaId) }
        return { editing: categoriaId, form: formState(values), error: null }
      }),
      stopEditing: assign({ editing: null, form: formState(emptyValues), error: null }),
      startRemoving: assign((_, categoriaId: number) => ({ removing: categoriaId, error: null })),
      assignRemoved: assign(({ context }) => ({ budgets: context.budgets.filter((budget) => budget.categoriaId !== context.removing), removing: null })),
      removeFailed: assign({ removing: null, error: budgetPanelMessages.removeFailed }),
    },
    guards: {
      canAdd: ({ context }) => unbudgetedCategories(context.categories, context.budgets).length > 0,
    },
  })
  .createMachine({
    id: 'budgetPanel',
    context: ({ input }) => ({ month: input.month, budgets: [], categories: [], editing: null, removing: null, ...modalFormContext(emptyValues) }),
    initial: 'loading',
    states: {
      loading: {
        tags: 'busy',
        invoke: {
          id: 'fetchBudgets',
          src: 'fetchBudgets',
          input: ({ context }) => ({ mes: context.month }),
          onDone: { target: 'ready', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
          onError: { target: 'failed', actions: 'clearLoaded' },
        },
      },
      failed: {
        on: { 'budgets.retry': 'loading' },
      },
      ready: {
        on: {
          'budget.add': { guard: 'canAdd', target: 'editing', actions: 'startNew' },
          'budget.edit': { target: 'editing', actions: { type: 'startEdit', params: ({ event }) => event.categoriaId } },
          'budget.remove': { target: 'removing', actions: { type: 'startRemoving', params: ({ event }) => event.categoriaId } },
        },
      },
      ...budgetForm.editingStates({ saving: 'saving', done: 'ready', cancel: { target: 'ready', actions: 'stopEditing' } }),
      removing: {
        tags: 'busy',
        invoke: {
          id: 'removeBudget',
          src: 'removeBudget',
          input: ({ context }) => ({ mes: context.month, categoriaId: context.removing ?? 0 }),
          onDone: { target: 'ready', actions: 'assignRemoved' },
          onError: { target: 'ready', actions: 'removeFailed' },
        },
      },
    },
  })

export type BudgetPanelMachine = typeof budgetPanelMachine
