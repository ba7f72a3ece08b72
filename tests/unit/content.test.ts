/**
 * Integrity of the portfolio content (src/content) and of the static files it points to (public/).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  about,
  acknowledgements,
  owner,
  projects,
  resume,
  technologies,
  type ContentLanguage,
  type PublicPath,
} from '@/content'
import { slideshow } from '@server/content/slideshow'

// (happy-dom replaces the global URL, so the path is built with node:path)
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'public')
const languages: ContentLanguage[] = ['pt-BR', 'en']
const fileOf = (urlPath: string) => join(publicDir, ...urlPath.split('/').filter(Boolean))
/** The private slideshow's files: served only to an Admin, never from public/. */
const privateDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'server', 'private', 'slideshow')
const slideshowFiles = () => [...slideshow.slides.flatMap((s) => (s.kind === 'image' ? [s.file] : [])), slideshow.music]

/** Every public path the content refers to. */
function referencedPaths(): PublicPath[] {
  return [
    owner.avatar,
    owner.resume['pt-BR'],
    owner.resume.en,
    ...technologies.map((t) => t.icon),
    ...projects.flatMap((p) => [p.thumbnail, ...p.images]),
    ...acknowledgements.map((a) => a.photo),
    '/favicon.svg',
    '/brand/logo.svg',
  ]
}

type Found = Array<{ path: string; value: Record<ContentLanguage, unknown> }>
/** Finds every Localized value ({ 'pt-BR', en }) in a content tree, with its path for messages. */
function localizedValues(node: unknown, path: string, out: Found): Found {
  if (Array.isArray(node)) {
    node.forEach((child, i) => localizedValues(child, `${path}[${i}]`, out))
  } else if (node && typeof node === 'object') {
    const keys = Object.keys(node)
    if (keys.length === 2 && keys.includes('pt-BR') && keys.includes('en')) {
      out.push({ path, value: node as Record<ContentLanguage, unknown> })
      return out
    }
    for (const [key, child] of Object.entries(node)) localizedValues(child, `${path}.${key}`, out)
  }
  return out
}

type ImageFormat = 'png' | 'jpeg' | 'webp' | 'svg'

/** Format, width and height of a PNG, JPEG, WebP (VP8, VP8L or VP8X) or SVG (its viewBox, else width/height) file. */
function imageSize(buf: Buffer, path: string): { format: ImageFormat; width: number; height: number } {
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { format: 'png', width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) }
  }
  if (buf[0] === 0xff && buf[1] === 0xd8) {
    for (let at = 2; at + 9 < buf.length; ) {
      if (buf[at] !== 0xff) break
      const marker = buf[at + 1] ?? 0
      // Start of frame: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { format: 'jpeg', width: buf.readUInt16BE(at + 7), height: buf.readUInt16BE(at + 5) }
      }
      at += 2 + buf.readUInt16BE(at + 2)
    }
    throw new Error(`${path}: a JPEG without a frame header`)
  }
  if (buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') {
    const chunk = buf.toString('ascii', 12, 16)
    if (chunk === 'VP8 ') return { format: 'webp', width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff }
    if (chunk === 'VP8L') {
      const bits = buf.readUInt32LE(21)
      return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
    if (chunk === 'VP8X') return { format: 'webp', width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 }
    throw new Error(`${path}: unknown WebP chunk ${chunk}`)
  }
  const text = buf.toString('utf8')
  if (/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(text)) {
    const tag = /<svg[^>]*>/.exec(text)?.[0] ?? ''
    const viewBox = /viewBox="([^"]+)"/.exec(tag)?.[1]?.trim().split(/[\s,]+/).map(Number)
    if (viewBox?.length === 4) return { format: 'svg', width: viewBox[2]!, height: viewBox[3]! }
    const length = (name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)(px)?"`).exec(tag)?.[1] ?? NaN)
    return { format: 'svg', width: length('width'), height: length('height') }
  }
  throw new Error(`${path}: not a PNG, JPEG, WebP or SVG image`)
}

/** About `width`×`height` (README: "about 1200×750"): the same shape within 3 % and at least 90 % of the width. */
function expectAbout(size: { width: number; height: number }, width: number, height: number, path: string) {
  expect(Math.abs(size.width / size.height - width / height) / (width / height), `${path} shape ${size.width}×${size.height}`).toBeLessThanOrEqual(0.03)
  expect(size.width, `${path} width`).toBeGreaterThanOrEqual(width * 0.9)
}

function dirSize(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = join(dir, entry.name)
    return sum + (entry.isDirectory() ? dirSize(full) : statSync(full).size)
  }, 0)
}

describe('content files under public/', () => {
  it('every referenced file exists and is not empty', () => {
    const missing = referencedPaths().filter((p) => !existsSync(fileOf(p)) || statSync(fileOf(p)).size === 0)
    expect(missing).toEqual([])
  })

  it('every path is a public URL path', () => {
    for (const p of referencedPaths()) expect(p).toMatch(/^\/[A-Za-z0-9._/-]+$/)
  })

  it('resume PDFs are real PDFs, one per language', () => {
    expect(owner.resume['pt-BR']).toBe('/resume/curriculo-pt-BR.pdf')
    expect(owner.resume.en).toBe('/resume/resume-en.pdf')
    for (const lang of languages) {
      const pdf = readFileSync(fileOf(owner.resume[lang]))
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(pdf.subarray(-1024).toString('latin1')).toContain('%%EOF')
    }
  })

  it('SVG files are SVG documents', () => {
    const svgs = referencedPaths().filter((p) => p.endsWith('.svg'))
    expect(svgs.length).toBeGreaterThan(0)
    for (const p of svgs) expect(readFileSync(fileOf(p), 'utf8')).toMatch(/^<svg[\s>][\s\S]*<\/svg>\s*$/)
  })

  it('project images (PNG, JPEG, WebP or SVG) are about 1200×750 and thumbnails about 600×375, each small', () => {
    for (const project of projects) {
      for (const src of project.images) {
        const buf = readFileSync(fileOf(src))
        expectAbout(imageSize(buf, src), 1200, 750, src)
        expect(buf.length, src).toBeLessThan(120 * 1024)
      }
      const thumb = readFileSync(fileOf(project.thumbnail))
      expectAbout(imageSize(thumb, project.thumbnail), 600, 375, project.thumbnail)
      expect(thumb.length).toBeLessThan(60 * 1024)
    }
  })

  it('the avatar and the people photos are square images, technology icons square SVGs', () => {
    for (const path of [owner.avatar, ...acknowledgements.map((a) => a.photo)]) {
      const { width, height } = imageSize(readFileSync(fileOf(path)), path)
      expect(width, `${path} ${width}×${height}`).toBe(height)
    }
    for (const { icon } of technologies) {
      const size = imageSize(readFileSync(fileOf(icon)), icon)
      expect(size.format, icon).toBe('svg')
      expect(size.width, icon).toBe(size.height)
    }
  })

  it('the slideshow files exist in server/private/slideshow and none of them in public/', () => {
    for (const file of slideshowFiles()) {
      expect(statSync(join(privateDir, file)).size, file).toBeGreaterThan(0)
      expect(file, file).toMatch(/^[a-z0-9-]+\.(webp|png|jpg|mp3|ogg)$/)
    }
    const publicFiles = readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    expect(publicFiles.filter((path) => /(^|\/)(slideshow|music)\/./.test(path) || slideshowFiles().some((file) => path.endsWith(file)))).toEqual([])
  })

  it('slideshow music is a short MP3 or OGG', () => {
    expect(slideshow.music).toMatch(/^.+\.(mp3|ogg)$/)
    const audio = readFileSync(join(privateDir, slideshow.music))
    const isId3 = audio.toString('latin1', 0, 3) === 'ID3'
    const isMpegFrame = audio[0] === 0xff && ((audio[1] ?? 0) & 0xe0) === 0xe0
    const isOgg = audio.toString('latin1', 0, 4) === 'OggS'
    expect(isId3 || isMpegFrame || isOgg).toBe(true)
    expect(audio.length).toBeLessThan(400 * 1024)
  })

  it('public/ stays under 6 MB', () => {
    expect(dirSize(publicDir)).toBeLessThan(6 * 1024 * 1024)
  })
})

describe('content model', () => {
  it('has a complete owner', () => {
    expect(owner.name.trim()).not.toBe('')
    for (const lang of languages) expect(owner.role[lang].trim(), `owner.role ${lang}`).not.toBe('')
    expect(owner.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/)
    for (const url of Object.values(owner.social)) expect(url).toMatch(/^https:\/\//)
  })

  it('has at least 6 technologies with unique ids', () => {
    expect(technologies.length).toBeGreaterThanOrEqual(6)
    expect(new Set(technologies.map((t) => t.id)).size).toBe(technologies.length)
    for (const t of technologies) {
      expect(t.name.trim()).not.toBe('')
      expect(t.englishName.trim()).not.toBe('')
    }
  })

  it('has at least 4 projects, the featured one first, named in both languages', () => {
    expect(projects.length).toBeGreaterThanOrEqual(4)
    expect(new Set(projects.map((p) => p.id)).size).toBe(projects.length)
    expect(projects[0]?.featured).toBe(true)
    for (const project of projects) {
      expect(project.name.trim(), project.id).not.toBe('')
      expect(project.englishName.trim(), project.id).not.toBe('')
    }
    expect(projects.filter((p) => p.featured)).toHaveLength(1)
  })

  it('each project has 3+ images with alt texts, 2–3 paragraphs and known technologies', () => {
    const techIds = new Set(technologies.map((t) => t.id))
    for (const project of projects) {
      expect(project.images.length, project.id).toBeGreaterThanOrEqual(3)
      expect(new Set(project.images).size).toBe(project.images.length)
      expect(project.repositoryUrl).toMatch(/^https:\/\//)
      expect(project.technologies.length).toBeGreaterThan(0)
      for (const id of project.technologies) expect(techIds.has(id), `${project.id} → ${id}`).toBe(true)
      for (const lang of languages) {
        expect(project.imageAlts[lang]).toHaveLength(project.images.length)
        const paragraphs = project.text[lang].split('\n\n')
        expect(paragraphs.length, `${project.id} ${lang}`).toBeGreaterThanOrEqual(2)
        expect(paragraphs.length, `${project.id} ${lang}`).toBeLessThanOrEqual(3)
        for (const paragraph of paragraphs) expect(paragraph.trim()).toBe(paragraph)
      }
    }
  })

  it('has 4–5 about-me paragraphs per language and skills', () => {
    for (const lang of languages) {
      expect(about.paragraphs[lang].length).toBeGreaterThanOrEqual(4)
      expect(about.paragraphs[lang].length).toBeLessThanOrEqual(5)
    }
    expect(about.paragraphs['pt-BR']).toHaveLength(about.paragraphs.en.length)
    expect(about.skills.length).toBeGreaterThan(0)
  })

  it('has exactly 2 main and 3 other acknowledgements, main first', () => {
    expect(acknowledgements.filter((a) => a.main)).toHaveLength(2)
    expect(acknowledgements.filter((a) => !a.main)).toHaveLength(3)
    expect(acknowledgements.slice(0, 2).every((a) => a.main)).toBe(true)
    expect(new Set(acknowledgements.map((a) => a.id)).size).toBe(acknowledgements.length)
  })

  it('has a slideshow with text and image slides', () => {
    expect(slideshow.slides.some((s) => s.kind === 'text')).toBe(true)
    expect(slideshow.slides.filter((s) => s.kind === 'image').length).toBeGreaterThanOrEqual(3)
  })

  it('every Localized text is non-empty in both languages', () => {
    const all = localizedValues({ owner, technologies, projects, about, acknowledgements, slideshow, resume }, 'content', [])
    expect(all.length).toBeGreaterThan(50)
    for (const { path, value } of all) {
      const pt = value['pt-BR']
      const en = value.en
      expect(typeof pt, path).toBe(typeof en)
      if (Array.isArray(pt) && Array.isArray(en)) {
        expect(pt.length, path).toBeGreaterThan(0)
        expect(en.length, path).toBe(pt.length)
        for (const item of [...pt, ...en]) expect(String(item).trim(), path).not.toBe('')
      } else {
        expect(typeof pt, path).toBe('string')
        expect(String(pt).trim(), `${path} pt-BR`).not.toBe('')
        expect(String(en).trim(), `${path} en`).not.toBe('')
      }
    }
  })
})
