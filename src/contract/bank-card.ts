import { z } from 'zod'
import { idField, plainText, requiredText } from './common'
import { statementSummarySchema } from './statement-status'
import { moneyField } from './money'

// Bank card contract (docs/product-rules.md#registries-categories-bank-cards-account-holders).
// Shared by the API and the SPA. Two cards of one holder at one bank are allowed (credit and debit);
// a nickname and the last 4 digits tell them apart. A card with both a closing day and a due day has
// statements (./card-statement.ts); a card without them has none.

/** Holder and bank names up to 40 characters each. */
export const BANK_CARD_TEXT_MAX = 40
/** A card's nickname: up to 40 characters. */
export const BANK_CARD_NICKNAME_MAX = 40
/** A statement day: 1–31 (a day past a month's end is that month's last day). */
export const CARD_DAY_MIN = 1
export const CARD_DAY_MAX = 31

const bankCardFields = {
  nomeUsuario: requiredText(BANK_CARD_TEXT_MAX).meta({ description: "The card holder's name, trimmed, 1 to 40 characters", example: 'João Silva' }),
  nomeBanco: requiredText(BANK_CARD_TEXT_MAX).meta({ description: 'The bank name, trimmed, 1 to 40 characters', example: 'Banco do Brasil' }),
}

/** Blank text is no value (null), like a missing one. */
const blankIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

/** A day as a JSON integer or its digits as text ("10"); blank text is null. */
const toDay = (value: unknown) => {
  const blank = blankIsNull(value)
  return typeof blank === 'string' && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank
}

const dayField = (description: string, example: number) =>
  z
    .preprocess(
      toDay,
      z
        .number({ error: 'invalid_card_day' })
        .int({ error: 'invalid_card_day' })
        .min(CARD_DAY_MIN, { error: 'invalid_card_day' })
        .max(CARD_DAY_MAX, { error: 'invalid_card_day' })
        .nullable(),
    )
    .optional()
    .meta({ description, example })

const keepOrClear = 'Optional; null (or blank text) for none. Left out of a PATCH, the card keeps its value.'

/** The optional fields of a card: left out of a PATCH, each keeps its stored value; null clears it. */
const cardDetailFields = {
  apelido: z
    .preprocess(blankIsNull, plainText().trim().max(BANK_CARD_NICKNAME_MAX, { error: 'too_long' }).nullable())
    .optional()
    .meta({ description: `A nickname that tells the card apart, trimmed, up to 40 characters. ${keepOrClear}`, example: 'Nubank roxinho' }),
  final: z
    .preprocess(blankIsNull, z.string({ error: 'invalid_card_final' }).trim().regex(/^[0-9]{4}$/, { error: 'invalid_card_final' }).nullable())
    .optional()
    .meta({ description: `The card number's last 4 digits, as text ("0123"). ${keepOrClear}`, example: '1234' }),
  diaFechamento: dayField(`The statement's closing day, 1–31 (clamped to short months); with diaVencimento or neither. ${keepOrClear}`, 3),
  diaVencimento: dayField(`The statement's due day, 1–31 (clamped to short months); with diaFechamento or neither. ${keepOrClear}`, 10),
  limite: z
    .preprocess(blankIsNull, moneyField({ allowZero: true, description: 'The credit limit: zero or more, at most 2 decimals', example: 5000 }).nullable())
    .optional()
    .meta({ description: `The credit limit: zero or more, at most 2 decimals. ${keepOrClear}` }),
  contaPagamentoId: z
    .preprocess(blankIsNull, idField().nullable())
    .optional()
    .meta({ description: `The user's bank account that pays the card's statements (the pay dialog's default; the account's forecast counts the statements due this month). ${keepOrClear}`, example: 1 }),
}

type CardDays = { diaFechamento?: number | null | undefined; diaVencimento?: number | null | undefined }

/**
 * The closing day and the due day come together: both days, or neither. `leftOutKeeps` (PATCH): a day left
 * out keeps the stored one, so the other may only be left out too. The field error is on the missing day.
 */
function missingDay(card: CardDays, leftOutKeeps: boolean): 'diaFechamento' | 'diaVencimento' | null {
  const state = (day: number | null | undefined) => (day === undefined ? (leftOutKeeps ? 'kept' : 'none') : day === null ? 'none' : 'set')
  const closing = state(card.diaFechamento)
  const due = state(card.diaVencimento)
  if (closing === due) return null
  // The day that is not given (or, between a cleared and a kept one, the kept one) is the missing one.
  return closing === 'set' || (closing === 'none' && due === 'kept') ? 'diaVencimento' : 'diaFechamento'
}

const dayKeys = new Set<PropertyKey>(['diaFechamento', 'diaVencimento'])

/** An object whose days parsed (a wrong name does not hide the pair rule: every wrong field shows at once). */
const daysParsed = (payload: z.core.ParsePayload) =>
  typeof payload.value === 'object' && payload.value !== null && payload.issues.every((issue) => (issue.path?.length ?? 0) > 0 && !dayKeys.has(issue.path![0]!))

/** The pair rule's refinement for one day: its field error when that day is the missing one. */
const pairedDay = (day: 'diaFechamento' | 'diaVencimento', leftOutKeeps: boolean) =>
  [(card: CardDays) => missingDay(card, leftOutKeeps) !== day, { path: [day] as PropertyKey[], error: 'card_days_pair', when: daysParsed }] as const

/** POST /v1/api/cartao body. */
export const bankCardCreateSchema = z
  .object({ ...bankCardFields, ...cardDetailFields })
  .refine(...pairedDay('diaFechamento', false))
  .refine(...pairedDay('diaVencimento', false))
  .meta({ id: 'BankCardCreate', description: 'Keys are matched ignoring case. The optional fields left out are stored as null.' })
export type BankCardCreateInput = z.input<typeof bankCardCreateSchema>
export type BankCardCreate = z.output<typeof bankCardCreateSchema>

/** PATCH /v1/api/cartao body: the card's `id` and its new names; an optional field left out keeps its value. */
export const bankCardUpdateSchema = z
  .object({ id: idField(), ...bankCardFields, ...cardDetailFields })
  .refine(...pairedDay('diaFechamento', true))
  .refine(...pairedDay('diaVencimento', true))
  .meta({ id: 'BankCardUpdate', description: 'Keys are matched ignoring case. An optional field left out keeps its value, null clears it; the two days are sent together.' })
export type BankCardUpdateInput = z.input<typeof bankCardUpdateSchema>
export type BankCardUpdate = z.output<typeof bankCardUpdateSchema>

/** A bank card as the API returns it (null: not set). */
export const bankCardSchema = z
  .object({
    id: z.number().int(),
    nomeUsuario: z.string(),
    nomeBanco: z.string(),
    apelido: z.string().nullable(),
    final: z.string().nullable(),
    diaFechamento: z.number().int().nullable(),
    diaVencimento: z.number().int().nullable(),
    limite: z.number().nullable(),
    /**
     * What the bank blocks: the card's unpaid items dated up to today (a plan's installments in full from its
     * purchase) minus its unpaid credits; an item dated after today holds nothing until its day.
     */
    limiteUsado: z.number(),
    /** `limite` − `limiteUsado` (negative: over the limit); null without a limit. */
    limiteDisponivel: z.number().nullable(),
    /** A card with statement days: its open statement, the one a purchase today goes to ('YYYY-MM'); else null. */
    faturaAberta: z.string().nullable(),
    /** The open statement's due date, 'YYYY-MM-DD' (null without statements). */
    faturaAbertaVencimento: z.string().nullable(),
    /** The open statement's total so far: expense items − credits (null without statements). */
    faturaAbertaTotal: z.number().nullable(),
    /** The account that pays the statements (null for none). */
    contaPagamentoId: z.number().int().nullable(),
    /** The account the card's latest statement payment left (null for none): the pay dialog's default after contaPagamentoId. */
    contaUltimoPagamentoId: z.number().int().nullable(),
    /**
     * The bill to pay next: the earliest statement not paid that is Fechada or Vencida, else the open one
     * (null without statements).
     */
    proximaFatura: statementSummarySchema.nullable(),
  })
  .meta({ id: 'BankCard' })
export type BankCard = z.infer<typeof bankCardSchema>

/** Whether a card has statements: both its closing and its due day (docs/product-rules.md#card-statements). */
export const hasStatementDays = (card: Pick<BankCard, 'diaFechamento' | 'diaVencimento'>): boolean => card.diaFechamento !== null && card.diaVencimento !== null

/**
 * GET /v1/api/cartao and GET /v1/api/cartao/usuario/{holderName}: cards by holder name, then bank name
 * (accents ignored). The search answers 404 when nothing matches (the original client reads it as an empty list).
 */
export const bankCardListSchema = z.array(bankCardSchema).meta({ id: 'BankCardList' })
