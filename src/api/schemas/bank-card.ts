import { z } from 'zod'
import { idField, requiredText } from './common'

// Bank card contract (docs/product-rules.md#registries-categories-bank-cards-account-holders).
// Shared by the API and the SPA. Two cards of one holder at one bank are allowed (credit and debit).

/** Holder and bank names up to 40 characters each. */
export const BANK_CARD_TEXT_MAX = 40

const bankCardFields = {
  nomeUsuario: requiredText(BANK_CARD_TEXT_MAX).meta({ description: "The card holder's name, trimmed, 1 to 40 characters", example: 'João Silva' }),
  nomeBanco: requiredText(BANK_CARD_TEXT_MAX).meta({ description: 'The bank name, trimmed, 1 to 40 characters', example: 'Banco do Brasil' }),
}

/** POST /v1/api/cartao body. */
export const bankCardCreateSchema = z.object(bankCardFields).meta({ id: 'BankCardCreate' })
export type BankCardCreateInput = z.input<typeof bankCardCreateSchema>
export type BankCardCreate = z.output<typeof bankCardCreateSchema>

/** PATCH /v1/api/cartao body: the card's `id` and its new names. */
export const bankCardUpdateSchema = z.object({ id: idField(), ...bankCardFields }).meta({ id: 'BankCardUpdate' })
export type BankCardUpdateInput = z.input<typeof bankCardUpdateSchema>
export type BankCardUpdate = z.output<typeof bankCardUpdateSchema>

/** A bank card as the API returns it. */
export const bankCardSchema = z
  .object({
    id: z.number().int(),
    nomeUsuario: z.string(),
    nomeBanco: z.string(),
  })
  .meta({ id: 'BankCard' })
export type BankCard = z.infer<typeof bankCardSchema>

/**
 * GET /v1/api/cartao and GET /v1/api/cartao/usuario/{holderName}: cards by holder name, then bank name
 * (accents ignored). The search answers 404 when nothing matches (the original client reads it as an empty list).
 */
export const bankCardListSchema = z.array(bankCardSchema).meta({ id: 'BankCardList' })
