// A category or an account holder created inside another form (the entry, installment plan and recurring
// series forms spawn it beside their select): one name, checked by the shared contract, then created through
// the API. It ends with the new row as its output, which the form selects (inline-created.ts); a refusal (a
// duplicate name: category_exists) stays inline with the API's translated reason. The parent form keeps what
// was typed meanwhile.
import { assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import { accountHolderCreateSchema } from '@contract/account-holder'
import type { AccountHolder } from '@contract/account-holder'
import { categoryCreateSchema } from '@contract/category'
import type { Category } from '@contract/category'
import type { CategoryType } from '@contract/finance'
import { inlineCreateActors } from './inline-create.actors'
import type { InlineCreateRequest } from './inline-create.actors'

export type InlineCreateKind = 'category' | 'holder'

export const inlineCreateMessages = {
  categoryFailed: msg`Error registering category.`,
  holderFailed: msg`Error registering account holder.`,
}

export interface InlineCreateInput {
  kind: InlineCreateKind
  /** A category's type (the entry's type; an expense for a plan). */
  tipoCategoria?: CategoryType
}

export interface InlineCreateContext {
  kind: InlineCreateKind
  tipoCategoria: CategoryType
  name: string
  /** The name's field message key (required, too_long…), from the contract or a 400. */
  nameError: string | null
  /** A refused create: the API's translated reason (a duplicate name), else `failed`. */
  refusal: { reason: string | null; failed: MessageDescriptor } | null
  created: Category | AccountHolder | null
}

export type InlineCreateEvent = { type: 'name.change'; value: string } | { type: 'create.submit' } | { type: 'create.cancel' }

export type InlineCreateOutput =
  | { outcome: 'created'; kind: 'category'; item: Category }
  | { outcome: 'created'; kind: 'holder'; item: AccountHolder }
  | { outcome: 'cancelled'; kind: InlineCreateKind }

/** The name's field message key by the shared contract, or null when it is valid. */
export function inlineNameError(kind: InlineCreateKind, name: string, tipoCategoria: CategoryType): string | null {
  const result = kind === 'category' ? categoryCreateSchema.safeParse({ nomeCategoria: name, tipoCategoria }) : accountHolderCreateSchema.safeParse({ nomePessoa: name })
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid_value')
}

/** What the create call sends: the trimmed name (and a category's type). */
export function inlineRequest(context: Pick<InlineCreateContext, 'kind' | 'name' | 'tipoCategoria'>): InlineCreateRequest {
  return context.kind === 'category'
    ? { kind: 'category', nomeCategoria: context.name.trim(), tipoCategoria: context.tipoCategoria }
    : { kind: 'holder', nomePessoa: context.name.trim() }
}

export const inlineCreateMachine = setup({
  types: {
    context: {} as InlineCreateContext,
    events: {} as InlineCreateEvent,
    input: {} as InlineCreateInput,
    output: {} as InlineCreateOutput,
    tags: {} as 'busy',
  },
  actors: inlineCreateActors,
  actions: {
    changeName: assign((_, value: string) => ({ name: value, nameError: null, refusal: null })),
    markName: assign(({ context }) => ({ nameError: inlineNameError(context.kind, context.name, context.tipoCategoria) })),
    refuse: assign(({ context }, failure: ApiFailure) => {
      const field = context.kind === 'category' ? 'nomeCategoria' : 'nomePessoa'
      const failed = context.kind === 'category' ? inlineCreateMessages.categoryFailed : inlineCreateMessages.holderFailed
      const nameError = failure.fieldErrors?.[field] ?? null
      // A 409 (the name is taken) says why in the request's language; other failures say what failed.
      return { nameError, refusal: nameError ? null : { reason: failure.status === 409 && failure.message ? failure.message : null, failed } }
    }),
    assignCreated: assign((_, created: Category | AccountHolder) => ({ created })),
  },
  guards: {
    nameInvalid: ({ context }) => inlineNameError(context.kind, context.name, context.tipoCategoria) !== null,
  },
}).createMachine({
  id: 'inlineCreate',
  context: ({ input }) => ({
    kind: input.kind,
    tipoCategoria: input.tipoCategoria ?? 'Despesa',
    name: '',
    nameError: null,
    refusal: null,
    created: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'name.change': { actions: { type: 'changeName', params: ({ event }) => event.value } },
        'create.submit': [{ guard: 'nameInvalid', actions: 'markName' }, { target: 'creating' }],
        'create.cancel': 'cancelled',
      },
    },
    creating: {
      tags: 'busy',
      invoke: {
        id: 'createItem',
        src: 'createItem',
        input: ({ context }) => inlineRequest(context),
        onDone: { target: 'created', actions: { type: 'assignCreated', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'refuse', params: ({ event }) => toApiFailure(event.error) } },
      },
    },
    created: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }): InlineCreateOutput =>
    context.created === null
      ? { outcome: 'cancelled', kind: context.kind }
      : context.kind === 'category'
        ? { outcome: 'created', kind: 'category', item: context.created as Category }
        : { outcome: 'created', kind: 'holder', item: context.created as AccountHolder },
})

export type InlineCreateMachine = typeof inlineCreateMachine
