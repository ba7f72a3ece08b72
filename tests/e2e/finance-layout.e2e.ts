// The finance panel, the entries page and a card's statements hold their place while they load, and the entries page
// and the card's statements show their first rows high on the first screen, at 1280×800 and 360×740 in a real
// browser: a signed-in household with a handful of entries this month (one overdue from last month), an account and a
// card. From navigation until the data are shown (and the network has been idle half a second), the layout shifts
// without recent input sum to 0; the first row starts within the share of the viewport's height `FIRST_ROW_WITHIN`
// names (the entries' first row was at 765 of 800 px with the filters open, a statement's at 799 of 800 and
// 1,254 px on a 740 px phone). No 4xx/5xx answer, no console error, no axe violation.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { zonedInstant, zonedWallTime } from '../../src/contract/calendar'
import type { Category } from '../../src/contract/category'
import { apiRequest, newSignedInUser, type Tokens } from './support/api'
import { axeViolations, newContext, screenshot, sharedBrowser, watchErrors, watchFailedResponses, type Language, type Theme } from './support/browser'

const browser = sharedBrowser()

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const

/** Noon of `dayOfMonth` of the month `offset` months from now, São Paulo. */
function day(dayOfMonth: number, offset = 0): string {
  const { year, month } = zonedWallTime(new Date())
  const index = year * 12 + (month - 1) + offset
  return zonedInstant({ year: Math.floor(index / 12), month: (index % 12) + 1, day: dayOfMonth, hour: 12, minute: 0, second: 0, millisecond: 0 }).toISOString()
}

/** The first row's top at most this share of the viewport's height down, per page and width. */
const FIRST_ROW_WITHIN = {
  entries: { 1280: 0.75, 360: 0.85 },
  cardStatements: { 1280: 0.7, 360: 0.95 },
} as const

/** An account, a card, six entries this month (one on the card) and one overdue from last month; the card's id. */
async function seed(tokens: Tokens): Promise<number> {
  const token = tokens.accessToken
  const created = async <T,>(path: string, body: unknown): Promise<T> => {
    const answer = await apiRequest<T>(path, { token, body })
    expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(201)
    return answer.body
  }
  const house = await created<Category>('/v1/api/categoria', { nomeCategoria: 'Contas da casa', tipoCategoria: 'Despesa' })
  const salary = await created<Category>('/v1/api/categoria', { nomeCategoria: 'Salário', tipoCategoria: 'Receita' })
  const account = await created<{ id: number }>('/v1/api/contabancaria', { nome: 'Conta Corrente Itaú', tipo: 'Corrente', saldoInicial: 1500, dataSaldoInicial: day(1, -1).slice(0, 10) })
  const card = await created<{ id: number }>('/v1/api/cartao', { nomeUsuario: 'Ana Souza', nomeBanco: 'Nubank', apelido: 'Roxinho', final: '1234', diaFechamento: 3, diaVencimento: 10, limite: 5000 })
  const entries = [
    { dataLancamento: day(5), descricao: 'Salário', valor: 8450.9, tipoLancamento: 'Receita', categoriaId: salary.id, situacao: 'Recebido', contaBancariaId: account.id },
    { dataLancamento: day(8), descricao: 'Aluguel', valor: 2300, tipoLancamento: 'Despesa', categoriaId: house.id, situacao: 'Pago', contaBancariaId: account.id },
    { dataLancamento: day(12), descricao: 'Conta de luz', valor: 187.33, tipoLancamento: 'Despesa', categoriaId: house.id, situacao: 'A Pagar', contaBancariaId: account.id },
    { dataLancamento: day(15), descricao: 'Freela', valor: 700.2, tipoLancamento: 'Receita', categoriaId: salary.id, situacao: 'A Receber', contaBancariaId: account.id },
    { dataLancamento: day(20), descricao: 'Internet', valor: 119.9, tipoLancamento: 'Despesa', categoriaId: house.id, situacao: 'A Pagar' },
    { dataLancamento: new Date().toISOString(), descricao: 'Supermercado', valor: 432.18, tipoLancamento: 'Despesa', categoriaId: house.id, situacao: 'A Pagar', cartaoId: card.id },
    { dataLancamento: day(20, -1), descricao: 'IPTU atrasado', valor: 345.67, tipoLancamento: 'Despesa', categoriaId: house.id, situacao: 'A Pagar' },
  ]
  for (const body of entries) await created('/v1/api/lancamento', body)
  return card.id
}

/**
 * Installed before the page's scripts: the layout shifts without recent input, each with what moved. The session is
 * in local storage already (as a sign-in leaves it), so the visit is one navigation to the page.
 */
function probe(tokens: Tokens, username: string): string {
  const session = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, userRole: tokens.role, nomeUsuario: username }
  return `(() => {
  if (window.top !== window) return
  Object.entries(${JSON.stringify(session)}).forEach(([key, value]) => localStorage.setItem(key, value))
  const shifts = []
  window.__shifts = shifts
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources || []).map((s) => s.node ? s.node.nodeName + ' ' + (s.node.textContent || '').slice(0, 40) + ' ' + JSON.stringify(s.previousRect) + '→' + JSON.stringify(s.currentRect) : '?') })
    }
  }).observe({ type: 'layout-shift', buffered: true })
})()`
}

interface Shift {
  value: number
  at: number
  sources: string[]
}

const pages = {
  panel: { path: () => '/financas', shown: '#balances-title ~ ul li' },
  entries: { path: () => '/financas/lancamento-financeiro', shown: 'main tbody tr' },
  cardStatements: { path: (cardId: number) => `/financas/cartoes/${cardId}/faturas`, shown: 'main tbody tr' },
} as const

interface Household {
  username: string
  tokens: Tokens
  cardId: number
}

/** A cold visit: from navigation until the page's data are shown, nothing in `main` loads, and the network has been idle. */
async function visit(name: keyof typeof pages, viewport: { width: number; height: number }, user: Household, language: Language, theme: Theme = 'light') {
  const context = await newContext(browser(), { language, theme, ...viewport })
  await context.addInitScript(probe(user.tokens, user.username))
  const page = await context.newPage()
  const errors = watchErrors(page)
  const failed = watchFailedResponses(page)
  await page.goto(pages[name].path(user.cardId))
  await page.locator(pages[name].shown).first().waitFor({ timeout: 20_000 })
  await expect.poll(() => page.locator('main [aria-busy="true"], main [data-spinner], main [data-pending]').count(), { timeout: 15_000 }).toBe(0)
  await page.waitForLoadState('networkidle')
  // What comes after the data (a chart's lazy chunk, fonts) still counts.
  await page.waitForTimeout(500)
  const shifts = (await page.evaluate('window.__shifts')) as Shift[]
  return { page, errors, failed, shifts }
}

const cls = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0)

/** The first entry's top in the viewport, at the top of the page. */
const firstRowTop = (page: Page) => page.locator('main tbody tr').first().evaluate((row) => row.getBoundingClientRect().top + window.scrollY)

describe.each(['pt-BR', 'en'] as const)('finance pages hold their place (%s)', (language) => {
  let user: Household | undefined
  const household = async () => {
    if (!user) {
      const signedIn = await newSignedInUser(`finlayout.${language === 'en' ? 'en' : 'pt'}`)
      user = { ...signedIn, cardId: await seed(signedIn.tokens) }
    }
    return user
  }

  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}×${viewport.height}`
    it(`${size}: the panel does not shift while its sections load`, async () => {
      const { page, errors, failed, shifts } = await visit('panel', viewport, await household(), language)
      expect(cls(shifts), JSON.stringify(shifts, null, 1)).toBe(0)
      expect(failed).toEqual([])
      expect(errors).toEqual([])
      expect(await axeViolations(page)).toEqual([])
      await page.context().close()
    })

    it(`${size}: the entries page does not shift while it loads, and its first entry is high on the first screen`, async () => {
      const { page, errors, failed, shifts } = await visit('entries', viewport, await household(), language)
      expect(cls(shifts), JSON.stringify(shifts, null, 1)).toBe(0)
      // Six entries this month; the overdue one is in its banner.
      await expect.poll(() => page.locator('main tbody tr').count()).toBe(6)
      await expect.poll(() => page.locator('main details').filter({ hasText: /IPTU atrasado/ }).count()).toBe(1)
      const top = await firstRowTop(page)
      if (process.env.LAYOUT_DUMP) {
        const parts = await page.evaluate(() =>
          [...document.querySelectorAll('header, section[aria-labelledby="entries-title"] > *, section[aria-labelledby="entries-title"] > * > *, section[aria-labelledby="entries-table-title"] > div > *')].map((element) => {
            const rect = element.getBoundingClientRect()
            return `${Math.round(rect.top)}+${Math.round(rect.height)} ${element.tagName} ${(element.textContent ?? '').slice(0, 30)}`
          }),
        )
        console.info(size, language, top, '\n' + parts.join('\n'))
      }
      expect(top, `first row at y = ${top}`).toBeLessThan(viewport.height * FIRST_ROW_WITHIN.entries[viewport.width])
      expect(failed).toEqual([])
      expect(errors).toEqual([])
      expect(await axeViolations(page)).toEqual([])
      for (const theme of ['light', 'dark'] as const) {
        const shot = theme === 'light' ? page : (await visit('entries', viewport, await household(), language, theme)).page
        await screenshot(shot, `finance-layout-entries-${viewport.width}-${theme}-${language}`)
        if (shot !== page) await shot.context().close()
      }
      await page.context().close()
    })

    it(`${size}: a card's statements do not shift while they load, and the statement's first item is high on the first screen`, async () => {
      const { page, errors, failed, shifts } = await visit('cardStatements', viewport, await household(), language)
      expect(cls(shifts), JSON.stringify(shifts, null, 1)).toBe(0)
      // The purchase made today, on the card's open statement.
      await expect.poll(() => page.locator('main tbody tr').filter({ hasText: 'Supermercado' }).count()).toBe(1)
      const top = await firstRowTop(page)
      expect(top, `first row at y = ${top}`).toBeLessThan(viewport.height * FIRST_ROW_WITHIN.cardStatements[viewport.width])
      expect(failed).toEqual([])
      expect(errors).toEqual([])
      expect(await axeViolations(page)).toEqual([])
      for (const theme of ['light', 'dark'] as const) {
        const shot = theme === 'light' ? page : (await visit('cardStatements', viewport, await household(), language, theme)).page
        await screenshot(shot, `finance-layout-card-statements-${viewport.width}-${theme}-${language}`)
        if (shot !== page) await shot.context().close()
      }
      await page.context().close()
    })
  }
})
