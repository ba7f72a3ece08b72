// The private slideshow in both languages, over the real machine and its real
// effects on the page's <audio> element (happy-dom's play() is replaced to act as a browser would). Its
// content comes from the provided load actor: the pictures and the music are shown from their object URLs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '@/api/errors'
import SlideshowView from '@/views/slideshow/slideshow-view'
import { slideshowMachine } from '@machines/site/slideshow.machine'
import type { LoadedSlideshow } from '@machines/site/slideshow.actors'
import { loadedSlideshow, slideshowContent, slideshowUrls } from '../fixtures/slideshow'
import { apiActor } from '../support/api-actors'
import { renderApp, settle } from './support'

const slideshow = { ...slideshowContent, music: slideshowUrls[slideshowContent.music]! }

/** The load: the fixture's content with its files as object URLs (the actor's own work: tests/machines/slideshow.test.ts). */
let loadSlideshow = apiActor<LoadedSlideshow>()
beforeEach(() => {
  loadSlideshow = apiActor<LoadedSlideshow>(async () => loadedSlideshow)
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
})
const page = () => <SlideshowView logic={slideshowMachine.provide({ actors: { loadSlideshow: loadSlideshow.logic } })} />

const texts = {
  en: {
    title: 'For you',
    next: 'Next',
    previous: 'Previous',
    again: 'Start again',
    play: 'Play music',
    mute: 'Mute music',
    unmute: 'Unmute music',
    failed: 'The slideshow could not be loaded.',
    retry: 'Try again',
  },
  'pt-BR': {
    title: 'Para você',
    next: 'Próximo',
    previous: 'Anterior',
    again: 'Recomeçar',
    play: 'Tocar música',
    mute: 'Silenciar música',
    unmute: 'Ativar música',
    failed: 'Não foi possível carregar a apresentação.',
    retry: 'Tentar novamente',
  },
} as const

/** The browser's autoplay policy: play() is refused until `allow()` (a click on the page). */
function autoplayPolicy(blocked: boolean) {
  let allowed = !blocked
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() =>
    allowed ? Promise.resolve() : Promise.reject(new DOMException('play() failed because the user did not interact', 'NotAllowedError')),
  )
  return { play, allow: () => (allowed = true) }
}

afterEach(() => vi.restoreAllMocks())

describe.each(['en', 'pt-BR'] as const)('slideshow (%s)', (language) => {
  const t = texts[language]
  const slides = slideshow.slides
  const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent

  it('shows the first slide, advances with Next and the arrow keys, and starts over after the last', async () => {
    autoplayPolicy(false)
    await renderApp({ language, path: '/amor' }, page())
    await settle()
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument()
    const first = slides[0]!
    expect(first.kind).toBe('text')
    if (first.kind === 'text') expect(screen.getByText(first.text[language])).toBeInTheDocument()
    expect(counter()).toBe(`1 / ${slides.length}`)
    expect(screen.getByRole('button', { name: t.previous })).toBeDisabled()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t.next }))
    const second = slides[1]!
    if (second.kind === 'image') {
      expect(screen.getByRole('img', { name: second.caption[language] })).toHaveAttribute('src', slideshowUrls[second.src])
    }
    expect(counter()).toBe(`2 / ${slides.length}`)
    await user.keyboard('{ArrowRight}')
    expect(counter()).toBe(`3 / ${slides.length}`)
    await user.keyboard('{ArrowLeft}')
    expect(counter()).toBe(`2 / ${slides.length}`)
    for (let i = 2; i < slides.length; i++) await user.click(screen.getByRole('button', { name: t.next }))
    expect(counter()).toBe(`${slides.length} / ${slides.length}`)
    await user.click(screen.getByRole('button', { name: t.again }))
    expect(counter()).toBe(`1 / ${slides.length}`)
  })

  it('plays the looping music; the mute toggle silences and restores it', async () => {
    const { play } = autoplayPolicy(false)
    const { container } = await renderApp({ language, path: '/amor' }, page())
    await settle()
    const audio = container.ownerDocument.querySelector('audio')!
    expect(audio).toHaveAttribute('src', slideshow.music)
    expect(audio.loop).toBe(true)
    expect(play).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: t.play })).toBeNull()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: t.mute }))
    expect(audio.muted).toBe(true)
    expect(screen.queryByRole('button', { name: t.mute })).toBeNull()
    await user.click(screen.getByRole('button', { name: t.unmute }))
    expect(audio.muted).toBe(false)
    await waitFor(() => expect(screen.getByRole('button', { name: t.mute })).toBeEnabled())
    expect(screen.queryByRole('button', { name: t.unmute })).toBeNull()
  })

  it('when autoplay is blocked an overlay button starts the music on click', async () => {
    const policy = autoplayPolicy(true)
    await renderApp({ language, path: '/amor' }, page())
    await settle()
    const overlay = await screen.findByRole('button', { name: t.play })
    policy.allow()
    await userEvent.setup().click(overlay)
    await waitFor(() => expect(screen.queryByRole('button', { name: t.play })).toBeNull())
    expect(policy.play).toHaveBeenCalledTimes(2)
  })

  it('a failed load says so and Try again loads it', async () => {
    autoplayPolicy(false)
    loadSlideshow.mockRejectedValueOnce(new ApiError({ status: 500, code: 'internal_error', message: 'boom' }))
    await renderApp({ language, path: '/amor' }, page())
    await settle()
    expect(screen.getByRole('alert')).toHaveTextContent(t.failed)
    expect(screen.queryByRole('button', { name: t.next })).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: t.retry }))
    await settle()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText(/^\d+ \/ \d+$/)).toHaveTextContent(`1 / ${slideshow.slides.length}`)
    expect(loadSlideshow).toHaveBeenCalledTimes(2)
  })
})
