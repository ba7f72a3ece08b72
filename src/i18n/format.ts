// Money and dates for people, the one place the app formats them (BRL always; pt-BR formatting for
// Portuguese, en-US for English; docs/product-rules.md#money). One style per language: "R$ 9.984,86" and "30 de set. de
// 2026" in Portuguese, "R$ 9,984.86" and "Sep 30, 2026" in English.
import type { Language } from '@/lib/storage'

export function intlLocale(language: Language | string): 'pt-BR' | 'en-US' {
  return language === 'pt-BR' ? 'pt-BR' : 'en-US'
}

const currencyFormats = new Map<string, Intl.NumberFormat>()

function currencyFormat(language: Language | string, compact: boolean): Intl.NumberFormat {
  const locale = intlLocale(language)
  const key = `${locale} ${compact}`
  let format = currencyFormats.get(key)
  if (!format) {
    const options: Intl.NumberFormatOptions = compact
      ? { style: 'currency', currency: 'BRL', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
      : { style: 'currency', currency: 'BRL' }
    format = new Intl.NumberFormat(locale, options)
    currencyFormats.set(key, format)
  }
  return format
}

/** en-US writes "R$9,984.86"; the symbol takes a no-break space after it, as in Portuguese ("R$ 9.984,86"). */
const spaced = (text: string) => text.replace(/R\$(?=\d)/, 'R$\u00a0')

/** What stands for the digits of an amount the user chose to hide ("R$ ••••"). */
export const HIDDEN_DIGITS = '••••'

/**
 * An amount hidden (the header's "Hide amounts"): the language's currency symbol and HIDDEN_DIGITS, the same
 * for every value and sign, so that nothing of the figure shows: "R$ ••••" in both languages.
 */
export function formatHiddenCurrency(language: Language | string): string {
  const symbol = currencyFormat(language, false)
    .formatToParts(0)
    .filter((part) => part.type === 'currency')
    .map((part) => part.value)
    .join('')
  return `${symbol}\u00a0${HIDDEN_DIGITS}`
}

/**
 * An amount for people. `hidden` (the user hides amounts) gives formatHiddenCurrency: views never pass it
 * themselves, they format through useFormat() (src/i18n/use-format.ts), which knows the choice.
 */
export function formatCurrency(value: number, language: Language | string, hidden = false): string {
  return hidden ? formatHiddenCurrency(language) : spaced(currencyFormat(language, false).format(value))
}

/** A short amount for chart axes: "R$ 10K" / "R$ 10 mil" (hidden: "R$ ••••", as formatCurrency). */
export function formatCompactCurrency(value: number, language: Language | string, hidden = false): string {
  return hidden ? formatHiddenCurrency(language) : spaced(currencyFormat(language, true).format(value))
}

/**
 * A chart's amounts (its drawing, which nothing reads aloud): the full and the short form, hidden when `hidden`.
 * `hidden` is required, so that no chart can forget the user's choice.
 */
export function chartMoneyFormats(language: Language | string, hidden: boolean): { full: (value: number) => string; compact: (value: number) => string } {
  return { full: (value) => formatCurrency(value, language, hidden), compact: (value) => formatCompactCurrency(value, language, hidden) }
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value)
}

/**
 * Dates for people: the day, the month's short name and the year in both languages,
 * "1 de ago. de 2008" / "Aug 1, 2008" — never the ambiguous all-numeric 8/1/2008. English dates are en-US,
 * like English amounts ("30 Sept 2026" beside "R$9,984.86" would mix two styles).
 */
export const MEDIUM_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }
const MEDIUM_DATE_TIME: Intl.DateTimeFormatOptions = { ...MEDIUM_DATE, hour: '2-digit', minute: '2-digit' }

const dateLocale = intlLocale

/** Formatters by locale and options: building one costs far more than using it (a table formats every row). */
const dateFormats = new Map<string, Intl.DateTimeFormat>()
/** The same cache by the options object itself: the module's own options skip building the key (a row formats several dates). */
const dateFormatsByOptions = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>()

function format(value: Date | string | number, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value)
  if (Number.isNaN(date.getTime())) return ''
  // Only formatters with an explicit time zone are kept: one without takes the zone of its creation.
  if (!options.timeZone) return new Intl.DateTimeFormat(locale, options).format(date)
  let byLocale = dateFormatsByOptions.get(options)
  if (!byLocale) dateFormatsByOptions.set(options, (byLocale = new Map()))
  let formatter = byLocale.get(locale)
  if (!formatter) {
    const key = `${locale} ${JSON.stringify(options)}`
    formatter = dateFormats.get(key) ?? new Intl.DateTimeFormat(locale, options)
    dateFormats.set(key, formatter)
    byLocale.set(locale, formatter)
  }
  return formatter.format(date)
}

export function formatDate(value: Date | string | number, language: Language | string, options: Intl.DateTimeFormatOptions = MEDIUM_DATE): string {
  return format(value, dateLocale(language), options)
}

export function formatDateTime(value: Date | string | number, language: Language | string): string {
  return formatDate(value, language, MEDIUM_DATE_TIME)
}

/** A calendar date stored as an ISO date-time ("2024-05-01T00:00:00Z") shown without a timezone shift. */
export function formatIsoDay(iso: string, language: Language | string, options?: Intl.DateTimeFormatOptions): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  if (!day) return formatDate(iso, language, options)
  const [, y, m, d] = day
  // The calendar day itself, read in UTC: no zone of the browser can move it (and the formatter is cached).
  return formatDate(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))), language, { ...(options ?? MEDIUM_DATE), timeZone: 'UTC' })
}

const LONG_MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' }
const SHORT_MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' }
const SAO_PAULO_DATE: Intl.DateTimeFormatOptions = { ...MEDIUM_DATE, timeZone: 'America/Sao_Paulo' }

/** A 'YYYY-MM' month as the language names it: 'novembro de 2026' / 'November 2026'. */
export function formatMonth(month: string, language: Language | string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  if (!match) return month
  const middle = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15))
  return format(middle, intlLocale(language), LONG_MONTH)
}

/** A short month for chart axes and table headers: 'nov. de 2026' / 'Nov 2026'. */
export function formatShortMonth(month: string, language: Language | string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  if (!match) return month
  const middle = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15))
  return format(middle, intlLocale(language), SHORT_MONTH)
}

/** A finance date (an instant) as its day in the product's time zone (São Paulo, docs/product-rules.md#dates). */
export function formatSaoPauloDate(value: Date | string, language: Language | string): string {
  return formatDate(value, language, SAO_PAULO_DATE)
}

/** The calendar fields of an instant in São Paulo (docs/product-rules.md#dates), zero-padded, 24-hour clock. */
const saoPauloFields = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * The numeric date (and time) of a spreadsheet cell, in the São Paulo day, with a four-digit year and no
 * comma, so that a spreadsheet of the language reads one date or date-time value:
 * 24/11/2026 and "24/11/2026 08:00" in Portuguese, 11/24/2026 and "11/24/2026 08:00" in English.
 */
export function formatSpreadsheetDate(value: Date | string, language: Language | string, { time = false }: { time?: boolean } = {}): string {
  const date = toDate(value)
  if (Number.isNaN(date.getTime())) return ''
  const field = Object.fromEntries(saoPauloFields.formatToParts(date).map((part) => [part.type, part.value]))
  const day = language === 'pt-BR' ? `${field.day}/${field.month}/${field.year}` : `${field.month}/${field.day}/${field.year}`
  return time ? `${day} ${field.hour}:${field.minute}` : day
}
