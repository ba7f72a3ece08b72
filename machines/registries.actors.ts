// The registry lists' actors (src/api/registries.ts): the list or search, create, update and delete calls of
// src/api/registries.ts for each registry; the form values become the request body.
import { fromPromise } from 'xstate'
import { accountHoldersApi, bankCardsApi, categoriesApi } from '@/api/registries'
import type { RegistryApi } from '@/api/registries'
import type { EditableListActors, ListRow, ListValues } from './editable-list.machine'
import type { AccountHolderValues, BankCardValues, CategoryValues } from './registries'

/** The four actors of an editable list over one registry's calls. */
export function editableListActors<R extends ListRow, V extends ListValues, C>(api: RegistryApi<R, C>, toRequest: (values: V) => C): EditableListActors<R, V> {
  return {
    fetchList: fromPromise<R[], { query: string }>(({ input }) => (input.query && api.search ? api.search(input.query) : api.list())),
    createRow: fromPromise<R, { values: V }>(({ input }) => api.create(toRequest(input.values))),
    updateRow: fromPromise<R, { id: number; values: V }>(({ input }) => api.update(input.id, toRequest(input.values))),
    deleteRow: fromPromise<void, { id: number }>(({ input }) => api.remove(input.id)),
  }
}

/** The request bodies of each registry from its form values: names are sent trimmed (the API trims too). */
export const registryRequests = {
  category: (values: CategoryValues) => ({ nomeCategoria: values.nomeCategoria.trim(), tipoCategoria: values.tipoCategoria }),
  bankCard: (values: BankCardValues) => ({ nomeUsuario: values.nomeUsuario.trim(), nomeBanco: values.nomeBanco.trim() }),
  accountHolder: (values: AccountHolderValues) => ({ nomePessoa: values.nomePessoa.trim() }),
}

export const categoryListActors = editableListActors(categoriesApi(), registryRequests.category)
export const bankCardListActors = editableListActors(bankCardsApi(), registryRequests.bankCard)
export const accountHolderListActors = editableListActors(accountHoldersApi(), registryRequests.accountHolder)
