// The money module (docs/product-rules.md#money): the book form's price normalisation and validity and the
// exact-cents conversions every amount uses, with examples and fast-check properties.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  amountToCents,
  centsToAmount,
  centsToDecimal,
  decimalToCents,
  amountInputText,
  MONEY_MAX_CENTS,
  moneyField,
  normalizeAmountInput,
  parseAmountInput,
  toCents,
} from '@contract/money'


const validCents = fc.integer({ min: 1, max: MONEY_MAX_CENTS })
/** Strings made mostly of price-like characters, so the interesting cases are frequent. */
const priceLike = fc.string({ unit: fc.constantFrom('0', '1', '2', '5', '9', ',', '.', ' ', 'a', 'R', '$', '-', '٣', 'e') })
const anyInput = fc.oneof(priceLike, fc.string(), fc.string({ unit: 'binary' }))

describe('normalizeAmountInput (examples)', () => {
  it.each([
    ['', ''],
    ['12', '12'],
    // A dot that may still separate thousands stays ('12.500' is being typed); readAmount reads '12.5' as 12,5.
    ['12.5', '12.5'],
    ['1234.5', '1234,5'],
    ['1.2345', '1,2345'],
    ['12,5', '12,5'],
    ['12,3,4', '12,3'],
    // Typed key by key, '12,3,4' ends as pasted: the second separator shows while it is last.
    ['12,3,', '12,3,'],
    ['12,3,,', '12,3,'],
    ['12,,', '12,'],
    // Thousands separators are kept, pasted or typed; the English way reads the same.
    ['1.234,56', '1.234,56'],
    ['3.456,78', '3.456,78'],
    ['R$ 1.000,00', '1.000,00'],
    ['1,234.56', '1.234,56'],
    ['R$ 1 000,00', '1000,00'],
    ['-5', '5'],
    ['abc', ''],
    [',5', ',5'],
    ['5,', '5,'],
    ['1e3', '13'],
    ['١٢', ''],
    ['..', ','],
  ])('%j → %j', (raw, shown) => {
    expect(normalizeAmountInput(raw)).toBe(shown)
  })
})

describe('parseAmountInput (examples)', () => {
  it.each([
    ['12', 1200],
    ['12,', 1200],
    ['12,3', 1230],
    ['12,34', 1234],
    ['0,01', 1],
    ['007,50', 750],
    ['999999999999,99', MONEY_MAX_CENTS],
    ['12.34', 1234],
    ['12.5', 1250],
    ['1.234', 123400],
    ['1.234,56', 123456],
    ['1.234,', 123400],
    ['999.999.999.999,99', MONEY_MAX_CENTS],
  ])('%j is valid: %d cents', (text, cents) => {
    expect(parseAmountInput(text)).toBe(cents)
  })

  it.each(['', ',', ',5', '0', '0,00', '00', '12,345', '1,234', '1.23.456', '1.234,567', '1000000000000', ' 12', '12a'])('%j is "Invalid price!"', (text) => {
    expect(parseAmountInput(text)).toBeNull()
  })
})

describe('properties', () => {
  it('normalising is idempotent', () => {
    fc.assert(fc.property(anyInput, (raw) => normalizeAmountInput(normalizeAmountInput(raw)) === normalizeAmountInput(raw)))
  })

  it('the input shows only ASCII digits, dots and commas, never two separators in a row, and no dot after the decimal comma', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const shown = normalizeAmountInput(raw)
        expect(shown).toMatch(/^[0-9.,]*$/)
        expect(shown).not.toMatch(/[.,]{2}/)
        expect(shown).not.toMatch(/,.*\./)
      }),
    )
  })

  it('the digits shown are the first digits of the raw text, in order, and a separator shows exactly when the raw text had one', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const shown = normalizeAmountInput(raw)
        expect(raw.replace(/[^0-9]/g, '').startsWith(shown.replace(/[.,]/g, ''))).toBe(true)
        expect(/[.,]/.test(shown)).toBe(/[.,]/.test(raw))
      }),
    )
  })

  it('any amount typed key by key with thousands separators, in either language, is read as itself', () => {
    const grouped = (cents: number, group: string, decimal: string) =>
      `${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group)}${decimal}${String(cents % 100).padStart(2, '0')}`
    fc.assert(
      fc.property(validCents, (cents) => {
        let portuguese = ''
        for (const key of grouped(cents, '.', ',')) portuguese = normalizeAmountInput(portuguese + key)
        expect(portuguese).toBe(grouped(cents, '.', ','))
        expect(parseAmountInput(portuguese)).toBe(cents)
        // The English input swaps the separators on the way in (src/components/amount-input).
        let english = ''
        for (const key of grouped(cents, ',', '.')) english = normalizeAmountInput(english + (key === ',' ? '.' : key === '.' ? ',' : key))
        expect(english).toBe(portuguese)
        // Pasted at once, with R$ or the other language's way, it is the same amount.
        expect(parseAmountInput(normalizeAmountInput(`R$ ${grouped(cents, '.', ',')}`))).toBe(cents)
        expect(parseAmountInput(normalizeAmountInput(grouped(cents, ',', '.')))).toBe(cents)
      }),
    )
  })

  it('typed key by key, a second separator ends the amount as a paste would', () => {
    fc.assert(
      fc.property(anyInput, fc.constantFrom(',', '.'), fc.constantFrom('4', '0'), (raw, separator, next) => {
        const shown = normalizeAmountInput(raw)
        if (!/,\d+$/.test(shown)) return
        // Dots and commas together are thousands and decimals, not a repeated separator.
        if (/\./.test(shown) || (separator === '.' && /^\d{1,3}(,\d{3})+$/.test(shown)) || /\..*,|,.*\./.test(raw.replace(/[^0-9.,]/g, ''))) return
        // The separator shows while it is last; the next character drops it: what a paste of the whole keeps.
        expect(normalizeAmountInput(shown + separator)).toBe(`${shown},`)
        expect(normalizeAmountInput(`${shown},${next}`)).toBe(shown)
        expect(normalizeAmountInput(`${shown}${separator}${next}`)).toBe(normalizeAmountInput(raw + separator + next))
      }),
    )
  })

  it('a second separator right after the first changes nothing', () => {
    fc.assert(
      fc.property(anyInput, fc.constantFrom(',', '.'), (raw, separator) => {
        const shown = normalizeAmountInput(raw)
        if (shown.endsWith(',') && shown.split(',').length === 2) expect(normalizeAmountInput(shown + separator)).toBe(shown)
      }),
    )
  })

  it('the digits before the first separator stay the first group', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const firstSeparator = raw.search(/[.,]/)
        const before = (firstSeparator < 0 ? raw : raw.slice(0, firstSeparator)).replace(/[^0-9]/g, '')
        expect(normalizeAmountInput(raw).split(/[.,]/)[0]).toBe(before)
      }),
    )
  })

  it('without dots, input is normalised the way the original does (a comma and a dot after it are one separator)', () => {
    fc.assert(fc.property(anyInput, (raw) => {
      const commas = raw.replace(/\./g, '')
      return normalizeAmountInput(commas) === normalizeAmountInput(normalizeAmountInput(commas))
    }))
  })

  it('parse(format(cents)) gives the cents back for every valid amount', () => {
    fc.assert(fc.property(validCents, (cents) => parseAmountInput(amountInputText(cents)) === cents))
  })

  it('formatted prices are already normalised and have exactly 2 decimals', () => {
    fc.assert(
      fc.property(validCents, (cents) => {
        const text = amountInputText(cents)
        expect(normalizeAmountInput(text)).toBe(text)
        expect(text).toMatch(/^\d+,\d{2}$/)
      }),
    )
  })

  it('a valid price is positive, within numeric(14,2) and has at most 2 decimals', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const text = normalizeAmountInput(raw)
        const cents = parseAmountInput(text)
        if (cents === null) return
        expect(Number.isInteger(cents)).toBe(true)
        expect(cents).toBeGreaterThan(0)
        expect(cents).toBeLessThanOrEqual(MONEY_MAX_CENTS)
        // A comma typed last is not read yet: '12,' is 12 and '12,3,' is 12,3 (the next key drops it).
        expect(text).toMatch(/^(\d+|\d{1,3}(\.\d{3})+)(,\d{0,2},?)?$|^\d+\.\d{0,2},?$/)
      }),
    )
  })

  it('the amount sent to the API prints with at most 2 decimals and the API reads the same cents', () => {
    fc.assert(
      fc.property(validCents, (cents) => {
        const amount = centsToAmount(cents)
        expect(String(amount)).toMatch(/^\d+(\.\d{1,2})?$/)
        expect(toCents(amount)).toBe(cents)
        expect(amountToCents(amount)).toBe(cents)
      }),
    )
  })
})

describe('toCents', () => {
  it.each([
    [19.99, 1999],
    ['19.99', 1999],
    ['19,99', 1999],
    [' 7 ', 700],
    ['007.5', 750],
    // Text with thousands separators, as typed, with or without R$.
    ['1.234,56', 123456],
    ['R$ 1.000,00', 100000],
    ['1,234.56', 123456],
    ['1.234', 123400],
    ['12.345', 1234500],
    [0.01, 1],
    [999_999_999_999.99, MONEY_MAX_CENTS],
  ])('%j is %d cents', (value, cents) => {
    expect(toCents(value)).toBe(cents)
    expect(toCents(value, { allowZero: true })).toBe(cents)
  })

  it.each([0, '0', '0,00', '0.0'])('zero (%j) is an amount only with allowZero', (value) => {
    expect(toCents(value)).toBeNull()
    expect(toCents(value, { allowZero: true })).toBe(0)
  })

  it.each([-1, -0.01, 0.001, 0.1 + 0.2, '1e3', '12,345', '1.2.3', '1.23.456', '1,234', '1.234,567', '', ' ', 'abc', Number.NaN, Infinity, null, undefined, true, [[]], {}, 1_000_000_000_000, '1000000000000.00'])(
    '%j is not an amount',
    (value) => {
      expect(toCents(value)).toBeNull()
      expect(toCents(value, { allowZero: true })).toBeNull()
    },
  )
})

describe('centsToDecimal and decimalToCents', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1999, '19.99'],
    [-250, '-2.50'],
    [-5, '-0.05'],
    [MONEY_MAX_CENTS, '999999999999.99'],
  ])('%d cents is %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text)
    expect(decimalToCents(text)).toBe(cents)
  })

  it.each([
    ['0', 0],
    ['3.5', 350],
    ['-3.5', -350],
    ['12.30', 1230],
    ['-0.00', 0],
  ])('reads PostgreSQL numeric text %s as %d cents', (text, cents) => {
    expect(decimalToCents(text)).toBe(cents)
  })

  it('refuses text that is not an amount with at most 2 decimals', () => {
    for (const text of ['', 'abc', '1.234', '1e3', 'NaN']) expect(() => decimalToCents(text)).toThrow()
  })

  it('round-trips every integer amount of cents, negative included', () => {
    fc.assert(fc.property(fc.integer({ min: -MONEY_MAX_CENTS, max: MONEY_MAX_CENTS }), (cents) => decimalToCents(centsToDecimal(cents)) === cents))
  })
})

describe('moneyField', () => {
  const positive = moneyField()
  const zeroOrMore = moneyField({ allowZero: true })
  const price = moneyField({ invalid: 'invalid_price', blankIsInvalid: true })
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

  it('parses to whole cents', () => {
    expect(positive.parse(19.99)).toBe(1999)
    expect(positive.parse('0,30')).toBe(30)
    expect(zeroOrMore.parse(0)).toBe(0)
  })

  it.each([
    [undefined, 'required', 'required'],
    [null, 'required', 'required'],
    ['', 'required', 'invalid_price'],
    ['  ', 'required', 'invalid_price'],
    [0, 'invalid_amount', 'invalid_price'],
    [-1, 'invalid_amount', 'invalid_price'],
    [1.234, 'invalid_amount', 'invalid_price'],
    ['abc', 'invalid_amount', 'invalid_price'],
    [true, 'invalid_amount', 'invalid_price'],
    [{}, 'invalid_amount', 'invalid_price'],
    // Amount text names its problem (SPEC keeps "Invalid price!" for books).
    ['1,234', 'amount_decimals', 'invalid_price'],
    ['1.234,567', 'amount_decimals', 'invalid_price'],
    ['1.23.456', 'amount_grouping', 'invalid_price'],
    ['12.34,5', 'amount_grouping', 'invalid_price'],
    ['1000000000000', 'amount_too_large', 'invalid_price'],
    ['1.000.000.000.000,00', 'amount_too_large', 'invalid_price'],
  ])('%j is %s (an amount) and %s (a book price)', (value, amountKey, priceKey) => {
    expect(messageOf(positive.safeParse(value))).toBe(amountKey)
    expect(messageOf(price.safeParse(value))).toBe(priceKey)
  })

  it('accepts zero only with allowZero', () => {
    expect(messageOf(zeroOrMore.safeParse(-0.01))).toBe('invalid_amount')
    expect(zeroOrMore.safeParse('0').success).toBe(true)
  })
})

describe('parseAmountInput with allowZero (finance amount inputs)', () => {
  it.each(['0', '0,', '0,0', '0,00'])('%s is 0 cents only with allowZero', (text) => {
    expect(parseAmountInput(text)).toBeNull()
    expect(parseAmountInput(text, { allowZero: true })).toBe(0)
  })
})
