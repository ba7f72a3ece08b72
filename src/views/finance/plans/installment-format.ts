// Dates of the installment pages: due dates are São Paulo calendar days, shown as 5 de ago. de 2027 /
// 5 Aug 2027 wherever the browser is (their amounts go through useFormat(), which may hide them).
import { BUSINESS_TIME_ZONE } from '@contract/calendar'
import { formatDate, MEDIUM_DATE } from '@/i18n/format'

const dayOptions: Intl.DateTimeFormatOptions = { ...MEDIUM_DATE, timeZone: BUSINESS_TIME_ZONE }

export const formatDay = (iso: string, language: string) => formatDate(iso, language, dayOptions)
