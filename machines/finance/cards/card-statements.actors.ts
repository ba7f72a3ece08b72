// The card statements page's actors (src/api/card-statements.ts): the card with its statement list (none
// asked for a card without statement days), one statement with its items, moving an item to another
// statement, undoing one statement payment, and the pay modal's machine it invokes.
import { fromPromise } from 'xstate'
import { ApiError } from '@/api/errors'
import { getCard, getStatement, listStatements, moveToStatement, undoStatementPayment } from '@/api/card-statements'
import type { BankCard, CardStatement, CardStatementDetail, Entry } from '@/api/card-statements'
import { hasStatementDays } from '@contract/bank-card'
import { listBankAccounts } from '@/api/bank-accounts'
import type { BankAccount } from '@/api/bank-accounts'
import { statementPayMachine } from './statement-pay.machine'

export interface LoadedCard {
  card: BankCard
  /** The API's default range: 3 months before the open statement to 12 after; empty without statement days. */
  statements: CardStatement[]
  /** The user's accounts, to name the payments' accounts; empty when they could not be loaded (the names only go). */
  accounts: BankAccount[]
}

export const cardStatementsActors = {
  /** An id no card can have is a 404, as the API answers another user's card. */
  loadCard: fromPromise<LoadedCard, { cardId: number | null }>(async ({ input }) => {
    if (input.cardId === null) throw new ApiError({ status: 404, code: 'not_found', message: 'Not found' })
    const accounts = Promise.resolve()
      .then(() => listBankAccounts())
      .catch((): BankAccount[] => [])
    const card = await getCard(input.cardId)
    return { card, statements: hasStatementDays(card) ? await listStatements(input.cardId) : [], accounts: await accounts }
  }),
  fetchStatement: fromPromise<CardStatementDetail, { cardId: number; mes: string }>(({ input }) => getStatement(input.cardId, input.mes)),
  moveEntry: fromPromise<Entry, { entryId: number; mes: string }>(({ input }) => moveToStatement(input.entryId, input.mes)),
  undoPayment: fromPromise<void, { cardId: number; mes: string; pagamentoId: number }>(({ input }) => undoStatementPayment(input.cardId, input.mes, input.pagamentoId)),
  statementPay: statementPayMachine,
}
