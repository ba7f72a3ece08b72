// Typed book calls: paths, methods, bodies, response parsing, and the reload of the
// first pages after a delete.
import { describe, expect, it } from 'vitest'
import { createBook, deleteBook, fetchBook, fetchBookPage, fetchBookPageAndNext, fetchFirstPages, fetchFirstPagesAndNext, updateBook } from '@/api/books'
import type { Book } from '@contract/book'
import { fakeClient } from './fake-client'
import type { Call } from './fake-client'

const book = (code: number): Book => ({ code, titulo: `B${code}`, Escritor: 'A', preco: 1.5, dataLancamento: '2024-05-10T00:00:00.000Z', ativo: true })

describe('book calls', () => {
  it('GET v1/api/livro/desc/4/{page} parses the list', async () => {
    const { client, calls } = fakeClient(() => ({ status: 200, body: [book(2), book(1)] }))
    expect(await fetchBookPage(3, client)).toEqual([book(2), book(1)])
    expect(calls).toEqual([{ method: 'GET', path: '/v1/api/livro/desc/4/3', body: undefined }])
  })

  it('rejects an answer that is not a list of books', async () => {
    const { client } = fakeClient(() => ({ status: 200, body: [{ code: 1, titulo: 'x' }] }))
    await expect(fetchBookPage(1, client)).rejects.toMatchObject({ code: 'invalid_response' })
  })

  it('GET one, POST, PUT with code, DELETE', async () => {
    const { client, calls } = fakeClient((call) => (call.method === 'DELETE' ? { status: 204 } : { status: call.method === 'POST' ? 201 : 200, body: book(5) }))
    const input = { titulo: 'T', Escritor: 'E', preco: 19.99, dataLancamento: '2024-05-10T00:00:00.000Z', ativo: true }
    expect(await fetchBook(5, client)).toEqual(book(5))
    expect(await createBook(input, client)).toEqual(book(5))
    expect(await updateBook(5, input, client)).toEqual(book(5))
    await deleteBook(5, client)
    expect(calls).toEqual([
      { method: 'GET', path: '/v1/api/livro/5', body: undefined },
      { method: 'POST', path: '/v1/api/livro', body: input },
      { method: 'PUT', path: '/v1/api/livro', body: { code: 5, ...input } },
      { method: 'DELETE', path: '/v1/api/livro/5', body: undefined },
    ])
  })
})

/** Every 404 the fake API answered (a failed request in the browser's console). */
const notFounds: string[] = []
/** The API's desc/{size}/{page} over `total` books, newest first; a page past the end is 404. */
const server = (total: number) => (call: Call) => {
  const [size, page] = call.path.split('/').slice(-2).map(Number) as [number, number]
  const all = Array.from({ length: total }, (_, i) => book(total - i))
  const slice = all.slice((page - 1) * size, page * size)
  if (page > 1 && slice.length === 0) notFounds.push(call.path)
  return page > 1 && slice.length === 0 ? { status: 404, body: { message: 'Not found.', code: 'not_found' } } : { status: 200, body: slice }
}

describe('one more row: the list knows its end without a dead click', () => {
  it('a full page is followed by the next book when there is one', async () => {
    const { client, calls } = fakeClient(server(9))
    expect((await fetchBookPageAndNext(2, client)).map((b) => b.code)).toEqual([5, 4, 3, 2, 1])
    // Rows 7..9 (a page that exists), of which the 9th is the next book.
    expect(calls.map((c) => c.path)).toEqual(['/v1/api/livro/desc/4/2', '/v1/api/livro/desc/3/3'])
  })

  it.each([4, 8, 12, 24, 60])('with exactly %i books the last full page comes alone, and no request answers 404', async (total) => {
    notFounds.length = 0
    const { client } = fakeClient(server(total))
    const last = await fetchBookPageAndNext(total / 4, client)
    expect(last).toHaveLength(4)
    expect(last.at(-1)!.code).toBe(1)
    expect(notFounds).toEqual([])
  })

  it.each([5, 9, 13, 25, 61])('with %i books the full page before the end is followed by book 1', async (total) => {
    const { client } = fakeClient(server(total))
    expect((await fetchBookPageAndNext((total - 1) / 4, client)).map((b) => b.code).at(-1)).toBe(1)
  })

  it('a short page is the page alone, with no extra request', async () => {
    const { client, calls } = fakeClient(server(6))
    expect((await fetchBookPageAndNext(2, client)).map((b) => b.code)).toEqual([2, 1])
    expect(calls).toHaveLength(1)
  })

  it('a page past the end is still 404; another failure of the extra row fails', async () => {
    await expect(fetchBookPageAndNext(3, fakeClient(server(8)).client)).rejects.toMatchObject({ status: 404 })
    const { client } = fakeClient((call) => (!call.path.includes('/desc/4/') ? { status: 500, body: { message: 'boom', code: 'internal_error' } } : server(8)(call)))
    await expect(fetchBookPageAndNext(1, client)).rejects.toMatchObject({ status: 500 })
  })

  it('the reload after a delete: the pages shown, and the next book when they are full', async () => {
    expect((await fetchFirstPagesAndNext(2, fakeClient(server(9)).client)).map((b) => b.code)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1])
    expect(await fetchFirstPagesAndNext(2, fakeClient(server(8)).client)).toHaveLength(8)
    const short = fakeClient(server(6))
    expect(await fetchFirstPagesAndNext(2, short.client)).toHaveLength(6)
    expect(short.calls).toHaveLength(1)
  })

  it('the reload after a delete that left exactly the pages before: one request of page 1, no 404', async () => {
    notFounds.length = 0
    const { client, calls } = fakeClient(server(4))
    expect((await fetchFirstPagesAndNext(2, client)).map((b) => b.code)).toEqual([4, 3, 2, 1])
    expect(calls.map((c) => c.path)).toEqual(['/v1/api/livro/desc/9/1'])
    expect(notFounds).toEqual([])
  })
})

describe('fetchFirstPages', () => {
  it('concatenates pages 1..count', async () => {
    const { client, calls } = fakeClient(server(12))
    expect((await fetchFirstPages(2, client)).map((b) => b.code)).toEqual([12, 11, 10, 9, 8, 7, 6, 5])
    expect(calls.map((c) => c.path)).toEqual(['/v1/api/livro/desc/4/1', '/v1/api/livro/desc/4/2'])
  })

  it('stops at a short page', async () => {
    const { client, calls } = fakeClient(server(5))
    expect(await fetchFirstPages(3, client)).toHaveLength(5)
    expect(calls).toHaveLength(2)
  })

  it('stops at a 404 past the first page (the list got shorter)', async () => {
    const { client } = fakeClient(server(4))
    expect(await fetchFirstPages(3, client)).toHaveLength(4)
  })

  it('fails on any other error', async () => {
    const { client } = fakeClient(() => ({ status: 500, body: { message: 'boom', code: 'internal_error' } }))
    await expect(fetchFirstPages(2, client)).rejects.toMatchObject({ status: 500 })
  })
})
