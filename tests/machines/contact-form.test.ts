import { describe, expect, it, vi } from 'vitest'
import { createActor, toPromise, waitFor } from 'xstate'
import { contactFormMachine, contactMessages, validateContactField } from '@machines/site/contact-form.machine'
import type { ContactValues } from '@machines/site/contact-form.machine'
import { contactFormActors } from '@machines/site/contact-form.actors'
import { ApiError } from '@/api/errors'
import { heldActor } from '../model/held-actors'

// Contact form: validation on change, blur and submit; submit blocked by errors;
// idle → sending → success (form and errors cleared) | failure.

// Only the actor's own tests (the API call, no machine) reach this module; the machine gets provided actors.
vi.mock('@/api/contact', () => ({ sendContact: vi.fn() }))
const { sendContact } = await import('@/api/contact')
const send = vi.mocked(sendContact)

/** The machine with a send the test answers. */
let submit = heldActor<unknown, ContactValues>()
const start = () => {
  submit = heldActor<unknown, ContactValues>()
  return createActor(contactFormMachine.provide({ actors: { submitContact: submit.logic } })).start()
}
/** Answers the latest send and waits until the machine took the answer. */
const answer = async (actor: ReturnType<typeof start>, outcome: { error: unknown } | 'sent') => {
  if (outcome === 'sent') submit.runs.at(-1)!.resolve({})
  else submit.runs.at(-1)!.reject(outcome.error)
  await waitFor(actor, (s) => !s.matches('sending'))
}
const fill = (actor: ReturnType<typeof start>) => {
  actor.send({ type: 'field.change', field: 'nome', value: 'Ana' })
  actor.send({ type: 'field.change', field: 'email', value: 'ana@example.com' })
  actor.send({ type: 'field.change', field: 'mensagem', value: 'Olá!' })
}

describe('validateContactField', () => {
  it.each([
    ['nome', '', contactMessages.required],
    ['nome', '   ', contactMessages.required],
    ['nome', 'Ana', null],
    ['email', '', contactMessages.required],
    ['email', 'ana', contactMessages.invalidEmail],
    ['email', 'ana@example', contactMessages.invalidEmail],
    ['email', 'a b@example.com', contactMessages.invalidEmail],
    // A trailing dot (and an empty label) is no address; the server agrees (tests/server/contacts.test.ts).
    ['email', 'x@y.z.', contactMessages.invalidEmail],
    ['email', 'ana@example..com', contactMessages.invalidEmail],
    ['email', ' ana@example.com ', null],
    ['mensagem', '\n', contactMessages.required],
    ['mensagem', 'Oi', null],
  ] as const)('%s = %j', (field, value, expected) => {
    expect(validateContactField(field, value)).toBe(expected)
  })
})

describe('contact form machine', () => {
  it('starts empty, with no errors shown', () => {
    const { value, context } = start().getSnapshot()
    expect(value).toEqual({ editing: 'idle' })
    expect(context.values).toEqual({ nome: '', email: '', mensagem: '' })
    expect(context.errors).toEqual({ nome: null, email: null, mensagem: null })
  })

  it('validates a field on change', () => {
    const actor = start()
    actor.send({ type: 'field.change', field: 'email', value: 'ana' })
    expect(actor.getSnapshot().context.errors.email).toBe(contactMessages.invalidEmail)
    actor.send({ type: 'field.change', field: 'email', value: 'ana@example.com' })
    expect(actor.getSnapshot().context.errors.email).toBeNull()
    actor.send({ type: 'field.change', field: 'email', value: '' })
    expect(actor.getSnapshot().context.errors.email).toBe(contactMessages.required)
  })

  it('validates a field on blur, leaving the others alone', () => {
    const actor = start()
    actor.send({ type: 'field.blur', field: 'nome' })
    expect(actor.getSnapshot().context.errors).toEqual({ nome: contactMessages.required, email: null, mensagem: null })
    expect(actor.getSnapshot().context.touched.nome).toBe(true)
  })

  it('blocks submit while any error remains and shows every error', () => {
    const actor = start()
    actor.send({ type: 'field.change', field: 'nome', value: 'Ana' })
    actor.send({ type: 'form.submit' })
    // A refused submit is its own state, whose summary the view announces, until all is valid.
    expect(actor.getSnapshot().value).toEqual({ editing: 'blocked' })
    expect(actor.getSnapshot().context.errors).toEqual({ nome: null, email: contactMessages.required, mensagem: contactMessages.required })
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true)
    actor.send({ type: 'field.change', field: 'email', value: 'ana@example.com' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'blocked' })
    actor.send({ type: 'field.change', field: 'mensagem', value: 'Olá!' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' })
  })

  it('sends a valid form and clears it on success', async () => {
    const actor = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('sending')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    // Fields are frozen while sending.
    expect(actor.getSnapshot().can({ type: 'field.change', field: 'nome', value: 'x' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false)
    expect(submit.runs.map((run) => run.input)).toEqual([{ nome: 'Ana', email: 'ana@example.com', mensagem: 'Olá!' }])
    await answer(actor, 'sent')
    const { value, context } = actor.getSnapshot()
    expect(value).toEqual({ editing: 'success' })
    expect(context.values).toEqual({ nome: '', email: '', mensagem: '' })
    expect(context.errors).toEqual({ nome: null, email: null, mensagem: null })
    expect(context.touched).toEqual({ nome: false, email: false, mensagem: false })
  })

  it('keeps the form on failure and lets the user retry', async () => {
    const actor = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    await answer(actor, { error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) })
    expect(actor.getSnapshot().value).toEqual({ editing: 'failure' })
    expect(actor.getSnapshot().context.values.nome).toBe('Ana')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('sending')
  })

  it('leaves the status message on the next change, not on blur', async () => {
    const actor = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    await answer(actor, 'sent')
    actor.send({ type: 'field.blur', field: 'nome' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'success' })
    expect(actor.getSnapshot().context.errors.nome).toBe(contactMessages.required)
    actor.send({ type: 'field.change', field: 'nome', value: 'B' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' })
  })

  it('an empty submit after success shows the required errors', async () => {
    const actor = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    await answer(actor, 'sent')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'blocked' })
    expect(actor.getSnapshot().context.errors.mensagem).toBe(contactMessages.required)
  })
})

describe('contact form actor', () => {
  it('tells a rate-limited visitor to wait and keeps the message', async () => {
    const actor = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    await answer(actor, { error: new ApiError({ status: 429, code: 'rate_limited', message: 'Too many' }) })
    expect(actor.getSnapshot().value).toEqual({ editing: 'rateLimited' })
    expect(actor.getSnapshot().context.values.nome).toBe('Ana')
    actor.send({ type: 'field.change', field: 'nome', value: 'Ana B' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' })
  })

  it('a network failure (no API answer) is the failure state', async () => {
    const actor = start()
    fill(actor)
    actor.send({ type: 'form.submit' })
    await answer(actor, { error: new TypeError('offline') })
    expect(actor.getSnapshot().value).toEqual({ editing: 'failure' })
  })
})

describe('submitContact actor (the API call, no machine)', () => {
  it('posts the trimmed fields and ends with the answer', async () => {
    const saved = { id: 1, nome: 'Ana', email: 'ana@example.com', mensagem: 'Olá!', dataContato: new Date().toISOString() }
    send.mockResolvedValueOnce(saved)
    const actor = createActor(contactFormActors.submitContact, { input: { nome: '  Ana ', email: 'ana@example.com ', mensagem: 'Olá!' } }).start()
    await expect(toPromise(actor)).resolves.toEqual(saved)
    expect(send).toHaveBeenCalledWith({ nome: 'Ana', email: 'ana@example.com', mensagem: 'Olá!' })
  })

  it('fails with the API error as thrown', async () => {
    const refused = new ApiError({ status: 429, code: 'rate_limited', message: 'Too many' })
    send.mockRejectedValueOnce(refused)
    const actor = createActor(contactFormActors.submitContact, { input: { nome: 'Ana', email: 'ana@example.com', mensagem: 'Olá!' } }).start()
    await expect(toPromise(actor)).rejects.toBe(refused)
  })
})
