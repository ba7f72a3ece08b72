// Effects of the sign-up machine: the create-user call (SPEC §7), answered with signup.succeeded / signup.failed.
import { signUp } from '@/api/auth'
import { toApiFailure } from '@/api/errors'
import { effect } from './effects'
import type { SignupContext, SignupEvent } from './signup.machine'

export const signupEffects = {
  submitSignup: effect<SignupContext, SignupEvent, void, SignupEvent>(
    ({ context }) =>
      signUp({ nomeUsuario: context.username.trim(), senha: context.password, nomeCompleto: context.fullName.trim(), captcha: context.captcha ?? '' }),
    () => ({ type: 'signup.succeeded' }),
    (error) => ({ type: 'signup.failed', error: toApiFailure(error) }),
  ),
}
