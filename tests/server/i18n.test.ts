import { describe, expect, it } from 'vitest'
import { serverMessageKeys } from '@contract/messages'
import { languageFromHeader, t, translate } from '@server/i18n'

// Server messages in both languages (the SPA's compiled catalogs), picked by Accept-Language: the best-ranked of
// pt*/en*, else English.

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['pt-BR', 'pt'],
    ['pt', 'pt'],
    ['PT-pt', 'pt'],
    ['en-US,en;q=0.9', 'en'],
    ['pt-BR,pt;q=0.9,en-US;q=0.8', 'pt'],
    ['en;q=0.5, pt-BR', 'pt'],
    ['fr-FR, pt;q=0.8', 'pt'],
    ['fr, pt-BR;q=0.8', 'pt'],
    ['fr, de;q=0.9, pt-BR;q=0.8, en;q=0.7', 'pt'],
    ['fr, en;q=0.8, pt;q=0.7', 'en'],
    ['en-GB;q=0.2, pt-PT;q=0.3, fr', 'pt'],
    ['pt-BR;Q=0.4, en;q=0.5', 'en'],
    ['pt_BR', 'pt'],
    ['de, en;q=0.1', 'en'],
    ['de, fr;q=0.5', 'en'],
    ['pt;q=0, en', 'en'],
    ['pt;q=0', 'en'],
    ['ptx, es', 'en'],
    ['*', 'en'],
    ['fr, *;q=0.5', 'en'],
  ] as const)('%j → %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language)
  })
})

describe('message dictionary', () => {
  it('has a text in both languages for every key it translates (a key missing from a catalog reads as the key)', () => {
    for (const key of serverMessageKeys) {
      for (const language of ['en', 'pt'] as const) {
        expect(translate(key, language).trim(), `${key} (${language})`).not.toBe('')
        expect(translate(key, language), `${key} (${language})`).not.toBe(key)
      }
    }
  })

  it('fills placeholders, in each language at once', () => {
    expect(t('line_of_file_reason', 'pt', { line: 3, reason: translate('import_zero_amount', 'pt') })).toBe('Linha 3: Valor zero.')
    expect(t('line_of_file', 'en', { line: 12 })).toBe('Line 12.')
  })

  it('uses the validation and error texts of the original site', () => {
    expect(translate('invalid_credentials', 'en')).toBe('Invalid username or password')
    expect(translate('user_exists', 'pt')).toBe('Já existe um usuário cadastrado com este Nome de Usuário.')
    expect(translate('required_fields', 'pt')).toBe('Todos os campos são obrigatórios!')
    expect(translate('required_fields', 'en')).toBe('All fields are required!')
    expect(translate('invalid_full_name', 'pt')).toBe('O campo Nome Completo deve conter apenas letras!')
    expect(translate('captcha_required', 'pt')).toBe('Confirme o captcha!')
    expect(translate('captcha_required', 'en')).toBe('Please confirm the captcha!')
    expect(translate('rate_limited', 'en')).toBe('Too many attempts. Try again in a few minutes.')
    expect(translate('fill_required_fields', 'pt')).toBe('Preencha todos os campos obrigatórios.')
    expect(translate('fill_required_fields', 'en')).toBe('Fill in all required fields.')
    expect(translate('category_type_required', 'en')).toBe('Category Type is required.')
    expect(translate('person_name_required', 'pt')).toBe('Preencha o nome da pessoa.')
    expect(translate('person_name_required', 'en')).toBe("Fill in the person's name.")
  })
})
