import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { bankAccountListSchema } from '@contract/bank-account'
import { budgetListSchema, projectionSchema } from '@contract/planning'
import { categoryListSchema } from '@contract/category'
import { addCalendarDays } from '@contract/days'
import { recurrenceListSchema } from '@contract/recurrence'
import { installmentPlanListSchema } from '@contract/installment'
import { users } from '@server/db/schema'
import { DEFAULT_CATEGORIES } from '@server/services/default-categories'
import { householdCounts, planHousehold, writeHousehold } from '@server/services/demo-household'
import { cardTruth } from './support/card-truth'
import { sharedFinanceApp } from './support/finance'
import { createTestClock, type AuthSession } from './support/test-app'

// The demo household (docs/product-rules.md#the-visitors-demo): made from a seed and today, it obeys every money rule
// the API applies — the card-truth checks run on it as on any user's data — on ordinary days and on the month's edges.

const { t, api } = sharedFinanceApp({ clock: createTestClock(Date.parse('2026-12-04T15:00:00Z')), config: { writeLimitPerMinute: 1_000_000_000 } })

/** Moves the test clock to 15:00 UTC (noon in São Paulo) of `day`. */
function setToday(day: string) {
  t.clock.advance(Date.parse(`${day}T15:00:00Z`) - t.clock.now())
}

/** A user with the household of `seed` written into their account on the clock's today. */
async function householdUser(seed: number, today: string, language: 'pt' | 'en' = 'pt'): Promise<AuthSession> {
  const session = await t.asUser()
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.username})`, session.username.toLowerCase()))
  const plan = planHousehold({ seed, today, language })
  await t.db.transaction((tx) => writeHousehold(tx, user!.id, plan))
  return session
}

describe('the plan', () => {
  it('is the same for the same seed and day, and another for another seed', () => {
    const first = planHousehold({ seed: 7, today: '2026-12-04', language: 'pt' })
    expect(planHousehold({ seed: 7, today: '2026-12-04', language: 'pt' })).toEqual(first)
    expect(planHousehold({ seed: 8, today: '2026-12-04', language: 'pt' }).entries).not.toEqual(first.entries)
  })

  it.each(['2026-12-04', '2027-01-31', '2027-03-01', '2028-02-29', '2027-07-15'])('on %s: a year of entries up to today and what is scheduled after it', (today) => {
    const plan = planHousehold({ seed: 11, today, language: 'pt' })
    const counts = householdCounts(plan)
    const upToToday = plan.entries.filter((entry) => entry.date <= today).length
    expect(upToToday).toBeGreaterThan(1_350)
    expect(upToToday).toBeLessThan(1_700)
    expect(plan.entries.filter((entry) => entry.date > today).length).toBeGreaterThan(100)
    expect(plan.entries.every((entry) => entry.date >= addCalendarDays(today, -366))).toBe(true)
    expect(counts).toMatchObject({ contasBancarias: 3, cartoes: 2, parcelamentos: 2, categorias: DEFAULT_CATEGORIES.length })
    expect(plan.plans.filter((row) => row.cartao !== null)).toHaveLength(1)
  })
})

describe.each([
  ['2026-12-04', 101],
  ['2027-01-31', 102],
  ['2027-03-01', 103],
  ['2028-02-29', 104],
])('the household on %s', (today, seed) => {
  let session: AuthSession
  beforeAll(async () => {
    setToday(today)
    session = await householdUser(seed, today)
  })

  it('obeys card truth: overdue, forecast, used limits and statement totals agree, and reading changes nothing', async () => {
    const screens = await cardTruth(t, today).expectConsistent(session)
    // One bill overdue (the water bill), no overdue card statement.
    expect(screens.due.vencidos.faturas).toEqual([])
    expect(screens.overdueEntries).toHaveLength(1)
    expect(screens.due.vencidos.quantidade).toBe(1)
    // Card A: a closed statement due within the week, unpaid; card B: its statement is open.
    const [cardA, cardB] = screens.cards
    expect(cardA!.proximaFatura!.situacao).toBe('Fechada')
    expect(cardA!.proximaFatura!.dataVencimento).toBe(addCalendarDays(today, 3))
    expect(cardA!.proximaFatura!.restante).toBeGreaterThan(500)
    expect(cardB!.proximaFatura!.situacao).toBe('Aberta')
    expect(screens.due.aVencer.faturas.map((bill) => bill.cartaoId)).toContain(cardA!.id)
    // Every statement before them is paid.
    for (const [index, statements] of screens.statements.entries()) {
      const before = statements.filter((row) => row.dataVencimento < today)
      expect(before.length, `card ${index} statements before today`).toBeGreaterThan(9)
      expect(before.every((row) => row.situacao === 'Paga'), `card ${index}`).toBe(true)
    }
    // The projection (the page's 90 days) dips well below today's balance before the salary comes.
    const projection = await api.expectStatus(api.call(session, 'GET', '/v1/api/financas/projecao'), 200, projectionSchema)
    expect(projection.menorSaldo.saldo).toBeLessThan(projection.saldoAtual - 3_000)
    expect(projection.menorSaldo.data > today).toBe(true)
    // No account below zero.
    expect(screens.accounts.every((account) => account.saldoAtual >= 0)).toBe(true)
  })

  it('has budgets with one over its limit this month, series, plans and the default categories', async () => {
    const budgets = await api.expectStatus(api.call(session, 'GET', '/v1/api/orcamento'), 200, budgetListSchema)
    expect(budgets.length).toBeGreaterThanOrEqual(5)
    expect(budgets.filter((budget) => budget.gasto > budget.valorLimite)).toHaveLength(1)
    const series = await api.expectStatus(api.call(session, 'GET', '/v1/api/recorrencia'), 200, recurrenceListSchema)
    expect(series.filter((row) => row.tipoLancamento === 'Receita').length).toBeGreaterThanOrEqual(2)
    expect(series.every((row) => row.proximaOcorrencia !== null && row.proximaOcorrencia >= today)).toBe(true)
    const plans = await api.expectStatus(api.call(session, 'GET', '/v1/api/parcelamento'), 200, installmentPlanListSchema)
    expect(plans).toHaveLength(2)
    const categories = await api.expectStatus(api.call(session, 'GET', '/v1/api/categoria'), 200, categoryListSchema)
    expect(categories.map((row) => row.nomeCategoria).sort()).toEqual(DEFAULT_CATEGORIES.map((row) => row.nome.pt).sort())
    const accounts = await api.expectStatus(api.call(session, 'GET', '/v1/api/contabancaria'), 200, bankAccountListSchema)
    expect(accounts).toHaveLength(3)
  })
})

it('speaks the visitor’s language: English names and descriptions', async () => {
  setToday('2026-12-04')
  const session = await householdUser(5, '2026-12-04', 'en')
  const categories = await api.expectStatus(api.call(session, 'GET', '/v1/api/categoria'), 200, categoryListSchema)
  expect(categories.map((row) => row.nomeCategoria)).toContain('Groceries')
  const entries = await api.period(session, '?dataInicio=2026-11-01&dataFim=2026-11-30')
  expect(entries.some((entry) => entry.descricao === 'Rent')).toBe(true)
  expect(entries.some((entry) => /Aluguel|Supermercado|Padaria/.test(entry.descricao))).toBe(false)
})
