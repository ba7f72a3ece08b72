// The ALTCHA proof-of-work captcha as a React component: widget state changes become callbacks,
// and `handle.reset()` lets a machine action clear a used (single-use) solution.
import { useEffect, useImperativeHandle, useRef } from 'react'
import type { Ref } from 'react'
import type {} from 'altcha/types/react'
import { useLingui } from '@lingui/react/macro'
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
  /** Called once, when the widget's code starts loading (the first touch of the form, or idle time). */
  onFirstTouch?: () => void
  /**
   * Solves itself as soon as it is on the page (the widget's `auto="onload"`), its code loaded at once: a form the
   * user already asked for with a click (the demo started from the app's button).
   */
  auto?: boolean
}

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge'

/** An untouched form loads the widget this long after it mounted, when the browser is idle. */
export const IDLE_LOAD_DELAY_MS = 3000

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 0)
}

interface StateChangeDetail {
  state?: string
  payload?: string | null
}

export function CaptchaField({ language, onVerified, onReset, invalid, handle, errorId, onFirstTouch, auto = false }: CaptchaFieldProps) {
  const { t } = useLingui()
  const element = useRef<HTMLElement>(null)
  const callbacks = useRef({ onVerified, onReset, onFirstTouch })
  // Read once, when the widget's loading is planned.
  const autoRef = useRef(auto)
  useEffect(() => {
    callbacks.current = { onVerified, onReset, onFirstTouch }
  }, [onVerified, onReset, onFirstTouch])

  useImperativeHandle(handle, () => ({
    reset: () => (element.current as (HTMLElement & { reset?: () => void }) | null)?.reset?.(),
  }))

  useEffect(() => {
    // The widget code (31 KB gzip) is its own chunk, downloaded when the user first touches the form
    // (focus, pointer, key), not with the page: the page paints and becomes usable without it, and a
    // keyboard user reaches the captcha only after the fields, by when it is there. A click on the
    // captcha's box before the widget existed starts the check once it does. Untouched, the page
    // fetches it anyway once it has been idle for a while after loading.
    const node = element.current
    const form = node?.closest('form') ?? node
    if (!node || !form) return
    const touches = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const
    let idleTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => {
        idleTimer = undefined
        whenIdle(() => onTouch(new Event('idle')))
      },
      autoRef.current ? 0 : IDLE_LOAD_DELAY_MS,
    )
    const stop = () => {
      clearTimeout(idleTimer)
      touches.forEach((type) => form.removeEventListener(type, onTouch))
    }
    let started = false
    function onTouch(event: Event) {
      if (started || !node!.isConnected) return
      started = true
      stop()
      callbacks.current.onFirstTouch?.()
      const clickedBox = event.type === 'pointerdown' || event.type === 'touchstart' ? node!.contains(event.target as Node) : false
      import('./load-altcha')
        .then(() => customElements.whenDefined('altcha-widget'))
        .then(() => {
          if (clickedBox) requestAnimationFrame(() => (node as HTMLElement & { verify?: () => void }).verify?.())
        })
        .catch((error: unknown) => console.error('Captcha widget failed to load', error))
    }
    touches.forEach((type) => form.addEventListener(type, onTouch, { passive: true }))
    return stop
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
      // The label the frame paints until the widget's code has loaded (the widget's own words).
      data-placeholder={t`I'm not a robot`}
      {...(auto ? { auto: 'onload' as const } : {})}
      data-testid="captcha"
    />
  )
}
