// Model-based paths of the mark-as-paid machine, replayed against the real mark-as-paid modal (tests/README.md).
import { afterAll, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { createTestModel } from '@xstate/graph'
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate'
import { markAsPaidMachine } from '@machines/mark-as-paid.machine'
import type { MarkAsPaidContext, MarkAsPaidEvent, PaymentField } from '@machines/mark-as-paid.machine'
import { MarkAsPaidModal } from '@/views/finance/entry-modals'
import { monthEntries } from '../fixtures/entries'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'
import { displayAmount } from '@/components/amount-input/amount-input'

const water = monthEntries[2]!
// 14:30 in São Paulo.
const now = new Date('2026-11-20T17:30:00.000Z')

const project = (context: MarkAsPaidContext) => [context.form.values, context.form.errors, context.error?.id ?? null]

/** A field is emptied, or filled again with another value. */
function eventsFor(snapshot: AnyMachineSnapshot): MarkAsPaidEvent[] {
  const context = snapshot.context as MarkAsPaidContext
  const events: MarkAsPaidEvent[] = []
  if (snapshot.matches('editing')) {
    const { valorPago, dataPagamento } = context.form.values
    events.push({ type: 'field.change', field: 'valorPago', value: valorPago === '' ? '75' : '' })
    if (dataPagamento === '') events.push({ type: 'field.change', field: 'dataPagamento', value: '2026-11-21T09:15' })
    else if (valorPago !== '') events.push({ type: 'field.change', field: 'dataPagamento', value: '' })
  }
  if (snapshot.matches('paying')) {
    events.push({ type: 'payment.succeeded', entry: { ...water, situacao: 'Pago' } }, { type: 'payment.failed', error: { status: 400, code: 'validation_failed', fieldErrors: { valorPago: 'invalid_amount' } } })
  }
  return events
}

const model = createTestModel(markAsPaidMachine, {
  input: { entry: water, now },
  events: (snapshot: AnyMachineSnapshot) => eventsFor(snapshot),
  serializeState: serializeByTransition(markAsPaidMachine, (s) => project(s.context as MarkAsPaidContext)),
} as Parameters<typeof createTestModel<typeof markAsPaidMachine>>[1])
const paths = model.getShortestPaths()

const logic = markAsPaidMachine.provide({ actions: { payEntry: () => {} } })
const labels: Record<PaymentField, string> = { valorPago: 'Amount paid (R$)', dataPagamento: 'Payment date and time' }

function describePath(path: { state: AnyMachineSnapshot; steps: ReadonlyArray<{ event: { type: string } }> }): string {
  const events = path.steps.map((s) => s.event as MarkAsPaidEvent).filter((event) => !event.type.startsWith('xstate.'))
  const step = (event: MarkAsPaidEvent) => (event.type === 'field.change' && event.field !== undefined ? `field.change(${event.field}=${event.value})` : event.type)
  return `reaches ${JSON.stringify(path.state.value)}: ${events.map(step).join(' → ') || '(start)'}`
}

describe('mark-as-paid machine × mark-as-paid modal', () => {
  afterAll(() => {
    const coverage = reportCoverage(markAsPaidMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(describePath(path), async () => {
      const onPaid = vi.fn()
      const onClosed = vi.fn()
      const app = await renderApp({}, <MarkAsPaidModal logic={logic} entry={water} now={now} onPaid={onPaid} onClosed={onClosed} />)
      let current: AnyActorRef | undefined
      const actor = () => {
        try {
          current = app.actors.byId('markAsPaid')
        } catch (error) {
          if (!current) throw error
        }
        return current
      }
      const dialog = () => screen.getByRole('dialog', { name: 'Mark as paid' })
      const control = (field: PaymentField) => within(dialog()).getByLabelText(labels[field])
      const form = (state: AnyMachineSnapshot) => {
        const context = actor().getSnapshot().context as MarkAsPaidContext
        expect(project(context)).toEqual(project(state.context as MarkAsPaidContext))
        expect(dialog()).toHaveTextContent('Conta de Água')
        for (const field of Object.keys(labels) as PaymentField[]) {
          // Amounts show with the page's separator (issue 10 §14); the machine keeps '80,10'.
          expect(control(field)).toHaveValue(field === 'valorPago' ? displayAmount(context.form.values[field], 'en') : context.form.values[field])
          expect(control(field).getAttribute('aria-invalid')).toBe(context.form.errors[field] ? 'true' : null)
        }
        const alert = within(dialog()).queryByRole('alert')
        if (context.error) expect(alert).toHaveTextContent(context.error.message!)
        else expect(alert).toBeNull()
      }

      await path.test({
        states: withActorCheck(actor, {
          editing: (state) => {
            form(state)
            expect(within(dialog()).getByRole('button', { name: 'Confirm payment' })).not.toHaveAttribute('aria-disabled')
          },
          paying: (state) => {
            form(state)
            expect(within(dialog()).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
            expect(control('valorPago')).toHaveAttribute('readonly')
          },
          paid: () => {
            expect(onPaid).toHaveBeenCalledTimes(1)
            expect(onClosed).not.toHaveBeenCalled()
          },
          closed: () => {
            expect(onClosed).toHaveBeenCalledTimes(1)
            expect(onPaid).not.toHaveBeenCalled()
          },
        }),
        events: {
          'field.change': async ({ event }) => {
            const { field, value } = event as Extract<MarkAsPaidEvent, { type: 'field.change' }>
            if (field === undefined) return
            fireEvent.change(control(field), { target: { value } })
          },
          'form.submit': async () => {
            fireEvent.click(within(dialog()).getByRole('button', { name: /^(Confirm payment|Saving…)$/ }))
          },
          'form.cancel': async () => {
            fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
          },
          'payment.succeeded': ({ event }) => app.send(actor(), event),
          'payment.failed': ({ event }) => app.send(actor(), event),
        },
      })
    })
  }
})
