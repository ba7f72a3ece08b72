// The inline create's actor: POST /v1/api/categoria or /v1/api/pessoaconta with the typed name. Tests provide fakes.
import { fromPromise } from 'xstate'
import { accountHoldersApi, categoriesApi } from '@/api/registries'
import type { AccountHolder, Category } from '@/api/registries'
import type { CategoryType } from '@contract/finance'

export type InlineCreateRequest = { kind: 'category'; nomeCategoria: string; tipoCategoria: CategoryType } | { kind: 'holder'; nomePessoa: string }

export const inlineCreateActors = {
  createItem: fromPromise<Category | AccountHolder, InlineCreateRequest>(({ input }) =>
    input.kind === 'category'
      ? categoriesApi().create({ nomeCategoria: input.nomeCategoria, tipoCategoria: input.tipoCategoria })
      : accountHoldersApi().create({ nomePessoa: input.nomePessoa }),
  ),
}
