// Effects of the login machine: the sign-in call (SPEC §7), answered with login.succeeded / login.failed.
import { signIn } from '@/api/auth'
import { toApiFailure } from '@/api/errors'
import { effect } from './effects'
import type { LoginContext, LoginEvent } from './login.machine'

export const loginEffects = {
  submitLogin: effect<LoginContext, LoginEvent, Awaited<ReturnType<typeof signIn>>, LoginEvent>(
    ({ context }) => signIn({ nomeUsuario: context.username.trim(), senha: context.password, captcha: context.captcha ?? '' }),
    (tokens) => ({ type: 'login.succeeded', ...tokens }),
    (error) => ({ type: 'login.failed', error: toApiFailure(error) }),
  ),
}
