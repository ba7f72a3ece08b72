// The projected balance as a line (SVG, its own lazy chunk): the balance steps on each day with a movement,
// from today to the horizon; the lowest point is marked. Hidden from assistive technology: the section
// names the lowest point in text and has the days as a table.
import type { Projection } from '@contract/planning'
import { PROJECTION_DEFAULT_DAYS } from '@contract/planning'
import { formatIsoDay } from '@/i18n/format'
import * as styles from './planning.css'

const WIDTH = 1000
const HEIGHT = 200
const DAY_MS = 86_400_000

const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS

export interface ProjectionGeometry {
  /** The SVG path of the balance (a step line in a WIDTH × HEIGHT box). */
  line: string
  /** The zero line's y, when zero is inside the range. */
  zero: number | null
  /** The lowest point, in percent of the box (left, top). */
  lowest: { left: number; top: number }
  /** The last day drawn ('YYYY-MM-DD'). */
  end: string
}

/** Where everything goes: x from today to the horizon (or the last movement past it), y from the lowest to the highest balance. */
export function projectionGeometry(projection: Projection): ProjectionGeometry {
  const start = dayNumber(projection.hoje)
  const last = projection.dias.at(-1)
  const endDay = Math.max(start + PROJECTION_DEFAULT_DAYS, last ? dayNumber(last.data) : start)
  const end = new Date(endDay * DAY_MS).toISOString().slice(0, 10)
  const balances = [projection.saldoAtual, ...projection.dias.map((day) => day.saldo), projection.menorSaldo.saldo]
  let low = Math.min(...balances)
  let high = Math.max(...balances)
  if (low === high) {
    low -= 1
    high += 1
  }
  const pad = (high - low) * 0.08
  low -= pad
  high += pad
  const x = (iso: string) => ((dayNumber(iso) - start) / (endDay - start)) * WIDTH
  const y = (value: number) => ((high - value) / (high - low)) * HEIGHT
  const round = (value: number) => Math.round(value * 10) / 10
  let line = `M0 ${round(y(projection.saldoAtual))}`
  for (const day of projection.dias) line += ` H${round(x(day.data))} V${round(y(day.saldo))}`
  line += ` H${WIDTH}`
  return {
    line,
    zero: low < 0 && high > 0 ? round(y(0)) : null,
    lowest: { left: round((x(projection.menorSaldo.data) / WIDTH) * 100), top: round((y(projection.menorSaldo.saldo) / HEIGHT) * 100) },
    end,
  }
}

export interface ProjectionChartProps {
  projection: Projection
  language: string
}

export default function ProjectionChart({ projection, language }: ProjectionChartProps) {
  const geometry = projectionGeometry(projection)
  return (
    <div aria-hidden="true">
      <div className={styles.lineChart}>
        <svg className={styles.lineSvg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" focusable="false">
          {geometry.zero === null ? null : <line x1={0} x2={WIDTH} y1={geometry.zero} y2={geometry.zero} stroke="currentColor" strokeOpacity={0.45} strokeDasharray="6 6" vectorEffect="non-scaling-stroke" />}
          <path d={geometry.line} fill="none" stroke="currentColor" strokeWidth={2} vectorEffect="non-scaling-stroke" />
        </svg>
        <span className={styles.lowestDot} style={{ left: `${geometry.lowest.left}%`, top: `${geometry.lowest.top}%` }} />
      </div>
      <div className={styles.axis}>
        <span>{formatIsoDay(projection.hoje, language)}</span>
        <span>{formatIsoDay(geometry.end, language)}</span>
      </div>
    </div>
  )
}
