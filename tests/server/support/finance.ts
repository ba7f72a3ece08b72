import { expect } from 'vitest'
import type { z } from 'zod'
import { accountHolderSchema, type AccountHolder } from '../../../src/api/schemas/account-holder'
import { bankCardSchema, type BankCard } from '../../../src/api/schemas/bank-card'
import { categorySchema, type Category } from '../../../src/api/schemas/category'
import { entryListSchema, entrySchema, monthSummaryListSchema, type Entry, type MonthSummary } from '../../../src/api/schemas/entry'
import {
  installmentPlanListSchema,
  installmentPlanSchema,
  monthlyInstallmentListSchema,
  type InstallmentPlan,
  type MonthlyInstallment,
} from '../../../src/api/schemas/installment'
import type { AuthSession, TestApp } from './test-app'

// Calls of the finance API for the server tests: `call` sends one request as a user (or anonymously),
// the create helpers expect 201 and parse the answer with the shared response schema.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export function financeApi(t: TestApp) {
  const call = (session: AuthSession | undefined, method: Method, path: string, body?: unknown, language?: string) =>
    t.request(path, { method, body, headers: session?.headers ?? {}, language })

  /** The parsed answer of a call that must answer `status`. */
  async function expectStatus<Schema extends z.ZodType>(response: Promise<Response>, status: number, schema: Schema): Promise<z.output<Schema>> {
    const answer = await response
    const text = await answer.text()
    expect(answer.status, text).toBe(status)
    return schema.parse(JSON.parse(text))
  }

  return {
    call,
    expectStatus,
    createCategory: (session: AuthSession, body: { nomeCategoria: string; tipoCategoria: string }): Promise<Category> =>
      expectStatus(call(session, 'POST', '/v1/api/categoria', body), 201, categorySchema),
    createCard: (session: AuthSession, body: { nomeUsuario: string; nomeBanco: string }): Promise<BankCard> =>
      expectStatus(call(session, 'POST', '/v1/api/cartao', body), 201, bankCardSchema),
    createHolder: (session: AuthSession, nomePessoa: string): Promise<AccountHolder> =>
      expectStatus(call(session, 'POST', '/v1/api/pessoaconta', { nomePessoa }), 201, accountHolderSchema),
    createEntry: (session: AuthSession, body: Record<string, unknown>): Promise<Entry> =>
      expectStatus(call(session, 'POST', '/v1/api/lancamento', body), 201, entrySchema),
    createPlan: (session: AuthSession, body: Record<string, unknown>): Promise<InstallmentPlan> =>
      expectStatus(call(session, 'POST', '/v1/api/parcelamento', body), 201, installmentPlanSchema),
    updatePlan: (session: AuthSession, body: Record<string, unknown>): Promise<InstallmentPlan> =>
      expectStatus(call(session, 'PUT', '/v1/api/parcelamento', body), 200, installmentPlanSchema),
    pay: (session: AuthSession, id: number, body: Record<string, unknown>): Promise<Entry> =>
      expectStatus(call(session, 'PUT', `/v1/api/lancamento/${id}/pagar`, body), 200, entrySchema),
    /** GET /v1/api/lancamento/periodo with the query given as text ('' for the default month). */
    period: (session: AuthSession, query = ''): Promise<Entry[]> =>
      expectStatus(call(session, 'GET', `/v1/api/lancamento/periodo${query}`), 200, entryListSchema),
    summary: (session: AuthSession, query = ''): Promise<MonthSummary[]> =>
      expectStatus(call(session, 'GET', `/v1/api/lancamento/resumo-mensal${query}`), 200, monthSummaryListSchema),
    plans: (session: AuthSession): Promise<InstallmentPlan[]> =>
      expectStatus(call(session, 'GET', '/v1/api/parcelamento'), 200, installmentPlanListSchema),
    installments: (session: AuthSession, planId: number): Promise<MonthlyInstallment[]> =>
      expectStatus(call(session, 'GET', `/v1/api/parcelamento/${planId}/mensais`), 200, monthlyInstallmentListSchema),
  }
}

/** The JSON error body of a response that must answer `status`. */
export async function errorBody(response: Response | Promise<Response>, status: number): Promise<{ message: string; code: string; errors?: Record<string, string> }> {
  const answer = await response
  const body = await answer.json()
  expect(answer.status, JSON.stringify(body)).toBe(status)
  return body
}
