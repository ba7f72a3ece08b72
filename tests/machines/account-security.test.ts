// The password change and sessions machines' rules, without a page: the form's validation by the shared contract
// (the sign-up's password rule, the confirmation), what each refusal says, and which sessions an end leaves.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { passwordChangeMachine, passwordChangeMessages, validatePasswordChange } from '@machines/account/password-change.machine'
import { remainingSessions, userSessionsMachine, userSessionsMessages } from '@machines/account/user-sessions.machine'
import { lockedOutFor } from '@machines/form-messages'
import { networkMessages } from '@machines/network-messages'
import { ApiError, networkError } from '@/api/errors'
import type { UserSession } from '@contract/user-sessions'

describe('validatePasswordChange', () => {
  it.each([
    [{ senhaAtual: '', novaSenha: '', confirmacao: '' }, { senhaAtual: 'required', novaSenha: 'required', confirmacao: 'required' }],
    [{ senhaAtual: 'x', novaSenha: 'short', confirmacao: 'short' }, { novaSenha: 'password_too_short' }],
    [{ senhaAtual: 'x', novaSenha: 'long enough', confirmacao: 'long enougH' }, { confirmacao: 'password_mismatch' }],
    // Passwords keep their spaces: "  12345678" is not "12345678".
    [{ senhaAtual: ' ', novaSenha: '  spaced  ', confirmacao: '  spaced' }, { confirmacao: 'password_mismatch' }],
    [{ senhaAtual: 'x', novaSenha: 'long enough', confirmacao: 'long enough' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validatePasswordChange(values)).toEqual(errors)
  })
})

function changing(error?: unknown) {
  const inputs: unknown[] = []
  const actor = createActor(
    passwordChangeMachine.provide({
      actors: {
        changePassword: fromPromise(async ({ input }) => {
          inputs.push(input)
          if (error) throw error
        }),
      },
    }),
  ).start()
  for (const [field, value] of [['senhaAtual', 'old password'], ['novaSenha', 'a new password'], ['confirmacao', 'a new password']] as const) {
    actor.send({ type: 'field.change', field, value })
  }
  actor.send({ type: 'form.submit' })
  return { actor, inputs }
}

describe('password change machine', () => {
  it('a blocked submit marks every field and sends nothing; the line follows the marks as they are fixed', () => {
    const actor = createActor(passwordChangeMachine).start()
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.error).toBe(passwordChangeMessages.fillRequired)
    actor.send({ type: 'field.change', field: 'senhaAtual', value: 'old password' })
    actor.send({ type: 'field.change', field: 'novaSenha', value: 'a new password' })
    actor.send({ type: 'field.change', field: 'confirmacao', value: 'a new' })
    expect(actor.getSnapshot().context.error).toBe(passwordChangeMessages.invalid)
    actor.send({ type: 'field.change', field: 'confirmacao', value: 'a new password' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('a success sends the current and the new password, empties the form and says so', async () => {
    const { actor, inputs } = changing()
    await waitFor(actor, (s) => s.matches('changed'))
    expect(inputs).toEqual([{ senhaAtual: 'old password', novaSenha: 'a new password' }])
    expect(actor.getSnapshot().context.form.values).toEqual({ senhaAtual: '', novaSenha: '', confirmacao: '' })
    // Typing again leaves the confirmation.
    actor.send({ type: 'field.change', field: 'senhaAtual', value: 'a' })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('a wrong current password marks its field; typing there clears the mark and the line', async () => {
    const { actor } = changing(new ApiError({ status: 400, code: 'wrong_current_password', message: 'x', fieldErrors: { senhaAtual: 'wrong_current_password' } }))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.form.errors).toEqual({ senhaAtual: 'wrong_current_password' })
    expect(actor.getSnapshot().context.error).toBe(passwordChangeMessages.invalid)
    actor.send({ type: 'field.change', field: 'senhaAtual', value: 'the right one' })
    expect(actor.getSnapshot().context.form.errors).toEqual({})
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it.each([
    ['the lockout, with its wait', new ApiError({ status: 429, code: 'rate_limited', message: 'x', retryAfter: 125 }), lockedOutFor(125)],
    ['no network', networkError(new Error('offline')), networkMessages.needsNetwork],
    ['any other failure', new ApiError({ status: 500, code: 'internal_error', message: 'x' }), passwordChangeMessages.failed],
  ])('%s keeps what was typed and says why', async (_, error, message) => {
    const { actor } = changing(error)
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.error).toEqual(message)
    expect(actor.getSnapshot().context.form.values.novaSenha).toBe('a new password')
  })
})

const session = (id: string, atual = false): UserSession => ({ id, navegador: null, sistema: null, endereco: null, iniciadaEm: '2026-12-01T09:15:00.000-03:00', ultimoUsoEm: '2026-12-01T09:15:00.000-03:00', atual })

describe('sessions machine', () => {
  const sessions = [session('a', true), session('b'), session('c')]

  it('remainingSessions: one leaves the others; "the others" leaves this one', () => {
    expect(remainingSessions(sessions, { kind: 'one', id: 'b' }).map((s) => s.id)).toEqual(['a', 'c'])
    expect(remainingSessions(sessions, { kind: 'others' }).map((s) => s.id)).toEqual(['a'])
  })

  function loaded(end: () => Promise<void>) {
    const actor = createActor(
      userSessionsMachine.provide({ actors: { loadSessions: fromPromise(async () => sessions), endSessions: fromPromise(end) } }),
    ).start()
    return actor
  }

  it('this session cannot be ended from the page, nor the others when there are none', async () => {
    const actor = loaded(async () => undefined)
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().can({ type: 'session.end', id: 'a' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'session.end', id: 'nope' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'session.end', id: 'b' })).toBe(true)
    actor.send({ type: 'others.end' })
    actor.send({ type: 'end.confirm' })
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }))
    expect(actor.getSnapshot().context.notice).toBe(userSessionsMessages.othersEnded)
    expect(actor.getSnapshot().can({ type: 'others.end' })).toBe(false)
  })

  it('a session that had ended already leaves the list with its own notice; a failure keeps it', async () => {
    const gone = loaded(async () => {
      throw new ApiError({ status: 404, code: 'not_found', message: 'x' })
    })
    await waitFor(gone, (s) => s.matches('loaded'))
    gone.send({ type: 'session.end', id: 'b' })
    gone.send({ type: 'end.confirm' })
    await waitFor(gone, (s) => s.matches({ loaded: 'idle' }))
    expect(gone.getSnapshot().context.sessions.map((s) => s.id)).toEqual(['a', 'c'])
    expect(gone.getSnapshot().context.notice).toBe(userSessionsMessages.alreadyEnded)

    const offline = loaded(async () => {
      throw networkError(new Error('offline'))
    })
    await waitFor(offline, (s) => s.matches('loaded'))
    offline.send({ type: 'session.end', id: 'c' })
    offline.send({ type: 'end.confirm' })
    await waitFor(offline, (s) => s.matches({ loaded: 'idle' }))
    expect(offline.getSnapshot().context.sessions).toHaveLength(3)
    expect(offline.getSnapshot().context.error).toBe(networkMessages.needsNetwork)
  })
})
