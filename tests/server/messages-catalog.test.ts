import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parsePo } from '../support/po'
import { sharedTestApp, uniqueUsername } from './support/test-app'

// The API answers with the texts of the SPA's catalogs (server/src/i18n.ts reads the compiled locales/*/messages):
// the same entry a form shows, in the request's language, placeholders filled, and each request in its own
// language while others in the other language run at the same time.

const catalog = (locale: string) => new Map(parsePo(readFileSync(`locales/${locale}/messages.po`, 'utf8')).map((entry) => [entry.id, entry.translation]))
const texts = { 'pt-BR': catalog('pt-BR'), en: catalog('en') }
const text = (locale: keyof typeof texts, key: string) => texts[locale].get(key) ?? `(no ${key} in ${locale})`

const t = sharedTestApp()

const shortPassword = (language: string) =>
  t.request('/api/auth/v1', { body: { nomeUsuario: uniqueUsername(), senha: '1234567', nomeCompleto: 'Maria da Silva' }, language })

describe('server messages from the catalogs', () => {
  it.each(['pt-BR', 'en'] as const)('%s: a 400 carries the catalog text of its key, for the message and the field', async (language) => {
    const response = await shortPassword(language)
    expect(response.status).toBe(400)
    const message = text(language, 'password_too_short')
    expect(message).toMatch(/8/)
    expect(await response.json()).toEqual({ message, code: 'password_too_short', errors: { senha: message }, errorCodes: { senha: 'password_too_short' } })
  })

  it('fills the placeholders of a message: a file refused for one line names it and why', async () => {
    const session = await t.asUser()
    const account = await t.request('/v1/api/contabancaria', {
      body: { nome: 'Conta', tipo: 'Corrente', saldoInicial: 0, dataSaldoInicial: '2026-06-01' },
      headers: session.headers,
    })
    expect(account.status).toBe(201)
    const { id } = (await account.json()) as { id: number }
    for (const language of ['pt-BR', 'en'] as const) {
      const form = new FormData()
      form.append('arquivo', new File([new TextEncoder().encode('%PDF-1.4 \u0000\u0001 not a statement')], 'extrato.ofx'))
      form.append('contaBancariaId', String(id))
      const response = await t.app.request('/v1/api/importacao', { method: 'POST', body: form, headers: { ...session.headers, 'accept-language': language } })
      expect(response.status).toBe(400)
      const line = text(language, 'line_of_file_reason').replace('{line}', '1').replace('{reason}', text(language, 'import_not_bank_file'))
      expect(line).toMatch(/^(Linha|Line) 1: /)
      expect(((await response.json()) as { message: string }).message).toBe(`${text(language, 'import_unreadable')} ${line}`)
    }
  })

  it('answers concurrent requests each in its own language', async () => {
    const languages = Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? 'pt-BR' : 'en') as 'pt-BR' | 'en')
    const bodies = await Promise.all(languages.map(async (language) => ((await (await shortPassword(language)).json()) as { message: string }).message))
    expect(bodies).toEqual(languages.map((language) => text(language, 'password_too_short')))
  })
})
