// Labels of the bank account enums: the API keeps the Portuguese values, the screen translates them.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BankAccountType, MovementKind } from '@contract/bank-account'

export const accountTypeLabels: Record<BankAccountType, MessageDescriptor> = {
  Corrente: msg`Checking`,
  Poupanca: msg`Savings`,
  Carteira: msg`Wallet`,
  Investimento: msg`Investment`,
}

export const movementKindLabels: Record<MovementKind, MessageDescriptor> = {
  lancamento: msg({ message: 'Entry', context: 'movement' }),
  transferencia: msg({ message: 'Transfer', context: 'movement' }),
  fatura: msg({ message: 'Card bill', context: 'movement' }),
}
