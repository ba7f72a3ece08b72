// The quick add's actors: the lists its selects offer (categories, accounts, cards), the description
// suggestions, the save (POST /v1/api/lancamento) and the `n` key that opens it. Tests provide fakes.
import { fromCallback, fromPromise } from 'xstate'
import { listBankAccounts } from '@/api/bank-accounts'
import type { BankAccount } from '@/api/bank-accounts'
import { createEntry } from '@/api/entries'
import type { Entry, EntryCreateInput } from '@/api/entries'
import { listEntrySuggestions } from '@/api/entry-suggestions'
import type { EntrySuggestion } from '@/api/entry-suggestions'
import { bankCardsApi, categoriesApi } from '@/api/registries'
import type { BankCard, Category } from '@/api/registries'
import { saoPauloDay } from '@/lib/month'

export interface QuickAddOptions {
  categories: Category[]
  accounts: BankAccount[]
  cards: BankCard[]
}

/** Where a typed `n` is text, not a shortcut: a field, a select, an editable region. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || target.matches('input, textarea, select, [contenteditable=""], [contenteditable="true"]')
}

/** The `n` key, alone, outside any field and while no dialog is open: open the quick add, dated today. */
export const quickAddShortcut = fromCallback<{ type: 'quickAdd.open'; today: string }>(({ sendBack }) => {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'n' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return
    if (event.defaultPrevented || event.repeat || event.isComposing || isTyping(event.target)) return
    if (document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]')) return
    event.preventDefault()
    sendBack({ type: 'quickAdd.open', today: saoPauloDay(new Date()) })
  }
  document.addEventListener('keydown', onKey)
  return () => document.removeEventListener('keydown', onKey)
})

export const quickAddActors = {
  loadOptions: fromPromise<QuickAddOptions>(async () => {
    const [categories, accounts, cards] = await Promise.all([categoriesApi().list(), listBankAccounts(), bankCardsApi().list()])
    return { categories, accounts, cards }
  }),
  fetchSuggestions: fromPromise<EntrySuggestion[], { q: string }>(({ input }) => listEntrySuggestions(input.q)),
  saveEntry: fromPromise<Entry, { entry: EntryCreateInput }>(({ input }) => createEntry(input.entry)),
  watchShortcut: quickAddShortcut,
}
