// Typed authentication calls (docs/product-rules.md#accounts-and-roles); every answer is parsed with the shared zod schemas.
import { api } from './client'
import type { ApiClient, RenewOutcome } from './client'
import { tokenPairSchema, validateTokenResponseSchema } from '../contract/auth'
import type { TokenPair } from '../contract/auth'

export interface SignInInput {
  nomeUsuario: string
  senha: string
  captcha: string
}

export interface SignUpInput {
  nomeUsuario: string
  senha: string
  nomeCompleto: string
  captcha: string
}

export function signIn(input: SignInInput, client: ApiClient = api): Promise<TokenPair> {
  return client.request('/api/auth/v1/signin', tokenPairSchema, { method: 'POST', body: { ...input }, auth: false })
}

/** JSON body rather than the spec's query string, so the password never sits in a URL. */
export function signUp(input: SignUpInput, client: ApiClient = api): Promise<void> {
  return client.send('/api/auth/v1', { method: 'POST', body: { ...input }, auth: false })
}

export async function validateToken(client: ApiClient = api): Promise<boolean> {
  const answer = await client.request('/api/auth/v1/validate-token', validateTokenResponseSchema)
  return answer.valid
}

export function refresh(client: ApiClient = api): Promise<boolean> {
  return client.refreshTokens()
}

/** The same single refresh, saying whether it renewed the tokens, was refused or got no answer (offline). */
export function renew(client: ApiClient = api): Promise<RenewOutcome> {
  return client.renewTokens()
}

export function signOut(refreshToken: string, client: ApiClient = api): Promise<void> {
  return client.send('/api/auth/v1/signout', { method: 'POST', body: { refreshToken }, auth: false })
}
export type { TokenPair }
