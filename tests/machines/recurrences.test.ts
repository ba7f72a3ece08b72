// The recurring series machines (docs/product-rules.md#recurring-entries): the list (load, its failure and
// retry, the modal's outcome, end at a day or delete the series, a refused removal) and the form (the shared
// contract's validation, Brazilian amounts, a card clears the account, the type drops a category of the other
// type, the edit's "apply from" day, a 400's field errors on their fields, a failed save), and the "+ New
// category" small form the form spawns beside its category select (inline-create.machine.ts).
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { emptyRecurrenceValues, recurrenceFormMachine, recurrenceFormMessages, recurrenceSave, recurrenceValues, validateNewRecurrence } from '@machines/finance/planning/recurrence-form.machine'
import type { RecurrenceFormInput, RecurrenceFormOutput } from '@machines/finance/planning/recurrence-form.machine'
import type { RecurrenceSave } from '@machines/finance/planning/recurrence-form.actors'
import { inlineCreateMachine } from '@machines/finance/registries/inline-create.machine'
import type { InlineCreateRequest } from '@machines/finance/registries/inline-create.actors'
import { recurrenceListMachine, recurrenceListMessages } from '@machines/finance/planning/recurrence-list.machine'
import type { LoadedRecurrences } from '@machines/finance/planning/recurrence-list.actors'
import { ApiError } from '@/api/errors'
import type { AccountHolder } from '@contract/account-holder'
import type { Category } from '@contract/category'
import type { Recurrence } from '@contract/recurrence'
import { heldActor } from '../model/held-actors'
import { bankCard } from '../fixtures/bank-cards'
import { account } from '../fixtures/bank-accounts'
import { recurrence } from '../fixtures/recurrences'

const TODAY = '2026-11-20'
const rent = recurrence(1, { contaBancariaId: 1 })
const salary = recurrence(2, { descricao: 'Salário', valor: 5000, tipoLancamento: 'Receita', ativa: false })
const categories: Category[] = [
  { id: 1, nomeCategoria: 'Moradia', tipoCategoria: 'Despesa' },
  { id: 2, nomeCategoria: 'Salário', tipoCategoria: 'Receita' },
]
const nubank = account(1, { nome: 'Nubank' })
const roxinho = bankCard({ id: 4, nomeUsuario: 'Ana', nomeBanco: 'Nubank', diaFechamento: 3, diaVencimento: 10 })
const loaded: LoadedRecurrences = { recurrences: [rent, salary], accounts: [nubank], cards: [roxinho] }
const badRequest = new ApiError({ status: 400, code: 'validation_error', message: 'x', fieldErrors: { Descricao: 'too_long', dataFim: 'invalid_period' } })

describe('recurrenceList machine', () => {
  function start() {
    const held = {
      fetchRecurrences: heldActor<LoadedRecurrences>(),
      deleteRecurrence: heldActor<void, { id: number; aPartirDe: string | null }>(),
      loadCategories: heldActor<Category[]>(),
      saveRecurrence: heldActor<Recurrence, RecurrenceSave>(),
    }
    const logic = recurrenceListMachine.provide({
      actors: {
        fetchRecurrences: held.fetchRecurrences.logic,
        deleteRecurrence: held.deleteRecurrence.logic,
        recurrenceForm: recurrenceFormMachine.provide({ actors: { loadCategories: held.loadCategories.logic, saveRecurrence: held.saveRecurrence.logic } }),
      },
    })
    const actor = createActor(logic, { input: { today: TODAY } }).start()
    return { actor, held }
  }

  it('loads the series with the accounts and cards, and retries a failed load', async () => {
    const { actor, held } = start()
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    held.fetchRecurrences.runs[0]!.reject(new ApiError({ status: 503, code: 'unavailable', message: 'x' }))
    await waitFor(actor, (s) => s.matches('failure'))
    expect(actor.getSnapshot().context.alert?.message).toBe(recurrenceListMessages.loadFailed)
    actor.send({ type: 'list.retry' })
    expect(actor.getSnapshot().context.alert).toBeNull()
    held.fetchRecurrences.runs[1]!.resolve(loaded)
    await waitFor(actor, (s) => s.matches('browsing'))
    expect(actor.getSnapshot().context).toMatchObject({ recurrences: [rent, salary], accounts: [nubank], cards: [roxinho] })
  })

  it('opens the modal with the series and today, and reloads after a save', async () => {
    const { actor, held } = start()
    held.fetchRecurrences.runs[0]!.resolve(loaded)
    await waitFor(actor, (s) => s.matches('browsing'))
    expect(actor.getSnapshot().can({ type: 'recurrence.edit', id: 99 })).toBe(false)
    actor.send({ type: 'recurrence.edit', id: 1 })
    const form = actor.getSnapshot().children.recurrenceForm!
    expect(form.getSnapshot().context.original).toEqual(rent)
    expect(form.getSnapshot().context.form.values.aPartirDe).toBe(TODAY)
    expect(form.getSnapshot().context.accounts).toEqual([nubank])
    held.loadCategories.runs[0]!.resolve(categories)
    await waitFor(form, (s) => s.matches('editing'))
    form.send({ type: 'form.submit' })
    expect(held.saveRecurrence.runs[0]!.input).toEqual({ id: 1, body: expect.objectContaining({ id: 1, aPartirDe: TODAY, valor: 1800, contaBancariaId: 1 }) })
    held.saveRecurrence.runs[0]!.resolve(rent)
    await waitFor(actor, (s) => s.matches('loading'))
    expect(actor.getSnapshot().context.alert?.message).toBe(recurrenceListMessages.updated)
    held.fetchRecurrences.runs[1]!.resolve(loaded)
    await waitFor(actor, (s) => s.matches('browsing'))
    actor.send({ type: 'recurrence.add' })
    actor.getSnapshot().children.recurrenceForm!.send({ type: 'form.cancel' })
    await waitFor(actor, (s) => s.matches('browsing'))
    expect(actor.getSnapshot().context.formRecurrence).toBeNull()
  })

  it('ends a series at a day, deletes one, and shows a refusal', async () => {
    const { actor, held } = start()
    held.fetchRecurrences.runs[0]!.resolve(loaded)
    await waitFor(actor, (s) => s.matches('browsing'))
    actor.send({ type: 'recurrence.delete', id: 1 })
    expect(actor.getSnapshot().context.pending).toEqual({ recurrence: rent, endDay: TODAY, ending: null })
    actor.send({ type: 'remove.endDay', value: '' })
    expect(actor.getSnapshot().can({ type: 'remove.end' })).toBe(false)
    actor.send({ type: 'remove.endDay', value: '2027-01-01' })
    actor.send({ type: 'remove.end' })
    expect(held.deleteRecurrence.runs[0]!.input).toEqual({ id: 1, aPartirDe: '2027-01-01' })
    held.deleteRecurrence.runs[0]!.resolve()
    await waitFor(actor, (s) => s.matches('loading'))
    expect(actor.getSnapshot().context.alert?.message).toBe(recurrenceListMessages.ended)
    held.fetchRecurrences.runs[1]!.resolve(loaded)
    await waitFor(actor, (s) => s.matches('browsing'))
    actor.send({ type: 'recurrence.delete', id: 2 })
    actor.send({ type: 'remove.all' })
    expect(held.deleteRecurrence.runs[1]!.input).toEqual({ id: 2, aPartirDe: null })
    held.deleteRecurrence.runs[1]!.reject(new ApiError({ status: 404, code: 'not_found', message: 'Recorrência não encontrada.' }))
    await waitFor(actor, (s) => s.matches('browsing'))
    expect(actor.getSnapshot().context.alert).toEqual({ tone: 'danger', message: recurrenceListMessages.failed, detail: 'Recorrência não encontrada.' })
    expect(actor.getSnapshot().context.pending).toBeNull()
    actor.send({ type: 'recurrence.delete', id: 2 })
    actor.send({ type: 'remove.cancel' })
    expect(actor.getSnapshot().value).toBe('browsing')
  })
})

describe('recurrenceForm machine', () => {
  function start(input: Partial<RecurrenceFormInput> = {}) {
    const held = { loadCategories: heldActor<Category[]>(), saveRecurrence: heldActor<Recurrence, RecurrenceSave>() }
    const logic = recurrenceFormMachine.provide({ actors: { loadCategories: held.loadCategories.logic, saveRecurrence: held.saveRecurrence.logic } })
    const actor = createActor(logic, { input: { recurrence: null, today: TODAY, accounts: [nubank], cards: [roxinho], ...input } }).start()
    return { actor, held }
  }
  const fill = (actor: ReturnType<typeof start>['actor'], values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', field: field as never, value })
  }

  it('validates with the shared contract: required fields, a Brazilian amount, the end before the start', async () => {
    expect(validateNewRecurrence(TODAY)(emptyRecurrenceValues(TODAY))).toEqual({ descricao: 'required', valor: 'required', tipoLancamento: 'required' })
    // A start at most 2 years back, as the server allows it on the same day.
    const filled = { ...emptyRecurrenceValues(TODAY), descricao: 'Aluguel', valor: '100', tipoLancamento: 'Despesa' }
    expect(validateNewRecurrence(TODAY)({ ...filled, dataInicio: '2024-11-20' })).toEqual({})
    expect(validateNewRecurrence(TODAY)({ ...filled, dataInicio: '2024-11-19' })).toEqual({ dataInicio: 'recurrence_start_too_old' })
    const { actor, held } = start()
    held.loadCategories.runs[0]!.resolve(categories)
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.error).toBe(recurrenceFormMessages.fillRequired)
    fill(actor, { descricao: 'Aluguel', valor: '1.234,56', tipoLancamento: 'Despesa', categoriaId: '1', dataFim: '2026-01-01' })
    expect(actor.getSnapshot().context.form.errors).toEqual({ dataFim: 'invalid_period' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.error).toBe(recurrenceFormMessages.invalid)
    fill(actor, { dataFim: '' })
    expect(actor.getSnapshot().context.error).toBeNull()
    // A card clears the account; the type change drops a category of the other type.
    fill(actor, { contaBancariaId: '1', cartaoId: '4' })
    expect(actor.getSnapshot().context.form.values).toMatchObject({ contaBancariaId: '', cartaoId: '4' })
    fill(actor, { tipoLancamento: 'Receita' })
    expect(actor.getSnapshot().context.form.values.categoriaId).toBe('')
    fill(actor, { tipoLancamento: 'Despesa', categoriaId: '1', frequencia: 'Quinzenal', ajusteFimDeSemana: 'Adiar', ativa: 'false' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(held.saveRecurrence.runs[0]!.input).toEqual({
      id: null,
      body: { descricao: 'Aluguel', valor: 1234.56, tipoLancamento: 'Despesa', categoriaId: 1, contaBancariaId: null, cartaoId: 4, frequencia: 'Quinzenal', dataInicio: TODAY, dataFim: null, ajusteFimDeSemana: 'Adiar', ativa: false },
    })
    held.saveRecurrence.runs[0]!.resolve(rent)
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ outcome: 'saved', recurrence: rent } satisfies RecurrenceFormOutput)
  })

  it("puts a 400's field errors on their fields, and any failure keeps the form", async () => {
    const { actor, held } = start({ recurrence: rent })
    held.loadCategories.runs[0]!.reject(new Error('offline'))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.categories).toEqual([])
    actor.send({ type: 'form.submit' })
    held.saveRecurrence.runs[0]!.reject(badRequest)
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.form.errors).toEqual({ descricao: 'too_long', dataFim: 'invalid_period' })
    expect(actor.getSnapshot().context.error).toBe(recurrenceFormMessages.saveFailed)
    actor.send({ type: 'form.submit' })
    held.saveRecurrence.runs[1]!.reject(new TypeError('network'))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.error).toBe(recurrenceFormMessages.saveFailed)
    actor.send({ type: 'form.cancel' })
    expect(actor.getSnapshot().output).toEqual({ outcome: 'closed' })
  })

  it('an edit applies from a valid day, today by default; a blank day is the server’s default', () => {
    const values = recurrenceValues(rent, TODAY)
    expect(values).toMatchObject({ valor: '1800,00', aPartirDe: TODAY, contaBancariaId: '1', ativa: 'true' })
    expect(recurrenceSave(values, rent)).toEqual({ id: 1, body: expect.objectContaining({ id: 1, aPartirDe: TODAY }) })
    expect(recurrenceSave({ ...values, aPartirDe: '' }, rent).body).not.toHaveProperty('aPartirDe')
  })

  it('marks an invalid "apply from" day', async () => {
    const { actor, held } = start({ recurrence: rent })
    held.loadCategories.runs[0]!.resolve(categories)
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'field.change', field: 'aPartirDe', value: '1899-01-01' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.form.errors).toEqual({ aPartirDe: 'date_out_of_range' })
    expect(held.saveRecurrence.runs).toHaveLength(0)
  })
})

describe('recurrenceForm machine: "+ New category" beside the category select', () => {
  function start(input: Partial<RecurrenceFormInput> = {}) {
    const held = { loadCategories: heldActor<Category[]>(), saveRecurrence: heldActor<Recurrence, RecurrenceSave>(), createItem: heldActor<Category | AccountHolder, InlineCreateRequest>() }
    const logic = recurrenceFormMachine.provide({
      actors: { loadCategories: held.loadCategories.logic, saveRecurrence: held.saveRecurrence.logic, inlineCreate: inlineCreateMachine.provide({ actors: { createItem: held.createItem.logic } }) },
    })
    const actor = createActor(logic, { input: { recurrence: null, today: TODAY, accounts: [nubank], cards: [roxinho], ...input } }).start()
    held.loadCategories.runs[0]!.resolve(categories)
    const child = () => actor.getSnapshot().children.inlineCreate
    const snap = () => actor.getSnapshot()
    const fill = (values: Record<string, string>) => {
      for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', field: field as never, value })
    }
    return { actor, held, child, snap, fill, ready: () => waitFor(actor, (s) => s.matches('editing')) }
  }
  const typed = { descricao: 'Academia', valor: '99,90', frequencia: 'Semanal', dataInicio: '2026-12-01' }

  it('opens once a type is chosen, one at a time; the new category of the series type joins the list and is chosen, what was typed stays', async () => {
    const { actor, held, child, snap, fill, ready } = start()
    // Still loading: the small form waits for the list.
    expect(snap().can({ type: 'inline.open', kind: 'category' })).toBe(false)
    await ready()
    fill(typed)
    // No type yet: the new category would have none.
    actor.send({ type: 'inline.open', kind: 'category' })
    expect(child()).toBeUndefined()
    expect(snap().context.creating).toBeNull()
    fill({ tipoLancamento: 'Receita' })
    actor.send({ type: 'inline.open', kind: 'category' })
    expect(snap().context.creating).toBe('category')
    const first = child()
    expect(first).toBeDefined()
    // A second click while it is open opens no second one.
    expect(snap().can({ type: 'inline.open', kind: 'category' })).toBe(false)
    actor.send({ type: 'inline.open', kind: 'category' })
    expect(child()).toBe(first)
    child()!.send({ type: 'name.change', value: ' Personal trainer ' })
    child()!.send({ type: 'create.submit' })
    expect(held.createItem.runs).toHaveLength(1)
    expect(held.createItem.runs[0]!.input).toEqual({ kind: 'category', nomeCategoria: 'Personal trainer', tipoCategoria: 'Receita' })
    held.createItem.runs[0]!.resolve({ id: 60, nomeCategoria: 'Personal trainer', tipoCategoria: 'Receita' })
    await waitFor(actor, (s) => s.context.creating === null)
    expect(child()).toBeUndefined()
    expect(snap().value).toBe('editing')
    expect(snap().context.categories.map((row) => row.nomeCategoria)).toEqual(['Moradia', 'Personal trainer', 'Salário'])
    expect(snap().context.form.values).toMatchObject({ ...typed, tipoLancamento: 'Receita', categoriaId: '60' })
    // The series saves with it.
    actor.send({ type: 'form.submit' })
    expect(held.saveRecurrence.runs[0]!.input.body).toMatchObject({ descricao: 'Academia', valor: 99.9, tipoLancamento: 'Receita', categoriaId: 60, frequencia: 'Semanal', dataInicio: '2026-12-01' })
    // And the link opens a new small form again.
    expect(snap().context.creating).toBeNull()
  })

  it('an expense series makes an expense category; cancelled, nothing changes and it opens again', async () => {
    const { actor, held, child, snap, fill, ready } = start()
    await ready()
    fill({ ...typed, tipoLancamento: 'Despesa', categoriaId: '1' })
    actor.send({ type: 'inline.open', kind: 'category' })
    child()!.send({ type: 'name.change', value: 'Academia' })
    child()!.send({ type: 'create.cancel' })
    await waitFor(actor, (s) => s.context.creating === null)
    expect(child()).toBeUndefined()
    expect(held.createItem.runs).toHaveLength(0)
    expect(snap().context.categories).toEqual(categories)
    expect(snap().context.form.values).toMatchObject({ ...typed, tipoLancamento: 'Despesa', categoriaId: '1' })
    actor.send({ type: 'inline.open', kind: 'category' })
    expect(child()).toBeDefined()
    child()!.send({ type: 'name.change', value: 'Academia' })
    child()!.send({ type: 'create.submit' })
    expect(held.createItem.runs[0]!.input).toEqual({ kind: 'category', nomeCategoria: 'Academia', tipoCategoria: 'Despesa' })
  })

  it("a category of the type the series had when the small form opened is listed, not chosen, once the type changed", async () => {
    const { actor, held, child, snap, fill, ready } = start({ recurrence: rent })
    await ready()
    actor.send({ type: 'inline.open', kind: 'category' })
    child()!.send({ type: 'name.change', value: 'Condomínio' })
    child()!.send({ type: 'create.submit' })
    fill({ tipoLancamento: 'Receita' })
    held.createItem.runs[0]!.resolve({ id: 61, nomeCategoria: 'Condomínio', tipoCategoria: 'Despesa' })
    await waitFor(actor, (s) => s.context.creating === null)
    expect(snap().context.categories.some((row) => row.id === 61)).toBe(true)
    expect(snap().context.form.values).toMatchObject({ descricao: rent.descricao, tipoLancamento: 'Receita', categoriaId: '' })
  })
})
