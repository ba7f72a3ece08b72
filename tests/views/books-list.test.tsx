// Books list page in both languages, over the real machine with its API actors
// provided (answered by an in-memory server): cards, money and dates per locale, paging, empty state, errors, delete dialog.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@/api/errors'
import type { Book } from '@contract/book'
import type { Language } from '@/lib/storage'
import BookListView from '@/views/books/book-list-view'
import { button } from '@/styles/recipes.css'
import { bookListMachine } from '@machines/books/book-list.machine'
import { apiActor } from '../support/api-actors'
import { renderApp, settle } from './support'

let fetchBookPage = apiActor<Book[], { page: number }>()
let fetchFirstPages = apiActor<Book[], { pages: number }>()
let deleteBook = apiActor<void, { code: number }>()

const book = (code: number, overrides: Partial<Book> = {}): Book => ({
  code,
  titulo: `Book ${code}`,
  Escritor: `Author ${code}`,
  preco: 10 + code,
  dataLancamento: '2024-05-10T00:00:00.000Z',
  ativo: true,
  ...overrides,
})
const books = (first: number, count: number) => Array.from({ length: count }, (_, i) => book(first - i))
const notFound = () => new ApiError({ status: 404, code: 'not_found', message: 'Not found.' })

/**
 * The in-memory server behind the provided actors: newest first, pages of 4 followed by the next book when
 * there is one (src/api/books.ts asks for one more row), 404 past the end. `remove` deletes books as
 * another tab would.
 */
function serve(all: Book[]) {
  let rows = [...all]
  const page = async (n: number) => {
    const slice = rows.slice((n - 1) * 4, n * 4 + 1)
    if (n > 1 && slice.length === 0) throw notFound()
    return slice
  }
  fetchBookPage.mockImplementation(({ page: n }) => page(n))
  fetchFirstPages.mockImplementation(async ({ pages }) => rows.slice(0, pages * 4 + 1))
  deleteBook.mockImplementation(async ({ code }) => {
    rows = rows.filter((b) => b.code !== code)
  })
  return { remove: (count: number) => (rows = rows.slice(0, -count)) }
}

beforeEach(() => {
  fetchBookPage = apiActor<Book[], { page: number }>()
  fetchFirstPages = apiActor<Book[], { pages: number }>()
  deleteBook = apiActor<void, { code: number }>()
})
const page = () => <BookListView logic={bookListMachine.provide({ actors: { fetchPage: fetchBookPage.logic, fetchPages: fetchFirstPages.logic, deleteBook: deleteBook.logic } })} />

const texts = {
  en: {
    heading: 'Books',
    add: 'Add book',
    loading: 'Loading books…',
    loadMore: 'Load more',
    seeLess: 'See less',
    noMore: 'No more books.',
    by: 'by Author 9',
    price: 'R$ 19.00',
    date: 'May 10, 2024',
    yes: 'Yes',
    no: 'No',
    empty: 'No books yet. Register the first one!',
    fetchFailed: 'Error fetching books.',
    deleteFailed: 'Error deleting book.',
    retry: 'Try again',
    edit: (title: string) => `Edit “${title}”`,
    remove: (title: string) => `Delete “${title}”`,
    dialogTitle: 'Delete book?',
    dialogText: 'Do you really want to delete “Book 9”? This cannot be undone.',
    confirm: 'Delete',
    cancel: 'Cancel',
  },
  'pt-BR': {
    heading: 'Livros',
    add: 'Adicionar livro',
    loading: 'Carregando livros…',
    loadMore: 'Carregar mais',
    seeLess: 'Ver menos',
    noMore: 'Não há mais livros.',
    by: 'por Author 9',
    price: 'R$ 19,00',
    date: '10 de mai. de 2024',
    yes: 'Sim',
    no: 'Não',
    empty: 'Nenhum livro ainda. Cadastre o primeiro!',
    fetchFailed: 'Erro ao buscar livros.',
    deleteFailed: 'Erro ao excluir livro.',
    retry: 'Tentar novamente',
    edit: (title: string) => `Editar “${title}”`,
    remove: (title: string) => `Excluir “${title}”`,
    dialogTitle: 'Excluir livro?',
    dialogText: 'Deseja realmente excluir “Book 9”? Esta ação não pode ser desfeita.',
    confirm: 'Excluir',
    cancel: 'Cancelar',
  },
} as const

const render = async (language: Language) => {
  const app = await renderApp({ language, path: '/livros' }, page())
  await settle()
  return app
}
const cards = () => screen.queryAllByRole('article')
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent)
const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ')

describe.each(['en', 'pt-BR'] as const)('books list (%s)', (language) => {
  const t = texts[language]

  it('shows a spinner, then one card per book with title, author, BRL price, local date and Yes/No', async () => {
    let answer: (books: Book[]) => void = () => {}
    fetchBookPage.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    await renderApp({ language, path: '/livros' }, page())
    expect(screen.getByRole('status')).toHaveTextContent(t.loading)
    await settle(() => answer([book(9), book(8, { ativo: false, preco: 1234.5 })]))
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: t.heading })).toBeInTheDocument()
    expect(titles()).toEqual(['Book 9', 'Book 8'])
    const first = cards()[0]!
    expect(first).toHaveAccessibleName('Book 9')
    expect(within(first).getByText(t.by)).toBeInTheDocument()
    expect(text(first)).toContain(t.price)
    expect(within(first).getByText(t.date)).toHaveAttribute('datetime', '2024-05-10')
    expect(within(first).getByText(t.yes)).toBeInTheDocument()
    expect(within(cards()[1]!).getByText(t.no)).toBeInTheDocument()
    expect(text(cards()[1]!)).toContain(language === 'en' ? 'R$ 1,234.50' : 'R$ 1.234,50')
    expect(fetchBookPage).toHaveBeenCalledWith({ page: 1 })
  })

  it('links to the form: add → /livros/cadastrar/0, edit → /livros/cadastrar/{code}', async () => {
    serve(books(9, 2))
    await render(language)
    expect(screen.getByRole('link', { name: t.add })).toHaveAttribute('href', '/livros/cadastrar/0')
    expect(screen.getByRole('link', { name: t.edit('Book 9') })).toHaveAttribute('href', '/livros/cadastrar/9')
  })

  it('pages with Load more, switches to See less at the end, and See less shows the first page again', async () => {
    serve(books(10, 10))
    await render(language)
    const user = userEvent.setup()
    expect(titles()).toEqual(['Book 10', 'Book 9', 'Book 8', 'Book 7'])
    expect(screen.queryByRole('button', { name: t.seeLess })).toBeNull()
    await user.click(screen.getByRole('button', { name: t.loadMore }))
    await waitFor(() => expect(cards()).toHaveLength(8))
    await user.click(screen.getByRole('button', { name: t.loadMore }))
    await waitFor(() => expect(cards()).toHaveLength(10))
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull()
    await user.click(screen.getByRole('button', { name: t.seeLess }))
    await waitFor(() => expect(cards()).toHaveLength(4))
    expect(screen.getByRole('button', { name: t.loadMore })).toBeInTheDocument()
    expect(fetchBookPage.mock.calls.map((call) => call[0].page)).toEqual([1, 2, 3, 1])
  })

  it('exactly 8 books: the second page ends the list at once, with no dead Load more', async () => {
    serve(books(8, 8))
    await render(language)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t.loadMore }))
    await waitFor(() => expect(cards()).toHaveLength(8))
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull()
    expect(screen.getByRole('button', { name: t.seeLess })).toBeInTheDocument()
    expect(fetchBookPage.mock.calls.map((call) => call[0].page)).toEqual([1, 2])
  })

  it('a Load more answering 404 (books deleted elsewhere) ends the list quietly', async () => {
    const server = serve(books(12, 12))
    await render(language)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t.loadMore }))
    await waitFor(() => expect(cards()).toHaveLength(8))
    server.remove(4)
    await user.click(screen.getByRole('button', { name: t.loadMore }))
    await waitFor(() => expect(screen.getByRole('button', { name: t.seeLess })).toBeInTheDocument())
    expect(cards()).toHaveLength(8)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(t.noMore)
  })

  it('exactly 4 books: no Load more at all, as with fewer', async () => {
    serve(books(4, 4))
    await render(language)
    expect(cards()).toHaveLength(4)
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull()
    expect(screen.queryByRole('button', { name: t.seeLess })).toBeNull()
    expect(fetchBookPage.mock.calls.map((call) => call[0].page)).toEqual([1])
  })

  it('a Load more that finds the list emptied elsewhere says there are no more, and offers See less', async () => {
    const server = serve(books(5, 5))
    await render(language)
    const user = userEvent.setup()
    server.remove(1)
    await user.click(screen.getByRole('button', { name: t.loadMore }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.noMore))
    expect(cards()).toHaveLength(4)
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull()
    await user.click(screen.getByRole('button', { name: t.seeLess }))
    await waitFor(() => expect(screen.queryByRole('button', { name: t.seeLess })).toBeNull())
    expect(screen.queryByText(t.noMore)).toBeNull()
    expect(cards()).toHaveLength(4)
  })

  it('shows an empty state with an add link, and no paging button', async () => {
    serve([])
    await render(language)
    expect(screen.getByText(t.empty)).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: t.add })).toHaveLength(2)
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull()
    expect(screen.queryByRole('button', { name: t.seeLess })).toBeNull()
  })

  it('a failed fetch says so and Try again reloads', async () => {
    fetchBookPage.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'boom' }))
    await render(language)
    expect(screen.getByRole('alert')).toHaveTextContent(t.fetchFailed)
    expect(screen.queryByText(t.empty)).toBeNull()
    serve(books(3, 3))
    await userEvent.setup().click(screen.getByRole('button', { name: t.retry }))
    await waitFor(() => expect(cards()).toHaveLength(3))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('deletes after confirmation in an accessible dialog, then reloads the list', async () => {
    serve(books(9, 5))
    await render(language)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t.loadMore }))
    await waitFor(() => expect(cards()).toHaveLength(5))

    // A quiet Delete on the card; red is kept for the confirmation.
    const remove = screen.getByRole('button', { name: t.remove('Book 9') })
    expect(remove).not.toHaveClass(button.classNames.variants.variant.danger)
    expect(remove).toHaveClass(button.classNames.variants.variant.ghost)
    await user.click(remove)
    const dialog = screen.getByRole('alertdialog', { name: t.dialogTitle })
    expect(within(dialog).getByRole('button', { name: t.confirm })).toHaveClass(button.classNames.variants.variant.danger)
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription(t.dialogText)
    expect(within(dialog).getByRole('button', { name: t.cancel })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: t.confirm }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(deleteBook).toHaveBeenCalledWith({ code: 9 })
    expect(fetchFirstPages).toHaveBeenCalledWith({ pages: 2 })
    expect(titles()).toEqual(['Book 8', 'Book 7', 'Book 6', 'Book 5'])
    // The reloaded pages hold 4 books, one page: the list ends, with nothing to page.
    expect(screen.queryByRole('button', { name: t.seeLess })).toBeNull()
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull()
    // The deleted card's button is gone: focus goes to the page heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus()
  })

  it('Escape and Cancel close the dialog without deleting; focus returns to the delete button', async () => {
    serve(books(9, 2))
    await render(language)
    const user = userEvent.setup()
    const opener = screen.getByRole('button', { name: t.remove('Book 9') })
    await user.click(opener)
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    // Tab stays inside the dialog.
    await user.tab()
    expect(screen.getByRole('button', { name: t.confirm })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: t.cancel })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(opener).toHaveFocus()
    await user.click(opener)
    await user.click(screen.getByRole('button', { name: t.cancel }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(deleteBook).not.toHaveBeenCalled()
    expect(cards()).toHaveLength(2)
  })

  it('a failed delete says so and keeps the cards', async () => {
    serve(books(9, 2))
    deleteBook.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'boom' }))
    await render(language)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t.remove('Book 8') }))
    fireEvent.click(screen.getByRole('button', { name: t.confirm }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t.deleteFailed))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(cards()).toHaveLength(2)
  })
})

describe('release dates do not shift with the browser time zone', () => {
  const zone = process.env.TZ
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  })

  it.each(['UTC', 'America/Sao_Paulo', 'Pacific/Pago_Pago', 'Pacific/Kiritimati', 'Asia/Tokyo'])('2024-05-10 shows 10 de mai. de 2024 in pt-BR and 10 May 2024 in en (%s)', async (tz) => {
    process.env.TZ = tz
    serve([book(1, { dataLancamento: '2024-05-10T00:00:00.000Z' })])
    const pt = await render('pt-BR')
    expect(screen.getByText('10 de mai. de 2024')).toBeInTheDocument()
    pt.unmount()
    await render('en')
    expect(screen.getByText('May 10, 2024')).toBeInTheDocument()
  })
})
