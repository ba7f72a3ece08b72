// Hide amounts, in the browser: every finance page of the route table (and the books and My data pages), with a
// visitor's demo household (accounts, cards and their bills, budgets over and under, plans, recurring series, a year of
// entries) seeded through the API, walked twice in each language — amounts shown, then hidden with the header's eye
// button — with the quick add's dialog and the pay-bill dialog open on the way.
//
// What is checked on each page, the page's disclosures (table alternatives) opened first:
// - the text a person reads: `innerText` of the body (header banners, the page, dialogs);
// - what a screen reader is told instead: every aria-label, aria-valuetext, aria-description, title and alt;
// - the text of every SVG <text> (charts drawn as SVG; the canvas ones are covered by tests/unit/month-chart.test.ts).
// A money figure there is the currency sign before a digit (/R\$\s*-?\d/, how every amount is written: dates, times,
// counts, percentages and a card's last four digits carry no sign) or, signless, an amount with two decimals
// (1.234,56 / 1,234.56 — no date, time, count or percentage has that shape).
// Shown: the money pages show figures (so the check can fail). Hidden: no figure anywhere, "R$ ••••" instead, each one
// hidden from screen readers (an aria-hidden ancestor) beside words for them, no "R$ ••••" in any accessible name.
// The choice survives a reload (kept on the device).
import type { Page } from 'playwright-core'
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiRequest, solveCaptcha } from './support/api'
import { baseUrl, newContext, screenshot, sharedBrowser, watchErrors } from './support/browser'

const browser = sharedBrowser()

interface DemoSession {
  accessToken: string
  refreshToken: string
  role: 'User'
  nomeCompleto?: string
  demo: { expiraEm: string }
}

let seeded = 0
/** A visitor's demo made through the API, as from a client address of its own (the runner's server trusts one proxy). */
export async function demoThroughApi(language: 'pt-BR' | 'en'): Promise<DemoSession & { username: string }> {
  seeded += 1
  const response = await fetch(`${baseUrl}/v1/api/demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.91.${seeded}.${Math.floor(Math.random() * 200) + 1}` },
    body: JSON.stringify({ captcha: await solveCaptcha(), idioma: language }),
  })
  if (response.status !== 201) throw new Error(`POST /v1/api/demo answered ${response.status}: ${await response.text()}`)
  const session = (await response.json()) as DemoSession
  const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { name: string }
  return { ...session, username: claims.name }
}

/** Puts a demo's session in local storage as the app's sign-in does (the page must be on the app's origin). */
async function storeDemo(page: Page, demo: DemoSession & { username: string }) {
  await page.evaluate((d) => {
    localStorage.setItem('accessToken', d.accessToken)
    localStorage.setItem('refreshToken', d.refreshToken)
    localStorage.setItem('userRole', d.role)
    localStorage.setItem('nomeUsuario', d.username)
    localStorage.setItem('demoExpiraEm', d.demo.expiraEm)
  }, demo)
}

const FIGURE = /R\$\s*-?\d|\d{1,3}(?:[.,]\d{3})*[.,]\d{2}(?![\d%])/g
const MASK = /R\$\s••••/g

interface PageReading {
  /** Money figures found: where and what. */
  figures: string[]
  /** "R$ ••••" in the text a person reads. */
  masks: number
  /** Masks a screen reader would read as dots: not under an aria-hidden element. */
  spokenMasks: string[]
  /** Accessible names or descriptions that say "R$ ••••" instead of words. */
  maskedLabels: string[]
}

/** Reads a page as described at the top, after opening its disclosures. */
async function read(page: Page): Promise<PageReading> {
  return page.evaluate(
    ([figureSource, maskSource]) => {
      const figure = new RegExp(figureSource, 'g')
      const mask = new RegExp(maskSource, 'g')
      for (const details of document.querySelectorAll('main details')) (details as HTMLDetailsElement).open = true
      const text = document.body.innerText.replace(/[\u00a0\u202f]/g, ' ')
      const figures = (text.match(figure) ?? []).map((found) => `text: ${found}`)
      const attributes = ['aria-label', 'aria-valuetext', 'aria-description', 'title', 'alt']
      const maskedLabels: string[] = []
      for (const element of document.body.querySelectorAll('*')) {
        for (const name of attributes) {
          const value = element.getAttribute(name)?.replace(/[\u00a0\u202f]/g, ' ')
          if (!value) continue
          for (const found of value.match(figure) ?? []) figures.push(`${name}: ${found} (${value})`)
          if (mask.test(value)) maskedLabels.push(`${name}: ${value}`)
          mask.lastIndex = 0
        }
      }
      for (const svgText of document.querySelectorAll('svg text')) for (const found of (svgText.textContent ?? '').match(figure) ?? []) figures.push(`svg: ${found}`)
      const spokenMasks: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = (node.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ')
        if (/R\$ ••••/.test(value) && !node.parentElement?.closest('[aria-hidden="true"]')) spokenMasks.push(value)
      }
      return { figures, masks: (text.match(mask) ?? []).length, spokenMasks, maskedLabels }
    },
    [FIGURE.source, MASK.source] as const,
  )
}

/** The finance pages of the route table (src/app/routes.tsx), and the other signed-in pages that show amounts. */
const financePatterns = [...readFileSync('src/app/routes.tsx', 'utf8').matchAll(/\{ pattern: (?:paths\.([\w.]+)|'([^']+)'), access: 'user'/g)]
  .map(([, named, literal]) => literal ?? named!)
  .filter((pattern) => pattern.startsWith('/financas') || pattern.startsWith('financas.'))

const namedPaths: Record<string, string> = {
  'financas.panel': '/financas',
  'financas.cadastrarCategoria': '/financas/cadastrar-categoria',
  'financas.cadastrarCartao': '/financas/cadastrar-cartao',
  'financas.pessoaConta': '/financas/pessoa-conta',
  'financas.lancamentoFinanceiro': '/financas/lancamento-financeiro',
  'financas.parcelamento': '/financas/parcelamento',
  'financas.contas': '/financas/contas',
  'financas.recorrencias': '/financas/recorrencias',
  'financas.importar': '/financas/importar',
}

/** Pages whose data always has amounts (a registry of names, the import page before a file, have none). */
const moneyPages = new Set(['/financas', '/financas/cadastrar-cartao', '/financas/lancamento-financeiro', '/financas/parcelamento', '/financas/parcelamento-mensais/:id', '/financas/contas', '/financas/contas/:id', '/financas/cartoes/:id/faturas', '/financas/recorrencias'])

interface Household {
  demo: DemoSession & { username: string }
  accountId: number
  cardId: number
  planId: number
}

async function household(language: 'pt-BR' | 'en'): Promise<Household> {
  const demo = await demoThroughApi(language)
  const token = demo.accessToken
  const accounts = await apiRequest<Array<{ id: number }>>('/v1/api/contabancaria', { token })
  const cards = await apiRequest<Array<{ id: number; diaFechamento: number | null }>>('/v1/api/cartao', { token })
  const plans = await apiRequest<Array<{ id: number }>>('/v1/api/parcelamento', { token })
  const card = cards.body.find((candidate) => candidate.diaFechamento !== null)
  if (!accounts.body[0] || !card || !plans.body[0]) throw new Error('the demo household has no account, card with bills or plan')
  return { demo, accountId: accounts.body[0].id, cardId: card.id, planId: plans.body[0].id }
}

const households = {} as Record<'pt-BR' | 'en', Household>
beforeAll(async () => {
  households['pt-BR'] = await household('pt-BR')
  households.en = await household('en')
}, 120_000)

function pathOf(pattern: string, seed: Household): string {
  const path = namedPaths[pattern] ?? pattern
  return path.replace('/contas/:id', `/contas/${seed.accountId}`).replace('/cartoes/:id', `/cartoes/${seed.cardId}`).replace('/parcelamento-mensais/:id', `/parcelamento-mensais/${seed.planId}`)
}

const labelOf = (pattern: string) => namedPaths[pattern] ?? pattern

/** The page is drawn: its reads answered, its h1 shown and no busy region left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 20_000 })
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0)
}

describe.each(['pt-BR', 'en'] as const)('hide amounts (%s)', (language) => {
  it('walks every finance page of the route table', () => {
    // The named patterns must all be known here: a finance page added to the table joins the walk.
    expect(financePatterns.length).toBeGreaterThanOrEqual(12)
    for (const pattern of financePatterns) expect(pattern.startsWith('/') || pattern in namedPaths, pattern).toBe(true)
  })

  it('shown: figures on the money pages; hidden: none anywhere, "R$ ••••" read as words; kept after a reload', async () => {
    const seed = households[language]
    const context = await newContext(browser(), { language, theme: 'light', width: 1280, height: 900 })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/')
    await storeDemo(page, seed.demo)
    const walk = [...financePatterns, '/livros', '/meus-dados']
    const readings: Record<'shown' | 'hidden', Record<string, PageReading>> = { shown: {}, hidden: {} }
    for (const mode of ['shown', 'hidden'] as const) {
      for (const pattern of walk) {
        await page.goto(pathOf(pattern, seed))
        await settled(page)
        if (mode === 'hidden' && pattern === walk[0]) {
          // The eye button hides them; the choice is kept on the device.
          const toggle = page.getByRole('button', { name: language === 'pt-BR' ? 'Ocultar valores' : 'Hide amounts' })
          await toggle.click()
          await expect.poll(() => page.evaluate(() => localStorage.getItem('financas.valores'))).toBe('ocultos')
          await page.getByRole('button', { name: language === 'pt-BR' ? 'Mostrar valores' : 'Show amounts' }).waitFor()
          await screenshot(page, `hidden-amounts-panel-1280-light-${language}`)
          await page.reload()
          await settled(page)
        }
        readings[mode][labelOf(pattern)] = await read(page)
      }
      // The dialogs with amounts: the pay-bill dialog of the card's bill, and the quick add's.
      await page.goto(pathOf('/financas/cartoes/:id/faturas', seed))
      await settled(page)
      const pay = page.getByRole('button', { name: language === 'pt-BR' ? 'Pagar fatura' : 'Pay bill' }).first()
      if (await pay.count()) {
        await pay.click()
        await page.getByRole('dialog').waitFor()
        await expect.poll(() => page.locator('[role="dialog"] [aria-busy="true"]').count()).toBe(0)
        readings[mode]['pay-bill dialog'] = await read(page)
        await page.keyboard.press('Escape')
      }
      await page.goto(pathOf('financas.lancamentoFinanceiro', seed))
      await settled(page)
      await page.getByRole('button', { name: language === 'pt-BR' ? 'Lançamento rápido' : 'Quick add' }).click()
      await page.getByRole('dialog').waitFor()
      await page.getByRole('dialog').getByLabel(language === 'pt-BR' ? 'Descrição' : 'Description', { exact: true }).fill('Mer')
      await page.waitForTimeout(600)
      readings[mode]['quick add dialog'] = await read(page)
      await page.keyboard.press('Escape')
    }

    const report = (mode: 'shown' | 'hidden') => Object.entries(readings[mode]).map(([where, reading]) => `${where}: ${reading.figures.length} figures, ${reading.masks} masks`)
    console.info(`[hidden amounts ${language}] shown:\n  ${report('shown').join('\n  ')}\nhidden:\n  ${report('hidden').join('\n  ')}`)
    for (const pattern of moneyPages) {
      expect(readings.shown[pattern]!.figures.length, `${pattern} shows its amounts`).toBeGreaterThan(0)
      expect(readings.hidden[pattern]!.masks, `${pattern} shows R$ •••• instead`).toBeGreaterThan(0)
    }
    for (const [where, reading] of Object.entries(readings.hidden)) {
      expect(reading.figures, `no figure on ${where}`).toEqual([])
      expect(reading.spokenMasks, `no dots read aloud on ${where}`).toEqual([])
      expect(reading.maskedLabels, `accessible names in words on ${where}`).toEqual([])
    }
    for (const reading of Object.values(readings.shown)) expect(reading.masks).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  }, 300_000)
})
