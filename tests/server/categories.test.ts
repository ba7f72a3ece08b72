import { beforeAll, describe, expect, it } from 'vitest'
import { categoryListSchema, type Category } from '@contract/category'
import { errorBody, sharedFinanceApp } from './support/finance'
import { categories } from './support/registries'
import { type AuthSession } from './support/test-app'

// What only categories do (their type: required, part of the unique key, fixed while used;
// docs/product-rules.md#registries-categories-bank-cards-account-holders). What the three registries
// share (create, list, update, delete, validation, ownership, in use) is in registries.test.ts.

const { t, api } = sharedFinanceApp()

const PATH = '/v1/api/categoria'
const valid = { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' }

const list = async (session: AuthSession): Promise<Category[]> => api.expectStatus(api.call(session, 'GET', PATH), 200, categoryListSchema)
const create = (session: AuthSession, body: unknown, language?: string) => api.call(session, 'POST', PATH, body, language)
const update = (session: AuthSession, body: unknown, language?: string) => api.call(session, 'PATCH', PATH, body, language)

describe('the category type', () => {
  let ana: AuthSession
  beforeAll(async () => {
    ana = await t.asUser()
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

  it('PATCH needs it too', async () => {
    const bia = await t.asUser()
    const category = await api.createCategory(bia, valid)
    expect((await errorBody(update(bia, { id: category.id, nomeCategoria: 'x' }, 'en'), 400)).code).toBe('category_type_required')
    expect(await list(bia)).toEqual([category])
  })

  it('the same name with the other type is another category', async () => {
    const bia = await t.asUser()
    await api.createCategory(bia, { nomeCategoria: 'Investimentos', tipoCategoria: 'Despesa' })
    await api.createCategory(bia, { nomeCategoria: 'investimentos', tipoCategoria: 'Receita' })
    expect(await list(bia)).toHaveLength(2)
  })

  it('stays while entries use the category (409), which may still be renamed', async () => {
    const bia = await t.asUser()
    const category = await api.createCategory(bia, valid)
    await categories.inUse.use(t, bia, category)
    expect(await errorBody(update(bia, { id: category.id, nomeCategoria: 'Mercado', tipoCategoria: 'Receita' }, 'en'), 409)).toEqual({
      message: "This category's type cannot change: it is used by financial entries, installment plans, recurring entries or budgets.",
      code: 'category_type_in_use',
    })
    expect((await update(bia, { id: category.id, nomeCategoria: 'Supermercado', tipoCategoria: 'Despesa' })).status).toBe(200)
  })
})

describe('OpenAPI document', () => {
  it('documents the category endpoints’ security, answers and the two types', async () => {
    const doc = await (await t.request('/api/openapi.json')).json()
    expect(doc.paths[PATH].post.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(doc.paths[PATH].post.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '409']))
    expect(Object.keys(doc.paths[`${PATH}/{id}`].delete.responses)).toEqual(expect.arrayContaining(['204', '404', '409']))
    expect(doc.components.schemas.Category.properties.tipoCategoria.enum).toEqual(['Receita', 'Despesa'])
  })
})
