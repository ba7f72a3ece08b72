// The category names a select of every category shows: the type beside a name another category shares
// ignoring case and accents, the same whether asked per category or for the whole list at once.
import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import type { Category } from '@contract/category'
import { loadCatalog } from '@/i18n/i18n'
import { categoryLabel, categoryLabels } from '@/views/finance/finance-labels'

const category = (id: number, nomeCategoria: string, tipoCategoria: Category['tipoCategoria']) => ({ id, nomeCategoria, tipoCategoria }) as Category

const list = [category(1, 'Mercado', 'Despesa'), category(2, 'mércado', 'Receita'), category(3, 'Salário', 'Receita'), category(4, 'Luz', 'Despesa'), category(5, 'LUZ', 'Despesa')]

describe('categoryLabels', () => {
  it.each(['pt-BR', 'en'] as const)('names each category as categoryLabel does (%s)', async (language) => {
    const i18n = setupI18n({ locale: language, messages: { [language]: await loadCatalog(language) } })
    expect(categoryLabels(list, i18n)).toEqual(list.map((each) => categoryLabel(each, list, i18n)))
    expect(categoryLabels(list, i18n)[2]).toBe('Salário')
    expect(categoryLabels(list, i18n)[0]).toBe(language === 'en' ? 'Mercado (Expense)' : 'Mercado (Despesa)')
  })

  it('answers nothing for no categories', async () => {
    expect(categoryLabels([], setupI18n({ locale: 'en', messages: { en: await loadCatalog('en') } }))).toEqual([])
  })
})
