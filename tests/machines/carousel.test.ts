import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { carouselMachine, PAN_STEP } from '@machines/site/carousel.machine'

// Carousel: previous/next disabled at the ends, zoom toggles on click and resets on navigation.

const start = (total = 3, begin?: number) => createActor(carouselMachine, { input: { total, start: begin } }).start()

describe('carousel machine', () => {
  it('starts on the first image, unzoomed, with only next allowed', () => {
    const actor = start()
    const snap = actor.getSnapshot()
    expect(snap.context).toEqual({ index: 0, total: 3, pan: { x: 50, y: 50 } })
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
    expect(start(0).getSnapshot().context).toEqual({ index: 0, total: 0, pan: { x: 50, y: 50 } })
  })
})

describe('carousel machine: panning the zoomed image', () => {
  it('starts centred; the arrow keys page through the images while not zoomed', () => {
    const actor = start()
    expect(actor.getSnapshot().context.pan).toEqual({ x: 50, y: 50 })
    expect(actor.getSnapshot().can({ type: 'carousel.arrow', direction: 'left' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'carousel.arrow', direction: 'up' })).toBe(false)
    actor.send({ type: 'carousel.arrow', direction: 'right' })
    expect(actor.getSnapshot().context.index).toBe(1)
    actor.send({ type: 'carousel.arrow', direction: 'left' })
    expect(actor.getSnapshot().context.index).toBe(0)
    expect(actor.getSnapshot().can({ type: 'zoom.panTo', x: 0, y: 0 })).toBe(false)
  })

  it('while zoomed the arrow keys pan in steps, stopping at the edges, and never change the image', () => {
    const actor = start()
    actor.send({ type: 'zoom.toggle' })
    actor.send({ type: 'carousel.arrow', direction: 'left' })
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, pan: { x: 50 - PAN_STEP, y: 50 } })
    for (let i = 0; i < 10; i++) actor.send({ type: 'carousel.arrow', direction: 'left' })
    expect(actor.getSnapshot().context.pan).toEqual({ x: 0, y: 50 })
    expect(actor.getSnapshot().can({ type: 'carousel.arrow', direction: 'left' })).toBe(true)
    actor.send({ type: 'carousel.arrow', direction: 'down' })
    actor.send({ type: 'carousel.arrow', direction: 'right' })
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, pan: { x: PAN_STEP, y: 50 + PAN_STEP } })
    expect(actor.getSnapshot().value).toBe('zoomed')
  })

  it('follows the pointer, clamped to the image; a zoom toggle or a navigation centres it again', () => {
    const actor = start()
    actor.send({ type: 'zoom.toggle' })
    actor.send({ type: 'zoom.panTo', x: 12.4, y: 130 })
    expect(actor.getSnapshot().context.pan).toEqual({ x: 12, y: 100 })
    actor.send({ type: 'zoom.panTo', x: Number.NaN, y: 3 })
    expect(actor.getSnapshot().context.pan).toEqual({ x: 12, y: 100 })
    actor.send({ type: 'zoom.toggle' })
    expect(actor.getSnapshot().context.pan).toEqual({ x: 50, y: 50 })
    actor.send({ type: 'zoom.toggle' })
    actor.send({ type: 'zoom.panTo', x: 0, y: 0 })
    actor.send({ type: 'carousel.next' })
    expect(actor.getSnapshot().value).toBe('normal')
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, pan: { x: 50, y: 50 } })
  })
})
