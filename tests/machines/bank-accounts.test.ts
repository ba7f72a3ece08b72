// The bank account machines: the accounts list (archived toggle, totals, modal outcome, archive and
// unarchive, delete with the API's 409 reason), the account form (a signed opening balance, validation
// by the shared contract, a 400's fields, a 409's reason), the transfer form (accounts not archived,
// defaults, the same account twice) and one account's statement (month navigation and its limits, the
// transfer modal's outcome, deleting a transfer), with the signed amount helpers.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { accountInput, accountRequest, accountValues, bankAccountFormMachine, emptyAccountValues, validateAccount } from '@machines/finance/accounts/bank-account-form.machine'
import type { BankAccountFormOutput } from '@machines/finance/accounts/bank-account-form.machine'
import { balanceTotals, bankAccountListMachine, listedAccounts } from '@machines/finance/accounts/bank-account-list.machine'
import { projectedBalance } from '@machines/finance/accounts/bank-account-list.actors'
import type { LoadedAccounts } from '@machines/finance/accounts/bank-account-list.actors'
import { accountStatementMachine, statementAccount } from '@machines/finance/accounts/account-statement.machine'
import type { LoadedStatement } from '@machines/finance/accounts/account-statement.actors'
import { emptyTransferValues, transferFormMachine, transferInput, validateTransfer } from '@machines/finance/accounts/transfer-form.machine'
import type { TransferFormOutput } from '@machines/finance/accounts/transfer-form.machine'
import { ApiError } from '@/api/errors'
import type { BankAccountInput, Period, TransferInput } from '@/api/bank-accounts'
import type { BankAccount, Transfer } from '@contract/bank-account'
import { signedAmountInputText, normalizeSignedAmountInput, parseSignedAmountInput, signedDecimalCommaOnBlur } from '@/lib/signed-amount'
import { heldActor } from '../model/held-actors'
import { account, novemberStatement } from '../fixtures/bank-accounts'

const nubank = account(1, { nome: 'Nubank', saldoAtual: 1234.5, saldoPrevisto: 1000.1 })
const carteira = account(2, { nome: 'Carteira', tipo: 'Carteira', saldoAtual: -50.25, saldoPrevisto: -80 })
const antiga = account(3, { nome: 'Antiga', arquivada: true, saldoAtual: 0.1, saldoPrevisto: 0.2 })
const conflict = (code: string, message: string) => new ApiError({ status: 409, code, message })

describe('signed amounts', () => {
  it('keep one leading minus, read as the amount inputs read', () => {
    expect(normalizeSignedAmountInput('-R$ 1.000,5')).toBe('-1.000,5')
    expect(normalizeSignedAmountInput('R$ -12,3')).toBe('-12,3')
    expect(normalizeSignedAmountInput('12-3')).toBe('123')
    expect(normalizeSignedAmountInput('--5')).toBe('-5')
    expect(parseSignedAmountInput('-1.234,5')).toBe(-123450)
    expect(parseSignedAmountInput('-0')).toBe(0)
    expect(parseSignedAmountInput('-')).toBeNull()
    expect(parseSignedAmountInput('12,')).toBe(1200)
    expect(signedAmountInputText(-1999)).toBe('-19,99')
    expect(signedAmountInputText(500)).toBe('5,00')
    expect(signedDecimalCommaOnBlur('-12.5')).toBe('-12,5')
  })
})

describe('accounts list rules', () => {
  it('lists archived accounts only when asked; totals in exact cents', () => {
    expect(listedAccounts([nubank, antiga, carteira], false)).toEqual([nubank, carteira])
    expect(listedAccounts([nubank, antiga, carteira], true)).toEqual([nubank, antiga, carteira])
    expect(balanceTotals([nubank, carteira, antiga])).toEqual({ currentCents: 118435, projectedCents: 92030 })
    expect(balanceTotals([account(1, { saldoAtual: 0.1 }), account(2, { saldoAtual: 0.2 })]).currentCents).toBe(30)
  })
})

describe('bankAccountList machine', () => {
  function start() {
    const held = {
      fetchAccounts: heldActor<LoadedAccounts>(),
      setArchived: heldActor<BankAccount, { account: BankAccount; arquivada: boolean }>(),
      deleteAccount: heldActor<void, { id: number }>(),
    }
    const saveAccount = heldActor<BankAccount, { accountId: number | null; account: BankAccountInput }>()
    const logic = bankAccountListMachine.provide({
      actors: { ...Object.fromEntries(Object.entries(held).map(([id, actor]) => [id, actor.logic])), bankAccountForm: bankAccountFormMachine.provide({ actors: { saveAccount: saveAccount.logic } }) },
    })
    const actor = createActor(logic).start()
    return { actor, held, saveAccount }
  }

  it("the total forecast is the projection's balance on its last day, else the current one", () => {
    expect(projectedBalance({ saldoAtual: 100, dias: [{ data: '2026-11-25', saldo: 40 }, { data: '2026-11-30', saldo: -12.5 }] })).toBe(-12.5)
    expect(projectedBalance({ saldoAtual: 100, dias: [] })).toBe(100)
  })

  it('keeps the forecast loaded with the accounts', async () => {
    const { actor, held } = start()
    held.fetchAccounts.runs[0]!.resolve({ accounts: [nubank], forecast: 812.34 })
    await waitFor(actor, (s) => s.matches('browsing'))
    expect(actor.getSnapshot().context.forecast).toBe(812.34)
  })

  it('loads, toggles the archived ones, archives and unarchives by a PATCH of the account', async () => {
    const { actor, held } = start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    held.fetchAccounts.runs[0]!.resolve({ accounts: [nubank, antiga], forecast: null })
    await waitFor(actor, (s) => s.matches('browsing'))
    // An archived account cannot be archived, nor can one off screen be unarchived.
    expect(actor.getSnapshot().can({ type: 'account.archive', id: 3 })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'account.unarchive', id: 3 })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'account.unarchive', id: 1 })).toBe(false)
    actor.send({ type: 'archived.toggle' })
    expect(actor.getSnapshot().can({ type: 'account.unarchive', id: 3 })).toBe(true)
    actor.send({ type: 'account.archive', id: 1 })
    expect(actor.getSnapshot().value).toBe('archiving')
    expect(held.setArchived.runs[0]!.input).toEqual({ account: nubank, arquivada: true })
    held.setArchived.runs[0]!.resolve({ ...nubank, arquivada: true })
    await waitFor(actor, (s) => s.matches('loading'))
    expect(actor.getSnapshot().context.alert?.message.message).toBe('Bank account archived.')
    held.fetchAccounts.runs[1]!.resolve({ accounts: [{ ...nubank, arquivada: true }, antiga], forecast: null })
    await waitFor(actor, (s) => s.matches('browsing'))
    actor.send({ type: 'account.unarchive', id: 3 })
    held.setArchived.runs[1]!.resolve({ ...antiga, arquivada: false })
    await waitFor(actor, (s) => s.matches('loading'))
    expect(actor.getSnapshot().context.alert?.message.message).toBe('Bank account restored.')
  })

  it('a refused delete keeps the list and shows the API reason; a failed load can be retried', async () => {
    const { actor, held } = start()
    held.fetchAccounts.runs[0]!.reject(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    await waitFor(actor, (s) => s.matches('failure'))
    expect(actor.getSnapshot().context.alert?.message.message).toBe('Could not load the bank accounts.')
    actor.send({ type: 'list.retry' })
    expect(actor.getSnapshot().context.alert).toBeNull()
    held.fetchAccounts.runs[1]!.resolve({ accounts: [nubank], forecast: null })
    await waitFor(actor, (s) => s.matches('browsing'))
    actor.send({ type: 'account.delete', id: 1 })
    expect(actor.getSnapshot().context.pendingDelete).toEqual(nubank)
    actor.send({ type: 'delete.cancel' })
    expect(actor.getSnapshot().context.pendingDelete).toBeNull()
    actor.send({ type: 'account.delete', id: 1 })
    actor.send({ type: 'delete.confirm' })
    expect(held.deleteAccount.runs[0]!.input).toEqual({ id: 1 })
    held.deleteAccount.runs[0]!.reject(conflict('bank_account_in_use', 'Esta conta tem movimentações: arquive-a.'))
    await waitFor(actor, (s) => s.matches('browsing'))
    expect(actor.getSnapshot().context.alert).toMatchObject({ tone: 'danger', detail: 'Esta conta tem movimentações: arquive-a.' })
    expect(actor.getSnapshot().context.accounts).toEqual([nubank])
  })

  it('the modal edits the chosen account; a save reloads with "updated", a cancel does not reload', async () => {
    const { actor, held, saveAccount } = start()
    held.fetchAccounts.runs[0]!.resolve({ accounts: [nubank], forecast: null })
    await waitFor(actor, (s) => s.matches('browsing'))
    actor.send({ type: 'account.edit', id: 1 })
    const form = actor.getSnapshot().children.bankAccountForm!
    expect(form.getSnapshot().context.form.values).toEqual({ nome: 'Nubank', tipo: 'Corrente', saldoInicial: '100,00', dataSaldoInicial: '2026-11-01' })
    form.send({ type: 'form.cancel' })
    await waitFor(actor, (s) => s.matches('browsing'))
    expect(held.fetchAccounts.runs).toHaveLength(1)
    actor.send({ type: 'account.add' })
    const create = actor.getSnapshot().children.bankAccountForm!
    create.send({ type: 'field.change', field: 'nome', value: 'Itaú' })
    create.send({ type: 'field.change', field: 'saldoInicial', value: '0' })
    create.send({ type: 'form.submit' })
    expect(saveAccount.runs[0]!.input.accountId).toBeNull()
    saveAccount.runs[0]!.resolve(account(5, { nome: 'Itaú' }))
    await waitFor(actor, (s) => s.matches('loading'))
    expect(actor.getSnapshot().context.alert?.message.message).toBe('Bank account created successfully!')
  })
})

describe('bankAccountForm machine', () => {
  it('validates with the shared contract: name 1–40, a signed balance, a day from 1900 to 2099', () => {
    const values = { ...emptyAccountValues('2026-11-20'), nome: 'Nubank', saldoInicial: '-1.234,5' }
    expect(validateAccount(values)).toEqual({})
    expect(accountRequest(values)).toMatchObject({ saldoInicial: -1234.5 })
    expect(accountInput(values, true)).toEqual({ nome: 'Nubank', tipo: 'Corrente', saldoInicialCents: -123450, dataSaldoInicial: '2026-11-20', arquivada: true })
    expect(validateAccount({ ...values, nome: ' ' })).toEqual({ nome: 'required' })
    expect(validateAccount({ ...values, nome: 'x'.repeat(41) })).toEqual({ nome: 'too_long' })
    expect(validateAccount({ ...values, saldoInicial: '' })).toEqual({ saldoInicial: 'required' })
    expect(validateAccount({ ...values, saldoInicial: '-' })).toEqual({ saldoInicial: 'required' })
    expect(validateAccount({ ...values, dataSaldoInicial: '1899-12-31' })).toEqual({ dataSaldoInicial: 'date_out_of_range' })
    expect(validateAccount({ ...values, tipo: 'Cofre' })).toEqual({ tipo: 'invalid_value' })
    expect(accountValues(account(1, { saldoInicial: -0.5 })).saldoInicial).toBe('-0,50')
  })

  it('keeps the minus the user types; a 400 marks its field, a 409 shows the reason; the output is the saved account', async () => {
    const saveAccount = heldActor<BankAccount, { accountId: number | null; account: BankAccountInput }>()
    const actor = createActor(bankAccountFormMachine.provide({ actors: { saveAccount: saveAccount.logic } }), { input: { account: carteira, today: '2026-11-20' } }).start()
    actor.send({ type: 'field.change', field: 'saldoInicial', value: '-R$ 12,5' })
    expect(actor.getSnapshot().context.form.values.saldoInicial).toBe('-12,5')
    actor.send({ type: 'form.submit' })
    expect(saveAccount.runs[0]!.input).toEqual({ accountId: 2, account: { nome: 'Carteira', tipo: 'Carteira', saldoInicialCents: -1250, dataSaldoInicial: '2026-11-01', arquivada: false } })
    saveAccount.runs[0]!.reject(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { DataSaldoInicial: 'date_out_of_range' } }))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.form.errors).toEqual({ dataSaldoInicial: 'date_out_of_range' })
    expect(actor.getSnapshot().context.detail).toBeNull()
    actor.send({ type: 'form.submit' })
    saveAccount.runs[1]!.reject(conflict('bank_account_exists', 'Já existe uma conta com este nome.'))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.detail).toBe('Já existe uma conta com este nome.')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.detail).toBeNull()
    saveAccount.runs[2]!.resolve(carteira)
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ outcome: 'saved', account: carteira } satisfies BankAccountFormOutput)
  })

  it('an invalid submit saves nothing and says why', () => {
    const saveAccount = heldActor<BankAccount, { accountId: number | null; account: BankAccountInput }>()
    const actor = createActor(bankAccountFormMachine.provide({ actors: { saveAccount: saveAccount.logic } }), { input: { account: null, today: '2026-11-20' } }).start()
    actor.send({ type: 'form.submit' })
    expect(saveAccount.runs).toHaveLength(0)
    expect(actor.getSnapshot().context.form.errors).toEqual({ nome: 'required', saldoInicial: 'required' })
    expect(actor.getSnapshot().context.error?.message).toBe('Fill in all required fields.')
    actor.send({ type: 'form.cancel' })
    expect(actor.getSnapshot().output).toEqual({ outcome: 'closed' })
  })
})

describe('transferForm machine', () => {
  it('offers the accounts not archived; from this account to the first other one, today', () => {
    expect(emptyTransferValues([nubank, carteira], 2, '2026-11-20')).toEqual({ contaOrigemId: '2', contaDestinoId: '1', valor: '', data: '2026-11-20', descricao: '' })
    expect(emptyTransferValues([nubank], 1, '2026-11-20')).toMatchObject({ contaOrigemId: '1', contaDestinoId: '' })
    const actor = createActor(transferFormMachine, { input: { accounts: [nubank, antiga, carteira], from: 1, today: '2026-11-20' } }).start()
    expect(actor.getSnapshot().context.accounts).toEqual([nubank, carteira])
  })

  it('validates with the shared contract: the same account twice marks the destination; amount > 0; description ≤ 200', () => {
    const values = { contaOrigemId: '1', contaDestinoId: '2', valor: '250,5', data: '2026-11-20', descricao: ' Reserva ' }
    expect(validateTransfer(values)).toEqual({})
    expect(transferInput(values)).toEqual({ contaOrigemId: 1, contaDestinoId: 2, valorCents: 25050, data: '2026-11-20', descricao: 'Reserva' })
    expect(validateTransfer({ ...values, contaDestinoId: '1' })).toEqual({ contaDestinoId: 'same_bank_account' })
    expect(validateTransfer({ ...values, contaDestinoId: '' })).toEqual({ contaDestinoId: 'required' })
    expect(validateTransfer({ ...values, valor: '0' })).toHaveProperty('valor')
    expect(validateTransfer({ ...values, valor: '' })).toEqual({ valor: 'required' })
    expect(validateTransfer({ ...values, descricao: 'x'.repeat(201) })).toEqual({ descricao: 'too_long' })
  })

  it('a 400 lands on its field; the output is the saved transfer', async () => {
    const saveTransfer = heldActor<Transfer, TransferInput>()
    const actor = createActor(transferFormMachine.provide({ actors: { saveTransfer: saveTransfer.logic } }), { input: { accounts: [nubank, carteira], from: 1, today: '2026-11-20' } }).start()
    actor.send({ type: 'field.change', field: 'valor', value: 'R$ 1.000' })
    actor.send({ type: 'form.submit' })
    expect(saveTransfer.runs[0]!.input).toEqual({ contaOrigemId: 1, contaDestinoId: 2, valorCents: 100000, data: '2026-11-20', descricao: '' })
    saveTransfer.runs[0]!.reject(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { contaDestinoId: 'unknown_bank_account' } }))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.form.errors).toEqual({ contaDestinoId: 'unknown_bank_account' })
    expect(actor.getSnapshot().context.error?.message).toBe('Error processing operation.')
    actor.send({ type: 'form.submit' })
    const saved = { id: 9, contaOrigemId: 1, contaDestinoId: 2, valor: 1000, data: '2026-11-20', descricao: '' }
    saveTransfer.runs[1]!.resolve(saved)
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ outcome: 'saved', transfer: saved } satisfies TransferFormOutput)
  })
})

describe('accountStatement machine', () => {
  function start(month = '2026-11', accountId: number | null = 1) {
    const fetchStatement = heldActor<LoadedStatement, { accountId: number | null; period: Period }>()
    const deleteTransfer = heldActor<void, { id: number }>()
    const transferForm = transferFormMachine.provide({ actors: { saveTransfer: fromPromise(async () => ({ id: 9, contaOrigemId: 1, contaDestinoId: 2, valor: 1, data: '2026-11-20', descricao: '' })) } })
    const actor = createActor(accountStatementMachine.provide({ actors: { fetchStatement: fetchStatement.logic, deleteTransfer: deleteTransfer.logic, transferForm } }), { input: { accountId, month } }).start()
    return { actor, fetchStatement, deleteTransfer }
  }
  const loaded: LoadedStatement = { accounts: [nubank, carteira, antiga], statement: novemberStatement }

  it('asks for the whole month; the arrows move a month and stop at 1900-01 and 2099-12', async () => {
    const { actor, fetchStatement } = start()
    expect(fetchStatement.runs[0]!.input).toEqual({ accountId: 1, period: { dataInicio: '2026-11-01', dataFim: '2026-11-30' } })
    fetchStatement.runs[0]!.resolve(loaded)
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(statementAccount(actor.getSnapshot().context)).toEqual(nubank)
    actor.send({ type: 'month.previous' })
    expect(fetchStatement.runs[1]!.input.period).toEqual({ dataInicio: '2026-10-01', dataFim: '2026-10-31' })
    const first = start('1900-01')
    first.fetchStatement.runs[0]!.resolve(loaded)
    await waitFor(first.actor, (s) => s.matches('loaded'))
    expect(first.actor.getSnapshot().can({ type: 'month.previous' })).toBe(false)
    expect(first.actor.getSnapshot().can({ type: 'month.next' })).toBe(true)
    const last = start('2099-12')
    last.fetchStatement.runs[0]!.reject(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    await waitFor(last.actor, (s) => s.matches('failure'))
    expect(last.actor.getSnapshot().context.error?.message).toBe('Could not load the statement.')
    expect(last.actor.getSnapshot().can({ type: 'month.next' })).toBe(false)
    expect(last.actor.getSnapshot().can({ type: 'month.previous' })).toBe(true)
  })

  it('a 404 (or an id no account has) is "not found"', async () => {
    const { actor, fetchStatement } = start()
    fetchStatement.runs[0]!.reject(new ApiError({ status: 404, code: 'not_found', message: 'x' }))
    await waitFor(actor, (s) => s.matches('failure'))
    expect(actor.getSnapshot().context.error?.message).toBe('Bank account not found.')
  })

  it('a transfer needs two accounts not archived, this one among them; a saved transfer reloads', async () => {
    const { actor, fetchStatement } = start()
    fetchStatement.runs[0]!.resolve({ accounts: [nubank, antiga], statement: novemberStatement })
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().can({ type: 'transfer.open' })).toBe(false)
    actor.send({ type: 'statement.retry' })
    const archived = start(undefined, 3)
    archived.fetchStatement.runs[0]!.resolve(loaded)
    await waitFor(archived.actor, (s) => s.matches('loaded'))
    expect(archived.actor.getSnapshot().can({ type: 'transfer.open' })).toBe(false)
    const ready = start()
    ready.fetchStatement.runs[0]!.resolve(loaded)
    await waitFor(ready.actor, (s) => s.matches('loaded'))
    ready.actor.send({ type: 'transfer.open' })
    const form = ready.actor.getSnapshot().children.transferForm!
    expect(form.getSnapshot().context.form.values).toMatchObject({ contaOrigemId: '1', contaDestinoId: '2' })
    form.send({ type: 'field.change', field: 'valor', value: '1' })
    form.send({ type: 'form.submit' })
    await waitFor(ready.actor, (s) => s.matches('loading'))
    expect(ready.actor.getSnapshot().context.alert?.message.message).toBe('Transfer recorded successfully!')
    expect(ready.fetchStatement.runs).toHaveLength(2)
  })

  it('only a transfer of the statement can be deleted; a failure keeps the statement', async () => {
    const { actor, fetchStatement, deleteTransfer } = start()
    fetchStatement.runs[0]!.resolve(loaded)
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().can({ type: 'transfer.delete', id: 7 })).toBe(false)
    actor.send({ type: 'transfer.delete', id: 3 })
    expect(actor.getSnapshot().context.pendingDelete?.descricao).toBe('Reserva')
    actor.send({ type: 'delete.confirm' })
    expect(deleteTransfer.runs[0]!.input).toEqual({ id: 3 })
    deleteTransfer.runs[0]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().context.alert).toMatchObject({ tone: 'danger' })
    expect(actor.getSnapshot().context.statement).toEqual(novemberStatement)
  })
})
