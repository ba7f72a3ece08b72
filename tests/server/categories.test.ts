import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoryListSchema, categorySchema, type Category } from '../../src/api/schemas/category'
import { entries } from '../../server/src/db/schema'
import { errorBody, financeApi } from './support/finance'
import { createTestApp, type AuthSession, type TestApp } from './support/test-app'

// Categories API (SPEC §3 Category, §5 Category, §7 Categories; DESIGN §3 errors, ownership,
// case-insensitive keys; §4 Registries: duplicates, integrity, accent-insensitive order).

let t: TestApp
let api: ReturnType<typeof financeApi>
beforeAll(async () => {
  t = await createTestApp()
  api = financeApi(t)
})
afterAll(() => t.close())

const PATH = '/v1/api/categoria'
const valid = { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' }

const list = async (session: AuthSession): Promise<Category[]> => api.expectStatus(api.call(session, 'GET', PATH), 200, categoryListSchema)
const create = (session: AuthSession, body: unknown, language?: string) => api.call(session, 'POST', PATH, body, language)
const update = (session: AuthSession, body: unknown, language?: string) => api.call(session, 'PATCH', PATH, body, language)
const remove = (session: AuthSession, id: number | string, language?: string) => api.call(session, 'DELETE', `${PATH}/${id}`, undefined, language)

/** An entry of `session`'s user that uses `categoryId`, written straight to the database. */
async function entryUsing(session: AuthSession, category: Category) {
  const [user] = await t.db.query.users.findMany({ where: (users, { eq }) => eq(users.username, session.username) })
  await t.db.insert(entries).values({
    userId: user!.id,
    dataLancamento: new Date('2026-11-05T12:00:00Z'),
    descricao: 'Compra',
    valor: '10.00',
    tipoLancamento: category.tipoCategoria,
    categoriaId: category.id,
    situacao: category.tipoCategoria === 'Despesa' ? 'A Pagar' : 'A Receber',
  })
}

describe('POST /v1/api/categoria', () => {
  it('creates a category: 201 with exactly { id, nomeCategoria, tipoCategoria }, the name trimmed', async () => {
    const ana = await t.asUser()
    const response = await create(ana, { nomeCategoria: '  Salário  ', tipoCategoria: 'Receita' })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({ id: expect.any(Number), nomeCategoria: 'Salário', tipoCategoria: 'Receita' })
    expect(await list(ana)).toEqual([body])
  })

  it.each([
    { NomeCategoria: 'Aluguel', TipoCategoria: 'Despesa' },
    { NOMECATEGORIA: 'Aluguel', tipocategoria: 'Despesa' },
    { nomeCategoria: 'Aluguel', tipoCategoria: ' Despesa ' },
  ])('matches keys ignoring case (%j)', async (body) => {
    const ana = await t.asUser()
    const category = await api.expectStatus(create(ana, body), 201, categorySchema)
    expect(category).toMatchObject({ nomeCategoria: 'Aluguel', tipoCategoria: 'Despesa' })
  })

  it('accepts 40 characters', async () => {
    const ana = await t.asUser()
    expect((await create(ana, { ...valid, nomeCategoria: 'c'.repeat(40) })).status).toBe(201)
  })
})

describe('validation (SPEC §5 Category): 400 with translated field errors, nothing stored', () => {
  let ana: AuthSession
  beforeAll(async () => {
    ana = await t.asUser()
  })

  it.each([
    ['missing', { tipoCategoria: 'Despesa' }],
    ['blank', { nomeCategoria: '   ', tipoCategoria: 'Despesa' }],
    ['empty', { nomeCategoria: '', tipoCategoria: 'Despesa' }],
    ['null', { nomeCategoria: null, tipoCategoria: 'Despesa' }],
  ])('a %s name is "Fill in all required fields." / "Preencha todos os campos obrigatórios."', async (_, body) => {
    expect(await errorBody(create(ana, body, 'en'), 400)).toEqual({
      message: 'Fill in all required fields.',
      code: 'fill_required_fields',
      errors: { nomeCategoria: 'Required field' }, errorCodes: { nomeCategoria: 'required' },
    })
    expect(await errorBody(create(ana, body, 'pt-BR'), 400)).toEqual({
      message: 'Preencha todos os campos obrigatórios.',
      code: 'fill_required_fields',
      errors: { nomeCategoria: 'Campo obrigatório' }, errorCodes: { nomeCategoria: 'required' },
    })
    expect(await list(ana)).toEqual([])
  })

  it.each([
    ['missing', { nomeCategoria: 'Mercado' }],
    ['blank', { nomeCategoria: 'Mercado', tipoCategoria: '  ' }],
    ['null', { nomeCategoria: 'Mercado', tipoCategoria: null }],
  ])('a %s type is "Category Type is required."', async (_, body) => {
    expect(await errorBody(create(ana, body, 'en'), 400)).toEqual({
      message: 'Category Type is required.',
      code: 'category_type_required',
      errors: { tipoCategoria: 'Category Type is required.' }, errorCodes: { tipoCategoria: 'category_type_required' },
    })
    const pt = await errorBody(create(ana, body, 'pt-BR'), 400)
    expect(pt.errors).toEqual({ tipoCategoria: 'O tipo da categoria é obrigatório.' })
    expect(await list(ana)).toEqual([])
  })

  it('reports both missing keys at once', async () => {
    expect(await errorBody(create(ana, {}, 'en'), 400)).toEqual({
      message: 'Fill in all required fields.',
      code: 'fill_required_fields',
      errors: { nomeCategoria: 'Required field', tipoCategoria: 'Category Type is required.' }, errorCodes: { nomeCategoria: 'required', tipoCategoria: 'category_type_required' },
    })
  })

  it('a name of 41 characters is "Text too long."', async () => {
    expect(await errorBody(create(ana, { ...valid, nomeCategoria: 'c'.repeat(41) }, 'en'), 400)).toEqual({
      message: 'Text too long.',
      code: 'too_long',
      errors: { nomeCategoria: 'Text too long.' }, errorCodes: { nomeCategoria: 'too_long' },
    })
    expect((await errorBody(create(ana, { ...valid, nomeCategoria: 'c'.repeat(41) }, 'pt-BR'), 400)).errors).toEqual({
      nomeCategoria: 'Texto muito longo.',
    })
  })

  it.each([
    ['nomeCategoria', 42, 'Invalid value type.'],
    ['nomeCategoria', ['Mercado'], 'Invalid value type.'],
    ['tipoCategoria', 'Outro', 'Invalid value.'],
    ['tipoCategoria', 'despesa', 'Invalid value.'],
    ['tipoCategoria', 1, 'Invalid value type.'],
    ['tipoCategoria', true, 'Invalid value type.'],
    ['nomeCategoria', 'Mer\u0000cado', 'Invalid value.'],
  ])('%s = %j is "%s"', async (field, value, message) => {
    const body = await errorBody(create(ana, { ...valid, [field]: value }, 'en'), 400)
    expect(body.errors).toEqual({ [field]: message })
    expect(await list(ana)).toEqual([])
  })

  it('answers 400 for malformed JSON and a non-object body', async () => {
    expect((await create(ana, '{"nomeCategoria":')).status).toBe(400)
    expect((await create(ana, [valid])).status).toBe(400)
    expect((await create(ana, 'null')).status).toBe(400)
  })
})

describe('GET /v1/api/categoria', () => {
  it('lists by name ignoring case and accents ("Álvaro" sorts with "A"), both types together', async () => {
    const ana = await t.asUser()
    for (const [nomeCategoria, tipoCategoria] of [
      ['Zoológico', 'Despesa'],
      ['Álcool', 'Despesa'],
      ['banco', 'Receita'],
      ['Água', 'Despesa'],
      ['aluguel', 'Receita'],
      ['Educação', 'Despesa'],
      ['escola', 'Despesa'],
    ]) {
      await api.createCategory(ana, { nomeCategoria: nomeCategoria!, tipoCategoria: tipoCategoria! })
    }
    expect((await list(ana)).map((category) => category.nomeCategoria)).toEqual(['Água', 'Álcool', 'aluguel', 'banco', 'Educação', 'escola', 'Zoológico'])
  })

  it('is an empty list for a new user', async () => {
    expect(await list(await t.asUser())).toEqual([])
  })
})

describe('duplicates (DESIGN §4): same name and type ignoring case and accents is 409', () => {
  it.each(['Alimentação', 'ALIMENTAÇÃO', 'alimentacao', ' Alimentacão '])('"%s" after "Alimentação" is 409 with a translated message', async (name) => {
    const ana = await t.asUser()
    await api.createCategory(ana, { nomeCategoria: 'Alimentação', tipoCategoria: 'Despesa' })
    expect(await errorBody(create(ana, { nomeCategoria: name, tipoCategoria: 'Despesa' }, 'en'), 409)).toEqual({
      message: 'A category with this name and type already exists.',
      code: 'category_exists',
    })
    expect((await errorBody(create(ana, { nomeCategoria: name, tipoCategoria: 'Despesa' }, 'pt-BR'), 409)).message).toBe(
      'Já existe uma categoria com este nome e tipo.',
    )
    expect(await list(ana)).toHaveLength(1)
  })

  it('the same name with the other type is another category', async () => {
    const ana = await t.asUser()
    await api.createCategory(ana, { nomeCategoria: 'Investimentos', tipoCategoria: 'Despesa' })
    await api.createCategory(ana, { nomeCategoria: 'investimentos', tipoCategoria: 'Receita' })
    expect(await list(ana)).toHaveLength(2)
  })

  it('another user may use the same name and type', async () => {
    const ana = await t.asUser()
    const bia = await t.asUser()
    await api.createCategory(ana, valid)
    await api.createCategory(bia, valid)
  })
})

describe('PATCH /v1/api/categoria', () => {
  it('renames and retypes: 200 with the updated row, which the list shows', async () => {
    const ana = await t.asUser()
    const category = await api.createCategory(ana, valid)
    const response = await update(ana, { Id: category.id, NomeCategoria: ' Feira ', TipoCategoria: 'Receita' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: category.id, nomeCategoria: 'Feira', tipoCategoria: 'Receita' })
    expect(await list(ana)).toEqual([{ id: category.id, nomeCategoria: 'Feira', tipoCategoria: 'Receita' }])
  })

  it('accepts the id as digits and a change of case of the same name', async () => {
    const ana = await t.asUser()
    const category = await api.createCategory(ana, valid)
    const response = await update(ana, { id: String(category.id), nomeCategoria: 'MERCADO', tipoCategoria: 'Despesa' })
    expect(response.status).toBe(200)
    expect((await response.json()).nomeCategoria).toBe('MERCADO')
  })

  it('is 409 when the new name and type belong to another category of the user', async () => {
    const ana = await t.asUser()
    await api.createCategory(ana, { nomeCategoria: 'Saúde', tipoCategoria: 'Despesa' })
    const other = await api.createCategory(ana, { nomeCategoria: 'Farmácia', tipoCategoria: 'Despesa' })
    expect((await errorBody(update(ana, { id: other.id, nomeCategoria: 'SAUDE', tipoCategoria: 'Despesa' }, 'en'), 409)).code).toBe('category_exists')
    expect((await list(ana)).map((category) => category.nomeCategoria)).toEqual(['Farmácia', 'Saúde'])
  })

  it('validates like POST and needs an id', async () => {
    const ana = await t.asUser()
    const category = await api.createCategory(ana, valid)
    expect(await errorBody(update(ana, valid, 'en'), 400)).toEqual({
      message: 'Fill in all required fields.',
      code: 'fill_required_fields',
      errors: { id: 'Required field' }, errorCodes: { id: 'required' },
    })
    expect((await errorBody(update(ana, { id: category.id, nomeCategoria: ' ', tipoCategoria: 'Despesa' }, 'en'), 400)).errors).toEqual({
      nomeCategoria: 'Required field',
    })
    expect((await errorBody(update(ana, { id: category.id, nomeCategoria: 'x' }, 'en'), 400)).code).toBe('category_type_required')
    for (const id of [0, -1, 1.5, 'abc', 2_147_483_648]) {
      expect((await update(ana, { ...valid, id })).status, String(id)).toBe(400)
    }
    expect(await list(ana)).toEqual([category])
  })

  it('is 404 for an unknown id', async () => {
    const ana = await t.asUser()
    expect(await errorBody(update(ana, { ...valid, id: 2_147_483_000 }, 'en'), 404)).toEqual({ message: 'Not found.', code: 'not_found' })
  })

  it('keeps the type of a category that entries use (409), but renames it', async () => {
    const ana = await t.asUser()
    const category = await api.createCategory(ana, valid)
    await entryUsing(ana, category)
    expect(await errorBody(update(ana, { id: category.id, nomeCategoria: 'Mercado', tipoCategoria: 'Receita' }, 'en'), 409)).toEqual({
      message: "This category's type cannot change: it is used by financial entries, installment plans, recurring entries or budgets.",
      code: 'category_type_in_use',
    })
    expect((await update(ana, { id: category.id, nomeCategoria: 'Supermercado', tipoCategoria: 'Despesa' })).status).toBe(200)
  })
})

describe('DELETE /v1/api/categoria/{id}', () => {
  it('deletes with 204; then it is gone (a second delete is 404)', async () => {
    const ana = await t.asUser()
    const category = await api.createCategory(ana, valid)
    const keep = await api.createCategory(ana, { nomeCategoria: 'Outros', tipoCategoria: 'Despesa' })
    const response = await remove(ana, category.id)
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    expect(await list(ana)).toEqual([keep])
    expect((await remove(ana, category.id)).status).toBe(404)
  })

  it('is 409 with a message saying what uses it while entries use the category', async () => {
    const ana = await t.asUser()
    const category = await api.createCategory(ana, valid)
    await entryUsing(ana, category)
    expect(await errorBody(remove(ana, category.id, 'en'), 409)).toEqual({
      message: 'This category is used by financial entries, installment plans or recurring entries and cannot be deleted.',
      code: 'category_in_use',
    })
    expect((await errorBody(remove(ana, category.id, 'pt-BR'), 409)).message).toBe(
      'Esta categoria é usada por lançamentos financeiros, parcelamentos ou recorrências e não pode ser excluída.',
    )
    expect(await list(ana)).toEqual([category])
  })

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('is 400 for the id %s', async (id) => {
    const ana = await t.asUser()
    expect((await errorBody(remove(ana, id, 'en'), 400)).errors).toEqual({ id: 'Invalid value.' })
  })
})

describe('ownership (DESIGN §3): a second user sees and touches nothing', () => {
  it('lists, updates and deletes only its own categories; another user’s id is 404', async () => {
    const ana = await t.asUser()
    const bia = await t.asUser()
    const category = await api.createCategory(ana, valid)
    expect(await list(bia)).toEqual([])
    expect((await errorBody(update(bia, { id: category.id, nomeCategoria: 'Roubada', tipoCategoria: 'Receita' }), 404)).code).toBe('not_found')
    expect((await errorBody(remove(bia, category.id), 404)).code).toBe('not_found')
    expect(await list(ana)).toEqual([category])
  })

  it('a used category of another user is 404, not 409 (nothing about it leaks)', async () => {
    const ana = await t.asUser()
    const bia = await t.asUser()
    const category = await api.createCategory(ana, valid)
    await entryUsing(ana, category)
    expect((await remove(bia, category.id)).status).toBe(404)
    expect((await update(bia, { id: category.id, nomeCategoria: 'x', tipoCategoria: 'Receita' })).status).toBe(404)
  })
})

describe('authentication', () => {
  it('answers 401 without a token on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', PATH],
      ['POST', PATH],
      ['PATCH', PATH],
      ['DELETE', `${PATH}/1`],
    ] as const) {
      const response = await api.call(undefined, method, path, method === 'GET' || method === 'DELETE' ? undefined : valid, 'pt-BR')
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(await response.json()).toEqual({ message: 'Autenticação necessária.', code: 'unauthorized' })
    }
    const forged = await api.call({ username: 'x', tokens: {} as never, headers: { authorization: 'Bearer forged' } }, 'GET', PATH)
    expect(forged.status).toBe(401)
  })
})

describe('OpenAPI document', () => {
  it('documents every category endpoint with its schemas', async () => {
    const doc = await (await t.request('/api/openapi.json')).json()
    expect(Object.keys(doc.paths[PATH]).sort()).toEqual(['get', 'patch', 'post'])
    expect(Object.keys(doc.paths[`${PATH}/{id}`])).toEqual(['delete'])
    expect(doc.paths[PATH].post.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(doc.paths[PATH].post.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '409']))
    expect(Object.keys(doc.paths[`${PATH}/{id}`].delete.responses)).toEqual(expect.arrayContaining(['204', '404', '409']))
    expect(doc.components.schemas.Category.properties.tipoCategoria.enum).toEqual(['Receita', 'Despesa'])
    for (const name of ['CategoryCreate', 'CategoryUpdate', 'CategoryList']) expect(doc.components.schemas).toHaveProperty(name)
  })
})
