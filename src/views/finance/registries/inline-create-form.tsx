// The small form beside a select of the entry, plan or recurring series form that creates a category or a
// person/account in place (inline-create.machine.ts, spawned by the form's machine as its child `inlineCreate`).
// It is no <form> (it sits inside one): Enter creates, Escape closes it alone, and the outer form keeps what
// was typed. Also the "+ New …" link it replaces under a select, and the hook that gives the focus back to
// that link when the small form closes.
import { useEffect, useRef } from 'react'
import type { KeyboardEvent, ReactNode, RefCallback } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { InlineCreateMachine } from '@machines/finance/registries/inline-create.machine'
import { ACCOUNT_HOLDER_NAME_MAX } from '@contract/account-holder'
import { CATEGORY_NAME_MAX } from '@contract/category'
import { FormField } from '@/components/form/form-field'
import { fieldError } from '@/components/form/form-field.css'
import { button, input } from '@/styles/recipes.css'
import * as styles from './inline-create.css'

export function InlineCreateForm({ actor }: { actor: ActorRefFrom<InlineCreateMachine> }) {
  const { i18n, t } = useLingui()
  const kind = useSelector(actor, (s) => s.context.kind)
  const name = useSelector(actor, (s) => s.context.name)
  const nameError = useSelector(actor, (s) => s.context.nameError)
  const refusal = useSelector(actor, (s) => s.context.refusal)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const isCategory = kind === 'category'
  const submit = () => actor.send({ type: 'create.submit' })
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      submit()
    } else if (event.key === 'Escape') {
      // Closes this small form, not the dialog around it.
      event.preventDefault()
      event.stopPropagation()
      actor.send({ type: 'create.cancel' })
    }
  }
  return (
    <div role="group" aria-label={isCategory ? t`New category` : t`New account holder`} className={styles.panel}>
      <FormField className={styles.name} label={isCategory ? <Trans>New category name</Trans> : <Trans>New account holder's name</Trans>} error={nameError}>
        {(props) => (
          <input
            {...props}
            className={input()}
            value={name}
            maxLength={isCategory ? CATEGORY_NAME_MAX : ACCOUNT_HOLDER_NAME_MAX}
            autoComplete="off"
            readOnly={busy}
            // Opened by a click on "+ New …": the name is what the user types next.
            autoFocus
            onKeyDown={onKeyDown}
            onChange={(event) => actor.send({ type: 'name.change', value: event.target.value })}
          />
        )}
      </FormField>
      <button type="button" className={button({ variant: 'primary', size: 'sm' })} aria-disabled={busy || undefined} onClick={() => (busy ? undefined : submit())}>
        {busy ? <Trans>Creating…</Trans> : <Trans>Create</Trans>}
      </button>
      <button type="button" className={button({ variant: 'secondary', size: 'sm' })} disabled={busy} onClick={() => actor.send({ type: 'create.cancel' })}>
        <Trans>Cancel</Trans>
      </button>
      {refusal ? (
        <p role="alert" className={`${fieldError({})} ${styles.refusal}`}>
          {refusal.reason ?? i18n._(refusal.failed)}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The "+ New …" buttons of a form: each takes the focus back when its small form closes (the focus was on
 * the small form's name). `open` names the small form open now, or is null; the result gives each button its ref.
 */
export function useInlineOpeners<K extends string>(open: K | null): (kind: K) => RefCallback<HTMLButtonElement> {
  const buttons = useRef(new Map<K, HTMLButtonElement>())
  const last = useRef<K | null>(null)
  useEffect(() => {
    const closed = last.current
    last.current = open
    if (closed !== null && open === null) buttons.current.get(closed)?.focus()
  })
  return (kind) => (element) => {
    if (element) buttons.current.set(kind, element)
    else buttons.current.delete(kind)
  }
}

/** Under a select: the small form while it is open (`actor`), else the "+ New …" link that opens it. */
export function InlineCreateSlot(props: {
  actor: ActorRefFrom<InlineCreateMachine> | undefined
  opener: RefCallback<HTMLButtonElement>
  disabled: boolean
  /** Why the link is disabled, when that is not plain (no type chosen yet). */
  title?: string
  onOpen: () => void
  children: ReactNode
}) {
  if (props.actor) return <InlineCreateForm actor={props.actor} />
  return (
    <button ref={props.opener} type="button" className={styles.openerLink} disabled={props.disabled} title={props.title} onClick={props.onOpen}>
      {props.children}
    </button>
  )
}
