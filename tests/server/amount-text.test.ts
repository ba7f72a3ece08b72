// Amounts sent as text (docs/product-rules.md#money): the API reads them with the same rule as the SPA's
// inputs (src/contract/money.ts readAmount) — Brazilian thousands dots and decimal comma, with or without
// R$, the original price forms, the English way when both separators are there — and a refusal names the problem in
// the request's language. JSON numbers are untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Category } from '@contract/category'
import { errorBody, financeApi, electricityBill } from './support/finance'
import { createTestApp, type AuthSession, type TestApp } from './support/test-app'

let t: TestApp
let api: ReturnType<typeof financeApi>
let session: AuthSession
let category: Category
beforeAll(async () => {
  t = await createTestApp()
  api = financeApi(t)
  session = await t.asUser()
  category = await api.createCategory(session, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
})
afterAll(() => t.close())

const entry = (valor: unknown) => electricityBill(category.id, { valor })
const create = (valor: unknown, language = 'en') => api.call(session, 'POST', '/v1/api/lancamento', entry(valor), language)

describe('amount text', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['R$ 1.000,00', 1000],
    ['1.234', 1234],
    ['1.234.567,89', 1234567.89],
    ['1,234.56', 1234.56],
    ['19,99', 19.99],
    ['19.99', 19.99],
  ])('%j is stored as %d', async (valor, stored) => {
    const response = await create(valor)
    expect(response.status).toBe(201)
    expect((await response.json()).valor).toBe(stored)
  })

  it.each([
    ['1,234', 'amount_decimals', 'Use at most 2 decimals, after the dot: 1,234.56.', 'Use no máximo 2 casas decimais, depois da vírgula: 1.234,56.'],
    ['1.23.456', 'amount_grouping', 'Separate thousands in groups of 3 digits: 1,234,567.89.', 'Separe os milhares em grupos de 3 dígitos: 1.234.567,89.'],
    ['1.000.000.000.000,00', 'amount_too_large', 'The amount is too large: at most 999,999,999,999.99.', 'Valor alto demais: no máximo 999.999.999.999,99.'],
  ])('%j is refused with %s, named in the request language', async (valor, code, en, pt) => {
    expect(await errorBody(create(valor, 'en'), 400)).toMatchObject({ code, errors: { valor: en }, errorCodes: { valor: code } })
    expect(await errorBody(create(valor, 'pt-BR'), 400)).toMatchObject({ code, errors: { valor: pt } })
  })
})
