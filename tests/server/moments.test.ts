import { gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { bookSchema, type Book } from '@contract/book'
import { parseFinanceDate, saoPauloMidnight, toSaoPauloIso, zonedWallTime } from '@contract/calendar'
import { userDataSchema, type UserData } from '@contract/user-data'
import { MOMENT_KEYS, withSaoPauloMoments } from '@server/http/moments'
import { sharedFinanceApp } from './support/finance'
import { createTestClock, type AuthSession } from './support/test-app'

// Moments in answers carry São Paulo's offset (docs/product-rules.md#dates): the same instant as the UTC
// form, its wall-clock part the user's. The spec's front end fills its date-time inputs with the first
// 16 characters of what the API answers and sends them back as they are; the API reads a date-time
// without offset as São Paulo wall time. With the UTC form every edit-and-save moved an entry 3 hours
// later (18:30 → 21:30 → 00:30 next day) and a book of 15 May showed 14 May in Brazil; here a client
// that slices edits and saves three times and nothing moves.

const { t, api } = sharedFinanceApp({ clock: createTestClock(Date.parse('2026-11-15T12:30:00Z')) })

/** What the spec's front end puts in a datetime-local input and sends back: the first 16 characters. */
const asDateTimeInput = (moment: string) => moment.slice(0, 16)
/** ... and in a date input (the book form): the first 10. */
const asDateInput = (moment: string) => moment.slice(0, 10)

const OFFSET_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/

describe('toSaoPauloIso', () => {
  it.each([
    ['2026-11-10T21:30:00.000Z', '2026-11-10T18:30:00.000-03:00'],
    // Summer time (-02:00) until 2019: its start (clocks forward at midnight) and end (back at midnight).
    ['2019-01-15T20:30:00.000Z', '2019-01-15T18:30:00.000-02:00'],
    ['2018-11-04T02:59:59.999Z', '2018-11-03T23:59:59.999-03:00'],
    ['2018-11-04T03:00:00.000Z', '2018-11-04T01:00:00.000-02:00'],
    ['2019-02-17T01:59:59.999Z', '2019-02-16T23:59:59.999-02:00'],
    ['2019-02-17T02:00:00.000Z', '2019-02-16T23:00:00.000-03:00'],
    ['1985-12-25T12:00:00.000Z', '1985-12-25T10:00:00.000-02:00'],
    ['2099-12-31T23:59:59.999Z', '2099-12-31T20:59:59.999-03:00'],
    // Local mean time (-03:06:28) before 1914: whole minutes, the same instant.
    ['1900-01-01T03:06:28.000Z', '1900-01-01T00:00:28.000-03:06'],
    ['1914-01-01T12:00:00.000Z', '1914-01-01T09:00:00.000-03:00'],
    ['0001-01-01T00:00:00.000Z', '0000-12-31T20:54:00.000-03:06'],
    ['9999-12-31T23:59:59.999Z', '9999-12-31T20:59:59.999-03:00'],
  ])('%s → %s', (utc, saoPaulo) => {
    expect(toSaoPauloIso(new Date(utc))).toBe(saoPaulo)
    expect(Date.parse(saoPaulo)).toBe(Date.parse(utc))
  })

  it('names the same instant, with São Paulo’s wall clock to the minute (1914–2100)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1914, 0, 2), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const text = toSaoPauloIso(new Date(ms))
        expect(text).toMatch(OFFSET_MOMENT)
        expect(Date.parse(text)).toBe(ms)
        const wall = zonedWallTime(new Date(ms))
        const two = (n: number) => String(n).padStart(2, '0')
        expect(text.slice(0, 16)).toBe(`${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`)
      }),
      { numRuns: 2000 },
    )
  })

  it('names the same instant to the millisecond over every year it can write (0001–9999)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }), (ms) => {
        const text = toSaoPauloIso(new Date(ms))
        expect(text).toMatch(OFFSET_MOMENT)
        expect(Date.parse(text)).toBe(ms)
      }),
      { numRuns: 5000 },
    )
  })
})

describe('withSaoPauloMoments', () => {
  it('rewrites UTC moments and Dates under moment keys at any depth, and nothing else', () => {
    const body = {
      dataLancamento: '2026-11-10T21:30:00.000Z',
      descricao: '2026-11-10T21:30:00.000Z',
      dataPagamento: null,
      mensais: [{ dataVencimento: new Date('2026-12-10T03:00:00.000Z'), situacao: 'A Pagar' }],
      exportadoEm: '2026-11-15T09:30:00.000-03:00',
    }
    expect(withSaoPauloMoments(body)).toEqual({
      dataLancamento: '2026-11-10T18:30:00.000-03:00',
      descricao: '2026-11-10T21:30:00.000Z',
      dataPagamento: null,
      mensais: [{ dataVencimento: '2026-12-10T00:00:00.000-03:00', situacao: 'A Pagar' }],
      exportadoEm: '2026-11-15T09:30:00.000-03:00',
    })
  })

  it('lists exactly the date-time properties of the documented answers', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as unknown
    const dateTimeKeys = new Set<string>()
    const walk = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(walk)
      if (node === null || typeof node !== 'object') return
      const properties = (node as { properties?: Record<string, { format?: string }> }).properties
      for (const [key, schema] of Object.entries(properties ?? {})) if (schema?.format === 'date-time') dateTimeKeys.add(key)
      Object.values(node).forEach(walk)
    }
    walk(document)
    expect([...dateTimeKeys].sort()).toEqual([...MOMENT_KEYS].sort())
  })
})

describe('a client that slices the moments it reads', () => {
  let ana: AuthSession
  let casa: number
  beforeAll(async () => {
    ana = await t.asUser()
    casa = (await api.createCategory(ana, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })).id
  })

  const entryPeriod = '?dataInicio=2018-11-01&dataFim=2019-10-31'
  const findEntry = async (session: AuthSession, id: number, query: string) => (await api.period(session, query)).find((entry) => entry.id === id)!

  it.each([
    ['2026-11-10T18:30', '2026-11-10T18:30:00.000-03:00', '?dataInicio=2026-11-01&dataFim=2026-11-30'],
    ['2019-01-15T18:30', '2019-01-15T18:30:00.000-02:00', entryPeriod],
    ['2026-11-10T23:45', '2026-11-10T23:45:00.000-03:00', '?dataInicio=2026-11-01&dataFim=2026-11-30'],
  ])('entry at %s: edit-and-save three times, the moment stays (dataLancamento and dataPagamento)', async (typed, answered, query) => {
    const created = await api.createEntry(ana, { dataLancamento: typed, descricao: 'Luz', valor: 100, tipoLancamento: 'Despesa', categoriaId: casa, situacao: 'A Pagar' })
    expect(created.dataLancamento).toBe(answered)
    // The UTC form would have moved it: its first 16 characters, read as São Paulo time, are 3 (in summer 2) hours later.
    const offsetHours = -Number(answered.slice(-6, -3))
    expect(parseFinanceDate(asDateTimeInput(new Date(answered).toISOString()))!.getTime() - Date.parse(answered)).toBe(offsetHours * 3_600_000)
    let entry = created
    for (let save = 1; save <= 3; save++) {
      const response = await api.call(ana, 'PATCH', '/v1/api/lancamento', {
        Id: entry.id,
        DataLancamento: asDateTimeInput(entry.dataLancamento),
        Descricao: `Luz ${save}`,
        Valor: 100,
        TipoLancamento: 'Despesa',
        CategoriaId: casa,
        Situacao: 'A Pagar',
      })
      expect(response.status, await response.clone().text()).toBe(200)
      entry = await findEntry(ana, entry.id, query)
      expect(entry.dataLancamento).toBe(answered)
    }
    const paid = await api.pay(ana, entry.id, { Id: entry.id, valorPago: 100, dataPagamento: typed })
    expect(paid.dataPagamento).toBe(answered)
    expect(Date.parse(paid.dataPagamento!)).toBe(Date.parse(answered))
  })

  it('installment plan: edit-and-save three times, the first date and every due date stay', async () => {
    const maria = await api.createHolder(ana, 'Maria Slice')
    const plan = await api.createPlan(ana, { descricao: 'Geladeira', valorTotal: 300, numeroParcelas: 3, dataPrimeiraParcela: '2026-11-10T18:30', pessoaContaId: maria.id, cartaoId: null })
    expect(plan.dataPrimeiraParcela).toBe('2026-11-10T18:30:00.000-03:00')
    const dues = (await api.installments(ana, plan.id)).map((row) => row.dataVencimento)
    expect(dues).toEqual(['2026-11-10T18:30:00.000-03:00', '2026-12-10T18:30:00.000-03:00', '2027-01-10T18:30:00.000-03:00'])
    let current = plan
    for (let save = 1; save <= 3; save++) {
      current = await api.updatePlan(ana, {
        id: current.id,
        descricao: `Geladeira ${save}`,
        valorTotal: current.valorTotal,
        numeroParcelas: current.numeroParcelas,
        dataPrimeiraParcela: asDateTimeInput(current.dataPrimeiraParcela),
        intervaloParcelas: current.intervaloParcelas,
        pessoaContaId: current.pessoaContaId,
        cartaoId: current.cartaoId,
        situacao: current.situacao,
      })
      expect(current.dataPrimeiraParcela).toBe('2026-11-10T18:30:00.000-03:00')
      expect((await api.installments(ana, plan.id)).map((row) => row.dataVencimento)).toEqual(dues)
    }
    const planEntries = (await api.period(ana, '?dataInicio=2026-11-01&dataFim=2027-01-31')).filter((entry) => entry.parcelamentoMensalId !== null)
    expect(planEntries.map((entry) => entry.dataLancamento)).toEqual(dues)
  })

  it.each([
    ['2020-05-15', '2020-05-15T00:00:00.000-03:00'],
    ['2019-01-15', '2019-01-15T00:00:00.000-02:00'],
    ['2018-11-04', '2018-11-04T01:00:00.000-02:00'], // clocks went forward at midnight: the day starts at 01:00
    ['1900-01-01', '1900-01-01T00:00:28.000-03:06'],
    ['2099-12-31', '2099-12-31T00:00:00.000-03:00'],
  ])('book of %s: answered at that day’s São Paulo midnight, sliced and saved three times it stays', async (day, answered) => {
    const create = await t.request('/v1/api/livro', { headers: ana.headers, body: { titulo: 'Iracema', Escritor: 'Alencar', preco: 10, dataLancamento: day, ativo: true } })
    expect(create.status).toBe(201)
    let book: Book = bookSchema.parse(await create.json())
    expect(book.dataLancamento).toBe(answered)
    expect(Date.parse(book.dataLancamento)).toBe(saoPauloMidnight(...(day.split('-').map(Number) as [number, number, number])).getTime())
    for (const slice of [asDateInput, asDateTimeInput, asDateInput]) {
      const response = await t.request('/v1/api/livro', { method: 'PUT', headers: ana.headers, body: { ...book, dataLancamento: slice(book.dataLancamento) } })
      expect(response.status).toBe(200)
      book = bookSchema.parse(await (await t.request(`/v1/api/livro/${book.code}`, { headers: ana.headers })).json())
      expect(book.dataLancamento).toBe(answered)
    }
    // Sent back whole, the answer is the same day too.
    const whole = await t.request('/v1/api/livro', { method: 'PUT', headers: ana.headers, body: book })
    expect((await whole.json()).dataLancamento).toBe(answered)
  })
})

describe('compressed answers', () => {
  it('carry the same São Paulo moments (the rewrite runs before compressJson)', async () => {
    const bia = await t.asUser()
    const casa = await api.createCategory(bia, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
    for (let day = 1; day <= 12; day++) {
      await api.createEntry(bia, { dataLancamento: `2026-11-${String(day).padStart(2, '0')}T18:30`, descricao: 'Luz', valor: 1, tipoLancamento: 'Despesa', categoriaId: casa.id, situacao: 'A Pagar' })
    }
    const response = await t.request('/v1/api/lancamento/periodo?dataInicio=2026-11-01&dataFim=2026-11-30', { headers: { ...bia.headers, 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const list = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')) as Array<{ dataLancamento: string }>
    expect(list.map((entry) => entry.dataLancamento)).toEqual(Array.from({ length: 12 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}T18:30:00.000-03:00`))
  })
})

describe('the user’s data export and import', () => {
  const exportOf = async (session: AuthSession): Promise<UserData> => {
    const response = await t.request('/v1/api/usuario/dados', { headers: session.headers })
    expect(response.status).toBe(200)
    return userDataSchema.parse(await response.json())
  }
  /** A document's moments, by where they are (ids differ between accounts). */
  const momentsOf = (document: UserData) => ({
    livros: document.livros.map((book) => book.dataLancamento),
    lancamentos: document.lancamentos.map((entry) => [entry.descricao, entry.dataLancamento, entry.dataPagamento]),
    parcelamentos: document.parcelamentos.map((plan) => [plan.dataPrimeiraParcela, plan.mensais.map((row) => [row.dataVencimento, row.dataPagamento])]),
  })

  it('writes every moment with São Paulo’s offset and imports back to the same instants, sliced or whole', async () => {
    const owner = await t.asUser()
    await t.request('/v1/api/livro', { headers: owner.headers, body: { titulo: 'Dom Casmurro', Escritor: 'Machado', preco: 39.9, dataLancamento: '2019-01-15', ativo: true } })
    const casa = await api.createCategory(owner, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
    const luz = await api.createEntry(owner, { dataLancamento: '2026-11-10T18:30', descricao: 'Luz', valor: 120.5, tipoLancamento: 'Despesa', categoriaId: casa.id, situacao: 'A Pagar' })
    await api.pay(owner, luz.id, { valorPago: 121, dataPagamento: '2019-01-15T08:15' })
    const maria = await api.createHolder(owner, 'Maria')
    const plan = await api.createPlan(owner, { descricao: 'Curso', valorTotal: 90, numeroParcelas: 2, dataPrimeiraParcela: '2026-11-10T18:30', pessoaContaId: maria.id, cartaoId: null })
    const firstInstallment = (await api.period(owner, '?dataInicio=2026-11-01&dataFim=2026-11-30')).find((entry) => entry.parcelamentoMensalId !== null && entry.descricao.startsWith('Curso'))!
    await api.pay(owner, firstInstallment.id, { valorPago: 45, dataPagamento: '2026-11-12T14:00' })

    const exported = await exportOf(owner)
    const text = JSON.stringify(exported)
    expect(text).not.toMatch(/\d{2}:\d{2}:\d{2}(\.\d+)?Z"/)
    expect(momentsOf(exported)).toEqual({
      livros: ['2019-01-15T00:00:00.000-02:00'],
      lancamentos: [
        ['Luz', '2026-11-10T18:30:00.000-03:00', '2019-01-15T08:15:00.000-02:00'],
        ['Curso (1/2)', '2026-11-10T18:30:00.000-03:00', '2026-11-12T14:00:00.000-03:00'],
        ['Curso (2/2)', '2026-12-10T18:30:00.000-03:00', null],
      ],
      parcelamentos: [['2026-11-10T18:30:00.000-03:00', [['2026-11-10T18:30:00.000-03:00', '2026-11-12T14:00:00.000-03:00'], ['2026-12-10T18:30:00.000-03:00', null]]]],
    })
    expect(plan.id).toBe(exported.parcelamentos[0]!.id)

    // Whole: the same document comes back.
    const copy = await t.asUser()
    expect((await t.request('/v1/api/usuario/dados', { method: 'POST', headers: copy.headers, body: exported })).status).toBe(201)
    expect(momentsOf(await exportOf(copy))).toEqual(momentsOf(exported))

    // Sliced to what a date-time input holds (minutes, no offset), then imported: still the same instants.
    const slice = (moment: string | null) => (moment === null ? null : asDateTimeInput(moment))
    const sliced = {
      ...exported,
      livros: exported.livros.map((book) => ({ ...book, dataLancamento: asDateInput(book.dataLancamento) })),
      lancamentos: exported.lancamentos.map((entry) => ({ ...entry, dataLancamento: slice(entry.dataLancamento), dataPagamento: slice(entry.dataPagamento) })),
      parcelamentos: exported.parcelamentos.map((plan) => ({
        ...plan,
        dataPrimeiraParcela: slice(plan.dataPrimeiraParcela),
        mensais: plan.mensais.map((row) => ({ ...row, dataVencimento: slice(row.dataVencimento), dataPagamento: slice(row.dataPagamento) })),
      })),
    }
    const slicedCopy = await t.asUser()
    expect((await t.request('/v1/api/usuario/dados', { method: 'POST', headers: slicedCopy.headers, body: sliced })).status).toBe(201)
    expect(momentsOf(await exportOf(slicedCopy))).toEqual(momentsOf(exported))

    // A document written before moments carried the offset (UTC, "Z") imports to the same instants.
    const utc = JSON.parse(text.replace(/"(\d{4}-\d{2}-\d{2}T[^"]+[+-]\d{2}:\d{2})"/g, (_, moment: string) => `"${new Date(moment).toISOString()}"`)) as UserData
    const utcCopy = await t.asUser()
    expect((await t.request('/v1/api/usuario/dados', { method: 'POST', headers: utcCopy.headers, body: utc })).status).toBe(201)
    expect(momentsOf(await exportOf(utcCopy))).toEqual(momentsOf(exported))
  })
})
