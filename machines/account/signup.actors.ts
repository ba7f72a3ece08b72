// The sign-up machine's actor (POST /api/auth/v1): POST the new account with the captcha payload.
// Tests provide a fake through .provide({ actors }).
import { fromPromise } from 'xstate'
import { captchaModeActor } from '../site/captcha-mode.actors'
import { signUp } from '@/api/auth'

export interface SignUpInput {
  username: string
  password: string
  fullName: string
  captcha: string
}

export const signupActors = {
  captchaMode: captchaModeActor,
  signUp: fromPromise<void, SignUpInput>(({ input }) =>
    signUp({ nomeUsuario: input.username, senha: input.password, nomeCompleto: input.fullName, captcha: input.captcha }),
  ),
}
