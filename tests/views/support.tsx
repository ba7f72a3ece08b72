// Shared test support: activate a Lingui locale, render the whole app over a memory router,
// and capture the actors it starts (through the same inspector hook the dev tools use).
import { act, render } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { memoryLocation } from 'wouter/memory-location'
import type { AnyActorRef } from 'xstate'
import { App, AppProviders } from '@/app/app'
import type { ReactElement } from 'react'
import { sessionMachine } from '@machines/session.machine'
import { sessionEffects } from '@machines/session.actors'
import type { SessionMachine } from '@machines/session.machine'
import { preferencesMachine } from '@machines/preferences.machine'
import { preferencesEffects } from '@machines/preferences.actors'
import type { PreferencesInput, PreferencesMachine } from '@machines/preferences.machine'
import { loadCatalog } from '@/i18n/i18n'
import type { Language } from '@/lib/storage'
import { setInspector } from '@/state/inspector'
// Loaded up front so that lazy routes resolve within one settle().
import '@/views/auth/login-view'
import '@/views/auth/signup-view'
import '@/views/finance/finance-panel-view'

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

/** The session machine with network effects replaced: token checks wait for the test to answer. */
export function fakeSessionLogic(overrides: Parameters<SessionMachine['provide']>[0]['actions'] = {}): SessionMachine {
  return sessionMachine.provide({
    actions: {
      ...sessionEffects,
      validateToken: () => {},
      revokeRefreshToken: () => {},
      ...overrides,
    },
  })
}

export interface RenderAppOptions {
  path?: string
  language?: Language
  sessionLogic?: SessionMachine
  preferencesLogic?: PreferencesMachine
  preferences?: Partial<PreferencesInput>
}

/** Renders the whole app (layout and routes), or `page` alone inside the app's providers. */
export async function renderApp(options: RenderAppOptions = {}, page?: ReactElement) {
  const language = options.language ?? 'en'
  await activate(language)
  const location = memoryLocation({ path: options.path ?? '/', record: true })
  const actors = captureActors()
  const props = {
    sessionLogic: options.sessionLogic ?? fakeSessionLogic(),
    preferencesLogic: options.preferencesLogic ?? preferencesMachine.provide({ actions: preferencesEffects }),
    preferences: { language, theme: 'light' as const, ...options.preferences },
    locationHook: location.hook,
  }
  const view = render(page ? <AppProviders {...props}>{page}</AppProviders> : <App {...props} />)
  return {
    ...view,
    location,
    actors,
    session: () => actors.byId('session'),
    /** Sends an event to an actor inside act(), as a result of an effect would arrive. */
    send: (actor: AnyActorRef, event: { type: string; [key: string]: unknown }) => settle(() => actor.send(event)),
    path: () => location.history.at(-1),
  }
}
