/**
 * Headless Chromium through playwright-core (already a devDependency), used to rasterise
 * generated HTML/SVG into PNG and to print the resume PDFs. Needs a Chromium binary:
 * CHROMIUM_PATH, else /usr/bin/chromium (Debian: apt-get install chromium).
 */
import { chromium, type Browser } from 'playwright-core'
import { existsSync } from 'node:fs'

let browser: Browser | undefined

export async function getBrowser(): Promise<Browser> {
  if (browser) return browser
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: apt-get install chromium, or set CHROMIUM_PATH`)
  }
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'] })
  return browser
}

export async function closeBrowser(): Promise<void> {
  await browser?.close()
  browser = undefined
}

/** Renders an HTML document at width×height CSS pixels into a PNG buffer. */
export async function renderPng(html: string, width: number, height: number, scale = 1): Promise<Buffer> {
  const b = await getBrowser()
  const page = await b.newPage({ viewport: { width, height }, deviceScaleFactor: scale })
  try {
    await page.setContent(html, { waitUntil: 'load' })
    await page.evaluate(() => document.fonts.ready)
    return await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } })
  } finally {
    await page.close()
  }
}

/** Wraps an SVG (or any markup) in a page with no margin. */
export function bare(markup: string, width: number, height: number): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;width:${width}px;height:${height}px;overflow:hidden}svg{display:block;width:${width}px;height:${height}px}</style></head><body>${markup}</body></html>`
}
