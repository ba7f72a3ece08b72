// Categories (/financas/cadastrar-categoria):
// create with name and type, list ordered by the sort select, inline edit, delete after confirmation.
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useActorRef } from '@xstate/react'
import { categoryListMachine, sortCategories } from '@machines/finance/registries/registries'
import type { CategoryListMachine, CategoryValues } from '@machines/finance/registries/registries'
import type { Category } from '@contract/category'
import type { PageProps } from '@/lib/page'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { badge } from '@/styles/recipes.css'
import { EditableList } from './editable-list'
import type { ColumnSpec, FieldSpec } from './editable-list'
import { categoryTypeLabels, categoryTypeOptions } from '../finance-labels'

const fields: FieldSpec<CategoryValues>[] = [
  { name: 'nomeCategoria', label: msg`Category name`, maxLength: 40 },
  { name: 'tipoCategoria', label: msg`Category type`, options: categoryTypeOptions },
]

function TypeBadge({ row }: { row: Category }) {
  const { i18n } = useLingui()
  return <span className={badge({ tone: row.tipoCategoria === 'Receita' ? 'income' : 'expense' })}>{i18n._(categoryTypeLabels[row.tipoCategoria])}</span>
}

const columns: ColumnSpec<Category, CategoryValues>[] = [
  { header: msg`Name`, field: 'nomeCategoria', cell: (row) => row.nomeCategoria },
  { header: msg`Type`, field: 'tipoCategoria', cell: (row) => <TypeBadge row={row} /> },
]

const sortOptions = [
  { value: 'default', label: msg`Default (by name)` },
  { value: 'incomeFirst', label: msg`Income first` },
  { value: 'expenseFirst', label: msg`Expense first` },
]

export default function CategoriesView({ logic }: Partial<PageProps> & { logic?: CategoryListMachine }) {
  const actor = useActorRef(useLogic(categoryListMachine, logic), actorOptions())
  return (
    <EditableList
      actor={actor}
      title={msg`Manage categories`}
      intro={msg`Group your income and expenses so that your entries and totals make sense.`}
      createTitle={msg`New category`}
      addLabel={msg`Register category`}
      listTitle={msg`Your categories`}
      fields={fields}
      columns={columns}
      rowName={(row) => row.nomeCategoria}
      sort={{ label: msg`Order`, options: sortOptions, apply: sortCategories }}
      loadingText={msg`Loading categories…`}
      emptyText={msg`No categories yet. Register the first one above.`}
      noMatchText={msg`No category matches the search.`}
      deleteTitle={msg`Delete category?`}
      deleteQuestion={msg`Do you really want to delete this category?`}
    />
  )
}
