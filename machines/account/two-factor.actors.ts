// The two-step verification page's actors (docs/product-rules.md#two-step-verification): its state, enrolment,
// activation, turning it off (src/api/two-factor.ts), and copying the recovery codes; tests provide fakes instead.
import { fromPromise } from 'xstate'
import { activateTwoFactor, disableTwoFactor, fetchTwoFactorStatus, startTwoFactor } from '@/api/two-factor'
import type { DisableTwoFactorInput, RecoveryCodes, TwoFactorEnrolment, TwoFactorStatus } from '@/api/two-factor'

export const twoFactorActors = {
  loadStatus: fromPromise<TwoFactorStatus>(() => fetchTwoFactorStatus()),
  startEnrolment: fromPromise<TwoFactorEnrolment>(() => startTwoFactor()),
  activate: fromPromise<RecoveryCodes, { codigo: string }>(({ input }) => activateTwoFactor(input.codigo)),
  disable: fromPromise<void, DisableTwoFactorInput>(({ input }) => disableTwoFactor(input)),
  /** Puts the recovery codes on the clipboard, one a line. */
  copyCodes: fromPromise<void, { codes: readonly string[] }>(({ input }) => navigator.clipboard.writeText(`${input.codes.join('\n')}\n`)),
}
