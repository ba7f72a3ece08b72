import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { slideshowMachine } from '@machines/site/slideshow.machine'
import { slideshowActors } from '@machines/site/slideshow.actors'
import type { LoadedSlideshow } from '@machines/site/slideshow.actors'
import * as slideshowApi from '@/api/slideshow'
import { ApiError } from '@/api/errors'
import { heldActor } from '../model/held-actors'
import { loadedSlideshow, slideshowContent, slideshowUrls } from '../fixtures/slideshow'

// Only for the loading actors' own tests (their API calls and object URLs); the machine's tests provide actors.
vi.mock('@/api/slideshow', () => ({ fetchSlideshow: vi.fn(), fetchSlideshowFile: vi.fn() }))
const fetchSlideshow = vi.mocked(slideshowApi.fetchSlideshow)
const fetchSlideshowFile = vi.mocked(slideshowApi.fetchSlideshowFile)

// The slideshow: its content loaded with the session (texts, then the files as object URLs, revoked when the
// page is left; a failure offers Try again), Next/Previous and the arrow keys, and the music playing, blocked
// by the autoplay policy, or muted.

/** Content of `total` slides (the fixture's, cut or repeated). */
function loadedWith(total: number): LoadedSlideshow {
  const slides = Array.from({ length: total }, (_, i) => slideshowContent.slides[i % slideshowContent.slides.length]!)
  return { content: { ...slideshowContent, slides }, urls: slideshowUrls }
}

/** A load actor that answers at once with `total` slides. */
const loadsAtOnce = (total: number) => fromPromise<LoadedSlideshow>(async () => loadedWith(total))
const keepsNothing = fromCallback<{ type: string }, { urls: Record<string, string> }>(() => {})

/** The machine, loaded, with a play actor the test answers, and no key listener. */
async function start(total = 3) {
  const play = heldActor<void, { audio: () => HTMLAudioElement | null; src: string | undefined }>()
  const audio = { muted: false } as HTMLAudioElement
  const logic = slideshowMachine.provide({
    actors: { loadSlideshow: loadsAtOnce(total), keepUrls: keepsNothing, playAudio: play.logic, arrowKeys: fromCallback(() => {}) },
  })
  const actor = createActor(logic, { input: { audio: () => audio } }).start()
  await waitFor(actor, (s) => s.matches('ready'))
  /** Answers the latest play(): resolved (playing) or rejected (blocked), and lets the machine take it. */
  const answer = async (outcome: 'playing' | 'blocked') => {
    if (outcome === 'playing') play.runs.at(-1)!.resolve()
    else play.runs.at(-1)!.reject(new DOMException('autoplay', 'NotAllowedError'))
    await waitFor(actor, (s) => s.matches({ ready: { audio: outcome } }))
  }
  return { actor, play, audio, answer, snap: () => actor.getSnapshot(), send: actor.send.bind(actor) }
}

describe('loading', () => {
  it('loads first: no slide, no music, no Next; then the content, its object URLs and the music plays from its URL', async () => {
    const load = heldActor<LoadedSlideshow>()
    const play = heldActor<void, { audio: () => HTMLAudioElement | null; src: string | undefined }>()
    const logic = slideshowMachine.provide({ actors: { loadSlideshow: load.logic, keepUrls: keepsNothing, playAudio: play.logic, arrowKeys: fromCallback(() => {}) } })
    const actor = createActor(logic, { input: {} }).start()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().can({ type: 'slide.next' })).toBe(false)
    expect(play.runs).toHaveLength(0)
    load.runs[0]!.resolve(loadedSlideshow)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().value).toEqual({ ready: { audio: 'starting' } })
    expect(actor.getSnapshot().context).toMatchObject({ content: slideshowContent, urls: slideshowUrls, total: slideshowContent.slides.length, index: 0 })
    expect(play.runs[0]!.input.src).toBe(slideshowUrls[slideshowContent.music])
    actor.stop()
  })

  it('a failed load shows failed; Try again loads again', async () => {
    const load = heldActor<LoadedSlideshow>()
    const logic = slideshowMachine.provide({ actors: { loadSlideshow: load.logic, keepUrls: keepsNothing, playAudio: heldActor<void, never>().logic as never, arrowKeys: fromCallback(() => {}) } })
    const actor = createActor(logic, { input: {} }).start()
    load.runs[0]!.reject(new ApiError({ status: 500, code: 'internal_error', message: 'boom' }))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.content).toBeNull()
    expect(actor.getSnapshot().can({ type: 'slide.next' })).toBe(false)
    actor.send({ type: 'retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(load.runs).toHaveLength(2)
    load.runs[1]!.resolve(loadedSlideshow)
    await waitFor(actor, (s) => s.matches('ready'))
    actor.stop()
  })
})

describe('slides', () => {
  it('Next advances, Previous goes back (not before the first), Next on the last starts over', async () => {
    const { snap, send } = await start(3)
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

  it('one slide: Next stays on it', async () => {
    const { snap, send } = await start(1)
    send({ type: 'slide.next' })
    expect(snap().context.index).toBe(0)
  })
})

describe('audio', () => {
  it('tries to play at once, with the page element; playing → muted → starting again', async () => {
    const { snap, send, play, audio, answer } = await start()
    expect(snap().value).toEqual({ ready: { audio: 'starting' } })
    expect(play.runs.map((run) => run.input.audio())).toEqual([audio])
    await answer('playing')
    send({ type: 'mute.toggle' })
    expect(snap().value).toEqual({ ready: { audio: 'muted' } })
    expect(audio.muted).toBe(true)
    send({ type: 'mute.toggle' })
    expect(snap().value).toEqual({ ready: { audio: 'starting' } })
    expect(audio.muted).toBe(false)
    expect(play.runs).toHaveLength(2)
  })

  it('blocked autoplay waits for the overlay click, which plays again', async () => {
    const { snap, send, play, answer } = await start()
    await answer('blocked')
    send({ type: 'audio.start' })
    expect(snap().value).toEqual({ ready: { audio: 'starting' } })
    expect(play.runs).toHaveLength(2)
    await answer('playing')
  })

  it('nothing plays while blocked or starting, so there is nothing to mute; slides move in any audio state', async () => {
    const { snap, send, answer } = await start()
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
  /** The real actors, but the content loaded at once. */
  const withActors = (audio: HTMLAudioElement | null, total = 2) =>
    createActor(slideshowMachine.provide({ actors: { loadSlideshow: loadsAtOnce(total), keepUrls: keepsNothing } }), { input: { audio: () => audio } }).start()

  it('play() resolving is playing (unmuted); mute and unmute set muted', async () => {
    const { audio, spy } = fakeAudio(() => Promise.resolve())
    const actor = withActors(audio)
    await waitFor(actor, (s) => s.matches({ ready: { audio: 'playing' } }))
    expect(audio.muted).toBe(false)
    actor.send({ type: 'mute.toggle' })
    expect(audio.muted).toBe(true)
    actor.send({ type: 'mute.toggle' })
    expect(audio.muted).toBe(false)
    await waitFor(actor, (s) => s.matches({ ready: { audio: 'playing' } }))
    expect(spy).toHaveBeenCalledTimes(2)
    actor.stop()
  })

  it('play() rejecting (NotAllowedError) or no element is blocked', async () => {
    const { audio } = fakeAudio(() => Promise.reject(new DOMException('autoplay', 'NotAllowedError')))
    const actor = withActors(audio)
    await waitFor(actor, (s) => s.matches({ ready: { audio: 'blocked' } }))
    actor.stop()
    const none = withActors(null)
    await waitFor(none, (s) => s.matches({ ready: { audio: 'blocked' } }))
    none.stop()
  })

  it('the arrow keys move the slides until the actor stops', async () => {
    const actor = withActors(null, 3)
    await waitFor(actor, (s) => s.matches('ready'))
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

describe('loading actors', () => {
  let created: string[]
  let revoked: string[]
  beforeEach(() => {
    created = []
    revoked = []
    let n = 0
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      const url = `blob:test/${++n}`
      created.push(url)
      return url
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url))
    fetchSlideshow.mockReset()
    fetchSlideshowFile.mockReset()
  })
  afterEach(() => vi.restoreAllMocks())

  const files = [slideshowContent.music, ...slideshowContent.slides.flatMap((slide) => (slide.kind === 'image' ? [slide.src] : []))]
  const blob = () => new Blob([new Uint8Array([1, 2, 3])])

  it('fetches the texts, then every picture and the music with the session; revokes them when the page is left', async () => {
    fetchSlideshow.mockResolvedValue(slideshowContent)
    fetchSlideshowFile.mockImplementation(async () => blob())
    const actor = createActor(slideshowMachine.provide({ actors: { playAudio: fromPromise(async () => {}), arrowKeys: fromCallback(() => {}) } }), { input: {} }).start()
    await waitFor(actor, (s) => s.matches('ready'))
    expect(fetchSlideshowFile.mock.calls.map(([url]) => url).sort()).toEqual([...files].sort())
    const urls = actor.getSnapshot().context.urls
    expect(Object.keys(urls).sort()).toEqual([...files].sort())
    expect(Object.values(urls).sort()).toEqual([...created].sort())
    expect(revoked).toEqual([])
    actor.stop()
    expect(revoked.sort()).toEqual([...created].sort())
  })

  it('a file that fails fails the load and revokes the URLs already made', async () => {
    fetchSlideshow.mockResolvedValue(slideshowContent)
    fetchSlideshowFile.mockImplementation(async (url) => {
      if (url === slideshowContent.music) throw new ApiError({ status: 404, code: 'not_found', message: 'gone' })
      return blob()
    })
    const actor = createActor(slideshowMachine.provide({ actors: { playAudio: fromPromise(async () => {}), arrowKeys: fromCallback(() => {}) } }), { input: {} }).start()
    await waitFor(actor, (s) => s.matches('failed'))
    // Let the other files arrive after the failure.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(created.length).toBe(files.length - 1)
    expect(revoked.sort()).toEqual([...created].sort())
    actor.stop()
  })

  it('the texts failing (401, 404) is failed, with no file asked for', async () => {
    fetchSlideshow.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'no' }))
    const actor = createActor(slideshowMachine, { input: {} }).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(fetchSlideshowFile).not.toHaveBeenCalled()
    actor.stop()
  })

  it('left while loading: the URLs made are revoked, none is kept', async () => {
    const pending: Array<() => void> = []
    const release = () => pending.forEach((answer) => answer())
    fetchSlideshow.mockResolvedValue(slideshowContent)
    fetchSlideshowFile.mockImplementation(() => new Promise((resolve) => void pending.push(() => resolve(blob()))))
    const actor = createActor(slideshowActors.loadSlideshow).start()
    await vi.waitFor(() => expect(fetchSlideshowFile).toHaveBeenCalledTimes(files.length))
    actor.stop()
    release()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(created).toHaveLength(files.length)
    expect(revoked.sort()).toEqual([...created].sort())
  })
})
