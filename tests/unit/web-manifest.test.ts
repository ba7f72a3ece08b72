// The web app manifests (src/lib/web-manifest.ts): what a phone needs to install the app, in both languages,
// and icons that exist at the sizes they claim.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { manifestHref, QUICK_ADD_URL, START_URL, webManifest } from '@/lib/web-manifest'
import { lightColors } from '@/styles/tokens'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** A PNG's width and height from its IHDR chunk. */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(join(root, 'public', path))
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe.each([
  ['pt-BR', 'Finanças', 'Adicionar despesa'],
  ['en', 'Finances', 'Add expense'],
] as const)('the %s manifest', (language, shortName, addExpense) => {
  const manifest = webManifest(language)

  it('installs a standalone app that opens on the finance panel, in the light theme’s colours', () => {
    expect(manifest).toMatchObject({ lang: language, short_name: shortName, start_url: START_URL, scope: '/', display: 'standalone', id: START_URL })
    expect(START_URL).toBe('/financas')
    expect(manifest.name).toContain(shortName)
    expect(manifest.theme_color).toBe(lightColors.bg)
    expect(manifest.background_color).toBe(lightColors.bg)
  })

  it('offers the quick add as a shortcut', () => {
    expect(manifest.shortcuts).toEqual([expect.objectContaining({ name: addExpense, url: QUICK_ADD_URL })])
    expect(QUICK_ADD_URL).toBe('/financas?novo=1')
  })

  it('has 192 and 512 px icons and a maskable one, each a PNG of the size it claims', () => {
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
    for (const icon of [...manifest.icons, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons)]) {
      const [width, height] = icon!.sizes.split('x').map(Number)
      expect(pngSize(icon!.src), icon!.src).toEqual({ width, height })
    }
    expect(pngSize('/icons/apple-touch-icon.png')).toEqual({ width: 180, height: 180 })
  })
})

it('index.html links the Portuguese manifest (its default language) and the iOS icon', () => {
  const html = readFileSync(join(root, 'index.html'), 'utf8')
  expect(html).toContain(`<link rel="manifest" href="${manifestHref['pt-BR']}" />`)
  expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />')
})
