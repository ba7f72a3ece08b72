// Whether the user hides amounts (the header's eye button, a preference kept per device), and how a hidden
// amount is written: "R$ ••••" to the eye and "valor oculto" / "amount hidden" to a screen reader.
// The preferences provider (src/state/preferences-context.tsx) gives the choice; useFormat() reads it.
import { createContext, useContext } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { visuallyHidden } from '@/styles/recipes.css'
import { formatHiddenCurrency } from './format'

/** The words a screen reader says for a hidden amount (its "R$ ••••" is hidden from it). */
export const hiddenAmountLabel = msg`amount hidden`

/** True while the user hides amounts; false outside the app's providers (public pages never show amounts). */
export const AmountsHiddenContext = createContext(false)

export function useAmountsHidden(): boolean {
  return useContext(AmountsHiddenContext)
}

/** A hidden amount in a page's text: the symbol and dots for the eye, the words for the ear. */
export function HiddenAmount() {
  const { i18n } = useLingui()
  return (
    <span data-amount-hidden="">
      <span aria-hidden="true">{formatHiddenCurrency(i18n.locale)}</span>
      <span className={visuallyHidden}>{i18n._(hiddenAmountLabel)}</span>
    </span>
  )
}
