// Installment plans page: the plans with their person/account and card names, client-side filters and
// 10-row paging (the shared paged table), the add/edit modal, delete after a confirmation, alerts.
// SPEC §2 Installments page, §4 Entry and installment tables, Dialogs, §8 Installments, §9.
import { assertEvent, assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApiFailure } from '@/api/errors'
import type { AccountHolder } from '@/api/schemas/account-holder'
import type { BankCard } from '@/api/schemas/bank-card'
import type { InstallmentPlan } from '@/api/schemas/installment'
import { matchesText, pagedTable, pagedTableOn, pagedTableParts, visibleRows } from './paged-table'
import type { PagedTable, PagedTableEvent } from './paged-table'

export const installmentTableMessages = {
  created: msg`Installment plan created successfully!`,
  updated: msg`Installment plan updated successfully!`,
  deleted: msg`Installment plan deleted successfully!`,
  /** SPEC §8: the entries' generic 'Erro ao processar operação.' */
  failed: msg`Error processing operation.`,
}

/** The filters of SPEC §2: description text, person/account id, card id ('none' = plans without a card), status. */
export type PlanFilters = { description: string; person: string; card: string; status: string }
export const emptyPlanFilters: PlanFilters = { description: '', person: '', card: '', status: '' }
/** The card filter's value for plans without a card. */
export const NO_CARD = 'none'

export interface TableAlert {
  tone: 'success' | 'danger'
  message: MessageDescriptor
}

export interface InstallmentTableContext {
  plans: InstallmentPlan[]
  /** The registries the names come from; null when their load failed (every name then reads '-'). */
  holders: AccountHolder[] | null
  cards: BankCard[] | null
  table: PagedTable<PlanFilters>
  /** The plan the open modal edits (null: the modal creates one). */
  formPlan: InstallmentPlan | null
  pendingDelete: InstallmentPlan | null
  alert: TableAlert | null
}

export type InstallmentTableEvent =
  | PagedTableEvent<PlanFilters>
  | { type: 'list.loaded'; plans: InstallmentPlan[]; holders: AccountHolder[] | null; cards: BankCard[] | null }
  | { type: 'plan.add' }
  | { type: 'plan.edit'; id: number }
  /** The modal saved `plan` (created or updated). */
  | { type: 'form.saved'; plan: InstallmentPlan }
  | { type: 'form.closed' }
  | { type: 'plan.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'plan.deleted' }
  | { type: 'plan.deleteFailed'; error: ApiFailure }
  | { type: 'alert.dismiss' }

/** The plans the applied filters keep (SPEC §2: description, person/account, card, status). */
export function filterPlans(plans: readonly InstallmentPlan[], filters: PlanFilters): InstallmentPlan[] {
  return plans.filter(
    (plan) =>
      matchesText(plan.descricao, filters.description) &&
      (filters.person === '' || String(plan.pessoaContaId) === filters.person) &&
      (filters.card === '' || (filters.card === NO_CARD ? plan.cartaoId === null : String(plan.cartaoId) === filters.card)) &&
      (filters.status === '' || plan.situacao === filters.status),
  )
}

/** The plans on screen: filtered, then the first `visible`. */
export function shownPlans(context: Pick<InstallmentTableContext, 'plans' | 'table'>): InstallmentPlan[] {
  return visibleRows(filterPlans(context.plans, context.table.applied), context.table)
}

/** SPEC §8: a person whose lookup failed (or who is gone) reads '-'. */
export function holderName(holders: readonly AccountHolder[] | null, id: number): string {
  return holders?.find((holder) => holder.id === id)?.nomePessoa ?? '-'
}

/** A card as "holder · bank"; no card, or a failed lookup, reads '-'. */
export function cardLabel(cards: readonly BankCard[] | null, id: number | null): string {
  const card = id === null ? undefined : cards?.find((candidate) => candidate.id === id)
  return card ? `${card.nomeUsuario} · ${card.nomeBanco}` : '-'
}

const table = pagedTableParts<InstallmentTableContext, InstallmentTableEvent, PlanFilters>({
  empty: emptyPlanFilters,
  countFiltered: (context) => filterPlans(context.plans, context.table.applied).length,
})

const findShown = (context: InstallmentTableContext, id: unknown) => shownPlans(context).find((plan) => plan.id === id) ?? null

export const installmentTableMachine = setup({
  types: {
    context: {} as InstallmentTableContext,
    events: {} as InstallmentTableEvent,
    tags: {} as 'busy',
  },
  actions: {
    ...table.actions,
    // Effects: installment-table.actors.ts loads plans, holders and cards together (a failed plan list is an
    // empty list, a failed registry null), and deletes `pendingDelete`.
    fetchAll: () => {},
    deletePlan: () => {},
    assignLists: assign(({ event }) => {
      assertEvent(event, 'list.loaded')
      return { plans: event.plans, holders: event.holders, cards: event.cards }
    }),
    openCreate: assign({ formPlan: null }),
    openEdit: assign(({ context, event }) => {
      assertEvent(event, 'plan.edit')
      return { formPlan: findShown(context, event.id) }
    }),
    assignPendingDelete: assign(({ context, event }) => {
      assertEvent(event, 'plan.delete')
      return { pendingDelete: findShown(context, event.id) }
    }),
    clearPendingDelete: assign({ pendingDelete: null }),
    /** The modal's outcome: created or updated, by whether it edited a plan. */
    alertSaved: assign(({ context }) => ({
      alert: { tone: 'success' as const, message: context.formPlan ? installmentTableMessages.updated : installmentTableMessages.created },
      formPlan: null,
    })),
    closeForm: assign({ formPlan: null }),
    setAlert: assign((_, params: TableAlert) => ({ alert: { tone: params.tone, message: params.message } })),
    clearAlert: assign({ alert: null }),
  },
  guards: {
    ...table.guards,
    /** Only a plan on screen can be edited or deleted. */
    isShownPlan: ({ context, event }) => (event.type === 'plan.edit' || event.type === 'plan.delete') && findShown(context, event.id) !== null,
    hasAlert: ({ context }) => context.alert !== null,
    // A bare event (no saved plan) is no outcome of the modal.
    isSavedPlan: ({ event }) => event.type === 'form.saved' && typeof event.plan === 'object' && event.plan !== null,
  },
}).createMachine({
  id: 'installmentTable',
  context: {
    plans: [],
    holders: null,
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
      entry: 'fetchAll',
      on: {
        ...pagedTableOn,
        // SPEC §8: the effect never fails: a failed plan list arrives as [] and failed names as null.
        'list.loaded': { target: 'browsing', actions: 'assignLists' },
        'alert.dismiss': { guard: 'hasAlert', actions: 'clearAlert' },
      },
    },
    browsing: {
      on: {
        ...pagedTableOn,
        'plan.add': { target: 'form', actions: ['clearAlert', 'openCreate'] },
        'plan.edit': { guard: 'isShownPlan', target: 'form', actions: ['clearAlert', 'openEdit'] },
        'plan.delete': { guard: 'isShownPlan', target: 'confirming', actions: ['clearAlert', 'assignPendingDelete'] },
        'alert.dismiss': { guard: 'hasAlert', actions: 'clearAlert' },
      },
    },
    // SPEC §4 Dialogs: the add/edit modal is open (its own machine, installment-form, runs inside).
    form: {
      on: {
        'form.saved': { guard: 'isSavedPlan', target: 'loading', actions: 'alertSaved' },
        'form.closed': { target: 'browsing', actions: 'closeForm' },
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
      entry: 'deletePlan',
      on: {
        'plan.deleted': {
          target: 'loading',
          actions: ['clearPendingDelete', { type: 'setAlert', params: { tone: 'success', message: installmentTableMessages.deleted } }],
        },
        'plan.deleteFailed': {
          target: 'browsing',
          actions: ['clearPendingDelete', { type: 'setAlert', params: { tone: 'danger', message: installmentTableMessages.failed } }],
        },
      },
    },
  },
})

export type InstallmentTableMachine = typeof installmentTableMachine
