import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { slideshowMachine } from '@machines/slideshow.machine'
import { slideshowEffects } from '@machines/slideshow.actors'

// The slideshow (SPEC §2 Slideshow; DESIGN §6 slides, audio, autoplay-blocked): Next/Previous and the
// arrow keys, and the music playing, blocked by the autoplay policy, or muted.

function start(total = 3) {
  const effects = { playAudio: vi.fn(), muteAudio: vi.fn(), unmuteAudio: vi.fn(), listenKeys: vi.fn() }
  const actor = createActor(slideshowMachine.provide({ actions: effects }), { input: { total } }).start()
  return { actor, effects, snap: () => actor.getSnapshot(), send: actor.send.bind(actor) }
}

describe('slides', () => {
  it('Next advances, Previous goes back (not before the first), Next on the last starts over', () => {
    const { snap, send } = start(3)
    expect(snap().context.index).toBe(0)
    expect(snap().can({ type: 'slide.previous' })).toBe(false)
    send({ type: 'slide.next' })
    send({ type: 'slide.next' })
    expect(snap().context.index).toBe(2)
    send({ type: 'slide.previous' })
    expect(snap().context.index).toBe(1)
    send({ type: 'slide.next' })
    send({ type: 'slide.next' })
    expect(snap().context.index).toBe(0)
  })

  it('one slide: Next stays on it', () => {
    const { snap, send } = start(1)
    send({ type: 'slide.next' })
    expect(snap().context.index).toBe(0)
  })
})

describe('audio', () => {
  it('tries to play at once; playing → muted → starting again', () => {
    const { snap, send, effects } = start()
    expect(snap().value).toEqual({ audio: 'starting' })
    expect(effects.playAudio).toHaveBeenCalledTimes(1)
    expect(effects.listenKeys).toHaveBeenCalledTimes(1)
    send({ type: 'audio.playing' })
    expect(snap().value).toEqual({ audio: 'playing' })
    send({ type: 'mute.toggle' })
    expect(snap().value).toEqual({ audio: 'muted' })
    expect(effects.muteAudio).toHaveBeenCalledTimes(1)
    send({ type: 'mute.toggle' })
    expect(snap().value).toEqual({ audio: 'starting' })
    expect(effects.unmuteAudio).toHaveBeenCalledTimes(1)
    expect(effects.playAudio).toHaveBeenCalledTimes(2)
  })

  it('blocked autoplay waits for the overlay click, which plays again', () => {
    const { snap, send, effects } = start()
    send({ type: 'audio.blocked' })
    expect(snap().value).toEqual({ audio: 'blocked' })
    send({ type: 'audio.start' })
    expect(snap().value).toEqual({ audio: 'starting' })
    expect(effects.playAudio).toHaveBeenCalledTimes(2)
    send({ type: 'audio.playing' })
    expect(snap().value).toEqual({ audio: 'playing' })
  })

  it('muting while blocked hides the overlay; slides move in any audio state', () => {
    const { snap, send } = start()
    send({ type: 'audio.blocked' })
    send({ type: 'mute.toggle' })
    expect(snap().value).toEqual({ audio: 'muted' })
    send({ type: 'slide.next' })
    expect(snap().context.index).toBe(1)
  })
})

describe('slideshow effects', () => {
  function fakeAudio(play: () => Promise<void>) {
    return { muted: true, play: vi.fn(play) } as unknown as HTMLAudioElement & { play: ReturnType<typeof vi.fn> }
  }

  it('play() resolving is audio.playing; mute and unmute set muted', async () => {
    const audio = fakeAudio(() => Promise.resolve())
    const actor = createActor(slideshowMachine.provide({ actions: slideshowEffects(() => audio) }), { input: { total: 2 } }).start()
    await waitFor(actor, (s) => s.matches({ audio: 'playing' }))
    expect(audio.muted).toBe(false)
    actor.send({ type: 'mute.toggle' })
    expect(audio.muted).toBe(true)
    actor.send({ type: 'mute.toggle' })
    expect(audio.muted).toBe(false)
    await waitFor(actor, (s) => s.matches({ audio: 'playing' }))
    actor.stop()
  })

  it('play() rejecting (NotAllowedError) or no element is audio.blocked', async () => {
    const audio = fakeAudio(() => Promise.reject(new DOMException('autoplay', 'NotAllowedError')))
    const actor = createActor(slideshowMachine.provide({ actions: slideshowEffects(() => audio) }), { input: { total: 2 } }).start()
    await waitFor(actor, (s) => s.matches({ audio: 'blocked' }))
    actor.stop()
    const none = createActor(slideshowMachine.provide({ actions: slideshowEffects(() => null) }), { input: { total: 2 } }).start()
    await waitFor(none, (s) => s.matches({ audio: 'blocked' }))
    none.stop()
  })

  it('the arrow keys move the slides until the actor stops', () => {
    const actor = createActor(slideshowMachine.provide({ actions: slideshowEffects(() => null) }), { input: { total: 3 } }).start()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }))
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }))
    expect(actor.getSnapshot().context.index).toBe(2)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }))
    expect(actor.getSnapshot().context.index).toBe(1)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', ctrlKey: true }))
    expect(actor.getSnapshot().context.index).toBe(1)
    actor.stop()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }))
    expect(actor.getSnapshot().context.index).toBe(1)
  })
})
