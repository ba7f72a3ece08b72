import { describe, expect, it } from 'vitest'
import { darkColors, lightColors, textPairs, uiPairs } from '@/styles/tokens'
import type { ColorTokens } from '@/styles/tokens'

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`)
  const channels = [0, 2, 4].map((i) => parseInt(match[1]!.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s theme colours (AA contrast)', (_name, colors: ColorTokens) => {
  it.each(textPairs.map(([fg, bg]) => [fg, bg] as const))('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5)
  })
  it.each(uiPairs.map(([fg, bg]) => [fg, bg] as const))('UI %s on %s reaches 3:1', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3)
  })
})
