// The panel's chart options (uPlot): grouped bars of income and expenses per month, money in the language's format.
import { describe, expect, it } from 'vitest'
import { categoryChartOptions } from '@/views/finance/planning/category-spending-chart'
import { monthChartData, monthChartOptions, monthLabelStep, moneyAxisSize } from '@/views/finance/panel/month-chart'

const months = [
  { mes: '2026-10', receitas: 5200, despesas: 3000, saldo: 2200, aPagar: 0, aReceber: 0 },
  { mes: '2026-11', receitas: 5700.2, despesas: 1833.4, saldo: 3866.8, aPagar: 0, aReceber: 0 },
]
const colors = { income: '#0a0', expenses: '#a00', text: '#333', grid: '#ccc' }

describe('month chart', () => {
  it('data: x is the month index, then income and expenses', () => {
    expect(monthChartData(months)).toEqual([
      [0, 1],
      [5200, 5700.2],
      [3000, 1833.4],
    ])
  })

  it('options: two bar series side by side, month labels on x, compact BRL on y', () => {
    const options = monthChartOptions({ language: 'pt-BR', incomeLabel: 'Receitas', expensesLabel: 'Despesas', monthLabels: ['out. de 2026', 'nov. de 2026'], count: 2, width: 600, colors, amountsHidden: false })
    expect(options.series.map((series) => series.label)).toEqual([undefined, 'Receitas', 'Despesas'])
    expect(options.series[1]!.fill).toBe('#0a0')
    expect(options.series[2]!.stroke).toBe('#a00')
    expect(typeof options.series[1]!.paths).toBe('function')
    const [xAxis, yAxis] = options.axes!
    const u = {} as never
    expect((xAxis!.splits as (...args: unknown[]) => number[])(u, 0, 0, 1, 1, 1)).toEqual([0, 1])
    expect((xAxis!.values as (...args: unknown[]) => string[])(u, [0, 1], 0, 1, 1)).toEqual(['out. de 2026', 'nov. de 2026'])
    expect((yAxis!.values as (...args: unknown[]) => string[])(u, [0, 5000], 1, 1, 1).map((text) => text.replace(/\u00a0/g, ' '))).toEqual(['R$ 0', 'R$ 5 mil'])
    const legendValue = options.series[1]!.value as (...args: unknown[]) => string
    expect(legendValue(u, 5700.2, 1, 1).replace(/\u00a0/g, ' ')).toBe('R$ 5.700,20')
  })

  it('options in English', () => {
    const options = monthChartOptions({ language: 'en', incomeLabel: 'Income', expensesLabel: 'Expenses', monthLabels: ['Oct 2026', 'Nov 2026'], count: 2, width: 600, colors, amountsHidden: false })
    const yAxis = options.axes![1]!
    expect((yAxis.values as (...args: unknown[]) => string[])({} as never, [0, 5000], 1, 1, 1)).toEqual(['R$\u00a00', 'R$\u00a05K'])
  })

  it('hidden amounts: the axes and the legend of both charts say "R$ ••••" and no figure', () => {
    const u = {} as never
    const hidden = 'R$\u00a0••••'
    for (const language of ['pt-BR', 'en']) {
      const month = monthChartOptions({ language, incomeLabel: 'Income', expensesLabel: 'Expenses', monthLabels: ['Oct 2026', 'Nov 2026'], count: 2, width: 600, colors, amountsHidden: true })
      expect((month.axes![1]!.values as (...args: unknown[]) => string[])(u, [0, 5000, -2500], 1, 1, 1)).toEqual([hidden, hidden, hidden])
      expect((month.series[1]!.value as (...args: unknown[]) => string)(u, 5700.2, 1, 1)).toBe(hidden)
      const category = categoryChartOptions({ labels: ['Mercado'], language, seriesLabel: 'Expenses', width: 600, colors: { bar: '#a00', text: '#333', grid: '#ccc' }, amountsHidden: true })
      expect((category.axes![1]!.values as (...args: unknown[]) => string[])(u, [0, 1200], 1, 1, 1)).toEqual([hidden, hidden])
      expect((category.series[1]!.value as (...args: unknown[]) => string)(u, 1200.5, 1, 1)).toBe(hidden)
      const shown = categoryChartOptions({ labels: ['Mercado'], language, seriesLabel: 'Expenses', width: 600, colors: { bar: '#a00', text: '#333', grid: '#ccc' }, amountsHidden: false })
      expect((shown.series[1]!.value as (...args: unknown[]) => string)(u, 1200.5, 1, 1)).toMatch(/1.200.50/)
    }
  })

  // Labels measured in the axis font (7 px a character here).
  const layout = (width: number) => ({ bbox: { width, height: 240, left: 0, top: 0 }, axes: [{ font: ['12px sans-serif'] }, { font: ['12px sans-serif'], ticks: { size: 10 }, gap: 5 }], ctx: { font: '', measureText: (text: string) => ({ width: text.length * 7 }) } }) as never

  it('the money axis is as wide as its widest label: "R$ 100 mil" is not clipped', () => {
    const options = monthChartOptions({ language: 'pt-BR', incomeLabel: 'Receitas', expensesLabel: 'Despesas', monthLabels: [], count: 6, width: 1280, colors, amountsHidden: false })
    const size = options.axes![1]!.size as (...args: unknown[]) => number
    expect(size(layout(1100), ['R$ 0', 'R$ 50 mil', 'R$ 100 mil'], 1, 0)).toBeGreaterThanOrEqual('R$ 100 mil'.length * 7 + 15)
    expect(moneyAxisSize(layout(1100), ['R$ 0'], 1)).toBeLessThan(moneyAxisSize(layout(1100), ['R$ 1,5 mi'], 1))
  })

  it('month labels thin out when they would touch (360 px), the latest month always labelled', () => {
    const labels = ['jun. de 2026', 'jul. de 2026', 'ago. de 2026', 'set. de 2026', 'out. de 2026', 'nov. de 2026']
    const options = monthChartOptions({ language: 'pt-BR', incomeLabel: 'Receitas', expensesLabel: 'Despesas', monthLabels: labels, count: 6, width: 360, colors, amountsHidden: false })
    const values = options.axes![0]!.values as (...args: unknown[]) => string[]
    expect(monthLabelStep(layout(1100), labels)).toBe(1)
    expect(values(layout(1100), [0, 1, 2, 3, 4, 5], 0, 1, 1)).toEqual(labels)
    const narrow = values(layout(250), [0, 1, 2, 3, 4, 5], 0, 1, 1)
    expect(narrow.at(-1)).toBe('nov. de 2026')
    expect(narrow.filter((label) => label !== '').length).toBeLessThan(6)
    // Shown labels leave one label's width between their centres.
    const shown = narrow.flatMap((label, index) => (label ? [index] : []))
    for (const [a, b] of shown.slice(1).map((index, at) => [shown[at]!, index])) expect((b! - a!) * (250 / 6)).toBeGreaterThanOrEqual(12 * 7 + 12)
  })
})
