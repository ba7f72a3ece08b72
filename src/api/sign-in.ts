// The sign-in's calls (docs/product-rules.md#two-step-verification): the password step, whose answer is the tokens or,
// with two-step verification on, a challenge; and the second step, the challenge with a code for the tokens.
import { api } from './client'
import type { ApiClient } from './client'
import { tokenPairSchema } from '../contract/auth'
import type { TokenPair } from '../contract/auth'
import { signInAnswerSchema } from '../contract/two-factor'
import type { SignInAnswer } from '../contract/two-factor'

export type { SignInAnswer, TokenPair }

export interface PasswordStepInput {
  nomeUsuario: string
  senha: string
  captcha: string
}

/** One of the two: a code of the authenticator app, or a recovery code. */
export type SecondStepInput = { desafio: string } & ({ codigo: string } | { codigoRecuperacao: string })

/** POST /api/auth/v1/signin: the tokens, or `{ segundoFator: true, desafio }` for the second step. */
export function signInWithPassword(input: PasswordStepInput, client: ApiClient = api): Promise<SignInAnswer> {
  return client.request('/api/auth/v1/signin', signInAnswerSchema, { method: 'POST', body: { ...input }, auth: false })
}

/** POST /api/auth/v1/signin/2fa: the challenge and a code for the tokens. */
export function signInSecondStep(input: SecondStepInput, client: ApiClient = api): Promise<TokenPair> {
  return client.request('/api/auth/v1/signin/2fa', tokenPairSchema, { method: 'POST', body: { ...input }, auth: false })
}
