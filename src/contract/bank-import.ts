import { z } from 'zod'
import { idField, plainText } from './common'
import type { CsvProfileId } from './bank-file/types'

// Bank-statement import (docs/product-rules.md#bank-statement-import): a file is read into a preview kept a
// day for its user, every row with its situation and default action; confirming writes the chosen rows at
// once; a confirmed import can be undone for 30 days. Amounts are reais signed from the account's side
// (money out, or more card debt, is negative); days are the calendar days the file prints.

/** How long a preview waits for its confirmation, and how long a confirmed import can be undone. */
export const IMPORT_PREVIEW_HOURS = 24
export const IMPORT_UNDO_DAYS = 30
/** How many days apart a bank row and an entry may be and still be the same movement. */
export const IMPORT_MATCH_DAYS = 3

/**
 * One row's situation: `nova` (to import), `importada` (its key is already in this account or card),
 * `excluida` (imported once and deleted since), `possivelDuplicata` (an entry of the same amount a few days
 * away), `ignorada` (a balance row, a scheduled row, zero, an unreadable row), `transferencia` (the other
 * leg of a transfer, or a card statement's payment).
 */
export const importSituations = ['nova', 'importada', 'excluida', 'possivelDuplicata', 'ignorada', 'transferencia'] as const
export type ImportSituation = (typeof importSituations)[number]

/** What confirming does with a row: write it, link it to the entry (or payment, or transfer) it matched, or leave it. */
export const importActions = ['importar', 'vincular', 'ignorar'] as const
export type ImportAction = (typeof importActions)[number]

export const csvProfileIds = ['nubank-conta', 'nubank-cartao', 'inter', 'itau', 'bradesco', 'banco-do-brasil', 'generic'] as const satisfies readonly CsvProfileId[]

/** The charsets a user may switch a file to (WHATWG labels). */
export const importCharsets = ['utf-8', 'windows-1252', 'iso-8859-1'] as const

/** Why a row is ignored or rejected (message keys of src/contract/messages.ts). */
export const importRowReasons = [
  'import_balance_row',
  'import_future_row',
  'import_zero_amount',
  'import_field_count',
  'import_credit_and_debit',
  'import_amount_missing',
  'import_amount_ambiguous',
  'invalid_amount',
  'amount_decimals',
  'amount_grouping',
  'amount_too_large',
  'invalid_date',
  'date_out_of_range',
  'import_card_payment_unmatched',
  'import_statement_payment_unmatched',
] as const
export type ImportRowReason = (typeof importRowReasons)[number]

/** The existing movement a row matched: an entry, a transfer or a statement payment. */
export const importMatchSchema = z.object({
  tipo: z.enum(['lancamento', 'transferencia', 'pagamentoFatura']),
  id: z.number().int(),
  data: z.string(),
  descricao: z.string(),
  /** Signed from this account's (or card's) side. */
  valor: z.number(),
  /** The entry's own import key came from another file (the bank says the two are different movements). */
  importado: z.boolean(),
})
export type ImportMatch = z.infer<typeof importMatchSchema>

export const importRowSchema = z
  .object({
    /** 1-based line of the file where the row starts: the row's id within its import. */
    linha: z.number().int(),
    /** 'YYYY-MM-DD' as printed, null when it could not be read. */
    data: z.string().nullable(),
    descricao: z.string(),
    /** Reais, signed (negative = money out or card debt); null when it could not be read. */
    valor: z.number().nullable(),
    idBanco: z.string().optional(),
    parcela: z.object({ numero: z.number().int(), total: z.number().int() }).optional(),
    situacao: z.enum(importSituations),
    /** The action confirming takes unless told otherwise. */
    acao: z.enum(importActions),
    motivo: z.enum(importRowReasons).optional(),
    /** The text that could not be read (a rejected amount or day). */
    texto: z.string().optional(),
    /** The entry the row's key, or its match, names. */
    lancamentoId: z.number().int().optional(),
    existente: importMatchSchema.optional(),
    /** The other account of a transfer. */
    transferenciaContaId: z.number().int().optional(),
    /** The card statement the row lands on (card files) or pays (a bank row paying a statement). */
    faturaMes: z.string().optional(),
    faturaCartaoId: z.number().int().optional(),
    categoriaSugeridaId: z.number().int().optional(),
  })
  .meta({ id: 'ImportRow' })
export type ImportRow = z.infer<typeof importRowSchema>

export const importReconciliationSchema = z.object({
  /** The file's ledger balance day. */
  data: z.string(),
  saldoArquivo: z.number(),
  /** The account's balance at the end of that day once the import's rows (default actions) are written. */
  saldoConta: z.number(),
  /** saldoConta − saldoArquivo: 0 when they agree. */
  diferenca: z.number(),
})
export type ImportReconciliation = z.infer<typeof importReconciliationSchema>

export const importStatuses = ['previa', 'confirmada', 'desfeita'] as const
export type ImportStatus = (typeof importStatuses)[number]

export const importResultSchema = z
  .object({
    importados: z.number().int(),
    vinculados: z.number().int(),
    transferencias: z.number().int(),
    ignorados: z.number().int(),
    reconciliacao: importReconciliationSchema.optional(),
  })
  .meta({ id: 'ImportResult' })
export type ImportResult = z.infer<typeof importResultSchema>

const fileAccountSchema = z.object({ banco: z.string().optional(), agencia: z.string().optional(), conta: z.string().optional() })

/** One statement of a file that holds several (the preview imports one: `extrato`). */
export const importStatementChoiceSchema = z.object({
  indice: z.number().int(),
  tipo: z.enum(['bank', 'card']),
  banco: z.string().optional(),
  conta: z.string().optional(),
  quantidade: z.number().int(),
})

/** What every import answers, preview or not. */
export const importSummarySchema = z
  .object({
    id: z.number().int(),
    nomeArquivo: z.string(),
    formato: z.enum(['ofx', 'csv']),
    perfil: z.enum(csvProfileIds).optional(),
    contaBancariaId: z.number().int().nullable(),
    cartaoId: z.number().int().nullable(),
    /** The bank the file names (its OFX BANKID or ORG), when it names one. */
    banco: z.string().optional(),
    contaArquivo: fileAccountSchema.optional(),
    periodo: z.object({ de: z.string().nullable(), ate: z.string().nullable() }),
    situacao: z.enum(importStatuses),
    criadoEm: z.string(),
    /** A preview: when it is dropped unconfirmed; a confirmed import: the last moment it can be undone. */
    expiraEm: z.string(),
    confirmadoEm: z.string().nullable(),
    resultado: importResultSchema.nullable(),
    /** The CSV reading the user chose (remembered for the next file of the same account). */
    mapeamento: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'ImportSummary' })
export type ImportSummary = z.infer<typeof importSummarySchema>
export const importSummaryListSchema = z.array(importSummarySchema)

/** POST /v1/api/importacao and GET /v1/api/importacao/{id}. */
export const importPreviewSchema = importSummarySchema
  .extend({
    charset: z.string(),
    /** What the file's header declared (a hint only). */
    charsetDeclarado: z.string().optional(),
    extrato: z.number().int(),
    extratos: z.array(importStatementChoiceSchema),
    saldoArquivo: z.object({ data: z.string(), valor: z.number() }).optional(),
    linhas: z.array(importRowSchema),
    resumo: z.record(z.enum(importSituations), z.number().int()),
    reconciliacao: importReconciliationSchema.optional(),
  })
  .meta({ id: 'ImportPreview' })
export type ImportPreview = z.infer<typeof importPreviewSchema>

/** The multipart fields of POST /v1/api/importacao besides the file. */
export const importFormFields = {
  contaBancariaId: 'contaBancariaId',
  cartaoId: 'cartaoId',
  charset: 'charset',
  perfil: 'perfil',
  mapeamento: 'mapeamento',
  extrato: 'extrato',
} as const

const columnRef = z.union([z.string().trim().min(1).max(100), z.number().int().min(0).max(200)])

/** The user's reading of a CSV no profile knows (the `mapeamento` field, as JSON text). */
export const csvMappingSchema = z
  .object({
    data: columnRef,
    descricao: columnRef,
    valor: columnRef.optional(),
    credito: columnRef.optional(),
    debito: columnRef.optional(),
    formatoData: z.enum(['dd/mm/yyyy', 'yyyy-mm-dd', 'mm/dd/yyyy']),
    decimal: z.enum([',', '.']),
    inverterSinal: z.boolean().optional(),
    delimitador: z.enum([',', ';', '\t']).optional(),
  })
  .refine((mapping) => mapping.valor !== undefined || (mapping.credito !== undefined && mapping.debito !== undefined), {
    error: 'import_mapping_column',
    path: ['valor'],
  })
export type CsvMappingInput = z.infer<typeof csvMappingSchema>

/** One row the user decided on (rows not listed take their default action). */
export const importDecisionSchema = z.object({
  linha: z.number().int().min(1),
  acao: z.enum(importActions),
  /** The category of a row to import; null: none, even where one is suggested. */
  categoriaId: idField().nullable().optional(),
  descricao: plainText().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }).optional(),
})
export type ImportDecision = z.infer<typeof importDecisionSchema>

/** POST /v1/api/importacao/{id}/confirmar. */
export const importConfirmSchema = z.object({ linhas: z.array(importDecisionSchema).max(10_000).optional() })
export type ImportConfirm = z.infer<typeof importConfirmSchema>
