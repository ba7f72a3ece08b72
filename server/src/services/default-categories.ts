import type { CategoryType } from '@contract/finance'
import type { Language } from '../i18n'

// The household categories a new account starts with (docs/product-rules.md#default-categories), in the
// language of the sign-up. This list is the only place they are named; they are ordinary categories after that.

interface DefaultCategory {
  tipoCategoria: CategoryType
  nome: Record<Language, string>
}

/** 18 expense and 3 income categories, in the order they are created. */
export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = [
  { tipoCategoria: 'Despesa', nome: { pt: 'Mercado', en: 'Groceries' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Restaurantes', en: 'Restaurants' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Moradia', en: 'Housing' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Contas da casa', en: 'Utilities' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Internet e telefone', en: 'Internet and phone' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Transporte', en: 'Transport' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Combustível', en: 'Fuel' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Saúde', en: 'Health' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Farmácia', en: 'Pharmacy' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Educação', en: 'Education' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Lazer', en: 'Leisure' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Viagens', en: 'Travel' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Vestuário', en: 'Clothing' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Assinaturas', en: 'Subscriptions' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Pets', en: 'Pets' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Presentes', en: 'Gifts' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Impostos e taxas', en: 'Taxes and fees' } },
  { tipoCategoria: 'Despesa', nome: { pt: 'Outras despesas', en: 'Other expenses' } },
  { tipoCategoria: 'Receita', nome: { pt: 'Salário', en: 'Salary' } },
  { tipoCategoria: 'Receita', nome: { pt: 'Rendimentos', en: 'Investment income' } },
  { tipoCategoria: 'Receita', nome: { pt: 'Outras receitas', en: 'Other income' } },
]

/** The default categories' rows for `userId`, named in `language`. */
export function defaultCategoryRows(userId: number, language: Language): { userId: number; nomeCategoria: string; tipoCategoria: CategoryType }[] {
  return DEFAULT_CATEGORIES.map((category) => ({ userId, nomeCategoria: category.nome[language], tipoCategoria: category.tipoCategoria }))
}
