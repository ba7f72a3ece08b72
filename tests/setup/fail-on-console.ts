import { afterEach, beforeEach, vi } from 'vitest'

// Any unexpected console.error / console.warn fails the test.
let messages: string[] = []

beforeEach(() => {
  messages = []
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      messages.push(`console.${level}: ${args.map(String).join(' ')}`)
    })
  }
})

afterEach(() => {
  vi.restoreAllMocks()
  if (messages.length > 0) {
    const text = messages.join('\n')
    messages = []
    throw new Error(`Unexpected console output:\n${text}`)
  }
})
