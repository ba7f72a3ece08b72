// One style of money and dates per language (docs/product-rules.md#money: BRL, pt-BR for Portuguese and en-US
// for English): English reads "R$ 9,984.86" beside "Sep 30, 2026", Portuguese "R$ 9.984,86" beside
// "30 de set. de 2026". Every amount and date on screen goes through src/i18n/format.ts.
import { describe, expect, it } from 'vitest'
import { chartMoneyFormats, formatSaoPauloDate, formatCompactCurrency, formatCurrency, formatDate, formatDateTime, formatHiddenCurrency, formatIsoDay } from '@/i18n/format'

const nbsp = (text: string) => text.replace(/ /g, '\u00a0')

describe('money', () => {
  it('English: the symbol, a space, then en-US digits; Portuguese as pt-BR writes it', () => {
    expect(formatCurrency(9984.86, 'en')).toBe(nbsp('R$ 9,984.86'))
    expect(formatCurrency(-100.1, 'en')).toBe(nbsp('-R$ 100.10'))
    expect(formatCurrency(0, 'en')).toBe(nbsp('R$ 0.00'))
    expect(formatCurrency(9984.86, 'pt-BR')).toBe(nbsp('R$ 9.984,86'))
    expect(formatCurrency(-100.1, 'pt-BR')).toBe(nbsp('-R$ 100,10'))
  })

  it('compact amounts (chart axes) follow the same style', () => {
    expect(formatCompactCurrency(10_000, 'en')).toBe(nbsp('R$ 10K'))
    expect(formatCompactCurrency(1_500, 'en')).toBe(nbsp('R$ 1.5K'))
    expect(formatCompactCurrency(0, 'en')).toBe(nbsp('R$ 0'))
    expect(formatCompactCurrency(10_000, 'pt-BR')).toBe(nbsp('R$ 10 mil'))
  })
})

describe('hidden amounts', () => {
  it('every value, sign and size reads "R$ ••••" in both languages, full and compact', () => {
    for (const language of ['pt-BR', 'en'] as const) {
      expect(formatHiddenCurrency(language)).toBe(nbsp('R$ ••••'))
      for (const value of [0, 9984.86, -100.1, 1_234_567.89]) {
        expect(formatCurrency(value, language, true)).toBe(nbsp('R$ ••••'))
        expect(formatCompactCurrency(value, language, true)).toBe(nbsp('R$ ••••'))
      }
    }
  })

  it('a chart formats as asked: hidden, or the real figures', () => {
    expect(chartMoneyFormats('pt-BR', true).full(10)).toBe(nbsp('R$ ••••'))
    expect(chartMoneyFormats('pt-BR', true).compact(10_000)).toBe(nbsp('R$ ••••'))
    expect(chartMoneyFormats('pt-BR', false).full(10)).toBe(nbsp('R$ 10,00'))
    expect(chartMoneyFormats('en', false).compact(10_000)).toBe(nbsp('R$ 10K'))
  })
})

describe('dates', () => {
  const day = new Date('2026-09-30T15:00:00.000Z')
  it('English: "Sep 30, 2026" (en-US, never the all-numeric 9/30/2026); Portuguese "30 de set. de 2026"', () => {
    expect(formatDate(day, 'en')).toBe('Sep 30, 2026')
    expect(formatSaoPauloDate(day, 'en')).toBe('Sep 30, 2026')
    expect(formatIsoDay('2026-09-30T00:00:00Z', 'en')).toBe('Sep 30, 2026')
    expect(formatDate(day, 'pt-BR')).toBe('30 de set. de 2026')
  })

  it('date-times keep the same date style', () => {
    expect(formatDateTime(day, 'en')).toMatch(/^Sep 30, 2026, \d{2}:\d{2}\s?(AM|PM)$/)
    expect(formatDateTime(day, 'pt-BR')).toMatch(/^30 de set\. de 2026, \d{2}:\d{2}$/)
  })
})
