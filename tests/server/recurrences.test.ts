import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardStatementDetailSchema } from '@contract/card-statement'
import { entrySchema, overdueSummarySchema } from '@contract/entry'
import { recurrenceListSchema, recurrenceSchema, type Recurrence } from '@contract/recurrence'
import { budgets, entries } from '@server/db/schema'
import { ensureOccurrences } from '@server/services/recurrences'
import { errorBody, sharedFinanceApp } from './support/finance'
import { createTestClock, type AuthSession } from './support/test-app'

// Recurring entries (docs/product-rules.md#recurring-entries) through the API: occurrences are entries made
// ahead of time (today + 12 months, further when a period asks, never past the end or 5 years ahead), one
// per series and date whatever runs at once; the day-31 clamp and return, weekend rules; editing one
// occurrence, the series from a day, ending it, deleting one occurrence for good; paid ones never change.
// The clock is fixed on 15 November 2026, 09:00 in São Paulo.

const NOW = Date.parse('2026-11-15T12:00:00Z')

const { t, api } = sharedFinanceApp({ clock: createTestClock(NOW), config: { writeLimitPerMinute: 1_000_000_000 } })

async function owner() {
  const session = await t.asUser()
  const moradia = await api.createCategory(session, { nomeCategoria: 'Moradia', tipoCategoria: 'Despesa' })
  const salario = await api.createCategory(session, { nomeCategoria: 'Salário', tipoCategoria: 'Receita' })
  const account = await api.createAccount(session, { nome: 'Conta', tipo: 'Corrente', saldoInicial: 1000, dataSaldoInicial: '2026-01-01' })
  return { session, moradia, salario, account }
}
type Owner = Awaited<ReturnType<typeof owner>>

const create = (who: Owner, body: Record<string, unknown>, status = 201) =>
  api.expectStatus(
    api.call(who.session, 'POST', '/v1/api/recorrencia', { descricao: 'Aluguel', valor: 1800, tipoLancamento: 'Despesa', categoriaId: who.moradia.id, frequencia: 'Mensal', ...body }),
    status,
    recurrenceSchema,
  )
const update = (who: Owner, series: Recurrence, body: Record<string, unknown>) =>
  api.expectStatus(api.call(who.session, 'PUT', '/v1/api/recorrencia', { ...series, ...body }), 200, recurrenceSchema)

/** The series' occurrences (from the database: every one, whatever period), by nominal date. */
async function occurrences(seriesId: number) {
  return t.db
    .select({ id: entries.id, dataOcorrencia: entries.dataOcorrencia, dia: sql<string>`to_char(${entries.dataLancamento} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`, valor: entries.valor, situacao: entries.situacao })
    .from(entries)
    .where(eq(entries.recorrenciaId, seriesId))
    .orderBy(entries.dataOcorrencia)
}

const inPeriod = (session: AuthSession, from: string, to: string) => api.period(session, `?dataInicio=${from}&dataFim=${to}`)

describe('occurrences', () => {
  it('a monthly series on the 31st exists through today + 12 months, clamped in short months and back on the 31st', async () => {
    const who = await owner()
    const series = await create(who, { dataInicio: '2026-10-31', contaBancariaId: who.account.id })
    expect(series).toMatchObject({ frequencia: 'Mensal', dataFim: null, ajusteFimDeSemana: 'Nenhum', ativa: true, proximaOcorrencia: '2026-11-30' })
    const rows = await occurrences(series.id)
    expect(rows.map((row) => row.dia)).toEqual([
      '2026-10-31', '2026-11-30', '2026-12-31', '2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30',
      '2027-05-31', '2027-06-30', '2027-07-31', '2027-08-31', '2027-09-30', '2027-10-31',
    ])
    // The past one is overdue; each is an ordinary pending entry of the period calls.
    const november = await inPeriod(who.session, '2026-11-01', '2026-11-30')
    expect(november).toEqual([expect.objectContaining({ descricao: 'Aluguel', valor: 1800, situacao: 'A Pagar', recorrenciaId: series.id, dataOcorrencia: '2026-11-30', contaBancariaId: who.account.id, vencido: false })])
    const october = await inPeriod(who.session, '2026-10-01', '2026-10-31')
    expect(october[0]).toMatchObject({ vencido: true, dataOcorrencia: '2026-10-31' })
  })

  it('a period further ahead generates through its end, never past 5 years nor the series’ end', async () => {
    const who = await owner()
    const open = await create(who, { descricao: 'Internet', valor: 99.9, dataInicio: '2026-11-05' })
    const ending = await create(who, { descricao: 'Academia', valor: 120, dataInicio: '2026-11-10', dataFim: '2028-03-10' })
    expect(await inPeriod(who.session, '2028-06-01', '2028-06-30')).toEqual([expect.objectContaining({ descricao: 'Internet', dataOcorrencia: '2028-06-05' })])
    expect((await occurrences(ending.id)).at(-1)?.dataOcorrencia).toBe('2028-03-10')
    await inPeriod(who.session, '2035-01-01', '2035-01-31')
    const last = (await occurrences(open.id)).at(-1)
    expect(last?.dataOcorrencia).toBe('2031-11-05')
    // The month summary generates too.
    const [month] = await api.summary(who.session, '?dataInicio=2028-07-01&dataFim=2028-07-31')
    expect(month).toMatchObject({ despesas: 99.9, aPagar: 99.9 })
  })

  it('yearly on 29 Feb, fortnightly, weekly and the weekend rules', async () => {
    const who = await owner()
    // The next 29 Feb (a series starts at most 2 years back, and 2024's is further): a read of 2031 makes them.
    const leap = await create(who, { descricao: 'Seguro', frequencia: 'Anual', dataInicio: '2028-02-29' })
    await inPeriod(who.session, '2031-01-01', '2031-03-31')
    expect((await occurrences(leap.id)).map((row) => row.dia)).toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28'])
    const fortnight = await create(who, { descricao: 'Diarista', frequencia: 'Quinzenal', dataInicio: '2026-11-01', dataFim: '2026-12-31' })
    expect((await occurrences(fortnight.id)).map((row) => row.dia)).toEqual(['2026-11-01', '2026-11-16', '2026-12-01', '2026-12-16', '2026-12-31'])
    const weekly = await create(who, { descricao: 'Feira', frequencia: 'Semanal', dataInicio: '2026-11-03', dataFim: '2026-11-24' })
    expect((await occurrences(weekly.id)).map((row) => row.dia)).toEqual(['2026-11-03', '2026-11-10', '2026-11-17', '2026-11-24'])
    // 5 Dec 2026 is a Saturday, 6 Dec a Sunday.
    const before = await create(who, { descricao: 'Antes', dataInicio: '2026-12-05', dataFim: '2027-01-05', ajusteFimDeSemana: 'Antecipar' })
    expect((await occurrences(before.id)).map((row) => [row.dataOcorrencia, row.dia])).toEqual([['2026-12-05', '2026-12-04'], ['2027-01-05', '2027-01-05']])
    const after = await create(who, { descricao: 'Depois', dataInicio: '2026-12-06', dataFim: '2026-12-06', ajusteFimDeSemana: 'Adiar' })
    expect((await occurrences(after.id)).map((row) => row.dia)).toEqual(['2026-12-07'])
  })

  it('Antecipar and Adiar skip national holidays too: Tiradentes, Carnaval, New Year', async () => {
    const who = await owner()
    // 21 Apr 2027 is Wednesday, Tiradentes; 21 Feb and 21 Mar are Sundays.
    const rent = await create(who, { dataInicio: '2026-12-21', dataFim: '2027-05-21', ajusteFimDeSemana: 'Adiar' })
    expect((await occurrences(rent.id)).map((row) => [row.dataOcorrencia, row.dia])).toEqual([
      ['2026-12-21', '2026-12-21'],
      ['2027-01-21', '2027-01-21'],
      ['2027-02-21', '2027-02-22'],
      ['2027-03-21', '2027-03-22'],
      ['2027-04-21', '2027-04-22'],
      ['2027-05-21', '2027-05-21'],
    ])
    // Carnaval 2027: Monday 8 and Tuesday 9 Feb (Easter on 28 Mar).
    const later = await create(who, { descricao: 'Escola', dataInicio: '2027-02-08', dataFim: '2027-02-08', ajusteFimDeSemana: 'Adiar' })
    expect((await occurrences(later.id)).map((row) => row.dia)).toEqual(['2027-02-10'])
    const earlier = await create(who, { descricao: 'Luz', dataInicio: '2027-02-09', dataFim: '2027-02-09', ajusteFimDeSemana: 'Antecipar' })
    expect((await occurrences(earlier.id)).map((row) => row.dia)).toEqual(['2027-02-05'])
    // Saturday 2 Jan 2027, Antecipar: Friday 1 Jan is a holiday, so Thursday 31 Dec.
    const newYear = await create(who, { descricao: 'Condomínio', dataInicio: '2027-01-02', dataFim: '2027-01-02', ajusteFimDeSemana: 'Antecipar' })
    expect(await occurrences(newYear.id)).toEqual([expect.objectContaining({ dataOcorrencia: '2027-01-02', dia: '2026-12-31' })])
    // The series' next occurrence names the moved day.
    expect((await api.expectStatus(api.call(who.session, 'GET', '/v1/api/recorrencia'), 200, recurrenceListSchema)).find((row) => row.id === later.id)?.proximaOcorrencia).toBe('2027-02-10')
  })

  it('occurrences made under the weekend-only rule take the holiday rule when the series is made again; edited and paid ones stay', async () => {
    const who = await owner()
    const series = await create(who, { dataInicio: '2027-02-08', dataFim: '2027-04-08', ajusteFimDeSemana: 'Adiar' })
    // As the weekend-only rule left them: 8 Feb (Carnaval Monday) on its own day, and so on.
    await t.db.execute(sql`update entries set data_lancamento = (data_ocorrencia || 'T00:00:00-03:00')::timestamptz where recorrencia_id = ${series.id}`)
    const [carnaval, march, april] = await occurrences(series.id)
    expect([carnaval!.dia, march!.dia, april!.dia]).toEqual(['2027-02-08', '2027-03-08', '2027-04-08'])
    // March edited by the user, April paid: theirs.
    await api.expectStatus(api.call(who.session, 'PATCH', '/v1/api/lancamento', { id: march!.id, dataLancamento: '2027-03-08', descricao: 'Aluguel de março', valor: 1800, tipoLancamento: 'Despesa', categoriaId: who.moradia.id, situacao: 'A Pagar' }), 200, entrySchema)
    await api.expectStatus(api.call(who.session, 'PUT', `/v1/api/lancamento/${april!.id}/pagar`, { valorPago: 1800, dataPagamento: '2027-04-08' }), 200, entrySchema)
    // A read changes nothing that exists…
    await inPeriod(who.session, '2027-02-01', '2027-02-28')
    expect((await occurrences(series.id))[0]!.dia).toBe('2027-02-08')
    // …an edit of the series from a day makes its unpaid, unedited occurrences again, by the rule of today.
    await update(who, series, { valor: 1850, aPartirDe: '2027-01-01' })
    expect((await occurrences(series.id)).map((row) => [row.dataOcorrencia, row.dia, row.valor])).toEqual([
      ['2027-02-08', '2027-02-10', '1850.00'],
      ['2027-03-08', '2027-03-08', '1800.00'],
      ['2027-04-08', '2027-04-08', '1800.00'],
    ])
  })

  it('a series started in the past catches up every missed date', async () => {
    const who = await owner()
    const series = await create(who, { descricao: 'Salário', valor: 5000, tipoLancamento: 'Receita', categoriaId: who.salario.id, dataInicio: '2026-01-05', dataFim: '2026-12-05' })
    const rows = await occurrences(series.id)
    expect(rows).toHaveLength(12)
    expect(rows.every((row) => row.situacao === 'A Receber')).toBe(true)
    const overdue = await api.expectStatus(api.call(who.session, 'GET', '/v1/api/lancamento/vencidos'), 200, overdueSummarySchema)
    expect(overdue.aReceber).toEqual({ quantidade: 11, total: 55000 })
  })

  it('generating twice, or at once, never creates a second entry for a date', async () => {
    const who = await owner()
    const series = await create(who, { descricao: 'Luz', dataInicio: '2026-11-20' })
    const userId = (await t.db.select({ userId: entries.userId }).from(entries).where(eq(entries.recorrenciaId, series.id)).limit(1))[0]!.userId
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('2028-01-01', '2029-06-30', '2031-11-15', '2040-01-01'), { minLength: 1, maxLength: 4 }), async (horizons) => {
        await Promise.all(horizons.map((asked) => ensureOccurrences(t.db, userId, '2026-11-15', asked)))
        const rows = await occurrences(series.id)
        const dates = rows.map((row) => row.dataOcorrencia)
        expect(new Set(dates).size).toBe(dates.length)
      }),
      { numRuns: 8 },
    )
    await ensureOccurrences(t.db, userId, '2026-11-15', '2040-01-01')
    const all = await occurrences(series.id)
    expect(all).toHaveLength(60)
    expect(all.at(-1)?.dataOcorrencia).toBe('2031-10-20')
  })
})

describe('changing a series', () => {
  it('editing one occurrence changes it alone, and a change of the series keeps it, the paid ones and the earlier ones', async () => {
    const who = await owner()
    const series = await create(who, { dataInicio: '2026-10-10' })
    const [october, november, december, january] = await occurrences(series.id)
    // October paid, December edited by hand.
    await api.pay(who.session, october!.id, { valorPago: 1800, dataPagamento: '2026-10-10' })
    const edited = await api.expectStatus(
      api.call(who.session, 'PATCH', '/v1/api/lancamento', { id: december!.id, dataLancamento: '2026-12-12', descricao: 'Aluguel + condomínio', valor: 2300, tipoLancamento: 'Despesa', categoriaId: who.moradia.id, situacao: 'A Pagar' }),
      200,
      entrySchema,
    )
    expect(edited).toMatchObject({ recorrenciaId: series.id, dataOcorrencia: '2026-12-10' })
    // From 1 Jan 2027 the rent is 1900.
    await update(who, series, { valor: 1900, aPartirDe: '2027-01-01' })
    const rows = await occurrences(series.id)
    expect(rows.map((row) => [row.dataOcorrencia, row.valor, row.situacao])).toEqual([
      ['2026-10-10', '1800.00', 'Pago'],
      ['2026-11-10', '1800.00', 'A Pagar'],
      ['2026-12-10', '2300.00', 'A Pagar'],
      ...rows.slice(3).map((row) => [row.dataOcorrencia, '1900.00', 'A Pagar']),
    ])
    expect(rows[1]!.id).toBe(november!.id)
    expect(rows[3]!.id).not.toBe(january!.id)
    // From today (the default), on day 20: November's unpaid occurrence on the 10th is before today and stays.
    await update(who, { ...series, valor: 1900 }, { dataInicio: '2026-10-20' })
    const moved = await occurrences(series.id)
    expect(moved.filter((row) => row.dataOcorrencia! >= '2026-11-15').every((row) => row.dataOcorrencia!.endsWith('-20') || row.dataOcorrencia === '2026-12-10')).toBe(true)
    expect(moved.find((row) => row.dataOcorrencia === '2026-11-10')).toBeDefined()
  })

  it('deleting one occurrence skips its date for good', async () => {
    const who = await owner()
    const series = await create(who, { dataInicio: '2026-11-25' })
    const [first, second] = await occurrences(series.id)
    expect((await api.call(who.session, 'DELETE', `/v1/api/lancamento?id=${second!.id}`)).ok).toBe(true)
    await ensureOccurrences(t.db, (await t.db.select({ u: entries.userId }).from(entries).where(eq(entries.id, first!.id)))[0]!.u, '2026-11-15', '2030-01-01')
    await update(who, series, { descricao: 'Aluguel novo', aPartirDe: '2026-11-01' })
    const dates = (await occurrences(series.id)).map((row) => row.dataOcorrencia)
    expect(dates).not.toContain('2026-12-25')
    expect(dates).toContain('2027-01-25')
  })

  it('ending a series at a day removes its unpaid occurrences from then; deleting it keeps only the paid ones, unlinked', async () => {
    const who = await owner()
    const series = await create(who, { dataInicio: '2026-09-01' })
    const [september] = await occurrences(series.id)
    await api.pay(who.session, september!.id, { valorPago: 1800, dataPagamento: '2026-09-01' })
    expect((await api.call(who.session, 'DELETE', `/v1/api/recorrencia/${series.id}?aPartirDe=2027-03-01`)).status).toBe(204)
    const list = await api.expectStatus(api.call(who.session, 'GET', '/v1/api/recorrencia'), 200, recurrenceListSchema)
    expect(list).toEqual([expect.objectContaining({ id: series.id, dataFim: '2027-02-28' })])
    expect((await occurrences(series.id)).at(-1)?.dataOcorrencia).toBe('2027-02-01')
    expect((await api.call(who.session, 'DELETE', `/v1/api/recorrencia/${series.id}`)).status).toBe(204)
    expect(await occurrences(series.id)).toEqual([])
    const [kept] = await t.db.select().from(entries).where(eq(entries.id, september!.id))
    expect(kept).toMatchObject({ situacao: 'Pago', recorrenciaId: null })
    expect(await api.expectStatus(api.call(who.session, 'GET', '/v1/api/recorrencia'), 200, recurrenceListSchema)).toEqual([])
  })

  it('a paused series creates nothing from the day it is paused', async () => {
    const who = await owner()
    const series = await create(who, { dataInicio: '2026-11-01' })
    const paused = await update(who, series, { ativa: false, aPartirDe: '2027-01-01' })
    expect(paused).toMatchObject({ ativa: false, proximaOcorrencia: null })
    expect((await occurrences(series.id)).map((row) => row.dataOcorrencia)).toEqual(['2026-11-01', '2026-12-01'])
    await inPeriod(who.session, '2028-01-01', '2028-01-31')
    expect(await occurrences(series.id)).toHaveLength(2)
  })
})

describe('cards, bad input and other users', () => {
  it('occurrences on a card with statements are card items on their statements', async () => {
    const who = await owner()
    const card = await api.createCard(who.session, { nomeUsuario: 'Ana', nomeBanco: 'Nubank', diaFechamento: 3, diaVencimento: 10 })
    const series = await create(who, { descricao: 'Streaming', valor: 39.9, cartaoId: card.id, dataInicio: '2026-11-03' })
    const [first] = await inPeriod(who.session, '2026-11-01', '2026-11-30')
    expect(first).toMatchObject({ recorrenciaId: series.id, cartaoId: card.id, faturaMes: '2026-12', contaBancariaId: null })
    // A statement beyond today + 12 months has its occurrence too: reading it generates through its due date.
    const far = await api.expectStatus(api.call(who.session, 'GET', `/v1/api/cartao/${card.id}/faturas/2028-06`), 200, cardStatementDetailSchema)
    expect(far.itens).toEqual([expect.objectContaining({ descricao: 'Streaming', dataOcorrencia: '2028-05-03' })])
    expect(far.total).toBe(39.9)
  })

  it('answers 400 on the field, and 404 for another user’s series', async () => {
    const who = await owner()
    const other = await owner()
    const bad = await errorBody(api.call(who.session, 'POST', '/v1/api/recorrencia', { descricao: '', valor: 0, tipoLancamento: 'Despesa', frequencia: 'Diaria', dataInicio: '2026-13-01' }), 400)
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['dataInicio', 'descricao', 'frequencia', 'valor'])
    const mismatch = await errorBody(api.call(who.session, 'POST', '/v1/api/recorrencia', { descricao: 'X', valor: 1, tipoLancamento: 'Receita', categoriaId: who.moradia.id, frequencia: 'Mensal', dataInicio: '2026-11-01' }), 400)
    expect(mismatch.errorCodes).toEqual({ categoriaId: 'category_type_mismatch' })
    const end = await errorBody(api.call(who.session, 'POST', '/v1/api/recorrencia', { descricao: 'X', valor: 1, tipoLancamento: 'Despesa', frequencia: 'Mensal', dataInicio: '2026-11-01', dataFim: '2026-10-01' }), 400)
    expect(end.errorCodes).toEqual({ dataFim: 'invalid_period' })
    const foreign = await errorBody(api.call(who.session, 'POST', '/v1/api/recorrencia', { descricao: 'X', valor: 1, tipoLancamento: 'Despesa', frequencia: 'Mensal', dataInicio: '2026-11-01', contaBancariaId: other.account.id }), 400)
    expect(foreign.errorCodes).toEqual({ contaBancariaId: 'unknown_bank_account' })
    const theirs = await create(other, { dataInicio: '2026-11-01' })
    expect((await api.call(who.session, 'DELETE', `/v1/api/recorrencia/${theirs.id}`)).status).toBe(404)
    expect((await api.call(who.session, 'PUT', '/v1/api/recorrencia', { ...theirs, descricao: 'Mine' })).status).toBe(404)
    expect(await api.expectStatus(api.call(who.session, 'GET', '/v1/api/recorrencia'), 200, recurrenceListSchema)).toEqual([])
    expect(await occurrences(theirs.id)).toHaveLength(13)
  })
})

describe('what a series uses cannot be deleted; a budget goes with its category', () => {
  it('a category, bank account or card used by a series (a paused one, with no occurrence) answers 409 with a translated message', async () => {
    const who = await owner()
    const card = await api.createCard(who.session, { nomeUsuario: 'Ana', nomeBanco: 'Nubank', diaFechamento: 28, diaVencimento: 5 })
    const lazer = await api.createCategory(who.session, { nomeCategoria: 'Lazer', tipoCategoria: 'Despesa' })
    const account = await create(who, { descricao: 'Poupar', dataInicio: '2026-12-01', contaBancariaId: who.account.id, ativa: false })
    const onCard = await create(who, { descricao: 'Streaming', categoriaId: lazer.id, dataInicio: '2026-12-01', cartaoId: card.id, ativa: false })
    expect(await occurrences(account.id)).toEqual([])
    expect(await occurrences(onCard.id)).toEqual([])
    const cases = [
      [`/v1/api/categoria/${lazer.id}`, 'category_in_use', 'This category is used by financial entries, installment plans or recurring entries and cannot be deleted.', 'Esta categoria é usada por lançamentos financeiros, parcelamentos ou recorrências e não pode ser excluída.'],
      [`/v1/api/contabancaria/${who.account.id}`, 'bank_account_in_use', 'This account has movements or recurring entries and cannot be deleted; archive it instead.', 'Esta conta tem movimentações ou recorrências e não pode ser excluída; arquive-a.'],
      [`/v1/api/cartao/${card.id}`, 'bank_card_in_use', 'This card is used by installment plans, entries, paid bills or recurring entries and cannot be deleted.', 'Este cartão é usado por parcelamentos, lançamentos, faturas pagas ou recorrências e não pode ser excluído.'],
    ] as const
    for (const [path, code, en, pt] of cases) {
      expect(await errorBody(api.call(who.session, 'DELETE', path), 409), path).toMatchObject({ code, message: en })
      expect((await errorBody(api.call(who.session, 'DELETE', path, undefined, 'pt-BR'), 409)).message).toBe(pt)
    }
    // A category a series uses keeps its type too.
    const retype = await errorBody(api.call(who.session, 'PATCH', '/v1/api/categoria', { id: lazer.id, nomeCategoria: 'Lazer', tipoCategoria: 'Receita' }), 409)
    expect(retype.code).toBe('category_type_in_use')
    // Without the series they go.
    for (const series of [account, onCard]) expect((await api.call(who.session, 'DELETE', `/v1/api/recorrencia/${series.id}`)).status).toBe(204)
    for (const [path] of cases) expect((await api.call(who.session, 'DELETE', path)).status, path).toBe(204)
  })

  it('a category with budgets only is deleted with them, and keeps its type while it has them', async () => {
    const who = await owner()
    const mercado = await api.createCategory(who.session, { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' })
    for (const body of [{ mes: '2026-11', categoriaId: mercado.id, valorLimite: 900, repetir: true }, { mes: '2027-01', categoriaId: mercado.id, valorLimite: 1200 }]) {
      expect((await api.call(who.session, 'PUT', '/v1/api/orcamento', body)).status).toBe(200)
    }
    const retype = await errorBody(api.call(who.session, 'PATCH', '/v1/api/categoria', { id: mercado.id, nomeCategoria: 'Mercado', tipoCategoria: 'Receita' }), 409)
    expect(retype).toMatchObject({ code: 'category_type_in_use', message: "This category's type cannot change: it is used by financial entries, installment plans, recurring entries or budgets." })
    expect((await api.call(who.session, 'DELETE', `/v1/api/categoria/${mercado.id}`)).status).toBe(204)
    expect((await t.db.select().from(budgets).where(eq(budgets.categoriaId, mercado.id)))).toEqual([])
    expect((await api.call(who.session, 'GET', '/v1/api/orcamento?mes=2026-12')).status).toBe(200)
  })
})
