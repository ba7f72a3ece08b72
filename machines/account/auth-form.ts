// What the login and sign-up machines share: the form's events, a failed submission's shape,
// and the two parallel regions they run beside the form (captcha, show/hide password).
import type { MessageDescriptor } from '@lingui/core'
import { and, not, stateIn } from 'xstate'

/** Events both auth forms take from their view. */
export type AuthFormEvent<TField extends string> =
  | { type: 'field.change'; field: TField; value: string }
  | { type: 'password.toggle' }
  | { type: 'captcha.verified'; payload: string }
  | { type: 'captcha.reset' }
  /** The server's answer to the captcha-mode question (captcha-mode.actors.ts). */
  | { type: 'captcha.on' }
  | { type: 'captcha.off' }
  | { type: 'form.submit' }

/** What both auth forms tell their view: a used-up captcha's widget must be solved again. */
export type AuthFormEmitted = { type: 'captcha.resetWidget' }

/** Context both auth forms keep. */
export interface AuthFormContext {
  username: string
  password: string
  /** The ALTCHA payload once the widget is verified. */
  captcha: string | null
  error: MessageDescriptor | null
}

/** The captcha's payload, for the machine's `assignCaptcha` action. */
const captchaPayload = ({ event }: { event: { type: string; payload?: string } }) => event.payload ?? ''

/** The captcha region; the machine names `assignCaptcha` (params: the payload) and `clearCaptcha` in its setup. */
export const captchaRegion = {
  initial: 'unverified',
  states: {
    unverified: {
      entry: 'clearCaptcha',
      on: { 'captcha.verified': { target: 'verified', actions: { type: 'assignCaptcha', params: captchaPayload } } },
    },
    verified: {
      on: {
        'captcha.verified': { actions: { type: 'assignCaptcha', params: captchaPayload } },
        'captcha.reset': 'unverified',
      },
    },
  },
} as const

/**
 * Whether the server wants a captcha (CAPTCHA=off is for local development): asked as the form starts (the machine's
 * `captchaMode` actor); until the answer, and on any failure, the widget shows and is required.
 */
export const captchaModeRegion = {
  initial: 'asking',
  states: {
    asking: {
      invoke: { src: 'captchaMode' },
      on: { 'captcha.on': 'on', 'captcha.off': 'off' },
    },
    on: {},
    off: {},
  },
} as const

/** The submit guard of the machine with this id: a captcha is wanted and not solved yet. */
export const captchaPendingIn = (machineId: string) =>
  and([stateIn(`#${machineId}.captcha.unverified`), not(stateIn(`#${machineId}.captchaMode.off`))])

/** The show/hide password region. */
export const passwordRegion = {
  initial: 'hidden',
  states: {
    hidden: { on: { 'password.toggle': 'visible' } },
    visible: { on: { 'password.toggle': 'hidden' } },
  },
} as const
