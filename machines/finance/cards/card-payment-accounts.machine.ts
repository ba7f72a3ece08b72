// The accounts a card's statements may be paid from, for the cards page's "Payment account" select and
// column (docs/product-rules.md#card-statements): loading → ready | unavailable (the select then offers
// none, and a card keeps the account it names: the page sends it back unchanged).
import { assign, setup } from 'xstate'
import type { BankAccount } from '@contract/bank-account'
import { cardPaymentAccountsActors } from './card-payment-accounts.actors'

export interface CardPaymentAccountsContext {
  /** Every account of the user (archived ones name the cards that still point at them). */
  accounts: BankAccount[]
}

export const cardPaymentAccountsMachine = setup({
  types: { context: {} as CardPaymentAccountsContext, tags: {} as 'busy' },
  actors: cardPaymentAccountsActors,
  actions: {
    assignAccounts: assign((_, accounts: BankAccount[]) => ({ accounts })),
  },
}).createMachine({
  id: 'cardPaymentAccounts',
  context: { accounts: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadAccounts',
        src: 'loadAccounts',
        onDone: { target: 'ready', actions: { type: 'assignAccounts', params: ({ event }) => event.output } },
        onError: 'unavailable',
      },
    },
    ready: {},
    unavailable: {},
  },
})

export type CardPaymentAccountsMachine = typeof cardPaymentAccountsMachine
