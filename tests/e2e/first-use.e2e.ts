// A new user's first minutes, in Portuguese, through the real UI against the real server: sign-up, sign-in,
// the categories already there in their language, the panel's first steps, and an installment plan whose account
// holder is created inside the plan form without losing what was typed; then a plan with no holder at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, newContext, normalise, screenshot, watchErrors, watchFailedResponses } from './support/browser'
import { apiRequest, signIn } from './support/api'
import { solveCaptchaWidget } from './support/session'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('a new user (pt-BR)', () => {
  it('signs up, finds the categories ready and the first steps, and creates a holder inside the plan form', async () => {
    const context = await newContext(browser, { language: 'pt-BR', theme: 'light', locale: 'pt-BR' })
    const page = await context.newPage()
    const errors = watchErrors(page)
    const failed = watchFailedResponses(page)
    const username = `novo.${Date.now().toString(36)}`
    const password = 'correct-horse-42'

    await page.goto('/criar-usuario')
    await page.getByLabel('Nome de Usuário').fill(username)
    await page.getByLabel('Senha', { exact: true }).fill(password)
    await page.getByLabel('Nome Completo').fill('Joana Prado')
    await solveCaptchaWidget(page)
    await page.getByRole('button', { name: 'Criar', exact: true }).click()
    await page.waitForURL('**/login')
    await page.getByLabel('Senha', { exact: true }).fill(password)
    await solveCaptchaWidget(page)
    await page.locator('form').getByRole('button', { name: 'Entrar', exact: true }).click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken')), { timeout: 15_000 }).not.toBeNull()

    // The panel: the four first steps, each with its link.
    await page.goto('/financas')
    const steps = page.getByRole('region', { name: 'Primeiros passos' })
    await expect.poll(() => steps.getByRole('listitem').count(), { timeout: 15_000 }).toBe(4)
    expect(await steps.getByRole('link', { name: 'Cadastrar conta' }).getAttribute('href')).toBe('/financas/contas')
    await screenshot(page, 'first-use-panel-pt-light')

    // The categories are there, in Portuguese: 21 of them.
    await page.goto('/financas/cadastrar-categoria')
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(21)
    const names = (await page.locator('tbody tr td:first-child').allTextContents()).map(normalise)
    expect(names).toEqual(expect.arrayContaining(['Mercado', 'Farmácia', 'Salário', 'Outras receitas']))

    // A plan: what is typed stays while a holder is created inside the form.
    await page.goto('/financas/parcelamento')
    await page.getByRole('button', { name: 'Adicionar parcelamento' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Novo parcelamento' })
    await dialog.getByLabel('Descrição').fill('Geladeira')
    await dialog.getByLabel('Número de parcelas').fill('10')
    await dialog.getByLabel('Valor total (R$)').fill('3.200,00')
    await dialog.getByRole('button', { name: '+ Nova pessoa/conta' }).click()
    const holderForm = dialog.getByRole('group', { name: 'Nova pessoa/conta' })
    await holderForm.getByLabel('Nome da nova pessoa/conta').fill('Joana')
    await holderForm.getByLabel('Nome da nova pessoa/conta').press('Enter')
    await expect.poll(() => dialog.getByRole('group', { name: 'Nova pessoa/conta' }).count()).toBe(0)
    await expect.poll(async () => normalise(await dialog.getByLabel('Pessoa/conta').locator('option:checked').textContent())).toBe('Joana')
    expect(await dialog.getByLabel('Descrição').inputValue()).toBe('Geladeira')
    expect(await dialog.getByLabel('Número de parcelas').inputValue()).toBe('10')
    await screenshot(page, 'first-use-plan-holder-pt-light')
    await dialog.getByRole('button', { name: 'Criar parcelamento' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect.poll(async () => normalise(await page.locator('tbody tr').first().textContent())).toContain('Joana')

    // Another plan with no holder at all.
    await page.getByRole('button', { name: 'Adicionar parcelamento' }).first().click()
    await dialog.getByLabel('Descrição').fill('Curso')
    await dialog.getByLabel('Número de parcelas').fill('2')
    await dialog.getByLabel('Valor total (R$)').fill('90')
    await dialog.getByRole('button', { name: 'Criar parcelamento' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

    const tokens = await signIn(username, password)
    const plans = await apiRequest<{ descricao: string; pessoaContaId: number | null }[]>('/v1/api/parcelamento', { token: tokens.accessToken })
    expect(plans.body.map((plan) => [plan.descricao, plan.pessoaContaId === null])).toEqual(expect.arrayContaining([['Geladeira', false], ['Curso', true]]))
    const holders = await apiRequest<{ nomePessoa: string }[]>('/v1/api/pessoaconta', { token: tokens.accessToken })
    expect(holders.body.map((holder) => holder.nomePessoa)).toEqual(['Joana'])
    expect(errors).toEqual([])
    expect(failed).toEqual([])
    await context.close()
  })
})
