// The login machine's actor (POST /api/auth/v1/signin): POST the credentials and the captcha, answer with the tokens.
// The API client (ofetch and the zod schemas, 31 KB gzip) is loaded on the first submit, or earlier
// when the view calls prepareLogin on the first touch of the form: /login paints without it.
import { fromPromise } from 'xstate'
import { captchaModeActor } from './captcha-mode.actors'
import type { TokenPair } from '@/api/auth'

/** Loads the sign-in API (once). */
export const prepareLogin = () => import('@/api/auth')

export interface SignInInput {
  username: string
  password: string
  captcha: string
}

export const loginActors = {
  captchaMode: captchaModeActor,
  signIn: fromPromise<TokenPair, SignInInput>(async ({ input }) =>
    (await prepareLogin()).signIn({ nomeUsuario: input.username, senha: input.password, captcha: input.captcha }),
  ),
}
