import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { bookFormMachine, bookFormMessages } from '@machines/books/book-form.machine'
import type { BookFormEmitted, BookFormEvent } from '@machines/books/book-form.machine'
import { bookInput } from '@machines/books/book-form.actors'
import type { BookFormFields } from '@machines/books/book-form.actors'
import { ApiError } from '@/api/errors'
import type { Book } from '@contract/book'
import { heldActor } from '../model/held-actors'

// Book form: create when id is 0; otherwise load first;
// editing → (form.submit validates) → saving → saved | failure. The release day lies from 1450-01-01 to 2099-12-31 (a book may be older than 1900).
// The machine runs with held loadBook/saveBook actors (the test answers them); the real ones over mocked API calls.

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/books', () => ({ fetchBook: vi.fn(), createBook: vi.fn(), updateBook: vi.fn() }))
const api = await import('@/api/books')
const fetchBook = vi.mocked(api.fetchBook)
const createBook = vi.mocked(api.createBook)
const updateBook = vi.mocked(api.updateBook)

const stored: Book = { code: 7, titulo: 'Dom Casmurro', Escritor: 'Machado de Assis', preco: 19.9, dataLancamento: '1909-05-10T00:00:00.000Z', ativo: false }

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(id = 0) {
  const loadBook = heldActor<Book, { id: number }>()
  const saveBook = heldActor<Book, { id: number; fields: BookFormFields }>()
  const actor = createActor(bookFormMachine.provide({ actors: { loadBook: loadBook.logic, saveBook: saveBook.logic } }), { input: { id } })
  const emitted: BookFormEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const send = (event: BookFormEvent) => actor.send(event)
  /** Answers the running load or save. */
  const answer = async (outcome: { output: Book } | { error: unknown }) => {
    const held = actor.getSnapshot().children.loadBook ? loadBook : saveBook
    held.settle({ type: 'answer', ...outcome })
    await settled()
  }
  return { actor, loads: loadBook.runs, saves: saveBook.runs, emitted, send, answer, snap: () => actor.getSnapshot() }
}

function fill(send: (event: BookFormEvent) => void, values: Partial<Record<'titulo' | 'escritor' | 'price' | 'date', string>> = {}) {
  const all = { titulo: 'Iracema', escritor: 'José de Alencar', price: '12,50', date: '1965-05-01', ...values }
  for (const [field, value] of Object.entries(all)) send({ type: 'field.change', field: field as keyof typeof all, value })
}

describe('book form machine: create', () => {
  it('id 0 starts editing an empty, active book without loading anything', () => {
    const { snap, loads } = start(0)
    expect(snap().value).toEqual({ editing: 'idle' })
    expect(snap().context).toMatchObject({ id: 0, titulo: '', escritor: '', price: '', date: '', ativo: true, invalid: [], refusedDate: null, error: null })
    expect(loads).toHaveLength(0)
  })

  it('normalises the price on every change (dot → comma, other characters dropped)', () => {
    const { send, snap } = start()
    send({ type: 'field.change', field: 'price', value: 'R$ 1234.5' })
    expect(snap().context.price).toBe('1234,5')
    // Thousands dots stay, pasted with R$ or typed.
    send({ type: 'field.change', field: 'price', value: 'R$ 3.456,78' })
    expect(snap().context.price).toBe('3.456,78')
    send({ type: 'field.change', field: 'price', value: '12,3,4' })
    expect(snap().context.price).toBe('12,3')
    send({ type: 'field.change', field: 'titulo', value: ' Keeps spaces ' })
    expect(snap().context.titulo).toBe(' Keeps spaces ')
    send({ type: 'ativo.change', value: false })
    expect(snap().context.ativo).toBe(false)
  })

  it.each([
    [{ titulo: '' }, ['titulo']],
    [{ titulo: '   ' }, ['titulo']],
    [{ escritor: '' }, ['escritor']],
    [{ price: '' }, ['price']],
    [{ price: 'abc' }, ['price']],
    [{ date: '' }, ['date']],
    [{ titulo: '', escritor: '', price: '', date: '' }, ['titulo', 'escritor', 'price', 'date']],
  ])('%j is "All fields are required!" and marks %j', (values, marked) => {
    const { send, snap, saves } = start()
    fill(send, values)
    send({ type: 'form.submit' })
    expect(snap().value).toEqual({ editing: 'incomplete' })
    expect(snap().context.error).toBe(bookFormMessages.allFieldsRequired)
    expect(snap().context.invalid).toEqual(marked)
    expect(saves).toHaveLength(0)
  })

  it.each(['0', '0,00', '12,345', ',5', '1,234', '1000000000000'])('price %j is "Invalid price!"', (price) => {
    const { send, snap, saves } = start()
    fill(send, { price })
    send({ type: 'form.submit' })
    expect(snap().value).toEqual({ editing: 'invalidPrice' })
    expect(snap().context.error).toBe(bookFormMessages.invalidPrice)
    expect(snap().context.invalid).toEqual(['price'])
    expect(saves).toHaveLength(0)
  })

  it('"Invalid price!" says the rule beside the words of the spec', () => {
    expect(bookFormMessages.invalidPrice.message).toBe('Invalid price! Use an amount from 0.01 to 999,999,999,999.99, with at most 2 decimals (e.g. 19.99).')
  })

  it.each(['-', '-5', '5-', ' -19,99', '\u22125', '1-2'])('a price typed with a minus (%j) is refused with its message, not read as its magnitude', (typed) => {
    const { send, snap, saves } = start()
    fill(send, { price: '12,50' })
    send({ type: 'field.change', field: 'price', value: typed })
    expect(snap().value).toEqual({ editing: 'negativePrice' })
    // The price keeps its last value: the minus is not silently dropped into "5".
    expect(snap().context).toMatchObject({ price: '12,50', invalid: ['price'], error: bookFormMessages.negativePrice })
    expect(bookFormMessages.negativePrice.message).toBe('Invalid price! A price cannot be negative: use an amount from 0.01 to 999,999,999,999.99 (e.g. 19.99).')
    expect(saves).toHaveLength(0)
  })

  it('after a refused minus, other fields keep the message; the next price without a minus clears it', () => {
    const { send, snap, saves } = start()
    fill(send, { price: '' })
    send({ type: 'field.change', field: 'price', value: '-5' })
    expect(snap().context.price).toBe('')
    send({ type: 'field.change', field: 'titulo', value: 'Dom Casmurro' })
    expect(snap().value).toEqual({ editing: 'negativePrice' })
    expect(snap().context).toMatchObject({ titulo: 'Dom Casmurro', error: bookFormMessages.negativePrice })
    send({ type: 'field.change', field: 'price', value: '5' })
    expect(snap().value).toEqual({ editing: 'idle' })
    expect(snap().context).toMatchObject({ price: '5', invalid: [], error: null })
    send({ type: 'form.submit' })
    expect(saves).toHaveLength(1)
  })

  it('a minus typed while fields are missing is refused too', () => {
    const { send, snap } = start()
    send({ type: 'form.submit' })
    expect(snap().value).toEqual({ editing: 'incomplete' })
    send({ type: 'field.change', field: 'price', value: '-5' })
    expect(snap().value).toEqual({ editing: 'negativePrice' })
    expect(snap().context).toMatchObject({ price: '', error: bookFormMessages.negativePrice })
  })

  it('fixing the price clears "Invalid price!" and its mark at once', () => {
    const { send, snap } = start()
    fill(send, { price: '0' })
    send({ type: 'form.submit' })
    send({ type: 'field.change', field: 'price', value: '1' })
    expect(snap().value).toEqual({ editing: 'idle' })
    expect(snap().context).toMatchObject({ invalid: [], error: null })
  })

  it.each(['1449-12-31', '0001-01-01', '1000-06-15', '2100-01-01', '9999-12-31'])('date %s is out of range: refused before sending, the date marked', (date) => {
    const { send, snap, saves } = start()
    fill(send, { date })
    send({ type: 'form.submit' })
    expect(snap().value).toEqual({ editing: 'dateOutOfRange' })
    expect(snap().context.error).toBe(bookFormMessages.dateOutOfRange)
    expect(bookFormMessages.dateOutOfRange.message).toBe('The publication date must be between 1450-01-01 and 2099-12-31.')
    expect(snap().context.invalid).toEqual(['date'])
    expect(saves).toHaveLength(0)
  })

  it.each(['1450-01-01', '1899-05-10', '1899-12-31', '2099-12-31'])('the first and last days and Dom Casmurro’s 1899 (%s) are saved', (date) => {
    const { send, snap, saves } = start()
    fill(send, { date })
    send({ type: 'form.submit' })
    expect(snap().value).toBe('saving')
    expect(saves).toHaveLength(1)
  })

  it('the date mark stays while the date is still out of range or being typed, and clears once it is in range', () => {
    const { send, snap, saves } = start()
    fill(send, { date: '2100-01-01' })
    send({ type: 'form.submit' })
    send({ type: 'field.change', field: 'titulo', value: 'Senhora' })
    send({ type: 'field.change', field: 'date', value: '1449-01-01' })
    // A date input holds '' while a day is half typed.
    send({ type: 'field.change', field: 'date', value: '' })
    expect(snap().value).toEqual({ editing: 'dateOutOfRange' })
    expect(snap().context).toMatchObject({ invalid: ['date'], error: bookFormMessages.dateOutOfRange })
    send({ type: 'field.change', field: 'date', value: '1450-01-01' })
    expect(snap().value).toEqual({ editing: 'idle' })
    expect(snap().context).toMatchObject({ invalid: [], error: null })
    send({ type: 'form.submit' })
    expect(saves).toHaveLength(1)
  })

  it('missing fields come before an out-of-range date, an invalid price before it too', () => {
    const { send, snap } = start()
    fill(send, { titulo: '', date: '1449-12-31' })
    send({ type: 'form.submit' })
    expect(snap().value).toEqual({ editing: 'incomplete' })
    expect(snap().context.invalid).toEqual(['titulo'])
    send({ type: 'field.change', field: 'titulo', value: 'Iracema' })
    send({ type: 'field.change', field: 'price', value: '0' })
    send({ type: 'form.submit' })
    expect(snap().value).toEqual({ editing: 'invalidPrice' })
    send({ type: 'field.change', field: 'price', value: '10' })
    send({ type: 'form.submit' })
    expect(snap().value).toEqual({ editing: 'dateOutOfRange' })
  })

  it('a 400 release_date_out_of_range from the API lands on the date field too', async () => {
    const { send, snap, answer } = start()
    fill(send, { date: '1899-05-10' })
    send({ type: 'form.submit' })
    await answer({ error: new ApiError({ status: 400, code: 'release_date_out_of_range', message: 'x', fieldErrors: { dataLancamento: 'release_date_out_of_range' } }) })
    expect(snap().value).toEqual({ editing: 'dateOutOfRange' })
    expect(snap().context).toMatchObject({ invalid: ['date'], refusedDate: '1899-05-10' })
  })

  it('a 400 date_out_of_range from the API lands on the date field until the date changes', async () => {
    const { send, snap, saves, answer } = start()
    fill(send, { date: '2024-05-10' })
    send({ type: 'form.submit' })
    await answer({ error: new ApiError({ status: 400, code: 'date_out_of_range', message: 'x', fieldErrors: { dataLancamento: 'date_out_of_range' } }) })
    expect(snap().value).toEqual({ editing: 'dateOutOfRange' })
    expect(snap().context).toMatchObject({ invalid: ['date'], refusedDate: '2024-05-10', error: bookFormMessages.dateOutOfRange })
    // The same day is not sent again; other fields do not clear the mark.
    send({ type: 'field.change', field: 'titulo', value: 'Senhora' })
    send({ type: 'form.submit' })
    expect(snap().value).toEqual({ editing: 'dateOutOfRange' })
    expect(saves).toHaveLength(1)
    send({ type: 'field.change', field: 'date', value: '2024-05-11' })
    expect(snap().value).toEqual({ editing: 'idle' })
    expect(snap().context).toMatchObject({ invalid: [], refusedDate: null, error: null })
    send({ type: 'form.submit' })
    expect(snap().value).toBe('saving')
    expect(saves).toHaveLength(2)
  })

  it('another 400 of the API is the save failure message', async () => {
    const { send, snap, answer } = start()
    fill(send)
    send({ type: 'form.submit' })
    await answer({ error: new ApiError({ status: 400, code: 'invalid_price', message: 'x', fieldErrors: { preco: 'invalid_price' } }) })
    expect(snap().value).toEqual({ editing: 'saveFailed' })
    expect(snap().context).toMatchObject({ invalid: [], error: bookFormMessages.saveFailed })
  })

  it('a valid form is saved; once saved it emits book.saved (the view navigates to /livros)', async () => {
    const { send, snap, saves, answer, emitted } = start()
    fill(send, { price: '12,' })
    send({ type: 'form.submit' })
    expect(snap().value).toBe('saving')
    expect(snap().hasTag('busy')).toBe(true)
    expect(saves.map((run) => run.input)).toEqual([{ id: 0, fields: { titulo: 'Iracema', escritor: 'José de Alencar', price: '12,', date: '1965-05-01', ativo: true } }])
    send({ type: 'field.change', field: 'titulo', value: 'ignored while saving?' })
    await answer({ output: stored })
    expect(snap().value).toBe('saved')
    expect(snap().status).toBe('done')
    expect(emitted).toEqual([{ type: 'book.saved', book: stored }])
  })

  it('a failed save is "Error registering book, please try again!" and the form can be sent again', async () => {
    const { send, snap, saves, answer } = start()
    fill(send)
    send({ type: 'form.submit' })
    await answer({ error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) })
    expect(snap().value).toEqual({ editing: 'saveFailed' })
    expect(snap().context.error).toBe(bookFormMessages.saveFailed)
    expect(snap().context.titulo).toBe('Iracema')
    send({ type: 'form.submit' })
    expect(snap().value).toBe('saving')
    expect(snap().context.error).toBeNull()
    expect(saves).toHaveLength(2)
  })

  it('fixing the fields clears the marks on the next submit', () => {
    const { send, snap } = start()
    send({ type: 'form.submit' })
    expect(snap().context.invalid).toHaveLength(4)
    fill(send)
    send({ type: 'form.submit' })
    expect(snap().context).toMatchObject({ invalid: [], error: null })
  })
})

describe('book form machine: update', () => {
  it('loads the book first, then edits it with the date part and a comma price', async () => {
    const { send, snap, loads, answer } = start(7)
    expect(snap().value).toBe('loading')
    expect(loads.map((run) => run.input)).toEqual([{ id: 7 }])
    send({ type: 'form.submit' })
    expect(snap().value).toBe('loading')
    await answer({ output: stored })
    expect(snap().value).toEqual({ editing: 'idle' })
    expect(snap().context).toMatchObject({ id: 7, titulo: 'Dom Casmurro', escritor: 'Machado de Assis', price: '19,90', date: '1909-05-10', ativo: false })
  })

  it('a book that is not found (none with that id, or another user\'s) ends in notFound: no Try again', async () => {
    const { send, snap, loads, answer } = start(99999)
    await answer({ error: new ApiError({ status: 404, code: 'not_found', message: 'Not found.' }) })
    expect(snap().value).toBe('notFound')
    expect(snap().context.error).toBeNull()
    expect(snap().can({ type: 'load.retry' })).toBe(false)
    send({ type: 'load.retry' })
    expect(loads).toHaveLength(1)
  })

  it('a failed load is "Error fetching book."; Try again loads again', async () => {
    const { send, snap, loads, answer } = start(7)
    await answer({ error: new ApiError({ status: 500, code: 'internal_error', message: 'boom' }) })
    expect(snap().value).toBe('loadFailed')
    expect(snap().context.error).toBe(bookFormMessages.loadFailed)
    send({ type: 'form.submit' })
    expect(snap().value).toBe('loadFailed')
    send({ type: 'load.retry' })
    expect(snap().value).toBe('loading')
    expect(snap().context.error).toBeNull()
    expect(loads).toHaveLength(2)
  })
})

describe('book form actors (the real ones, over mocked API calls)', () => {
  const live = (id: number) => createActor(bookFormMachine, { input: { id } }).start()

  it('bookInput trims texts, sends the price as a number and the day at 00:00 UTC', () => {
    const { snap, send } = start()
    fill(send, { titulo: '  Iracema ', escritor: ' José ', price: '1234,5', date: '2024-05-10' })
    expect(bookInput(snap().context)).toEqual({ titulo: 'Iracema', Escritor: 'José', preco: 1234.5, dataLancamento: '2024-05-10T00:00:00.000Z', ativo: true })
  })

  it('creates when the id is 0', async () => {
    createBook.mockReset()
    createBook.mockResolvedValueOnce(stored)
    const actor = live(0)
    fill((event) => actor.send(event), { price: '0,1' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('saved'))
    expect(createBook).toHaveBeenCalledWith({ titulo: 'Iracema', Escritor: 'José de Alencar', preco: 0.1, dataLancamento: '1965-05-01T00:00:00.000Z', ativo: true })
  })

  it('loads, then updates the book of its id', async () => {
    fetchBook.mockReset()
    fetchBook.mockResolvedValueOnce(stored)
    updateBook.mockReset()
    updateBook.mockResolvedValueOnce(stored)
    const actor = live(7)
    await waitFor(actor, (s) => s.matches('editing'))
    expect(fetchBook).toHaveBeenCalledWith(7)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('saved'))
    expect(updateBook).toHaveBeenCalledWith(7, { titulo: 'Dom Casmurro', Escritor: 'Machado de Assis', preco: 19.9, dataLancamento: '1909-05-10T00:00:00.000Z', ativo: false })
  })

  it('an API error on save lands in saveFailed', async () => {
    createBook.mockReset()
    createBook.mockRejectedValueOnce(new ApiError({ status: 400, code: 'invalid_price', message: 'Invalid price!' }))
    const actor = live(0)
    fill((event) => actor.send(event))
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches({ editing: 'saveFailed' }))
  })

  it('an API 400 date_out_of_range on save lands on the date field', async () => {
    createBook.mockReset()
    createBook.mockRejectedValueOnce(
      new ApiError({ status: 400, code: 'date_out_of_range', message: 'The date must be between 1900-01-01 and 2099-12-31.', fieldErrors: { dataLancamento: 'date_out_of_range' } }),
    )
    const actor = live(0)
    fill((event) => actor.send(event))
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches({ editing: 'dateOutOfRange' }))
    expect(actor.getSnapshot().context).toMatchObject({ invalid: ['date'], refusedDate: '1965-05-01', error: bookFormMessages.dateOutOfRange })
  })

  it('an API error on load lands in loadFailed; a 404 in notFound', async () => {
    fetchBook.mockReset()
    fetchBook.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'boom' }))
    await waitFor(live(7), (s) => s.matches('loadFailed'))
    fetchBook.mockRejectedValueOnce(new ApiError({ status: 404, code: 'not_found', message: 'Not found.' }))
    await waitFor(live(99999), (s) => s.matches('notFound'))
  })
})
