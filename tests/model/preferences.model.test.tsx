// Model-based paths of the preferences machine, replayed against the real layout (tests/README.md).
import { afterAll, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestModel } from '@xstate/graph'
import { i18n } from '@lingui/core'
import { preferencesMachine } from '@machines/preferences.machine'
import type { PreferencesEvent } from '@machines/preferences.machine'
import { preferencesEffects } from '@machines/preferences.actors'
import { loadCatalog } from '@/i18n/i18n'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage } from './coverage'

const input = { language: 'en', theme: 'light' } as const
const model = createTestModel(preferencesMachine, {
  input,
  events: [
    { type: 'language.select', language: 'pt-BR' },
    { type: 'language.select', language: 'en' },
  ] satisfies PreferencesEvent[],
} as Parameters<typeof createTestModel<typeof preferencesMachine>>[1])
const paths = model.getShortestPaths()

// The app's effects except the catalog import, whose answer the test gives (catalog.loaded / catalog.failed).
const logic = preferencesMachine.provide({ actions: { ...preferencesEffects, loadCatalog: () => {} } })

const loginLabel = { en: 'Log in', 'pt-BR': 'Entrar' } as const
const toggleLabel = {
  en: { light: 'Switch to dark theme', dark: 'Switch to light theme' },
  'pt-BR': { light: 'Mudar para o tema escuro', dark: 'Mudar para o tema claro' },
} as const

describe('preferences machine × layout', () => {
  afterAll(() => {
    const coverage = reportCoverage(preferencesMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const app = await renderApp({ path: '/', preferencesLogic: logic, preferences: input })
      await app.send(app.session(), { type: 'token.invalid' })
      const actor = () => app.actors.byId('preferences')
      const user = userEvent.setup()
      const visible = ({ context }: { context: { language: 'en' | 'pt-BR'; theme: 'light' | 'dark' } }) => {
        expect(document.documentElement).toHaveClass(`theme-${context.theme}`)
        expect(document.documentElement.lang).toBe(context.language)
        expect(screen.getByRole('button', { name: toggleLabel[context.language][context.theme] })).toBeInTheDocument()
        expect(screen.getByRole('link', { name: loginLabel[context.language] })).toBeInTheDocument()
      }
      await path.test({
        states: withActorCheck(actor, {
          ready: (state) => {
            visible(state)
            expect(screen.getByRole('combobox')).toHaveValue(state.context.language)
            expect(screen.getByRole('combobox')).not.toHaveAttribute('aria-busy')
          },
          switchingLanguage: (state) => {
            visible(state)
            expect(screen.getByRole('combobox')).toHaveValue(state.context.pendingLanguage)
            expect(screen.getByRole('combobox')).toHaveAttribute('aria-busy', 'true')
          },
        }),
        events: {
          'theme.toggle': async () => {
            await user.click(screen.getByRole('button', { name: /theme|tema/i }))
          },
          'language.select': async ({ event }) => {
            await user.selectOptions(screen.getByRole('combobox'), (event as PreferencesEvent & { type: 'language.select' }).language)
          },
          'catalog.loaded': async () => {
            const pending = actor().getSnapshot().context.pendingLanguage
            i18n.load(pending, await loadCatalog(pending))
            await app.send(actor(), { type: 'catalog.loaded' })
          },
          'catalog.failed': async () => {
            await app.send(actor(), { type: 'catalog.failed' })
          },
        },
      })
    })
  }
})
