/**
 * Brand mark and technology icons as hand-written SVG. The technology icons are original
 * monogram/glyph tiles in brand-like colours, not copies of the projects' logos.
 */
import { palette } from './palette'

const FONT = `Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`

function tile(id: string, title: string, from: string, to: string, glyph: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-labelledby="t-${id}">
<title id="t-${id}">${title}</title>
<defs><linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="64" height="64" rx="14" fill="url(#bg-${id})"/>
<rect x="1" y="1" width="62" height="62" rx="13" fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-width="2"/>
${glyph}
</svg>
`
}

function text(label: string, size: number, fill = '#ffffff', y = 33): string {
  return `<text x="32" y="${y}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-weight="800" font-size="${size}" letter-spacing="-0.5" fill="${fill}">${label}</text>`
}

/** The "HD" monogram drawn with strokes (no font needed). */
function monogram(stroke: string, width = 5.5): string {
  return `<g fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">
<path d="M14 19 V45 M28 19 V45 M14 32 H28"/>
<path d="M37 19 V45 H41 C49.5 45 52 38.5 52 32 C52 25.5 49.5 19 41 19 Z"/>
</g>`
}

export function logoSvg(title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-labelledby="t-logo">
<title id="t-logo">${title}</title>
<defs><linearGradient id="bg-logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.teal500}"/><stop offset="1" stop-color="${palette.indigo600}"/></linearGradient></defs>
<rect width="64" height="64" rx="16" fill="url(#bg-logo)"/>
<circle cx="54" cy="10" r="14" fill="#ffffff" opacity="0.12"/>
${monogram('#ffffff')}
</svg>
`
}

/** Horizontal logo: the mark plus the name, for wide places (e.g. the resume header). */
export function logoWordmarkSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 64" width="260" height="64" role="img" aria-labelledby="t-wordmark">
<title id="t-wordmark">${name}</title>
<defs><linearGradient id="bg-wm" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.teal500}"/><stop offset="1" stop-color="${palette.indigo600}"/></linearGradient></defs>
<rect width="64" height="64" rx="16" fill="url(#bg-wm)"/>
${monogram('#ffffff')}
<text x="78" y="33" dominant-baseline="central" font-family="${FONT}" font-weight="700" font-size="26" fill="${palette.slate800}">${name}</text>
</svg>
`
}

export function faviconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.teal500}"/><stop offset="1" stop-color="${palette.indigo600}"/></linearGradient></defs>
<rect width="64" height="64" rx="16" fill="url(#bg)"/>
${monogram('#ffffff', 6.5)}
</svg>
`
}

const W = '#ffffff'

export const techIcons: Record<string, string> = {
  typescript: tile(
    'typescript',
    'TypeScript',
    '#3b82d6',
    '#2457a6',
    `${text('TS', 26)}<path d="M14 50 H50" stroke="${W}" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round"/>`,
  ),
  react: tile(
    'react',
    'React',
    '#243042',
    '#151b26',
    `<g fill="none" stroke="#67d8f5" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">
<rect x="24" y="12" width="16" height="11" rx="3.5"/>
<rect x="10" y="40" width="16" height="11" rx="3.5"/>
<rect x="38" y="40" width="16" height="11" rx="3.5"/>
<path d="M32 23 V31 M18 40 V35 Q18 31 22 31 H42 Q46 31 46 35 V40"/>
</g>
<circle cx="32" cy="31" r="3" fill="#67d8f5"/>`,
  ),
  nodejs: tile(
    'nodejs',
    'Node.js',
    '#4c9a43',
    '#2f6b2a',
    `<path d="M32 9 L52 20.5 V43.5 L32 55 L12 43.5 V20.5 Z" fill="none" stroke="${W}" stroke-width="3.5" stroke-linejoin="round"/>
<path d="M25 41 V24 L39 41 V24" fill="none" stroke="${W}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  dotnet: tile('dotnet', 'C# / .NET', '#6d3ee6', '#4320b0', text('C#', 25)),
  postgresql: tile(
    'postgresql',
    'PostgreSQL',
    '#3f78a8',
    '#2a5275',
    `<g fill="none" stroke="${W}" stroke-width="3.5">
<ellipse cx="32" cy="18" rx="16" ry="6"/>
<path d="M16 18 V46 C16 49.5 23 52 32 52 C41 52 48 49.5 48 46 V18"/>
<path d="M16 27.5 C16 31 23 33.5 32 33.5 C41 33.5 48 31 48 27.5 M16 37 C16 40.5 23 43 32 43 C41 43 48 40.5 48 37" stroke-opacity="0.75"/>
</g>`,
  ),
  docker: tile(
    'docker',
    'Docker',
    '#2b7cf0',
    '#1a55b8',
    `<g fill="${W}">
<rect x="13" y="30" width="10" height="8" rx="1.5"/><rect x="25" y="30" width="10" height="8" rx="1.5"/><rect x="37" y="30" width="10" height="8" rx="1.5"/>
<rect x="25" y="20" width="10" height="8" rx="1.5"/><rect x="37" y="20" width="10" height="8" rx="1.5"/>
<rect x="37" y="10" width="10" height="8" rx="1.5" opacity="0.8"/>
</g>
<path d="M9 44 Q16 40 23 44 T37 44 T51 44 T58 43" fill="none" stroke="${W}" stroke-width="3.5" stroke-linecap="round"/>
<path d="M14 51 Q21 48 28 51 T42 51" fill="none" stroke="${W}" stroke-opacity="0.55" stroke-width="3" stroke-linecap="round"/>`,
  ),
  xstate: tile(
    'xstate',
    'XState',
    '#334155',
    '#111827',
    `<g fill="none" stroke="${W}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">
<rect x="8" y="24" width="18" height="16" rx="8"/>
<rect x="38" y="24" width="18" height="16" rx="8" stroke="${palette.teal300}"/>
<path d="M26 32 H35 M31 27.5 L35.5 32 L31 36.5"/>
<path d="M47 40 C47 53 17 53 17 42 M13 45.5 L17 41.5 L21 45.5" stroke-opacity="0.6"/>
<path d="M17 14 V20 M13.5 17 L17 20.5 L20.5 17"/>
</g>
<circle cx="17" cy="11" r="3.5" fill="${W}"/>`,
  ),
  git: tile(
    'git',
    'Git',
    '#f26a4b',
    '#c73e23',
    `<g fill="none" stroke="${W}" stroke-width="3.5" stroke-linecap="round">
<path d="M22 16 V48"/>
<path d="M22 40 C22 30 42 32 42 22"/>
</g>
<g fill="${W}"><circle cx="22" cy="14" r="5"/><circle cx="22" cy="50" r="5"/><circle cx="42" cy="20" r="5"/></g>`,
  ),
}
