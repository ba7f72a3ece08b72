// The book form's price field (SPEC §5): what the input keeps while typing, and when a price is valid.
// Pure functions; prices are handled as whole cents so that no float rounding ever reaches the API.
import { BOOK_PRICE_MAX_CENTS } from '@/api/schemas/book'

/**
 * What the price input shows after each change. Digits and one decimal separator are kept; the
 * separator is always shown as a comma (a dot becomes a comma); every other character is dropped.
 * Only the first decimal part is kept: a second separator and everything after it are dropped, so
 * typing a separator twice changes nothing and a pasted '1.234,56' cannot become a bigger number.
 *
 *   '12.5'     → '12,5'        'R$ 1 000' → '1000'      '12,3,4' → '12,3'
 *   '1.234,56' → '1,234'       ',5'       → ',5'        'abc'    → ''
 *
 * Decimals are not cut while typing ('1,234' stays, and is then 'Invalid price!'): the user sees
 * what they typed, minus what could never be part of a price. Idempotent.
 */
export function normalizePriceInput(raw: string): string {
  const kept = raw.replace(/\./g, ',').replace(/[^0-9,]/g, '')
  const [whole = '', decimals] = kept.split(',')
  return decimals === undefined ? whole : `${whole},${decimals}`
}

const VALID_PRICE = /^(\d+)(?:,(\d{0,2}))?$/

/**
 * The price of the (normalised) input in cents, or null when it is not a valid price: digits with 0
 * to 2 decimals ('12', '12,', '12,3', '12,34'), greater than 0, at most numeric(14,2)'s
 * 999 999 999 999,99. A missing integer part (',5') is not a price.
 */
export function parsePrice(text: string): number | null {
  const match = VALID_PRICE.exec(text)
  if (!match) return null
  const [, whole = '', decimals = ''] = match
  const digits = whole.replace(/^0+(?=\d)/, '')
  if (digits.length > 12) return null
  const cents = Number(digits) * 100 + Number(decimals.padEnd(2, '0'))
  return cents > 0 && cents <= BOOK_PRICE_MAX_CENTS ? cents : null
}

/** Cents as the input shows them: 1999 → '19,99', 500 → '5,00'. */
export function formatPrice(cents: number): string {
  const whole = Math.floor(cents / 100)
  return `${whole},${String(cents % 100).padStart(2, '0')}`
}

/** An API amount (a number with at most 2 decimals) in cents: 19.99 → 1999. */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100)
}

/** Cents as the JSON number the API takes: 1999 → 19.99 (prints with at most 2 decimals). */
export function centsToAmount(cents: number): number {
  return cents / 100
}
