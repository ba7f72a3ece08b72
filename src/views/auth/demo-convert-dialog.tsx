// "Create my account" from a visitor's demo: the sign-up's fields (username, password and its confirmation, full
// name) with its rules, in a dialog; saving turns the demo into the visitor's account with all its data. Renders the
// demo-convert machine the demo banner invokes (src/views/layout/demo-banner.tsx); its own chunk, loaded on open.
import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { DemoConvertField, DemoConvertMachine } from '@machines/demo/demo-convert.machine'
import { MachineForm } from '@/components/form/machine-form'
import { Modal } from '@/components/modal/modal'
import { TextField } from '@/components/text-field/text-field'
import { button } from '@/styles/recipes.css'
import { FormError } from './auth-form'
import { PasswordToggle } from './password-toggle'
import * as styles from './auth.css'

export default function DemoConvertDialog({ actor, returnFocus }: { actor: ActorRefFrom<DemoConvertMachine>; returnFocus?: () => HTMLElement | null }) {
  const { t } = useLingui()
  const errorId = useId()
  const values = useSelector(actor, (s) => s.context)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const passwordVisible = values.passwordVisible
  const invalid = (field: DemoConvertField) => values.invalidFields.includes(field)
  const change = (field: DemoConvertField) => (value: string) => actor.send({ type: 'field.change', field, value })
  return (
    <Modal phase="open" title={<Trans>Create my account</Trans>} closeLabel={t`Close`} onClose={() => actor.send({ type: 'form.cancel' })} returnFocus={returnFocus}>
      <MachineForm className={styles.form} busy={busy} onSubmit={() => actor.send({ type: 'form.submit' })}>
        <p className={styles.subtitle}>
          <Trans>Keep everything you did in the demo: choose how you sign in from now on.</Trans>
        </p>
        <TextField
          label={<Trans>Username</Trans>}
          name="username"
          autoComplete="username"
          value={values.username}
          invalid={invalid('username')}
          errorId={errorId}
          readOnly={busy}
          maxLength={40}
          hint={<Trans>3 to 40 characters: letters, digits, dot, underscore or hyphen.</Trans>}
          onChange={change('username')}
        />
        <TextField
          label={<Trans>Password</Trans>}
          name="password"
          type={passwordVisible ? 'text' : 'password'}
          autoComplete="new-password"
          value={values.password}
          invalid={invalid('password')}
          errorId={errorId}
          readOnly={busy}
          hint={<Trans>At least 8 characters.</Trans>}
          onChange={change('password')}
          trailing={<PasswordToggle visible={passwordVisible} onToggle={() => actor.send({ type: 'password.toggle' })} />}
        />
        <TextField
          label={<Trans>Confirm the password</Trans>}
          name="confirmation"
          type={passwordVisible ? 'text' : 'password'}
          autoComplete="new-password"
          value={values.confirmation}
          invalid={invalid('confirmation')}
          errorId={errorId}
          readOnly={busy}
          onChange={change('confirmation')}
        />
        <TextField
          label={<Trans>Full Name</Trans>}
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          invalid={invalid('fullName')}
          errorId={errorId}
          readOnly={busy}
          maxLength={120}
          onChange={change('fullName')}
        />
        <FormError id={errorId} error={values.error} />
        <div className={styles.buttons}>
          <button type="submit" className={`${button({ variant: 'primary' })} ${styles.grow}`} aria-disabled={busy || undefined}>
            {busy ? <Trans>Creating…</Trans> : <Trans>Create my account</Trans>}
          </button>
          <button type="button" className={`${button({ variant: 'secondary' })} ${styles.grow}`} onClick={() => actor.send({ type: 'form.cancel' })}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </MachineForm>
    </Modal>
  )
}
