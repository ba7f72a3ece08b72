// The auth forms' question to the server, asked as they start: does it want a captcha (GET /api/captcha/mode)?
// Answers `captcha.off` or `captcha.on` (a failure too: the widget stays). Tests provide a fake through .provide.
import { fromCallback } from 'xstate'
import { fetchCaptchaMode } from '@/api/captcha-mode'

export const captchaModeActor = fromCallback(({ sendBack }) => {
  let listening = true
  fetchCaptchaMode().then(
    (mode) => listening && sendBack({ type: mode === 'off' ? 'captcha.off' : 'captcha.on' }),
    () => listening && sendBack({ type: 'captcha.on' }),
  )
  return () => {
    listening = false
  }
})
