// Model-based paths of the session machine, replayed against the whole app: layout,
// guards, redirects. The paths come from the machine with getShortestPaths (xstate/graph), the
// token check's and the renewal's answers named as xstate.done/error.actor.<id> and the renewal's timers as
// xstate.after.<delay>.<state>; the replay settles the held actors, clicks Log out, follows links, fires the API
// client's expiry and role signals, focuses the window and sends the timers' events; every state asserts the screen.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { fromPromise } from 'xstate'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { sessionMachine } from '@machines/account/session.machine'
import type { SessionContext, SessionEvent } from '@machines/account/session.machine'
import { NoSessionError } from '@machines/account/session.actors'
import type { SessionIdentity } from '@machines/account/session.actors'
import { bookListMachine } from '@machines/books/book-list.machine'
import type { Book } from '@contract/book'
import { emitRoleChanged, emitSessionExpired } from '@/api/session-events'
import { paths, routes } from '@/app/routes'
import { expiredLoginPathFor, loginPathFor } from '@/lib/return-path'
import { storage } from '@/lib/storage'
import { provided } from '@/state/machine-logic'
import { fakeSessionLogic, renderApp, settle } from '../views/support'
import { pendingPanel } from '../views/pending-pages'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, type ActorAnswer } from './held-actors'

// The whole app renders here: /financas starts the finance panel's machines, whose actors never answer here (the
// panel has its own tests). The book list is real: its pages come back empty, and its chunk is loaded up front so
// that its lazy route resolves within one settle().
const noBooks = { fetchPage: fromPromise<Book[], { page: number }>(async () => []), fetchPages: fromPromise<Book[], { pages: number }>(async () => []) }
const logic = [...pendingPanel(), provided(bookListMachine, bookListMachine.provide({ actors: noBooks }))]
await import('@/views/books/book-list-view')

type RenewOutput = 'renewed' | 'notDue' | 'unreachable'
type ModelEvent =
  | SessionEvent
  | ActorAnswer<{ checkToken: SessionIdentity; renewToken: RenewOutput }>
  | { type: 'xstate.after.tokenRenewal.session.authenticated.active' }
  | { type: 'xstate.after.renewalRetry.session.authenticated.renewalDeferred' }

/** A readable access token whose renewal is due (issued 14 of its 15 minutes ago): the one a woken tab holds. */
function dueToken(): string {
  const now = Math.floor(Date.now() / 1000)
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
  return `${part({ alg: 'HS256' })}.${part({ iat: now - 14 * 60, exp: now + 60 })}.sig`
}

const startPath = paths.livros.list
const events: ModelEvent[] = [
  { type: 'xstate.done.actor.checkToken', output: { username: 'ana', role: 'Admin' } },
  { type: 'xstate.error.actor.checkToken', error: new NoSessionError() },
  { type: 'session.login', accessToken: 'access-2', refreshToken: 'refresh-2', role: 'User', username: 'bia' },
  { type: 'session.logout' },
  { type: 'session.expired' },
  { type: 'session.revalidate' },
  { type: 'xstate.after.tokenRenewal.session.authenticated.active' },
  { type: 'xstate.after.renewalRetry.session.authenticated.renewalDeferred' },
  { type: 'session.wake' },
  { type: 'xstate.done.actor.renewToken', output: 'renewed' },
  { type: 'xstate.done.actor.renewToken', output: 'unreachable' },
  { type: 'xstate.error.actor.renewToken', error: new NoSessionError() },
  { type: 'session.roleChanged', role: 'User' },
  { type: 'session.roleChanged', role: 'Admin' },
]

// Shortest paths to every (state, user, incoming transition), then only those that take a transition or
// visit a state no longer kept path does.
// Typed as any machine: its paths also carry the invoked check's answers, which are no SessionEvent.
// Two starts: a stored token (checked), and none (anonymous at once, no check). A wake finds the token due (the
// replay stores one that is), so the model takes that guard as true.
const model: AnyStateMachine = sessionMachine.provide({ guards: { renewalDue: () => true } })
const modelPaths = coveringPaths(
  model,
  [true, false].flatMap((tokenStored) =>
    getShortestPaths(model, {
      input: { username: tokenStored ? 'ana' : null, tokenStored },
      events: (snapshot) => events.filter((event) => snapshot.can(event)),
      serializeState: serializeByTransition(model, (s: AnyMachineSnapshot) => [s.context.username, s.context.role, s.context.tokenStored]),
    }),
  ),
)

const guardedPatterns = routes.filter((route) => route.access !== 'public').map((route) => route.pattern)
const isGuarded = (path: string | undefined) => path !== undefined && guardedPatterns.includes(path)

const describePath = (path: (typeof modelPaths)[number]) =>
  path.steps
    .map((step) => step.event.type)
    .filter((type) => type !== 'xstate.init')
    .join(' → ') || 'initial state'

describe('session machine × app (layout, guards, redirects)', () => {
  afterAll(() => expectFullCoverage(sessionMachine, modelPaths))

  for (const path of modelPaths) {
    it(describePath(path), async () => {
      const tokenStored = (path.steps[0]!.state.context as SessionContext).tokenStored
      if (tokenStored) storage.saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1', role: 'Admin', username: 'ana' })
      const renewals = heldActor<RenewOutput>()
      const app = await renderApp({ logic, path: startPath, sessionLogic: fakeSessionLogic({ renewToken: renewals.logic }, { startsFromStorage: true }) })
      await settle()
      const session = () => app.session()
      const spinner = () => screen.queryByText('Checking your session…')
      const loggedInChrome = ({ username, role }: SessionContext) => {
        expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument()
        expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull()
        // Greeted by name: the username, as these sessions carry no full name (tests/views/greeting.test.tsx has it).
        expect(screen.getByTestId('welcome')).toHaveTextContent(`Hi, ${username}`)
        expect(screen.getByText('Go to page')).toBeInTheDocument()
        const adminLink = document.querySelector(`a[href="${paths.amor}"]`)
        if (role === 'Admin') expect(adminLink).not.toBeNull()
        else expect(adminLink).toBeNull()
      }
      /** Signed in: the chrome says who, a guarded page shows, never the session spinner. */
      const pageStays = (context: SessionContext) => {
        loggedInChrome(context)
        if (isGuarded(app.path())) expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
        expect(spinner()).toBeNull()
      }
      const checks: Record<string, (context: SessionContext) => void> = {
        validating: () => {
          // The stored username greets at once; neither login nor logout shows until the check answers.
          expect(spinner()).toBeInTheDocument()
          expect(screen.getByTestId('welcome')).toHaveTextContent('Hi, ana')
          expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull()
          expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull()
        },
        anonymous: () => {
          // The login page is its own Log in form: the header offers it everywhere else.
          const headerLogin = within(screen.getByRole('banner')).queryByRole('link', { name: 'Log in' })
          if (app.path()?.split('?')[0] === paths.login) {
            expect(headerLogin).toBeNull()
            expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in')
          } else expect(headerLogin).toBeInTheDocument()
          expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull()
          expect(screen.getByTestId('welcome')).toHaveTextContent('Welcome, User')
          expect(screen.queryByText('Go to page')).toBeNull()
          expect(isGuarded(app.path())).toBe(false)
          expect(storage.get('accessToken')).toBeNull()
        },
        'authenticated.active': pageStays,
        // The token is renewed, or waits for the network, in the background: the page stays as it is.
        'authenticated.renewing': pageStays,
        'authenticated.renewalDeferred': pageStays,
        'authenticated.revalidating': (context) => {
          // This page's check runs in the background: the page is there, never the session spinner.
          loggedInChrome(context)
          expect(isGuarded(app.path())).toBe(true)
          expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
          expect(spinner()).toBeNull()
        },
      }
      // Whether a session was under way (a check answered, or a sign-in): its end is then an expiry the login says.
      let sessionShown = false
      const perform: Record<ModelEvent['type'], (event: ModelEvent) => Promise<void>> = {
        'xstate.done.actor.checkToken': async (event) => {
          await app.answerTokenCheck((event as { output: SessionIdentity }).output)
          sessionShown = true
        },
        'xstate.error.actor.checkToken': async () => {
          const from = app.path()
          await app.answerTokenCheck(null)
          // A refused token on a guarded page: the login returns there after sign-in, and says the session ended when
          // one was under way (a token refused at the first check of a visit is no session that ended).
          const login = sessionShown ? expiredLoginPathFor(from) : loginPathFor(from)
          expect(app.path()).toBe(isGuarded(from) ? login : paths.login)
          sessionShown = false
        },
        // What the login page sends on success (its own paths replay the form).
        'session.login': async (event) => {
          await app.send(session(), event)
          sessionShown = true
        },
        'session.logout': async () => {
          await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Log out' })))
          expect(app.path()).toBe(paths.home)
          sessionShown = false
        },
        'session.expired': async () => {
          const from = app.path()
          await settle(() => emitSessionExpired())
          expect(app.path()).toBe(expiredLoginPathFor(from))
          sessionShown = false
        },
        // The timers' events, as the clock would send them.
        'xstate.after.tokenRenewal.session.authenticated.active': async (event) => {
          await app.send(session(), event)
        },
        'xstate.after.renewalRetry.session.authenticated.renewalDeferred': async (event) => {
          await app.send(session(), event)
        },
        // The window gets the focus back holding a token due for renewal; the renewal then runs (held here), and the
        // token it leaves is one the timer never renews by itself.
        'session.wake': async () => {
          const stored = storage.get('accessToken')!
          storage.set('accessToken', dueToken())
          await settle(() => window.dispatchEvent(new Event('focus')))
          storage.set('accessToken', stored)
        },
        'xstate.done.actor.renewToken': async (event) => {
          const from = app.path()
          await settle(() => renewals.settle(event as { type: string; output: RenewOutput }))
          expect(app.path()).toBe(from)
        },
        'xstate.error.actor.renewToken': async (event) => {
          // The refresh token was refused: the session has ended, and the login says so.
          const from = app.path()
          await settle(() => renewals.settle(event as { type: string; error: unknown }))
          expect(app.path()).toBe(expiredLoginPathFor(from))
          sessionShown = false
        },
        // The API client renewed the session after an answer named another role (npm run user:role).
        'session.roleChanged': async (event) => {
          await settle(() => emitRoleChanged((event as { role: 'Admin' | 'User' }).role))
        },
        'session.revalidate': async () => {
          // A visit to another guarded page: through the page-jump menu when it shows, else by URL.
          const target = app.path() === paths.financas.panel ? paths.livros.list : paths.financas.panel
          const link = document.querySelector<HTMLAnchorElement>(`details a[href="${target}"]`)
          await settle(() => (link ? fireEvent.click(link) : app.location.navigate(target)))
          expect(app.path()).toBe(target)
        },
      }
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') await perform[step.event.type as ModelEvent['type']](step.event as ModelEvent)
        expect(session().getSnapshot().value, `after ${step.event.type}`).toEqual(step.state.value)
        const value = step.state.value as string | { authenticated: string }
        checks[typeof value === 'string' ? value : `authenticated.${value.authenticated}`]!(step.state.context as SessionContext)
      }
    })
  }
})
