// React binding of the Intl helpers: formats follow the active Lingui locale.
import { useLingui } from '@lingui/react'
import { formatCurrency, formatDate, formatDateTime, formatIsoDay } from './format'

export function useFormat() {
  const { i18n } = useLingui()
  const language = i18n.locale
  return {
    currency: (value: number) => formatCurrency(value, language),
    date: (value: Date | string | number) => formatDate(value, language),
    dateTime: (value: Date | string | number) => formatDateTime(value, language),
    isoDay: (iso: string) => formatIsoDay(iso, language),
  }
}
