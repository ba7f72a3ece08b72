// Model-based paths of the demo banner and of its "Create my account" dialog (the demo-convert child machine),
// replayed against the real banner of a signed-in demo: getShortestPaths from xstate/graph for each machine, with the
// dialog's outcome and the converter call's answers named as events. The replay clicks the banner's button, types in
// the dialog's real fields, clicks its buttons and answers the held call; every state asserts what the page shows
// (the banner and its expiry, the dialog, its error line and marked fields, the confirmation) and, once converted, the
// session: the account's name, no demo expiry left in the session or in storage.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { demoBannerMachine } from '@machines/demo/demo-banner.machine'
import { demoConvertMachine } from '@machines/demo/demo-convert.machine'
import type { DemoConvertEvent, DemoConvertField, DemoConvertOutput } from '@machines/demo/demo-convert.machine'
import { ApiError } from '@/api/errors'
import type { TokenPair } from '@contract/auth'
import type { DemoConvertRequest } from '@contract/demo'
import DemoBanner from '@/views/layout/demo-banner'
// The dialog is its own chunk: loaded up front, so that it opens within one settle().
import '@/views/auth/demo-convert-dialog'
import { renderApp, settle } from '../views/support'
import type { StateChecks } from './harness'
import { stateKey } from './harness'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, actorErrors } from './held-actors'

const expiresAt = '2026-12-06T18:30:00.000Z'
const tokens: TokenPair = { accessToken: 'a2.b.c', refreshToken: 'r2', role: 'User', nomeCompleto: 'Ana Souza' }
const account: NonNullable<DemoConvertOutput> = { tokens, username: 'ana.dev', fullName: 'Ana Souza' }
const valid: Record<DemoConvertField, string> = { username: 'ana.dev', password: 'secret-pass', confirmation: 'secret-pass', fullName: 'Ana Souza' }
const fieldLabel: Record<DemoConvertField, string> = { username: 'Username', password: 'Password', confirmation: 'Confirm the password', fullName: 'Full Name' }
const apiError = (status: number, code: string, fieldErrors?: Record<string, string>) => new ApiError({ status, code, message: 'x', ...(fieldErrors ? { fieldErrors } : {}) })

type BannerEvent = { type: 'convert.open' } | { type: 'confirmation.dismiss' } | { type: 'xstate.done.actor.convertForm'; output: DemoConvertOutput }
type ConvertEvent = DemoConvertEvent | { type: 'xstate.done.actor.convert'; output: TokenPair } | { type: 'xstate.error.actor.convert'; error: unknown }

const bannerEvents: BannerEvent[] = [
  { type: 'convert.open' },
  { type: 'confirmation.dismiss' },
  { type: 'xstate.done.actor.convertForm', output: account },
  { type: 'xstate.done.actor.convertForm', output: null },
]
const convertEvents: ConvertEvent[] = [
  // One valid value per field and one refused confirmation: the rule-by-rule messages are tests/machines/demo.test.ts.
  ...(Object.entries(valid) as Array<[DemoConvertField, string]>).map(([field, value]) => ({ type: 'field.change' as const, field, value })),
  { type: 'field.change', field: 'confirmation', value: 'other-pass' },
  { type: 'password.toggle' },
  { type: 'form.submit' },
  { type: 'form.cancel' },
  { type: 'xstate.done.actor.convert', output: tokens },
  ...actorErrors('convert', [apiError(409, 'user_exists'), apiError(400, 'not_a_demo'), apiError(400, 'validation_failed', { nomeCompleto: 'invalid_full_name' }), apiError(500, 'internal_error')]),
]

// Typed as any machine: the paths also carry the actors' answers, which are no events of the machines.
const bannerModel: AnyStateMachine = demoBannerMachine
const convertModel: AnyStateMachine = demoConvertMachine
const bannerPaths = coveringPaths(
  bannerModel,
  getShortestPaths(bannerModel, {
    events: (snapshot) => bannerEvents.filter((event) => snapshot.can(event)),
    serializeState: serializeByTransition(bannerModel, () => null),
  }),
)
const convertPaths = coveringPaths(
  convertModel,
  getShortestPaths(convertModel, {
    events: (snapshot) => convertEvents.filter((event) => snapshot.can(event)),
    serializeState: serializeByTransition(convertModel, (s: AnyMachineSnapshot) => [s.context.username, s.context.password, s.context.confirmation, s.context.fullName, s.context.error?.id ?? null, s.context.invalidFields, s.context.passwordVisible]),
  }),
)

const describePath = (steps: ReadonlyArray<{ event: EventObject }>) =>
  steps
    .slice(1)
    .map((step) => ('field' in step.event ? `${step.event.type}(${String(step.event.field)})` : step.event.type.replace('xstate.', '')))
    .join(' → ') || 'initial state'

/** The banner of a signed-in demo (the layout puts it on every page), its converter call held. */
async function renderDemo() {
  const convert = heldActor<TokenPair, DemoConvertRequest>()
  const logic = demoBannerMachine.provide({ actors: { convertForm: demoConvertMachine.provide({ actors: { convert: convert.logic } }) } })
  const app = await renderApp({ path: '/financas' }, <DemoBanner logic={logic} />)
  await app.answerTokenCheck({ username: 'demo-a1b2c3', role: 'User', fullName: null, demoExpiresAt: expiresAt })
  return { app, convert }
}

const dialog = () => screen.getByRole('dialog', { name: 'Create my account' })
const banner = () => screen.queryByTestId('demo-banner')
const confirmation = () => screen.queryByTestId('demo-converted')

/** What the banner shows: its expiry in the user's language (en-US, the browser's zone) and the button. */
function bannerShown() {
  const shown = banner()
  expect(shown).not.toBeNull()
  expect(shown!.querySelector('time')).toHaveAttribute('datetime', expiresAt)
  expect(shown).toHaveTextContent(/This is a demo: it and all its data are deleted on Dec \d, 2026, \d{2}:\d{2}\s?(AM|PM)\./)
  expect(within(shown!).getByRole('button', { name: 'Create my account' })).toHaveAttribute('aria-haspopup', 'dialog')
}

function convertedShown() {
  expect(banner()).toBeNull()
  expect(confirmation()).toHaveTextContent('Account created! You are signed in as ana.dev, and everything from the demo stays yours.')
}

function sessionConverted(session: AnyMachineSnapshot) {
  expect(session.context).toMatchObject({ username: 'ana.dev', fullName: 'Ana Souza', demoExpiresAt: null })
  expect(localStorage.getItem('demoExpiraEm')).toBeNull()
  expect(localStorage.getItem('accessToken')).toBe('a2.b.c')
}

/** The dialog filled and sent, each action in its own settle(). */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await settle(() => {
    for (const [field, value] of Object.entries(valid) as Array<[DemoConvertField, string]>) fireEvent.change(within(dialog()).getByLabelText(fieldLabel[field]), { target: { value } })
  })
  await settle(() => user.click(within(dialog()).getByRole('button', { name: 'Create my account' })))
}

describe('demo banner machine × layout', () => {
  afterAll(() => expectFullCoverage(demoBannerMachine, bannerPaths))

  for (const path of bannerPaths) {
    it(describePath(path.steps), async () => {
      const { app, convert } = await renderDemo()
      const user = userEvent.setup()
      const actor = () => app.actors.byId('demoBanner')
      const checks: Record<string, () => void> = {
        banner: () => {
          bannerShown()
          expect(screen.queryByRole('dialog')).toBeNull()
        },
        converting: () => {
          bannerShown()
          expect(within(dialog()).getByLabelText('Username')).toHaveFocus()
        },
        converted: () => {
          convertedShown()
          sessionConverted(app.session().getSnapshot())
        },
        dismissed: () => {
          expect(banner()).toBeNull()
          expect(confirmation()).toBeNull()
        },
      }
      const perform: Record<string, (event: BannerEvent) => Promise<void>> = {
        // A click by fireEvent: the dialog's chunk suspends the first time, and React must hear of it inside act().
        'convert.open': () => settle(() => fireEvent.click(within(banner()!).getByRole('button', { name: 'Create my account' }))),
        'confirmation.dismiss': () => settle(() => user.click(within(confirmation()!).getByRole('button', { name: 'Dismiss' }))),
        'xstate.done.actor.convertForm': async (event) => {
          if (event.type !== 'xstate.done.actor.convertForm') return
          if (event.output === null) return settle(() => user.click(within(dialog()).getByRole('button', { name: 'Cancel' })))
          await fillValid(user)
          await settle(() => convert.runs.at(-1)!.resolve(tokens))
        },
      }
      for (const step of path.steps) {
        const event = step.event as BannerEvent | EventObject
        if (event.type !== 'xstate.init') await perform[event.type]!(event as BannerEvent)
        expect(actor().getSnapshot().value, `after ${event.type}`).toEqual(step.state.value)
        checks[stateKey(step.state.value)]!()
      }
    })
  }
})

describe('demo convert machine × its dialog', () => {
  afterAll(() => expectFullCoverage(demoConvertMachine, convertPaths))

  for (const path of convertPaths) {
    it(describePath(path.steps), async () => {
      const { app, convert } = await renderDemo()
      const user = userEvent.setup()
      await settle(() => fireEvent.click(within(banner()!).getByRole('button', { name: 'Create my account' })))
      const actor = () => app.actors.byId('demoConvert')
      const finalActorState = () => app.actors.byId('demoBanner').getSnapshot().value
      const marks = (state: AnyMachineSnapshot) => {
        const error = state.context.error as { message?: string } | null
        expect(within(dialog()).queryByRole('alert')?.textContent ?? null).toBe(error?.message ?? null)
        for (const [field, label] of Object.entries(fieldLabel) as Array<[DemoConvertField, string]>) {
          const input = within(dialog()).getByLabelText(label)
          expect(input).toHaveValue(state.context[field])
          if ((state.context.invalidFields as string[]).includes(field)) expect(input).toHaveAttribute('aria-invalid', 'true')
          else expect(input).not.toHaveAttribute('aria-invalid')
          if (field === 'password' || field === 'confirmation') expect(input).toHaveAttribute('type', state.context.passwordVisible ? 'text' : 'password')
        }
      }
      const checks: StateChecks = {
        editing: (state) => {
          marks(state)
          expect(within(dialog()).getByRole('button', { name: 'Create my account' })).not.toHaveAttribute('aria-disabled')
        },
        submitting: (state) => {
          marks(state)
          expect(within(dialog()).getByRole('button', { name: 'Creating…' })).toHaveAttribute('aria-disabled', 'true')
          expect(within(dialog()).getByLabelText('Full Name')).toHaveAttribute('readonly')
          expect(convert.runs.at(-1)!.input).toEqual({ nomeUsuario: 'ana.dev', senha: 'secret-pass', nomeCompleto: 'Ana Souza' })
        },
        converted: () => {
          expect(finalActorState()).toBe('converted')
          expect(screen.queryByRole('dialog')).toBeNull()
          convertedShown()
          sessionConverted(app.session().getSnapshot())
        },
        cancelled: () => {
          expect(finalActorState()).toBe('banner')
          expect(screen.queryByRole('dialog')).toBeNull()
          bannerShown()
        },
      }
      const perform: Record<string, (event: ConvertEvent) => Promise<void>> = {
        'field.change': async (event) => {
          if (event.type !== 'field.change') return
          const input = within(dialog()).getByLabelText(fieldLabel[event.field])
          // Two edits so that an unchanged value still reaches the machine as an edit.
          fireEvent.change(input, { target: { value: `${event.value}!` } })
          fireEvent.change(input, { target: { value: event.value } })
        },
        'password.toggle': () => user.click(within(dialog()).getByRole('button', { name: /^(Show|Hide) password$/ })),
        'form.submit': () => user.click(within(dialog()).getByRole('button', { name: 'Create my account' })),
        'form.cancel': () => user.click(within(dialog()).getByRole('button', { name: 'Cancel' })),
      }
      for (const step of path.steps) {
        const event = step.event as ConvertEvent | EventObject
        if (event.type.startsWith('xstate.') && event.type !== 'xstate.init') await settle(() => convert.settle(event))
        else if (event.type !== 'xstate.init') await settle(() => perform[event.type]!(event as ConvertEvent))
        const state = step.state as AnyMachineSnapshot
        // A finished dialog's actor has stopped: its outcome shows on the page and in the banner's state.
        if (state.status === 'active') expect(actor().getSnapshot().value, `after ${event.type}`).toEqual(state.value)
        await checks[stateKey(state.value)]!(state)
      }
    })
  }
})
