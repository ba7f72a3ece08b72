import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { entryFormMachine } from '@machines/finance/entries/entry-form.machine'
import type { EntryFormValues } from '@machines/finance/entries/entry-form.machine'
import { inlineCreateMachine, inlineCreateMessages, inlineNameError, inlineRequest } from '@machines/finance/registries/inline-create.machine'
import type { InlineCreateInput } from '@machines/finance/registries/inline-create.machine'
import type { InlineCreateRequest } from '@machines/finance/registries/inline-create.actors'
import { ApiError } from '@/api/errors'
import type { AccountHolder } from '@contract/account-holder'
import type { Category } from '@contract/category'
import type { EntryCreateInput } from '@/api/entries'
import type { Entry } from '@contract/entry'
import { categories } from '../fixtures/entries'
import { heldActor } from '../model/held-actors'

// The inline create (a category or a person/account made inside another form): editing → creating (the
// createItem actor) → created | cancelled, the new row as its output; a refusal stays inline. And the entry form
// that spawns it beside its category select: what was typed stays, the new category is chosen.

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(input: InlineCreateInput) {
  const createItem = heldActor<Category | AccountHolder, InlineCreateRequest>()
  const actor = createActor(inlineCreateMachine.provide({ actors: { createItem: createItem.logic } }), { input }).start()
  return { actor, createItem, snap: () => actor.getSnapshot() }
}

describe('inline create', () => {
  it('a blank or too long name is marked by the contract, nothing is sent', () => {
    const { actor, createItem, snap } = start({ kind: 'category', tipoCategoria: 'Despesa' })
    actor.send({ type: 'create.submit' })
    expect(snap().value).toBe('editing')
    expect(snap().context.nameError).toBe('required')
    actor.send({ type: 'name.change', value: 'x'.repeat(41) })
    expect(snap().context.nameError).toBeNull()
    actor.send({ type: 'create.submit' })
    expect(snap().context.nameError).toBe('too_long')
    expect(createItem.runs).toHaveLength(0)
    expect(inlineNameError('holder', '  ', 'Despesa')).toBe('person_name_required')
    expect(inlineNameError('holder', 'x'.repeat(60), 'Despesa')).toBeNull()
  })

  it('creates a category of the given type with the trimmed name and ends with it as its output', async () => {
    const { actor, createItem, snap } = start({ kind: 'category', tipoCategoria: 'Receita' })
    actor.send({ type: 'name.change', value: '  Freelas ' })
    actor.send({ type: 'create.submit' })
    expect(snap().value).toBe('creating')
    expect(snap().hasTag('busy')).toBe(true)
    expect(createItem.runs[0]!.input).toEqual({ kind: 'category', nomeCategoria: 'Freelas', tipoCategoria: 'Receita' })
    const created: Category = { id: 77, nomeCategoria: 'Freelas', tipoCategoria: 'Receita' }
    createItem.runs[0]!.resolve(created)
    await settled()
    expect(snap().status).toBe('done')
    expect(snap().output).toEqual({ outcome: 'created', kind: 'category', item: created })
  })

  it('creates a person/account; a plan category defaults to an expense', async () => {
    expect(inlineRequest({ kind: 'holder', name: ' Ana ', tipoCategoria: 'Despesa' })).toEqual({ kind: 'holder', nomePessoa: 'Ana' })
    const { actor, createItem, snap } = start({ kind: 'holder' })
    expect(snap().context.tipoCategoria).toBe('Despesa')
    actor.send({ type: 'name.change', value: 'Ana' })
    actor.send({ type: 'create.submit' })
    createItem.runs[0]!.resolve({ id: 3, nomePessoa: 'Ana' })
    await settled()
    expect(snap().output).toEqual({ outcome: 'created', kind: 'holder', item: { id: 3, nomePessoa: 'Ana' } })
  })

  it('a duplicate (409) stays inline with the API reason, the name kept; typing clears it', async () => {
    const { actor, createItem, snap } = start({ kind: 'category', tipoCategoria: 'Despesa' })
    actor.send({ type: 'name.change', value: 'Mercado' })
    actor.send({ type: 'create.submit' })
    createItem.runs[0]!.reject(new ApiError({ status: 409, code: 'category_exists', message: 'Já existe uma categoria com este nome e tipo.' }))
    await settled()
    expect(snap().value).toBe('editing')
    expect(snap().context.name).toBe('Mercado')
    expect(snap().context.refusal).toEqual({ reason: 'Já existe uma categoria com este nome e tipo.', failed: inlineCreateMessages.categoryFailed })
    actor.send({ type: 'name.change', value: 'Mercadinho' })
    expect(snap().context.refusal).toBeNull()
  })

  it("a 400 lands on the name; another failure says the create failed (no server text)", async () => {
    const { actor, createItem, snap } = start({ kind: 'holder' })
    actor.send({ type: 'name.change', value: 'Ana' })
    actor.send({ type: 'create.submit' })
    createItem.runs[0]!.reject(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { nomePessoa: 'too_long' } }))
    await settled()
    expect(snap().context).toMatchObject({ nameError: 'too_long', refusal: null })
    actor.send({ type: 'create.submit' })
    createItem.runs[1]!.reject(new ApiError({ status: 0, code: 'network', message: 'offline' }))
    await settled()
    expect(snap().context).toMatchObject({ nameError: null, refusal: { reason: null, failed: inlineCreateMessages.holderFailed } })
  })

  it('cancel ends it with nothing created', () => {
    const { actor, snap } = start({ kind: 'holder' })
    actor.send({ type: 'name.change', value: 'Ana' })
    actor.send({ type: 'create.cancel' })
    expect(snap().output).toEqual({ outcome: 'cancelled', kind: 'holder' })
  })
})

describe('the entry form spawns it beside the category select', () => {
  function form() {
    const loadCategories = heldActor<Category[]>()
    const saveEntry = heldActor<Entry, { id: number | null; entry: EntryCreateInput }>()
    const createItem = heldActor<Category | AccountHolder, InlineCreateRequest>()
    const logic = entryFormMachine.provide({
      actors: { loadCategories: loadCategories.logic, saveEntry: saveEntry.logic, inlineCreate: inlineCreateMachine.provide({ actors: { createItem: createItem.logic } }) },
    })
    const actor = createActor(logic, { input: { entry: null, today: '2026-11-20' } }).start()
    const type = (field: keyof EntryFormValues, value: string) => actor.send({ type: 'field.change', field, value })
    const child = () => actor.getSnapshot().children.inlineCreate
    return { actor, loadCategories, createItem, type, child, snap: () => actor.getSnapshot() }
  }

  it('needs a type first; the typed inputs stay, the new category joins the list and is chosen', async () => {
    const { actor, loadCategories, createItem, type, child, snap } = form()
    loadCategories.runs[0]!.resolve(categories)
    await settled()
    type('descricao', 'Academia do bairro')
    type('valor', '99,90')
    actor.send({ type: 'category.new' })
    expect(child()).toBeUndefined()
    type('tipoLancamento', 'Despesa')
    actor.send({ type: 'category.new' })
    expect(child()).toBeDefined()
    expect(snap().context.creatingCategory).toBe(true)
    // A second click while it is open opens no second one.
    actor.send({ type: 'category.new' })
    child()!.send({ type: 'name.change', value: 'Academia' })
    child()!.send({ type: 'create.submit' })
    expect(createItem.runs[0]!.input).toEqual({ kind: 'category', nomeCategoria: 'Academia', tipoCategoria: 'Despesa' })
    createItem.runs[0]!.resolve({ id: 50, nomeCategoria: 'Academia', tipoCategoria: 'Despesa' })
    await settled()
    expect(child()).toBeUndefined()
    expect(snap().value).toBe('editing')
    expect(snap().context.creatingCategory).toBe(false)
    expect(snap().context.categories.map((row) => row.nomeCategoria)).toContain('Academia')
    expect(snap().context.categories).toHaveLength(categories.length + 1)
    expect(snap().context.form.values).toMatchObject({ descricao: 'Academia do bairro', valor: '99,90', tipoLancamento: 'Despesa', categoriaId: '50' })
  })

  it('a category of the type the entry had when the form opened is listed, not chosen, once the type changed', async () => {
    const { actor, loadCategories, createItem, type, child, snap } = form()
    loadCategories.runs[0]!.resolve(categories)
    await settled()
    type('tipoLancamento', 'Despesa')
    actor.send({ type: 'category.new' })
    child()!.send({ type: 'name.change', value: 'Academia' })
    type('tipoLancamento', 'Receita')
    child()!.send({ type: 'create.submit' })
    createItem.runs[0]!.resolve({ id: 50, nomeCategoria: 'Academia', tipoCategoria: 'Despesa' })
    await settled()
    expect(snap().context.form.values.categoriaId).toBe('')
    expect(snap().context.categories.some((row) => row.id === 50)).toBe(true)
  })

  it('cancelled: nothing changes and the button opens a new one again', async () => {
    const { actor, loadCategories, type, child, snap } = form()
    loadCategories.runs[0]!.resolve(categories)
    await settled()
    type('tipoLancamento', 'Despesa')
    actor.send({ type: 'category.new' })
    child()!.send({ type: 'create.cancel' })
    await settled()
    expect(child()).toBeUndefined()
    expect(snap().context.categories).toEqual(categories)
    actor.send({ type: 'category.new' })
    expect(child()).toBeDefined()
  })
})
