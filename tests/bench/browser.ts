// Browser figures for `npm run bench` (issue 11): the Largest Contentful Paint of `/` in Debian's
// Chromium at 1× and 4× CPU (DevTools throttling), cold cache (a new context per run), loopback;
// and the JavaScript /login downloads before the user touches the form, as gzip bytes of the files.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { launchBrowser } from '../e2e/support/browser'
import { percentile } from '../probes/server'

const RUNS = 5

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

/** The gzip KB of every script /login loads with no interaction (the files as built, gzip level 9 like precompress). */
async function loginScripts(browser: Browser, base: string, distDir: string): Promise<{ kb: number; files: string[] }> {
  const context = await browser.newContext({ locale: 'en-US' })
  try {
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname)
    })
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1000)
    const files = [...scripts].sort()
    const bytes = files.reduce((sum, path) => sum + gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length, 0)
    return { kb: Math.round(bytes / 102.4) / 10, files }
  } finally {
    await context.close()
  }
}

export async function browserFigures(base: string, distDir: string): Promise<Record<string, number | string>> {
  const browser = await launchBrowser()
  try {
    const figures: Record<string, number | string> = {}
    for (const rate of [1, 4]) {
      const times: number[] = []
      await lcpOnce(browser, `${base}/`, rate) // warms the server's file cache, not the browser's
      for (let run = 0; run < RUNS; run++) times.push(await lcpOnce(browser, `${base}/`, rate))
      figures[`LCP of / at ${rate}× CPU, median of ${RUNS} cold visits (ms)`] = Math.round(percentile(times, 50))
    }
    const login = await loginScripts(browser, base, distDir)
    figures['JS /login loads before the form is touched (KB gzip)'] = login.kb
    figures['  its files'] = login.files.map((file) => file.replace('/assets/', '')).join(' ')
    return figures
  } finally {
    await browser.close()
  }
}
