import { expect } from 'vitest'
import { recoveryCodesSchema, twoFactorChallengeSchema, twoFactorEnrolmentSchema } from '../../../src/contract/two-factor'
import { base32Decode, hotp, timeStep } from '../../../server/src/services/totp'
import { TEST_PASSWORD, type AuthSession, type TestApp } from './test-app'

// Two-step verification in the server tests: turn it on for a user with the code an app would show, and the codes of
// later steps (a code is accepted once, so each use takes the next step of the test clock).

export interface Enrolled {
  secret: Buffer
  /** The 10 recovery codes the activation answered. */
  recoveryCodes: string[]
}

/** The code of the step `offset` steps from the test clock's now. */
export const codeAt = (t: TestApp, secret: Buffer, offset = 0) => hotp(secret, timeStep(t.clock.now()) + offset)

/** Moves the test clock to the next 30-second step and answers its code: a code no one used yet. */
export function nextCode(t: TestApp, secret: Buffer): string {
  t.clock.advance(30_000)
  return codeAt(t, secret)
}

/** Starts enrolment for `session` (POST /v1/api/usuario/2fa) and answers the secret's bytes and the raw answer. */
export async function startEnrolment(t: TestApp, session: AuthSession) {
  const response = await t.request('/v1/api/usuario/2fa', { method: 'POST', headers: session.headers })
  expect(response.status, await response.clone().text()).toBe(200)
  const enrolment = twoFactorEnrolmentSchema.parse(await response.json())
  return { ...enrolment, secret: base32Decode(enrolment.segredo) }
}

/** Turns two-step verification on for `session` with the current code. */
export async function enableTwoFactor(t: TestApp, session: AuthSession): Promise<Enrolled> {
  const { secret } = await startEnrolment(t, session)
  const response = await t.request('/v1/api/usuario/2fa/ativar', { headers: session.headers, body: { codigo: codeAt(t, secret) } })
  expect(response.status, await response.clone().text()).toBe(200)
  return { secret, recoveryCodes: recoveryCodesSchema.parse(await response.json()).codigosRecuperacao }
}

/** The password step of a user with verification on: the challenge. */
export async function passwordStep(t: TestApp, username: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await t.request('/api/auth/v1/signin', { body: { nomeUsuario: username, senha: TEST_PASSWORD }, headers })
  expect(response.status, await response.clone().text()).toBe(200)
  return twoFactorChallengeSchema.parse(await response.json()).desafio
}
