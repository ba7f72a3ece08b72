// The image carousel of a project modal: previous/next (disabled at the ends), counter
// 'n / total', click on the image toggles zoom; the zoomed image follows the pointer (or a finger) and
// the arrow keys (keyboard users can pan it too). State lives in the carousel machine.
import type { KeyboardEvent, PointerEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { carouselMachine } from '@machines/site/carousel.machine'
import type { ArrowDirection, CarouselEvent, CarouselMachine } from '@machines/site/carousel.machine'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/icons'
import { PointerWords } from '@/components/pointer-words/pointer-words'
import { actorOptions } from '@/state/inspector'
import { visuallyHidden } from '@/styles/recipes.css'
import * as styles from './carousel.css'

export interface ProjectCarouselProps {
  images: readonly string[]
  alts: readonly string[]
  logic?: CarouselMachine
}

export function ProjectCarousel({ images, alts, logic = carouselMachine }: ProjectCarouselProps) {
  const { t } = useLingui()
  const actor = useActorRef(logic, { ...actorOptions(), input: { total: images.length } })
  const index = useSelector(actor, (s) => s.context.index)
  const total = useSelector(actor, (s) => s.context.total)
  const zoomed = useSelector(actor, (s) => s.matches('zoomed'))
  const pan = useSelector(actor, (s) => s.context.pan)
  const canPrevious = useSelector(actor, (s) => s.can({ type: 'carousel.prev' }))
  const canNext = useSelector(actor, (s) => s.can({ type: 'carousel.next' }))
  const position = index + 1
  /** Sends the event if the machine takes it; true when it did (the key then does nothing else). */
  const offer = (event: CarouselEvent) => {
    if (!actor.getSnapshot().can(event)) return false
    actor.send(event)
    return true
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = arrows[event.key]
    if (direction && offer({ type: 'carousel.arrow', direction })) event.preventDefault()
  }
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const frame = event.currentTarget.getBoundingClientRect()
    if (frame.width === 0 || frame.height === 0) return
    offer({ type: 'zoom.panTo', x: ((event.clientX - frame.left) / frame.width) * 100, y: ((event.clientY - frame.top) / frame.height) * 100 })
  }

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription={t`carousel`}
      aria-label={t`Screenshots`}
      onKeyDown={onKeyDown}
    >
      <div className={styles.frame} data-zoomed={zoomed} onPointerMove={onPointerMove} onPointerDown={onPointerMove} data-testid="carousel-frame">
        <button
          type="button"
          className={styles.imageButton}
          aria-pressed={zoomed}
          data-zoomed={zoomed}
          onClick={() => actor.send({ type: 'zoom.toggle' })}
        >
          <img
            key={images[index]}
            className={styles.image}
            src={images[index]}
            alt={alts[index] ?? ''}
            width={1200}
            height={750}
            style={{ transformOrigin: `${pan.x}% ${pan.y}%` }}
          />
          <span className={visuallyHidden}>
            <Trans>(zoom)</Trans>
          </span>
        </button>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.navButton}
          // aria-disabled, not disabled: at the first image focus stays on the button instead of falling to the page.
          aria-disabled={!canPrevious || undefined}
          aria-label={t`Previous image`}
          onClick={() => actor.send({ type: 'carousel.prev' })}
        >
          <ChevronLeftIcon />
        </button>
        <p className={styles.counter} aria-live="polite" aria-atomic="true" data-testid="carousel-counter">
          <span className={visuallyHidden}>
            <Trans>Image</Trans>{' '}
          </span>
          {position} / {total}
        </p>
        <button
          type="button"
          className={styles.navButton}
          aria-disabled={!canNext || undefined}
          aria-label={t`Next image`}
          onClick={() => actor.send({ type: 'carousel.next' })}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <p className={styles.hint}>
        {zoomed ? (
          <PointerWords
            mouse={<Trans>Move over the image (or use the arrow keys) to look around; click to zoom out.</Trans>}
            touch={<Trans>Drag across the image to look around; tap to zoom out.</Trans>}
          />
        ) : (
          <PointerWords mouse={<Trans>Click the image to zoom in.</Trans>} touch={<Trans>Tap the image to zoom in.</Trans>} />
        )}
      </p>
    </div>
  )
}

const arrows: Record<string, ArrowDirection | undefined> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' }
