import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bankCardListSchema, bankCardSchema, type BankCard } from '../../src/api/schemas/bank-card'
import { installmentPlans } from '../../server/src/db/schema'
import { errorBody, financeApi } from './support/finance'
import { createTestApp, createTestClock, type AuthSession, type TestApp } from './support/test-app'

// Bank cards API (SPEC §3 Card of a bank, §5 Bank card, §7 Bank cards, §8 Lists and searches;
// DESIGN §3 errors, ownership, case-insensitive keys; §4 Registries).

let t: TestApp
let api: ReturnType<typeof financeApi>
beforeAll(async () => {
  t = await createTestApp({ clock: createTestClock(Date.parse('2026-11-15T12:00:00Z')) })
  api = financeApi(t)
})
afterAll(() => t.close())

const PATH = '/v1/api/cartao'
const valid = { nomeUsuario: 'João Silva', nomeBanco: 'Banco do Brasil' }
/** The optional fields of a card that has none. */
const noDetails = { apelido: null, final: null, diaFechamento: null, diaVencimento: null, limite: null }
const details = { apelido: 'Roxinho', final: '0123', diaFechamento: 3, diaVencimento: 10, limite: 5000.5 }
/** What a card answers about its limit while it holds nothing: `limiteDisponivel` is its whole limit (null without one). */
const holding = (limite: number | null, open: readonly [string, string] | null = null) => ({
  limiteUsado: 0,
  limiteDisponivel: limite,
  // A card with statement days names its open statement (the one a purchase today goes to), its due date and total.
  faturaAberta: open?.[0] ?? null,
  faturaAbertaVencimento: open?.[1] ?? null,
  faturaAbertaTotal: open ? 0 : null,
})
/** On 15 November 2026, a card closing on the 3rd and due on the 10th has the December statement open. */
const DECEMBER_3_10 = ['2026-12', '2026-12-10'] as const

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
  it('creates a card: 201 with exactly { id, nomeUsuario, nomeBanco } and the optional fields null, names trimmed', async () => {
    const ana = await t.asUser()
    const response = await create(ana, { nomeUsuario: '  João Silva ', nomeBanco: '\tNubank ' })
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({ id: expect.any(Number), nomeUsuario: 'João Silva', nomeBanco: 'Nubank', ...noDetails, ...holding(null) })
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
    expect(await response.json()).toEqual({ id: card.id, nomeUsuario: 'João S.', nomeBanco: 'Santander', ...noDetails, ...holding(null) })
    expect(await list(ana)).toEqual([{ id: card.id, nomeUsuario: 'João S.', nomeBanco: 'Santander', ...noDetails, ...holding(null) }])
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

describe('the optional fields: nickname, last 4 digits, statement days, limit', () => {
  const get200 = async (session: AuthSession, id: number) => api.expectStatus(get(session, id), 200, bankCardSchema)

  it('creates a card with all five, answers and stores them', async () => {
    const ana = await t.asUser()
    const response = await create(ana, { ...valid, ...details })
    expect(response.status).toBe(201)
    const card = bankCardSchema.parse(await response.json())
    expect(card).toEqual({ id: expect.any(Number), ...valid, ...details, ...holding(5000.5, DECEMBER_3_10) })
    expect(await get200(ana, card.id)).toEqual(card)
    expect(await list(ana)).toEqual([card])
  })

  it('trims the nickname; blank text is null; days and the limit may be text; the limit may be 0', async () => {
    const ana = await t.asUser()
    const trimmed = await api.expectStatus(
      create(ana, { ...valid, apelido: '  Black  ', final: ' 9876 ', diaFechamento: '28', diaVencimento: ' 5 ', limite: '1.234,56' }),
      201,
      bankCardSchema,
    )
    expect(trimmed).toMatchObject({ apelido: 'Black', final: '9876', diaFechamento: 28, diaVencimento: 5, limite: 1234.56 })
    const blank = await api.expectStatus(create(ana, { ...valid, apelido: '   ', final: '', diaFechamento: '', diaVencimento: ' ', limite: '' }), 201, bankCardSchema)
    expect(blank).toEqual({ id: blank.id, ...valid, ...noDetails, ...holding(null) })
    const nulls = await api.expectStatus(create(ana, { ...valid, ...noDetails }), 201, bankCardSchema)
    expect(nulls).toEqual({ id: nulls.id, ...valid, ...noDetails, ...holding(null) })
    expect(await api.expectStatus(create(ana, { ...valid, limite: 0, apelido: 'a'.repeat(40), diaFechamento: 31, diaVencimento: 1 }), 201, bankCardSchema)).toMatchObject({
      limite: 0,
      diaFechamento: 31,
      diaVencimento: 1,
    })
  })

  it('matches the new keys ignoring case', async () => {
    const ana = await t.asUser()
    const card = await api.expectStatus(
      create(ana, { NOMEUSUARIO: 'Ana', nomebanco: 'Itaú', APELIDO: 'Uniclass', Final: '4321', DIAFECHAMENTO: 3, diavencimento: 10, Limite: 800 }),
      201,
      bankCardSchema,
    )
    expect(card).toMatchObject({ apelido: 'Uniclass', final: '4321', diaFechamento: 3, diaVencimento: 10, limite: 800 })
    const updated = await api.expectStatus(update(ana, { ID: card.id, NomeUsuario: 'Ana', NomeBanco: 'Itaú', ApElIdO: null, LIMITE: '900' }), 200, bankCardSchema)
    expect(updated).toMatchObject({ apelido: null, final: '4321', diaFechamento: 3, diaVencimento: 10, limite: 900 })
  })

  it.each([
    ['only the closing day', { diaFechamento: 3 }, 'diaVencimento', 'card_days_pair'],
    ['only the due day', { diaVencimento: 10 }, 'diaFechamento', 'card_days_pair'],
    ['a closing day and a null due day', { diaFechamento: 3, diaVencimento: null }, 'diaVencimento', 'card_days_pair'],
    ['a blank closing day and a due day', { diaFechamento: ' ', diaVencimento: 10 }, 'diaFechamento', 'card_days_pair'],
    ['closing day 0', { diaFechamento: 0, diaVencimento: 10 }, 'diaFechamento', 'invalid_card_day'],
    ['due day 32', { diaFechamento: 3, diaVencimento: 32 }, 'diaVencimento', 'invalid_card_day'],
    ['closing day 1.5', { diaFechamento: 1.5, diaVencimento: 10 }, 'diaFechamento', 'invalid_card_day'],
    ['due day "x"', { diaFechamento: 3, diaVencimento: 'x' }, 'diaVencimento', 'invalid_card_day'],
    ['closing day -3', { diaFechamento: -3, diaVencimento: 10 }, 'diaFechamento', 'invalid_card_day'],
    ['closing day true', { diaFechamento: true, diaVencimento: 10 }, 'diaFechamento', 'invalid_card_day'],
    ['final "123"', { final: '123' }, 'final', 'invalid_card_final'],
    ['final "12345"', { final: '12345' }, 'final', 'invalid_card_final'],
    ['final "12a4"', { final: '12a4' }, 'final', 'invalid_card_final'],
    ['final "１２３４" (full-width digits)', { final: '１２３４' }, 'final', 'invalid_card_final'],
    ['final as the number 1234', { final: 1234 }, 'final', 'invalid_card_final'],
    ['limite -1', { limite: -1 }, 'limite', 'invalid_amount'],
    ['limite "abc"', { limite: 'abc' }, 'limite', 'invalid_amount'],
    ['limite 1.234 (3 decimals)', { limite: 1.234 }, 'limite', 'invalid_amount'],
    ['a nickname of 41 characters', { apelido: 'x'.repeat(41) }, 'apelido', 'too_long'],
    ['a nickname that is a number', { apelido: 7 }, 'apelido', 'invalid_type'],
  ])('%s: 400 with the field error, nothing stored', async (_case, extra, field, code) => {
    const ana = await t.asUser()
    const body = await errorBody(create(ana, { ...valid, ...extra }, 'en'), 400)
    expect(body.errorCodes).toEqual({ [field]: code })
    expect(body.code).toBe(code)
    expect(await list(ana)).toEqual([])
  })

  it('says which day is missing in both languages, beside a missing name', async () => {
    const ana = await t.asUser()
    expect(await errorBody(create(ana, { ...valid, diaFechamento: 3 }, 'en'), 400)).toEqual({
      message: 'Fill in both the closing day and the due day, or neither.',
      code: 'card_days_pair',
      errors: { diaVencimento: 'Fill in both the closing day and the due day, or neither.' },
      errorCodes: { diaVencimento: 'card_days_pair' },
    })
    expect((await errorBody(create(ana, { ...valid, diaVencimento: 10 }, 'pt-BR'), 400)).errors).toEqual({
      diaFechamento: 'Preencha o dia de fechamento e o dia de vencimento, ou nenhum dos dois.',
    })
    expect(await errorBody(create(ana, { nomeBanco: 'Nubank', diaVencimento: 10, final: '1' }, 'pt-BR'), 400)).toEqual({
      message: 'Preencha todos os campos obrigatórios.',
      code: 'fill_required_fields',
      errors: { nomeUsuario: 'Campo obrigatório', final: 'Use os 4 últimos dígitos do número do cartão.', diaFechamento: 'Preencha o dia de fechamento e o dia de vencimento, ou nenhum dos dois.' },
      errorCodes: { nomeUsuario: 'required', final: 'invalid_card_final', diaFechamento: 'card_days_pair' },
    })
  })

  it('PATCH without the optional keys keeps them (the spec client sends only the names)', async () => {
    const ana = await t.asUser()
    const card = await api.expectStatus(create(ana, { ...valid, ...details }), 201, bankCardSchema)
    const renamed = await api.expectStatus(update(ana, { Id: card.id, NomeUsuario: 'João S.', NomeBanco: 'Nubank' }), 200, bankCardSchema)
    expect(renamed).toEqual({ id: card.id, nomeUsuario: 'João S.', nomeBanco: 'Nubank', ...details, ...holding(5000.5, DECEMBER_3_10) })
    const limitOnly = await api.expectStatus(update(ana, { id: card.id, ...valid, limite: 0 }), 200, bankCardSchema)
    expect(limitOnly).toEqual({ id: card.id, ...valid, ...details, limite: 0, ...holding(0, DECEMBER_3_10) })
    const days = await api.expectStatus(update(ana, { id: card.id, ...valid, diaFechamento: 28, diaVencimento: 5 }), 200, bankCardSchema)
    expect(days).toEqual({ id: card.id, ...valid, ...details, limite: 0, diaFechamento: 28, diaVencimento: 5, ...holding(0, ['2026-12', '2026-12-05']) })
    expect(await get200(ana, card.id)).toEqual(days)
  })

  it('PATCH with null (or blank text) clears them', async () => {
    const ana = await t.asUser()
    const card = await api.expectStatus(create(ana, { ...valid, ...details }), 201, bankCardSchema)
    expect(await api.expectStatus(update(ana, { id: card.id, ...valid, ...noDetails }), 200, bankCardSchema)).toEqual({ id: card.id, ...valid, ...noDetails, ...holding(null) })
    await api.expectStatus(update(ana, { id: card.id, ...valid, ...details }), 200, bankCardSchema)
    const cleared = await api.expectStatus(update(ana, { id: card.id, ...valid, apelido: ' ', final: '', limite: '' }), 200, bankCardSchema)
    expect(cleared).toEqual({ id: card.id, ...valid, apelido: null, final: null, diaFechamento: 3, diaVencimento: 10, limite: null, ...holding(null, DECEMBER_3_10) })
  })

  it.each([
    ['one day sent, the other left out', { diaFechamento: 5 }, 'diaVencimento'],
    ['the other day sent, the first left out', { diaVencimento: 15 }, 'diaFechamento'],
    ['one day cleared, the other left out', { diaFechamento: null }, 'diaVencimento'],
    ['the due day cleared, the closing day left out', { diaVencimento: null }, 'diaFechamento'],
    ['one day cleared, the other set', { diaFechamento: null, diaVencimento: 15 }, 'diaFechamento'],
  ])('PATCH: the two days travel together (%s: 400 on %s), nothing changed', async (_case, extra, field) => {
    const ana = await t.asUser()
    const card = await api.expectStatus(create(ana, { ...valid, ...details }), 201, bankCardSchema)
    expect((await errorBody(update(ana, { id: card.id, ...valid, ...extra }), 400)).errorCodes).toEqual({ [field]: 'card_days_pair' })
    expect(await get200(ana, card.id)).toEqual(card)
  })

  it("another user's card is 404 with the new fields too, and stays as it was", async () => {
    const ana = await t.asUser()
    const bia = await t.asUser()
    const card = await api.expectStatus(create(ana, { ...valid, ...details }), 201, bankCardSchema)
    expect((await update(bia, { id: card.id, ...valid, ...noDetails })).status).toBe(404)
    expect((await update(bia, { id: card.id, ...valid, limite: 1 })).status).toBe(404)
    expect((await get(bia, card.id)).status).toBe(404)
    expect(await get200(ana, card.id)).toEqual(card)
  })

  it('the search answers the new fields too', async () => {
    const ana = await t.asUser()
    const card = await api.expectStatus(create(ana, { ...valid, ...details }), 201, bankCardSchema)
    expect(await api.expectStatus(search(ana, 'joao'), 200, bankCardListSchema)).toEqual([card])
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
      message: 'This card is used by installment plans, entries, paid statements or recurring entries and cannot be deleted.',
      code: 'bank_card_in_use',
    })
    expect((await errorBody(remove(ana, card.id, 'pt-BR'), 409)).message).toBe('Este cartão é usado por parcelamentos, lançamentos, faturas pagas ou recorrências e não pode ser excluído.')
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
    const optional = ['apelido', 'final', 'diaFechamento', 'diaVencimento', 'limite']
    expect(doc.components.schemas.BankCard.required).toEqual(expect.arrayContaining(optional))
    for (const name of ['BankCardCreate', 'BankCardUpdate']) {
      expect(Object.keys(doc.components.schemas[name].properties)).toEqual(expect.arrayContaining(optional))
      expect(doc.components.schemas[name].required ?? []).not.toEqual(expect.arrayContaining(['apelido']))
    }
    expect(doc.paths[PATH].post.description).toContain('card_days_pair')
    expect(doc.paths[PATH].patch.description).toContain('keeps its stored value')
  })
})
