import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { MODAL_CLOSE_MS, MODAL_OPEN_MS, modalMachine } from '@machines/modal.machine'

// Modal life cycle: fade in 300 ms, quicker fade out, item kept while
// fading; the fades are named after delays (fadeIn, fadeOut), run here under fake timers.

const live = modalMachine

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('modal machine', () => {
  it('opens with an item, becomes open after 300 ms', () => {
    const actor = createActor(live, { input: {} }).start()
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'modal.open', item: 'technology:react' })
    expect(actor.getSnapshot().value).toBe('opening')
    expect(actor.getSnapshot().hasTag('visible')).toBe(true)
    expect(actor.getSnapshot().context.item).toBe('technology:react')
    vi.advanceTimersByTime(MODAL_OPEN_MS - 1)
    expect(actor.getSnapshot().value).toBe('opening')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('open')
  })

  it('fades out keeping the item, then forgets it', () => {
    const actor = createActor(live, { input: {} }).start()
    actor.send({ type: 'modal.open', item: 'project:x' })
    vi.advanceTimersByTime(MODAL_OPEN_MS)
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().value).toBe('closing')
    expect(actor.getSnapshot().context.item).toBe('project:x')
    vi.advanceTimersByTime(MODAL_CLOSE_MS)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.item).toBeNull()
    expect(actor.getSnapshot().hasTag('visible')).toBe(false)
  })

  it('can be closed while still opening; the open timer is cancelled', () => {
    const actor = createActor(live, { input: {} }).start()
    actor.send({ type: 'modal.open', item: 'a' })
    vi.advanceTimersByTime(100)
    actor.send({ type: 'modal.close' })
    vi.advanceTimersByTime(MODAL_CLOSE_MS)
    expect(actor.getSnapshot().value).toBe('closed')
    vi.advanceTimersByTime(1000)
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('ignores open while visible and close while closed', () => {
    const actor = createActor(live, { input: {} }).start()
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'modal.open', item: 'a' })
    actor.send({ type: 'modal.open', item: 'b' })
    expect(actor.getSnapshot().context.item).toBe('a')
  })

  it('takes no time with reduced motion', () => {
    const actor = createActor(live, { input: { reducedMotion: true } }).start()
    actor.send({ type: 'modal.open', item: 'a' })
    vi.advanceTimersByTime(0)
    expect(actor.getSnapshot().value).toBe('open')
    actor.send({ type: 'modal.close' })
    vi.advanceTimersByTime(0)
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('the fades are delays a caller can swap', () => {
    const actor = createActor(modalMachine.provide({ delays: { fadeIn: 5, fadeOut: 7 } }), { input: {} }).start()
    actor.send({ type: 'modal.open', item: 'a' })
    vi.advanceTimersByTime(5)
    expect(actor.getSnapshot().value).toBe('open')
    actor.send({ type: 'modal.close' })
    vi.advanceTimersByTime(6)
    expect(actor.getSnapshot().value).toBe('closing')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('releases its timers when stopped', () => {
    const actor = createActor(live, { input: {} }).start()
    actor.send({ type: 'modal.open', item: 'a' })
    actor.stop()
    expect(vi.getTimerCount()).toBe(0)
  })
})
