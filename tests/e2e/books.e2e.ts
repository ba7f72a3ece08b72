// Books in a real browser against the real server, in both
// languages: register 5 books through the form, page with Load more / See less, edit one, delete one, and
// screenshots of the list and the form in both themes (and at 360 px). No page error, console error or 4xx/5xx answer
// the test did not ask for (another user's book is the one 404 asked for).
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Book } from '../../src/contract/book'
import { apiRequest, newSignedInUser, type Tokens } from './support/api'
import { launchBrowser, newContext, screenshot, watchUnexpected, type Language, type Theme } from './support/browser'
import { openSignedIn } from './support/session'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const texts = {
  en: {
    heading: 'Books',
    add: 'Add book',
    empty: 'No books yet. Register the first one!',
    createTitle: 'Register New Book',
    updateTitle: 'Update Book',
    register: 'Register',
    update: 'Update',
    title: 'Title',
    author: 'Author',
    price: 'Price (R$)',
    date: 'Publication date',
    active: 'Active',
    yes: 'Yes',
    no: 'No',
    required: 'All fields are required!',
    invalidPrice: 'Invalid price! Use an amount from 0.01 to 999,999,999,999.99, with at most 2 decimals (e.g. 19.99).',
    loadMore: 'Load more',
    seeLess: 'See less',
    noMore: 'No more books.',
    edit: (title: string) => `Edit “${title}”`,
    remove: (title: string) => `Delete “${title}”`,
    dialog: 'Delete book?',
    confirm: 'Delete',
    book: 'Book',
    by: 'by',
    // What the cards show for 19.99 / 1234.56 and 2024-05-11.
    money: ['R$ 19.99', 'R$ 1,234.56'],
    day: 'May 11, 2024',
  },
  'pt-BR': {
    heading: 'Livros',
    add: 'Adicionar livro',
    empty: 'Nenhum livro ainda. Cadastre o primeiro!',
    createTitle: 'Cadastrar Novo Livro',
    updateTitle: 'Atualizar Livro',
    register: 'Cadastrar',
    update: 'Atualizar',
    title: 'Título',
    author: 'Autor',
    price: 'Preço (R$)',
    date: 'Data de lançamento',
    active: 'Ativo',
    yes: 'Sim',
    no: 'Não',
    required: 'Todos os campos são obrigatórios!',
    invalidPrice: 'Preço inválido! Use um valor de 0,01 a 999.999.999.999,99, com até 2 casas decimais (ex.: 19,99).',
    loadMore: 'Carregar mais',
    seeLess: 'Ver menos',
    noMore: 'Não há mais livros.',
    edit: (title: string) => `Editar “${title}”`,
    remove: (title: string) => `Excluir “${title}”`,
    dialog: 'Excluir livro?',
    confirm: 'Excluir',
    book: 'Livro',
    by: 'por',
    money: ['R$ 19,99', 'R$ 1.234,56'],
    day: '11 de mai. de 2024',
  },
} as const

/** Typed as a user would: dots, commas, spaces; the input shows the normalised price. */
const samples = [
  { typed: '19.99', shown: '19,99', preco: 19.99, date: '2024-05-11', ativo: true },
  { typed: '5', shown: '5', preco: 5, date: '2023-01-31', ativo: false },
  { typed: 'R$ 120,5', shown: '120,5', preco: 120.5, date: '1999-12-31', ativo: true },
  { typed: '0.1', shown: '0,1', preco: 0.1, date: '2024-02-29', ativo: true },
  { typed: '1234.56', shown: '1234,56', preco: 1234.56, date: '2024-05-11', ativo: true },
]

const normalise = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ')
const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents()

async function axeClean(page: Page) {
  const scan = await new AxeBuilder({ page }).analyze()
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

async function fillForm(page: Page, t: (typeof texts)[Language], values: { title: string; author: string; typed: string; shown: string; date: string; ativo: boolean }) {
  await page.getByLabel(t.title).fill(values.title)
  await page.getByLabel(t.author).fill(values.author)
  await page.getByLabel(t.price).fill(values.typed)
  // Once left, the field shows the language's decimal separator: '19,99' in
  // Portuguese, '19.99' in English (a dot typed in Portuguese may group thousands until then).
  await page.getByLabel(t.price).blur()
  expect(await page.getByLabel(t.price).inputValue()).toBe(t === texts.en ? values.shown.replace(',', '.') : values.shown)
  await page.getByLabel(t.date).fill(values.date)
  await page.getByLabel(t.active).selectOption({ label: values.ativo ? t.yes : t.no })
}

describe.each(['en', 'pt-BR'] as const)('books (%s)', (language) => {
  const t = texts[language]
  let user: { username: string; tokens: Tokens }

  beforeAll(async () => {
    user = await newSignedInUser(`books.${language === 'en' ? 'en' : 'pt'}`)
  })

  it('registers 5 books, pages through them, edits one and deletes one', async () => {
    const context = await newContext(browser, { language, theme: 'light' })
    const page = await context.newPage()
    const unexpected = watchUnexpected(page)
    await openSignedIn(page, user.tokens, user.username, '/livros')
    await page.getByText(t.empty).waitFor()
    await axeClean(page)

    for (const [index, sample] of samples.entries()) {
      await page.getByRole('link', { name: t.add }).first().click()
      await page.waitForURL('**/livros/cadastrar/0')
      await page.getByRole('heading', { level: 1, name: t.createTitle }).waitFor()
      if (index === 0) {
        // The book form's validation on the way: nothing filled, then a price with three decimals.
        await page.getByRole('button', { name: t.register, exact: true }).click()
        await expect.poll(() => page.getByRole('alert').textContent()).toBe(t.required)
        expect(await page.getByLabel(t.author).getAttribute('aria-invalid')).toBe('true')
        await fillForm(page, t, { title: `${t.book} 1`, author: 'Machado de Assis', typed: language === 'en' ? '1.234' : '1,234', shown: '1,234', date: sample.date, ativo: sample.ativo })
        await page.getByRole('button', { name: t.register, exact: true }).click()
        await expect.poll(() => page.getByRole('alert').textContent()).toBe(t.invalidPrice)
        await axeClean(page)
        await screenshot(page, `books-form-errors-${language}-light`)
      }
      await fillForm(page, t, { title: `${t.book} ${index + 1}`, author: `Autor ${index + 1}`, ...sample })
      await page.getByRole('button', { name: t.register, exact: true }).click()
      await page.waitForURL(/\/livros$/)
      await page.getByRole('heading', { level: 1, name: t.heading }).waitFor()
    }

    // Newest first, 4 per page.
    await expect.poll(() => cardTitles(page)).toEqual([5, 4, 3, 2].map((n) => `${t.book} ${n}`))
    const newest = page.getByRole('article', { name: `${t.book} 5` })
    expect(normalise(await newest.textContent())).toContain(t.money[1])
    expect(normalise(await newest.textContent())).toContain(t.day)
    expect(await newest.textContent()).toContain(`${t.by} Autor 5`)
    expect(await page.getByRole('article', { name: `${t.book} 2` }).textContent()).toContain(t.no)
    await axeClean(page)

    await page.getByRole('button', { name: t.loadMore }).click()
    await expect.poll(() => cardTitles(page)).toEqual([5, 4, 3, 2, 1].map((n) => `${t.book} ${n}`))
    expect(normalise(await page.getByRole('article', { name: `${t.book} 1` }).textContent())).toContain(t.money[0])
    await page.getByRole('button', { name: t.seeLess }).waitFor()
    expect(await page.getByRole('button', { name: t.loadMore }).count()).toBe(0)
    await screenshot(page, `books-list-${language}-light`)
    await page.getByRole('button', { name: t.seeLess }).click()
    await expect.poll(() => cardTitles(page)).toHaveLength(4)
    await page.getByRole('button', { name: t.loadMore }).waitFor()

    // Edit book 3: the form loads it, with the price in the input's format.
    await page.getByRole('link', { name: t.edit(`${t.book} 3`) }).click()
    await page.waitForURL(/\/livros\/cadastrar\/\d+$/)
    await page.getByRole('heading', { level: 1, name: t.updateTitle }).waitFor()
    await expect.poll(() => page.getByLabel(t.title).inputValue()).toBe(`${t.book} 3`)
    expect(await page.getByLabel(t.price).inputValue()).toBe(t === texts.en ? '120.50' : '120,50')
    expect(await page.getByLabel(t.date).inputValue()).toBe('1999-12-31')
    await screenshot(page, `books-form-update-${language}-light`)
    await page.getByLabel(t.title).fill(`${t.book} 3b`)
    await page.getByLabel(t.price).fill('45.5')
    await page.getByRole('button', { name: t.update, exact: true }).click()
    await page.waitForURL(/\/livros$/)
    await expect.poll(() => cardTitles(page)).toEqual([`${t.book} 5`, `${t.book} 4`, `${t.book} 3b`, `${t.book} 2`])

    // Delete book 5 through the confirmation dialog; Escape first cancels.
    await page.getByRole('button', { name: t.remove(`${t.book} 5`) }).click()
    const dialog = page.getByRole('alertdialog', { name: t.dialog })
    await dialog.waitFor()
    // Let the fade-in finish: a half-transparent dialog has half the contrast.
    await page.evaluate(() =>
      Promise.allSettled(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)),
    )
    await axeClean(page)
    await screenshot(page, `books-delete-dialog-${language}-light`)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: t.remove(`${t.book} 5`) }).click()
    await dialog.getByRole('button', { name: t.confirm, exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => cardTitles(page)).toEqual([`${t.book} 4`, `${t.book} 3b`, `${t.book} 2`, `${t.book} 1`])
    // Exactly 4 books: the list asked for one more row (the server answered 404), so it knows its end
    // without a dead Load more click: no Load more, no See less on one page.
    expect(await page.getByRole('button', { name: t.loadMore }).count()).toBe(0)
    expect(await page.getByRole('button', { name: t.seeLess }).count()).toBe(0)
    expect(await page.getByRole('status').filter({ hasText: t.noMore }).count()).toBe(0)
    expect(await cardTitles(page)).toHaveLength(4)

    // What the server stored: exact prices, release days answered at that day's São Paulo midnight (-02:00 in the summer of 1999).
    const stored = await apiRequest<Book[]>('/v1/api/livro/desc/50/1', { token: user.tokens.accessToken })
    expect(stored.status).toBe(200)
    expect(stored.body.map((book) => [book.titulo, book.preco, book.dataLancamento, book.ativo])).toEqual([
      [`${t.book} 4`, 0.1, '2024-02-29T00:00:00.000-03:00', true],
      [`${t.book} 3b`, 45.5, '1999-12-31T00:00:00.000-02:00', true],
      [`${t.book} 2`, 5, '2023-01-31T00:00:00.000-03:00', false],
      [`${t.book} 1`, 19.99, '2024-05-11T00:00:00.000-03:00', true],
    ])

    await context.close()
    // Nothing in the console or the network: at exactly 4 books (after the fourth registration and after the delete)
    // the list no longer asks for a page past its end, whose 404 the browser logged.
    expect(unexpected()).toEqual([])
  })

  it.each([
    ['light', 1280],
    ['dark', 1280],
    ['dark', 360],
    ['light', 360],
    ['light', 1024],
  ] as const)('looks right in the %s theme at %d px', async (theme: Theme, width) => {
    const context = await newContext(browser, { language, theme, width, height: 800 })
    const page = await context.newPage()
    const unexpected = watchUnexpected(page)
    await openSignedIn(page, user.tokens, user.username, '/livros')
    await expect.poll(() => cardTitles(page)).toHaveLength(4)
    // No horizontal scrolling, even at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await axeClean(page)
    await screenshot(page, `books-list-${language}-${theme}-${width}`)
    await page.getByRole('link', { name: t.add }).first().click()
    await page.getByRole('heading', { level: 1, name: t.createTitle }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await axeClean(page)
    await screenshot(page, `books-form-${language}-${theme}-${width}`)
    await context.close()
    // Exactly 4 books and nothing in the console or the network (no request for a page past the end).
    expect(unexpected()).toEqual([])
  })
})

describe('books are private', () => {
  it('another user sees an empty list and cannot open someone else’s book', async () => {
    const owner = await newSignedInUser('books.owner')
    const created = await apiRequest<Book>('/v1/api/livro', {
      token: owner.tokens.accessToken,
      body: { titulo: 'Private', Escritor: 'Owner', preco: 10, dataLancamento: '2024-01-01', ativo: true },
    })
    expect(created.status).toBe(201)
    const other = await newSignedInUser('books.other')
    const context = await newContext(browser, { language: 'en', theme: 'light' })
    const page = await context.newPage()
    // The one failure asked for: someone else's book answers 404, as a missing one does.
    const unexpected = watchUnexpected(page, [`404 GET /v1/api/livro/${created.body.code}`])
    await openSignedIn(page, other.tokens, other.username, '/livros')
    await page.getByText(texts.en.empty).waitFor()
    await page.goto(`/livros/cadastrar/${created.body.code}`)
    // Someone else's book is not found, with the way back (no Try again that cannot work).
    await page.getByRole('heading', { level: 1, name: 'Book not found' }).waitFor()
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Back to books' }).count()).toBe(1)
    await context.close()
    expect(unexpected()).toEqual([])
  })
})
