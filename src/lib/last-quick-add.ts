// What the quick add remembers between uses, kept in local storage (keys `financas.rapido.tipo` and
// `financas.rapido.origem`): the last type and the last account or card, which the next quick add starts with;
// logout clears them with the other keys.
import type { CategoryType } from '@contract/finance'
import { storage } from './storage'

export interface QuickAddMemory {
  tipoLancamento: CategoryType | null
  /** 'conta:7' or 'cartao:4'; null for none. */
  origem: string | null
}

export const lastQuickAdd = {
  read(): QuickAddMemory {
    const tipo = storage.get('financas.rapido.tipo')
    return { tipoLancamento: tipo === 'Despesa' || tipo === 'Receita' ? tipo : null, origem: storage.get('financas.rapido.origem') }
  },
  /** A null source (neither account nor card) forgets it. */
  write(memory: { tipoLancamento: CategoryType; origem: string | null }): void {
    storage.set('financas.rapido.tipo', memory.tipoLancamento)
    if (memory.origem === null) storage.remove('financas.rapido.origem')
    else storage.set('financas.rapido.origem', memory.origem)
  },
}
