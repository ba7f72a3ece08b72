// Brazil's national holidays and business days (docs/product-rules.md#recurring-entries), pure arithmetic on
// 'YYYY-MM-DD' calendar days: the fixed dates of federal law and those that follow Easter, which is worked out
// by the Gregorian computus. Shared by the API (a recurring series' Antecipar / Adiar) and the SPA; no zod here.
import { addCalendarDays, dayText, readDay, weekday } from './days'

/** Why a day is a holiday: the name's key (the SPA translates it). */
export type HolidayName =
  | 'confraternizacao'
  | 'carnavalSegunda'
  | 'carnavalTerca'
  | 'sextaFeiraSanta'
  | 'tiradentes'
  | 'diaDoTrabalho'
  | 'corpusChristi'
  | 'independencia'
  | 'nossaSenhoraAparecida'
  | 'finados'
  | 'proclamacaoDaRepublica'
  | 'conscienciaNegra'
  | 'natal'

export interface Holiday {
  /** 'YYYY-MM-DD' */
  dia: string
  nome: HolidayName
}

/** The first year Dia Nacional de Zumbi e da Consciência Negra (20 November) is a national holiday (Lei 14.759/2023). */
export const CONSCIENCIA_NEGRA_FROM = 2024

/** Fixed national holidays: month, day, name (Lei 662/1949, Lei 6.802/1980, Lei 10.607/2002). */
const FIXED: readonly (readonly [number, number, HolidayName])[] = [
  [1, 1, 'confraternizacao'],
  [4, 21, 'tiradentes'],
  [5, 1, 'diaDoTrabalho'],
  [9, 7, 'independencia'],
  [10, 12, 'nossaSenhoraAparecida'],
  [11, 2, 'finados'],
  [11, 15, 'proclamacaoDaRepublica'],
  [11, 20, 'conscienciaNegra'],
  [12, 25, 'natal'],
]

/** Days from Easter Sunday of the holidays that follow it. */
const FROM_EASTER: readonly (readonly [number, HolidayName])[] = [
  [-48, 'carnavalSegunda'],
  [-47, 'carnavalTerca'],
  [-2, 'sextaFeiraSanta'],
  [60, 'corpusChristi'],
]

/**
 * Easter Sunday of a Gregorian year, 'YYYY-MM-DD': the anonymous Gregorian algorithm (Meeus/Jones/Butcher), exact
 * for every year of the Gregorian calendar.
 */
export function easterSunday(year: number): string {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) throw new RangeError(`Not a Gregorian year: ${year}`)
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return dayText(year, month, day)
}

const byYear = new Map<number, Holiday[]>()
/** Per year, its holidays by day: a recurring series asks for every occurrence, a property test for thousands. */
const daysByYear = new Map<number, Map<string, Holiday>>()

/** The national holidays of a year, by date (Carnaval counted as the national optional days banks close on). */
export function nationalHolidays(year: number): Holiday[] {
  const known = byYear.get(year)
  if (known) return known
  const easter = easterSunday(year)
  const list: Holiday[] = [
    ...FIXED.filter(([, , nome]) => nome !== 'conscienciaNegra' || year >= CONSCIENCIA_NEGRA_FROM).map(([month, day, nome]) => ({ dia: dayText(year, month, day), nome })),
    ...FROM_EASTER.map(([offset, nome]) => ({ dia: addCalendarDays(easter, offset), nome })),
  ].sort((x, y) => (x.dia < y.dia ? -1 : x.dia > y.dia ? 1 : 0))
  byYear.set(year, list)
  return list
}

/** The national holiday on a day, or null (the first of two on one day: Sexta-feira Santa on Tiradentes). */
export function holidayOn(day: string): Holiday | null {
  // The year is read from the text (readDay checks the whole day once a year is new: it builds a Date).
  const year = Number(day.slice(0, 4))
  let days = daysByYear.get(year)
  if (!days) {
    readDay(day)
    days = new Map()
    for (const holiday of nationalHolidays(year)) if (!days.has(holiday.dia)) days.set(holiday.dia, holiday)
    daysByYear.set(year, days)
  }
  return days.get(day) ?? null
}

/** Neither a Saturday, a Sunday nor a national holiday. */
export function isBusinessDay(day: string): boolean {
  const dow = weekday(day)
  return dow !== 0 && dow !== 6 && holidayOn(day) === null
}

/** The day itself when it is a business day, else the nearest one before (`-1`) or after (`1`) it. */
export function businessDayFrom(day: string, direction: -1 | 1): string {
  let current = day
  // At most 4 days apart (Carnaval Monday and Tuesday next to a weekend, or a holiday next to one).
  while (!isBusinessDay(current)) current = addCalendarDays(current, direction)
  return current
}
