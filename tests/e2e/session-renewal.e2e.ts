// The session in a real browser against a server of its own whose access tokens live 20 s (ACCESS_TOKEN_TTL_SECONDS):
// - signed in through the login page and using the app for 50 s (two and a half token lifetimes), no request is
//   refused (no 401 in the console or the network) and the token is renewed ahead of each expiry;
// - a session whose token expired while no page was open (a laptop asleep) opens its page without a 401: the token
//   is renewed before the first call;
// - an Admin demoted by `npm run user:role` while signed in loses the admin entries of the menu at the next click, and
//   an admin page open at that moment goes to / at its next call (tests/server/role-header.test.ts has the header).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, watchErrors, watchFailedResponses } from './support/browser'
import { apiSignIn, apiSignUp, startOwnServer, type OwnServer } from './support/own-server'
import { storeSession } from './support/session'

const TOKEN_SECONDS = 20

let server: OwnServer
let browser: Browser

beforeAll(async () => {
  server = await startOwnServer({ ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_SECONDS), CAPTCHA: 'off' })
  browser = await launchBrowser()
}, 90_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'en-US', viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  return context.newPage()
}

/** What a page asked and was refused: console errors, 4xx/5xx answers, and how many refreshes it made. */
function watch(page: Page) {
  const errors = watchErrors(page)
  const failed = watchFailedResponses(page)
  const refreshes: number[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/v1/refresh') refreshes.push(Date.now())
  })
  const unauthorized = () => [...errors.filter((line) => line.includes('401')), ...failed.filter((line) => line.startsWith('401 '))]
  const summary = () => `${refreshes.length} renewals, ${failed.filter((line) => line.startsWith('401 ')).length} requests answered 401, ${errors.filter((line) => line.includes('401')).length} console errors about a 401`
  return { errors, failed, refreshes, unauthorized, summary }
}

/** Opens the header's page menu and follows one of its links. */
async function goThroughMenu(page: Page, name: string): Promise<void> {
  await page.locator('header details summary').click()
  await page.locator('header details nav').getByRole('link', { name, exact: true }).click()
}

const adminEntries = (page: Page) => page.locator('header details nav a[href="/amor"], header details nav a[href="/listar-contatos"], header details nav a[href="/pokemon"]').count()

describe('the access token renewed ahead of its expiry', () => {
  it('signed in through the login page, 50 s of use over 20 s tokens: no 401, a renewal before each expiry', async () => {
    const username = `renew.${Date.now().toString(36)}`
    await apiSignUp(server, username, 'renewal-pass-1')
    const page = await newPage()
    const seen = watch(page)
    await page.goto('/login')
    await expect.poll(() => page.locator('altcha-widget').count()).toBe(0)
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password', { exact: true }).fill('renewal-pass-1')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/')
    const started = Date.now()
    let visits = 0
    while (Date.now() - started < 2.5 * TOKEN_SECONDS * 1000) {
      await goThroughMenu(page, visits % 2 === 0 ? 'Finances' : 'List Books')
      await page.locator('main h1').first().waitFor()
      visits += 1
      await page.waitForTimeout(4_000)
    }
    await page.waitForLoadState('networkidle')
    console.info(`${visits} visits in ${Math.round((Date.now() - started) / 1000)} s: ${seen.summary()}`)
    expect(seen.unauthorized()).toEqual([])
    expect(seen.failed).toEqual([])
    expect(seen.errors).toEqual([])
    // At 80 % of each 20 s token: 16 s, 32 s, 48 s.
    expect(seen.refreshes.length).toBeGreaterThanOrEqual(2)
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(1)
    await page.context().close()
  }, 120_000)

  it('a token that expired while no page was open is renewed before the first call, not sent', async () => {
    const username = `asleep.${Date.now().toString(36)}`
    await apiSignUp(server, username, 'renewal-pass-1')
    const tokens = await apiSignIn(server, username, 'renewal-pass-1')
    await new Promise((resolve) => setTimeout(resolve, (TOKEN_SECONDS + 1) * 1000))
    const page = await newPage()
    const seen = watch(page)
    await page.goto('/')
    await storeSession(page, tokens, username)
    await page.goto('/financas')
    await page.getByRole('heading', { level: 1, name: 'Finances' }).waitFor({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    console.info(`expired token at open: ${seen.summary()}`)
    expect(seen.unauthorized()).toEqual([])
    expect(seen.failed).toEqual([])
    expect(seen.errors).toEqual([])
    expect(seen.refreshes).toHaveLength(1)
    await page.context().close()
  }, 90_000)
})

describe('a role changed by npm run user:role while signed in', () => {
  it('an Admin demoted loses the admin entries at the next click; an admin page open then goes to / at its next call', async () => {
    const tokens = await apiSignIn(server, server.admin.username, server.admin.password)
    expect(tokens.role).toBe('Admin')
    // A message in the inbox, so that the admin page has something to open.
    const sent = await fetch(`${server.baseURL}/v1/api/contato`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nome: 'Ana Souza', email: 'ana@example.com', mensagem: 'Olá! Gostei do portfólio.', captcha: '' }),
    })
    expect(sent.status).toBe(201)
    const page = await newPage()
    const seen = watch(page)
    await page.goto('/')
    await storeSession(page, tokens, server.admin.username)
    await page.goto('/livros')
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(await adminEntries(page)).toBe(3)

    const demoted = await server.script('user-role', [server.admin.username, 'User'])
    expect(demoted.output).toContain('is now User')
    expect(demoted.code).toBe(0)
    // The page knows nothing yet; the next click calls the API, whose answer names the new role.
    expect(await adminEntries(page)).toBe(3)
    await goThroughMenu(page, 'Finances')
    await expect.poll(() => adminEntries(page)).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/financas')
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('User')
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(1)
    expect(seen.failed).toEqual([])
    expect(seen.errors).toEqual([])

    // Promoted again: the next click brings the entries back.
    expect((await server.script('user-role', [server.admin.username, 'Admin'])).code).toBe(0)
    await goThroughMenu(page, 'List Books')
    await expect.poll(() => adminEntries(page)).toBe(3)

    // On the received messages page when demoted: its next call is refused (403, the point of this step) and the
    // page, now forbidden to this role, goes to / as any admin page does for a User.
    await goThroughMenu(page, 'Contacts Data Table')
    await page.getByText('Ana Souza').first().waitFor()
    expect((await server.script('user-role', [server.admin.username, 'User'])).code).toBe(0)
    await page.getByRole('button', { name: 'View the message from Ana Souza' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    expect(await adminEntries(page)).toBe(0)
    expect(seen.failed.filter((line) => !line.startsWith('403 GET /v1/api/contato/'))).toEqual([])
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(1)
    await page.context().close()
  }, 120_000)
})
