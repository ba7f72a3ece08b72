// Prerendered public pages in Chromium against the real server: the first HTML is already the
// page, in the visitor's language (the stored choice, else Accept-Language); the client hydrates it (the
// server's elements stay, no console error, no layout shift), at once or, for the home page and the
// acknowledgements, on the visitor's first sign of use; switching the language after hydration works as before
// and is remembered by the next first HTML.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { owner } from '../../src/content/owner'
import { newSignedInUser } from './support/api'
import { baseUrl, launchBrowser, newContext, watchErrors, type Theme } from './support/browser'
import { openSignedIn, storeSession } from './support/session'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const publicPaths = ['/', '/sobre-mim', '/agradecimentos', '/contato', '/login', '/criar-usuario']
/** The pages that load the app on the first sign of use (AppRoute.untilUsed). */
const untilUsed = ['/', '/agradecimentos']

/** The scripts `page` asks for from now on, by file name. */
function watchScripts(page: Page): string[] {
  const files: string[] = []
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? ''
    if (file.endsWith('.js')) files.push(file)
  })
  return files
}

/** Remembers the first h1 the HTML parser made, to tell a hydrated page (same element) from one rendered afresh. */
async function recordPrerenderedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('#root h1')
    })
  })
}

/** Whether the h1 on screen is still the one the HTML brought, and React took it over (hydrated). */
const hydratedInPlace = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('#root h1')
    const recorded = (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading
    return heading !== null && heading === recorded && Object.keys(heading).some((key) => key.startsWith('__reactFiber'))
  })

/** The layout shift so far (CLS without session windows: every shift not caused by input). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) sum += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(sum), 100)
      }),
  )

/** Holds the app's entry script back until `release` is called: the page is only its HTML and CSS meanwhile. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** A new user signed in (their session stored as a login stores it) in a new browser, on `/`. */
async function signedInPage(locale: string) {
  const { username, tokens } = await newSignedInUser('prerender')
  const context = await newContext(browser, { locale })
  const page = await context.newPage()
  const errors = watchErrors(page)
  await page.goto('/')
  await storeSession(page, tokens, username)
  return { username, context, page, errors }
}

describe('the first HTML of a public page', () => {
  it('is English for Accept-Language en-US with no stored choice, and hydrates in place', async () => {
    const context = await newContext(browser, { locale: 'en-US' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await recordPrerenderedHeading(page)
    const response = await page.goto('/contato')
    const html = await response!.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('data-prerendered="en"')
    expect(html).toContain(`<title>Contact · ${owner.name}</title>`)
    expect(html).toMatch(/<h1[^>]*>Contact<\/h1>/)
    expect(response!.headers()['vary']).toBe('Accept-Encoding, Accept-Language, Cookie')
    await page.waitForLoadState('networkidle')
    await expect.poll(() => hydratedInPlace(page)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('is Portuguese for Accept-Language pt-BR, with the name and picture of the home page in it', async () => {
    const context = await newContext(browser, { locale: 'pt-BR' })
    const page = await context.newPage()
    const html = await (await page.goto('/'))!.text()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain(`>${owner.name}</h1>`)
    // The picture is asked for first: a high-priority preload in <head> and on the <img> itself.
    expect(html).toMatch(/<link rel="preload" as="image" href="\/images\/avatar\.svg" fetchpriority="high"\/>[\s\S]*<\/head>/i)
    expect(html).toMatch(/<img[^>]*src="\/images\/avatar\.svg"[^>]*fetchpriority="high"/i)
    expect(html).toContain(owner.avatarAlt['pt-BR'])
    await context.close()
  })

  it('follows the stored choice pt-BR over Accept-Language en, once chosen; switching after hydration works', async () => {
    const context = await newContext(browser, { locale: 'en' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await recordPrerenderedHeading(page)
    expect(await (await page.goto('/sobre-mim'))!.text()).toContain('data-prerendered="en"')
    await page.waitForLoadState('networkidle')
    await expect.poll(() => hydratedInPlace(page)).toBe(true)
    // Switch after hydration, as today: the page changes language at once.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR')
    await page.getByRole('link', { name: 'Contato', exact: true }).first().waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pt-BR')
    // The next first HTML is Portuguese although the browser still asks for English.
    const again = await page.goto('/contato')
    expect(again!.request().headers()['accept-language']).toMatch(/^en/)
    const html = await again!.text()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toMatch(/<h1[^>]*>Contato<\/h1>/)
    await page.waitForLoadState('networkidle')
    await expect.poll(() => hydratedInPlace(page)).toBe(true)
    // And back to English, remembered the same way.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en')
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor()
    expect(await (await page.goto('/'))!.text()).toContain('<html lang="en">')
    expect(errors).toEqual([])
    await context.close()
  })

  it('a stored choice from before the cookie existed is honoured from the next visit on', async () => {
    const context = await newContext(browser, { locale: 'en-US', language: 'pt-BR' })
    const page = await context.newPage()
    await page.goto('/')
    // The first visit cannot know it (only the browser's storage does): the app renders it in Portuguese anyway.
    await page.getByRole('heading', { level: 2, name: 'Tecnologias' }).waitFor()
    expect(await (await page.goto('/'))!.text()).toContain('<html lang="pt-BR">')
    await context.close()
  })
})

describe('the catalogs: the public pages download their own messages only', () => {
  const intro = { 'pt-BR': 'Seu dinheiro em um só lugar', en: 'Your money in one place' }
  /**
   * The catalog chunks the page fetched: the public pages' one (public-messages-*.js) and the whole one, told
   * by a guarded page's text in it (the page chunks carry message ids only).
   */
  function watchCatalogs(page: Page): { public: string[]; full: string[]; read: () => Promise<unknown> } {
    const reads: Promise<void>[] = []
    const seen = { public: [] as string[], full: [] as string[], read: () => Promise.all(reads) }
    page.on('response', (response) => {
      const file = new URL(response.url()).pathname.split('/').pop() ?? ''
      if (!file.endsWith('.js')) return
      if (file.startsWith('public-messages-')) seen.public.push(file)
      else {
        reads.push(
          response.text().then(
            (body) => void (Object.values(intro).some((text) => body.includes(text)) && seen.full.push(file)),
            () => undefined,
          ),
        )
      }
    })
    return seen
  }

  it('a guarded page reached from a public one, and a language switch there, show translated texts in both languages', async () => {
    const { username, context, page, errors } = await signedInPage('pt-BR')
    const catalogs = watchCatalogs(page)
    await page.reload()
    // The greeting by name (a session stored without a full name is greeted by its username).
    await page.getByText(`Olá, ${username}`).waitFor()
    await page.waitForLoadState('networkidle')
    await catalogs.read()
    expect(catalogs.public).toHaveLength(1)
    expect(catalogs.full).toEqual([])
    // In the app, with no reload: the guarded page waits for the whole catalog, then shows its own texts.
    await page.getByText('Ir para a página').click()
    await page.getByRole('navigation', { name: 'Páginas' }).getByRole('link', { name: 'Finanças' }).click()
    await page.getByText(intro['pt-BR']).waitFor()
    await expect.poll(() => catalogs.full.length).toBe(1)
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en')
    await page.getByText(intro.en).waitFor()
    expect(await page.getByText(intro['pt-BR']).count()).toBe(0)
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR')
    await page.getByText(intro['pt-BR']).waitFor()
    await expect.poll(() => catalogs.full.length).toBe(2)
    expect(errors).toEqual([])
    await context.close()
  })

  it('a guarded page opened directly loads the whole catalog with it, in either language', async () => {
    const { username, tokens } = await newSignedInUser('catalog')
    for (const [locale, language] of [['en-US', 'en'], ['pt-BR', 'pt-BR']] as const) {
      const context = await newContext(browser, { locale })
      const page = await context.newPage()
      const errors = watchErrors(page)
      const catalogs = watchCatalogs(page)
      await openSignedIn(page, tokens, username, '/financas')
      await page.getByText(intro[language]).waitFor()
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(language === 'en' ? 'Finances' : 'Finanças')
      await expect.poll(() => catalogs.full.length).toBe(1)
      expect(errors).toEqual([])
      await context.close()
    }
  })
})

describe('a page that loads the app on first use', () => {
  it('asks for no more than the entry until used; the pointer over it brings the app, which hydrates in place', async () => {
    const context = await newContext(browser, { locale: 'en-US' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const scripts = watchScripts(page)
    await recordPrerenderedHeading(page)
    const html = await (await page.goto('/'))!.text()
    expect(html).not.toContain('rel="modulepreload" crossorigin href="/assets/mount-')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    expect(scripts.some((file) => file.startsWith('index-'))).toBe(true)
    expect(scripts.filter((file) => file.startsWith('mount-') || file.startsWith('home-view-') || file.startsWith('public-messages-'))).toEqual([])
    expect(await hydratedInPlace(page)).toBe(false)
    await page.mouse.move(200, 200)
    await expect.poll(() => hydratedInPlace(page)).toBe(true)
    expect(scripts.some((file) => file.startsWith('mount-'))).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('until used, the theme button is named for the theme on screen (dark here), in both languages', async () => {
    for (const [locale, name, wrong] of [
      ['en-US', 'Switch to light theme', 'Switch to dark theme'],
      ['pt-BR', 'Mudar para o tema claro', 'Mudar para o tema escuro'],
    ] as const) {
      const context = await newContext(browser, { locale, theme: 'dark' })
      const page = await context.newPage()
      const scripts = watchScripts(page)
      await page.goto('/', { waitUntil: 'networkidle' })
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(1)
      expect(await page.getByRole('button', { name: wrong, exact: true }).count()).toBe(0)
      expect(scripts.filter((file) => file.startsWith('mount-'))).toEqual([])
      await context.close()
    }
  })

  it('a page that is not one of them preloads the app with its HTML', async () => {
    const context = await newContext(browser, { locale: 'en-US' })
    const page = await context.newPage()
    expect(await (await page.goto('/sobre-mim'))!.text()).toContain('rel="modulepreload" crossorigin href="/assets/mount-')
    await context.close()
  })

  it('the keyboard alone brings it too: Tab, then Enter on a card opens its dialog', async () => {
    const context = await newContext(browser, { locale: 'en-US' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.keyboard.press('Tab')
    await page.getByRole('button', { name: 'TypeScript', exact: true }).focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'TypeScript' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('a language chosen before the app is up is kept: the page changes to it once the app is in', async () => {
    const context = await newContext(browser, { locale: 'en-US' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/mount-[^/]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    const language = page.getByRole('combobox', { name: 'Language' })
    await language.focus()
    await language.selectOption('pt-BR')
    release()
    await page.getByRole('heading', { level: 2, name: 'Tecnologias' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pt-BR')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('before the app hydrates', () => {
  it('a click on a prerendered button is kept and answered once the app is up', async () => {
    const context = await newContext(browser, { locale: 'en-US' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    // The app's entry script is held back until the button was clicked.
    const release = await holdTheApp(page)
    // DOMContentLoaded waits for the module script: the page is there as soon as its HTML is.
    await page.goto('/', { waitUntil: 'commit' })
    await page.getByRole('button', { name: 'TypeScript', exact: true }).click()
    expect(await page.getByRole('dialog').count()).toBe(0)
    release()
    await page.getByRole('dialog', { name: 'TypeScript' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it("a form's submit button pressed before the app is up is answered once it is, never sent by the browser", async () => {
    const context = await newContext(browser, { locale: 'en-US' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const release = await holdTheApp(page)
    await page.goto('/criar-usuario', { waitUntil: 'commit' })
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await page.waitForTimeout(300)
    expect(await page.getByRole('alert').count()).toBe(0)
    release()
    // The empty form's own answer, from the app: nothing went to the server, nothing to the address bar.
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('All fields are required!')
    expect(new URL(page.url()).search).toBe('')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('a prerendered page the app will not hydrate', () => {
  it('never shows a signed-in visitor the signed-out page: the first screen is the app\'s, then the page with Log out', async () => {
    const { username, context, page, errors } = await signedInPage('en-US')
    const release = await holdTheApp(page)
    await page.goto('/login', { waitUntil: 'commit' })
    // The page's HTML is there (the signed-out header's Log in with it) but hidden.
    await page.locator('#root h1').waitFor({ state: 'attached' })
    await page.waitForTimeout(300)
    expect(await page.locator('#root h1').isVisible()).toBe(false)
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('hidden')
    release()
    await page.getByText(`Hi, ${username}`).waitFor()
    await page.getByRole('button', { name: 'Log out' }).waitFor()
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('hides a page in the other language than the stored choice until the app draws it in the stored one', async () => {
    const context = await newContext(browser, { locale: 'en-US', language: 'en' })
    // A cookie out of step with the stored choice (set by another tab, say): the server answers in Portuguese.
    await context.addCookies([{ name: 'language', value: 'pt-BR', url: baseUrl }])
    const page = await context.newPage()
    const release = await holdTheApp(page)
    const response = await page.goto('/contato', { waitUntil: 'commit' })
    expect(await response!.text()).toContain('data-prerendered="pt-BR"')
    await page.locator('#root h1').waitFor({ state: 'attached' })
    await page.waitForTimeout(300)
    expect(await page.locator('#root h1').isVisible()).toBe(false)
    release()
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor()
    await context.close()
  })
})

describe('every public page, both languages and themes', () => {
  for (const path of publicPaths) {
    for (const locale of ['pt-BR', 'en-US']) {
      for (const theme of ['light', 'dark'] as Theme[]) {
        it(`${path} ${locale} ${theme}: hydrates with no error and no layout shift`, async () => {
          const context = await newContext(browser, { locale, theme })
          const page = await context.newPage()
          const errors = watchErrors(page)
          await recordPrerenderedHeading(page)
          await page.goto(path, { waitUntil: 'networkidle' })
          // The home page and the acknowledgements load the app on first use: the pointer over the page.
          if (untilUsed.includes(path)) await page.mouse.move(200, 200)
          await expect.poll(() => hydratedInPlace(page)).toBe(true)
          expect(await page.evaluate(() => document.documentElement.className)).toContain(`theme-${theme}`)
          const toggle = theme === 'dark' ? /Switch to light theme|Mudar para o tema claro/ : /Switch to dark theme|Mudar para o tema escuro/
          await page.getByRole('button', { name: toggle }).waitFor()
          // No shift at all: before prerendering the worst visit measured 0.11; then 0.0015–0.002 now and then
          // (a first frame painted before the header's actions were parsed: index.html now blocks rendering until
          // the header is parsed whole) and 0.0001 on /sobre-mim (its caret moved at every character).
          expect(await layoutShift(page)).toBe(0)
          expect(errors).toEqual([])
          await context.close()
        })
      }
    }
  }
})
