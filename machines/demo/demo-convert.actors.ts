// The demo-convert machine's actor: POST /v1/api/demo/converter with the new account's name, password and full name;
// answered with the account's new tokens. Tests provide a fake through .provide({ actors }).
import { fromPromise } from 'xstate'
import type { TokenPair } from '@contract/auth'
import type { DemoConvertRequest } from '@contract/demo'

export const demoConvertActors = {
  convert: fromPromise<TokenPair, DemoConvertRequest>(async ({ input }) => (await import('@/api/demo')).convertDemo(input)),
}
