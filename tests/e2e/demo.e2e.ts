// The visitor's demo in the browser, once per language (the server runs with the captcha on: the widget solves
// itself after the click): a visitor on / clicks "Try the finance manager" and lands on the finance panel with the
// household's data named in the language, opens a card's bill and the projection's table, hides the amounts and shows
// them again, then turns the demo into an account from the banner ("Criar minha conta"): the banner goes, the
// confirmation shows, and after a reload the account is signed in under its new name with its data and no banner.
// The English run is done with the keyboard alone. Screenshots of the header, the banner and the converter at 360 and
// 1280 px in both themes: tests/e2e/screenshots/demo-*.png.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signIn } from './support/api'
import { axeViolations, newContext, normalise, screenshot, sharedBrowser, watchErrors, watchFailedResponses } from './support/browser'

const browser = sharedBrowser()

const words = {
  'pt-BR': {
    tryIt: 'Experimentar o gerenciador financeiro',
    account: 'Conta corrente Itaú',
    createAccount: 'Criar minha conta',
    hide: 'Ocultar valores',
    show: 'Mostrar valores',
    banner: /^Esta é uma demonstração: ela e todos os seus dados serão apagados em \d{1,2} de [a-zç]{3}\. de \d{4}, \d{2}:\d{2}\./,
    bills: /Fatura/,
    asTable: 'Ver como tabela',
    username: 'Nome de Usuário',
    password: 'Senha',
    confirmation: 'Confirme a senha',
    fullName: 'Nome Completo',
    created: /^Conta criada! Você entrou como [\w.-]+, e tudo da demonstração continua seu\./,
    theme: 'Mudar para o tema escuro',
  },
  en: {
    tryIt: 'Try the finance manager',
    account: 'Itaú checking account',
    createAccount: 'Create my account',
    hide: 'Hide amounts',
    show: 'Show amounts',
    banner: /^This is a demo: it and all its data are deleted on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}\s?(AM|PM)\./,
    bills: /bill/i,
    asTable: 'Show as a table',
    username: 'Username',
    password: 'Password',
    confirmation: 'Confirm the password',
    fullName: 'Full Name',
    created: /^Account created! You are signed in as [\w.-]+, and everything from the demo stays yours\./,
    theme: 'Switch to dark theme',
  },
} as const

const FIGURE = /R\$\s*-?\d/

/** Presses Tab until the focused element is `target` (at most 200 times): the way a keyboard user gets there. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>) {
  for (let presses = 0; presses < 200; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the element')
}

async function shots(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 })
    await page.waitForTimeout(150)
    await screenshot(page, `demo-${name}-${width}`)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

describe.each(['pt-BR', 'en'] as const)('the demo (%s)', (language) => {
  const text = words[language]
  const keyboard = language === 'en'

  it(`from the home page to the panel, a bill, the projection, hidden amounts and an account of one's own${keyboard ? ' (keyboard alone)' : ''}`, async () => {
    const context = await newContext(browser(), { language, theme: 'light', width: 1280, height: 800 })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const failed = watchFailedResponses(page)
    await page.goto('/')
    const tryIt = page.getByRole('link', { name: text.tryIt })
    if (keyboard) {
      await tabTo(page, tryIt)
      await page.keyboard.press('Enter')
    } else {
      await tryIt.click()
    }
    // The captcha solves itself after the click; the demo is made and signed in.
    await page.waitForURL('**/financas', { timeout: 60_000 })
    const banner = page.getByTestId('demo-banner')
    await banner.waitFor()
    expect(normalise(await banner.innerText())).toMatch(text.banner)
    await expect.poll(async () => normalise(await page.locator('main').innerText()).toLowerCase(), { timeout: 20_000 }).toContain(text.account.toLowerCase())
    expect(await page.locator('main').innerText()).toMatch(FIGURE)
    await shots(page, `panel-${language}-light`)

    // A card's bill, from the panel's next bills.
    const bill = page.locator('main a[href*="/faturas"]').first()
    if (keyboard) {
      await tabTo(page, bill)
      await page.keyboard.press('Enter')
    } else {
      await bill.click()
    }
    await page.waitForURL('**/financas/cartoes/*/faturas*')
    await page.getByRole('heading', { level: 1 }).waitFor()
    // The bill with its figures (the page first says it is loading the card).
    await expect.poll(async () => page.locator('main').innerText(), { timeout: 20_000 }).toMatch(FIGURE)
    expect(await page.locator('main').innerText()).toMatch(text.bills)

    // The projection and its table alternative, on the panel.
    await page.goBack()
    await page.waitForURL('**/financas')
    const projection = page.getByTestId('projection-lowest')
    await projection.waitFor({ timeout: 20_000 })
    const tableToggle = page.locator('summary', { hasText: text.asTable }).last()
    if (keyboard) {
      await tabTo(page, tableToggle)
      await page.keyboard.press('Enter')
    } else {
      await tableToggle.click()
    }
    const projectionTable = page.locator('details[open] table').last()
    await projectionTable.waitFor()
    expect(await projectionTable.innerText()).toMatch(FIGURE)

    // Hide amounts: no figure left in the page; then show them again.
    const hide = page.getByRole('button', { name: text.hide })
    if (keyboard) {
      await tabTo(page, hide)
      await page.keyboard.press('Enter')
    } else {
      await hide.click()
    }
    await page.getByRole('button', { name: text.show }).waitFor()
    await expect.poll(async () => normalise(await page.locator('body').innerText())).not.toMatch(FIGURE)
    expect(normalise(await page.locator('main').innerText())).toContain('R$ ••••')
    await shots(page, `hidden-${language}-light`)
    await page.getByRole('button', { name: text.show }).click()
    await expect.poll(async () => page.locator('main').innerText()).toMatch(FIGURE)

    // Dark theme for the rest of the screenshots.
    await page.getByRole('button', { name: text.theme }).click()

    // Create my account: the converter dialog, the sign-up's fields.
    const username = `conta.${Date.now().toString(36)}`
    const openConverter = banner.getByRole('button', { name: text.createAccount })
    if (keyboard) {
      await tabTo(page, openConverter)
      await page.keyboard.press('Enter')
    } else {
      await openConverter.click()
    }
    const dialog = page.getByRole('dialog', { name: text.createAccount })
    await dialog.waitFor()
    await shots(page, `converter-${language}-dark`)
    const fields: Array<[string, string]> = [
      [text.username, username],
      [text.password, 'correct-horse-42'],
      [text.confirmation, 'correct-horse-42'],
      [text.fullName, 'Marina Costa'],
    ]
    for (const [label, value] of fields) {
      const field = dialog.getByLabel(label, { exact: true })
      if (keyboard) {
        await tabTo(page, field)
        await page.keyboard.type(value)
      } else {
        await field.fill(value)
      }
    }
    if (keyboard) await page.keyboard.press('Enter')
    else await dialog.getByRole('button', { name: text.createAccount }).click()
    const confirmation = page.getByTestId('demo-converted')
    await confirmation.waitFor({ timeout: 20_000 })
    expect(normalise(await confirmation.innerText())).toMatch(text.created)
    expect(await page.getByTestId('demo-banner').count()).toBe(0)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await shots(page, `converted-${language}-dark`)

    // After a reload: the same account, its name, its data, no banner; and it signs in with its new password.
    await page.reload()
    await expect.poll(async () => normalise(await page.locator('main').innerText()).toLowerCase(), { timeout: 20_000 }).toContain(text.account.toLowerCase())
    expect(await page.getByTestId('demo-banner').count()).toBe(0)
    expect(await page.evaluate(() => [localStorage.getItem('nomeUsuario'), localStorage.getItem('demoExpiraEm')])).toEqual([username, null])
    const tokens = await signIn(username, 'correct-horse-42')
    expect(tokens.role).toBe('User')

    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await context.close()
  }, 240_000)
})

describe('/experimentar opened by its address', () => {
  it.each([
    ['pt-BR', 'dark', 360],
    ['en', 'light', 1280],
  ] as const)('%s, %s, %i px: waits for Start (no demo made), the captcha shown, no axe violation', async (language, theme, width) => {
    const context = await newContext(browser(), { language, theme, width, height: 800 })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const demoCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/v1/api/demo') demoCalls.push(request.method())
    })
    await page.goto('/experimentar')
    await page.getByRole('heading', { level: 1, name: words[language].tryIt }).waitFor()
    await page.getByRole('button', { name: language === 'pt-BR' ? 'Começar a demonstração' : 'Start the demo' }).waitFor()
    await page.locator('altcha-widget').waitFor()
    await page.waitForTimeout(1500)
    expect(demoCalls).toEqual([])
    await screenshot(page, `demo-start-${language}-${theme}-${width}`)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  }, 60_000)
})
