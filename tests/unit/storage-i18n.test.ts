import { describe, expect, it } from 'vitest'
import { storage } from '@/lib/storage'
import { resolveInitialLanguage } from '@/i18n/i18n'
import { formatCurrency, formatDate, formatIsoDay } from '@/i18n/format'
import { initialPreferences } from '@/app/start'

describe('storage', () => {
  it('uses the exact keys and rejects invalid values', () => {
    storage.saveSession({ accessToken: 'a', refreshToken: 'r', role: 'Admin', username: 'ana' })
    storage.set('language', 'pt-BR')
    storage.set('theme', 'dark')
    expect(Object.keys(localStorage).sort()).toEqual(['accessToken', 'language', 'nomeUsuario', 'refreshToken', 'theme', 'userRole'])
    localStorage.setItem('userRole', 'Root')
    localStorage.setItem('theme', 'blue')
    expect(storage.get('userRole')).toBeNull()
    expect(storage.get('theme')).toBeNull()
  })

  it('clearSession removes the session keys and keeps the preferences', () => {
    storage.saveSession({ accessToken: 'a', refreshToken: 'r', role: 'User', username: 'ana' })
    storage.set('language', 'en')
    storage.clearSession()
    expect(Object.keys(localStorage)).toEqual(['language'])
  })

  it('hidden amounts are a preference of the device: kept when a session ends', () => {
    storage.saveSession({ accessToken: 'a', refreshToken: 'r', role: 'User', username: 'ana' })
    storage.set('financas.valores', 'ocultos')
    storage.clearSession()
    expect(storage.get('financas.valores')).toBe('ocultos')
    localStorage.setItem('financas.valores', 'sim')
    expect(storage.get('financas.valores')).toBeNull()
  })

  it("a demo's expiry is a session key: kept, forgotten with null, left alone when absent, cleared with the session", () => {
    storage.saveSession({ accessToken: 'a', refreshToken: 'r', role: 'User', username: 'demo.x', demoExpiresAt: '2026-12-05T15:00:00.000-03:00' })
    expect(storage.get('demoExpiraEm')).toBe('2026-12-05T15:00:00.000-03:00')
    storage.saveSession({ accessToken: 'b', refreshToken: 'r2' })
    expect(storage.get('demoExpiraEm')).toBe('2026-12-05T15:00:00.000-03:00')
    storage.saveSession({ accessToken: 'c', refreshToken: 'r3', demoExpiresAt: null })
    expect(storage.get('demoExpiraEm')).toBeNull()
    storage.saveSession({ accessToken: 'a', refreshToken: 'r', demoExpiresAt: '2026-12-05T18:00:00Z' })
    storage.clearSession()
    expect(storage.get('demoExpiraEm')).toBeNull()
    localStorage.setItem('demoExpiraEm', 'tomorrow')
    expect(storage.get('demoExpiraEm')).toBeNull()
  })
})

describe('language and theme at start', () => {
  it.each([
    [null, ['pt-BR'], 'pt-BR'],
    [null, ['pt'], 'pt-BR'],
    [null, ['PT-pt', 'en'], 'pt-BR'],
    [null, ['en-US', 'pt-BR'], 'en'],
    [null, ['de'], 'en'],
    [null, [], 'en'],
    ['en', ['pt-BR'], 'en'],
    ['pt-BR', ['en'], 'pt-BR'],
    ['fr', ['pt-BR'], 'pt-BR'],
  ] as const)('stored %s, browser %o → %s', (stored, browser, expected) => {
    expect(resolveInitialLanguage(stored, browser)).toBe(expected)
  })

  it('theme from storage, else the system preference', () => {
    expect(initialPreferences({ languages: ['en'], prefersDark: true })).toEqual({ language: 'en', theme: 'dark', amountsHidden: false })
    storage.set('theme', 'light')
    expect(initialPreferences({ languages: ['en'], prefersDark: true }).theme).toBe('light')
  })

  it('amounts hidden when this device stored it, shown otherwise', () => {
    storage.set('financas.valores', 'visiveis')
    expect(initialPreferences({ languages: ['en'], prefersDark: false }).amountsHidden).toBe(false)
    storage.set('financas.valores', 'ocultos')
    expect(initialPreferences({ languages: ['en'], prefersDark: false }).amountsHidden).toBe(true)
  })
})

describe('formatting (BRL, pt-BR or en-US)', () => {
  it('formats BRL in both locales', () => {
    expect(formatCurrency(1234.5, 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 1.234,50')
    expect(formatCurrency(1234.5, 'en')).toBe('R$\u00a01,234.50')
  })

  it('formats dates per language, calendar days without timezone shifts', () => {
    const date = new Date(2024, 4, 31, 12)
    expect(formatDate(date, 'pt-BR')).toBe('31 de mai. de 2024')
    // The month by name in both languages, never the ambiguous 5/31/24.
    expect(formatDate(date, 'en')).toBe('May 31, 2024')
    expect(formatIsoDay('2024-01-01T00:00:00Z', 'pt-BR')).toBe('1 de jan. de 2024')
    expect(formatDate('not a date', 'en')).toBe('')
  })
})
