import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { forgetReads } from '@/api/client'
import './fail-on-console'
import './no-network'

// The real ALTCHA widget needs Web Workers and a server; tests drive <altcha-widget> by dispatching its events.
vi.mock('@/components/captcha/load-altcha', () => ({}))

afterEach(() => {
  cleanup()
  forgetReads()
  localStorage.clear()
  document.documentElement.className = ''
})

// The server's captcha setting, which the auth forms ask as they start: on, the server's default. Tests of the
// CAPTCHA=off mode provide the machines' `captchaMode` actor instead.
vi.mock('@/api/captcha-mode', () => ({ CAPTCHA_MODE_URL: '/api/captcha/mode', fetchCaptchaMode: vi.fn(() => Promise.resolve('on')) }))
