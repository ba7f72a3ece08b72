// A bank-statement file, bytes in → statements out, the same in the browser and on the server (no Node API):
// the charset from the bytes, then OFX/QFX or a CSV layout, every row kept with its state, its import key and,
// on card statements, the installment its description names. A file that cannot be read is an error naming
// the line, never a best effort.

import { decodeBytes } from './charset'
import { readCsv } from './csv'
import { readInstallment } from './installment'
import { importKeys } from './key'
import { declaredCharset, looksLikeOfx, readOfx } from './ofx'
import type { BankFile, BankFileOptions, BankFileResult, BankStatement } from './types'
import { UnreadableFile } from './types'

/** The largest file the import reads (the API answers 413 past it). */
export const MAX_BANK_FILE_BYTES = 5 * 1024 * 1024
/** The most rows a file may hold (the API answers 400 past it). */
export const MAX_BANK_FILE_ROWS = 10_000

/** Whether a file of this size may be read. */
export const fitsBankFileSize = (byteLength: number): boolean => byteLength <= MAX_BANK_FILE_BYTES

/** Rows of every statement of a read file. */
export const bankFileRowCount = (file: BankFile): number => file.extratos.reduce((sum, statement) => sum + statement.linhas.length, 0)

/** Whether a read file has no more rows than the import takes. */
export const fitsBankFileRows = (file: BankFile): boolean => bankFileRowCount(file) <= MAX_BANK_FILE_ROWS

export const isUnreadable = (result: BankFileResult): result is Extract<BankFileResult, { code: 'import_unreadable' }> => 'code' in result

/** Text with NULs or other control characters (a PDF, a spreadsheet, an image) is no statement; tab, line
 * ends, form feed, a DOS end-of-file mark (0x1A) and ESC are tolerated. */
function looksBinary(text: string): boolean {
  const head = text.slice(0, 65_536)
  for (let index = 0; index < head.length; index += 1) {
    const code = head.charCodeAt(index)
    if (code < 0x20 && !(code >= 0x09 && code <= 0x0d) && code !== 0x1a && code !== 0x1b) return true
  }
  return false
}

/** Keys for every row with a day and an amount, installments on card statements. */
function finish(statement: BankStatement): BankStatement {
  const keyed = statement.linhas.flatMap((row) => (row.data !== null && row.valor !== null && row.estado !== 'rejeitada' ? [row] : []))
  const keys = importKeys(keyed.map((row) => ({ data: row.data ?? '', valor: row.valor ?? 0, descricao: row.descricao, ...(row.idBanco ? { idBanco: row.idBanco } : {}) })))
  keyed.forEach((row, index) => {
    row.chave = keys[index] ?? ''
  })
  if (statement.tipo === 'card') {
    for (const row of statement.linhas) {
      const parcela = readInstallment(row.descricao)
      if (parcela) row.parcela = parcela
    }
  }
  return statement
}

/** Reads a statement file: OFX/QFX or CSV, charset from the bytes unless `options.charset` says otherwise. */
export function readBankFile(bytes: Uint8Array, options: BankFileOptions = {}): BankFileResult {
  try {
    const { text, charset } = decodeBytes(bytes, options.charset)
    if (text.trim() === '' || looksBinary(text)) throw new UnreadableFile(1, 'import_not_bank_file')
    if (looksLikeOfx(text)) {
      const hint = declaredCharset(text)
      return { formato: 'ofx', charset, ...(hint ? { charsetDeclarado: hint } : {}), extratos: readOfx(text).map(finish) }
    }
    const { perfil, extrato } = readCsv(text, { ...(options.perfil ? { perfil: options.perfil } : {}), ...(options.mapeamento ? { mapeamento: options.mapeamento } : {}) })
    return { formato: 'csv', perfil, charset, extratos: [finish(extrato)] }
  } catch (error) {
    if (error instanceof UnreadableFile) return { code: 'import_unreadable', linha: error.linha, motivo: error.motivo }
    throw error
  }
}
