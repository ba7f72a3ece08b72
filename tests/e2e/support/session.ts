// Session helpers for the browser suite: the captcha widget, and signing a page in with real tokens.
import { expect } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { Tokens } from './api'
import { newContext, watchErrors, watchFailedResponses, type Language, type Theme } from './browser'

/** Ticks the ALTCHA checkbox and waits until the proof of work is verified (about a second). */
export async function solveCaptchaWidget(page: Page): Promise<void> {
  const widget = page.locator('altcha-widget')
  await widget.locator('input[type="checkbox"]').click({ force: true })
  await expect
    .poll(async () => widget.evaluate((el) => el.querySelector('[data-state]')?.getAttribute('data-state') ?? el.getAttribute('data-state') ?? (el as HTMLElement & { getState?: () => string }).getState?.()), { timeout: 30_000 })
    .toBe('verified')
}

/** Puts the tokens in local storage the way a successful login does (the page must be on the app's origin). */
export async function storeSession(page: Page, tokens: Tokens, username: string): Promise<void> {
  await page.evaluate(
    ([t, name]) => {
      localStorage.setItem('accessToken', t.accessToken)
      localStorage.setItem('refreshToken', t.refreshToken)
      localStorage.setItem('userRole', t.role)
      localStorage.setItem('nomeUsuario', name)
    },
    [tokens, username] as const,
  )
}

/** Stores the session as a successful login does, then opens `path`. */
export async function openSignedIn(page: Page, tokens: Tokens, username: string, path: string): Promise<void> {
  await page.goto('/')
  await storeSession(page, tokens, username)
  await page.goto(path)
}

/**
 * A page of a new context of `browser` (its language, theme and width) signed in as `username` at `path`, with the
 * page's errors and failed responses as they come.
 */
export async function signedInPage(browser: Browser, language: Language, tokens: Tokens, username: string, path: string, options: { width?: number; theme?: Theme } = {}) {
  const context = await newContext(browser, { language, theme: options.theme ?? 'light', width: options.width })
  const page = await context.newPage()
  const errors = watchErrors(page)
  const failed = watchFailedResponses(page)
  await openSignedIn(page, tokens, username, path)
  return { page, errors, failed }
}
