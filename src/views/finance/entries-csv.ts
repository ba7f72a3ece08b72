// CSV of the entries the filters show (UTF-8 with a BOM; Portuguese uses ';' and comma
// decimals, English ',' and dot decimals), written by papaparse (quoting, separators, line breaks).
// papaparse loads with the first export, so the entries page does not carry it.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BankAccount } from '@/api/schemas/bank-account'
import type { Category } from '@/api/schemas/category'
import type { Entry } from '@/api/schemas/entry'
import { amountToCents, centsToDecimal } from '@/api/schemas/money'
import { formatSpreadsheetDate } from '@/i18n/format'
import { categoryTypeLabels, entryStatusLabels } from './finance-labels'

const BOM = '\uFEFF'
/** A description a spreadsheet would run as a formula gets a leading quote; the lone '-' of "no category" stays. */
const FORMULA = /^(?:[=+@\t\r]|-.)/

const headers = [msg`Date`, msg`Description`, msg`Amount`, msg`Type`, msg`Category`, msg`Account`, msg`Status`, msg`Amount paid`, msg`Payment date`]

/** The CSV text (with its BOM) of `entries` in the active language of `i18n`; an entry without an account has an empty account cell. */
export async function entriesCsv(entries: readonly Entry[], categories: readonly Category[], accounts: readonly BankAccount[], i18n: I18n): Promise<string> {
  const { unparse } = await import('papaparse')
  const portuguese = i18n.locale === 'pt-BR'
  // Plain decimals, no grouping and no currency sign, so that spreadsheets read them as numbers.
  const amount = (value: number | null) => {
    if (value === null) return ''
    const text = centsToDecimal(amountToCents(value))
    return portuguese ? text.replace('.', ',') : text
  }
  const names = new Map(categories.map((category) => [category.id, category.nomeCategoria]))
  const accountNames = new Map(accounts.map((account) => [account.id, account.nome]))
  const rows = entries.map((entry) => [
    formatSpreadsheetDate(entry.dataLancamento, i18n.locale),
    entry.descricao,
    amount(entry.valor),
    i18n._(categoryTypeLabels[entry.tipoLancamento]),
    entry.categoriaId === null ? '-' : (names.get(entry.categoriaId) ?? '-'),
    entry.contaBancariaId === null ? '' : (accountNames.get(entry.contaBancariaId) ?? ''),
    i18n._(entryStatusLabels[entry.situacao]),
    amount(entry.valorPago),
    entry.dataPagamento ? formatSpreadsheetDate(entry.dataPagamento, i18n.locale, { time: true }) : '',
  ])
  return BOM + unparse({ fields: headers.map((header) => i18n._(header)), data: rows }, { delimiter: portuguese ? ';' : ',', newline: '\r\n', escapeFormulae: FORMULA })
}

/** The file name of a period's export: lancamentos_2026-11-01_2026-11-30.csv / entries_…. */
export function entriesCsvName(period: { from: string; to: string }, i18n: I18n): string {
  return `${i18n._(msg`entries`)}_${period.from}_${period.to}.csv`
}
