// The import key of a row, the same for the same real movement in any later file: the bank's own id with the
// amount when the bank gave a usable one (a FITID of "" or "0" is not; Nubank gives an IOF and its purchase
// one FITID, Inter a whole day one, hence the amount), else the day, the amount and the description without
// accents, case or punctuation (so a windows-1252 file and its UTF-8 twin agree). The occurrence number
// among the file's rows with the same base keeps two real identical purchases on one day apart.

import { normalizeDescription } from './text'

/** Whether a bank id identifies a row: not empty, not all zeros. */
export const isTrustedBankId = (id: string | undefined): id is string => id !== undefined && !/^\s*0*\s*$/.test(id)

export interface KeyedRow {
  data: string
  valor: number
  descricao: string
  idBanco?: string
}

/** The key base of a row. */
export function importKeyBase(row: KeyedRow): string {
  return isTrustedBankId(row.idBanco)
    ? `id:${row.idBanco.trim()}|${row.valor}`
    : `fp:${row.data}|${row.valor}|${normalizeDescription(row.descricao)}`
}

/** The keys of a file's rows, in file order: base + '#' + occurrence number (1 for the first of its base). */
export function importKeys(rows: readonly KeyedRow[]): string[] {
  const seen = new Map<string, number>()
  return rows.map((row) => {
    const base = importKeyBase(row)
    const occurrence = (seen.get(base) ?? 0) + 1
    seen.set(base, occurrence)
    return `${base}#${occurrence}`
  })
}
