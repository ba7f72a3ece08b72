// A signed-in visitor opening a public page (home, about, contact, acknowledgements) at 1280×800 and 360×740: the
// first frame painted is the page itself in its final layout (its heading shown, never a blank frame nor the
// "Checking your session…" spinner), the session check runs behind it, and from navigation until the network has
// been idle the layout shifts without recent input sum to 0. The header ends signed in (Go to page, Log out).
import { describe, expect, it } from 'vitest'
import { newSignedInUser, type Tokens } from './support/api'
import { newContext, sharedBrowser, watchErrors, watchFailedResponses } from './support/browser'

const browser = sharedBrowser()

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const

const PAGES = ['/', '/sobre-mim', '/contato', '/agradecimentos'] as const

interface Frame {
  at: number
  /** The page's h1 is in the document and painted (not hidden). */
  heading: boolean
  spinner: boolean
}

interface Shift {
  value: number
  at: number
  sources: string[]
}

/**
 * Installed before the page's scripts: the session in local storage (as a sign-in leaves it), the layout shifts
 * without recent input, and what each animation frame is about to paint (rendering is blocked until the prerendered
 * page is parsed, so the first frame recorded is the first paint).
 */
function probe(tokens: Tokens, username: string): string {
  const session = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, userRole: tokens.role, nomeUsuario: username, nomeCompleto: 'Maria da Silva' }
  return `(() => {
  if (window.top !== window) return
  Object.entries(${JSON.stringify(session)}).forEach(([key, value]) => localStorage.setItem(key, value))
  const shifts = []
  const frames = []
  window.__shifts = shifts
  window.__frames = frames
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources || []).map((s) => s.node ? s.node.nodeName + ' ' + (s.node.textContent || '').slice(0, 40) + ' ' + JSON.stringify(s.previousRect) + '→' + JSON.stringify(s.currentRect) : '?') })
    }
  }).observe({ type: 'layout-shift', buffered: true })
  const started = performance.now()
  const frame = () => {
    const h1 = document.querySelector('main h1')
    const heading = !!h1 && getComputedStyle(h1).visibility === 'visible' && h1.getBoundingClientRect().height > 0
    const spinner = /Checking your session|Verificando sua sessão/.test(document.body ? document.body.textContent || '' : '')
    frames.push({ at: Math.round(performance.now()), heading, spinner })
    if (performance.now() - started < 4000) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
})()`
}

describe('public pages for a signed-in visitor', () => {
  let user: { username: string; tokens: Tokens } | undefined
  const signedIn = async () => (user ??= await newSignedInUser('publicfirst'))

  for (const viewport of VIEWPORTS) {
    it(`${viewport.width}×${viewport.height}: the first paint is the page, no spinner, CLS 0`, async () => {
      const { username, tokens } = await signedIn()
      const results: { path: string; cls: number; shifts: Shift[]; framesBefore: number; spinnerFrames: number; failed: string[]; errors: string[]; greeting: string | null; menu: number }[] = []
      for (const path of PAGES) {
        const context = await newContext(browser(), { ...viewport, language: 'en' })
        await context.addInitScript(probe(tokens, username))
        const page = await context.newPage()
        const errors = watchErrors(page)
        const failed = watchFailedResponses(page)
        await page.goto(path)
        await page.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 20_000 })
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(500)
        const shifts = (await page.evaluate('window.__shifts')) as Shift[]
        const frames = (await page.evaluate('window.__frames')) as Frame[]
        results.push({
          path,
          cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
          shifts,
          framesBefore: frames.findIndex((frame) => frame.heading),
          spinnerFrames: frames.filter((frame) => frame.spinner).length,
          failed,
          errors,
          greeting: await page.getByTestId('welcome').textContent(),
          menu: await page.getByText('Go to page').count(),
        })
        await context.close()
      }
      console.info(`${viewport.width}×${viewport.height}\n${results.map((r) => `${r.path} CLS ${r.cls.toFixed(4)}, frames before the page ${r.framesBefore}, spinner frames ${r.spinnerFrames}`).join('\n')}`)
      for (const result of results) {
        expect(result.cls, `${result.path}: ${JSON.stringify(result.shifts, null, 1)}`).toBe(0)
        expect(result.framesBefore, `${result.path}: the first frame painted shows the page`).toBe(0)
        expect(result.spinnerFrames, `${result.path}: no frame shows the session spinner`).toBe(0)
        expect(result.greeting).toBe('Hi, Maria')
        expect(result.menu).toBe(1)
        expect(result.failed).toEqual([])
        expect(result.errors).toEqual([])
      }
    })
  }
})
