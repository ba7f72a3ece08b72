// Effects of the registry lists (SPEC §7): the list or search, create, update and delete calls of
// src/api/registries.ts, answered with the editable-list machine's result events.
import { toApiFailure } from '@/api/errors'
import { accountHoldersApi, bankCardsApi, categoriesApi } from '@/api/registries'
import type { RegistryApi } from '@/api/registries'
import type { EditableListContext, EditableListEvent, ListRow, ListValues } from './editable-list.machine'
import { effect } from './effects'

type Context = EditableListContext
type Event = EditableListEvent

/** The four effects of an editable list over one registry's calls; the form values are the request body. */
export function editableListEffects<R extends ListRow, C>(api: RegistryApi<R, C>, toRequest: (values: ListValues) => C) {
  return {
    fetchList: effect<Context, Event, R[], Event>(
      ({ context }) => (context.searchedQuery && api.search ? api.search(context.searchedQuery) : api.list()),
      (rows) => ({ type: 'list.loaded', rows }),
      (error) => ({ type: 'list.failed', error: toApiFailure(error) }),
    ),
    createRow: effect<Context, Event, R, Event>(
      ({ context }) => api.create(toRequest(context.create.values)),
      (row) => ({ type: 'row.created', row }),
      (error) => ({ type: 'row.createFailed', error: toApiFailure(error) }),
    ),
    updateRow: effect<Context, Event, R, Event>(
      ({ context }) => (context.editing ? api.update(context.editing.id, toRequest(context.editing.form.values)) : Promise.reject(new Error('No row in edit'))),
      (row) => ({ type: 'row.updated', row }),
      (error) => ({ type: 'row.updateFailed', error: toApiFailure(error) }),
    ),
    deleteRow: effect<Context, Event, void, Event>(
      ({ context }) => (context.pendingDelete ? api.remove(context.pendingDelete.id) : Promise.reject(new Error('No row to delete'))),
      () => ({ type: 'row.deleted' }),
      (error) => ({ type: 'row.deleteFailed', error: toApiFailure(error) }),
    ),
  }
}

/** Names are sent trimmed; the API trims too (and validates the same way). */
const trimmed = (values: ListValues) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]))

/** The request bodies of each registry from its form values. */
export const registryRequests = {
  category: (values: ListValues) => ({ nomeCategoria: (values.nomeCategoria ?? '').trim(), tipoCategoria: values.tipoCategoria ?? '' }),
  bankCard: (values: ListValues) => trimmed(values) as { nomeUsuario: string; nomeBanco: string },
  accountHolder: (values: ListValues) => ({ nomePessoa: (values.nomePessoa ?? '').trim() }),
}

export const categoryListEffects = editableListEffects(categoriesApi(), registryRequests.category)
export const bankCardListEffects = editableListEffects(bankCardsApi(), registryRequests.bankCard)
export const accountHolderListEffects = editableListEffects(accountHoldersApi(), registryRequests.accountHolder)
