/**
 * Slideshow illustrations: flat, layered SVG scenes (1200×800) rendered to WebP by build-images.ts.
 */
import { rng } from './ui'

const W = 1200
const H = 800

function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${defs}</defs>${body}</svg>`
}

function grad(id: string, stops: string[], vertical = true): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`
}

/** A wavy horizon line from x=0 to x=W, closed down to the bottom. */
function ridge(seed: number, base: number, amp: number, step: number, fill: string, opacity = 1): string {
  const r = rng(seed)
  let d = `M0 ${H} L0 ${base}`
  for (let x = 0; x <= W + step; x += step) {
    const y = base - amp * (0.3 + 0.7 * r())
    d += ` L${x} ${y.toFixed(1)}`
  }
  d += ` L${W} ${H} Z`
  return `<path d="${d}" fill="${fill}" opacity="${opacity}" stroke-linejoin="round"/>`
}

function smoothHills(seed: number, base: number, amp: number, n: number, fill: string): string {
  const r = rng(seed)
  const pts = Array.from({ length: n + 1 }, (_, i) => [(W * i) / n, base - amp * r()] as const)
  let d = `M0 ${H} L${pts[0]![0]} ${pts[0]![1]}`
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!
    const [x1, y1] = pts[i]!
    const cx = (x0 + x1) / 2
    d += ` C${cx} ${y0} ${cx} ${y1} ${x1} ${y1}`
  }
  return `<path d="${d} L${W} ${H} Z" fill="${fill}"/>`
}

function praia(): string {
  const defs =
    grad('sky', ['#312e81', '#7c3aed', '#f472b6', '#fb923c', '#fde68a']) +
    grad('sea', ['#f59e0b', '#0f766e', '#134e4a']) +
    `<radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff7ed"/><stop offset="0.55" stop-color="#fde68a"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>`
  const r = rng(3)
  let glints = ''
  for (let i = 0; i < 34; i++) {
    const y = 500 + i * 8 + r() * 6
    const w = 30 + r() * (140 - i * 2)
    glints += `<rect x="${600 - w / 2 + (r() - 0.5) * 60}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="3" rx="1.5" fill="#fde68a" opacity="${(0.75 - i * 0.018).toFixed(2)}"/>`
  }
  const body = `<rect width="${W}" height="500" fill="url(#sky)"/>
<circle cx="600" cy="470" r="190" fill="url(#sun)" opacity="0.9"/><circle cx="600" cy="480" r="78" fill="#fff7ed"/>
<g fill="#fbcfe8" opacity="0.55"><ellipse cx="260" cy="210" rx="150" ry="18"/><ellipse cx="330" cy="236" rx="90" ry="12"/><ellipse cx="930" cy="170" rx="170" ry="20"/><ellipse cx="860" cy="198" rx="90" ry="11"/></g>
${smoothHills(11, 500, 70, 5, '#4c1d95').replace('M0 800', 'M0 500').replace(`L${W} ${H} Z`, `L${W} 500 Z`)}
<rect y="498" width="${W}" height="302" fill="url(#sea)"/>
${glints}
<path d="M0 690 C200 660 380 700 600 688 C820 676 1000 650 1200 672 L1200 800 L0 800 Z" fill="#fcd9a8"/>
<path d="M0 706 C220 680 380 716 600 704 C820 692 1000 668 1200 690" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.7"/>
<g fill="#1e1b4b"><path d="M130 700 C128 610 150 540 182 480 L190 484 C162 540 144 610 148 700 Z"/>
<path d="M186 482 C150 470 110 484 86 512 C120 494 150 492 186 486 Z M186 482 C170 448 136 436 104 440 C140 452 164 466 184 486 Z M186 482 C210 452 246 446 276 456 C242 458 214 470 190 488 Z M186 482 C226 478 258 496 276 524 C248 506 222 496 190 488 Z M186 482 C192 448 212 426 238 416 C214 440 202 460 192 486 Z"/></g>
<g fill="#1e1b4b"><circle cx="840" cy="640" r="11"/><path d="M828 652 h24 l6 38 h-36 Z"/><circle cx="872" cy="636" r="11"/><path d="M860 648 h24 l4 42 h-32 Z"/></g>`
  return svg(defs, body)
}

function serra(): string {
  const defs =
    grad('night', ['#020617', '#1e1b4b', '#312e81', '#0f766e']) +
    `<radialGradient id="moon" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#e0e7ff" stop-opacity="0.6"/><stop offset="1" stop-color="#e0e7ff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fbbf24" stop-opacity="0.35"/><stop offset="1" stop-color="#fbbf24" stop-opacity="0"/></radialGradient>` +
    `<filter id="haze" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="22"/></filter>` +
    `<mask id="crescent"><rect width="${W}" height="${H}" fill="#fff"/><circle cx="978" cy="128" r="36" fill="#000"/></mask>`
  const r = rng(21)
  let stars = ''
  for (let i = 0; i < 260; i++) {
    const x = r() * W
    const y = r() * 520
    const s = r() < 0.08 ? 2.4 : 0.6 + r() * 1.2
    stars += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${s.toFixed(2)}" fill="#fff" opacity="${(0.4 + r() * 0.6).toFixed(2)}"/>`
  }
  // milky way band
  let band = ''
  for (let i = 0; i < 90; i++) {
    const t = r()
    const x = 100 + t * 1000
    const y = 420 - t * 330 + (r() - 0.5) * 90
    band += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(10 + r() * 36).toFixed(1)}" fill="#a5b4fc" opacity="0.07"/>`
  }
  const body = `<rect width="${W}" height="${H}" fill="url(#night)"/><g filter="url(#haze)">${band}</g>${stars}
<circle cx="960" cy="140" r="120" fill="url(#moon)"/><circle cx="960" cy="140" r="40" fill="#eef2ff" mask="url(#crescent)"/>
<path d="M160 120 l140 60" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity="0.8"/><path d="M160 120 l40 17" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>
${ridge(5, 560, 170, 80, '#312e81', 0.9)}
${ridge(9, 620, 120, 60, '#1e1b4b')}
${smoothHills(13, 700, 60, 4, '#134e4a')}
${smoothHills(17, 750, 30, 3, '#042f2e')}
<g transform="translate(560 660)"><circle cx="60" cy="50" r="110" fill="url(#glow)"/><path d="M0 60 L60 0 L120 60 Z" fill="#f59e0b"/><path d="M60 0 L60 60" stroke="#78350f" stroke-width="3"/><path d="M46 60 L60 22 L74 60 Z" fill="#78350f"/></g>
<g fill="#0f172a"><circle cx="480" cy="705" r="10"/><path d="M468 716 h24 l4 34 h-32 Z"/><circle cx="506" cy="709" r="9.5"/><path d="M495 719 h22 l4 31 h-30 Z"/></g>`
  return svg(defs, body)
}

function cidade(): string {
  const defs = grad('dusk', ['#1e1b4b', '#4338ca', '#db2777', '#f59e0b'])
  const r = rng(33)
  let buildings = ''
  const layer = (base: number, minH: number, maxH: number, color: string, lit: number, seed: number) => {
    const rr = rng(seed)
    let x = -20
    let out = ''
    while (x < W) {
      const w = 60 + rr() * 90
      const h = minH + rr() * (maxH - minH)
      const top = base - h
      out += `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${w.toFixed(1)}" height="${(h + 400).toFixed(1)}" fill="${color}"/>`
      if (rr() < 0.3) out += `<rect x="${(x + w / 2 - 2).toFixed(1)}" y="${(top - 30).toFixed(1)}" width="4" height="30" fill="${color}"/>`
      for (let wy = top + 16; wy < base - 12; wy += 22) {
        for (let wx = x + 10; wx < x + w - 14; wx += 18) {
          if (rr() < lit) out += `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="9" height="12" rx="1.5" fill="${rr() < 0.8 ? '#fde68a' : '#99f6e4'}" opacity="${(0.55 + rr() * 0.45).toFixed(2)}"/>`
        }
      }
      x += w + 6 + rr() * 12
    }
    return out
  }
  buildings += layer(640, 120, 360, '#312e81', 0.18, 41)
  buildings += layer(700, 80, 260, '#1e1b4b', 0.35, 43)
  let stars = ''
  for (let i = 0; i < 70; i++) stars += `<circle cx="${(r() * W).toFixed(1)}" cy="${(r() * 220).toFixed(1)}" r="${(0.6 + r()).toFixed(2)}" fill="#fff" opacity="${(0.3 + r() * 0.5).toFixed(2)}"/>`
  const body = `<rect width="${W}" height="${H}" fill="url(#dusk)"/>${stars}
<circle cx="240" cy="420" r="60" fill="#fde68a" opacity="0.85"/>
${smoothHills(51, 560, 120, 5, '#3730a3')}
${buildings}
<rect y="700" width="${W}" height="100" fill="#0f172a"/>
<g>${Array.from({ length: 13 }, (_, i) => `<g transform="translate(${40 + i * 95} 700)"><rect x="-2" y="-70" width="4" height="70" fill="#334155"/><circle cx="0" cy="-72" r="6" fill="#fde68a"/><circle cx="0" cy="-72" r="22" fill="#fde68a" opacity="0.15"/></g>`).join('')}</g>
<path d="M0 742 H1200" stroke="#fde68a" stroke-width="3" stroke-dasharray="40 30" opacity="0.5"/>
<g transform="translate(760 430)"><rect width="220" height="270" fill="#0b1024"/><rect x="20" y="30" width="80" height="90" rx="4" fill="#fbbf24"/><rect x="120" y="30" width="80" height="90" rx="4" fill="#fbbf24" opacity="0.75"/><rect x="20" y="150" width="80" height="90" rx="4" fill="#5eead4" opacity="0.7"/><rect x="120" y="150" width="80" height="90" rx="4" fill="#1e1b4b"/>
<path d="M60 30 V120 M20 75 H100" stroke="#0b1024" stroke-width="4"/><g fill="#7c2d12"><circle cx="48" cy="92" r="9"/><path d="M38 120 q10 -22 20 0 Z"/><circle cx="72" cy="94" r="9"/><path d="M62 120 q10 -22 20 0 Z"/></g>
<path d="M58 74 c-4 -7 -14 -3 -9 4 l9 8 l9 -8 c5 -7 -5 -11 -9 -4 Z" fill="#f43f5e"/></g>`
  return svg(defs, body)
}

function jardim(): string {
  const defs = grad('wall', ['#ccfbf1', '#e0e7ff']) + grad('floor', ['#fde68a', '#f59e0b'])
  const leaf = (x: number, y: number, a: number, s: number, c: string) =>
    `<path transform="translate(${x} ${y}) rotate(${a}) scale(${s})" d="M0 0 C10 -14 34 -16 48 0 C34 16 10 14 0 0 Z" fill="${c}"/>`
  const r = rng(61)
  const plant = (cx: number, base: number, h: number, colors: string[], n: number) => {
    let out = ''
    for (let i = 0; i < n; i++) {
      const t = i / n
      const y = base - t * h
      const side = i % 2 === 0 ? -1 : 1
      out += leaf(cx, y, side === -1 ? 180 + 20 + r() * 30 : -20 - r() * 30, 0.8 + r() * 0.9, colors[i % colors.length]!)
    }
    return `<path d="M${cx} ${base} C${cx - 10} ${base - h / 2} ${cx + 10} ${base - h / 2} ${cx} ${base - h}" stroke="#166534" stroke-width="4" fill="none"/>${out}`
  }
  const pot = (x: number, y: number, w: number, h: number, c: string) =>
    `<path d="M${x} ${y} H${x + w} L${x + w - 14} ${y + h} H${x + 14} Z" fill="${c}"/><rect x="${x - 6}" y="${y - 12}" width="${w + 12}" height="16" rx="4" fill="${c}" opacity="0.85"/>`
  let flowers = ''
  for (let i = 0; i < 9; i++) {
    const x = 820 + r() * 200
    const y = 420 + r() * 90
    const c = ['#f43f5e', '#fb7185', '#f472b6', '#fbbf24'][i % 4]
    flowers += `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)})">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="0" cy="-11" rx="7" ry="11" transform="rotate(${a})" fill="${c}"/>`).join('')}<circle r="6" fill="#fde68a"/></g>`
  }
  const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>
<rect x="120" y="70" width="420" height="470" rx="14" fill="#ffffff" opacity="0.7"/><rect x="140" y="90" width="380" height="430" rx="8" fill="#a5f3fc"/>
<circle cx="420" cy="200" r="52" fill="#fde68a"/><path d="M140 420 C240 360 340 400 520 350 V520 H140 Z" fill="#5eead4"/><path d="M140 470 C260 430 360 470 520 430 V520 H140 Z" fill="#14b8a6"/>
<path d="M330 90 V520 M140 300 H520" stroke="#ffffff" stroke-width="12" opacity="0.8"/>
<rect y="600" width="${W}" height="200" fill="url(#floor)"/>
<path d="M0 600 H1200" stroke="#b45309" stroke-width="4"/>
<g stroke="#92400e" stroke-width="2" opacity="0.35">${Array.from({ length: 12 }, (_, i) => `<path d="M${i * 110} 600 L${i * 130 - 120} 800"/>`).join('')}</g>
<rect x="600" y="560" width="560" height="16" rx="6" fill="#7c2d12"/><rect x="620" y="576" width="12" height="110" fill="#7c2d12"/><rect x="1128" y="576" width="12" height="110" fill="#7c2d12"/>
${plant(700, 470, 230, ['#16a34a', '#22c55e', '#15803d'], 14)}${pot(650, 470, 100, 90, '#c2410c')}
${flowers}<path d="M830 520 C860 480 980 480 1010 520" stroke="#166534" stroke-width="5" fill="none"/>${pot(840, 500, 180, 60, '#4f46e5')}
${plant(1100, 470, 130, ['#0d9488', '#14b8a6'], 9)}${pot(1062, 470, 76, 90, '#0f766e')}
${plant(230, 690, 300, ['#16a34a', '#4ade80', '#15803d'], 18)}${plant(300, 690, 220, ['#22c55e', '#166534'], 12)}${pot(190, 690, 150, 110, '#b45309')}
<g transform="translate(470 640)"><ellipse cx="50" cy="62" rx="60" ry="10" fill="#92400e" opacity="0.25"/><path d="M0 0 H100 V34 C100 60 80 62 50 62 C20 62 0 60 0 34 Z" fill="#ffffff"/><path d="M100 10 C122 10 122 38 100 38" fill="none" stroke="#ffffff" stroke-width="8"/><path d="M36 -16 C30 -30 44 -34 38 -48 M60 -16 C54 -30 68 -34 62 -48" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.8"/></g>
<g transform="translate(390 560)"><rect width="56" height="80" rx="6" fill="#4338ca"/><rect x="6" y="6" width="44" height="68" rx="3" fill="#6366f1"/><path d="M14 24 H42 M14 34 H36" stroke="#e0e7ff" stroke-width="4" stroke-linecap="round"/></g>`
  return svg(defs, body)
}

export const scenes: Record<string, () => string> = { praia, serra, cidade, jardim }
