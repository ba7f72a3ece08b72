import { describe, expect, it } from 'vitest'
import { bankCardListSchema, bankCardSchema, type BankCard } from '@contract/bank-card'
import { emptyCardUsage, noCardDetails } from '../fixtures/bank-cards'
import { errorBody, sharedFinanceApp } from './support/finance'
import { createTestClock, type AuthSession } from './support/test-app'

// What only bank cards do: two cards of one holder at one bank, the search's own limits, and the
// optional fields (nickname, last 4 digits, statement days, limit) with what the card holds against its
// limit (docs/product-rules.md#registries-categories-bank-cards-account-holders). What the three
// registries share (create, list, update, delete, validation, ownership, in use) is in registries.test.ts.

const { t, api } = sharedFinanceApp({ clock: createTestClock(Date.parse('2026-11-15T12:00:00Z')) })

const PATH = '/v1/api/cartao'
const valid = { nomeUsuario: 'João Silva', nomeBanco: 'Banco do Brasil' }
const details = { apelido: 'Roxinho', final: '0123', diaFechamento: 3, diaVencimento: 10, limite: 5000.5 }
/** On 15 November 2026, a card closing on the 3rd and due on the 10th has the December statement open. */
const DECEMBER_3_10 = ['2026-12', '2026-12-10', '2026-12-03'] as const

const list = async (session: AuthSession): Promise<BankCard[]> => api.expectStatus(api.call(session, 'GET', PATH), 200, bankCardListSchema)
const search = (session: AuthSession, text: string, language?: string) =>
  api.call(session, 'GET', `${PATH}/usuario/${encodeURIComponent(text)}`, undefined, language)
const get = (session: AuthSession, id: number | string) => api.call(session, 'GET', `${PATH}/${id}`)
const create = (session: AuthSession, body: unknown, language?: string) => api.call(session, 'POST', PATH, body, language)
const update = (session: AuthSession, body: unknown, language?: string) => api.call(session, 'PATCH', PATH, body, language)

it('allows the same holder at the same bank twice (credit and debit)', async () => {
  const ana = await t.asUser()
  const credit = await api.createCard(ana, valid)
  const debit = await api.createCard(ana, valid)
  expect(credit.id).not.toBe(debit.id)
  expect(await list(ana)).toHaveLength(2)
})

describe('GET /v1/api/cartao/usuario/{holderName}', () => {
  it('refuses U+0000 and over-long texts with 400', async () => {
    const ana = await t.asUser()
    expect((await errorBody(search(ana, 'a\u0000'), 400)).errors).toEqual({ holderName: 'Invalid value.' })
    expect((await search(ana, 'a'.repeat(201))).status).toBe(400)
  })
})

describe('the optional fields: nickname, last 4 digits, statement days, limit', () => {
  const get200 = async (session: AuthSession, id: number) => api.expectStatus(get(session, id), 200, bankCardSchema)

  it('creates a card with all five, answers and stores them', async () => {
    const ana = await t.asUser()
    const response = await create(ana, { ...valid, ...details })
    expect(response.status).toBe(201)
    const card = bankCardSchema.parse(await response.json())
    expect(card).toEqual({ id: expect.any(Number), ...valid, ...details, ...emptyCardUsage(5000.5, DECEMBER_3_10) })
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
    expect(blank).toEqual({ id: blank.id, ...valid, ...noCardDetails, ...emptyCardUsage(null) })
    const nulls = await api.expectStatus(create(ana, { ...valid, ...noCardDetails }), 201, bankCardSchema)
    expect(nulls).toEqual({ id: nulls.id, ...valid, ...noCardDetails, ...emptyCardUsage(null) })
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
    expect(renamed).toEqual({ id: card.id, nomeUsuario: 'João S.', nomeBanco: 'Nubank', ...details, ...emptyCardUsage(5000.5, DECEMBER_3_10) })
    const limitOnly = await api.expectStatus(update(ana, { id: card.id, ...valid, limite: 0 }), 200, bankCardSchema)
    expect(limitOnly).toEqual({ id: card.id, ...valid, ...details, limite: 0, ...emptyCardUsage(0, DECEMBER_3_10) })
    const days = await api.expectStatus(update(ana, { id: card.id, ...valid, diaFechamento: 28, diaVencimento: 5 }), 200, bankCardSchema)
    expect(days).toEqual({ id: card.id, ...valid, ...details, limite: 0, diaFechamento: 28, diaVencimento: 5, ...emptyCardUsage(0, ['2026-12', '2026-12-05', '2026-11-28']) })
    expect(await get200(ana, card.id)).toEqual(days)
  })

  it('PATCH with null (or blank text) clears them', async () => {
    const ana = await t.asUser()
    const card = await api.expectStatus(create(ana, { ...valid, ...details }), 201, bankCardSchema)
    expect(await api.expectStatus(update(ana, { id: card.id, ...valid, ...noCardDetails }), 200, bankCardSchema)).toEqual({ id: card.id, ...valid, ...noCardDetails, ...emptyCardUsage(null) })
    await api.expectStatus(update(ana, { id: card.id, ...valid, ...details }), 200, bankCardSchema)
    const cleared = await api.expectStatus(update(ana, { id: card.id, ...valid, apelido: ' ', final: '', limite: '' }), 200, bankCardSchema)
    expect(cleared).toEqual({ id: card.id, ...valid, apelido: null, final: null, diaFechamento: 3, diaVencimento: 10, limite: null, ...emptyCardUsage(null, DECEMBER_3_10) })
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
    expect((await update(bia, { id: card.id, ...valid, ...noCardDetails })).status).toBe(404)
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

describe('OpenAPI document', () => {
  it('documents the search’s answers and the optional fields', async () => {
    const doc = await (await t.request('/api/openapi.json')).json()
    expect(Object.keys(doc.paths[`${PATH}/usuario/{holderName}`].get.responses)).toEqual(expect.arrayContaining(['200', '404']))
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
