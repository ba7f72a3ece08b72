import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { migrationsFolder } from '@server/db/client'
import { entries } from '@server/db/schema'
import { replanInstallments } from '@contract/installment'
import { errorBody, sharedFinanceApp } from './support/finance'
import { createTestClock } from './support/test-app'

// What a real month exposed (docs/product-rules.md#money): the amount really paid counts everywhere,
// a payment is more than zero, overdue entries are answered over all months, plans carry a category,
// and an edited plan stores exactly the preview the SPA computes with the same function.
// The clock is fixed on 15 November 2026, 09:00 in São Paulo.

const NOW = Date.parse('2026-11-15T12:00:00Z')

const { t, api } = sharedFinanceApp({ clock: createTestClock(NOW) })

async function owner() {
  const session = await t.asUser()
  const casa = await api.createCategory(session, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
  const salario = await api.createCategory(session, { nomeCategoria: 'Salário', tipoCategoria: 'Receita' })
  const holder = await api.createHolder(session, 'Joana da Silva')
  return { session, casa, salario, holder }
}
type Owner = Awaited<ReturnType<typeof owner>>

const bill = (who: Owner, day: string, valor: number, overrides: Record<string, unknown> = {}) => ({
  dataLancamento: `2026-11-${day}T10:00:00-03:00`,
  descricao: `Conta ${day}`,
  valor,
  tipoLancamento: 'Despesa',
  categoriaId: who.casa.id,
  situacao: 'A Pagar',
  ...overrides,
})

const planBody = (who: Owner, overrides: Record<string, unknown> = {}) => ({
  descricao: 'TV Samsung',
  valorTotal: 1999,
  numeroParcelas: 12,
  dataPrimeiraParcela: '2026-01-31T10:00:00-03:00',
  intervaloParcelas: 30,
  pessoaContaId: who.holder.id,
  cartaoId: null,
  situacao: 'Ativo',
  ...overrides,
})

describe('the amount really paid', () => {
  it('a bill of 187,33 paid with 190,15 counts 190,15 in the month summary; pending ones their amount', async () => {
    const ana = await owner()
    const luz = await api.createEntry(ana.session, bill(ana, '05', 187.33))
    await api.createEntry(ana.session, bill(ana, '06', 4394.37, { situacao: 'Pago' }))
    await api.createEntry(ana.session, bill(ana, '20', 50))
    await api.createEntry(ana.session, { ...bill(ana, '07', 1000), tipoLancamento: 'Receita', categoriaId: ana.salario.id, situacao: 'A Receber' })
    const before = (await api.summary(ana.session))[0]!
    expect(before).toMatchObject({ despesas: 4631.7, receitas: 1000, aPagar: 237.33 })
    await api.pay(ana.session, luz.id, { valorPago: 190.15, dataPagamento: '2026-11-06T12:00:00-03:00' })
    expect((await api.summary(ana.session))[0]).toEqual({ mes: '2026-11', receitas: 1000, despesas: 4634.52, saldo: -3634.52, aPagar: 50, aReceber: 1000 })
  })

  it('received income counts what entered', async () => {
    const ana = await owner()
    const freela = await api.createEntry(ana.session, { ...bill(ana, '07', 1000), tipoLancamento: 'Receita', categoriaId: ana.salario.id, situacao: 'A Receber' })
    const received = await api.pay(ana.session, freela.id, { valorPago: 950, dataPagamento: '2026-11-08T12:00:00-03:00' })
    expect(received).toMatchObject({ situacao: 'Recebido', valorPago: 950, vencido: false })
    expect((await api.summary(ana.session))[0]).toMatchObject({ receitas: 950, saldo: 950, aReceber: 0 })
  })

  it.each([0, '0,00', -1])('a payment of %s is 400 in both languages and the entry stays unpaid', async (valorPago) => {
    const ana = await owner()
    const entry = await api.createEntry(ana.session, bill(ana, '05', 187.33))
    const path = `/v1/api/lancamento/${entry.id}/pagar`
    const pt = await errorBody(api.call(ana.session, 'PUT', path, { valorPago, dataPagamento: '2026-11-06' }, 'pt-BR'), 400)
    expect(pt.errors).toEqual({ valorPago: valorPago === -1 ? 'Valor inválido: use um número com até 2 casas decimais.' : 'O valor pago deve ser maior que zero.' })
    const en = await errorBody(api.call(ana.session, 'PUT', path, { valorPago, dataPagamento: '2026-11-06' }, 'en'), 400)
    if (valorPago !== -1) expect(en.errors).toEqual({ valorPago: 'The amount paid must be greater than zero.' })
    expect((await api.period(ana.session))[0]).toMatchObject({ situacao: 'A Pagar', valorPago: null })
  })

  it('a payment dated after 2099 or before 1900 is 400', async () => {
    const ana = await owner()
    const entry = await api.createEntry(ana.session, bill(ana, '05', 10))
    for (const dataPagamento of ['2100-01-01', '1899-12-31']) {
      const body = await errorBody(api.call(ana.session, 'PUT', `/v1/api/lancamento/${entry.id}/pagar`, { valorPago: 10, dataPagamento }, 'en'), 400)
      expect(body.errors).toEqual({ dataPagamento: 'The date must be between 1900-01-01 and 2099-12-31.' })
    }
  })
})

describe('overdue entries', () => {
  it('entries answer vencido: pending and dated before today (São Paulo), whatever the month', async () => {
    const ana = await owner()
    await api.createEntry(ana.session, bill(ana, '14', 10))
    await api.createEntry(ana.session, bill(ana, '15', 20))
    await api.createEntry(ana.session, bill(ana, '13', 30, { situacao: 'Pago' }))
    const period = await api.period(ana.session)
    expect(period.map((entry) => [entry.descricao, entry.vencido])).toEqual([
      ['Conta 13', false],
      ['Conta 14', true],
      ['Conta 15', false],
    ])
  })

  it('GET /v1/api/lancamento/vencidos counts and sums over all months, oldest first; another user sees none of it', async () => {
    const ana = await owner()
    // The TV: 12 installments from 31 January, none paid: January to October are overdue on 15 November.
    const tv = await api.createPlan(ana.session, planBody(ana))
    await api.createEntry(ana.session, { ...bill(ana, '10', 700), tipoLancamento: 'Receita', categoriaId: ana.salario.id, situacao: 'A Receber' })
    await api.createEntry(ana.session, bill(ana, '16', 99))
    const response = await api.call(ana.session, 'GET', '/v1/api/lancamento/vencidos')
    expect(response.status).toBe(200)
    const overdue = (await response.json()) as { aPagar: unknown; aReceber: unknown; lancamentos: { descricao: string; vencido: boolean; parcelamentoId: number | null }[] }
    expect(overdue.aPagar).toEqual({ quantidade: 10, total: 1665.84 })
    expect(overdue.aReceber).toEqual({ quantidade: 1, total: 700 })
    expect(overdue.lancamentos.map((entry) => entry.descricao)).toEqual([...Array.from({ length: 10 }, (_, index) => `TV Samsung (${index + 1}/12)`), 'Conta 10'])
    expect(overdue.lancamentos.every((entry) => entry.vencido)).toBe(true)
    expect(overdue.lancamentos[0]!.parcelamentoId).toBe(tv.id)

    const other = await owner()
    expect(await (await api.call(other.session, 'GET', '/v1/api/lancamento/vencidos')).json()).toEqual({
      aPagar: { quantidade: 0, total: 0 },
      aReceber: { quantidade: 0, total: 0 },
      lancamentos: [],
    })
    expect((await api.call(undefined, 'GET', '/v1/api/lancamento/vencidos')).status).toBe(401)
  })
})

describe('plans with a category (issue: category totals miss card purchases)', () => {
  it('a plan takes an expense category that its entries carry; an edit moves every entry to the new one', async () => {
    const ana = await owner()
    const eletro = await api.createCategory(ana.session, { nomeCategoria: 'Eletrônicos', tipoCategoria: 'Despesa' })
    const plan = await api.createPlan(ana.session, planBody(ana, { numeroParcelas: 3, valorTotal: 300, dataPrimeiraParcela: '2026-11-10T10:00:00-03:00', categoriaId: eletro.id }))
    expect(plan.categoriaId).toBe(eletro.id)
    const entries = () => api.allEntries(ana.session)
    expect((await entries()).map((entry) => entry.categoriaId)).toEqual([eletro.id, eletro.id, eletro.id])
    const [first] = await entries()
    await api.pay(ana.session, first!.id, { valorPago: 100, dataPagamento: '2026-11-10' })
    await api.updatePlan(ana.session, { ...planBody(ana, { numeroParcelas: 3, valorTotal: 300, dataPrimeiraParcela: '2026-11-10T10:00:00-03:00' }), id: plan.id, categoriaId: ana.casa.id })
    expect((await entries()).map((entry) => [entry.situacao, entry.categoriaId])).toEqual([
      ['Pago', ana.casa.id],
      ['A Pagar', ana.casa.id],
      ['A Pagar', ana.casa.id],
    ])
    // Without a category, as before.
    await api.updatePlan(ana.session, { ...planBody(ana, { numeroParcelas: 3, valorTotal: 300, dataPrimeiraParcela: '2026-11-10T10:00:00-03:00' }), id: plan.id })
    expect((await entries()).map((entry) => entry.categoriaId)).toEqual([null, null, null])
  })

  it('an income category, another user’s or an unknown one is 400 on the field; a category a plan uses is 409 on delete', async () => {
    const ana = await owner()
    const other = await owner()
    for (const [categoriaId, code] of [
      [ana.salario.id, 'category_type_mismatch'],
      [other.casa.id, 'unknown_category'],
      [999_999, 'unknown_category'],
    ] as const) {
      const body = await errorBody(api.call(ana.session, 'POST', '/v1/api/parcelamento', planBody(ana, { categoriaId }), 'en'), 400)
      expect(body).toMatchObject({ code, errorCodes: { categoriaId: code } })
    }
    const plan = await api.createPlan(ana.session, planBody(ana, { categoriaId: ana.casa.id, situacao: 'Cancelado' }))
    expect((await errorBody(api.call(ana.session, 'DELETE', `/v1/api/categoria/${ana.casa.id}`, undefined, 'en'), 409)).code).toBe('category_in_use')
    expect((await api.call(ana.session, 'DELETE', `/v1/api/parcelamento/${plan.id}`)).status).toBe(204)
    expect((await api.call(ana.session, 'DELETE', `/v1/api/categoria/${ana.casa.id}`)).status).toBe(204)
  })
})

describe('editing a plan stores exactly what replanInstallments previews', () => {
  it('TV 12 × 1.999,00 from 31/01, installment 11 paid at 170,00, total edited to 2.100,00', async () => {
    const ana = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana))
    const eleventh = (await api.allEntries(ana.session)).find((entry) => entry.descricao === 'TV Samsung (11/12)')!
    await api.pay(ana.session, eleventh.id, { valorPago: 170, dataPagamento: '2026-11-30' })
    const paid = (await api.installments(ana.session, plan.id)).filter((row) => row.situacao === 'Pago')
    const edit = planBody(ana, { valorTotal: 2100 })
    const preview = replanInstallments(
      { valorTotal: 210000, numeroParcelas: 12, dataPrimeiraParcela: new Date(edit.dataPrimeiraParcela), intervaloParcelas: 30 },
      paid.map((row) => ({ numeroParcela: row.numeroParcela, dataVencimento: new Date(row.dataVencimento), valorParcela: Math.round(row.valorParcela * 100) })),
    )
    expect(preview.problem).toBeNull()
    // The paid one keeps its installment value (166,58; it was paid at 170,00), the rest 6 × 175,77 + 5 × 175,76.
    expect(preview.schedule!.map((row) => row.valorParcela)).toEqual([17577, 17577, 17577, 17577, 17577, 17577, 17576, 17576, 17576, 17576, 16658, 17576])
    await api.updatePlan(ana.session, { ...edit, id: plan.id })
    const stored = await api.installments(ana.session, plan.id)
    expect(stored.map((row) => [row.numeroParcela, Math.round(row.valorParcela * 100), Date.parse(row.dataVencimento)])).toEqual(
      preview.schedule!.map((row) => [row.numeroParcela, row.valorParcela, row.dataVencimento.getTime()]),
    )
  })

  it('a count below the highest paid number names the real rule (1 of 5 paid, but it is #5)', async () => {
    const ana = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana, { numeroParcelas: 5, valorTotal: 500 }))
    const fifth = (await api.allEntries(ana.session)).find((entry) => entry.descricao === 'TV Samsung (5/5)')!
    await api.pay(ana.session, fifth.id, { valorPago: 100, dataPagamento: '2026-11-10' })
    const body = await errorBody(api.call(ana.session, 'PUT', '/v1/api/parcelamento', { ...planBody(ana, { numeroParcelas: 3, valorTotal: 500 }), id: plan.id }, 'pt-BR'), 400)
    expect(body.errors).toEqual({ numeroParcelas: 'O número de parcelas não pode ser menor que o número da maior parcela já paga.' })
    expect(replanInstallments({ valorTotal: 50000, numeroParcelas: 3, dataPrimeiraParcela: new Date(), intervaloParcelas: 30 }, [{ numeroParcela: 5, dataVencimento: new Date(), valorParcela: 10000 }]).problem).toEqual({
      field: 'numeroParcelas',
      code: 'installment_count_below_paid',
    })
  })
})


describe('migration 0004 repairs the installments earlier versions orphaned', () => {
  it('an unpaid installment gets its A Pagar entry back and a paid one its Pago entry; a Cancelado plan’s unpaid ones none', async () => {
    const ana = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana, { numeroParcelas: 3, valorTotal: 300, dataPrimeiraParcela: '2026-11-10T10:00:00-03:00', categoriaId: ana.casa.id }))
    const cancelled = await api.createPlan(ana.session, planBody(ana, { descricao: 'Sofá', numeroParcelas: 2, valorTotal: 200, situacao: 'Cancelado' }))
    const before = await api.allEntries(ana.session)
    await api.pay(ana.session, before[0]!.id, { valorPago: 101.5, dataPagamento: '2026-11-10T12:00:00-03:00' })
    const paidEntry = (await api.allEntries(ana.session))[0]!
    // What DELETE /v1/api/lancamento did before this version, straight in the database.
    await t.db.delete(entries).where(eq(entries.id, before[0]!.id))
    await t.db.delete(entries).where(eq(entries.id, before[1]!.id))
    const repair = readFileSync(join(migrationsFolder, '0004_plan_category.sql'), 'utf8').split('--> statement-breakpoint').at(-1)!
    await t.db.execute(sql.raw(repair))
    const after = await api.allEntries(ana.session)
    const strip = ({ id: _id, ...rest }: (typeof after)[number]) => rest
    // The restored entries are as they were, with new ids.
    expect(after.map(strip)).toEqual([paidEntry, before[1]!, before[2]!].map(strip))
    expect(after.filter((entry) => entry.parcelamentoId === cancelled.id)).toEqual([])
    expect(after.every((entry) => entry.parcelamentoId === plan.id)).toBe(true)
    // Run again, it adds nothing.
    await t.db.execute(sql.raw(repair))
    expect(await api.allEntries(ana.session)).toEqual(after)
  })
})
