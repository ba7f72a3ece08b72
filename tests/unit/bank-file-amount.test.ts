// Bank-file amounts and days: every quirk of real statement files read to exact cents or refused with its
// reason, and days read as the calendar day they print, whatever offset follows.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MONEY_MAX_CENTS } from '@contract/money'
import { readBankAmount } from '@contract/bank-file/amount'
import { csvDay, ofxDay } from '@contract/bank-file/day'

describe('readBankAmount in an OFX (either decimal separator)', () => {
  it.each([
    ['-836.30 ', -83630, 'trailing spaces (BB)'],
    ['            -11,76', -1176, 'right-aligned with a decimal comma (Santander)'],
    ['0.07', 7, 'a dot next to commas in the same file'],
    ['-530,86', -53086, 'decimal comma (Bradesco)'],
    ['-30.0', -3000, 'one decimal (Inter)'],
    ['-199.9', -19990, 'one decimal (Nubank card)'],
    ['-100', -10000, 'no decimals'],
    ['-30.000', -3000, 'extra zero decimals'],
    ['-3.77000', -377, 'extra zero decimals after two'],
    ['10.000,50', 1000050, 'dot thousands, comma decimal'],
    ['10,000.50', 1000050, 'comma thousands, dot decimal'],
    ['1.234.567', 123456700, 'repeated dots: thousands'],
    ['1,234,567', 123456700, 'repeated commas: thousands'],
    ['+1058,53', 105853, 'a plus sign'],
    ['123,45-', -12345, 'a trailing minus'],
    ['(50,00)', -5000, 'parentheses'],
    [' - R$ 1,00', -100, 'spaces after the sign and R$ (Inter)'],
    ['R$ -1,00', -100, 'R$ before the sign'],
    ['-R$ 1.742,00', -174200, 'R$ after the sign, with thousands'],
    ['1\u00a0234,56', 'invalid_amount', 'a no-break space inside the number'],
    ['0,00', 0, 'zero'],
    ['-0.00', 0, 'minus zero is zero'],
  ] as const)('%j → %j (%s)', (text, expected, _why) => {
    expect(readBankAmount(text)).toBe(expected)
  })

  it.each([
    ['-1.084', 'import_amount_ambiguous', 'one dot before three digits: thousand or decimal'],
    ['1,084', 'import_amount_ambiguous', 'one comma before three digits'],
    ['-3.345', 'import_amount_ambiguous', 'three non-zero decimals'],
    ['1.23456', 'amount_decimals', 'more than two non-zero decimals'],
    ['123 45', 'invalid_amount', 'a space inside the number'],
    ['', 'import_amount_missing', 'nothing'],
    ['   ', 'import_amount_missing', 'only spaces'],
    ['abc', 'invalid_amount', 'letters'],
    ['-(5,00)', 'invalid_amount', 'two signs'],
    ['-5,00-', 'invalid_amount', 'a minus on both sides'],
    ['1.23.4', 'amount_grouping', 'dots not in groups of three'],
    ['12,34.56,78', 'amount_grouping', 'separators mixed up'],
    ['5.', 'invalid_amount', 'a separator with no decimals'],
    ['.5', 'invalid_amount', 'no integer digits'],
    ['1e3', 'invalid_amount', 'an exponent'],
    ['9999999999999,99', 'amount_too_large', 'past numeric(14,2)'],
  ] as const)('%j is refused: %j (%s)', (text, problem, _why) => {
    expect(readBankAmount(text)).toBe(problem)
  })
})

describe('readBankAmount with a declared style', () => {
  it.each([
    [',', '1.084,00', 108400],
    [',', '1.084', 108400],
    [',', '-1.184,18', -118418],
    [',', '26.227,22', 2622722],
    [',', '"R$ 1.742,00"'.slice(1, -1), 174200],
    [',', '10.5', 'amount_grouping'],
    [',', '1,084', 'amount_decimals'],
    ['.', '-1084', -108400],
    ['.', '4558.53', 455853],
    ['.', '-29.64', -2964],
    ['.', '1,084.00', 108400],
    ['.', '1.084', 'amount_decimals'],
  ] as const)("style %j: %j → %j", (style, text, expected) => {
    expect(readBankAmount(text, style)).toBe(expected)
  })
})

describe('ofxDay: the calendar day the first 8 digits print', () => {
  it.each([
    ['20260725000000[-3:BRT]', '2026-07-25'],
    ['20260725235959[-03:EST]', '2026-07-25'],
    ['20260725000000[-0300:BRT]', '2026-07-25'],
    ['20260725000000[0:GMT]', '2026-07-25'],
    ['20260725000000[+12:NZST]', '2026-07-25'],
    ['20260725120000[-5]', '2026-07-25'],
    ['20260725120000.000', '2026-07-25'],
    ['20260725', '2026-07-25'],
    ['  20260101  ', '2026-01-01'],
    ['20240229', '2024-02-29'],
  ])('%j → %s', (text, day) => {
    expect(ofxDay(text)).toBe(day)
  })

  it.each([
    ['00000000000000', 'invalid_date'],
    ['20250229', 'invalid_date'],
    ['20261301', 'invalid_date'],
    ['2026-07-25', 'invalid_date'],
    ['', 'invalid_date'],
    ['18991231', 'date_out_of_range'],
    ['21000101', 'date_out_of_range'],
  ])('%j is refused: %s', (text, problem) => {
    expect(ofxDay(text)).toBe(problem)
  })
})

describe('csvDay: a declared format', () => {
  it.each([
    ['05/12/2025', 'dd/mm/yyyy', '2025-12-05'],
    ['5/1/2025', 'dd/mm/yyyy', '2025-01-05'],
    ['2025-12-05', 'yyyy-mm-dd', '2025-12-05'],
    ['2025-12-05 10:31:00', 'yyyy-mm-dd', '2025-12-05'],
    ['2025-12-05T23:59:59-03:00', 'yyyy-mm-dd', '2025-12-05'],
    ['12/05/2025', 'mm/dd/yyyy', '2025-12-05'],
    ['31/02/2025', 'dd/mm/yyyy', 'invalid_date'],
    ['05/12/25', 'dd/mm/yyyy', 'invalid_date'],
    ['2025-12-05', 'dd/mm/yyyy', 'invalid_date'],
    ['Saldo', 'dd/mm/yyyy', 'invalid_date'],
    ['01/01/1899', 'dd/mm/yyyy', 'date_out_of_range'],
  ] as const)('%j as %s → %s', (text, format, expected) => {
    expect(csvDay(text, format)).toBe(expected)
  })
})

describe('readBankAmount (property): any amount, written as Brazilian banks write it, reads back to its cents', () => {
  /** The digits of |cents| with a thousands separator every three digits. */
  const grouped = (whole: string, separator: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator)
  const writers: Record<string, (whole: string, decimals: string, negative: boolean) => [string, ',' | '.' | 'auto']> = {
    'OFX dot': (whole, decimals, negative) => [`${negative ? '-' : ''}${whole}.${decimals}`, 'auto'],
    'OFX comma, padded': (whole, decimals, negative) => [`   ${negative ? '-' : ''}${whole},${decimals} `, 'auto'],
    'Brazilian thousands': (whole, decimals, negative) => [`${negative ? '-' : ''}${grouped(whole, '.')},${decimals}`, ','],
    'R$ after the sign': (whole, decimals, negative) => [`${negative ? '- ' : ''}R$ ${grouped(whole, '.')},${decimals}`, ','],
    'trailing minus': (whole, decimals, negative) => [`${grouped(whole, '.')},${decimals}${negative ? '-' : ''}`, ','],
    parentheses: (whole, decimals, negative) => [negative ? `(${whole},${decimals})` : `${whole},${decimals}`, ','],
    'Nubank dot': (whole, decimals, negative) => [`${negative ? '-' : ''}${whole}.${decimals}`, '.'],
    'English thousands': (whole, decimals, negative) => [`${negative ? '-' : ''}${grouped(whole, ',')}.${decimals}`, '.'],
  }
  it.each(Object.keys(writers))('%s', (name) => {
    const write = writers[name]
    if (!write) throw new Error(name)
    fc.assert(
      fc.property(fc.integer({ min: -MONEY_MAX_CENTS, max: MONEY_MAX_CENTS }), (cents) => {
        const text = String(Math.abs(cents)).padStart(3, '0')
        const [written, style] = write(text.slice(0, -2), text.slice(-2), cents < 0)
        expect(readBankAmount(written, style)).toBe(cents === 0 ? 0 : cents)
      }),
    )
  })
})
