// A form whose submission is a machine event: the machine validates (no browser bubbles) and the page never reloads.
import type { ReactNode } from 'react'

export function MachineForm({
  className,
  busy,
  onSubmit,
  children,
}: {
  className: string
  /** Marks the form busy for assistive technology while the machine is sending. */
  busy?: boolean
  onSubmit: () => void
  children: ReactNode
}) {
  return (
    <form
      className={className}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}
