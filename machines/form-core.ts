// The form core every machine-driven form shares (inline-edit rows, entry, mark-as-paid and installment
// modals): values, touched flags and field errors as message keys. Rules are never restated here: a form
// validates with the shared zod contract (`safeParse`) and takes a 400's field errors onto its fields.
import type { z } from 'zod'
import type { ApiFailure } from '@/api/errors'

/** Field → message key (src/contract/messages.ts). The view turns keys into Lingui texts (src/i18n/field-messages.ts). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>

export interface FormState<V extends Record<string, string>> {
  values: V
  touched: Partial<Record<keyof V & string, boolean>>
  errors: FieldErrors<keyof V & string>
}

/** Validates a form's values: field → message key, empty when they are valid. */
export type FormValidator<V extends Record<string, string>> = (values: V) => FieldErrors<keyof V & string>

export function formState<V extends Record<string, string>>(values: V): FormState<V> {
  return { values, touched: {}, errors: {} }
}

/** The first issue of each field, matching an issue's top-level key to a field ignoring case (the API's keys). */
function byField<F extends string>(fields: readonly F[], entries: Iterable<[string, string]>): FieldErrors<F> {
  const lookup = new Map(fields.map((field) => [field.toLowerCase(), field]))
  const errors: FieldErrors<F> = {}
  for (const [key, message] of entries) {
    const field = lookup.get(key.toLowerCase())
    if (field && errors[field] === undefined) errors[field] = message
  }
  return errors
}

/**
 * A validator from a shared zod schema: `toRequest` turns the form's text values into the request body
 * the API takes, the schema's issues (message keys) land on the fields of the same name.
 */
export function schemaValidator<V extends Record<string, string>>(
  schema: z.ZodType,
  toRequest: (values: V) => unknown,
  fields: readonly (keyof V & string)[],
): FormValidator<V> {
  return (values) => {
    const result = schema.safeParse(toRequest(values))
    if (result.success) return {}
    return byField(
      fields,
      result.error.issues.map((issue): [string, string] => [String(issue.path[0] ?? ''), issue.message]),
    )
  }
}

export const hasErrors = (errors: Record<string, string | undefined>): boolean => Object.values(errors).some(Boolean)

/**
 * The line a blocked submit shows: a missing field asks to fill the required ones (`missing`), any other
 * wrong value to check the marked fields (`invalid`); null when nothing is wrong.
 */
export function blockedSubmitMessage<M>(errors: Record<string, string | undefined>, { missing, invalid }: { missing: M; invalid: M }): M | null {
  if (!hasErrors(errors)) return null
  return Object.values(errors).includes('required') ? missing : invalid
}

/** A typed value: a touched field (or one already marked) is validated again at once, so its mark clears when fixed. */
export function changeField<V extends Record<string, string>>(
  form: FormState<V>,
  validate: FormValidator<V>,
  field: keyof V & string,
  value: string,
): FormState<V> {
  const values = { ...form.values, [field]: value }
  if (!form.touched[field] && form.errors[field] === undefined) return { ...form, values }
  const errors = { ...form.errors }
  const next = validate(values)[field]
  if (next === undefined) delete errors[field]
  else errors[field] = next
  return { ...form, values, errors }
}

/** A submit: every field counts as touched and every error shows. */
export function validateForm<V extends Record<string, string>>(form: FormState<V>, validate: FormValidator<V>): FormState<V> {
  const touched = Object.fromEntries(Object.keys(form.values).map((field) => [field, true])) as FormState<V>['touched']
  return { ...form, touched, errors: validate(form.values) }
}

/** A rejected save: the 400's field errors (API keys matched ignoring case) are shown on their fields. */
export function withServerErrors<V extends Record<string, string>>(form: FormState<V>, failure: ApiFailure): FormState<V> {
  const fields = Object.keys(form.values) as (keyof V & string)[]
  const server = byField(fields, Object.entries(failure.fieldErrors ?? {}))
  return { ...form, errors: { ...form.errors, ...server } }
}
