// Model-based paths of the card statements machine, replayed against the real statements page:
// the card and its list (a failure and its retry, a card without statement days), the open statement, a
// failed statement and its retry, month navigation (arrows and the statement list), moving an item (done,
// refused) and moving it back from the status line (Undo), the pay modal (the statement-pay machine it
// invokes: the replay answers its held account list, checks the proposed account and amount, lowers the
// amount for a partial payment, submits the real modal and settles its held payment, or cancels it), undoing a
// payment (confirmed, cancelled, refused with its reason), the alerts. getShortestPaths
// (xstate/graph) with the actors' answers as xstate.done/error.actor.<id> events; coveringPaths keeps the
// fewest that take every transition.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { cardStatementsMachine } from '@machines/finance/cards/card-statements.machine'
import type { CardStatementsContext, CardStatementsEvent } from '@machines/finance/cards/card-statements.machine'
import type { LoadedCard } from '@machines/finance/cards/card-statements.actors'
import { statementPayMachine } from '@machines/finance/cards/statement-pay.machine'
import type { StatementPayOutput } from '@machines/finance/cards/statement-pay.machine'
import type { StatementPayRequest } from '@machines/finance/cards/statement-pay.actors'
import { ApiError } from '@/api/errors'
import type { BankAccount } from '@/api/bank-accounts'
import type { CardStatementDetail, Entry } from '@/api/card-statements'
import { formatCurrency, formatMonth } from '@/i18n/format'
import CardStatementsView from '@/views/finance/cards/card-statements-view'
import { cardName } from '@/lib/card-name'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, type ActorAnswer, type ActorDone } from './held-actors'
import { replay, liveSnapshot, pathTitle } from './harness'
import { account } from '../fixtures/bank-accounts'
import { TODAY, dayless, decemberPaid, decemberPartlyPaid, decemberStatement, emptyStatement, roxinho, statementList } from '../fixtures/card-statements'
import { plain } from '../support/screen-text'

const nubankConta = account(1, { nome: 'Nubank conta' })
/** The card names its payment account: the modal proposes it. */
const loaded: LoadedCard = { card: { ...roxinho, contaPagamentoId: 1 }, statements: statementList, accounts: [nubankConta] }
const withoutDays: LoadedCard = { card: dayless, statements: [], accounts: [] }
/** December as the model shows it: a partial payment made, items still to pay. */
const december = decemberPartlyPaid
const carryPaid = new ApiError({ status: 409, code: 'carry_statement_paid', message: 'x' })
const failure = new ApiError({ status: 503, code: 'unavailable', message: 'x' })
const refused = new ApiError({ status: 409, code: 'statement_paid', message: 'A fatura de destino já está paga.' })
const moved: Entry = { ...decemberStatement.itens[1]!, faturaMes: '2027-01' }

type Context = CardStatementsContext
type ModelEvent =
  | CardStatementsEvent
  | ActorAnswer<{ loadCard: LoadedCard; fetchStatement: CardStatementDetail; moveEntry: Entry; undoPayment: undefined }>
  | ActorDone<{ statementPay: StatementPayOutput }>

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as Context
  return [
    context.card?.id ?? null,
    context.month,
    context.statement?.mes ?? null,
    context.statement?.situacao ?? null,
    context.error?.id ?? null,
    context.alert?.message.id ?? null,
    context.lastMove?.to ?? null,
    context.pendingUndo?.id ?? null,
  ]
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
      events.push({ type: 'xstate.done.actor.fetchStatement', output: context.month === '2026-12' ? december : emptyStatement(context.month!) })
      if (context.month === '2026-12' && context.alert === null && context.statement === null) events.push({ type: 'xstate.error.actor.fetchStatement', error: failure })
      break
    case 'statementFailure':
      events.push({ type: 'statement.retry' }, { type: 'month.previous' }, { type: 'month.next' }, { type: 'month.select', mes: '2027-01' })
      break
    case 'viewing':
      if (context.alert) events.push({ type: 'alert.dismiss' })
      else if (context.lastMove) events.push({ type: 'move.undo' })
      else if (context.month === '2026-12') {
        events.push(
          { type: 'month.previous' },
          { type: 'month.next' },
          { type: 'month.select', mes: '2027-01' },
          { type: 'item.move', id: 12, by: 1 },
          { type: 'pay.open' },
          { type: 'payment.undo', id: 31 },
        )
      }
      break
    case 'moving':
      events.push({ type: 'xstate.done.actor.moveEntry', output: moved })
      if (context.pendingMove?.undo === false) events.push({ type: 'xstate.error.actor.moveEntry', error: refused })
      break
    case 'confirmingUndo':
      events.push({ type: 'undo.confirm' }, { type: 'undo.cancel' })
      break
    case 'undoingPayment':
      events.push({ type: 'xstate.done.actor.undoPayment', output: undefined }, { type: 'xstate.error.actor.undoPayment', error: carryPaid })
      break
    case 'paying':
      events.push(
        { type: 'xstate.done.actor.statementPay', output: { outcome: 'paid', statement: decemberPaid } },
        { type: 'xstate.done.actor.statementPay', output: { outcome: 'paid', statement: { ...decemberPartlyPaid, restante: 390 } } },
        { type: 'xstate.done.actor.statementPay', output: { outcome: 'closed' } },
      )
      break
  }
  return events.filter((event) => snapshot.can(event))
}

const graphed: AnyStateMachine = cardStatementsMachine
const paths = coveringPaths(graphed, getShortestPaths(graphed, { input: { cardId: 4, today: TODAY }, events: eventsFor, serializeState: serializeByTransition(graphed, project) }))

const describePath = (events: readonly EventObject[]) =>
  pathTitle<ModelEvent>(events, (event) => {
    if (event.type === 'xstate.done.actor.loadCard') return `loadCard(${event.output.card.diaFechamento === null ? 'no days' : 'card'})`
    if (event.type === 'xstate.done.actor.fetchStatement') return `fetchStatement(${event.output.mes})`
    if (event.type === 'xstate.done.actor.statementPay') return `statementPay(${event.output.outcome === 'paid' && event.output.statement.restante > 0 ? 'partly paid' : event.output.outcome})`
    if (event.type === 'month.select') return `month.select(${event.mes})`
    if (event.type === 'item.move') return `item.move(${event.by})`
  })

const statementSection = () => screen.getByRole('region', { name: /^Bill(\s|$)/ })
const monthNav = () => screen.getByRole('navigation', { name: 'Bill month' })

describe('card statements machine × statements view', () => {
  afterAll(() => expectFullCoverage(cardStatementsMachine, paths))

  for (const path of paths) {
    it(describePath(path.steps.map((step) => step.event)), async () => {
      const held = {
        loadCard: heldActor<LoadedCard, { cardId: number | null }>(),
        fetchStatement: heldActor<CardStatementDetail, { cardId: number; mes: string }>(),
        moveEntry: heldActor<Entry, { entryId: number; mes: string }>(),
        loadAccounts: heldActor<BankAccount[], void>(),
        payStatement: heldActor<CardStatementDetail, StatementPayRequest>(),
        undoPayment: heldActor<void, { cardId: number; mes: string; pagamentoId: number }>(),
      }
      const logic = cardStatementsMachine.provide({
        actors: {
          loadCard: held.loadCard.logic,
          fetchStatement: held.fetchStatement.logic,
          moveEntry: held.moveEntry.logic,
          statementPay: statementPayMachine.provide({ actors: { loadAccounts: held.loadAccounts.logic, payStatement: held.payStatement.logic } }),
          undoPayment: held.undoPayment.logic,
        },
      })
      const clock = () => new Date(`${TODAY}T15:00:00.000Z`)
      const app = await renderApp({ path: '/financas/cartoes/4/faturas' }, <CardStatementsView params={{ id: '4' }} logic={logic} clock={clock} />)
      const actor = () => app.actors.byId('cardStatements')
      const live = (model: Context) => liveSnapshot(actor, project, model)
      const page = (model: Context) => {
        const snapshot = live(model)
        const context = snapshot.context as Context
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(context.card ? `Bills of ${cardName(context.card, { digits: false })}` : 'Card bills')
        expect(screen.getByRole('region', { name: /^(Bills of|Card bills)/ }).getAttribute('aria-busy')).toBe(String(snapshot.hasTag('busy')))
        if (context.alert) {
          const role = context.alert.tone === 'danger' ? 'alert' : 'status'
          expect(screen.getAllByRole(role).some((element) => plain(element.textContent).includes(context.alert!.message.message!))).toBe(true)
          if (context.alert.detail) expect(screen.getAllByRole(role).some((element) => plain(element.textContent).includes(context.alert!.detail!))).toBe(true)
        } else expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
        // The last move's status line and its Undo, offered while the statement is shown.
        const undoMove = screen.queryByRole('button', { name: /^Undo: move Mercado back to the December 2026 bill$/ })
        if (context.lastMove) {
          expect(screen.getAllByRole('status').some((element) => plain(element.textContent).includes(`Mercado moved to the ${formatMonth(context.lastMove!.to, 'en')} bill`))).toBe(true)
          expect(undoMove!.getAttribute('aria-disabled') === 'true').toBe(!snapshot.can({ type: 'move.undo' }))
        } else expect(undoMove).toBeNull()
        if (context.month && context.card?.diaFechamento) {
          expect(monthNav()).toHaveTextContent(formatMonth(context.month, 'en'))
          expect(within(monthNav()).getByRole('button', { name: 'Previous bill' }).hasAttribute('disabled')).toBe(!snapshot.can({ type: 'month.previous' }))
          expect(within(monthNav()).getByRole('button', { name: 'Next bill' }).hasAttribute('disabled')).toBe(!snapshot.can({ type: 'month.next' }))
        }
        return snapshot
      }
      const checks: Record<string, (model: Context) => void> = {
        loading: (model) => {
          const { context } = page(model)
          expect(held.loadCard.runs.at(-1)!.input).toEqual({ cardId: 4 })
          if (context.card) expect(within(statementSection()).getByRole('status')).toHaveTextContent('Loading the bill…')
          else expect(screen.getByRole('status')).toHaveTextContent('Loading the card…')
          // After a move the item's button is gone: focus is on the statement's heading.
          if (context.alert?.message.message === 'Item moved to another statement.') expect(within(statementSection()).getByRole('heading', { level: 2 })).toHaveFocus()
        },
        failure: (model) => {
          page(model)
          expect(screen.getByRole('alert')).toHaveTextContent("Could not load the card's bills.")
          expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
        },
        noStatements: (model) => {
          page(model)
          expect(screen.getByText(/This card has no closing and due days/)).toBeInTheDocument()
          expect(screen.getByRole('link', { name: 'Go to the cards' })).toHaveAttribute('href', '/financas/cadastrar-cartao')
          expect(screen.queryByRole('navigation', { name: 'Bill month' })).toBeNull()
        },
        loadingStatement: (model) => {
          const { context } = page(model)
          expect(within(statementSection()).getByRole('status')).toHaveTextContent('Loading the bill…')
          expect(held.fetchStatement.runs.at(-1)!.input).toEqual({ cardId: 4, mes: context.month })
        },
        statementFailure: (model) => {
          page(model)
          expect(within(statementSection()).getByRole('alert')).toHaveTextContent('Could not load the bill.')
        },
        viewing: (model) => {
          const snapshot = page(model)
          const context = snapshot.context as Context
          // The items' table (the payments have their own, below it).
          const itemsTable = within(statementSection()).queryAllByRole('table')[0]
          const rows = itemsTable && context.statement!.itens.length > 0 ? within(itemsTable).getAllByRole('row').slice(1) : []
          expect(rows.map((row) => plain(within(row).getAllByRole('cell')[1]!.textContent))).toEqual(
            context.statement!.itens.map((item) => (item.situacao === 'Pago' ? `${item.descricao} Paid` : item.descricao)),
          )
          if (context.statement!.itens.length === 0) expect(statementSection()).toHaveTextContent('No items on this bill.')
          const facts = within(within(statementSection()).getByRole('list', { name: 'Bill summary' })).getAllByRole('listitem').map((item) => plain(item.textContent))
          expect(facts.slice(3)).toEqual([`Paid${plain(formatCurrency(context.statement!.pago, 'en'))}`, `Left to pay${plain(formatCurrency(context.statement!.restante, 'en'))}`])
          // The payments made, each with its Undo (December: R$ 500,00 from Nubank conta).
          const payments = screen.queryByRole('region', { name: 'Payments' })
          if (context.statement!.pagamentos.length === 0) expect(payments).toBeNull()
          else {
            const cells = within(within(payments!).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => plain(cell.textContent))
            expect(cells).toEqual(['Nov 18, 2026', 'Nubank conta', plain(formatCurrency(500, 'en')), 'Undo'])
          }
          // Nothing on the rows looks like the month navigation: no arrows.
          for (const row of rows) expect(row.textContent).not.toMatch(/[‹›]/)
          // Labelled moves that name the target statement, the next one first.
          if (context.month === '2026-12') {
            const row = rows.find((candidate) => within(candidate).queryByText('Mercado'))!
            // November is paid: no move back to it.
            expect(within(row).getAllByRole('button').map((button) => button.textContent)).toEqual(['Move to the Jan 2027 bill'])
          }
          expect(screen.getByRole('button', { name: 'Pay bill' }).getAttribute('aria-disabled') === 'true').toBe(!snapshot.can({ type: 'pay.open' }))
          expect(screen.queryByRole('dialog')).toBeNull()
        },
        moving: (model) => {
          const { context } = page(model)
          expect(held.moveEntry.runs.at(-1)!.input).toEqual({ entryId: 12, mes: context.pendingMove!.mes })
          // Back to where it was when undoing, else to the statement the button named.
          if (context.pendingMove!.undo) expect(context.pendingMove!.mes).toBe(context.lastMove!.from)
          else expect(context.pendingMove!.mes).toBe('2027-01')
        },
        confirmingUndo: (model) => {
          page(model)
          const dialog = screen.getByRole('alertdialog', { name: 'Undo this payment?' })
          expect(dialog).toHaveTextContent(`${plain(formatCurrency(500, 'en'))} goes back to Nubank conta`)
          expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
        },
        undoingPayment: (model) => {
          page(model)
          expect(held.undoPayment.runs.at(-1)!.input).toEqual({ cardId: 4, mes: '2026-12', pagamentoId: 31 })
          expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Undoing…' })).toBeDisabled()
        },
        paying: (model) => {
          page(model)
          const dialog = screen.getByRole('dialog', { name: 'Pay bill' })
          expect(plain(dialog.textContent)).toContain(`December 2026 bill: ${plain(formatCurrency(590, 'en'))} left to pay.`)
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
            await settle(() => held.loadAccounts.settle({ type: 'xstate.done.actor.loadAccounts', output: [nubankConta, account(2, { nome: 'Carteira' })] }))
            // The card's payment account, not the first one; the amount is what remains.
            expect(within(dialog).getByLabelText('Pay from account')).toHaveValue('1')
            expect(within(dialog).getByLabelText('Payment day')).toHaveValue(TODAY)
            expect(within(dialog).getByLabelText('Amount (R$)')).toHaveValue('590.00')
            // A partial payment: R$ 200,00 of it.
            await settle(() => fireEvent.change(within(dialog).getByLabelText('Amount (R$)'), { target: { value: '200' } }))
            await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Pay bill' })))
            expect(held.payStatement.runs.at(-1)!.input).toEqual({ cardId: 4, mes: '2026-12', contaBancariaId: 1, dataPagamento: TODAY, valor: 200 })
            return settle(() => held.payStatement.settle({ type: 'xstate.done.actor.payStatement', output: output.statement }))
          }
          case 'month.previous':
            return settle(() => fireEvent.click(within(monthNav()).getByRole('button', { name: 'Previous bill' })))
          case 'month.next':
            return settle(() => fireEvent.click(within(monthNav()).getByRole('button', { name: 'Next bill' })))
          case 'month.select':
            return settle(() => fireEvent.click(within(screen.getByRole('navigation', { name: 'Bills' })).getByRole('button', { name: /^Jan 2027/ })))
          case 'statement.retry':
            return settle(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
          case 'item.move':
            return settle(() => fireEvent.click(screen.getByRole('button', { name: `Move Mercado to the ${event.by === 1 ? 'Jan 2027' : 'Nov 2026'} bill` })))
          case 'move.undo':
            return settle(() => fireEvent.click(screen.getByRole('button', { name: 'Undo: move Mercado back to the December 2026 bill' })))
          case 'payment.undo':
            return settle(() => fireEvent.click(screen.getByRole('button', { name: `Undo the payment of ${formatCurrency(500, 'en')} on Nov 18, 2026` })))
          case 'undo.confirm':
            return settle(() => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Undo payment' })))
          case 'undo.cancel':
            return settle(() => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' })))
          case 'xstate.done.actor.undoPayment':
          case 'xstate.error.actor.undoPayment':
            return settle(() => held.undoPayment.settle(event))
          case 'pay.open':
            return settle(() => fireEvent.click(screen.getByRole('button', { name: 'Pay bill' })))
          case 'alert.dismiss':
            return settle(() => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })))
        }
      }
      await replay(path, actor, perform, (state) => checks[state.value as string]!(state.context as Context))
    })
  }
})
