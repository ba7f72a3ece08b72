import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { PAUSE_MS, TYPE_DELAY_MS, typewriterMachine } from '@machines/site/typewriter.machine'
import type { TypewriterInput } from '@machines/site/typewriter.machine'

// Typewriter: 18 ms per character, 400 ms pause, click completes or
// advances, right-click restarts, reduced motion shows everything at once.

const paragraphs = ['Hello!', 'Second one.', 'End.']
const start = (input: Partial<TypewriterInput> = {}) => createActor(typewriterMachine, { input: { paragraphs, ...input } }).start()
const where = (actor: ReturnType<typeof start>) => {
  const { value, context } = actor.getSnapshot()
  return { value, paragraph: context.paragraph, chars: context.chars }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('typewriter machine', () => {
  it('types one character every 18 ms', () => {
    const actor = start()
    expect(where(actor)).toEqual({ value: 'typing', paragraph: 0, chars: 0 })
    vi.advanceTimersByTime(TYPE_DELAY_MS - 1)
    expect(where(actor).chars).toBe(0)
    vi.advanceTimersByTime(1)
    expect(where(actor).chars).toBe(1)
    vi.advanceTimersByTime(TYPE_DELAY_MS * 3)
    expect(where(actor).chars).toBe(4)
  })

  it('pauses 400 ms after a paragraph, then types the next one', () => {
    const actor = start()
    vi.advanceTimersByTime(TYPE_DELAY_MS * paragraphs[0]!.length)
    expect(where(actor)).toEqual({ value: 'paused', paragraph: 0, chars: 6 })
    vi.advanceTimersByTime(PAUSE_MS - 1)
    expect(where(actor).value).toBe('paused')
    vi.advanceTimersByTime(1)
    expect(where(actor)).toEqual({ value: 'typing', paragraph: 1, chars: 0 })
  })

  it('finishes after the last paragraph and stops scheduling', () => {
    const actor = start()
    vi.advanceTimersByTime(TYPE_DELAY_MS * 30 + PAUSE_MS * 2)
    expect(where(actor)).toEqual({ value: 'done', paragraph: 2, chars: 4 })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a click while typing completes the paragraph; a click while paused advances', () => {
    const actor = start()
    vi.advanceTimersByTime(TYPE_DELAY_MS * 2)
    actor.send({ type: 'typewriter.click' })
    expect(where(actor)).toEqual({ value: 'paused', paragraph: 0, chars: 6 })
    actor.send({ type: 'typewriter.click' })
    expect(where(actor)).toEqual({ value: 'typing', paragraph: 1, chars: 0 })
    // The pause timer was cancelled: nothing jumps ahead later.
    vi.advanceTimersByTime(TYPE_DELAY_MS)
    expect(where(actor)).toEqual({ value: 'typing', paragraph: 1, chars: 1 })
  })

  it('a click on the last paragraph finishes; clicks when done change nothing', () => {
    const actor = start()
    for (let click = 0; click < 5; click++) actor.send({ type: 'typewriter.click' })
    expect(where(actor)).toEqual({ value: 'done', paragraph: 2, chars: 4 })
    actor.send({ type: 'typewriter.click' })
    expect(where(actor)).toEqual({ value: 'done', paragraph: 2, chars: 4 })
  })

  it('right-click restarts from the first character, from any state', () => {
    const actor = start()
    vi.advanceTimersByTime(TYPE_DELAY_MS * 3)
    actor.send({ type: 'typewriter.restart' })
    expect(where(actor)).toEqual({ value: 'typing', paragraph: 0, chars: 0 })
    // One timer only: the restart replaced the pending tick.
    expect(vi.getTimerCount()).toBe(1)
    vi.advanceTimersByTime(TYPE_DELAY_MS)
    expect(where(actor).chars).toBe(1)

    actor.send({ type: 'typewriter.click' })
    actor.send({ type: 'typewriter.restart' })
    expect(where(actor)).toEqual({ value: 'typing', paragraph: 0, chars: 0 })

    for (let click = 0; click < 5; click++) actor.send({ type: 'typewriter.click' })
    actor.send({ type: 'typewriter.restart' })
    expect(where(actor)).toEqual({ value: 'typing', paragraph: 0, chars: 0 })
  })

  it('shows everything at once with reduced motion, also after a restart', () => {
    const actor = start({ reducedMotion: true })
    expect(where(actor)).toEqual({ value: 'done', paragraph: 2, chars: 4 })
    expect(vi.getTimerCount()).toBe(0)
    actor.send({ type: 'typewriter.restart' })
    expect(where(actor)).toEqual({ value: 'done', paragraph: 2, chars: 4 })
  })

  it('copes with no paragraphs', () => {
    const actor = start({ paragraphs: [] })
    vi.advanceTimersByTime(TYPE_DELAY_MS)
    expect(where(actor).value).toBe('done')
  })

  it('takes its delays from setup, so they can be swapped', () => {
    const slow = typewriterMachine.provide({ delays: { typeDelay: 100, pauseDelay: 1000 } })
    const actor = createActor(slow, { input: { paragraphs: ['Hi'] } }).start()
    vi.advanceTimersByTime(TYPE_DELAY_MS * 2)
    expect(where(actor).chars).toBe(0)
    vi.advanceTimersByTime(200 - TYPE_DELAY_MS * 2)
    expect(where(actor)).toEqual({ value: 'done', paragraph: 0, chars: 2 })
  })

  it('releases its timers when stopped', () => {
    const actor = start()
    actor.stop()
    expect(vi.getTimerCount()).toBe(0)
  })
})
