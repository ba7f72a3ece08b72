// The signed-in user's two-step verification (docs/product-rules.md#two-step-verification): its state, enrolment,
// activation (which answers the recovery codes) and turning it off; every answer parsed with the shared contract.
import { api } from './client'
import type { ApiClient } from './client'
import { recoveryCodesSchema, twoFactorEnrolmentSchema, twoFactorStatusSchema } from '../contract/two-factor'
import type { RecoveryCodes, TwoFactorEnrolment, TwoFactorStatus } from '../contract/two-factor'

export type { RecoveryCodes, TwoFactorEnrolment, TwoFactorStatus }

const PATH = '/v1/api/usuario/2fa'

export function fetchTwoFactorStatus(client: ApiClient = api): Promise<TwoFactorStatus> {
  return client.request(PATH, twoFactorStatusSchema)
}

/** A new secret and its otpauth:// URI (a secret not confirmed yet is replaced). */
export function startTwoFactor(client: ApiClient = api): Promise<TwoFactorEnrolment> {
  return client.request(PATH, twoFactorEnrolmentSchema, { method: 'POST' })
}

/** Turns verification on with a code of the new secret; the answer holds the recovery codes, this once. */
export function activateTwoFactor(codigo: string, client: ApiClient = api): Promise<RecoveryCodes> {
  return client.request(`${PATH}/ativar`, recoveryCodesSchema, { method: 'POST', body: { codigo } })
}

export type DisableTwoFactorInput = { senha: string } & ({ codigo: string } | { codigoRecuperacao: string })

export function disableTwoFactor(input: DisableTwoFactorInput, client: ApiClient = api): Promise<void> {
  return client.send(PATH, { method: 'DELETE', body: { ...input } })
}
