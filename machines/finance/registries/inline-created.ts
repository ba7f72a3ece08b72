// What a form does with the row its inline create made (inline-create.machine.ts, spawned beside a select of
// the entry, installment plan and recurring series forms): the row joins the select's list in name order, and
// a category is chosen when it has the form's type. The other inputs stay as they were typed.
import type { Category } from '@contract/category'
import { changeField } from '../../form-core'
import type { FormState, FormValidator } from '../../form-core'

/** The rows with `row` among them (in place of one with its id), sorted by name as Portuguese reads them. */
export function joinByName<T extends { id: number }>(rows: readonly T[], row: T, name: (row: T) => string): T[] {
  return [...rows.filter((other) => other.id !== row.id), row].sort((a, b) => name(a).localeCompare(name(b), 'pt-BR', { sensitivity: 'base' }))
}

/**
 * A category made inside a form joins its list and, when it has the form's type (`type`: the entry's or the
 * series' type as chosen now, an expense for a plan), is chosen; a category of another type (the type changed
 * while the small form was open) is only listed.
 */
export function withCreatedCategory<V extends Record<string, string> & { categoriaId: string }>(
  current: { categories: readonly Category[]; form: FormState<V> },
  category: Category,
  choose: { type: string; validate: FormValidator<V> },
): { categories: Category[]; form: FormState<V> } {
  const categories = joinByName(current.categories, category, (row) => row.nomeCategoria)
  const form = category.tipoCategoria === choose.type ? changeField(current.form, choose.validate, 'categoriaId', String(category.id)) : current.form
  return { categories, form }
}
