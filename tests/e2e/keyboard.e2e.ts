// Keyboard alone: sign-up, login, contact, the book form, the entry modal and mark-as-paid,
// driven with Tab, typing, Space and Enter only — no click, no fill. Each control is reached by tabbing
// until it has focus (so the tab order must reach it, and every stop must show where focus is), then
// used the way a keyboard user would. The category inline edit is in finance-registries.e2e.ts. No page error, console
// error or 4xx/5xx answer is allowed.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Category } from '../../src/contract/category'
import type { Entry } from '../../src/contract/entry'
import { apiRequest, newSignedInUser } from './support/api'
import { newContext, normalise, sharedBrowser, watchUnexpected } from './support/browser'
import { openSignedIn } from './support/session'
import { tabTo } from './support/keyboard'

const browser = sharedBrowser()



/** Ticks the captcha with Space and waits for the proof of work. */
async function captchaByKeyboard(page: Page): Promise<void> {
  await tabTo(page, /not a robot|não sou um robô/i)
  await page.keyboard.press('Space')
  const widget = page.locator('altcha-widget')
  await expect.poll(() => widget.evaluate((el) => el.querySelector('[data-state]')?.getAttribute('data-state') ?? el.getAttribute('data-state')), { timeout: 30_000 }).toBe('verified')
}

async function freshPage(options: { width?: number } = {}) {
  const context = await newContext(browser(), { language: 'en', theme: 'light', width: options.width })
  const page = await context.newPage()
  // Any page error, console error or 4xx/5xx answer fails the test: none is asked for here.
  return { page, unexpected: watchUnexpected(page), close: () => context.close() }
}

describe('the keyboard alone', () => {
  it('signs up, then logs in', async () => {
    const { page, unexpected, close } = await freshPage()
    const username = `keys.${Date.now().toString(36)}`
    await page.goto('/criar-usuario')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await tabTo(page, /^Username/)
    await page.keyboard.type(username)
    await tabTo(page, /^Password/)
    await page.keyboard.type('correct-horse-42')
    await tabTo(page, /^Full Name/)
    await page.keyboard.type('Maria da Silva')
    await captchaByKeyboard(page)
    await tabTo(page, /^Create$/)
    await page.keyboard.press('Enter')
    await page.waitForURL('**/login')

    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.locator('body').focus()
    await tabTo(page, /^Username/)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(username)
    await tabTo(page, /^Password/)
    await page.keyboard.type('correct-horse-42')
    await captchaByKeyboard(page)
    await tabTo(page, /^Log in$/)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('nomeUsuario'))).toBe(username)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    expect(unexpected()).toEqual([])
    await close()
  })

  it('sends a contact message', async () => {
    const { page, unexpected, close } = await freshPage({ width: 360 })
    await page.goto('/contato')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await tabTo(page, /^Name/)
    await page.keyboard.type('Ana Teclado')
    await tabTo(page, /^E-mail/)
    await page.keyboard.type('ana.teclado@example.com')
    await tabTo(page, /^Message/)
    await page.keyboard.type('Written with the keyboard alone.')
    await tabTo(page, /^Send message$/)
    await page.keyboard.press('Enter')
    await page.getByRole('status').getByText('Message sent successfully! I will contact you soon.').waitFor()
    expect(unexpected()).toEqual([])
    await close()
  })

  it('registers a book, adds an entry through its modal and pays it', async () => {
    const user = await newSignedInUser('keys.finance')
    const token = user.tokens.accessToken
    const category = await apiRequest<Category>('/v1/api/categoria', { token, body: { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' } })
    expect(category.status).toBe(201)
    const { page, unexpected, close } = await freshPage()
    await openSignedIn(page, user.tokens, user.username, '/livros/cadastrar/0')

    // The book form: every field, the date typed segment by segment, the select by its first letter.
    await page.getByRole('heading', { level: 1 }).waitFor()
    await tabTo(page, /^Title/)
    await page.keyboard.type('Dom Casmurro')
    await tabTo(page, /^Author/)
    await page.keyboard.type('Machado de Assis')
    await tabTo(page, /^Price/)
    await page.keyboard.type('49,9')
    await tabTo(page, /^Publication date/)
    await page.keyboard.type('05112024')
    await tabTo(page, /^Active/)
    await page.keyboard.type('Y')
    await tabTo(page, /^Register$/)
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/livros$/)
    await page.getByRole('article', { name: 'Dom Casmurro' }).waitFor()

    // The entry modal: opened with Enter, filled and saved without the mouse.
    await page.goto('/financas/lancamento-financeiro')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await tabTo(page, /^New entry$/)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'New entry' })
    await dialog.waitFor()
    await tabTo(page, /^Amount \(R\$\)/)
    await page.keyboard.type('87,65')
    await tabTo(page, /^Description/)
    await page.keyboard.type('Feira da semana')
    await tabTo(page, /^Type/)
    await page.keyboard.type('E')
    await tabTo(page, /^Status/)
    await page.keyboard.type('T')
    await tabTo(page, /^Category/)
    await page.keyboard.type('M')
    await tabTo(page, /^Save$/)
    await page.keyboard.press('Enter')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(async () => (await page.locator('main tbody tr').allInnerTexts()).map(normalise)).toEqual([expect.stringContaining('Feira da semana')])
    // The New entry button was disabled while the modal was open: the focus goes to the table's heading, not the body.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Entries')

    // Mark as paid: Enter on the row's button, Enter in the modal confirms with the proposed amount and time.
    await tabTo(page, /^Mark Feira da semana as paid$/)
    await page.keyboard.press('Enter')
    const pay = page.getByRole('dialog', { name: 'Mark as paid' })
    await pay.waitFor()
    // The amount paid has the focus as the modal opens (it was the dialog: two Tabs to reach it).
    await expect.poll(() => pay.getByLabel('Amount paid (R$)').evaluate((element) => element === document.activeElement)).toBe(true)
    await tabTo(page, /^Confirm payment$/)
    await page.keyboard.press('Enter')
    await expect.poll(() => pay.count()).toBe(0)
    const entries = (await apiRequest<Entry[]>('/v1/api/lancamento/periodo', { token })).body
    expect(entries.map((entry) => [entry.descricao, entry.valor, entry.situacao, entry.valorPago])).toEqual([['Feira da semana', 87.65, 'Pago', 87.65]])
    // The paid row lost its button: focus goes to the table's heading, never to the body.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Entries')
    expect(unexpected()).toEqual([])
    await close()
  })
})
