// The visitor's demo calls (docs/product-rules.md#the-visitors-demo): start a demo account, signed in at once, and turn
// the signed-in demo into an ordinary account that keeps its data. Answers parsed with the shared contract.
import { api } from './client'
import type { ApiClient } from './client'
import { demoConvertResponseSchema, demoSessionSchema } from '../contract/demo'
import type { DemoConvertRequest, DemoLanguage, DemoSession } from '../contract/demo'
import type { TokenPair } from '../contract/auth'

export type { DemoSession }

/** POST /v1/api/demo: the demo's tokens and when it expires; its data in `idioma`. */
export function startDemo(input: { captcha: string; idioma: DemoLanguage }, client: ApiClient = api): Promise<DemoSession> {
  const body = input.captcha ? { captcha: input.captcha, idioma: input.idioma } : { idioma: input.idioma }
  return client.request('/v1/api/demo', demoSessionSchema, { method: 'POST', body, auth: false })
}

/** POST /v1/api/demo/converter: fresh tokens of the account, now an ordinary one. */
export function convertDemo(input: DemoConvertRequest, client: ApiClient = api): Promise<TokenPair> {
  return client.request('/v1/api/demo/converter', demoConvertResponseSchema, { method: 'POST', body: { ...input } })
}

/**
 * The username an access token names (its `name` claim): the demo's answer carries no username, the token does
 * (`demo-` and 6 characters). Read, never verified: the server judges the token.
 */
export function tokenUsername(token: string): string | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='))
    const { name } = JSON.parse(json) as { name?: unknown }
    return typeof name === 'string' && name.length > 0 ? name : null
  } catch {
    return null
  }
}
