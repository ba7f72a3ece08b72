import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { i18n } from '@lingui/core'
import { preferencesMachine } from '@machines/preferences.machine'
import { preferencesEffects } from '@machines/preferences.actors'
import { storage } from '@/lib/storage'
import { loadCatalog } from '@/i18n/i18n'

beforeEach(async () => {
  // The app activates the start language before anything renders; so do the tests.
  i18n.load({ en: await loadCatalog('en'), 'pt-BR': await loadCatalog('pt-BR') })
  i18n.activate('en')
})

function start(language: 'en' | 'pt-BR' = 'en', theme: 'light' | 'dark' = 'light') {
  const calls: string[] = []
  const machine = preferencesMachine.provide({
    actions: { ...preferencesEffects, loadCatalog: () => void calls.push('loadCatalog') },
  })
  return { actor: createActor(machine, { input: { language, theme } }).start(), calls }
}

describe('preferences machine', () => {
  it('applies the initial language and theme to <html> without storing them', () => {
    start('pt-BR', 'dark')
    expect(document.documentElement.lang).toBe('pt-BR')
    expect(document.documentElement).toHaveClass('theme-dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(storage.get('theme')).toBeNull()
    expect(storage.get('language')).toBeNull()
  })

  it('toggles the theme and remembers it', () => {
    const { actor } = start()
    actor.send({ type: 'theme.toggle' })
    expect(actor.getSnapshot().context.theme).toBe('dark')
    expect(document.documentElement).toHaveClass('theme-dark')
    expect(document.documentElement).not.toHaveClass('theme-light')
    expect(storage.get('theme')).toBe('dark')
    actor.send({ type: 'theme.toggle' })
    expect(storage.get('theme')).toBe('light')
  })

  it('switches language after its catalog loaded, then activates and remembers it', () => {
    const { actor, calls } = start('en')
    actor.send({ type: 'language.select', language: 'en' })
    expect(actor.getSnapshot().value).toBe('ready')
    actor.send({ type: 'language.select', language: 'pt-BR' })
    expect(actor.getSnapshot().value).toBe('switchingLanguage')
    expect(calls).toEqual(['loadCatalog'])
    expect(document.documentElement.lang).toBe('en')
    actor.send({ type: 'catalog.loaded' })
    expect(actor.getSnapshot().context).toMatchObject({ language: 'pt-BR', pendingLanguage: null })
    expect(i18n.locale).toBe('pt-BR')
    expect(document.documentElement.lang).toBe('pt-BR')
    expect(storage.get('language')).toBe('pt-BR')
  })

  it('keeps the current language when the catalog fails or the user goes back', () => {
    const { actor } = start('en')
    actor.send({ type: 'language.select', language: 'pt-BR' })
    actor.send({ type: 'catalog.failed' })
    expect(actor.getSnapshot().context).toMatchObject({ language: 'en', pendingLanguage: null })
    actor.send({ type: 'language.select', language: 'pt-BR' })
    actor.send({ type: 'language.select', language: 'en' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(storage.get('language')).toBeNull()
  })

  it('the real catalog loader answers catalog.loaded', async () => {
    const actor = createActor(preferencesMachine.provide({ actions: preferencesEffects }), { input: { language: 'en', theme: 'light' } }).start()
    actor.send({ type: 'language.select', language: 'pt-BR' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'))
    expect(i18n.locale).toBe('pt-BR')
    expect(Object.values(i18n.messages).flat()).toContain('Entrar')
  })
})
