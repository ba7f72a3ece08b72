import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, setup } from 'xstate'
import { effect, listener, timer } from '@machines/effects'

type Ev = { type: 'go' } | { type: 'done'; value: number } | { type: 'failed'; reason: string } | { type: 'tick' } | { type: 'ping' } | { type: 'stop' }

function flush() {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

describe('effect()', () => {
  const machine = setup({
    types: { events: {} as Ev, context: {} as { last: string } },
    actions: { work: () => {} },
  }).createMachine({
    context: { last: '' },
    initial: 'idle',
    states: {
      idle: { on: { go: 'working' } },
      working: {
        entry: 'work',
        on: {
          done: { target: 'idle', actions: ({ context, event }) => void (context.last = `done ${event.value}`) },
          failed: { target: 'idle', actions: ({ context, event }) => void (context.last = `failed ${event.reason}`) },
        },
      },
    },
  })

  it('sends the done event with the result', async () => {
    const work = effect<{ last: string }, Ev, number, Ev>(
      async () => 42,
      (value) => ({ type: 'done', value }),
      () => ({ type: 'failed', reason: 'x' }),
    )
    const actor = createActor(machine.provide({ actions: { work } })).start()
    actor.send({ type: 'go' })
    expect(actor.getSnapshot().value).toBe('working')
    await flush()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.last).toBe('done 42')
  })

  it('sends the failed event when the promise rejects or the function throws', async () => {
    for (const run of [async () => Promise.reject(new Error('boom')), () => { throw new Error('boom') }]) {
      const work = effect<{ last: string }, Ev, number, Ev>(
        run as () => Promise<number>,
        (value) => ({ type: 'done', value }),
        (error) => ({ type: 'failed', reason: (error as Error).message }),
      )
      const actor = createActor(machine.provide({ actions: { work } })).start()
      actor.send({ type: 'go' })
      await flush()
      expect(actor.getSnapshot().context.last).toBe('failed boom')
    }
  })

  it('drops the answer after the actor stopped', async () => {
    let resolve: (value: number) => void = () => {}
    const work = effect<{ last: string }, Ev, number, Ev>(
      () => new Promise<number>((r) => (resolve = r)),
      (value) => ({ type: 'done', value }),
      () => ({ type: 'failed', reason: 'x' }),
    )
    const actor = createActor(machine.provide({ actions: { work } })).start()
    const send = vi.spyOn(actor, 'send')
    actor.send({ type: 'go' })
    actor.stop()
    resolve(1)
    await flush()
    expect(send).toHaveBeenCalledTimes(1)
  })
})

describe('timer()', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const tick = timer<object, Ev>('tick', 1000, { type: 'tick' })
  const machine = setup({ types: { events: {} as Ev }, actions: { start: tick.start, cancel: tick.cancel } }).createMachine({
    initial: 'waiting',
    states: {
      waiting: { entry: 'start', exit: 'cancel', on: { tick: 'ticked', stop: 'stopped' } },
      ticked: {},
      stopped: { on: { tick: 'ticked' } },
    },
  })

  it('sends the event after the delay', () => {
    const actor = createActor(machine).start()
    vi.advanceTimersByTime(999)
    expect(actor.getSnapshot().value).toBe('waiting')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('ticked')
  })

  it('is cancelled by the exit action', () => {
    const actor = createActor(machine).start()
    actor.send({ type: 'stop' })
    vi.advanceTimersByTime(5000)
    expect(actor.getSnapshot().value).toBe('stopped')
  })

  it('is cancelled when the actor stops', () => {
    const actor = createActor(machine).start()
    const send = vi.spyOn(actor, 'send')
    actor.stop()
    vi.advanceTimersByTime(5000)
    expect(send).not.toHaveBeenCalled()
  })
})

describe('listener()', () => {
  it('forwards outside events while subscribed and unsubscribes on exit', () => {
    const subscribers = new Set<() => void>()
    const ping = listener<object, Ev>('ping', (send) => {
      const fn = () => send({ type: 'ping' })
      subscribers.add(fn)
      return () => subscribers.delete(fn)
    })
    const pings: string[] = []
    const machine = setup({ types: { events: {} as Ev }, actions: { start: ping.start, stop: ping.stop } }).createMachine({
      initial: 'listening',
      states: {
        listening: { entry: 'start', exit: 'stop', on: { ping: { actions: () => pings.push('ping') }, stop: 'done' } },
        done: {},
      },
    })
    const actor = createActor(machine).start()
    expect(subscribers.size).toBe(1)
    for (const fn of subscribers) fn()
    expect(pings).toEqual(['ping'])
    actor.send({ type: 'stop' })
    expect(subscribers.size).toBe(0)
  })
})
