// The cards page's payment-account choices: the user's bank accounts (src/api/bank-accounts.ts).
import { fromPromise } from 'xstate'
import { listBankAccounts } from '@/api/bank-accounts'
import type { BankAccount } from '@/api/bank-accounts'

export const cardPaymentAccountsActors = {
  loadAccounts: fromPromise<BankAccount[]>(() => listBankAccounts()),
}
