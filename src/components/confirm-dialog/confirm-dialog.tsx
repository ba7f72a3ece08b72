// A confirmation dialog (docs/product-rules.md#accessibility): role=alertdialog, aria-modal, labelled and
// described; focus starts on the safe choice (cancel), Tab stays inside, Escape cancels, and focus returns to
// the opener on close (or to `returnFocus()` when the opener is gone, e.g. the deleted card). The caller owns the state.
import { useEffect, useId, useRef } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { button } from '@/styles/recipes.css'
import * as styles from './confirm-dialog.css'

export interface ConfirmDialogProps {
  title: ReactNode
  children: ReactNode
  confirmLabel: ReactNode
  cancelLabel: ReactNode
  onConfirm: () => void
  onCancel: () => void
  /** While the confirmed action runs: both buttons are disabled and Escape does nothing. */
  busy?: boolean
  busyLabel?: ReactNode
  tone?: 'danger' | 'primary'
  /** Where focus goes on close when the element that opened the dialog no longer exists. */
  returnFocus?: () => HTMLElement | null
  /** Other choices, between cancel and confirm (e.g. "only this one" / "this and the following"). */
  extraActions?: ReactNode
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId()
  const bodyId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const latest = useRef(props)
  useEffect(() => {
    latest.current = props
  })

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    cancelButton.current?.focus()
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      if (!latest.current.busy) latest.current.onCancel()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      const target = opener?.isConnected ? opener : latest.current.returnFocus?.()
      target?.focus()
    }
  }, [])

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return
    const focusables = [...dialog.current.querySelectorAll<HTMLElement>('button:not([disabled])')]
    const first = focusables[0]
    const last = focusables[focusables.length - 1]
    if (!first || !last) {
      event.preventDefault()
      return
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        aria-busy={props.busy ? true : undefined}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={trapTab}
      >
        <h2 id={titleId} className={styles.title}>
          {props.title}
        </h2>
        <div id={bodyId} className={styles.body}>
          {props.children}
        </div>
        <div className={styles.actions}>
          <button ref={cancelButton} type="button" className={button({ variant: 'secondary' })} disabled={props.busy} onClick={props.onCancel}>
            {props.cancelLabel}
          </button>
          {props.extraActions}
          <button
            type="button"
            className={button({ variant: props.tone === 'primary' ? 'primary' : 'danger' })}
            disabled={props.busy}
            onClick={props.onConfirm}
          >
            {props.busy && props.busyLabel ? props.busyLabel : props.confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  )
}
