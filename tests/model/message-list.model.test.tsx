// Model-based paths of the message list machine, replayed against the real received-messages view:
// paths from getShortestPaths (xstate/graph) with the actors' answers named as events (fetchMessages,
// fetchMessage); the replay types, clicks, and settles held actors when the path says so.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { filterMessages, messageListMachine } from '@machines/site/message-list.machine'
import type { MessageListContext } from '@machines/site/message-list.machine'
import { ApiError } from '@/api/errors'
import type { Contact } from '@contract/contact'
import MessageListView from '@/views/messages/message-list-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor } from './held-actors'

/** 12 messages (three steps of 5), newest first; one name to filter by. */
const sample: Contact[] = Array.from({ length: 12 }, (_, i) => ({
  id: 100 - i,
  nome: i === 6 ? 'Zélia Duarte' : `Person ${100 - i}`,
  email: `p${100 - i}@example.com`,
  mensagem: `Hello number ${100 - i}.`,
  dataContato: new Date(2024, 4, 20 - i, 12, 0).toISOString(),
}))

const shown = (context: MessageListContext) => filterMessages(context.messages, context.applied).slice(0, context.visible)

/** Everything the guards and the screen depend on. */
const project = (context: MessageListContext) => [
  context.messages.length,
  context.draft.name,
  context.applied.name,
  context.visible,
  context.detailId,
  context.detail?.id ?? null,
  context.pendingDelete?.id ?? null,
  context.error?.id ?? null,
]

/** The user's events and the actors' answers the state can take. */
function candidates(context: MessageListContext): AnyEventObject[] {
  const first = shown(context)[0]
  const requested = context.messages.find((message) => message.id === context.detailId)
  return [
    { type: 'xstate.done.actor.fetchMessages', output: sample },
    { type: 'xstate.done.actor.fetchMessages', output: [] },
    { type: 'xstate.error.actor.fetchMessages', error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) },
    // The name box: the letters of a name, or emptied again.
    { type: 'filter.change', field: 'name', value: context.draft.name === '' ? 'ZÉL' : '' },
    { type: 'filter.apply' },
    { type: 'page.more' },
    { type: 'page.less' },
    ...(first ? [{ type: 'message.view', id: first.id }] : []),
    ...(requested ? [{ type: 'xstate.done.actor.fetchMessage', output: requested }] : []),
    { type: 'xstate.error.actor.fetchMessage', error: new ApiError({ status: 404, code: 'not_found', message: 'x' }) },
    { type: 'detail.close' },
    // One delete from the full sample (kept finite): asked, cancelled or confirmed; answered, gone already, or failed.
    ...(first && context.messages.length === sample.length ? [{ type: 'message.delete', id: first.id }] : []),
    { type: 'delete.cancel' },
    { type: 'delete.confirm' },
    { type: 'xstate.done.actor.deleteMessage', output: undefined },
    { type: 'xstate.error.actor.deleteMessage', error: new ApiError({ status: 404, code: 'not_found', message: 'x' }) },
    { type: 'xstate.error.actor.deleteMessage', error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) },
  ]
}

// AnyStateMachine: the events include the actors' answers, which the machine's event type does not name.
const paths = coveringPaths(
  messageListMachine,
  getShortestPaths<AnyStateMachine>(messageListMachine, {
    events: (snapshot) => candidates(snapshot.context as MessageListContext).filter((event) => snapshot.can(event)),
    serializeState: serializeByTransition(messageListMachine, (s: AnyMachineSnapshot) => project(s.context as MessageListContext)),
  }),
)

const rowNames = () => screen.queryAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)
const dialog = () => screen.queryByRole('dialog')
const confirmation = () => screen.queryByRole('alertdialog')

describe('message list machine × received messages view', () => {
  afterAll(() => expectFullCoverage(messageListMachine, paths))

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type).join(' → '), async () => {
      const fetchMessages = heldActor<Contact[]>()
      const fetchMessage = heldActor<Contact, { id: number | null }>()
      const deleteMessage = heldActor<void, { id: number | null }>()
      const logic = messageListMachine.provide({
        actors: { fetchMessages: fetchMessages.logic, fetchMessage: fetchMessage.logic, deleteMessage: deleteMessage.logic },
      })
      const app = await renderApp({ path: '/listar-contatos' }, <MessageListView logic={logic} />)
      const actor = () => app.actors.byId('messageList')
      const user = userEvent.setup()
      /** The live context, checked against the model's projection. */
      const live = (context: MessageListContext): MessageListContext => {
        const current = (actor().getSnapshot() as { context: MessageListContext }).context
        expect(project(current)).toEqual(project(context))
        return current
      }
      const list = (context: MessageListContext) => {
        expect(screen.getByLabelText('Name')).toHaveValue(context.draft.name)
        const names = shown(context).map((message) => message.nome)
        expect(rowNames()).toEqual(names)
        if (names.length === 0) expect(screen.getByText(context.messages.length === 0 ? 'No messages yet.' : 'No message matches the filters.')).toBeInTheDocument()
        else expect(screen.getByText(`Showing ${names.length} of ${filterMessages(context.messages, context.applied).length} messages`)).toBeInTheDocument()
      }
      const checks: Record<string, (context: MessageListContext) => void> = {
        loading: () => {
          expect(screen.getByRole('status')).toHaveTextContent('Loading messages…')
          expect(rowNames()).toEqual([])
        },
        'ready.browsing': (state) => {
          const context = live(state)
          list(context)
          expect(dialog()).toBeNull()
          expect(confirmation()).toBeNull()
          if (context.error) expect(screen.getByRole('alert')).toHaveTextContent('Error deleting the message. Please try again.')
          else expect(screen.queryByRole('alert')).toBeNull()
          const total = filterMessages(context.messages, context.applied).length
          if (context.visible < total) expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled()
          else expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
          if (context.visible > 5) expect(screen.getByRole('button', { name: 'Show less' })).toBeEnabled()
          else expect(screen.queryByRole('button', { name: 'Show less' })).toBeNull()
        },
        'ready.loadingDetail': (state) => {
          const context = live(state)
          list(context)
          expect(within(dialog()!).getByRole('status')).toHaveTextContent('Loading the message…')
          // The request is for the message the user opened.
          expect(fetchMessage.runs.at(-1)!.input.id).toBe(context.detailId)
        },
        'ready.confirmingDelete': (state) => {
          const context = live(state)
          list(context)
          const open = confirmation()!
          expect(open).toHaveAccessibleName('Delete message?')
          expect(open).toHaveAccessibleDescription(`Do you really want to delete the message from ${context.pendingDelete!.nome}? This cannot be undone.`)
          expect(within(open).getByRole('button', { name: 'Cancel' })).toHaveFocus()
        },
        'ready.deleting': (state) => {
          const context = live(state)
          for (const button of within(confirmation()!).getAllByRole('button')) expect(button).toBeDisabled()
          expect(deleteMessage.runs.at(-1)!.input.id).toBe(context.pendingDelete!.id)
        },
        'ready.detail': (state) => {
          const context = live(state)
          const open = dialog()!
          expect(open).toHaveAccessibleName(context.detail!.nome)
          expect(open).toHaveTextContent(context.detail!.mensagem)
          expect(within(open).getByRole('link', { name: context.detail!.email })).toBeInTheDocument()
        },
      }
      const perform = async (event: AnyEventObject) => {
        switch (event.type) {
          case 'filter.change':
            fireEvent.change(screen.getByLabelText('Name'), { target: { value: event.value as string } })
            return
          case 'filter.apply':
            return user.click(screen.getByRole('button', { name: 'Search' }))
          case 'page.more':
            return user.click(screen.getByRole('button', { name: 'Show more' }))
          case 'page.less':
            await user.click(screen.getByRole('button', { name: 'Show less' }))
            // Back to the top.
            expect(screen.getByRole('heading', { level: 1 })).toHaveFocus()
            return
          case 'message.view': {
            const target = sample.find((message) => message.id === event.id)!
            return user.click(screen.getByRole('button', { name: `View the message from ${target.nome}` }))
          }
          case 'detail.close':
            return user.click(within(dialog()!).getByRole('button', { name: 'Close' }))
          case 'message.delete': {
            const target = sample.find((message) => message.id === event.id)!
            return user.click(screen.getByRole('button', { name: `Delete the message from ${target.nome}` }))
          }
          case 'delete.cancel':
            return user.click(within(confirmation()!).getByRole('button', { name: 'Cancel' }))
          case 'delete.confirm':
            return user.click(within(confirmation()!).getByRole('button', { name: 'Delete' }))
          case 'xstate.done.actor.deleteMessage':
          case 'xstate.error.actor.deleteMessage':
            return settle(() => deleteMessage.settle(event))
          case 'xstate.done.actor.fetchMessages':
          case 'xstate.error.actor.fetchMessages':
            return settle(() => fetchMessages.settle(event))
          default:
            return settle(() => fetchMessage.settle(event))
        }
      }
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') await perform(step.event)
        expect(actor().getSnapshot().value, `after ${step.event.type}`).toEqual(step.state.value)
        const value = step.state.value as string | { ready: string }
        checks[typeof value === 'string' ? value : `ready.${value.ready}`]!(step.state.context as MessageListContext)
      }
    })
  }
})
