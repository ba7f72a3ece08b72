// Labels of the finance enums: the API keeps the Portuguese values, the screen translates them.
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { foldText } from '@machines/paged-table'
import type { Category } from '@contract/category'
import type { CategoryType, EntryStatus } from '@contract/finance'

export const categoryTypeLabels: Record<CategoryType, MessageDescriptor> = {
  Receita: msg`Income`,
  Despesa: msg`Expense`,
}

export const categoryTypeOptions = [
  { value: 'Receita', label: categoryTypeLabels.Receita },
  { value: 'Despesa', label: categoryTypeLabels.Despesa },
] as const

/**
 * A category as a list of every category names it: its name, and its type beside it when another category
 * has the same name ignoring case and accents (an income and an expense "Mercado": "Mercado (Expense)").
 */
export function categoryLabel(category: Category, categories: readonly Category[], i18n: I18n): string {
  const name = category.nomeCategoria
  const folded = foldText(name)
  if (!categories.some((other) => other.id !== category.id && foldText(other.nomeCategoria) === folded)) return name
  const type = i18n._(categoryTypeLabels[category.tipoCategoria])
  return i18n._(msg`${name} (${type})`)
}

/**
 * `categoryLabel` of every category of a list, each name folded once: a select of the whole list asked it of each
 * category, folding every name again for each (144 folds for 12 categories, 3 ms of each keystroke of a filter bar).
 */
export function categoryLabels(categories: readonly Category[], i18n: I18n): string[] {
  const folded = categories.map((category) => foldText(category.nomeCategoria))
  const count = new Map<string, number>()
  for (const name of folded) count.set(name, (count.get(name) ?? 0) + 1)
  return categories.map((category, index) => {
    if (count.get(folded[index]!)! < 2) return category.nomeCategoria
    const name = category.nomeCategoria
    const type = i18n._(categoryTypeLabels[category.tipoCategoria])
    return i18n._(msg`${name} (${type})`)
  })
}

/** Entry statuses: the API keeps Pago / A Pagar / Recebido / A Receber. */
export const entryStatusLabels: Record<EntryStatus, MessageDescriptor> = {
  Pago: msg`Paid`,
  'A Pagar': msg`To pay`,
  Recebido: msg`Received`,
  'A Receber': msg`To receive`,
}
