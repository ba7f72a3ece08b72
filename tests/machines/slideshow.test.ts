import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, waitFor } from 'xstate'
import { slideshowMachine } from '@machines/slideshow.machine'
import { heldActor } from '../model/held-actors'

// The slideshow: Next/Previous and the
// arrow keys, and the music playing, blocked by the autoplay policy, or muted.

/** The machine with a play actor the test answers, and no key listener. */
function start(total = 3) {
  const play = heldActor<void, { audio: () => HTMLAudioElement | null }>()
  const audio = { muted: false } as HTMLAudioElement
  const logic = slideshowMachine.provide({ actors: { playAudio: play.logic, arrowKeys: fromCallback(() => {}) } })
  const actor = createActor(logic, { input: { total, audio: () => audio } }).start()
  /** Answers the latest play(): resolved (playing) or rejected (blocked), and lets the machine take it. */
  const answer = async (outcome: 'playing' | 'blocked') => {
    if (outcome === 'playing') play.runs.at(-1)!.resolve()
    else play.runs.at(-1)!.reject(new DOMException('autoplay', 'NotAllowedError'))
    await waitFor(actor, (s) => s.matches({ audio: outcome }))
  }
  return { actor, play, audio, answer, snap: () => actor.getSnapshot(), send: actor.send.bind(actor) }
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
  it('tries to play at once, with the page element; playing → muted → starting again', async () => {
    const { snap, send, play, audio, answer } = start()
    expect(snap().value).toEqual({ audio: 'starting' })
    expect(play.runs.map((run) => run.input.audio())).toEqual([audio])
    await answer('playing')
    send({ type: 'mute.toggle' })
    expect(snap().value).toEqual({ audio: 'muted' })
    expect(audio.muted).toBe(true)
    send({ type: 'mute.toggle' })
    expect(snap().value).toEqual({ audio: 'starting' })
    expect(audio.muted).toBe(false)
    expect(play.runs).toHaveLength(2)
  })

  it('blocked autoplay waits for the overlay click, which plays again', async () => {
    const { snap, send, play, answer } = start()
    await answer('blocked')
    send({ type: 'audio.start' })
    expect(snap().value).toEqual({ audio: 'starting' })
    expect(play.runs).toHaveLength(2)
    await answer('playing')
  })

  it('nothing plays while blocked or starting, so there is nothing to mute; slides move in any audio state', async () => {
    const { snap, send, answer } = start()
    expect(snap().can({ type: 'mute.toggle' })).toBe(false)
    await answer('blocked')
    expect(snap().can({ type: 'mute.toggle' })).toBe(false)
    send({ type: 'slide.next' })
    expect(snap().context.index).toBe(1)
    send({ type: 'audio.start' })
    expect(snap().can({ type: 'mute.toggle' })).toBe(false)
    await answer('playing')
    expect(snap().can({ type: 'mute.toggle' })).toBe(true)
  })
})

describe('slideshow actors', () => {
  function fakeAudio(play: () => Promise<void>) {
    const audio = document.createElement('audio')
    audio.muted = true
    const spy = vi.spyOn(audio, 'play').mockImplementation(play)
    return { audio, spy }
  }
  const withActors = (audio: HTMLAudioElement | null, total = 2) => createActor(slideshowMachine, { input: { total, audio: () => audio } }).start()

  it('play() resolving is playing (unmuted); mute and unmute set muted', async () => {
    const { audio, spy } = fakeAudio(() => Promise.resolve())
    const actor = withActors(audio)
    await waitFor(actor, (s) => s.matches({ audio: 'playing' }))
    expect(audio.muted).toBe(false)
    actor.send({ type: 'mute.toggle' })
    expect(audio.muted).toBe(true)
    actor.send({ type: 'mute.toggle' })
    expect(audio.muted).toBe(false)
    await waitFor(actor, (s) => s.matches({ audio: 'playing' }))
    expect(spy).toHaveBeenCalledTimes(2)
    actor.stop()
  })

  it('play() rejecting (NotAllowedError) or no element is blocked', async () => {
    const { audio } = fakeAudio(() => Promise.reject(new DOMException('autoplay', 'NotAllowedError')))
    const actor = withActors(audio)
    await waitFor(actor, (s) => s.matches({ audio: 'blocked' }))
    actor.stop()
    const none = withActors(null)
    await waitFor(none, (s) => s.matches({ audio: 'blocked' }))
    none.stop()
  })

  it('the arrow keys move the slides until the actor stops', () => {
    const actor = withActors(null, 3)
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
