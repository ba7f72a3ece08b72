// Private slideshow (/amor, Admin): text and image slides loaded with the session (the machine fetches the
// texts and turns the pictures and music into object URLs), Next (and the arrow keys), looping music, a mute
// toggle, and an overlay button when the browser blocks autoplay.
// Flow state lives in the slideshow machine; the page owns the <audio> element its actors play.
import { useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { slideshowMachine } from '@machines/site/slideshow.machine'
import type { SlideshowMachine } from '@machines/site/slideshow.machine'
import { Spinner } from '@/components/spinner/spinner'
import type { PageProps } from '@/lib/page'
import { useLanguage } from '@/state/preferences-context'
import { actorOptions } from '@/state/inspector'
import { useLogic } from '@/state/machine-logic'
import { alert, button } from '@/styles/recipes.css'
import * as styles from './slideshow.css'

export default function SlideshowView({ logic }: Partial<PageProps> & { logic?: SlideshowMachine }) {
  const { t } = useLingui()
  const language = useLanguage()
  const audio = useRef<HTMLAudioElement>(null)
  // The machine's actors play the page's own element (read when they start, after it mounts).
  const actor = useActorRef(useLogic(slideshowMachine, logic), { ...actorOptions(), input: { audio: () => audio.current } })
  const content = useSelector(actor, (s) => s.context.content)
  const urls = useSelector(actor, (s) => s.context.urls)
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const index = useSelector(actor, (s) => s.context.index)
  const total = useSelector(actor, (s) => s.context.total)
  const blocked = useSelector(actor, (s) => s.matches({ ready: { audio: 'blocked' } }))
  const muted = useSelector(actor, (s) => s.matches({ ready: { audio: 'muted' } }))
  // Mute is offered only while the music plays (or is muted): nothing to mute before it starts.
  const canMute = useSelector(actor, (s) => s.can({ type: 'mute.toggle' }))
  const canGoBack = useSelector(actor, (s) => s.can({ type: 'slide.previous' }))
  const slide = content ? (content.slides[index] ?? content.slides[0]) : undefined
  const isLast = index === total - 1
  const position = index + 1

  return (
    <section className={styles.page} aria-labelledby="slideshow-title">
      <div className={styles.header}>
        <h1 id="slideshow-title" className={styles.title}>
          <Trans>For you</Trans>
        </h1>
        {canMute ? (
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'mute.toggle' })}>
            {muted ? <Trans>Unmute music</Trans> : <Trans>Mute music</Trans>}
          </button>
        ) : null}
      </div>

      {failed ? (
        <div role="alert" className={alert({ tone: 'danger' })}>
          <span>
            <Trans>The slideshow could not be loaded.</Trans>
          </span>{' '}
          <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actor.send({ type: 'retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : !slide ? (
        <Spinner label={<Trans>Loading the slideshow…</Trans>} />
      ) : (
        <>
          <div className={styles.stage}>
            {blocked ? (
              <div className={styles.overlay}>
                <span>
                  <Trans>The browser did not let the music start by itself.</Trans>
                </span>
                <button type="button" className={button({ variant: 'primary' })} onClick={() => actor.send({ type: 'audio.start' })}>
                  <Trans>Play music</Trans>
                </button>
              </div>
            ) : null}
            <figure key={index} className={styles.slide} aria-roledescription={t`slide`} aria-label={t`${position} of ${total}`}>
              {slide.kind === 'text' ? (
                <p className={styles.text}>{slide.text[language]}</p>
              ) : (
                <>
                  <img className={styles.image} src={urls[slide.src]} alt={slide.caption[language]} />
                  <figcaption className={styles.caption}>{slide.caption[language]}</figcaption>
                </>
              )}
            </figure>
          </div>

          <div className={styles.controls}>
            <button type="button" className={button({ variant: 'secondary' })} disabled={!canGoBack} onClick={() => actor.send({ type: 'slide.previous' })}>
              <Trans>Previous</Trans>
            </button>
            <span className={styles.counter} aria-live="polite">
              {position} / {total}
            </span>
            <button type="button" className={button({ variant: 'primary' })} onClick={() => actor.send({ type: 'slide.next' })}>
              {isLast ? <Trans>Start again</Trans> : <Trans>Next</Trans>}
            </button>
          </div>
        </>
      )}

      {/* Always mounted, so the machine's play actor finds it; its source is the music's object URL. */}
      <audio ref={audio} src={content ? urls[content.music] : undefined} loop preload="auto" />
    </section>
  )
}
