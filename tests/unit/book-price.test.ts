// The book form's price normalisation and validity (SPEC §5), with examples and fast-check properties.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { amountToCents, centsToAmount, formatPrice, normalizePriceInput, parsePrice } from '@machines/book-price'
import { BOOK_PRICE_MAX_CENTS, priceToCents } from '@/api/schemas/book'

const validCents = fc.integer({ min: 1, max: BOOK_PRICE_MAX_CENTS })
/** Strings made mostly of price-like characters, so the interesting cases are frequent. */
const priceLike = fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9', ',', '.', ' ', 'a', 'R', '$', '-', '٣', 'e') })
const anyInput = fc.oneof(priceLike, fc.string(), fc.string({ unit: 'binary' }))

describe('normalizePriceInput (examples)', () => {
  it.each([
    ['', ''],
    ['12', '12'],
    ['12.5', '12,5'],
    ['12,5', '12,5'],
    ['12,3,4', '12,3'],
    ['12,3,', '12,3'],
    ['1.234,56', '1,234'],
    ['R$ 1 000,00', '1000,00'],
    ['-5', '5'],
    ['abc', ''],
    [',5', ',5'],
    ['5,', '5,'],
    ['1e3', '13'],
    ['١٢', ''],
    ['..', ','],
  ])('%j → %j', (raw, shown) => {
    expect(normalizePriceInput(raw)).toBe(shown)
  })
})

describe('parsePrice (examples)', () => {
  it.each([
    ['12', 1200],
    ['12,', 1200],
    ['12,3', 1230],
    ['12,34', 1234],
    ['0,01', 1],
    ['007,50', 750],
    ['999999999999,99', BOOK_PRICE_MAX_CENTS],
  ])('%j is valid: %d cents', (text, cents) => {
    expect(parsePrice(text)).toBe(cents)
  })

  it.each(['', ',', ',5', '0', '0,00', '00', '12,345', '1,234', '12.34', '1000000000000', ' 12', '12a'])('%j is "Invalid price!"', (text) => {
    expect(parsePrice(text)).toBeNull()
  })
})

describe('properties', () => {
  it('normalising is idempotent', () => {
    fc.assert(fc.property(anyInput, (raw) => normalizePriceInput(normalizePriceInput(raw)) === normalizePriceInput(raw)))
  })

  it('the input shows only ASCII digits and at most one comma, never a dot', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const shown = normalizePriceInput(raw)
        expect(shown).toMatch(/^[0-9,]*$/)
        expect(shown.split(',').length).toBeLessThanOrEqual(2)
      }),
    )
  })

  it('keeps the integer part and the first decimal part, in order, and a separator exactly when the raw text had one', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const shown = normalizePriceInput(raw)
        const parts = raw.split(/[.,]/).map((part) => part.replace(/[^0-9]/g, ''))
        expect(shown.replace(/,/g, '')).toBe(parts.slice(0, 2).join(''))
        expect(shown.includes(',')).toBe(/[.,]/.test(raw))
      }),
    )
  })

  it('typing a second separator changes nothing', () => {
    fc.assert(
      fc.property(anyInput, fc.constantFrom(',', '.'), (raw, separator) => {
        const shown = normalizePriceInput(raw)
        if (shown.includes(',')) expect(normalizePriceInput(shown + separator)).toBe(shown)
      }),
    )
  })

  it('the digits before the first separator stay the integer part', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const firstSeparator = raw.search(/[.,]/)
        const before = (firstSeparator < 0 ? raw : raw.slice(0, firstSeparator)).replace(/[^0-9]/g, '')
        expect(normalizePriceInput(raw).split(',')[0]).toBe(before)
      }),
    )
  })

  it('a dot and a comma are the same separator', () => {
    fc.assert(fc.property(anyInput, (raw) => normalizePriceInput(raw.replace(/,/g, '.')) === normalizePriceInput(raw)))
  })

  it('parse(format(cents)) gives the cents back for every valid amount', () => {
    fc.assert(fc.property(validCents, (cents) => parsePrice(formatPrice(cents)) === cents))
  })

  it('formatted prices are already normalised and have exactly 2 decimals', () => {
    fc.assert(
      fc.property(validCents, (cents) => {
        const text = formatPrice(cents)
        expect(normalizePriceInput(text)).toBe(text)
        expect(text).toMatch(/^\d+,\d{2}$/)
      }),
    )
  })

  it('a valid price is positive, within numeric(14,2) and has at most 2 decimals', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const text = normalizePriceInput(raw)
        const cents = parsePrice(text)
        if (cents === null) return
        expect(Number.isInteger(cents)).toBe(true)
        expect(cents).toBeGreaterThan(0)
        expect(cents).toBeLessThanOrEqual(BOOK_PRICE_MAX_CENTS)
        expect(text).toMatch(/^\d+(,\d{0,2})?$/)
      }),
    )
  })

  it('the amount sent to the API prints with at most 2 decimals and the API reads the same cents', () => {
    fc.assert(
      fc.property(validCents, (cents) => {
        const amount = centsToAmount(cents)
        expect(String(amount)).toMatch(/^\d+(\.\d{1,2})?$/)
        expect(priceToCents(amount)).toBe(cents)
        expect(amountToCents(amount)).toBe(cents)
      }),
    )
  })
})
