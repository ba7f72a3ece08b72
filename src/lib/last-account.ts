// The bank account the user last chose for a new entry or a payment, kept in local storage (key
// `financas.ultimaConta`) so the next new entry starts with it; logout clears it with the other keys.
import { storage } from './storage'

export const lastAccount = {
  read(): number | null {
    const stored = storage.get('financas.ultimaConta')
    return stored === null ? null : Number(stored)
  },
  /** null (the user chose no account) forgets it. */
  write(id: number | null): void {
    if (id === null) storage.remove('financas.ultimaConta')
    else storage.set('financas.ultimaConta', String(id))
  },
}
