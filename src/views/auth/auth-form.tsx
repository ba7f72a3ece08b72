// The frame and pieces the login and sign-up pages share: the card with its heading and form,
// the captcha block, the error alert and the button row (primary submit, secondary link).
import type { ReactNode, Ref } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Link } from 'wouter'
import type { AuthFormEvent } from '@machines/account/auth-form'
import { CaptchaField } from '@/components/captcha/captcha-field'
import { MachineForm } from '@/components/form/machine-form'
import type { CaptchaHandle } from '@/components/captcha/captcha-field'
import { alert, button, card } from '@/styles/recipes.css'
import * as styles from './auth.css'

export function AuthFormCard({
  titleId,
  title,
  subtitle,
  busy,
  onSubmit,
  children,
}: {
  titleId: string
  title: ReactNode
  subtitle: ReactNode
  busy: boolean
  onSubmit: () => void
  children: ReactNode
}) {
  return (
    <div className={styles.page}>
      <section className={`${card({ padding: 'lg', elevated: true })} ${styles.panel}`} aria-labelledby={titleId}>
        <div className={styles.heading}>
          <h1 id={titleId}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        <MachineForm className={styles.form} busy={busy} onSubmit={onSubmit}>
          {children}
        </MachineForm>
      </section>
    </div>
  )
}

/** The labelled ALTCHA widget; its verify and reset become the auth machines' captcha events. */
export function CaptchaBlock({
  handle,
  invalid,
  errorId,
  send,
  onFirstTouch,
  auto,
}: {
  handle: Ref<CaptchaHandle>
  invalid: boolean
  errorId: string
  send: (event: Extract<AuthFormEvent<string>, { type: `captcha.${string}` }>) => void
  /** Called once, on the first touch of the form (or idle time): a page loads what its submit needs then. */
  onFirstTouch?: () => void
  /** Solves itself once on the page (CaptchaField's `auto`). */
  auto?: boolean
}) {
  const { i18n } = useLingui()
  return (
    <div>
      <p className={styles.captchaLabel}>
        <Trans>Captcha</Trans>
      </p>
      <CaptchaField
        handle={handle}
        language={i18n.locale}
        invalid={invalid}
        errorId={errorId}
        onVerified={(payload) => send({ type: 'captcha.verified', payload })}
        onReset={() => send({ type: 'captcha.reset' })}
        onFirstTouch={onFirstTouch}
        auto={auto}
      />
    </div>
  )
}

export function FormError({ id, error }: { id: string; error: MessageDescriptor | null }) {
  const { i18n } = useLingui()
  return error ? (
    <p id={id} role="alert" className={alert({ tone: 'danger' })}>
      {i18n._(error)}
    </p>
  ) : null
}

export function FormButtons({
  busy,
  submit,
  secondary,
  secondaryHref,
}: {
  busy: boolean
  submit: ReactNode
  secondary: ReactNode
  secondaryHref: string
}) {
  return (
    <div className={styles.buttons}>
      {/* aria-disabled while busy keeps focus on the button (a disabled one drops it to the page body). */}
      <button type="submit" className={`${button({ variant: 'primary' })} ${styles.grow}`} aria-disabled={busy || undefined}>
        {submit}
      </button>
      <Link href={secondaryHref} className={`${button({ variant: 'secondary' })} ${styles.grow}`}>
        {secondary}
      </Link>
    </div>
  )
}
