// Fails when a message lacks a translation in either catalog, or the catalogs disagree.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

interface Entry {
  context: string | null
  id: string
  translation: string
}

function unquote(line: string, keyword: string): string {
  return JSON.parse(line.slice(keyword.length + 1)) as string
}

/** A small .po parser: msgctxt/msgid/msgstr with multi-line string continuations. */
export function parsePo(text: string): Entry[] {
  const entries: Entry[] = []
  let current: { msgctxt?: string; msgid?: string; msgstr?: string } = {}
  let last: 'msgctxt' | 'msgid' | 'msgstr' | null = null
  const flush = () => {
    if (current.msgid !== undefined && current.msgid !== '') {
      entries.push({ context: current.msgctxt ?? null, id: current.msgid, translation: current.msgstr ?? '' })
    }
    current = {}
    last = null
  }
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) {
      if (line === '') flush()
      continue
    }
    const keyword = (['msgctxt', 'msgid', 'msgstr'] as const).find((k) => line.startsWith(`${k} `))
    if (keyword) {
      if (keyword !== 'msgstr' && last === 'msgstr') flush()
      current[keyword] = unquote(line, keyword)
      last = keyword
    } else if (line.startsWith('"') && last) {
      current[last] = (current[last] ?? '') + (JSON.parse(line) as string)
    }
  }
  flush()
  return entries
}

const catalogs = {
  en: parsePo(readFileSync('locales/en/messages.po', 'utf8')),
  'pt-BR': parsePo(readFileSync('locales/pt-BR/messages.po', 'utf8')),
}
const key = (entry: Entry) => `${entry.context ?? ''}\u0004${entry.id}`

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
    const placeholders = (text: string) => (text.match(/\{\w+(?=[,}])/g) ?? []).sort()
    const wrong = catalogs['pt-BR'].filter((entry) => JSON.stringify(placeholders(entry.id)) !== JSON.stringify(placeholders(entry.translation)))
    expect(wrong.map((entry) => entry.id)).toEqual([])
  })

  it('keeps the exact Portuguese texts of the spec', () => {
    const pt = new Map(catalogs['pt-BR'].map((entry) => [entry.id, entry.translation]))
    expect(pt.get('Please confirm the captcha!')).toBe('Confirme o captcha!')
    expect(pt.get('All fields are required!')).toBe('Todos os campos são obrigatórios!')
    expect(pt.get('The Full Name field must contain only letters!')).toBe('O campo Nome Completo deve conter apenas letras!')
    expect(pt.get('A user with this username already exists.')).toBe('Já existe um usuário cadastrado com este Nome de Usuário.')
    expect(pt.get('Error creating user, please try again!')).toBe('Erro ao criar usuário, tente novamente!')
  })
})
