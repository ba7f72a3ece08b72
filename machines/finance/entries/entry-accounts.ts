// The bank account of an entry or of a payment (docs/product-rules.md#bank-accounts-and-transfers): which
// accounts its select offers and which one it starts with. Archived accounts are not offered, except the
// one the entry already names, which it keeps.
import type { BankAccount } from '@contract/bank-account'

/** The form value of "no account". */
export const NO_ACCOUNT = ''

/** The non-archived accounts, in the list's order (by name), plus the archived one `keepId` names. */
export function selectableAccounts(accounts: readonly BankAccount[], keepId: number | null): BankAccount[] {
  return accounts.filter((account) => !account.arquivada || account.id === keepId)
}

/** `id` when it names a non-archived account of the list; otherwise no account. */
export function usableAccountId(accounts: readonly BankAccount[], id: number | null): number | null {
  return id !== null && accounts.some((account) => account.id === id && !account.arquivada) ? id : null
}

/** A payment starts with the entry's account, else with the account last used (when it is still offered). */
export function paymentAccountId(accounts: readonly BankAccount[], entryAccountId: number | null, lastAccountId: number | null): number | null {
  return entryAccountId ?? usableAccountId(accounts, lastAccountId)
}

/** The select's value of an account id. */
export const accountValue = (id: number | null): string => (id === null ? NO_ACCOUNT : String(id))

/** The account id of a select's value. */
export const accountIdOf = (value: string): number | null => (value === NO_ACCOUNT ? null : Number(value))
