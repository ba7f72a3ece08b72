// What the browser reads of a chosen statement file before sending it (docs/product-rules.md#bank-statement-import):
// the same pure reader the server runs (src/contract/bank-file), for the account the file names (to
// preselect the account or card it went to last time) and, for a CSV no profile knows, its columns (to
// offer them in the mapping form). The server stays the judge: nothing here refuses a file but its size.
import Papa from 'papaparse'
import { readBankAmount } from '@contract/bank-file/amount'
import { decodeBytes } from '@contract/bank-file/charset'
import { fitsBankFileSize, readBankFile, isUnreadable } from '@contract/bank-file/index'
import type { CsvProfileId, DateFormat } from '@contract/bank-file/types'

export type CsvDelimiter = ',' | ';' | '\t'

/** Whether a file of this size may be imported (the API answers 413 past it). */
export const fitsStatementFileSize = fitsBankFileSize

/** One column of a CSV: its header text (null when the file has no header row), its position and a sample value. */
export interface FileColumn {
  name: string | null
  position: number
  sample: string
}

/** The bank account a file names (OFX BANKID, BRANCHID, ACCTID). */
export interface FileAccount {
  banco?: string
  agencia?: string
  conta?: string
}

export interface LocalStatementFile {
  /** What the reader recognised; null when it could not read the file (the server says why). */
  formato: 'ofx' | 'csv' | null
  perfil?: CsvProfileId
  contaArquivo?: FileAccount
  /** A CSV whose layout no profile knows: the mapping form is needed. */
  unknownLayout: boolean
  /** The columns of a CSV (its first table-like rows), for the mapping form. */
  columns: FileColumn[]
  delimiter?: CsvDelimiter
  /** Guesses for the mapping form from the sample row. */
  guess: { formatoData?: DateFormat; decimal?: ',' | '.' }
}

const DELIMITERS: readonly CsvDelimiter[] = [';', ',', '\t']
/** Rows looked at for the columns (a preamble may push the header down). */
const HEAD_ROWS = 40

const looksLikeDate = (cell: string) => /^\s*(\d{1,2}[/.-]\d{1,2}[/.-]\d{4}|\d{4}[/.-]\d{1,2}[/.-]\d{1,2})/.test(cell)
const looksLikeAmount = (cell: string) => cell.trim() !== '' && typeof readBankAmount(cell) === 'number'

/** The most frequent field count (2 or more) among rows, and how many rows have it. */
function commonWidth(rows: string[][]): { width: number; count: number } {
  const counts = new Map<number, number>()
  for (const row of rows) if (row.length >= 2) counts.set(row.length, (counts.get(row.length) ?? 0) + 1)
  let best = { width: 0, count: 0 }
  for (const [width, count] of counts) if (count > best.count || (count === best.count && width > best.width)) best = { width, count }
  return best
}

/** The columns of a CSV text: the delimiter whose rows agree most, its header row when the first full row is no data. */
export function csvColumns(text: string): { columns: FileColumn[]; delimiter?: CsvDelimiter } {
  let chosen: { delimiter: CsvDelimiter; rows: string[][]; width: number; count: number } | null = null
  for (const delimiter of DELIMITERS) {
    const parsed = Papa.parse<string[]>(text, { delimiter, preview: HEAD_ROWS, skipEmptyLines: true })
    const rows = parsed.data.filter((row) => row.some((cell) => cell.trim() !== ''))
    const { width, count } = commonWidth(rows)
    if (count > 0 && (!chosen || count > chosen.count)) chosen = { delimiter, rows, width, count }
  }
  if (!chosen) return { columns: [] }
  const full = chosen.rows.filter((row) => row.length === chosen.width)
  const first = full[0] ?? []
  const isHeader = first.every((cell) => !looksLikeDate(cell) && !looksLikeAmount(cell))
  const names = first.map((cell) => cell.trim())
  const namedOnce = isHeader && names.every((name, index) => name !== '' && names.indexOf(name) === index)
  const sampleRow = (isHeader ? full[1] : first) ?? []
  const columns = first.map((_, position) => ({ name: namedOnce ? names[position]! : null, position, sample: (sampleRow[position] ?? '').trim() }))
  return { columns, delimiter: chosen.delimiter }
}

function guessFrom(columns: readonly FileColumn[]): LocalStatementFile['guess'] {
  const guess: LocalStatementFile['guess'] = {}
  const date = columns.find((column) => looksLikeDate(column.sample))?.sample.trim()
  if (date) guess.formatoData = /^\d{4}/.test(date) ? 'yyyy-mm-dd' : 'dd/mm/yyyy'
  const amount = columns.find((column) => !looksLikeDate(column.sample) && looksLikeAmount(column.sample))?.sample
  if (amount) guess.decimal = /,\d{1,2}\s*-?\)?$/.test(amount.trim()) ? ',' : '.'
  return guess
}

/** Reads a chosen file's bytes as the server would, keeping what the page needs before sending it. */
export function readStatementFile(bytes: Uint8Array): LocalStatementFile {
  const read = readBankFile(bytes)
  const ofx = !isUnreadable(read) && read.formato === 'ofx'
  // Any other file may turn out to need the mapping form (the server decides): its columns are ready.
  const { columns, delimiter } = ofx ? { columns: [] } : csvColumns(decodeBytes(bytes).text)
  const table = { columns, ...(delimiter ? { delimiter } : {}), guess: guessFrom(columns) }
  if (isUnreadable(read)) return { formato: read.motivo === 'import_unknown_layout' ? 'csv' : null, unknownLayout: read.motivo === 'import_unknown_layout', ...table }
  const statement = read.extratos[0]
  const account: FileAccount = {}
  if (statement?.banco) account.banco = statement.banco
  if (statement?.agencia) account.agencia = statement.agencia
  if (statement?.conta) account.conta = statement.conta
  return {
    formato: read.formato,
    ...(read.perfil ? { perfil: read.perfil } : {}),
    ...(account.conta ? { contaArquivo: account } : {}),
    unknownLayout: false,
    ...table,
  }
}
