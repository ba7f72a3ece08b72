/** Image encoding through the `cwebp` command (Debian: apt-get install webp). */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface WebpOptions {
  quality?: number
  /** Resize to this width (keeps aspect ratio). */
  width?: number
}

export function pngToWebp(png: Buffer, options: WebpOptions = {}): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'content-webp-'))
  try {
    const input = join(dir, 'in.png')
    const output = join(dir, 'out.webp')
    writeFileSync(input, png)
    const args = ['-quiet', '-q', String(options.quality ?? 80), '-m', '6', '-sharp_yuv']
    if (options.width) args.push('-resize', String(options.width), '0')
    args.push(input, '-o', output)
    execFileSync('cwebp', args)
    return readFileSync(output)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
