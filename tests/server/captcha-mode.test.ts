import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captchaModeSchema } from '@contract/captcha'
import { createTestApp, uniqueUsername, TEST_PASSWORD, type TestApp } from './support/test-app'

// GET /api/captcha/mode tells the SPA whether to show the captcha: off only when the server runs with CAPTCHA=off.

let on: TestApp
let off: TestApp
beforeAll(async () => {
  on = await createTestApp({ config: { captcha: true } })
  off = await createTestApp({ config: { captcha: false } })
})
afterAll(async () => {
  await on.close()
  await off.close()
})

describe('GET /api/captcha/mode', () => {
  it('says on by default and off with CAPTCHA=off, never cached', async () => {
    for (const [t, mode] of [[on, 'on'], [off, 'off']] as const) {
      const response = await t.request('/api/captcha/mode')
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(captchaModeSchema.parse(await response.json())).toEqual({ captcha: mode })
    }
  })

  it('is in the OpenAPI document', async () => {
    const document = (await (await on.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> }
    expect(Object.keys(document.paths)).toContain('/api/captcha/mode')
  })

  it('with CAPTCHA=off a sign-up without a captcha is accepted', async () => {
    const response = await off.request('/api/auth/v1', { body: { nomeUsuario: uniqueUsername('nocaptcha'), senha: TEST_PASSWORD, nomeCompleto: 'Ana Souza' } })
    expect(response.status).toBe(201)
  })
})
