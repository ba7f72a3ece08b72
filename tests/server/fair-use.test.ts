import { describe, expect, it } from 'vitest'
import { INSTALLMENT_COUNT_MAX } from '@contract/installment'
import { addCalendarDays, addCalendarMonths } from '@contract/recurrence'
import { errorBody, financeApi, sharedFinanceApp } from './support/finance'
import { createTestApp, type AuthSession, type TestApp } from './support/test-app'

// Fair use (docs/product-rules.md#limits): writes per minute per user (WRITE_LIMIT_PER_MINUTE, 600 by
// default; an installment plan weighs one write per started year of installments), at most 420
// installments per plan, a `periodo` of at most 366 days.

const { t, api } = sharedFinanceApp()

/** A write that stores nothing: DELETE of a category that does not exist (404), counted all the same. */
const noopWrite = (app: TestApp, session: AuthSession, language?: string) =>
  app.request('/v1/api/categoria/999999', { method: 'DELETE', headers: session.headers, language })

describe('writes per minute per user', () => {
  it('600 writes a minute by default, then 429 with Retry-After and the translated message, for writes only and for that user only', async () => {
    const heavy = await t.asUser()
    for (let write = 1; write <= 600; write++) {
      const response = await noopWrite(t, heavy)
      if (response.status !== 404) expect.fail(`write ${write}: ${response.status} ${await response.text()}`)
    }
    const limited = await noopWrite(t, heavy, 'en')
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ message: 'Too many changes in a short time. Wait a minute and try again.', code: 'too_many_writes' })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await errorBody(noopWrite(t, heavy, 'pt-BR'), 429)).toMatchObject({
      message: 'Muitas alterações em pouco tempo. Aguarde um minuto e tente novamente.',
    })
    expect(await errorBody(api.call(heavy, 'POST', '/v1/api/categoria', { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' }), 429)).toMatchObject({
      code: 'too_many_writes',
    })

    // Reads go on; another user's writes are not affected.
    expect((await t.request('/v1/api/categoria', { headers: heavy.headers })).status).toBe(200)
    const other = await t.asUser()
    expect((await noopWrite(t, other)).status).toBe(404)

    t.clock.advance(60 * 1000)
    expect((await noopWrite(t, heavy)).status).toBe(404)
  })

  it('the limit is WRITE_LIMIT_PER_MINUTE; an installment plan weighs one write per started year of installments', async () => {
    const small = await createTestApp({ config: { writeLimitPerMinute: 40 } })
    try {
      const smallApi = financeApi(small)
      const session = await small.asUser()
      const holder = await smallApi.createHolder(session, 'Maria Souza') // write 1
      const plan = (numeroParcelas: number) => ({
        descricao: 'Financiamento',
        valorTotal: numeroParcelas * 100,
        numeroParcelas,
        dataPrimeiraParcela: '2026-01-10',
        intervaloParcelas: 30,
        pessoaContaId: holder.id,
      })
      // 12 installments weigh 1, 13 weigh 2: writes 2, 3–4.
      await smallApi.createPlan(session, plan(12))
      await smallApi.createPlan(session, plan(13))
      // The longest plan weighs 35 (5–39): allowed, since 4 < 40, and the minute is then spent but one write.
      await smallApi.createPlan(session, plan(INSTALLMENT_COUNT_MAX))
      expect((await noopWrite(small, session)).status).toBe(404) // write 40
      expect((await errorBody(smallApi.call(session, 'POST', '/v1/api/parcelamento', plan(1)), 429)).code).toBe('too_many_writes')
      expect((await noopWrite(small, session)).status).toBe(429)
    } finally {
      await small.close()
    }
  })
})

describe('rows a call makes count, not only calls', () => {
  const weekly = (categoriaId: number, dataInicio: string) => ({ descricao: 'Academia', valor: 99, tipoLancamento: 'Despesa', categoriaId, frequencia: 'Semanal', dataInicio })
  const today = () => new Date(t.clock.now()).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })

  it('a series starts at most 2 years back: earlier is 400 with the translated message on dataInicio; an old start kept by an edit stays', async () => {
    const session = await t.asUser()
    const category = await api.createCategory(session, { nomeCategoria: 'Academia', tipoCategoria: 'Despesa' })
    const earliest = addCalendarMonths(today(), -24)
    const before = addCalendarDays(earliest, -1)
    expect(await errorBody(api.call(session, 'POST', '/v1/api/recorrencia', weekly(category.id, '1900-01-01'), 'en'), 400)).toMatchObject({
      code: 'recurrence_start_too_old',
      errors: { dataInicio: 'A recurring entry may start at most 2 years before today.' },
    })
    expect(await errorBody(api.call(session, 'POST', '/v1/api/recorrencia', weekly(category.id, before), 'pt-BR'), 400)).toMatchObject({
      errors: { dataInicio: 'Uma recorrência pode começar no máximo 2 anos antes de hoje.' },
    })
    const created = await api.call(session, 'POST', '/v1/api/recorrencia', { ...weekly(category.id, earliest), frequencia: 'Mensal' })
    expect(created.status).toBe(201)
    const series = (await created.json()) as { id: number }
    // A year later the start is 3 years back: an edit that keeps it is fine, one that moves it further back is not.
    t.clock.advance(365 * 24 * 60 * 60 * 1000)
    try {
      const later = { ...session, headers: { authorization: `Bearer ${(await t.login(session.username)).accessToken}` } }
      const body = { ...weekly(category.id, earliest), frequencia: 'Mensal', id: series.id, valor: 120 }
      expect((await api.call(later, 'PUT', '/v1/api/recorrencia', body)).status).toBe(200)
      expect((await errorBody(api.call(later, 'PUT', '/v1/api/recorrencia', { ...body, dataInicio: addCalendarDays(earliest, -7) }), 400)).code).toBe('recurrence_start_too_old')
    } finally {
      t.clock.advance(-365 * 24 * 60 * 60 * 1000)
    }
  })

  it('the occurrences a series makes are counted in 10-second windows (500 rows at 600 writes a minute), its writes refused once spent; reads are charged, never refused', async () => {
    const heavy = await t.asUser()
    const category = await api.createCategory(heavy, { nomeCategoria: 'Academia', tipoCategoria: 'Despesa' })
    const earliest = addCalendarMonths(today(), -24)
    // A weekly series from 2 years back makes about 157 occurrences (through today + 12 months): three fit, the
    // fourth passes (the window held 471 before it) and spends the window.
    for (let index = 1; index <= 4; index++) {
      const answer = await api.call(heavy, 'POST', '/v1/api/recorrencia', weekly(category.id, earliest))
      expect(answer.status, `series ${index}`).toBe(201)
    }
    const refused = await api.call(heavy, 'POST', '/v1/api/recorrencia', weekly(category.id, earliest), 'en')
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(10)
    expect(await refused.json()).toMatchObject({ code: 'too_many_writes', message: 'Too many changes in a short time. Wait a minute and try again.' })
    expect((await noopWrite(t, heavy)).status).toBe(429)
    // Reads go on, and another user's writes are not affected.
    expect((await t.request('/v1/api/recorrencia', { headers: heavy.headers })).status).toBe(200)
    const other = await t.asUser()
    expect((await noopWrite(t, other)).status).toBe(404)
    // The next window takes writes again; a read whose months make occurrences (4 series × 3 years more) spends it.
    t.clock.advance(10 * 1000)
    expect((await noopWrite(t, heavy)).status).toBe(404)
    const far = addCalendarMonths(today(), 48)
    const read = await t.request(`/v1/api/lancamento/periodo?dataInicio=${far.slice(0, 8)}01&dataFim=${far}`, { headers: heavy.headers })
    expect(read.status).toBe(200)
    expect((await noopWrite(t, heavy)).status).toBe(429)
    t.clock.advance(10 * 1000)
    expect((await noopWrite(t, heavy)).status).toBe(404)
  })
})

describe('heavy calls', () => {
  it('the data export and import: 6 a minute per user, then 429 with Retry-After and the translated message; other users and calls go on', async () => {
    const heavy = await t.asUser()
    for (let call = 1; call <= 6; call++) expect((await t.request('/v1/api/usuario/dados', { headers: heavy.headers })).status, `export ${call}`).toBe(200)
    const refused = await t.request('/v1/api/usuario/dados', { headers: heavy.headers, language: 'en' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ message: 'Too many attempts. Try again in a few minutes.' })
    // The import counts in the same minute, before its body is read.
    expect((await t.request('/v1/api/usuario/dados', { method: 'POST', headers: heavy.headers, body: {} })).status).toBe(429)
    expect((await t.request('/v1/api/categoria', { headers: heavy.headers })).status).toBe(200)
    const other = await t.asUser()
    expect((await t.request('/v1/api/usuario/dados', { headers: other.headers })).status).toBe(200)
    t.clock.advance(60 * 1000)
    const again = { ...heavy, headers: { authorization: `Bearer ${(await t.login(heavy.username)).accessToken}` } }
    expect((await t.request('/v1/api/usuario/dados', { headers: again.headers })).status).toBe(200)
  })
})

describe('installments per plan', () => {
  it(`accepts ${INSTALLMENT_COUNT_MAX} installments (35 years) and refuses one more with the translated message`, async () => {
    expect(INSTALLMENT_COUNT_MAX).toBe(420)
    const session = await t.asUser()
    const holder = await api.createHolder(session, 'João')
    const body = (numeroParcelas: number) => ({
      descricao: 'Casa',
      valorTotal: 500_000,
      numeroParcelas,
      dataPrimeiraParcela: '2026-01-10',
      pessoaContaId: holder.id,
    })
    const created = await api.createPlan(session, body(420))
    expect(await api.installments(session, created.id)).toHaveLength(420)
    expect(await errorBody(api.call(session, 'POST', '/v1/api/parcelamento', body(421), 'en'), 400)).toMatchObject({
      errors: { numeroParcelas: 'The number of installments must be a whole number from 1 to 420.' },
    })
    expect(await errorBody(api.call(session, 'POST', '/v1/api/parcelamento', body(421), 'pt-BR'), 400)).toMatchObject({
      errors: { numeroParcelas: 'O número de parcelas deve ser um número inteiro de 1 a 420.' },
    })
  })
})

describe('periodo spans at most 366 days', () => {
  const period = (session: AuthSession, query: string, language?: string) => api.call(session, 'GET', `/v1/api/lancamento/periodo?${query}`, undefined, language)

  it('answers a whole leap year, or 366 days across years', async () => {
    const session = await t.asUser()
    expect(await api.period(session, '?dataInicio=2024-01-01&dataFim=2024-12-31')).toEqual([])
    expect(await api.period(session, '?dataInicio=2023-01-01&dataFim=2024-01-01')).toEqual([])
    expect(await api.period(session, '?dataInicio=2023-03-01T00:00:00-03:00&dataFim=2024-02-29T23:59:59.999-03:00')).toEqual([])
  })

  it('refuses a 367th day with 400 and the translated message on dataFim', async () => {
    const session = await t.asUser()
    expect(await errorBody(period(session, 'dataInicio=2023-01-01&dataFim=2024-01-02', 'en'), 400)).toMatchObject({
      errors: { dataFim: 'The period may span at most 366 days.' },
    })
    expect(await errorBody(period(session, 'dataInicio=2030-01-01&dataFim=2039-12-31', 'pt-BR'), 400)).toMatchObject({
      errors: { dataFim: 'O período pode ter no máximo 366 dias.' },
    })
  })

  it('counts the missing bound too (the current month’s)', async () => {
    const session = await t.asUser()
    expect(await errorBody(period(session, 'dataFim=2099-12-31', 'en'), 400)).toMatchObject({
      code: 'period_too_many_days',
      errors: { dataFim: 'The period may span at most 366 days.' },
    })
    expect(await errorBody(period(session, 'dataInicio=2000-01-01', 'en'), 400)).toMatchObject({ code: 'period_too_many_days' })
  })
})
