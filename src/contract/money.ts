import { z } from 'zod'
import type { FieldMessageKey } from './messages'

// Money, exact (docs/product-rules.md#money): amounts travel as JSON numbers with at most 2 decimals (or numeric text),
// are handled as whole cents in between, and are stored as numeric(14,2). No float arithmetic ever
// touches an amount: parse to cents, add cents, print cents. Shared by the book price (book form) and
// every finance amount (entries, payments, installment plans).

/** numeric(14,2): at most 12 integer digits, so 999 999 999 999,99 is the largest amount. */
export const MONEY_MAX_CENTS = 99_999_999_999_999

/** A JSON number as text: digits, optionally a dot and 1–2 decimals. */
const NUMBER_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/

/** Why an amount's text is not an amount (the message names the problem). */
export type AmountProblem = 'invalid_amount' | 'amount_decimals' | 'amount_grouping' | 'amount_too_large'

/**
 * The cents of an amount typed or pasted as text, or the problem with it. Read as
 * Brazilians write amounts — a comma before the decimals, dots between groups of 3 digits ("1.234,56",
 * "R$ 1.000,00") — plus the short forms: one dot or comma before 1–2 decimals ("19.99", "19,99"). With
 * both separators the last one is the decimal one, so "1,234.56" is also 1234,56. One dot before exactly
 * 3 digits is a thousands dot ("1.234" is 1234); one comma before 3 digits is 3 decimals. The English
 * inputs swap the two separators before reading (src/components/amount-input), so both languages and the
 * API's numeric text are read by this one function. Zero is 0 here; the callers decide whether it may be.
 */
export function readAmount(text: string): number | AmountProblem {
  const compact = text.trim().replace(/^R\$/i, '').replace(/[\s\u00a0\u202f]/g, '')
  if (!/^[\d.,]+$/.test(compact) || !/\d/.test(compact)) return 'invalid_amount'
  const lastDot = compact.lastIndexOf('.')
  const lastComma = compact.lastIndexOf(',')
  let decimal: '.' | ',' | null
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ','
  else if (lastComma >= 0) decimal = ','
  else if (lastDot >= 0) decimal = /^\d+\.\d{0,2}$/.test(compact) ? '.' : null
  else decimal = null
  const group = decimal === '.' ? ',' : '.'
  const at = decimal === null ? -1 : compact.indexOf(decimal)
  if (decimal !== null && at !== compact.lastIndexOf(decimal)) return compact.includes(group) ? 'amount_grouping' : 'invalid_amount'
  const whole = at < 0 ? compact : compact.slice(0, at)
  const decimals = at < 0 ? '' : compact.slice(at + 1)
  if (whole === '' || /[.,]/.test(decimals)) return 'invalid_amount'
  if (whole.includes(group) && !new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+$`).test(whole)) return 'amount_grouping'
  if (decimals.length > 2) return 'amount_decimals'
  const digits = whole.split(group).join('').replace(/^0+(?=\d)/, '')
  if (digits.length > 12) return 'amount_too_large'
  return Number(digits) * 100 + Number(decimals.padEnd(2, '0'))
}

/**
 * An amount as exact cents, from a JSON number (19.99) or numeric text ("19.99", "19,99", " 7 ",
 * "1.234,56": readAmount), or null when it is not a non-negative amount with at most 2 decimals that fits
 * numeric(14,2). Zero is null unless `allowZero` (a book price must be positive, an entry amount may be 0).
 */
export function toCents(value: unknown, { allowZero = false }: { allowZero?: boolean } = {}): number | null {
  if (typeof value === 'string') {
    const cents = readAmount(value)
    return typeof cents === 'number' && allowed(cents, allowZero) ? cents : null
  }
  // String(19.99) is "19.99": a JS number prints as the shortest decimal that reads back as itself,
  // so 0.1 + 0.2 (0.30000000000000004) is refused rather than rounded.
  const match = typeof value === 'number' && Number.isFinite(value) ? NUMBER_TEXT.exec(String(value)) : null
  return match ? digitsToCents(match[1] ?? '', match[2] ?? '', allowZero) : null
}

const allowed = (cents: number, allowZero: boolean) => cents <= MONEY_MAX_CENTS && (cents > 0 || (allowZero && cents === 0))

/**
 * The cents of an amount's integer and decimal digits (0–2 of them), or null past numeric(14,2)'s
 * 999 999 999 999,99, or at 0 unless `allowZero`. What every amount parser ends with.
 */
function digitsToCents(whole: string, decimals: string, allowZero: boolean): number | null {
  const digits = whole.replace(/^0+(?=\d)/, '')
  if (digits.length > 12) return null
  const cents = Number(digits) * 100 + Number(decimals.padEnd(2, '0'))
  if (cents > MONEY_MAX_CENTS) return null
  return cents > 0 || (allowZero && cents === 0) ? cents : null
}

/** Cents as the decimal text numeric(14,2) takes: 1999 → "19.99", 5 → "0.05", -250 → "-2.50". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const text = String(Math.abs(cents)).padStart(3, '0')
  return `${sign}${text.slice(0, -2)}.${text.slice(-2)}`
}

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/

/** Decimal text as PostgreSQL prints a numeric of scale ≤ 2 ("19.99", "-3.5", "0") in exact cents. */
export function decimalToCents(text: string): number {
  const match = DECIMAL_TEXT.exec(text.trim())
  if (!match) throw new Error(`Not an amount with at most 2 decimals: ${text}`)
  const [, sign, whole = '', decimals = ''] = match
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'))
  return sign && cents !== 0 ? -cents : cents
}

/** Cents as the JSON number the API sends: 1999 → 19.99 (prints with at most 2 decimals). */
export function centsToAmount(cents: number): number {
  return cents / 100
}

/** A JSON amount (a number with at most 2 decimals) in cents: 19.99 → 1999. */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100)
}

export interface MoneyFieldOptions {
  /** Accept 0 (entry amounts may be 0); otherwise the amount must be positive. */
  allowZero?: boolean
  /** Field message of a value that is not an amount: 'invalid_amount', or 'invalid_price' for books. */
  invalid?: FieldMessageKey
  /** A blank text is 'required' (default), or the invalid message (the book form's rule). */
  blankIsInvalid?: boolean
  /** Values that are negative get their own message (the book price) instead of the invalid one. */
  negative?: { test: (value: unknown) => boolean; key: FieldMessageKey }
  description?: string
  example?: number
}

/**
 * A request amount: a JSON number or numeric text (dot or comma), at most 2 decimals, at most
 * numeric(14,2); its parsed value is **whole cents**. Missing is 'required', anything else invalid.
 */
export function moneyField({
  allowZero = false,
  invalid = 'invalid_amount',
  blankIsInvalid = false,
  negative,
  description,
  example = 19.99,
}: MoneyFieldOptions = {}) {
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input == null ? 'required' : invalid) })
    .transform((value, ctx) => {
      const blank = typeof value === 'string' && value.trim() === ''
      const cents = toCents(value, { allowZero })
      if (cents === null && negative?.test(value)) {
        ctx.addIssue({ code: 'custom', message: negative.key })
        return z.NEVER
      }
      if (cents === null) {
        // Text that is not an amount says why, except the book price, which keeps its one fixed message.
        const problem = typeof value === 'string' && invalid === 'invalid_amount' ? readAmount(value) : invalid
        ctx.addIssue({ code: 'custom', message: blank && !blankIsInvalid ? 'required' : typeof problem === 'number' ? invalid : problem })
        return z.NEVER
      }
      return cents
    })
    .meta({
      description:
        description ??
        `${allowZero ? 'Zero or more' : 'Greater than 0'}, at most 2 decimals, at most 999999999999.99: a JSON number or numeric text ("19.99", "19,99", "1.234,56", "R$ 1.000,00")`,
      example,
    })
}

/**
 * A request amount that may be negative (an account's opening balance: an overdraft): moneyField's
 * rules, with an optional leading minus ("-1.234,56", -250.5). Its parsed value is whole cents, signed.
 */
export function signedMoneyField({ description, example = -250.5 }: { description?: string; example?: number } = {}) {
  const unsigned = moneyField({ allowZero: true })
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input == null ? 'required' : 'invalid_amount') })
    .transform((value, ctx) => {
      const text = typeof value === 'string' ? value.trim() : value
      const negative = typeof text === 'number' ? text < 0 || Object.is(text, -0) : text.startsWith('-')
      const magnitude = typeof text === 'number' ? Math.abs(text) : negative ? text.slice(1) : text
      const parsed = unsigned.safeParse(magnitude)
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
        return z.NEVER
      }
      return negative && parsed.data !== 0 ? -parsed.data : parsed.data
    })
    .meta({
      description: description ?? 'An amount that may be negative (a leading minus), at most 2 decimals, at most ±999999999999.99: a JSON number or numeric text',
      example,
    })
}

// The amount inputs of the forms (the book price; the finance amounts follow the same rule;
// docs/product-rules.md#money). Their text is kept as Portuguese writes it (a decimal comma, thousands
// dots); the English inputs swap the separators on the way in and out (src/components/amount-input).

/**
 * What an amount input shows after each change: digits, dots and commas as typed; every other character
 * (R$, spaces, letters) is dropped, so a pasted "R$ 1.000,00" shows "1.000,00". A dot that cannot be a
 * thousands dot — after the decimal comma, after more than 3 digits ("1234.5") or before more than 3
 * ("1.2345") — is the decimal separator and shows as a comma. A dot that may still be one
 * ("1.2" while "1.234" is typed) stays; readAmount decides, and the input shows a comma once it loses
 * focus (decimalCommaOnBlur). A second comma ends the amount: it shows while it is the last
 * character ('12,3,'), and the next one drops it and what follows ('12,3'), as a paste would.
 *
 *   '12,5'     → '12,5'        'R$ 1 000' → '1000'       '12,3,4'   → '12,3'
 *   '1.234,56' → '1.234,56'    '1234.5'   → '1234,5'     'abc'      → ''
 *   '1,234.56' → '1.234,56' (written the English way)
 *
 * Idempotent.
 */
export function normalizeAmountInput(raw: string): string {
  let kept = raw.replace(/[^0-9.,]/g, '').replace(/([.,])[.,]+/g, '$1')
  // The other language's way ("1,234.56" pasted here) is the same amount: read it as Portuguese writes it.
  if (/^\d{1,3}(?:,\d{3})+\.\d*$/.test(kept)) kept = kept.replace(/[.,]/g, (separator) => (separator === '.' ? ',' : '.'))
  // The dots that cannot separate thousands are the decimal separator.
  kept = kept.replace(/\./g, (dot, at: number, text: string) => (thousandsDotPossible(text, at) ? dot : ','))
  const comma = kept.indexOf(',')
  if (comma < 0) return kept
  // Before the decimal comma: digits and thousands dots as typed; after it, digits up to a second comma.
  const whole = kept.slice(0, comma)
  const [decimals = '', ...rest] = kept.slice(comma + 1).split(',')
  const endsWithSecondSeparator = decimals !== '' && rest.length > 0 && rest.every((part) => part === '')
  return endsWithSecondSeparator ? `${whole},${decimals},` : `${whole},${decimals}`
}

/** Whether the dot at `at` may separate thousands: no comma before it, a group of 1–3 (first) or 3 digits before, at most 3 after. */
function thousandsDotPossible(text: string, at: number): boolean {
  const before = text.slice(0, at)
  if (before.includes(',')) return false
  const groups = before.split('.')
  const first = groups[0] ?? ''
  if (first.length < 1 || first.length > 3 || groups.slice(1).some((group) => group.length !== 3)) return false
  const after = /^\d*/.exec(text.slice(at + 1))?.[0] ?? ''
  return after.length <= 3
}

/** On leaving the input: a lone dot before 1–2 decimals is the decimal separator and shows as a comma ('12.5' → '12,5'). */
export function decimalCommaOnBlur(text: string): string {
  return /^\d+\.\d{1,2}$/.test(text) ? text.replace('.', ',') : text
}

/**
 * The amount of the (normalised) input in cents, or null when it is not valid: readAmount's amounts,
 * a trailing separator allowed while typing ('12,' is 12), greater than 0 (or 0 with `allowZero`), at most
 * numeric(14,2)'s 999 999 999 999,99. A missing integer part (',5') is not an amount.
 */
export function parseAmountInput(text: string, { allowZero = false }: { allowZero?: boolean } = {}): number | null {
  if (!/^[\d.,]*$/.test(text)) return null
  // A comma typed last is not read yet ('12,' is 12, '12,3,' is 12,3), as the forms' requests read it.
  const cents = readAmount(text.replace(/,$/, ''))
  return typeof cents === 'number' && allowed(cents, allowZero) ? cents : null
}

/** Why the (normalised) input is not an amount, for its message; null when it is one (or blank). */
export function amountInputProblem(text: string): AmountProblem | null {
  if (text.trim() === '') return null
  const cents = readAmount(text.replace(/,$/, ''))
  return typeof cents === 'number' ? (cents > MONEY_MAX_CENTS ? 'amount_too_large' : null) : cents
}

/** Cents as the input shows them: 1999 → '19,99', 500 → '5,00'. */
export function amountInputText(cents: number): string {
  const whole = Math.floor(cents / 100)
  return `${whole},${String(cents % 100).padStart(2, '0')}`
}
