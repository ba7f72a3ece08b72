// Whether the entries page's filter bar is open, as the user last left it on this device (local storage key
// `financas.lancamentos.filtros`); logout clears it with the other keys.
import { storage } from './storage'

export const entryFiltersOpen = {
  /** null: the user never opened or closed it here (the page starts it closed). */
  read(): boolean | null {
    const stored = storage.get('financas.lancamentos.filtros')
    return stored === null ? null : stored === 'aberto'
  },
  write(open: boolean): void {
    storage.set('financas.lancamentos.filtros', open ? 'aberto' : 'fechado')
  },
}
