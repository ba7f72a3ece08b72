// The search over every month in a real browser against the real server, in both languages: on this month's entries
// page, typing "drogasil" finds last March's pharmacy purchase (and not another user's), Enter opens March with
// that entry's row marked and focused; the arrows move through the results and Escape closes them; then 360 px in
// both themes: the box and its results fit (docs/product-rules.md#entries).
import { beforeAll, describe, expect, it } from 'vitest'
import { zonedWallTime } from '../../src/contract/calendar'
import type { Category } from '../../src/contract/category'
import { apiRequest, newSignedInUser, type Tokens } from './support/api'
import { axeViolations, normalise, screenshot, sharedBrowser } from './support/browser'
import { signedInPage } from './support/session'

const browser = sharedBrowser()

const texts = {
  en: { box: 'Search every month', list: 'Entries found', march: 'March', description: 'Description' },
  'pt-BR': { box: 'Buscar em todos os meses', list: 'Lançamentos encontrados', march: 'março', description: 'Descrição' },
} as const

/** Last March (São Paulo calendar): this year's once March has begun, else the year before's. */
function lastMarch(): string {
  const { year, month } = zonedWallTime(new Date())
  return `${month >= 3 ? year : year - 1}-03`
}


const entryBody = (categoriaId: number, descricao: string, dataLancamento: string, valor: number) => ({ dataLancamento, descricao, valor, tipoLancamento: 'Despesa', categoriaId, situacao: 'Pago' })

describe.each(['en', 'pt-BR'] as const)('search over every month (%s)', (language) => {
  const t = texts[language]
  let user: { username: string; tokens: Tokens }
  let purchaseId: number

  beforeAll(async () => {
    user = await newSignedInUser(`busca.${language === 'en' ? 'en' : 'pt'}`)
    const token = user.tokens.accessToken
    const category = await apiRequest<Category>('/v1/api/categoria', { token, body: { nomeCategoria: 'Remédios e saúde', tipoCategoria: 'Despesa' } })
    expect(category.status).toBe(201)
    const march = lastMarch()
    const purchase = await apiRequest<{ id: number }>('/v1/api/lancamento', { token, body: entryBody(category.body.id, 'DROGASIL 1234 SAO PAULO', `${march}-14`, 57.3) })
    expect(purchase.status).toBe(201)
    purchaseId = purchase.body.id
    for (const [descricao, day] of [['Padaria Real', `${march}-15`], ['Mercado', `${march}-02`]] as const) {
      expect((await apiRequest('/v1/api/lancamento', { token, body: entryBody(category.body.id, descricao, day, 12) })).status).toBe(201)
    }
    // Another user's Drogasil is never found.
    const other = await newSignedInUser('busca.outro')
    const theirs = await apiRequest<Category>('/v1/api/categoria', { token: other.tokens.accessToken, body: { nomeCategoria: 'Farmácia da outra', tipoCategoria: 'Despesa' } })
    expect((await apiRequest('/v1/api/lancamento', { token: other.tokens.accessToken, body: entryBody(theirs.body.id, 'Drogasil da outra', `${march}-20`, 9) })).status).toBe(201)
  })

  it('finds last March’s Drogasil from this month’s page: Enter opens March with the purchase marked', async () => {
    const { page, errors, failed } = await signedInPage(browser(), language, user.tokens, user.username, '/financas/lancamento-financeiro')
    const box = page.getByRole('combobox', { name: t.box })
    await box.click()
    await page.keyboard.type('drogasil')
    const options = page.getByRole('listbox', { name: t.list }).getByRole('option')
    await expect.poll(() => options.count()).toBe(1)
    const text = normalise(await options.first().innerText())
    expect(text).toContain('DROGASIL 1234 SAO PAULO')
    expect(text).toContain('Remédios e saúde')
    expect(text).toContain(language === 'en' ? '57.30' : '57,30')
    expect(text).not.toContain('da outra')
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'))
    await screenshot(page, `entry-search-${language}-1280`)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.search.startsWith(`?mes=${lastMarch()}&lancamento=${purchaseId}`))
    const row = page.locator(`#entry-row-${purchaseId}`)
    await row.waitFor()
    expect(await row.getAttribute('aria-current')).toBe('true')
    await expect.poll(() => row.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(normalise(await page.locator('main').innerText()).toLowerCase()).toContain(`${t.march.toLowerCase()} `)
    expect(await page.getByLabel(t.description, { exact: true }).inputValue()).toBe('DROGASIL 1234 SAO PAULO')
    expect(await page.locator('main tbody tr').count()).toBe(1)
    await screenshot(page, `entry-search-opened-${language}-1280`)
    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await page.context().close()
  })

  it.each(['light', 'dark'] as const)('at 360 px (%s theme) the box and its results fit; arrows and Escape work', async (theme) => {
    const { page, errors, failed } = await signedInPage(browser(), language, user.tokens, user.username, '/financas/lancamento-financeiro', { width: 360, theme })
    const box = page.getByRole('combobox', { name: t.box })
    await box.fill('re')
    await page.keyboard.press('Enter')
    const options = page.getByRole('listbox', { name: t.list }).getByRole('option')
    // "re": at the start of a word of a description or of the category's name.
    await expect.poll(() => options.count()).toBe(3)
    await page.keyboard.press('ArrowDown')
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await screenshot(page, `entry-search-${language}-${theme}-360`)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0)
    expect(await box.inputValue()).toBe('re')
    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await page.context().close()
  })
})
