// Model-based paths of the message list machine, replayed against the real received-messages view (tests/README.md).
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestModel } from '@xstate/graph'
import { filterMessages, messageListMachine } from '@machines/message-list.machine'
import type { MessageListContext, MessageListEvent } from '@machines/message-list.machine'
import type { Contact } from '@/api/schemas/contact'
import MessageListView from '@/views/messages/message-list-view'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'

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
]

const model = createTestModel(messageListMachine, {
  events: (state) => {
    const { context } = state as unknown as { context: MessageListContext }
    const first = shown(context)[0]
    const requested = context.messages.find((message) => message.id === context.detailId)
    const candidates: MessageListEvent[] = [
      { type: 'messages.loaded', messages: sample },
      { type: 'messages.loaded', messages: [] },
      { type: 'messages.failed', error: { status: 500, code: 'internal_error' } },
      // The name box: the letters of a name, or emptied again.
      ...(context.draft.name === '' ? [{ type: 'filter.change', field: 'name', value: 'ZÉL' } as const] : [{ type: 'filter.change', field: 'name', value: '' } as const]),
      { type: 'filter.apply' },
      { type: 'page.more' },
      { type: 'page.less' },
      ...(first ? [{ type: 'message.view', id: first.id } as const] : []),
      ...(requested ? [{ type: 'message.loaded', message: requested } as const] : []),
      { type: 'message.failed', error: { status: 404, code: 'not_found' } },
      { type: 'detail.close' },
    ]
    return candidates.filter((event) => state.can(event))
  },
  serializeState: serializeByTransition(messageListMachine, (s) => project(s.context as MessageListContext)),
} as Parameters<typeof createTestModel<typeof messageListMachine>>[1])
const paths = model.getShortestPaths()

const logic = messageListMachine.provide({ actions: { fetchMessages: () => {}, fetchMessage: () => {} } })

const rowNames = () => screen.queryAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)
const dialog = () => screen.queryByRole('dialog')

describe('message list machine × received messages view', () => {
  afterAll(() => {
    const coverage = reportCoverage(messageListMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const app = await renderApp({ path: '/listar-contatos' }, <MessageListView logic={logic} />)
      const actor = () => app.actors.byId('messageList')
      const user = userEvent.setup()
      /** The live context, checked against the model's projection. */
      const live = (state: { context: MessageListContext }): MessageListContext => {
        const { context } = actor().getSnapshot() as { context: MessageListContext }
        expect(project(context)).toEqual(project(state.context))
        return context
      }
      const list = (context: MessageListContext) => {
        expect(screen.getByLabelText('Name')).toHaveValue(context.draft.name)
        const names = shown(context).map((message) => message.nome)
        expect(rowNames()).toEqual(names)
        if (names.length === 0) expect(screen.getByText(context.messages.length === 0 ? 'No messages yet.' : 'No message matches the filters.')).toBeInTheDocument()
        else expect(screen.getByText(`Showing ${names.length} of ${filterMessages(context.messages, context.applied).length} messages`)).toBeInTheDocument()
      }
      await path.test({
        states: withActorCheck(actor, {
          loading: () => {
            expect(screen.getByRole('status')).toHaveTextContent('Loading messages…')
            expect(rowNames()).toEqual([])
          },
          'ready.browsing': (state) => {
            const context = live(state)
            list(context)
            expect(dialog()).toBeNull()
            const total = filterMessages(context.messages, context.applied).length
            if (context.visible < total) expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled()
            else expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
            if (context.visible > 5) expect(screen.getByRole('button', { name: 'Show less' })).toBeEnabled()
            else expect(screen.queryByRole('button', { name: 'Show less' })).toBeNull()
          },
          'ready.loadingDetail': (state) => {
            list(live(state))
            expect(within(dialog()!).getByRole('status')).toHaveTextContent('Loading the message…')
          },
          'ready.detail': (state) => {
            const context = live(state)
            const open = dialog()!
            expect(open).toHaveAccessibleName(context.detail!.nome)
            expect(open).toHaveTextContent(context.detail!.mensagem)
            expect(within(open).getByRole('link', { name: context.detail!.email })).toBeInTheDocument()
          },
        }),
        events: {
          'filter.change': async ({ event }) => {
            const { value } = event as Extract<MessageListEvent, { type: 'filter.change' }>
            fireEvent.change(screen.getByLabelText('Name'), { target: { value } })
          },
          'filter.apply': async () => {
            await user.click(screen.getByRole('button', { name: 'Search' }))
          },
          'page.more': async ({ event }) => {
            if (actor().getSnapshot().can(event)) await user.click(screen.getByRole('button', { name: 'Show more' }))
            else expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
          },
          'page.less': async ({ event }) => {
            if (actor().getSnapshot().can(event)) {
              await user.click(screen.getByRole('button', { name: 'Show less' }))
              // SPEC §4: back to the top.
              expect(screen.getByRole('heading', { level: 1 })).toHaveFocus()
            } else expect(screen.queryByRole('button', { name: 'Show less' })).toBeNull()
          },
          'message.view': async ({ event }) => {
            const { id } = event as Partial<Extract<MessageListEvent, { type: 'message.view' }>>
            if (id === undefined) {
              expect(screen.queryByRole('button', { name: /^View the message from / })).toBeNull()
              return
            }
            const target = sample.find((message) => message.id === id)!
            await user.click(screen.getByRole('button', { name: `View the message from ${target.nome}` }))
          },
          'detail.close': async () => {
            await user.click(within(dialog()!).getByRole('button', { name: 'Close' }))
          },
          'messages.loaded': async ({ event }) => app.send(actor(), event),
          'messages.failed': async ({ event }) => app.send(actor(), event),
          'message.loaded': async ({ event }) => app.send(actor(), event),
          'message.failed': async ({ event }) => app.send(actor(), event),
        },
      })
    })
  }
})
