// The preferences actor (language, theme) shared by the whole app, and its narrow selectors.
import type { ReactNode } from 'react'
import { createActorContext } from '@xstate/react'
import { preferencesMachine } from '@machines/preferences.machine'
import type { PreferencesInput, PreferencesMachine } from '@machines/preferences.machine'
import { actorOptions } from './inspector'

export const PreferencesContext = createActorContext(preferencesMachine)

export function PreferencesProvider({ logic, input, children }: { logic: PreferencesMachine; input: PreferencesInput; children: ReactNode }) {
  return (
    <PreferencesContext.Provider logic={logic} options={{ ...actorOptions(), input }}>
      {children}
    </PreferencesContext.Provider>
  )
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

export function useLanguageSwitching(): boolean {
  return PreferencesContext.useSelector((s) => s.hasTag('busy'))
}
