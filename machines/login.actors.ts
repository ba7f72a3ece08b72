// Effects of the login machine: the sign-in call (SPEC §7), answered with login.succeeded / login.failed.
// The API client (ofetch and the zod schemas, 31 KB gzip) is loaded on the first submit, or earlier
// when the view calls prepareLogin on the first touch of the form: /login paints without it.
import type { signIn } from '@/api/auth'
import { toApiFailure } from '@/api/errors'
import { effect } from './effects'
import type { LoginContext, LoginEvent } from './login.machine'

export const loginEffects = {
  submitLogin: effect<LoginContext, LoginEvent, Awaited<ReturnType<typeof signIn>>, LoginEvent>(
    async ({ context }) => (await prepareLogin()).signIn({ nomeUsuario: context.username.trim(), senha: context.password, captcha: context.captcha ?? '' }),
    (tokens) => ({ type: 'login.succeeded', ...tokens }),
    (error) => ({ type: 'login.failed', error: toApiFailure(error) }),
  ),
}

/** Loads the sign-in API (once). */
export const prepareLogin = () => import('@/api/auth')
