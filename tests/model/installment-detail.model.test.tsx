// Model-based paths of the installment detail machine, replayed against the real detail view
// (tests/README.md): loading, the table with its progress line, the failure with Try again, and Back.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { createTestModel } from '@xstate/graph'
import { installmentDetailMachine } from '@machines/installment-detail.machine'
import type { InstallmentDetailContext, InstallmentDetailEvent } from '@machines/installment-detail.machine'
import type { MonthlyInstallment } from '@/api/schemas/installment'
import InstallmentDetailView from '@/views/finance/installment-detail-view'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'

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

const events: InstallmentDetailEvent[] = [
  { type: 'installments.loaded', installments: three },
  { type: 'installments.loaded', installments: [] },
  { type: 'installments.failed', error: { status: 500, code: 'internal_error' } },
  { type: 'detail.retry' },
  { type: 'nav.back' },
]

const project = (context: InstallmentDetailContext) => [context.installments.map((row) => row.id), context.error?.id ?? null]

const model = createTestModel(installmentDetailMachine, {
  input: { planId: 4 },
  events,
  serializeState: serializeByTransition(installmentDetailMachine, (s) => project(s.context as InstallmentDetailContext)),
} as Parameters<typeof createTestModel<typeof installmentDetailMachine>>[1])
const paths = model.getShortestPaths()

const logic = installmentDetailMachine.provide({ actions: { fetchInstallments: () => {} } })

describe('installment detail machine × installment detail view', () => {
  afterAll(() => {
    const coverage = reportCoverage(installmentDetailMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const app = await renderApp({ path: '/financas/parcelamento-mensais/4' }, <InstallmentDetailView params={{ id: '4' }} logic={logic} />)
      const actor = () => app.actors.byId('installmentDetail')
      const heading = () => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Installment details')
      await path.test({
        states: withActorCheck(actor, {
          loading: () => {
            heading()
            expect(screen.getByRole('status')).toHaveTextContent('Loading installments…')
            expect(screen.queryByRole('table')).toBeNull()
          },
          loaded: (state) => {
            heading()
            const { installments } = state.context as InstallmentDetailContext
            expect(screen.queryByRole('alert')).toBeNull()
            if (installments.length === 0) {
              expect(screen.getByText('This plan has no installments.')).toBeInTheDocument()
              return
            }
            const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
            expect(rows).toHaveLength(installments.length)
            expect(rows[0]).toHaveTextContent('1')
            expect(within(rows[0]!).getByText('Paid')).toBeInTheDocument()
            expect(within(rows[0]!).getByText('4 Nov 2026')).toBeInTheDocument()
            expect(within(rows[1]!).getByText('To Pay')).toBeInTheDocument()
            expect(within(rows[1]!).getAllByText('-')).toHaveLength(2)
            expect(screen.getByTestId('installment-progress')).toHaveTextContent('1 of 2 paid, R$3.34 of R$6.67')
            expect(screen.getByRole('progressbar', { name: 'Paid' })).toHaveAttribute('aria-valuenow', '50')
          },
          failure: () => {
            heading()
            expect(screen.getByRole('alert')).toHaveTextContent('Error loading installments.')
            expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
            expect(screen.queryByRole('table')).toBeNull()
          },
        }),
        events: {
          'installments.loaded': ({ event }) => app.send(actor(), event),
          'installments.failed': ({ event }) => app.send(actor(), event),
          'detail.retry': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
          },
          // Opened directly (no history): Back goes to the plans.
          'nav.back': async () => {
            const before = app.location.history.length
            fireEvent.click(screen.getByRole('button', { name: 'Back' }))
            expect(app.location.history.length).toBe(before + 1)
            expect(app.path()).toBe('/financas/parcelamento')
          },
        },
      })
    })
  }
})
