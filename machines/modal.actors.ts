// Timers of the modal machine: the fade-in and fade-out durations (none with reduced motion).
import { timer } from './effects'
import { MODAL_CLOSE_MS, MODAL_OPEN_MS } from './modal.machine'
import type { ModalContext, ModalEvent } from './modal.machine'

const opened = timer<ModalContext, ModalEvent>('open', ({ context }) => (context.reducedMotion ? 0 : MODAL_OPEN_MS), { type: 'modal.opened' })
const closed = timer<ModalContext, ModalEvent>('close', ({ context }) => (context.reducedMotion ? 0 : MODAL_CLOSE_MS), { type: 'modal.closed' })

export const modalEffects = {
  startOpenTimer: opened.start,
  cancelOpenTimer: opened.cancel,
  startCloseTimer: closed.start,
  cancelCloseTimer: closed.cancel,
}
