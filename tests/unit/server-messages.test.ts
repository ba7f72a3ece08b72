// The server's messages live in the SPA's catalogs (server/src/i18n.ts): every key the server translates has a
// text in both languages, in the .po files and in the compiled catalogs the server bundles, and its descriptor's
// id is the key itself. Fails when a key is added to the contract without a text, or a catalog lacks it.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { serverMessageKeys } from '@contract/messages'
import { apiMessages } from '@/i18n/api-messages'
import { fieldMessages } from '@/i18n/field-messages'
import { messages as enCompiled } from '../../locales/en/messages'
import { messages as ptCompiled } from '../../locales/pt-BR/messages'
import { parsePo } from '../support/po'

const keys = [...new Set(serverMessageKeys)]
const locales = [
  { locale: 'en', po: parsePo(readFileSync('locales/en/messages.po', 'utf8')), compiled: enCompiled },
  { locale: 'pt-BR', po: parsePo(readFileSync('locales/pt-BR/messages.po', 'utf8')), compiled: ptCompiled },
] as const

describe('the server messages in the catalogs', () => {
  it('has a descriptor for every key the server translates, its id being the key', () => {
    expect(keys.length).toBeGreaterThan(150)
    const wrong = keys.filter((key) => apiMessages[key]?.id !== key || !apiMessages[key]?.message?.trim())
    expect(wrong).toEqual([])
    // The forms read the same descriptors.
    for (const [key, descriptor] of Object.entries(fieldMessages)) expect(apiMessages[key as keyof typeof apiMessages]).toBe(descriptor)
  })

  it.each(locales)('$locale: every key has a non-empty text in the .po file, under an explicit id', ({ po }) => {
    const entries = new Map(po.filter((entry) => entry.context === null).map((entry) => [entry.id, entry]))
    const missing = keys.filter((key) => !entries.get(key)?.translation.trim() || !entries.get(key)?.explicitId)
    expect(missing).toEqual([])
  })

  it.each(locales)('$locale: every key has the .po text in the compiled catalog the server loads', ({ locale, po, compiled }) => {
    const i18n = setupI18n({ locale, messages: { [locale]: compiled } })
    const texts = new Map(po.map((entry) => [entry.id, entry.translation]))
    const values = { line: 7, reason: 'R' }
    const render = (text: string) => text.replace('{line}', '7').replace('{reason}', 'R')
    const wrong = keys.filter((key) => !(key in compiled) || i18n._(key, values) !== render(texts.get(key) ?? ''))
    expect(wrong).toEqual([])
  })

  it('keeps the English texts of the spec', () => {
    const en = new Map(locales[0].po.map((entry) => [entry.id, entry.translation]))
    expect(en.get('required')).toBe('Required field')
    expect(en.get('invalid_email')).toBe('Invalid email format')
    expect(en.get('required_fields')).toBe('All fields are required!')
    expect(en.get('captcha_required')).toBe('Please confirm the captcha!')
    expect(en.get('fill_required_fields')).toBe('Fill in all required fields.')
    expect(en.get('category_type_required')).toBe('Category Type is required.')
    expect(en.get('person_name_required')).toBe("Fill in the person's name.")
    expect(en.get('files_required')).toBe('Select at least one PNG image.')
    expect(en.get('internal_error')).toBe('An unexpected error occurred. Please try again later.')
  })
})
