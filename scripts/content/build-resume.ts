/**
 * Builds the two resume PDFs from src/content (owner, resume, technologies, projects, about):
 *   public/resume/curriculo-pt-BR.pdf and public/resume/resume-en.pdf
 * An HTML page per language is printed to PDF (A4) by headless Chromium (playwright-core).
 *
 *   node --import tsx scripts/content/build-resume.ts
 *   PREVIEW_DIR=/tmp/preview node --import tsx scripts/content/build-resume.ts   # also keep the HTML
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { about } from '../../src/content/about'
import { owner } from '../../src/content/owner'
import { projects } from '../../src/content/projects'
import { resume } from '../../src/content/resume'
import { technologies } from '../../src/content/technologies'
import type { ContentLanguage } from '../../src/content/types'
import { closeBrowser, getBrowser } from './lib/browser'
import { palette as p } from './lib/palette'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const publicDir = join(root, 'public')

const labels = {
  'pt-BR': {
    summary: 'Resumo',
    experience: 'Experiência',
    projects: 'Projetos pessoais',
    education: 'Formação',
    skills: 'Tecnologias',
    languages: 'Idiomas',
    contact: 'Contato',
    more: 'Portfólio completo, com imagens e código, no site.',
  },
  en: {
    summary: 'Summary',
    experience: 'Experience',
    projects: 'Personal projects',
    education: 'Education',
    skills: 'Technologies',
    languages: 'Languages',
    contact: 'Contact',
    more: 'Full portfolio, with screenshots and code, on the website.',
  },
} as const

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const host = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '')

function svgDataUrl(urlPath: string): string {
  return `data:image/svg+xml;base64,${readFileSync(join(publicDir, urlPath)).toString('base64')}`
}

function html(lang: ContentLanguage): string {
  const l = labels[lang]
  const techName = (id: string) => {
    const t = technologies.find((x) => x.id === id)
    return t ? (lang === 'en' ? t.englishName : t.name) : id
  }
  const entry = (e: (typeof resume.experience)[number]) => `<div class="entry">
<div class="entry-head"><div><div class="entry-title">${esc(e.title[lang])}</div><div class="org">${esc(e.organization)}</div></div><div class="period">${esc(e.period[lang])}</div></div>
<ul>${e.bullets[lang].map((b) => `<li>${esc(b)}</li>`).join('')}</ul></div>`
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(owner.name)} — ${esc(owner.role[lang])}</title>
<meta name="author" content="${esc(owner.name)}">
<style>
@page{size:A4;margin:0}
*{box-sizing:border-box}
html,body{margin:0}
body{font-family:Inter,'DejaVu Sans',Arial,sans-serif;font-size:9.6pt;line-height:1.45;color:${p.slate800};-webkit-print-color-adjust:exact;print-color-adjust:exact}
.page{width:210mm;height:296mm;position:relative;overflow:hidden;display:flex;flex-direction:column}
header{display:flex;gap:18px;align-items:center;padding:15mm 16mm 9mm;background:linear-gradient(120deg,${p.teal50},${p.indigo50});border-bottom:3px solid ${p.teal500}}
header img{width:27mm;height:27mm;border-radius:50%;box-shadow:0 0 0 3px #fff}
h1{margin:0;font-size:23pt;letter-spacing:-.4pt;line-height:1.1}
.role{font-size:12.5pt;font-weight:600;color:${p.teal700};margin-top:2px}
.bio{margin-top:6px;color:${p.slate600};max-width:125mm}
.cols{display:flex;gap:9mm;padding:8mm 16mm 0;flex:1}
main{flex:1}
aside{width:58mm}
aside .entry-head{display:block}
aside .period{display:block;margin-top:1px}
h2{font-size:9pt;text-transform:uppercase;letter-spacing:1.2pt;color:${p.indigo700};margin:0 0 7px;padding-bottom:4px;border-bottom:1px solid ${p.indigo100}}
section{margin-bottom:6.5mm}
.entry{margin-bottom:4mm}
.entry-head{display:flex;justify-content:space-between;gap:8px;align-items:baseline}
.entry-title{font-weight:700;font-size:10.4pt}
.org{color:${p.teal700};font-weight:600}
.period{color:${p.slate500};font-size:8.6pt;white-space:nowrap}
ul{margin:4px 0 0;padding-left:14px}
li{margin:1.5px 0}
.project{margin-bottom:3.2mm}
.project b{font-size:10pt}
.tags{color:${p.slate500};font-size:8.4pt}
.contact div{margin-bottom:5px;font-size:8.3pt;overflow-wrap:anywhere}
.contact span{display:block;color:${p.slate500};font-size:7.8pt;text-transform:uppercase;letter-spacing:.6pt}
.chips{display:flex;flex-wrap:wrap;gap:4px}
.chip{padding:2px 7px;border-radius:10px;background:${p.teal50};color:${p.teal800};font-size:8.4pt;font-weight:600;border:1px solid ${p.teal100}}
.chip.alt{background:${p.indigo50};color:${p.indigo800};border-color:${p.indigo100}}
footer{position:absolute;left:0;right:0;bottom:0;padding:0 16mm 9mm;color:${p.slate500};font-size:8pt;display:flex;justify-content:space-between}
</style></head><body><div class="page">
<header><img src="${svgDataUrl(owner.avatar)}" alt=""><div><h1>${esc(owner.name)}</h1><div class="role">${esc(owner.role[lang])}</div><div class="bio">${esc(resume.summary[lang])}</div></div></header>
<div class="cols"><main>
<section><h2>${l.experience}</h2>${resume.experience.map(entry).join('')}</section>
<section><h2>${l.projects}</h2>${projects
    .map(
      (pr) => `<div class="project"><b>${esc(lang === 'en' ? pr.englishName : pr.name)}</b> — ${esc(pr.summary[lang])}<div class="tags">${pr.technologies.map(techName).map(esc).join(' · ')}</div></div>`,
    )
    .join('')}</section>
</main><aside>
<section class="contact"><h2>${l.contact}</h2>
<div><span>E-mail</span>${esc(owner.email)}</div>
<div><span>${lang === 'en' ? 'Location' : 'Localização'}</span>${esc(owner.location[lang])}</div>
<div><span>LinkedIn</span>${esc(host(owner.social.linkedin))}</div>
<div><span>GitHub</span>${esc(host(owner.social.github))}</div></section>
<section><h2>${l.skills}</h2><div class="chips">${technologies.map((t) => `<span class="chip">${esc(lang === 'en' ? t.englishName : t.name)}</span>`).join('')}${about.skills
    .filter((s) => !technologies.some((t) => t.name === s || t.englishName === s))
    .map((s) => `<span class="chip alt">${esc(s)}</span>`)
    .join('')}</div></section>
<section><h2>${l.education}</h2>${resume.education.map(entry).join('')}</section>
<section><h2>${l.languages}</h2><ul style="padding-left:12px">${resume.languages[lang].map((x) => `<li>${esc(x)}</li>`).join('')}</ul></section>
</aside></div>
<footer><span>${esc(l.more)}</span><span>${esc(host(owner.social.github))}</span></footer>
</div></body></html>`
}

export async function buildResume(): Promise<void> {
  const previewDir = process.env.PREVIEW_DIR
  try {
    const browser = await getBrowser()
    for (const lang of ['pt-BR', 'en'] as const) {
      const doc = html(lang)
      if (previewDir) {
        mkdirSync(previewDir, { recursive: true })
        writeFileSync(join(previewDir, `resume-${lang}.html`), doc)
      }
      const page = await browser.newPage()
      await page.setContent(doc, { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true })
      await page.close()
      const target = join(publicDir, owner.resume[lang])
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, pdf)
      console.info(`wrote public${owner.resume[lang]} (${(pdf.length / 1024).toFixed(1)} KiB)`)
    }
  } finally {
    await closeBrowser()
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildResume()
