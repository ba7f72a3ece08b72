import { eq, sql, type SQL } from 'drizzle-orm'
import { expect } from 'vitest'
import type { z } from 'zod'
import { zonedWallTime } from '@contract/calendar'
import { accountHolderSchema, type AccountHolder } from '@contract/account-holder'
import { bankAccountSchema, type BankAccount } from '@contract/bank-account'
import { bankCardSchema, type BankCard } from '@contract/bank-card'
import { categorySchema, type Category } from '@contract/category'
import { entryListSchema, entrySchema, monthSummaryListSchema, type Entry, type MonthSummary } from '@contract/entry'
import {
  installmentPlanListSchema,
  installmentPlanSchema,
  monthlyInstallmentListSchema,
  type InstallmentPlan,
  type MonthlyInstallment,
} from '@contract/installment'
import { entries, users } from '@server/db/schema'
import { sharedTestApp, standIn, type AuthSession, type TestApp, type TestAppOverrides } from './test-app'

// Calls of the finance API for the server tests: `call` sends one request as a user (or anonymously),
// the create helpers expect 201 and parse the answer with the shared response schema.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type FinanceApi = ReturnType<typeof financeApi>

/** The body of the usual test entry: a R$ 120,50 electricity bill of 10 November 2026, to pay; `overrides` win. */
export const electricityBill = (categoriaId: number, overrides: Record<string, unknown> = {}) => ({
  dataLancamento: '2026-11-10T10:00:00-03:00',
  descricao: 'Conta de luz',
  valor: 120.5,
  tipoLancamento: 'Despesa',
  categoriaId,
  situacao: 'A Pagar',
  ...overrides,
})

/**
 * One test app for the file's tests, with its finance API: `const { t, api } = sharedFinanceApp(overrides)` at the
 * top of the file opens it before the tests (beforeAll) and closes it after them (afterAll). `t` and `api` stand for
 * the opened ones; using them before the file's tests start throws.
 */
export function sharedFinanceApp(overrides: TestAppOverrides = {}): { t: TestApp; api: FinanceApi } {
  const t = sharedTestApp(overrides)
  let api: FinanceApi | undefined
  return { t, api: standIn(() => (api ??= financeApi(t))) }
}

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

  /**
   * Every entry of the user, through GET periodo 366 days at a time (the most one call
   * covers: docs/product-rules.md#dates) over the São Paulo days its entries span, which are read from the database.
   */
  async function allEntries(session: AuthSession): Promise<Entry[]> {
    const epochMs = (instant: SQL) => sql<number | null>`(extract(epoch from ${instant}) * 1000)::float8`
    const [span] = await t.db
      .select({ first: epochMs(sql`min(${entries.dataLancamento})`), last: epochMs(sql`max(${entries.dataLancamento})`) })
      .from(entries)
      .innerJoin(users, eq(users.id, entries.userId))
      .where(sql`lower(${users.username}) = ${session.username.toLowerCase()}`)
    if (span?.first == null || span.last == null) return []
    const dayNumber = (ms: number) => {
      const wall = zonedWallTime(new Date(ms))
      return Date.UTC(wall.year, wall.month - 1, wall.day) / 86_400_000
    }
    const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10)
    const found: Entry[] = []
    for (let from = dayNumber(span.first), last = dayNumber(span.last); from <= last; from += 366) {
      found.push(...(await expectStatus(call(session, 'GET', `/v1/api/lancamento/periodo?dataInicio=${isoDay(from)}&dataFim=${isoDay(Math.min(from + 365, last))}`), 200, entryListSchema)))
    }
    return found
  }

  return {
    call,
    expectStatus,
    allEntries,
    createCategory: (session: AuthSession, body: { nomeCategoria: string; tipoCategoria: string }): Promise<Category> =>
      expectStatus(call(session, 'POST', '/v1/api/categoria', body), 201, categorySchema),
    createCard: (session: AuthSession, body: { nomeUsuario: string; nomeBanco: string } & Record<string, unknown>): Promise<BankCard> =>
      expectStatus(call(session, 'POST', '/v1/api/cartao', body), 201, bankCardSchema),
    createHolder: (session: AuthSession, nomePessoa: string): Promise<AccountHolder> =>
      expectStatus(call(session, 'POST', '/v1/api/pessoaconta', { nomePessoa }), 201, accountHolderSchema),
    createAccount: (session: AuthSession, body: Record<string, unknown>): Promise<BankAccount> =>
      expectStatus(call(session, 'POST', '/v1/api/contabancaria', body), 201, bankAccountSchema),
    createEntry: (session: AuthSession, body: Record<string, unknown>): Promise<Entry> =>
      expectStatus(call(session, 'POST', '/v1/api/lancamento', body), 201, entrySchema),
    /** A card purchase (an expense A Pagar, "Compra <date>") on `date` (a date-time or a São Paulo day); `overrides` win. */
    cardPurchase: (session: AuthSession, card: { cartaoId: number; categoriaId: number }, date: string, valor: number, overrides: Record<string, unknown> = {}): Promise<Entry> =>
      expectStatus(
        call(session, 'POST', '/v1/api/lancamento', { dataLancamento: date, descricao: `Compra ${date}`, valor, tipoLancamento: 'Despesa', situacao: 'A Pagar', ...card, ...overrides }),
        201,
        entrySchema,
      ),
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
export async function errorBody(response: Response | Promise<Response>, status: number): Promise<{ message: string; code: string; errors?: Record<string, string>; errorCodes?: Record<string, string> }> {
  const answer = await response
  const body = await answer.json()
  expect(answer.status, JSON.stringify(body)).toBe(status)
  return body
}
