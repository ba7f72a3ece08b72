// How an entry's bank account is named in the entries page's selects and rows: an archived account (still
// named by its old entries) says so. Cards are named by cardName (src/lib/card-name.ts).
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BankAccount } from '@contract/bank-account'

export function accountLabel(account: BankAccount, i18n: I18n): string {
  const name = account.nome
  return account.arquivada ? i18n._(msg`${name} (archived)`) : name
}
