// The click-driven typewriter intro of About Me: a click or a tap (or Enter/Space) completes the paragraph
// or advances to the next one; a right-click, a touch held half a second (or R) restarts. The typed text is decoration
// for sighted users; screen readers get the whole text at once from a hidden copy.
import { useId, useMemo, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { typewriterMachine } from '@machines/site/typewriter.machine'
import type { TypewriterMachine } from '@machines/site/typewriter.machine'
import { PointerWords } from '@/components/pointer-words/pointer-words'
import { actorOptions } from '@/state/inspector'
import { visuallyHidden } from '@/styles/recipes.css'
import { prefersReducedMotion } from '@/styles/reduced-motion'
import * as styles from './about.css'

export interface TypewriterIntroProps {
  paragraphs: readonly string[]
  logic?: TypewriterMachine
}

export function TypewriterIntro({ paragraphs, logic = typewriterMachine }: TypewriterIntroProps) {
  const { t } = useLingui()
  const hintId = useId()
  const input = useMemo(() => ({ paragraphs, reducedMotion: prefersReducedMotion() }), [paragraphs])
  const actor = useActorRef(logic, { ...actorOptions(), input })
  const current = useSelector(actor, (s) => s.context.paragraph)
  const chars = useSelector(actor, (s) => s.context.chars)
  const state = useSelector(actor, (s) => (s.matches('typing') ? 'typing' : s.matches('paused') ? 'paused' : 'done'))
  const restart = () => actor.send({ type: 'typewriter.restart' })
  // A touch held down restarts, as a right-click does: Android reports it as a context menu, iOS not at all, so the
  // hold is timed here; the tap that ends it does not also advance.
  const hold = useRef<{ timer: ReturnType<typeof setTimeout> | null; restarted: boolean }>({ timer: null, restarted: false })
  const releaseHold = () => {
    if (hold.current.timer !== null) clearTimeout(hold.current.timer)
    hold.current.timer = null
  }
  const advance = () => {
    if (hold.current.restarted) hold.current.restarted = false
    else actor.send({ type: 'typewriter.click' })
  }

  return (
    <div className={styles.typewriter}>
      <div className={visuallyHidden}>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <div
        role="button"
        tabIndex={0}
        className={styles.screen}
        aria-label={t`Typewriter introduction`}
        aria-describedby={hintId}
        data-testid="typewriter"
        data-state={state}
        onClick={advance}
        onContextMenu={(event) => {
          event.preventDefault()
          if (!hold.current.restarted) restart()
        }}
        onPointerDown={(event) => {
          if (event.pointerType !== 'touch') return
          releaseHold()
          hold.current.restarted = false
          hold.current.timer = setTimeout(() => {
            hold.current.timer = null
            hold.current.restarted = true
            restart()
          }, TOUCH_HOLD_MS)
        }}
        onPointerUp={releaseHold}
        onPointerCancel={releaseHold}
        onPointerLeave={releaseHold}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault()
            advance()
          } else if (event.key === 'r' || event.key === 'R') {
            event.preventDefault()
            restart()
          }
        }}
      >
        {/* The whole text, invisible (drawn from an attribute, so it is no second copy in the page's text),
            holds the box at its final height so nothing below jumps while it types. */}
        <div aria-hidden="true" className={`${styles.screenText} ${styles.reserve}`}>
          {paragraphs.map((text) => (
            <p key={text} data-text={text} />
          ))}
        </div>
        <div aria-hidden="true" className={styles.screenText}>
          {paragraphs.slice(0, current + 1).map((text, index) => (
            <p key={text} data-testid="typed-paragraph">
              {index < current ? text : <span className={state === 'done' ? undefined : styles.caret}>{text.slice(0, chars)}</span>}
            </p>
          ))}
        </div>
      </div>
      <p id={hintId} className={styles.hint}>
        <PointerWords
          mouse={<Trans>Click (or press Enter) to finish the paragraph or go to the next one. Right-click (or press R) to start over.</Trans>}
          touch={<Trans>Tap to finish the paragraph or go to the next one. Touch and hold to start over.</Trans>}
        />
      </p>
    </div>
  )
}

/** How long a touch is held to restart (a long press, as phones time it). */
const TOUCH_HOLD_MS = 500
