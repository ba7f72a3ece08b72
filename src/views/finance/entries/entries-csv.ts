// CSV of the entries the filters show (UTF-8 with a BOM; Portuguese uses ';' and comma
// decimals, English ',' and dot decimals), written by papaparse (quoting, separators, line breaks).
// Each row says its kind: an entry, and — when the export includes them — a transfer between the user's
// accounts or a card statement payment (docs/product-rules.md#card-statements), which are neither income nor
// expenses. The signed amount beside the type is what the row counts (expenses and money leaving an account
// negative; a transfer moves nothing in or out, so it has none). papaparse loads with the first export,
// so the entries page does not carry it.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BankAccount, Transfer } from '@contract/bank-account'
import type { BankCard } from '@contract/bank-card'
import type { Category } from '@contract/category'
import type { Entry } from '@contract/entry'
import { isSettledStatus } from '@contract/finance'
import { amountToCents, centsToDecimal } from '@contract/money'
import { formatMonth, formatSpreadsheetDate } from '@/i18n/format'
import { cardName } from '@/lib/card-name'
import { isCarriedBalance } from '@/lib/card-items'
import type { ExportedStatementPayment } from '@machines/finance/entries/entry-table.actors'
import { categoryTypeLabels, entryStatusLabels } from '../finance-labels'

const BOM = '\uFEFF'
/**
 * A description a spreadsheet would run as a formula gets a leading quote; the lone '-' of "no category" and a
 * negative number (the signed amount) stay.
 */
const FORMULA = /^(?:[=+@\t\r]|-(?!\d+(?:[.,]\d+)?$).)/

const kinds = {
  entry: msg({ message: 'Entry', context: 'csv' }),
  transfer: msg({ message: 'Transfer', context: 'csv' }),
  payment: msg({ message: 'Bill payment', context: 'csv' }),
}

/** A column of the CSV: its header and its cell in each kind of row (none: an empty cell). */
interface CsvColumn {
  header: MessageDescriptor
  entry: (entry: Entry) => string
  transfer?: (transfer: Transfer) => string
  payment?: (payment: ExportedStatementPayment) => string
}

/** What the export adds besides the entries (the option "Include transfers and bill payments"), and the cards that name card items. */
export interface CsvExtras {
  cards?: readonly BankCard[]
  transfers?: readonly Transfer[]
  payments?: readonly ExportedStatementPayment[]
}

/** The CSV text (with its BOM) of `entries` in the active language of `i18n`; an entry without an account has an empty account cell. */
export async function entriesCsv(entries: readonly Entry[], categories: readonly Category[], accounts: readonly BankAccount[], i18n: I18n, extras: CsvExtras = {}): Promise<string> {
  const { unparse } = await import('papaparse')
  const portuguese = i18n.locale === 'pt-BR'
  // Plain decimals, no grouping and no currency sign, so that spreadsheets read them as numbers.
  const cents = (value: number) => {
    const text = centsToDecimal(value)
    return portuguese ? text.replace('.', ',') : text
  }
  const amount = (value: number | null) => (value === null ? '' : cents(amountToCents(value)))
  const names = new Map(categories.map((category) => [category.id, category.nomeCategoria]))
  const accountNames = new Map(accounts.map((account) => [account.id, account.nome]))
  const cardNames = new Map((extras.cards ?? []).map((card) => [card.id, cardName(card)]))
  const cardNameOf = (id: number | null) => (id === null ? '' : (cardNames.get(id) ?? ''))
  const accountName = (id: number | null) => (id === null ? '' : (accountNames.get(id) ?? ''))
  /** What an entry counts: a settled one what really left or entered; an expense negative. */
  const signed = (entry: Entry) => {
    const counted = amountToCents(isSettledStatus(entry.situacao) && entry.valorPago !== null ? entry.valorPago : entry.valor)
    return cents(entry.tipoLancamento === 'Receita' ? counted : -counted)
  }
  const description = (entry: Entry) => {
    if (!isCarriedBalance(entry) || !entry.faturaOrigem) return entry.descricao
    const month = formatMonth(entry.faturaOrigem, i18n.locale)
    return i18n._(msg`Balance carried from the ${month} bill`)
  }
  const paymentDescription = (text: string) => {
    if (!/^\d{4}-\d{2}$/.test(text)) return text
    const month = formatMonth(text, i18n.locale)
    return i18n._(msg`${month} bill`)
  }
  // The columns, each with its header and its cell of each kind of row (a kind without one leaves it empty): a
  // column is one item here.
  const columns: CsvColumn[] = [
    {
      header: msg`Date`,
      entry: (entry) => formatSpreadsheetDate(entry.dataLancamento, i18n.locale),
      transfer: (transfer) => formatSpreadsheetDate(`${transfer.data}T12:00:00-03:00`, i18n.locale),
      payment: ({ movement }) => formatSpreadsheetDate(movement.data, i18n.locale),
    },
    { header: msg({ message: 'Kind', context: 'csv' }), entry: () => i18n._(kinds.entry), transfer: () => i18n._(kinds.transfer), payment: () => i18n._(kinds.payment) },
    { header: msg`Description`, entry: description, transfer: (transfer) => transfer.descricao, payment: ({ movement }) => paymentDescription(movement.descricao) },
    { header: msg`Note`, entry: (entry) => entry.observacao ?? '' },
    { header: msg`Amount`, entry: (entry) => amount(entry.valor), transfer: (transfer) => amount(transfer.valor), payment: ({ movement }) => amount(Math.abs(movement.valor)) },
    {
      header: msg`Type`,
      entry: (entry) => i18n._(categoryTypeLabels[entry.tipoLancamento]),
      transfer: () => i18n._(kinds.transfer),
      payment: () => i18n._(kinds.payment),
    },
    // A transfer moves nothing in or out: no signed amount.
    { header: msg`Signed amount`, entry: signed, payment: ({ movement }) => cents(-Math.abs(amountToCents(movement.valor))) },
    { header: msg`Category`, entry: (entry) => (entry.categoriaId === null ? '-' : (names.get(entry.categoriaId) ?? '-')) },
    {
      header: msg`Account`,
      entry: (entry) => accountName(entry.contaBancariaId),
      transfer: (transfer) => `${accountName(transfer.contaOrigemId)} → ${accountName(transfer.contaDestinoId)}`,
      payment: ({ contaBancariaId }) => accountName(contaBancariaId),
    },
    {
      header: msg`Card`,
      entry: (entry) => cardNameOf(entry.cartaoId),
      // A statement payment's counterpart is its card.
      payment: ({ movement }) => cardNameOf(movement.contraparteId),
    },
    { header: msg`Status`, entry: (entry) => i18n._(entryStatusLabels[entry.situacao]) },
    { header: msg`Amount paid`, entry: (entry) => amount(entry.valorPago), payment: ({ movement }) => amount(Math.abs(movement.valor)) },
    {
      header: msg`Payment date`,
      entry: (entry) => (entry.dataPagamento ? formatSpreadsheetDate(entry.dataPagamento, i18n.locale, { time: true }) : ''),
      payment: ({ movement }) => formatSpreadsheetDate(movement.data, i18n.locale, { time: true }),
    },
  ]
  const rowsOf = <Row>(rows: readonly Row[], cell: (column: CsvColumn) => ((row: Row) => string) | undefined) =>
    rows.map((row) => columns.map((column) => cell(column)?.(row) ?? ''))
  const data = [
    ...rowsOf(entries, (column) => column.entry),
    ...rowsOf(extras.transfers ?? [], (column) => column.transfer),
    ...rowsOf(extras.payments ?? [], (column) => column.payment),
  ]
  return (
    BOM +
    unparse(
      { fields: columns.map((column) => i18n._(column.header)), data },
      { delimiter: portuguese ? ';' : ',', newline: '\r\n', escapeFormulae: FORMULA },
    )
  )
}

/** The file name of a period's export: lancamentos_2026-11-01_2026-11-30.csv / entries_…. */
export function entriesCsvName(period: { from: string; to: string }, i18n: I18n): string {
  return `${i18n._(msg`entries`)}_${period.from}_${period.to}.csv`
}
