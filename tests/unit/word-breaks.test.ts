// No style lets words break anywhere (docs/product-rules.md#accessibility): `overflow-wrap: anywhere` also shrinks
// an element's smallest width, so a table cell or a flex item cut "Mariana" into "Marian/a" although it had room to
// wrap between words. `break-word` keeps words whole and still breaks one longer than its line. A file name and the
// two-step verification secret (no spaces to wrap at, not words) are the allowed exceptions.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const ALLOWED = ['src/views/account/two-factor.css.ts: secret', 'src/views/finance/import/bank-import.css.ts: fileLine']

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? styleFiles(join(dir, entry.name)) : entry.name.endsWith('.css.ts') ? [join(dir, entry.name)] : [],
  )
}

describe('overflow-wrap', () => {
  it('never lets words break anywhere but in file names and the secret key', () => {
    const found: string[] = []
    for (const file of styleFiles(join(root, 'src'))) {
      const lines = readFileSync(file, 'utf8').split('\n')
      lines.forEach((line, index) => {
        if (!/overflowWrap:\s*'anywhere'|wordBreak:\s*'break-all'/.test(line)) return
        const name = /export const (\w+)/.exec(lines.slice(0, index + 1).reverse().find((each) => each.startsWith('export const')) ?? '')?.[1]
        found.push(`${relative(root, file)}: ${name}`)
      })
    }
    expect(found).toEqual(ALLOWED)
  })
})
