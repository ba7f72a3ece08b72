// The shapes a bank-statement file is read into: statements of rows, every row kept (read, ignored with a
// reason, or rejected with a reason), amounts in signed whole cents from the account's side, days as printed.

/** The message key of an amount text that is not an amount (the first four are the money module's own). */
export type BankAmountProblem =
  | 'invalid_amount'
  | 'amount_decimals'
  | 'amount_grouping'
  | 'amount_too_large'
  | 'import_amount_missing'
  | 'import_amount_ambiguous'

/** The message key of a day text that is not a day. */
export type BankDayProblem = 'invalid_date' | 'date_out_of_range'

/** Why a row is rejected: its amount or its day cannot be read, or its fields are not the file's. */
export type RejectedRowReason = BankAmountProblem | BankDayProblem | 'import_field_count' | 'import_credit_and_debit'

/** Why a readable row is not offered for import by default: a balance or total row, a scheduled row, zero. */
export type IgnoredRowReason = 'import_balance_row' | 'import_future_row' | 'import_zero_amount'

/** Why a whole file is refused (the `motivo` of an `import_unreadable` error). */
export type UnreadableReason =
  | 'import_not_bank_file'
  | 'import_no_transactions'
  | 'import_field_count'
  | 'import_unknown_layout'
  | 'import_mapping_column'
  | 'import_charset_unknown'

export interface Installment {
  numero: number
  total: number
}

interface RowBase {
  /** 1-based line of the file where the row starts. */
  linha: number
  descricao: string
  /** The bank's own id of the row (OFX FITID, Nubank Identificador); absent when empty or all zeros. */
  idBanco?: string
  /** OFX TRNTYPE, as written. */
  tipo?: string
  /** The installment the description names (card statements only). */
  parcela?: Installment
}

/** A row read whole: a calendar day and signed cents, offered for import. */
export interface ReadRow extends RowBase {
  estado: 'lida'
  /** 'YYYY-MM-DD', the calendar day the file prints. */
  data: string
  /** Signed cents: money out of the account, or more debt on the card, is negative. */
  valor: number
  /** The row's import key: its base and its occurrence number among the statement's rows with that base. */
  chave: string
}

/**
 * A balance or total row, a scheduled row, or a zero: shown with the reason, not imported unless the user
 * ticks it (a balance row may lack a day or an amount; it has a key when it has both).
 */
export interface IgnoredRow extends RowBase {
  estado: 'ignorada'
  data: string | null
  valor: number | null
  motivo: IgnoredRowReason
  chave?: string
}

/** A row whose day or amount cannot be read, kept so the review shows it with the reason. */
export interface RejectedRow extends RowBase {
  estado: 'rejeitada'
  data: string | null
  valor: number | null
  motivo: RejectedRowReason
  /** The text that could not be read. */
  texto: string
}

export type BankFileRow = ReadRow | IgnoredRow | RejectedRow

export interface BankStatement {
  tipo: 'bank' | 'card'
  banco?: string
  agencia?: string
  conta?: string
  moeda?: string
  periodo?: { de?: string; ate?: string }
  /** The file's ledger balance (OFX LEDGERBAL) in cents, and its day when the file gives one. */
  saldo?: { valor: number; data?: string }
  linhas: BankFileRow[]
}

export type CsvProfileId = 'nubank-conta' | 'nubank-cartao' | 'inter' | 'itau' | 'bradesco' | 'banco-do-brasil' | 'generic'

export type DateFormat = 'dd/mm/yyyy' | 'yyyy-mm-dd' | 'mm/dd/yyyy'

/** How a CSV writes its amounts: a decimal comma (dots group thousands), a decimal dot, or either (OFX). */
export type DecimalStyle = ',' | '.' | 'auto'

/** A column by its header text (compared without accents and case) or by its 0-based position. */
export type ColumnRef = string | number

/** The user's own reading of a CSV the profiles do not know. */
export interface CsvMapping {
  data: ColumnRef
  descricao: ColumnRef
  /** One signed amount column… */
  valor?: ColumnRef
  /** …or a credit and a debit column (each read as a magnitude). */
  credito?: ColumnRef
  debito?: ColumnRef
  formatoData: DateFormat
  decimal: ',' | '.'
  /** Purchases written positive (a card bill): negate every amount. */
  inverterSinal?: boolean
  delimitador?: ',' | ';' | '\t'
  tipo?: 'bank' | 'card'
}

export interface BankFileOptions {
  /** A charset label the user chose (WHATWG label: 'utf-8', 'windows-1252', 'iso-8859-1'…); overrides the bytes. */
  charset?: string
  perfil?: CsvProfileId
  mapeamento?: CsvMapping
}

export type Charset = string

export interface BankFile {
  formato: 'ofx' | 'csv'
  perfil?: CsvProfileId
  /** The charset the bytes were decoded with. */
  charset: Charset
  /** What the OFX header declared (ENCODING/CHARSET), as a hint only. */
  charsetDeclarado?: string
  extratos: BankStatement[]
}

export interface BankFileError {
  code: 'import_unreadable'
  /** 1-based line that shows why (1 when the whole file is at fault). */
  linha: number
  motivo: UnreadableReason
}

export type BankFileResult = BankFile | BankFileError

export class UnreadableFile extends Error {
  constructor(
    readonly linha: number,
    readonly motivo: UnreadableReason,
  ) {
    super(`${motivo} at line ${linha}`)
  }
}
