// Recurring entries in a real browser against the real server, in both languages: a series created through
// the page's modal with a Brazilian amount shows in the table with its next occurrence, its occurrences are
// entries marked as recurring on the entries page; then 360 px in both themes (rows as cards, nothing
// overflows, the modal and the removal choice fit) and the modal by keyboard alone
// (docs/product-rules.md#recurring-entries).
import { beforeAll, describe, expect, it } from 'vitest'
import { dayKey } from '../../src/contract/calendar'
import type { BankAccount } from '../../src/contract/bank-account'
import { apiRequest, newSignedInUser, type Tokens } from './support/api'
import { normalise, screenshot, sharedBrowser, axeClean } from './support/browser'
import { signedInPage } from './support/session'

const browser = sharedBrowser()

const texts = {
  en: {
    empty: 'No recurring entries yet. Add the rent, a salary or a subscription.',
    add: 'Add recurring entry',
    newTitle: 'New recurring entry',
    description: 'Description',
    amount: 'Amount (R$)',
    type: 'Type',
    account: 'Bank account',
    create: 'Create recurring entry',
    created: 'Recurring entry created successfully!',
    monthly: 'Monthly',
    remove: 'Delete Aluguel',
    removeTitle: 'Remove recurring entry?',
    recurring: 'Recurring',
  },
  'pt-BR': {
    empty: 'Nenhuma recorrência ainda. Adicione o aluguel, um salário ou uma assinatura.',
    add: 'Adicionar recorrência',
    newTitle: 'Nova recorrência',
    description: 'Descrição',
    amount: 'Valor (R$)',
    type: 'Tipo',
    account: 'Conta bancária',
    create: 'Criar recorrência',
    created: 'Recorrência criada com sucesso!',
    monthly: 'Mensal',
    remove: 'Excluir Aluguel',
    removeTitle: 'Remover recorrência?',
    recurring: 'Recorrente',
  },
} as const


const saoPauloToday = () => dayKey(new Date())

describe.each(['en', 'pt-BR'] as const)('recurring entries (%s)', (language) => {
  const t = texts[language]
  let user: { username: string; tokens: Tokens }

  beforeAll(async () => {
    user = await newSignedInUser(`recorr.${language === 'en' ? 'en' : 'pt'}`)
    const account = await apiRequest<BankAccount>('/v1/api/contabancaria', { token: user.tokens.accessToken, body: { nome: 'Nubank', tipo: 'Corrente', saldoInicial: 1000, dataSaldoInicial: saoPauloToday() } })
    expect([200, 201]).toContain(account.status)
  })

  it('creates a series through the modal; its occurrences are recurring entries', async () => {
    const { page, errors, failed } = await signedInPage(browser(), language, user.tokens, user.username, '/financas/recorrencias')
    await page.getByText(t.empty).waitFor()
    await page.getByRole('button', { name: t.add }).click()
    const dialog = page.getByRole('dialog', { name: t.newTitle })
    await dialog.getByLabel(t.description).fill('Aluguel')
    await dialog.getByLabel(t.amount).fill(language === 'en' ? '1,800.50' : '1.800,50')
    await dialog.getByLabel(t.type).selectOption('Despesa')
    await dialog.getByLabel(t.account).selectOption({ label: 'Nubank' })
    await dialog.getByRole('button', { name: t.create }).click()
    await page.getByRole('status').filter({ hasText: t.created }).waitFor()
    // The list reloads after the save.
    await expect.poll(() => page.locator('main tbody tr').count()).toBe(1)
    const cells = (await page.locator('main tbody tr').first().locator('td').allTextContents()).map(normalise)
    expect(cells.slice(0, 3)).toEqual(['Aluguel', language === 'en' ? 'R$ 1,800.50' : 'R$ 1.800,50', t.monthly])
    expect(cells[3]).not.toBe('—')
    expect(cells[4]).toBe('Nubank')
    await axeClean(page)
    await screenshot(page, `recurrences-${language}-1280`)
    // Today's occurrence is an entry of this month, marked as recurring.
    await page.goto('/financas/lancamento-financeiro')
    await page.getByRole('img', { name: t.recurring }).first().waitFor()
    await screenshot(page, `entries-recurring-${language}-1280`)
    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await page.context().close()
  })

  it.each(['light', 'dark'] as const)('at 360 px (%s theme) the rows are cards and nothing overflows; the modal works by keyboard', async (theme) => {
    const { page, errors, failed } = await signedInPage(browser(), language, user.tokens, user.username, '/financas/recorrencias', { width: 360, theme })
    await expect.poll(() => page.locator('main tbody tr').count()).toBeGreaterThan(0)
    expect(await page.locator('main tbody tr').first().evaluate((row) => getComputedStyle(row).display)).toBe('flex')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await axeClean(page)
    await screenshot(page, `recurrences-${language}-${theme}-360`)
    const opener = page.getByRole('button', { name: t.add, exact: true })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    for (let press = 0; press < 16; press++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await screenshot(page, `recurrence-form-${language}-${theme}-360`)
    await axeClean(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    // The removal choice (a day, end from it, delete the series) fits too.
    await page.getByRole('button', { name: t.remove }).click()
    await page.getByRole('alertdialog', { name: t.removeTitle }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await axeClean(page)
    await page.keyboard.press('Escape')
    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await page.context().close()
  })
})
