// React binding of the Intl helpers: formats follow the active Lingui locale, and amounts the user's choice to
// hide them (src/i18n/amounts.tsx). Views format money only through here (a lint rule keeps formatCurrency out of
// them), so no figure can be left showing; files and inputs keep real values (they do not format for people).
import { createElement } from 'react'
import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { HiddenAmount, hiddenAmountLabel, useAmountsHidden } from './amounts'
import { formatCurrency, formatDate, formatDateTime, formatIsoDay } from './format'

export function useFormat() {
  const { i18n } = useLingui()
  const language = i18n.locale
  const hidden = useAmountsHidden()
  return {
    /** Whether amounts are hidden now. */
    amountsHidden: hidden,
    /** An amount in the page's text: "R$ 1.234,56", or hidden "R$ ••••" that a screen reader reads as "valor oculto". */
    money: (value: number): ReactNode => (hidden ? createElement(HiddenAmount) : formatCurrency(value, language)),
    /** An amount inside an accessible name or description (aria-label, aria-valuetext, title): hidden, the words. */
    moneyLabel: (value: number): string => (hidden ? i18n._(hiddenAmountLabel) : formatCurrency(value, language)),
    date: (value: Date | string | number) => formatDate(value, language),
    dateTime: (value: Date | string | number) => formatDateTime(value, language),
    isoDay: (iso: string) => formatIsoDay(iso, language),
  }
}
