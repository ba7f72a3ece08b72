// The account statement page's actors (src/api/bank-accounts.ts): the user's accounts (the page names
// its account from them, the transfer form chooses among them) with one month of the account's
// statement, the transfer delete call, and the transfer modal's machine it invokes.
import { fromPromise } from 'xstate'
import { ApiError } from '@/api/errors'
import { deleteTransfer, fetchStatement, listBankAccounts } from '@/api/bank-accounts'
import type { BankAccount, Period, Statement } from '@/api/bank-accounts'
import { transferFormMachine } from './transfer-form.machine'

export interface LoadedStatement {
  accounts: BankAccount[]
  statement: Statement
}

export const accountStatementActors = {
  /** An id no account can have is a 404, as the API answers another user's account. */
  fetchStatement: fromPromise<LoadedStatement, { accountId: number | null; period: Period }>(async ({ input }) => {
    if (input.accountId === null) throw new ApiError({ status: 404, code: 'not_found', message: 'Not found' })
    const [accounts, statement] = await Promise.all([listBankAccounts(), fetchStatement(input.accountId, input.period)])
    return { accounts, statement }
  }),
  deleteTransfer: fromPromise<void, { id: number }>(({ input }) => deleteTransfer(input.id)),
  transferForm: transferFormMachine,
}
