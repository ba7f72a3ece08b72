import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  categoriesOfType,
  entryFormMachine,
  entryFormMessages,
  entryValues,
  selectableCards,
  statementCards,
  statusOptionsFor,
  entryRequest,
  validateEntry,
} from '@machines/finance/entries/entry-form.machine'
import type { EntryFormEvent, EntryFormValues } from '@machines/finance/entries/entry-form.machine'
import { entryMessages } from '@machines/finance/entries/entry-table.machine'
import { ApiError } from '@/api/errors'
import type { EntryCreateInput } from '@/api/entries'
import type { Category } from '@contract/category'
import type { Entry } from '@contract/entry'
import { bankCard } from '../fixtures/bank-cards'
import { bankAccounts } from '../fixtures/entry-accounts'
import { categories, entry, monthEntries } from '../fixtures/entries'
import { recurrence } from '../fixtures/recurrences'
import { heldActor } from '../model/held-actors'

// The add/edit entry modal:
// loading categories (the loadCategories actor) → editing → saving (the saveEntry actor) → saved | closed,
// the outcome as the machine's output.

vi.mock('@/api/entries', () => ({ createEntry: vi.fn(), updateEntry: vi.fn() }))
vi.mock('@/api/registries', () => ({ categoriesApi: vi.fn() }))
vi.mock('@/api/recurrences', () => ({ listRecurrences: vi.fn(), updateRecurrence: vi.fn() }))
const entriesApi = await import('@/api/entries')
const registries = await import('@/api/registries')
const createEntry = vi.mocked(entriesApi.createEntry)
const updateEntry = vi.mocked(entriesApi.updateEntry)
const categoriesApi = vi.mocked(registries.categoriesApi)

afterEach(() => vi.clearAllMocks())

const recurrences = vi.mocked(await import('@/api/recurrences'))

describe('the saveSeries actor', () => {
  const series = recurrence(30, { descricao: 'Conta de Água', valor: 80.1, categoriaId: 2, dataInicio: '2026-01-03', frequencia: 'Mensal', ajusteFimDeSemana: 'Adiar' })
  const edited: EntryCreateInput = { dataLancamento: '2026-11-03', descricao: 'Água e esgoto', observacao: 'x', valor: 95.5, tipoLancamento: 'Despesa', situacao: 'A Pagar', categoriaId: 2, contaBancariaId: null, cartaoId: null }
  const run = async (aPartirDe: string | null) => {
    const { entryFormActors } = await import('@machines/finance/entries/entry-form.actors')
    const actor = createActor(entryFormActors.saveSeries, { input: { recorrenciaId: 30, aPartirDe, entry: edited } })
    const ended = new Promise<void>((resolve) => actor.subscribe({ complete: resolve, error: () => resolve() }))
    actor.start()
    await ended
    return actor.getSnapshot()
  }

  it("puts the series with its own schedule and the edited fields, from the occurrence's date or else its first day", async () => {
    recurrences.listRecurrences.mockResolvedValue([recurrence(29), series])
    recurrences.updateRecurrence.mockResolvedValue(series)
    expect((await run('2026-11-03')).output).toEqual(series)
    expect(recurrences.updateRecurrence).toHaveBeenLastCalledWith({
      id: 30,
      descricao: 'Água e esgoto',
      valor: 95.5,
      tipoLancamento: 'Despesa',
      categoriaId: 2,
      contaBancariaId: null,
      cartaoId: null,
      frequencia: 'Mensal',
      dataInicio: '2026-01-03',
      dataFim: null,
      ajusteFimDeSemana: 'Adiar',
      ativa: true,
      aPartirDe: '2026-11-03',
    })
    await run(null)
    expect(recurrences.updateRecurrence).toHaveBeenLastCalledWith(expect.objectContaining({ id: 30, descricao: 'Água e esgoto', valor: 95.5, aPartirDe: '2026-01-03' }))
  })

  it('a series no longer listed is a 404 that puts nothing', async () => {
    recurrences.listRecurrences.mockResolvedValue([recurrence(29)])
    const done = await run('2026-11-03')
    expect(done.status).toBe('error')
    expect(done.error).toMatchObject({ status: 404 })
    expect(recurrences.updateRecurrence).not.toHaveBeenCalled()
  })
})

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
const failure = new ApiError({ status: 500, code: 'internal_error', message: 'x' })

function start(original: Entry | null = null, accounts: { accounts?: typeof bankAccounts; lastAccountId?: number | null } = {}) {
  const loadCategories = heldActor<Category[]>()
  const saveEntry = heldActor<Entry, { id: number | null; entry: EntryCreateInput }>()
  const logic = entryFormMachine.provide({ actors: { loadCategories: loadCategories.logic, saveEntry: saveEntry.logic } })
  const actor = createActor(logic, { input: { entry: original, today: '2026-11-20', ...accounts } }).start()
  const send = (event: EntryFormEvent) => actor.send(event)
  const type = (field: keyof EntryFormValues, value: string) => send({ type: 'field.change', field, value })
  return { actor, loadCategories, saveEntry, send, type, snap: () => actor.getSnapshot(), form: () => actor.getSnapshot().context.form }
}

async function editing(original: Entry | null = null) {
  const started = start(original)
  started.loadCategories.runs[0]!.resolve(categories)
  await settled()
  return started
}

const valid: EntryFormValues = { dataLancamento: '2026-11-05', descricao: 'Luz', observacao: '', valor: '120,5', tipoLancamento: 'Despesa', situacao: 'A Pagar', categoriaId: '2', contaBancariaId: '', cartaoId: '' }

describe('entry form rules', () => {
  it('status options follow the type', () => {
    expect(statusOptionsFor('Despesa')).toEqual(['Pago', 'A Pagar'])
    expect(statusOptionsFor('Receita')).toEqual(['Recebido', 'A Receber'])
    expect(statusOptionsFor('')).toEqual([])
  })

  it('the category list is filtered to the type', () => {
    expect(categoriesOfType(categories, 'Despesa').map((c) => c.id)).toEqual([2, 3])
    expect(categoriesOfType(categories, 'Receita').map((c) => c.id)).toEqual([1])
    expect(categoriesOfType(categories, '')).toEqual([])
  })

  it('every field is required (validated by the shared contract)', () => {
    expect(validateEntry({ dataLancamento: '', descricao: ' ', observacao: '', valor: '', tipoLancamento: '', situacao: '', categoriaId: '', contaBancariaId: '', cartaoId: '' })).toEqual({
      dataLancamento: 'required',
      descricao: 'required',
      valor: 'required',
      tipoLancamento: 'required',
      situacao: 'required',
      categoriaId: 'required',
    })
    expect(validateEntry(valid)).toEqual({})
    expect(validateEntry({ ...valid, valor: '0' })).toEqual({})
    expect(validateEntry({ ...valid, valor: '12,' })).toEqual({})
    // The message names the problem.
    expect(validateEntry({ ...valid, valor: '1,234' })).toEqual({ valor: 'amount_decimals' })
    expect(validateEntry({ ...valid, valor: '1.23.456' })).toEqual({ valor: 'amount_grouping' })
    expect(validateEntry({ ...valid, valor: 'abc' })).toEqual({ valor: 'invalid_amount' })
    expect(validateEntry({ ...valid, valor: '1.234,56' })).toEqual({})
    expect(validateEntry({ ...valid, situacao: 'Recebido' })).toEqual({ situacao: 'invalid_entry_status' })
    // The account is optional: none ('') or an id.
    expect(validateEntry({ ...valid, contaBancariaId: '8', cartaoId: '' })).toEqual({})
  })

  it('an entry in edit shows its São Paulo day, amount with a comma, ids as text', () => {
    expect(entryValues(monthEntries[1]!, '2026-11-20')).toEqual({
      dataLancamento: '2026-11-02',
      descricao: 'Aluguel',
      observacao: '',
      valor: '1500,50',
      tipoLancamento: 'Despesa',
      situacao: 'Pago',
      categoriaId: '2',
      contaBancariaId: '',
      cartaoId: '',
    })
    expect(entryValues({ ...monthEntries[1]!, contaBancariaId: 9 }, '2026-11-20').contaBancariaId).toBe('9')
    expect(entryValues({ ...monthEntries[1]!, observacao: 'Reajuste em março' }, '2026-11-20').observacao).toBe('Reajuste em março')
    // 01:00 UTC on the 3rd is still the 2nd in São Paulo.
    expect(entryValues(entry(9, { dataLancamento: '2026-11-03T01:00:00.000Z' }), '').dataLancamento).toBe('2026-11-02')
    expect(entryValues(null, '2026-11-20')).toEqual({ dataLancamento: '2026-11-20', descricao: '', observacao: '', valor: '', tipoLancamento: '', situacao: '', categoriaId: '', contaBancariaId: '', cartaoId: '' })
    expect(entryValues(null, '2026-11-20', 8).contaBancariaId).toBe('8')
  })

  it('the request is the contract\'s create body: the amount as a number, trimmed text; an unchanged day keeps the instant', () => {
    expect(entryRequest({ ...valid, descricao: '  Luz ' }, null)).toEqual({
      dataLancamento: '2026-11-05',
      descricao: 'Luz',
      observacao: '',
      valor: 120.5,
      tipoLancamento: 'Despesa',
      situacao: 'A Pagar',
      categoriaId: 2,
      contaBancariaId: null,
      cartaoId: null,
    })
    expect(entryRequest({ ...valid, contaBancariaId: '8', cartaoId: '' }, null).contaBancariaId).toBe(8)
    const original = entry(3, { dataLancamento: '2026-11-05T18:30:00.000Z' })
    expect(entryRequest(valid, original).dataLancamento).toBe('2026-11-05T18:30:00.000Z')
    expect(entryRequest({ ...valid, dataLancamento: '2026-11-06' }, original).dataLancamento).toBe('2026-11-06')
  })

  it('the note is optional, trimmed, at most 500 characters (the contract\'s too_long)', () => {
    expect(validateEntry({ ...valid, observacao: '   ' })).toEqual({})
    expect(validateEntry({ ...valid, observacao: 'x'.repeat(500) })).toEqual({})
    expect(validateEntry({ ...valid, observacao: 'x'.repeat(501) })).toEqual({ observacao: 'too_long' })
    expect(entryRequest({ ...valid, observacao: '  Débito automático  ' }).observacao).toBe('Débito automático')
  })
})

describe('entryForm machine', () => {
  it('loads the categories first; typing is taken meanwhile', () => {
    const { snap, loadCategories, type, form } = start()
    expect(snap().value).toBe('loading')
    expect(loadCategories.runs).toHaveLength(1)
    type('descricao', 'Luz')
    expect(form().values.descricao).toBe('Luz')
    expect(snap().can({ type: 'form.submit' })).toBe(false)
  })

  it('a failed category load is an empty list', async () => {
    const { loadCategories, snap } = start()
    loadCategories.runs[0]!.reject(failure)
    await settled()
    expect(snap().value).toBe('editing')
    expect(snap().context.categories).toEqual([])
  })

  it('a submit with missing fields marks them and says to fill them all', async () => {
    const { send, snap, saveEntry, type, form } = await editing()
    type('descricao', 'Luz')
    send({ type: 'form.submit' })
    expect(snap().value).toBe('editing')
    expect(saveEntry.runs).toHaveLength(0)
    expect(snap().context.error).toBe(entryFormMessages.fillRequired)
    expect(form().errors).toEqual({ valor: 'required', tipoLancamento: 'required', situacao: 'required', categoriaId: 'required' })
    // A marked field clears as soon as it is fixed.
    type('valor', '1234.5')
    expect(form().values.valor).toBe('1234,5')
    expect(form().errors.valor).toBeUndefined()
  })

  it('an invalid amount alone asks to check the marked fields', async () => {
    const { send, snap, type } = await editing()
    for (const [field, value] of Object.entries({ ...valid, valor: '1,234' })) type(field as keyof EntryFormValues, value)
    send({ type: 'form.submit' })
    expect(snap().context.error).toBe(entryFormMessages.checkFields)
    expect(snap().context.form.errors).toEqual({ valor: 'amount_decimals' })
  })

  it('a date before 1900 or after 2099 is marked as out of range, nothing saved', async () => {
    for (const dataLancamento of ['1899-12-31', '2100-01-01', '0001-01-01']) {
      const { send, snap, type, saveEntry } = await editing()
      for (const [field, value] of Object.entries({ ...valid, dataLancamento })) type(field as keyof EntryFormValues, value)
      send({ type: 'form.submit' })
      expect(saveEntry.runs).toHaveLength(0)
      expect(snap().context.error).toBe(entryFormMessages.checkFields)
      expect(snap().context.form.errors).toEqual({ dataLancamento: 'date_out_of_range' })
    }
  })

  it('a type change drops a status and a category of the other type', async () => {
    const { type, form } = await editing()
    type('tipoLancamento', 'Despesa')
    type('situacao', 'Pago')
    type('categoriaId', '3')
    type('tipoLancamento', 'Receita')
    expect(form().values).toMatchObject({ tipoLancamento: 'Receita', situacao: '', categoriaId: '' })
    type('situacao', 'Recebido')
    type('categoriaId', '1')
    type('tipoLancamento', 'Receita')
    expect(form().values).toMatchObject({ situacao: 'Recebido', categoriaId: '1' })
  })

  it('a type change after a failed submit marks the dropped fields at once', async () => {
    const { send, type, form } = await editing()
    type('tipoLancamento', 'Despesa')
    type('situacao', 'Pago')
    send({ type: 'form.submit' })
    expect(form().errors.situacao).toBeUndefined()
    type('tipoLancamento', 'Receita')
    expect(form().errors.situacao).toBe('required')
  })

  it('the edited entry keeps its category only while the categories have it', async () => {
    const { loadCategories, snap } = start(monthEntries[2]!)
    loadCategories.runs[0]!.reject(failure)
    await settled()
    expect(snap().context.form.values.categoriaId).toBe('')
  })

  it('saves valid values (a new entry: no id) and ends with the saved entry as its output', async () => {
    const { send, snap, saveEntry, type } = await editing()
    for (const [field, value] of Object.entries(valid)) type(field as keyof EntryFormValues, value)
    send({ type: 'form.submit' })
    expect(snap().value).toBe('saving')
    expect(snap().hasTag('busy')).toBe(true)
    expect(saveEntry.runs.map((run) => run.input)).toEqual([{ id: null, entry: entryRequest(valid, null) }])
    expect(snap().can({ type: 'form.cancel' })).toBe(false)
    saveEntry.runs[0]!.resolve(entry(99))
    await settled()
    expect(snap().status).toBe('done')
    expect(snap().output).toEqual({ outcome: 'saved', entry: entry(99) })
  })

  it('an edited entry is saved by its id', async () => {
    const original = monthEntries[2]!
    const { send, saveEntry } = await editing(original)
    send({ type: 'form.submit' })
    expect(saveEntry.runs.map((run) => run.input)).toEqual([{ id: 3, entry: entryRequest(entryValues(original, ''), original) }])
  })

  it("a failed save shows 'Error processing operation.' and the 400's field errors", async () => {
    const { send, snap, saveEntry, type } = await editing()
    for (const [field, value] of Object.entries(valid)) type(field as keyof EntryFormValues, value)
    send({ type: 'form.submit' })
    saveEntry.runs[0]!.reject(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { CategoriaId: 'category_type_mismatch' } }))
    await settled()
    expect(snap().value).toBe('editing')
    expect(snap().context.error).toBe(entryMessages.failed)
    expect(snap().context.form.errors).toEqual({ categoriaId: 'category_type_mismatch' })
  })

  it('a new entry starts with the account last used while it is offered; an edited one keeps its own, archived too', () => {
    expect(start(null, { accounts: bankAccounts, lastAccountId: 8 }).form().values.contaBancariaId).toBe('8')
    // Archived, or no longer in the list (or the list did not load): no account.
    expect(start(null, { accounts: bankAccounts, lastAccountId: 9 }).form().values.contaBancariaId).toBe('')
    expect(start(null, { accounts: bankAccounts, lastAccountId: 42 }).form().values.contaBancariaId).toBe('')
    expect(start(null, { lastAccountId: 8 }).form().values.contaBancariaId).toBe('')
    const edited = start({ ...monthEntries[2]!, contaBancariaId: 9 }, { accounts: bankAccounts, lastAccountId: 8 })
    expect(edited.form().values.contaBancariaId).toBe('9')
    expect(edited.snap().context.accounts).toEqual(bankAccounts)
  })

  it('the chosen account is saved; None saves no account', async () => {
    const { send, saveEntry, type } = await editing({ ...monthEntries[2]!, contaBancariaId: 9 })
    type('contaBancariaId', '7')
    send({ type: 'form.submit' })
    expect(saveEntry.runs[0]!.input.entry.contaBancariaId).toBe(7)
    const other = await editing({ ...monthEntries[2]!, contaBancariaId: 9 })
    other.type('contaBancariaId', '')
    other.send({ type: 'form.submit' })
    expect(other.saveEntry.runs[0]!.input.entry.contaBancariaId).toBeNull()
  })

  it("a 400 on the account marks the account's field", async () => {
    const { send, snap, saveEntry, type } = await editing()
    for (const [field, value] of Object.entries({ ...valid, contaBancariaId: '8', cartaoId: '' })) type(field as keyof EntryFormValues, value)
    send({ type: 'form.submit' })
    saveEntry.runs[0]!.reject(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { ContaBancariaId: 'invalid_value' } }))
    await settled()
    expect(snap().context.form.errors).toEqual({ contaBancariaId: 'invalid_value' })
  })

  it('a card item: choosing a card clears the account and an account the card; the card is saved and shown on edit', async () => {
    const { send, saveEntry, type, form } = await editing()
    for (const [field, value] of Object.entries({ ...valid, contaBancariaId: '8' })) type(field as keyof EntryFormValues, value)
    type('cartaoId', '4')
    expect(form().values).toMatchObject({ cartaoId: '4', contaBancariaId: '' })
    type('contaBancariaId', '7')
    expect(form().values).toMatchObject({ cartaoId: '', contaBancariaId: '7' })
    type('cartaoId', '4')
    send({ type: 'form.submit' })
    expect(saveEntry.runs[0]!.input.entry).toMatchObject({ cartaoId: 4, contaBancariaId: null })
    expect(entryValues({ ...entry(3), cartaoId: 4, faturaMes: '2026-12' }, '2026-11-20')).toMatchObject({ cartaoId: '4', contaBancariaId: '' })
  })

  it("a 400 on the card ('card_without_statements') marks the card's field; choosing an account then clears it", async () => {
    const { send, snap, saveEntry, type } = await editing()
    for (const [field, value] of Object.entries({ ...valid, cartaoId: '5' })) type(field as keyof EntryFormValues, value)
    send({ type: 'form.submit' })
    saveEntry.runs[0]!.reject(new ApiError({ status: 400, code: 'card_without_statements', message: 'x', fieldErrors: { cartaoId: 'card_without_statements' } }))
    await settled()
    expect(snap().context.form.errors).toEqual({ cartaoId: 'card_without_statements' })
    type('contaBancariaId', '7')
    expect(snap().context.form.errors).toEqual({})
    expect(statementCards([bankCard({ id: 1, nomeUsuario: 'A', nomeBanco: 'B' }), bankCard({ id: 2, nomeUsuario: 'A', nomeBanco: 'C', diaFechamento: 3, diaVencimento: 10 })]).map((card) => card.id)).toEqual([2])
  })

  it('a card select offers the cards with statement days and keeps the one it holds', () => {
    const withoutDays = bankCard({ id: 1, nomeUsuario: 'A', nomeBanco: 'B' })
    const halfDays = bankCard({ id: 2, nomeUsuario: 'A', nomeBanco: 'C', diaFechamento: 3 })
    const withDays = bankCard({ id: 3, nomeUsuario: 'A', nomeBanco: 'D', diaFechamento: 3, diaVencimento: 10 })
    const ids = (value: string) => selectableCards([withoutDays, halfDays, withDays], value).map((card) => card.id)
    expect(ids('')).toEqual([3])
    expect(ids('3')).toEqual([3])
    expect(ids('1')).toEqual([1, 3])
    expect(ids('2')).toEqual([2, 3])
  })

  it('cancel closes, from loading or editing: the output says closed', async () => {
    const first = start()
    first.send({ type: 'form.cancel' })
    expect(first.snap().status).toBe('done')
    expect(first.snap().output).toEqual({ outcome: 'closed' })
    const second = await editing()
    second.send({ type: 'form.cancel' })
    expect(second.snap().output).toEqual({ outcome: 'closed' })
  })
})

describe('entry form actors', () => {
  const list = vi.fn()
  function live(original: Entry | null) {
    categoriesApi.mockReturnValue({ list, create: vi.fn(), update: vi.fn(), remove: vi.fn() })
    return createActor(entryFormMachine, { input: { entry: original, today: '2026-11-20' } }).start()
  }

  it('creates a new entry with POST', async () => {
    list.mockResolvedValue(categories)
    createEntry.mockResolvedValue(entry(9))
    const actor = live(null)
    await waitFor(actor, (s) => s.matches('editing'))
    for (const [field, value] of Object.entries(valid)) actor.send({ type: 'field.change', field: field as keyof EntryFormValues, value })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(createEntry).toHaveBeenCalledWith(entryRequest(valid, null))
    expect(updateEntry).not.toHaveBeenCalled()
  })

  it('updates an edited entry with PATCH; a failed category load leaves the list empty', async () => {
    list.mockRejectedValue(failure)
    updateEntry.mockRejectedValue(new ApiError({ status: 409, code: 'conflict', message: 'Linked.' }))
    const original = monthEntries[2]!
    const actor = live(original)
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.categories).toEqual([])
    actor.send({ type: 'field.change', field: 'categoriaId', value: '2' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(updateEntry).toHaveBeenCalledWith({ id: 3, ...entryRequest(entryValues(original, ''), original) })
    expect(actor.getSnapshot().context.error).toBe(entryMessages.failed)
  })
})
