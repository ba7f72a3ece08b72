// The quick add in both languages: the "+" of the finance pages (and only there, signed in), its dialog with the
// amount focused, the suggestions and what picking one fills, the bill a card purchase goes on, a refusal
// shown in the dialog with what was typed kept, the confirmation, `?novo=1` and the `n` key.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { quickAddMachine } from '@machines/finance/entries/quick-add.machine'
import type { QuickAddOptions } from '@machines/finance/entries/quick-add.actors'
import { ApiError } from '@/api/errors'
import type { EntryCreateInput } from '@/api/entries'
import type { Entry } from '@contract/entry'
import type { EntrySuggestion } from '@contract/entry-suggestion'
import QuickAdd from '@/views/finance/entries/quick-add'
import { farmacia, feira, quickAddOptions, quickSaved } from '../fixtures/quick-add'
import { heldActor } from '../model/held-actors'
import { renderApp, settle } from './support'
import { pendingPages } from './pending-pages'

// The whole app at /financas, /financas/parcelamento and /livros: the pages' actors never answer here (they have
// their own tests), nor do the layout's quick add's (its lists never load).
const logic = pendingPages()

const texts = {
  en: {
    plus: 'Quick add',
    dialog: 'Quick expense',
    amount: 'Amount (R$)',
    description: 'Description',
    category: 'Category',
    source: 'Account or card',
    paid: 'Already paid',
    save: 'Save',
    line: 'Goes on the December 2026 bill — due Dec 10, 2026',
    tooMany: 'Too many changes in a short time. Wait a minute and save again: what you typed is kept.',
    added: 'Expense added: Farmácia São João, R$ 42.90',
    typed: '42.90',
  },
  'pt-BR': {
    plus: 'Lançamento rápido',
    dialog: 'Despesa rápida',
    amount: 'Valor (R$)',
    description: 'Descrição',
    category: 'Categoria',
    source: 'Conta ou cartão',
    paid: 'Já paga',
    save: 'Salvar',
    line: 'Entra na fatura de dezembro de 2026 — vence em 10 de dez. de 2026',
    tooMany: 'Muitas alterações em pouco tempo. Aguarde um minuto e salve de novo: o que você digitou foi mantido.',
    added: 'Despesa adicionada: Farmácia São João, R$ 42,90',
    typed: '42,90',
  },
} as const

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-12-02T15:00:00Z'))
})
afterEach(() => vi.useRealTimers())

function held() {
  const actors = {
    loadOptions: heldActor<QuickAddOptions>(),
    fetchSuggestions: heldActor<EntrySuggestion[], { q: string }>(),
    saveEntry: heldActor<Entry, { entry: EntryCreateInput }>(),
  }
  const logic = quickAddMachine.provide({
    actors: { loadOptions: actors.loadOptions.logic, fetchSuggestions: actors.fetchSuggestions.logic, saveEntry: actors.saveEntry.logic },
    delays: { suggestDelay: 0 },
  })
  return { ...actors, logic }
}

describe.each(['en', 'pt-BR'] as const)('quick add in %s', (language) => {
  const t = texts[language]

  it('opens with the amount focused; three letters and a tap fill the rest; a refusal keeps what was typed; a save confirms', async () => {
    const h = held()
    await renderApp({ language, path: '/financas' }, <QuickAdd logic={h.logic} />)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.plus })))
    h.loadOptions.runs[0]!.resolve(quickAddOptions)
    await settle()
    const dialog = screen.getByRole('dialog', { name: t.dialog })
    const amount = within(dialog).getByLabelText(t.amount)
    expect(document.activeElement).toBe(amount)
    expect(within(dialog).getByLabelText(t.paid)).toBeChecked()
    // The select offers the accounts in use, then the cards with statement days.
    const source = within(dialog).getByLabelText(t.source) as HTMLSelectElement
    expect([...source.options].map((option) => option.value)).toEqual(['', 'conta:7', 'conta:8', 'cartao:4'])

    // 1: the amount; 2: three letters; 3: a tap on the suggestion.
    await settle(() => fireEvent.change(amount, { target: { value: t.typed } }))
    await settle(() => fireEvent.change(within(dialog).getByRole('combobox', { name: t.description }), { target: { value: 'far' } }))
    expect(h.fetchSuggestions.runs.map((run) => run.input)).toEqual([{ q: 'far' }])
    h.fetchSuggestions.runs[0]!.resolve([farmacia, feira])
    await settle()
    const options = within(within(dialog).getByRole('listbox')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Farmácia São JoãoFarmácia · Roxinho', 'FeiraMercado · Carteira'])
    await settle(() => fireEvent.click(options[0]!))
    expect(within(dialog).getByRole('combobox', { name: t.description })).toHaveValue('Farmácia São João')
    expect(within(dialog).getByLabelText(t.category)).toHaveValue('4')
    expect(source).toHaveValue('cartao:4')
    expect(amount).toHaveValue(t.typed)
    // A card item: no "paid" box, the bill it goes on instead.
    expect(within(dialog).queryByLabelText(t.paid)).toBeNull()
    expect(within(dialog).getByTestId('purchase-statement')).toHaveTextContent(t.line)

    // 4: Save (Enter does the same: the form's submit). Refused: said in the dialog, the fields kept.
    await settle(() => fireEvent.submit(amount.closest('form')!))
    expect(h.saveEntry.runs[0]!.input.entry).toMatchObject({ descricao: 'Farmácia São João', valor: 42.9, categoriaId: 4, cartaoId: 4, contaBancariaId: null, situacao: 'A Pagar', dataLancamento: '2026-12-02' })
    h.saveEntry.runs[0]!.reject(new ApiError({ status: 429, code: 'too_many_writes', message: 'x' }))
    await settle()
    expect(within(dialog).getByRole('alert')).toHaveTextContent(t.tooMany)
    expect(amount).toHaveValue(t.typed)
    expect(source).toHaveValue('cartao:4')

    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
    h.saveEntry.runs[1]!.resolve(quickSaved)
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByTestId('quick-add-confirmation')).toHaveTextContent(t.added)
  })

  it('opens at ?novo=1 and drops it from the address; the n key opens it, not while typing', async () => {
    const h = held()
    const app = await renderApp({ language, path: '/financas?novo=1' }, <QuickAdd logic={h.logic} />)
    expect(screen.getByRole('dialog', { name: t.dialog })).toBeInTheDocument()
    expect(app.path()).toBe('/financas')
    await settle(() => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await settle(() => fireEvent.keyDown(document.body, { key: 'n' }))
    expect(screen.getByRole('dialog', { name: t.dialog })).toBeInTheDocument()
    // Typed in the form, n is a letter.
    const description = screen.getByRole('combobox', { name: t.description })
    await settle(() => fireEvent.keyDown(description, { key: 'n' }))
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })
})

describe('where the "+" is', () => {
  it('on every finance page of a signed-in user, and nowhere else', async () => {
    const app = await renderApp({ logic, path: '/financas' })
    expect(screen.queryByRole('button', { name: 'Quick add' })).toBeNull()
    await app.answerTokenCheck({ username: 'ana', role: 'User' })
    expect(await screen.findByRole('button', { name: 'Quick add' })).toBeInTheDocument()
    await settle(() => app.location.navigate('/financas/parcelamento'))
    expect(screen.getByRole('button', { name: 'Quick add' })).toBeInTheDocument()
    await settle(() => app.location.navigate('/livros'))
    expect(screen.queryByRole('button', { name: 'Quick add' })).toBeNull()
  })

  it('the n key opens it on a finance page', async () => {
    const app = await renderApp({ logic, path: '/financas' })
    await app.answerTokenCheck({ username: 'ana', role: 'User' })
    await screen.findByRole('button', { name: 'Quick add' })
    await act(async () => void fireEvent.keyDown(document.body, { key: 'n' }))
    expect(screen.getByRole('dialog', { name: 'Quick expense' })).toBeInTheDocument()
  })
})
