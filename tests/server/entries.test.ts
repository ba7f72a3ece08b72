import { eq, inArray, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Category } from '@contract/category'
import { entrySchema, type Entry } from '@contract/entry'
import { entries } from '@server/db/schema'
import { errorBody, sharedFinanceApp, electricityBill } from './support/finance'
import { createTestClock, type AuthSession } from './support/test-app'

// Financial entries API (docs/product-rules.md#entries: validation, mark-as-paid, the month summary; errors,
// ownership and case-insensitive keys: docs/product-rules.md#the-api; docs/product-rules.md#money and
// docs/product-rules.md#dates). The clock is fixed on 15 November 2026, 09:00 in São Paulo, for the default month.

const NOW = Date.parse('2026-11-15T12:00:00Z')

const { t, api } = sharedFinanceApp({ clock: createTestClock(NOW) })

const PATH = '/v1/api/lancamento'

interface Owner {
  session: AuthSession
  despesa: Category
  receita: Category
}

/** A new user with one category of each type. */
async function owner(): Promise<Owner> {
  const session = await t.asUser()
  const despesa = await api.createCategory(session, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
  const receita = await api.createCategory(session, { nomeCategoria: 'Salário', tipoCategoria: 'Receita' })
  return { session, despesa, receita }
}

const expense = (who: Owner, overrides: Record<string, unknown> = {}) => electricityBill(who.despesa.id, overrides)
const income = (who: Owner, overrides: Record<string, unknown> = {}) => ({
  dataLancamento: '2026-11-05T09:00:00-03:00',
  descricao: 'Salário',
  valor: 5000,
  tipoLancamento: 'Receita',
  categoriaId: who.receita.id,
  situacao: 'A Receber',
  ...overrides,
})

const create = (who: Owner, body: unknown, language?: string) => api.call(who.session, 'POST', PATH, body, language)
const update = (who: Owner, body: unknown, language?: string) => api.call(who.session, 'PATCH', PATH, body, language)
const remove = (who: Owner, query: string) => api.call(who.session, 'DELETE', `${PATH}${query}`)
const pay = (who: Owner, id: number | string, body: unknown, language?: string) => api.call(who.session, 'PUT', `${PATH}/${id}/pagar`, body, language)

describe('POST /v1/api/lancamento', () => {
  it('creates an entry: 201 with exactly the keys of the original client plus valorPago, dataPagamento and the additions', async () => {
    const ana = await owner()
    const response = await create(ana, expense(ana))
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({
      id: expect.any(Number),
      dataLancamento: '2026-11-10T10:00:00.000-03:00',
      descricao: 'Conta de luz',
      observacao: null,
      valor: 120.5,
      tipoLancamento: 'Despesa',
      categoriaId: ana.despesa.id,
      parcelamentoMensalId: null,
      parcelamentoId: null,
      situacao: 'A Pagar',
      valorPago: null,
      dataPagamento: null,
      // Still A Pagar on the 10th, and today is the 15th.
      vencido: true,
      contaBancariaId: null,
      cartaoId: null,
      faturaMes: null,
      recorrenciaId: null,
      dataOcorrencia: null,
      tipoItem: null,
      faturaOrigem: null,
      importacao: null,
    })
    expect(await api.period(ana.session)).toEqual([body])
  })

  it('takes the spec client’s PascalCase body; Id and ParcelamentoMensalId are ignored', async () => {
    const ana = await owner()
    const entry = await api.expectStatus(
      create(ana, {
        Id: 0,
        DataLancamento: '2026-11-20T12:00:00.000Z',
        Descricao: ' Freela ',
        Valor: '1.234,5'.replace('.', ''),
        TipoLancamento: 'Receita',
        CategoriaId: String(ana.receita.id),
        ParcelamentoMensalId: 999,
        Situacao: 'Recebido',
      }),
      201,
      entrySchema,
    )
    expect(entry).toMatchObject({ descricao: 'Freela', valor: 1234.5, tipoLancamento: 'Receita', situacao: 'Recebido', parcelamentoMensalId: null })
    expect(entry.id).not.toBe(0)
  })

  it('reads a date or a date-time without offset as São Paulo time', async () => {
    const ana = await owner()
    expect((await api.createEntry(ana.session, expense(ana, { dataLancamento: '2026-11-01' }))).dataLancamento).toBe('2026-11-01T00:00:00.000-03:00')
    expect((await api.createEntry(ana.session, expense(ana, { dataLancamento: '2026-11-01T08:30' }))).dataLancamento).toBe('2026-11-01T08:30:00.000-03:00')
    // 2018-11-04 00:00 never happened in São Paulo (clocks went to 01:00, DST): the next valid instant.
    expect((await api.createEntry(ana.session, expense(ana, { dataLancamento: '2018-11-04T00:30' }))).dataLancamento).toBe('2018-11-04T01:30:00.000-02:00')
  })

  it('accepts an amount of 0 and every status allowed by the type', async () => {
    const ana = await owner()
    expect((await api.createEntry(ana.session, expense(ana, { valor: 0 }))).valor).toBe(0)
    expect((await api.createEntry(ana.session, expense(ana, { situacao: 'Pago' }))).situacao).toBe('Pago')
    expect((await api.createEntry(ana.session, income(ana, { situacao: 'Recebido' }))).situacao).toBe('Recebido')
  })
})

describe('validation: 400 with translated field errors, nothing stored', () => {
  let ana: Owner
  beforeAll(async () => {
    ana = await owner()
  })
  afterAll(async () => {
    expect(await api.allEntries(ana.session)).toEqual([])
  })

  it.each(['dataLancamento', 'descricao', 'valor', 'tipoLancamento', 'categoriaId', 'situacao'])(
    'a missing %s is "Fill in all required fields." / "Preencha todos os campos obrigatórios."',
    async (field) => {
      const body = { ...expense(ana), [field]: undefined }
      expect(await errorBody(create(ana, body, 'en'), 400)).toEqual({
        message: 'Fill in all required fields.',
        code: 'fill_required_fields',
        errors: { [field]: 'Required field' }, errorCodes: { [field]: 'required' },
      })
      expect(await errorBody(create(ana, body, 'pt-BR'), 400)).toEqual({
        message: 'Preencha todos os campos obrigatórios.',
        code: 'fill_required_fields',
        errors: { [field]: 'Campo obrigatório' }, errorCodes: { [field]: 'required' },
      })
    },
  )

  it.each([
    ['descricao', '   '],
    ['descricao', null],
    ['valor', ''],
    ['valor', null],
    ['dataLancamento', ' '],
    ['tipoLancamento', ''],
    ['situacao', ' '],
    ['categoriaId', null],
  ])('a blank %s (%j) is required too', async (field, value) => {
    expect((await errorBody(create(ana, expense(ana, { [field]: value }), 'en'), 400)).errors).toEqual({ [field]: 'Required field' })
  })

  it('reports every missing field at once', async () => {
    const body = await errorBody(create(ana, {}, 'en'), 400)
    expect(body.code).toBe('fill_required_fields')
    expect(Object.keys(body.errors!).sort()).toEqual(['categoriaId', 'dataLancamento', 'descricao', 'situacao', 'tipoLancamento', 'valor'])
  })

  // Amount text with a problem of its own ("12,345": 3 decimals) is tests/server/amount-text.test.ts's.
  it.each([-1, -0.01, 0.001, 12.345, 'abc', '1e3', true, [[]], {}, 1_000_000_000_000, 0.1 + 0.2])(
    'valor %j is "Invalid amount"',
    async (valor) => {
      expect(await errorBody(create(ana, expense(ana, { valor }), 'en'), 400)).toEqual({
        message: 'Invalid amount: use a number with at most 2 decimals.',
        code: 'invalid_amount',
        errors: { valor: 'Invalid amount: use a number with at most 2 decimals.' }, errorCodes: { valor: 'invalid_amount' },
      })
    },
  )

  it('descricao of 201 characters is "Text too long." (200 is fine)', async () => {
    expect((await errorBody(create(ana, expense(ana, { descricao: 'd'.repeat(201) }), 'en'), 400)).errors).toEqual({ descricao: 'Text too long.' })
    const other = await owner()
    expect((await api.createEntry(other.session, expense(other, { descricao: 'd'.repeat(200) }))).descricao).toHaveLength(200)
  })

  it.each([
    ['Despesa', 'Recebido'],
    ['Despesa', 'A Receber'],
    ['Receita', 'Pago'],
    ['Receita', 'A Pagar'],
  ])('a %s with status %s is refused (status allowed by type)', async (tipoLancamento, situacao) => {
    const categoriaId = tipoLancamento === 'Despesa' ? ana.despesa.id : ana.receita.id
    const body = await errorBody(create(ana, expense(ana, { tipoLancamento, situacao, categoriaId }), 'en'), 400)
    expect(body.code).toBe('invalid_entry_status')
    expect(Object.keys(body.errors!)).toEqual(['situacao'])
    const pt = await errorBody(create(ana, expense(ana, { tipoLancamento, situacao, categoriaId }), 'pt-BR'), 400)
    expect(pt.errors!.situacao).toMatch(/^Situação inválida para o tipo/)
  })

  it.each([
    ['tipoLancamento', 'Outro', 'Invalid value.'],
    ['tipoLancamento', 'despesa', 'Invalid value.'],
    ['tipoLancamento', 1, 'Invalid value type.'],
    ['situacao', 'Paid', 'Invalid value.'],
    ['situacao', false, 'Invalid value type.'],
    ['categoriaId', 'abc', 'Invalid value type.'],
    ['categoriaId', 0, 'Invalid value.'],
    ['categoriaId', 1.5, 'Invalid value.'],
    ['descricao', 42, 'Invalid value type.'],
    ['descricao', 'a\u0000b', 'Invalid value.'],
    ['dataLancamento', '2026-02-30', 'Invalid date.'],
    ['dataLancamento', '15/11/2026', 'Invalid date.'],
    ['dataLancamento', 20261115, 'Invalid date.'],
    ['dataLancamento', '10000-01-01', 'Invalid date.'],
  ])('%s = %j is "%s"', async (field, value, message) => {
    expect((await errorBody(create(ana, expense(ana, { [field]: value }), 'en'), 400)).errors).toEqual({ [field]: message })
  })

  it('a category that does not exist, or is another user’s, is 400 on categoriaId', async () => {
    const bia = await owner()
    for (const categoriaId of [2_147_483_000, bia.despesa.id]) {
      expect(await errorBody(create(ana, expense(ana, { categoriaId }), 'en'), 400)).toEqual({
        message: 'Category not found.',
        code: 'unknown_category',
        errors: { categoriaId: 'Category not found.' }, errorCodes: { categoriaId: 'unknown_category' },
      })
    }
  })

  it('a category of the other type is 400 (the modal filters categories by type)', async () => {
    expect(await errorBody(create(ana, expense(ana, { categoriaId: ana.receita.id }), 'en'), 400)).toEqual({
      message: 'The category must be of the same type as the entry.',
      code: 'category_type_mismatch',
      errors: { categoriaId: 'The category must be of the same type as the entry.' }, errorCodes: { categoriaId: 'category_type_mismatch' },
    })
  })

  it('answers 400 for malformed JSON and a non-object body', async () => {
    expect((await create(ana, '{"descricao":')).status).toBe(400)
    expect((await create(ana, [expense(ana)])).status).toBe(400)
  })
})

describe('money is exact', () => {
  it('0.10 + 0.20 is 0.30 in the month summary and in the database', async () => {
    const ana = await owner()
    const a = await api.createEntry(ana.session, expense(ana, { valor: 0.1 }))
    const b = await api.createEntry(ana.session, expense(ana, { valor: '0,20' }))
    expect((await api.summary(ana.session))[0]).toMatchObject({ despesas: 0.3, saldo: -0.3 })
    const [row] = await t.db
      .select({ total: sql<string>`sum(${entries.valor})::text` })
      .from(entries)
      .where(inArray(entries.id, [a.id, b.id]))
    expect(row!.total).toBe('0.30')
  })

  it.each([
    [999_999_999_999.99, 999_999_999_999.99],
    ['0.01', 0.01],
    [19.9, 19.9],
    ['007,5', 7.5],
  ])('valor %j round-trips as %j', async (valor, returned) => {
    const ana = await owner()
    const entry = await api.createEntry(ana.session, expense(ana, { valor }))
    expect(entry.valor).toBe(returned)
    expect((await api.period(ana.session)).find((row) => row.id === entry.id)!.valor).toBe(returned)
  })
})

describe('GET /v1/api/lancamento/periodo', () => {
  let ana: Owner
  const at: Record<string, Entry> = {}
  beforeAll(async () => {
    ana = await owner()
    for (const [name, dataLancamento] of [
      ['beforeMonth', '2026-11-01T02:59:59.999Z'], // 31 Oct 23:59:59.999 in São Paulo
      ['monthStart', '2026-11-01T03:00:00.000Z'], // 1 Nov 00:00 in São Paulo
      ['middleB', '2026-11-15T12:00:00.000Z'],
      ['middleA', '2026-11-15T12:00:00.000Z'],
      ['monthEnd', '2026-12-01T02:59:59.999Z'], // 30 Nov 23:59:59.999 in São Paulo
      ['afterMonth', '2026-12-01T03:00:00.000Z'],
    ] as const) {
      at[name] = await api.createEntry(ana.session, expense(ana, { dataLancamento, descricao: name }))
    }
  })

  it('without dates is the current São Paulo calendar month, by date then id', async () => {
    expect((await api.period(ana.session)).map((entry) => entry.descricao)).toEqual(['monthStart', 'middleB', 'middleA', 'monthEnd'])
  })

  it('takes inclusive bounds; a date-only end covers that whole São Paulo day', async () => {
    const inclusive = `?dataInicio=${at.monthStart!.dataLancamento}&dataFim=${at.monthEnd!.dataLancamento}`
    expect((await api.period(ana.session, inclusive)).map((entry) => entry.descricao)).toEqual(['monthStart', 'middleB', 'middleA', 'monthEnd'])
    expect((await api.period(ana.session, '?dataInicio=2026-10-31&dataFim=2026-10-31')).map((entry) => entry.descricao)).toEqual(['beforeMonth'])
    expect((await api.period(ana.session, '?dataInicio=2026-11-30&dataFim=2026-12-01')).map((entry) => entry.descricao)).toEqual(['monthEnd', 'afterMonth'])
  })

  it('matches query keys ignoring case and fills a missing bound from the current month', async () => {
    expect((await api.period(ana.session, '?DataInicio=2026-11-15&DATAFIM=2026-11-15')).map((entry) => entry.descricao)).toEqual(['middleB', 'middleA'])
    expect((await api.period(ana.session, '?dataInicio=2026-10-01')).map((entry) => entry.descricao)).toEqual([
      'beforeMonth',
      'monthStart',
      'middleB',
      'middleA',
      'monthEnd',
    ])
    expect((await api.period(ana.session, '?dataInicio=&dataFim=')).map((entry) => entry.descricao)).toHaveLength(4)
  })

  it('is 400 for a start after the end or an unreadable date', async () => {
    expect(await errorBody(api.call(ana.session, 'GET', `${PATH}/periodo?dataInicio=2026-12-01&dataFim=2026-11-01`, undefined, 'en'), 400)).toEqual({
      message: 'Invalid period: the start date is after the end date.',
      code: 'invalid_period',
      errors: { dataFim: 'Invalid period: the start date is after the end date.' }, errorCodes: { dataFim: 'invalid_period' },
    })
    expect((await errorBody(api.call(ana.session, 'GET', `${PATH}/periodo?dataFim=amanha`, undefined, 'en'), 400)).errors).toEqual({ dataFim: 'Invalid date.' })
  })
})

describe('an entry comes back as it was stored, whatever its description holds', () => {
  // The lists carry each entry as a line of texts joined by '|' with the description last as JSON
  // (server/src/services/entries.ts): separators, line breaks, quotes and any character must survive it.
  const tricky = ['a|b', '|', 'x||y|', 'linha 1\nlinha 2', 'a\r\nb', '"aspas" \\ barra', 'tab\there', 'x\u2028y\u2029z', '😀 café', '{"json":true}']

  it('the same entry from create, the period list, the overdue list and the export, for tricky and random descriptions (property)', async () => {
    const ana = await owner()
    const descriptions = [
      ...tricky,
      ...fc.sample(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }).filter((text) => text.trim() !== '' && text.trim() === text),
        { numRuns: 30, seed: 2026 },
      ),
    ]
    const created: Entry[] = []
    for (const [index, descricao] of descriptions.entries()) {
      // Dated before today (the test clock's 15 November): every one is overdue too.
      created.push(await api.createEntry(ana.session, expense(ana, { descricao, dataLancamento: `2026-11-0${(index % 9) + 1}T10:00:00-03:00`, valor: index + 0.37 })))
    }
    expect(created.map((entry) => entry.descricao)).toEqual(descriptions)
    for (const entry of created) expect(entrySchema.parse(entry)).toEqual(entry)
    const byId = (list: Entry[]) => [...list].sort((a, b) => a.id - b.id)
    expect(byId(await api.period(ana.session))).toEqual(created)
    const overdue = await api.call(ana.session, 'GET', `${PATH}/vencidos`)
    expect(byId(((await overdue.json()) as { lancamentos: Entry[] }).lancamentos)).toEqual(created)
    const exported = (await (await api.call(ana.session, 'GET', '/v1/api/usuario/dados')).json()) as { lancamentos: { descricao: string }[] }
    expect(exported.lancamentos.map((entry) => entry.descricao)).toEqual(descriptions)
  })
})

describe('PATCH /v1/api/lancamento', () => {
  it('replaces the fields: 200 with the updated entry', async () => {
    const ana = await owner()
    const entry = await api.createEntry(ana.session, expense(ana))
    const response = await update(ana, {
      Id: entry.id,
      DataLancamento: '2026-11-12T08:00:00-03:00',
      Descricao: 'Bônus',
      Valor: 300,
      TipoLancamento: 'Receita',
      CategoriaId: ana.receita.id,
      ParcelamentoMensalId: null,
      Situacao: 'A Receber',
    })
    expect(response.status).toBe(200)
    const updated = {
      ...entry,
      dataLancamento: '2026-11-12T08:00:00.000-03:00',
      descricao: 'Bônus',
      valor: 300,
      tipoLancamento: 'Receita',
      categoriaId: ana.receita.id,
      situacao: 'A Receber',
    }
    expect(await response.json()).toEqual(updated)
    expect(await api.period(ana.session)).toEqual([updated])
  })

  it('clears the payment when the status goes back to A Pagar, and keeps it while paid', async () => {
    const ana = await owner()
    const entry = await api.createEntry(ana.session, expense(ana))
    const paid = await api.pay(ana.session, entry.id, { valorPago: 120.5, dataPagamento: '2026-11-11T10:00:00Z' })
    const renamed = await api.expectStatus(update(ana, { ...expense(ana), id: entry.id, descricao: 'Luz', situacao: 'Pago' }), 200, entrySchema)
    expect(renamed).toMatchObject({ descricao: 'Luz', situacao: 'Pago', valorPago: paid.valorPago, dataPagamento: paid.dataPagamento })
    const reopened = await api.expectStatus(update(ana, { ...expense(ana), id: entry.id }), 200, entrySchema)
    expect(reopened).toMatchObject({ situacao: 'A Pagar', valorPago: null, dataPagamento: null })
  })

  it('validates like POST and needs an id', async () => {
    const ana = await owner()
    const entry = await api.createEntry(ana.session, expense(ana))
    expect(await errorBody(update(ana, expense(ana), 'en'), 400)).toEqual({
      message: 'Fill in all required fields.',
      code: 'fill_required_fields',
      errors: { id: 'Required field' }, errorCodes: { id: 'required' },
    })
    expect((await errorBody(update(ana, { ...expense(ana), id: entry.id, situacao: 'Recebido' }), 400)).code).toBe('invalid_entry_status')
    expect((await errorBody(update(ana, { ...expense(ana), id: entry.id, categoriaId: ana.receita.id }), 400)).code).toBe('category_type_mismatch')
    expect(await api.period(ana.session)).toEqual([entry])
  })

  it('is 404 for an unknown id', async () => {
    const ana = await owner()
    expect((await update(ana, { ...expense(ana), id: 2_147_483_000 })).status).toBe(404)
  })
})

describe('DELETE /v1/api/lancamento?id=', () => {
  it('deletes with 204 (id in any case); then it is gone', async () => {
    const ana = await owner()
    const first = await api.createEntry(ana.session, expense(ana))
    const second = await api.createEntry(ana.session, expense(ana))
    expect((await remove(ana, `?id=${first.id}`)).status).toBe(204)
    expect((await remove(ana, `?Id=${second.id}`)).status).toBe(204)
    expect(await api.period(ana.session)).toEqual([])
    expect((await remove(ana, `?id=${first.id}`)).status).toBe(404)
  })

  it('is 400 without a valid id', async () => {
    const ana = await owner()
    expect(await errorBody(api.call(ana.session, 'DELETE', PATH, undefined, 'en'), 400)).toEqual({
      message: 'Fill in all required fields.',
      code: 'fill_required_fields',
      errors: { id: 'Required field' }, errorCodes: { id: 'required' },
    })
    for (const id of ['abc', '0', '-2', '1.5', '2147483648']) expect((await remove(ana, `?id=${id}`)).status, id).toBe(400)
  })
})

describe('PUT /v1/api/lancamento/{id}/pagar', () => {
  it('a Despesa becomes Pago with the amount and time paid', async () => {
    const ana = await owner()
    const entry = await api.createEntry(ana.session, expense(ana))
    const response = await pay(ana, entry.id, { Id: entry.id, ValorPago: '118,90', DataPagamento: '2026-11-14T16:45:00-03:00' })
    expect(response.status).toBe(200)
    const paid = { ...entry, situacao: 'Pago', vencido: false, valorPago: 118.9, dataPagamento: '2026-11-14T16:45:00.000-03:00' }
    expect(await response.json()).toEqual(paid)
    expect(await api.period(ana.session)).toEqual([paid])
  })

  it('a Receita becomes Recebido', async () => {
    const ana = await owner()
    const entry = await api.createEntry(ana.session, income(ana))
    expect(await api.pay(ana.session, entry.id, { valorPago: 5000, dataPagamento: '2026-11-05T12:00:00Z' })).toMatchObject({
      situacao: 'Recebido',
      valorPago: 5000,
    })
  })

  it.each([
    ['Despesa', 'Pago'],
    ['Receita', 'Recebido'],
  ])('paying a %s that is already %s is 409', async (tipo, situacao) => {
    const ana = await owner()
    const entry = await api.createEntry(ana.session, tipo === 'Despesa' ? expense(ana, { situacao }) : income(ana, { situacao }))
    expect(await errorBody(pay(ana, entry.id, { valorPago: 1, dataPagamento: '2026-11-14T12:00:00Z' }, 'en'), 409)).toEqual({
      message: 'This entry has already been paid or received.',
      code: 'entry_already_paid',
    })
    const again = await owner()
    const unpaid = await api.createEntry(again.session, expense(again))
    await api.pay(again.session, unpaid.id, { valorPago: 1, dataPagamento: '2026-11-14T12:00:00Z' })
    expect((await pay(again, unpaid.id, { valorPago: 2, dataPagamento: '2026-11-14T13:00:00Z' })).status).toBe(409)
    expect((await api.period(again.session))[0]).toMatchObject({ valorPago: 1, dataPagamento: '2026-11-14T09:00:00.000-03:00' })
  })

  it('validates the payload (amount, date, an Id that must be the path’s) and leaves the entry unpaid', async () => {
    const ana = await owner()
    const entry = await api.createEntry(ana.session, expense(ana))
    expect(await errorBody(pay(ana, entry.id, {}, 'pt-BR'), 400)).toEqual({
      message: 'Preencha todos os campos obrigatórios.',
      code: 'fill_required_fields',
      errors: { valorPago: 'Campo obrigatório', dataPagamento: 'Campo obrigatório' }, errorCodes: { valorPago: 'required', dataPagamento: 'required' },
    })
    expect((await errorBody(pay(ana, entry.id, { valorPago: -5, dataPagamento: '2026-11-14T12:00:00Z' }), 400)).errors).toEqual({
      valorPago: 'Invalid amount: use a number with at most 2 decimals.',
    })
    expect((await errorBody(pay(ana, entry.id, { valorPago: 5, dataPagamento: 'ontem' }), 400)).errors).toEqual({ dataPagamento: 'Invalid date.' })
    expect((await errorBody(pay(ana, entry.id, { id: entry.id + 1, valorPago: 5, dataPagamento: '2026-11-14T12:00:00Z' }), 400)).errors).toEqual({
      id: 'Invalid value.',
    })
    expect((await errorBody(pay(ana, 'abc', { valorPago: 5, dataPagamento: '2026-11-14T12:00:00Z' }), 400)).errors).toEqual({ id: 'Invalid value.' })
    expect(await api.period(ana.session)).toEqual([entry])
  })

  it('is 404 for an unknown entry', async () => {
    const ana = await owner()
    expect((await pay(ana, 2_147_483_000, { valorPago: 5, dataPagamento: '2026-11-14T12:00:00Z' })).status).toBe(404)
  })
})

describe('GET /v1/api/lancamento/resumo-mensal', () => {
  it('sums income, expenses, balance and pending amounts per São Paulo month, months without entries included', async () => {
    const ana = await owner()
    await api.createEntry(ana.session, income(ana, { dataLancamento: '2026-09-05T12:00:00Z', valor: 5000, situacao: 'Recebido' }))
    await api.createEntry(ana.session, expense(ana, { dataLancamento: '2026-09-10T12:00:00Z', valor: 1200.1, situacao: 'Pago' }))
    await api.createEntry(ana.session, expense(ana, { dataLancamento: '2026-09-20T12:00:00Z', valor: 99.9 }))
    // 1 Nov 02:30 UTC is still 31 October in São Paulo.
    await api.createEntry(ana.session, income(ana, { dataLancamento: '2026-11-01T02:30:00Z', valor: 10.01 }))
    await api.createEntry(ana.session, expense(ana, { dataLancamento: '2026-11-01T03:00:00Z', valor: 0.02 }))
    expect(await api.summary(ana.session, '?dataInicio=2026-08-01&dataFim=2026-11-30')).toEqual([
      { mes: '2026-08', receitas: 0, despesas: 0, saldo: 0, aPagar: 0, aReceber: 0 },
      { mes: '2026-09', receitas: 5000, despesas: 1300, saldo: 3700, aPagar: 99.9, aReceber: 0 },
      { mes: '2026-10', receitas: 10.01, despesas: 0, saldo: 10.01, aPagar: 0, aReceber: 10.01 },
      { mes: '2026-11', receitas: 0, despesas: 0.02, saldo: -0.02, aPagar: 0.02, aReceber: 0 },
    ])
  })

  it('puts entries in São Paulo months during DST too (December 2018 began at 02:00 UTC)', async () => {
    const ana = await owner()
    await api.createEntry(ana.session, expense(ana, { dataLancamento: '2018-12-01T01:59:59.999Z', valor: 1 }))
    await api.createEntry(ana.session, expense(ana, { dataLancamento: '2018-12-01T02:00:00.000Z', valor: 2 }))
    await api.createEntry(ana.session, expense(ana, { dataLancamento: '2019-03-01T02:30:00.000Z', valor: 4 }))
    await api.createEntry(ana.session, expense(ana, { dataLancamento: '2019-03-01T03:00:00.000Z', valor: 8 }))
    const months = await api.summary(ana.session, '?dataInicio=2018-11-01&dataFim=2019-03-31')
    expect(months.map((month) => [month.mes, month.despesas])).toEqual([
      ['2018-11', 1],
      ['2018-12', 2],
      ['2019-01', 0],
      ['2019-02', 4],
      ['2019-03', 8],
    ])
  })

  it('defaults to the current month and matches query keys ignoring case', async () => {
    const ana = await owner()
    await api.createEntry(ana.session, expense(ana, { valor: 10 }))
    expect(await api.summary(ana.session)).toEqual([{ mes: '2026-11', receitas: 0, despesas: 10, saldo: -10, aPagar: 10, aReceber: 0 }])
    expect((await api.summary(ana.session, '?DATAINICIO=2026-10-01&DataFim=2026-10-31'))[0]).toEqual({
      mes: '2026-10',
      receitas: 0,
      despesas: 0,
      saldo: 0,
      aPagar: 0,
      aReceber: 0,
    })
  })

  it('allows 120 months and refuses more (400)', async () => {
    const ana = await owner()
    expect(await api.summary(ana.session, '?dataInicio=2017-01-01&dataFim=2026-12-31')).toHaveLength(120)
    expect(await errorBody(api.call(ana.session, 'GET', `${PATH}/resumo-mensal?dataInicio=2016-12-01&dataFim=2026-12-31`, undefined, 'en'), 400)).toEqual({
      message: 'The period may span at most 120 months.',
      code: 'period_too_long',
      errors: { dataFim: 'The period may span at most 120 months.' }, errorCodes: { dataFim: 'period_too_long' },
    })
    expect((await api.call(ana.session, 'GET', `${PATH}/resumo-mensal?dataInicio=1900-01-01`)).status).toBe(400)
  })
})

describe('categories in use', () => {
  it('a category with entries is 409 on delete; once its entries are gone it deletes', async () => {
    const ana = await owner()
    const entry = await api.createEntry(ana.session, expense(ana))
    expect((await errorBody(api.call(ana.session, 'DELETE', `/v1/api/categoria/${ana.despesa.id}`, undefined, 'en'), 409)).code).toBe('category_in_use')
    expect((await remove(ana, `?id=${entry.id}`)).status).toBe(204)
    expect((await api.call(ana.session, 'DELETE', `/v1/api/categoria/${ana.despesa.id}`)).status).toBe(204)
  })
})

describe('ownership: a second user can neither read nor change nor pay', () => {
  it('sees no entries and zero totals, and every write on another user’s entry is 404', async () => {
    const ana = await owner()
    const bia = await owner()
    const entry = await api.createEntry(ana.session, expense(ana))
    expect(await api.period(bia.session)).toEqual([])
    expect(await api.summary(bia.session)).toEqual([{ mes: '2026-11', receitas: 0, despesas: 0, saldo: 0, aPagar: 0, aReceber: 0 }])
    expect((await update(bia, { ...expense(bia), id: entry.id })).status).toBe(404)
    expect((await pay(bia, entry.id, { valorPago: 1, dataPagamento: '2026-11-14T12:00:00Z' })).status).toBe(404)
    expect((await remove(bia, `?id=${entry.id}`)).status).toBe(404)
    const [stored] = await t.db.select().from(entries).where(eq(entries.id, entry.id))
    expect(stored).toMatchObject({ situacao: 'A Pagar', valorPago: null })
    expect(await api.period(ana.session)).toEqual([entry])
  })
})

describe('authentication', () => {
  it('answers 401 without a token on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', `${PATH}/periodo`],
      ['GET', `${PATH}/resumo-mensal`],
      ['POST', PATH],
      ['PATCH', PATH],
      ['DELETE', `${PATH}?id=1`],
      ['PUT', `${PATH}/1/pagar`],
    ] as const) {
      const response = await api.call(undefined, method, path, method === 'GET' || method === 'DELETE' ? undefined : { valorPago: 1 }, 'pt-BR')
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(await response.json()).toEqual({ message: 'Autenticação necessária.', code: 'unauthorized' })
    }
  })
})

describe('OpenAPI document', () => {
  it('documents every entry endpoint with its schemas and query parameters', async () => {
    const doc = await (await t.request('/api/openapi.json')).json()
    expect(Object.keys(doc.paths[PATH]).sort()).toEqual(['delete', 'patch', 'post'])
    expect(doc.paths[PATH].delete.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['id'])
    expect(doc.paths[`${PATH}/periodo`].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['dataInicio', 'dataFim'])
    expect(Object.keys(doc.paths[`${PATH}/resumo-mensal`])).toEqual(['get'])
    expect(Object.keys(doc.paths[`${PATH}/{id}/pagar`])).toEqual(['put'])
    expect(Object.keys(doc.paths[`${PATH}/{id}/fatura`])).toEqual(['patch'])
    expect(Object.keys(doc.components.schemas.Entry.properties).sort()).toEqual(
      [
        ...['cartaoId', 'categoriaId', 'contaBancariaId', 'dataLancamento', 'dataOcorrencia', 'dataPagamento', 'descricao', 'faturaMes', 'faturaOrigem', 'id', 'importacao', 'observacao', 'parcelamentoId'],
        ...['parcelamentoMensalId', 'recorrenciaId', 'situacao', 'tipoItem', 'tipoLancamento', 'valor', 'valorPago', 'vencido'],
      ].sort(),
    )
    for (const name of ['EntryCreate', 'EntryUpdate', 'EntryPay', 'EntryList', 'MonthSummary', 'MonthSummaryList']) expect(doc.components.schemas).toHaveProperty(name)
  })
})
