import { describe, expect, it } from 'vitest'
import { apiErrorFromResponse } from '@/api/errors'

// apiErrorFromResponse reads the API's error body { message?, code?, errors? } by hand (no zod on
// the pages that only need errors): a body of any other shape counts as no body at all.
describe('apiErrorFromResponse', () => {
  it('takes the message, code and field errors of an error body', () => {
    const error = apiErrorFromResponse(400, { message: 'Corrija os campos.', code: 'validation_failed', errors: { titulo: 'required' }, extra: 1 })
    expect({ status: error.status, code: error.code, message: error.message, fieldErrors: error.fieldErrors }).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Corrija os campos.',
      fieldErrors: { titulo: 'required' },
    })
  })

  it('falls back to the status code and the HTTP status when the body has none of them', () => {
    const error = apiErrorFromResponse(404, {})
    expect([error.code, error.message, error.fieldErrors]).toEqual(['not_found', 'HTTP 404', {}])
    expect(apiErrorFromResponse(418, null).code).toBe('unknown')
    expect(apiErrorFromResponse(502, 'Bad gateway').message).toBe('Bad gateway')
  })

  it.each([
    ['a message that is not text', { message: 42, code: 'conflict' }],
    ['a code that is not text', { message: 'x', code: ['conflict'] }],
    ['field errors that are not all text', { message: 'x', code: 'conflict', errors: { a: 'ok', b: 1 } }],
    ['field errors as a list', { message: 'x', code: 'conflict', errors: ['required'] }],
    ['a list instead of an object', [{ message: 'x' }]],
  ])('ignores the whole body with %s', (_, body) => {
    const error = apiErrorFromResponse(409, body)
    expect([error.code, error.message, error.fieldErrors]).toEqual(['unknown', 'HTTP 409', {}])
  })
})
