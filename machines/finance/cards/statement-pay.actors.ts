// The pay-statement modal's actors: the user's bank accounts (src/api/bank-accounts.ts; the select offers
// those not archived) and the payment itself (POST /v1/api/cartao/{id}/faturas/{mes}/pagar).
import { fromPromise } from 'xstate'
import { listBankAccounts } from '@/api/bank-accounts'
import type { BankAccount } from '@/api/bank-accounts'
import { payStatement } from '@/api/card-statements'
import type { CardStatementDetail, StatementPayment } from '@/api/card-statements'

export interface StatementPayRequest extends StatementPayment {
  cardId: number
  mes: string
}

export const statementPayActors = {
  loadAccounts: fromPromise<BankAccount[], void>(() => listBankAccounts()),
  payStatement: fromPromise<CardStatementDetail, StatementPayRequest>(({ input }) =>
    payStatement(input.cardId, input.mes, { contaBancariaId: input.contaBancariaId, dataPagamento: input.dataPagamento, ...(input.valor === undefined ? {} : { valor: input.valor }) }),
  ),
}
