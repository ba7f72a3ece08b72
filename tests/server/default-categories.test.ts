import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { categories, users } from '@server/db/schema'
import { bootstrapAdmin } from '@server/services/admin-bootstrap'
import { DEFAULT_CATEGORIES } from '@server/services/default-categories'
import { categoryListSchema, categorySchema, type Category } from '@contract/category'
import { userDataCountsSchema, userDataSchema, type UserData } from '@contract/user-data'
import { errorBody, sharedFinanceApp } from './support/finance'
import { type AuthSession } from './support/test-app'

// A new account starts with the default household categories in the language of its sign-up
// (docs/product-rules.md#default-categories): ordinary categories of that user alone, made with the user, and
// no obstacle to importing a user's data into the new account.

const { t, api } = sharedFinanceApp()

const CATEGORY = '/v1/api/categoria'
const DATA = '/v1/api/usuario/dados'
const list = (session: AuthSession): Promise<Category[]> => api.expectStatus(api.call(session, 'GET', CATEGORY), 200, categoryListSchema)
const names = (rows: Category[]) => rows.map((row) => `${row.tipoCategoria}:${row.nomeCategoria}`).sort()
const newUser = (language?: string) => t.asUser(undefined, { defaultCategories: true, language })
const countCategoryRows = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(categories))[0]!.n

const PT = [
  'Despesa:Assinaturas', 'Despesa:Combustível', 'Despesa:Contas da casa', 'Despesa:Educação', 'Despesa:Farmácia',
  'Despesa:Impostos e taxas', 'Despesa:Internet e telefone', 'Despesa:Lazer', 'Despesa:Mercado', 'Despesa:Moradia',
  'Despesa:Outras despesas', 'Despesa:Pets', 'Despesa:Presentes', 'Despesa:Restaurantes', 'Despesa:Saúde',
  'Despesa:Transporte', 'Despesa:Vestuário', 'Despesa:Viagens',
  'Receita:Outras receitas', 'Receita:Rendimentos', 'Receita:Salário',
]
const EN = [
  'Despesa:Clothing', 'Despesa:Education', 'Despesa:Fuel', 'Despesa:Gifts', 'Despesa:Groceries', 'Despesa:Health',
  'Despesa:Housing', 'Despesa:Internet and phone', 'Despesa:Leisure', 'Despesa:Other expenses', 'Despesa:Pets',
  'Despesa:Pharmacy', 'Despesa:Restaurants', 'Despesa:Subscriptions', 'Despesa:Taxes and fees', 'Despesa:Transport',
  'Despesa:Travel', 'Despesa:Utilities',
  'Receita:Investment income', 'Receita:Other income', 'Receita:Salary',
]

describe('sign-up', () => {
  it('makes the 21 default categories in Portuguese for a pt Accept-Language', async () => {
    for (const language of ['pt-BR', 'pt', 'pt-PT,en;q=0.5']) expect(names(await list(await newUser(language)))).toEqual(PT)
  })

  it('makes them in English for en, another language or no Accept-Language at all', async () => {
    for (const language of ['en-US', 'fr-FR', undefined]) expect(names(await list(await newUser(language)))).toEqual(EN)
  })

  it('the list is 18 expense and 3 income categories, each name within the 40 characters a category holds', () => {
    expect(DEFAULT_CATEGORIES.filter((row) => row.tipoCategoria === 'Despesa')).toHaveLength(18)
    expect(DEFAULT_CATEGORIES.filter((row) => row.tipoCategoria === 'Receita')).toHaveLength(3)
    for (const row of DEFAULT_CATEGORIES) for (const name of Object.values(row.nome)) expect(name.length).toBeLessThanOrEqual(40)
  })

  it('a refused sign-up (the name is taken) makes no category', async () => {
    const ana = await newUser('pt-BR')
    const before = await countCategoryRows()
    const again = await t.signUp(ana.username.toUpperCase(), { language: 'pt-BR' })
    expect(again.status).toBe(409)
    expect(await countCategoryRows()).toBe(before)
  })

  it('the admin made at start has none: no sign-up chose a language for them', async () => {
    const result = await bootstrapAdmin(t.db, { username: 'boot_admin', password: 'correct horse battery' })
    expect(result.action).toBe('created')
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(categories)
      .where(sql`${categories.userId} = (select ${users.id} from ${users} where ${users.username} = 'boot_admin')`)
    expect(row!.n).toBe(0)
  })
})

describe('the default categories are ordinary categories of that user', () => {
  it('renamed, deleted; a new one beside them; a duplicate name is category_exists in both languages', async () => {
    const ana = await newUser('pt-BR')
    const mine = await list(ana)
    const market = mine.find((row) => row.nomeCategoria === 'Mercado')!
    const pets = mine.find((row) => row.nomeCategoria === 'Pets')!
    const renamed = await api.expectStatus(api.call(ana, 'PATCH', CATEGORY, { id: market.id, nomeCategoria: 'Supermercado', tipoCategoria: 'Despesa' }), 200, categorySchema)
    expect(renamed).toEqual({ id: market.id, nomeCategoria: 'Supermercado', tipoCategoria: 'Despesa' })
    expect((await api.call(ana, 'DELETE', `${CATEGORY}/${pets.id}`)).status).toBe(204)
    await api.createCategory(ana, { nomeCategoria: 'Academia', tipoCategoria: 'Despesa' })
    expect((await errorBody(api.call(ana, 'POST', CATEGORY, { nomeCategoria: 'salario', tipoCategoria: 'Receita' }, 'pt-BR'), 409)).message).toBe('Já existe uma categoria com este nome e tipo.')
    expect((await errorBody(api.call(ana, 'POST', CATEGORY, { nomeCategoria: 'SALÁRIO', tipoCategoria: 'Receita' }, 'en'), 409)).code).toBe('category_exists')
    const after = names(await list(ana))
    expect(after).toHaveLength(21)
    expect(after).toContain('Despesa:Supermercado')
    expect(after).toContain('Despesa:Academia')
    expect(after).not.toContain('Despesa:Pets')
  })

  it("one user's change or delete never touches another's; another user's default category is 404", async () => {
    const ana = await newUser('pt-BR')
    const bia = await newUser('pt-BR')
    const anaRows = await list(ana)
    const biaRows = await list(bia)
    expect(anaRows.filter((row) => biaRows.some((other) => other.id === row.id))).toEqual([])
    for (const row of anaRows.slice(0, 3)) expect((await api.call(ana, 'DELETE', `${CATEGORY}/${row.id}`)).status).toBe(204)
    expect(await list(bia)).toEqual(biaRows)
    expect((await api.call(ana, 'DELETE', `${CATEGORY}/${biaRows[0]!.id}`)).status).toBe(404)
    expect((await api.call(ana, 'PATCH', CATEGORY, { id: biaRows[1]!.id, nomeCategoria: 'Outro', tipoCategoria: 'Despesa' })).status).toBe(404)
    expect(await list(bia)).toEqual(biaRows)
  })
})

describe("a user's data imported into a new account", () => {
  async function exportOf(session: AuthSession): Promise<UserData> {
    const response = await t.request(DATA, { headers: session.headers })
    expect(response.status).toBe(200)
    return userDataSchema.parse(await response.json())
  }
  const importInto = (session: AuthSession, document: unknown, language?: string) => t.request(DATA, { method: 'POST', body: document, headers: session.headers, language })

  it("replaces the unused default categories by the document's: the same names as the source, its entries linked", async () => {
    const source = await newUser('en')
    const groceries = (await list(source)).find((row) => row.nomeCategoria === 'Groceries')!
    await api.createCategory(source, { nomeCategoria: 'Gym', tipoCategoria: 'Despesa' })
    const entry = await api.createEntry(source, { dataLancamento: '2026-11-10', descricao: 'Feira', valor: 85.4, tipoLancamento: 'Despesa', categoriaId: groceries.id, situacao: 'A Pagar' })
    const document = await exportOf(source)

    const target = await newUser('pt-BR')
    expect(await list(target)).toHaveLength(21)
    const response = await importInto(target, document)
    expect(response.status, await response.clone().text()).toBe(201)
    expect(userDataCountsSchema.parse(await response.json()).categorias).toBe(22)
    expect(names(await list(target))).toEqual(names(await list(source)))
    const imported = await exportOf(target)
    const [copy] = imported.lancamentos
    expect(copy).toMatchObject({ descricao: entry.descricao, valor: 85.4 })
    expect(imported.categorias.find((row) => row.id === copy!.categoriaId)?.nomeCategoria).toBe('Groceries')
  })

  it('a document without categories leaves the new account with none', async () => {
    const empty = await exportOf(await t.asUser())
    expect(empty.categorias).toEqual([])
    const target = await newUser('pt-BR')
    expect((await importInto(target, empty)).status).toBe(201)
    expect(await list(target)).toEqual([])
  })

  it('categories the user renamed or added count as no data either; anything else does (409, nothing changed)', async () => {
    const document = await exportOf(await newUser('en'))
    const renamedOnly = await newUser('pt-BR')
    await api.createCategory(renamedOnly, { nomeCategoria: 'Academia', tipoCategoria: 'Despesa' })
    expect((await importInto(renamedOnly, document)).status).toBe(201)
    expect(names(await list(renamedOnly))).toEqual(EN)

    const withHolder = await newUser('pt-BR')
    await api.createHolder(withHolder, 'Ana')
    const before = await list(withHolder)
    const refused = await errorBody(importInto(withHolder, document, 'pt-BR'), 409)
    expect(refused.code).toBe('account_not_empty')
    expect(refused.message).toBe('Sua conta já tem dados: a importação só é feita em uma conta vazia.')
    expect(await list(withHolder)).toEqual(before)
  })
})
