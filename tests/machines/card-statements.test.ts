// The card statements machines: the page (the card and its list, the open statement first — else the
// current month's —, month navigation and its limits, a card without statement days, moving an unpaid item
// and its refusals, the pay modal's outcome and the reloads) and the pay modal (accounts not archived,
// today's day, validation by the shared contract, a 400's fields, a 409's reason), and their actors over
// the API module.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { cardStatementsActors } from '@machines/finance/cards/card-statements.actors'
import type { LoadedCard } from '@machines/finance/cards/card-statements.actors'
import { cardStatementsMachine, defaultStatementMonth, moveTarget } from '@machines/finance/cards/card-statements.machine'
import { statementPayMachine } from '@machines/finance/cards/statement-pay.machine'
import type { StatementPayOutput } from '@machines/finance/cards/statement-pay.machine'
import type { StatementPayRequest } from '@machines/finance/cards/statement-pay.actors'
import { ApiError } from '@/api/errors'
import type { BankAccount } from '@/api/bank-accounts'
import type { CardStatementDetail, Entry } from '@/api/card-statements'
import { heldActor } from '../model/held-actors'
import { account } from '../fixtures/bank-accounts'
import { TODAY, dayless, decemberPaid, decemberPartlyPaid, decemberStatement, emptyStatement, januaryWithCarry, roxinho, statementList } from '../fixtures/card-statements'

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/card-statements', () => ({ getCard: vi.fn(), listStatements: vi.fn(), getStatement: vi.fn(), payStatement: vi.fn(), moveToStatement: vi.fn(), undoStatementPayment: vi.fn() }))
vi.mock('@/api/bank-accounts', () => ({ listBankAccounts: vi.fn() }))
const api = vi.mocked(await import('@/api/card-statements'))
const accountsApi = vi.mocked(await import('@/api/bank-accounts'))

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset()
  accountsApi.listBankAccounts.mockReset()
})

const nubankConta = account(1, { nome: 'Nubank conta' })
const carteira = account(2, { nome: 'Carteira', tipo: 'Carteira' })
const antiga = account(3, { nome: 'Antiga', arquivada: true })
const loaded: LoadedCard = { card: roxinho, statements: statementList, accounts: [nubankConta, carteira] }

function start({ cardId = 4 as number | null, today = TODAY } = {}) {
  const loadCard = heldActor<LoadedCard, { cardId: number | null }>()
  const fetchStatement = heldActor<CardStatementDetail, { cardId: number; mes: string }>()
  const moveEntry = heldActor<Entry, { entryId: number; mes: string }>()
  const loadAccounts = heldActor<BankAccount[], void>()
  const payStatement = heldActor<CardStatementDetail, StatementPayRequest>()
  const undoPayment = heldActor<void, { cardId: number; mes: string; pagamentoId: number }>()
  const statementPay = statementPayMachine.provide({ actors: { loadAccounts: loadAccounts.logic, payStatement: payStatement.logic } })
  const logic = cardStatementsMachine.provide({ actors: { loadCard: loadCard.logic, fetchStatement: fetchStatement.logic, moveEntry: moveEntry.logic, statementPay, undoPayment: undoPayment.logic } })
  const actor = createActor(logic, { input: { cardId, today } }).start()
  return { actor, loadCard, fetchStatement, moveEntry, loadAccounts, payStatement, undoPayment }
}

async function viewing(statement: CardStatementDetail = decemberStatement, card: LoadedCard = loaded) {
  const started = start()
  started.loadCard.runs[0]!.resolve(card)
  await waitFor(started.actor, (s) => s.matches('loadingStatement'))
  started.fetchStatement.runs[0]!.resolve(statement)
  await waitFor(started.actor, (s) => s.matches('viewing'))
  return started
}

describe('the statement shown first', () => {
  it('is the first open statement, else the current month', () => {
    expect(defaultStatementMonth(statementList, TODAY)).toBe('2026-12')
    expect(defaultStatementMonth([statementList[0]!], TODAY)).toBe('2026-11')
    expect(defaultStatementMonth([], '2027-03-01')).toBe('2027-03')
  })

  it('an item moves only when unpaid, between statements not paid, within 1900-01…2099-12', () => {
    const none = { statements: [] }
    expect(moveTarget({ ...none, statement: decemberStatement }, 12, 1)).toBe('2027-01')
    expect(moveTarget({ ...none, statement: decemberStatement }, 12, -1)).toBe('2026-11')
    expect(moveTarget({ ...none, statement: decemberStatement }, 13, 1)).toBe('2027-01')
    expect(moveTarget({ ...none, statement: decemberStatement }, 11, 1)).toBeNull()
    expect(moveTarget({ ...none, statement: decemberStatement }, 99, 1)).toBeNull()
    expect(moveTarget({ ...none, statement: decemberPaid }, 12, 1)).toBeNull()
    expect(moveTarget({ ...none, statement: { ...decemberStatement, mes: '2099-12' } }, 12, 1)).toBeNull()
    expect(moveTarget({ ...none, statement: { ...decemberStatement, mes: '1900-01' } }, 12, -1)).toBeNull()
    expect(moveTarget({ ...none, statement: null }, 12, 1)).toBeNull()
    // November is paid in the list: nothing moves into it; January is open.
    expect(moveTarget({ statements: statementList, statement: decemberStatement }, 12, -1)).toBeNull()
    expect(moveTarget({ statements: statementList, statement: decemberStatement }, 12, 1)).toBe('2027-01')
  })
})

describe('cardStatements machine', () => {
  it('loads the card and its list, then the open statement', async () => {
    const { actor, loadCard, fetchStatement } = start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(loadCard.runs[0]!.input).toEqual({ cardId: 4 })
    loadCard.runs[0]!.resolve(loaded)
    await waitFor(actor, (s) => s.matches('loadingStatement'))
    expect(actor.getSnapshot().context).toMatchObject({ card: roxinho, statements: statementList, month: '2026-12' })
    expect(fetchStatement.runs[0]!.input).toEqual({ cardId: 4, mes: '2026-12' })
    fetchStatement.runs[0]!.resolve(decemberStatement)
    await waitFor(actor, (s) => s.matches('viewing'))
    expect(actor.getSnapshot().context.statement).toEqual(decemberStatement)
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
  })

  it('a card without statement days has none; a 404 (or an id no card has) is "not found"; other failures retry', async () => {
    const without = start()
    without.loadCard.runs[0]!.resolve({ card: dayless, statements: [], accounts: [] })
    await waitFor(without.actor, (s) => s.matches('noStatements'))
    expect(without.actor.getSnapshot().context).toMatchObject({ card: dayless, month: null })
    expect(without.fetchStatement.runs).toHaveLength(0)

    const missing = start({ cardId: null })
    missing.loadCard.runs[0]!.reject(new ApiError({ status: 404, code: 'not_found', message: 'x' }))
    await waitFor(missing.actor, (s) => s.matches('failure'))
    expect(missing.actor.getSnapshot().context.error?.message).toBe('Card not found.')

    const down = start()
    down.loadCard.runs[0]!.reject(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    await waitFor(down.actor, (s) => s.matches('failure'))
    expect(down.actor.getSnapshot().context.error?.message).toBe("Could not load the card's bills.")
    down.actor.send({ type: 'statement.retry' })
    expect(down.actor.getSnapshot().matches('loading')).toBe(true)
    expect(down.loadCard.runs).toHaveLength(2)
  })

  it('the arrows and the list choose any month (with items or not) and stop at 1900-01 and 2099-12', async () => {
    const { actor, fetchStatement } = await viewing()
    actor.send({ type: 'month.next' })
    expect(fetchStatement.runs[1]!.input).toEqual({ cardId: 4, mes: '2027-01' })
    fetchStatement.runs[1]!.resolve(emptyStatement('2027-01'))
    await waitFor(actor, (s) => s.matches('viewing'))
    actor.send({ type: 'month.previous' })
    actor.send({ type: 'month.previous' })
    expect(actor.getSnapshot().context.month).toBe('2026-12')
    fetchStatement.runs[2]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await waitFor(actor, (s) => s.matches('statementFailure'))
    expect(actor.getSnapshot().context.error?.message).toBe('Could not load the bill.')
    actor.send({ type: 'statement.retry' })
    expect(fetchStatement.runs[3]!.input.mes).toBe('2026-12')
    fetchStatement.runs[3]!.resolve(decemberStatement)
    await waitFor(actor, (s) => s.matches('viewing'))
    expect(actor.getSnapshot().can({ type: 'month.select', mes: '2026-12' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'month.select', mes: '2026-13' })).toBe(false)
    actor.send({ type: 'month.select', mes: '2026-11' })
    expect(fetchStatement.runs[4]!.input.mes).toBe('2026-11')

    const last = start()
    last.loadCard.runs[0]!.resolve({ card: roxinho, statements: [{ ...statementList[1]!, mes: '2099-12' }], accounts: [] })
    await waitFor(last.actor, (s) => s.matches('loadingStatement'))
    last.fetchStatement.runs[0]!.resolve({ ...decemberStatement, mes: '2099-12' })
    await waitFor(last.actor, (s) => s.matches('viewing'))
    expect(last.actor.getSnapshot().can({ type: 'month.next' })).toBe(false)
    expect(last.actor.getSnapshot().can({ type: 'month.previous' })).toBe(true)
    expect(last.actor.getSnapshot().can({ type: 'item.move', id: 12, by: 1 })).toBe(false)
    expect(last.actor.getSnapshot().can({ type: 'item.move', id: 12, by: -1 })).toBe(true)
  })

  it('a carried balance never moves by hand', async () => {
    const { actor } = await viewing(januaryWithCarry)
    expect(actor.getSnapshot().can({ type: 'item.move', id: 21, by: 1 })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'item.move', id: 21, by: -1 })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'item.move', id: 22, by: 1 })).toBe(true)
  })

  it('a move is kept as the last move, and Undo moves the item back to the statement it left', async () => {
    const { actor, moveEntry, loadCard, fetchStatement } = await viewing()
    expect(actor.getSnapshot().can({ type: 'move.undo' })).toBe(false)
    actor.send({ type: 'item.move', id: 12, by: 1 })
    moveEntry.runs[0]!.resolve({ ...decemberStatement.itens[1]!, faturaMes: '2027-01' })
    await waitFor(actor, (s) => s.matches('loading'))
    expect(actor.getSnapshot().context.lastMove).toEqual({ entryId: 12, descricao: 'Mercado', from: '2026-12', to: '2027-01' })
    loadCard.runs[1]!.resolve(loaded)
    await waitFor(actor, (s) => s.matches('loadingStatement'))
    fetchStatement.runs[1]!.resolve({ ...decemberStatement, itens: decemberStatement.itens.filter((item) => item.id !== 12) })
    await waitFor(actor, (s) => s.matches('viewing'))
    actor.send({ type: 'move.undo' })
    expect(moveEntry.runs[1]!.input).toEqual({ entryId: 12, mes: '2026-12' })
    moveEntry.runs[1]!.resolve(decemberStatement.itens[1]!)
    await waitFor(actor, (s) => s.matches('loading'))
    expect(actor.getSnapshot().context.lastMove).toBeNull()
    expect(actor.getSnapshot().context.alert).toMatchObject({ tone: 'success', message: { message: 'Move undone: the item is back on its bill.' } })
    expect(actor.getSnapshot().can({ type: 'move.undo' })).toBe(false)
  })

  it('undoes a payment after a confirmation; a refusal names its reason and reloads', async () => {
    const { actor, undoPayment, loadCard, fetchStatement } = await viewing(decemberPartlyPaid)
    expect(actor.getSnapshot().can({ type: 'payment.undo', id: 99 })).toBe(false)
    actor.send({ type: 'payment.undo', id: 31 })
    expect(actor.getSnapshot().matches('confirmingUndo')).toBe(true)
    expect(actor.getSnapshot().context.pendingUndo).toEqual(decemberPartlyPaid.pagamentos[0])
    actor.send({ type: 'undo.cancel' })
    expect(actor.getSnapshot().matches('viewing')).toBe(true)
    expect(actor.getSnapshot().context.pendingUndo).toBeNull()
    actor.send({ type: 'payment.undo', id: 31 })
    actor.send({ type: 'undo.confirm' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(undoPayment.runs[0]!.input).toEqual({ cardId: 4, mes: '2026-12', pagamentoId: 31 })
    undoPayment.runs[0]!.reject(new ApiError({ status: 409, code: 'carry_statement_paid', message: 'x' }))
    await waitFor(actor, (s) => s.matches('loading'))
    expect(actor.getSnapshot().context.alert).toMatchObject({ tone: 'danger', message: { message: "The next bill, which carries this payment's unpaid rest, is already paid: undo that payment first." } })
    loadCard.runs[1]!.resolve(loaded)
    await waitFor(actor, (s) => s.matches('loadingStatement'))
    fetchStatement.runs[1]!.resolve(decemberPartlyPaid)
    await waitFor(actor, (s) => s.matches('viewing'))
    actor.send({ type: 'payment.undo', id: 31 })
    actor.send({ type: 'undo.confirm' })
    undoPayment.runs[1]!.resolve()
    await waitFor(actor, (s) => s.matches('loading'))
    expect(actor.getSnapshot().context.alert).toMatchObject({ tone: 'success', message: { message: 'Payment undone: the money is back in the account and the bill is to be paid again.' } })
  })

  it('moves an unpaid item, then reloads the card and the same statement; a refusal shows the reason', async () => {
    const { actor, moveEntry, loadCard, fetchStatement } = await viewing()
    const focusRequests: string[] = []
    actor.on('statement.focus', (event) => focusRequests.push(event.type))
    expect(actor.getSnapshot().can({ type: 'item.move', id: 11, by: 1 })).toBe(false)
    actor.send({ type: 'item.move', id: 12, by: 1 })
    expect(actor.getSnapshot().matches('moving')).toBe(true)
    expect(moveEntry.runs[0]!.input).toEqual({ entryId: 12, mes: '2027-01' })
    moveEntry.runs[0]!.resolve({ ...decemberStatement.itens[1]!, faturaMes: '2027-01' })
    await waitFor(actor, (s) => s.matches('loading'))
    expect(actor.getSnapshot().context.alert).toBeNull()
    expect(actor.getSnapshot().context.lastMove).toMatchObject({ entryId: 12, to: '2027-01' })
    expect(focusRequests).toEqual(['statement.focus'])
    expect(loadCard.runs).toHaveLength(2)
    loadCard.runs[1]!.resolve(loaded)
    await waitFor(actor, (s) => s.matches('loadingStatement'))
    expect(fetchStatement.runs[1]!.input.mes).toBe('2026-12')
    fetchStatement.runs[1]!.resolve(decemberStatement)
    await waitFor(actor, (s) => s.matches('viewing'))

    expect(actor.getSnapshot().can({ type: 'item.move', id: 13, by: -1 })).toBe(false)
    actor.send({ type: 'item.move', id: 13, by: 1 })
    expect(actor.getSnapshot().context.alert).toBeNull()
    expect(actor.getSnapshot().context.lastMove).toBeNull()
    moveEntry.runs[1]!.reject(new ApiError({ status: 409, code: 'statement_paid', message: 'A fatura de destino já está paga.' }))
    await waitFor(actor, (s) => s.matches('viewing'))
    expect(actor.getSnapshot().context.alert).toMatchObject({ tone: 'danger', message: { message: 'Could not move the item.' }, detail: 'A fatura de destino já está paga.' })
    expect(actor.getSnapshot().context.pendingMove).toBeNull()
    // A refused move leaves the item's button where it was: no focus request.
    expect(focusRequests).toEqual(['statement.focus'])
    actor.send({ type: 'alert.dismiss' })
    expect(actor.getSnapshot().context.alert).toBeNull()
  })

  it("pays what remains from the card's payment account, today by default; a paid statement reloads with an alert", async () => {
    const { actor, loadAccounts, payStatement, loadCard } = await viewing(decemberStatement, { ...loaded, card: { ...roxinho, contaPagamentoId: 2, contaUltimoPagamentoId: 1 } })
    actor.send({ type: 'pay.open' })
    const form = actor.getSnapshot().children.statementPay!
    expect(form.getSnapshot().context).toMatchObject({ cardId: 4, mes: '2026-12', amount: 1090, accountId: 2 })
    loadAccounts.runs[0]!.resolve([antiga, nubankConta, carteira])
    await waitFor(form, (s) => s.matches('editing'))
    expect(form.getSnapshot().context.accounts.map((row) => row.nome)).toEqual(['Nubank conta', 'Carteira'])
    expect(form.getSnapshot().context.form.values).toEqual({ contaBancariaId: '2', dataPagamento: TODAY, valor: '1090,00' })
    form.send({ type: 'form.submit' })
    expect(payStatement.runs[0]!.input).toEqual({ cardId: 4, mes: '2026-12', contaBancariaId: 2, dataPagamento: TODAY })
    payStatement.runs[0]!.resolve(decemberPaid)
    await waitFor(actor, (s) => s.matches('loading'))
    expect(actor.getSnapshot().context.alert).toMatchObject({ tone: 'success', message: { message: 'Bill paid successfully!' } })
    expect(loadCard.runs).toHaveLength(2)
  })

  it('proposes the account of the last payment when the card names none, else no account; a partial payment says the rest is to pay', async () => {
    const last = await viewing(decemberStatement, { ...loaded, card: { ...roxinho, contaUltimoPagamentoId: 1 } })
    last.actor.send({ type: 'pay.open' })
    const form = last.actor.getSnapshot().children.statementPay!
    last.loadAccounts.runs[0]!.resolve([nubankConta, carteira])
    await waitFor(form, (s) => s.matches('editing'))
    expect(form.getSnapshot().context.form.values.contaBancariaId).toBe('1')
    form.send({ type: 'field.change', field: 'valor', value: '300,5' })
    form.send({ type: 'form.submit' })
    expect(last.payStatement.runs[0]!.input).toEqual({ cardId: 4, mes: '2026-12', contaBancariaId: 1, dataPagamento: TODAY, valor: 300.5 })
    last.payStatement.runs[0]!.resolve(decemberPartlyPaid)
    await waitFor(last.actor, (s) => s.matches('loading'))
    expect(last.actor.getSnapshot().context.alert).toMatchObject({ tone: 'success', message: { message: 'Payment recorded. The rest of the bill is still to pay.' } })

    const none = await viewing()
    none.actor.send({ type: 'pay.open' })
    const blank = none.actor.getSnapshot().children.statementPay!
    none.loadAccounts.runs[0]!.resolve([nubankConta, carteira])
    await waitFor(blank, (s) => s.matches('editing'))
    expect(blank.getSnapshot().context.form.values.contaBancariaId).toBe('')
  })

  it('a paid statement (or one with nothing left to pay) offers no payment and no move; a closed modal returns', async () => {
    const paid = await viewing(decemberPaid)
    expect(paid.actor.getSnapshot().can({ type: 'pay.open' })).toBe(false)
    expect(paid.actor.getSnapshot().can({ type: 'item.move', id: 12, by: 1 })).toBe(false)
    const open = await viewing()
    open.actor.send({ type: 'pay.open' })
    open.actor.getSnapshot().children.statementPay!.send({ type: 'form.cancel' })
    await waitFor(open.actor, (s) => s.matches('viewing'))
    expect(open.actor.getSnapshot().context.alert).toBeNull()
  })
})

describe('statementPay machine', () => {
  function startPay() {
    const loadAccounts = heldActor<BankAccount[], void>()
    const payStatement = heldActor<CardStatementDetail, StatementPayRequest>()
    const actor = createActor(statementPayMachine.provide({ actors: { loadAccounts: loadAccounts.logic, payStatement: payStatement.logic } }), {
      input: { cardId: 4, mes: '2026-12', amount: 1090, today: TODAY, accountId: 1 },
    }).start()
    return { actor, loadAccounts, payStatement }
  }

  it('a failed account list retries; no account chosen or a bad day blocks the submit', async () => {
    const { actor, loadAccounts, payStatement } = startPay()
    loadAccounts.runs[0]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await waitFor(actor, (s) => s.matches('accountsFailure'))
    expect(actor.getSnapshot().context.error?.message).toBe('Could not load your bank accounts.')
    actor.send({ type: 'accounts.retry' })
    loadAccounts.runs[1]!.resolve([antiga])
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(actor.getSnapshot().context.form.values.contaBancariaId).toBe('')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(actor.getSnapshot().context.form.errors).toEqual({ contaBancariaId: 'required' })
    expect(actor.getSnapshot().context.error?.message).toBe('Fill in all required fields.')
    actor.send({ type: 'field.change', field: 'contaBancariaId', value: '9' })
    actor.send({ type: 'field.change', field: 'dataPagamento', value: '2100-01-01' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.form.errors).toEqual({ dataPagamento: 'date_out_of_range' })
    expect(actor.getSnapshot().context.error?.message).toBe('Check the highlighted fields.')
    expect(payStatement.runs).toHaveLength(0)
  })

  it('the amount must be more than zero and at most what remains, as the server checks', async () => {
    const { actor, loadAccounts, payStatement } = startPay()
    loadAccounts.runs[0]!.resolve([nubankConta])
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'field.change', field: 'contaBancariaId', value: '1' })
    for (const [typed, key] of [['1090,01', 'payment_over_remaining'], ['0', 'invalid_amount'], ['', 'required'], ['1.2.3', 'invalid_amount']] as const) {
      actor.send({ type: 'field.change', field: 'valor', value: typed })
      actor.send({ type: 'form.submit' })
      expect(actor.getSnapshot().context.form.errors.valor, typed).toBeTruthy()
      if (key !== 'invalid_amount') expect(actor.getSnapshot().context.form.errors.valor).toBe(key)
    }
    expect(payStatement.runs).toHaveLength(0)
    actor.send({ type: 'field.change', field: 'valor', value: '1.090,00' })
    actor.send({ type: 'form.submit' })
    // The whole rest goes as no amount: the server pays what remains.
    expect(payStatement.runs[0]!.input).toEqual({ cardId: 4, mes: '2026-12', contaBancariaId: 1, dataPagamento: TODAY })
  })

  it("a 400's field errors land on their fields; a 409 shows the server's reason; then it pays", async () => {
    const { actor, loadAccounts, payStatement } = startPay()
    loadAccounts.runs[0]!.resolve([nubankConta])
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    payStatement.runs[0]!.reject(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { contaBancariaId: 'unknown_bank_account' } }))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.form.errors).toEqual({ contaBancariaId: 'unknown_bank_account' })
    expect(actor.getSnapshot().context.detail).toBeNull()
    actor.send({ type: 'form.submit' })
    payStatement.runs[1]!.reject(new ApiError({ status: 409, code: 'statement_nothing_to_pay', message: 'Esta fatura não tem nada a pagar.' }))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.error?.message).toBe('Could not pay the bill.')
    expect(actor.getSnapshot().context.detail).toBe('Esta fatura não tem nada a pagar.')
    actor.send({ type: 'form.submit' })
    payStatement.runs[2]!.resolve(decemberPaid)
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ outcome: 'paid', statement: decemberPaid } satisfies StatementPayOutput)
  })
})

describe('card statements actors', () => {
  const run = <I, O>(logic: { provide?: unknown } & Parameters<typeof createActor>[0], input: I) => {
    const actor = createActor(logic, { input } as never).start()
    return waitFor(actor, (s) => s.status !== 'active').then((s) => (s.status === 'done' ? (s.output as O) : Promise.reject(s.error)))
  }

  it('loadCard asks for the list only when the card has statement days; an id no card has is a 404', async () => {
    api.getCard.mockResolvedValueOnce(roxinho)
    api.listStatements.mockResolvedValueOnce(statementList)
    accountsApi.listBankAccounts.mockResolvedValueOnce([nubankConta, carteira])
    await expect(run(cardStatementsActors.loadCard, { cardId: 4 })).resolves.toEqual(loaded)
    expect(api.listStatements).toHaveBeenCalledWith(4)
    api.getCard.mockResolvedValueOnce(dayless)
    // The accounts only name the payments: their failure leaves the names out, not the page.
    accountsApi.listBankAccounts.mockRejectedValueOnce(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    await expect(run(cardStatementsActors.loadCard, { cardId: 6 })).resolves.toEqual({ card: dayless, statements: [], accounts: [] })
    expect(api.listStatements).toHaveBeenCalledTimes(1)
    accountsApi.listBankAccounts.mockResolvedValueOnce([])
    await expect(run(cardStatementsActors.loadCard, { cardId: null })).rejects.toMatchObject({ status: 404 })
    expect(api.getCard).toHaveBeenCalledTimes(2)
  })

  it('fetchStatement, moveEntry and the payment call the API with their input', async () => {
    api.getStatement.mockResolvedValueOnce(decemberStatement)
    await expect(run(cardStatementsActors.fetchStatement, { cardId: 4, mes: '2026-12' })).resolves.toEqual(decemberStatement)
    expect(api.getStatement).toHaveBeenCalledWith(4, '2026-12')
    api.moveToStatement.mockResolvedValueOnce(decemberStatement.itens[1]!)
    await run(cardStatementsActors.moveEntry, { entryId: 12, mes: '2027-01' })
    expect(api.moveToStatement).toHaveBeenCalledWith(12, '2027-01')
    accountsApi.listBankAccounts.mockResolvedValueOnce([nubankConta])
    api.payStatement.mockResolvedValueOnce(decemberPaid)
    const pay = createActor(statementPayMachine, { input: { cardId: 4, mes: '2026-12', amount: 1090, today: TODAY, accountId: 1 } }).start()
    await waitFor(pay, (s) => s.matches('editing'))
    pay.send({ type: 'form.submit' })
    await waitFor(pay, (s) => s.status === 'done')
    expect(api.payStatement).toHaveBeenCalledWith(4, '2026-12', { contaBancariaId: 1, dataPagamento: TODAY })
    api.undoStatementPayment.mockResolvedValueOnce(undefined)
    await run(cardStatementsActors.undoPayment, { cardId: 4, mes: '2026-12', pagamentoId: 31 })
    expect(api.undoStatementPayment).toHaveBeenCalledWith(4, '2026-12', 31)
  })
})
