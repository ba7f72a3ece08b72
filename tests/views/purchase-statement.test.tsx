// The entry form's live line for a card purchase in both languages: the statement it goes on and its due date,
// following the date, the card and the type; gone for income or without a card.
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { createActor, fromPromise } from 'xstate'
import { entryFormMachine } from '@machines/finance/entries/entry-form.machine'
import type { Category } from '@contract/category'
import type { Entry } from '@contract/entry'
import { EntryFormModal } from '@/views/finance/entries/entry-modals'
import { bankCard } from '../fixtures/bank-cards'
import { categories, monthEntries } from '../fixtures/entries'
import { renderApp, settle } from './support'

const cards = [
  bankCard({ id: 4, nomeUsuario: 'Ana', nomeBanco: 'Nubank', diaFechamento: 3, diaVencimento: 10 }),
  bankCard({ id: 5, nomeUsuario: 'Ana', nomeBanco: 'Itaú', diaFechamento: 28, diaVencimento: 5 }),
]

let running: { stop: () => void } | undefined
afterEach(() => running?.stop())

async function open(language: 'pt-BR' | 'en', entry: Entry | null = null) {
  const logic = entryFormMachine.provide({ actors: { loadCategories: fromPromise<Category[]>(async () => categories) } })
  const actor = createActor(logic, { input: { entry, today: '2026-12-02', accounts: [], cards } }).start()
  running = actor
  await renderApp({ language }, <EntryFormModal actor={actor} />)
  await settle()
  const dialog = screen.getByRole('dialog')
  const change = (label: RegExp, value: string) => settle(() => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } }))
  return { dialog, change, line: () => within(dialog).queryByTestId('purchase-statement') }
}

describe('the statement a card purchase goes on', () => {
  it('follows the date, the card and the type (English)', async () => {
    const { change, line } = await open('en')
    expect(line()).toBeNull()
    await change(/^Type/, 'Despesa')
    expect(line()).toBeNull()
    await change(/^Card/, '4')
    expect(line()).toHaveTextContent('Goes on the December 2026 bill — due Dec 10, 2026')
    // Bought on the closing day: the next statement.
    await change(/^Date/, '2026-12-03')
    expect(line()).toHaveTextContent('Goes on the January 2027 bill — due Jan 10, 2027')
    await change(/^Card/, '5')
    expect(line()).toHaveTextContent('Goes on the January 2027 bill — due Jan 5, 2027')
    await change(/^Type/, 'Receita')
    expect(line()).toBeNull()
  })

  it('reads in Portuguese', async () => {
    const { change, line } = await open('pt-BR')
    await change(/^Tipo/, 'Despesa')
    await change(/^Cartão/, '4')
    expect(line()).toHaveTextContent('Entra na fatura de dezembro de 2026 — vence em 10 de dez. de 2026')
    await change(/^Cartão/, '')
    expect(line()).toBeNull()
  })

  it('keeps the statement an edited item was moved to while its card and day stay', async () => {
    const moved: Entry = { ...monthEntries[2]!, tipoLancamento: 'Despesa', situacao: 'A Pagar', contaBancariaId: null, cartaoId: 4, dataLancamento: '2026-12-02T15:00:00.000Z', faturaMes: '2027-02' }
    const { change, line } = await open('en', moved)
    expect(line()).toHaveTextContent('Goes on the February 2027 bill — due Feb 10, 2027')
    await change(/^Date/, '2026-12-01')
    expect(line()).toHaveTextContent('Goes on the December 2026 bill — due Dec 10, 2026')
  })
})
