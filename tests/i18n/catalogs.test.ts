// Fails when a message lacks a translation in either catalog, or the catalogs disagree.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parsePo, type PoEntry } from '../support/po'

const catalogs = {
  en: parsePo(readFileSync('locales/en/messages.po', 'utf8')),
  'pt-BR': parsePo(readFileSync('locales/pt-BR/messages.po', 'utf8')),
}
const key = (entry: PoEntry) => `${entry.context ?? ''}\u0004${entry.id}`

describe('translation catalogs', () => {
  it('are not empty', () => {
    expect(catalogs.en.length).toBeGreaterThan(0)
  })

  it.each(Object.entries(catalogs))('%s: every message has a translation', (_locale, entries) => {
    const missing = entries.filter((entry) => entry.translation.trim() === '').map((entry) => entry.id)
    expect(missing).toEqual([])
  })

  it('both catalogs hold the same messages', () => {
    expect(catalogs['pt-BR'].map(key).sort()).toEqual(catalogs.en.map(key).sort())
  })

  it('placeholders survive translation', () => {
    // The variables of an ICU message: '{name}' and the '{count, plural, …}' of a plural, not the branch texts
    // ('{# overdue entry}') that a translation words its own way.
    // An entry with an explicit id (a server message key) has its English text in the English catalog.
    const placeholders = (text: string) => (text.match(/\{\w+(?=[,}])/g) ?? []).sort()
    const english = new Map(catalogs.en.map((entry) => [key(entry), entry.translation]))
    const source = (entry: PoEntry) => (entry.explicitId ? (english.get(key(entry)) ?? '') : entry.id)
    const wrong = catalogs['pt-BR'].filter((entry) => JSON.stringify(placeholders(source(entry))) !== JSON.stringify(placeholders(entry.translation)))
    expect(wrong.map((entry) => entry.id)).toEqual([])
  })

  it('keeps the exact Portuguese texts of the spec', () => {
    const pt = new Map(catalogs['pt-BR'].map((entry) => [entry.id, entry.translation]))
    expect(pt.get('Please confirm the captcha!')).toBe('Confirme o captcha!')
    expect(pt.get('All fields are required!')).toBe('Todos os campos são obrigatórios!')
    expect(pt.get('The Full Name field must contain only letters!')).toBe('O campo Nome Completo deve conter apenas letras!')
    expect(pt.get('A user with this username already exists.')).toBe('Já existe um usuário cadastrado com este Nome de Usuário.')
    expect(pt.get('Error creating user, please try again!')).toBe('Erro ao criar usuário, tente novamente!')
    // The server's messages, by key (src/i18n/field-messages.ts, src/i18n/api-messages.ts).
    expect(pt.get('required')).toBe('Campo obrigatório')
    expect(pt.get('invalid_email')).toBe('Formato de e-mail inválido')
    expect(pt.get('invalid_full_name')).toBe('O campo Nome Completo deve conter apenas letras!')
    expect(pt.get('required_fields')).toBe('Todos os campos são obrigatórios!')
    expect(pt.get('captcha_required')).toBe('Confirme o captcha!')
    expect(pt.get('captcha_invalid')).toBe('Confirme o captcha!')
    expect(pt.get('user_exists')).toBe('Já existe um usuário cadastrado com este Nome de Usuário.')
    expect(pt.get('fill_required_fields')).toBe('Preencha todos os campos obrigatórios.')
    expect(pt.get('person_name_required')).toBe('Preencha o nome da pessoa.')
  })
})
