// Installment plans page: the plans with their person/account and card names, client-side filters and
// 10-row paging (the shared paged table), the add/edit modal, delete after a confirmation, alerts.
// A failed plan list is an empty list and a failed name lookup reads '-'; states and events:
// docs/machines/installment-table.md.
import { assign, setup } from 'xstate'
import { msg } from '@lingui/core/macro'
import type { AccountHolder } from '@contract/account-holder'
import type { BankCard } from '@contract/bank-card'
import type { Category } from '@contract/category'
import type { InstallmentPlan } from '@contract/installment'
import { cardName } from '@/lib/card-name'
import { dateInputValue } from './installment-form.machine'
import { installmentTableActors } from './installment-table.actors'
import type { PlanLists } from './installment-table.actors'
import { matchesText, pagedTable, pagedTableOn, pagedTableParts, visibleRows } from '../../paged-table'
import type { PagedTable, PagedTableEvent } from '../../paged-table'
import type { Alert } from '../../alert'

export const installmentTableMessages = {
  created: msg`Installment plan created successfully!`,
  updated: msg`Installment plan updated successfully!`,
  deleted: msg`Installment plan deleted successfully!`,
  /** The entries' generic 'Erro ao processar operação.' */
  failed: msg`Error processing operation.`,
}

/** The page's filters: description text, person/account id, card id ('none' = plans without a card), status. */
export type PlanFilters = { description: string; person: string; card: string; status: string }
export const emptyPlanFilters: PlanFilters = { description: '', person: '', card: '', status: '' }
/** The card filter's value for plans without a card. */
export const NO_CARD = 'none'
/** The person/account filter's value for plans without one. */
export const NO_HOLDER = 'none'

export interface InstallmentTableContext {
  plans: InstallmentPlan[]
  /** The registries the names come from; null when their load failed (every name then reads '-'). */
  holders: AccountHolder[] | null
  /** The plan form's category choices. */
  categories: Category[]
  cards: BankCard[] | null
  table: PagedTable<PlanFilters>
  /** The plan the open modal edits (null: the modal creates one). */
  formPlan: InstallmentPlan | null
  pendingDelete: InstallmentPlan | null
  alert: Alert | null
}

export type InstallmentTableEvent =
  | PagedTableEvent<PlanFilters>
  | { type: 'plan.add' }
  | { type: 'plan.edit'; id: number }
  | { type: 'plan.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'alert.dismiss' }

/** The plans the applied filters keep (description, person/account, card, status). */
export function filterPlans(plans: readonly InstallmentPlan[], filters: PlanFilters): InstallmentPlan[] {
  return plans.filter(
    (plan) =>
      matchesText(plan.descricao, filters.description) &&
      (filters.person === '' || (filters.person === NO_HOLDER ? plan.pessoaContaId === null : String(plan.pessoaContaId) === filters.person)) &&
      (filters.card === '' || (filters.card === NO_CARD ? plan.cartaoId === null : String(plan.cartaoId) === filters.card)) &&
      (filters.status === '' || plan.situacao === filters.status),
  )
}

/** The plans on screen: filtered, then the first `visible`. */
export function shownPlans(context: Pick<InstallmentTableContext, 'plans' | 'table'>): InstallmentPlan[] {
  return visibleRows(filterPlans(context.plans, context.table.applied), context.table)
}

/** A person whose lookup failed (or who is gone) reads '-'. */
export function holderName(holders: readonly AccountHolder[] | null, id: number | null): string {
  return (id === null ? undefined : holders?.find((holder) => holder.id === id)?.nomePessoa) ?? '-'
}

/** A plan's card by its name (cardName); no card, or a failed lookup, reads '-'. */
export function planCardName(cards: readonly BankCard[] | null, id: number | null): string {
  const card = id === null ? undefined : cards?.find((candidate) => candidate.id === id)
  return card ? cardName(card) : '-'
}

const table = pagedTableParts<InstallmentTableContext, InstallmentTableEvent, PlanFilters>({
  empty: emptyPlanFilters,
  countFiltered: (context) => filterPlans(context.plans, context.table.applied).length,
})

const findShown = (context: InstallmentTableContext, id: number) => shownPlans(context).find((plan) => plan.id === id) ?? null
const planId = ({ event }: { event: { id: number } }) => ({ id: event.id })
/** A failed plan list is an empty list, failed registries make the names read '-'. */
const noLists: PlanLists = { plans: [], holders: null, cards: null, categories: [] }

export const installmentTableMachine = setup({
  types: {
    context: {} as InstallmentTableContext,
    events: {} as InstallmentTableEvent,
    /** The invoked actors by id (the view renders the modal's actor from `snapshot.children`). */
    children: {} as { fetchAll: 'fetchAll'; deletePlan: 'deletePlan'; installmentForm: 'installmentForm' },
    tags: {} as 'busy',
  },
  actors: installmentTableActors,
  actions: {
    ...table.actions,
    assignLists: assign((_, lists: PlanLists) => ({ plans: lists.plans, holders: lists.holders, cards: lists.cards, categories: lists.categories })),
    openCreate: assign({ formPlan: null }),
    openEdit: assign(({ context }, { id }: { id: number }) => ({ formPlan: findShown(context, id) })),
    assignPendingDelete: assign(({ context }, { id }: { id: number }) => ({ pendingDelete: findShown(context, id) })),
    clearPendingDelete: assign({ pendingDelete: null }),
    /** The modal's outcome: created or updated, by whether it edited a plan. */
    alertSaved: assign(({ context }) => ({
      alert: { tone: 'success' as const, message: context.formPlan ? installmentTableMessages.updated : installmentTableMessages.created },
      formPlan: null,
    })),
    closeForm: assign({ formPlan: null }),
    setAlert: assign((_, params: Alert) => ({ alert: { tone: params.tone, message: params.message } })),
    clearAlert: assign({ alert: null }),
  },
  guards: {
    ...table.guards,
    /** Only a plan on screen can be edited or deleted. */
    isShownPlan: ({ context }, { id }: { id: number }) => findShown(context, id) !== null,
    hasAlert: ({ context }) => context.alert !== null,
    /** The modal ended with a saved plan (not closed). */
    modalSaved: (_, outcome: 'saved' | 'closed') => outcome === 'saved',
  },
}).createMachine({
  id: 'installmentTable',
  context: {
    plans: [],
    holders: null,
    categories: [],
    cards: null,
    table: pagedTable(emptyPlanFilters),
    formPlan: null,
    pendingDelete: null,
    alert: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchAll',
        src: 'fetchAll',
        // The actor folds each failure into its fallback ([] plans, null names); should it fail, the same.
        onDone: { target: 'browsing', actions: { type: 'assignLists', params: ({ event }) => event.output } },
        onError: { target: 'browsing', actions: { type: 'assignLists', params: noLists } },
      },
      on: {
        ...pagedTableOn,
        'alert.dismiss': { guard: 'hasAlert', actions: 'clearAlert' },
      },
    },
    browsing: {
      on: {
        ...pagedTableOn,
        'plan.add': { target: 'form', actions: ['clearAlert', 'openCreate'] },
        'plan.edit': { guard: { type: 'isShownPlan', params: planId }, target: 'form', actions: ['clearAlert', { type: 'openEdit', params: planId }] },
        'plan.delete': { guard: { type: 'isShownPlan', params: planId }, target: 'confirming', actions: ['clearAlert', { type: 'assignPendingDelete', params: planId }] },
        'alert.dismiss': { guard: 'hasAlert', actions: 'clearAlert' },
      },
    },
    // The add/edit modal, its own machine (installment-form), started with the plan to edit
    // (none: a new one), the names to choose from and today as a new plan's first date; it ends with its outcome.
    form: {
      invoke: {
        id: 'installmentForm',
        src: 'installmentForm',
        input: ({ context }) => ({
          plan: context.formPlan,
          holders: context.holders ?? [],
          cards: context.cards ?? [],
          categories: context.categories,
          today: dateInputValue(new Date().toISOString()),
        }),
        onDone: [
          { guard: { type: 'modalSaved', params: ({ event }) => event.output.outcome }, target: 'loading', actions: 'alertSaved' },
          { target: 'browsing', actions: 'closeForm' },
        ],
      },
    },
    confirming: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'browsing', actions: 'clearPendingDelete' },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deletePlan',
        src: 'deletePlan',
        // Only a plan asked about is deleted (confirming → deleting).
        input: ({ context }) => ({ id: context.pendingDelete!.id }),
        onDone: {
          target: 'loading',
          actions: ['clearPendingDelete', { type: 'setAlert', params: { tone: 'success', message: installmentTableMessages.deleted } }],
        },
        onError: {
          target: 'browsing',
          actions: ['clearPendingDelete', { type: 'setAlert', params: { tone: 'danger', message: installmentTableMessages.failed } }],
        },
      },
    },
  },
})

export type InstallmentTableMachine = typeof installmentTableMachine
