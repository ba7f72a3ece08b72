import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { EditableListMachine, ListRow, ListValues } from '@machines/editable-list.machine'
import { accountHolderListMachine, bankCardListMachine, categoryListMachine, sortCategories } from '@machines/finance/registries/registries'
import type { BankCardValues } from '@machines/finance/registries/registries'
import { editableListActors, registryRequests } from '@machines/finance/registries/registries.actors'
import type { Category } from '@contract/category'
import type { BankCard } from '@contract/bank-card'
import type { RegistryApi } from '@/api/registries'
import { ApiError } from '@/api/errors'
import { bankCard, noCardDetails } from '../fixtures/bank-cards'
import { heldActor } from '../model/held-actors'

// The editable-list machine of the finance registries (categories, bank cards, account
// holders; the original validation and error texts): load, search, create, one row in inline edit, delete with confirmation. Its
// actors are held (tests/model/held-actors.ts): each test answers them and checks the input they got.

const category = (id: number, nomeCategoria: string, tipoCategoria: Category['tipoCategoria'] = 'Despesa'): Category => ({ id, nomeCategoria, tipoCategoria })
const rows = [category(1, 'Mercado'), category(2, 'Salário', 'Receita')]
const cards: BankCard[] = [bankCard({ id: 1, nomeUsuario: 'João', nomeBanco: 'Itaú' })]

/** Lets a settled actor's answer reach the machine. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
const apiError = (status: number, code: string, message = 'x', fieldErrors?: Record<string, string>) => new ApiError({ status, code, message, fieldErrors })

function start<R extends ListRow, V extends ListValues>(machine: EditableListMachine<R, V>) {
  const actors = {
    fetchList: heldActor<R[], { query: string }>(),
    createRow: heldActor<R, { values: V }>(),
    updateRow: heldActor<R, { id: number; values: V }>(),
    deleteRow: heldActor<void, { id: number }>(),
  }
  const actor = createActor(
    machine.provide({ actors: { fetchList: actors.fetchList.logic, createRow: actors.createRow.logic, updateRow: actors.updateRow.logic, deleteRow: actors.deleteRow.logic } }),
  ).start()
  const answer = async (id: keyof typeof actors, output?: unknown) => {
    actors[id].settle({ type: `xstate.done.actor.${id}`, output })
    await settled()
  }
  const fail = async (id: keyof typeof actors, error: unknown) => {
    actors[id].settle({ type: `xstate.error.actor.${id}`, error })
    await settled()
  }
  return { actor, actors, answer, fail, send: actor.send, snap: () => actor.getSnapshot(), ctx: () => actor.getSnapshot().context }
}

async function loaded<R extends ListRow, V extends ListValues>(machine: EditableListMachine<R, V>, list: R[]) {
  const t = start(machine)
  await t.answer('fetchList', list)
  return t
}
const categories = () => loaded(categoryListMachine, rows)

const conflict = apiError(409, 'category_exists', 'A category with this name and type already exists.')

describe('editable list: loading', () => {
  it('loads the list on entry and shows it', async () => {
    const t = start(categoryListMachine)
    expect(t.snap().value).toBe('loading')
    expect(t.snap().hasTag('busy')).toBe(true)
    expect(t.actors.fetchList.runs.map((run) => run.input)).toEqual([{ query: '' }])
    await t.answer('fetchList', rows)
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    expect(t.ctx().rows).toEqual(rows)
  })

  it('reads a 404 as an empty list with no error', async () => {
    const t = start(bankCardListMachine)
    await t.fail('fetchList', apiError(404, 'not_found'))
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    expect(t.ctx().rows).toEqual([])
    expect(t.ctx().alert).toBeNull()
  })

  it('shows the fetch error and retries', async () => {
    const t = start(bankCardListMachine)
    await t.fail('fetchList', apiError(500, 'internal_error'))
    expect(t.snap().value).toBe('failure')
    expect(t.ctx().alert).toMatchObject({ tone: 'danger', message: { message: 'Error fetching cards.' } })
    t.send({ type: 'alert.dismiss' })
    expect(t.ctx().alert).not.toBeNull()
    t.send({ type: 'list.retry' })
    expect(t.snap().value).toBe('loading')
    expect(t.actors.fetchList.runs).toHaveLength(2)
  })
})

describe('editable list: create', () => {
  it('blocks an incomplete form with the field keys of the shared schema and the summary', async () => {
    const t = await categories()
    t.send({ type: 'create.submit' })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    expect(t.actors.createRow.runs).toHaveLength(0)
    expect(t.ctx().create.errors).toEqual({ nomeCategoria: 'required', tipoCategoria: 'category_type_required' })
    expect(t.ctx().alert).toMatchObject({ tone: 'danger', message: { message: 'Fill in all required fields.' } })
  })

  it('clears a field mark as soon as the field is valid', async () => {
    const t = await categories()
    t.send({ type: 'create.submit' })
    t.send({ type: 'create.change', field: 'nomeCategoria', value: '   ' })
    expect(t.ctx().create.errors.nomeCategoria).toBe('required')
    t.send({ type: 'create.change', field: 'nomeCategoria', value: 'Lazer' })
    expect(t.ctx().create.errors.nomeCategoria).toBeUndefined()
    t.send({ type: 'create.change', field: 'nomeCategoria', value: 'x'.repeat(41) })
    expect(t.ctx().create.errors.nomeCategoria).toBe('too_long')
  })

  it('holders: a blank name is "Fill in the person\'s name."', async () => {
    const t = await loaded(accountHolderListMachine, [])
    t.send({ type: 'create.submit' })
    expect(t.ctx().create.errors).toEqual({ nomePessoa: 'person_name_required' })
    expect(t.ctx().alert?.message.message).toBe("Fill in the person's name.")
  })

  it('sends a valid form, then reloads with a success alert and an empty form', async () => {
    const t = await categories()
    t.send({ type: 'create.change', field: 'nomeCategoria', value: 'Lazer' })
    t.send({ type: 'create.change', field: 'tipoCategoria', value: 'Despesa' })
    t.send({ type: 'create.submit' })
    expect(t.snap().value).toBe('creating')
    expect(t.actors.createRow.runs.map((run) => run.input)).toEqual([{ values: { nomeCategoria: 'Lazer', tipoCategoria: 'Despesa' } }])
    await t.answer('createRow', category(3, 'Lazer'))
    expect(t.snap().value).toBe('loading')
    expect(t.actors.fetchList.runs).toHaveLength(2)
    expect(t.ctx().create.values).toEqual({ nomeCategoria: '', tipoCategoria: '' })
    expect(t.ctx().alert).toMatchObject({ tone: 'success', message: { message: 'Category registered successfully!' } })
    await t.answer('fetchList', [...rows, category(3, 'Lazer')])
    expect(t.ctx().alert?.tone).toBe('success')
  })

  it('keeps the form on a refusal, with the API reason of a 409 and the field errors of a 400', async () => {
    const t = await categories()
    t.send({ type: 'create.change', field: 'nomeCategoria', value: 'Mercado' })
    t.send({ type: 'create.change', field: 'tipoCategoria', value: 'Despesa' })
    t.send({ type: 'create.submit' })
    await t.fail('createRow', conflict)
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    expect(t.ctx().create.values.nomeCategoria).toBe('Mercado')
    expect(t.ctx().alert).toMatchObject({ tone: 'danger', message: { message: 'Error registering category.' }, detail: conflict.message })
    t.send({ type: 'create.submit' })
    await t.fail('createRow', apiError(400, 'validation_failed', 'Invalid', { NomeCategoria: 'too_long' }))
    expect(t.ctx().create.errors).toEqual({ nomeCategoria: 'too_long' })
    expect(t.ctx().alert?.detail).toBeNull()
  })
})

describe('editable list: inline edit (one row at a time)', () => {
  it('edits a row, saves it and returns focus to its Edit button', async () => {
    const t = await categories()
    t.send({ type: 'row.edit', id: 1 })
    expect(t.snap().value).toEqual({ loaded: 'editing' })
    expect(t.ctx().editing).toMatchObject({ id: 1, form: { values: { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' } } })
    t.send({ type: 'edit.change', field: 'nomeCategoria', value: 'Supermercado' })
    t.send({ type: 'edit.save' })
    expect(t.snap().value).toEqual({ loaded: 'saving' })
    expect(t.actors.updateRow.runs.map((run) => run.input)).toEqual([{ id: 1, values: { nomeCategoria: 'Supermercado', tipoCategoria: 'Despesa' } }])
    await t.answer('updateRow', category(1, 'Supermercado'))
    expect(t.snap().value).toBe('loading')
    expect(t.ctx().editing).toBeNull()
    expect(t.ctx().focus).toEqual({ kind: 'row', id: 1 })
    expect(t.ctx().alert?.message.message).toBe('Category edited successfully!')
  })

  it('blocks an invalid save and keeps the row in edit', async () => {
    const t = await categories()
    t.send({ type: 'row.edit', id: 1 })
    t.send({ type: 'edit.change', field: 'nomeCategoria', value: '' })
    t.send({ type: 'edit.save' })
    expect(t.snap().value).toEqual({ loaded: 'editing' })
    expect(t.ctx().editing?.form.errors).toEqual({ nomeCategoria: 'required' })
    expect(t.actors.updateRow.runs).toHaveLength(0)
  })

  it('puts a 400 from the save on the edited fields', async () => {
    const t = await categories()
    t.send({ type: 'row.edit', id: 2 })
    t.send({ type: 'edit.save' })
    await t.fail('updateRow', apiError(409, 'category_type_in_use', 'in use'))
    expect(t.snap().value).toEqual({ loaded: 'editing' })
    expect(t.ctx().alert).toMatchObject({ message: { message: 'Error editing category.' }, detail: 'in use' })
    t.send({ type: 'edit.save' })
    await t.fail('updateRow', apiError(400, 'validation_failed', 'x', { tipoCategoria: 'invalid_value' }))
    expect(t.ctx().editing?.form.errors).toEqual({ tipoCategoria: 'invalid_value' })
  })

  it('editing another row cancels the first; Cancel ends the edit with focus on the row', async () => {
    const t = await categories()
    t.send({ type: 'row.edit', id: 1 })
    t.send({ type: 'edit.change', field: 'nomeCategoria', value: 'Changed' })
    t.send({ type: 'row.edit', id: 2 })
    expect(t.ctx().editing).toMatchObject({ id: 2, form: { values: { nomeCategoria: 'Salário' } } })
    t.send({ type: 'edit.cancel' })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    expect(t.ctx().editing).toBeNull()
    expect(t.ctx().focus).toEqual({ kind: 'row', id: 2 })
  })

  it('refuses an id that is not on screen', async () => {
    const t = await categories()
    t.send({ type: 'row.edit', id: 99 })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    t.send({ type: 'row.delete', id: 99 })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
  })

  it('takes no new save, create or delete while a save runs', async () => {
    const t = await categories()
    t.send({ type: 'row.edit', id: 1 })
    t.send({ type: 'edit.save' })
    t.send({ type: 'row.delete', id: 2 })
    t.send({ type: 'create.submit' })
    expect(t.snap().value).toEqual({ loaded: 'saving' })
  })
})

describe('editable list: delete', () => {
  it('asks, deletes, reloads with a success alert and focuses the list', async () => {
    const t = await categories()
    t.send({ type: 'row.edit', id: 1 })
    t.send({ type: 'row.delete', id: 2 })
    expect(t.snap().value).toBe('confirming')
    expect(t.ctx().pendingDelete).toEqual(rows[1])
    expect(t.ctx().editing).toBeNull()
    t.send({ type: 'delete.confirm' })
    expect(t.snap().value).toBe('deleting')
    expect(t.actors.deleteRow.runs.map((run) => run.input)).toEqual([{ id: 2 }])
    await t.answer('deleteRow')
    expect(t.snap().value).toBe('loading')
    expect(t.ctx().focus).toEqual({ kind: 'list' })
    expect(t.ctx().alert?.message.message).toBe('Category deleted successfully!')
  })

  it('cancel keeps everything; a refusal says why (in use)', async () => {
    const t = await categories()
    t.send({ type: 'row.delete', id: 1 })
    t.send({ type: 'delete.cancel' })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    expect(t.ctx().pendingDelete).toBeNull()
    t.send({ type: 'row.delete', id: 1 })
    t.send({ type: 'delete.confirm' })
    await t.fail('deleteRow', apiError(409, 'category_in_use', 'Used by entries.'))
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    expect(t.ctx().rows).toEqual(rows)
    expect(t.ctx().alert).toMatchObject({ message: { message: 'Error deleting category.' }, detail: 'Used by entries.' })
  })
})

describe('editable list: search', () => {
  it('searches what was typed and reloads the full list when the box is emptied', async () => {
    const t = await loaded(bankCardListMachine, cards)
    t.send({ type: 'search.change', query: ' joao ' })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    t.send({ type: 'search.submit' })
    expect(t.snap().value).toBe('loading')
    expect(t.ctx().searchedQuery).toBe('joao')
    await t.fail('fetchList', apiError(404, 'not_found'))
    expect(t.ctx().rows).toEqual([])
    t.send({ type: 'search.change', query: '' })
    expect(t.snap().value).toBe('loading')
    expect(t.ctx().searchedQuery).toBe('')
    expect(t.actors.fetchList.runs.map((run) => run.input)).toEqual([{ query: '' }, { query: 'joao' }, { query: '' }])
  })

  it('categories have no search; they change order', async () => {
    const t = await categories()
    t.send({ type: 'search.submit' })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    t.send({ type: 'sort.change', sort: 'incomeFirst' })
    expect(t.ctx().sort).toBe('incomeFirst')
  })
})

describe('category order', () => {
  const list = [category(1, 'Zebra'), category(2, 'água', 'Receita'), category(3, 'Álvaro'), category(4, 'Bolsa', 'Receita')]
  it('default is by name with accents ignored; income first and expense first group, then by name', () => {
    expect(sortCategories(list, 'default').map((c) => c.nomeCategoria)).toEqual(['água', 'Álvaro', 'Bolsa', 'Zebra'])
    expect(sortCategories(list, 'incomeFirst').map((c) => c.nomeCategoria)).toEqual(['água', 'Bolsa', 'Álvaro', 'Zebra'])
    expect(sortCategories(list, 'expenseFirst').map((c) => c.nomeCategoria)).toEqual(['Álvaro', 'Zebra', 'água', 'Bolsa'])
  })
})

describe('registry actors (registries.actors.ts)', () => {
  function fakeApi() {
    return {
      list: vi.fn(async () => cards),
      search: vi.fn(async () => [cards[0]!]),
      create: vi.fn(async () => cards[0]!),
      update: vi.fn(async () => cards[0]!),
      remove: vi.fn(async () => {}),
    } satisfies RegistryApi<BankCard, unknown>
  }

  it('list, search, create, update and delete with the trimmed form values as the body', async () => {
    const api = fakeApi()
    const actor = createActor(bankCardListMachine.provide({ actors: editableListActors(api, registryRequests.bankCard) })).start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' }))
    expect(api.list).toHaveBeenCalledTimes(1)
    actor.send({ type: 'search.change', query: ' mer ' })
    actor.send({ type: 'search.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' }))
    expect(api.search).toHaveBeenCalledWith('mer')
    expect(actor.getSnapshot().context.rows).toEqual([cards[0]])
    actor.send({ type: 'create.change', field: 'nomeUsuario', value: ' Ana ' })
    actor.send({ type: 'create.change', field: 'nomeBanco', value: 'Inter ' })
    actor.send({ type: 'create.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' }))
    expect(api.create).toHaveBeenCalledWith({ nomeUsuario: 'Ana', nomeBanco: 'Inter', ...noCardDetails })
    actor.send({ type: 'row.edit', id: 1 })
    actor.send({ type: 'edit.change', field: 'nomeBanco', value: ' Nubank' })
    actor.send({ type: 'edit.save' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' }))
    expect(api.update).toHaveBeenCalledWith(1, { nomeUsuario: 'João', nomeBanco: 'Nubank', ...noCardDetails })
    actor.send({ type: 'row.delete', id: 1 })
    actor.send({ type: 'delete.confirm' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' }))
    expect(api.remove).toHaveBeenCalledWith(1)
  })

  it('a failed call reaches the machine as the API error', async () => {
    const api = fakeApi()
    api.list.mockRejectedValueOnce(apiError(500, 'internal_error', 'boom'))
    const actor = createActor(bankCardListMachine.provide({ actors: editableListActors(api, registryRequests.bankCard) })).start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failure'))
    expect(actor.getSnapshot().context.alert?.message.message).toBe('Error fetching cards.')
  })

  it('categories send the name trimmed and the type as chosen', () => {
    expect(registryRequests.category({ nomeCategoria: ' Lazer ', tipoCategoria: 'Despesa' })).toEqual({ nomeCategoria: 'Lazer', tipoCategoria: 'Despesa' })
    expect(registryRequests.accountHolder({ nomePessoa: ' Maria ' })).toEqual({ nomePessoa: 'Maria' })
  })
})

describe('bank cards: the optional fields (nickname, last 4 digits, statement days, limit)', () => {
  const cardWithDetails = bankCard({ id: 1, nomeUsuario: 'João', nomeBanco: 'Itaú', apelido: 'Black', final: '0123', diaFechamento: 28, diaVencimento: 5, limite: 1234.5 })
  const fill = (t: Awaited<ReturnType<typeof loaded<BankCard, BankCardValues>>>, values: Partial<BankCardValues>) => {
    for (const [field, value] of Object.entries(values)) t.send({ type: 'create.change', field: field as keyof BankCardValues, value: value! })
  }

  it('validates with the shared contract: both days or neither, 1–31, 4 digits, an amount of 0 or more', async () => {
    const t = await loaded(bankCardListMachine, [])
    fill(t, { nomeUsuario: 'Ana', nomeBanco: 'Inter', diaFechamento: '3', final: '123', limite: 'abc' })
    t.send({ type: 'create.submit' })
    expect(t.actors.createRow.runs).toHaveLength(0)
    expect(t.ctx().create.errors).toEqual({ diaVencimento: 'card_days_pair', final: 'invalid_card_final' })
    // Nothing is missing: the summary asks to check the marks.
    expect(t.ctx().alert).toMatchObject({ tone: 'danger', message: { message: 'Check the highlighted fields.' } })
    fill(t, { diaVencimento: '32', final: '1234' })
    expect(t.ctx().create.errors).toEqual({ diaVencimento: 'invalid_card_day' })
    fill(t, { diaVencimento: '10', nomeUsuario: ' ' })
    t.send({ type: 'create.submit' })
    expect(t.ctx().create.errors).toEqual({ nomeUsuario: 'required' })
    expect(t.ctx().alert).toMatchObject({ message: { message: 'Fill in all required fields.' } })
  })

  it('keeps what an amount input keeps of the limit (digits and separators)', async () => {
    const t = await loaded(bankCardListMachine, [])
    fill(t, { limite: 'R$ 1.500,5x' })
    expect(t.ctx().create.values.limite).toBe('1.500,5')
    fill(t, { limite: '-1' })
    expect(t.ctx().create.values.limite).toBe('1')
  })

  it('sends every field: the blank optional ones as null, days and the payment account as numbers, the limit as an amount', () => {
    const values = { nomeUsuario: ' Ana ', nomeBanco: 'Inter', apelido: '  ', final: ' 0123 ', diaFechamento: '28', diaVencimento: ' 5', limite: '1.234,5', contaPagamentoId: '7' }
    expect(registryRequests.bankCard(values)).toEqual({ nomeUsuario: 'Ana', nomeBanco: 'Inter', apelido: null, final: '0123', diaFechamento: 28, diaVencimento: 5, limite: 1234.5, contaPagamentoId: 7 })
    expect(registryRequests.bankCard({ ...values, apelido: 'Roxo', final: '', diaFechamento: '', diaVencimento: '', limite: '0', contaPagamentoId: '' })).toMatchObject({
      apelido: 'Roxo',
      final: null,
      diaFechamento: null,
      diaVencimento: null,
      limite: 0,
      contaPagamentoId: null,
    })
  })

  it('an edit starts from the row (the limit as the input writes it) and clears a field emptied', async () => {
    const t = await loaded(bankCardListMachine, [cardWithDetails])
    t.send({ type: 'row.edit', id: 1 })
    expect(t.ctx().editing?.form.values).toEqual({ nomeUsuario: 'João', nomeBanco: 'Itaú', apelido: 'Black', final: '0123', diaFechamento: '28', diaVencimento: '5', limite: '1234,50', contaPagamentoId: '' })
    t.send({ type: 'edit.change', field: 'apelido', value: '' })
    t.send({ type: 'edit.save' })
    expect(t.actors.updateRow.runs.at(-1)?.input).toEqual({ id: 1, values: expect.objectContaining({ apelido: '' }) })
    expect(registryRequests.bankCard(t.actors.updateRow.runs.at(-1)!.input.values)).toMatchObject({ apelido: null, final: '0123', limite: 1234.5 })
  })

  it('puts the API field errors of a refused save on the fields', async () => {
    const t = await loaded(bankCardListMachine, [cardWithDetails])
    t.send({ type: 'row.edit', id: 1 })
    t.send({ type: 'edit.save' })
    await t.fail('updateRow', apiError(400, 'card_days_pair', 'x', { diaFechamento: 'card_days_pair', LIMITE: 'invalid_amount' }))
    expect(t.snap().value).toEqual({ loaded: 'editing' })
    expect(t.ctx().editing?.form.errors).toEqual({ diaFechamento: 'card_days_pair', limite: 'invalid_amount' })
  })
})
