// The transfer form's actor (POST /v1/api/transferencia): the amount in exact cents, the day 'YYYY-MM-DD'.
import { fromPromise } from 'xstate'
import { createTransfer } from '@/api/bank-accounts'
import type { Transfer, TransferInput } from '@/api/bank-accounts'

export const transferFormActors = {
  saveTransfer: fromPromise<Transfer, TransferInput>(({ input }) => createTransfer(input)),
}
