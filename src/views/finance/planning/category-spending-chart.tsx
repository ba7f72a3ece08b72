// The finance panel's chart of a month's expenses by category, drawn with uPlot (bars, largest first) like
// the month chart. This module is its own lazy chunk; the canvas is hidden from assistive technology and the
// section shows the same numbers as a table.
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { CategoryTotal } from '@contract/planning'
import { useAmountsHidden } from '@/i18n/amounts'
import { chartMoneyFormats } from '@/i18n/format'
import { vars } from '@/styles/theme.css'
import * as styles from '../panel/finance-panel.css'
import { monthLabelStep, moneyAxisSize } from '../panel/month-chart'

const HEIGHT = 240
/** Longer category names are cut on the axis (the table has them whole). */
const LABEL_MAX = 14

export interface CategorySpendingChartProps {
  /** The expenses by category, largest first. */
  expenses: readonly CategoryTotal[]
  /** The name of the entries without a category, translated. */
  noCategoryLabel: string
  language: string
  /** Redraws with the theme's colours when it changes. */
  theme: string
  seriesLabel: string
}

const shortLabel = (label: string) => (label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label)

/** The value of a theme variable (`var(--name)`) on `element`: canvas needs plain colours. */
function resolveColor(element: Element, variable: string): string {
  const name = /var\((--[^,)]+)/.exec(variable)?.[1]
  return name ? getComputedStyle(element).getPropertyValue(name).trim() || 'currentColor' : variable
}

export function categoryChartOptions({
  labels,
  language,
  seriesLabel,
  width,
  colors,
  amountsHidden,
}: {
  labels: readonly string[]
  language: string
  seriesLabel: string
  width: number
  colors: { bar: string; text: string; grid: string }
  amountsHidden: boolean
}): uPlot.Options {
  const short = labels.map(shortLabel)
  const money = chartMoneyFormats(language, amountsHidden)
  const axis = { stroke: colors.text, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } }
  return {
    width,
    height: HEIGHT,
    cursor: { points: { show: false }, drag: { x: false, y: false } },
    legend: { show: false },
    scales: { x: { time: false, range: [-0.6, labels.length - 0.4] }, y: { range: (_, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] } },
    axes: [
      {
        ...axis,
        grid: { show: false },
        splits: () => labels.map((_, index) => index),
        values: (u, splits) => {
          const step = monthLabelStep(u, short)
          return splits.map((index) => (index % step === 0 ? (short[index] ?? '') : ''))
        },
      },
      { ...axis, size: (u, values, axisIndex) => moneyAxisSize(u, values, axisIndex), values: (_, splits) => splits.map((value) => money.compact(value)) },
    ],
    series: [
      { value: (_, index) => (index === null ? '' : (labels[index] ?? '')) },
      {
        label: seriesLabel,
        stroke: colors.bar,
        fill: colors.bar,
        width: 0,
        paths: uPlot.paths.bars!({ size: [0.6, 48], radius: 0.15 }),
        points: { show: false },
        value: (_, value) => (value === null ? '' : money.full(value)),
      },
    ],
  }
}

export default function CategorySpendingChart({ expenses, noCategoryLabel, language, theme, seriesLabel }: CategorySpendingChartProps) {
  const host = useRef<HTMLDivElement>(null)
  const amountsHidden = useAmountsHidden()
  // A third-party canvas widget: created on mount, rebuilt when its data, language, theme or hidden amounts change, destroyed on unmount.
  useEffect(() => {
    const element = host.current
    if (!element) return
    const colors = { bar: resolveColor(element, vars.color.onExpenseSoft), text: resolveColor(element, vars.color.textMuted), grid: resolveColor(element, vars.color.border) }
    const labels = expenses.map((row) => row.nomeCategoria ?? noCategoryLabel)
    const width = () => Math.max(240, element.clientWidth)
    const plot = new uPlot(categoryChartOptions({ labels, language, seriesLabel, width: width(), colors, amountsHidden }), [labels.map((_, index) => index), expenses.map((row) => row.total)], element)
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [expenses, noCategoryLabel, language, theme, seriesLabel, amountsHidden])
  return <div ref={host} className={styles.chart} data-theme={theme} aria-hidden="true" />
}
