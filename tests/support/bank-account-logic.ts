// The bank account pages' machines with every actor provided, their modals' too: the list with the add/edit modal,
// the statement with the transfer modal. Model paths give held actors (tests/model/held-actors.ts), view tests
// apiActor()s (./api-actors.ts): anything with the promise `logic` to start.
import type { NonReducibleUnknown, PromiseActorLogic } from 'xstate'
import { accountStatementMachine } from '@machines/finance/accounts/account-statement.machine'
import type { LoadedStatement } from '@machines/finance/accounts/account-statement.actors'
import { bankAccountFormMachine } from '@machines/finance/accounts/bank-account-form.machine'
import { bankAccountListMachine } from '@machines/finance/accounts/bank-account-list.machine'
import type { LoadedAccounts } from '@machines/finance/accounts/bank-account-list.actors'
import { transferFormMachine } from '@machines/finance/accounts/transfer-form.machine'
import type { BankAccountInput, Period, Transfer, TransferInput } from '@/api/bank-accounts'
import type { BankAccount } from '@contract/bank-account'

type Fake<T, Input = NonReducibleUnknown> = { logic: PromiseActorLogic<T, Input> }

/** The accounts page's machine over these actors (its add/edit modal's save too). */
export function bankAccountListLogic(actors: {
  fetchAccounts: Fake<LoadedAccounts>
  setArchived: Fake<BankAccount, { account: BankAccount; arquivada: boolean }>
  deleteAccount: Fake<void, { id: number }>
  saveAccount: Fake<BankAccount, { accountId: number | null; account: BankAccountInput }>
}) {
  return bankAccountListMachine.provide({
    actors: {
      fetchAccounts: actors.fetchAccounts.logic,
      setArchived: actors.setArchived.logic,
      deleteAccount: actors.deleteAccount.logic,
      bankAccountForm: bankAccountFormMachine.provide({ actors: { saveAccount: actors.saveAccount.logic } }),
    },
  })
}

/** One account's statement page over these actors (its transfer modal's save too). */
export function accountStatementLogic(actors: {
  fetchStatement: Fake<LoadedStatement, { accountId: number | null; period: Period }>
  deleteTransfer: Fake<void, { id: number }>
  saveTransfer: Fake<Transfer, TransferInput>
}) {
  return accountStatementMachine.provide({
    actors: {
      fetchStatement: actors.fetchStatement.logic,
      deleteTransfer: actors.deleteTransfer.logic,
      transferForm: transferFormMachine.provide({ actors: { saveTransfer: actors.saveTransfer.logic } }),
    },
  })
}
