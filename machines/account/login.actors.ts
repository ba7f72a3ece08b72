// The login machine's actors: POST the credentials and the captcha (/api/auth/v1/signin), answered with the tokens or,
// with two-step verification on, a challenge; then the challenge and a code (/api/auth/v1/signin/2fa) for the tokens.
// The API client (ofetch and the zod schemas, 31 KB gzip) is loaded on the first submit, or earlier
// when the view calls prepareLogin on the first touch of the form: /login paints without it.
import { fromPromise } from 'xstate'
import { captchaModeActor } from '../site/captcha-mode.actors'
import type { SecondStepInput, SignInAnswer, TokenPair } from '@/api/sign-in'

/** Loads the sign-in API (once). */
export const prepareLogin = () => import('@/api/sign-in')

export interface SignInInput {
  username: string
  password: string
  captcha: string
}

export const loginActors = {
  captchaMode: captchaModeActor,
  signIn: fromPromise<SignInAnswer, SignInInput>(async ({ input }) =>
    (await prepareLogin()).signInWithPassword({ nomeUsuario: input.username, senha: input.password, captcha: input.captcha }),
  ),
  secondStep: fromPromise<TokenPair, SecondStepInput>(async ({ input }) => (await prepareLogin()).signInSecondStep(input)),
}
