// Model-based paths of the installment detail machine, replayed against the real detail view:
// loading (the invoked fetchInstallments, settled on a held actor), the table with its progress
// line, the failure with Try again, and Back (the emitted detail.back, followed by the view).
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { installmentDetailMachine } from '@machines/finance/plans/installment-detail.machine'
import type { InstallmentDetailContext } from '@machines/finance/plans/installment-detail.machine'
import type { LoadedInstallments } from '@machines/finance/plans/installment-detail.actors'
import { ApiError } from '@/api/errors'
import type { MonthlyInstallment } from '@contract/installment'
import InstallmentDetailView from '@/views/finance/plans/installment-detail-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor } from './held-actors'
import { replay } from './harness'

const installment = (numeroParcela: number, paid: boolean): MonthlyInstallment => ({
  id: 40 + numeroParcela,
  numeroParcela,
  dataVencimento: `2026-${String(10 + numeroParcela).padStart(2, '0')}-05T03:00:00.000Z`,
  dataPagamento: paid ? '2026-11-04T15:00:00.000Z' : null,
  valorParcela: numeroParcela === 1 ? 3.34 : 3.33,
  valorPago: paid ? 3.34 : null,
  situacao: paid ? 'Pago' : 'A Pagar',
})
const three = [installment(1, true), installment(2, false)]

/** The user's events and the actor's answers (xstate.done/error.actor.fetchInstallments). */
const events = [
  { type: 'xstate.done.actor.fetchInstallments', output: { planName: 'Geladeira', installments: three } },
  { type: 'xstate.done.actor.fetchInstallments', output: { planName: null, installments: [] } },
  { type: 'xstate.error.actor.fetchInstallments', error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) },
  { type: 'detail.retry' },
  { type: 'nav.back' },
] as const
type ModelEvent = (typeof events)[number]

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as InstallmentDetailContext
  return [context.planName, context.installments.map((row) => row.id), context.error?.id ?? null]
}

/** The machine as the graph sees it: its events include the actor's answers. */
const graphed: AnyStateMachine = installmentDetailMachine
const shortest = getShortestPaths(graphed, {
  input: { planId: 4 },
  events: (snapshot) => events.filter((event) => snapshot.can(event)),
  serializeState: serializeByTransition(graphed, project),
})
/** What a state shows: its value and the projected context. */
const shows = (state: AnyMachineSnapshot) => JSON.stringify([state.value, project(state)])
// Every transition once, plus a path to each screen the covering ones do not show (an empty plan).
const paths = coveringPaths(graphed, shortest)
for (const path of shortest) {
  if (!paths.some((kept) => kept.steps.some((step) => shows(step.state) === shows(path.state)))) paths.push(path)
}
const describeEvent = (event: EventObject) => ('output' in event ? `${event.type}(${(event.output as LoadedInstallments).installments.length})` : event.type)

describe('installment detail machine × installment detail view', () => {
  afterAll(() => expectFullCoverage(installmentDetailMachine, paths))

  for (const path of paths) {
    it(path.steps.map((step) => describeEvent(step.event)).join(' → '), async () => {
      const fetchInstallments = heldActor<LoadedInstallments, { planId: number | null }>()
      const logic = installmentDetailMachine.provide({ actors: { fetchInstallments: fetchInstallments.logic } })
      const app = await renderApp({ path: '/financas/parcelamento-mensais/4' }, <InstallmentDetailView params={{ id: '4' }} logic={logic} />)
      const actor = () => app.actors.byId('installmentDetail')
      // The page names its plan once known.
      const heading = (planName: string | null = null) =>
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(planName === null ? 'Installment details' : `Installments of ${planName}`)
      const checks: Record<string, (context: InstallmentDetailContext) => void> = {
        loading: () => {
          heading()
          expect(screen.getByRole('status')).toHaveTextContent('Loading installments…')
          expect(screen.queryByRole('table')).toBeNull()
          expect(fetchInstallments.runs.at(-1)!.input).toEqual({ planId: 4 })
        },
        loaded: ({ installments, planName }) => {
          heading(planName)
          expect(screen.queryByRole('alert')).toBeNull()
          if (installments.length === 0) {
            expect(screen.getByText('This plan has no installments.')).toBeInTheDocument()
            return
          }
          const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
          expect(rows).toHaveLength(installments.length)
          expect(rows[0]).toHaveTextContent('1')
          expect(within(rows[0]!).getByText('Paid')).toBeInTheDocument()
          expect(within(rows[0]!).getByText('Nov 4, 2026')).toBeInTheDocument()
          expect(within(rows[1]!).getByText('To Pay')).toBeInTheDocument()
          expect(within(rows[1]!).getAllByText('-')).toHaveLength(2)
          expect(screen.getByTestId('installment-progress')).toHaveTextContent('1 of 2 paid, R$ 3.34 of R$ 6.67')
          expect(screen.getByRole('progressbar', { name: 'Paid' })).toHaveAttribute('aria-valuenow', '50')
        },
        failure: () => {
          heading()
          expect(screen.getByRole('alert')).toHaveTextContent('Error loading installments.')
          expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
          expect(screen.queryByRole('table')).toBeNull()
        },
      }
      const perform = async (event: ModelEvent) => {
        if (event.type === 'detail.retry') return fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
        if (event.type === 'nav.back') {
          // Opened directly (no history): Back goes to the plans.
          const before = app.location.history.length
          fireEvent.click(screen.getByRole('button', { name: 'Back' }))
          expect(app.location.history.length).toBe(before + 1)
          expect(app.path()).toBe('/financas/parcelamento')
          return
        }
        await settle(() => fetchInstallments.settle(event))
      }
      await replay(path, actor, perform, (state) => checks[state.value as string]!(state.context as InstallmentDetailContext))
    })
  }
})
