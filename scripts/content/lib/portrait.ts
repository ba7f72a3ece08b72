/**
 * A small parametric generator of flat portrait illustrations (SVG, 256×256).
 * Used for the owner's avatar and the acknowledgement "photos": no real person is depicted.
 */

export type HairStyle = 'bob' | 'long' | 'short' | 'bun' | 'curly' | 'receding'

export interface PortraitOptions {
  id: string
  title: string
  skin: string
  skinShade: string
  hair: string
  hairStyle: HairStyle
  shirt: string
  shirtAccent: string
  background: [string, string]
  glasses?: boolean
  beard?: boolean
  earrings?: boolean
  /** Decorative shapes in the background colour family. */
  accent: string
}

function hairBack(style: HairStyle, color: string): string {
  switch (style) {
    case 'bob':
      return `<path d="M74 124 C70 70 98 52 128 52 C164 52 188 72 184 124 C184 150 188 170 192 186 C170 196 150 194 140 186 L116 186 C104 194 84 196 66 186 C70 170 74 150 74 124 Z" fill="${color}"/>`
    case 'long':
      return `<path d="M72 122 C68 68 98 50 128 50 C160 50 190 68 184 122 C182 160 196 196 206 232 C186 246 160 240 150 226 L106 226 C94 240 70 246 50 232 C62 196 74 160 72 122 Z" fill="${color}"/>`
    case 'curly': {
      const circles: string[] = []
      const ring = [
        [80, 96, 20], [92, 72, 22], [114, 58, 22], [140, 56, 22], [164, 68, 22], [178, 92, 20],
        [74, 124, 18], [184, 122, 18], [76, 150, 16], [182, 150, 16], [82, 172, 14], [176, 172, 14],
      ] as const
      for (const [cx, cy, r] of ring) circles.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`)
      return circles.join('')
    }
    case 'bun':
      return `<circle cx="128" cy="50" r="24" fill="${color}"/>`
    default:
      return ''
  }
}

function hairFront(style: HairStyle, color: string): string {
  switch (style) {
    case 'bob':
    case 'long':
      // side-parted fringe
      return `<path d="M80 122 C78 76 100 60 130 60 C164 60 180 82 178 120 C172 100 160 88 140 80 C126 96 104 110 80 122 Z" fill="${color}"/>`
    case 'short':
      return `<path d="M82 116 C78 70 102 56 130 56 C160 56 180 74 176 116 C172 98 166 90 156 86 C140 92 116 92 98 86 C90 94 84 104 82 116 Z" fill="${color}"/>`
    case 'bun':
      return `<path d="M82 118 C80 78 102 64 128 64 C156 64 178 78 174 118 C168 96 152 84 128 84 C106 84 90 96 82 118 Z" fill="${color}"/>`
    case 'curly':
      return `<path d="M84 112 C86 80 104 70 128 70 C154 70 172 80 172 112 C160 96 150 92 138 94 C124 86 108 92 96 100 C90 104 86 108 84 112 Z" fill="${color}"/><circle cx="104" cy="80" r="12" fill="${color}"/><circle cx="128" cy="74" r="13" fill="${color}"/><circle cx="152" cy="80" r="12" fill="${color}"/>`
    case 'receding':
      return `<path d="M82 124 C80 102 84 90 92 84 C94 98 92 110 90 126 Z M174 124 C176 102 172 90 164 84 C162 98 164 110 166 126 Z" fill="${color}"/>`
  }
}

export function portraitSvg(o: PortraitOptions): string {
  const g = `g-${o.id}`
  const glasses = o.glasses
    ? `<g fill="none" stroke="#1e293b" stroke-width="3.5" opacity="0.9"><rect x="96" y="110" width="28" height="22" rx="9"/><rect x="132" y="110" width="28" height="22" rx="9"/><path d="M124 119 Q128 115 132 119"/></g>`
    : ''
  const beard = o.beard
    ? `<path d="M88 130 C90 168 108 182 128 182 C148 182 166 168 168 130 C162 150 152 158 146 156 C138 152 118 152 110 156 C104 158 94 150 88 130 Z" fill="${o.hair}"/><path d="M116 156 Q128 162 140 156" fill="none" stroke="${o.skinShade}" stroke-width="3" stroke-linecap="round"/>`
    : ''
  const mouth = o.beard
    ? ''
    : `<path d="M114 150 Q128 162 142 150" fill="none" stroke="#7c2d12" stroke-width="3.5" stroke-linecap="round"/>`
  const earrings = o.earrings
    ? `<circle cx="84" cy="140" r="4" fill="#fbbf24"/><circle cx="172" cy="140" r="4" fill="#fbbf24"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-labelledby="t-${o.id}">
<title id="t-${o.id}">${o.title}</title>
<defs>
<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${o.background[0]}"/><stop offset="1" stop-color="${o.background[1]}"/></linearGradient>
<clipPath id="c-${o.id}"><rect width="256" height="256"/></clipPath>
</defs>
<g clip-path="url(#c-${o.id})">
<rect width="256" height="256" fill="url(#${g})"/>
<circle cx="214" cy="44" r="54" fill="${o.accent}" opacity="0.35"/>
<circle cx="28" cy="226" r="40" fill="${o.accent}" opacity="0.25"/>
${hairBack(o.hairStyle, o.hair)}
<path d="M34 256 C38 214 78 194 128 194 C178 194 218 214 222 256 Z" fill="${o.shirt}"/>
<path d="M104 196 L128 222 L152 196 Z" fill="${o.shirtAccent}"/>
<rect x="110" y="150" width="36" height="52" rx="14" fill="${o.skinShade}"/>
<ellipse cx="84" cy="124" rx="9" ry="13" fill="${o.skinShade}"/>
<ellipse cx="172" cy="124" rx="9" ry="13" fill="${o.skinShade}"/>
${earrings}
<ellipse cx="128" cy="118" rx="44" ry="52" fill="${o.skin}"/>
${beard}
${hairFront(o.hairStyle, o.hair)}
<g fill="#1e293b"><ellipse cx="110" cy="122" rx="4.5" ry="5.5"/><ellipse cx="146" cy="122" rx="4.5" ry="5.5"/></g>
<g fill="none" stroke="${o.hair === '#e5e7eb' || o.hair === '#d1d5db' ? '#6b7280' : o.hair}" stroke-width="4" stroke-linecap="round"><path d="M100 108 Q110 102 119 107"/><path d="M137 107 Q146 102 156 108"/></g>
<path d="M128 126 Q124 138 130 140" fill="none" stroke="${o.skinShade}" stroke-width="3" stroke-linecap="round"/>
<circle cx="100" cy="140" r="8" fill="#fb7185" opacity="0.22"/><circle cx="156" cy="140" r="8" fill="#fb7185" opacity="0.22"/>
${mouth}
${glasses}
</g>
</svg>
`
}
