// The account pages' actors alone (password, sessions, two-step verification): which API call each makes with its
// input (the pages' tests provide the actors to the machines: tests/views/account-security.test.tsx, two-factor.test.tsx).
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { passwordChangeActors } from '@machines/account/password-change.actors'
import { userSessionsActors } from '@machines/account/user-sessions.actors'
import { twoFactorActors } from '@machines/account/two-factor.actors'
import { ApiError } from '@/api/errors'

// No machine here: the code under test is the actors' API calls.
vi.mock('@/api/account-security', () => ({ changePassword: vi.fn(), listSessions: vi.fn(), endSession: vi.fn(), endOtherSessions: vi.fn() }))
vi.mock('@/api/two-factor', () => ({ fetchTwoFactorStatus: vi.fn(), startTwoFactor: vi.fn(), activateTwoFactor: vi.fn(), disableTwoFactor: vi.fn() }))
const api = vi.mocked(await import('@/api/account-security'))
const twoFactorApi = vi.mocked(await import('@/api/two-factor'))

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

  it('two-step verification: status, enrolment, activation by code, and turning off pass to their calls', async () => {
    const status = { ativo: true, codigosRestantes: 10 }
    const enrolment = { segredo: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/localhost:bia?secret=JBSWY3DPEHPK3PXP' }
    const codes = { codigosRecuperacao: ['k3m9-7pqr-x2v4-hh00'] }
    twoFactorApi.fetchTwoFactorStatus.mockResolvedValueOnce(status)
    twoFactorApi.startTwoFactor.mockResolvedValueOnce(enrolment)
    twoFactorApi.activateTwoFactor.mockResolvedValueOnce(codes)
    twoFactorApi.disableTwoFactor.mockResolvedValueOnce(undefined)
    await expect(toPromise(createActor(twoFactorActors.loadStatus).start())).resolves.toEqual(status)
    await expect(toPromise(createActor(twoFactorActors.startEnrolment).start())).resolves.toEqual(enrolment)
    await expect(toPromise(createActor(twoFactorActors.activate, { input: { codigo: '123456' } }).start())).resolves.toEqual(codes)
    expect(twoFactorApi.activateTwoFactor).toHaveBeenCalledWith('123456')
    const off = { senha: 'secret-pass', codigoRecuperacao: 'K3M9-7PQR-X2V4-HH8W' }
    await toPromise(createActor(twoFactorActors.disable, { input: off }).start())
    expect(twoFactorApi.disableTwoFactor).toHaveBeenCalledWith(off)
  })
})
