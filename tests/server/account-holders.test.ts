import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountHolderListSchema, accountHolderSchema, type AccountHolder } from '../../src/api/schemas/account-holder'
import { installmentPlans } from '../../server/src/db/schema'
import { errorBody, financeApi } from './support/finance'
import { createTestApp, type AuthSession, type TestApp } from './support/test-app'

// Account holders API (SPEC §3 Account holder, §5 Account holder, §7 Account holders, §8 Lists and
// searches; DESIGN §3 errors, ownership, case-insensitive keys; §4 Registries).

let t: TestApp
let api: ReturnType<typeof financeApi>
beforeAll(async () => {
  t = await createTestApp()
  api = financeApi(t)
})
afterAll(() => t.close())

const PATH = '/v1/api/pessoaconta'

const list = async (session: AuthSession): Promise<AccountHolder[]> => api.expectStatus(api.call(session, 'GET', PATH), 200, accountHolderListSchema)
const search = (session: AuthSession, text: string, language?: string) =>
  api.call(session, 'GET', `${PATH}/nome/${encodeURIComponent(text)}`, undefined, language)
const get = (session: AuthSession, id: number | string) => api.call(session, 'GET', `${PATH}/${id}`)
const create = (session: AuthSession, body: unknown, language?: string) => api.call(session, 'POST', PATH, body, language)
const update = (session: AuthSession, body: unknown, language?: string) => api.call(session, 'PATCH', PATH, body, language)
const remove = (session: AuthSession, id: number | string, language?: string) => api.call(session, 'DELETE', `${PATH}/${id}`, undefined, language)

/** A plan of `session`'s user that uses `holder`, written straight to the database. */
async function planUsing(session: AuthSession, holder: AccountHolder) {
  const [user] = await t.db.query.users.findMany({ where: (users, { eq }) => eq(users.username, session.username) })
  await t.db.insert(installmentPlans).values({
    userId: user!.id,
    descricao: 'Notebook',
    valorTotal: '3000.00',
    numeroParcelas: 3,
    dataPrimeiraParcela: new Date('2026-11-05T12:00:00Z'),
    pessoaContaId: holder.id,
  })
}

describe('POST /v1/api/pessoaconta', () => {
  it('creates an account holder: 201 with exactly { id, nomePessoa }, trimmed', async () => {
    const ana = await t.asUser()
    const response = await create(ana, { nomePessoa: '  Maria Souza ' })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({ id: expect.any(Number), nomePessoa: 'Maria Souza' })
    expect(await list(ana)).toEqual([body])
  })

  it.each([{ NomePessoa: 'Carlos' }, { NOMEPESSOA: 'Carlos' }, { nomepessoa: 'Carlos' }])('matches keys ignoring case (%j)', async (body) => {
    const ana = await t.asUser()
    expect(await api.expectStatus(create(ana, body), 201, accountHolderSchema)).toMatchObject({ nomePessoa: 'Carlos' })
  })

  it('accepts 60 characters', async () => {
    const ana = await t.asUser()
    expect((await create(ana, { nomePessoa: 'p'.repeat(60) })).status).toBe(201)
  })
})

describe('validation (SPEC §5 Account holder): 400 with translated field errors, nothing stored', () => {
  let ana: AuthSession
  beforeAll(async () => {
    ana = await t.asUser()
  })

  it.each([
    ['missing', {}],
    ['blank', { nomePessoa: '   ' }],
    ['empty', { nomePessoa: '' }],
    ['null', { nomePessoa: null }],
  ])('a %s name is "Fill in the person\'s name." / "Preencha o nome da pessoa."', async (_, body) => {
    expect(await errorBody(create(ana, body, 'en'), 400)).toEqual({
      message: "Fill in the person's name.",
      code: 'person_name_required',
      errors: { nomePessoa: "Fill in the person's name." }, errorCodes: { nomePessoa: 'person_name_required' },
    })
    expect(await errorBody(create(ana, body, 'pt-BR'), 400)).toEqual({
      message: 'Preencha o nome da pessoa.',
      code: 'person_name_required',
      errors: { nomePessoa: 'Preencha o nome da pessoa.' }, errorCodes: { nomePessoa: 'person_name_required' },
    })
    expect(await list(ana)).toEqual([])
  })

  it('a name of 61 characters is "Text too long."', async () => {
    expect(await errorBody(create(ana, { nomePessoa: 'p'.repeat(61) }, 'en'), 400)).toEqual({
      message: 'Text too long.',
      code: 'too_long',
      errors: { nomePessoa: 'Text too long.' }, errorCodes: { nomePessoa: 'too_long' },
    })
    expect((await errorBody(create(ana, { nomePessoa: 'p'.repeat(61) }, 'pt-BR'), 400)).errors).toEqual({ nomePessoa: 'Texto muito longo.' })
  })

  it.each([
    [60, 'Invalid value type.'],
    [['Ana'], 'Invalid value type.'],
    [true, 'Invalid value type.'],
    ['A\u0000na', 'Invalid value.'],
  ])('nomePessoa = %j is "%s"', async (value, message) => {
    expect((await errorBody(create(ana, { nomePessoa: value }, 'en'), 400)).errors).toEqual({ nomePessoa: message })
    expect(await list(ana)).toEqual([])
  })

  it('answers 400 for malformed JSON and a non-object body', async () => {
    expect((await create(ana, '{"nomePessoa"')).status).toBe(400)
    expect((await create(ana, ['Ana'])).status).toBe(400)
  })
})

describe('duplicates (DESIGN §4): the same person name ignoring case and accents is 409', () => {
  it.each(['João Silva', 'JOÃO SILVA', 'joao silva', ' Joao Silva '])('"%s" after "João Silva" is 409, translated', async (name) => {
    const ana = await t.asUser()
    await api.createHolder(ana, 'João Silva')
    expect(await errorBody(create(ana, { nomePessoa: name }, 'en'), 409)).toEqual({
      message: 'A person/account with this name already exists.',
      code: 'account_holder_exists',
    })
    expect((await errorBody(create(ana, { nomePessoa: name }, 'pt-BR'), 409)).message).toBe('Já existe uma pessoa/conta com este nome.')
    expect(await list(ana)).toHaveLength(1)
  })

  it('a rename onto another holder’s name is 409; onto its own name in another case is fine', async () => {
    const ana = await t.asUser()
    await api.createHolder(ana, 'Ana')
    const bruno = await api.createHolder(ana, 'Bruno')
    expect((await errorBody(update(ana, { Id: bruno.id, NomePessoa: 'ANA' }), 409)).code).toBe('account_holder_exists')
    expect((await update(ana, { Id: bruno.id, NomePessoa: 'BRUNO' })).status).toBe(200)
  })

  it('another user may use the same name', async () => {
    await api.createHolder(await t.asUser(), 'Maria')
    await api.createHolder(await t.asUser(), 'Maria')
  })
})

describe('GET /v1/api/pessoaconta and /v1/api/pessoaconta/{id}', () => {
  it('lists by name ignoring case and accents', async () => {
    const ana = await t.asUser()
    for (const name of ['Zuleica', 'Érica', 'bruno', 'Ângela', 'Eduardo', 'Ana']) await api.createHolder(ana, name)
    expect((await list(ana)).map((holder) => holder.nomePessoa)).toEqual(['Ana', 'Ângela', 'bruno', 'Eduardo', 'Érica', 'Zuleica'])
  })

  it('reads one holder (SPEC §7: nomePessoa)', async () => {
    const ana = await t.asUser()
    const holder = await api.createHolder(ana, 'Paula')
    expect(await api.expectStatus(get(ana, holder.id), 200, accountHolderSchema)).toEqual(holder)
    expect((await get(ana, 2_147_483_000)).status).toBe(404)
    expect((await errorBody(get(ana, '1.5'), 400)).errors).toEqual({ id: 'Invalid value.' })
  })
})

describe('GET /v1/api/pessoaconta/nome/{name}', () => {
  let ana: AuthSession
  beforeAll(async () => {
    ana = await t.asUser()
    for (const name of ['João Silva', 'Conceição Souza', 'Joana', 'Élcio']) await api.createHolder(ana, name)
  })

  it.each([
    ['joao', ['João Silva']],
    ['JOÃO SILVA', ['João Silva']],
    ['souza', ['Conceição Souza']],
    ['conceicao', ['Conceição Souza']],
    ['elcio', ['Élcio']],
    ['ÉL', ['Élcio']],
    ['jo', ['Joana', 'João Silva']],
  ])('"%s" finds %j', async (text, names) => {
    const found = await api.expectStatus(search(ana, text), 200, accountHolderListSchema)
    expect(found.map((holder) => holder.nomePessoa)).toEqual(names)
  })

  it.each(['zzz', '%', '_', "' or 1=1 --"])('"%s" matches nothing: 404', async (text) => {
    expect(await errorBody(search(ana, text, 'pt-BR'), 404)).toEqual({ message: 'Não encontrado.', code: 'not_found' })
  })
})

describe('PATCH /v1/api/pessoaconta', () => {
  it('renames with the spec client’s { Id, NomePessoa }: 200 with the updated row', async () => {
    const ana = await t.asUser()
    const holder = await api.createHolder(ana, 'Maria')
    const response = await update(ana, { Id: holder.id, NomePessoa: ' Maria Clara ' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: holder.id, nomePessoa: 'Maria Clara' })
    expect(await list(ana)).toEqual([{ id: holder.id, nomePessoa: 'Maria Clara' }])
  })

  it('validates like POST and needs an id', async () => {
    const ana = await t.asUser()
    const holder = await api.createHolder(ana, 'Maria')
    expect(await errorBody(update(ana, { nomePessoa: 'X' }, 'en'), 400)).toEqual({
      message: 'Fill in all required fields.',
      code: 'fill_required_fields',
      errors: { id: 'Required field' }, errorCodes: { id: 'required' },
    })
    expect((await errorBody(update(ana, { id: holder.id, nomePessoa: ' ' }, 'pt-BR'), 400)).errors).toEqual({ nomePessoa: 'Preencha o nome da pessoa.' })
    expect((await errorBody(update(ana, { id: holder.id, nomePessoa: 'p'.repeat(61) }, 'en'), 400)).code).toBe('too_long')
    expect(await list(ana)).toEqual([holder])
  })

  it('is 404 for an unknown id', async () => {
    expect((await update(await t.asUser(), { id: 2_147_483_000, nomePessoa: 'X' })).status).toBe(404)
  })
})

describe('DELETE /v1/api/pessoaconta/{id}', () => {
  it('deletes with 204; then it is gone', async () => {
    const ana = await t.asUser()
    const holder = await api.createHolder(ana, 'Maria')
    expect((await remove(ana, holder.id)).status).toBe(204)
    expect(await list(ana)).toEqual([])
    expect((await remove(ana, holder.id)).status).toBe(404)
  })

  it('is 409 with a message saying what uses it while an installment plan uses the person', async () => {
    const ana = await t.asUser()
    const holder = await api.createHolder(ana, 'Maria')
    await planUsing(ana, holder)
    expect(await errorBody(remove(ana, holder.id, 'en'), 409)).toEqual({
      message: 'This person/account is used by installment plans and cannot be deleted.',
      code: 'account_holder_in_use',
    })
    expect((await errorBody(remove(ana, holder.id, 'pt-BR'), 409)).message).toBe(
      'Esta pessoa/conta é usada por parcelamentos e não pode ser excluída.',
    )
    expect(await list(ana)).toEqual([holder])
  })
})

describe('ownership (DESIGN §3): a second user sees and touches nothing', () => {
  it('reads, searches, updates and deletes only its own holders; another user’s id is 404', async () => {
    const ana = await t.asUser()
    const bia = await t.asUser()
    const holder = await api.createHolder(ana, 'Maria')
    expect(await list(bia)).toEqual([])
    expect((await get(bia, holder.id)).status).toBe(404)
    expect((await search(bia, 'maria')).status).toBe(404)
    expect((await update(bia, { id: holder.id, nomePessoa: 'Outra' })).status).toBe(404)
    expect((await remove(bia, holder.id)).status).toBe(404)
    expect(await list(ana)).toEqual([holder])
  })
})

describe('authentication', () => {
  it('answers 401 without a token on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', PATH],
      ['GET', `${PATH}/1`],
      ['GET', `${PATH}/nome/ana`],
      ['POST', PATH],
      ['PATCH', PATH],
      ['DELETE', `${PATH}/1`],
    ] as const) {
      const response = await api.call(undefined, method, path, method === 'POST' || method === 'PATCH' ? { nomePessoa: 'X' } : undefined)
      expect(response.status, `${method} ${path}`).toBe(401)
      expect((await response.json()).code).toBe('unauthorized')
    }
  })
})

describe('OpenAPI document', () => {
  it('documents every account holder endpoint', async () => {
    const doc = await (await t.request('/api/openapi.json')).json()
    expect(Object.keys(doc.paths[PATH]).sort()).toEqual(['get', 'patch', 'post'])
    expect(Object.keys(doc.paths[`${PATH}/{id}`]).sort()).toEqual(['delete', 'get'])
    expect(Object.keys(doc.paths[`${PATH}/nome/{name}`])).toEqual(['get'])
    for (const name of ['AccountHolder', 'AccountHolderCreate', 'AccountHolderUpdate', 'AccountHolderList']) expect(doc.components.schemas).toHaveProperty(name)
  })
})
