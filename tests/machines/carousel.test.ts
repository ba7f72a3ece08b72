import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { carouselMachine } from '@machines/carousel.machine'

// Carousel (SPEC §2 Home): previous/next disabled at the ends, zoom toggles on click and resets on navigation.

const start = (total = 3, begin?: number) => createActor(carouselMachine, { input: { total, start: begin } }).start()

describe('carousel machine', () => {
  it('starts on the first image, unzoomed, with only next allowed', () => {
    const actor = start()
    const snap = actor.getSnapshot()
    expect(snap.context).toEqual({ index: 0, total: 3 })
    expect(snap.value).toBe('normal')
    expect(snap.can({ type: 'carousel.prev' })).toBe(false)
    expect(snap.can({ type: 'carousel.next' })).toBe(true)
  })

  it('walks to the last image, where next is disabled, and back', () => {
    const actor = start()
    actor.send({ type: 'carousel.next' })
    expect(actor.getSnapshot().context.index).toBe(1)
    expect(actor.getSnapshot().can({ type: 'carousel.prev' })).toBe(true)
    actor.send({ type: 'carousel.next' })
    expect(actor.getSnapshot().context.index).toBe(2)
    expect(actor.getSnapshot().can({ type: 'carousel.next' })).toBe(false)
    actor.send({ type: 'carousel.next' })
    expect(actor.getSnapshot().context.index).toBe(2)
    actor.send({ type: 'carousel.prev' })
    actor.send({ type: 'carousel.prev' })
    actor.send({ type: 'carousel.prev' })
    expect(actor.getSnapshot().context.index).toBe(0)
  })

  it('toggles zoom on image click', () => {
    const actor = start()
    actor.send({ type: 'zoom.toggle' })
    expect(actor.getSnapshot().value).toBe('zoomed')
    actor.send({ type: 'zoom.toggle' })
    expect(actor.getSnapshot().value).toBe('normal')
  })

  it('resets zoom when navigating, in both directions', () => {
    const actor = start()
    actor.send({ type: 'zoom.toggle' })
    actor.send({ type: 'carousel.next' })
    expect(actor.getSnapshot().value).toBe('normal')
    actor.send({ type: 'zoom.toggle' })
    actor.send({ type: 'carousel.prev' })
    expect(actor.getSnapshot().value).toBe('normal')
    expect(actor.getSnapshot().context.index).toBe(0)
  })

  it('keeps the zoom when a blocked navigation is attempted at an end', () => {
    const actor = start()
    actor.send({ type: 'zoom.toggle' })
    actor.send({ type: 'carousel.prev' })
    expect(actor.getSnapshot().value).toBe('zoomed')
  })

  it('clamps the start index and handles a single image', () => {
    expect(start(3, 7).getSnapshot().context.index).toBe(2)
    expect(start(3, -2).getSnapshot().context.index).toBe(0)
    const single = start(1).getSnapshot()
    expect(single.can({ type: 'carousel.next' })).toBe(false)
    expect(single.can({ type: 'carousel.prev' })).toBe(false)
    expect(start(0).getSnapshot().context).toEqual({ index: 0, total: 0 })
  })
})
