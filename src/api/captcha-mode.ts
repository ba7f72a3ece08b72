// GET /api/captcha/mode: whether the server wants a solved captcha with sign-in and sign-up (its CAPTCHA setting).
// A plain fetch, as the widget's own challenge request is: /login asks it while it paints, and loads the API client
// (ofetch and the zod schemas) only on the first touch of its form.
import type { CaptchaMode } from '@contract/captcha'

export const CAPTCHA_MODE_URL = '/api/captcha/mode'

/** 'off' only when the server says so; any failure counts as 'on' (the widget shows, as before the answer). */
export async function fetchCaptchaMode(): Promise<CaptchaMode> {
  const response = await fetch(CAPTCHA_MODE_URL, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
  if (!response.ok) return 'on'
  const body = (await response.json()) as { captcha?: unknown }
  return body.captcha === 'off' ? 'off' : 'on'
}
