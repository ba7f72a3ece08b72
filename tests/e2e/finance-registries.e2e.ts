// Finance registries in a real browser against the real server (categories, bank cards and account
// holders): create, edit inline, search, delete on each page in pt-BR and en, the one-row-in-edit
// rule, the keyboard alone for a category edit, axe at 360 and 1280 px, and a second user who sees nothing.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiRequest, deleteDefaultCategories, newSignedInUser, type Tokens } from './support/api'
import { sharedBrowser, newContext, screenshot, watchErrors, watchFailedResponses, type Language } from './support/browser'
import { openSignedIn } from './support/session'

const browser = sharedBrowser()

const texts = {
  en: {
    categories: { title: 'Manage categories', name: 'Category name', add: 'Register category', created: 'Category registered successfully!', edited: 'Category edited successfully!', deleted: 'Category deleted successfully!', question: 'Do you really want to delete this category?', expense: 'Expense', income: 'Income', required: 'Fill in all required fields.' },
    cards: { title: 'Manage cards', holder: 'Account holder', bank: 'Bank name', add: 'Register card', created: 'Card registered successfully!', edited: 'Card edited successfully!', deleted: 'Card deleted successfully!', search: 'Search by holder', noMatch: 'No card of a holder with that name.' },
    holders: { title: 'Register account holders', name: 'Person name', add: 'Register account holder', created: 'Account holder registered successfully!', deleted: 'Account holder deleted successfully!', search: 'Search by name', required: "Fill in the person's name." },
    edit: 'Edit', remove: 'Delete', save: 'Save', searchButton: 'Search', confirm: 'Delete',
  },
  'pt-BR': {
    categories: { title: 'Gerenciar categorias', name: 'Nome da categoria', add: 'Cadastrar categoria', created: 'Categoria cadastrada com sucesso!', edited: 'Categoria editada com sucesso!', deleted: 'Categoria excluída com sucesso!', question: 'Deseja realmente excluir esta categoria?', expense: 'Despesa', income: 'Receita', required: 'Preencha todos os campos obrigatórios.' },
    cards: { title: 'Gerenciar cartões', holder: 'Titular', bank: 'Nome do banco', add: 'Cadastrar cartão', created: 'Cartão cadastrado com sucesso!', edited: 'Cartão editado com sucesso!', deleted: 'Cartão excluído com sucesso!', search: 'Buscar por titular', noMatch: 'Nenhum cartão de titular com esse nome.' },
    holders: { title: 'Cadastrar pessoas/contas', name: 'Nome da pessoa', add: 'Cadastrar pessoa/conta', created: 'Conta cadastrada com sucesso!', deleted: 'Conta excluída com sucesso!', search: 'Buscar por nome', required: 'Preencha o nome da pessoa.' },
    edit: 'Editar', remove: 'Excluir', save: 'Salvar', searchButton: 'Buscar', confirm: 'Excluir',
  },
} as const

async function signedInPage(language: Language, tokens: Tokens, username: string, path: string, width = 1280) {
  const context = await newContext(browser(), { language, width })
  const page = await context.newPage()
  const consoleErrors = watchErrors(page)
  const failed = watchFailedResponses(page)
  await openSignedIn(page, tokens, username, path)
  /** Console errors other than the browser's own line for an answer listed in `failed` (checked on its own). */
  const errors = {
    get unexpected() {
      return consoleErrors.filter((line) => !/Failed to load resource: the server responded with a status of 404/.test(line))
    },
    failed,
  }
  return { page, errors }
}

const rowsText = (page: Page) => page.locator('tbody tr').allInnerTexts()

describe.each(['pt-BR', 'en'] as const)('finance registries (%s)', (language) => {
  const t = texts[language]
  let user: { username: string; tokens: Tokens }
  beforeAll(async () => {
    user = await newSignedInUser(`reg${language === 'en' ? 'en' : 'pt'}`)
    // These tests follow a registry from empty: the 21 default categories of the sign-up go first (they are
    // ordinary categories, deleted like any other; the defaults' own browser test is first-use.e2e.ts).
    await deleteDefaultCategories(user.tokens)
  })

  it('categories: create (blocked when empty), edit inline, one row in edit, delete', async () => {
    const { page, errors } = await signedInPage(language, user.tokens, user.username, '/financas/cadastrar-categoria')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(t.categories.title)
    await page.getByRole('button', { name: t.categories.add }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toContain(t.categories.required)
    for (const [index, [name, type]] of ([['Mercado', t.categories.expense], ['Salário', t.categories.income], ['Aluguel', t.categories.expense]] as const).entries()) {
      await page.getByLabel(t.categories.name).fill(name)
      await page.getByLabel(type, { exact: true }).check()
      await page.getByRole('button', { name: t.categories.add }).click()
      await expect.poll(async () => (await rowsText(page)).length).toBe(index + 1)
      await expect.poll(() => page.getByRole('status').first().innerText()).toContain(t.categories.created)
      await expect.poll(() => page.getByLabel(t.categories.name).inputValue()).toBe('')
    }
    await expect.poll(async () => (await rowsText(page)).map((row) => row.split(/[\t\n]/)[0])).toEqual(['Aluguel', 'Mercado', 'Salário'])

    // One row in edit: editing another cancels the first.
    await page.getByRole('button', { name: `${t.edit} Mercado` }).click()
    await page.getByRole('row', { name: /Mercado/ }).getByLabel(t.categories.name).fill('Unsaved')
    await page.getByRole('button', { name: `${t.edit} Aluguel` }).click()
    await expect.poll(() => page.locator('tbody input').count()).toBe(1)
    await expect.poll(() => page.locator('tbody input').inputValue()).toBe('Aluguel')
    await page.locator('tbody input').fill('Aluguel e condomínio')
    await page.getByRole('button', { name: t.save }).click()
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain(t.categories.edited)
    await expect.poll(async () => (await rowsText(page)).map((row) => row.split(/[\t\n]/)[0])).toEqual(['Aluguel e condomínio', 'Mercado', 'Salário'])

    await page.getByRole('button', { name: `${t.remove} Mercado` }).click()
    const dialog = page.getByRole('alertdialog')
    await expect.poll(() => dialog.innerText()).toContain(t.categories.question)
    await dialog.getByRole('button', { name: t.confirm }).click()
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain(t.categories.deleted)
    await expect.poll(async () => (await rowsText(page)).length).toBe(2)
    const list = await apiRequest<{ nomeCategoria: string }[]>('/v1/api/categoria', { token: user.tokens.accessToken })
    expect(list.body.map((c) => c.nomeCategoria)).toEqual(['Aluguel e condomínio', 'Salário'])
    await screenshot(page, `registries-categories-${language}`)
    expect(errors.unexpected).toEqual([])
    expect(errors.failed).toEqual([])
  })

  it('bank cards: create, search by holder ignoring accents, empty search reloads, edit, delete', async () => {
    const { page, errors } = await signedInPage(language, user.tokens, user.username, '/financas/cadastrar-cartao')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(t.cards.title)
    for (const [index, [holder, bank]] of ([['João Silva', 'Itaú'], ['Ana Lima', 'Nubank'], ['João Silva', 'Inter']] as const).entries()) {
      await page.getByLabel(t.cards.holder, { exact: true }).fill(holder)
      await page.getByLabel(t.cards.bank).fill(bank)
      await page.getByRole('button', { name: t.cards.add }).click()
      await expect.poll(async () => (await rowsText(page)).length).toBe(index + 1)
      await expect.poll(() => page.getByRole('status').first().innerText()).toContain(t.cards.created)
    }
    await expect.poll(async () => (await rowsText(page)).length).toBe(3)
    await page.getByLabel(t.cards.search).fill('joao')
    await page.getByRole('button', { name: t.searchButton, exact: true }).click()
    await expect.poll(async () => (await rowsText(page)).length).toBe(2)
    await page.getByLabel(t.cards.search).fill('zzz')
    await page.getByRole('button', { name: t.searchButton, exact: true }).click()
    await expect.poll(() => page.getByText(t.cards.noMatch).count()).toBe(1)
    await page.getByLabel(t.cards.search).fill('')
    await expect.poll(async () => (await rowsText(page)).length).toBe(3)

    await page.getByRole('button', { name: `${t.edit} Ana Lima · Nubank` }).click()
    await page.getByRole('row', { name: /Ana Lima/ }).getByLabel(t.cards.bank).fill('C6 Bank')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain(t.cards.edited)
    await page.getByRole('button', { name: `${t.remove} João Silva · Inter` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: t.confirm }).click()
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain(t.cards.deleted)
    const cards = await apiRequest<{ nomeUsuario: string; nomeBanco: string }[]>('/v1/api/cartao', { token: user.tokens.accessToken })
    expect(cards.body.map((c) => `${c.nomeUsuario}/${c.nomeBanco}`).sort()).toEqual(['Ana Lima/C6 Bank', 'João Silva/Itaú'])
    expect(errors.unexpected).toEqual([])
    // The search without a match answers 404, read as an empty list.
    expect(errors.failed).toEqual(['404 GET /v1/api/cartao/usuario/zzz'])
  })

  it('account holders: blocked when blank, create, search, delete; 360 px with axe', async () => {
    const { page, errors } = await signedInPage(language, user.tokens, user.username, '/financas/pessoa-conta', 360)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(t.holders.title)
    await page.getByRole('button', { name: t.holders.add }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toContain(t.holders.required)
    for (const [index, name] of ['Maria Souza', 'Álvaro Lima'].entries()) {
      await page.getByLabel(t.holders.name).fill(name)
      await page.getByRole('button', { name: t.holders.add }).click()
      await expect.poll(async () => (await rowsText(page)).length).toBe(index + 1)
      await expect.poll(() => page.getByRole('status').first().innerText()).toContain(t.holders.created)
    }
    await page.getByLabel(t.holders.search).fill('alvaro')
    await page.getByRole('button', { name: t.searchButton, exact: true }).click()
    await expect.poll(async () => (await rowsText(page)).length).toBe(1)
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])
    await page.getByRole('button', { name: `${t.remove} Álvaro Lima` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: t.confirm }).click()
    await expect.poll(() => page.getByRole('status').first().innerText()).toContain(t.holders.deleted)
    await screenshot(page, `registries-holders-${language}-360`)
    expect(errors.unexpected).toEqual([])
    // After the delete the list reloads the search, which now matches nothing: 404, an empty list.
    expect(errors.failed).toEqual(['404 GET /v1/api/pessoaconta/nome/alvaro'])
  })

  it('bank cards at 360 px: a card without nickname, days or limit shows no empty labelled lines', async () => {
    const plain = await newSignedInUser('regplain')
    await apiRequest('/v1/api/cartao', { token: plain.tokens.accessToken, body: { nomeUsuario: 'Bia Costa', nomeBanco: 'Inter' } })
    const { page, errors } = await signedInPage(language, plain.tokens, plain.username, '/financas/cadastrar-cartao', 360)
    await expect.poll(async () => (await rowsText(page)).length).toBe(1)
    // Each shown cell of the stacked row holds a value besides its label: holder, bank and the actions.
    const cells = await page.locator('tbody tr td').evaluateAll((tds) => tds.filter((td) => getComputedStyle(td).display !== 'none').map((td) => td.textContent ?? ''))
    expect(cells.slice(0, 2)).toEqual(['Bia Costa', 'Inter'])
    expect(cells).toHaveLength(3)
    expect(errors.unexpected).toEqual([])
  })
})

describe('finance registries: keyboard, dark theme and isolation', () => {
  it('a category is edited with the keyboard alone (Enter saves, Escape cancels, focus returns)', async () => {
    const user = await newSignedInUser('regkb')
    await apiRequest('/v1/api/categoria', { token: user.tokens.accessToken, body: { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' } })
    const { page, errors } = await signedInPage('en', user.tokens, user.username, '/financas/cadastrar-categoria')
    const edit = page.getByRole('button', { name: 'Edit Mercado' })
    await edit.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('Mercado')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edit Mercado')
    await page.keyboard.press('Enter')
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Feira')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edit Feira')
    const list = await apiRequest<{ nomeCategoria: string }[]>('/v1/api/categoria', { token: user.tokens.accessToken })
    // Beside the 21 default categories of the sign-up (English: the API call sent no Accept-Language).
    expect(list.body.map((c) => c.nomeCategoria)).toContain('Feira')
    expect(list.body.map((c) => c.nomeCategoria)).not.toContain('Mercado')
    expect(list.body).toHaveLength(22)
    expect(errors.unexpected).toEqual([])
    expect(errors.failed).toEqual([])
  })

  it('a second user sees none of the first user’s registries, and axe passes in dark mode', async () => {
    const first = await newSignedInUser('regone')
    await apiRequest('/v1/api/categoria', { token: first.tokens.accessToken, body: { nomeCategoria: 'Secreta', tipoCategoria: 'Receita' } })
    await apiRequest('/v1/api/cartao', { token: first.tokens.accessToken, body: { nomeUsuario: 'Secreto', nomeBanco: 'Banco' } })
    await apiRequest('/v1/api/pessoaconta', { token: first.tokens.accessToken, body: { nomePessoa: 'Secreta' } })
    const second = await newSignedInUser('regtwo')
    const context = await newContext(browser(), { language: 'en', theme: 'dark' })
    const page = await context.newPage()
    await openSignedIn(page, second.tokens, second.username, '/financas/cadastrar-categoria')
    // Only the 21 default categories of their own sign-up.
    await expect.poll(() => page.locator('tbody tr').count()).toBe(21)
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])
    await page.goto('/financas/cadastrar-cartao')
    await expect.poll(() => page.getByText('No cards yet. Register the first one above.').count()).toBe(1)
    await page.goto('/financas/pessoa-conta')
    await expect.poll(() => page.getByText('No account holders yet. Register the first one above.').count()).toBe(1)
    expect(await page.getByText('Secreta').count()).toBe(0)
  })
})
