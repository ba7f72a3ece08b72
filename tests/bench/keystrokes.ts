// `npm run bench -- keystrokes`: how long a keystroke takes to reach the screen on the entries page in Debian's
// Chromium at 1280×800, at 1× and 4× CPU (DevTools throttling), for a signed-in household with 2,000 entries in the
// current month (the browser bench's). Per field (the description filter with the first 10 rows, the same with every
// row shown, the search over every month, the quick add's description with its suggestions of past entries and its
// amount, the entry form's description), a phrase is typed one key at a time; each key's time runs from its
// keydown (event.timeStamp) to a task after the next frame's requestAnimationFrame, so the render, style, layout and
// paint the key caused are in it. Prints p50, p95 and the worst key per field and CPU rate.
//
// KEYSTROKE_DISTS=/tmp/before,dist serves the page's own files (HTML, scripts, styles) from each built folder in
// turn, against the same server and data, KEYSTROKE_RUNS times each (3 unless told), alternating: before/after on a
// shared machine. KEYSTROKE_PROFILE=/tmp/keys writes a CPU profile of each folder's first 1× run per field
// (/tmp/keys-<folder>-<field>.cpuprofile); KEYSTROKE_TRACE=/tmp/keys a DevTools trace of the same runs instead (style,
// layout and paint with the scripts: /tmp/keys-<folder>-<field>.json, for the Performance panel). KEYSTROKE_FIELDS=quick,form measures only the fields whose names hold one
// of the words.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { extname, join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from '../e2e/support/browser'
import { percentile } from '../probes/server'
import { ENTRIES, sessionScript } from './finance-browser'
import { household, type Session } from './pages'

const RUNS = Number(process.env.KEYSTROKE_RUNS ?? 3)
const PHRASE = 'compra de mercado'

/** Installed before the page's scripts: each keydown's time to a task after the next frame, in `window.__keys`. */
const KEY_PROBE = `(() => {
  window.__keys = []
  document.addEventListener('keydown', (event) => {
    const started = event.timeStamp
    requestAnimationFrame(() => setTimeout(() => window.__keys.push(performance.now() - started), 0))
  }, true)
})()`

const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.webmanifest': 'application/manifest+json' }

/** Serves the app's files from `dist` (the API still from the server): one build against another on the same data. */
async function serveFrom(page: Page, dist: string): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/v1/'),
    (route) => {
      const path = new URL(route.request().url()).pathname
      const file = join(dist, path)
      const found = extname(path) !== '' && existsSync(file) ? file : join(dist, 'index.html')
      return route.fulfill({ status: 200, contentType: types[extname(found)] ?? 'application/octet-stream', body: readFileSync(found) })
    },
  )
}

interface Field {
  name: string
  /** Gets the page ready and focuses the field. */
  focus: (page: Page) => Promise<void>
  /** What is typed (the description phrase unless told). */
  phrase?: string
  /** The pause after each key (ms; 60 unless told). */
  pause?: number
}

/** Opens a dialog with `open` and waits until its lists have loaded (its category select offers some). */
async function openDialog(page: Page, open: () => Promise<void>, field: string): Promise<void> {
  await open()
  await page.waitForFunction(`document.querySelectorAll('[role="dialog"] select option').length > 3`, undefined, { timeout: 30_000 })
  await page.locator(`[role="dialog"] input[name="${field}"]`).focus()
}

const quickAdd = (page: Page) => page.locator('button[aria-keyshortcuts="n"]').click()

const descriptionFilter = (page: Page) => page.locator('form[role="search"] input[type="search"]').first()

const fields: Field[] = [
  { name: 'entries filter, 10 rows', focus: (page) => descriptionFilter(page).focus() },
  {
    name: 'entries filter, all rows',
    focus: async (page) => {
      await page.getByRole('button', { name: /Mostrar todos|Show all/ }).click()
      await page.waitForFunction(`document.querySelectorAll('main tbody tr').length >= ${ENTRIES}`, undefined, { timeout: 60_000 })
      await descriptionFilter(page).focus()
    },
  },
  { name: 'entry search box', focus: (page) => page.locator('input[role="combobox"]').first().focus() },
  // The suggestions are asked for after a 150 ms pause in typing: 300 ms between keys, each key lands on the list of
  // the last one ("compra…" matches the household's "Compra N" for the first 7 keys).
  { name: 'quick add description', focus: (page) => openDialog(page, () => quickAdd(page), 'descricao'), pause: 300 },
  { name: 'quick add amount', focus: (page) => openDialog(page, () => quickAdd(page), 'valor'), phrase: '1.234.567,89' },
  {
    name: 'entry form description',
    focus: (page) => openDialog(page, () => page.getByRole('button', { name: /^(Novo lançamento|New entry)$/ }).click(), 'descricao'),
  },
]

async function typePhrase(page: Page, phrase: string, pause: number): Promise<number[]> {
  await page.evaluate('window.__keys = []')
  for (let i = 0; i < phrase.length; i++) {
    await page.keyboard.press(phrase[i] === ' ' ? 'Space' : phrase[i]!)
    await page.waitForFunction(`window.__keys.length >= ${i + 1}`, undefined, { timeout: 30_000, polling: 10 })
    // A person's next key comes a little later: each key is measured on its own, not behind the last one's work.
    await page.waitForTimeout(pause)
  }
  return (await page.evaluate('window.__keys')) as number[]
}

/** One visit: the entries page, the field focused, the phrase typed at `cpuRate`; the keys' times (ms). */
async function measureField(browser: Browser, base: string, session: Session, path: string, dist: string | null, field: Field, cpuRate: number, profile?: string): Promise<number[]> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' })
  try {
    await context.addInitScript(sessionScript(session))
    await context.addInitScript(KEY_PROBE)
    const page = await context.newPage()
    if (dist) await serveFrom(page, dist)
    await page.goto(`${base}${path}`)
    await page.waitForSelector('main tbody tr', { timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    await field.focus(page)
    await page.waitForTimeout(300)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    const trace = profile && process.env.KEYSTROKE_TRACE
    if (trace) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
    else if (profile) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
    }
    const times = await typePhrase(page, field.phrase ?? PHRASE, field.pause ?? 60)
    if (trace) writeFileSync(profile, await browser.stopTracing())
    else if (profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile))
    return times
  } finally {
    await context.close()
  }
}

export async function keystrokesBench(base: string): Promise<void> {
  const started = Date.now()
  const { session, paths } = await household(base, ENTRIES)
  console.info(`seeded ${ENTRIES} entries in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  const dists = process.env.KEYSTROKE_DISTS?.split(',').map((dist) => resolve(dist)) ?? [null]
  const browser = await launchBrowser()
  const loads: number[] = []
  const wanted = process.env.KEYSTROKE_FIELDS?.split(',')
  const chosenFields = wanted ? fields.filter((field) => wanted.some((word) => field.name.includes(word))) : fields
  try {
    // Per build, field and rate: each run's p50, p95 and worst.
    const runs: Record<string, { p50: number[]; p95: number[]; max: number[] }> = {}
    const profiled = new Set<string>()
    for (let run = 0; run < RUNS; run++) {
      for (const dist of dists) {
        for (const field of chosenFields) {
          for (const rate of [1, 4]) {
            loads.push(loadavg()[0]!)
            const name = dist?.split('/').pop() ?? 'dist'
            const prefix = process.env.KEYSTROKE_TRACE ?? process.env.KEYSTROKE_PROFILE
            const profile = prefix && rate === 1 && !profiled.has(`${name} ${field.name}`) ? `${prefix}-${name}-${fields.indexOf(field)}.${process.env.KEYSTROKE_TRACE ? 'json' : 'cpuprofile'}` : undefined
            if (profile) profiled.add(`${name} ${field.name}`)
            const times = await measureField(browser, base, session, paths[1]!, dist, field, rate, profile)
            const key = `${dist ? `${name}: ` : ''}${field.name} ${rate}×`
            const figures = (runs[key] ??= { p50: [], p95: [], max: [] })
            figures.p50.push(percentile(times, 50))
            figures.p95.push(percentile(times, 95))
            figures.max.push(Math.max(...times))
            console.info(`run ${run + 1}`, key, `p50 ${Math.round(percentile(times, 50))} p95 ${Math.round(percentile(times, 95))} max ${Math.round(Math.max(...times))}`, `[${times.map(Math.round).join(' ')}]`)
          }
        }
      }
    }
    const rows = Object.fromEntries(
      Object.entries(runs).map(([key, figures]) => [
        key,
        { 'p50 ms': Math.round(percentile(figures.p50, 50)), 'p95 ms': Math.round(percentile(figures.p95, 50)), 'worst ms': Math.round(percentile(figures.max, 50)) },
      ]),
    )
    console.info(`\nKeystroke to the next frame on the entries page (median of ${RUNS} runs of ${PHRASE.length} keys, the amount's ${'1.234.567,89'.length}; ${ENTRIES} entries this month; 1-minute load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${'2'} cores)`)
    console.table(rows)
  } finally {
    await browser.close()
  }
}
