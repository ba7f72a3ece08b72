// The book pages as routes of the whole app: guarded, titled, and the form's id read from the address (not found
// without a request). The pages' own behaviour is tested with provided actors (books-list.test.tsx, books-form.test.tsx).
import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { bookFormMachine } from '@machines/books/book-form.machine'
import { bookListMachine } from '@machines/books/book-list.machine'
import { ApiError } from '@/api/errors'
import type { Book } from '@contract/book'
import { owner } from '@/content'
import { provided } from '@/state/machine-logic'
import { apiActor } from '../support/api-actors'
import { renderApp, settle } from './support'
// Loaded up front so that the list's lazy route resolves within one settle().
import '@/views/books/book-list-view'

// The routes start the book pages with these actors: a book and a page of the list, answered as each test programs.
const fetchBook = apiActor<Book, { id: number }>()
const fetchBookPage = apiActor<Book[], { page: number }>()
const logic = [
  provided(bookListMachine, bookListMachine.provide({ actors: { fetchPage: fetchBookPage.logic, fetchPages: apiActor<Book[], { pages: number }>().logic } })),
  provided(bookFormMachine, bookFormMachine.provide({ actors: { loadBook: fetchBook.logic } })),
]

const book = (code: number): Book => ({ code, titulo: `Book ${code}`, Escritor: `Author ${code}`, preco: 10 + code, dataLancamento: '2024-05-10T00:00:00.000Z', ativo: true })
const stored: Book = { code: 7, titulo: 'Dom Casmurro', Escritor: 'Machado de Assis', preco: 19.9, dataLancamento: '1909-05-10T00:00:00.000Z', ativo: false }
const cards = () => screen.queryAllByRole('article')

beforeEach(() => {
  fetchBook.mockReset()
  fetchBookPage.mockReset()
})

describe('books list inside the app', () => {
  it('is a guarded route: after the token check the list renders in the layout, and Edit opens the form', async () => {
    fetchBookPage.mockResolvedValue([book(9)])
    fetchBook.mockReturnValue(new Promise(() => {}))
    const app = await renderApp({ logic, path: '/livros' })
    expect(fetchBookPage).not.toHaveBeenCalled()
    await app.answerTokenCheck({ username: 'ana', role: 'User' })
    await settle()
    expect(await screen.findByRole('heading', { level: 1, name: 'Books' })).toBeInTheDocument()
    expect(document.title).toBe(`Books · ${owner.name}`)
    await waitFor(() => expect(cards()).toHaveLength(1))
    await settle(() => fireEvent.click(screen.getByRole('link', { name: 'Edit “Book 9”' })))
    expect(app.path()).toBe('/livros/cadastrar/9')
  })
})

describe('book form route', () => {
  it('starts over when the route goes from a book to a new one', async () => {
    fetchBook.mockResolvedValueOnce(stored)
    const app = await renderApp({ logic, path: '/livros/cadastrar/7' })
    await app.answerTokenCheck({ username: 'ana', role: 'User' })
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Dom Casmurro'))
    // The site's name in every tab title, and create and update told apart.
    expect(document.title).toBe(`Edit book · ${owner.name}`)
    await settle(() => app.location.navigate('/livros/cadastrar/0'))
    await app.answerTokenCheck({ username: 'ana', role: 'User' })
    expect(screen.getByRole('heading', { level: 1, name: 'Register New Book' })).toBeInTheDocument()
    expect(document.title).toBe(`New book · ${owner.name}`)
    expect(screen.getByLabelText('Title')).toHaveValue('')
  })

  it('/livros/cadastrar/99999, a book the user does not have, says "Book not found" with a way back, not Try again', async () => {
    fetchBook.mockClear()
    fetchBook.mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'Not found.' }))
    const app = await renderApp({ logic, path: '/livros/cadastrar/99999' })
    await app.answerTokenCheck({ username: 'ana', role: 'User' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Book not found' })).toBeInTheDocument()
    expect(fetchBook).toHaveBeenCalledWith({ id: 99999 })
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(screen.queryByText('Error fetching book.')).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to books' })).toHaveAttribute('href', '/livros')
    expect(screen.getByRole('link', { name: 'Register a new book' })).toHaveAttribute('href', '/livros/cadastrar/0')
  })

  it.each(['abc', '-1', '12345678901', '2147483648'])('/livros/cadastrar/%s is not found: no request, a way back', async (param) => {
    fetchBook.mockClear()
    const app = await renderApp({ logic, path: `/livros/cadastrar/${param}` })
    await app.answerTokenCheck({ username: 'ana', role: 'User' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Book not found' })).toBeInTheDocument()
    expect(document.title).toBe(`Book not found · ${owner.name}`)
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(screen.queryByText('Error fetching book.')).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to books' })).toHaveAttribute('href', '/livros')
    expect(screen.getByRole('link', { name: 'Register a new book' })).toHaveAttribute('href', '/livros/cadastrar/0')
    expect(fetchBook).not.toHaveBeenCalled()
  })
})
