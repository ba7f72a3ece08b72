// The three finance registries as configurations of the one editable-list machine (their rules:
// docs/product-rules.md#registries-categories-bank-cards-account-holders): their form values (typed in
// registries.actors.ts, which makes the request bodies of them), validation by the shared contracts, the texts
// of their alerts, their actors and the category order.
import { msg } from '@lingui/core/macro'
import { accountHolderCreateSchema } from '@contract/account-holder'
import type { AccountHolder } from '@contract/account-holder'
import { bankCardCreateSchema } from '@contract/bank-card'
import type { BankCard } from '@contract/bank-card'
import { categoryCreateSchema } from '@contract/category'
import type { Category } from '@contract/category'
import { amountToCents, amountInputText, normalizeAmountInput } from '@contract/money'
import { createEditableListMachine } from '../../editable-list.machine'
import { schemaValidator } from '../../form-core'
import { accountHolderListActors, bankCardListActors, categoryListActors, registryRequests } from './registries.actors'
import type { AccountHolderValues, BankCardValues, CategoryValues } from './registries.actors'

/** A missing field: 'Preencha todos os campos obrigatórios.' */
const fillRequired = msg`Fill in all required fields.`

export type { AccountHolderValues, BankCardValues, CategoryValues }

export const categoryListMachine = createEditableListMachine<Category, CategoryValues>({
  id: 'categoryList',
  sortable: true,
  actors: categoryListActors,
  emptyValues: { nomeCategoria: '', tipoCategoria: '' },
  toValues: (row) => ({ nomeCategoria: row.nomeCategoria, tipoCategoria: row.tipoCategoria }),
  validate: schemaValidator<CategoryValues>(categoryCreateSchema, (values) => values, ['nomeCategoria', 'tipoCategoria']),
  messages: {
    fetchFailed: msg`Error fetching categories.`,
    createFailed: msg`Error registering category.`,
    updateFailed: msg`Error editing category.`,
    deleteFailed: msg`Error deleting category.`,
    created: msg`Category registered successfully!`,
    updated: msg`Category edited successfully!`,
    deleted: msg`Category deleted successfully!`,
    incomplete: fillRequired,
  },
})

export const bankCardListMachine = createEditableListMachine<BankCard, BankCardValues>({
  id: 'bankCardList',
  searchable: true,
  actors: bankCardListActors,
  emptyValues: { nomeUsuario: '', nomeBanco: '', apelido: '', final: '', diaFechamento: '', diaVencimento: '', limite: '', contaPagamentoId: '' },
  toValues: (row) => ({
    nomeUsuario: row.nomeUsuario,
    nomeBanco: row.nomeBanco,
    apelido: row.apelido ?? '',
    final: row.final ?? '',
    diaFechamento: row.diaFechamento === null ? '' : String(row.diaFechamento),
    diaVencimento: row.diaVencimento === null ? '' : String(row.diaVencimento),
    limite: row.limite === null ? '' : amountInputText(amountToCents(row.limite)),
    contaPagamentoId: row.contaPagamentoId === null ? '' : String(row.contaPagamentoId),
  }),
  normalize: (field, value) => (field === 'limite' ? normalizeAmountInput(value) : value),
  validate: schemaValidator<BankCardValues>(bankCardCreateSchema, registryRequests.bankCard, [
    'nomeUsuario',
    'nomeBanco',
    'apelido',
    'final',
    'diaFechamento',
    'diaVencimento',
    'limite',
    'contaPagamentoId',
  ]),
  messages: {
    fetchFailed: msg`Error fetching cards.`,
    createFailed: msg`Error registering card.`,
    updateFailed: msg`Error editing card.`,
    deleteFailed: msg`Error deleting card.`,
    created: msg`Card registered successfully!`,
    updated: msg`Card edited successfully!`,
    deleted: msg`Card deleted successfully!`,
    incomplete: fillRequired,
    invalid: msg`Check the highlighted fields.`,
  },
})

export const accountHolderListMachine = createEditableListMachine<AccountHolder, AccountHolderValues>({
  id: 'accountHolderList',
  searchable: true,
  actors: accountHolderListActors,
  emptyValues: { nomePessoa: '' },
  toValues: (row) => ({ nomePessoa: row.nomePessoa }),
  validate: schemaValidator<AccountHolderValues>(accountHolderCreateSchema, (values) => values, ['nomePessoa']),
  messages: {
    fetchFailed: msg`Error fetching account holders.`,
    createFailed: msg`Error registering account holder.`,
    updateFailed: msg`Error editing account holder.`,
    deleteFailed: msg`Error deleting account holder.`,
    created: msg`Account holder registered successfully!`,
    updated: msg`Account holder edited successfully!`,
    deleted: msg`Account holder deleted successfully!`,
    /** A missing person name: 'Preencha o nome da pessoa.' */
    incomplete: msg`Fill in the person's name.`,
  },
})

export type CategoryListMachine = typeof categoryListMachine
export type BankCardListMachine = typeof bankCardListMachine
export type AccountHolderListMachine = typeof accountHolderListMachine

/** The category sort modes: default (all by name), income first, expense first; each then by name. */
export const categorySortModes = ['default', 'incomeFirst', 'expenseFirst'] as const
export type CategorySortMode = (typeof categorySortModes)[number]

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })

export function sortCategories(rows: readonly Category[], mode: string): Category[] {
  const first = mode === 'incomeFirst' ? 'Receita' : mode === 'expenseFirst' ? 'Despesa' : null
  return [...rows].sort((a, b) => {
    if (first && a.tipoCategoria !== b.tipoCategoria) return a.tipoCategoria === first ? -1 : 1
    return byName.compare(a.nomeCategoria, b.nomeCategoria)
  })
}
