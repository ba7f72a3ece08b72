// An accessible dialog (docs/product-rules.md#accessibility): role=dialog, aria-modal, labelled by its title;
// focus moves in (to the control marked `data-autofocus`, else the first field, else the dialog), stays trapped
// and returns to the opener (or to `returnFocus()` when the opener is gone or disabled, e.g. a row that a reload
// replaced, a button disabled while the page reloads after a save); Escape and a backdrop click ask to close. The caller owns the state
// (e.g. the modal machine) and passes the phase, so the fade-out can play before it unmounts.
import { useEffect, useId, useRef } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { createPortal } from 'react-dom'
import * as styles from './modal.css'

export type ModalPhase = 'opening' | 'open' | 'closing'

export interface ModalProps {
  phase: ModalPhase
  title: ReactNode
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string
  onClose: () => void
  children: ReactNode
  size?: 'md' | 'wide'
  /** Shown before the title, e.g. an icon. */
  leading?: ReactNode
  /** Where focus goes on close when the opener has left the page (focus never falls to the body). */
  returnFocus?: () => HTMLElement | null
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** The first field a dialog focuses when none is marked `data-autofocus`: its first enabled input, select or text area. */
const FIELD_SELECTOR = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])'

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter((element) => !element.hasAttribute('inert'))
}

export function Modal({ phase, title, closeLabel, onClose, children, size = 'md', leading, returnFocus }: ModalProps) {
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const closeRef = useRef(onClose)
  const returnFocusRef = useRef(returnFocus)
  useEffect(() => {
    closeRef.current = onClose
    returnFocusRef.current = returnFocus
  }, [onClose, returnFocus])

  // Focus moves into the dialog on mount and back to the opener (e.g. the card) on unmount.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // preventScroll: a dialog taller than the screen stays scrolled to its top.
    const root = dialog.current
    const firstField = () => root?.querySelector<HTMLElement>('[data-autofocus]') ?? root?.querySelector<HTMLElement>(FIELD_SELECTOR) ?? null
    ;(firstField() ?? root)?.focus({ preventScroll: true })
    // A form that shows its fields once its lists arrive: its first field takes the focus then, unless the user
    // has moved it.
    const late = new MutationObserver(() => {
      const field = firstField()
      if (!field) return
      late.disconnect()
      if (document.activeElement === root) field.focus({ preventScroll: true })
    })
    if (root && document.activeElement === root) late.observe(root, { childList: true, subtree: true })
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    const onDocumentKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        closeRef.current()
      }
    }
    document.addEventListener('keydown', onDocumentKey)
    return () => {
      late.disconnect()
      document.removeEventListener('keydown', onDocumentKey)
      document.body.style.overflow = overflow
      // A disabled opener (the page reloads after a save) cannot take the focus: it would fall to the body. An
      // opener that was disabled as the dialog opened has already lost the focus to the body (Chromium).
      const usable = opener !== null && opener !== document.body && opener.isConnected && !opener.matches(':disabled')
      const target = usable ? opener : (returnFocusRef.current?.() ?? opener)
      target?.focus()
    }
  }, [])

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return
    const focusables = focusablesIn(dialog.current)
    const first = focusables[0]
    const last = focusables[focusables.length - 1]
    if (!first || !last) {
      event.preventDefault()
      return
    }
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    <div
      className={styles.backdrop}
      data-phase={phase}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-phase={phase}
        className={size === 'wide' ? `${styles.dialog} ${styles.wide}` : styles.dialog}
        onKeyDown={trapTab}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {leading}
            <span>{title}</span>
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} title={closeLabel} onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  )
}
