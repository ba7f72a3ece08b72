// Contact (/contato): name, e-mail and message with inline errors, a send button, status
// messages in a live region, social links and a direct e-mail line. Flow state lives in the contact form machine.
import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useActorRef, useSelector } from '@xstate/react'
import { contactFormMachine, contactMessages } from '@machines/site/contact-form.machine'
import type { ContactField, ContactFormMachine } from '@machines/site/contact-form.machine'
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '@contract/contact-limits'
import { owner } from '@/content/owner'
import type { PageProps } from '@/lib/page'
import { GitHubIcon, LinkedInIcon, MailIcon, SendIcon } from '@/components/icons/icons'
import { FormField } from '@/components/form/form-field'
import { MachineForm } from '@/components/form/machine-form'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { prepareContact } from '@machines/site/contact-form.actors'
import { alert, button, input, visuallyHidden } from '@/styles/recipes.css'
import * as styles from './contact.css'
import { useHydrated } from '@/lib/hydration'

/** The contact API, fetched while the user types (a failure shows on submit, which loads it again). */
const prefetchContact = () => void prepareContact().catch(() => undefined)

// The status line under the form, one per result state of the machine.
const statusMessages = [
  { state: 'success', tone: 'success', message: contactMessages.sent },
  { state: 'failure', tone: 'danger', message: contactMessages.failed },
  { state: 'rateLimited', tone: 'danger', message: contactMessages.rateLimited },
] as const

export default function ContactView({ logic }: Partial<PageProps> & { logic?: ContactFormMachine }) {
  const { i18n } = useLingui()
  const actor = useActorRef(useLogic(contactFormMachine, logic), actorOptions())
  const values = useSelector(actor, (s) => s.context.values)
  const errors = useSelector(actor, (s) => s.context.errors)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const status = useSelector(actor, (s) => statusMessages.find(({ state }) => s.matches({ editing: state })) ?? null)
  const blocked = useSelector(actor, (s) => s.matches({ editing: 'blocked' }))

  const fieldProps = (field: ContactField) => ({
    value: values[field],
    error: errors[field],
    readOnly: busy,
    onChange: (value: string) => actor.send({ type: 'field.change', field, value }),
    onBlur: () => actor.send({ type: 'field.blur', field }),
  })

  return (
    <div className={styles.page}>
      <section className={styles.formPanel} aria-labelledby="contact-title">
        <div className={styles.heading}>
          <h1 id="contact-title">
            <Trans>Contact</Trans>
          </h1>
          <p className={styles.subtitle}>
            <Trans>Have a project, a question or an opportunity? Send me a message and I will answer as soon as I can.</Trans>
          </p>
        </div>
        <MachineForm className={styles.form} busy={busy} onSubmit={() => actor.send({ type: 'form.submit' })} onFirstTouch={prefetchContact}>
          <Field label={<Trans>Name</Trans>} name="nome" autoComplete="name" maxLength={CONTACT_NAME_MAX} {...fieldProps('nome')} />
          <Field label={<Trans>E-mail</Trans>} name="email" type="email" autoComplete="email" maxLength={CONTACT_EMAIL_MAX} {...fieldProps('email')} />
          <Field label={<Trans>Message</Trans>} name="mensagem" multiline maxLength={CONTACT_MESSAGE_MAX} {...fieldProps('mensagem')} />
          {blocked ? (
            <p role="alert" className={alert({ tone: 'danger' })}>
              {i18n._(contactMessages.checkFields)}
            </p>
          ) : null}
          <div role="status" aria-live="polite" className={styles.status}>
            {status ? <p className={alert({ tone: status.tone })}>{i18n._(status.message)}</p> : null}
          </div>
          <div>
            {/* aria-disabled while sending keeps focus on the button (a disabled one drops it to the page body). */}
            <button type="submit" className={button({ variant: 'primary', size: 'lg' })} aria-disabled={busy || undefined}>
              <SendIcon />
              {busy ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
            </button>
          </div>
        </MachineForm>
      </section>

      <aside className={styles.aside} aria-labelledby="contact-elsewhere">
        <h2 id="contact-elsewhere" className={styles.asideTitle}>
          <Trans>Other ways to reach me</Trans>
        </h2>
        <ul className={styles.links}>
          <li>
            <a className={styles.link} href={owner.social.linkedin} target="_blank" rel="noopener noreferrer">
              <span className={styles.linkIcon}>
                <LinkedInIcon />
              </span>
              <span className={styles.linkText}>
                <span className={styles.linkName}>LinkedIn</span>
                <span className={styles.linkNote}>
                  <Trans>Professional network</Trans>
                </span>
              </span>
              <span className={visuallyHidden}>
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </li>
          <li>
            <a className={styles.link} href={owner.social.github} target="_blank" rel="noopener noreferrer">
              <span className={styles.linkIcon}>
                <GitHubIcon />
              </span>
              <span className={styles.linkText}>
                <span className={styles.linkName}>GitHub</span>
                <span className={styles.linkNote}>
                  <Trans>Code and projects</Trans>
                </span>
              </span>
              <span className={visuallyHidden}>
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </li>
        </ul>
        <p className={styles.emailLine}>
          <MailIcon />
          <span>
            <Trans>
              Or write to me directly at <a href={`mailto:${owner.email}`}>{owner.email}</a>
            </Trans>
          </span>
        </p>
      </aside>
    </div>
  )
}

interface FieldProps {
  label: ReactNode
  name: string
  value: string
  error: MessageDescriptor | null
  readOnly: boolean
  onChange: (value: string) => void
  onBlur: () => void
  maxLength: number
  type?: 'text' | 'email'
  autoComplete?: string
  multiline?: boolean
}

/** A labelled input or textarea whose error sits right under it (aria-invalid + aria-describedby). */
function Field({ label, name, value, error, readOnly, onChange, onBlur, maxLength, type = 'text', autoComplete, multiline }: FieldProps) {
  // Typing reaches the form once the app runs (a prerendered page's inputs wait till then, see TextField).
  const hydrated = useHydrated()
  return (
    <FormField label={label} error={error} errorSize="regular" className={styles.field}>
      {(control) => {
        const shared = { ...control, name, value, readOnly, disabled: !hydrated || undefined, maxLength, required: true, onBlur }
        return multiline ? (
          <textarea {...shared} rows={6} className={`${input()} ${styles.textarea}`} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...shared} type={type} autoComplete={autoComplete} className={input()} onChange={(event) => onChange(event.target.value)} />
        )
      }}
    </FormField>
  )
}
