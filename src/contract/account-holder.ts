import { z } from 'zod'
import { idField, requiredText } from './common'

// Account holder contract (docs/product-rules.md#registries-categories-bank-cards-account-holders).
// Shared by the API and the SPA. The spec's client PATCHes `{ Id, NomePessoa }`: the API matches request
// keys ignoring case.

/** Person names hold up to 60 characters. */
export const ACCOUNT_HOLDER_NAME_MAX = 60

/** Missing or blank is 'person_name_required' ('Preencha o nome da pessoa.'). */
const nomePessoaField = requiredText(ACCOUNT_HOLDER_NAME_MAX, { required: 'person_name_required' }).meta({
  description: 'Trimmed, 1 to 60 characters; unique per user ignoring case and accents',
  example: 'Maria Souza',
})

/** POST /v1/api/pessoaconta body. */
export const accountHolderCreateSchema = z.object({ nomePessoa: nomePessoaField }).meta({ id: 'AccountHolderCreate' })
export type AccountHolderCreateInput = z.input<typeof accountHolderCreateSchema>
export type AccountHolderCreate = z.output<typeof accountHolderCreateSchema>

/** PATCH /v1/api/pessoaconta body. */
export const accountHolderUpdateSchema = z
  .object({ id: idField(), nomePessoa: nomePessoaField })
  .meta({ id: 'AccountHolderUpdate' })
export type AccountHolderUpdateInput = z.input<typeof accountHolderUpdateSchema>
export type AccountHolderUpdate = z.output<typeof accountHolderUpdateSchema>

/** An account holder as the API returns it. */
export const accountHolderSchema = z
  .object({
    id: z.number().int(),
    nomePessoa: z.string(),
  })
  .meta({ id: 'AccountHolder' })
export type AccountHolder = z.infer<typeof accountHolderSchema>

/**
 * GET /v1/api/pessoaconta and GET /v1/api/pessoaconta/nome/{name}: holders by name (accents ignored).
 * The search answers 404 when nothing matches (the original client reads it as an empty list).
 */
export const accountHolderListSchema = z.array(accountHolderSchema).meta({ id: 'AccountHolderList' })
