// One rule for what a read row is, shared by the OFX and CSV readers: a balance or total line is ignored
// (even without a day or an amount), an unreadable amount or day rejects the row, a zero is ignored.

import { isBalanceDescription } from './text'
import type { BankAmountProblem, BankDayProblem, BankFileRow, RejectedRowReason } from './types'

type RowFields = Pick<BankFileRow, 'linha' | 'descricao' | 'idBanco' | 'tipo'>

const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value)

/** The row of a day and an amount as read (a day text or its problem, cents or the amount's problem). */
export function classifyRow(
  fields: RowFields,
  dateText: string,
  day: string | BankDayProblem,
  amountText: string,
  amount: number | BankAmountProblem | RejectedRowReason,
): BankFileRow {
  const data = isDay(day) ? day : null
  const valor = typeof amount === 'number' ? amount : null
  const chave = ''
  if (isBalanceDescription(fields.descricao)) return { ...fields, estado: 'ignorada', data, valor, motivo: 'import_balance_row', ...(data && valor !== null ? { chave } : {}) }
  if (valor === null) return { ...fields, estado: 'rejeitada', data, valor, motivo: amount as RejectedRowReason, texto: amountText }
  if (data === null) return { ...fields, estado: 'rejeitada', data, valor, motivo: day as BankDayProblem, texto: dateText }
  if (valor === 0) return { ...fields, estado: 'ignorada', data, valor, motivo: 'import_zero_amount', chave }
  return { ...fields, estado: 'lida', data, valor, chave }
}
