// A user's data in a real browser against the real server: a new user creates a category and
// an entry on their pages, downloads "My data", and a second new user imports that file on the same page
// (after seeing what it holds) and finds the entry on their entries page; importing again is refused (409).
import { mkdtempSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { userDataSchema } from '../../src/contract/user-data'
import { deleteDefaultCategories, newSignedInUser } from './support/api'
import { axeViolations, newContext, normalise, screenshot, sharedBrowser, watchErrors, watchFailedResponses } from './support/browser'
import { openSignedIn } from './support/session'

const browser = sharedBrowser()

async function signedInPage(user: Awaited<ReturnType<typeof newSignedInUser>>, path: string) {
  const context = await newContext(browser(), { language: 'en', theme: 'light' })
  const page = await context.newPage()
  const errors = watchErrors(page)
  const failed = watchFailedResponses(page)
  await openSignedIn(page, user.tokens, user.username, path)
  await page.getByRole('heading', { level: 1 }).waitFor()
  return { context, page, errors, failed }
}

describe('my data', () => {
  it('download from one account, import into a new one, see the entry there', async () => {
    const source = await newSignedInUser('export')
    // The document holds the one category made here, not the sign-up's defaults.
    await deleteDefaultCategories(source.tokens)
    const first = await signedInPage(source, '/financas/cadastrar-categoria')
    const { page } = first

    // A category and an entry, made on their own pages.
    await page.getByLabel('Category name').fill('Mercado')
    await page.getByLabel('Expense', { exact: true }).check()
    await page.getByRole('button', { name: 'Register category' }).click()
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1)
    await page.goto('/financas/lancamento-financeiro')
    await page.getByRole('button', { name: 'New entry' }).click()
    const dialog = page.getByRole('dialog', { name: 'New entry' })
    await dialog.getByLabel('Amount (R$)').fill('87,65')
    await dialog.getByLabel('Description').fill('Feira da semana')
    await dialog.getByLabel('Type').selectOption('Despesa')
    await dialog.getByLabel('Status').selectOption('A Pagar')
    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Mercado' })
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(async () => (await page.locator('main tbody tr').allInnerTexts()).map(normalise)).toEqual([expect.stringContaining('Feira da semana')])

    // Download: the page jump leads to My data.
    await page.getByText('Go to page').click()
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'My data' }).click()
    await page.getByRole('heading', { level: 1, name: 'My data' }).waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()])
    expect(download.suggestedFilename()).toMatch(new RegExp(`^portfolio-financas-${source.username.replace(/\./g, '\\.')}-\\d{4}-\\d{2}-\\d{2}\\.json$`))
    // Kept outside Playwright's artifacts, which go with the context.
    const file = join(mkdtempSync(join(tmpdir(), 'user-data-')), download.suggestedFilename())
    await download.saveAs(file)
    const document = userDataSchema.parse(JSON.parse(await readFile(file, 'utf8')))
    expect(document.categorias.map((row) => row.nomeCategoria)).toEqual(['Mercado'])
    expect(document.lancamentos.map((row) => [row.descricao, row.valor, row.situacao, row.categoriaId])).toEqual([['Feira da semana', 87.65, 'A Pagar', document.categorias[0]!.id]])
    const saved = page.getByRole('status')
    await expect.poll(() => saved.innerText()).toContain(`Saved ${download.suggestedFilename()}, with:`)
    expect(first.errors).toEqual([])
    expect(first.failed).toEqual([])
    await first.context.close()

    // Import into a new account.
    const target = await newSignedInUser('import')
    const second = await signedInPage(target, '/meus-dados')
    const other = second.page
    await other.getByLabel('Data file').setInputFiles(file)
    const preview = other.getByRole('group', { name: /will import:$/ })
    await preview.waitFor()
    expect((await preview.getByRole('listitem').allInnerTexts()).map((text) => normalise(text).replace(/\s+/, ' '))).toEqual(
      ['0 Books', '1 Categories', '0 Cards', '0 Account holders', '0 Bank accounts', '0 Transfers', '0 Bill payments', '1 Entries', '0 Installment plans', '0 Installments'],
    )
    expect(await axeViolations(other)).toEqual([])
    await screenshot(other, 'user-data-confirm-en-1280')
    await other.getByRole('button', { name: 'Import into my account' }).click()
    const imported = other.getByRole('status')
    await expect.poll(() => imported.innerText()).toContain('Imported into your account:')
    await imported.getByRole('link', { name: 'Go to Finances' }).click()
    await other.waitForURL((url) => url.pathname === '/financas')
    await other.goto('/financas/lancamento-financeiro')
    await expect.poll(async () => (await other.locator('main tbody tr').allInnerTexts()).map(normalise)).toEqual([expect.stringMatching(/Feira da semana.*Mercado/s)])

    // The account has data now: a second import is refused, and says why.
    await other.goto('/meus-dados')
    await other.getByLabel('Data file').setInputFiles(file)
    await other.getByRole('button', { name: 'Import into my account' }).click()
    await expect.poll(() => other.getByRole('alert').innerText()).toBe('Your account already has data. Data can only be imported into an empty account.')
    expect(second.errors.filter((line) => !/status of 409/.test(line))).toEqual([])
    expect(second.failed).toEqual(['409 POST /v1/api/usuario/dados'])
    await second.context.close()
  })
})
