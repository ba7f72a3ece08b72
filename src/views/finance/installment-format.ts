// Dates and amounts of the installment pages: due dates are São Paulo calendar days (DESIGN §4), shown
// as 05/08/2027 (pt-BR) or 08/05/2027 (en-US) wherever the browser is; amounts are exact cents in BRL.
import { BUSINESS_TIME_ZONE } from '@/api/schemas/calendar'
import { centsToAmount } from '@/api/schemas/money'
import { formatCurrency, formatDate } from '@/i18n/format'

const dayOptions: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: BUSINESS_TIME_ZONE }

export const formatDay = (iso: string, language: string) => formatDate(iso, language, dayOptions)

export const formatCents = (cents: number, language: string) => formatCurrency(centsToAmount(cents), language)
