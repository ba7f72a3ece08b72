// Model-based paths of the bank account list machine, replayed against the real accounts page:
// the archived toggle, the add/edit modal (the form machine it invokes: the replay fills and submits the
// real modal and settles its held save, or cancels it), archive and unarchive, delete after a confirmation
// (a 409 shows the API's reason), a failed load and its retry, the alerts. getShortestPaths (xstate/graph)
// with the actors' answers as xstate.done/error.actor.<id> events; coveringPaths keeps the fewest that
// take every transition.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { BankAccountFormOutput } from '@machines/finance/accounts/bank-account-form.machine'
import { bankAccountListMachine, listedAccounts } from '@machines/finance/accounts/bank-account-list.machine'
import type { BankAccountListContext, BankAccountListEvent } from '@machines/finance/accounts/bank-account-list.machine'
import type { LoadedAccounts } from '@machines/finance/accounts/bank-account-list.actors'
import { formatCurrency } from '@/i18n/format'
import { ApiError } from '@/api/errors'
import type { BankAccountInput } from '@/api/bank-accounts'
import type { BankAccount } from '@contract/bank-account'
import BankAccountsView from '@/views/finance/accounts/bank-accounts-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, type ActorAnswer, type ActorDone } from './held-actors'
import { replay, liveSnapshot, listPageChecks, pressEscape, showingAlert, pathTitle } from './harness'
import { account } from '../fixtures/bank-accounts'
import { plain } from '../support/screen-text'
import { bankAccountListLogic } from '../support/bank-account-logic'

const nubank = account(1, { nome: 'Nubank', saldoAtual: 1234.5 })
const carteira = account(2, { nome: 'Carteira', tipo: 'Carteira', saldoAtual: -50.25 })
const antiga = account(3, { nome: 'Antiga', arquivada: true })
const sample = [nubank, carteira, antiga]
const failure = new ApiError({ status: 503, code: 'unavailable', message: 'x' })
const inUse = new ApiError({ status: 409, code: 'bank_account_in_use', message: 'Esta conta tem movimentações: arquive-a.' })

type Context = BankAccountListContext
type ModelEvent =
  | BankAccountListEvent
  | ActorAnswer<{ fetchAccounts: LoadedAccounts; setArchived: BankAccount; deleteAccount: undefined }>
  | ActorDone<{ bankAccountForm: BankAccountFormOutput }>

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as Context
  return [context.accounts.length, context.showArchived, context.formAccount?.id ?? null, context.archiving?.arquivada ?? null, context.pendingDelete?.id ?? null, context.alert?.message.id ?? null, context.alert?.detail ?? null]
}

/** Events offered in phases: a clean list starts every flow, a flow under way continues. */
function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as Context
  const events: ModelEvent[] = []
  const listed = listedAccounts(context.accounts, context.showArchived)
  switch (snapshot.value) {
    case 'loading':
      events.push({ type: 'xstate.done.actor.fetchAccounts', output: { accounts: sample, forecast: 812.34 } })
      // No accounts, and the forecast unknown (the projection's load failed): the total forecast is left out.
      if (context.accounts.length === 0 && context.alert === null) events.push({ type: 'xstate.done.actor.fetchAccounts', output: { accounts: [], forecast: null } }, { type: 'xstate.error.actor.fetchAccounts', error: failure })
      if (context.alert) events.push({ type: 'alert.dismiss' })
      if (context.accounts.length > 0 && !context.showArchived) events.push({ type: 'archived.toggle' })
      break
    case 'failure':
      events.push({ type: 'list.retry' })
      if (!context.showArchived) events.push({ type: 'archived.toggle' })
      break
    case 'browsing':
      if (context.alert) {
        events.push({ type: 'alert.dismiss' })
      } else {
        events.push({ type: 'account.add' }, { type: 'archived.toggle' })
        if (listed[0]) events.push({ type: 'account.edit', id: listed[0].id }, { type: 'account.archive', id: listed[0].id }, { type: 'account.delete', id: listed[0].id })
        if (context.showArchived) events.push({ type: 'account.unarchive', id: antiga.id })
      }
      break
    case 'form':
      events.push({ type: 'xstate.done.actor.bankAccountForm', output: { outcome: 'saved', account: context.formAccount ?? account(9, { nome: 'Itaú' }) } })
      events.push({ type: 'xstate.done.actor.bankAccountForm', output: { outcome: 'closed' } })
      break
    case 'archiving':
      events.push({ type: 'xstate.done.actor.setArchived', output: { ...context.archiving!.account, arquivada: context.archiving!.arquivada } }, { type: 'xstate.error.actor.setArchived', error: failure })
      break
    case 'confirming':
      events.push({ type: 'delete.confirm' }, { type: 'delete.cancel' })
      break
    case 'deleting':
      events.push({ type: 'xstate.done.actor.deleteAccount', output: undefined }, { type: 'xstate.error.actor.deleteAccount', error: inUse })
      break
  }
  return events.filter((event) => snapshot.can(event))
}

const graphed: AnyStateMachine = bankAccountListMachine
const paths = coveringPaths(graphed, getShortestPaths(graphed, { events: eventsFor, serializeState: serializeByTransition(graphed, project) }))

const describePath = (events: readonly EventObject[]) =>
  pathTitle<ModelEvent>(events, (event) => {
    if (event.type === 'xstate.done.actor.fetchAccounts') return `fetchAccounts(${event.output.accounts.length})`
    if (event.type === 'xstate.done.actor.bankAccountForm') return `bankAccountForm(${event.output.outcome})`
    if ('id' in event && typeof event.id === 'number') return `${event.type}(${event.id})`
  })

const listSection = () => screen.getByRole('region', { name: 'Your accounts' })
const nameOf = (id: number) => sample.find((candidate) => candidate.id === id)?.nome ?? 'Itaú'

describe('bank account list machine × bank accounts view', () => {
  afterAll(() => expectFullCoverage(bankAccountListMachine, paths))

  for (const path of paths) {
    it(describePath(path.steps.map((step) => step.event)), async () => {
      const held = {
        fetchAccounts: heldActor<LoadedAccounts>(),
        setArchived: heldActor<BankAccount, { account: BankAccount; arquivada: boolean }>(),
        deleteAccount: heldActor<void, { id: number }>(),
        saveAccount: heldActor<BankAccount, { accountId: number | null; account: BankAccountInput }>(),
      }
      const app = await renderApp({ path: '/financas/contas' }, <BankAccountsView logic={bankAccountListLogic(held)} />)
      const actor = () => app.actors.byId('bankAccountList')
      const live = (model: Context) => liveSnapshot(actor, project, model).context as Context
      const rowsMatch = (context: Context) => {
        const listed = listedAccounts(context.accounts, context.showArchived)
        const rows = within(listSection()).queryAllByRole('row').slice(1)
        expect(rows.map((row) => plain(within(row).getAllByRole('cell')[0]!.textContent))).toEqual(listed.map((row) => (row.arquivada ? `${row.nome} Archived` : row.nome)))
        expect(screen.getByRole('checkbox', { name: /Show archived/ })).toHaveProperty('checked', context.showArchived)
        // The total forecast is the projection's own figure, whatever is listed; unknown, it is left out.
        if (listed.length > 0) {
          const forecast = within(within(listSection()).getByRole('list', { name: 'Total of the listed accounts' })).queryByText('Projected total at the end of the month')
          if (context.forecast === null) expect(forecast).toBeNull()
          else expect(plain(forecast!.closest('li')!.textContent)).toBe(`Projected total at the end of the month${plain(formatCurrency(context.forecast, 'en'))}`)
        }
      }
      const page = showingAlert(live)
      const checks: Record<string, (model: Context) => void> = {
        ...listPageChecks(page, {
          section: listSection,
          rows: rowsMatch,
          known: (context) => context.accounts.length > 0,
          emptyLine: (context) => (context.accounts.length === 0 ? 'No bank accounts yet. Add the first one.' : null),
          loading: 'Loading bank accounts…',
          failed: 'Could not load the bank accounts.',
        }),
        form: (model) => {
          const context = page(model)
          const dialog = screen.getByRole('dialog', { name: context.formAccount ? 'Edit bank account' : 'New bank account' })
          expect(within(dialog).getByLabelText('Name')).toHaveValue(context.formAccount?.nome ?? '')
          expect(within(dialog).getByLabelText('Type')).toHaveValue(context.formAccount?.tipo ?? 'Corrente')
        },
        archiving: (model) => {
          const context = page(model)
          expect(listSection()).toHaveAttribute('aria-busy', 'true')
          expect(held.setArchived.runs.at(-1)!.input).toEqual(context.archiving)
        },
        confirming: (model) => {
          const context = page(model)
          const dialog = screen.getByRole('alertdialog', { name: 'Delete bank account?' })
          expect(dialog).toHaveTextContent('An account with movements cannot be deleted: archive it instead.')
          expect(dialog).toHaveTextContent(context.pendingDelete!.nome)
          expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
        },
        deleting: (model) => {
          const context = page(model)
          expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deleting…' })).toBeDisabled()
          expect(held.deleteAccount.runs.at(-1)!.input).toEqual({ id: context.pendingDelete!.id })
        },
      }
      const perform = async (event: ModelEvent) => {
        switch (event.type) {
          case 'xstate.done.actor.fetchAccounts':
          case 'xstate.error.actor.fetchAccounts':
            return settle(() => held.fetchAccounts.settle(event))
          case 'xstate.done.actor.setArchived':
          case 'xstate.error.actor.setArchived':
            return settle(() => held.setArchived.settle(event))
          case 'xstate.done.actor.deleteAccount':
          case 'xstate.error.actor.deleteAccount':
            return settle(() => held.deleteAccount.settle(event))
          // The modal's own machine ends it: Cancel, or fill a new account, submit, and answer its save as the API would.
          case 'xstate.done.actor.bankAccountForm': {
            const dialog = screen.getByRole('dialog')
            const outcome = event.output
            if (outcome.outcome === 'closed') return fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
            const editing = (actor().getSnapshot().context as Context).formAccount
            if (!editing) {
              fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Itaú' } })
              fireEvent.change(within(dialog).getByLabelText('Opening balance (R$)'), { target: { value: '-250.50' } })
            }
            fireEvent.click(within(dialog).getByRole('button', { name: editing ? 'Save changes' : 'Create account' }))
            expect(held.saveAccount.runs.at(-1)!.input.accountId).toBe(editing?.id ?? null)
            if (!editing) expect(held.saveAccount.runs.at(-1)!.input.account.saldoInicialCents).toBe(-25050)
            return settle(() => held.saveAccount.settle({ type: 'xstate.done.actor.saveAccount', output: outcome.account }))
          }
          case 'archived.toggle':
            return fireEvent.click(screen.getByRole('checkbox', { name: /Show archived/ }))
          case 'list.retry':
            return fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
          case 'alert.dismiss':
            return fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
          case 'account.add':
            return fireEvent.click(screen.getByRole('button', { name: 'Add account' }))
          case 'account.edit':
            return fireEvent.click(screen.getByRole('button', { name: `Edit ${nameOf(event.id)}` }))
          case 'account.archive':
            return fireEvent.click(screen.getByRole('button', { name: `Archive ${nameOf(event.id)}` }))
          case 'account.unarchive':
            return fireEvent.click(screen.getByRole('button', { name: `Unarchive ${nameOf(event.id)}` }))
          case 'account.delete':
            return fireEvent.click(screen.getByRole('button', { name: `Delete ${nameOf(event.id)}` }))
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
