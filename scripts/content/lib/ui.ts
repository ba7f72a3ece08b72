/**
 * Tiny HTML/SVG building blocks for the project screenshot mock-ups (rendered by Chromium at 1200×750).
 */
import { palette as p } from './palette'

export const WIDTH = 1200
export const HEIGHT = 750

/** Deterministic pseudo-random numbers (mulberry32), so the images are reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
export const money = (value: number): string => brl.format(value).replace(/\u00a0/g, ' ')

export interface Theme {
  accent: string
  accentSoft: string
  accentText: string
  dark?: boolean
}

export const baseCss = (t: Theme) => `
*{box-sizing:border-box}
html,body{margin:0;width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden}
body{font-family:Inter,'Segoe UI',Roboto,Arial,sans-serif;font-size:14px;color:${t.dark ? p.slate100 : p.slate800};background:${t.dark ? '#0b1120' : p.slate100};-webkit-font-smoothing:antialiased}
.chrome{height:38px;background:${t.dark ? '#1e293b' : '#dfe5ee'};display:flex;align-items:center;gap:8px;padding:0 16px;border-bottom:1px solid ${t.dark ? '#0f172a' : '#cbd5e1'}}
.dot{width:12px;height:12px;border-radius:50%}
.url{margin-left:18px;flex:0 0 560px;height:24px;border-radius:12px;background:${t.dark ? '#0f172a' : '#fff'};color:${p.slate500};font-size:12px;display:flex;align-items:center;padding:0 14px;gap:8px}
.lock{width:9px;height:10px;border:2px solid ${p.slate400};border-radius:2px;display:inline-block}
.app{height:${HEIGHT - 38}px;display:flex;flex-direction:column}
.top{height:58px;flex:none;display:flex;align-items:center;gap:14px;padding:0 26px;background:${t.dark ? '#111827' : '#fff'};border-bottom:1px solid ${t.dark ? '#1f2937' : p.slate200}}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:16px}
.mark{width:30px;height:30px;border-radius:9px;background:linear-gradient(135deg,${t.accent},${t.accentText});}
.nav{display:flex;gap:4px;margin-left:22px}
.nav span{padding:7px 12px;border-radius:8px;color:${t.dark ? p.slate400 : p.slate500};font-weight:500}
.nav span.on{background:${t.accentSoft};color:${t.accentText};font-weight:600}
.grow{flex:1}
.avatar{width:32px;height:32px;border-radius:50%;background:linear-gradient(135deg,${p.teal300},${p.indigo400})}
.main{flex:1;padding:24px 28px;display:flex;flex-direction:column;gap:18px;min-height:0}
h1{font-size:22px;margin:0;font-weight:700;letter-spacing:-.3px}
h2{font-size:15px;margin:0 0 12px;font-weight:650}
.muted{color:${t.dark ? p.slate400 : p.slate500}}
.card{background:${t.dark ? '#111827' : '#fff'};border:1px solid ${t.dark ? '#1f2937' : p.slate200};border-radius:14px;padding:18px 20px;box-shadow:0 1px 2px rgba(15,23,42,.05)}
.row{display:flex;gap:18px}
.btn{display:inline-flex;align-items:center;gap:6px;height:34px;padding:0 14px;border-radius:9px;background:${t.accent};color:#fff;font-weight:600;font-size:13px}
.btn.ghost{background:transparent;color:${t.dark ? p.slate200 : p.slate700};border:1px solid ${t.dark ? '#334155' : p.slate300}}
.btn.sm{height:28px;padding:0 10px;font-size:12px;border-radius:7px}
.badge{display:inline-block;padding:3px 9px;border-radius:999px;font-size:11.5px;font-weight:600}
.input{height:38px;border:1px solid ${t.dark ? '#334155' : p.slate300};border-radius:9px;background:${t.dark ? '#0f172a' : '#fff'};display:flex;align-items:center;padding:0 12px;color:${t.dark ? p.slate200 : p.slate700}}
.label{font-size:12.5px;font-weight:600;margin-bottom:6px;color:${t.dark ? p.slate300 : p.slate600}}
table{width:100%;border-collapse:collapse}
th{font-size:11.5px;text-transform:uppercase;letter-spacing:.04em;color:${p.slate500};text-align:left;font-weight:600;padding:9px 12px;border-bottom:1px solid ${t.dark ? '#1f2937' : p.slate200}}
td{padding:9px 12px;border-bottom:1px solid ${t.dark ? '#1f2937' : p.slate100};font-size:13px}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
`

export function page(opts: { theme: Theme; url: string; brand: string; nav: string[]; active: number; body: string; css?: string }): string {
  const { theme, url, brand, nav, active, body, css } = opts
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>${baseCss(theme)}${css ?? ''}</style></head><body>
<div class="chrome"><span class="dot" style="background:#f87171"></span><span class="dot" style="background:#fbbf24"></span><span class="dot" style="background:#34d399"></span><div class="url"><span class="lock"></span>${url}</div></div>
<div class="app"><div class="top"><div class="brand"><div class="mark"></div>${brand}</div><div class="nav">${nav
    .map((n, i) => `<span class="${i === active ? 'on' : ''}">${n}</span>`)
    .join('')}</div><div class="grow"></div><div class="avatar"></div></div>
<div class="main">${body}</div></div></body></html>`
}

export function badge(text: string, fg: string, bg: string): string {
  return `<span class="badge" style="color:${fg};background:${bg}">${text}</span>`
}

/** Grouped bar chart in SVG. */
export function barChart(opts: {
  width: number
  height: number
  labels: string[]
  series: { color: string; values: number[] }[]
  max: number
  grid?: string
  labelColor?: string
  /** Formats the axis values; default "12k". */
  format?: (value: number) => string
}): string {
  const { width, height, labels, series, max } = opts
  const padL = 44
  const padB = 26
  const innerW = width - padL - 8
  const innerH = height - padB - 8
  const groupW = innerW / labels.length
  const barW = Math.min(22, (groupW * 0.64) / series.length)
  let out = `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Inter,Arial" font-size="11">`
  for (let i = 0; i <= 4; i++) {
    const y = 8 + innerH - (innerH * i) / 4
    out += `<line x1="${padL}" x2="${width - 8}" y1="${y}" y2="${y}" stroke="${opts.grid ?? p.slate200}" stroke-dasharray="${i === 0 ? '' : '3 4'}"/>`
    out += `<text x="${padL - 8}" y="${y + 4}" text-anchor="end" fill="${opts.labelColor ?? p.slate400}">${opts.format ? opts.format((max * i) / 4) : `${Math.round((max * i) / 4 / 1000)}k`}</text>`
  }
  labels.forEach((label, gi) => {
    const gx = padL + gi * groupW + (groupW - barW * series.length - 4 * (series.length - 1)) / 2
    series.forEach((s, si) => {
      const v = s.values[gi] ?? 0
      const h = (innerH * v) / max
      out += `<rect x="${gx + si * (barW + 4)}" y="${8 + innerH - h}" width="${barW}" height="${h}" rx="4" fill="${s.color}"/>`
    })
    out += `<text x="${padL + gi * groupW + groupW / 2}" y="${height - 6}" text-anchor="middle" fill="${opts.labelColor ?? p.slate500}">${label}</text>`
  })
  return out + '</svg>'
}

/** Donut chart in SVG. */
export function donut(size: number, thickness: number, parts: { value: number; color: string }[], center?: string): string {
  const r = (size - thickness) / 2
  const c = 2 * Math.PI * r
  const total = parts.reduce((s, x) => s + x.value, 0)
  let offset = 0
  let out = `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><g transform="rotate(-90 ${size / 2} ${size / 2})">`
  for (const part of parts) {
    const len = (part.value / total) * c
    out += `<circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${part.color}" stroke-width="${thickness}" stroke-dasharray="${Math.max(0, len - 2)} ${c}" stroke-dashoffset="${-offset}"/>`
    offset += len
  }
  out += '</g>'
  if (center) out += center
  return out + '</svg>'
}

/** Smooth area/line chart in SVG. */
export function lineChart(opts: { width: number; height: number; values: number[]; color: string; fill: string; max: number }): string {
  const { width, height, values, color, fill, max } = opts
  const step = width / (values.length - 1)
  const pts = values.map((v, i) => [i * step, height - 6 - ((height - 12) * v) / max] as const)
  let d = `M${pts[0]![0]} ${pts[0]![1]}`
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!
    const [x1, y1] = pts[i]!
    const cx = (x0 + x1) / 2
    d += ` C${cx} ${y0} ${cx} ${y1} ${x1} ${y1}`
  }
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><path d="${d} L${width} ${height} L0 ${height} Z" fill="${fill}"/><path d="${d}" fill="none" stroke="${color}" stroke-width="2.5"/></svg>`
}

/** A simple check / cross / clock icon (inline SVG, 16px). */
export function icon(kind: 'check' | 'cross' | 'clock' | 'plus' | 'search' | 'upload' | 'bell', color: string, size = 16): string {
  const paths: Record<typeof kind, string> = {
    check: '<path d="M4 8.5 L7 11.5 L12.5 5"/>',
    cross: '<path d="M4.5 4.5 L11.5 11.5 M11.5 4.5 L4.5 11.5"/>',
    clock: '<circle cx="8" cy="8" r="6"/><path d="M8 4.8 V8 L10.2 9.4"/>',
    plus: '<path d="M8 3 V13 M3 8 H13"/>',
    search: '<circle cx="7" cy="7" r="4.5"/><path d="M10.5 10.5 L13.5 13.5"/>',
    upload: '<path d="M8 11 V3 M4.5 6.5 L8 3 L11.5 6.5 M3 13 H13"/>',
    bell: '<path d="M4 11 V7.5 A4 4 0 0 1 12 7.5 V11 L13 12 H3 Z M6.8 13.6 H9.2"/>',
  }
  return `<svg width="${size}" height="${size}" viewBox="0 0 16 16" fill="none" stroke="${color}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" style="flex:none">${paths[kind]}</svg>`
}
