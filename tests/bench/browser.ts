// Browser figures for `npm run bench`: the Largest Contentful Paint of `/`, `/sobre-mim`
// and `/contato` in Debian's Chromium at 1× and 4× CPU (DevTools throttling), cold cache (a new context per
// run), loopback; the layout shift (CLS) of every public page in both languages and themes, with the console
// errors (a hydration mismatch is one); the JavaScript `/`, /login and /contato load before any interaction, as gzip
// bytes of the files.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { launchBrowser } from '../e2e/support/browser'
import { percentile } from '../probes/server'

const RUNS = 5
const LCP_PATHS = ['/', '/sobre-mim', '/contato']
const PUBLIC_PATHS = ['/', '/sobre-mim', '/agradecimentos', '/contato', '/login', '/criar-usuario']

/** LCP of one cold visit to `url` with the CPU slowed `cpuRate` times (ms from navigation start). */
async function lcpOnce(browser: Browser, url: string, cpuRate: number): Promise<number> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    await page.goto(url, { waitUntil: 'load' })
    // LCP is final at the first input or when the page settles: wait for the network to be idle, then read the last entry.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries()
            resolve(entries[entries.length - 1]!.startTime)
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
  } finally {
    await context.close()
  }
}

/** The cumulative layout shift of one cold visit and the console errors/warnings it printed. */
async function shiftOnce(browser: Browser, url: string, locale: string, colorScheme: 'light' | 'dark'): Promise<{ cls: number; errors: string[] }> {
  const context = await browser.newContext({ locale, colorScheme, viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text().slice(0, 160))
    })
    page.on('pageerror', (error) => errors.push(error.message.slice(0, 160)))
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) sum += entry.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(sum), 100)
        }),
    )
    return { cls, errors }
  } finally {
    await context.close()
  }
}

/** The gzip KB of every script `path` loads with no interaction (the files as built, gzip level 9 like precompress). */
async function scriptsOf(browser: Browser, base: string, path: string, distDir: string): Promise<{ kb: number; files: string[] }> {
  const context = await browser.newContext({ locale: 'en-US' })
  try {
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname)
    })
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1000)
    const files = [...scripts].sort()
    const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0)
    return { kb: Math.round(bytes / 102.4) / 10, files }
  } finally {
    await context.close()
  }
}

export async function browserFigures(base: string, distDir: string): Promise<Record<string, number | string>> {
  const browser = await launchBrowser()
  try {
    const figures: Record<string, number | string> = {}
    for (const path of LCP_PATHS) {
      for (const rate of [1, 4]) {
        const times: number[] = []
        await lcpOnce(browser, `${base}${path}`, rate) // warms the server's file cache, not the browser's
        for (let run = 0; run < RUNS; run++) times.push(await lcpOnce(browser, `${base}${path}`, rate))
        figures[`LCP of ${path} at ${rate}× CPU, median of ${RUNS} cold visits (ms)`] = Math.round(percentile(times, 50))
      }
    }
    let worstShift = 0
    const errors = new Set<string>()
    for (const path of PUBLIC_PATHS) {
      for (const locale of ['pt-BR', 'en-US']) {
        for (const scheme of ['light', 'dark'] as const) {
          const visit = await shiftOnce(browser, `${base}${path}`, locale, scheme)
          worstShift = Math.max(worstShift, visit.cls)
          for (const error of visit.errors) errors.add(`${path} ${locale} ${scheme}: ${error}`)
        }
      }
    }
    figures['CLS, worst of the 6 public pages × 2 languages × 2 themes'] = Number(worstShift.toFixed(4))
    figures['console errors/warnings on those visits'] = errors.size === 0 ? 'none' : [...errors].join(' | ')
    for (const path of ['/', '/login', '/contato']) {
      const scripts = await scriptsOf(browser, base, path, distDir)
      figures[`JS ${path} loads before any interaction (KB gzip, ${scripts.files.length} files)`] = scripts.kb
      figures[`  its files (${path})`] = scripts.files.map((file) => file.replace('/assets/', '')).join(' ')
    }
    return figures
  } finally {
    await browser.close()
  }
}
