// How an entry's bank account or card is named in the entries page's selects and rows: an archived account
// (still named by its old entries) says so; a card by its nickname, else bank and holder, and its last digits.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BankAccount } from '@/api/schemas/bank-account'
import type { BankCard } from '@/api/schemas/bank-card'

export function accountLabel(account: BankAccount, i18n: I18n): string {
  const name = account.nome
  return account.arquivada ? i18n._(msg`${name} (archived)`) : name
}

/** "Roxinho •••• 0123", or "Nubank · Ana" without a nickname (the digits only when known). */
export function cardName(card: Pick<BankCard, 'apelido' | 'nomeBanco' | 'nomeUsuario' | 'final'>): string {
  const name = card.apelido ?? `${card.nomeBanco} · ${card.nomeUsuario}`
  return card.final ? `${name} •••• ${card.final}` : name
}
