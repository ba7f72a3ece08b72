/**
 * Regenerates every generated asset under public/ from src/content and the generators here.
 *
 *   node --import tsx scripts/content/build-all.ts
 *
 * Needs: Chromium (/usr/bin/chromium or CHROMIUM_PATH), cwebp (webp), lame, and the Inter font
 * (fonts-inter) for identical output. See scripts/content/README.md.
 */
import { buildImages } from './build-images'
import { buildMusic } from './build-music'
import { buildResume } from './build-resume'
import { buildSvgs } from './build-svg'

buildSvgs()
await buildImages()
buildMusic()
await buildResume()
console.info('content assets rebuilt')
