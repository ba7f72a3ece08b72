// Model-based paths of the sessions machine, replayed against the real Sessions page: paths from getShortestPaths
// (xstate/graph) with the actors' answers named as events (xstate.done.actor.loadSessions, .endSessions, and their
// errors), cut to the fewest that take every transition plus the shortest way to each answer; the replay presses the
// real buttons (End, End all other sessions, the dialog's), settles the held actors, and checks the page in every state.
import { afterAll, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { userSessionsMachine } from '@machines/account/user-sessions.machine'
import type { UserSessionsContext } from '@machines/account/user-sessions.machine'
import type { SessionTarget } from '@machines/account/user-sessions.actors'
import { ApiError } from '@/api/errors'
import type { UserSession } from '@contract/user-sessions'
import SessionsView from '@/views/account/sessions-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, actorErrors } from './held-actors'
import { replay, stateKey } from './harness'

const session = (id: string, navegador: string | null, sistema: string | null, atual = false): UserSession => ({
  id,
  navegador,
  sistema,
  endereco: atual ? '203.0.113.7' : null,
  iniciadaEm: '2026-12-01T09:15:00.000-03:00',
  ultimoUsoEm: '2026-12-05T18:30:00.000-03:00',
  atual,
})
const laptop = session('11111111-1111-4111-8111-111111111111', 'Chrome', 'Linux', true)
const phone = session('22222222-2222-4222-8222-222222222222', 'Safari', 'iOS')
const unknown = session('33333333-3333-4333-8333-333333333333', null, null)
const names: Record<string, string> = { [laptop.id]: 'Chrome on Linux', [phone.id]: 'Safari on iOS', [unknown.id]: 'Unknown device' }

const events = [
  { type: 'xstate.done.actor.loadSessions', output: [laptop, phone, unknown] },
  { type: 'xstate.done.actor.loadSessions', output: [laptop] },
  { type: 'xstate.error.actor.loadSessions', error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) },
  { type: 'list.retry' },
  { type: 'session.end', id: phone.id },
  { type: 'others.end' },
  { type: 'end.confirm' },
  { type: 'end.cancel' },
  { type: 'xstate.done.actor.endSessions', output: undefined },
  ...actorErrors('endSessions', [new ApiError({ status: 404, code: 'not_found', message: 'x' }), new ApiError({ status: 500, code: 'internal_error', message: 'x' })]),
] as const
type ModelEvent = (typeof events)[number]

// AnyStateMachine: the events include the actors' answers, which the machine's event type does not name.
const shortest = getShortestPaths<AnyStateMachine>(userSessionsMachine, {
  events: (snapshot) => events.filter((event) => snapshot.can(event)),
  serializeState: serializeByTransition(userSessionsMachine, (s: AnyMachineSnapshot) => {
    const context = s.context as UserSessionsContext
    return [context.sessions.map((item) => item.id), context.target, context.notice?.id ?? null, context.error?.id ?? null]
  }),
})
const answers = events.filter((event) => event.type.startsWith('xstate.'))
const paths = [...coveringPaths(userSessionsMachine, shortest), ...answers.map((answer) => shortest.find((path) => path.steps.at(-1)!.event === answer)!)]

describe('sessions machine × Sessions page', () => {
  afterAll(() => expectFullCoverage(userSessionsMachine, paths))

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type).join(' → '), async () => {
      const load = heldActor<UserSession[]>()
      const end = heldActor<void, SessionTarget>()
      const logic = userSessionsMachine.provide({ actors: { loadSessions: load.logic, endSessions: end.logic } })
      const app = await renderApp({ path: '/sessoes' }, <SessionsView logic={logic} />)
      const actor = () => app.actors.byId('userSessions')
      const user = userEvent.setup()
      const list = () => screen.getByRole('list', { name: 'Signed-in sessions' })
      const card = (id: string) => within(list()).getAllByRole('listitem').find((item) => item.textContent!.includes(names[id]!))!
      const dialog = () => screen.getByRole('alertdialog')
      const insideDialog = (element: HTMLElement) => screen.queryByRole('alertdialog')?.contains(element) ?? false
      const endOthers = () => screen.getAllByRole('button', { name: 'End all other sessions' }).find((button) => !insideDialog(button))!

      const listShows = (context: UserSessionsContext) => {
        // This device first, in the order the API answered.
        const items = within(list()).getAllByRole('listitem')
        expect(items).toHaveLength(context.sessions.length)
        context.sessions.forEach((entry, index) => expect(items[index]).toHaveTextContent(names[entry.id]!))
        for (const entry of context.sessions) {
          const item = card(entry.id)
          if (entry.atual) {
            expect(item).toHaveTextContent('This device')
            expect(item).toHaveAttribute('aria-current', 'true')
            expect(within(item).queryByRole('button')).toBeNull()
          } else {
            expect(item).not.toHaveTextContent('This device')
            expect(within(item).getByRole('button', { name: `End session on ${names[entry.id]}` })).toBeInTheDocument()
          }
          expect(item).toHaveTextContent(entry.endereco ?? 'Unknown')
        }
        const others = context.sessions.filter((entry) => !entry.atual)
        if (others.length > 0) expect(screen.queryByText('No other device is signed in to your account.')).toBeNull()
        else {
          expect(screen.getByText('No other device is signed in to your account.')).toBeInTheDocument()
          expect(screen.queryByRole('button', { name: 'End all other sessions' })).toBeNull()
        }
        const status = screen.getAllByRole('status').find((element) => !element.hasAttribute('data-spinner'))!
        expect(status).toHaveTextContent(context.notice ? i18n._(context.notice) : '')
      }
      const dialogShows = (context: UserSessionsContext, busy: boolean) => {
        const box = dialog()
        if (context.target!.kind === 'one') {
          expect(box).toHaveAccessibleName('End this session?')
          expect(box).toHaveTextContent(`${names[context.target!.id]} will be signed out and must sign in again.`)
        } else {
          expect(box).toHaveAccessibleName('End all other sessions?')
          expect(box).toHaveTextContent('Every device but this one will be signed out and must sign in again.')
        }
        for (const button of within(box).getAllByRole('button')) expect(button).toHaveProperty('disabled', busy)
      }
      const checks: Record<string, (context: UserSessionsContext) => void> = {
        loading: () => {
          expect(screen.getByText('Loading your sessions…')).toBeInTheDocument()
          expect(screen.queryByRole('list')).toBeNull()
        },
        failure: () => {
          expect(screen.getByRole('alert')).toHaveTextContent('Your sessions could not be loaded.')
          expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
          expect(screen.queryByRole('list')).toBeNull()
        },
        '{"loaded":"idle"}': (context) => {
          listShows(context)
          expect(screen.queryByRole('alertdialog')).toBeNull()
          if (context.error) expect(screen.getByRole('alert')).toHaveTextContent(i18n._(context.error))
          else expect(screen.queryByRole('alert')).toBeNull()
        },
        '{"loaded":"confirming"}': (context) => {
          listShows(context)
          dialogShows(context, false)
        },
        '{"loaded":"ending"}': (context) => {
          dialogShows(context, true)
          expect(within(dialog()).getByRole('button', { name: 'Ending…' })).toBeDisabled()
          expect(end.runs.at(-1)!.input).toEqual(context.target)
        },
      }
      const perform = async (event: ModelEvent) => {
        switch (event.type) {
          case 'list.retry':
            return user.click(screen.getByRole('button', { name: 'Try again' }))
          case 'session.end':
            return user.click(within(card(event.id)).getByRole('button'))
          case 'others.end':
            return user.click(endOthers())
          case 'end.confirm':
            return user.click(within(dialog()).getByRole('button', { name: /^End (session|all other sessions)$/ }))
          case 'end.cancel':
            return user.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
          case 'xstate.done.actor.loadSessions':
          case 'xstate.error.actor.loadSessions':
            return settle(() => load.settle(event))
          default:
            return settle(() => end.settle(event))
        }
      }
      await replay(path, actor, perform, (state) => checks[stateKey(state.value)]!(state.context as UserSessionsContext))
    })
  }
})
