// The registry lists' actors (src/api/registries.ts): the list or search, create, update and delete calls of
// src/api/registries.ts for each registry; the form values become the request body.
import { fromPromise } from 'xstate'
import { accountHoldersApi, bankCardsApi, categoriesApi } from '@/api/registries'
import { centsToAmount, parseAmountInput } from '@contract/money'
import type { RegistryApi } from '@/api/registries'
import type { AccountHolder } from '@contract/account-holder'
import type { BankCard } from '@contract/bank-card'
import type { Category } from '@contract/category'
import type { EditableListActors, ListRow, ListValues, RowValues } from '../../editable-list.machine'

/** Each registry's form values (registries.ts configures its list with them): the text of some of its row's fields. */
export type CategoryValues = RowValues<Category, 'nomeCategoria' | 'tipoCategoria'>
export type BankCardValues = RowValues<BankCard, 'nomeUsuario' | 'nomeBanco' | 'apelido' | 'final' | 'diaFechamento' | 'diaVencimento' | 'limite' | 'contaPagamentoId'>
export type AccountHolderValues = RowValues<AccountHolder, 'nomePessoa'>

/** The four actors of an editable list over one registry's calls. */
export function editableListActors<R extends ListRow, V extends ListValues, C>(api: RegistryApi<R, C>, toRequest: (values: V) => C): EditableListActors<R, V> {
  return {
    fetchList: fromPromise<R[], { query: string }>(({ input }) => (input.query && api.search ? api.search(input.query) : api.list())),
    createRow: fromPromise<R, { values: V }>(({ input }) => api.create(toRequest(input.values))),
    updateRow: fromPromise<R, { id: number; values: V }>(({ input }) => api.update(input.id, toRequest(input.values))),
    deleteRow: fromPromise<void, { id: number }>(({ input }) => api.remove(input.id)),
  }
}

/** Blank text is no value: the optional fields are sent as null (which clears them on an edit). */
const orNull = (text: string) => (text.trim() === '' ? null : text.trim())

/**
 * The card request of the form's text: names trimmed, the optional fields null when blank, the days and
 * the payment account as numbers when they are digits (else as typed, for the contract to refuse) and the
 * limit in cents.
 */
function bankCardRequest(values: BankCardValues) {
  const day = (text: string) => {
    const value = orNull(text)
    return value !== null && /^\d+$/.test(value) ? Number(value) : value
  }
  const limit = orNull(values.limite)
  // '12,' is 12 while typing: the input keeps the separator, the amount does not need it.
  const limitCents = limit === null ? null : parseAmountInput(limit, { allowZero: true })
  return {
    nomeUsuario: values.nomeUsuario.trim(),
    nomeBanco: values.nomeBanco.trim(),
    apelido: orNull(values.apelido),
    final: orNull(values.final),
    diaFechamento: day(values.diaFechamento),
    diaVencimento: day(values.diaVencimento),
    limite: limit === null ? null : limitCents === null ? limit.replace(/,$/, '') : centsToAmount(limitCents),
    // The account that pays the statements: none chosen clears it.
    contaPagamentoId: day(values.contaPagamentoId),
  }
}

/** The request bodies of each registry from its form values: names are sent trimmed (the API trims too). */
export const registryRequests = {
  category: (values: CategoryValues) => ({ nomeCategoria: values.nomeCategoria.trim(), tipoCategoria: values.tipoCategoria }),
  /** Every field, the optional ones null when blank (an edit clears them). */
  bankCard: bankCardRequest,
  accountHolder: (values: AccountHolderValues) => ({ nomePessoa: values.nomePessoa.trim() }),
}

export const categoryListActors = editableListActors(categoriesApi(), registryRequests.category)
export const bankCardListActors = editableListActors(bankCardsApi(), registryRequests.bankCard)
export const accountHolderListActors = editableListActors(accountHoldersApi(), registryRequests.accountHolder)
