// Amounts that may be negative (an account's opening balance: an overdraft): the amount inputs' rules
// (src/contract/money.ts: normalizeAmountInput, parseAmountInput) with an optional leading minus.
import { decimalCommaOnBlur, amountInputText, normalizeAmountInput, parseAmountInput } from '@contract/money'

/** Whether a typed text starts with a minus (after spaces or an R$). */
const startsNegative = (raw: string) => /^[^0-9.,]*-/.test(raw)

/** normalizeAmountInput, keeping one leading minus: '-R$ 1.000,5' → '-1.000,5', '12-3' → '123'. */
export function normalizeSignedAmountInput(raw: string): string {
  return `${startsNegative(raw) ? '-' : ''}${normalizeAmountInput(raw)}`
}

/** decimalCommaOnBlur of the magnitude: '-12.5' → '-12,5'. */
export function signedDecimalCommaOnBlur(text: string): string {
  return text.startsWith('-') ? `-${decimalCommaOnBlur(text.slice(1))}` : decimalCommaOnBlur(text)
}

/** The (normalised) signed input in cents, or null when it is not an amount (a lone '-' is none); zero allowed. */
export function parseSignedAmountInput(text: string): number | null {
  const negative = text.startsWith('-')
  const cents = parseAmountInput(negative ? text.slice(1) : text, { allowZero: true })
  return cents === null ? null : negative && cents !== 0 ? -cents : cents
}

/** Cents as the signed input shows them: -1999 → '-19,99', 500 → '5,00'. */
export function signedAmountInputText(cents: number): string {
  return cents < 0 ? `-${amountInputText(-cents)}` : amountInputText(cents)
}
