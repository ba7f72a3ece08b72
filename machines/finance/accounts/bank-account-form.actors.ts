// The bank account form's actor (POST / PATCH /v1/api/contabancaria): create an account, or update the
// edited one with every field (its archived flag kept). The body is what the shared contract parsed.
import { fromPromise } from 'xstate'
import { createBankAccount, updateBankAccount } from '@/api/bank-accounts'
import type { BankAccount, BankAccountInput } from '@/api/bank-accounts'

export const bankAccountFormActors = {
  saveAccount: fromPromise<BankAccount, { accountId: number | null; account: BankAccountInput }>(({ input }) =>
    input.accountId === null ? createBankAccount(input.account) : updateBankAccount(input.accountId, input.account),
  ),
}
