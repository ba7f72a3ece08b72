import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise, waitFor } from 'xstate'
import { emptyMessageFilters, filterMessages, messageListMachine, messageListMessages } from '@machines/site/message-list.machine'
import type { MessageListEvent } from '@machines/site/message-list.machine'
import { messageListActors } from '@machines/site/message-list.actors'
import { ApiError } from '@/api/errors'
import type { Contact } from '@contract/contact'
import { heldActor } from '../model/held-actors'

// Received messages: loading → ready
// (browsing | loadingDetail | detail | confirmingDelete | deleting), client-side filters applied by Search,
// Show more / Show less, delete after a confirmation.

// Only for the actors' own tests (their API calls, no machine); the machine's tests provide actors.
vi.mock('@/api/contact', () => ({ listContacts: vi.fn(), getContact: vi.fn(), deleteContact: vi.fn() }))
const api = await import('@/api/contact')
const listContacts = vi.mocked(api.listContacts)
const getContact = vi.mocked(api.getContact)
const deleteContact = vi.mocked(api.deleteContact)

/** A message at a local date-time (the filters read dates in the browser's time zone). */
const message = (id: number, nome: string, local: [number, number, number, number?, number?]): Contact => ({
  id,
  nome,
  email: `${nome.toLowerCase().replace(/\s/g, '')}@example.com`,
  mensagem: `Message ${id}`,
  dataContato: new Date(local[0], local[1] - 1, local[2], local[3] ?? 12, local[4] ?? 0).toISOString(),
})
const many = (count: number) => Array.from({ length: count }, (_, i) => message(100 - i, `Person ${100 - i}`, [2024, 5, 1 + (i % 28)]))

function start() {
  const fetchMessages = heldActor<Contact[]>()
  const fetchMessage = heldActor<Contact, { id: number | null }>()
  const deleteMessage = heldActor<void, { id: number | null }>()
  const actor = createActor(
    messageListMachine.provide({ actors: { fetchMessages: fetchMessages.logic, fetchMessage: fetchMessage.logic, deleteMessage: deleteMessage.logic } }),
  )
  const backToTop = vi.fn()
  actor.on('list.backToTop', backToTop)
  actor.start()
  const send = (event: MessageListEvent) => actor.send(event)
  return { actor, fetchMessages, fetchMessage, deleteMessage, backToTop, send, snap: () => actor.getSnapshot() }
}

async function loaded(messages: Contact[]) {
  const started = start()
  started.fetchMessages.runs[0]!.resolve(messages)
  await waitFor(started.actor, (s) => s.matches('ready'))
  return started
}

describe('filterMessages', () => {
  const messages = [
    message(1, 'Ana Souza', [2024, 5, 10, 0, 0]),
    message(2, 'JOÃO ana', [2024, 5, 10, 23, 59]),
    message(3, 'Maria', [2024, 5, 11, 0, 0]),
    message(4, 'Mariana', [2024, 5, 9, 23, 59]),
  ]
  const ids = (filters: Partial<typeof emptyMessageFilters>) => filterMessages(messages, { ...emptyMessageFilters, ...filters }).map((m) => m.id)

  it('no filter keeps every message', () => expect(ids({})).toEqual([1, 2, 3, 4]))
  it('the name is a case-insensitive substring', () => {
    expect(ids({ name: 'ANA' })).toEqual([1, 2, 4])
    expect(ids({ name: '  maria ' })).toEqual([3, 4])
    expect(ids({ name: 'joão' })).toEqual([2])
  })
  it('the name ignores accents, as every other search does', () => {
    expect(ids({ name: 'joao' })).toEqual([2])
    expect(ids({ name: 'JOAO ANA' })).toEqual([2])
    expect(filterMessages([message(5, 'Ana', [2024, 5, 10, 0, 0])], { ...emptyMessageFilters, name: 'Aná' }).map((m) => m.id)).toEqual([5])
  })
  it('the start date is inclusive from its local midnight', () => expect(ids({ from: '2024-05-10' })).toEqual([1, 2, 3]))
  it('the end date is inclusive through the end of that day', () => expect(ids({ to: '2024-05-10' })).toEqual([1, 2, 4]))
  it('both dates and a name combine', () => expect(ids({ from: '2024-05-10', to: '2024-05-10', name: 'ana' })).toEqual([1, 2]))
  it('a start after the end keeps nothing; an unreadable date is no filter', () => {
    expect(ids({ from: '2024-05-11', to: '2024-05-10' })).toEqual([])
    expect(ids({ from: 'soon' })).toEqual([1, 2, 3, 4])
  })
})

describe('message list machine', () => {
  it('starts loading the list', () => {
    const { snap, fetchMessages } = start()
    expect(snap().value).toBe('loading')
    expect(snap().hasTag('busy')).toBe(true)
    expect(fetchMessages.runs).toHaveLength(1)
  })

  it('a failed list is an empty list', async () => {
    const { snap, fetchMessages, actor } = start()
    fetchMessages.runs[0]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'x' }))
    await waitFor(actor, (s) => s.matches('ready'))
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(snap().context.messages).toEqual([])
  })

  it('shows 5, then 5 more per Show more until all are shown; Show less resets to 5 and scrolls to the top', async () => {
    const { send, snap, backToTop } = await loaded(many(12))
    expect(snap().context.visible).toBe(5)
    expect(snap().can({ type: 'page.less' })).toBe(false)
    send({ type: 'page.more' })
    expect(snap().context.visible).toBe(10)
    send({ type: 'page.more' })
    expect(snap().context.visible).toBe(15)
    expect(snap().can({ type: 'page.more' })).toBe(false)
    send({ type: 'page.less' })
    expect(snap().context.visible).toBe(5)
    expect(backToTop).toHaveBeenCalledTimes(1)
  })

  it('five messages or fewer offer neither Show more nor Show less', async () => {
    const { snap } = await loaded(many(5))
    expect(snap().can({ type: 'page.more' })).toBe(false)
    expect(snap().can({ type: 'page.less' })).toBe(false)
  })

  it('typing changes only the draft; Search applies it and resets to 5', async () => {
    const { send, snap } = await loaded([...many(11), message(1, 'Zélia', [2024, 6, 1])])
    send({ type: 'page.more' })
    send({ type: 'filter.change', field: 'name', value: 'zél' })
    expect(snap().context.applied).toEqual(emptyMessageFilters)
    expect(snap().context.visible).toBe(10)
    send({ type: 'filter.apply' })
    expect(snap().context.applied).toEqual({ name: 'zél', from: '', to: '' })
    expect(snap().context.visible).toBe(5)
    expect(filterMessages(snap().context.messages, snap().context.applied).map((m) => m.nome)).toEqual(['Zélia'])
    expect(snap().can({ type: 'page.more' })).toBe(false)
  })

  it('View opens the detail of a shown message only; the loaded message shows; Close goes back', async () => {
    const { send, snap, fetchMessage, actor } = await loaded(many(7))
    send({ type: 'message.view', id: 94 })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(fetchMessage.runs).toHaveLength(0)
    send({ type: 'message.view', id: 100 })
    // Closing while it loads drops the answer: it is never taken for another message's detail.
    send({ type: 'detail.close' })
    fetchMessage.runs[0]!.resolve(many(7)[0]!)
    send({ type: 'message.view', id: 98 })
    expect(snap().value).toEqual({ ready: 'loadingDetail' })
    expect(snap().context.detailId).toBe(98)
    expect(fetchMessage.runs.map((run) => run.input.id)).toEqual([100, 98])
    await Promise.resolve()
    expect(snap().value).toEqual({ ready: 'loadingDetail' })
    fetchMessage.runs[1]!.resolve(many(7)[2]!)
    await waitFor(actor, (s) => s.matches({ ready: 'detail' }))
    expect(snap().context.detail?.id).toBe(98)
    expect(snap().can({ type: 'page.more' })).toBe(false)
    send({ type: 'detail.close' })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(snap().context).toMatchObject({ detailId: null, detail: null })
  })

  it('a failed detail closes; closing while loading also goes back', async () => {
    const { send, snap, fetchMessage, actor } = await loaded(many(3))
    send({ type: 'message.view', id: 100 })
    fetchMessage.runs[0]!.reject(new ApiError({ status: 404, code: 'not_found', message: 'x' }))
    await waitFor(actor, (s) => s.matches({ ready: 'browsing' }))
    send({ type: 'message.view', id: 100 })
    send({ type: 'detail.close' })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(snap().context.detailId).toBeNull()
  })
})

describe('message list actors (the API calls, no machine)', () => {
  afterEach(() => {
    listContacts.mockReset()
    getContact.mockReset()
    deleteContact.mockReset()
  })
  it('fetchMessages answers the list; fetchMessage the requested message', async () => {
    const messages = many(3)
    listContacts.mockResolvedValueOnce(messages)
    getContact.mockResolvedValueOnce(messages[1]!)
    await expect(toPromise(createActor(messageListActors.fetchMessages).start())).resolves.toEqual(messages)
    await expect(toPromise(createActor(messageListActors.fetchMessage, { input: { id: messages[1]!.id } }).start())).resolves.toEqual(messages[1])
    expect(getContact).toHaveBeenCalledWith(messages[1]!.id)
  })

  it('deleteMessage deletes that id; no id asks nothing', async () => {
    deleteContact.mockResolvedValueOnce(undefined)
    await expect(toPromise(createActor(messageListActors.deleteMessage, { input: { id: 98 } }).start())).resolves.toBeUndefined()
    expect(deleteContact).toHaveBeenCalledWith(98)
    await expect(toPromise(createActor(messageListActors.deleteMessage, { input: { id: null } }).start())).rejects.toThrow()
    await expect(toPromise(createActor(messageListActors.fetchMessage, { input: { id: null } }).start())).rejects.toThrow()
    expect(deleteContact).toHaveBeenCalledTimes(1)
    expect(getContact).not.toHaveBeenCalled()
  })

  it('an API error fails the actor with that error', async () => {
    const refused = new ApiError({ status: 403, code: 'forbidden', message: 'Access denied.' })
    listContacts.mockRejectedValueOnce(refused)
    await expect(toPromise(createActor(messageListActors.fetchMessages).start())).rejects.toBe(refused)
    getContact.mockRejectedValueOnce(new TypeError('offline'))
    await expect(toPromise(createActor(messageListActors.fetchMessage, { input: { id: 100 } }).start())).rejects.toThrow('offline')
  })
})

describe('delete a message after a confirmation', () => {
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('asks first: Delete opens the confirmation with that message; Cancel keeps it and calls nothing', async () => {
    const { send, snap, deleteMessage } = await loaded(many(3))
    send({ type: 'message.delete', id: 99 })
    expect(snap().value).toEqual({ ready: 'confirmingDelete' })
    expect(snap().context.pendingDelete?.id).toBe(99)
    send({ type: 'delete.cancel' })
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(snap().context.pendingDelete).toBeNull()
    expect(snap().context.messages.map((m) => m.id)).toEqual([100, 99, 98])
    expect(deleteMessage.runs).toHaveLength(0)
  })

  it('confirmed: deletes that id (busy meanwhile), then the message leaves the list', async () => {
    const { send, snap, deleteMessage } = await loaded(many(3))
    send({ type: 'message.delete', id: 99 })
    send({ type: 'delete.confirm' })
    expect(snap().value).toEqual({ ready: 'deleting' })
    expect(snap().hasTag('busy')).toBe(true)
    expect(deleteMessage.runs.map((run) => run.input.id)).toEqual([99])
    // Nothing else starts while it runs.
    send({ type: 'message.view', id: 100 })
    expect(snap().value).toEqual({ ready: 'deleting' })
    deleteMessage.settle({ type: 'done', output: undefined })
    await settled()
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(snap().context).toMatchObject({ pendingDelete: null, error: null })
    expect(snap().context.messages.map((m) => m.id)).toEqual([100, 98])
  })

  it('a message already gone (404) leaves the list as if deleted, without an error', async () => {
    const { send, snap, deleteMessage } = await loaded(many(2))
    send({ type: 'message.delete', id: 100 })
    send({ type: 'delete.confirm' })
    deleteMessage.settle({ type: 'error', error: new ApiError({ status: 404, code: 'not_found', message: 'x' }) })
    await settled()
    expect(snap().context).toMatchObject({ pendingDelete: null, error: null })
    expect(snap().context.messages.map((m) => m.id)).toEqual([99])
  })

  it('any other failure keeps the message and says so until the next action', async () => {
    const { send, snap, deleteMessage } = await loaded(many(2))
    send({ type: 'message.delete', id: 100 })
    send({ type: 'delete.confirm' })
    deleteMessage.settle({ type: 'error', error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) })
    await settled()
    expect(snap().value).toEqual({ ready: 'browsing' })
    expect(snap().context).toMatchObject({ pendingDelete: null, error: messageListMessages.deleteFailed })
    expect(snap().context.messages.map((m) => m.id)).toEqual([100, 99])
    send({ type: 'message.delete', id: 100 })
    expect(snap().context.error).toBeNull()
  })

  it('only a message on screen can be deleted', async () => {
    const { send, snap } = await loaded(many(7))
    // The 6th and 7th are past the first 5.
    send({ type: 'message.delete', id: 94 })
    expect(snap().value).toEqual({ ready: 'browsing' })
    send({ type: 'message.delete', id: 12345 })
    expect(snap().value).toEqual({ ready: 'browsing' })
  })
})
