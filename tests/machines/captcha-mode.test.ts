// The auth forms under both captcha settings of the server (GET /api/captcha/mode): with CAPTCHA=off the sign-in and
// the sign-up go without a captcha; on, or before the answer, or when the question fails, a solved one is required.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import { loginMachine } from '@machines/account/login.machine'
import type { SignInInput } from '@machines/account/login.actors'
import { signupMachine } from '@machines/account/signup.machine'
import type { SignUpInput } from '@machines/account/signup.actors'
import { formMessages } from '@machines/form-messages'
import type { SignInAnswer } from '@/api/sign-in'
import { ApiError } from '@/api/errors'
import { fetchCaptchaMode } from '@/api/captcha-mode'
import { heldActor } from '../model/held-actors'

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/auth', () => ({ signIn: vi.fn(), signUp: vi.fn() }))

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The server's answer, or none (`asking` forever). */
const answering = (answer: 'captcha.on' | 'captcha.off' | null) =>
  fromCallback(({ sendBack }) => {
    if (answer) queueMicrotask(() => sendBack({ type: answer }))
  })

function login(answer: 'captcha.on' | 'captcha.off' | null) {
  const signIn = heldActor<SignInAnswer, SignInInput>()
  const actor = createActor(loginMachine.provide({ actors: { signIn: signIn.logic, captchaMode: answering(answer) } }), { input: {} }).start()
  actor.send({ type: 'field.change', field: 'username', value: 'ana' })
  actor.send({ type: 'field.change', field: 'password', value: 'secret-pass' })
  return { actor, runs: signIn.runs }
}

function signup(answer: 'captcha.on' | 'captcha.off' | null) {
  const signUp = heldActor<void, SignUpInput>()
  const actor = createActor(signupMachine.provide({ actors: { signUp: signUp.logic, captchaMode: answering(answer) } })).start()
  actor.send({ type: 'field.change', field: 'username', value: 'ana.dev' })
  actor.send({ type: 'field.change', field: 'password', value: 'secret-pass' })
  actor.send({ type: 'field.change', field: 'fullName', value: 'Ana Souza' })
  return { actor, runs: signUp.runs }
}

describe('login machine and the captcha setting', () => {
  it('CAPTCHA=off: signs in without a captcha, and again after a failure', async () => {
    const { actor, runs } = login('captcha.off')
    await settled()
    expect(actor.getSnapshot().matches({ captchaMode: 'off' })).toBe(true)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(true)
    expect(runs.map((run) => run.input)).toEqual([{ username: 'ana', password: 'secret-pass', captcha: '' }])
    runs[0]!.reject(new ApiError({ status: 401, code: 'invalid_credentials', message: 'x' }))
    await settled()
    expect(actor.getSnapshot().matches({ form: { editing: 'invalidCredentials' } })).toBe(true)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(true)
    expect(runs).toHaveLength(2)
  })

  it.each([['captcha.on'], [null]] as const)('server answer %s: the captcha is required before sending', async (answer) => {
    const { actor, runs } = login(answer)
    await settled()
    expect(actor.getSnapshot().matches({ captchaMode: answer === null ? 'asking' : 'on' })).toBe(true)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ form: { editing: 'captchaMissing' } })).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual(formMessages.captchaRequired)
    expect(runs).toHaveLength(0)
    actor.send({ type: 'captcha.verified', payload: 'p1' })
    actor.send({ type: 'form.submit' })
    expect(runs.map((run) => run.input.captcha)).toEqual(['p1'])
  })
})

describe('sign-up machine and the captcha setting', () => {
  it('CAPTCHA=off: signs up without a captcha', async () => {
    const { actor, runs } = signup('captcha.off')
    await settled()
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(true)
    expect(runs.map((run) => run.input)).toEqual([{ username: 'ana.dev', password: 'secret-pass', fullName: 'Ana Souza', captcha: '' }])
  })

  it('captcha on: required before sending', async () => {
    const { actor, runs } = signup('captcha.on')
    await settled()
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ form: { editing: 'captchaMissing' } })).toBe(true)
    expect(runs).toHaveLength(0)
  })
})

describe('the real captchaMode actor', () => {
  it('turns the server answer into the mode, a failure into on', async () => {
    const signUp = heldActor<void, SignUpInput>()
    const mode = vi.mocked(fetchCaptchaMode)
    mode.mockResolvedValueOnce('off')
    const off = createActor(signupMachine.provide({ actors: { signUp: signUp.logic } })).start()
    await settled()
    expect(off.getSnapshot().matches({ captchaMode: 'off' })).toBe(true)
    mode.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const failed = createActor(signupMachine.provide({ actors: { signUp: signUp.logic } })).start()
    await settled()
    expect(failed.getSnapshot().matches({ captchaMode: 'on' })).toBe(true)
  })
})
