// Login machine: fields, captcha, the signIn actor (held here) and its
// failures, what it emits to the view; the real actor over a mocked src/api/auth.
import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { loginMachine } from '@machines/login.machine'
import type { LoginEmitted, LoginInput } from '@machines/login.machine'
import type { SignInInput } from '@machines/login.actors'
import { formMessages, lockedOutFor } from '@machines/form-messages'
import { ApiError, apiErrorFromResponse, networkError } from '@/api/errors'
import type { TokenPair } from '@/api/auth'
import { heldActor } from '../model/held-actors'

vi.mock('@/api/auth', () => ({ signIn: vi.fn() }))
const auth = await import('@/api/auth')

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

function start(input: LoginInput = {}) {
  const signIn = heldActor<TokenPair, SignInInput>()
  const actor = createActor(loginMachine.provide({ actors: { signIn: signIn.logic } }), { input })
  const emitted: LoginEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const answer = async (outcome: { output: TokenPair } | { error: unknown }) => {
    signIn.settle({ type: 'answer', ...outcome })
    await settled()
  }
  return { actor, runs: signIn.runs, emitted, answer }
}

function fill(actor: { send: ReturnType<typeof start>['actor']['send'] }, captcha = true) {
  actor.send({ type: 'field.change', field: 'username', value: 'ana' })
  actor.send({ type: 'field.change', field: 'password', value: 'secret-pass' })
  if (captcha) actor.send({ type: 'captcha.verified', payload: 'p1' })
}

describe('login machine', () => {
  it('requires both fields, then the captcha, before submitting', () => {
    const { actor, runs } = start()
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
    expect(runs.map((run) => run.input)).toEqual([{ username: 'ana', password: 'secret-pass', captcha: 'p1' }])
  })

  it('a 401 marks both fields until either is edited, and resets the used captcha', async () => {
    const { actor, emitted, answer } = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    await answer({ error: new ApiError({ status: 401, code: 'invalid_credentials', message: 'x' }) })
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('invalidFields')).toBe(true)
    expect(snapshot.context.error).toEqual(formMessages.invalidCredentials)
    expect(snapshot.matches({ captcha: 'unverified' })).toBe(true)
    expect(snapshot.context.captcha).toBeNull()
    expect(emitted).toEqual([{ type: 'captcha.resetWidget' }])
    actor.send({ type: 'field.change', field: 'password', value: 'other' })
    expect(actor.getSnapshot().hasTag('invalidFields')).toBe(false)
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it.each([
    [new ApiError({ status: 400, code: 'captcha_invalid', message: 'x' }), 'captchaMissing', formMessages.captchaRequired],
    [new ApiError({ status: 429, code: 'rate_limited', message: 'x' }), 'failed', formMessages.rateLimited],
    [new ApiError({ status: 500, code: 'unknown', message: 'x' }), 'failed', formMessages.unexpected],
    [networkError(new Error('offline')), 'failed', formMessages.unexpected],
    [new Error('not even an API error'), 'failed', formMessages.unexpected],
  ] as const)('failure %o shows %s', async (error, state, message) => {
    const { actor, answer } = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    await answer({ error })
    expect(actor.getSnapshot().matches({ form: { editing: state } })).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual(message)
  })

  it.each([
    [900, 15],
    [61, 2],
    [60, 1],
    [5, 1],
  ])('the lockout (429 with retryAfter %i s) says how long it lasts: %i minute(s)', async (retryAfter, minutes) => {
    const { actor, answer, emitted } = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    await answer({ error: apiErrorFromResponse(429, { message: 'Too many attempts.', code: 'rate_limited', retryAfter }) })
    expect(actor.getSnapshot().matches({ form: { editing: 'failed' } })).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual(lockedOutFor(retryAfter))
    expect(actor.getSnapshot().context.error?.values).toEqual(minutes === 1 ? undefined : { minutes })
    expect(actor.getSnapshot().context.error).not.toEqual(formMessages.rateLimited)
    expect(emitted).toContainEqual({ type: 'captcha.resetWidget' })
  })

  it('after an expired session the notice says so, and success returns to the page of ?next=', async () => {
    const { actor, answer, emitted } = start({ expired: true, next: '/livros?pagina=2' })
    expect(actor.getSnapshot().context.notice).toEqual(formMessages.sessionExpired)
    fill(actor)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.notice).toBeNull()
    await answer({ output: { accessToken: 'a', refreshToken: 'r', role: 'User' } })
    expect(emitted.at(-1)).toMatchObject({ type: 'login.succeeded', to: '/livros?pagina=2' })
    expect(start({}).actor.getSnapshot().context.notice).toBeNull()
  })

  it('success emits the tokens with the trimmed username once and ends the form', async () => {
    const { actor, emitted, answer } = start()
    actor.send({ type: 'field.change', field: 'username', value: ' ana ' })
    actor.send({ type: 'field.change', field: 'password', value: 'secret-pass' })
    actor.send({ type: 'captcha.verified', payload: 'p1' })
    actor.send({ type: 'form.submit' })
    await answer({ output: { accessToken: 'a', refreshToken: 'r', role: 'User' } })
    expect(actor.getSnapshot().matches({ form: 'succeeded' })).toBe(true)
    expect(emitted).toEqual([{ type: 'login.succeeded', accessToken: 'a', refreshToken: 'r', role: 'User', username: 'ana', to: '/' }])
  })

  /** Signs in from a login opened with `next` and answers what the success names as the destination. */
  async function destinationOf(next: string | null | undefined): Promise<string> {
    const { actor, emitted, answer } = start({ next })
    fill(actor)
    actor.send({ type: 'form.submit' })
    await answer({ output: { accessToken: 'a', refreshToken: 'r', role: 'User', nomeCompleto: 'Ana Lima' } })
    const success = emitted.find((event) => event.type === 'login.succeeded')
    if (!success || success.type !== 'login.succeeded') throw new Error('no login.succeeded')
    expect(success.nomeCompleto).toBe('Ana Lima')
    return success.to
  }

  it('success lands on the page the login was asked for (?next= a path of this app)', async () => {
    expect(await destinationOf('/financas/cartoes/3/faturas?mes=2026-11')).toBe('/financas/cartoes/3/faturas?mes=2026-11')
    expect(await destinationOf('/financas')).toBe('/financas')
    expect(await destinationOf('/livros#top')).toBe('/livros#top')
  })

  it.each([
    [null],
    [''],
    ['https://evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\/evil.example'],
    ['/\t/evil.example'],
    ['/a/..//evil.example'],
    ['javascript:alert(1)'],
    ['financas'],
    ['/login?next=%2Flivros'],
    ['/criar-usuario'],
  ])('a ?next= of %j is ignored: success lands home', async (next) => {
    expect(await destinationOf(next)).toBe('/')
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

describe('login actors: signIn', () => {
  async function submitWith(result: () => Promise<TokenPair>) {
    vi.mocked(auth.signIn).mockImplementation(result)
    const actor = createActor(loginMachine, { input: {} }).start()
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

  it('an ApiError reaches the machine with its status and code', async () => {
    const snapshot = await submitWith(() => Promise.reject(new ApiError({ status: 401, code: 'invalid_credentials', message: 'x' })))
    expect(snapshot.hasTag('invalidFields')).toBe(true)
  })
})

describe('login after a sign-up', () => {
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
