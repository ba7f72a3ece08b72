/**
 * Renders the raster images under public/ with headless Chromium and encodes them as WebP (cwebp):
 *   - project screenshots (HTML mock-ups, 1200×750) and card thumbnails (600×375, from the first image);
 *   - slideshow illustrations (SVG scenes, 1200×800).
 *
 *   node --import tsx scripts/content/build-images.ts [id ...]      # only these projects/slides
 *   PREVIEW_DIR=/tmp/preview node --import tsx scripts/content/build-images.ts   # also keep PNGs there
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { projects } from '../../src/content/projects'
import { slideshow } from '../../server/src/content/slideshow'
import { bare, closeBrowser, renderPng } from './lib/browser'
import { pngToWebp } from './lib/encode'
import { HEIGHT, WIDTH } from './lib/ui'
import { mockups } from './lib/mockups'
import { scenes } from './lib/scenes'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const publicDir = join(root, 'public')
const slideshowDir = join(root, 'server/private/slideshow')
const previewDir = process.env.PREVIEW_DIR

function writePrivate(file: string, data: Buffer): void {
  writeFileSync(join(slideshowDir, file), data)
  console.info(`wrote server/private/slideshow/${file} (${(data.length / 1024).toFixed(1)} KiB)`)
}

function write(urlPath: string, data: Buffer): void {
  const file = join(publicDir, urlPath)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, data)
  console.info(`wrote public${urlPath} (${(data.length / 1024).toFixed(1)} KiB)`)
}

function preview(name: string, png: Buffer): void {
  if (!previewDir) return
  mkdirSync(previewDir, { recursive: true })
  writeFileSync(join(previewDir, `${name}.png`), png)
}

export async function buildImages(only: string[] = []): Promise<void> {
  const wanted = (id: string) => only.length === 0 || only.includes(id)
  try {
    for (const project of projects) {
      if (!wanted(project.id)) continue
      const pages = mockups[project.id]
      if (!pages || pages.length < project.images.length) throw new Error(`missing mock-ups for ${project.id}`)
      for (const [i, src] of project.images.entries()) {
        const png = await renderPng(pages[i]!(), WIDTH, HEIGHT)
        preview(`${project.id}-${i + 1}`, png)
        write(src, pngToWebp(png, { quality: 82 }))
        if (i === 0) write(project.thumbnail, pngToWebp(png, { quality: 80, width: 600 }))
      }
    }
    for (const slide of slideshow.slides) {
      if (slide.kind !== 'image') continue
      const id = slide.file.replace(/\.webp$/, '')
      if (!wanted(id)) continue
      const scene = scenes[id]
      if (!scene) throw new Error(`no scene for ${slide.file}`)
      const png = await renderPng(bare(scene(), 1200, 800), 1200, 800)
      preview(`slide-${id}`, png)
      // Private: served only to an Admin by the API (server/src/routes/slideshow.ts), never from public/.
      writePrivate(slide.file, pngToWebp(png, { quality: 78 }))
    }
  } finally {
    await closeBrowser()
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildImages(process.argv.slice(2))
}
