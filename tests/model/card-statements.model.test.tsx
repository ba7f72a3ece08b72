// Model-based paths of the card statements machine, replayed against the real statements page:
// the card and its list (a failure and its retry, a card without statement days), the open statement, a
// failed statement and its retry, month navigation (arrows and the statement list), moving an item (done,
// refused), the pay modal (the statement-pay machine it invokes: the replay answers its held account list,
// submits the real modal and settles its held payment, or cancels it), the alerts. getShortestPaths
// (xstate/graph) with the actors' answers as xstate.done/error.actor.<id> events; coveringPaths keeps the
// fewest that take every transition.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { cardStatementsMachine } from '@machines/card-statements.machine'
import type { CardStatementsContext, CardStatementsEvent } from '@machines/card-statements.machine'
import type { LoadedCard } from '@machines/card-statements.actors'
import { statementPayMachine } from '@machines/statement-pay.machine'
import type { StatementPayOutput } from '@machines/statement-pay.machine'
import type { StatementPayRequest } from '@machines/statement-pay.actors'
import { ApiError } from '@/api/errors'
import type { BankAccount } from '@/api/bank-accounts'
import type { CardStatementDetail, Entry } from '@/api/card-statements'
import { formatMonth } from '@/i18n/format'
import CardStatementsView from '@/views/finance/card-statements-view'
import { cardName } from '@/lib/card-name'
import { renderApp, settle } from '../views/support'
import { reportCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor } from './held-actors'
import { replay } from './harness'
import { account } from '../fixtures/bank-accounts'
import { TODAY, dayless, decemberPaid, decemberStatement, emptyStatement, roxinho, statementList } from '../fixtures/card-statements'

const loaded: LoadedCard = { card: roxinho, statements: statementList }
const withoutDays: LoadedCard = { card: dayless, statements: [] }
const failure = new ApiError({ status: 503, code: 'unavailable', message: 'x' })
const refused = new ApiError({ status: 409, code: 'statement_paid', message: 'A fatura de destino já está paga.' })
const nubankConta = account(1, { nome: 'Nubank conta' })
const moved: Entry = { ...decemberStatement.itens[1]!, faturaMes: '2027-01' }

type Context = CardStatementsContext
type ModelEvent =
  | CardStatementsEvent
  | { type: 'xstate.done.actor.loadCard'; output: LoadedCard }
  | { type: 'xstate.error.actor.loadCard'; error: unknown }
  | { type: 'xstate.done.actor.fetchStatement'; output: CardStatementDetail }
  | { type: 'xstate.error.actor.fetchStatement'; error: unknown }
  | { type: 'xstate.done.actor.moveEntry'; output: Entry }
  | { type: 'xstate.error.actor.moveEntry'; error: unknown }
  | { type: 'xstate.done.actor.statementPay'; output: StatementPayOutput }

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as Context
  return [context.card?.id ?? null, context.month, context.statement?.mes ?? null, context.statement?.situacao ?? null, context.error?.id ?? null, context.alert?.message.id ?? null]
}

function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as Context
  const events: ModelEvent[] = []
  const first = context.card === null && context.alert === null
  switch (snapshot.value) {
    case 'loading':
      events.push({ type: 'xstate.done.actor.loadCard', output: loaded })
      if (first) events.push({ type: 'xstate.done.actor.loadCard', output: withoutDays }, { type: 'xstate.error.actor.loadCard', error: failure })
      break
    case 'failure':
      events.push({ type: 'statement.retry' })
      break
    case 'loadingStatement':
      events.push({ type: 'xstate.done.actor.fetchStatement', output: context.month === '2026-12' ? decemberStatement : emptyStatement(context.month!) })
      if (context.month === '2026-12' && context.alert === null && context.statement === null) events.push({ type: 'xstate.error.actor.fetchStatement', error: failure })
      break
    case 'statementFailure':
      events.push({ type: 'statement.retry' }, { type: 'month.previous' }, { type: 'month.next' }, { type: 'month.select', mes: '2027-01' })
      break
    case 'viewing':
      if (context.alert) events.push({ type: 'alert.dismiss' })
      else if (context.month === '2026-12') {
        events.push({ type: 'month.previous' }, { type: 'month.next' }, { type: 'month.select', mes: '2027-01' }, { type: 'item.move', id: 12, by: 1 }, { type: 'pay.open' })
      }
      break
    case 'moving':
      events.push({ type: 'xstate.done.actor.moveEntry', output: moved }, { type: 'xstate.error.actor.moveEntry', error: refused })
      break
    case 'paying':
      events.push({ type: 'xstate.done.actor.statementPay', output: { outcome: 'paid', statement: decemberPaid } }, { type: 'xstate.done.actor.statementPay', output: { outcome: 'closed' } })
      break
  }
  return events.filter((event) => snapshot.can(event))
}

const graphed: AnyStateMachine = cardStatementsMachine
const paths = coveringPaths(graphed, getShortestPaths(graphed, { input: { cardId: 4, today: TODAY }, events: eventsFor, serializeState: serializeByTransition(graphed, project) }))

function describePath(events: readonly EventObject[]): string {
  const steps = events
    .map((event) => event as ModelEvent | { type: 'xstate.init' })
    .filter((event) => event.type !== 'xstate.init')
    .map((event) => {
      if (event.type === 'xstate.done.actor.loadCard') return `loadCard(${event.output.card.diaFechamento === null ? 'no days' : 'card'})`
      if (event.type === 'xstate.done.actor.fetchStatement') return `fetchStatement(${event.output.mes})`
      if (event.type === 'xstate.done.actor.statementPay') return `statementPay(${event.output.outcome})`
      if (event.type === 'month.select') return `month.select(${event.mes})`
      return event.type
    })
  return steps.join(' → ') || 'initial state'
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
const statementSection = () => screen.getByRole('region', { name: /^Statement(\s|$)/ })
const monthNav = () => screen.getByRole('navigation', { name: 'Statement month' })

describe('card statements machine × statements view', () => {
  afterAll(() => {
    const coverage = reportCoverage(cardStatementsMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(describePath(path.steps.map((step) => step.event)), async () => {
      const held = {
        loadCard: heldActor<LoadedCard, { cardId: number | null }>(),
        fetchStatement: heldActor<CardStatementDetail, { cardId: number; mes: string }>(),
        moveEntry: heldActor<Entry, { entryId: number; mes: string }>(),
        loadAccounts: heldActor<BankAccount[], void>(),
        payStatement: heldActor<CardStatementDetail, StatementPayRequest>(),
      }
      const logic = cardStatementsMachine.provide({
        actors: {
          loadCard: held.loadCard.logic,
          fetchStatement: held.fetchStatement.logic,
          moveEntry: held.moveEntry.logic,
          statementPay: statementPayMachine.provide({ actors: { loadAccounts: held.loadAccounts.logic, payStatement: held.payStatement.logic } }),
        },
      })
      const clock = () => new Date(`${TODAY}T15:00:00.000Z`)
      const app = await renderApp({ path: '/financas/cartoes/4/faturas' }, <CardStatementsView params={{ id: '4' }} logic={logic} clock={clock} />)
      const actor = () => app.actors.byId('cardStatements')
      const live = (model: Context) => {
        const snapshot = actor().getSnapshot()
        expect(project(snapshot)).toEqual(project({ context: model } as AnyMachineSnapshot))
        return snapshot
      }
      const page = (model: Context) => {
        const snapshot = live(model)
        const context = snapshot.context as Context
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(context.card ? `Statements of ${cardName(context.card, { digits: false })}` : 'Card statements')
        expect(screen.getByRole('region', { name: /^(Statements of|Card statements)/ }).getAttribute('aria-busy')).toBe(String(snapshot.hasTag('busy')))
        if (context.alert) {
          const role = context.alert.tone === 'danger' ? 'alert' : 'status'
          expect(screen.getAllByRole(role).some((element) => plain(element.textContent).includes(context.alert!.message.message!))).toBe(true)
          if (context.alert.detail) expect(screen.getAllByRole(role).some((element) => plain(element.textContent).includes(context.alert!.detail!))).toBe(true)
        } else expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
        if (context.month && context.card?.diaFechamento) {
          expect(monthNav()).toHaveTextContent(formatMonth(context.month, 'en'))
          expect(within(monthNav()).getByRole('button', { name: 'Previous statement' }).hasAttribute('disabled')).toBe(!snapshot.can({ type: 'month.previous' }))
          expect(within(monthNav()).getByRole('button', { name: 'Next statement' }).hasAttribute('disabled')).toBe(!snapshot.can({ type: 'month.next' }))
        }
        return snapshot
      }
      const checks: Record<string, (model: Context) => void> = {
        loading: (model) => {
          const { context } = page(model)
          expect(held.loadCard.runs.at(-1)!.input).toEqual({ cardId: 4 })
          if (context.card) expect(within(statementSection()).getByRole('status')).toHaveTextContent('Loading the statement…')
          else expect(screen.getByRole('status')).toHaveTextContent('Loading the card…')
          // After a move the item's button is gone: focus is on the statement's heading.
          if (context.alert?.message.message === 'Item moved to another statement.') expect(within(statementSection()).getByRole('heading', { level: 2 })).toHaveFocus()
        },
        failure: (model) => {
          page(model)
          expect(screen.getByRole('alert')).toHaveTextContent("Could not load the card's statements.")
          expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
        },
        noStatements: (model) => {
          page(model)
          expect(screen.getByText(/This card has no closing and due days/)).toBeInTheDocument()
          expect(screen.getByRole('link', { name: 'Go to the cards' })).toHaveAttribute('href', '/financas/cadastrar-cartao')
          expect(screen.queryByRole('navigation', { name: 'Statement month' })).toBeNull()
        },
        loadingStatement: (model) => {
          const { context } = page(model)
          expect(within(statementSection()).getByRole('status')).toHaveTextContent('Loading the statement…')
          expect(held.fetchStatement.runs.at(-1)!.input).toEqual({ cardId: 4, mes: context.month })
        },
        statementFailure: (model) => {
          page(model)
          expect(within(statementSection()).getByRole('alert')).toHaveTextContent('Could not load the statement.')
        },
        viewing: (model) => {
          const snapshot = page(model)
          const context = snapshot.context as Context
          const rows = within(statementSection()).queryAllByRole('row').slice(1)
          expect(rows.map((row) => plain(within(row).getAllByRole('cell')[1]!.textContent))).toEqual(
            context.statement!.itens.map((item) => (item.situacao === 'Pago' ? `${item.descricao} Paid` : item.descricao)),
          )
          if (context.statement!.itens.length === 0) expect(statementSection()).toHaveTextContent('No items on this statement.')
          expect(screen.getByRole('button', { name: 'Pay statement' }).getAttribute('aria-disabled') === 'true').toBe(!snapshot.can({ type: 'pay.open' }))
          expect(screen.queryByRole('dialog')).toBeNull()
        },
        moving: (model) => {
          page(model)
          expect(held.moveEntry.runs.at(-1)!.input).toEqual({ entryId: 12, mes: '2027-01' })
        },
        paying: (model) => {
          page(model)
          const dialog = screen.getByRole('dialog', { name: 'Pay statement' })
          expect(dialog).toHaveTextContent('minimum payments and revolving credit are not supported')
          expect(dialog).toHaveTextContent('Loading your bank accounts…')
        },
      }
      const perform = async (event: ModelEvent) => {
        switch (event.type) {
          case 'xstate.done.actor.loadCard':
          case 'xstate.error.actor.loadCard':
            return settle(() => held.loadCard.settle(event))
          case 'xstate.done.actor.fetchStatement':
          case 'xstate.error.actor.fetchStatement':
            return settle(() => held.fetchStatement.settle(event))
          case 'xstate.done.actor.moveEntry':
          case 'xstate.error.actor.moveEntry':
            return settle(() => held.moveEntry.settle(event))
          case 'xstate.done.actor.statementPay': {
            const dialog = screen.getByRole('dialog')
            const output = event.output
            if (output.outcome === 'closed') return settle(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })))
            await settle(() => held.loadAccounts.settle({ type: 'xstate.done.actor.loadAccounts', output: [nubankConta] }))
            expect(within(dialog).getByLabelText('Pay from account')).toHaveValue('1')
            expect(within(dialog).getByLabelText('Payment day')).toHaveValue(TODAY)
            await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Pay statement' })))
            expect(held.payStatement.runs.at(-1)!.input).toEqual({ cardId: 4, mes: '2026-12', contaBancariaId: 1, dataPagamento: TODAY })
            return settle(() => held.payStatement.settle({ type: 'xstate.done.actor.payStatement', output: output.statement }))
          }
          case 'month.previous':
            return settle(() => fireEvent.click(within(monthNav()).getByRole('button', { name: 'Previous statement' })))
          case 'month.next':
            return settle(() => fireEvent.click(within(monthNav()).getByRole('button', { name: 'Next statement' })))
          case 'month.select':
            return settle(() => fireEvent.click(within(screen.getByRole('navigation', { name: 'Statements' })).getByRole('button', { name: /^Jan 2027/ })))
          case 'statement.retry':
            return settle(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
          case 'item.move':
            return settle(() => fireEvent.click(screen.getByRole('button', { name: 'Move Mercado to the next statement' })))
          case 'pay.open':
            return settle(() => fireEvent.click(screen.getByRole('button', { name: 'Pay statement' })))
          case 'alert.dismiss':
            return settle(() => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })))
        }
      }
      await replay(path, actor, perform, (state) => checks[state.value as string]!(state.context as Context))
    })
  }
})
