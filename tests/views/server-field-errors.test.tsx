// A 400 from the real API reaches the field it names, with that field's own text, in both languages:
// the entry form's save (provided to its machine) sends its request through the SPA's real API client to the real server app (in
// process, over a real database); the server names a category that vanished ('unknown_category' on
// categoriaId) and the category select shows 'Category not found.' — not a generic 'Invalid value'.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { fromPromise } from 'xstate'
import { createApiClient } from '@/api/client'
import { createEntry, type EntryCreateInput } from '@/api/entries'
import type { BankAccount } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import type { Category } from '@contract/category'
import type { Entry, OverdueSummary } from '@contract/entry'
import { storage } from '@/lib/storage'
import { entryFormMachine } from '@machines/finance/entries/entry-form.machine'
import { entryTableMachine } from '@machines/finance/entries/entry-table.machine'
import type { LoadedEntries } from '@machines/finance/entries/entry-table.actors'
import EntriesView from '@/views/finance/entries/entries-view'
import { createTestApp, type AuthSession, type TestApp } from '../server/support/test-app'
import { renderApp, settle } from './support'

let server: TestApp
let user: AuthSession
beforeAll(async () => {
  server = await createTestApp()
  user = await server.asUser()
}, 60_000)
afterAll(() => server.close())

const clock = () => new Date('2026-11-20T17:30:00.000Z')
/** A category the page lists but the server no longer has (deleted in another tab). */
const vanished: Category = { id: 987_654, nomeCategoria: 'Apagada', tipoCategoria: 'Despesa' }
const noneOverdue: OverdueSummary = { aPagar: { quantidade: 0, total: 0 }, aReceber: { quantidade: 0, total: 0 }, lancamentos: [] }

/**
 * The page with no entries, accounts or cards, the vanished category listed, and the form's save sent by `save`
 * (a new entry: no id).
 */
const pageLogic = (save: (entry: EntryCreateInput) => Promise<Entry>) =>
  entryTableMachine.provide({
    actors: {
      loadAccounts: fromPromise<BankAccount[]>(async () => []),
      loadCards: fromPromise<BankCard[]>(async () => []),
      loadEntries: fromPromise<LoadedEntries, { from: string; to: string }>(async () => ({ entries: [], categories: [vanished], overdue: noneOverdue })),
      entryForm: entryFormMachine.provide({
        actors: {
          loadCategories: fromPromise<Category[]>(async () => [vanished]),
          saveEntry: fromPromise<Entry, { id: number | null; entry: EntryCreateInput }>(({ input }) => save(input.entry)),
        },
      }),
    },
  })

const texts = {
  en: { add: 'New entry', dialog: 'New entry', description: 'Description', amount: 'Amount (R$)', type: 'Type', status: 'Status', category: 'Category', save: 'Save', categoryMessage: 'Category not found.' },
  'pt-BR': { add: 'Novo lançamento', dialog: 'Novo lançamento', description: 'Descrição', amount: 'Valor (R$)', type: 'Tipo', status: 'Situação', category: 'Categoria', save: 'Salvar', categoryMessage: 'Categoria não encontrada.' },
} as const

describe.each(['en', 'pt-BR'] as const)('a field error of the real API (%s)', (language) => {
  it('lands on its field with its own text', async () => {
    const t = texts[language]
    // The SPA's own client, its fetch answered by the server app.
    const client = createApiClient({ baseURL: 'http://app.test', fetch: (input, init) => Promise.resolve(server.app.request(input instanceof Request ? input : String(input), init)) })
    const save = vi.fn((entry: EntryCreateInput) => createEntry(entry, client))

    await renderApp({ language, path: '/financas/lancamento-financeiro' }, <EntriesView logic={pageLogic(save)} clock={clock} />)
    storage.set('accessToken', user.tokens.accessToken)
    await settle()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.add })))
    const dialog = screen.getByRole('dialog', { name: t.dialog })
    fireEvent.change(within(dialog).getByLabelText(t.description), { target: { value: 'Luz' } })
    fireEvent.change(within(dialog).getByLabelText(t.amount), { target: { value: '99' } })
    fireEvent.change(within(dialog).getByLabelText(t.type), { target: { value: 'Despesa' } })
    fireEvent.change(within(dialog).getByLabelText(t.status), { target: { value: 'A Pagar' } })
    fireEvent.change(within(dialog).getByLabelText(t.category), { target: { value: String(vanished.id) } })
    await settle(() => fireEvent.click(within(dialog).getByRole('button', { name: t.save })))
    await vi.waitFor(() => expect(within(dialog).getByLabelText(t.category)).toHaveAttribute('aria-invalid', 'true'))

    expect(save).toHaveBeenCalledTimes(1)
    const select = within(dialog).getByLabelText(t.category)
    const describedBy = select.getAttribute('aria-describedby') ?? ''
    const message = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
    expect(message).toContain(t.categoryMessage)
  })
})
