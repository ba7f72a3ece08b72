// The finance panel's planning sections in a real browser against the real server
// (docs/product-rules.md#budgets-and-projection), in pt-BR and en at 360 px, light and dark: a budget bar at 85 %
// named in text, a new budget set with the keyboard alone, the spending by category and the projected balance with
// their table alternatives; nothing scrolls sideways and axe finds nothing. The month navigation with the keyboard:
// the previous month's budgets and spending, then back to the current month's.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiRequest, newSignedInUser, type Tokens } from './support/api'
import { axeViolations, newContext, normalise, screenshot, sharedBrowser, watchErrors } from './support/browser'
import { openSignedIn } from './support/session'

const browser = sharedBrowser()

const texts = {
  en: { budgets: 'Budgets', meter: 'Budget of Mercado', spending: 'Spending by category', projection: 'Projected balance', bar: '85% — R$ 850.00 of R$ 1,000.00', add: 'New budget', typed: '300', saved: '0% — R$ 0.00 of R$ 300.00', lowest: /^Lowest balance: /, table: 'Show as a table', nav: 'Month shown', previous: 'Previous month', back: 'Back to the current month', previousBar: '50% — R$ 300.00 of R$ 600.00', previousSpending: 'MercadoR$ 300.00', period: 'The next 90 days from today, whichever month is shown above.' },
  'pt-BR': { budgets: 'Orçamentos', meter: 'Orçamento de Mercado', spending: 'Gastos por categoria', projection: 'Saldo projetado', bar: '85% — R$ 850,00 de R$ 1.000,00', add: 'Novo orçamento', typed: '300', saved: '0% — R$ 0,00 de R$ 300,00', lowest: /^Menor saldo: /, table: 'Ver como tabela', nav: 'Mês exibido', previous: 'Mês anterior', back: 'Voltar ao mês atual', previousBar: '50% — R$ 300,00 de R$ 600,00', previousSpending: 'MercadoR$ 300,00', period: 'Os próximos 90 dias a partir de hoje, qualquer que seja o mês exibido acima.' },
} as const

/** Today in São Paulo, 'YYYY-MM-DD'. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
/** The month before `day`'s, 'YYYY-MM'. */
const previousMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number]
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
}
/** A 'YYYY-MM' month as the panel names it ('October 2026', 'outubro de 2026'). */
const monthName = (month: string, language: string) => new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T00:00:00Z`))
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe.each(['en', 'pt-BR'] as const)('finance panel planning (%s)', (language) => {
  const t = texts[language]
  let user: { username: string; tokens: Tokens }
  beforeAll(async () => {
    user = await newSignedInUser(`plano.${language === 'en' ? 'en' : 'pt'}`)
    const token = user.tokens.accessToken
    const market = await apiRequest<{ id: number }>('/v1/api/categoria', { token, body: { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' } })
    await apiRequest('/v1/api/categoria', { token, body: { nomeCategoria: 'Lazer', tipoCategoria: 'Despesa' } })
    const entry = await apiRequest('/v1/api/lancamento', { token, body: { dataLancamento: today(), descricao: 'Compras', valor: 850, tipoLancamento: 'Despesa', categoriaId: market.body.id, situacao: 'A Pagar' } })
    expect(entry.status).toBe(201)
    const budget = await apiRequest('/v1/api/orcamento', { token, method: 'PUT', body: { mes: today().slice(0, 7), categoriaId: market.body.id, valorLimite: 1000, repetir: false } })
    expect(budget.status).toBe(200)
    // The month before: R$ 300 spent of a R$ 600 limit.
    const before = previousMonth(today())
    const earlier = await apiRequest('/v1/api/lancamento', { token, body: { dataLancamento: `${before}-10`, descricao: 'Feira', valor: 300, tipoLancamento: 'Despesa', categoriaId: market.body.id, situacao: 'A Pagar' } })
    expect(earlier.status).toBe(201)
    const earlierBudget = await apiRequest('/v1/api/orcamento', { token, method: 'PUT', body: { mes: before, categoriaId: market.body.id, valorLimite: 600, repetir: false } })
    expect(earlierBudget.status).toBe(200)
  })

  it.each(['light', 'dark'] as const)('at 360 px (%s): the bar in text, a budget set with the keyboard alone, the tables', async (theme) => {
    const context = await newContext(browser(), { language, theme, width: 360 })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await openSignedIn(page, user.tokens, user.username, '/financas')
    const budgets = page.getByRole('region', { name: t.budgets })
    await expect.poll(() => budgets.getByRole('meter').count()).toBeGreaterThan(0)
    const firstMeter = budgets.getByRole('meter', { name: t.meter })
    expect(normalise(await firstMeter.getAttribute('aria-valuetext'))).toContain(t.bar)
    expect(await firstMeter.getAttribute('data-level')).toBe('warning')

    if (theme === 'light') {
      // The keyboard alone: to the button, open, choose, type, tick, save.
      await budgets.getByRole('button', { name: t.add }).focus()
      await page.keyboard.press('Enter')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Tab')
      await page.keyboard.type(t.typed)
      await page.keyboard.press('Tab')
      await page.keyboard.press('Space')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      await expect.poll(async () => (await budgets.getByRole('meter').evaluateAll((meters) => meters.map((meter) => meter.getAttribute('aria-valuetext') ?? ''))).map(normalise).join('|')).toContain(t.saved)
    }

    const spending = page.getByRole('region', { name: t.spending })
    await spending.getByText(t.table).click()
    await expect.poll(() => spending.getByRole('row').count()).toBe(2)
    const projection = page.getByRole('region', { name: t.projection })
    await expect.poll(() => projection.getByText(t.lowest).count()).toBe(1)
    await projection.getByText(t.table).click()
    expect(await projection.getByRole('row').count()).toBeGreaterThan(1)
    expect(await noSideScroll(page)).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, `planning-${language}-${theme}-360`)
    expect(errors).toEqual([])
    await context.close()
  })
  it("at 360 px: the previous month's budgets and spending with the keyboard, and back to the current month's", async () => {
    const context = await newContext(browser(), { language, theme: 'light', width: 360 })
    const page = await context.newPage()
    const errors = watchErrors(page)
    await openSignedIn(page, user.tokens, user.username, '/financas')
    const current = monthName(today().slice(0, 7), language)
    const before = monthName(previousMonth(today()), language)
    const nav = page.getByRole('navigation', { name: t.nav })
    const meter = (month: string) => page.getByRole('region', { name: `${t.budgets} — ${month}`, exact: true }).getByRole('meter', { name: t.meter })
    await expect.poll(async () => normalise(await meter(current).getAttribute('aria-valuetext'))).toContain(t.bar)

    // The previous month, from the keyboard: its budget and its spending, under its name.
    await nav.getByRole('button', { name: t.previous }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => nav.getByRole('heading', { level: 2 }).textContent()).toBe(before)
    await expect.poll(async () => normalise(await meter(before).getAttribute('aria-valuetext'))).toContain(t.previousBar)
    const spending = page.getByRole('region', { name: `${t.spending} — ${before}`, exact: true })
    await spending.getByText(t.table).click()
    await expect.poll(async () => (await spending.getByRole('row').allTextContents()).map(normalise)).toContain(t.previousSpending)
    // The projection stays on the next 90 days from today, and says so.
    expect(await page.getByRole('region', { name: t.projection }).getByText(t.period).isVisible()).toBe(true)
    expect(await noSideScroll(page)).toBe(true)
    await screenshot(page, `planning-${language}-previous-month-360`)

    // Back to the current month: the keyboard lands on its name, its budget is back.
    await nav.getByRole('button', { name: t.back }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(current)
    await expect.poll(async () => normalise(await meter(current).getAttribute('aria-valuetext'))).toContain(t.bar)
    expect(await nav.getByRole('button', { name: t.back }).count()).toBe(0)
    expect(await noSideScroll(page)).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
