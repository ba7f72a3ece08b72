// A user's password and sessions in real browsers against the real server (docs/product-rules.md#sessions): a laptop
// signs in on the login page and a phone through the API (Safari's User-Agent); changing the password on the laptop
// sends the phone to the sign-in at its next call; the Sessions page lists both and ends the other; the keyboard
// alone does both. Screenshots and an axe scan of both pages at 360 and 1280 px in both themes (light in English, dark in
// Portuguese).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { solveCaptcha, signUp, type Tokens } from './support/api'
import { axeViolations, baseUrl, newContext, normalise, screenshot, sharedBrowser, watchErrors, type Language, type Theme } from './support/browser'
import { openSignedIn, solveCaptchaWidget } from './support/session'
import { focusedName, tabTo } from './support/keyboard'

const browser = sharedBrowser()
const PASSWORD = 'correct-horse-42'
const NEW_PASSWORD = 'battery-staple-2026'
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

let clients = 0
/** A sign-in through the API as another device would make it: its own User-Agent and client address. */
async function deviceSignIn(username: string, userAgent: string): Promise<Tokens> {
  clients += 1
  const response = await fetch(`${baseUrl}/api/auth/v1/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent, 'x-forwarded-for': `10.88.${clients >> 8}.${(clients & 255) + 1}` },
    body: JSON.stringify({ nomeUsuario: username, senha: PASSWORD, captcha: await solveCaptcha() }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as Tokens
}

async function newUser(prefix: string): Promise<string> {
  const username = `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  await signUp(username, PASSWORD)
  return username
}

/**
 * A browser context signed in on the login page (its sessions are this browser's: Chrome on Linux), from a client address
 * of its own: this file signs in through the form about ten times in 46 s, and the sign-in takes 10 a minute from one
 * address (AUTH_RATE_LIMIT), so with 127.0.0.1's the form sign-ins of the file run before it pushed one of these to 429.
 */
async function laptop(username: string, options: { language?: Language; theme?: Theme; width?: number } = {}) {
  clients += 1
  const clientAddress = `10.87.${clients >> 8}.${(clients & 255) + 1}`
  const context = await newContext(browser(), { language: options.language ?? 'en', theme: options.theme ?? 'light', width: options.width, clientAddress })
  const page = await context.newPage()
  const errors = watchErrors(page)
  await page.goto('/login')
  await page.getByLabel(/^(Username|Nome de Usuário)$/).fill(username)
  await page.getByLabel(/^(Password|Senha)$/, { exact: true }).fill(PASSWORD)
  await solveCaptchaWidget(page)
  await page.locator('main').getByRole('button', { name: /^(Log in|Entrar)$/ }).click()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('nomeUsuario'))).toBe(username)
  return { context, page, errors }
}

/** A phone: a context of 360 px holding the tokens of a sign-in made with an iPhone's User-Agent. */
async function phone(username: string, path: string) {
  const context = await newContext(browser(), { language: 'en', theme: 'dark', width: 360 })
  const page = await context.newPage()
  await openSignedIn(page, await deviceSignIn(username, IPHONE), username, path)
  await page.getByRole('heading', { level: 1 }).waitFor()
  return { context, page }
}

/** Follows a link of the header's user menu (the page-jump dropdown, its summary an icon alone on a phone). */
async function followMenu(page: Page, name: RegExp) {
  await page.locator('header details summary').click()
  await page.getByRole('navigation', { name: /^(Pages|Páginas)$/ }).getByRole('link', { name }).click()
}

/** Opens a page from the header's user menu. */
async function fromMenu(page: Page, name: RegExp) {
  await followMenu(page, name)
  await page.getByRole('heading', { level: 1, name }).waitFor()
}

/** The phone's next call is refused (its session ended): the app sends it to the sign-in, saying the session ended. */
async function sentToSignIn(page: Page) {
  // The books page was never read in this browser: its list is a call to the server, not a kept answer.
  await followMenu(page, /^List Books$/)
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('expirou') === '1', { timeout: 20_000 })
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe('account security', () => {
  it('a password change ends the other browser’s session at its next call, and keeps this one', async () => {
    const username = await newUser('pw')
    const other = await phone(username, '/financas/cadastrar-categoria')
    const { context, page, errors } = await laptop(username)

    await fromMenu(page, /^Change password$/)
    await page.getByLabel('Current password').fill('not my password')
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Change password' }).click()
    // A wrong current password is marked on its field; nothing changed, the phone still works.
    await expect.poll(() => page.getByText('The current password is wrong.').count()).toBe(1)
    await page.getByLabel('Current password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.getByRole('status').getByText('Password changed. Every other session was ended: sign in there with the new password.').waitFor()
    expect(await page.getByLabel('Current password').inputValue()).toBe('')

    await sentToSignIn(other.page)
    // This browser goes on: its sessions page lists it alone.
    await fromMenu(page, /^Sessions$/)
    await expect.poll(async () => (await page.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem').allInnerTexts()).length).toBe(1)
    // The new password signs in, the old one no longer does.
    const old = await fetch(`${baseUrl}/api/auth/v1/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.89.0.1' },
      body: JSON.stringify({ nomeUsuario: username, senha: PASSWORD, captcha: await solveCaptcha() }),
    })
    expect(old.status).toBe(401)
    // The wrong current password's 400 is the one refused call the page saw.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([])
    await other.context.close()
    await context.close()
  })

  it('the Sessions page lists both browsers and ends the other, which then goes to the sign-in', async () => {
    const username = await newUser('sess')
    const other = await phone(username, '/financas')
    const { context, page, errors } = await laptop(username)
    await fromMenu(page, /^Sessions$/)
    const list = page.getByRole('list', { name: 'Signed-in sessions' })
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2)
    const cards = (await list.getByRole('listitem').allInnerTexts()).map(normalise)
    expect(cards[0]).toMatch(/^Chrome on Linux\s*This device/)
    expect(cards[1]).toMatch(/^Safari on iOS/)
    expect(cards[1]).toContain('10.88.')

    await list.getByRole('button', { name: 'End session on Safari on iOS' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'End this session?' })
    await dialog.getByText('Safari on iOS will be signed out and must sign in again.').waitFor()
    await dialog.getByRole('button', { name: 'End session' }).click()
    await page.getByRole('status').getByText('The session was ended. That device must sign in again.').waitFor()
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1)
    await page.getByText('No other device is signed in to your account.').waitFor()

    await sentToSignIn(other.page)
    expect(errors).toEqual([])
    await other.context.close()
    await context.close()
  })

  it('the keyboard alone changes the password and ends every other session', async () => {
    const username = await newUser('keys.sess')
    const others = [await phone(username, '/financas'), await phone(username, '/financas/cadastrar-categoria')]
    const { context, page, errors } = await laptop(username)
    await page.locator('body').focus()
    await tabTo(page, /^Go to page$/)
    await page.keyboard.press('Enter')
    await tabTo(page, /^Sessions$/)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Sessions' }).waitFor()
    await expect.poll(() => page.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem').count()).toBe(3)
    await tabTo(page, /^End all other sessions$/)
    await page.keyboard.press('Enter')
    // The dialog starts on Cancel; the confirmation is the next stop.
    await expect.poll(() => focusedName(page)).toBe('Cancel')
    await page.keyboard.press('Tab')
    expect(await focusedName(page)).toBe('End all other sessions')
    await page.keyboard.press('Enter')
    await page.getByText('Every other session was ended. Those devices must sign in again.').waitFor()
    for (const other of others) await sentToSignIn(other.page)

    await tabTo(page, /change your password/)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor()
    await tabTo(page, /^Current password/)
    await page.keyboard.type(PASSWORD)
    await tabTo(page, /^New password/)
    await page.keyboard.type(NEW_PASSWORD)
    await tabTo(page, /^Confirm new password/)
    await page.keyboard.type(NEW_PASSWORD)
    await page.keyboard.press('Enter')
    await page.getByRole('status').getByText(/^Password changed\./).waitFor()
    expect(errors).toEqual([])
    for (const other of others) await other.context.close()
    await context.close()
  })

  it.each([
    ['en', 'light', 1280],
    ['en', 'light', 360],
    ['pt-BR', 'dark', 1280],
    ['pt-BR', 'dark', 360],
  ] as const)('screenshots in %s, %s, %i px: both pages fit, nothing overflows', async (language, theme, width) => {
    const username = await newUser('shots')
    await deviceSignIn(username, IPHONE)
    const { context, page, errors } = await laptop(username, { language, theme, width })
    const pt = language === 'pt-BR'
    await page.goto('/sessoes')
    await page.getByRole('list', { name: pt ? 'Sessões conectadas' : 'Signed-in sessions' }).getByRole('listitem').nth(1).waitFor()
    expect(await noOverflow(page)).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, `account-sessions-${language}-${theme}-${width}`)
    await page.getByRole('button', { name: pt ? 'Encerrar todas as outras' : 'End all other sessions' }).click()
    await page.getByRole('alertdialog').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, `account-sessions-dialog-${language}-${theme}-${width}`)
    await page.keyboard.press('Escape')

    await page.goto('/alterar-senha')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByRole('button', { name: pt ? 'Alterar senha' : 'Change password' }).click()
    await page.getByRole('alert').waitFor()
    expect(await noOverflow(page)).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, `account-password-${language}-${theme}-${width}`)
    expect(errors).toEqual([])
    await context.close()
  })
})


