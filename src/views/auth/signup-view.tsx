// Sign-up page (/criar-usuario): username, password with show/hide, full name, captcha;
// Create and Back to Login. Flow state lives in the sign-up machine.
import { useEffect, useId, useRef } from 'react'
import { Trans } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useLocation, useSearch } from 'wouter'
import { signupMachine } from '@machines/account/signup.machine'
import type { SignupMachine } from '@machines/account/signup.machine'
import { paths } from '@/lib/paths'
import { useHydrated } from '@/lib/hydration'
import { NEXT_PARAM, withReturnPath } from '@/lib/return-path'
import type { PageProps } from '@/lib/page'
import type { CaptchaHandle } from '@/components/captcha/captcha-field'
import { TextField } from '@/components/text-field/text-field'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { AuthFormCard, CaptchaBlock, FormButtons, FormError } from './auth-form'
import { PasswordToggle } from './password-toggle'

export default function SignupView({ logic }: Partial<PageProps> & { logic?: SignupMachine }) {
  const [, navigate] = useLocation()
  const captcha = useRef<CaptchaHandle>(null)
  const errorId = useId()
  const actor = useActorRef(useLogic(signupMachine, logic), actorOptions())
  // The page a login sent here to return to after sign-in (/criar-usuario?next=…): kept on the way back to /login.
  const next = new URLSearchParams(useSearch()).get(NEXT_PARAM)
  const login = withReturnPath(paths.login, next)
  const hydrated = useHydrated()
  // What the machine asks of the page: solve the captcha again; on success, /login says the account
  // exists and starts with its username.
  useEffect(() => {
    const subscriptions = [
      actor.on('captcha.resetWidget', () => captcha.current?.reset()),
      actor.on('signup.succeeded', ({ username }) => navigate(login, { state: { signedUpUsername: username } })),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, navigate, login])
  const username = useSelector(actor, (s) => s.context.username)
  const password = useSelector(actor, (s) => s.context.password)
  const fullName = useSelector(actor, (s) => s.context.fullName)
  const error = useSelector(actor, (s) => s.context.error)
  const invalidFields = useSelector(actor, (s) => s.context.invalidFields)
  const passwordVisible = useSelector(actor, (s) => s.matches({ password: 'visible' }))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const captchaMissing = useSelector(actor, (s) => s.matches({ form: { editing: 'captchaMissing' } }))
  // The server runs with CAPTCHA=off (local development): no widget, and the form goes without it.
  const captchaOff = useSelector(actor, (s) => s.matches({ captchaMode: 'off' }))

  return (
    <AuthFormCard
      titleId="signup-title"
      title={<Trans>Create User</Trans>}
      subtitle={<Trans>Create an account to keep your books and finances.</Trans>}
      busy={busy}
      onSubmit={() => actor.send({ type: 'form.submit' })}
    >
      <TextField
        label={<Trans>Username</Trans>}
        name="username"
        autoComplete="username"
        value={username}
        invalid={invalidFields.includes('username')}
        errorId={errorId}
        readOnly={busy}
        maxLength={40}
        hint={<Trans>3 to 40 characters: letters, digits, dot, underscore or hyphen.</Trans>}
        onChange={(value) => actor.send({ type: 'field.change', field: 'username', value })}
      />
      <TextField
        label={<Trans>Password</Trans>}
        name="password"
        type={passwordVisible ? 'text' : 'password'}
        autoComplete="new-password"
        value={password}
        invalid={invalidFields.includes('password')}
        errorId={errorId}
        readOnly={busy}
        hint={<Trans>At least 8 characters.</Trans>}
        onChange={(value) => actor.send({ type: 'field.change', field: 'password', value })}
        trailing={<PasswordToggle visible={passwordVisible} onToggle={() => actor.send({ type: 'password.toggle' })} />}
      />
      <TextField
        label={<Trans>Full Name</Trans>}
        name="fullName"
        autoComplete="name"
        value={fullName}
        invalid={invalidFields.includes('fullName')}
        errorId={errorId}
        readOnly={busy}
        maxLength={120}
        onChange={(value) => actor.send({ type: 'field.change', field: 'fullName', value })}
      />
      {captchaOff ? null : (
        <CaptchaBlock
          handle={captcha}
          invalid={captchaMissing}
          errorId={errorId}
          send={(event) => actor.send(event)}
        />
      )}
      <FormError id={errorId} error={error} />
      <FormButtons
        busy={busy}
        submit={busy ? <Trans>Creating…</Trans> : <Trans>Create</Trans>}
        secondary={<Trans>Back to Login</Trans>}
        secondaryHref={hydrated ? login : paths.login}
      />
    </AuthFormCard>
  )
}
