import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  CONFIRMATION_MS,
  entryValuesOf,
  offeredSources,
  quickAddMachine,
  quickAddMessages,
  SUGGEST_DELAY_MS,
  validateQuickAdd,
  withSuggestion,
} from '@machines/finance/entries/quick-add.machine'
import type { QuickAddEvent, QuickAddField, QuickAddValues } from '@machines/finance/entries/quick-add.machine'
import type { QuickAddOptions } from '@machines/finance/entries/quick-add.actors'
import { ApiError } from '@/api/errors'
import type { EntryCreateInput } from '@/api/entries'
import type { EntrySuggestion } from '@contract/entry-suggestion'
import type { Entry } from '@contract/entry'
import { entryMessages } from '@machines/finance/entries/entry-messages'
import { lastQuickAdd } from '@/lib/last-quick-add'
import type { QuickAddMemory } from '@/lib/last-quick-add'
import { storage } from '@/lib/storage'
import { farmacia, feira, quickAddOptions, quickSaved, salario } from '../fixtures/quick-add'
import { heldActor } from '../model/held-actors'

// The quick add: closed → open (loading its lists → editing, where a typed description waits, then asks for
// suggestions) → saving → saved (a confirmation that goes by itself) → closed; the `n` key.

const TODAY = '2026-12-02'
const settled = () => vi.advanceTimersByTimeAsync(0)

const running: { stop: () => void }[] = []
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  // A closed quick add listens for the `n` key: each test's actor stops with it.
  for (const actor of running.splice(0)) actor.stop()
  vi.useRealTimers()
})

function start(memory: QuickAddMemory = { tipoLancamento: null, origem: null }) {
  const loadOptions = heldActor<QuickAddOptions>()
  const fetchSuggestions = heldActor<EntrySuggestion[], { q: string }>()
  const saveEntry = heldActor<Entry, { entry: EntryCreateInput }>()
  const logic = quickAddMachine.provide({
    actors: { loadOptions: loadOptions.logic, fetchSuggestions: fetchSuggestions.logic, saveEntry: saveEntry.logic },
  })
  const actor = createActor(logic, { input: { memory } }).start()
  running.push(actor)
  const emitted: Entry[] = []
  actor.on('entry.saved', (event) => emitted.push(event.entry))
  const send = (event: QuickAddEvent) => actor.send(event)
  const type = (field: QuickAddField, value: string) => send({ type: 'field.change', field, value })
  return { actor, loadOptions, fetchSuggestions, saveEntry, send, type, emitted, snap: () => actor.getSnapshot(), values: () => actor.getSnapshot().context.form.values }
}

async function opened(memory?: QuickAddMemory) {
  const started = start(memory)
  started.send({ type: 'quickAdd.open', today: TODAY })
  started.loadOptions.runs.at(-1)!.resolve(quickAddOptions)
  await settled()
  return started
}

const values = (fields: Partial<QuickAddValues>): QuickAddValues => ({
  valor: '42,90',
  descricao: 'Farmácia',
  dataLancamento: TODAY,
  tipoLancamento: 'Despesa',
  categoriaId: '4',
  origem: 'conta:7',
  pago: 'true',
  ...fields,
})

describe('the entry a quick add saves', () => {
  it('is paid from an account by default, pending when unticked, a card item on a card', () => {
    expect(entryValuesOf(values({}))).toMatchObject({ situacao: 'Pago', contaBancariaId: '7', cartaoId: '' })
    expect(entryValuesOf(values({ pago: 'false' }))).toMatchObject({ situacao: 'A Pagar', contaBancariaId: '7' })
    expect(entryValuesOf(values({ origem: 'cartao:4' }))).toMatchObject({ situacao: 'A Pagar', contaBancariaId: '', cartaoId: '4' })
    expect(entryValuesOf(values({ origem: 'cartao:4', tipoLancamento: 'Receita', pago: 'true' }))).toMatchObject({ situacao: 'A Receber', cartaoId: '4' })
    expect(entryValuesOf(values({ tipoLancamento: 'Receita' }))).toMatchObject({ situacao: 'Recebido' })
    expect(entryValuesOf(values({ origem: '' }))).toMatchObject({ situacao: 'Pago', contaBancariaId: '', cartaoId: '' })
  })

  it('validates with the entry form’s contract, the marks on the quick add’s fields', () => {
    expect(validateQuickAdd(values({}))).toEqual({})
    expect(validateQuickAdd(values({ valor: '', descricao: ' ', categoriaId: '' }))).toEqual({ valor: 'required', descricao: 'required', categoriaId: 'required' })
    expect(validateQuickAdd(values({ dataLancamento: '2100-01-01' }))).toEqual({ dataLancamento: 'date_out_of_range' })
    expect(validateQuickAdd(values({ descricao: 'x'.repeat(201) }))).toEqual({ descricao: 'too_long' })
  })

  it('offers the accounts in use and the cards with statement days', () => {
    expect(offeredSources(quickAddOptions.accounts, quickAddOptions.cards)).toEqual(['conta:7', 'conta:8', 'cartao:4'])
  })

  it('fills from a suggestion: its words, type, category and account or card; the amount only when none is typed', () => {
    expect(withSuggestion(values({ descricao: 'far', categoriaId: '', origem: 'conta:7' }), farmacia, quickAddOptions)).toEqual(
      values({ descricao: 'Farmácia São João', categoriaId: '4', origem: 'cartao:4' }),
    )
    expect(withSuggestion(values({ valor: '', descricao: 'sal', categoriaId: '3' }), salario, quickAddOptions)).toEqual(
      values({ valor: '5000,00', descricao: 'Salário', tipoLancamento: 'Receita', categoriaId: '1', origem: 'conta:8' }),
    )
    // An account no longer offered (archived) or a category gone: what was chosen stays.
    const archived = { ...feira, contaBancariaId: 9, categoriaId: 99 }
    expect(withSuggestion(values({ origem: 'conta:8', categoriaId: '3' }), archived, quickAddOptions)).toMatchObject({ origem: 'conta:8', categoriaId: '3' })
    // Neither account nor card on the last entry: none.
    expect(withSuggestion(values({}), { ...feira, contaBancariaId: null }, quickAddOptions).origem).toBe('')
  })
})

describe('quick add machine', () => {
  it('opens dated today with the remembered type and source, once its lists are in', async () => {
    const { send, snap, loadOptions, values: now } = start({ tipoLancamento: 'Receita', origem: 'conta:8' })
    expect(snap().value).toBe('closed')
    send({ type: 'quickAdd.open', today: TODAY })
    expect(snap().value).toEqual({ open: 'loading' })
    expect(now()).toMatchObject({ dataLancamento: TODAY, tipoLancamento: 'Receita', origem: 'conta:8', pago: 'true', valor: '' })
    loadOptions.runs[0]!.resolve(quickAddOptions)
    await settled()
    expect(snap().value).toEqual({ open: { editing: 'idle' } })
    expect(snap().context.options).toEqual(quickAddOptions)
  })

  it('drops a remembered source that is no longer offered, and starts an expense without memory', async () => {
    const { values: now } = await opened({ tipoLancamento: null, origem: 'conta:9' })
    expect(now()).toMatchObject({ tipoLancamento: 'Despesa', origem: '' })
  })

  it('says so when its lists cannot be loaded', async () => {
    const { send, snap, loadOptions } = start()
    send({ type: 'quickAdd.open', today: TODAY })
    loadOptions.runs[0]!.reject(new ApiError({ status: 0, code: 'network', message: 'x' }))
    await settled()
    expect(snap().value).toEqual({ open: { editing: 'idle' } })
    expect(snap().context.error).toBe(quickAddMessages.optionsFailed)
  })

  it('keeps the lists of an earlier opening when they cannot be read again', async () => {
    const { send, snap, loadOptions } = await opened()
    send({ type: 'quickAdd.close' })
    send({ type: 'quickAdd.open', today: TODAY })
    loadOptions.runs[1]!.reject(new ApiError({ status: 0, code: 'network', message: 'x' }))
    await settled()
    expect(snap().context.options).toEqual(quickAddOptions)
    expect(snap().context.error).toBeNull()
  })

  it('asks for suggestions once typing pauses, again after each key, never for a blank description', async () => {
    const { type, snap, fetchSuggestions } = await opened()
    type('descricao', 'f')
    expect(snap().value).toEqual({ open: { editing: 'waiting' } })
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS - 10)
    type('descricao', 'fa')
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS - 10)
    expect(fetchSuggestions.runs).toHaveLength(0)
    type('descricao', 'far ')
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS)
    expect(snap().value).toEqual({ open: { editing: 'suggesting' } })
    expect(fetchSuggestions.runs.map((run) => run.input)).toEqual([{ q: 'far' }])
    fetchSuggestions.runs[0]!.resolve([farmacia, feira])
    await settled()
    expect(snap().value).toEqual({ open: { editing: 'idle' } })
    expect(snap().context.suggestions).toEqual([farmacia, feira])
    type('descricao', '  ')
    expect(snap().value).toEqual({ open: { editing: 'idle' } })
    expect(snap().context.suggestions).toEqual([])
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS * 2)
    expect(fetchSuggestions.runs).toHaveLength(1)
  })

  it('treats failed suggestions as none', async () => {
    const { type, snap, fetchSuggestions } = await opened()
    type('descricao', 'far')
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS)
    fetchSuggestions.runs[0]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await settled()
    expect(snap().value).toEqual({ open: { editing: 'idle' } })
    expect(snap().context.suggestions).toEqual([])
  })

  it('moves the highlight in a ring through "none" and the suggestions, picks, and dismisses', async () => {
    const { type, send, snap, fetchSuggestions, values: now } = await opened()
    type('valor', '42,9')
    type('descricao', 'far')
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS)
    fetchSuggestions.runs[0]!.resolve([feira, farmacia])
    await settled()
    const moves: number[] = []
    for (const by of [1, 1, 1, -1, -1, -1] as const) {
      send({ type: 'suggestion.move', by })
      moves.push(snap().context.highlighted)
    }
    expect(moves).toEqual([0, 1, -1, 1, 0, -1])
    send({ type: 'suggestion.pick', index: 5 })
    expect(snap().context.suggestions).toHaveLength(2)
    send({ type: 'suggestion.pick', index: 1 })
    expect(now()).toEqual({ ...now(), valor: '42,9', descricao: 'Farmácia São João', categoriaId: '4', origem: 'cartao:4' })
    expect(snap().context.suggestions).toEqual([])
    type('descricao', 'fe')
    await vi.advanceTimersByTimeAsync(SUGGEST_DELAY_MS)
    fetchSuggestions.runs[1]!.resolve([feira])
    await settled()
    send({ type: 'suggestion.dismiss' })
    expect(snap().context.suggestions).toEqual([])
  })

  it('refuses a submit with missing fields, marking them', async () => {
    const { send, snap, saveEntry } = await opened()
    send({ type: 'form.submit' })
    expect(saveEntry.runs).toHaveLength(0)
    expect(snap().context.form.errors).toEqual({ valor: 'required', descricao: 'required', categoriaId: 'required' })
    expect(snap().context.error).toBe(quickAddMessages.fillRequired)
  })

  it('saves a card purchase as a card item, remembers the type and card, confirms, and closes the confirmation by itself', async () => {
    storage.clearAll()
    const { type, send, snap, saveEntry, emitted } = await opened()
    type('valor', '42,90')
    type('descricao', 'Farmácia São João')
    type('categoriaId', '4')
    type('origem', 'cartao:4')
    send({ type: 'form.submit' })
    expect(snap().value).toEqual({ open: 'saving' })
    expect(saveEntry.runs[0]!.input.entry).toEqual({
      dataLancamento: TODAY,
      descricao: 'Farmácia São João',
      // The quick add has no note: the contract's body carries it empty, which the server stores as none.
      observacao: '',
      valor: 42.9,
      tipoLancamento: 'Despesa',
      situacao: 'A Pagar',
      categoriaId: 4,
      contaBancariaId: null,
      cartaoId: 4,
    })
    saveEntry.runs[0]!.resolve(quickSaved)
    await settled()
    expect(snap().value).toBe('saved')
    expect(emitted).toEqual([quickSaved])
    expect(lastQuickAdd.read()).toEqual({ tipoLancamento: 'Despesa', origem: 'cartao:4' })
    expect(snap().context.memory).toEqual({ tipoLancamento: 'Despesa', origem: 'cartao:4' })
    await vi.advanceTimersByTimeAsync(CONFIRMATION_MS)
    expect(snap().value).toBe('closed')
    // The next one starts with them.
    send({ type: 'quickAdd.open', today: '2026-12-03' })
    expect(snap().context.form.values).toMatchObject({ valor: '', descricao: '', origem: 'cartao:4', dataLancamento: '2026-12-03' })
  })

  it('saves an expense from an account as paid, or pending when unticked', async () => {
    const { type, send, saveEntry } = await opened()
    for (const [field, value] of [['valor', '10'], ['descricao', 'Pão'], ['categoriaId', '3'], ['origem', 'conta:7']] as const) type(field, value)
    type('pago', 'false')
    send({ type: 'form.submit' })
    expect(saveEntry.runs[0]!.input.entry).toMatchObject({ situacao: 'A Pagar', contaBancariaId: 7, cartaoId: null })
    saveEntry.runs[0]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await settled()
    type('pago', 'true')
    send({ type: 'form.submit' })
    expect(saveEntry.runs[1]!.input.entry).toMatchObject({ situacao: 'Pago', contaBancariaId: 7, cartaoId: null })
  })

  it('keeps what was typed when the API refuses, saying why', async () => {
    const { type, send, snap, saveEntry, values: now } = await opened()
    for (const [field, value] of [['valor', '10'], ['descricao', 'Pão'], ['categoriaId', '3'], ['origem', 'cartao:4']] as const) type(field, value)
    const typed = now()
    send({ type: 'form.submit' })
    saveEntry.runs[0]!.reject(new ApiError({ status: 429, code: 'too_many_writes', message: 'Muitas escritas' }))
    await settled()
    expect(snap().value).toEqual({ open: { editing: 'idle' } })
    expect(now()).toEqual(typed)
    expect(snap().context.error).toBe(quickAddMessages.tooManyWrites)

    send({ type: 'form.submit' })
    saveEntry.runs[1]!.reject(new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { cartaoId: 'card_without_statements' } }))
    await settled()
    expect(snap().context.form.errors).toEqual({ origem: 'card_without_statements' })
    expect(snap().context.error).toBe(quickAddMessages.checkFields)

    send({ type: 'form.submit' })
    saveEntry.runs[2]!.reject(new ApiError({ status: 409, code: 'conflict', message: 'A fatura já está paga.' }))
    await settled()
    expect(snap().context.error).toEqual({ id: 'A fatura já está paga.', message: 'A fatura já está paga.' })

    send({ type: 'form.submit' })
    saveEntry.runs[3]!.reject(new ApiError({ status: 0, code: 'network', message: 'x' }))
    await settled()
    expect(snap().context.error).toBe(quickAddMessages.network)

    send({ type: 'form.submit' })
    saveEntry.runs[4]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await settled()
    expect(snap().context.error).toBe(entryMessages.failed)
    expect(now()).toEqual(typed)
  })

  it('drops the category of the other type when the type changes, and closes without saving', async () => {
    const { type, send, snap, saveEntry } = await opened()
    type('categoriaId', '3')
    type('tipoLancamento', 'Receita')
    expect(snap().context.form.values.categoriaId).toBe('')
    send({ type: 'quickAdd.close' })
    expect(snap().value).toBe('closed')
    expect(saveEntry.runs).toHaveLength(0)
  })
})

describe('the n key', () => {
  it('opens the quick add from anywhere but a field, without a modifier, while no dialog is open', async () => {
    vi.useRealTimers()
    const logic = quickAddMachine.provide({ actors: { loadOptions: heldActor<QuickAddOptions>().logic } })
    const actor = createActor(logic, { input: { memory: { tipoLancamento: null, origem: null } } }).start()
    running.push(actor)
    const press = (init: KeyboardEventInit, target: EventTarget = document.body) => target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }))
    const field = document.body.appendChild(document.createElement('input'))
    press({ key: 'n' }, field)
    press({ key: 'n', ctrlKey: true })
    press({ key: 'N', shiftKey: true })
    press({ key: 'm' })
    const dialog = document.body.appendChild(document.createElement('div'))
    dialog.setAttribute('role', 'dialog')
    press({ key: 'n' })
    expect(actor.getSnapshot().value).toBe('closed')
    dialog.remove()
    const event = new KeyboardEvent('keydown', { key: 'n', bubbles: true, cancelable: true })
    document.body.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(actor.getSnapshot().value).toEqual({ open: 'loading' })
    expect(actor.getSnapshot().context.form.values.dataLancamento).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // Open, the key is no shortcut (the listener is gone).
    const again = new KeyboardEvent('keydown', { key: 'n', bubbles: true, cancelable: true })
    document.body.dispatchEvent(again)
    expect(again.defaultPrevented).toBe(false)
    field.remove()
  })
})
