// `npm run bench -- browser`: what a cold visit to a finance page looks like in Debian's Chromium, for a signed-in
// household (the pages bench's, with 2,000 entries in the current month): the panel, the entries page, the bank
// accounts, a card's statements and the statement import's preview (from "Ver as linhas"), at 1280×800 and 360×740, at 1× and 4× CPU (DevTools throttling). Each visit is
// a new context (cold cache, the session in localStorage as the app keeps it). Per page, viewport and CPU, the median
// of RUNS visits of: the time to the first row of the page's data (ms from navigation start), the LCP, the
// cumulative layout shift (layout-shift entries without recent input, until the page has nothing loading and half a
// second more) and the first row's top (y, px, in the page). Prints one table, and the server's RSS at start, before
// the pages (after the seeding) and after them.
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from '../e2e/support/browser'
import { percentile } from '../probes/server'
import { household, type Session } from './pages'

// BENCH_RUNS visits per figure (5 unless told); BENCH_PAGES=panel,entries measures those pages only.
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ONLY = process.env.BENCH_PAGES?.split(',')
export const ENTRIES = 2000

export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const

/** Each page and the first row of its data: a table row, or the panel's first account balance. */
export function financePages(paths: readonly string[]): { name: string; path: string; row: string }[] {
  return [
    { name: 'panel', path: paths[0]!, row: '#balances-title ~ ul li' },
    { name: 'entries', path: paths[1]!, row: 'main tbody tr' },
    { name: 'accounts', path: paths[2]!, row: 'main tbody tr' },
    { name: 'card statements', path: paths[5]!, row: 'main tbody tr' },
  ]
}

/** localStorage as the app keeps a session (and the language), set before any script of the page runs. */
export function sessionScript(session: Session, language = 'pt-BR'): string {
  const items = { accessToken: session.accessToken, refreshToken: session.refreshToken, userRole: session.role, nomeUsuario: session.username, language }
  return `Object.entries(${JSON.stringify(items)}).forEach(([key, value]) => localStorage.setItem(key, value))`
}

/**
 * Installed before the page's scripts: sums the layout shifts without recent input, keeps the last LCP, and notes
 * when the first element matching `row` appears and where (its top in the page). A string: tsx's helpers are not in
 * the page.
 */
export function probeScript(row: string): string {
  return `(() => {
  if (window.top !== window) return
  const probe = { cls: 0, lcp: 0, rowMs: -1, rowTop: -1, shifts: [] }
  window.__probe = probe
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      probe.cls += entry.value
      probe.shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources || []).map((s) => s.node ? (s.node.nodeName + '.' + (s.node.className || '') + ' ' + (s.node.textContent || '').slice(0, 40)) + ' ' + s.previousRect.y + '→' + s.currentRect.y : '?') })
    }
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => {
    const entries = list.getEntries()
    probe.lcp = entries[entries.length - 1].startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  const look = () => {
    const found = document.querySelector(${JSON.stringify(row)})
    if (found && found.getBoundingClientRect().height > 0) {
      probe.rowMs = performance.now()
      probe.rowTop = found.getBoundingClientRect().top + window.scrollY
      return
    }
    requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
})()`
}

export interface Visit {
  rowMs: number
  lcp: number
  cls: number
  rowTop: number
  shifts: { value: number; at: number; sources: string[] }[]
}

/**
 * The page has its heading, nothing in `main` is loading, and its row is there. A function, not a string: Playwright
 * takes a string for an expression, and the function that expression makes is truthy at once (the waits ended before
 * the data came in). No named function inside: tsx's helpers are not in the page.
 */
const SETTLED = () => {
  const main = document.querySelector('main')
  const heading = main && main.querySelector('h1')
  if (!main || !heading || (heading.textContent || '').trim() === '') return false
  if (main.querySelector('[data-spinner], [aria-busy="true"]')) return false
  return (window as unknown as { __probe: Visit }).__probe.rowMs >= 0
}

/** A new context (cold cache) with the session and the probe installed, its page throttled to `cpuRate`; `use` runs on it, then the context closes. */
async function withProbedPage<T>(browser: Browser, session: Session, row: string, viewport: { width: number; height: number }, cpuRate: number, options: { language?: string; colorScheme?: 'light' | 'dark' }, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ locale: options.language ?? 'pt-BR', colorScheme: options.colorScheme ?? 'light', viewport })
  try {
    await context.addInitScript(sessionScript(session, options.language))
    await context.addInitScript(probeScript(row))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    return await use(page)
  } finally {
    await context.close()
  }
}

/**
 * The tokens the page left in local storage go on to the next visit, as a user's browser keeps them: once the app
 * renewed them (at 80 % of the access token's 15 minutes), the refresh token the bench started with is spent, and a
 * visit with it was signed out (no row: the wait below timed out, as at card statements 360×740 twelve minutes in).
 */
async function keepRenewedTokens(page: Page, session: Session): Promise<void> {
  const kept = (await page.evaluate(() => ({ accessToken: localStorage.getItem('accessToken'), refreshToken: localStorage.getItem('refreshToken') }))) as { accessToken: string | null; refreshToken: string | null }
  if (kept.accessToken && kept.refreshToken) Object.assign(session, kept)
}

/** One cold visit to `url`; `session` takes the tokens the page renewed. */
export async function visit(browser: Browser, url: string, session: Session, row: string, viewport: { width: number; height: number }, cpuRate: number, options: { language?: string; colorScheme?: 'light' | 'dark' } = {}): Promise<Visit> {
  return withProbedPage(browser, session, row, viewport, cpuRate, options, async (page) => {
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForFunction(SETTLED, undefined, { timeout: 30_000, polling: 'raf' })
    await page.waitForLoadState('networkidle')
    // What comes in after the page settled (a chart's lazy chunk, fonts) still counts.
    await page.waitForTimeout(500)
    // The service worker's first visit may load the page again: read the page that stays.
    await page.waitForFunction(SETTLED, undefined, { timeout: 30_000, polling: 'raf' })
    await keepRenewedTokens(page, session)
    return (await page.evaluate('window.__probe')) as Visit
  })
}

/** The medians of a page's visits (and the worst CLS). */
function figuresOf(visits: Visit[]): Record<string, number> {
  const median = (pick: (v: Visit) => number) => percentile(visits.map(pick), 50)
  return {
    'first row ms': Math.round(median((v) => v.rowMs)),
    'LCP ms': Math.round(median((v) => v.lcp)),
    CLS: Number(median((v) => v.cls).toFixed(4)),
    'worst CLS': Number(Math.max(...visits.map((v) => v.cls)).toFixed(4)),
    'first row y': Math.round(median((v) => v.rowTop)),
  }
}

/** The bank-statement file the import preview is timed with (a checking account's month, as a bank writes it). */
const STATEMENT = join(import.meta.dirname, '../fixtures/bank-import/conta-corrente.ofx')

/**
 * One cold visit to the statement import: the page, then a bank file chosen for `accountId` and "Ver as linhas";
 * `rowMs` is from that click to the preview's first row. CLS as in `visit` (shifts right after the click count as
 * the click's, as in the browser's own figure).
 */
export async function importPreviewVisit(browser: Browser, base: string, session: Session, accountId: number, viewport: { width: number; height: number }, cpuRate: number): Promise<Visit> {
  const row = 'main section[aria-labelledby="preview-title"] tbody tr'
  return withProbedPage(browser, session, row, viewport, cpuRate, {}, async (page) => {
    await page.goto(`${base}/financas/importar`, { waitUntil: 'load' })
    const target = page.getByLabel(/^Conta ou cartão/)
    // The select is there and enabled: the accounts and cards are in.
    await page.waitForFunction(() => (document.querySelector('main select') as HTMLSelectElement | null)?.disabled === false, undefined, { timeout: 30_000, polling: 'raf' })
    await page.locator('input[type=file]').setInputFiles(STATEMENT)
    await target.selectOption(`conta:${accountId}`)
    const clicked = (await page.evaluate('performance.now()')) as number
    await page.getByRole('button', { name: /^Ver as linhas$/ }).click()
    await page.waitForFunction(SETTLED, undefined, { timeout: 30_000, polling: 'raf' })
    await page.waitForTimeout(500)
    await keepRenewedTokens(page, session)
    const probe = (await page.evaluate('window.__probe')) as Visit
    return { ...probe, rowMs: probe.rowMs - clicked }
  })
}

/** How often the server's RSS is read while the pages are visited. */
const RSS_EVERY_MS = 250

/**
 * `rssMb` reads the server's resident set size (MB): printed before the seeding, before the pages and after them, with
 * the most it reached while the pages were visited (read every RSS_EVERY_MS).
 */
export async function financeBrowserBench(base: string, rssMb?: () => number): Promise<void> {
  const started = Date.now()
  const rss: Record<string, number> = {}
  if (rssMb) rss['server RSS at start (MB)'] = rssMb()
  let peak = 0
  const { session, paths } = await household(base, ENTRIES)
  console.info(`seeded ${ENTRIES} entries in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  if (rssMb) {
    rss['server RSS before the pages, after the seeding (MB)'] = rssMb()
    console.info(`server RSS before the pages: ${rss['server RSS before the pages, after the seeding (MB)']} MB (${rss['server RSS at start (MB)']} MB at start)`)
  }
  const browser = await launchBrowser()
  const sampling = rssMb ? setInterval(() => (peak = Math.max(peak, rssMb())), RSS_EVERY_MS) : undefined
  try {
    const rows: Record<string, Record<string, number>> = {}
    const worst: Record<string, Visit['shifts']> = {}
    for (const { name, path, row } of financePages(paths).filter((page) => !ONLY || ONLY.includes(page.name))) {
      await visit(browser, `${base}${path}`, session, row, VIEWPORTS[0], 1) // the server's caches, not the browser's
      for (const viewport of VIEWPORTS) {
        for (const rate of [1, 4]) {
          const visits: Visit[] = []
          for (let run = 0; run < RUNS; run++) visits.push(await visit(browser, `${base}${path}`, session, row, viewport, rate))
          const key = `${name} ${viewport.width}×${viewport.height} ${rate}×`
          rows[key] = figuresOf(visits)
          console.info(key, JSON.stringify(rows[key]))
          const worstVisit = visits.reduce((a, b) => (b.cls > a.cls ? b : a))
          if (worstVisit.cls > 0) worst[key] = worstVisit.shifts
        }
      }
    }
    if (!ONLY || ONLY.includes('import preview')) {
      const accountId = Number(paths[3]!.split('/').pop())
      await importPreviewVisit(browser, base, session, accountId, VIEWPORTS[0], 1)
      for (const viewport of VIEWPORTS) {
        for (const rate of [1, 4]) {
          const visits: Visit[] = []
          for (let run = 0; run < RUNS; run++) visits.push(await importPreviewVisit(browser, base, session, accountId, viewport, rate))
          const key = `import preview ${viewport.width}×${viewport.height} ${rate}×`
          rows[key] = figuresOf(visits)
          console.info(key, JSON.stringify(rows[key]))
          const worstVisit = visits.reduce((a, b) => (b.cls > a.cls ? b : a))
          if (worstVisit.cls > 0) worst[key] = worstVisit.shifts
        }
      }
    }
    console.info(`\nCold visits to finance pages (median of ${RUNS}; ${ENTRIES} entries this month; y: the first row's top in the page, px)`)
    console.table(rows)
    if (rssMb) {
      rss['server RSS at most during the pages (MB)'] = Math.max(peak, rssMb())
      rss['server RSS after the pages (MB)'] = rssMb()
      console.table(rss)
    }
    if (process.env.BENCH_SHIFTS) for (const [key, shifts] of Object.entries(worst)) console.info(key, JSON.stringify(shifts, null, 1))
    console.info(`browser bench: ${((Date.now() - started) / 1000).toFixed(0)} s`)
  } finally {
    clearInterval(sampling)
    await browser.close()
  }
}
