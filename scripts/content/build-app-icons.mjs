// Draws the installed app's icons from the brand mark (public/brand/logo.svg) with Chromium, as PNGs:
// public/icons/icon-192.png and icon-512.png (the mark as it is, rounded tile on a transparent corner), and
// icon-maskable-512.png (the tile's gradient to every edge, the letters inside the central 80 % safe zone that
// a launcher's mask never cuts), plus apple-touch-icon.png (180 px, opaque: iOS fills transparency with black).
// Run: node scripts/content/build-app-icons.mjs (Debian's /usr/bin/chromium; no other tool).
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const root = fileURLToPath(new URL('../..', import.meta.url))
const logo = readFileSync(`${root}public/brand/logo.svg`, 'utf8')
  .replace(/<title[^>]*>.*?<\/title>/, '')
  .replace(/ width="64" height="64"/, ' width="100%" height="100%"')

/** The mark on a full-bleed square of its own gradient, scaled into the maskable safe zone. */
const maskable = logo
  .replace(/<rect width="64" height="64" rx="16"/, '<rect x="-40" y="-40" width="144" height="144"')
  .replace(/viewBox="0 0 64 64"/, 'viewBox="-8 -8 80 80"')

/** The mark on the light theme's page colour, for iOS (which shows transparency as black). */
const opaque = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%"><rect width="64" height="64" fill="#f5f6fa"/><svg x="4" y="4" width="56" height="56" viewBox="0 0 64 64">${logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')}</svg></svg>`

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo, transparent: true },
  { file: 'icon-512.png', size: 512, svg: logo, transparent: true },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable, transparent: false },
  { file: 'apple-touch-icon.png', size: 180, svg: opaque, transparent: false },
]

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 })
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${icon.svg}</body></html>`)
    await page.addStyleTag({ content: `svg{display:block;width:${icon.size}px;height:${icon.size}px}` })
    const png = await page.screenshot({ omitBackground: icon.transparent, clip: { x: 0, y: 0, width: icon.size, height: icon.size } })
    writeFileSync(`${root}public/icons/${icon.file}`, png)
    console.info(`public/icons/${icon.file} ${icon.size}×${icon.size} ${png.length} bytes`)
    await page.close()
  }
} finally {
  await browser.close()
}
