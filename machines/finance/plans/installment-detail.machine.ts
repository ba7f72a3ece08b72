// Installment detail: a plan's monthly installments, read only, with a progress line; back goes back in
// history. An installment counts as paid when its status is 'paga' or 'pago', in any case.
import { assign, emit, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isPaidInstallmentStatus } from '@contract/finance'
import type { MonthlyInstallment } from '@contract/installment'
import { amountToCents } from '@contract/money'
import { installmentDetailActors } from './installment-detail.actors'
import type { LoadedInstallments } from './installment-detail.actors'

export const installmentDetailMessages = {
  /** A failed load: 'Erro ao carregar parcelas.' */
  loadFailed: msg`Error loading installments.`,
}

/** How far a plan is paid: counts and exact cents (docs/product-rules.md#money). */
export interface InstallmentProgress {
  paid: number
  total: number
  /** What was paid: each paid installment's `valorPago` (its value when the API has none). */
  paidCents: number
  /** The plan's total: the sum of the installment values. */
  totalCents: number
}

export function installmentProgress(installments: readonly MonthlyInstallment[]): InstallmentProgress {
  let paid = 0
  let paidCents = 0
  let totalCents = 0
  for (const installment of installments) {
    totalCents += amountToCents(installment.valorParcela)
    if (isPaidInstallmentStatus(installment.situacao)) {
      paid += 1
      paidCents += amountToCents(installment.valorPago ?? installment.valorParcela)
    }
  }
  return { paid, total: installments.length, paidCents, totalCents }
}

export interface InstallmentDetailContext {
  /** The plan's id from the route; null when the route's id is not an id (nothing to load). */
  planId: number | null
  /** The plan's description, which the page's title shows; null until known. */
  planName: string | null
  installments: MonthlyInstallment[]
  error: MessageDescriptor | null
}

export interface InstallmentDetailInput {
  planId: number | null
}

export type InstallmentDetailEvent = { type: 'detail.retry' } | { type: 'nav.back' }

/** Told to the view, which owns the history: go back. */
export type InstallmentDetailEmitted = { type: 'detail.back' }

/** The installments in their order (by number). */
const byNumber = (installments: readonly MonthlyInstallment[]): MonthlyInstallment[] => [...installments].sort((a, b) => a.numeroParcela - b.numeroParcela)

export const installmentDetailMachine = setup({
  types: {
    context: {} as InstallmentDetailContext,
    events: {} as InstallmentDetailEvent,
    emitted: {} as InstallmentDetailEmitted,
    input: {} as InstallmentDetailInput,
    tags: {} as 'busy',
  },
  actors: installmentDetailActors,
  actions: {
    // The view goes back in history (or to the plans when the page was opened directly).
    goBack: emit({ type: 'detail.back' } as const),
    assignInstallments: assign((_, loaded: LoadedInstallments) => ({ planName: loaded.planName, installments: byNumber(loaded.installments) })),
    setLoadFailed: assign({ installments: [] as MonthlyInstallment[], error: installmentDetailMessages.loadFailed }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'installmentDetail',
  context: ({ input }) => ({ planId: input.planId, planName: null, installments: [], error: null }),
  // The back button goes back in history, from any state.
  on: { 'nav.back': { actions: 'goBack' } },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchInstallments',
        src: 'fetchInstallments',
        input: ({ context }) => ({ planId: context.planId }),
        onDone: { target: 'loaded', actions: { type: 'assignInstallments', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: 'setLoadFailed' },
      },
    },
    loaded: {},
    failure: {
      on: { 'detail.retry': { target: 'loading', actions: 'clearError' } },
    },
  },
})

export type InstallmentDetailMachine = typeof installmentDetailMachine
