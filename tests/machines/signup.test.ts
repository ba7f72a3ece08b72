// Sign-up: the validation as plain and property tests; the machine with a held
// signUp actor (which input it got, each failure, what it emits); the real actor over a mocked src/api/auth.
import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { createActor } from 'xstate'
import { signupMachine } from '@machines/account/signup.machine'
import type { SignupEmitted } from '@machines/account/signup.machine'
import type { SignUpInput } from '@machines/account/signup.actors'
import { validateSignup } from '@machines/account/signup.validation'
import { formMessages } from '@machines/form-messages'
import { ApiError } from '@/api/errors'
import { heldActor } from '../model/held-actors'

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/auth', () => ({ signUp: vi.fn() }))
const auth = await import('@/api/auth')

const valid = { username: 'ana.dev', password: 'secret-pass', fullName: 'Ana Júlia Souza' }

describe('sign-up validation', () => {
  it.each([
    [{ ...valid, username: '' }, formMessages.allFieldsRequired, ['username']],
    [{ username: ' ', password: '', fullName: '' }, formMessages.allFieldsRequired, ['username', 'password', 'fullName']],
    [{ ...valid, fullName: 'Ana 2' }, formMessages.fullNameLettersOnly, ['fullName']],
    [{ ...valid, fullName: 'Ana_Souza' }, formMessages.fullNameLettersOnly, ['fullName']],
    [{ ...valid, username: 'an' }, formMessages.usernameRule, ['username']],
    [{ ...valid, username: 'ana souza' }, formMessages.usernameRule, ['username']],
    [{ ...valid, username: 'a'.repeat(41) }, formMessages.usernameRule, ['username']],
    [{ ...valid, password: '1234567' }, formMessages.passwordTooShort, ['password']],
  ])('%o → %o', (fields, message, invalid) => {
    expect(validateSignup(fields)).toEqual({ message, fields: invalid })
  })

  it('accepts valid input, accents and surrounding spaces', () => {
    expect(validateSignup(valid)).toBeNull()
    expect(validateSignup({ username: ' ana_1-x.y ', password: '12345678', fullName: ' José da Conceição ' })).toBeNull()
  })

  it('property: any username of 3–40 allowed characters with a valid rest passes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9._-]{3,40}$/), fc.string({ minLength: 8, maxLength: 30 }).filter((p) => p.length >= 8), (username, password) => {
        expect(validateSignup({ username, password, fullName: 'Ana Souza' })).toBeNull()
      }),
    )
  })

  it('property: a full name with a digit is always rejected', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z ]{0,10}[0-9][A-Za-z ]{0,10}$/), (fullName) => {
        const problem = validateSignup({ ...valid, fullName })
        expect(problem?.message).toEqual(fullName.trim() === '' ? formMessages.allFieldsRequired : formMessages.fullNameLettersOnly)
      }),
    )
  })
})

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

function start() {
  const signUp = heldActor<void, SignUpInput>()
  const actor = createActor(signupMachine.provide({ actors: { signUp: signUp.logic } }))
  const emitted: SignupEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const answer = async (outcome: { output: undefined } | { error: unknown }) => {
    signUp.settle({ type: 'answer', ...outcome })
    await settled()
  }
  return { actor, runs: signUp.runs, emitted, answer }
}

function fill(actor: { send: ReturnType<typeof start>['actor']['send'] }, fields = valid) {
  for (const [field, value] of Object.entries(fields)) actor.send({ type: 'field.change', field: field as 'username', value })
}

describe('sign-up machine', () => {
  it('validates before the captcha, marks the offending fields, and unmarks a field when edited', () => {
    const { actor, runs } = start()
    fill(actor, { ...valid, fullName: 'R2D2' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches({ form: { editing: 'invalid' } })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ error: formMessages.fullNameLettersOnly, invalidFields: ['fullName'] })
    actor.send({ type: 'field.change', field: 'fullName', value: 'Ana' })
    expect(actor.getSnapshot().context.invalidFields).toEqual([])
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.error).toEqual(formMessages.captchaRequired)
    actor.send({ type: 'captcha.verified', payload: 'p' })
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(runs.map((run) => run.input)).toEqual([{ username: 'ana.dev', password: 'secret-pass', fullName: 'Ana', captcha: 'p' }])
  })

  it.each([
    [new ApiError({ status: 409, code: 'user_exists', message: 'x' }), 'userExists', formMessages.userExists, ['username']],
    [new ApiError({ status: 400, code: 'captcha_invalid', message: 'x' }), 'captchaMissing', formMessages.captchaRequired, []],
    [new ApiError({ status: 500, code: 'internal_error', message: 'x' }), 'failed', formMessages.signUpFailed, []],
    [new ApiError({ status: 400, code: 'validation_failed', message: 'x' }), 'failed', formMessages.signUpFailed, []],
  ] as const)('failure %o → %s', async (error, state, message, fields) => {
    const { actor, emitted, answer } = start()
    fill(actor)
    actor.send({ type: 'captcha.verified', payload: 'p' })
    actor.send({ type: 'form.submit' })
    await answer({ error })
    expect(actor.getSnapshot().matches({ form: { editing: state } })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ error: message, invalidFields: fields, captcha: null })
    expect(emitted).toEqual([{ type: 'captcha.resetWidget' }])
  })

  it('success emits the trimmed username (the view navigates to /login)', async () => {
    const { actor, emitted, answer } = start()
    fill(actor, { ...valid, username: ' ana.dev ' })
    actor.send({ type: 'captcha.verified', payload: 'p' })
    actor.send({ type: 'form.submit' })
    await answer({ output: undefined })
    expect(actor.getSnapshot().matches({ form: 'succeeded' })).toBe(true)
    expect(emitted).toEqual([{ type: 'signup.succeeded', username: 'ana.dev' }])
  })
})

describe('sign-up actors: signUp', () => {
  it('posts trimmed fields with the captcha and maps a 409 to user_exists', async () => {
    vi.mocked(auth.signUp).mockRejectedValue(new ApiError({ status: 409, code: 'user_exists', message: 'exists' }))
    const actor = createActor(signupMachine).start()
    fill(actor, { username: ' ana.dev ', password: 'secret-pass', fullName: ' Ana ' })
    actor.send({ type: 'captcha.verified', payload: 'p' })
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ form: { editing: 'userExists' } })).toBe(true))
    expect(auth.signUp).toHaveBeenCalledWith({ nomeUsuario: 'ana.dev', senha: 'secret-pass', nomeCompleto: 'Ana', captcha: 'p' })
  })
})
