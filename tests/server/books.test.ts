import { inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bookListSchema, bookSchema, type Book } from '@contract/book'
import { books } from '@server/db/schema'
import { sharedTestApp, type AuthSession } from './support/test-app'

// Books API (docs/product-rules.md#books; errors, ownership and case-insensitive keys: docs/product-rules.md#the-api).

const t = sharedTestApp()

const valid = { titulo: 'Dom Casmurro', Escritor: 'Machado de Assis', preco: 19.99, dataLancamento: '2024-05-10', ativo: true }

// 'Invalid price!' keeps its words; the sentence after it says the rule.
const INVALID_PRICE_EN = 'Invalid price! Use an amount from 0.01 to 999,999,999,999.99, with at most 2 decimals (e.g. 19.99).'
const INVALID_PRICE_PT = 'Preço inválido! Use um valor de 0,01 a 999.999.999.999,99, com até 2 casas decimais (ex.: 19,99).'
const NEGATIVE_PRICE_EN = 'Invalid price! A price cannot be negative: use an amount from 0.01 to 999,999,999,999.99 (e.g. 19.99).'
const NEGATIVE_PRICE_PT = 'Preço inválido! O preço não pode ser negativo: use um valor de 0,01 a 999.999.999.999,99 (ex.: 19,99).'

const create = (session: AuthSession, body: unknown, language?: string) =>
  t.request('/v1/api/livro', { method: 'POST', body, headers: session.headers, language })
const update = (session: AuthSession, body: unknown, language?: string) =>
  t.request('/v1/api/livro', { method: 'PUT', body, headers: session.headers, language })
const get = (session: AuthSession, id: number | string) => t.request(`/v1/api/livro/${id}`, { headers: session.headers })
const remove = (session: AuthSession, code: number | string) =>
  t.request(`/v1/api/livro/${code}`, { method: 'DELETE', headers: session.headers })
const page = (session: AuthSession, size: number | string, number: number | string) =>
  t.request(`/v1/api/livro/desc/${size}/${number}`, { headers: session.headers })

async function createBook(session: AuthSession, overrides: Record<string, unknown> = {}): Promise<Book> {
  const response = await create(session, { ...valid, ...overrides })
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return bookSchema.parse(await response.json())
}

async function listPage(session: AuthSession, size: number, number: number): Promise<Book[]> {
  const response = await page(session, size, number)
  expect(response.status).toBe(200)
  return bookListSchema.parse(await response.json())
}

describe('POST /v1/api/livro', () => {
  it('creates a book and answers 201 with the camelCase book of the original client', async () => {
    const ana = await t.asUser()
    const response = await create(ana, valid)
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({
      code: expect.any(Number),
      titulo: 'Dom Casmurro',
      Escritor: 'Machado de Assis',
      preco: 19.99,
      dataLancamento: '2024-05-10T00:00:00.000-03:00',
      ativo: true,
    })
    expect(Object.keys(body).sort()).toEqual(['Escritor', 'ativo', 'code', 'dataLancamento', 'preco', 'titulo'])
  })

  it('matches keys ignoring case (ESCRITOR, Titulo, PRECO, DataLancamento, Ativo)', async () => {
    const ana = await t.asUser()
    const response = await create(ana, { Titulo: 'Iracema', escritor: 'José de Alencar', PRECO: '12.5', DataLancamento: '1965-01-01T00:00:00Z', Ativo: false })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ titulo: 'Iracema', Escritor: 'José de Alencar', preco: 12.5, ativo: false, dataLancamento: '1965-01-01T00:00:00.000-03:00' })
  })

  it('defaults ativo to true and trims titulo and Escritor', async () => {
    const ana = await t.asUser()
    const book = await createBook(ana, { titulo: '  Memórias Póstumas  ', Escritor: '\tMachado ', ativo: undefined })
    expect(book).toMatchObject({ titulo: 'Memórias Póstumas', Escritor: 'Machado', ativo: true })
  })

  it('takes a date-time (with an offset, or without: UTC) as its UTC day, answered at that day’s São Paulo midnight', async () => {
    const ana = await t.asUser()
    const book = await createBook(ana, { dataLancamento: '2024-05-10T12:30:00-03:00' })
    expect(book.dataLancamento).toBe('2024-05-10T00:00:00.000-03:00')
    const local = await createBook(ana, { dataLancamento: '2024-05-10T08:00:00' })
    expect(local.dataLancamento).toBe('2024-05-10T00:00:00.000-03:00')
  })

  it.each([
    // Before 1914 São Paulo kept local mean time (-03:06:28): midnight is written 00:00:28 -03:06, the same instant.
    ['1900-01-01', '1900-01-01T00:00:28.000-03:06'],
    ['1900-01-01T00:00:00+00:00', '1900-01-01T00:00:28.000-03:06'],
    ['1900-06-15T10:20:30.456Z', '1900-06-15T00:00:28.000-03:06'],
    ['1899-12-31T23:00:00-03:00', '1900-01-01T00:00:28.000-03:06'],
    // Books may be older than 1900 (Dom Casmurro, 1899), back to 1450.
    ['1899-05-10', '1899-05-10T00:00:28.000-03:06'],
    ['1450-01-01', '1450-01-01T00:00:28.000-03:06'],
    // Summer time (-02:00) then.
    ['1950-03-01T12:00:00+05:30', '1950-03-01T00:00:00.000-02:00'],
    ['1969-12-31T23:59:59.999Z', '1969-12-31T00:00:00.000-03:00'],
    ['2099-12-31', '2099-12-31T00:00:00.000-03:00'],
    ['2100-01-01T02:00:00+03:00', '2099-12-31T00:00:00.000-03:00'],
    ['2099-12-31T23:59:59.999Z', '2099-12-31T00:00:00.000-03:00'],
  ])('dataLancamento %s is its UTC day, answered at that day’s São Paulo midnight, the same through POST, GET, page and PUT', async (dataLancamento, iso) => {
    const ana = await t.asUser()
    const book = await createBook(ana, { dataLancamento })
    expect(book.dataLancamento).toBe(iso)
    expect((await (await get(ana, book.code)).json()).dataLancamento).toBe(iso)
    expect((await listPage(ana, 4, 1))[0]!.dataLancamento).toBe(iso)
    const updated = await update(ana, { ...valid, code: book.code, dataLancamento: iso })
    expect((await updated.json()).dataLancamento).toBe(iso)
    const [stored] = await t.db
      .select({ day: sql<string>`to_char(${books.dataLancamento} at time zone 'UTC', 'YYYY-MM-DD')` })
      .from(books)
      .where(inArray(books.code, [book.code]))
    expect(stored!.day).toBe(iso.slice(0, 10))
  })

  const RANGE_EN = 'The publication date must be between 1450-01-01 and 2099-12-31.'
  const RANGE_PT = 'A data de lançamento deve estar entre 01/01/1450 e 31/12/2099.'

  it.each([
    '0001-01-01',
    '0999-07-04T00:00:00Z',
    '1449-12-31',
    '1449-12-31T23:59:59.999Z',
    '1450-01-01T00:00:00+00:01',
    '2100-01-01',
    '2100-01-01T00:00:00Z',
    '2099-12-31T23:59:59-00:01',
    '9999-12-31',
    '9999-12-31T23:59:59.999Z',
  ])('dataLancamento %s (a UTC day outside 1450-01-01…2099-12-31) is 400 release_date_out_of_range in both languages, nothing stored', async (dataLancamento) => {
    const ana = await t.asUser()
    const en = await create(ana, { ...valid, dataLancamento }, 'en')
    expect(en.status).toBe(400)
    expect(await en.json()).toEqual({
      message: RANGE_EN,
      code: 'release_date_out_of_range',
      errors: { dataLancamento: RANGE_EN },
      errorCodes: { dataLancamento: 'release_date_out_of_range' },
    })
    const pt = await create(ana, { ...valid, dataLancamento }, 'pt-BR')
    expect(pt.status).toBe(400)
    expect(await pt.json()).toEqual({
      message: RANGE_PT,
      code: 'release_date_out_of_range',
      errors: { dataLancamento: RANGE_PT },
      errorCodes: { dataLancamento: 'release_date_out_of_range' },
    })
    expect(await listPage(ana, 4, 1)).toEqual([])
    // PUT refuses it too and leaves the book as it was.
    const book = await createBook(ana)
    const put = await update(ana, { ...valid, code: book.code, dataLancamento }, 'en')
    expect(put.status).toBe(400)
    expect(await put.json()).toMatchObject({ code: 'release_date_out_of_range', errorCodes: { dataLancamento: 'release_date_out_of_range' } })
    expect(await (await get(ana, book.code)).json()).toEqual(book)
  })

  it('answers 401 without a token or with a bad one, and never stores the book', async () => {
    const anonymous = await t.request('/v1/api/livro', { body: valid })
    expect(anonymous.status).toBe(401)
    const forged = await t.request('/v1/api/livro', { body: valid, headers: { authorization: 'Bearer not-a-token' } })
    expect(forged.status).toBe(401)
    expect(await forged.json()).toMatchObject({ code: 'invalid_token' })
  })
})

describe('money is exact (numeric(14,2), JSON numbers with at most 2 decimals)', () => {
  it.each([
    [19.99, 19.99],
    [0.1, 0.1],
    [0.2, 0.2],
    [0.3, 0.3],
    [0.01, 0.01],
    ['0.30', 0.3],
    ['19,99', 19.99],
    ['007.50', 7.5],
    [999_999_999_999.99, 999_999_999_999.99],
    [123_456_789_012.34, 123_456_789_012.34],
  ])('%j round-trips as %j', async (sent, returned) => {
    const ana = await t.asUser()
    const book = await createBook(ana, { preco: sent })
    expect(book.preco).toBe(returned)
    const read = bookSchema.parse(await (await get(ana, book.code)).json())
    expect(read.preco).toBe(returned)
    expect(String(read.preco)).toMatch(/^\d+(\.\d{1,2})?$/)
  })

  it('stores the exact decimal, not a float (0.1 + 0.2 sums to 0.30 in the database)', async () => {
    const ana = await t.asUser()
    const a = await createBook(ana, { preco: 0.1 })
    const b = await createBook(ana, { preco: 0.2 })
    const [row] = await t.db
      .select({ total: sql<string>`sum(${books.preco})::text` })
      .from(books)
      .where(inArray(books.code, [a.code, b.code]))
    expect(row?.total).toBe('0.30')
  })

  it('rejects 0.1 + 0.2 computed in floating point (0.30000000000000004 has more than 2 decimals)', async () => {
    const ana = await t.asUser()
    const response = await create(ana, { ...valid, preco: 0.1 + 0.2 })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'invalid_price', errors: { preco: INVALID_PRICE_EN } })
  })
})

describe('validation: 400 with translated field errors, never 500', () => {
  let ana: AuthSession
  beforeAll(async () => {
    ana = await t.asUser()
  })

  it.each([
    ['titulo', { titulo: undefined }],
    ['titulo', { titulo: '   ' }],
    ['titulo', { titulo: null }],
    ['Escritor', { Escritor: undefined }],
    ['Escritor', { Escritor: '' }],
    ['preco', { preco: undefined }],
    ['preco', { preco: null }],
    ['dataLancamento', { dataLancamento: undefined }],
    ['dataLancamento', { dataLancamento: '' }],
  ])('a missing %s is "All fields are required!" / "Todos os campos são obrigatórios!"', async (field, overrides) => {
    const en = await create(ana, { ...valid, ...overrides }, 'en-US')
    expect(en.status).toBe(400)
    expect(await en.json()).toEqual({ message: 'All fields are required!', code: 'required_fields', errors: { [field]: 'Required field' }, errorCodes: { [field]: 'required' } })
    const pt = await create(ana, { ...valid, ...overrides }, 'pt-BR')
    expect(pt.status).toBe(400)
    expect(await pt.json()).toEqual({ message: 'Todos os campos são obrigatórios!', code: 'required_fields', errors: { [field]: 'Campo obrigatório' }, errorCodes: { [field]: 'required' } })
  })

  it('reports every missing field at once', async () => {
    const response = await create(ana, {}, 'en')
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.message).toBe('All fields are required!')
    expect(Object.keys(body.errors).sort()).toEqual(['Escritor', 'dataLancamento', 'preco', 'titulo'])
  })

  it.each([0, 0.001, 19.999, '12,345', '1.23.456', 'abc', '', '1e3', '12,3,4', ' ', true, [], {}, Number.MAX_SAFE_INTEGER, 1_000_000_000_000, '1000000000000.00', '0,00'])(
    'preco %j is "Invalid price!" / "Preço inválido!" with the rule',
    async (preco) => {
      const en = await create(ana, { ...valid, preco }, 'en')
      expect(en.status).toBe(400)
      const body = await en.json()
      // A blank string is a missing price; everything else an invalid one.
      if (preco === '' || preco === ' ') {
        expect(body.errors).toEqual({ preco: INVALID_PRICE_EN })
      } else {
        expect(body).toEqual({ message: INVALID_PRICE_EN, code: 'invalid_price', errors: { preco: INVALID_PRICE_EN }, errorCodes: { preco: 'invalid_price' } })
      }
      const pt = await create(ana, { ...valid, preco }, 'pt-BR')
      expect((await pt.json()).errors).toEqual({ preco: INVALID_PRICE_PT })
    },
  )

  it.each([-5, -1, -0.01, '-5', ' -19,99', '-0,50', '\u22125'])('a negative preco %j is 400 negative_price in both languages, nothing stored', async (preco) => {
    const before = await t.db.select().from(books)
    const en = await create(ana, { ...valid, preco }, 'en')
    expect(en.status).toBe(400)
    expect(en.headers.get('content-type')).toMatch(/application\/json/)
    expect(await en.json()).toEqual({ message: NEGATIVE_PRICE_EN, code: 'negative_price', errors: { preco: NEGATIVE_PRICE_EN }, errorCodes: { preco: 'negative_price' } })
    const pt = await create(ana, { ...valid, preco }, 'pt-BR')
    expect(pt.status).toBe(400)
    expect((await pt.json()).errors).toEqual({ preco: NEGATIVE_PRICE_PT })
    expect(await t.db.select().from(books)).toHaveLength(before.length)
  })

  it('a negative preco on PUT is refused the same way', async () => {
    const book = await createBook(ana)
    const response = await update(ana, { ...valid, code: book.code, preco: '-5' }, 'en')
    expect(response.status).toBe(400)
    expect((await response.json()).errorCodes).toEqual({ preco: 'negative_price' })
  })

  it.each(['1450-01-01', '1899-05-10', '1899-12-31', '2099-12-31', '1600-02-29'])('a publication date of %s (1450 to 2099) is stored as that day', async (day) => {
    const book = await createBook(ana, { dataLancamento: day })
    expect(book.dataLancamento.slice(0, 10)).toBe(day)
    const read = bookSchema.parse(await (await get(ana, book.code)).json())
    expect(read.dataLancamento.slice(0, 10)).toBe(day)
  })

  it.each(['1449-12-31', '1449-06-01', '1000-01-01', '2100-01-01', '2100-12-31T10:00:00Z'])(
    'a publication date of %s is 400 release_date_out_of_range in both languages',
    async (dataLancamento) => {
      const en = await create(ana, { ...valid, dataLancamento }, 'en')
      expect(en.status).toBe(400)
      const message = 'The publication date must be between 1450-01-01 and 2099-12-31.'
      expect(await en.json()).toEqual({
        message,
        code: 'release_date_out_of_range',
        errors: { dataLancamento: message },
        errorCodes: { dataLancamento: 'release_date_out_of_range' },
      })
      const pt = await create(ana, { ...valid, dataLancamento }, 'pt-BR')
      expect((await pt.json()).errors).toEqual({ dataLancamento: 'A data de lançamento deve estar entre 01/01/1450 e 31/12/2099.' })
    },
  )

  it.each(['2024-02-30', '2023-02-29', '10/05/2024', '2024-5-10', 'yesterday', '2024-05-10T25:00:00Z', '2024-05-10 10:00', 20240510, true, '0000-01-01T00:00:00+03:00'])(
    'dataLancamento %j is an invalid date in both languages',
    async (dataLancamento) => {
      const en = await create(ana, { ...valid, dataLancamento }, 'en')
      expect(en.status).toBe(400)
      expect(await en.json()).toEqual({ message: 'Invalid date.', code: 'invalid_date', errors: { dataLancamento: 'Invalid date.' }, errorCodes: { dataLancamento: 'invalid_date' } })
      const pt = await create(ana, { ...valid, dataLancamento }, 'pt')
      expect(await pt.json()).toEqual({ message: 'Data inválida.', code: 'invalid_date', errors: { dataLancamento: 'Data inválida.' }, errorCodes: { dataLancamento: 'invalid_date' } })
    },
  )

  it('accepts 29 February of a leap year', async () => {
    expect((await create(ana, { ...valid, dataLancamento: '2024-02-29' })).status).toBe(201)
  })

  it.each(['titulo', 'Escritor'])('%s longer than 200 characters is "Text too long." (200 is fine)', async (field) => {
    expect((await create(ana, { ...valid, [field]: 'a'.repeat(200) })).status).toBe(201)
    const en = await create(ana, { ...valid, [field]: 'a'.repeat(201) }, 'en')
    expect(en.status).toBe(400)
    expect(await en.json()).toEqual({ message: 'Text too long.', code: 'too_long', errors: { [field]: 'Text too long.' }, errorCodes: { [field]: 'too_long' } })
    const pt = await create(ana, { ...valid, [field]: 'a'.repeat(201) }, 'pt-BR')
    expect((await pt.json()).errors).toEqual({ [field]: 'Texto muito longo.' })
  })

  it.each([
    ['titulo', 42],
    ['Escritor', ['x']],
    ['ativo', 'yes'],
    ['ativo', null],
  ])('%s of the wrong type (%j) is "Invalid value type."', async (field, value) => {
    const en = await create(ana, { ...valid, [field]: value }, 'en')
    expect(en.status).toBe(400)
    expect((await en.json()).errors).toEqual({ [field]: 'Invalid value type.' })
    const pt = await create(ana, { ...valid, [field]: value }, 'pt-BR')
    expect((await pt.json()).errors).toEqual({ [field]: 'Tipo de valor inválido.' })
  })

  it('answers 400 for malformed JSON, a non-object body or another content type', async () => {
    expect((await create(ana, '{"titulo":')).status).toBe(400)
    expect((await create(ana, [valid])).status).toBe(400)
    const text = await t.request('/v1/api/livro', { method: 'POST', body: 'titulo=x', headers: { ...ana.headers, 'content-type': 'text/plain' } })
    expect(text.status).toBeGreaterThanOrEqual(400)
    expect(text.status).toBeLessThan(500)
  })

  it('validates PUT the same way, and needs a valid code', async () => {
    const book = await createBook(ana)
    const missingCode = await update(ana, valid, 'en')
    expect(missingCode.status).toBe(400)
    expect(await missingCode.json()).toMatchObject({ message: 'All fields are required!', errors: { code: 'Required field' } })
    for (const [code, message] of [
      [0, 'Invalid value.'],
      [-3, 'Invalid value.'],
      [1.5, 'Invalid value.'],
      [2_147_483_648, 'Invalid value.'],
      ['abc', 'Invalid value type.'],
      [true, 'Invalid value type.'],
    ] as const) {
      const response = await update(ana, { ...valid, code }, 'en')
      expect(response.status, String(code)).toBe(400)
      expect((await response.json()).errors).toEqual({ code: message })
    }
    const badPrice = await update(ana, { ...valid, code: book.code, preco: '1,234' }, 'pt-BR')
    expect(badPrice.status).toBe(400)
    expect(await badPrice.json()).toEqual({ message: INVALID_PRICE_PT, code: 'invalid_price', errors: { preco: INVALID_PRICE_PT }, errorCodes: { preco: 'invalid_price' } })
  })
})

describe('GET /v1/api/livro/{id} and PUT /v1/api/livro', () => {
  it('reads and updates a book (code as number or string, keys in any case)', async () => {
    const ana = await t.asUser()
    const book = await createBook(ana)
    const read = await get(ana, book.code)
    expect(read.status).toBe(200)
    expect(await read.json()).toEqual(book)

    const response = await update(ana, { CODE: String(book.code), TITULO: 'Quincas Borba', escritor: 'Machado', Preco: 45, dataLancamento: '1991-01-01', ativo: false })
    expect(response.status).toBe(200)
    const updated = { code: book.code, titulo: 'Quincas Borba', Escritor: 'Machado', preco: 45, dataLancamento: '1991-01-01T00:00:00.000-02:00', ativo: false }
    expect(await response.json()).toEqual(updated)
    expect(await (await get(ana, book.code)).json()).toEqual(updated)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const ana = await t.asUser()
    expect((await get(ana, 2_147_483_000)).status).toBe(404)
    expect((await update(ana, { ...valid, code: 2_147_483_000 })).status).toBe(404)
    // Only canonical decimal ids: no hex, binary, sign, leading zero, decimal point or exponent.
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '0x10', '0b1', '+1', '01', '1.0', '1e1']) {
      const response = await get(ana, id)
      expect(response.status, id).toBe(400)
      // The path parameter is named as in the OpenAPI document: {code}, like DELETE's.
      expect(await response.json()).toMatchObject({ errors: { code: 'Invalid value.' } })
    }
  })
})

describe('DELETE /v1/api/livro/{code}', () => {
  it('deletes with 204, then the book is gone (404 on read and on a second delete)', async () => {
    const ana = await t.asUser()
    const book = await createBook(ana)
    const response = await remove(ana, book.code)
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect((await get(ana, book.code)).status).toBe(404)
    expect((await remove(ana, book.code)).status).toBe(404)
    expect((await remove(ana, 'x')).status).toBe(400)
  })
})

describe('ownership: another user\u2019s book answers 404', () => {
  it('user B cannot read, update, delete or list user A\u2019s book', async () => {
    const a = await t.asUser()
    const b = await t.asUser()
    const book = await createBook(a, { titulo: 'Only for A' })

    expect((await get(b, book.code)).status).toBe(404)
    const put = await update(b, { ...valid, code: book.code, titulo: 'Stolen' })
    expect(put.status).toBe(404)
    expect(await put.json()).toMatchObject({ code: 'not_found' })
    expect((await remove(b, book.code)).status).toBe(404)
    expect(await listPage(b, 50, 1)).toEqual([])
    expect((await page(b, 50, 2)).status).toBe(404)

    // A's book is untouched.
    expect(await (await get(a, book.code)).json()).toEqual(book)
    expect((await listPage(a, 50, 1)).map((x) => x.code)).toEqual([book.code])
  })
})

describe('GET /v1/api/livro/desc/{size}/{page}', () => {
  it('page 1 of an empty list is [], and any later page is 404', async () => {
    const ana = await t.asUser()
    expect(await listPage(ana, 4, 1)).toEqual([])
    const past = await page(ana, 4, 2)
    expect(past.status).toBe(404)
    expect(await past.json()).toMatchObject({ code: 'not_found', message: 'Not found.' })
    expect(past.headers.get('content-type')).toContain('application/json')
  })

  it('serves pages of `size`, newest first by code, and 404 past the end', async () => {
    const ana = await t.asUser()
    const created: Book[] = []
    for (let i = 1; i <= 10; i++) created.push(await createBook(ana, { titulo: `Book ${i}` }))
    const newestFirst = created.map((b) => b.code).reverse()

    const pages = [await listPage(ana, 4, 1), await listPage(ana, 4, 2), await listPage(ana, 4, 3)]
    expect(pages.map((p) => p.length)).toEqual([4, 4, 2])
    expect(pages.flat().map((b) => b.code)).toEqual(newestFirst)
    expect(pages[0]![0]!.titulo).toBe('Book 10')
    expect((await page(ana, 4, 4)).status).toBe(404)

    expect((await listPage(ana, 5, 2)).map((b) => b.code)).toEqual(newestFirst.slice(5, 10))
    expect((await page(ana, 5, 3)).status).toBe(404)
    expect((await listPage(ana, 1, 10)).map((b) => b.code)).toEqual([newestFirst[9]])
    expect((await page(ana, 1, 11)).status).toBe(404)
    expect((await listPage(ana, 50, 1)).map((b) => b.code)).toEqual(newestFirst)
    expect((await page(ana, 50, 2_147_483_647)).status).toBe(404)
  })

  it('rejects sizes outside 1–50 and pages below 1 with 400', async () => {
    const ana = await t.asUser()
    for (const [size, number, field] of [
      [0, 1, 'size'],
      [51, 1, 'size'],
      ['x', 1, 'size'],
      [4, 0, 'page'],
      [4, -1, 'page'],
      [4, 'one', 'page'],
      [4, 1.5, 'page'],
      [4, 2_147_483_648, 'page'],
      ['04', 1, 'size'],
      ['0x4', 1, 'size'],
      [4, '+1', 'page'],
      [4, '1.0', 'page'],
    ] as const) {
      const response = await page(ana, size, number)
      expect(response.status, `${size}/${number}`).toBe(400)
      expect(await response.json()).toMatchObject({ errors: { [field]: 'Invalid value.' } })
    }
  })

  it('answers 401 without a token on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/v1/api/livro/desc/4/1'],
      ['GET', '/v1/api/livro/1'],
      ['POST', '/v1/api/livro'],
      ['PUT', '/v1/api/livro'],
      ['DELETE', '/v1/api/livro/1'],
    ] as const) {
      const response = await t.request(path, { method, language: 'pt-BR' })
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(await response.json()).toEqual({ message: 'Autenticação necessária.', code: 'unauthorized' })
    }
  })
})

describe('OpenAPI document', () => {
  it('documents every book endpoint with its schemas', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>
      components: { schemas: Record<string, unknown> }
    }
    expect(Object.keys(doc.paths['/v1/api/livro/desc/{size}/{page}']!)).toEqual(['get'])
    // The original client's GET …/{id} and DELETE …/{code} are one template in OpenAPI 3.1: one name for both.
    expect(Object.keys(doc.paths['/v1/api/livro/{code}']!).sort()).toEqual(['delete', 'get'])
    expect(doc.paths).not.toHaveProperty(['/v1/api/livro/{id}'])
    expect(Object.keys(doc.paths['/v1/api/livro']!).sort()).toEqual(['post', 'put'])
    expect(doc.paths['/v1/api/livro']!.post!.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(doc.paths['/v1/api/livro']!.post!.responses)).toEqual(expect.arrayContaining(['201', '400', '401']))
    expect(doc.components.schemas).toHaveProperty('Book')
    expect(doc.components.schemas).toHaveProperty('BookCreate')
    expect(doc.components.schemas).toHaveProperty('BookUpdate')
  })
})
