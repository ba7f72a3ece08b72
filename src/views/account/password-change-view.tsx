// Change password (/alterar-senha, docs/product-rules.md#sessions): the current password, the new one and the new one
// again; a success empties the form and says that every other session ended. The flow lives in the password change
// machine; this view renders its state and sends its events.
import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { passwordChangeMachine } from '@machines/account/password-change.machine'
import type { PasswordChangeMachine, PasswordField } from '@machines/account/password-change.machine'
import { MachineForm } from '@/components/form/machine-form'
import { TextField } from '@/components/text-field/text-field'
import type { PageProps } from '@/lib/page'
import { paths } from '@/lib/paths'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert, button, card } from '@/styles/recipes.css'
import * as styles from './account-security.css'

export default function PasswordChangeView({ logic }: Partial<PageProps> & { logic?: PasswordChangeMachine }) {
  const { i18n, t } = useLingui()
  const errorId = useId()
  const actor = useActorRef(useLogic(passwordChangeMachine, logic), actorOptions())
  const values = useSelector(actor, (s) => s.context.form.values)
  const errors = useSelector(actor, (s) => s.context.form.errors)
  const error = useSelector(actor, (s) => s.context.error)
  const visible = useSelector(actor, (s) => s.context.visible)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const changed = useSelector(actor, (s) => s.matches('changed'))
  const change = (field: PasswordField) => (value: string) => actor.send({ type: 'field.change', field, value })
  const type = visible ? 'text' : 'password'

  return (
    <section className={styles.page} aria-labelledby="password-change-title" aria-busy={busy}>
      <div className={styles.heading}>
        <h1 id="password-change-title" className={styles.title}>
          <Trans>Change password</Trans>
        </h1>
        <p className={styles.subtitle}>
          <Trans>After the change, every other device signed in to your account is signed out; this one stays signed in.</Trans>
        </p>
      </div>

      <div className={`${card({ padding: 'lg' })} ${styles.formCard}`}>
        <MachineForm className={styles.form} busy={busy} onSubmit={() => actor.send({ type: 'form.submit' })}>
          <TextField
            label={<Trans>Current password</Trans>}
            name="current-password"
            type={type}
            autoComplete="current-password"
            value={values.senhaAtual}
            error={errors.senhaAtual}
            readOnly={busy}
            onChange={change('senhaAtual')}
          />
          <TextField
            label={<Trans>New password</Trans>}
            name="new-password"
            type={type}
            autoComplete="new-password"
            value={values.novaSenha}
            error={errors.novaSenha}
            readOnly={busy}
            hint={<Trans>At least 8 characters.</Trans>}
            onChange={change('novaSenha')}
          />
          <TextField
            label={<Trans>Confirm new password</Trans>}
            name="confirm-password"
            type={type}
            autoComplete="new-password"
            value={values.confirmacao}
            error={errors.confirmacao}
            readOnly={busy}
            onChange={change('confirmacao')}
          />
          <div className={styles.row}>
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} aria-pressed={visible} onClick={() => actor.send({ type: 'visibility.toggle' })}>
              {visible ? <Trans>Hide passwords</Trans> : <Trans>Show passwords</Trans>}
            </button>
          </div>
          {error ? (
            <p id={errorId} role="alert" className={alert({ tone: 'danger' })}>
              {i18n._(error)}
            </p>
          ) : null}
          <div role="status" aria-live="polite" className={styles.liveRegion}>
            {changed ? (
              <p className={alert({ tone: 'success' })}>
                <Trans>Password changed. Every other session was ended: sign in there with the new password.</Trans>
              </p>
            ) : null}
          </div>
          <div className={styles.row}>
            {/* aria-disabled while busy keeps focus on the button (a disabled one drops it to the page body). */}
            <button type="submit" className={button({ variant: 'primary' })} aria-disabled={busy || undefined}>
              {busy ? t`Changing…` : t`Change password`}
            </button>
            <Link href={paths.sessoes} className={button({ variant: 'secondary' })}>
              <Trans>See your sessions</Trans>
            </Link>
          </div>
        </MachineForm>
      </div>
    </section>
  )
}
