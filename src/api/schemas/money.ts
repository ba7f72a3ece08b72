import { z } from 'zod'
import type { FieldMessageKey } from './messages'

// Money, exact (DESIGN §4): amounts travel as JSON numbers with at most 2 decimals (or numeric text),
// are handled as whole cents in between, and are stored as numeric(14,2). No float arithmetic ever
// touches an amount: parse to cents, add cents, print cents. Shared by the book price (SPEC §5 Book
// form) and every finance amount (SPEC §3 Financial entry, Installment plan).

/** numeric(14,2): at most 12 integer digits, so 999 999 999 999,99 is the largest amount. */
export const MONEY_MAX_CENTS = 99_999_999_999_999

/** An amount as text: digits, optionally a dot or a comma and 1–2 decimals. */
const AMOUNT_TEXT = /^(\d+)(?:[.,](\d{1,2}))?$/

/**
 * An amount as exact cents, from a JSON number (19.99) or numeric text ("19.99", "19,99", " 7 "), or
 * null when it is not a non-negative amount with at most 2 decimals that fits numeric(14,2). Zero is
 * null unless `allowZero` (a book price must be positive, an entry amount may be 0).
 */
export function toCents(value: unknown, { allowZero = false }: { allowZero?: boolean } = {}): number | null {
  // String(19.99) is "19.99": a JS number prints as the shortest decimal that reads back as itself,
  // so 0.1 + 0.2 (0.30000000000000004) is refused rather than rounded.
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : ''
  const match = AMOUNT_TEXT.exec(text)
  return match ? digitsToCents(match[1] ?? '', match[2] ?? '', allowZero) : null
}

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
  /** Accept 0 (entry amounts, SPEC §5 "min 0"); otherwise the amount must be positive. */
  allowZero?: boolean
  /** Field message of a value that is not an amount: 'invalid_amount', or 'invalid_price' for books. */
  invalid?: FieldMessageKey
  /** A blank text is 'required' (default), or the invalid message (the book form's rule). */
  blankIsInvalid?: boolean
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
  description,
  example = 19.99,
}: MoneyFieldOptions = {}) {
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input == null ? 'required' : invalid) })
    .transform((value, ctx) => {
      const blank = typeof value === 'string' && value.trim() === ''
      const cents = toCents(value, { allowZero })
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: blank && !blankIsInvalid ? 'required' : invalid })
        return z.NEVER
      }
      return cents
    })
    .meta({
      description:
        description ??
        `${allowZero ? 'Zero or more' : 'Greater than 0'}, at most 2 decimals, at most 999999999999.99: a JSON number or numeric text ("19.99", "19,99")`,
      example,
    })
}

// The amount inputs of the forms (SPEC §5 Book form price; the finance amounts follow the same rule).

/**
 * What an amount input shows after each change. Digits and one decimal separator are kept; the
 * separator is always shown as a comma (a dot becomes a comma); every other character is dropped.
 * Only the first decimal part is kept: a second separator and everything after it are dropped, so
 * typing a separator twice changes nothing and a pasted '1.234,56' cannot become a bigger number.
 *
 *   '12.5'     → '12,5'        'R$ 1 000' → '1000'      '12,3,4' → '12,3'
 *   '1.234,56' → '1,234'       ',5'       → ',5'        'abc'    → ''
 *
 * Decimals are not cut while typing ('1,234' stays, and is then invalid): the user sees what they
 * typed, minus what could never be part of an amount. Typed key by key, '12,3,4' ends as pasted
 * (issue 10 §14): the second separator stays on screen while it is the last character ('12,3,', not an
 * amount), and the next character drops it with everything after ('12,3'). Idempotent.
 */
export function normalizePriceInput(raw: string): string {
  const kept = raw.replace(/\./g, ',').replace(/[^0-9,]/g, '')
  const [whole = '', decimals, ...rest] = kept.split(',')
  if (decimals === undefined) return whole
  const endsWithSecondSeparator = decimals !== '' && rest.length > 0 && rest.every((part) => part === '')
  return endsWithSecondSeparator ? `${whole},${decimals},` : `${whole},${decimals}`
}

const INPUT_AMOUNT = /^(\d+)(?:,(\d{0,2}))?$/

/**
 * The amount of the (normalised) input in cents, or null when it is not valid: digits with 0 to 2
 * decimals ('12', '12,', '12,3', '12,34'), greater than 0 (or 0 with `allowZero`), at most
 * numeric(14,2)'s 999 999 999 999,99. A missing integer part (',5') is not an amount.
 */
export function parsePrice(text: string, { allowZero = false }: { allowZero?: boolean } = {}): number | null {
  const match = INPUT_AMOUNT.exec(text)
  return match ? digitsToCents(match[1] ?? '', match[2] ?? '', allowZero) : null
}

/** Cents as the input shows them: 1999 → '19,99', 500 → '5,00'. */
export function formatPrice(cents: number): string {
  const whole = Math.floor(cents / 100)
  return `${whole},${String(cents % 100).padStart(2, '0')}`
}
