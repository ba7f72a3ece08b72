import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { AccountHolder } from '@contract/account-holder'
import type { Category } from '@contract/category'
import { entries, installmentPlans, users } from '@server/db/schema'
import fc from 'fast-check'
import { decimalPlaces, refuseTooPreciseNumbers, refuseTooPreciseNumbersInSlices } from '@server/http/json-body'
import { errorBody, sharedFinanceApp, electricityBill } from './support/finance'
import { createTestClock, type AuthSession } from './support/test-app'

// What a client writes is what is stored, or a 400 (bad input is 400: docs/product-rules.md#the-api; money
// exact: docs/product-rules.md#money; dates 1900-01-01..2099-12-31: docs/product-rules.md#dates): JSON bodies must be UTF-8 (not silently U+FFFD),
// amounts keep the digits they were written with (not rounded by JSON.parse), and dates users enter
// stay within the two centuries.

const { t, api } = sharedFinanceApp({ clock: createTestClock(Date.parse('2026-11-15T12:00:00Z')) })

interface Owner {
  session: AuthSession
  despesa: Category
  holder: AccountHolder
}

async function owner(): Promise<Owner> {
  const session = await t.asUser()
  const despesa = await api.createCategory(session, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
  const holder = await api.createHolder(session, 'Maria Souza')
  return { session, despesa, holder }
}

const entryBody = (who: Owner, overrides: Record<string, unknown> = {}) => electricityBill(who.despesa.id, overrides)
const planBody = (who: Owner, overrides: Record<string, unknown> = {}) => ({
  descricao: 'Geladeira',
  valorTotal: 1000,
  numeroParcelas: 3,
  dataPrimeiraParcela: '2026-11-10',
  intervaloParcelas: 30,
  pessoaContaId: who.holder.id,
  situacao: 'Ativo',
  ...overrides,
})
const bookBody = { titulo: 'Dom Casmurro', Escritor: 'Machado de Assis', preco: 19.99, dataLancamento: '2024-05-10', ativo: true }

const RAW = '@@raw@@'
/** `body` as JSON text with `token` written verbatim as the value of `key` (a number as the client typed it). */
const withToken = (body: Record<string, unknown>, key: string, token: string) => JSON.stringify({ ...body, [key]: RAW }).replace(`"${RAW}"`, token)

const send = (session: AuthSession, method: string, path: string, body: string | Uint8Array, language = 'en') =>
  Promise.resolve(
    t.app.request(path, {
      method,
      body: typeof body === 'string' ? body : new Uint8Array(body),
      headers: { ...session.headers, 'content-type': 'application/json', 'accept-language': language },
    }),
  )

/** The user's entries as stored, whatever their dates (no period query spans them all). */
async function storedEntries(who: Owner) {
  return t.db
    .select({ dataLancamento: entries.dataLancamento, descricao: entries.descricao, situacao: entries.situacao, dataPagamento: entries.dataPagamento })
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .where(eq(users.username, who.session.username))
}
async function storedPlans(who: Owner) {
  return t.db.select({ id: installmentPlans.id }).from(installmentPlans).innerJoin(users, eq(users.id, installmentPlans.userId)).where(eq(users.username, who.session.username))
}

describe('JSON bodies must be UTF-8', () => {
  /** `prefix` + raw bytes + `suffix`, as a client that does not encode UTF-8 would send them. */
  const bytes = (prefix: string, raw: number[], suffix: string) => Buffer.concat([Buffer.from(prefix), Buffer.from(raw), Buffer.from(suffix)])
  const invalid: Array<[string, number[]]> = [
    ['Latin-1 é', [0xe9]],
    ['a lone continuation byte', [0x80]],
    ['an overlong /', [0xc0, 0xaf]],
    ['a truncated 3-byte sequence', [0xe2, 0x82]],
    ['an encoded surrogate (CESU-8)', [0xed, 0xa0, 0x80]],
    ['a code point over U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['0xFF', [0xff]],
  ]

  it.each(invalid)('%s in a text is 400 invalid_utf8 in both languages, nothing stored (was stored as U+FFFD)', async (_name, raw) => {
    const { session } = await owner()
    const before = (await (await t.request('/v1/api/categoria', { headers: session.headers })).json()) as unknown[]
    const body = bytes('{"nomeCategoria":"Caf', raw, '","tipoCategoria":"Despesa"}')
    expect(await errorBody(send(session, 'POST', '/v1/api/categoria', body), 400)).toEqual({ message: 'The request body is not valid UTF-8.', code: 'invalid_utf8' })
    expect(await errorBody(send(session, 'POST', '/v1/api/categoria', body, 'pt-BR'), 400)).toEqual({
      message: 'O corpo da requisição não está em UTF-8 válido.',
      code: 'invalid_utf8',
    })
    expect(await (await t.request('/v1/api/categoria', { headers: session.headers })).json()).toEqual(before)
  })

  it('applies to every JSON body: sign-in, books, entries (PATCH and PUT too)', async () => {
    const who = await owner()
    const signIn = await t.app.request('/api/auth/v1/signin', {
      method: 'POST',
      body: bytes('{"nomeUsuario":"', [0xe9], '","senha":"12345678"}'),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
    expect(signIn.status).toBe(400)
    expect(await signIn.json()).toMatchObject({ code: 'invalid_utf8' })
    const book = bytes('{"titulo":"', [0xc3], '","Escritor":"X","preco":1,"dataLancamento":"2024-05-10"}')
    expect((await errorBody(send(who.session, 'POST', '/v1/api/livro', book), 400)).code).toBe('invalid_utf8')
    const entry = await api.createEntry(who.session, entryBody(who))
    const patch = bytes(`{"id":${entry.id},"dataLancamento":"2026-11-10","descricao":"`, [0x80], `","valor":1,"tipoLancamento":"Despesa","categoriaId":${who.despesa.id},"situacao":"A Pagar"}`)
    expect((await errorBody(send(who.session, 'PATCH', '/v1/api/lancamento', patch), 400)).code).toBe('invalid_utf8')
    expect((await storedEntries(who)).map((row) => row.descricao)).toEqual(['Conta de luz'])
  })

  it('valid UTF-8 of every length is stored exactly', async () => {
    const { session } = await owner()
    const name = 'Café ☕ 𝄞 😀'
    const response = await send(session, 'POST', '/v1/api/categoria', Buffer.from(JSON.stringify({ nomeCategoria: name, tipoCategoria: 'Despesa' })))
    expect(response.status).toBe(201)
    expect((await response.json()).nomeCategoria).toBe(name)
  })
})

describe('amounts keep the digits they were written with', () => {
  it.each([
    ['19.999999999999999999', 'JSON.parse makes it 20'],
    ['0.001', ''],
    ['1.005', ''],
    ['120.501', ''],
    ['1e-3', 'an exponent form with 3 decimals'],
    ['15E-3', ''],
    ['1e-400', 'JSON.parse makes it 0'],
    ['0.0000000000000000000001', 'JSON.parse makes it 1e-22'],
    ['-0.001', ''],
  ])('valor %s is 400 invalid_amount, nothing stored %s', async (token) => {
    const who = await owner()
    const body = await errorBody(send(who.session, 'POST', '/v1/api/lancamento', withToken(entryBody(who), 'valor', token)), 400)
    expect(body).toEqual({
      message: 'Invalid amount: use a number with at most 2 decimals.',
      code: 'invalid_amount',
      errors: { valor: 'Invalid amount: use a number with at most 2 decimals.' },
      errorCodes: { valor: 'invalid_amount' },
    })
    expect(await storedEntries(who)).toEqual([])
  })

  it.each([
    ['1.500', 1.5],
    ['1.50000000000000000000', 1.5],
    ['150e-2', 1.5],
    ['1.5E1', 15],
    ['2e2', 200],
    ['19.99', 19.99],
    ['0.10', 0.1],
    ['0', 0],
    ['0.000', 0],
    ['999999999999.99', 999999999999.99],
  ])('valor %s is stored as %d', async (token, value) => {
    const who = await owner()
    const response = await send(who.session, 'POST', '/v1/api/lancamento', withToken(entryBody(who), 'valor', token))
    expect(response.status, await response.clone().text()).toBe(201)
    expect((await response.json()).valor).toBe(value)
  })

  it('numbers inside texts are left alone', async () => {
    const who = await owner()
    const descricao = 'Parcela 1.005 de "19.999999999999999999" \\ 1e-3'
    const response = await send(who.session, 'POST', '/v1/api/lancamento', withToken(entryBody(who, { descricao }), 'valor', '10.5'))
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ descricao, valor: 10.5 })
  })

  it('applies wherever money is read: valorPago, valorTotal, the book price', async () => {
    const who = await owner()
    const entry = await api.createEntry(who.session, entryBody(who))
    const payBody = withToken({ dataPagamento: '2026-11-12T10:00:00-03:00' }, 'valorPago', '120.499999999999999999')
    expect((await errorBody(send(who.session, 'PUT', `/v1/api/lancamento/${entry.id}/pagar`, payBody), 400)).errors).toEqual({
      valorPago: 'Invalid amount: use a number with at most 2 decimals.',
    })
    expect(await storedEntries(who)).toMatchObject([{ situacao: 'A Pagar', dataPagamento: null }])
    const plan = withToken(planBody(who), 'valorTotal', '1000.001')
    expect((await errorBody(send(who.session, 'POST', '/v1/api/parcelamento', plan, 'pt-BR'), 400)).errors).toEqual({
      valorTotal: 'Valor inválido: use um número com até 2 casas decimais.',
    })
    expect(await storedPlans(who)).toEqual([])
    const book = withToken(bookBody, 'preco', '19.999')
    expect(await errorBody(send(who.session, 'POST', '/v1/api/livro', book), 400)).toMatchObject({ code: 'invalid_price', errors: { preco: expect.stringMatching(/^Invalid price! /) } })
  })

  it('decimalPlaces counts the exact value’s decimals, trailing zeros ignored', () => {
    expect(['1', '-7', '1.5', '1.500', '150e-2', '1.5E1', '2e2', '0.00', '0e-10', '12.34', '1234e-2'].map(decimalPlaces)).toEqual([0, 0, 1, 1, 1, 0, 0, 0, 0, 2, 2])
    expect(['0.001', '1e-3', '19.999999999999999999', '1e-400', '-0.125', '123456e-5'].map(decimalPlaces)).toEqual([3, 3, 18, 400, 3, 5])
  })

  it('refuseTooPreciseNumbers rewrites number tokens only, outside strings', () => {
    expect(refuseTooPreciseNumbers('{"a":1.005,"b":[1.5,2e-3],"c":"1.005","d\\"1.005":19.99}')).toBe('{"a":0.001,"b":[1.5,0.001],"c":"1.005","d\\"1.005":19.99}')
    expect(refuseTooPreciseNumbers('{"x":"a\\\\","y":1.234}')).toBe('{"x":"a\\\\","y":0.001}')
    const plain = '{"valor":10,"id":3}'
    expect(refuseTooPreciseNumbers(plain)).toBe(plain)
  })

  it('a large body scanned in slices gets the very rewrite of the one-pass scan, a token cut by a slice or not', async () => {
    const token = fc.oneof(
      fc.constantFrom('1.005', '19.99', '-0.125', '1e-3', '150e-2', '12', '"1.005"', '"a\\\\"', '"x\\"1.234"', 'true', 'null'),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(token, { maxLength: 300 }), fc.integer({ min: 1, max: 64 }), async (tokens, slice) => {
        const text = `[${tokens.join(',')}]`
        expect(await refuseTooPreciseNumbersInSlices(text, slice)).toBe(refuseTooPreciseNumbers(text))
      }),
      { numRuns: 300 },
    )
  })

  it('a 20 MiB body never holds the event loop for its whole scan', async () => {
    const text = `[${Array.from({ length: 700_000 }, (_, index) => `{"valor":${index}.25,"d":"x ${index}.125"}`).join(',')}]`
    let longest = 0
    let last = performance.now()
    const probe = setInterval(() => {
      const now = performance.now()
      longest = Math.max(longest, now - last)
      last = now
    }, 5)
    const started = performance.now()
    const rewritten = await refuseTooPreciseNumbersInSlices(text)
    const total = performance.now() - started
    clearInterval(probe)
    expect(rewritten).toBe(text)
    // The scan takes a few hundred ms; no single hold comes near it.
    expect(longest).toBeLessThan(Math.max(100, total / 3))
  })
})

describe('dates users enter lie between 1900-01-01 and 2099-12-31 (São Paulo)', () => {
  const RANGE_EN = 'The date must be between 1900-01-01 and 2099-12-31.'
  const RANGE_PT = 'A data deve estar entre 01/01/1900 e 31/12/2099.'

  it.each(['0001-01-01', '1899-12-31', '1899-12-31T23:59:59-03:00', '2100-01-01', '2100-01-01T03:00:00Z', '9999-12-31'])(
    'an entry dated %s is 400 date_out_of_range in both languages, nothing stored',
    async (dataLancamento) => {
      const who = await owner()
      const path = '/v1/api/lancamento'
      expect(await errorBody(api.call(who.session, 'POST', path, entryBody(who, { dataLancamento }), 'en'), 400)).toEqual({
        message: RANGE_EN,
        code: 'date_out_of_range',
        errors: { dataLancamento: RANGE_EN },
        errorCodes: { dataLancamento: 'date_out_of_range' },
      })
      expect((await errorBody(api.call(who.session, 'POST', path, entryBody(who, { dataLancamento }), 'pt-BR'), 400)).errors).toEqual({
        dataLancamento: RANGE_PT,
      })
      expect(await storedEntries(who)).toEqual([])
    },
  )

  it('the first and last days are accepted, whatever the offset, as long as the São Paulo day is inside', async () => {
    const who = await owner()
    for (const dataLancamento of ['1900-01-01', '2099-12-31', '2099-12-31T23:59:59.999-03:00', '2100-01-01T02:00:00Z']) {
      expect((await api.createEntry(who.session, entryBody(who, { dataLancamento }))).dataLancamento, dataLancamento).toMatch(/^(1900-01-01|2099-12-31|2100-01-01)T/)
    }
    expect(await storedEntries(who)).toHaveLength(4)
  })

  it('applies to an edited entry, the pay call, installment plans (create and update) and period queries', async () => {
    const who = await owner()
    const entry = await api.createEntry(who.session, entryBody(who))
    expect((await errorBody(api.call(who.session, 'PATCH', '/v1/api/lancamento', { id: entry.id, ...entryBody(who, { dataLancamento: '0001-01-01' }) }, 'en'), 400)).errors).toEqual({
      dataLancamento: RANGE_EN,
    })
    expect((await errorBody(api.call(who.session, 'PUT', `/v1/api/lancamento/${entry.id}/pagar`, { valorPago: 1, dataPagamento: '0001-01-01' }, 'en'), 400)).errors).toEqual({
      dataPagamento: RANGE_EN,
    })
    expect(await storedEntries(who)).toEqual([{ dataLancamento: new Date(entry.dataLancamento), descricao: 'Conta de luz', situacao: 'A Pagar', dataPagamento: null }])
    expect((await errorBody(api.call(who.session, 'POST', '/v1/api/parcelamento', planBody(who, { dataPrimeiraParcela: '2100-01-01' }), 'en'), 400)).errors).toEqual({
      dataPrimeiraParcela: RANGE_EN,
    })
    const plan = await api.createPlan(who.session, planBody(who))
    expect((await errorBody(api.call(who.session, 'PUT', '/v1/api/parcelamento', { id: plan.id, ...planBody(who, { dataPrimeiraParcela: '1899-06-01' }) }, 'en'), 400)).errors).toEqual({
      dataPrimeiraParcela: RANGE_EN,
    })
    for (const [query, field] of [
      ['?dataInicio=0001-01-01', 'dataInicio'],
      ['?dataFim=2100-01-01', 'dataFim'],
    ] as const) {
      for (const path of ['/v1/api/lancamento/periodo', '/v1/api/lancamento/resumo-mensal']) {
        expect((await errorBody(api.call(who.session, 'GET', `${path}${query}`, undefined, 'en'), 400)).errors, `${path}${query}`).toEqual({ [field]: RANGE_EN })
      }
    }
  })

  it('a date that is not a date stays invalid_date', async () => {
    const who = await owner()
    expect((await errorBody(api.call(who.session, 'POST', '/v1/api/lancamento', entryBody(who, { dataLancamento: '2026-02-30' }), 'en'), 400)).errors).toEqual({
      dataLancamento: 'Invalid date.',
    })
  })
})
