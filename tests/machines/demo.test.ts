// The visitor's demo machines with held actors: starting one (a click, or by itself once the captcha allows), each
// refusal and its words, what is sent and emitted; the conversion's validation (the sign-up's rules plus the
// confirmation) and its answers; the banner around it. The real actors over a mocked src/api/demo.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import { demoBannerMachine } from '@machines/demo/demo-banner.machine'
import type { DemoBannerEmitted } from '@machines/demo/demo-banner.machine'
import { demoConvertMachine, validateConversion } from '@machines/demo/demo-convert.machine'
import { demoMessages } from '@machines/demo/demo-messages'
import { demoStartActors } from '@machines/demo/demo-start.actors'
import type { StartedDemo } from '@machines/demo/demo-start.actors'
import { demoStartMachine } from '@machines/demo/demo-start.machine'
import type { DemoStartEmitted } from '@machines/demo/demo-start.machine'
import { formMessages } from '@machines/form-messages'
import { sessionActors } from '@machines/account/session.actors'
import type { SessionIdentity } from '@machines/account/session.actors'
import { sessionMachine } from '@machines/account/session.machine'
import { storage } from '@/lib/storage'
import { ApiError } from '@/api/errors'
import type { TokenPair } from '@contract/auth'
import type { DemoConvertRequest } from '@contract/demo'
import type * as DemoApi from '@/api/demo'
import { heldActor } from '../model/held-actors'

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/demo', async (importOriginal) => ({ ...(await importOriginal<typeof DemoApi>()), startDemo: vi.fn(), convertDemo: vi.fn() }))
const demoApi = await import('@/api/demo')
vi.mock('@/api/auth', () => ({ validateToken: vi.fn(() => Promise.resolve(true)), refresh: vi.fn(), renew: vi.fn(), signOut: vi.fn(() => Promise.resolve()) }))
vi.mock('@/lib/offline', () => ({ clearOfflineAnswers: vi.fn(() => Promise.resolve()), registerServiceWorker: vi.fn() }))

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
const apiError = (status: number, code: string) => new ApiError({ status, code, message: 'x' })

/** A JWT-shaped token whose payload names `name` (signature irrelevant: the client never verifies). */
const tokenFor = (name: string) => `h.${btoa(JSON.stringify({ sub: '9', name, role: 'User' })).replace(/=+$/, '')}.s`
const started: StartedDemo = { accessToken: tokenFor('demo-a1b2c3'), refreshToken: 'r', role: 'User', nomeCompleto: 'Visitante', demo: { expiraEm: '2026-12-06T15:00:00.000Z' }, username: 'demo-a1b2c3' }

function startDemoMachine({ autoStart = false, captcha = 'on' as 'on' | 'off' } = {}) {
  const startDemo = heldActor<StartedDemo, { captcha: string }>()
  const captchaMode = fromCallback(({ sendBack }) => sendBack({ type: captcha === 'off' ? 'captcha.off' : 'captcha.on' }))
  const actor = createActor(demoStartMachine.provide({ actors: { startDemo: startDemo.logic, captchaMode } }), { input: { autoStart } })
  const emitted: DemoStartEmitted[] = []
  actor.on('*', (event) => emitted.push(event as DemoStartEmitted))
  actor.start()
  return { actor, startDemo, emitted }
}

describe('demo start', () => {
  it('a click with the captcha solved sends it and emits the started demo', async () => {
    const { actor, startDemo, emitted } = startDemoMachine()
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true)
    actor.send({ type: 'demo.start' })
    expect(actor.getSnapshot().matches({ flow: 'captchaMissing' })).toBe(true)
    expect(actor.getSnapshot().context.error).toBe(formMessages.captchaRequired)
    actor.send({ type: 'captcha.verified', payload: 'solved' })
    expect(actor.getSnapshot().matches({ flow: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: 'demo.start' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(startDemo.runs.map((run) => run.input)).toEqual([{ captcha: 'solved' }])
    startDemo.runs[0]!.resolve(started)
    await settled()
    expect(actor.getSnapshot().matches({ flow: 'started' })).toBe(true)
    expect(emitted).toContainEqual({ type: 'demo.started', demo: started })
  })

  it('started by the app button: on by itself once the captcha is solved, or at once when the server wants none', () => {
    const on = startDemoMachine({ autoStart: true })
    expect(on.actor.getSnapshot().matches({ flow: 'waiting' })).toBe(true)
    expect(on.startDemo.runs).toHaveLength(0)
    on.actor.send({ type: 'captcha.verified', payload: 'auto' })
    expect(on.actor.getSnapshot().matches({ flow: 'creating' })).toBe(true)
    expect(on.startDemo.runs[0]!.input).toEqual({ captcha: 'auto' })

    const off = startDemoMachine({ autoStart: true, captcha: 'off' })
    expect(off.actor.getSnapshot().matches({ flow: 'creating' })).toBe(true)
    expect(off.startDemo.runs[0]!.input).toEqual({ captcha: '' })
    // Opened by its address, nothing starts by itself, even with no captcha to solve.
    const plain = startDemoMachine({ captcha: 'off' })
    expect(plain.actor.getSnapshot().matches({ flow: 'idle' })).toBe(true)
    expect(plain.startDemo.runs).toHaveLength(0)
  })

  it.each([
    [apiError(429, 'demo_rate_limited'), 'failed', demoMessages.rateLimited],
    [apiError(503, 'demo_capacity'), 'failed', demoMessages.full],
    [apiError(404, 'not_found'), 'unavailable', demoMessages.unavailable],
    [apiError(400, 'captcha_invalid'), 'captchaMissing', formMessages.captchaRequired],
    [apiError(503, 'database_unavailable'), 'failed', demoMessages.failed],
    [new Error('offline'), 'failed', demoMessages.failed],
  ])('%s → %s with its words; the used captcha is solved again', async (error, state, message) => {
    const { actor, startDemo, emitted } = startDemoMachine()
    actor.send({ type: 'captcha.verified', payload: 'solved' })
    actor.send({ type: 'demo.start' })
    startDemo.runs[0]!.reject(error)
    await settled()
    expect(actor.getSnapshot().matches({ flow: state } as never)).toBe(true)
    expect(actor.getSnapshot().context.error).toBe(message)
    expect(actor.getSnapshot().matches({ captcha: 'unverified' })).toBe(true)
    expect(emitted).toContainEqual({ type: 'captcha.resetWidget' })
    // Unavailable: nothing to try again.
    expect(actor.getSnapshot().can({ type: 'demo.start' })).toBe(state !== 'unavailable')
  })

  it('the real actor asks for the page language and reads the username from the token', async () => {
    vi.mocked(demoApi.startDemo).mockResolvedValue({ ...started, username: undefined } as never)
    const { i18n } = await import('@lingui/core')
    i18n.loadAndActivate({ locale: 'pt-BR', messages: {} })
    const actor = createActor(demoStartActors.startDemo, { input: { captcha: 'p' } }).start()
    await settled()
    expect(demoApi.startDemo).toHaveBeenCalledWith({ captcha: 'p', idioma: 'pt-BR' })
    expect(actor.getSnapshot().output?.username).toBe('demo-a1b2c3')
    expect(demoApi.tokenUsername('not-a-token')).toBeNull()
  })
})

const valid = { username: 'ana.dev', password: 'secret-pass', confirmation: 'secret-pass', fullName: 'Ana Souza' }
const tokens: TokenPair = { accessToken: tokenFor('ana.dev'), refreshToken: 'r2', role: 'User', nomeCompleto: 'Ana Souza' }

describe('demo conversion', () => {
  it.each([
    [{ ...valid, username: '', confirmation: '' }, formMessages.allFieldsRequired, ['username', 'confirmation']],
    [{ ...valid, confirmation: '' }, formMessages.allFieldsRequired, ['confirmation']],
    [{ ...valid, fullName: 'Ana 2' }, formMessages.fullNameLettersOnly, ['fullName']],
    [{ ...valid, username: 'an' }, formMessages.usernameRule, ['username']],
    [{ ...valid, password: 'short', confirmation: 'short' }, formMessages.passwordTooShort, ['password']],
    [{ ...valid, confirmation: 'secret-pasS' }, demoMessages.passwordsDiffer, ['confirmation']],
  ])('the sign-up rules, then the confirmation: %o', (fields, message, invalid) => {
    expect(validateConversion(fields)).toEqual({ message, fields: invalid })
  })

  it('valid fields pass', () => expect(validateConversion(valid)).toBeNull())

  function startConvert() {
    const convert = heldActor<TokenPair, DemoConvertRequest>()
    const actor = createActor(demoConvertMachine.provide({ actors: { convert: convert.logic } })).start()
    // The names with spaces around them: they are sent trimmed (the password as typed).
    const typed = { ...valid, username: ` ${valid.username} `, fullName: ` ${valid.fullName} ` }
    for (const [field, value] of Object.entries(typed)) actor.send({ type: 'field.change', field: field as keyof typeof typed, value })
    return { actor, convert }
  }

  it('sends the trimmed fields; done with the new tokens and the names', async () => {
    const { actor, convert } = startConvert()
    actor.send({ type: 'form.submit' })
    expect(convert.runs[0]!.input).toEqual({ nomeUsuario: 'ana.dev', senha: 'secret-pass', nomeCompleto: 'Ana Souza' })
    convert.runs[0]!.resolve(tokens)
    await settled()
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ tokens, username: 'ana.dev', fullName: 'Ana Souza' })
  })

  it.each([
    [apiError(409, 'user_exists'), formMessages.userExists, ['username']],
    [apiError(400, 'not_a_demo'), demoMessages.notADemo, []],
    [new ApiError({ status: 400, code: 'validation_failed', message: 'x', fieldErrors: { NomeUsuario: 'invalid_username' } }), formMessages.signUpFailed, ['username']],
    [apiError(500, 'internal_error'), demoMessages.convertFailed, []],
  ])('%s: back to the form with its words and fields', async (error, message, fields) => {
    const { actor, convert } = startConvert()
    actor.send({ type: 'form.submit' })
    convert.runs[0]!.reject(error)
    await settled()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ error: message, invalidFields: fields })
  })

  it('cancel ends with no account; the password toggle shows both fields', () => {
    const { actor } = startConvert()
    actor.send({ type: 'password.toggle' })
    expect(actor.getSnapshot().context.passwordVisible).toBe(true)
    actor.send({ type: 'form.cancel' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toBeNull()
  })
})

describe('demo banner', () => {
  it('opens the dialog; a cancel goes back to the banner, a conversion emits the account and shows the confirmation', async () => {
    const convert = heldActor<TokenPair, DemoConvertRequest>()
    const actor = createActor(demoBannerMachine.provide({ actors: { convertForm: demoConvertMachine.provide({ actors: { convert: convert.logic } }) } })).start()
    const emitted: DemoBannerEmitted[] = []
    actor.on('demo.converted', (event) => emitted.push(event))
    actor.send({ type: 'convert.open' })
    const form = () => actor.getSnapshot().children.convertForm!
    form().send({ type: 'form.cancel' })
    expect(actor.getSnapshot().value).toBe('banner')
    actor.send({ type: 'convert.open' })
    for (const [field, value] of Object.entries(valid)) form().send({ type: 'field.change', field: field as keyof typeof valid, value })
    form().send({ type: 'form.submit' })
    convert.runs[0]!.resolve(tokens)
    await settled()
    expect(actor.getSnapshot().value).toBe('converted')
    expect(emitted).toEqual([{ type: 'demo.converted', account: { tokens, username: 'ana.dev', fullName: 'Ana Souza' } }])
    actor.send({ type: 'confirmation.dismiss' })
    expect(actor.getSnapshot().value).toBe('dismissed')
  })
})

describe("the session keeps a demo's expiry", () => {
  it('signed in as a demo: in the session and in storage; signed in again as the converted account: gone', () => {
    const actor = createActor(sessionMachine.provide({ actors: { checkToken: fromPromise<SessionIdentity>(() => new Promise(() => undefined)) } }), { input: { tokenStored: false } }).start()
    actor.send({ type: 'session.login', accessToken: started.accessToken, refreshToken: 'r', role: 'User', username: started.username, demoExpiresAt: started.demo.expiraEm })
    expect(actor.getSnapshot().context.demoExpiresAt).toBe(started.demo.expiraEm)
    expect(storage.get('demoExpiraEm')).toBe(started.demo.expiraEm)
    actor.send({ type: 'session.login', accessToken: tokens.accessToken, refreshToken: 'r2', role: 'User', username: 'ana.dev', fullName: 'Ana Souza' })
    expect(actor.getSnapshot().context).toMatchObject({ username: 'ana.dev', demoExpiresAt: null })
    expect(storage.get('demoExpiraEm')).toBeNull()
    actor.send({ type: 'session.logout' })
    actor.stop()
  })

  it("a page load's token check reads the stored expiry back", async () => {
    storage.saveSession({ accessToken: started.accessToken, refreshToken: 'r', role: 'User', username: started.username, demoExpiresAt: started.demo.expiraEm })
    const check = createActor(sessionActors.checkToken).start()
    await vi.waitFor(() => expect(check.getSnapshot().status).toBe('done'))
    expect(check.getSnapshot().output).toMatchObject({ username: 'demo-a1b2c3', demoExpiresAt: started.demo.expiraEm })
  })
})
