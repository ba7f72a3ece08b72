import { describe, expect, it } from 'vitest'
import { changeField, formState, schemaValidator, validateForm, withServerErrors } from '@machines/form-core'
import { fieldMessage } from '@/i18n/field-messages'
import { bankCardCreateSchema } from '@contract/bank-card'
import { fieldMessageKeys } from '@contract/messages'

// The form core: validation by the shared zod schema, marks that clear when fixed,
// a 400's field errors on the fields, one map from message keys to texts.

type Values = { nomeUsuario: string; nomeBanco: string }
const validate = schemaValidator<Values>(bankCardCreateSchema, (values) => values, ['nomeUsuario', 'nomeBanco'])

describe('form core', () => {
  it('validates with the shared schema: the first issue of each field, as a message key', () => {
    expect(validate({ nomeUsuario: ' ', nomeBanco: 'x'.repeat(41) })).toEqual({ nomeUsuario: 'required', nomeBanco: 'too_long' })
    expect(validate({ nomeUsuario: 'Ana', nomeBanco: 'Itaú' })).toEqual({})
  })

  it('marks nothing while typing in an untouched field; a submit marks all; fixing clears the mark', () => {
    let form = formState<Values>({ nomeUsuario: '', nomeBanco: '' })
    form = changeField(form, validate, 'nomeUsuario', '')
    expect(form.errors).toEqual({})
    form = validateForm(form, validate)
    expect(form.errors).toEqual({ nomeUsuario: 'required', nomeBanco: 'required' })
    expect(form.touched).toEqual({ nomeUsuario: true, nomeBanco: true })
    form = changeField(form, validate, 'nomeBanco', 'Nubank')
    expect(form.errors).toEqual({ nomeUsuario: 'required' })
  })

  it('takes the server field errors onto the fields, keys matched ignoring case', () => {
    const form = withServerErrors(formState<Values>({ nomeUsuario: 'a', nomeBanco: 'b' }), {
      status: 400,
      code: 'validation_failed',
      fieldErrors: { NomeBanco: 'too_long', other: 'required' },
    })
    expect(form.errors).toEqual({ nomeBanco: 'too_long' })
  })

  it('has a text for every field message key of the contract, and a fallback for an unknown one', () => {
    for (const key of fieldMessageKeys) expect(fieldMessage(key)?.message, key).toBeTruthy()
    expect(fieldMessage('something_new')?.message).toBe('Invalid value.')
    expect(fieldMessage(undefined)).toBeNull()
  })
})
