// Model-based paths of the pay-statement machine, replayed against its real modal: the account
// list (a failure, its retry), the account chosen (the card's payment account, cleared, another), the
// payment day (today), the amount (what remains; more than that refused as the server would, then a partial
// payment), a submit blocked by the shared contract, a 400 on the account field, a 409's reason,
// the payment, and closing. getShortestPaths (xstate/graph) with the actors' answers as
// xstate.done/error.actor.<id>, settled on held actors; coveringPaths keeps the fewest that take every
// transition. The modal renders the actor as the statements page does (it goes once the machine is done).
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { statementPayMachine } from '@machines/finance/cards/statement-pay.machine'
import type { StatementPayContext, StatementPayEvent } from '@machines/finance/cards/statement-pay.machine'
import type { StatementPayRequest } from '@machines/finance/cards/statement-pay.actors'
import { ApiError } from '@/api/errors'
import type { BankAccount } from '@/api/bank-accounts'
import type { CardStatementDetail } from '@/api/card-statements'
import { StatementPayModal } from '@/views/finance/cards/statement-pay-modal'
import { settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, type ActorAnswer } from './held-actors'
import { renderChildModal } from './child-modal'
import { replay } from './harness'
import { account } from '../fixtures/bank-accounts'
import { TODAY, decemberPaid } from '../fixtures/card-statements'

const accounts = [account(3, { nome: 'Antiga', arquivada: true }), account(1, { nome: 'Nubank conta' }), account(2, { nome: 'Carteira', tipo: 'Carteira' })]
const down = new ApiError({ status: 503, code: 'unavailable', message: 'x' })
const unknownAccount = new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { contaBancariaId: 'unknown_bank_account' } })
const nothingToPay = new ApiError({ status: 409, code: 'statement_nothing_to_pay', message: 'Esta fatura não tem nada a pagar.' })
const input = { cardId: 4, mes: '2026-12', amount: 1090, today: TODAY, accountId: 1 }

type ModelEvent =
  | StatementPayEvent
  | ActorAnswer<{ loadAccounts: BankAccount[]; payStatement: CardStatementDetail }>

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as StatementPayContext
  return [context.accounts.length, context.form.values, context.form.errors, context.error?.id ?? null, context.detail]
}

function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as StatementPayContext
  const events: ModelEvent[] = []
  switch (snapshot.value) {
    case 'loadingAccounts':
      events.push({ type: 'xstate.done.actor.loadAccounts', output: accounts }, { type: 'form.cancel' })
      if (context.error === null) events.push({ type: 'xstate.error.actor.loadAccounts', error: down })
      break
    case 'accountsFailure':
      events.push({ type: 'accounts.retry' }, { type: 'form.cancel' })
      break
    case 'editing':
      events.push({ type: 'form.submit' }, { type: 'form.cancel' })
      if (context.form.values.contaBancariaId === '1' && !context.form.errors.contaBancariaId && context.detail === null) events.push({ type: 'field.change', field: 'contaBancariaId', value: '' })
      if (context.form.values.contaBancariaId === '' || context.form.errors.contaBancariaId) events.push({ type: 'field.change', field: 'contaBancariaId', value: '2' })
      // More than what remains, then a partial payment.
      if (context.form.values.valor === '1090,00' && context.form.values.contaBancariaId === '1' && context.detail === null) events.push({ type: 'field.change', field: 'valor', value: '1200' })
      if (context.form.values.valor === '1200') events.push({ type: 'field.change', field: 'valor', value: '500' })
      break
    case 'paying':
      events.push({ type: 'xstate.done.actor.payStatement', output: decemberPaid })
      if (!context.form.errors.contaBancariaId && context.detail === null) events.push({ type: 'xstate.error.actor.payStatement', error: unknownAccount })
      if (context.detail === null && context.form.values.contaBancariaId === '2') events.push({ type: 'xstate.error.actor.payStatement', error: nothingToPay })
      break
  }
  return events.filter((event) => snapshot.can(event))
}

const graphed: AnyStateMachine = statementPayMachine
const paths = coveringPaths(graphed, getShortestPaths(graphed, { input, events: eventsFor, serializeState: serializeByTransition(graphed, project) }))

describe('statement pay machine × pay modal', () => {
  afterAll(() => expectFullCoverage(statementPayMachine, paths))

  for (const path of paths) {
    const steps = path.steps
      .map(({ event }) => (event.type === 'field.change' ? `${(event as { field: string }).field === 'valor' ? 'amount' : 'account'}=${(event as { value: string }).value || '(none)'}` : event.type))
      .filter((step) => step !== 'xstate.init')
    it(steps.join(' → ') || 'opens', async () => {
      const loadAccounts = heldActor<BankAccount[], void>()
      const payStatement = heldActor<CardStatementDetail, StatementPayRequest>()
      const { actor, ended } = await renderChildModal(statementPayMachine.provide({ actors: { loadAccounts: loadAccounts.logic, payStatement: payStatement.logic } }), input, StatementPayModal, { path: '/financas/cartoes/4/faturas' })
      const dialog = () => screen.getByRole('dialog', { name: 'Pay bill' })
      const select = () => within(dialog()).getByLabelText('Pay from account')
      const shows = (state: AnyMachineSnapshot) => {
        expect(project(actor.getSnapshot())).toEqual(project(state))
        expect(dialog()).toHaveTextContent('December 2026 bill: R$ 1,090.00 left to pay.')
        expect(dialog()).toHaveTextContent('Pay less than what is left for a partial payment')
        return actor.getSnapshot().context
      }
      const form = (context: StatementPayContext) => {
        expect([...select().querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose…', 'Nubank conta', 'Carteira'])
        expect(select()).toHaveValue(context.form.values.contaBancariaId)
        expect(select().getAttribute('aria-invalid')).toBe(context.form.errors.contaBancariaId ? 'true' : null)
        expect(within(dialog()).getByLabelText('Payment day')).toHaveValue(TODAY)
        const amount = within(dialog()).getByLabelText('Amount (R$)')
        expect(amount).toHaveValue({ '1090,00': '1090.00', '1200': '1200', '500': '500' }[context.form.values.valor])
        expect(amount.getAttribute('aria-invalid')).toBe(context.form.errors.valor ? 'true' : null)
        if (context.form.errors.valor) expect(dialog()).toHaveTextContent('The payment must be more than zero and at most what is left to pay.')
      }
      const checks: Record<string, (state: AnyMachineSnapshot) => void> = {
        loadingAccounts: (state) => {
          shows(state)
          expect(within(dialog()).getByRole('status')).toHaveTextContent('Loading your bank accounts…')
          expect(within(dialog()).queryByLabelText('Pay from account')).toBeNull()
        },
        accountsFailure: (state) => {
          shows(state)
          expect(within(dialog()).getByRole('alert')).toHaveTextContent('Could not load your bank accounts.')
          expect(within(dialog()).getByRole('button', { name: 'Pay bill' })).toHaveAttribute('aria-disabled', 'true')
        },
        editing: (state) => {
          const context = shows(state)
          form(context)
          const alert = within(dialog()).queryByRole('alert')
          if (context.error) expect(alert).toHaveTextContent(`${context.error.message!}${context.detail ? ` ${context.detail}` : ''}`)
          else expect(alert).toBeNull()
          if (context.form.errors.contaBancariaId === 'required') expect(dialog()).toHaveTextContent('Required field')
          if (context.form.errors.contaBancariaId === 'unknown_bank_account') expect(dialog()).toHaveTextContent('Bank account not found.')
        },
        paying: (state) => {
          const context = shows(state)
          form(context)
          expect(select()).toBeDisabled()
          expect(within(dialog()).getByRole('button', { name: 'Paying…' })).toHaveAttribute('aria-disabled', 'true')
          // The whole rest goes without an amount; a partial payment names it.
          const partial = context.form.values.valor === '500' ? { valor: 500 } : {}
          expect(payStatement.runs.at(-1)!.input).toEqual({ cardId: 4, mes: '2026-12', contaBancariaId: Number(context.form.values.contaBancariaId), dataPagamento: TODAY, ...partial })
        },
        paid: () => ended({ outcome: 'paid', statement: decemberPaid }),
        closed: () => ended({ outcome: 'closed' }),
      }
      const perform = (event: ModelEvent): Promise<void> => {
        switch (event.type) {
          case 'field.change':
            if (event.field === 'valor') return settle(() => fireEvent.change(within(dialog()).getByLabelText('Amount (R$)'), { target: { value: event.value } }))
            return settle(() => fireEvent.change(select(), { target: { value: event.value } }))
          case 'form.submit':
            return settle(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'Pay bill' })))
          case 'form.cancel':
            return settle(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' })))
          case 'accounts.retry':
            return settle(() => fireEvent.click(within(dialog()).getByRole('button', { name: 'Try again' })))
          case 'xstate.done.actor.loadAccounts':
          case 'xstate.error.actor.loadAccounts':
            return settle(() => loadAccounts.settle(event))
          default:
            return settle(() => payStatement.settle(event))
        }
      }
      await replay(path, () => actor, perform, (state) => checks[state.value as string]!(state))
    })
  }
})
