// What the login and sign-up model tests share: driving the form, captcha and password events through
// the real view, and the visible checks of the captcha and show/hide-password regions.
import { expect } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { fromCallback } from 'xstate'
import type { AnyActorRef, EventObject } from 'xstate'
import type { AuthFormEvent } from '@machines/account/auth-form'
import type { StateChecks } from './harness'

function captchaWidget(): HTMLElement {
  const widget = document.querySelector('altcha-widget')
  if (!(widget instanceof HTMLElement)) throw new Error('No captcha widget')
  return widget
}

function dispatchCaptcha(state: 'verified' | 'expired', payload: string | null) {
  act(() => {
    captchaWidget().dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }))
  })
}

/** The view actions behind the events both auth forms take; `fieldLabel` names each field's input. */
/** The sample events both auth forms' models offer after their fields: the captcha's, the password's eye and the submit. */
export const captchaToSubmitEvents = [
  { type: 'captcha.verified', payload: 'captcha-ok' },
  { type: 'captcha.reset' },
  { type: 'captcha.on' },
  { type: 'captcha.off' },
  { type: 'password.toggle' },
  { type: 'form.submit' },
] as const

export function authFormEvents(user: UserEvent, fieldLabel: Record<string, string>, submitButton: string) {
  return {
    'field.change': async ({ event }: { event: EventObject }) => {
      const { field, value } = event as AuthFormEvent<string> & { type: 'field.change' }
      const input = screen.getByLabelText(fieldLabel[field]!)
      // Two edits so that an unchanged value still reaches the machine as an edit.
      fireEvent.change(input, { target: { value: `${value}!` } })
      fireEvent.change(input, { target: { value } })
    },
    'password.toggle': async () => {
      await user.click(screen.getByRole('button', { name: /^(Show|Hide) password$/ }))
    },
    'captcha.verified': async ({ event }: { event: EventObject }) => {
      const { payload } = event as AuthFormEvent<string> & { type: 'captcha.verified' }
      dispatchCaptcha('verified', payload)
    },
    'captcha.reset': async () => {
      dispatchCaptcha('expired', null)
    },
    'form.submit': async () => {
      await user.click(screen.getByRole('button', { name: submitButton }))
    },
  }
}

/** The server's captcha setting as the replay decides it: `answer` sends the form's `captcha.on` or `captcha.off`. */
export function heldCaptchaMode() {
  let sendBack: ((event: EventObject) => void) | undefined
  const logic = fromCallback(({ sendBack: send }) => {
    sendBack = send
  })
  const answer = async ({ event }: { event: EventObject }) => {
    act(() => sendBack!({ type: event.type }))
  }
  return { logic, viewEvents: { 'captcha.on': answer, 'captcha.off': answer } }
}

/** Model events the page cannot take: no widget to verify or reset while the server says the captcha is off. */
export const possibleWithCaptchaMode = (snapshot: { matches: (value: never) => boolean }, event: EventObject) =>
  !(snapshot.matches({ captchaMode: 'off' } as never) && (event.type === 'captcha.verified' || event.type === 'captcha.reset'))

/** Checks of the password and captcha regions: the input's type and toggle, the captcha payload held. */
export function passwordAndCaptchaChecks(actor: () => AnyActorRef): StateChecks {
  return {
    'password.hidden': () => {
      expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
      expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false')
    },
    'password.visible': () => {
      expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text')
      expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true')
    },
    'captcha.unverified': (state) => {
      expect(state.context.captcha).toBeNull()
    },
    'captcha.verified': (state) => {
      expect(actor().getSnapshot().context.captcha).toBe(state.context.captcha)
    },
    // Until the server answers, and when it says on, the widget is there; CAPTCHA=off leaves it out.
    'captchaMode.asking': () => {
      expect(document.querySelector('altcha-widget')).not.toBeNull()
    },
    'captchaMode.on': () => {
      expect(document.querySelector('altcha-widget')).not.toBeNull()
    },
    'captchaMode.off': () => {
      expect(document.querySelector('altcha-widget')).toBeNull()
      expect(screen.queryByText('Captcha')).toBeNull()
    },
  }
}
