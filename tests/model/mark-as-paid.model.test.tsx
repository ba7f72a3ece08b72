// Model-based paths of the mark-as-paid machine, replayed against the real mark-as-paid modal:
// the paths come from the machine with getShortestPaths (xstate/graph), the payEntry actor's answers named
// as xstate.done/error.actor.payEntry; the replay types into the real inputs, clicks the real buttons and
// settles the held payment when the path says so. The modal renders the actor as the entries page does
// (it goes once the machine is done); every state asserts what the modal shows, the final ones the output.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { markAsPaidMachine, toPayment } from '@machines/finance/entries/mark-as-paid.machine'
import type { MarkAsPaidContext, MarkAsPaidEvent, PaymentField } from '@machines/finance/entries/mark-as-paid.machine'
import { ApiError } from '@/api/errors'
import type { EntryPayment } from '@/api/entries'
import type { Entry } from '@contract/entry'
import { displayAmount } from '@/components/amount-input/amount-input'
import { MarkAsPaidModal } from '@/views/finance/entries/entry-modals'
import { bankAccounts } from '../fixtures/entry-accounts'
import { monthEntries } from '../fixtures/entries'
import { settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, type ActorAnswer } from './held-actors'
import { renderChildModal } from './child-modal'
import { replay } from './harness'

const water = monthEntries[2]!
// 14:30 in São Paulo.
const now = new Date('2026-11-20T17:30:00.000Z')
const paidWater: Entry = { ...water, situacao: 'Pago' }
/** The water bill names no account: the payment starts with the one last used (Nubank). */
const input = { entry: water, now, accounts: bankAccounts, lastAccountId: 8 }

type ModelEvent =
  | MarkAsPaidEvent
  | ActorAnswer<{ payEntry: Entry }>

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as MarkAsPaidContext
  return [context.form.values, context.form.errors, context.error?.id ?? null]
}

/** A field is emptied, or filled again with another value; the account set to none; the payment's answers while it runs. */
function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const { valorPago, dataPagamento, contaBancariaId } = (snapshot.context as MarkAsPaidContext).form.values
  const events: ModelEvent[] = [
    { type: 'form.submit' },
    { type: 'form.cancel' },
    { type: 'field.change', field: 'valorPago', value: valorPago === '' ? '75' : '' },
    { type: 'xstate.done.actor.payEntry', output: paidWater },
    { type: 'xstate.error.actor.payEntry', error: new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { valorPago: 'invalid_amount' } }) },
  ]
  if (contaBancariaId !== '') events.push({ type: 'field.change', field: 'contaBancariaId', value: '' })
  if (dataPagamento === '') events.push({ type: 'field.change', field: 'dataPagamento', value: '2026-11-21T09:15' })
  else if (valorPago !== '') events.push({ type: 'field.change', field: 'dataPagamento', value: '' })
  return events.filter((event) => snapshot.can(event as MarkAsPaidEvent))
}

const allPaths = getShortestPaths(markAsPaidMachine, {
  input,
  events: (snapshot) => eventsFor(snapshot) as MarkAsPaidEvent[],
  serializeState: serializeByTransition(markAsPaidMachine, project),
})
const paths = coveringPaths(markAsPaidMachine, allPaths)

const labels: Record<PaymentField, string> = { valorPago: 'Amount paid (R$)', dataPagamento: 'Payment date and time', contaBancariaId: 'Bank account' }

const describePath = (path: (typeof paths)[number]) =>
  path.steps
    .map(({ event }) => event as ModelEvent | { type: 'xstate.init' })
    .filter((event) => event.type !== 'xstate.init')
    .map((event) => (event.type === 'field.change' ? `field.change(${event.field}=${event.value})` : event.type))
    .join(' → ') || 'initial state'

describe('mark-as-paid machine × mark-as-paid modal', () => {
  afterAll(() => expectFullCoverage(markAsPaidMachine, paths))

  for (const path of paths) {
    it(describePath(path), async () => {
      const pay = heldActor<Entry, { id: number; payment: EntryPayment }>()
      const { actor, ended } = await renderChildModal(markAsPaidMachine.provide({ actors: { payEntry: pay.logic } }), input, MarkAsPaidModal)
      const dialog = () => screen.getByRole('dialog', { name: 'Mark as paid' })
      const control = (field: PaymentField) => within(dialog()).getByLabelText(labels[field])
      const form = (state: AnyMachineSnapshot) => {
        const context = state.context as MarkAsPaidContext
        expect(project(actor.getSnapshot())).toEqual(project(state))
        expect(dialog()).toHaveTextContent('Conta de Água')
        for (const field of Object.keys(labels) as PaymentField[]) {
          // Amounts show with the page's separator; the machine keeps '80,10'.
          expect(control(field)).toHaveValue(field === 'valorPago' ? displayAmount(context.form.values[field], 'en') : context.form.values[field])
          expect(control(field).getAttribute('aria-invalid')).toBe(context.form.errors[field] ? 'true' : null)
        }
        // None and the accounts in use.
        expect([...(control('contaBancariaId') as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['None', 'Carteira', 'Nubank'])
        const alert = within(dialog()).queryByRole('alert')
        if (context.error) expect(alert).toHaveTextContent(context.error.message!)
        else expect(alert).toBeNull()
      }
      const checks: Record<string, (state: AnyMachineSnapshot) => void> = {
        editing: (state) => {
          form(state)
          expect(within(dialog()).getByRole('button', { name: 'Confirm payment' })).not.toHaveAttribute('aria-disabled')
        },
        paying: (state) => {
          form(state)
          expect(within(dialog()).getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
          expect(control('valorPago')).toHaveAttribute('readonly')
          expect(pay.runs.at(-1)!.input).toEqual({ id: 3, payment: toPayment((state.context as MarkAsPaidContext).form.values) })
        },
        paid: () => ended({ outcome: 'paid', entry: paidWater }),
        closed: () => ended({ outcome: 'closed' }),
      }
      const perform = (event: ModelEvent): Promise<void> => {
        switch (event.type) {
          case 'field.change':
            // The English input: amounts typed the English way (the machine keeps them the Portuguese way).
            return settle(() => fireEvent.change(control(event.field), { target: { value: event.field === 'valorPago' ? displayAmount(event.value, 'en') : event.value } }))
          case 'form.submit':
            return settle(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm payment' })))
          case 'form.cancel':
            return settle(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' })))
          default:
            return settle(() => pay.settle(event))
        }
      }
      await replay(path, () => actor, perform, (state) => checks[state.value as string]!(state))
    })
  }
})
