import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Folders the server reads at run time, found from the project root (the nearest folder up with a
// package.json), so they are the same whether the server runs from its sources (npm run serve) or
// from its build in server/build (npm start).

function projectRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder)
    if (parent === folder) throw new Error('No package.json above the server')
    folder = parent
  }
  return folder
}

export const root = projectRoot()
/** The built SPA (npm run build). */
export const staticDir = join(root, 'dist')
export const migrationsFolder = join(root, 'server/src/db/migrations')
/** Where the migrated PGlite template is kept (db/template.ts). */
export const templateFolder = join(root, 'node_modules/.cache/portfolio-db')
/** The private slideshow's pictures and music, served only to an Admin (routes/slideshow.ts), never from dist/. */
export const slideshowDir = join(root, 'server/private/slideshow')
