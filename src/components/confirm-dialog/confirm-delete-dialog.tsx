// A delete's confirmation for a page whose machine asks first (a pending delete; delete.confirm /
// delete.cancel): Cancel and Delete, "Deleting…" while the delete runs. The page names what goes.
import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { ConfirmDialog } from './confirm-dialog'

/** The page's machine, as far as the dialog sends to it. */
export interface ConfirmDeleteActor {
  send(event: { type: 'delete.confirm' } | { type: 'delete.cancel' }): void
}

export interface ConfirmDeleteDialogProps {
  actor: ConfirmDeleteActor
  title: ReactNode
  /** While the delete (and what follows it before the list shows the change) runs. */
  busy: boolean
  /** Where focus goes on close when the element that opened the dialog is gone (the deleted row). */
  returnFocus?: () => HTMLElement | null
  /** The question, naming what is deleted. */
  children: ReactNode
}

export function ConfirmDeleteDialog({ actor, title, busy, returnFocus, children }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={<Trans>Delete</Trans>}
      cancelLabel={<Trans>Cancel</Trans>}
      busy={busy}
      busyLabel={<Trans>Deleting…</Trans>}
      onConfirm={() => actor.send({ type: 'delete.confirm' })}
      onCancel={() => actor.send({ type: 'delete.cancel' })}
      returnFocus={returnFocus}
    >
      {children}
    </ConfirmDialog>
  )
}
