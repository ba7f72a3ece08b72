import { z } from 'zod'
import { idField, requiredText } from './common'
import { categoryTypes } from './finance'

// Category contract (docs/product-rules.md#registries-categories-bank-cards-account-holders). Shared by
// the API (request validation, OpenAPI) and the SPA (form validation, response parsing). The API
// matches request keys ignoring case.

/** Category names hold up to 40 characters. */
export const CATEGORY_NAME_MAX = 40

/** Receita or Despesa; missing or blank is 'category_type_required' ('Category Type is required.'). */
export const categoryTypeField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z
    .enum(categoryTypes, {
      error: (issue) =>
        issue.input == null || issue.input === ''
          ? 'category_type_required'
          : typeof issue.input === 'string'
            ? 'invalid_value'
            : 'invalid_type',
    })
    .meta({ description: '`Receita` (income) or `Despesa` (expense)', example: 'Despesa' }),
)

const categoryFields = {
  nomeCategoria: requiredText(CATEGORY_NAME_MAX).meta({ description: 'Trimmed, 1 to 40 characters', example: 'Mercado' }),
  tipoCategoria: categoryTypeField,
}

/** POST /v1/api/categoria body. */
export const categoryCreateSchema = z.object(categoryFields).meta({ id: 'CategoryCreate' })
export type CategoryCreateInput = z.input<typeof categoryCreateSchema>
export type CategoryCreate = z.output<typeof categoryCreateSchema>

/** PATCH /v1/api/categoria body: the category's `id` and its new name and type. */
export const categoryUpdateSchema = z.object({ id: idField(), ...categoryFields }).meta({ id: 'CategoryUpdate' })
export type CategoryUpdateInput = z.input<typeof categoryUpdateSchema>
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>

/** A category as the API returns it. */
export const categorySchema = z
  .object({
    id: z.number().int(),
    nomeCategoria: z.string(),
    tipoCategoria: z.enum(categoryTypes),
  })
  .meta({ id: 'Category' })
export type Category = z.infer<typeof categorySchema>

/** GET /v1/api/categoria: the user's categories by name (accents ignored: "Água" sorts with "A"). */
export const categoryListSchema = z.array(categorySchema).meta({ id: 'CategoryList' })
