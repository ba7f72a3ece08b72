import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

// Not BASE_URL: Vitest overwrites that one with Vite's `base` ('/').
export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'
export const admin = {
  username: process.env.E2E_ADMIN_USERNAME ?? 'admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}
const screenshotDir = join(process.cwd(), 'tests/e2e/screenshots')

// Flags the machine needs: no sandbox as root, and no background networking (the network is closed).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/** `extraArgs` add Chromium switches (e.g. `--autoplay-policy=user-gesture-required`). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...chromiumArgs, ...extraArgs],
  })
}

/** One Chromium for a test file: launched before its tests, closed after them. Call the getter inside a test. */
export function sharedBrowser(extraArgs: readonly string[] = []): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser(extraArgs)
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('The browser starts in beforeAll: call the getter inside a test')
    return browser
  }
}

export type Language = 'pt-BR' | 'en'
export type Theme = 'light' | 'dark'

/**
 * A fresh context with an empty local storage; language/theme preset when given. The app's service worker is
 * blocked unless `serviceWorkers: 'allow'` (tests/e2e/pwa.e2e.ts): requests a service worker answers never reach
 * page.route(), which several tests use to hold or fail a script.
 */
export async function newContext(
  browser: Browser,
  options: {
    locale?: string
    language?: Language
    theme?: Theme
    width?: number
    height?: number
    serviceWorkers?: 'allow' | 'block'
    /**
     * The page's requests come as from this client address (the e2e server trusts one proxy): a test that signs in
     * through the form several times keeps its own sign-in limit instead of sharing 127.0.0.1's with every other file.
     */
    clientAddress?: string
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.clientAddress ? { extraHTTPHeaders: { 'x-forwarded-for': options.clientAddress } } : {}),
  })
  if (options.language || options.theme) {
    await context.addInitScript(
      ([language, theme]) => {
        if (sessionStorage.getItem('__e2e_preset')) return
        sessionStorage.setItem('__e2e_preset', '1')
        if (language) localStorage.setItem('language', language)
        if (theme) localStorage.setItem('theme', theme)
      },
      [options.language, options.theme] as const,
    )
  }
  return context
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true })
  const path = join(screenshotDir, `${name}.png`)
  await page.screenshot({ path, fullPage: true })
  return path
}

/** Collects page errors and console errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  return errors
}

/** Every answer with a 4xx/5xx status, as "STATUS METHOD path", so a test can tell expected ones (a search's 404) from faults. */
export function watchFailedResponses(page: Page): string[] {
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`)
  })
  return failed
}

/**
 * What went wrong in a page that the test did not ask for: page errors, console errors, and 4xx/5xx answers
 * ("404 GET /v1/api/livro/desc/4/1"). `expected` lists the failed answers that are the test's point (a wrong password's
 * 401), each matching one answer; the browser's console line about each of those ("Failed to load resource: … status
 * of 401") is expected with it. Call the result at the end of the test: `expect(unexpected()).toEqual([])`.
 */
export function watchUnexpected(page: Page, expected: ReadonlyArray<string | RegExp> = []): () => string[] {
  const errors = watchErrors(page)
  const failed = watchFailedResponses(page)
  return () => {
    const waiting = [...expected]
    const excused: string[] = []
    const unexpected: string[] = []
    for (const answer of failed) {
      const index = waiting.findIndex((pattern) => (typeof pattern === 'string' ? pattern === answer : pattern.test(answer)))
      if (index === -1) unexpected.push(answer)
      else {
        waiting.splice(index, 1)
        excused.push(answer.split(' ')[0]!)
      }
    }
    for (const error of errors) {
      const status = /Failed to load resource: the server responded with a status of (\d{3})/.exec(error)?.[1]
      const index = status === undefined ? -1 : excused.indexOf(status)
      if (index === -1) unexpected.push(error)
      else excused.splice(index, 1)
    }
    return [...unexpected, ...waiting.map((pattern) => `expected but not seen: ${String(pattern)}`)]
  }
}

/** Intl's no-break spaces ("R$ 1,00", "10:00 PM") as plain spaces, trimmed, so expectations read as typed. */
export const normalise = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()

/** An axe scan with every rule (WCAG 2.1 AA and axe's best practices) once the animations have ended (a dialog fades in: scan the colours it settles on). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime)).map((animation) => animation.finished)))
  const { default: AxeBuilder } = await import('@axe-core/playwright')
  const scan = await new AxeBuilder({ page }).analyze()
  return scan.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** The page has no accessibility violations (axe). */
export async function axeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([])
}
