// The click-driven typewriter intro of About Me: a click (or Enter/Space) completes the paragraph
// or advances to the next one; a right-click (or R) restarts. The typed text is decoration for sighted
// users; screen readers get the whole text at once from a hidden copy.
import { useId, useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { typewriterMachine } from '@machines/typewriter.machine'
import type { TypewriterMachine } from '@machines/typewriter.machine'
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
  const advance = () => actor.send({ type: 'typewriter.click' })
  const restart = () => actor.send({ type: 'typewriter.restart' })

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
          restart()
        }}
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
        <Trans>Click (or press Enter) to finish the paragraph or go to the next one. Right-click (or press R) to start over.</Trans>
      </p>
    </div>
  )
}
