// The foundation as a person uses it: sign up with the captcha, log in, wrong password,
// guarded and role-guarded routes, logout, unknown paths, language and theme that persist, no theme flash. Every test
// fails on a page error, a console error or a 4xx/5xx answer it did not ask for (a wrong password's 401 and a taken
// username's 409 are asked for).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import AxeBuilder from '@axe-core/playwright'
import { launchBrowser, newContext, screenshot, watchUnexpected, admin } from './support/browser'
import { signIn, signInAsAdmin } from './support/api'
import { openSignedIn, solveCaptchaWidget } from './support/session'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const username = `e2e.${Date.now().toString(36)}`
const password = 'correct-horse-42'

async function signUpThroughUi(page: Page, name: string) {
  await page.goto('/criar-usuario')
  await page.getByLabel('Username').fill(name)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Full Name').fill('Maria da Silva')
  await solveCaptchaWidget(page)
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await page.waitForURL('**/login')
}

describe('sign-up, login, guarded pages and logout (English)', () => {
  it('walks the whole session flow', async () => {
    const context = await newContext(browser, { language: 'en', theme: 'light' })
    const page = await context.newPage()
    // Asked for: the taken username (409) and the wrong password (401).
    const unexpected = watchUnexpected(page, ['409 POST /api/auth/v1', '401 POST /api/auth/v1/signin'])

    // Sign-up validation happens before the server is asked.
    await page.goto('/criar-usuario')
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('All fields are required!')
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByLabel('Full Name').fill('Maria 123')
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/only letters/i)

    await signUpThroughUi(page, username)
    // /login says the account exists and starts with its username.
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Account created! Please log in.' }).count()).toBe(1)
    expect(await page.getByLabel('Username').inputValue()).toBe(username)
    await screenshot(page, 'foundation-login-after-signup-en-light')

    // The same username again (any case) is refused with the server's duplicate text.
    await page.goto('/criar-usuario')
    await page.getByLabel('Username').fill(username.toUpperCase())
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByLabel('Full Name').fill('Maria da Silva')
    await solveCaptchaWidget(page)
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('already exists')

    // Login without the captcha is refused on the client.
    await page.goto('/login')
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Log in', exact: true }).last().click()
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Please confirm the captcha!')

    // Wrong password: 401 marks both fields until either is edited.
    await solveCaptchaWidget(page)
    await page.locator('form').getByRole('button', { name: 'Log in', exact: true }).click()
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('Invalid username or password')
    await expect.poll(() => page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    await screenshot(page, 'foundation-login-401-en-light')
    await page.getByLabel('Password', { exact: true }).fill(password)
    await expect.poll(() => page.getByLabel('Username').getAttribute('aria-invalid')).not.toBe('true')

    // Show/hide password.
    await page.getByRole('button', { name: /show/i }).click()
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text')

    // Correct login goes home and greets the user; the page jump shows no admin entries.
    await solveCaptchaWidget(page)
    await page.locator('form').getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/')
    // Greeted by the first name of "Maria da Silva", the full name of the sign-up.
    await expect.poll(() => page.getByText('Hi, Maria').filter({ visible: true }).count()).toBe(1)
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('User')
    await page.getByText('Go to page').click()
    const pages = page.getByRole('navigation', { name: 'Pages' })
    expect(await pages.getByRole('link').allTextContents()).toEqual(['Home', 'List Books', 'Finances', 'My data', 'Two-step verification', 'Change password', 'Sessions'])

    // A guarded page renders inside the layout; an admin page sends a User home.
    await page.goto('/financas')
    await expect.poll(() => page.getByRole('button', { name: 'Log out' }).count()).toBe(1)
    expect(new URL(page.url()).pathname).toBe('/financas')
    await page.goto('/pokemon')
    await page.waitForURL((url) => url.pathname === '/')

    // Logout clears the session and goes home; guarded pages then ask for a login.
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    // Logout clears the session from local storage; language and theme survive it.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== 'language' && key !== 'theme'))).toEqual([])
    await expect.poll(() => page.getByText('Welcome, User').count()).toBe(1)
    await page.goto('/livros')
    // The login remembers the page asked for.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/livros')

    expect(unexpected()).toEqual([])
    await context.close()
  })

  it('sends an invalid token to /login and clears the storage', async () => {
    const context = await newContext(browser, { language: 'en' })
    const page = await context.newPage()
    // Asked for: the token check says the token is not valid, and the refresh of a made-up token is refused.
    const unexpected = watchUnexpected(page, ['401 POST /api/auth/v1/refresh'])
    await openSignedIn(page, { accessToken: 'not-a-token', refreshToken: 'nope', role: 'User' }, 'ghost', '/livros')
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/livros')
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
    await context.close()
    expect(unexpected()).toEqual([])
  })

  it('redirects unknown paths to /', async () => {
    const context = await newContext(browser, { language: 'en' })
    const page = await context.newPage()
    const unexpected = watchUnexpected(page)
    await page.goto('/no/such/page')
    await page.waitForURL((url) => url.pathname === '/')
    await context.close()
    expect(unexpected()).toEqual([])
  })
})

describe('admin', () => {
  it('sees the admin entries and opens admin routes', async () => {
    const tokens = await signInAsAdmin()
    const context = await newContext(browser, { language: 'en' })
    const page = await context.newPage()
    const unexpected = watchUnexpected(page)
    await openSignedIn(page, tokens, admin.username, '/pokemon')
    await expect.poll(() => page.getByRole('button', { name: 'Log out' }).count()).toBe(1)
    expect(new URL(page.url()).pathname).toBe('/pokemon')
    await page.getByText('Go to page').click()
    const links = await page.getByRole('navigation', { name: 'Pages' }).getByRole('link').allTextContents()
    expect(links).toEqual(['Home', 'List Books', 'Love', 'Pokemon Data Table', 'Contacts Data Table', 'Finances', 'My data', 'Two-step verification', 'Change password', 'Sessions'])
    await page.waitForLoadState('networkidle')
    await context.close()
    expect(unexpected()).toEqual([])
  })
})

describe('language and theme', () => {
  it('starts in Portuguese for a pt browser, switches, and persists across reloads', async () => {
    const context = await newContext(browser, { locale: 'pt-BR' })
    const page = await context.newPage()
    const unexpected = watchUnexpected(page)
    await page.goto('/login')
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('pt-BR')
    await expect.poll(() => page.getByRole('heading', { name: 'Entrar' }).count()).toBe(1)
    await page.getByLabel('Idioma').selectOption('en')
    await expect.poll(() => page.getByRole('heading', { name: 'Log in' }).count()).toBe(1)
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('language')])).toEqual(['en', 'en'])
    await page.reload()
    await expect.poll(() => page.getByRole('heading', { name: 'Log in' }).count()).toBe(1)
    await context.close()
    expect(unexpected()).toEqual([])
  })

  it('starts in English for any other browser language', async () => {
    const context = await newContext(browser, { locale: 'de-DE' })
    const page = await context.newPage()
    const unexpected = watchUnexpected(page)
    await page.goto('/login')
    await expect.poll(() => page.getByRole('heading', { name: 'Log in' }).count()).toBe(1)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await context.close()
    expect(unexpected()).toEqual([])
  })

  it('toggles the theme, stores it, and applies it before any script bundle runs', async () => {
    const context = await newContext(browser, { language: 'en' })
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain('theme-dark')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    // With every bundle blocked, only the inline bootstrap can set the class: no light flash on reload.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.reload()
    expect(await page.evaluate(() => document.documentElement.className)).toContain('theme-dark')
    await page.unroute('**/assets/*.js')
    await page.reload()
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain('theme-light')
    await context.close()
  })
})

describe('every shell page in both themes and languages', () => {
  const routes = ['/', '/login', '/criar-usuario', '/contato', '/sobre-mim', '/agradecimentos']
  for (const language of ['en', 'pt-BR'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`renders without errors and without serious accessibility violations (${language}, ${theme})`, async () => {
        const context = await newContext(browser, { language, theme })
        const page = await context.newPage()
        const unexpected = watchUnexpected(page)
        for (const route of routes) {
          await page.goto(route, { waitUntil: 'networkidle' })
          expect(await page.evaluate(() => document.documentElement.className)).toContain(`theme-${theme}`)
          await screenshot(page, `shell${route.replace(/\W+/g, '-') || '-home'}-${language}-${theme}`)
          const scan = await new AxeBuilder({ page }).exclude('altcha-widget').analyze()
          const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
          expect(serious.map((v) => `${route}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
        }
        expect(unexpected()).toEqual([])
        await context.close()
      })
    }
  }

  it('shows the guarded pages inside the layout for a signed-in user', async () => {
    const tokens = await signInAsAdmin()
    const context = await newContext(browser, { language: 'en', theme: 'dark' })
    const page = await context.newPage()
    const unexpected = watchUnexpected(page)
    for (const route of ['/financas', '/listar-contatos', '/amor']) {
      await openSignedIn(page, tokens, admin.username, route)
      await expect.poll(() => page.getByRole('button', { name: 'Log out' }).count()).toBe(1)
      expect(new URL(page.url()).pathname).toBe(route)
      await page.waitForLoadState('networkidle')
    }
    await context.close()
    expect(unexpected()).toEqual([])
  })

  it('keeps a fresh login working from a second browser', async () => {
    const other = `e2e.b.${Date.now().toString(36)}`
    const context = await newContext(browser, { language: 'pt-BR' })
    const page = await context.newPage()
    const unexpected = watchUnexpected(page)
    await page.goto('/criar-usuario')
    await page.getByLabel('Nome de Usuário').fill(other)
    await page.getByLabel('Senha', { exact: true }).fill(password)
    await page.getByLabel('Nome Completo').fill('João Ninguém')
    await solveCaptchaWidget(page)
    await page.getByRole('button', { name: 'Criar', exact: true }).click()
    await page.waitForURL('**/login')
    const tokens = await signIn(other, password)
    expect(tokens.role).toBe('User')
    await context.close()
    expect(unexpected()).toEqual([])
  })
})
