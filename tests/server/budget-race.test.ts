import { describe, expect, it } from 'vitest'
import { budgetListSchema, budgetSchema } from '@contract/planning'
import { sharedFinanceApp } from './support/finance'
import { createTestClock } from './support/test-app'

// Budget writes of one category and month at the same time (docs/product-rules.md#budgets-and-projection). A DELETE adds a row without a
// limit when an earlier repeating limit would still apply, and a PUT of the same month inserts its row: on
// PostgreSQL one of two such writes running at once hit the unique key (categoria_id, mes) and answered 500
// (19 of 60 mixed calls). Every call must now answer as it would alone, and the month end as one of the
// calls, applied last, leaves it (docs/product-rules.md#budgets-and-projection).

const { t, api } = sharedFinanceApp({ clock: createTestClock(Date.parse('2026-11-15T12:00:00Z')), config: { writeLimitPerMinute: 1_000_000_000 } })

describe('budget writes of one category and month at the same time', () => {
  it('60 mixed PUT/DELETE: no 500, each 200 or 204, the month as one of them left it', async () => {
    const session = await t.asUser()
    const category = await api.createCategory(session, { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' })
    const budgetsOf = (mes: string) => api.expectStatus(api.call(session, 'GET', `/v1/api/orcamento?mes=${mes}`), 200, budgetListSchema)
    // A repeating limit from October: a removal from November on writes November's row without a limit.
    await api.expectStatus(api.call(session, 'PUT', '/v1/api/orcamento', { mes: '2026-10', categoriaId: category.id, valorLimite: 500, repetir: true }), 200, budgetSchema)

    const puts = new Map<number, boolean>()
    const calls = Array.from({ length: 60 }, (_, i) => {
      if (i % 3 === 0) return api.call(session, 'DELETE', `/v1/api/orcamento?mes=2026-11&categoriaId=${category.id}`)
      const valorLimite = 100 + i
      const repetir = i % 3 === 1
      puts.set(valorLimite, repetir)
      return api.call(session, 'PUT', '/v1/api/orcamento', { mes: '2026-11', categoriaId: category.id, valorLimite, repetir })
    })
    const answers = await Promise.all(calls)
    const statuses = answers.map((answer) => answer.status)
    const bodies = await Promise.all(answers.map((answer) => answer.text()))
    expect(statuses.filter((status) => status >= 500), bodies.filter((_, i) => statuses[i]! >= 500).join('\n')).toEqual([])
    expect(statuses.map((status, i) => [i % 3 === 0 ? 'DELETE' : 'PUT', status])).toEqual(
      statuses.map((_, i) => (i % 3 === 0 ? ['DELETE', 204] : ['PUT', 200])),
    )

    // November: none (a removal last) or one limit of a PUT with its own repetir (that PUT last).
    const november = await budgetsOf('2026-11')
    expect(november.length).toBeLessThanOrEqual(1)
    if (november[0]) {
      expect(puts.get(november[0].valorLimite)).toBe(november[0].repetir)
      expect(november[0].categoriaId).toBe(category.id)
    }
    // October keeps its limit whatever happened from November on.
    expect((await budgetsOf('2026-10')).map((row) => row.valorLimite)).toEqual([500])
    // December: a limit of one of the PUTs, the October one, or none. Not necessarily November's when November
    // repeats: one order of these very calls, run one at a time, leaves December without a limit under a repeating
    // November (a removal of November, then a one-month limit there, which moves the end of October's limit to
    // December, then a repeating one), so the month depends on the order the database took the calls in.
    const december = await budgetsOf('2026-12')
    expect(december.length).toBeLessThanOrEqual(1)
    if (december[0]) expect(december[0].valorLimite === 500 || puts.has(december[0].valorLimite)).toBe(true)

    // The category still takes ordinary writes afterwards, one at a time as before.
    expect((await api.call(session, 'DELETE', `/v1/api/orcamento?mes=2026-11&categoriaId=${category.id}`)).status).toBe(204)
    expect(await budgetsOf('2026-11')).toEqual([])
    expect((await budgetsOf('2026-12')).length).toBe(0)
    await api.expectStatus(api.call(session, 'PUT', '/v1/api/orcamento', { mes: '2026-11', categoriaId: category.id, valorLimite: 42, repetir: true }), 200, budgetSchema)
    expect((await budgetsOf('2026-12')).map((row) => row.valorLimite)).toEqual([42])
  })
})
