// The image carousel of a project modal (SPEC §2 Home): previous/next (disabled at the ends), counter
// 'n / total', click on the image toggles zoom. State lives in the carousel machine.
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { carouselMachine } from '@machines/carousel.machine'
import type { CarouselMachine } from '@machines/carousel.machine'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/icons'
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
  const canPrevious = useSelector(actor, (s) => s.can({ type: 'carousel.prev' }))
  const canNext = useSelector(actor, (s) => s.can({ type: 'carousel.next' }))
  const position = index + 1

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription={t`carousel`}
      aria-label={t`Screenshots`}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') actor.send({ type: 'carousel.prev' })
        if (event.key === 'ArrowRight') actor.send({ type: 'carousel.next' })
      }}
    >
      <div className={styles.frame}>
        <button
          type="button"
          className={styles.imageButton}
          aria-pressed={zoomed}
          data-zoomed={zoomed}
          onClick={() => actor.send({ type: 'zoom.toggle' })}
        >
          <img key={images[index]} className={styles.image} src={images[index]} alt={alts[index] ?? ''} width={1200} height={750} />
          <span className={visuallyHidden}>
            <Trans>(zoom)</Trans>
          </span>
        </button>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.navButton}
          disabled={!canPrevious}
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
          disabled={!canNext}
          aria-label={t`Next image`}
          onClick={() => actor.send({ type: 'carousel.next' })}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <p className={styles.hint}>{zoomed ? <Trans>Click the image to zoom out.</Trans> : <Trans>Click the image to zoom in.</Trans>}</p>
    </div>
  )
}
