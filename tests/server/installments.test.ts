import fc from 'fast-check'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountHolder } from '@contract/account-holder'
import type { BankCard } from '@contract/bank-card'
import { parseFinanceDate, zonedWallTime, daysInMonth } from '@contract/calendar'
import { installmentPlanSchema, installmentSchedule, splitCents, type InstallmentPlan } from '@contract/installment'
import { MONEY_MAX_CENTS, toCents } from '@contract/money'
import { entries, monthlyInstallments } from '@server/db/schema'
import { errorBody, sharedFinanceApp } from './support/finance'
import { createTestClock, type AuthSession } from './support/test-app'

// Installment plans API (docs/product-rules.md#installment-plans: the split, due dates, mark-as-paid, linked
// entries, registries in use; ownership and case-insensitive keys: docs/product-rules.md#the-api). The clock is fixed on 15 November 2026 (São Paulo) so the default entry month is known.

const { t, api } = sharedFinanceApp({ clock: createTestClock(Date.parse('2026-11-15T12:00:00Z')) })

const PATH = '/v1/api/parcelamento'

interface Owner {
  session: AuthSession
  holder: AccountHolder
  card: BankCard
}

async function owner(): Promise<Owner> {
  const session = await t.asUser()
  const holder = await api.createHolder(session, 'Maria Souza')
  const card = await api.createCard(session, { nomeUsuario: 'Maria Souza', nomeBanco: 'Nubank' })
  return { session, holder, card }
}

const planBody = (who: Owner, overrides: Record<string, unknown> = {}) => ({
  descricao: 'Geladeira',
  valorTotal: 1000,
  numeroParcelas: 3,
  dataPrimeiraParcela: '2026-11-10T10:00:00-03:00',
  intervaloParcelas: 30,
  pessoaContaId: who.holder.id,
  cartaoId: who.card.id,
  situacao: 'Ativo',
  ...overrides,
})

const create = (who: Owner, body: unknown, language?: string) => api.call(who.session, 'POST', PATH, body, language)
const update = (who: Owner, body: unknown, language?: string) => api.call(who.session, 'PUT', PATH, body, language)
const remove = (who: Owner, id: number | string) => api.call(who.session, 'DELETE', `${PATH}/${id}`)
/** The plan's entries, by date. */
const planEntries = async (who: Owner) => (await api.allEntries(who.session)).filter((entry) => entry.parcelamentoMensalId !== null)

describe('POST /v1/api/parcelamento', () => {
  it('creates the plan, its installments and one expense entry per installment (201, the keys of the original client)', async () => {
    const ana = await owner()
    const response = await create(ana, planBody(ana))
    expect(response.status).toBe(201)
    const plan = await response.json()
    expect(plan).toEqual({
      id: expect.any(Number),
      descricao: 'Geladeira',
      valorTotal: 1000,
      numeroParcelas: 3,
      dataPrimeiraParcela: '2026-11-10T10:00:00.000-03:00',
      intervaloParcelas: 30,
      pessoaContaId: ana.holder.id,
      cartaoId: ana.card.id,
      categoriaId: null,
      situacao: 'Ativo',
    })
    const installments = await api.installments(ana.session, plan.id)
    expect(installments).toEqual([
      { id: expect.any(Number), numeroParcela: 1, dataVencimento: '2026-11-10T10:00:00.000-03:00', dataPagamento: null, valorParcela: 333.34, valorPago: null, situacao: 'A Pagar' },
      { id: expect.any(Number), numeroParcela: 2, dataVencimento: '2026-12-10T10:00:00.000-03:00', dataPagamento: null, valorParcela: 333.33, valorPago: null, situacao: 'A Pagar' },
      { id: expect.any(Number), numeroParcela: 3, dataVencimento: '2027-01-10T10:00:00.000-03:00', dataPagamento: null, valorParcela: 333.33, valorPago: null, situacao: 'A Pagar' },
    ])
    expect(await planEntries(ana)).toEqual(
      installments.map((installment) => ({
        id: expect.any(Number),
        dataLancamento: installment.dataVencimento,
        descricao: `Geladeira (${installment.numeroParcela}/3)`,
        observacao: null,
        valor: installment.valorParcela,
        tipoLancamento: 'Despesa',
        categoriaId: null,
        parcelamentoMensalId: installment.id,
        parcelamentoId: plan.id,
        situacao: 'A Pagar',
        valorPago: null,
        dataPagamento: null,
        // Today is 15 November: the first installment (10 November) is overdue.
        vencido: installment.numeroParcela === 1,
        contaBancariaId: null,
        cartaoId: null,
        faturaMes: null,
        recorrenciaId: null,
        dataOcorrencia: null,
        tipoItem: null,
        faturaOrigem: null,
        importacao: null,
      })),
    )
    expect(await api.plans(ana.session)).toEqual([plan])
  })

  it.each([
    ['absent', undefined],
    ['null', null],
    ['blank', ''],
  ])('a plan needs no person/account (%s): 201 with pessoaContaId null, kept through an edit and in the list', async (_, pessoaContaId) => {
    const ana = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana, { pessoaContaId }))
    expect(plan).toEqual({
      id: expect.any(Number),
      descricao: 'Geladeira',
      valorTotal: 1000,
      numeroParcelas: 3,
      dataPrimeiraParcela: '2026-11-10T10:00:00.000-03:00',
      intervaloParcelas: 30,
      pessoaContaId: null,
      cartaoId: ana.card.id,
      categoriaId: null,
      situacao: 'Ativo',
    })
    expect(await planEntries(ana)).toHaveLength(3)
    const withHolder = await api.updatePlan(ana.session, { ...planBody(ana), id: plan.id })
    expect(withHolder.pessoaContaId).toBe(ana.holder.id)
    const withoutAgain = await api.updatePlan(ana.session, { ...planBody(ana, { pessoaContaId }), id: plan.id, numeroParcelas: 4 })
    expect(withoutAgain).toEqual({ ...plan, numeroParcelas: 4 })
    expect(await api.plans(ana.session)).toEqual([withoutAgain])
    // The holder no plan uses any more may go.
    expect((await api.call(ana.session, 'DELETE', `/v1/api/pessoaconta/${ana.holder.id}`)).status).toBe(204)
  })

  it('takes the spec client’s body (Id, PascalCase, CartaoId null) with interval 30 and Ativo by default', async () => {
    const ana = await owner()
    const plan = await api.expectStatus(
      create(ana, {
        Id: 0,
        Descricao: 'Curso',
        ValorTotal: '900,00',
        NumeroParcelas: '2',
        DataPrimeiraParcela: '2026-12-01',
        PessoaContaId: ana.holder.id,
        CartaoId: null,
      }),
      201,
      installmentPlanSchema,
    )
    expect(plan).toMatchObject({ descricao: 'Curso', valorTotal: 900, numeroParcelas: 2, intervaloParcelas: 30, situacao: 'Ativo', cartaoId: null })
    expect(plan.dataPrimeiraParcela).toBe('2026-12-01T00:00:00.000-03:00')
  })

  it('cuts a long plan description so that "<plan> (n/N)" fits an entry’s 200 characters', async () => {
    const ana = await owner()
    await api.createPlan(ana.session, planBody(ana, { descricao: 'é'.repeat(200), numeroParcelas: 12, valorTotal: 12 }))
    const descriptions = (await planEntries(ana)).map((entry) => entry.descricao)
    expect(descriptions).toHaveLength(12)
    for (const [index, description] of descriptions.entries()) {
      expect([...description]).toHaveLength(200)
      expect(description.endsWith(` (${index + 1}/12)`)).toBe(true)
    }
  })
})

describe('cent-exact split', () => {
  it('splits in cents, the remainder on the first installments, for any total and count (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 420 }), fc.integer({ min: 0, max: MONEY_MAX_CENTS }), (count, extra) => {
        const total = count + (extra % (MONEY_MAX_CENTS - count + 1))
        const values = splitCents(total, count)
        expect(values).toHaveLength(count)
        expect(values.reduce((sum, value) => sum + value, 0)).toBe(total)
        expect(Math.min(...values)).toBeGreaterThanOrEqual(1)
        expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1)
        expect([...values].sort((a, b) => b - a)).toEqual(values)
      }),
      { numRuns: 500 },
    )
  })

  it('the stored installments add up to the total to the cent, through the API (property)', async () => {
    const ana = await owner()
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 100_000_000 }), async (count, extra) => {
        const totalCents = count + extra
        const valorTotal = totalCents / 100
        expect(toCents(valorTotal)).toBe(totalCents)
        const plan = await api.createPlan(ana.session, planBody(ana, { valorTotal, numeroParcelas: count }))
        const installments = await api.installments(ana.session, plan.id)
        expect(installments).toHaveLength(count)
        const cents = installments.map((installment) => toCents(installment.valorParcela)!)
        expect(cents.reduce((sum, value) => sum + value, 0)).toBe(totalCents)
        expect(cents).toEqual(splitCents(totalCents, count))
        expect(plan.valorTotal).toBe(valorTotal)
      }),
      { numRuns: 25 },
    )
  })

  it('each installment must be at least R$ 0,01 (400 with a clear message)', async () => {
    const ana = await owner()
    expect(await errorBody(create(ana, planBody(ana, { valorTotal: 0.02, numeroParcelas: 3 }), 'en'), 400)).toEqual({
      message: 'Each installment must be at least R$ 0.01.',
      code: 'installment_too_small',
      errors: { valorTotal: 'Each installment must be at least R$ 0.01.' }, errorCodes: { valorTotal: 'installment_too_small' },
    })
    expect((await errorBody(create(ana, planBody(ana, { valorTotal: 0 }), 'pt-BR'), 400)).errors).toEqual({
      valorTotal: 'Cada parcela deve ser de pelo menos R$ 0,01.',
    })
    const plan = await api.createPlan(ana.session, planBody(ana, { valorTotal: 0.03, numeroParcelas: 3 }))
    expect((await api.installments(ana.session, plan.id)).map((installment) => installment.valorParcela)).toEqual([0.01, 0.01, 0.01])
  })
})

describe('due dates: calendar monthly clamped to the month end; 15 and 7 days; São Paulo calendar', () => {
  const dueDates = async (who: Owner, dataPrimeiraParcela: string, numeroParcelas: number, intervaloParcelas = 30) => {
    const plan = await api.createPlan(who.session, planBody(who, { dataPrimeiraParcela, numeroParcelas, intervaloParcelas, valorTotal: numeroParcelas }))
    return (await api.installments(who.session, plan.id)).map((installment) => installment.dataVencimento)
  }

  it('31 January of a leap year → 29 February → 31 March → 30 April', async () => {
    expect(await dueDates(await owner(), '2024-01-31T10:00:00-03:00', 4)).toEqual([
      '2024-01-31T10:00:00.000-03:00',
      '2024-02-29T10:00:00.000-03:00',
      '2024-03-31T10:00:00.000-03:00',
      '2024-04-30T10:00:00.000-03:00',
    ])
  })

  it('31 January of a common year → 28 February; 29 February → 29 March and 28 February next year', async () => {
    expect(await dueDates(await owner(), '2025-01-31T10:00:00-03:00', 2)).toEqual(['2025-01-31T10:00:00.000-03:00', '2025-02-28T10:00:00.000-03:00'])
    const leapDay = await dueDates(await owner(), '2028-02-29T10:00:00-03:00', 13)
    expect(leapDay[1]).toBe('2028-03-29T10:00:00.000-03:00')
    expect(leapDay[12]).toBe('2029-02-28T10:00:00.000-03:00')
    // 1900 is not a leap year, 2000 is.
    expect((await dueDates(await owner(), '1900-01-31T12:00:00Z', 2))[1]).toMatch(/^1900-02-28/)
    expect((await dueDates(await owner(), '2000-01-31T12:00:00Z', 2))[1]).toMatch(/^2000-02-29/)
  })

  it('a late-evening first date stays on its São Paulo day across the year end (30 Nov 22:00 → 30 Dec → 30 Jan)', async () => {
    expect(await dueDates(await owner(), '2026-11-30T22:00:00-03:00', 3)).toEqual([
      '2026-11-30T22:00:00.000-03:00',
      '2026-12-30T22:00:00.000-03:00',
      '2027-01-30T22:00:00.000-03:00',
    ])
  })

  it('keeps the São Paulo time of day across the DST changes of 2018/2019', async () => {
    // DST began 4 Nov 2018 (-03 → -02) and ended 17 Feb 2019 (-02 → -03).
    expect(await dueDates(await owner(), '2018-10-15T10:00:00-03:00', 6)).toEqual([
      '2018-10-15T10:00:00.000-03:00',
      '2018-11-15T10:00:00.000-02:00',
      '2018-12-15T10:00:00.000-02:00',
      '2019-01-15T10:00:00.000-02:00',
      '2019-02-15T10:00:00.000-02:00',
      '2019-03-15T10:00:00.000-03:00',
    ])
  })

  it('a due date in the hour skipped by DST moves forward; one repeated takes the first occurrence', async () => {
    // 4 Nov 2018 00:30 did not exist in São Paulo: 01:30 -02:00.
    expect(await dueDates(await owner(), '2018-10-04T00:30:00-03:00', 2)).toEqual(['2018-10-04T00:30:00.000-03:00', '2018-11-04T01:30:00.000-02:00'])
    // 16 Feb 2019 23:30 happened twice (-02, then -03): the first.
    expect(await dueDates(await owner(), '2019-01-16T23:30:00-02:00', 2)).toEqual(['2019-01-16T23:30:00.000-02:00', '2019-02-16T23:30:00.000-02:00'])
  })

  it('15 and 7 days are calendar days at the same São Paulo time, across DST and month ends', async () => {
    expect(await dueDates(await owner(), '2019-02-10T23:30:00-02:00', 3, 7)).toEqual([
      '2019-02-10T23:30:00.000-02:00',
      '2019-02-17T23:30:00.000-03:00',
      '2019-02-24T23:30:00.000-03:00',
    ])
    expect(await dueDates(await owner(), '2024-01-31T10:00:00-03:00', 3, 15)).toEqual([
      '2024-01-31T10:00:00.000-03:00',
      '2024-02-15T10:00:00.000-03:00',
      '2024-03-01T10:00:00.000-03:00',
    ])
  })

  it('monthly due dates fall on the first date’s day, clamped to the month end, for any first date (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 420 }),
        (first, count) => {
          const schedule = installmentSchedule({ valorTotal: count, numeroParcelas: count, dataPrimeiraParcela: first, intervaloParcelas: 30 })
          const start = zonedWallTime(first)
          schedule.forEach((installment, index) => {
            const due = zonedWallTime(installment.dataVencimento)
            const monthIndex = start.year * 12 + start.month - 1 + index
            expect(due.year * 12 + due.month - 1).toBe(monthIndex)
            expect(due.day).toBe(Math.min(start.day, daysInMonth(due.year, due.month)))
          })
        },
      ),
      { numRuns: 200 },
    )
  })

  it('a first date after 2099 (here one whose schedule would end after the year 9999) is 400 on dataPrimeiraParcela', async () => {
    const ana = await owner()
    expect((await errorBody(create(ana, planBody(ana, { dataPrimeiraParcela: '9999-06-01', numeroParcelas: 12 }), 'en'), 400)).errors).toEqual({
      dataPrimeiraParcela: 'The date must be between 1900-01-01 and 2099-12-31.',
    })
    expect(parseFinanceDate('9999-06-01')).not.toBeNull()
  })
})

describe('validation: 400 with translated field errors, nothing stored', () => {
  let ana: Owner
  beforeAll(async () => {
    ana = await owner()
  })
  afterAll(async () => {
    expect(await api.plans(ana.session)).toEqual([])
  })

  it.each(['descricao', 'valorTotal', 'numeroParcelas', 'dataPrimeiraParcela'])(
    'a missing %s is "Fill in all required fields." in both languages',
    async (field) => {
      const body = { ...planBody(ana), [field]: undefined }
      expect(await errorBody(create(ana, body, 'en'), 400)).toEqual({
        message: 'Fill in all required fields.',
        code: 'fill_required_fields',
        errors: { [field]: 'Required field' }, errorCodes: { [field]: 'required' },
      })
      expect((await errorBody(create(ana, body, 'pt-BR'), 400)).message).toBe('Preencha todos os campos obrigatórios.')
    },
  )

  it.each([
    ['numeroParcelas', 0, 'The number of installments must be a whole number from 1 to 420.'],
    ['numeroParcelas', 421, 'The number of installments must be a whole number from 1 to 420.'],
    ['numeroParcelas', 2.5, 'The number of installments must be a whole number from 1 to 420.'],
    // Found by the fuzzer: counts so far out that no due date can be computed for them.
    ['numeroParcelas', 1.1802131811878278e76, 'The number of installments must be a whole number from 1 to 420.'],
    ['numeroParcelas', -2.5430265186795935e32, 'The number of installments must be a whole number from 1 to 420.'],
    ['numeroParcelas', 'três', 'The number of installments must be a whole number from 1 to 420.'],
    ['intervaloParcelas', 31, 'The interval must be 30, 15 or 7 days.'],
    ['intervaloParcelas', '14', 'The interval must be 30, 15 or 7 days.'],
    ['situacao', 'Encerrado', 'Invalid value.'],
    ['situacao', 3, 'Invalid value type.'],
    ['valorTotal', -10, 'Invalid amount: use a number with at most 2 decimals.'],
    ['valorTotal', 10.005, 'Invalid amount: use a number with at most 2 decimals.'],
    ['descricao', 'd'.repeat(201), 'Text too long.'],
    ['descricao', '  ', 'Required field'],
    ['dataPrimeiraParcela', '2026-13-01', 'Invalid date.'],
    ['pessoaContaId', 'x', 'Invalid value type.'],
    ['cartaoId', 0, 'Invalid value.'],
  ])('%s = %j is "%s"', async (field, value, message) => {
    expect((await errorBody(create(ana, planBody(ana, { [field]: value }), 'en'), 400)).errors).toEqual({ [field]: message })
  })

  it('a person/account or a card that is not the user’s is 400 on its field', async () => {
    const bia = await owner()
    expect(await errorBody(create(ana, planBody(ana, { pessoaContaId: bia.holder.id }), 'en'), 400)).toEqual({
      message: 'Account holder not found.',
      code: 'unknown_account_holder',
      errors: { pessoaContaId: 'Account holder not found.' }, errorCodes: { pessoaContaId: 'unknown_account_holder' },
    })
    expect(await errorBody(create(ana, planBody(ana, { cartaoId: bia.card.id }), 'pt-BR'), 400)).toEqual({
      message: 'Cartão não encontrado.',
      code: 'unknown_bank_card',
      errors: { cartaoId: 'Cartão não encontrado.' }, errorCodes: { cartaoId: 'unknown_bank_card' },
    })
    expect((await errorBody(create(ana, planBody(ana, { pessoaContaId: 2_147_483_000, cartaoId: 2_147_483_000 }), 'en'), 400)).errors).toEqual({
      pessoaContaId: 'Account holder not found.',
      cartaoId: 'Card not found.',
    })
    expect(await planEntries(ana)).toEqual([])
  })

  it('answers 400 for malformed JSON and a non-object body', async () => {
    expect((await create(ana, '{')).status).toBe(400)
    expect((await create(ana, [planBody(ana)])).status).toBe(400)
  })
})

describe('mark-as-paid propagation', () => {
  it('paying an installment’s entry pays the installment; paying the last concludes the plan', async () => {
    const ana = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana, { numeroParcelas: 2, valorTotal: 500 }))
    const [first, second] = await planEntries(ana)
    const paid = await api.pay(ana.session, first!.id, { Id: first!.id, valorPago: 249.9, dataPagamento: '2026-11-09T18:00:00-03:00' })
    expect(paid).toMatchObject({ situacao: 'Pago', valorPago: 249.9, dataPagamento: '2026-11-09T18:00:00.000-03:00', parcelamentoMensalId: first!.parcelamentoMensalId })
    expect((await api.installments(ana.session, plan.id))[0]).toMatchObject({
      situacao: 'Pago',
      valorPago: 249.9,
      dataPagamento: '2026-11-09T18:00:00.000-03:00',
      valorParcela: 250,
    })
    expect((await api.plans(ana.session))[0]!.situacao).toBe('Ativo')

    await api.pay(ana.session, second!.id, { valorPago: 250, dataPagamento: '2026-12-10T12:00:00Z' })
    expect((await api.installments(ana.session, plan.id)).map((installment) => installment.situacao)).toEqual(['Pago', 'Pago'])
    expect((await api.plans(ana.session))[0]!.situacao).toBe('Concluido')
  })

  it('an entry of an installment can be neither edited nor deleted on its own (409): the plan owns it', async () => {
    const ana = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana))
    const [entry] = await planEntries(ana)
    expect(entry!.parcelamentoId).toBe(plan.id)
    const category = await api.createCategory(ana.session, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
    const edit = { ...entry!, descricao: 'Outra', categoriaId: category.id }
    expect(await errorBody(api.call(ana.session, 'PATCH', '/v1/api/lancamento', edit, 'en'), 409)).toEqual({
      message: 'Entries of an installment plan cannot be edited; edit the plan instead.',
      code: 'entry_linked_to_installment',
    })
    expect(await errorBody(api.call(ana.session, 'DELETE', `/v1/api/lancamento?id=${entry!.id}`, undefined, 'pt-BR'), 409)).toEqual({
      message: 'Este lançamento é uma parcela de um parcelamento e não pode ser excluído sozinho; altere ou exclua o parcelamento.',
      code: 'installment_entry_delete',
    })
    expect(await planEntries(ana)).toHaveLength(3)
    expect(await api.installments(ana.session, plan.id)).toHaveLength(3)
  })

  // The invariant: every unpaid installment of a plan that is not Cancelado has its A Pagar entry, and
  // every paid installment its Pago entry, whatever a client calls in whatever order.
  const expectConsistent = async (who: Owner, planId: number) => {
    const [plan] = (await api.plans(who.session)).filter((row) => row.id === planId)
    const installments = await api.installments(who.session, planId)
    const entries = (await planEntries(who)).filter((entry) => entry.parcelamentoId === planId)
    for (const installment of installments) {
      const own = entries.filter((entry) => entry.parcelamentoMensalId === installment.id)
      if (installment.situacao === 'Pago') expect(own.map((entry) => entry.situacao)).toEqual(['Pago'])
      else expect(own.map((entry) => entry.situacao)).toEqual(plan!.situacao === 'Cancelado' ? [] : ['A Pagar'])
    }
    expect(entries).toHaveLength(entries.filter((entry) => installments.some((installment) => installment.id === entry.parcelamentoMensalId)).length)
  }

  it.each([
    ['unpaid', 0, 'Ativo'],
    ['paid', 1, 'Ativo'],
    ['last (the plan Concluido)', 3, 'Ativo'],
    ['paid, plan Cancelado', 1, 'Cancelado'],
  ])('deleting the entry of an installment (%s) is 409 and the plan stays whole', async (_, paidCount, status) => {
    const ana = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana))
    for (const entry of (await planEntries(ana)).slice(0, paidCount)) {
      await api.pay(ana.session, entry.id, { valorPago: entry.valor, dataPagamento: '2026-11-10T12:00:00Z' })
    }
    if (status === 'Cancelado') await api.updatePlan(ana.session, { ...planBody(ana), id: plan.id, situacao: 'Cancelado' })
    const target = (await planEntries(ana)).at(paidCount === 0 ? 0 : paidCount - 1)!
    expect((await api.call(ana.session, 'DELETE', `/v1/api/lancamento?id=${target.id}`)).status).toBe(409)
    // Nor through the plan's edits in any order: re-saving, cancelling and resuming keep the invariant.
    await expectConsistent(ana, plan.id)
    await api.updatePlan(ana.session, { ...planBody(ana), id: plan.id, situacao: 'Cancelado' })
    await expectConsistent(ana, plan.id)
    await api.updatePlan(ana.session, { ...planBody(ana), id: plan.id, situacao: 'Ativo' })
    await expectConsistent(ana, plan.id)
    expect((await api.installments(ana.session, plan.id)).filter((row) => row.situacao === 'Pago')).toHaveLength(paidCount)
  })
})

describe('PUT /v1/api/parcelamento: regenerate the unpaid installments, keep the paid ones', () => {
  it('keeps a paid installment and its entry; the rest is the new total minus the paid part, split again', async () => {
    const ana = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana))
    const [firstEntry] = await planEntries(ana)
    await api.pay(ana.session, firstEntry!.id, { valorPago: 333.34, dataPagamento: '2026-11-10T12:00:00Z' })
    const [paidBefore] = await api.installments(ana.session, plan.id)

    const updated = await api.updatePlan(ana.session, { ...planBody(ana), Id: plan.id, Descricao: 'Geladeira nova', ValorTotal: 1200, NumeroParcelas: 4 })
    expect(updated).toEqual({ ...plan, descricao: 'Geladeira nova', valorTotal: 1200, numeroParcelas: 4 })
    const installments = await api.installments(ana.session, plan.id)
    expect(installments[0]).toEqual(paidBefore)
    expect(installments.slice(1).map((installment) => [installment.numeroParcela, installment.valorParcela, installment.situacao])).toEqual([
      [2, 288.89, 'A Pagar'],
      [3, 288.89, 'A Pagar'],
      [4, 288.88, 'A Pagar'],
    ])
    expect(installments.reduce((sum, installment) => sum + toCents(installment.valorParcela)!, 0)).toBe(120_000)
    expect(installments[3]!.dataVencimento).toBe('2027-02-10T10:00:00.000-03:00')

    const linked = await planEntries(ana)
    expect(linked.map((entry) => [entry.descricao, entry.valor, entry.situacao])).toEqual([
      ['Geladeira (1/3)', 333.34, 'Pago'],
      ['Geladeira nova (2/4)', 288.89, 'A Pagar'],
      ['Geladeira nova (3/4)', 288.89, 'A Pagar'],
      ['Geladeira nova (4/4)', 288.88, 'A Pagar'],
    ])
    expect(linked[0]!.id).toBe(firstEntry!.id)
  })

  it('moves the unpaid due dates with a new first date and interval', async () => {
    const ana = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana))
    await api.updatePlan(ana.session, { ...planBody(ana), id: plan.id, dataPrimeiraParcela: '2027-01-05T09:00:00-03:00', intervaloParcelas: 7 })
    expect((await api.installments(ana.session, plan.id)).map((installment) => installment.dataVencimento)).toEqual([
      '2027-01-05T09:00:00.000-03:00',
      '2027-01-12T09:00:00.000-03:00',
      '2027-01-19T09:00:00.000-03:00',
    ])
    expect((await planEntries(ana)).map((entry) => entry.dataLancamento)).toEqual([
      '2027-01-05T09:00:00.000-03:00',
      '2027-01-12T09:00:00.000-03:00',
      '2027-01-19T09:00:00.000-03:00',
    ])
  })

  it('a count below the paid installments, or a total that does not cover them, is 400 and changes nothing', async () => {
    const ana = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana))
    const entries = await planEntries(ana)
    await api.pay(ana.session, entries[0]!.id, { valorPago: 333.34, dataPagamento: '2026-11-10T12:00:00Z' })
    await api.pay(ana.session, entries[1]!.id, { valorPago: 333.33, dataPagamento: '2026-12-10T12:00:00Z' })
    const before = await api.installments(ana.session, plan.id)

    expect(await errorBody(update(ana, { ...planBody(ana), id: plan.id, numeroParcelas: 1 }, 'en'), 400)).toEqual({
      message: 'The number of installments cannot be lower than the number of the highest installment already paid.',
      code: 'installment_count_below_paid',
      errors: { numeroParcelas: 'The number of installments cannot be lower than the number of the highest installment already paid.' }, errorCodes: { numeroParcelas: 'installment_count_below_paid' },
    })
    expect((await errorBody(update(ana, { ...planBody(ana), id: plan.id, valorTotal: 666.67 }, 'en'), 400)).code).toBe('installment_too_small')
    expect((await errorBody(update(ana, { ...planBody(ana), id: plan.id, numeroParcelas: 2, valorTotal: 700 }, 'en'), 400)).code).toBe(
      'plan_total_mismatch',
    )
    expect(await api.installments(ana.session, plan.id)).toEqual(before)
    expect((await api.plans(ana.session))[0]).toEqual(plan)

    // Exactly the paid part with exactly the paid count is fine: nothing is left to regenerate.
    await api.updatePlan(ana.session, { ...planBody(ana), id: plan.id, numeroParcelas: 2, valorTotal: 666.67 })
    expect(await api.installments(ana.session, plan.id)).toEqual(before.slice(0, 2))
    expect(await planEntries(ana)).toHaveLength(2)
  })

  it('validates like POST, needs an id, and is 404 for another user’s or an unknown plan', async () => {
    const ana = await owner()
    const bia = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana))
    expect((await errorBody(update(ana, planBody(ana), 'en'), 400)).errors).toEqual({ id: 'Required field' })
    expect((await update(bia, { ...planBody(bia), id: plan.id })).status).toBe(404)
    expect((await update(ana, { ...planBody(ana), id: 2_147_483_000 })).status).toBe(404)
    expect((await errorBody(update(ana, { ...planBody(ana), id: plan.id, cartaoId: bia.card.id }), 400)).code).toBe('unknown_bank_card')
    expect(await api.plans(ana.session)).toEqual([plan])
  })
})

describe('Cancelado hides the unpaid entries; another status brings them back', () => {
  it('a plan created Cancelado has its installments but no entries', async () => {
    const ana = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana, { situacao: 'Cancelado' }))
    expect(await api.installments(ana.session, plan.id)).toHaveLength(3)
    expect(await planEntries(ana)).toEqual([])
  })

  it('cancelling drops the unpaid entries from the list and the month totals; the paid one stays; restoring regenerates them', async () => {
    const ana = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana))
    const [first] = await planEntries(ana)
    await api.pay(ana.session, first!.id, { valorPago: 333.34, dataPagamento: '2026-11-10T12:00:00Z' })
    const summaryQuery = '?dataInicio=2026-11-01&dataFim=2027-01-31'
    expect((await api.summary(ana.session, summaryQuery)).map((month) => month.despesas)).toEqual([333.34, 333.33, 333.33])

    await api.updatePlan(ana.session, { ...planBody(ana), id: plan.id, situacao: 'Cancelado' })
    expect((await planEntries(ana)).map((entry) => [entry.id, entry.situacao])).toEqual([[first!.id, 'Pago']])
    expect((await api.summary(ana.session, summaryQuery)).map((month) => month.despesas)).toEqual([333.34, 0, 0])
    expect((await api.installments(ana.session, plan.id)).map((installment) => installment.situacao)).toEqual(['Pago', 'A Pagar', 'A Pagar'])

    await api.updatePlan(ana.session, { ...planBody(ana), id: plan.id, situacao: 'Suspenso' })
    expect((await planEntries(ana)).map((entry) => [entry.descricao, entry.situacao])).toEqual([
      ['Geladeira (1/3)', 'Pago'],
      ['Geladeira (2/3)', 'A Pagar'],
      ['Geladeira (3/3)', 'A Pagar'],
    ])
    expect((await api.summary(ana.session, summaryQuery)).map((month) => month.despesas)).toEqual([333.34, 333.33, 333.33])
  })
})

describe('DELETE /v1/api/parcelamento/{id}', () => {
  it('deletes the plan, its installments and unpaid entries; paid entries stay, unlinked', async () => {
    const ana = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana))
    const [first] = await planEntries(ana)
    const paid = await api.pay(ana.session, first!.id, { valorPago: 333.34, dataPagamento: '2026-11-10T12:00:00Z' })
    expect((await remove(ana, plan.id)).status).toBe(204)
    expect(await api.plans(ana.session)).toEqual([])
    expect((await api.call(ana.session, 'GET', `${PATH}/${plan.id}/mensais`)).status).toBe(404)
    expect(await api.allEntries(ana.session)).toEqual([{ ...paid, parcelamentoMensalId: null, parcelamentoId: null }])
    expect(await t.db.select().from(monthlyInstallments).where(eq(monthlyInstallments.planId, plan.id))).toEqual([])
    // Unlinked, the paid entry is an ordinary one again: it can be edited.
    const category = await api.createCategory(ana.session, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
    expect((await api.call(ana.session, 'PATCH', '/v1/api/lancamento', { ...paid, categoriaId: category.id })).status).toBe(200)
    expect((await remove(ana, plan.id)).status).toBe(404)
  })

  it('is 400 for a malformed id', async () => {
    const ana = await owner()
    expect((await errorBody(remove(ana, 'abc'), 400)).errors).toEqual({ id: 'Invalid value.' })
  })
})

describe('registries in use', () => {
  it('the plan’s person/account and card cannot be deleted (409) until the plan is gone', async () => {
    const ana = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana))
    expect((await errorBody(api.call(ana.session, 'DELETE', `/v1/api/pessoaconta/${ana.holder.id}`), 409)).code).toBe('account_holder_in_use')
    expect((await errorBody(api.call(ana.session, 'DELETE', `/v1/api/cartao/${ana.card.id}`), 409)).code).toBe('bank_card_in_use')
    expect((await remove(ana, plan.id)).status).toBe(204)
    expect((await api.call(ana.session, 'DELETE', `/v1/api/cartao/${ana.card.id}`)).status).toBe(204)
    expect((await api.call(ana.session, 'DELETE', `/v1/api/pessoaconta/${ana.holder.id}`)).status).toBe(204)
  })
})

describe('GET /v1/api/parcelamento', () => {
  it('lists the user’s plans, newest first', async () => {
    const ana = await owner()
    const older = await api.createPlan(ana.session, planBody(ana, { dataPrimeiraParcela: '2026-01-10' }))
    const newer = await api.createPlan(ana.session, planBody(ana, { dataPrimeiraParcela: '2026-06-10' }))
    const sameDay = await api.createPlan(ana.session, planBody(ana, { dataPrimeiraParcela: '2026-06-10' }))
    expect((await api.plans(ana.session)).map((plan: InstallmentPlan) => plan.id)).toEqual([sameDay.id, newer.id, older.id])
  })
})

describe('ownership: a second user can neither read nor pay nor delete', () => {
  it('sees no plans, installments or entries of another user, and every call on them is 404', async () => {
    const ana = await owner()
    const bia = await owner()
    const plan = await api.createPlan(ana.session, planBody(ana))
    const [entry] = await planEntries(ana)
    expect(await api.plans(bia.session)).toEqual([])
    expect(await api.allEntries(bia.session)).toEqual([])
    expect((await api.call(bia.session, 'GET', `${PATH}/${plan.id}/mensais`)).status).toBe(404)
    expect((await api.call(bia.session, 'PUT', `/v1/api/lancamento/${entry!.id}/pagar`, { valorPago: 1, dataPagamento: '2026-11-10T12:00:00Z' })).status).toBe(404)
    expect((await api.call(bia.session, 'DELETE', `/v1/api/lancamento?id=${entry!.id}`)).status).toBe(404)
    expect((await remove(bia, plan.id)).status).toBe(404)
    expect(await api.installments(ana.session, plan.id)).toHaveLength(3)
    expect(await planEntries(ana)).toHaveLength(3)
    const [stored] = await t.db.select().from(entries).where(eq(entries.id, entry!.id))
    expect(stored!.situacao).toBe('A Pagar')
  })
})

describe('authentication', () => {
  it('answers 401 without a token on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', PATH],
      ['POST', PATH],
      ['PUT', PATH],
      ['DELETE', `${PATH}/1`],
      ['GET', `${PATH}/1/mensais`],
    ] as const) {
      const response = await api.call(undefined, method, path, method === 'POST' || method === 'PUT' ? { descricao: 'x' } : undefined, 'en')
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(await response.json()).toEqual({ message: 'Authentication required.', code: 'unauthorized' })
    }
  })
})

describe('OpenAPI document', () => {
  it('documents every installment plan endpoint with its schemas', async () => {
    const doc = await (await t.request('/api/openapi.json')).json()
    expect(Object.keys(doc.paths[PATH]).sort()).toEqual(['get', 'post', 'put'])
    expect(Object.keys(doc.paths[`${PATH}/{id}`])).toEqual(['delete'])
    expect(Object.keys(doc.paths[`${PATH}/{id}/mensais`])).toEqual(['get'])
    expect(doc.components.schemas.InstallmentPlan.properties.situacao.enum).toEqual(['Ativo', 'Concluido', 'Cancelado', 'Pendente', 'Suspenso'])
    for (const name of ['InstallmentPlanCreate', 'InstallmentPlanUpdate', 'InstallmentPlanList', 'MonthlyInstallment', 'MonthlyInstallmentList']) {
      expect(doc.components.schemas).toHaveProperty(name)
    }
  })
})
