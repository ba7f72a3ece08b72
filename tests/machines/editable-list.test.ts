import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { EditableListEvent, EditableListMachine } from '@machines/editable-list.machine'
import * as registries from '@machines/registries'
import { sortCategories } from '@machines/registries'
import { editableListEffects } from '@machines/registries.actors'
import type { Category } from '@/api/schemas/category'
import type { RegistryApi } from '@/api/registries'
import { ApiError } from '@/api/errors'

// The editable-list machine of the finance registries (SPEC §2 Categories/Cards/Account holder pages,
// §5 validation, §8 texts): load, search, create, one row in inline edit, delete with confirmation.

// The three registries share one machine type for these tests.
const categoryListMachine = registries.categoryListMachine as unknown as EditableListMachine
const bankCardListMachine = registries.bankCardListMachine as unknown as EditableListMachine
const accountHolderListMachine = registries.accountHolderListMachine as unknown as EditableListMachine

const category = (id: number, nomeCategoria: string, tipoCategoria: Category['tipoCategoria'] = 'Despesa'): Category => ({ id, nomeCategoria, tipoCategoria })
const rows = [category(1, 'Mercado'), category(2, 'Salário', 'Receita')]

function start(machine = categoryListMachine) {
  const effects = { fetchList: vi.fn(), createRow: vi.fn(), updateRow: vi.fn(), deleteRow: vi.fn() }
  const actor = createActor(machine.provide({ actions: effects })).start()
  const send = (event: EditableListEvent) => actor.send(event as never)
  return { actor, effects, send, snap: () => actor.getSnapshot(), ctx: () => actor.getSnapshot().context }
}

function loaded(machine = categoryListMachine) {
  const t = start(machine)
  t.send({ type: 'list.loaded', rows })
  return t
}

const conflict = { status: 409, code: 'category_exists', message: 'A category with this name and type already exists.' }

describe('editable list: loading', () => {
  it('loads the list on entry and shows it', () => {
    const t = start()
    expect(t.snap().value).toBe('loading')
    expect(t.snap().hasTag('busy')).toBe(true)
    expect(t.effects.fetchList).toHaveBeenCalledTimes(1)
    t.send({ type: 'list.loaded', rows })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    expect(t.ctx().rows).toEqual(rows)
  })

  it('reads a 404 as an empty list with no error (SPEC §8)', () => {
    const t = start(bankCardListMachine)
    t.send({ type: 'list.failed', error: { status: 404, code: 'not_found' } })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    expect(t.ctx().rows).toEqual([])
    expect(t.ctx().alert).toBeNull()
  })

  it('shows the fetch error and retries', () => {
    const t = start(bankCardListMachine)
    t.send({ type: 'list.failed', error: { status: 500, code: 'internal_error' } })
    expect(t.snap().value).toBe('failure')
    expect(t.ctx().alert).toMatchObject({ tone: 'danger', message: { message: 'Error fetching cards.' } })
    t.send({ type: 'alert.dismiss' })
    expect(t.ctx().alert).not.toBeNull()
    t.send({ type: 'list.retry' })
    expect(t.snap().value).toBe('loading')
    expect(t.effects.fetchList).toHaveBeenCalledTimes(2)
  })
})

describe('editable list: create', () => {
  it('blocks an incomplete form with the field keys of the shared schema and the summary (SPEC §5)', () => {
    const t = loaded()
    t.send({ type: 'create.submit' })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    expect(t.effects.createRow).not.toHaveBeenCalled()
    expect(t.ctx().create.errors).toEqual({ nomeCategoria: 'required', tipoCategoria: 'category_type_required' })
    expect(t.ctx().alert).toMatchObject({ tone: 'danger', message: { message: 'Fill in all required fields.' } })
  })

  it('clears a field mark as soon as the field is valid', () => {
    const t = loaded()
    t.send({ type: 'create.submit' })
    t.send({ type: 'create.change', field: 'nomeCategoria', value: '   ' })
    expect(t.ctx().create.errors.nomeCategoria).toBe('required')
    t.send({ type: 'create.change', field: 'nomeCategoria', value: 'Lazer' })
    expect(t.ctx().create.errors.nomeCategoria).toBeUndefined()
    t.send({ type: 'create.change', field: 'nomeCategoria', value: 'x'.repeat(41) })
    expect(t.ctx().create.errors.nomeCategoria).toBe('too_long')
  })

  it('ignores a field the registry does not have', () => {
    const t = loaded()
    t.send({ type: 'create.change', field: 'nomeBanco', value: 'Itaú' })
    expect(t.ctx().create.values).toEqual({ nomeCategoria: '', tipoCategoria: '' })
  })

  it('holders: a blank name is "Fill in the person\'s name."', () => {
    const t = loaded(accountHolderListMachine)
    t.send({ type: 'create.submit' })
    expect(t.ctx().create.errors).toEqual({ nomePessoa: 'person_name_required' })
    expect(t.ctx().alert?.message.message).toBe("Fill in the person's name.")
  })

  it('sends a valid form, then reloads with a success alert and an empty form', () => {
    const t = loaded()
    t.send({ type: 'create.change', field: 'nomeCategoria', value: 'Lazer' })
    t.send({ type: 'create.change', field: 'tipoCategoria', value: 'Despesa' })
    t.send({ type: 'create.submit' })
    expect(t.snap().value).toBe('creating')
    expect(t.effects.createRow).toHaveBeenCalledTimes(1)
    t.send({ type: 'row.created', row: category(3, 'Lazer') })
    expect(t.snap().value).toBe('loading')
    expect(t.effects.fetchList).toHaveBeenCalledTimes(2)
    expect(t.ctx().create.values).toEqual({ nomeCategoria: '', tipoCategoria: '' })
    expect(t.ctx().alert).toMatchObject({ tone: 'success', message: { message: 'Category registered successfully!' } })
    t.send({ type: 'list.loaded', rows: [...rows, category(3, 'Lazer')] })
    expect(t.ctx().alert?.tone).toBe('success')
  })

  it('keeps the form on a refusal, with the API reason of a 409 and the field errors of a 400', () => {
    const t = loaded()
    t.send({ type: 'create.change', field: 'nomeCategoria', value: 'Mercado' })
    t.send({ type: 'create.change', field: 'tipoCategoria', value: 'Despesa' })
    t.send({ type: 'create.submit' })
    t.send({ type: 'row.createFailed', error: conflict })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    expect(t.ctx().create.values.nomeCategoria).toBe('Mercado')
    expect(t.ctx().alert).toMatchObject({ tone: 'danger', message: { message: 'Error registering category.' }, detail: conflict.message })
    t.send({ type: 'create.submit' })
    t.send({ type: 'row.createFailed', error: { status: 400, code: 'validation_failed', message: 'Invalid', fieldErrors: { NomeCategoria: 'too_long' } } })
    expect(t.ctx().create.errors).toEqual({ nomeCategoria: 'too_long' })
    expect(t.ctx().alert?.detail).toBeNull()
  })
})

describe('editable list: inline edit (one row at a time)', () => {
  it('edits a row, saves it and returns focus to its Edit button', () => {
    const t = loaded()
    t.send({ type: 'row.edit', id: 1 })
    expect(t.snap().value).toEqual({ loaded: 'editing' })
    expect(t.ctx().editing).toMatchObject({ id: 1, form: { values: { nomeCategoria: 'Mercado', tipoCategoria: 'Despesa' } } })
    t.send({ type: 'edit.change', field: 'nomeCategoria', value: 'Supermercado' })
    t.send({ type: 'edit.save' })
    expect(t.snap().value).toEqual({ loaded: 'saving' })
    expect(t.effects.updateRow).toHaveBeenCalledTimes(1)
    t.send({ type: 'row.updated', row: category(1, 'Supermercado') })
    expect(t.snap().value).toBe('loading')
    expect(t.ctx().editing).toBeNull()
    expect(t.ctx().focus).toEqual({ kind: 'row', id: 1 })
    expect(t.ctx().alert?.message.message).toBe('Category edited successfully!')
  })

  it('blocks an invalid save and keeps the row in edit', () => {
    const t = loaded()
    t.send({ type: 'row.edit', id: 1 })
    t.send({ type: 'edit.change', field: 'nomeCategoria', value: '' })
    t.send({ type: 'edit.save' })
    expect(t.snap().value).toEqual({ loaded: 'editing' })
    expect(t.ctx().editing?.form.errors).toEqual({ nomeCategoria: 'required' })
    expect(t.effects.updateRow).not.toHaveBeenCalled()
  })

  it('puts a 400 from the save on the edited fields', () => {
    const t = loaded()
    t.send({ type: 'row.edit', id: 2 })
    t.send({ type: 'edit.save' })
    t.send({ type: 'row.updateFailed', error: { status: 409, code: 'category_type_in_use', message: 'in use' } })
    expect(t.snap().value).toEqual({ loaded: 'editing' })
    expect(t.ctx().alert).toMatchObject({ message: { message: 'Error editing category.' }, detail: 'in use' })
    t.send({ type: 'edit.save' })
    t.send({ type: 'row.updateFailed', error: { status: 400, code: 'validation_failed', fieldErrors: { tipoCategoria: 'invalid_value' } } })
    expect(t.ctx().editing?.form.errors).toEqual({ tipoCategoria: 'invalid_value' })
  })

  it('editing another row cancels the first; Cancel ends the edit with focus on the row', () => {
    const t = loaded()
    t.send({ type: 'row.edit', id: 1 })
    t.send({ type: 'edit.change', field: 'nomeCategoria', value: 'Changed' })
    t.send({ type: 'row.edit', id: 2 })
    expect(t.ctx().editing).toMatchObject({ id: 2, form: { values: { nomeCategoria: 'Salário' } } })
    t.send({ type: 'edit.cancel' })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    expect(t.ctx().editing).toBeNull()
    expect(t.ctx().focus).toEqual({ kind: 'row', id: 2 })
  })

  it('refuses an id that is not on screen', () => {
    const t = loaded()
    t.send({ type: 'row.edit', id: 99 })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    t.send({ type: 'row.delete', id: 99 })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
  })

  it('takes no new save, create or delete while a save runs', () => {
    const t = loaded()
    t.send({ type: 'row.edit', id: 1 })
    t.send({ type: 'edit.save' })
    t.send({ type: 'row.delete', id: 2 })
    t.send({ type: 'create.submit' })
    expect(t.snap().value).toEqual({ loaded: 'saving' })
  })
})

describe('editable list: delete', () => {
  it('asks, deletes, reloads with a success alert and focuses the list', () => {
    const t = loaded()
    t.send({ type: 'row.edit', id: 1 })
    t.send({ type: 'row.delete', id: 2 })
    expect(t.snap().value).toBe('confirming')
    expect(t.ctx().pendingDelete).toEqual(rows[1])
    expect(t.ctx().editing).toBeNull()
    t.send({ type: 'delete.confirm' })
    expect(t.snap().value).toBe('deleting')
    expect(t.effects.deleteRow).toHaveBeenCalledTimes(1)
    t.send({ type: 'row.deleted' })
    expect(t.snap().value).toBe('loading')
    expect(t.ctx().focus).toEqual({ kind: 'list' })
    expect(t.ctx().alert?.message.message).toBe('Category deleted successfully!')
  })

  it('cancel keeps everything; a refusal says why (in use)', () => {
    const t = loaded()
    t.send({ type: 'row.delete', id: 1 })
    t.send({ type: 'delete.cancel' })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    expect(t.ctx().pendingDelete).toBeNull()
    t.send({ type: 'row.delete', id: 1 })
    t.send({ type: 'delete.confirm' })
    t.send({ type: 'row.deleteFailed', error: { status: 409, code: 'category_in_use', message: 'Used by entries.' } })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    expect(t.ctx().rows).toEqual(rows)
    expect(t.ctx().alert).toMatchObject({ message: { message: 'Error deleting category.' }, detail: 'Used by entries.' })
  })
})

describe('editable list: search (SPEC §5 Search boxes)', () => {
  it('searches what was typed and reloads the full list when the box is emptied', () => {
    const t = loaded(bankCardListMachine)
    t.send({ type: 'search.change', query: ' joao ' })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    t.send({ type: 'search.submit' })
    expect(t.snap().value).toBe('loading')
    expect(t.ctx().searchedQuery).toBe('joao')
    t.send({ type: 'list.failed', error: { status: 404, code: 'not_found' } })
    expect(t.ctx().rows).toEqual([])
    t.send({ type: 'search.change', query: '' })
    expect(t.snap().value).toBe('loading')
    expect(t.ctx().searchedQuery).toBe('')
    expect(t.effects.fetchList).toHaveBeenCalledTimes(3)
  })

  it('categories have no search; they change order', () => {
    const t = loaded()
    t.send({ type: 'search.submit' })
    expect(t.snap().value).toEqual({ loaded: 'idle' })
    t.send({ type: 'sort.change', sort: 'incomeFirst' })
    expect(t.ctx().sort).toBe('incomeFirst')
  })
})

describe('category order (SPEC §9)', () => {
  const list = [category(1, 'Zebra'), category(2, 'água', 'Receita'), category(3, 'Álvaro'), category(4, 'Bolsa', 'Receita')]
  it('default is by name with accents ignored; income first and expense first group, then by name', () => {
    expect(sortCategories(list, 'default').map((c) => c.nomeCategoria)).toEqual(['água', 'Álvaro', 'Bolsa', 'Zebra'])
    expect(sortCategories(list, 'incomeFirst').map((c) => c.nomeCategoria)).toEqual(['água', 'Bolsa', 'Álvaro', 'Zebra'])
    expect(sortCategories(list, 'expenseFirst').map((c) => c.nomeCategoria)).toEqual(['Álvaro', 'Zebra', 'água', 'Bolsa'])
  })
})

describe('registry effects', () => {
  function fakeApi() {
    return {
      list: vi.fn(async () => rows),
      search: vi.fn(async () => [rows[0]!]),
      create: vi.fn(async () => category(3, 'Lazer')),
      update: vi.fn(async () => category(1, 'X')),
      remove: vi.fn(async () => {}),
    } satisfies RegistryApi<Category, unknown>
  }

  it('lists, searches, creates, updates and deletes with the form values as the body', async () => {
    const api = fakeApi()
    const effects = editableListEffects(api, (values) => ({ name: values.nomeCategoria?.trim() }))
    const actor = createActor(bankCardListMachine.provide({ actions: effects as never })).start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' }))
    expect(api.list).toHaveBeenCalledTimes(1)
    actor.send({ type: 'search.change', query: 'mer' })
    actor.send({ type: 'search.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' }))
    expect(api.search).toHaveBeenCalledWith('mer')
    expect(actor.getSnapshot().context.rows).toEqual([rows[0]])
  })

  it('answers failures with the API failure', async () => {
    const api = fakeApi()
    api.list.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'boom' }))
    const actor = createActor(categoryListMachine.provide({ actions: editableListEffects(api, (v) => v) as never })).start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failure'))
  })
})
