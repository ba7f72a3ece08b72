// Typed access to the app's local-storage keys, named exactly as below; nothing else in the SPA touches localStorage.
// The language is mirrored into a cookie of the same name, so the server answers a public page already
// in the stored language; the storage key stays the source of truth.
import type { Role } from '@contract/auth'

export type Language = 'pt-BR' | 'en'
export type Theme = 'light' | 'dark'

interface StoredValues {
  accessToken: string
  refreshToken: string
  userRole: Role
  nomeUsuario: string
  /** The signed-in user's full name (the header greets by its first word); a session key like the four above. */
  nomeCompleto: string
  /** When the signed-in visitor's demo account expires (ISO date-time); absent for every other account. A session key. */
  demoExpiraEm: string
  language: Language
  theme: Theme
  /** The id of the bank account the user last chose for an entry or a payment: the next new entry's default. */
  'financas.ultimaConta': string
  /** The quick add's last type ('Despesa' or 'Receita'). */
  'financas.rapido.tipo': string
  /** The quick add's last account or card ('conta:7', 'cartao:4'). */
  'financas.rapido.origem': string
  /** The panel's first-steps list dismissed, by whom ('dispensado:<username>'). */
  'financas.primeirosPassos': string
  /** The entries page's filter bar as the user last left it on this device ('aberto' or 'fechado'). */
  'financas.lancamentos.filtros': string
  /** Amounts hidden on this device (the header's "Hide amounts"): 'ocultos', or 'visiveis' (the default). */
  'financas.valores': AmountsVisibility
}

export type AmountsVisibility = 'ocultos' | 'visiveis'

export type StorageKey = keyof StoredValues

const sessionKeys = ['accessToken', 'refreshToken', 'userRole', 'nomeUsuario', 'nomeCompleto', 'demoExpiraEm'] as const satisfies readonly StorageKey[]

const validators: { [K in StorageKey]: (value: string) => value is StoredValues[K] } = {
  accessToken: (v): v is string => v.length > 0,
  refreshToken: (v): v is string => v.length > 0,
  userRole: (v): v is Role => v === 'User' || v === 'Admin',
  nomeUsuario: (v): v is string => v.length > 0,
  nomeCompleto: (v): v is string => v.trim().length > 0,
  demoExpiraEm: (v): v is string => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)),
  language: (v): v is Language => v === 'pt-BR' || v === 'en',
  theme: (v): v is Theme => v === 'light' || v === 'dark',
  'financas.ultimaConta': (v): v is string => /^[1-9]\d{0,9}$/.test(v),
  'financas.rapido.tipo': (v): v is string => v === 'Despesa' || v === 'Receita',
  'financas.rapido.origem': (v): v is string => /^(conta|cartao):[1-9]\d{0,9}$/.test(v),
  'financas.primeirosPassos': (v): v is string => /^dispensado:.+$/.test(v),
  'financas.lancamentos.filtros': (v): v is string => v === 'aberto' || v === 'fechado',
  'financas.valores': (v): v is AmountsVisibility => v === 'ocultos' || v === 'visiveis',
}

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Storage can throw (privacy mode, disabled cookies): behave as empty.
    return null
  }
}

const YEAR_SECONDS = 365 * 24 * 60 * 60

/** Writes (or, with null, expires) the `language` cookie the server reads to pick a prerendered page. */
function mirrorLanguageCookie(language: Language | null): void {
  if (typeof document === 'undefined') return
  document.cookie = language ? `language=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax` : 'language=; Path=/; Max-Age=0; SameSite=Lax'
}

export const storage = {
  get<K extends StorageKey>(key: K): StoredValues[K] | null {
    const raw = backend()?.getItem(key) ?? null
    return raw !== null && validators[key](raw) ? raw : null
  },
  set<K extends StorageKey>(key: K, value: StoredValues[K]): void {
    try {
      backend()?.setItem(key, value)
    } catch {
      // Quota or privacy errors: the value simply is not persisted.
    }
    if (key === 'language') mirrorLanguageCookie(value as Language)
  },
  remove(key: StorageKey): void {
    try {
      backend()?.removeItem(key)
    } catch {
      // Same as set: a storage that throws simply keeps nothing we can clear.
    }
    if (key === 'language') mirrorLanguageCookie(null)
  },
  /** Brings the `language` cookie in line with the stored choice (a choice stored before the cookie existed). */
  syncLanguageCookie(): void {
    const language = storage.get('language')
    const cookie = typeof document === 'undefined' ? null : (/(?:^|;\s*)language=([^;]*)/.exec(document.cookie)?.[1] ?? null)
    if (cookie !== language) mirrorLanguageCookie(language)
  },
  /**
   * Stores what a successful sign-in or refresh returns. `demoExpiresAt`: a demo's expiry is kept, null forgets
   * it (the account is no demo, or no longer), absent leaves what is stored.
   */
  saveSession(session: { accessToken: string; refreshToken: string; role?: Role; username?: string; fullName?: string | undefined; demoExpiresAt?: string | null | undefined }): void {
    storage.set('accessToken', session.accessToken)
    storage.set('refreshToken', session.refreshToken)
    if (session.role) storage.set('userRole', session.role)
    if (session.username) storage.set('nomeUsuario', session.username)
    if (session.fullName?.trim()) storage.set('nomeCompleto', session.fullName)
    if (session.demoExpiresAt) storage.set('demoExpiraEm', session.demoExpiresAt)
    else if (session.demoExpiresAt === null) storage.remove('demoExpiraEm')
  },
  /** A failed token check clears the session keys; language and theme are preferences and survive. */
  clearSession(): void {
    for (const key of sessionKeys) storage.remove(key)
  },
  /** Logout clears every key of the app, preferences included. */
  clearAll(): void {
    for (const key of Object.keys(validators) as StorageKey[]) storage.remove(key)
  },
}
