import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { loginMachine } from '@machines/login.machine'
import { loginEffects } from '@machines/login.actors'
import { formMessages } from '@machines/form-messages'
import { ApiError } from '@/api/errors'

vi.mock('@/api/auth', () => ({ signIn: vi.fn() }))
const auth = await import('@/api/auth')

function start() {
  const calls: string[] = []
  const spy = (name: string) => () => void calls.push(name)
  const actor = createActor(
    loginMachine.provide({ actions: { submitLogin: spy('submitLogin'), resetCaptchaWidget: spy('resetCaptchaWidget'), reportSuccess: spy('reportSuccess') } }),
    { input: {} },
  ).start()
  return { actor, calls }
}

function fill(actor: ReturnType<typeof start>['actor'], captcha = true) {
  actor.send({ type: 'field.change', field: 'username', value: 'ana' })
  actor.send({ type: 'field.change', field: 'password', value: 'secret-pass' })
  if (captcha) actor.send({ type: 'captcha.verified', payload: 'p1' })
}

describe('login machine', () => {
  it('requires both fields, then the captcha, before submitting (SPEC §5)', () => {
    const { actor, calls } = start()
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ form: { editing: 'incomplete' } })).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual(formMessages.allFieldsRequired)
    fill(actor, false)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ form: { editing: 'captchaMissing' } })).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual(formMessages.captchaRequired)
    actor.send({ type: 'captcha.verified', payload: 'p1' })
    expect(actor.getSnapshot().matches({ form: { editing: 'idle' } })).toBe(true)
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(true)
    expect(calls).toEqual(['submitLogin'])
  })

  it('a 401 marks both fields until either is edited, and resets the used captcha (SPEC §4)', () => {
    const { actor, calls } = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'login.failed', error: { status: 401, code: 'invalid_credentials' } })
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('invalidFields')).toBe(true)
    expect(snapshot.context.error).toEqual(formMessages.invalidCredentials)
    expect(snapshot.matches({ captcha: 'unverified' })).toBe(true)
    expect(snapshot.context.captcha).toBeNull()
    expect(calls).toContain('resetCaptchaWidget')
    actor.send({ type: 'field.change', field: 'password', value: 'other' })
    expect(actor.getSnapshot().hasTag('invalidFields')).toBe(false)
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it.each([
    [{ status: 400, code: 'captcha_invalid' }, 'captchaMissing', formMessages.captchaRequired],
    [{ status: 429, code: 'rate_limited' }, 'failed', formMessages.rateLimited],
    [{ status: 500, code: 'unknown' }, 'failed', formMessages.unexpected],
    [{ status: 0, code: 'network' }, 'failed', formMessages.unexpected],
  ] as const)('failure %o shows %s', (error, state, message) => {
    const { actor } = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'login.failed', error })
    expect(actor.getSnapshot().matches({ form: { editing: state } })).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual(message)
  })

  it('success reports once and ends the form', () => {
    const { actor, calls } = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'login.succeeded', accessToken: 'a', refreshToken: 'r', role: 'User' })
    expect(actor.getSnapshot().matches({ form: 'succeeded' })).toBe(true)
    expect(calls).toEqual(['submitLogin', 'reportSuccess'])
  })

  it('show/hide toggles the password region', () => {
    const { actor } = start()
    actor.send({ type: 'password.toggle' })
    expect(actor.getSnapshot().matches({ password: 'visible' })).toBe(true)
    actor.send({ type: 'password.toggle' })
    expect(actor.getSnapshot().matches({ password: 'hidden' })).toBe(true)
  })

  it('an expired captcha must be solved again', () => {
    const { actor } = start()
    fill(actor)
    actor.send({ type: 'captcha.reset' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ form: { editing: 'captchaMissing' } })).toBe(true)
  })
})

describe('login effects', () => {
  async function submitWith(result: () => Promise<unknown>) {
    vi.mocked(auth.signIn).mockImplementation(result as never)
    const actor = createActor(loginMachine.provide({ actions: loginEffects }), { input: {} }).start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(false))
    return actor.getSnapshot()
  }

  it('sends the trimmed username, the password and the captcha payload', async () => {
    const snapshot = await submitWith(() => Promise.resolve({ accessToken: 'a', refreshToken: 'r', role: 'User' }))
    expect(auth.signIn).toHaveBeenCalledWith({ nomeUsuario: 'ana', senha: 'secret-pass', captcha: 'p1' })
    expect(snapshot.matches({ form: 'succeeded' })).toBe(true)
  })

  it('maps an ApiError to login.failed with status and code', async () => {
    const snapshot = await submitWith(() => Promise.reject(new ApiError({ status: 401, code: 'invalid_credentials', message: 'x' })))
    expect(snapshot.hasTag('invalidFields')).toBe(true)
  })
})

describe('login after a sign-up (issue 10 §17)', () => {
  it('starts with the new username and says the account exists, until the form is submitted', () => {
    const actor = createActor(loginMachine, { input: { signedUpUsername: ' ana.souza ' } }).start()
    expect(actor.getSnapshot().context).toMatchObject({ username: 'ana.souza', password: '', notice: formMessages.accountCreated })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.notice).toBeNull()
    expect(actor.getSnapshot().context.error).toBe(formMessages.allFieldsRequired)
  })

  it('without a sign-up starts empty, with no notice', () => {
    const actor = createActor(loginMachine, { input: {} }).start()
    expect(actor.getSnapshot().context).toMatchObject({ username: '', notice: null })
  })
})
