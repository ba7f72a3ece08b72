// The prerendered public pages: the build's renderer (src/app/prerender.tsx) and the client's
// first render must be the same markup, so hydrateRoot adopts the page with no mismatch, in both languages
// and both themes (the theme is not known when the build renders). A mismatch is a console error, which
// fails the test (tests/setup/fail-on-console.ts), and a recoverable error, which is collected here.
import { act, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { App } from '@/app/app'
import { prerenderedPaths, renderPage } from '@/app/prerender'
import { routes } from '@/app/routes'
import type { Language, Theme } from '@/lib/storage'
import { storage } from '@/lib/storage'
import { readStoredSession } from '@/state/session-context'
import { preferencesMachine } from '@machines/preferences.machine'
import { sessionMachine } from '@machines/account/session.machine'
import { owner } from '@/content'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
  document.cookie = 'language=; Path=/; Max-Age=0'
})

/** Puts the page the build renders for `path` into the document and hydrates it as main.tsx does. */
async function hydrate(path: string, language: Language, theme: Theme, { signInMeanwhile = false } = {}) {
  const page = await renderPage(path, language)
  window.history.replaceState(null, '', path)
  document.documentElement.className = `theme-${theme}`
  document.body.innerHTML = `<div id="root">${page.html}</div>`
  const container = document.getElementById('root')!
  const heading = container.querySelector('h1')
  const recoverable: unknown[] = []
  // main.tsx reads the stored session once, before it decides to hydrate.
  const storedSession = readStoredSession()
  if (signInMeanwhile) storage.saveSession({ accessToken: 'a.b.c', refreshToken: 'r', role: 'User', username: 'ana' })
  await act(async () => {
    root = hydrateRoot(container, <App sessionLogic={sessionMachine} preferencesLogic={preferencesMachine} preferences={{ language, theme }} storedSession={storedSession} />, {
      onRecoverableError: (error) => recoverable.push(error),
    })
  })
  return { page, heading, container, recoverable }
}

describe('prerendered public pages', () => {
  it('are exactly the public routes of the table', () => {
    expect([...prerenderedPaths].sort()).toEqual(routes.filter((route) => route.access === 'public').map((route) => route.pattern).sort())
    // The original six and the visitor's demo (/experimentar).
    expect(prerenderedPaths).toHaveLength(7)
  })

  for (const path of prerenderedPaths) {
    for (const language of ['pt-BR', 'en'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        it(`${path} in ${language}, ${theme} theme: hydrates with no mismatch, keeping the page's own elements`, async () => {
          const { page, heading, container, recoverable } = await hydrate(path, language, theme)
          expect(recoverable).toEqual([])
          expect(page.html).toContain('<h1')
          // Hydration adopted the server's elements instead of rendering new ones.
          expect(container.querySelector('h1')).toBe(heading)
          // Anonymous at once (no stored token): the Log in button, no session spinner.
          expect(screen.queryByText(language === 'en' ? 'Checking your session…' : 'Verificando sua sessão…')).toBeNull()
          // After hydration the theme toggle names the visitor's theme, which the build could not know.
          const toggle = theme === 'dark' ? { en: 'Switch to light theme', 'pt-BR': 'Mudar para o tema claro' } : { en: 'Switch to dark theme', 'pt-BR': 'Mudar para o tema escuro' }
          expect(screen.getByRole('button', { name: toggle[language] })).toBeInTheDocument()
        })
      }
    }
  }

  it('a session stored while the page hydrates (a browser test storing tokens, another tab signing in) does not change the first render', async () => {
    const { recoverable } = await hydrate('/', 'en', 'dark', { signInMeanwhile: true })
    // Before, the session read the new token during hydration: "Welcome, ana" against the build's Log in (React #418).
    expect(recoverable).toEqual([])
    storage.clearAll()
  })

  it.each(['/login', '/criar-usuario', '/contato'])('%s: the build renders its inputs disabled, and hydration enables them (nothing typed before the app runs is lost)', async (path) => {
    const { page, container } = await hydrate(path, 'en', 'light')
    const template = document.createElement('div')
    template.innerHTML = page.html
    const fields = [...template.querySelectorAll('input, textarea')]
    expect(fields.length).toBeGreaterThan(1)
    expect(fields.every((field) => field.hasAttribute('disabled'))).toBe(true)
    const live = [...container.querySelectorAll('input, textarea')]
    expect(live).toHaveLength(fields.length)
    expect(live.filter((field) => (field as HTMLInputElement).disabled)).toEqual([])
  })

  it('renders the page in the language asked, with its tab title', async () => {
    const english = await renderPage('/contato', 'en')
    const portuguese = await renderPage('/contato', 'pt-BR')
    expect(english.title).toBe(`Contact · ${owner.name}`)
    expect(portuguese.title).toBe(`Contato · ${owner.name}`)
    expect(english.html).toContain('>Contact<')
    expect(portuguese.html).toContain('>Contato<')
  })

  it('refuses a guarded page: no private page is ever prerendered', async () => {
    await expect(renderPage('/financas', 'en')).rejects.toThrow(/not a prerendered public page/)
    await expect(renderPage('/listar-contatos', 'en')).rejects.toThrow(/not a prerendered public page/)
  })

  it('mirrors the stored language into the cookie the server reads, and forgets it with the storage', () => {
    storage.set('language', 'en')
    expect(document.cookie).toContain('language=en')
    storage.set('language', 'pt-BR')
    expect(document.cookie).toContain('language=pt-BR')
    storage.clearAll()
    expect(document.cookie).not.toMatch(/language=(en|pt-BR)/)
    localStorage.setItem('language', 'en')
    storage.syncLanguageCookie()
    expect(document.cookie).toContain('language=en')
  })
})
