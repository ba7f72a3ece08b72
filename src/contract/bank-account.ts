import { z } from 'zod'
import { calendarDayField } from './calendar'
import { idField, plainText, requiredChoice, requiredText } from './common'
import { periodFields, startNotAfterEnd } from './entry'
import { moneyField, signedMoneyField } from './money'

// Bank accounts and transfers contract (docs/product-rules.md#bank-accounts-and-transfers). Shared by
// the API and the SPA. Balances are the opening balance plus the settled movements since the opening day;
// a transfer moves money between two of the user's accounts and is never income or expense.

/** Account names up to 40 characters, unique per user ignoring case and accents. */
export const BANK_ACCOUNT_NAME_MAX = 40
/** A transfer's description: up to 200 characters, may be empty. */
export const TRANSFER_DESCRIPTION_MAX = 200

/** Checking, savings, wallet (cash) or investment account. */
export const bankAccountTypes = ['Corrente', 'Poupanca', 'Carteira', 'Investimento'] as const
export type BankAccountType = (typeof bankAccountTypes)[number]

const bankAccountTypeField = requiredChoice(bankAccountTypes, {
  description: '`Corrente` (checking), `Poupanca` (savings), `Carteira` (wallet, cash) or `Investimento`',
  example: 'Corrente',
})

const bankAccountFields = {
  nome: requiredText(BANK_ACCOUNT_NAME_MAX).meta({ description: 'Trimmed, 1 to 40 characters; unique per user ignoring case and accents (409)', example: 'Nubank conta' }),
  tipo: bankAccountTypeField,
  saldoInicial: signedMoneyField({ description: 'The balance on the opening day, before its movements; may be negative (an overdraft)' }),
  dataSaldoInicial: calendarDayField({ description: 'The opening day (YYYY-MM-DD): movements from this day on count in the balance' }),
}

const archivedField = z.boolean({ error: 'invalid_type' }).meta({ description: 'An archived account is hidden from lists and selects; its history stays' })

/** POST /v1/api/contabancaria body. */
export const bankAccountCreateSchema = z
  .object({ ...bankAccountFields, arquivada: archivedField.default(false) })
  .meta({ id: 'BankAccountCreate', description: 'Keys are matched ignoring case.' })
export type BankAccountCreateInput = z.input<typeof bankAccountCreateSchema>
export type BankAccountCreate = z.output<typeof bankAccountCreateSchema>

/** PATCH /v1/api/contabancaria body: the account's `id` and its fields; `arquivada` missing keeps it. */
export const bankAccountUpdateSchema = z
  .object({ id: idField(), ...bankAccountFields, arquivada: archivedField.optional() })
  .meta({ id: 'BankAccountUpdate', description: 'Keys are matched ignoring case. `arquivada` left out keeps the current value.' })
export type BankAccountUpdateInput = z.input<typeof bankAccountUpdateSchema>
export type BankAccountUpdate = z.output<typeof bankAccountUpdateSchema>

/** A bank account as the API returns it, with its balances. */
export const bankAccountSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    tipo: z.enum(bankAccountTypes),
    saldoInicial: z.number(),
    /** 'YYYY-MM-DD' */
    dataSaldoInicial: z.iso.date(),
    arquivada: z.boolean(),
    /** The opening balance plus the settled movements from the opening day up to now. */
    saldoAtual: z.number(),
    /** saldoAtual plus the movements dated up to the end of the current month and the pending entries due by then. */
    saldoPrevisto: z.number(),
  })
  .meta({ id: 'BankAccount' })
export type BankAccount = z.infer<typeof bankAccountSchema>

/** GET /v1/api/contabancaria: every account of the user (archived ones too), by name, accents and case ignored. */
export const bankAccountListSchema = z.array(bankAccountSchema).meta({ id: 'BankAccountList' })

/** GET /v1/api/contabancaria/{id}/extrato query. */
export const statementQuerySchema = z.object(periodFields).superRefine(startNotAfterEnd)
export type StatementQuery = z.output<typeof statementQuerySchema>

export const movementKinds = ['lancamento', 'transferencia', 'fatura'] as const
export type MovementKind = (typeof movementKinds)[number]

/** One settled movement of an account's statement; `valor` is signed (money in > 0), `saldo` the balance after it. */
export const movementSchema = z
  .object({
    /** The movement's moment: a settled entry's payment date (else its date), a transfer's day at 00:00 São Paulo, a statement payment's date. */
    data: z.iso.datetime({ offset: true }),
    tipo: z.enum(movementKinds),
    /** The entry's, the transfer's or the statement payment's id. */
    id: z.number().int(),
    /** The entry's or transfer's description; for a statement payment ('fatura'), the statement's month 'YYYY-MM'. */
    descricao: z.string(),
    valor: z.number(),
    saldo: z.number(),
    /** A transfer's other account; a statement payment's card; null for an entry. */
    contraparteId: z.number().int().nullable(),
  })
  .meta({ id: 'Movement' })
export type Movement = z.infer<typeof movementSchema>

/** GET /v1/api/contabancaria/{id}/extrato: the balance before the period, its movements in date order, the balance after. */
export const statementSchema = z
  .object({ saldoAnterior: z.number(), movimentos: z.array(movementSchema), saldoFinal: z.number() })
  .meta({ id: 'AccountStatement' })
export type Statement = z.infer<typeof statementSchema>

/** POST /v1/api/transferencia body. */
export const transferCreateSchema = z
  .object({
    contaOrigemId: idField().meta({ description: "The account the money leaves: one of the user's accounts", example: 1 }),
    contaDestinoId: idField().meta({ description: "The account the money enters: another of the user's accounts", example: 2 }),
    valor: moneyField({ example: 500 }),
    data: calendarDayField({ description: 'The day of the transfer (YYYY-MM-DD)' }),
    descricao: plainText()
      .trim()
      .max(TRANSFER_DESCRIPTION_MAX, { error: 'too_long' })
      .default('')
      .meta({ description: 'Optional, trimmed, up to 200 characters', example: 'Reserva do mês' }),
  })
  .superRefine((transfer, ctx) => {
    if (transfer.contaOrigemId === transfer.contaDestinoId) ctx.addIssue({ code: 'custom', path: ['contaDestinoId'], message: 'same_bank_account' })
  })
  .meta({ id: 'TransferCreate', description: 'Keys are matched ignoring case.' })
export type TransferCreateInput = z.input<typeof transferCreateSchema>
export type TransferCreate = z.output<typeof transferCreateSchema>

/** A transfer as the API returns it. */
export const transferSchema = z
  .object({
    id: z.number().int(),
    contaOrigemId: z.number().int(),
    contaDestinoId: z.number().int(),
    valor: z.number(),
    /** 'YYYY-MM-DD' */
    data: z.iso.date(),
    descricao: z.string(),
  })
  .meta({ id: 'Transfer' })
export type Transfer = z.infer<typeof transferSchema>

/** GET /v1/api/transferencia query: the period (default the current month) and optionally one account's. */
export const transferListQuerySchema = z
  .object({
    ...periodFields,
    contaBancariaId: z.preprocess((value) => (value === '' ? undefined : value), idField().optional()),
  })
  .superRefine(startNotAfterEnd)
export type TransferListQuery = z.output<typeof transferListQuerySchema>

/** GET /v1/api/transferencia: the period's transfers by day, then id. */
export const transferListSchema = z.array(transferSchema).meta({ id: 'TransferList' })
