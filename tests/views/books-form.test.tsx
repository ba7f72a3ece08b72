// Book form page in both languages, over the real machine with its API actors
// provided (the real ones: tests/machines/book-form.test.ts): create vs update, labelled fields, price normalisation, errors.
import { beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@/api/errors'
import type { Book } from '@contract/book'
import type { Language } from '@/lib/storage'
import BookFormView, { bookIdFromParam } from '@/views/books/book-form-view'
import { bookFormMachine } from '@machines/books/book-form.machine'
import { bookInput } from '@machines/books/book-form.actors'
import type { BookFormFields } from '@machines/books/book-form.actors'
import { apiActor } from '../support/api-actors'
import { renderApp, settle } from './support'

let loadBook = apiActor<Book, { id: number }>()
let saveBook = apiActor<Book, { id: number; fields: BookFormFields }>()
/** The book `id` of the last save and the body its API call sends (0: POST a new book; any other: PUT that one). */
const lastSave = () => {
  const { id, fields } = saveBook.mock.lastCall![0]
  return { id, body: bookInput(fields) }
}

const stored: Book = { code: 7, titulo: 'Dom Casmurro', Escritor: 'Machado de Assis', preco: 19.9, dataLancamento: '1909-05-10T00:00:00.000Z', ativo: false }

beforeEach(() => {
  loadBook = apiActor<Book, { id: number }>()
  saveBook = apiActor<Book, { id: number; fields: BookFormFields }>()
})

const texts = {
  en: {
    createTitle: 'Register New Book',
    updateTitle: 'Update Book',
    register: 'Register',
    update: 'Update',
    back: 'Back to books',
    title: 'Title',
    author: 'Author',
    price: 'Price (R$)',
    date: 'Publication date',
    active: 'Active',
    yes: 'Yes',
    no: 'No',
    loading: 'Loading book…',
    required: 'All fields are required!',
    invalidPrice: 'Invalid price!',
    dateOutOfRange: 'The publication date must be between 1450-01-01 and 2099-12-31.',
    loadFailed: 'Error fetching book.',
    saveFailed: 'Error registering book, please try again!',
    retry: 'Try again',
    /** An amount as the English field shows it. */
    /** Amount text written the Portuguese way, as English writes it (the separators swap). */
    amount: (text: string) => text.replace(/[.,]/g, (separator) => (separator === '.' ? ',' : '.')),
  },
  'pt-BR': {
    createTitle: 'Cadastrar Novo Livro',
    updateTitle: 'Atualizar Livro',
    register: 'Cadastrar',
    update: 'Atualizar',
    back: 'Voltar aos livros',
    title: 'Título',
    author: 'Autor',
    price: 'Preço (R$)',
    date: 'Data de lançamento',
    active: 'Ativo',
    yes: 'Sim',
    no: 'Não',
    loading: 'Carregando livro…',
    required: 'Todos os campos são obrigatórios!',
    invalidPrice: 'Preço inválido!',
    dateOutOfRange: 'A data de lançamento deve estar entre 01/01/1450 e 31/12/2099.',
    loadFailed: 'Erro ao buscar livro.',
    saveFailed: 'Erro ao cadastrar livro, tente novamente!',
    retry: 'Tentar novamente',
    amount: (text: string) => text,
  },
} as const

const render = async (language: Language, livroId: string) => {
  const app = await renderApp({ language, path: `/livros/cadastrar/${livroId}` }, <BookFormView params={{ livroId }} logic={bookFormMachine.provide({ actors: { loadBook: loadBook.logic, saveBook: saveBook.logic } })} />)
  await settle()
  return app
}

describe.each(['en', 'pt-BR'] as const)('book form (%s)', (language) => {
  const t = texts[language]
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })

  it('livroId 0 registers a new book: title, labelled fields, Yes/No select and a back link', async () => {
    await render(language, '0')
    expect(screen.getByRole('heading', { level: 1, name: t.createTitle })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t.register })).toHaveAttribute('type', 'submit')
    expect(screen.getByRole('textbox', { name: t.title })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: t.author })).toHaveValue('')
    expect(field(t.price)).toHaveAttribute('inputmode', 'decimal')
    expect(field(t.date)).toHaveAttribute('type', 'date')
    // The picker offers only days from 1450-01-01 (books are older than the app's other dates) to 2099-12-31.
    expect(field(t.date)).toHaveAttribute('min', '1450-01-01')
    expect(field(t.date)).toHaveAttribute('max', '2099-12-31')
    const select = screen.getByRole('combobox', { name: t.active })
    expect(select).toHaveValue('true')
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([t.yes, t.no])
    expect(screen.getByRole('link', { name: t.back })).toHaveAttribute('href', '/livros')
    expect(loadBook).not.toHaveBeenCalled()
  })

  it("normalises the price as it is typed with the language's separator; other characters go", async () => {
    await render(language, '0')
    expect(field(t.price)).toHaveAttribute('placeholder', t.amount('0,00'))
    // Both separators are accepted; the field shows the language's. A separator that cannot group thousands is the decimal one.
    type(t.price, 'R$ 1234.5')
    expect(field(t.price)).toHaveValue(t.amount('1234,5'))
    type(t.price, t.amount('12,5'))
    expect(field(t.price)).toHaveValue(t.amount('12,5'))
    type(t.price, t.amount('12,3,4x'))
    expect(field(t.price)).toHaveValue(t.amount('12,3'))
  })

  it('typed key by key, "12,3,4" keeps the first decimal part, as a paste does', async () => {
    await render(language, '0')
    const user = userEvent.setup()
    await user.type(field(t.price), t.amount('12,3,4'))
    expect(field(t.price)).toHaveValue(t.amount('12,3'))
  })

  it('thousands separators of the language, typed or pasted, with or without R$', async () => {
    saveBook.mockResolvedValueOnce(stored)
    await render(language, '0')
    const user = userEvent.setup()
    await user.type(field(t.price), t.amount('1.234,56'))
    expect(field(t.price)).toHaveValue(t.amount('1.234,56'))
    await user.clear(field(t.price))
    await user.click(field(t.price))
    await user.paste(t.amount('R$ 3.456,78'))
    expect(field(t.price)).toHaveValue(t.amount('3.456,78'))
    // The other language's way is the same amount.
    type(t.price, t.amount('3,456.78'))
    expect(field(t.price)).toHaveValue(t.amount('3.456,78'))
    type(t.title, 'Iracema')
    type(t.author, 'José de Alencar')
    type(t.date, '1965-05-01')
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.register })))
    expect(lastSave()).toEqual({ id: 0, body: expect.objectContaining({ preco: 3456.78 }) })
  })

  it('a lone dot before 1 or 2 decimals shows as the decimal separator once the field is left', async () => {
    await render(language, '0')
    const user = userEvent.setup()
    // Portuguese: '12.5' may still become 12.500 while typing; on blur it is 12,5.
    await user.type(field(t.price), language === 'pt-BR' ? '12.5' : '12,5')
    expect(field(t.price)).toHaveValue(language === 'pt-BR' ? '12.5' : '12,5')
    await user.tab()
    expect(field(t.price)).toHaveValue(t.amount('12,5'))
  })

  it('keeps the caret where the user typed when a character is dropped or a separator converted', async () => {
    await render(language, '0')
    const user = userEvent.setup()
    const price = field(t.price) as HTMLInputElement
    await user.type(price, '1234')
    await user.type(price, 'x', { initialSelectionStart: 2, initialSelectionEnd: 2 })
    expect(price).toHaveValue('1234')
    await waitFor(() => expect(price.selectionStart).toBe(2))
    // A separator after 4 digits cannot group thousands: it is the decimal one, shown as the language writes it.
    await user.type(price, '5')
    await user.type(price, t.amount('.'), { initialSelectionStart: 4, initialSelectionEnd: 4 })
    expect(price).toHaveValue(t.amount('1234,5'))
    await waitFor(() => expect(price.selectionStart).toBe(5))
  })

  it('"All fields are required!" marks the empty fields', async () => {
    await render(language, '0')
    type(t.title, 'Iracema')
    await userEvent.setup().click(screen.getByRole('button', { name: t.register }))
    expect(screen.getByRole('alert')).toHaveTextContent(t.required)
    expect(field(t.title)).not.toHaveAttribute('aria-invalid')
    for (const label of [t.author, t.price, t.date]) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true')
      expect(field(label)).toHaveAccessibleDescription(t.required)
    }
    expect(saveBook).not.toHaveBeenCalled()
  })

  it('each marking clears as its field is corrected, the summary once all are', async () => {
    await render(language, '0')
    await userEvent.setup().click(screen.getByRole('button', { name: t.register }))
    expect(screen.getByRole('alert')).toHaveTextContent(t.required)
    // The refused submit puts focus on the first marked field.
    await waitFor(() => expect(field(t.title)).toHaveFocus())
    type(t.title, 'Iracema')
    expect(field(t.title)).not.toHaveAttribute('aria-invalid')
    for (const label of [t.author, t.price, t.date]) expect(field(label)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent(t.required)
    type(t.author, 'José de Alencar')
    type(t.price, '0')
    expect(field(t.author)).not.toHaveAttribute('aria-invalid')
    expect(field(t.price)).not.toHaveAttribute('aria-invalid')
    expect(field(t.date)).toHaveAttribute('aria-invalid', 'true')
    type(t.date, '1965-05-01')
    expect(screen.queryByRole('alert')).toBeNull()
    for (const label of [t.title, t.author, t.price, t.date]) expect(field(label)).not.toHaveAttribute('aria-invalid')
    // A price that is still wrong is found by the next submit; correcting it clears that too.
    await userEvent.setup().click(screen.getByRole('button', { name: t.register }))
    expect(screen.getByRole('alert')).toHaveTextContent(t.invalidPrice)
    type(t.price, '49,9')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(field(t.price)).not.toHaveAttribute('aria-invalid')
    expect(saveBook).not.toHaveBeenCalled()
  })

  it('"Invalid price!" for a zero price or more than 2 decimals', async () => {
    await render(language, '0')
    type(t.title, 'Iracema')
    type(t.author, 'José de Alencar')
    type(t.date, '1965-05-01')
    for (const price of ['0', t.amount('1,234')]) {
      type(t.price, price)
      await userEvent.setup().click(screen.getByRole('button', { name: t.register }))
      expect(screen.getByRole('alert')).toHaveTextContent(t.invalidPrice)
      expect(field(t.price)).toHaveAttribute('aria-invalid', 'true')
      expect(field(t.title)).not.toHaveAttribute('aria-invalid')
    }
    expect(saveBook).not.toHaveBeenCalled()
  })

  it.each(['1449-12-31', '2100-01-01'])('a date outside 1450-01-01…2099-12-31 (%s) is refused before sending, on the date field', async (date) => {
    await render(language, '0')
    type(t.title, 'Iracema')
    type(t.author, 'José de Alencar')
    type(t.price, '10')
    type(t.date, date)
    await userEvent.setup().click(screen.getByRole('button', { name: t.register }))
    expect(screen.getByRole('alert')).toHaveTextContent(t.dateOutOfRange)
    expect(field(t.date)).toHaveAttribute('aria-invalid', 'true')
    expect(field(t.date)).toHaveAccessibleDescription(t.dateOutOfRange)
    await waitFor(() => expect(field(t.date)).toHaveFocus())
    for (const label of [t.title, t.author, t.price]) expect(field(label)).not.toHaveAttribute('aria-invalid')
    // Still out of range: the message stays; a day in range clears it.
    type(t.date, date === '1449-12-31' ? '2100-12-31' : '1449-01-01')
    expect(screen.getByRole('alert')).toHaveTextContent(t.dateOutOfRange)
    // Dom Casmurro, 1899: before the app's other dates, a book's is accepted.
    type(t.date, '1899-12-31')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(field(t.date)).not.toHaveAttribute('aria-invalid')
    expect(saveBook).not.toHaveBeenCalled()
  })

  it('a 400 release_date_out_of_range from the API is shown on the date field, which a new day clears', async () => {
    saveBook.mockRejectedValueOnce(
      new ApiError({ status: 400, code: 'release_date_out_of_range', message: t.dateOutOfRange, fieldErrors: { dataLancamento: 'release_date_out_of_range' } }),
    )
    const app = await render(language, '0')
    type(t.title, 'Iracema')
    type(t.author, 'José de Alencar')
    type(t.price, '10')
    type(t.date, '2099-12-31')
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.register })))
    expect(saveBook).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('alert')).toHaveTextContent(t.dateOutOfRange)
    expect(field(t.date)).toHaveAttribute('aria-invalid', 'true')
    expect(field(t.date)).toHaveAccessibleDescription(t.dateOutOfRange)
    expect(field(t.title)).toHaveValue('Iracema')
    expect(app.path()).toBe('/livros/cadastrar/0')
    type(t.date, '2099-12-30')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(field(t.date)).not.toHaveAttribute('aria-invalid')
  })

  it('registers the book and goes to /livros', async () => {
    saveBook.mockResolvedValueOnce(stored)
    const app = await render(language, '0')
    type(t.title, ' Iracema ')
    type(t.author, 'José de Alencar')
    type(t.price, '19.99')
    type(t.date, '1965-05-01')
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: t.active }), t.no)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.register })))
    expect(saveBook).toHaveBeenCalledTimes(1)
    expect(lastSave()).toEqual({ id: 0, body: { titulo: 'Iracema', Escritor: 'José de Alencar', preco: 19.99, dataLancamento: '1965-05-01T00:00:00.000Z', ativo: false } })
    expect(app.path()).toBe('/livros')
  })

  it('a failed save says so and keeps what was typed', async () => {
    saveBook.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'boom' }))
    const app = await render(language, '0')
    type(t.title, 'Iracema')
    type(t.author, 'José de Alencar')
    type(t.price, '10')
    type(t.date, '1965-05-01')
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.register })))
    expect(screen.getByRole('alert')).toHaveTextContent(t.saveFailed)
    expect(field(t.title)).toHaveValue('Iracema')
    expect(app.path()).toBe('/livros/cadastrar/0')
  })

  it('any other livroId loads the book first, then updates it', async () => {
    let answer: (book: Book) => void = () => {}
    loadBook.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    saveBook.mockResolvedValueOnce(stored)
    const app = await render(language, '7')
    expect(screen.getByRole('heading', { level: 1, name: t.updateTitle })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(t.loading)
    await settle(() => answer(stored))
    expect(loadBook).toHaveBeenCalledWith({ id: 7 })
    expect(field(t.title)).toHaveValue('Dom Casmurro')
    expect(field(t.author)).toHaveValue('Machado de Assis')
    expect(field(t.price)).toHaveValue(t.amount('19,90'))
    expect(field(t.date)).toHaveValue('1909-05-10')
    expect(screen.getByRole('combobox', { name: t.active })).toHaveValue('false')
    type(t.price, '25.5')
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.update })))
    expect(lastSave()).toEqual({ id: 7, body: { titulo: 'Dom Casmurro', Escritor: 'Machado de Assis', preco: 25.5, dataLancamento: '1909-05-10T00:00:00.000Z', ativo: false } })
    expect(app.path()).toBe('/livros')
  })

  it('a failed load says "Error fetching book." and Try again loads again', async () => {
    loadBook.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'boom' }))
    await render(language, '99')
    expect(screen.getByRole('alert')).toHaveTextContent(t.loadFailed)
    expect(screen.queryByRole('textbox')).toBeNull()
    loadBook.mockResolvedValueOnce(stored)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.retry })))
    await waitFor(() => expect(field(t.title)).toHaveValue('Dom Casmurro'))
  })
})

describe('book form route id', () => {
  it('reads the id from the route: digits only', () => {
    expect(bookIdFromParam('0')).toBe(0)
    expect(bookIdFromParam('42')).toBe(42)
    for (const param of [undefined, '', 'abc', '-1', '1.5', '12345678901', '2147483648']) expect(bookIdFromParam(param)).toBe(-1)
  })
})
