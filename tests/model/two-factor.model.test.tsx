// Model-based paths of the two-step verification machine, replayed against the real page: getShortestPaths
// (xstate/graph) with its actors' answers named as xstate.done/error.actor.<id>, then the paths that cover every
// transition. The replay clicks the real buttons, types in the real fields, settles each held actor when the path
// says so, and every state asserts what the page shows (the QR code and the key, the recovery codes, the errors).
import { afterAll, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { twoFactorMachine } from '@machines/account/two-factor.machine'
import type { TwoFactorContext, TwoFactorEvent } from '@machines/account/two-factor.machine'
import { ApiError, networkError } from '@/api/errors'
import type { RecoveryCodes, TwoFactorEnrolment, TwoFactorStatus } from '@/api/two-factor'
import type { DisableTwoFactorInput } from '@/api/two-factor'
import * as download from '@/lib/download'
import TwoFactorView from '@/views/account/two-factor-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { actorOfEvent, coveringPaths, heldActor, actorErrors } from './held-actors'
import { eventTypesTitle } from './harness'

const enrolment: TwoFactorEnrolment = {
  segredo: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/localhost:ana?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=localhost&algorithm=SHA1&digits=6&period=30',
}
const codes: RecoveryCodes = { codigosRecuperacao: Array.from({ length: 10 }, (_, n) => `k3m9-7pqr-x2v4-hh${String(n).padStart(2, '0')}`) }
const RECOVERY_CODE = 'k3m9-7pqr-x2v4-hh8w'
const apiError = (status: number, code: string, retryAfter?: number) => new ApiError({ status, code, message: 'x', retryAfter })

const events = [
  { type: 'xstate.done.actor.loadStatus', output: { ativo: false, codigosRestantes: 0 } satisfies TwoFactorStatus },
  { type: 'xstate.done.actor.loadStatus', output: { ativo: true, codigosRestantes: 7 } satisfies TwoFactorStatus },
  { type: 'xstate.error.actor.loadStatus', error: networkError(new Error('offline')) },
  { type: 'status.retry' },
  { type: 'enrol.start' },
  { type: 'xstate.done.actor.startEnrolment', output: enrolment },
  ...actorErrors('startEnrolment', [apiError(500, 'internal_error'), apiError(409, 'two_factor_already_enabled')]),
  { type: 'code.change', value: '123 456' },
  { type: 'code.change', value: '12' },
  { type: 'code.change', value: RECOVERY_CODE },
  { type: 'enrol.confirm' },
  { type: 'enrol.cancel' },
  { type: 'xstate.done.actor.activate', output: codes },
  ...actorErrors('activate', [apiError(400, 'two_factor_code_invalid'), apiError(409, 'two_factor_already_enabled'), apiError(500, 'internal_error')]),
  { type: 'codes.copy' },
  { type: 'xstate.done.actor.copyCodes', output: undefined },
  { type: 'xstate.error.actor.copyCodes', error: new Error('denied') },
  { type: 'codes.download' },
  { type: 'codes.done' },
  { type: 'disable.start' },
  { type: 'disable.cancel' },
  { type: 'password.change', value: 'secret-pass' },
  { type: 'code.useRecovery' },
  { type: 'code.useApp' },
  { type: 'disable.submit' },
  { type: 'xstate.done.actor.disable', output: undefined },
  ...actorErrors('disable', [apiError(400, 'two_factor_password_invalid'), apiError(400, 'two_factor_code_invalid'), apiError(429, 'rate_limited', 900), apiError(409, 'two_factor_not_enabled'), apiError(500, 'internal_error')]),
] as const

const model: AnyStateMachine = twoFactorMachine
const paths = coveringPaths(
  model,
  getShortestPaths(model, {
    events: (snapshot) => (events as unknown as TwoFactorEvent[]).filter((event) => snapshot.can(event)),
    serializeState: serializeByTransition(model, (s: AnyMachineSnapshot) => {
      const c = s.context as TwoFactorContext
      return [c.status?.ativo ?? null, c.code, c.password !== '', c.useRecovery, c.error?.id ?? null, c.invalidField, c.notice?.id ?? null]
    }),
  }),
)

describe('two-step verification machine × page', () => {
  afterAll(() => expectFullCoverage(twoFactorMachine, paths))

  for (const path of paths) {
    it(eventTypesTitle(path), async () => {
      const downloads = vi.spyOn(download, 'downloadFile').mockImplementation(() => undefined)
      const held = {
        loadStatus: heldActor<TwoFactorStatus>(),
        startEnrolment: heldActor<TwoFactorEnrolment>(),
        activate: heldActor<RecoveryCodes, { codigo: string }>(),
        disable: heldActor<void, DisableTwoFactorInput>(),
        copyCodes: heldActor<void, { codes: readonly string[] }>(),
      }
      const logic = twoFactorMachine.provide({ actors: Object.fromEntries(Object.entries(held).map(([id, actor]) => [id, actor.logic])) as never })
      const app = await renderApp({ path: '/verificacao-em-duas-etapas' }, <TwoFactorView logic={logic} />)
      const actor = () => app.actors.byId('twoFactor')
      const user = userEvent.setup()
      const alertText = () => screen.queryAllByRole('alert').map((node) => node.textContent).join(' | ') || null
      const statusNotice = (state: AnyMachineSnapshot) => {
        const notice = (state.context as TwoFactorContext).notice
        if (notice) expect(screen.getAllByRole('status').some((node) => node.textContent === i18n._(notice))).toBe(true)
      }
      const fieldMarked = (label: string, marked: boolean) =>
        marked ? expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true') : expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid')
      const errorShown = (state: AnyMachineSnapshot) => {
        const error = (state.context as TwoFactorContext).error
        expect(alertText()).toBe(error ? i18n._(error) : null)
      }

      const checks: Record<string, (state: AnyMachineSnapshot) => void> = {
        loading: () => expect(screen.getByText('Loading…')).toBeInTheDocument(),
        failure: (state) => {
          errorShown(state)
          expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
        },
        off: (state) => {
          statusNotice(state)
          expect(screen.getByText('Off')).toBeInTheDocument()
          expect(screen.getByRole('button', { name: 'Turn on' })).toBeInTheDocument()
          errorShown(state)
        },
        starting: () => {
          expect(screen.getByText('Loading…')).toBeInTheDocument()
          expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull()
        },
        enrolling: (state) => {
          const context = state.context as TwoFactorContext
          const qr = screen.getByRole('img', { name: 'QR code to scan with your authenticator app' })
          expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
          expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
          const field = screen.getByLabelText('Code')
          expect(field).toHaveValue(context.code)
          expect(field).toHaveAttribute('autocomplete', 'one-time-code')
          fieldMarked('Code', context.invalidField === 'codigo')
          errorShown(state)
        },
        activating: () => {
          expect(screen.getByRole('button', { name: 'Turning on…' })).toHaveAttribute('aria-disabled', 'true')
          expect(held.activate.runs.at(-1)!.input).toEqual({ codigo: '123456' })
        },
        codes: (state) => {
          const list = within(screen.getByTestId('recovery-codes')).getAllByRole('listitem').map((item) => item.textContent)
          expect(list).toEqual(codes.codigosRecuperacao)
          expect(screen.getByText('These 10 codes are shown only this once.')).toBeInTheDocument()
          if (state.matches({ codes: 'copied' })) expect(screen.getByText('Copied.')).toBeInTheDocument()
          if (state.matches({ codes: 'copyFailed' })) expect(screen.getByText('Could not copy: download them or write them down.')).toBeInTheDocument()
          if (state.matches({ codes: 'copying' })) expect(held.copyCodes.runs.at(-1)!.input.codes).toEqual(codes.codigosRecuperacao)
        },
        on: (state) => {
          statusNotice(state)
          expect(screen.getByText('On')).toBeInTheDocument()
          expect(screen.getByTestId('recovery-codes-left')).toHaveTextContent('7 recovery codes left.')
          expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument()
        },
        disabling: (state) => {
          const context = state.context as TwoFactorContext
          const codeLabel = context.useRecovery ? 'Recovery code' : 'Code'
          expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
          expect(screen.getByLabelText(codeLabel)).toHaveValue(context.code)
          fieldMarked('Password', context.invalidField === 'senha')
          fieldMarked(codeLabel, context.invalidField === 'codigo')
          if (state.matches({ disabling: 'entering' })) errorShown(state)
          if (state.matches({ disabling: 'submitting' })) {
            expect(held.disable.runs.at(-1)!.input).toEqual({ senha: 'secret-pass', ...(context.useRecovery ? { codigoRecuperacao: RECOVERY_CODE } : { codigo: '123456' }) })
          }
        },
      }

      const perform: Record<string, (event: EventObject & { value?: string }) => Promise<void>> = {
        'status.retry': async () => user.click(screen.getByRole('button', { name: 'Try again' })),
        'enrol.start': async () => user.click(screen.getByRole('button', { name: 'Turn on' })),
        'enrol.cancel': async () => user.click(screen.getByRole('button', { name: 'Cancel' })),
        'enrol.confirm': async () => user.click(screen.getByRole('button', { name: 'Turn on' })),
        'code.change': async ({ value }) => {
          const field = screen.getByLabelText(/^(Code|Recovery code)$/)
          fireEvent.change(field, { target: { value: `${value}!` } })
          fireEvent.change(field, { target: { value } })
        },
        'password.change': async ({ value }) => {
          fireEvent.change(screen.getByLabelText('Password'), { target: { value: `${value}!` } })
          fireEvent.change(screen.getByLabelText('Password'), { target: { value } })
        },
        'code.useRecovery': async () => user.click(screen.getByRole('button', { name: 'Use a recovery code' })),
        'code.useApp': async () => user.click(screen.getByRole('button', { name: 'Use the code of the app' })),
        'codes.copy': async () => user.click(screen.getByRole('button', { name: 'Copy' })),
        'codes.download': async () => {
          await user.click(screen.getByRole('button', { name: 'Download' }))
          expect(downloads).toHaveBeenLastCalledWith(expect.stringMatching(/^recovery-codes-.+\.txt$/), expect.stringContaining(codes.codigosRecuperacao.join('\n')), 'text/plain')
        },
        'codes.done': async () => user.click(screen.getByRole('button', { name: 'I saved them' })),
        'disable.start': async () => user.click(screen.getByRole('button', { name: 'Turn off' })),
        'disable.cancel': async () => user.click(screen.getByRole('button', { name: 'Cancel' })),
        'disable.submit': async () => user.click(screen.getByRole('button', { name: 'Turn off' })),
      }

      for (const step of path.steps) {
        const event = step.event as EventObject & { value?: string }
        const actorId = actorOfEvent(event.type)
        if (actorId) await settle(() => held[actorId as keyof typeof held].settle(event))
        else if (event.type !== 'xstate.init') await settle(() => perform[event.type]!(event))
        const state = step.state as AnyMachineSnapshot
        expect(actor().getSnapshot().value, `after ${event.type}`).toEqual(state.value)
        const top = typeof state.value === 'string' ? state.value : Object.keys(state.value)[0]!
        checks[top]!(state)
      }
      downloads.mockRestore()
    })
  }
})
