// Ad-hoc screenshots of a running server: node scripts/screenshots.mjs "/path,lang,theme[,width]" ...  (BASE=http://127.0.0.1:3000)
// Writes /tmp/shots/*.png, and prints page errors per shot.
import { mkdirSync } from 'node:fs'
import { chromium } from 'playwright-core'
const base = process.env.BASE ?? 'http://127.0.0.1:3000'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
mkdirSync('/tmp/shots', { recursive: true })
const [,, ...specs] = process.argv
for (const spec of specs) {
  const [path, lang, theme, width] = spec.split(',')
  const ctx = await b.newContext({ viewport: { width: Number(width ?? 1280), height: 800 }, locale: lang === 'pt-BR' ? 'pt-BR' : 'en-US' })
  await ctx.addInitScript(([l, t]) => { localStorage.setItem('language', l); localStorage.setItem('theme', t) }, [lang, theme])
  const p = await ctx.newPage()
  const errs = []
  p.on('pageerror', e => errs.push(e.message)); p.on('console', m => m.type() === 'error' && errs.push(m.text()))
  await p.goto(base + path, { waitUntil: 'networkidle' })
  await p.waitForTimeout(800)
  const name = `/tmp/shots/${path.replace(/\W+/g, '_') || 'root'}-${lang}-${theme}-${width ?? 1280}.png`
  await p.screenshot({ path: name, fullPage: true })
  console.log(name, errs.join(' | '))
  await ctx.close()
}
await b.close()
