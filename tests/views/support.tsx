// Shared test support: activate a Lingui locale, render the whole app over a memory router,
// and capture the actors it starts (through the same inspector hook the dev tools use).
import { act, render } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { memoryLocation } from 'wouter/memory-location'
import type { AnyActorRef } from 'xstate'
import { App, AppProviders } from '@/app/app'
import type { ReactElement } from 'react'
import { fromPromise } from 'xstate'
import { sessionMachine } from '@machines/account/session.machine'
import { NoSessionError } from '@machines/account/session.actors'
import type { SessionIdentity } from '@machines/account/session.actors'
import type { SessionMachine } from '@machines/account/session.machine'
import { preferencesMachine } from '@machines/preferences.machine'
import type { PreferencesInput, PreferencesMachine } from '@machines/preferences.machine'
import { loadCatalog } from '@/i18n/i18n'
import type { Language } from '@/lib/storage'
import { setInspector } from '@/state/inspector'
import type { ProvidedLogic } from '@/state/machine-logic'
import { heldActor } from '../model/held-actors'
// Loaded up front so that lazy routes resolve within one settle().
import '@/views/auth/login-view'
import '@/views/auth/signup-view'
import '@/views/finance/panel/finance-panel-view'

export async function activate(language: Language): Promise<void> {
  i18n.loadAndActivate({ locale: language, messages: await loadCatalog(language) })
}

/**
 * Runs `action` (a click, a navigation, an event) inside an async act() and lets lazy pages resolve
 * there, so React never resumes a suspended page outside act().
 */
export async function settle(action?: () => unknown): Promise<void> {
  await act(async () => {
    await action?.()
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

/** Records every actor started while rendering; find one by its machine id. */
export function captureActors() {
  const actors: AnyActorRef[] = []
  setInspector((event) => {
    const actor = event.actorRef as AnyActorRef
    if (event.type === '@xstate.actor' && !actors.includes(actor)) actors.push(actor)
  })
  return {
    byId(id: string): AnyActorRef {
      const actor = [...actors].reverse().find((ref) => (ref as unknown as { logic: { id?: string } }).logic.id === id && ref.getSnapshot().status === 'active')
      if (!actor) throw new Error(`No running actor of machine '${id}'`)
      return actor
    },
    stop: () => setInspector(null),
  }
}

/** The token checks of each fake session logic: they wait for the test to answer (`answerTokenCheck`). */
const tokenChecks = new WeakMap<SessionMachine, ReturnType<typeof heldActor<SessionIdentity>>>()

/**
 * The session machine with network actors replaced: token checks wait for the test to answer. The app
 * starts with a check even when no token is stored (the test answers it) unless `startsFromStorage`:
 * then, as in the browser, no stored token means anonymous at once.
 */
export function fakeSessionLogic(overrides: Parameters<SessionMachine['provide']>[0]['actors'] = {}, { startsFromStorage = false } = {}): SessionMachine {
  const checkToken = heldActor<SessionIdentity>()
  const logic = sessionMachine.provide({
    actors: { checkToken: checkToken.logic, revokeRefreshToken: fromPromise<void, { token: string | null }>(async () => {}), ...overrides },
    ...(startsFromStorage ? {} : { guards: { hasStoredToken: () => true } }),
  })
  tokenChecks.set(logic, checkToken)
  return logic
}

/** How many times a fake session logic checked the token. */
export function tokenCheckCount(logic: SessionMachine): number {
  return tokenChecks.get(logic)?.runs.length ?? 0
}

export interface RenderAppOptions {
  path?: string
  language?: Language
  sessionLogic?: SessionMachine
  preferencesLogic?: PreferencesMachine
  preferences?: Partial<PreferencesInput>
  /** Logic the pages start in place of their machines: `provided(machine, machine.provide({ actors }))`. */
  logic?: readonly ProvidedLogic[]
}

/** Renders the whole app (layout and routes), or `page` alone inside the app's providers. */
export async function renderApp(options: RenderAppOptions = {}, page?: ReactElement) {
  const language = options.language ?? 'en'
  await activate(language)
  const location = memoryLocation({ path: options.path ?? '/', record: true })
  const actors = captureActors()
  const sessionLogic = options.sessionLogic ?? fakeSessionLogic()
  const props = {
    sessionLogic,
    preferencesLogic: options.preferencesLogic ?? preferencesMachine,
    preferences: { language, theme: 'light' as const, ...options.preferences },
    locationHook: location.hook,
    logic: options.logic,
  }
  const view = render(page ? <AppProviders {...props}>{page}</AppProviders> : <App {...props} />)
  return {
    ...view,
    location,
    actors,
    session: () => actors.byId('session'),
    /** Sends an event to an actor inside act(), as a result of an effect would arrive. */
    send: (actor: AnyActorRef, event: { type: string; [key: string]: unknown }) => settle(() => actor.send(event)),
    /** Answers the session's pending token check: the stored user when it holds, null when refused. */
    answerTokenCheck: (identity: SessionIdentity | null) => settle(() => answerTokenCheck(sessionLogic, identity)),
    path: () => location.history.at(-1),
  }
}

function answerTokenCheck(logic: SessionMachine, identity: SessionIdentity | null): void {
  const checks = tokenChecks.get(logic)
  if (!checks) throw new Error('answerTokenCheck needs the session logic of fakeSessionLogic()')
  checks.settle(identity ? { type: 'xstate.done.actor.checkToken', output: identity } : { type: 'xstate.error.actor.checkToken', error: new NoSessionError() })
}

