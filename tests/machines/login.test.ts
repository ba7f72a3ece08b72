// Login machine: fields, captcha, the signIn actor (held here) and its
// failures, what it emits to the view; the second step of two-step verification (its code, the recovery code, the
// challenge's 5 minutes and the answers that end it); the real actors over a mocked src/api/sign-in.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { loginMachine } from '@machines/account/login.machine'
import type { LoginEmitted, LoginInput } from '@machines/account/login.machine'
import type { SignInInput } from '@machines/account/login.actors'
import { formMessages, lockedOutFor } from '@machines/form-messages'
import { twoStepMessages } from '@machines/account/two-step-messages'
import { ApiError, apiErrorFromResponse, networkError } from '@/api/errors'
import type { SecondStepInput, SignInAnswer, TokenPair } from '@/api/sign-in'
import { heldActor } from '../model/held-actors'

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/sign-in', () => ({ signInWithPassword: vi.fn(), signInSecondStep: vi.fn() }))
const signInApi = await import('@/api/sign-in')

const settled = () => (vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(0) : new Promise((resolve) => setTimeout(resolve, 0)))

function start(input: LoginInput = {}) {
  const signIn = heldActor<SignInAnswer, SignInInput>()
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
    vi.mocked(signInApi.signInWithPassword).mockImplementation(result)
    const actor = createActor(loginMachine, { input: {} }).start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ form: 'submitting' })).toBe(false))
    return actor.getSnapshot()
  }

  it('sends the trimmed username, the password and the captcha payload', async () => {
    const snapshot = await submitWith(() => Promise.resolve({ accessToken: 'a', refreshToken: 'r', role: 'User' }))
    expect(signInApi.signInWithPassword).toHaveBeenCalledWith({ nomeUsuario: 'ana', senha: 'secret-pass', captcha: 'p1' })
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

describe('the second step (two-step verification on)', () => {
  afterEach(() => vi.useRealTimers())
  const tokens: TokenPair = { accessToken: 'a', refreshToken: 'r', role: 'User', nomeCompleto: 'Ana Lima' }
  const challenge: SignInAnswer = { segundoFator: true, desafio: 'challenge-1' }

  /** A login whose password step answered a challenge, with both actors held. */
  async function atSecondStep() {
    const signIn = heldActor<SignInAnswer, SignInInput>()
    const secondStep = heldActor<TokenPair, SecondStepInput>()
    const actor = createActor(loginMachine.provide({ actors: { signIn: signIn.logic, secondStep: secondStep.logic } }), { input: {} })
    const emitted: LoginEmitted[] = []
    actor.on('*', (event) => emitted.push(event))
    actor.start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    signIn.settle({ type: 'answer', output: challenge })
    await settled()
    const answer = async (outcome: { output: TokenPair } | { error: unknown }) => {
      secondStep.settle({ type: 'answer', ...outcome })
      await settled()
    }
    return { actor, emitted, runs: secondStep.runs, answer }
  }

  it('a challenge opens the code step: no tokens yet, and the password is dropped', async () => {
    const { actor, emitted } = await atSecondStep()
    expect(actor.getSnapshot().matches({ form: { secondStep: { entering: 'idle' } } })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ challenge: 'challenge-1', password: '', username: 'ana', code: '', useRecovery: false, error: null })
    expect(emitted.filter((event) => event.type === 'login.succeeded')).toEqual([])
  })

  it.each([['12345'], ['abcdef'], ['1234567'], ['']])('a code %j without 6 digits is refused before sending', async (code) => {
    const { actor, runs } = await atSecondStep()
    actor.send({ type: 'code.change', value: code })
    actor.send({ type: 'code.submit' })
    expect(actor.getSnapshot().matches({ form: { secondStep: { entering: 'invalid' } } })).toBe(true)
    expect(actor.getSnapshot().hasTag('invalidCode')).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual(twoStepMessages.codeFormat)
    expect(runs).toHaveLength(0)
    actor.send({ type: 'code.change', value: '1' })
    expect(actor.getSnapshot().hasTag('invalidCode')).toBe(false)
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('sends the challenge with the code without its spaces, and a success hands the tokens to the view', async () => {
    const { actor, runs, answer, emitted } = await atSecondStep()
    actor.send({ type: 'code.change', value: ' 123 456 ' })
    actor.send({ type: 'code.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(runs.map((run) => run.input)).toEqual([{ desafio: 'challenge-1', codigo: '123456' }])
    await answer({ output: tokens })
    expect(actor.getSnapshot().matches({ form: 'succeeded' })).toBe(true)
    expect(emitted.filter((event) => event.type === 'login.succeeded')).toEqual([{ type: 'login.succeeded', ...tokens, username: 'ana', to: '/' }])
    expect(actor.getSnapshot().context.challenge).toBeNull()
  })

  it('the switch to a recovery code sends codigoRecuperacao, and back to the app’s code', async () => {
    const { actor, runs } = await atSecondStep()
    actor.send({ type: 'code.change', value: '123' })
    actor.send({ type: 'code.useRecovery' })
    expect(actor.getSnapshot().context).toMatchObject({ useRecovery: true, code: '' })
    actor.send({ type: 'code.change', value: 'abcd' })
    actor.send({ type: 'code.submit' })
    expect(actor.getSnapshot().context.error).toEqual(twoStepMessages.recoveryFormat)
    actor.send({ type: 'code.change', value: ' k3m9-7pqr-x2v4-hh8w ' })
    actor.send({ type: 'code.submit' })
    expect(runs.map((run) => run.input)).toEqual([{ desafio: 'challenge-1', codigoRecuperacao: 'k3m9-7pqr-x2v4-hh8w' }])
    const other = await atSecondStep()
    other.actor.send({ type: 'code.useRecovery' })
    other.actor.send({ type: 'code.useApp' })
    expect(other.actor.getSnapshot().context.useRecovery).toBe(false)
  })

  it.each([
    [false, twoStepMessages.wrongCode],
    [true, twoStepMessages.wrongRecoveryCode],
  ])('a wrong code (recovery: %s) marks the field and stays on the step', async (recovery, message) => {
    const { actor, answer } = await atSecondStep()
    if (recovery) actor.send({ type: 'code.useRecovery' })
    actor.send({ type: 'code.change', value: recovery ? 'k3m9-7pqr-x2v4-hh8w' : '123456' })
    actor.send({ type: 'code.submit' })
    await answer({ error: new ApiError({ status: 401, code: 'two_factor_code_invalid', message: 'x' }) })
    expect(actor.getSnapshot().matches({ form: { secondStep: { entering: 'invalid' } } })).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual(message)
    expect(actor.getSnapshot().context.challenge).toBe('challenge-1')
  })

  it.each([
    ['two_factor_challenge_expired', twoStepMessages.challengeExpired],
    ['two_factor_challenge_invalid', twoStepMessages.challengeInvalid],
    ['two_factor_attempts_exhausted', twoStepMessages.attemptsExhausted],
  ])('%s sends back to the password with a new captcha', async (code, message) => {
    const { actor, answer } = await atSecondStep()
    actor.send({ type: 'code.change', value: '123456' })
    actor.send({ type: 'code.submit' })
    await answer({ error: new ApiError({ status: 401, code, message: 'x' }) })
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ form: { editing: 'failed' } })).toBe(true)
    expect(snapshot.matches({ captcha: 'unverified' })).toBe(true)
    expect(snapshot.context).toMatchObject({ error: message, challenge: null, code: '', username: 'ana' })
  })

  it('the lockout sends back to the password saying how long; a 429 without a wait and other failures stay', async () => {
    const locked = await atSecondStep()
    locked.actor.send({ type: 'code.change', value: '123456' })
    locked.actor.send({ type: 'code.submit' })
    await locked.answer({ error: apiErrorFromResponse(429, { message: 'x', code: 'rate_limited', retryAfter: 840 }) })
    expect(locked.actor.getSnapshot().matches({ form: { editing: 'failed' } })).toBe(true)
    expect(locked.actor.getSnapshot().context.error).toEqual(lockedOutFor(840))
    for (const [error, message] of [
      [new ApiError({ status: 429, code: 'rate_limited', message: 'x' }), formMessages.rateLimited],
      [networkError(new Error('offline')), formMessages.unexpected],
      [new ApiError({ status: 500, code: 'internal_error', message: 'x' }), formMessages.unexpected],
    ] as const) {
      const { actor, answer } = await atSecondStep()
      actor.send({ type: 'code.change', value: '123456' })
      actor.send({ type: 'code.submit' })
      await answer({ error })
      expect(actor.getSnapshot().matches({ form: { secondStep: { entering: 'idle' } } })).toBe(true)
      expect(actor.getSnapshot().context.error).toEqual(message)
    }
  })

  it('after the challenge’s 5 minutes the step closes by itself; Back closes it at once', async () => {
    vi.useFakeTimers()
    const { actor } = await atSecondStep()
    vi.advanceTimersByTime(5 * 60 * 1000 - 1)
    expect(actor.getSnapshot().matches({ form: 'secondStep' })).toBe(true)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().matches({ form: { editing: 'failed' } })).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual(twoStepMessages.challengeExpired)
    vi.useRealTimers()
    const back = await atSecondStep()
    back.actor.send({ type: 'secondStep.back' })
    expect(back.actor.getSnapshot().matches({ form: { editing: 'idle' } })).toBe(true)
    expect(back.actor.getSnapshot().context).toMatchObject({ challenge: null, error: null, password: '' })
  })

  it('the real actors: the password step’s challenge, then signInSecondStep with it', async () => {
    vi.mocked(signInApi.signInWithPassword).mockResolvedValue(challenge)
    vi.mocked(signInApi.signInSecondStep).mockResolvedValue(tokens)
    const actor = createActor(loginMachine, { input: {} }).start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ form: 'secondStep' })).toBe(true))
    actor.send({ type: 'code.change', value: '654321' })
    actor.send({ type: 'code.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ form: 'succeeded' })).toBe(true))
    expect(signInApi.signInSecondStep).toHaveBeenCalledWith({ desafio: 'challenge-1', codigo: '654321' })
  })
})
