// CAPTCHA=off (local development): the sign-up and sign-in pages show no captcha and go without one. scripts/e2e.mjs
// starts the suite's server with the captcha on for every file, so this file starts a server of its own, from the same
// build, on a fresh data folder with CAPTCHA=off.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, watchUnexpected } from './support/browser'
import { freePort } from './support/own-server'

const root = join(import.meta.dirname, '../..')
let browser: Browser
let server: ChildProcess
let baseURL: string
let dataDir: string


beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portfolio-e2e-captcha-off-'))
  const port = await freePort()
  baseURL = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CAPTCHA: 'off', LOG_LEVEL: 'error' }
  delete env.DATABASE_URL
  server = spawn(process.execPath, [join(root, 'server/build/index.mjs')], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the CAPTCHA=off server exited with ${server.exitCode}`)
    if (Date.now() > deadline) throw new Error('the CAPTCHA=off server did not answer in 60 s')
    const ok = await fetch(`${baseURL}/api/health`).then((response) => response.ok, () => false)
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  browser = await launchBrowser()
}, 90_000)

afterAll(async () => {
  await browser?.close()
  if (server && server.exitCode === null) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  rmSync(dataDir, { recursive: true, force: true })
})

describe('CAPTCHA=off', () => {
  it('the server says so, the sign-up shows no captcha and creates the account, the sign-in follows', async () => {
    expect(await (await fetch(`${baseURL}/api/captcha/mode`)).json()).toEqual({ captcha: 'off' })
    const context = await browser.newContext({ baseURL, locale: 'en-US', serviceWorkers: 'block' })
    const page = await context.newPage()
    const unexpected = watchUnexpected(page)
    const username = `nocaptcha.${Date.now().toString(36)}`
    await page.goto('/criar-usuario')
    await page.getByLabel('Username').fill(username)
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1')
    await page.getByLabel('Full Name').fill('Maria da Silva')
    // The prerendered page has the widget until the app hears the server's answer.
    await expect.poll(() => page.locator('altcha-widget').count()).toBe(0)
    expect(await page.getByText('Captcha', { exact: true }).count()).toBe(0)
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await page.waitForURL('**/login')
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Account created! Please log in.' }).count()).toBe(1)
    await expect.poll(() => page.locator('altcha-widget').count()).toBe(0)
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/')
    await page.waitForLoadState('networkidle')
    await context.close()
    // No page error, console error or 4xx/5xx answer on the way.
    expect(unexpected()).toEqual([])
  }, 60_000)
})
