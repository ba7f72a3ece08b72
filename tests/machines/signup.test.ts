import { describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { createActor } from 'xstate'
import { signupMachine } from '@machines/signup.machine'
import { signupEffects } from '@machines/signup.actors'
import { validateSignup } from '@machines/signup.validation'
import { formMessages } from '@machines/form-messages'
import { ApiError } from '@/api/errors'

vi.mock('@/api/auth', () => ({ signUp: vi.fn() }))
const auth = await import('@/api/auth')

const valid = { username: 'ana.dev', password: 'secret-pass', fullName: 'Ana Júlia Souza' }

describe('sign-up validation (SPEC §5, DESIGN §3)', () => {
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

function start() {
  const calls: string[] = []
  const spy = (name: string) => () => void calls.push(name)
  const actor = createActor(
    signupMachine.provide({ actions: { submitSignup: spy('submitSignup'), resetCaptchaWidget: spy('resetCaptchaWidget'), reportSuccess: spy('reportSuccess') } }),
  ).start()
  return { actor, calls }
}

function fill(actor: ReturnType<typeof start>['actor'], fields = valid) {
  for (const [field, value] of Object.entries(fields)) actor.send({ type: 'field.change', field: field as 'username', value })
}

describe('sign-up machine', () => {
  it('validates before the captcha, marks the offending fields, and unmarks a field when edited', () => {
    const { actor, calls } = start()
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
    expect(calls).toEqual(['submitSignup'])
  })

  it.each([
    [{ status: 409, code: 'user_exists' }, 'userExists', formMessages.userExists, ['username']],
    [{ status: 400, code: 'captcha_invalid' }, 'captchaMissing', formMessages.captchaRequired, []],
    [{ status: 500, code: 'unknown' }, 'failed', formMessages.signUpFailed, []],
    [{ status: 400, code: 'validation_failed' }, 'failed', formMessages.signUpFailed, []],
  ] as const)('failure %o → %s', (error, state, message, fields) => {
    const { actor, calls } = start()
    fill(actor)
    actor.send({ type: 'captcha.verified', payload: 'p' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'signup.failed', error })
    expect(actor.getSnapshot().matches({ form: { editing: state } })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ error: message, invalidFields: fields, captcha: null })
    expect(calls).toContain('resetCaptchaWidget')
  })

  it('success reports (the view navigates to /login)', () => {
    const { actor, calls } = start()
    fill(actor)
    actor.send({ type: 'captcha.verified', payload: 'p' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'signup.succeeded' })
    expect(actor.getSnapshot().matches({ form: 'succeeded' })).toBe(true)
    expect(calls.at(-1)).toBe('reportSuccess')
  })
})

describe('sign-up effects', () => {
  it('posts trimmed fields with the captcha and maps a 409 to user_exists', async () => {
    vi.mocked(auth.signUp).mockRejectedValue(new ApiError({ status: 409, code: 'user_exists', message: 'exists' }))
    const actor = createActor(signupMachine.provide({ actions: signupEffects })).start()
    fill(actor, { username: ' ana.dev ', password: 'secret-pass', fullName: ' Ana ' })
    actor.send({ type: 'captcha.verified', payload: 'p' })
    actor.send({ type: 'form.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ form: { editing: 'userExists' } })).toBe(true))
    expect(auth.signUp).toHaveBeenCalledWith({ nomeUsuario: 'ana.dev', senha: 'secret-pass', nomeCompleto: 'Ana', captcha: 'p' })
  })
})
