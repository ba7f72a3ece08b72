// Amount text of a bank file → exact signed cents, or why not. Banks write "-11,76", "0.07" in the same file,
// "1.084,00", "R$ 1.742,00", " - R$ 1,00", "123,45-", "(50,00)", "-30.000": each is read exactly or rejected,
// never guessed (docs/product-rules.md#money: cents only, no float ever touches an amount).

import { MONEY_MAX_CENTS } from '../money'
import type { BankAmountProblem, DecimalStyle } from './types'

const SPACES = /[\s\u00a0\u202f]+/g
const CURRENCY = /^R\$\s*/i

/**
 * The signed cents of an amount text, or the problem with it. `decimal` is the file's declared style: ','
 * (dots group thousands), '.' (commas group thousands) or 'auto' (OFX): the last ',' or '.' is the decimal
 * separator, unless exactly three digits follow it and the same separator occurs earlier (then all of them
 * group thousands). More than two decimals only when the extra ones are zeros ("-30.000"); a lone separator
 * before three non-zero digits ("1.084") is ambiguous in 'auto'.
 */
export function readBankAmount(text: string, decimal: DecimalStyle = 'auto'): number | BankAmountProblem {
  let rest = text.replace(SPACES, ' ').trim()
  if (rest === '') return 'import_amount_missing'
  let negative = false
  let signs = 0
  const parenthesised = /^\((.*)\)$/.exec(rest)
  if (parenthesised) {
    negative = true
    signs += 1
    rest = (parenthesised[1] ?? '').trim()
  }
  rest = rest.replace(CURRENCY, '')
  const leading = /^([-+])\s*/.exec(rest)
  if (leading) {
    negative = leading[1] === '-' ? !negative : negative
    signs += 1
    rest = rest.slice(leading[0].length).replace(CURRENCY, '')
  }
  const trailing = /\s*-$/.exec(rest)
  if (trailing) {
    negative = !negative
    signs += 1
    rest = rest.slice(0, trailing.index)
  }
  if (signs > 1 || !/^\d[\d.,]*$/.test(rest) || !/\d$/.test(rest)) return 'invalid_amount'
  const cents = unsignedCents(rest, decimal)
  if (typeof cents !== 'number') return cents
  return negative && cents !== 0 ? -cents : cents
}

function unsignedCents(body: string, style: DecimalStyle): number | BankAmountProblem {
  const decimal = decimalSeparator(body, style)
  if (typeof decimal !== 'string' && decimal !== null) return decimal.problem
  const at = decimal === null ? -1 : body.lastIndexOf(decimal)
  const whole = at < 0 ? body : body.slice(0, at)
  let decimals = at < 0 ? '' : body.slice(at + 1)
  const group = decimal === '.' ? ',' : decimal === ',' ? '.' : body.includes(',') ? ',' : '.'
  if (whole === '' || /[.,]/.test(decimals)) return 'invalid_amount'
  if (/[.,]/.test(whole)) {
    if (whole.includes(group === '.' ? ',' : '.')) return 'invalid_amount'
    if (!new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+$`).test(whole)) return 'amount_grouping'
  }
  if (decimals.length > 2) {
    if (!/^0+$/.test(decimals.slice(2))) return style === 'auto' && decimals.length === 3 && !/[.,]/.test(whole) ? 'import_amount_ambiguous' : 'amount_decimals'
    decimals = decimals.slice(0, 2)
  }
  const digits = whole.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '')
  if (digits.length > 12) return 'amount_too_large'
  const cents = Number(digits) * 100 + Number(decimals.padEnd(2, '0'))
  return cents > MONEY_MAX_CENTS ? 'amount_too_large' : cents
}

/** The decimal separator of an unsigned body, null when it has none. */
function decimalSeparator(body: string, style: DecimalStyle): ',' | '.' | null | { problem: BankAmountProblem } {
  if (style !== 'auto') return body.includes(style) ? style : null
  const last = Math.max(body.lastIndexOf(','), body.lastIndexOf('.'))
  if (last < 0) return null
  const separator = body[last] as ',' | '.'
  const after = body.length - last - 1
  const repeated = body.indexOf(separator) !== last
  // "1.234.567": every dot groups thousands. "1.234,5.6": nothing sensible.
  if (repeated) return after === 3 && !body.includes(separator === '.' ? ',' : '.') ? null : { problem: 'amount_grouping' }
  return separator
}
