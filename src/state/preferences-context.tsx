// The preferences actor (language, theme, hidden amounts) shared by the whole app, and its narrow selectors.
import type { ReactNode } from 'react'
import { createActorContext } from '@xstate/react'
import { preferencesMachine } from '@machines/preferences.machine'
import type { PreferencesInput, PreferencesMachine } from '@machines/preferences.machine'
import { AmountsHiddenContext } from '@/i18n/amounts'
import { actorOptions } from './inspector'

export const PreferencesContext = createActorContext(preferencesMachine)

export function PreferencesProvider({ logic, input, children }: { logic: PreferencesMachine; input: PreferencesInput; children: ReactNode }) {
  return (
    <PreferencesContext.Provider logic={logic} options={{ ...actorOptions(), input }}>
      <AmountsHiddenProvider>{children}</AmountsHiddenProvider>
    </PreferencesContext.Provider>
  )
}

/** Hands the choice to hide amounts to useFormat() (src/i18n, which cannot reach the machines). */
function AmountsHiddenProvider({ children }: { children: ReactNode }) {
  const hidden = PreferencesContext.useSelector((s) => s.context.amountsHidden)
  return <AmountsHiddenContext value={hidden}>{children}</AmountsHiddenContext>
}

export const usePreferencesRef = PreferencesContext.useActorRef

export function useTheme() {
  return PreferencesContext.useSelector((s) => s.context.theme)
}

export function useLanguage() {
  return PreferencesContext.useSelector((s) => s.context.language)
}

/** The language the picker shows: the one being loaded, else the active one. */
export function useChosenLanguage() {
  return PreferencesContext.useSelector((s) => s.context.pendingLanguage ?? s.context.language)
}

/** Whether the user hides amounts on this device (the header's eye button). */
export function useAmountsHiddenChoice(): boolean {
  return PreferencesContext.useSelector((s) => s.context.amountsHidden)
}

export function useLanguageSwitching(): boolean {
  return PreferencesContext.useSelector((s) => s.hasTag('busy'))
}
