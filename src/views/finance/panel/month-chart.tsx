// The finance panel's chart of income vs expenses per month, drawn with uPlot on a canvas. This
// module is its own lazy chunk (uPlot with it): only the finance panel downloads it. The canvas is hidden
// from assistive technology; the panel shows the same numbers as a table for screen readers.
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { MonthSummary } from '@contract/entry'
import { useAmountsHidden } from '@/i18n/amounts'
import { chartMoneyFormats, formatShortMonth } from '@/i18n/format'
import { vars } from '@/styles/theme.css'
import * as styles from './finance-panel.css'

const HEIGHT = 240

export interface MonthChartProps {
  months: readonly MonthSummary[]
  language: string
  /** Redraws with the theme's colours when it changes. */
  theme: string
  /** Translated series names. */
  incomeLabel: string
  expensesLabel: string
}

/** uPlot's columns: x (the month's index), income, expenses. */
export function monthChartData(months: readonly MonthSummary[]): uPlot.AlignedData {
  return [months.map((_, index) => index), months.map((month) => month.receitas), months.map((month) => month.despesas)]
}

export interface ChartColors {
  income: string
  expenses: string
  text: string
  grid: string
}

/** What the layout functions need of a uPlot instance (a fake one in tests). */
type Layout = Pick<uPlot, 'ctx' | 'bbox' | 'axes'>

/** The width of `text` in CSS pixels in the font of axis `axisIndex` (uPlot keeps it as [font, size] once built). */
function textWidth(u: Layout, axisIndex: number, text: string): number {
  const font = (u.axes?.[axisIndex]?.font as unknown as [string] | string | undefined) ?? undefined
  if (u.ctx && typeof u.ctx.measureText === 'function') {
    if (font) u.ctx.font = Array.isArray(font) ? font[0] : font
    return u.ctx.measureText(text).width / (uPlot.pxRatio || 1)
  }
  return text.length * 7
}

/**
 * Every how many months a label fits under its bars without touching the next (at 360 px "nov. de
 * 2026" labels overlapped); the latest month always has its label.
 */
export function monthLabelStep(u: Layout, labels: readonly string[]): number {
  const plotWidth = (u.bbox?.width ?? 0) / (uPlot.pxRatio || 1)
  if (!(plotWidth > 0) || labels.length === 0) return 1
  const widest = Math.max(...labels.map((label) => textWidth(u, 0, label))) + 12
  const space = plotWidth / labels.length
  return Math.max(1, Math.ceil(widest / space))
}

/**
 * The money axis' width: its widest label plus its ticks and gap, so "R$ 100 mil" is never clipped (a fixed
 * 70 px cut "R$ 10 mil" at 1280 px).
 */
export function moneyAxisSize(u: Layout, values: string[] | null, axisIndex: number): number {
  const axis = u.axes?.[axisIndex]
  const widest = Math.max(0, ...(values ?? []).map((value) => textWidth(u, axisIndex, value)))
  return Math.ceil(widest + (axis?.ticks?.size ?? 10) + (axis?.gap ?? 5) + 8)
}

/** The chart's options: grouped bars per month, money on the y axis in the language's format. */
export function monthChartOptions(
  props: Omit<MonthChartProps, 'months' | 'theme'> & { monthLabels: readonly string[]; count: number; width: number; colors: ChartColors; amountsHidden: boolean },
): uPlot.Options {
  const { compact, full } = chartMoneyFormats(props.language, props.amountsHidden)
  const bars = (align: -1 | 1) => uPlot.paths.bars!({ size: [0.35, 40], align, radius: 0.15 })
  const axis = { stroke: props.colors.text, grid: { stroke: props.colors.grid, width: 1 }, ticks: { stroke: props.colors.grid, width: 1 } }
  return {
    width: props.width,
    height: HEIGHT,
    cursor: { points: { show: false }, drag: { x: false, y: false } },
    // Labels and colours only: the numbers are in the totals above and in the screen-reader table (a live legend
    // showed 'Value:' and empty values until the pointer hovered a bar).
    legend: { show: true, live: false },
    scales: {
      x: { time: false, range: [-0.6, props.count - 0.4] },
      y: { range: (_, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        splits: () => Array.from({ length: props.count }, (_, index) => index),
        values: (u, splits) => {
          const step = monthLabelStep(u, props.monthLabels)
          return splits.map((index) => ((props.count - 1 - index) % step === 0 ? (props.monthLabels[index] ?? '') : ''))
        },
      },
      { ...axis, size: (u, values, axisIndex) => moneyAxisSize(u, values, axisIndex), values: (_, splits) => splits.map((value) => compact(value)) },
    ],
    series: [
      { value: (_, index) => (index === null ? '' : (props.monthLabels[index] ?? '')) },
      { label: props.incomeLabel, stroke: props.colors.income, fill: props.colors.income, width: 0, paths: bars(-1), points: { show: false }, value: (_, value) => (value === null ? '' : full(value)) },
      { label: props.expensesLabel, stroke: props.colors.expenses, fill: props.colors.expenses, width: 0, paths: bars(1), points: { show: false }, value: (_, value) => (value === null ? '' : full(value)) },
    ],
  }
}

/** The value of a theme variable (`var(--name)`) on `element`: canvas needs plain colours. */
function resolveColor(element: Element, variable: string): string {
  const name = /var\((--[^,)]+)/.exec(variable)?.[1]
  return name ? getComputedStyle(element).getPropertyValue(name).trim() || 'currentColor' : variable
}

export default function MonthChart({ months, language, theme, incomeLabel, expensesLabel }: MonthChartProps) {
  const host = useRef<HTMLDivElement>(null)
  const amountsHidden = useAmountsHidden()
  // A third-party canvas widget: created on mount, rebuilt when its data, language, theme or hidden amounts change, destroyed on unmount.
  useEffect(() => {
    const element = host.current
    if (!element) return
    const colors = {
      income: resolveColor(element, vars.color.onIncomeSoft),
      expenses: resolveColor(element, vars.color.onExpenseSoft),
      text: resolveColor(element, vars.color.textMuted),
      grid: resolveColor(element, vars.color.border),
    }
    const monthLabels = months.map((month) => formatShortMonth(month.mes, language))
    const width = () => Math.max(240, element.clientWidth)
    const plot = new uPlot(
      monthChartOptions({ language, incomeLabel, expensesLabel, monthLabels, count: months.length, width: width(), colors, amountsHidden }),
      monthChartData(months),
      element,
    )
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [months, language, theme, incomeLabel, expensesLabel, amountsHidden])
  return <div ref={host} className={styles.chart} data-theme={theme} aria-hidden="true" />
}
