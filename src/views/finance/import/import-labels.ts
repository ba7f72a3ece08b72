// Labels of the bank import's values: the API keeps its Portuguese keys (situations, statuses), the screen
// translates them; the charsets and CSV layouts are names, the date formats and decimal styles examples.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ImportSituation, ImportStatus } from '@contract/bank-import'
import type { CsvProfileId, DateFormat } from '@contract/bank-file/types'

export const situationLabels: Record<ImportSituation, MessageDescriptor> = {
  nova: msg({ message: 'New', context: 'import row' }),
  importada: msg`Already imported`,
  excluida: msg`Deleted before`,
  possivelDuplicata: msg`Possible duplicate`,
  ignorada: msg({ message: 'Ignored', context: 'import row' }),
  transferencia: msg({ message: 'Transfer', context: 'import row' }),
}

export const statusLabels: Record<ImportStatus, MessageDescriptor> = {
  previa: msg`Preview, not imported`,
  confirmada: msg({ message: 'Imported', context: 'import status' }),
  desfeita: msg`Undone`,
}

export const profileLabels: Record<CsvProfileId, MessageDescriptor> = {
  'nubank-conta': msg`Nubank account CSV`,
  'nubank-cartao': msg`Nubank card CSV`,
  inter: msg`Inter CSV`,
  itau: msg`Itaú CSV`,
  bradesco: msg`Bradesco CSV`,
  'banco-do-brasil': msg`Banco do Brasil CSV`,
  generic: msg`CSV read with your columns`,
}

/** The charsets the page offers to read a file again with, by their usual names. */
export const charsetNames: Readonly<Record<string, string>> = { 'utf-8': 'UTF-8', 'windows-1252': 'Windows-1252', 'iso-8859-1': 'ISO-8859-1' }

export const dateFormatLabels: Record<DateFormat, MessageDescriptor> = {
  'dd/mm/yyyy': msg`Day/month/year (31/12/2026)`,
  'yyyy-mm-dd': msg`Year-month-day (2026-12-31)`,
  'mm/dd/yyyy': msg`Month/day/year (12/31/2026)`,
}

export const decimalLabels: Record<',' | '.', MessageDescriptor> = {
  ',': msg`Decimal comma (1.234,56)`,
  '.': msg`Decimal point (1,234.56)`,
}
