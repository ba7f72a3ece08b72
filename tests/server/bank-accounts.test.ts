import fc from 'fast-check'
import { eq, or, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bankAccounts, entries, transfers } from '@server/db/schema'
import { entrySchema, type Entry } from '@contract/entry'
import { bankAccountListSchema, bankAccountSchema, statementSchema, transferListSchema, transferSchema } from '@contract/bank-account'
import type { BankAccount, Statement, Transfer } from '@contract/bank-account'
import { amountToCents, decimalToCents } from '@contract/money'
import { errorBody, sharedFinanceApp } from './support/finance'
import { createTestClock, type AuthSession } from './support/test-app'

// Bank accounts and transfers (docs/product-rules.md#bank-accounts-and-transfers): validation mirrored
// from the shared contract, balances to the cent (negative opening balance, settled vs pending, the
// amount really paid, transfers on both sides, movements before the opening day), the statement's
// running balance, scoping, 404/400/409. The clock is fixed on 15 November 2026, 09:00 in São Paulo.

const NOW = Date.parse('2026-11-15T12:00:00Z')

const { t, api } = sharedFinanceApp({ clock: createTestClock(NOW) })

const accountBody = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Nubank conta',
  tipo: 'Corrente',
  saldoInicial: 1000,
  dataSaldoInicial: '2026-11-01',
  ...overrides,
})

async function createAccount(session: AuthSession, overrides: Record<string, unknown> = {}): Promise<BankAccount> {
  return api.expectStatus(api.call(session, 'POST', '/v1/api/contabancaria', accountBody(overrides)), 201, bankAccountSchema)
}
const getAccount = (session: AuthSession, id: number) => api.expectStatus(api.call(session, 'GET', `/v1/api/contabancaria/${id}`), 200, bankAccountSchema)
const listAccounts = (session: AuthSession) => api.expectStatus(api.call(session, 'GET', '/v1/api/contabancaria'), 200, bankAccountListSchema)
const statement = (session: AuthSession, id: number, query = ''): Promise<Statement> =>
  api.expectStatus(api.call(session, 'GET', `/v1/api/contabancaria/${id}/extrato${query}`), 200, statementSchema)
const transfer = (session: AuthSession, body: Record<string, unknown>): Promise<Transfer> =>
  api.expectStatus(api.call(session, 'POST', '/v1/api/transferencia', { data: '2026-11-10', descricao: '', ...body }), 201, transferSchema)

async function owner() {
  const session = await t.asUser()
  const casa = await api.createCategory(session, { nomeCategoria: 'Casa', tipoCategoria: 'Despesa' })
  const salario = await api.createCategory(session, { nomeCategoria: 'Salário', tipoCategoria: 'Receita' })
  return { session, casa, salario }
}
type Owner = Awaited<ReturnType<typeof owner>>

const expense = (who: Owner, day: string, valor: number, overrides: Record<string, unknown> = {}) => ({
  dataLancamento: `2026-11-${day}T10:00:00-03:00`,
  descricao: `Conta ${day}`,
  valor,
  tipoLancamento: 'Despesa',
  categoriaId: who.casa.id,
  situacao: 'Pago',
  ...overrides,
})
const income = (who: Owner, day: string, valor: number, overrides: Record<string, unknown> = {}) =>
  expense(who, day, valor, { descricao: `Receita ${day}`, tipoLancamento: 'Receita', categoriaId: who.salario.id, situacao: 'Recebido', ...overrides })

describe('accounts: create, read, update, archive, delete', () => {
  it('creates an account with its balances; keys in any case; the name trimmed', async () => {
    const { session } = await owner()
    const created = await api.createAccount(session, { NOME: '  Nubank conta  ', Tipo: 'Corrente', saldoinicial: '-1.234,56', DataSaldoInicial: '2026-11-01' })
    expect(created).toEqual({
      id: created.id,
      nome: 'Nubank conta',
      tipo: 'Corrente',
      saldoInicial: -1234.56,
      dataSaldoInicial: '2026-11-01',
      arquivada: false,
      saldoAtual: -1234.56,
      saldoPrevisto: -1234.56,
    })
    expect(await getAccount(session, created.id)).toEqual(created)
  })

  it.each([
    [{ nome: '' }, 'nome', 'required'],
    [{ nome: 'x'.repeat(41) }, 'nome', 'too_long'],
    [{ tipo: 'Cofre' }, 'tipo', 'invalid_value'],
    [{ tipo: undefined }, 'tipo', 'required'],
    [{ saldoInicial: '12,345' }, 'saldoInicial', 'amount_decimals'],
    [{ saldoInicial: 'abc' }, 'saldoInicial', 'invalid_amount'],
    [{ saldoInicial: 1e15 }, 'saldoInicial', 'invalid_amount'],
    [{ dataSaldoInicial: '2026-02-30' }, 'dataSaldoInicial', 'invalid_date'],
    [{ dataSaldoInicial: '1899-12-31' }, 'dataSaldoInicial', 'date_out_of_range'],
    [{ dataSaldoInicial: '2100-01-01' }, 'dataSaldoInicial', 'date_out_of_range'],
    [{ arquivada: 'sim' }, 'arquivada', 'invalid_type'],
  ])('%j is 400 on %s (%s), translated in both languages', async (overrides, field, code) => {
    const { session } = await owner()
    for (const language of ['pt-BR', 'en']) {
      const response = await t.request('/v1/api/contabancaria', { body: accountBody(overrides), headers: session.headers, language })
      const body = await errorBody(response, 400)
      expect(body.errorCodes?.[field]).toBe(code)
      expect(body.errors?.[field]).toMatch(/\S/)
    }
    expect(await listAccounts(session)).toEqual([])
  })

  it('one name per user ignoring case and accents (409); another user may use it', async () => {
    const ana = await owner()
    await createAccount(ana.session, { nome: 'Poupança' })
    const body = await errorBody(api.call(ana.session, 'POST', '/v1/api/contabancaria', accountBody({ nome: 'POUPANCA' })), 409)
    expect(body.code).toBe('bank_account_exists')
    const bia = await owner()
    await createAccount(bia.session, { nome: 'poupança' })
    const other = await createAccount(ana.session, { nome: 'Carteira', tipo: 'Carteira' })
    const rename = await errorBody(api.call(ana.session, 'PATCH', '/v1/api/contabancaria', { id: other.id, ...accountBody({ nome: 'poupanca' }) }), 409)
    expect(rename.code).toBe('bank_account_exists')
  })

  it('lists by name ignoring accents; PATCH archives and keeps arquivada when left out', async () => {
    const { session } = await owner()
    const zeta = await createAccount(session, { nome: 'Zeta' })
    const inter = await createAccount(session, { nome: 'Ínter' })
    const alfa = await createAccount(session, { nome: 'alfa' })
    expect((await listAccounts(session)).map((account) => account.nome)).toEqual(['alfa', 'Ínter', 'Zeta'])
    const archived = await api.expectStatus(
      api.call(session, 'PATCH', '/v1/api/contabancaria', { id: inter.id, ...accountBody({ nome: 'Ínter', arquivada: true }) }),
      200,
      bankAccountSchema,
    )
    expect(archived.arquivada).toBe(true)
    const renamed = await api.expectStatus(
      api.call(session, 'PATCH', '/v1/api/contabancaria', { id: inter.id, ...accountBody({ nome: 'Inter PJ' }) }),
      200,
      bankAccountSchema,
    )
    expect(renamed).toMatchObject({ nome: 'Inter PJ', arquivada: true })
    expect((await listAccounts(session)).map((account) => account.id)).toEqual([alfa.id, renamed.id, zeta.id])
  })

  it('an account with entries or transfers is 409 on delete (archive instead); without movements it goes', async () => {
    const ana = await owner()
    const used = await createAccount(ana.session)
    const other = await createAccount(ana.session, { nome: 'Poupança', tipo: 'Poupanca' })
    const spare = await createAccount(ana.session, { nome: 'Carteira', tipo: 'Carteira' })
    await api.createEntry(ana.session, expense(ana, '05', 10, { contaBancariaId: used.id }))
    await transfer(ana.session, { contaOrigemId: other.id, contaDestinoId: spare.id, valor: 5 })
    for (const id of [used.id, other.id, spare.id]) {
      const body = await errorBody(api.call(ana.session, 'DELETE', `/v1/api/contabancaria/${id}`), 409)
      expect(body.code).toBe('bank_account_in_use')
    }
    const empty = await createAccount(ana.session, { nome: 'Vazia' })
    expect((await api.call(ana.session, 'DELETE', `/v1/api/contabancaria/${empty.id}`)).status).toBe(204)
    expect((await api.call(ana.session, 'GET', `/v1/api/contabancaria/${empty.id}`)).status).toBe(404)
  })

  it("another user's account is 404 on every call and 400 in an entry or a transfer", async () => {
    const ana = await owner()
    const bia = await owner()
    const hers = await createAccount(bia.session)
    const mine = await createAccount(ana.session)
    expect((await api.call(ana.session, 'GET', `/v1/api/contabancaria/${hers.id}`)).status).toBe(404)
    expect((await api.call(ana.session, 'GET', `/v1/api/contabancaria/${hers.id}/extrato`)).status).toBe(404)
    expect((await api.call(ana.session, 'PATCH', '/v1/api/contabancaria', { id: hers.id, ...accountBody() })).status).toBe(404)
    expect((await api.call(ana.session, 'DELETE', `/v1/api/contabancaria/${hers.id}`)).status).toBe(404)
    const entry = await errorBody(api.call(ana.session, 'POST', '/v1/api/lancamento', expense(ana, '05', 10, { contaBancariaId: hers.id })), 400)
    expect(entry.errors).toEqual({ contaBancariaId: expect.any(String) })
    const move = await errorBody(api.call(ana.session, 'POST', '/v1/api/transferencia', { contaOrigemId: mine.id, contaDestinoId: hers.id, valor: 1, data: '2026-11-10' }), 400)
    expect(move.errors).toEqual({ contaDestinoId: expect.any(String) })
    const theirTransfer = await transfer(bia.session, { contaOrigemId: hers.id, contaDestinoId: (await createAccount(bia.session, { nome: 'B2' })).id, valor: 1 })
    expect((await api.call(ana.session, 'DELETE', `/v1/api/transferencia/${theirTransfer.id}`)).status).toBe(404)
    expect(await api.expectStatus(api.call(ana.session, 'GET', '/v1/api/transferencia'), 200, transferListSchema)).toEqual([])
    expect((await getAccount(bia.session, hers.id)).saldoAtual).toBe(999)
  })
})

describe('balances', () => {
  it('current = opening + settled in − settled out (at the amount paid) + transfers in − out, from the opening day up to now', async () => {
    const ana = await owner()
    const conta = await createAccount(ana.session, { saldoInicial: -150.25, dataSaldoInicial: '2026-11-03' })
    const poupanca = await createAccount(ana.session, { nome: 'Poupança', tipo: 'Poupanca', saldoInicial: 0, dataSaldoInicial: '2026-11-01' })
    // Counted: settled from the opening day up to now.
    await api.createEntry(ana.session, income(ana, '05', 5000, { contaBancariaId: conta.id }))
    const luz = await api.createEntry(ana.session, expense(ana, '06', 187.33, { situacao: 'A Pagar', contaBancariaId: conta.id }))
    await api.pay(ana.session, luz.id, { valorPago: 190.15, dataPagamento: '2026-11-07T12:00:00-03:00' })
    // Before the opening day: already in the opening balance.
    await api.createEntry(ana.session, expense(ana, '02', 999, { contaBancariaId: conta.id }))
    // Pending: only in the projected balance (to pay 300 on the 20th, to receive 80 on the 28th).
    await api.createEntry(ana.session, expense(ana, '20', 300, { situacao: 'A Pagar', contaBancariaId: conta.id }))
    await api.createEntry(ana.session, income(ana, '28', 80, { situacao: 'A Receber', contaBancariaId: conta.id }))
    // Pending next month: in neither.
    await api.createEntry(ana.session, { ...expense(ana, '05', 1), dataLancamento: '2026-12-05T10:00:00-03:00', situacao: 'A Pagar', contaBancariaId: conta.id })
    // Settled later this month (a scheduled payment): projected only.
    await api.createEntry(ana.session, expense(ana, '25', 40, { contaBancariaId: conta.id }))
    // No account: moves no balance.
    await api.createEntry(ana.session, expense(ana, '05', 70))
    await transfer(ana.session, { contaOrigemId: conta.id, contaDestinoId: poupanca.id, valor: 1000, data: '2026-11-10' })
    await transfer(ana.session, { contaOrigemId: poupanca.id, contaDestinoId: conta.id, valor: 200.5, data: '2026-11-12' })
    // Later this month: projected only. Before the account's opening day: ignored on that side.
    await transfer(ana.session, { contaOrigemId: conta.id, contaDestinoId: poupanca.id, valor: 50, data: '2026-11-30' })
    await transfer(ana.session, { contaOrigemId: poupanca.id, contaDestinoId: conta.id, valor: 7, data: '2026-11-02' })

    const current = -15025 + 500000 - 19015 - 100000 + 20050
    const projected = current - 30000 + 8000 - 4000 - 5000
    const answer = await getAccount(ana.session, conta.id)
    expect(amountToCents(answer.saldoAtual)).toBe(current)
    expect(amountToCents(answer.saldoPrevisto)).toBe(projected)
    const savings = await getAccount(ana.session, poupanca.id)
    expect(amountToCents(savings.saldoAtual)).toBe(100000 - 20050 - 700)
    expect(amountToCents(savings.saldoPrevisto)).toBe(100000 - 20050 - 700 + 5000)
    // The list answers the same balances as the single reads.
    const list = await listAccounts(ana.session)
    expect(list.find((account) => account.id === conta.id)).toEqual(answer)
    expect(list.find((account) => account.id === poupanca.id)).toEqual(savings)
  })

  it('transfers never touch the month summary, the period list or the overdue sums', async () => {
    const ana = await owner()
    const a = await createAccount(ana.session)
    const b = await createAccount(ana.session, { nome: 'B' })
    const before = await api.summary(ana.session)
    await transfer(ana.session, { contaOrigemId: a.id, contaDestinoId: b.id, valor: 123.45 })
    expect(await api.summary(ana.session)).toEqual(before)
    expect(await api.period(ana.session)).toEqual([])
  })

  it('the pay call names the account (or keeps the entry’s); PATCH without the key keeps it, null clears it', async () => {
    const ana = await owner()
    const a = await createAccount(ana.session, { saldoInicial: 0 })
    const b = await createAccount(ana.session, { nome: 'B', saldoInicial: 0 })
    const bill = await api.createEntry(ana.session, expense(ana, '05', 100, { situacao: 'A Pagar', contaBancariaId: a.id }))
    expect(bill.contaBancariaId).toBe(a.id)
    const paid = await api.pay(ana.session, bill.id, { valorPago: 100, dataPagamento: '2026-11-06T10:00:00-03:00', contaBancariaId: b.id })
    expect(paid).toMatchObject({ contaBancariaId: b.id, situacao: 'Pago' })
    expect((await getAccount(ana.session, b.id)).saldoAtual).toBe(-100)
    expect((await getAccount(ana.session, a.id)).saldoAtual).toBe(0)
    const other = await api.createEntry(ana.session, expense(ana, '07', 30, { situacao: 'A Pagar', contaBancariaId: a.id }))
    expect(await api.pay(ana.session, other.id, { valorPago: 30, dataPagamento: '2026-11-07T10:00:00-03:00' })).toMatchObject({ contaBancariaId: a.id })
    // The spec's PATCH body (no account key) keeps the account; null clears it.
    const { id, ...fields } = other
    const kept = await api.expectStatus(
      api.call(ana.session, 'PATCH', '/v1/api/lancamento', { id, dataLancamento: fields.dataLancamento, descricao: 'Renamed', valor: 30, tipoLancamento: 'Despesa', categoriaId: ana.casa.id, situacao: 'Pago' }),
      200,
      entrySchema,
    )
    expect(kept.contaBancariaId).toBe(a.id)
    const cleared = await api.expectStatus(
      api.call(ana.session, 'PATCH', '/v1/api/lancamento', { id, dataLancamento: fields.dataLancamento, descricao: 'Renamed', valor: 30, tipoLancamento: 'Despesa', categoriaId: ana.casa.id, situacao: 'Pago', contaBancariaId: null }),
      200,
      entrySchema,
    )
    expect(cleared.contaBancariaId).toBeNull()
    expect((await getAccount(ana.session, a.id)).saldoAtual).toBe(0)
    const unknown = await errorBody(api.call(ana.session, 'PUT', `/v1/api/lancamento/${bill.id + 1000}/pagar`, { valorPago: 1, dataPagamento: '2026-11-07', contaBancariaId: a.id }), 404)
    expect(unknown.code).toBe('not_found')
  })
})

describe('balances through the monthly totals', () => {
  /** The balances as the rule states them, from every entry row of the account (no totals, no shortcuts). */
  async function bruteForce(accountId: number) {
    const [account] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId))
    const rows = await t.db.select().from(entries).where(eq(entries.contaBancariaId, accountId))
    const now = NOW
    const monthEnd = Date.parse('2026-12-01T02:59:59.999Z')
    const opening = account!.dataSaldoInicial.getTime()
    let current = decimalToCents(account!.saldoInicial)
    let projected = current
    for (const row of rows) {
      const settledRow = row.situacao === 'Pago' || row.situacao === 'Recebido'
      const amount = decimalToCents(settledRow && row.valorPago !== null ? row.valorPago : row.valor)
      const signed = row.tipoLancamento === 'Receita' ? amount : -amount
      const moment = (row.dataPagamento ?? row.dataLancamento).getTime()
      if (settledRow && moment >= opening && moment <= now) current += signed
      if (settledRow && moment >= opening && moment <= monthEnd) projected += signed
      if (!settledRow && row.dataLancamento.getTime() <= monthEnd) projected += signed
    }
    const moves = await t.db.select().from(transfers).where(or(eq(transfers.contaOrigemId, accountId), eq(transfers.contaDestinoId, accountId)))
    for (const move of moves) {
      const signed = (move.contaDestinoId === accountId ? 1 : -1) * decimalToCents(move.valor)
      const day = move.data.getTime()
      if (day >= opening && day <= now) current += signed
      if (day >= opening && day <= monthEnd) projected += signed
    }
    return { saldoAtual: current, saldoPrevisto: projected }
  }

  async function expectExact(session: AuthSession, ids: number[]) {
    for (const id of ids) {
      const answer = await getAccount(session, id)
      expect({ saldoAtual: amountToCents(answer.saldoAtual), saldoPrevisto: amountToCents(answer.saldoPrevisto) }, `account ${id}`).toEqual(await bruteForce(id))
    }
    // The totals are what their entries add up to, month by month.
    const stored = await t.db.execute(sql`select conta_bancaria_id, mes, liquidado::text, pendente::text from bank_account_totals where conta_bancaria_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and (liquidado <> 0 or pendente <> 0) order by 1, 2`)
    const recomputed = await t.db.execute(sql`
      select conta_bancaria_id, date_trunc('month', coalesce(data_pagamento, data_lancamento) at time zone 'UTC') at time zone 'UTC' as mes,
        coalesce(sum(case when tipo_lancamento = 'Receita' then 1 else -1 end * coalesce(valor_pago, valor)) filter (where situacao in ('Pago', 'Recebido')), 0)::text as liquidado,
        coalesce(sum(case when tipo_lancamento = 'Receita' then 1 else -1 end * valor) filter (where situacao not in ('Pago', 'Recebido')), 0)::text as pendente
      from entries where conta_bancaria_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) group by 1, 2
      having coalesce(sum(case when tipo_lancamento = 'Receita' then 1 else -1 end * coalesce(valor_pago, valor)) filter (where situacao in ('Pago', 'Recebido')), 0) <> 0
          or coalesce(sum(case when tipo_lancamento = 'Receita' then 1 else -1 end * valor) filter (where situacao not in ('Pago', 'Recebido')), 0) <> 0
      order by 1, 2`)
    const normalize = (result: unknown) =>
      ((result as { rows?: unknown[] }).rows ?? (result as unknown[])).map((row) => {
        const { conta_bancaria_id, mes, liquidado, pendente } = row as Record<string, unknown>
        return [conta_bancaria_id, new Date(mes as string).toISOString(), decimalToCents(String(liquidado)), decimalToCents(String(pendente))]
      })
    expect(normalize(stored)).toEqual(normalize(recomputed))
  }

  it('equal a sum over every entry after creates, payments, edits across years, moves between accounts and deletes', async () => {
    const ana = await owner()
    const a = await createAccount(ana.session, { nome: 'A', saldoInicial: 10, dataSaldoInicial: '2024-03-10' })
    const b = await createAccount(ana.session, { nome: 'B', saldoInicial: -3.5, dataSaldoInicial: '2026-11-05' })
    const at = (moment: string, valor: number, overrides: Record<string, unknown> = {}) =>
      api.createEntry(ana.session, { ...expense(ana, '01', valor), dataLancamento: moment, contaBancariaId: a.id, ...overrides })
    const made = [
      await at('2024-03-05T10:00:00-03:00', 1.11),
      await at('2024-03-10T00:00:00-03:00', 2.22),
      // 23:30 in São Paulo on 31 March is already April in UTC: the totals' months are UTC months.
      await at('2024-03-31T23:30:00-03:00', 3.33),
      await at('2025-06-15T10:00:00-03:00', 4.44, { tipoLancamento: 'Receita', categoriaId: ana.salario.id, situacao: 'Recebido' }),
      await at('2026-10-31T22:00:00-03:00', 5.55),
      await at('2026-11-01T00:30:00-03:00', 6.66),
      await at('2026-11-20T10:00:00-03:00', 7.77),
      await at('2026-11-30T10:00:00-03:00', 8.88, { situacao: 'A Pagar' }),
      await at('2026-12-01T10:00:00-03:00', 9.99, { situacao: 'A Pagar' }),
      await at('2023-01-10T10:00:00-03:00', 10.1, { situacao: 'A Pagar' }),
      await at('2025-01-10T10:00:00-03:00', 11.11, { situacao: 'A Pagar' }),
    ]
    // Transfers in whole months, in the opening's month, before the opening, this month and later this month.
    const moved = [
      await transfer(ana.session, { contaOrigemId: a.id, contaDestinoId: b.id, valor: 0.07, data: '2024-03-09' }),
      await transfer(ana.session, { contaOrigemId: a.id, contaDestinoId: b.id, valor: 1.5, data: '2024-03-20' }),
      await transfer(ana.session, { contaOrigemId: b.id, contaDestinoId: a.id, valor: 20.25, data: '2025-07-01' }),
      await transfer(ana.session, { contaOrigemId: a.id, contaDestinoId: b.id, valor: 3, data: '2026-11-10' }),
      await transfer(ana.session, { contaOrigemId: b.id, contaDestinoId: a.id, valor: 4, data: '2026-11-29' }),
    ]
    await expectExact(ana.session, [a.id, b.id])
    expect((await api.call(ana.session, 'DELETE', `/v1/api/transferencia/${moved[2]!.id}`)).status).toBe(204)
    await expectExact(ana.session, [a.id, b.id])
    // Paid in another month, at another amount.
    await api.pay(ana.session, made[10]!.id, { valorPago: 12.34, dataPagamento: '2026-11-02T09:00:00-03:00' })
    await expectExact(ana.session, [a.id, b.id])
    // Moved to another account, to another year, back to pending, and deleted.
    const edit = (entry: Entry, changes: Record<string, unknown>) =>
      api.expectStatus(
        api.call(ana.session, 'PATCH', '/v1/api/lancamento', {
          id: entry.id,
          dataLancamento: entry.dataLancamento,
          descricao: entry.descricao,
          valor: entry.valor,
          tipoLancamento: entry.tipoLancamento,
          categoriaId: entry.categoriaId,
          situacao: entry.situacao,
          ...changes,
        }),
        200,
        entrySchema,
      )
    await edit(made[4]!, { contaBancariaId: b.id, dataLancamento: '2026-11-06T10:00:00-03:00' })
    await edit(made[3]!, { dataLancamento: '2024-12-31T23:59:00-03:00' })
    await edit(made[6]!, { situacao: 'A Pagar' })
    await edit(made[1]!, { valor: 1000.01 })
    expect((await api.call(ana.session, 'DELETE', `/v1/api/lancamento?id=${made[2]!.id}`)).status).toBe(204)
    await expectExact(ana.session, [a.id, b.id])
    expect(amountToCents((await getAccount(ana.session, b.id)).saldoAtual)).toBe(-350 - 555 + 300)
    // The statement's balance before a period reads the totals too.
    const march = await statement(ana.session, a.id, '?dataInicio=2025-01-01&dataFim=2025-12-31')
    expect(amountToCents(march.saldoAnterior)).toBe(1000 - 100001 + 444 - 150)
  })
})

describe('the statement', () => {
  it('lists the settled movements in date order with an exact running balance between the balance before and after', async () => {
    const ana = await owner()
    const conta = await createAccount(ana.session, { saldoInicial: 100, dataSaldoInicial: '2026-10-01' })
    const poupanca = await createAccount(ana.session, { nome: 'Poupança', saldoInicial: 0, dataSaldoInicial: '2026-10-01' })
    await api.createEntry(ana.session, { ...expense(ana, '01', 0.1), dataLancamento: '2026-10-20T10:00:00-03:00', contaBancariaId: conta.id })
    const salary = await api.createEntry(ana.session, income(ana, '05', 0.2, { contaBancariaId: conta.id }))
    const bill = await api.createEntry(ana.session, expense(ana, '03', 0.3, { situacao: 'A Pagar', contaBancariaId: conta.id }))
    // Paid on the 8th: the statement places it at its payment date.
    await api.pay(ana.session, bill.id, { valorPago: 0.35, dataPagamento: '2026-11-08T09:00:00-03:00' })
    await api.createEntry(ana.session, expense(ana, '09', 1, { situacao: 'A Pagar', contaBancariaId: conta.id }))
    const move = await transfer(ana.session, { contaOrigemId: conta.id, contaDestinoId: poupanca.id, valor: 10, data: '2026-11-05', descricao: 'Reserva' })

    const november = await statement(ana.session, conta.id, '?dataInicio=2026-11-01&dataFim=2026-11-30')
    expect(november.saldoAnterior).toBe(99.9)
    expect(november.movimentos.map(({ tipo, id, valor, saldo, contraparteId }) => ({ tipo, id, valor, saldo, contraparteId }))).toEqual([
      { tipo: 'transferencia', id: move.id, valor: -10, saldo: 89.9, contraparteId: poupanca.id },
      { tipo: 'lancamento', id: salary.id, valor: 0.2, saldo: 90.1, contraparteId: null },
      { tipo: 'lancamento', id: bill.id, valor: -0.35, saldo: 89.75, contraparteId: null },
    ])
    expect(november.movimentos[0]!.data).toBe('2026-11-05T00:00:00.000-03:00')
    expect(november.movimentos[0]!.descricao).toBe('Reserva')
    expect(november.movimentos[2]!.data).toBe('2026-11-08T09:00:00.000-03:00')
    expect(november.saldoFinal).toBe(89.75)
    // The default period is the current month; its end balance is the current balance.
    expect(await statement(ana.session, conta.id)).toEqual(november)
    expect((await getAccount(ana.session, conta.id)).saldoAtual).toBe(89.75)
    const savings = await statement(ana.session, poupanca.id)
    expect(savings.movimentos).toEqual([{ data: '2026-11-05T00:00:00.000-03:00', tipo: 'transferencia', id: move.id, descricao: 'Reserva', valor: 10, saldo: 10, contraparteId: conta.id }])
    // A period before the opening day: the opening balance, no movements.
    expect(await statement(ana.session, conta.id, '?dataInicio=2026-09-01&dataFim=2026-09-30')).toEqual({ saldoAnterior: 100, movimentos: [], saldoFinal: 100 })
    // Deleting the transfer gives its amount back to both accounts.
    expect((await api.call(ana.session, 'DELETE', `/v1/api/transferencia/${move.id}`)).status).toBe(204)
    expect((await getAccount(ana.session, poupanca.id)).saldoAtual).toBe(0)
    expect((await getAccount(ana.session, conta.id)).saldoAtual).toBe(99.75)
  })

  it('a start after the end is 400 on dataFim', async () => {
    const ana = await owner()
    const conta = await createAccount(ana.session)
    const body = await errorBody(api.call(ana.session, 'GET', `/v1/api/contabancaria/${conta.id}/extrato?dataInicio=2026-11-10&dataFim=2026-11-01`), 400)
    expect(body.errorCodes).toEqual({ dataFim: 'invalid_period' })
  })
})

describe('transfers', () => {
  it.each([
    [{ valor: 0 }, 'valor', 'invalid_amount'],
    [{ valor: -5 }, 'valor', 'invalid_amount'],
    [{ data: '' }, 'data', 'required'],
    [{ data: '2100-01-01' }, 'data', 'date_out_of_range'],
    [{ descricao: 'x'.repeat(201) }, 'descricao', 'too_long'],
    [{ same: true }, 'contaDestinoId', 'same_bank_account'],
    [{ contaOrigemId: 'um' }, 'contaOrigemId', 'invalid_type'],
  ])('%j is 400 on %s (%s) and stores nothing', async (overrides, field, code) => {
    const ana = await owner()
    const a = await createAccount(ana.session)
    const b = await createAccount(ana.session, { nome: 'B' })
    const { same, ...rest } = overrides as Record<string, unknown>
    const body = { contaOrigemId: a.id, contaDestinoId: same ? a.id : b.id, valor: 10, data: '2026-11-10', ...rest }
    const answer = await errorBody(api.call(ana.session, 'POST', '/v1/api/transferencia', body), 400)
    expect(answer.errorCodes?.[field]).toBe(code)
    expect(await api.expectStatus(api.call(ana.session, 'GET', '/v1/api/transferencia'), 200, transferListSchema)).toEqual([])
  })

  it('lists the period’s transfers, optionally of one account, by day then id', async () => {
    const ana = await owner()
    const a = await createAccount(ana.session)
    const b = await createAccount(ana.session, { nome: 'B' })
    const c = await createAccount(ana.session, { nome: 'C' })
    const late = await transfer(ana.session, { contaOrigemId: a.id, contaDestinoId: b.id, valor: 1, data: '2026-11-20' })
    const early = await transfer(ana.session, { contaOrigemId: b.id, contaDestinoId: c.id, valor: 2.5, data: '2026-11-02', descricao: '  Pix  ' })
    await transfer(ana.session, { contaOrigemId: a.id, contaDestinoId: c.id, valor: 3, data: '2026-12-01' })
    const list = await api.expectStatus(api.call(ana.session, 'GET', '/v1/api/transferencia'), 200, transferListSchema)
    expect(list).toEqual([
      { id: early.id, contaOrigemId: b.id, contaDestinoId: c.id, valor: 2.5, data: '2026-11-02', descricao: 'Pix' },
      { id: late.id, contaOrigemId: a.id, contaDestinoId: b.id, valor: 1, data: '2026-11-20', descricao: '' },
    ])
    const ofA = await api.expectStatus(api.call(ana.session, 'GET', `/v1/api/transferencia?dataInicio=2026-11-01&dataFim=2026-12-31&contaBancariaId=${a.id}`), 200, transferListSchema)
    expect(ofA.map((row) => row.valor)).toEqual([1, 3])
  })
})

describe('property: the accounts add up', () => {
  it('Σ current balances = Σ opening balances + settled income − settled expenses (transfers cancel out)', async () => {
    const ana = await owner()
    const accounts = [
      await createAccount(ana.session, { nome: 'P1', saldoInicial: -500, dataSaldoInicial: '2026-01-01' }),
      await createAccount(ana.session, { nome: 'P2', saldoInicial: 1234.56, dataSaldoInicial: '2026-01-01' }),
      await createAccount(ana.session, { nome: 'P3', saldoInicial: 0, dataSaldoInicial: '2026-01-01' }),
    ]
    let expected = -50000 + 123456
    const step = fc.oneof(
      fc.record({ kind: fc.constant('entry' as const), income: fc.boolean(), cents: fc.integer({ min: 0, max: 10_000_000 }), account: fc.integer({ min: 0, max: 2 }), pay: fc.option(fc.integer({ min: 1, max: 10_000_000 })) }),
      fc.record({ kind: fc.constant('transfer' as const), cents: fc.integer({ min: 1, max: 10_000_000 }), from: fc.integer({ min: 0, max: 2 }), shift: fc.integer({ min: 1, max: 2 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const move of steps) {
          if (move.kind === 'transfer') {
            await transfer(ana.session, { contaOrigemId: accounts[move.from]!.id, contaDestinoId: accounts[(move.from + move.shift) % 3]!.id, valor: move.cents / 100 })
            continue
          }
          const base = move.income ? income(ana, '10', move.cents / 100) : expense(ana, '10', move.cents / 100)
          const entry = await api.createEntry(ana.session, { ...base, situacao: move.income ? 'A Receber' : 'A Pagar', contaBancariaId: accounts[move.account]!.id })
          if (move.pay !== null) {
            await api.pay(ana.session, entry.id, { valorPago: move.pay / 100, dataPagamento: '2026-11-11T10:00:00-03:00' })
            expected += move.income ? move.pay : -move.pay
          }
        }
        const total = (await listAccounts(ana.session)).reduce((sum, account) => sum + amountToCents(account.saldoAtual), 0)
        expect(total).toBe(expected)
      }),
      { numRuns: 15 },
    )
  })
})
