// Model-based paths of the preferences machine, replayed against the real
// layout: getShortestPaths from xstate/graph with the catalog load's answers named as
// xstate.done/error.actor.loadCatalog; the replay (signed in: the header has the hide-amounts button) picks
// languages in the real select, clicks the theme and amounts toggles and settles the held load; every state
// asserts <html>, the toggles, the stored choice of amounts, the select and the header.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { i18n } from '@lingui/core'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { preferencesMachine } from '@machines/preferences.machine'
import type { PreferencesContext, PreferencesEvent } from '@machines/preferences.machine'
import { loadCatalog } from '@/i18n/i18n'
import type { Language } from '@/lib/storage'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, type ActorAnswer } from './held-actors'

const input = { language: 'en', theme: 'light' } as const
type ModelEvent =
  | PreferencesEvent
  | ActorAnswer<{ loadCatalog: undefined }>

const events: ModelEvent[] = [
  { type: 'language.select', language: 'pt-BR' },
  { type: 'language.select', language: 'en' },
  { type: 'theme.toggle' },
  { type: 'amounts.toggle' },
  { type: 'xstate.done.actor.loadCatalog', output: undefined },
  { type: 'xstate.error.actor.loadCatalog', error: new Error('chunk failed') },
]

// Typed as any machine: its paths also carry the catalog load's answers, which are no PreferencesEvent.
const model: AnyStateMachine = preferencesMachine
const paths = coveringPaths(
  model,
  getShortestPaths(model, {
    input,
    events: (snapshot) => events.filter((event) => snapshot.can(event)),
    serializeState: serializeByTransition(model, (s: AnyMachineSnapshot) => [s.context.language, s.context.theme, s.context.amountsHidden, s.context.pendingLanguage]),
  }),
)

const logoutLabel = { en: 'Log out', 'pt-BR': 'Sair' } as const
const amountsLabel = {
  en: { shown: 'Hide amounts', hidden: 'Show amounts' },
  'pt-BR': { shown: 'Ocultar valores', hidden: 'Mostrar valores' },
} as const
const toggleLabel = {
  en: { light: 'Switch to dark theme', dark: 'Switch to light theme' },
  'pt-BR': { light: 'Mudar para o tema escuro', dark: 'Mudar para o tema claro' },
} as const

const describePath = (path: (typeof paths)[number]) =>
  path.steps
    .slice(1)
    .map((step) => ('language' in step.event ? `${step.event.type} (${String(step.event.language)})` : step.event.type))
    .join(' → ') || 'initial state'

describe('preferences machine × layout', () => {
  afterAll(() => expectFullCoverage(preferencesMachine, paths))

  for (const path of paths) {
    it(describePath(path), async () => {
      const catalogs = heldActor<void, { language: Language }>()
      const logic = preferencesMachine.provide({ actors: { loadCatalog: catalogs.logic } })
      const app = await renderApp({ path: '/', preferencesLogic: logic, preferences: input })
      await app.answerTokenCheck({ username: 'ana', role: 'User' })
      const actor = () => app.actors.byId('preferences')
      const stepsTaken = { amounts: false }
      const visible = (context: PreferencesContext) => {
        expect(document.documentElement).toHaveClass(`theme-${context.theme}`)
        expect(document.documentElement.lang).toBe(context.language)
        expect(screen.getByRole('button', { name: toggleLabel[context.language][context.theme] })).toBeInTheDocument()
        expect(screen.getByRole('button', { name: logoutLabel[context.language] })).toBeInTheDocument()
        expect(screen.getByRole('button', { name: amountsLabel[context.language][context.amountsHidden ? 'hidden' : 'shown'] })).toBeInTheDocument()
        expect(localStorage.getItem('financas.valores')).toBe(context.amountsHidden ? 'ocultos' : stepsTaken.amounts ? 'visiveis' : null)
      }
      const checks: Record<string, (context: PreferencesContext) => void> = {
        ready: (context) => {
          visible(context)
          expect(screen.getByRole('combobox')).toHaveValue(context.language)
          expect(screen.getByRole('combobox')).not.toHaveAttribute('aria-busy')
        },
        switchingLanguage: (context) => {
          visible(context)
          expect(screen.getByRole('combobox')).toHaveValue(context.pendingLanguage)
          expect(screen.getByRole('combobox')).toHaveAttribute('aria-busy', 'true')
        },
      }
      const perform: Record<ModelEvent['type'], (event: ModelEvent) => Promise<void>> = {
        'theme.toggle': () => settle(() => fireEvent.click(screen.getByRole('button', { name: /theme|tema/i }))),
        'amounts.toggle': () => {
          stepsTaken.amounts = true
          return settle(() => fireEvent.click(screen.getByRole('button', { name: /amounts|valores/i })))
        },
        'language.select': (event) => settle(() => fireEvent.change(screen.getByRole('combobox'), { target: { value: event.type === 'language.select' ? event.language : '' } })),
        'xstate.done.actor.loadCatalog': async () => {
          // What the real actor does before it answers: the catalog is there when the machine activates it.
          const { language } = catalogs.runs.at(-1)!.input
          i18n.load(language, await loadCatalog(language))
          await settle(() => catalogs.runs.at(-1)!.resolve())
        },
        'xstate.error.actor.loadCatalog': (event) => settle(() => catalogs.settle(event)),
      }
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') await perform[step.event.type as ModelEvent['type']](step.event as ModelEvent)
        expect(actor().getSnapshot().value, `after ${step.event.type}`).toEqual(step.state.value)
        checks[step.state.value as string]!(step.state.context as PreferencesContext)
      }
    })
  }
})
