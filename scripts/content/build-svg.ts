/**
 * Writes the vector assets under public/: favicon, logo, the owner's avatar,
 * technology icons and the acknowledgement portraits. Pure Node, no external tool.
 *
 *   node --import tsx scripts/content/build-svg.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { owner } from '../../src/content/owner'
import { technologies } from '../../src/content/technologies'
import { acknowledgements } from '../../src/content/acknowledgements'
import { faviconSvg, logoSvg, logoWordmarkSvg, techIcons } from './lib/icons'
import { portraitSvg, type PortraitOptions } from './lib/portrait'
import { palette } from './lib/palette'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const publicDir = join(root, 'public')

function write(urlPath: string, content: string): void {
  const file = join(publicDir, urlPath)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  console.info(`wrote public${urlPath} (${Buffer.byteLength(content)} B)`)
}

type Person = Omit<PortraitOptions, 'id' | 'title'>

/** Portrait parameters per person id; 'owner' is the avatar. */
export const people: Record<string, Person> = {
  owner: {
    skin: '#e3b08a',
    skinShade: '#c98f68',
    hair: '#2b1b17',
    hairStyle: 'bob',
    shirt: palette.teal700,
    shirtAccent: palette.teal200,
    background: [palette.teal200, palette.indigo300],
    accent: '#ffffff',
    earrings: true,
  },
  celia: {
    skin: '#dba27e',
    skinShade: '#c0855f',
    hair: '#d1d5db',
    hairStyle: 'bun',
    shirt: palette.indigo600,
    shirtAccent: palette.indigo200,
    background: [palette.indigo100, palette.teal200],
    accent: palette.indigo400,
    glasses: true,
    earrings: true,
  },
  rafael: {
    skin: '#93603f',
    skinShade: '#774a2e',
    hair: '#1c1917',
    hairStyle: 'short',
    shirt: palette.slate700,
    shirtAccent: palette.teal300,
    background: [palette.teal100, palette.teal300],
    accent: palette.teal600,
    beard: true,
  },
  jorge: {
    skin: '#f1c9aa',
    skinShade: '#d8a886',
    hair: '#9ca3af',
    hairStyle: 'receding',
    shirt: palette.slate600,
    shirtAccent: palette.slate200,
    background: [palette.slate200, palette.indigo200],
    accent: palette.indigo500,
    glasses: true,
    beard: true,
  },
  camila: {
    skin: '#6e4529',
    skinShade: '#56351e',
    hair: '#1c1917',
    hairStyle: 'curly',
    shirt: palette.teal600,
    shirtAccent: palette.amber400,
    background: [palette.amber400, palette.rose400],
    accent: '#ffffff',
    earrings: true,
  },
  thiago: {
    skin: '#c98a4b',
    skinShade: '#a96f36',
    hair: '#3f2a1d',
    hairStyle: 'short',
    shirt: palette.indigo700,
    shirtAccent: palette.indigo300,
    background: [palette.indigo200, palette.indigo400],
    accent: '#ffffff',
    glasses: true,
  },
}

export function buildSvgs(): void {
  write('/favicon.svg', faviconSvg())
  write('/brand/logo.svg', logoSvg(owner.name))
  write('/brand/logo-wordmark.svg', logoWordmarkSvg(owner.name))

  const ownerPortrait = people.owner
  if (!ownerPortrait) throw new Error('no owner portrait')
  write(owner.avatar, portraitSvg({ id: 'owner', title: owner.name, ...ownerPortrait }))

  for (const tech of technologies) {
    const svg = techIcons[tech.id]
    if (!svg) throw new Error(`no icon for technology ${tech.id}`)
    write(tech.icon, svg)
  }

  for (const person of acknowledgements) {
    const params = people[person.id]
    if (!params) throw new Error(`no portrait for ${person.id}`)
    write(person.photo, portraitSvg({ id: person.id, title: person.name, ...params }))
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildSvgs()
