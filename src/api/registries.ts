// Typed calls of the three finance registries (categories, bank cards, account holders), one
// shape for all three: list, search (bank cards by holder, holders by name), create, update, delete.
// Every answer is parsed with the shared zod schemas.
import type { z } from 'zod'
import { api } from './client'
import type { ApiClient } from './client'
import { accountHolderListSchema, accountHolderSchema } from '../contract/account-holder'
import type { AccountHolder, AccountHolderCreateInput } from '../contract/account-holder'
import { bankCardListSchema, bankCardSchema } from '../contract/bank-card'
import type { BankCard, BankCardCreateInput } from '../contract/bank-card'
import { categoryListSchema, categorySchema } from '../contract/category'
import type { Category, CategoryCreateInput } from '../contract/category'

export type { AccountHolder, BankCard, Category }

export interface RegistryApi<R extends { id: number }, C> {
  list(): Promise<R[]>
  /** A search of the registry (categories have none); a 404 answer means nothing matched. */
  search?(query: string): Promise<R[]>
  create(input: C): Promise<R>
  update(id: number, input: C): Promise<R>
  remove(id: number): Promise<void>
}

interface RegistryPaths<C> {
  base: string
  /** The search path for a query (its text already encoded), e.g. `/v1/api/cartao/usuario/joao`. */
  search?: (encoded: string) => string
  /** The PATCH body, with the original client's keys of each registry. */
  updateBody: (id: number, input: C) => Record<string, unknown>
}

function registryApi<R extends { id: number }, C extends object>(
  row: z.ZodType<R>,
  list: z.ZodType<R[]>,
  paths: RegistryPaths<C>,
  client: ApiClient,
): RegistryApi<R, C> {
  return {
    list: () => client.request(paths.base, list),
    ...(paths.search ? { search: (query: string) => client.request(paths.search!(encodeURIComponent(query)), list) } : {}),
    create: (input) => client.request(paths.base, row, { method: 'POST', body: { ...input } as Record<string, unknown> }),
    update: (id, input) => client.request(paths.base, row, { method: 'PATCH', body: paths.updateBody(id, input) }),
    remove: (id) => client.send(`${paths.base}/${id}`, { method: 'DELETE' }),
  }
}

/** Categories have no search call: the page orders them instead. */
export function categoriesApi(client: ApiClient = api): RegistryApi<Category, CategoryCreateInput> {
  return registryApi(categorySchema, categoryListSchema, {
    base: '/v1/api/categoria',
    updateBody: (id, input) => ({ id, ...input }),
  }, client)
}

export function bankCardsApi(client: ApiClient = api): RegistryApi<BankCard, BankCardCreateInput> {
  return registryApi(bankCardSchema, bankCardListSchema, {
    base: '/v1/api/cartao',
    search: (holder) => `/v1/api/cartao/usuario/${holder}`,
    updateBody: (id, input) => ({ id, ...input }),
  }, client)
}

/** The holder PATCH sends `{ Id, NomePessoa }` (the API matches keys ignoring case). */
export function accountHoldersApi(client: ApiClient = api): RegistryApi<AccountHolder, AccountHolderCreateInput> {
  return registryApi(accountHolderSchema, accountHolderListSchema, {
    base: '/v1/api/pessoaconta',
    search: (name) => `/v1/api/pessoaconta/nome/${name}`,
    updateBody: (id, input) => ({ Id: id, NomePessoa: input.nomePessoa }),
  }, client)
}
