// Model-based paths of the account statement machine, replayed against the real statement page:
// month navigation (and its limit at 2099-12), a failed load and its retry, the transfer modal (the form
// machine it invokes: the replay fills and submits the real modal and settles its held save, or cancels
// it), the deletion of a transfer after a confirmation, the alerts. getShortestPaths (xstate/graph) with
// the actors' answers as xstate.done/error.actor.<id> events; coveringPaths keeps the fewest that take
// every transition.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { accountStatementMachine, statementAccount } from '@machines/finance/accounts/account-statement.machine'
import type { AccountStatementContext, AccountStatementEvent } from '@machines/finance/accounts/account-statement.machine'
import type { LoadedStatement } from '@machines/finance/accounts/account-statement.actors'
import type { TransferFormOutput } from '@machines/finance/accounts/transfer-form.machine'
import { ApiError } from '@/api/errors'
import type { Period, TransferInput } from '@/api/bank-accounts'
import type { Transfer } from '@contract/bank-account'
import { formatMonth } from '@/i18n/format'
import { monthBounds } from '@/lib/month'
import AccountStatementView from '@/views/finance/accounts/account-statement-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, type ActorAnswer, type ActorDone } from './held-actors'
import { replay, liveSnapshot, pressEscape, pathTitle } from './harness'
import { account, novemberStatement } from '../fixtures/bank-accounts'
import { plain } from '../support/screen-text'
import { accountStatementLogic } from '../support/bank-account-logic'

const nubank = account(1, { nome: 'Nubank', saldoAtual: 1234.5 })
const carteira = account(2, { nome: 'Carteira', tipo: 'Carteira' })
const loaded: LoadedStatement = { accounts: [nubank, carteira], statement: novemberStatement }
/** Only this account: no transfer is possible. */
const alone: LoadedStatement = { accounts: [nubank], statement: { saldoAnterior: 0, movimentos: [], saldoFinal: 0 } }
const transfer: Transfer = { id: 9, contaOrigemId: 1, contaDestinoId: 2, valor: 10, data: '2026-11-20', descricao: '' }
const failure = new ApiError({ status: 503, code: 'unavailable', message: 'x' })
/** The last month a user's dates may take: the next arrow stops there. */
const LAST_MONTH = '2099-12'

type Context = AccountStatementContext
type ModelEvent =
  | AccountStatementEvent
  | ActorAnswer<{ fetchStatement: LoadedStatement; deleteTransfer: undefined }>
  | ActorDone<{ transferForm: TransferFormOutput }>

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as Context
  return [context.month, context.accounts.length, context.statement?.movimentos.length ?? null, context.error?.id ?? null, context.pendingDelete?.id ?? null, context.alert?.message.id ?? null]
}

function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as Context
  const events: ModelEvent[] = []
  const home = context.month === '2026-11'
  switch (snapshot.value) {
    case 'loading':
      events.push({ type: 'xstate.done.actor.fetchStatement', output: loaded })
      if (home && context.alert === null) events.push({ type: 'xstate.done.actor.fetchStatement', output: alone }, { type: 'xstate.error.actor.fetchStatement', error: failure })
      break
    case 'loaded':
      if (context.alert) events.push({ type: 'alert.dismiss' })
      else if (home) {
        events.push({ type: 'month.previous' }, { type: 'month.next' }, { type: 'transfer.open' }, { type: 'transfer.delete', id: 3 })
      }
      break
    case 'failure':
      events.push({ type: 'statement.retry' }, { type: 'month.previous' }, { type: 'month.next' })
      break
    case 'transfer':
      events.push({ type: 'xstate.done.actor.transferForm', output: { outcome: 'saved', transfer } }, { type: 'xstate.done.actor.transferForm', output: { outcome: 'closed' } })
      break
    case 'confirming':
      events.push({ type: 'delete.confirm' }, { type: 'delete.cancel' })
      break
    case 'deleting':
      events.push({ type: 'xstate.done.actor.deleteTransfer', output: undefined }, { type: 'xstate.error.actor.deleteTransfer', error: failure })
      break
  }
  return events.filter((event) => snapshot.can(event))
}

const graphed: AnyStateMachine = accountStatementMachine
/** The usual month, and the last one (its next arrow is refused: the guard's other side). */
const paths = [
  ...coveringPaths(graphed, getShortestPaths(graphed, { input: { accountId: 1, month: '2026-11' }, events: eventsFor, serializeState: serializeByTransition(graphed, project) })),
  ...getShortestPaths(graphed, {
    input: { accountId: 1, month: LAST_MONTH },
    events: (snapshot) => (snapshot.value === 'loading' ? [{ type: 'xstate.done.actor.fetchStatement', output: loaded }] : []),
  }).filter((path) => path.state.value === 'loaded'),
]

const describePath = (events: readonly EventObject[], month: string) =>
  `${month}: ${pathTitle<ModelEvent>(events, (event) => {
    if (event.type === 'xstate.done.actor.fetchStatement') return `fetchStatement(${event.output.accounts.length} accounts)`
    if (event.type === 'xstate.done.actor.transferForm') return `transferForm(${event.output.outcome})`
  })}`

const statementSection = () => screen.getByRole('region', { name: 'Statement' })
const monthNav = () => screen.getByRole('navigation', { name: 'Month' })

describe('account statement machine × statement view', () => {
  afterAll(() => expectFullCoverage(accountStatementMachine, paths))

  for (const path of paths) {
    const startMonth = (path.steps[0]!.state.context as Context).month
    it(describePath(path.steps.map((step) => step.event), startMonth), async () => {
      const held = {
        fetchStatement: heldActor<LoadedStatement, { accountId: number | null; period: Period }>(),
        deleteTransfer: heldActor<void, { id: number }>(),
        saveTransfer: heldActor<Transfer, TransferInput>(),
      }
      const clock = () => new Date(`${startMonth}-20T15:00:00.000Z`)
      const app = await renderApp({ path: '/financas/contas/1' }, <AccountStatementView params={{ id: '1' }} logic={accountStatementLogic(held)} clock={clock} />)
      const actor = () => app.actors.byId('accountStatement')
      const live = (model: Context) => liveSnapshot(actor, project, model)
      const page = (model: Context) => {
        const snapshot = live(model)
        const context = snapshot.context as Context
        expect(monthNav()).toHaveTextContent(formatMonth(context.month, 'en'))
        expect(within(monthNav()).getByRole('button', { name: 'Previous month' }).hasAttribute('disabled')).toBe(!snapshot.can({ type: 'month.previous' }))
        expect(within(monthNav()).getByRole('button', { name: 'Next month' }).hasAttribute('disabled')).toBe(!snapshot.can({ type: 'month.next' }))
        const account = statementAccount(context)
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(account ? `Statement of ${account.nome}` : 'Account statement')
        if (context.alert) {
          const role = context.alert.tone === 'danger' ? 'alert' : 'status'
          expect(screen.getAllByRole(role).some((element) => plain(element.textContent).includes(context.alert!.message.message!))).toBe(true)
        } else expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
        return snapshot
      }
      const checks: Record<string, (model: Context) => void> = {
        loading: (model) => {
          const { context } = page(model)
          expect(within(statementSection()).getByRole('status')).toHaveTextContent('Loading the statement…')
          const { from, to } = monthBounds(context.month)
          expect(held.fetchStatement.runs.at(-1)!.input).toEqual({ accountId: 1, period: { dataInicio: from, dataFim: to } })
        },
        loaded: (model) => {
          const snapshot = page(model)
          const context = snapshot.context as Context
          const rows = within(statementSection()).queryAllByRole('row').slice(1)
          expect(rows.map((row) => plain(within(row).getAllByRole('cell')[1]!.firstChild?.textContent ?? null))).toEqual(context.statement!.movimentos.map((movement) => movement.descricao))
          if (context.statement!.movimentos.length === 0) expect(statementSection()).toHaveTextContent('No movements in this month.')
          expect(screen.getByRole('button', { name: 'Transfer' }).getAttribute('aria-disabled') === 'true').toBe(!snapshot.can({ type: 'transfer.open' }))
          expect(screen.queryByRole('dialog')).toBeNull()
          expect(screen.queryByRole('alertdialog')).toBeNull()
        },
        failure: (model) => {
          page(model)
          expect(within(statementSection()).getByRole('alert')).toHaveTextContent('Could not load the statement.')
        },
        transfer: (model) => {
          page(model)
          const dialog = screen.getByRole('dialog', { name: 'New transfer' })
          expect(within(dialog).getByLabelText('From account')).toHaveValue('1')
          expect(within(dialog).getByLabelText('To account')).toHaveValue('2')
        },
        confirming: (model) => {
          const { context } = page(model)
          const dialog = screen.getByRole('alertdialog', { name: 'Delete transfer?' })
          expect(dialog).toHaveTextContent(context.pendingDelete!.descricao)
          expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
        },
        deleting: (model) => {
          const { context } = page(model)
          expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deleting…' })).toBeDisabled()
          expect(held.deleteTransfer.runs.at(-1)!.input).toEqual({ id: context.pendingDelete!.id })
        },
      }
      const perform = async (event: ModelEvent) => {
        switch (event.type) {
          case 'xstate.done.actor.fetchStatement':
          case 'xstate.error.actor.fetchStatement':
            return settle(() => held.fetchStatement.settle(event))
          case 'xstate.done.actor.deleteTransfer':
          case 'xstate.error.actor.deleteTransfer':
            return settle(() => held.deleteTransfer.settle(event))
          case 'xstate.done.actor.transferForm': {
            const dialog = screen.getByRole('dialog')
            if (event.output.outcome === 'closed') return fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
            const saved = event.output.transfer
            fireEvent.change(within(dialog).getByLabelText('Amount (R$)'), { target: { value: '10' } })
            fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }))
            expect(held.saveTransfer.runs.at(-1)!.input).toMatchObject({ contaOrigemId: 1, contaDestinoId: 2, valorCents: 1000 })
            return settle(() => held.saveTransfer.settle({ type: 'xstate.done.actor.saveTransfer', output: saved }))
          }
          case 'month.previous':
            return fireEvent.click(within(monthNav()).getByRole('button', { name: 'Previous month' }))
          case 'month.next':
            return fireEvent.click(within(monthNav()).getByRole('button', { name: 'Next month' }))
          case 'statement.retry':
            return fireEvent.click(within(statementSection()).getByRole('button', { name: 'Try again' }))
          case 'transfer.open':
            return fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))
          case 'transfer.delete':
            return fireEvent.click(screen.getByRole('button', { name: 'Delete the transfer Reserva' }))
          case 'alert.dismiss':
            return fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
          case 'delete.confirm':
            return fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
          case 'delete.cancel':
            return pressEscape()
        }
      }
      await replay(path, actor, perform, (state) => checks[state.value as string]!(state.context as Context))
    })
  }
})
