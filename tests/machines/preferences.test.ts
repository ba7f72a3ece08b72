// Preferences machine: <html> and storage follow the choices; a language
// switches once its catalog loaded (a held loadCatalog actor here), and the real actor loads it.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { i18n } from '@lingui/core'
import { preferencesMachine } from '@machines/preferences.machine'
import { storage } from '@/lib/storage'
import type { Language } from '@/lib/storage'
import { loadCatalog } from '@/i18n/i18n'
import { heldActor } from '../model/held-actors'

beforeEach(async () => {
  // The app activates the start language before anything renders; so do the tests.
  i18n.load({ en: await loadCatalog('en'), 'pt-BR': await loadCatalog('pt-BR') })
  i18n.activate('en')
})

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(language: Language = 'en', theme: 'light' | 'dark' = 'light') {
  const catalogs = heldActor<void, { language: Language }>()
  const machine = preferencesMachine.provide({ actors: { loadCatalog: catalogs.logic } })
  return { actor: createActor(machine, { input: { language, theme } }).start(), catalogs: catalogs.runs }
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

  it('hides and shows amounts and remembers the choice on this device; starts with the stored choice', () => {
    const { actor } = start()
    expect(actor.getSnapshot().context.amountsHidden).toBe(false)
    expect(storage.get('financas.valores')).toBeNull()
    actor.send({ type: 'amounts.toggle' })
    expect(actor.getSnapshot().context.amountsHidden).toBe(true)
    expect(storage.get('financas.valores')).toBe('ocultos')
    actor.send({ type: 'amounts.toggle' })
    expect(actor.getSnapshot().context.amountsHidden).toBe(false)
    expect(storage.get('financas.valores')).toBe('visiveis')
    const hidden = createActor(preferencesMachine, { input: { language: 'en', theme: 'light', amountsHidden: true } }).start()
    expect(hidden.getSnapshot().context.amountsHidden).toBe(true)
  })

  it('switches language after its catalog loaded, then activates and remembers it', async () => {
    const { actor, catalogs } = start('en')
    actor.send({ type: 'language.select', language: 'en' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(catalogs).toHaveLength(0)
    actor.send({ type: 'language.select', language: 'pt-BR' })
    expect(actor.getSnapshot().value).toBe('switchingLanguage')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(catalogs.map((run) => run.input)).toEqual([{ language: 'pt-BR' }])
    expect(document.documentElement.lang).toBe('en')
    catalogs[0]!.resolve()
    await settled()
    expect(actor.getSnapshot().context).toMatchObject({ language: 'pt-BR', pendingLanguage: null })
    expect(i18n.locale).toBe('pt-BR')
    expect(document.documentElement.lang).toBe('pt-BR')
    expect(storage.get('language')).toBe('pt-BR')
  })

  it('keeps the current language when the catalog fails or the user goes back', async () => {
    const { actor, catalogs } = start('en')
    actor.send({ type: 'language.select', language: 'pt-BR' })
    catalogs[0]!.reject(new Error('chunk failed'))
    await settled()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context).toMatchObject({ language: 'en', pendingLanguage: null })
    actor.send({ type: 'language.select', language: 'pt-BR' })
    // The language being loaded again: the same load goes on.
    actor.send({ type: 'language.select', language: 'pt-BR' })
    expect(catalogs).toHaveLength(2)
    actor.send({ type: 'language.select', language: 'en' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.pendingLanguage).toBeNull()
    // The cancelled load answering late changes nothing.
    catalogs[1]!.resolve()
    await settled()
    expect(actor.getSnapshot().context.language).toBe('en')
    expect(storage.get('language')).toBeNull()
  })

  it('the real catalog loader loads the chosen catalog', async () => {
    const actor = createActor(preferencesMachine, { input: { language: 'en', theme: 'light' } }).start()
    actor.send({ type: 'language.select', language: 'pt-BR' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'))
    expect(i18n.locale).toBe('pt-BR')
    expect(Object.values(i18n.messages).flat()).toContain('Entrar')
  })
})
