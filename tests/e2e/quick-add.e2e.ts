// The quick add in a real browser against the real server: a new user (signed up through the API) with one card
// with statements and one earlier purchase on it adds a card purchase from the finance panel in four
// interactions once the dialog is open — the amount, three letters, a tap on the suggestion, Enter — and finds
// it on the card's statement the purchase lands in; the bill is named in the dialog before saving. The `n` key
// opens it on another finance page, where the keyboard alone adds another; `?novo=1` (the installed app's
// shortcut) opens it and leaves the address.
// Screenshots of the dialog at 360 and 1280 px, light and dark, in both languages.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { dayKey } from '../../src/contract/calendar'
import { cardStatementCalendar } from '../../src/contract/card-statement'
import type { BankCard } from '../../src/contract/bank-card'
import { formatIsoDay, formatMonth } from '../../src/i18n/format'
import { apiRequest, newSignedInUser, type Tokens } from './support/api'
import { axeViolations, newContext, normalise, screenshot, sharedBrowser, watchErrors, type Language, type Theme } from './support/browser'
import { openSignedIn } from './support/session'

const browser = sharedBrowser()
const loads = { timeout: 15_000 }

/** Today in São Paulo, 'YYYY-MM-DD'. */
const saoPauloToday = () => dayKey(new Date())

const texts = {
  en: { plus: 'Quick add', dialog: 'Quick expense', amount: 'Amount (R$)', description: 'Description', source: 'Account or card', category: 'Category', added: 'Expense added: Drogasil, R$ 23.90', typed: '23.90' },
  'pt-BR': { plus: 'Lançamento rápido', dialog: 'Despesa rápida', amount: 'Valor (R$)', description: 'Descrição', source: 'Conta ou cartão', category: 'Categoria', added: 'Despesa adicionada: Drogasil, R$ 23,90', typed: '23,90' },
} as const

interface Seeded {
  user: { username: string; tokens: Tokens }
  cardId: number
  categoryId: number
}

/** A card closing on the 3rd and due on the 10th, a category, and one earlier purchase on the card ("Drogasil"). */
async function seed(prefix: string): Promise<Seeded> {
  const user = await newSignedInUser(prefix)
  const token = user.tokens.accessToken
  const card = await apiRequest<BankCard>('/v1/api/cartao', { token, body: { nomeUsuario: 'Ana Souza', nomeBanco: 'Nubank', apelido: 'Roxinho', diaFechamento: 3, diaVencimento: 10 } })
  expect(card.status).toBe(201)
  const category = await apiRequest<{ id: number }>('/v1/api/categoria', { token, body: { nomeCategoria: 'Drogaria', tipoCategoria: 'Despesa' } })
  expect(category.status).toBe(201)
  const earlier = await apiRequest('/v1/api/lancamento', {
    token,
    body: { dataLancamento: '2026-01-15', descricao: 'Drogasil', valor: 31.5, tipoLancamento: 'Despesa', situacao: 'A Pagar', categoriaId: category.body.id, cartaoId: card.body.id },
  })
  expect(earlier.status).toBe(201)
  return { user, cardId: card.body.id, categoryId: category.body.id }
}

async function signedInPage(language: Language, seeded: Seeded, path: string, options: { width?: number; theme?: Theme } = {}) {
  const context = await newContext(browser(), { language, theme: options.theme ?? 'light', width: options.width })
  const page = await context.newPage()
  const errors = watchErrors(page)
  await openSignedIn(page, seeded.user.tokens, seeded.user.username, path)
  return { page, errors, close: () => context.close() }
}

const dialogOf = (page: Page, language: Language) => page.getByRole('dialog', { name: texts[language].dialog })

describe('quick add', () => {
  let seeded: Seeded
  beforeAll(async () => {
    seeded = await seed('rapido')
  })

  it('adds a card purchase in four interactions once open, and the card statement it lands in shows it', async () => {
    const language = 'pt-BR'
    const t = texts[language]
    const { page, errors, close } = await signedInPage(language, seeded, '/financas')
    await page.getByRole('button', { name: t.plus }).click(loads)
    const dialog = dialogOf(page, language)
    await expect.poll(() => dialog.getByLabel(t.category).locator('option').count(), loads).toBeGreaterThan(1)
    // Amount first and focused.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('valor')

    let interactions = 0
    const interact = async (step: () => Promise<unknown>) => {
      interactions += 1
      await step()
    }
    await interact(() => page.keyboard.type(t.typed))
    await interact(() => dialog.getByRole('combobox', { name: t.description }).pressSequentially('dro'))
    const suggestion = dialog.getByRole('listbox').getByRole('option', { name: /Drogasil/ })
    await suggestion.waitFor(loads)
    await interact(() => suggestion.click())

    // What the pick filled: the card and its category; the bill this purchase goes on, before saving.
    expect(await dialog.getByLabel(t.source).inputValue()).toBe(`cartao:${seeded.cardId}`)
    expect(await dialog.getByLabel(t.category).inputValue()).toBe(String(seeded.categoryId))
    const today = saoPauloToday()
    const calendar = cardStatementCalendar(3, 10)
    const month = calendar.statementOfPurchase(today)
    const due = calendar.statementDates(month).dataVencimento
    expect(normalise(await dialog.getByTestId('purchase-statement').textContent())).toBe(
      normalise(`Entra na fatura de ${formatMonth(month, language)} — vence em ${formatIsoDay(due, language)}`),
    )
    await screenshot(page, 'quick-add-pt-BR-1280-light')

    await interact(() => page.keyboard.press('Enter'))
    await dialog.waitFor({ state: 'detached', ...loads })
    expect(normalise(await page.getByTestId('quick-add-confirmation').locator('p').textContent())).toBe(t.added)
    expect(interactions).toBeLessThanOrEqual(4)
    console.log(`[quick add] interactions after opening: ${interactions} (the full form: 13 clicks before)`)

    await page.goto(`/financas/cartoes/${seeded.cardId}/faturas?mes=${month}`)
    const row = page.getByRole('row', { name: /Drogasil/ })
    await row.first().waitFor(loads)
    expect(normalise(await row.first().textContent())).toContain('R$ 23,90')
    expect(errors).toEqual([])
    await close()
  })

  it('opens with the n key on a finance page (not while typing), and at ?novo=1, which leaves the address', async () => {
    const language = 'en'
    const t = texts[language]
    const { page, errors, close } = await signedInPage(language, seeded, '/financas/lancamento-financeiro')
    await page.getByRole('button', { name: t.plus }).waitFor(loads)
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('n')
    const dialog = dialogOf(page, language)
    await dialog.waitFor(loads)
    // Typed into the dialog, n is a letter.
    await dialog.getByRole('combobox', { name: t.description }).pressSequentially('nn')
    expect(await dialog.getByRole('combobox', { name: t.description }).inputValue()).toBe('nn')
    expect(await page.getByRole('dialog').count()).toBe(1)
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached', ...loads })

    // The keyboard alone: n, the amount, three letters, the arrow to the suggestion, Enter picks it, Enter saves.
    await page.keyboard.press('n')
    await dialog.waitFor(loads)
    await expect.poll(() => dialog.getByLabel(t.category).locator('option').count(), loads).toBeGreaterThan(1)
    await page.keyboard.type('12.50')
    await page.keyboard.press('Tab')
    await page.keyboard.type('dro')
    await dialog.getByRole('listbox').getByRole('option', { name: /Drogasil/ }).waitFor(loads)
    await page.keyboard.press('ArrowDown')
    expect(await dialog.getByRole('option', { name: /Drogasil/ }).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Enter')
    expect(await dialog.getByLabel(t.source).inputValue()).toBe(`cartao:${seeded.cardId}`)
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached', ...loads })
    expect(normalise(await page.getByTestId('quick-add-confirmation').locator('p').textContent())).toBe('Expense added: Drogasil, R$ 12.50')

    await page.goto('/financas?novo=1')
    await dialog.waitFor(loads)
    await expect.poll(() => new URL(page.url()).search).toBe('')
    // The "+" and the confirmation are in the page's landmarks: the page passes axe with them.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached', ...loads })
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it.each([
    ['en', 360, 'light'],
    ['pt-BR', 360, 'dark'],
    ['en', 1280, 'dark'],
  ] as const)('reads at %s, %i px, %s', async (language, width, theme) => {
    const t = texts[language]
    const { page, errors, close } = await signedInPage(language, seeded, '/financas', { width, theme })
    await page.getByRole('button', { name: t.plus }).click(loads)
    const dialog = dialogOf(page, language)
    await expect.poll(() => dialog.getByLabel(t.category).locator('option').count(), loads).toBeGreaterThan(1)
    await dialog.getByRole('combobox', { name: t.description }).pressSequentially('dro')
    await dialog.getByRole('listbox').getByRole('option', { name: /Drogasil/ }).waitFor(loads)
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, `quick-add-${language}-${width}-${theme}`)
    await page.screenshot({ path: `tests/e2e/screenshots/quick-add-${language}-${width}-${theme}-viewport.png` })
    expect(errors).toEqual([])
    await close()
  })
})
