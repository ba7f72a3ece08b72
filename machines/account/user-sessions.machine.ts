// The sessions page ("Sessões" / "Sessions"): the user's sign-ins that have not ended, this one first; "End" on each
// other one and "End all other sessions", each after a confirmation. An ended session leaves the list; one that had
// ended already (404) too. The rules: docs/product-rules.md#sessions; the actors are in user-sessions.actors.ts.
import { assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import type { UserSession } from '@contract/user-sessions'
import { networkMessages } from '../network-messages'
import { userSessionsActors } from './user-sessions.actors'
import type { SessionTarget } from './user-sessions.actors'

export const userSessionsMessages = {
  loadFailed: msg`Your sessions could not be loaded.`,
  ended: msg`The session was ended. That device must sign in again.`,
  othersEnded: msg`Every other session was ended. Those devices must sign in again.`,
  alreadyEnded: msg`That session had already ended.`,
  endFailed: msg`The session could not be ended. Please try again.`,
}

export interface UserSessionsContext {
  sessions: UserSession[]
  /** What the open confirmation (or the running end) is about. */
  target: SessionTarget | null
  /** What the last end did, shown until the next one. */
  notice: MessageDescriptor | null
  /** Why the last load or end failed. */
  error: MessageDescriptor | null
}

export type UserSessionsEvent =
  | { type: 'session.end'; id: string }
  | { type: 'others.end' }
  | { type: 'end.confirm' }
  | { type: 'end.cancel' }
  | { type: 'list.retry' }

/** The sessions left once `target` has ended. */
export function remainingSessions(sessions: readonly UserSession[], target: SessionTarget): UserSession[] {
  return sessions.filter((session) => (target.kind === 'one' ? session.id !== target.id : session.atual))
}

const endFailure = (failure: ApiFailure): MessageDescriptor => (failure.code === 'network' ? networkMessages.needsNetwork : userSessionsMessages.endFailed)

export const userSessionsMachine = setup({
  types: {
    context: {} as UserSessionsContext,
    events: {} as UserSessionsEvent,
    tags: {} as 'busy',
  },
  actors: userSessionsActors,
  actions: {
    assignSessions: assign((_, sessions: UserSession[]) => ({ sessions, error: null })),
    loadFailed: assign({ error: userSessionsMessages.loadFailed }),
    chooseOne: assign((_, id: string) => ({ target: { kind: 'one', id } as SessionTarget, notice: null, error: null })),
    chooseOthers: assign({ target: { kind: 'others' } as SessionTarget, notice: null, error: null }),
    forgetTarget: assign({ target: null }),
    ended: assign(({ context }) => ({
      sessions: remainingSessions(context.sessions, context.target!),
      notice: context.target!.kind === 'one' ? userSessionsMessages.ended : userSessionsMessages.othersEnded,
      target: null,
    })),
    alreadyEnded: assign(({ context }) => ({ sessions: remainingSessions(context.sessions, context.target!), notice: userSessionsMessages.alreadyEnded, target: null })),
    endFailed: assign((_, failure: ApiFailure) => ({ error: endFailure(failure), target: null })),
  },
  guards: {
    isOtherSession: ({ context }, id: string) => context.sessions.some((session) => session.id === id && !session.atual),
    hasOtherSessions: ({ context }) => context.sessions.some((session) => !session.atual),
    isGone: (_, failure: ApiFailure) => failure.status === 404,
  },
}).createMachine({
  id: 'userSessions',
  context: { sessions: [], target: null, notice: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        onDone: { target: 'loaded', actions: { type: 'assignSessions', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: 'loadFailed' },
      },
    },
    failure: {
      on: { 'list.retry': 'loading' },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'session.end': { guard: { type: 'isOtherSession', params: ({ event }) => event.id }, target: 'confirming', actions: { type: 'chooseOne', params: ({ event }) => event.id } },
            'others.end': { guard: 'hasOtherSessions', target: 'confirming', actions: 'chooseOthers' },
          },
        },
        // The confirmation dialog: Cancel (or Escape) keeps the session.
        confirming: {
          on: {
            'end.confirm': 'ending',
            'end.cancel': { target: 'idle', actions: 'forgetTarget' },
          },
        },
        ending: {
          tags: 'busy',
          invoke: {
            id: 'endSessions',
            src: 'endSessions',
            input: ({ context }) => context.target!,
            onDone: { target: 'idle', actions: 'ended' },
            onError: [
              { guard: { type: 'isGone', params: ({ event }) => toApiFailure(event.error) }, target: 'idle', actions: 'alreadyEnded' },
              { target: 'idle', actions: { type: 'endFailed', params: ({ event }) => toApiFailure(event.error) } },
            ],
          },
        },
      },
    },
  },
})

export type UserSessionsMachine = typeof userSessionsMachine
