import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bankCardListSchema, bankCardSchema, type BankCard } from '../../src/api/schemas/bank-card'
import { installmentPlans } from '../../server/src/db/schema'
import { errorBody, financeApi } from './support/finance'
import { createTestApp, type AuthSession, type TestApp } from './support/test-app'

// Bank cards API (SPEC §3 Card of a bank, §5 Bank card, §7 Bank cards, §8 Lists and searches;
// DESIGN §3 errors, ownership, case-insensitive keys; §4 Registries).

let t: TestApp
let api: ReturnType<typeof financeApi>
beforeAll(async () => {
  t = await createTestApp()
  api = financeApi(t)
})
afterAll(() => t.close())

const PATH = '/v1/api/cartao'
const valid = { nomeUsuario: 'João Silva', nomeBanco: 'Banco do Brasil' }

const list = async (session: AuthSession): Promise<BankCard[]> => api.expectStatus(api.call(session, 'GET', PATH), 200, bankCardListSchema)
const search = (session: AuthSession, text: string, language?: string) =>
  api.call(session, 'GET', `${PATH}/usuario/${encodeURIComponent(text)}`, undefined, language)
const get = (session: AuthSession, id: number | string) => api.call(session, 'GET', `${PATH}/${id}`)
const create = (session: AuthSession, body: unknown, language?: string) => api.call(session, 'POST', PATH, body, language)
const update = (session: AuthSession, body: unknown, language?: string) => api.call(session, 'PATCH', PATH, body, language)
const remove = (session: AuthSession, id: number | string, language?: string) => api.call(session, 'DELETE', `${PATH}/${id}`, undefined, language)

/** A plan of `session`'s user that uses `card`, written straight to the database. */
async function planUsing(session: AuthSession, card: BankCard) {
  const holder = await api.createHolder(session, `Titular ${card.id}`)
  const [user] = await t.db.query.users.findMany({ where: (users, { eq }) => eq(users.username, session.username) })
  await t.db.insert(installmentPlans).values({
    userId: user!.id,
    descricao: 'Geladeira',
    valorTotal: '1000.00',
    numeroParcelas: 10,
    dataPrimeiraParcela: new Date('2026-11-05T12:00:00Z'),
    pessoaContaId: holder.id,
    cartaoId: card.id,
  })
}

describe('POST /v1/api/cartao', () => {
  it('creates a card: 201 with exactly { id, nomeUsuario, nomeBanco }, names trimmed', async () => {
    const ana = await t.asUser()
    const response = await create(ana, { nomeUsuario: '  João Silva ', nomeBanco: '\tNubank ' })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({ id: expect.any(Number), nomeUsuario: 'João Silva', nomeBanco: 'Nubank' })
    expect(await list(ana)).toEqual([body])
  })

  it('matches keys ignoring case (NomeUsuario, NOMEBANCO)', async () => {
    const ana = await t.asUser()
    const card = await api.expectStatus(create(ana, { NomeUsuario: 'Ana', NOMEBANCO: 'Itaú' }), 201, bankCardSchema)
    expect(card).toMatchObject({ nomeUsuario: 'Ana', nomeBanco: 'Itaú' })
  })

  it('allows the same holder at the same bank twice (credit and debit)', async () => {
    const ana = await t.asUser()
    const credit = await api.createCard(ana, valid)
    const debit = await api.createCard(ana, valid)
    expect(credit.id).not.toBe(debit.id)
    expect(await list(ana)).toHaveLength(2)
  })

  it('accepts 40 characters in each name', async () => {
    const ana = await t.asUser()
    expect((await create(ana, { nomeUsuario: 'u'.repeat(40), nomeBanco: 'b'.repeat(40) })).status).toBe(201)
  })
})

describe('validation (SPEC §5 Bank card): 400 with translated field errors, nothing stored', () => {
  let ana: AuthSession
  beforeAll(async () => {
    ana = await t.asUser()
  })

  it.each([
    ['nomeUsuario', { nomeBanco: 'Nubank' }],
    ['nomeUsuario', { nomeUsuario: '  ', nomeBanco: 'Nubank' }],
    ['nomeBanco', { nomeUsuario: 'Ana' }],
    ['nomeBanco', { nomeUsuario: 'Ana', nomeBanco: '' }],
    ['nomeBanco', { nomeUsuario: 'Ana', nomeBanco: null }],
  ])('a missing or blank %s is "Fill in all required fields." in both languages', async (field, body) => {
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
    expect(await list(ana)).toEqual([])
  })

  it('reports both missing keys at once', async () => {
    expect((await errorBody(create(ana, {}, 'en'), 400)).errors).toEqual({ nomeUsuario: 'Required field', nomeBanco: 'Required field' })
  })

  it.each(['nomeUsuario', 'nomeBanco'])('%s of 41 characters is "Text too long."', async (field) => {
    expect(await errorBody(create(ana, { ...valid, [field]: 'x'.repeat(41) }, 'en'), 400)).toEqual({
      message: 'Text too long.',
      code: 'too_long',
      errors: { [field]: 'Text too long.' }, errorCodes: { [field]: 'too_long' },
    })
    expect(await list(ana)).toEqual([])
  })

  it.each([
    ['nomeUsuario', 7, 'Invalid value type.'],
    ['nomeBanco', { name: 'x' }, 'Invalid value type.'],
    ['nomeBanco', false, 'Invalid value type.'],
    ['nomeUsuario', 'A\u0000na', 'Invalid value.'],
  ])('%s = %j is "%s"', async (field, value, message) => {
    expect((await errorBody(create(ana, { ...valid, [field]: value }, 'en'), 400)).errors).toEqual({ [field]: message })
  })

  it('answers 400 for malformed JSON and a non-object body', async () => {
    expect((await create(ana, '{')).status).toBe(400)
    expect((await create(ana, [valid])).status).toBe(400)
  })
})

describe('GET /v1/api/cartao and /v1/api/cartao/{id}', () => {
  it('lists by holder name, then bank name, ignoring case and accents', async () => {
    const ana = await t.asUser()
    for (const [nomeUsuario, nomeBanco] of [
      ['Zé', 'Caixa'],
      ['Ana', 'Nubank'],
      ['Álvaro', 'Itaú'],
      ['ana', 'Bradesco'],
      ['Bruno', 'Inter'],
    ]) {
      await api.createCard(ana, { nomeUsuario: nomeUsuario!, nomeBanco: nomeBanco! })
    }
    expect((await list(ana)).map((card) => `${card.nomeUsuario}/${card.nomeBanco}`)).toEqual([
      'Álvaro/Itaú',
      'ana/Bradesco',
      'Ana/Nubank',
      'Bruno/Inter',
      'Zé/Caixa',
    ])
  })

  it('reads one card', async () => {
    const ana = await t.asUser()
    const card = await api.createCard(ana, valid)
    expect(await api.expectStatus(get(ana, card.id), 200, bankCardSchema)).toEqual(card)
    expect((await get(ana, 2_147_483_000)).status).toBe(404)
    expect((await errorBody(get(ana, 'abc'), 400)).errors).toEqual({ id: 'Invalid value.' })
  })
})

describe('GET /v1/api/cartao/usuario/{holderName}', () => {
  let ana: AuthSession
  beforeAll(async () => {
    ana = await t.asUser()
    for (const nomeUsuario of ['João Silva', 'Maria da Conceição', 'JOANA', 'Pedro']) await api.createCard(ana, { nomeUsuario, nomeBanco: 'Caixa' })
  })

  it.each([
    ['joao', ['João Silva']],
    ['JOÃO', ['João Silva']],
    ['silva', ['João Silva']],
    ['jo', ['JOANA', 'João Silva']],
    ['conceicao', ['Maria da Conceição']],
    ['CONCEIÇÃO', ['Maria da Conceição']],
    [' pedro ', ['Pedro']],
    ['a', ['JOANA', 'João Silva', 'Maria da Conceição']],
  ])('"%s" finds %j (substring, case and accents ignored)', async (text, names) => {
    const found = await api.expectStatus(search(ana, text), 200, bankCardListSchema)
    expect(found.map((card) => card.nomeUsuario)).toEqual(names)
  })

  it.each(['xyz', '%', '_', 'jo%', 'Joãozinho'])('"%s" matches nothing: 404 (SPEC §8: an empty list)', async (text) => {
    expect(await errorBody(search(ana, text, 'en'), 404)).toEqual({ message: 'Not found.', code: 'not_found' })
  })

  it('is 404 for a user without cards', async () => {
    expect((await search(await t.asUser(), 'a')).status).toBe(404)
  })

  it('refuses U+0000 and over-long texts with 400', async () => {
    expect((await errorBody(search(ana, 'a\u0000'), 400)).errors).toEqual({ holderName: 'Invalid value.' })
    expect((await search(ana, 'a'.repeat(201))).status).toBe(400)
  })
})

describe('PATCH /v1/api/cartao', () => {
  it('updates: 200 with the updated row', async () => {
    const ana = await t.asUser()
    const card = await api.createCard(ana, valid)
    const response = await update(ana, { Id: card.id, NomeUsuario: 'João S.', NomeBanco: ' Santander ' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: card.id, nomeUsuario: 'João S.', nomeBanco: 'Santander' })
    expect(await list(ana)).toEqual([{ id: card.id, nomeUsuario: 'João S.', nomeBanco: 'Santander' }])
  })

  it('validates like POST and needs an id', async () => {
    const ana = await t.asUser()
    const card = await api.createCard(ana, valid)
    expect((await errorBody(update(ana, valid, 'en'), 400)).errors).toEqual({ id: 'Required field' })
    expect((await errorBody(update(ana, { id: card.id, nomeUsuario: 'x'.repeat(41), nomeBanco: 'B' }, 'en'), 400)).errors).toEqual({
      nomeUsuario: 'Text too long.',
    })
    expect((await errorBody(update(ana, { id: card.id, nomeUsuario: ' ', nomeBanco: ' ' }, 'en'), 400)).errors).toEqual({
      nomeUsuario: 'Required field',
      nomeBanco: 'Required field',
    })
    expect(await list(ana)).toEqual([card])
  })

  it('is 404 for an unknown id', async () => {
    const ana = await t.asUser()
    expect((await update(ana, { ...valid, id: 2_147_483_000 })).status).toBe(404)
  })
})

describe('DELETE /v1/api/cartao/{id}', () => {
  it('deletes with 204; then it is gone', async () => {
    const ana = await t.asUser()
    const card = await api.createCard(ana, valid)
    expect((await remove(ana, card.id)).status).toBe(204)
    expect(await list(ana)).toEqual([])
    expect((await get(ana, card.id)).status).toBe(404)
    expect((await remove(ana, card.id)).status).toBe(404)
  })

  it('is 409 with a message saying what uses it while an installment plan uses the card', async () => {
    const ana = await t.asUser()
    const card = await api.createCard(ana, valid)
    await planUsing(ana, card)
    expect(await errorBody(remove(ana, card.id, 'en'), 409)).toEqual({
      message: 'This card is used by installment plans and cannot be deleted.',
      code: 'bank_card_in_use',
    })
    expect((await errorBody(remove(ana, card.id, 'pt-BR'), 409)).message).toBe('Este cartão é usado por parcelamentos e não pode ser excluído.')
    expect(await list(ana)).toEqual([card])
  })
})

describe('ownership (DESIGN §3): a second user sees and touches nothing', () => {
  it('reads, searches, updates and deletes only its own cards; another user’s id is 404', async () => {
    const ana = await t.asUser()
    const bia = await t.asUser()
    const card = await api.createCard(ana, valid)
    expect(await list(bia)).toEqual([])
    expect((await get(bia, card.id)).status).toBe(404)
    expect((await search(bia, 'joão')).status).toBe(404)
    expect((await update(bia, { ...valid, id: card.id, nomeBanco: 'Outro' })).status).toBe(404)
    expect((await remove(bia, card.id)).status).toBe(404)
    expect(await list(ana)).toEqual([card])
  })
})

describe('authentication', () => {
  it('answers 401 without a token on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', PATH],
      ['GET', `${PATH}/1`],
      ['GET', `${PATH}/usuario/ana`],
      ['POST', PATH],
      ['PATCH', PATH],
      ['DELETE', `${PATH}/1`],
    ] as const) {
      const response = await api.call(undefined, method, path, method === 'POST' || method === 'PATCH' ? valid : undefined, 'en')
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(await response.json()).toEqual({ message: 'Authentication required.', code: 'unauthorized' })
    }
  })
})

describe('OpenAPI document', () => {
  it('documents every bank card endpoint', async () => {
    const doc = await (await t.request('/api/openapi.json')).json()
    expect(Object.keys(doc.paths[PATH]).sort()).toEqual(['get', 'patch', 'post'])
    expect(Object.keys(doc.paths[`${PATH}/{id}`]).sort()).toEqual(['delete', 'get'])
    expect(Object.keys(doc.paths[`${PATH}/usuario/{holderName}`])).toEqual(['get'])
    expect(Object.keys(doc.paths[`${PATH}/usuario/{holderName}`].get.responses)).toEqual(expect.arrayContaining(['200', '404']))
    for (const name of ['BankCard', 'BankCardCreate', 'BankCardUpdate', 'BankCardList']) expect(doc.components.schemas).toHaveProperty(name)
  })
})
