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
