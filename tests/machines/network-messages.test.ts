// A change that got no answer says it needs the network; every other failure keeps the form's own message.
import { describe, expect, it } from 'vitest'
import { msg } from '@lingui/core/macro'
import { networkMessages, whenOffline } from '@machines/network-messages'
import { toApiFailure, networkError, ApiError } from '@/api/errors'

const saveFailed = msg`Error processing operation.`

describe('whenOffline', () => {
  it('names the network when the request got no answer', () => {
    expect(whenOffline(toApiFailure(networkError(new TypeError('Failed to fetch'))), saveFailed)).toBe(networkMessages.needsNetwork)
  })

  it.each([
    new ApiError({ status: 500, code: 'internal_error', message: 'x' }),
    new ApiError({ status: 409, code: 'conflict', message: 'x' }),
    new ApiError({ status: 0, code: 'invalid_response', message: 'x' }),
    new Error('not an API error'),
  ])('keeps the form’s message for %o', (error) => {
    expect(whenOffline(toApiFailure(error), saveFailed)).toBe(saveFailed)
  })
})
