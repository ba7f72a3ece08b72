// The ALTCHA proof-of-work captcha as a React component: widget state changes become callbacks,
// and `handle.reset()` lets a machine action clear a used (single-use) solution.
import { useEffect, useImperativeHandle, useRef } from 'react'
import type { Ref } from 'react'
import type {} from 'altcha/types/react'
import * as styles from './captcha-field.css'

export interface CaptchaHandle {
  reset(): void
}

export interface CaptchaFieldProps {
  language: string
  onVerified: (payload: string) => void
  onReset: () => void
  invalid?: boolean
  handle?: Ref<CaptchaHandle>
  /** id of the element that describes the captcha's error. */
  errorId?: string
}

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge'

interface StateChangeDetail {
  state?: string
  payload?: string | null
}

export function CaptchaField({ language, onVerified, onReset, invalid, handle, errorId }: CaptchaFieldProps) {
  const element = useRef<HTMLElement>(null)
  const callbacks = useRef({ onVerified, onReset })
  useEffect(() => {
    callbacks.current = { onVerified, onReset }
  }, [onVerified, onReset])

  useImperativeHandle(handle, () => ({
    reset: () => (element.current as (HTMLElement & { reset?: () => void }) | null)?.reset?.(),
  }))

  useEffect(() => {
    // The widget code is its own chunk: only the login and sign-up pages download it.
    import('./load-altcha').catch((error: unknown) => console.error('Captcha widget failed to load', error))
  }, [])

  useEffect(() => {
    const node = element.current
    if (!node) return
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail ?? {}
      if (detail.state === 'verified' && detail.payload) callbacks.current.onVerified(detail.payload)
      else if (detail.state === 'unverified' || detail.state === 'expired' || detail.state === 'error') callbacks.current.onReset()
    }
    node.addEventListener('statechange', onStateChange)
    return () => node.removeEventListener('statechange', onStateChange)
  }, [])

  return (
    <altcha-widget
      ref={element}
      challenge={CAPTCHA_CHALLENGE_URL}
      language={language === 'pt-BR' ? 'pt-br' : 'en'}
      className={invalid ? `${styles.widget} ${styles.invalid}` : styles.widget}
      aria-describedby={invalid ? errorId : undefined}
      data-invalid={invalid ? 'true' : undefined}
      data-testid="captcha"
    />
  )
}
