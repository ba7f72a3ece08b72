// The account security pages' actors alone: which API call each makes with its input (the pages' tests provide
// the actors to the machines, tests/views/account-security.test.tsx).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { passwordChangeActors } from '@machines/password-change.actors'
import { userSessionsActors } from '@machines/user-sessions.actors'
import { ApiError } from '@/api/errors'

// No machine here: the code under test is the actors' API calls.
vi.mock('@/api/account-security', () => ({ changePassword: vi.fn(), listSessions: vi.fn(), endSession: vi.fn(), endOtherSessions: vi.fn() }))
const api = vi.mocked(await import('@/api/account-security'))

beforeEach(() => vi.resetAllMocks())

describe('account security actors', () => {
  it('changePassword sends the current and the new password; a refusal fails the actor with it', async () => {
    const body = { senhaAtual: 'old one', novaSenha: 'a new password' }
    api.changePassword.mockResolvedValueOnce(undefined)
    await toPromise(createActor(passwordChangeActors.changePassword, { input: body }).start())
    expect(api.changePassword).toHaveBeenCalledWith(body)
    const refused = new ApiError({ status: 429, code: 'rate_limited', message: 'x', retryAfter: 900 })
    api.changePassword.mockRejectedValueOnce(refused)
    await expect(toPromise(createActor(passwordChangeActors.changePassword, { input: body }).start())).rejects.toBe(refused)
  })

  it('loadSessions answers the list', async () => {
    api.listSessions.mockResolvedValueOnce([])
    await expect(toPromise(createActor(userSessionsActors.loadSessions).start())).resolves.toEqual([])
    expect(api.listSessions).toHaveBeenCalledTimes(1)
  })

  it('endSessions ends one session by id, or every other one', async () => {
    api.endSession.mockResolvedValue(undefined)
    api.endOtherSessions.mockResolvedValue(undefined)
    await toPromise(createActor(userSessionsActors.endSessions, { input: { kind: 'one', id: 'abc' } }).start())
    expect(api.endSession).toHaveBeenCalledWith('abc')
    expect(api.endOtherSessions).not.toHaveBeenCalled()
    await toPromise(createActor(userSessionsActors.endSessions, { input: { kind: 'others' } }).start())
    expect(api.endOtherSessions).toHaveBeenCalledTimes(1)
    expect(api.endSession).toHaveBeenCalledTimes(1)
  })
})
