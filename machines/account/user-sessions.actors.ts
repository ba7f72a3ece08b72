// The sessions page's actors: the list, and the end of one session or of every other (src/api/account-security.ts).
import { fromPromise } from 'xstate'
import { endOtherSessions, endSession, listSessions } from '@/api/account-security'
import type { UserSession } from '@/api/account-security'

/** What the page ends: one session (its id), or every session but this one. */
export type SessionTarget = { kind: 'one'; id: string } | { kind: 'others' }

export const userSessionsActors = {
  loadSessions: fromPromise<UserSession[]>(() => listSessions()),
  endSessions: fromPromise<void, SessionTarget>(({ input }) => (input.kind === 'one' ? endSession(input.id) : endOtherSessions())),
}
