import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

// Build-time compression: every compressible file of the build gets a brotli
// (.br, quality 11) and a gzip (.gz, level 9) sibling, which the server sends to clients that accept
// them (serveStatic's `precompressed`), so no request pays for compression.

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats worth compressing; images, audio and PDFs are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/
/** Smaller files gain nothing worth a second request header. */
const MIN_BYTES = 1024

/** Writes `<file>.br` and `<file>.gz` next to every compressible file under `dir`; returns how many files it compressed. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    if ((await stat(file)).size < MIN_BYTES) continue
    const content = await readFile(file)
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gzipAsync(content, { level: 9 }),
    ])
    // A variant that is not smaller is not worth sending.
    if (br.length < content.length) await writeFile(`${file}.br`, br)
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz)
    count += 1
  }
  return count
}

/** Vite plugin: precompresses the output folder once the build is written. */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    // The browser's files only: the prerenderer's Node build (scripts/prerender.ts) is never served.
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    async closeBundle() {
      // A few silent seconds on a first start otherwise: say what takes them.
      console.info('[build] compressing the files for browsers (brotli, gzip)…')
      await precompressDir(outDir)
    },
  }
}
