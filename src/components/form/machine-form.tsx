// A form whose submission is a machine event: the machine validates (no browser bubbles) and the page never
// reloads. When the machine refuses the submit, the first field it marked takes the focus, so a
// keyboard or screen-reader user lands where the fix is; the form's error summary is a role=alert region.
import { useRef } from 'react'
import type { ReactNode } from 'react'

/** What a refused submit marks: fields with aria-invalid, or the captcha's checkbox. */
const INVALID_CONTROL = '[aria-invalid="true"], altcha-widget[data-invalid="true"] input[type="checkbox"]'

export function MachineForm({
  className,
  busy,
  onSubmit,
  onFirstTouch,
  children,
}: {
  className: string
  /** Marks the form busy for assistive technology while the machine is sending. */
  busy?: boolean
  onSubmit: () => void
  /** Called once, on the first focus, pointer or key inside the form (to fetch what a submit needs). */
  onFirstTouch?: () => void
  children: ReactNode
}) {
  const form = useRef<HTMLFormElement>(null)
  const touched = useRef(false)
  const touch = () => {
    if (touched.current || !onFirstTouch) return
    touched.current = true
    onFirstTouch()
  }
  return (
    <form
      ref={form}
      className={className}
      noValidate
      aria-busy={busy}
      onFocus={touch}
      onPointerDown={touch}
      onKeyDown={touch}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
        // The machine has validated synchronously and React renders the result before the next task: a
        // refused submit has marked its fields by then. (An answer from the server comes later and leaves
        // focus where it is.)
        setTimeout(() => form.current?.querySelector<HTMLElement>(INVALID_CONTROL)?.focus(), 0)
      }}
    >
      {children}
    </form>
  )
}
