// Timers of the typewriter machine (SPEC §9): one character every 18 ms, a 400 ms pause between paragraphs.
import { timer } from './effects'
import { PAUSE_MS, TYPE_DELAY_MS } from './typewriter.machine'
import type { TypewriterContext, TypewriterEvent } from './typewriter.machine'

const tick = timer<TypewriterContext, TypewriterEvent>('tick', TYPE_DELAY_MS, { type: 'typing.tick' })
const pause = timer<TypewriterContext, TypewriterEvent>('pause', PAUSE_MS, { type: 'pause.elapsed' })

export const typewriterEffects = {
  scheduleTick: tick.start,
  cancelTick: tick.cancel,
  schedulePause: pause.start,
  cancelPause: pause.cancel,
}
