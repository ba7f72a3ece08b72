import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMachine, not, and, stateIn } from 'xstate'
import { catalog, machinePages } from '../../scripts/machines/catalog'
import { allNodes, guardName, mermaid } from '../../scripts/machines/diagram'

// docs/machines: one page per machine with a Mermaid statechart generated from its
// definition, and an index linked from the README. Fails when a page is out of date with its machine
// (run `npm run machines`), when a machine file has no page, or when a page's machine is gone.

const root = join(import.meta.dirname, '../..')
const folder = join(root, 'docs/machines')
const pages = machinePages()

describe('docs/machines', () => {
  it('has a page for every machine of machines/**/*.machine.ts (the editable-list factory: its configured machines)', () => {
    const { files, entries } = catalog()
    const machineFiles = readdirSync(join(root, 'machines'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.machine.ts'))
    expect(Object.keys(files).sort()).toEqual(machineFiles.map((file) => `machines/${file}`).sort())
    for (const [file, count] of Object.entries(files)) expect(count, `${file} contributes a machine page`).toBeGreaterThan(0)
    expect(entries.map((entry) => entry.machine.id)).toEqual(expect.arrayContaining(['categoryList', 'bankCardList', 'accountHolderList']))
    expect(new Set(entries.map((entry) => entry.slug)).size, 'two machines with one page name').toBe(entries.length)
  })

  it.each(Object.keys(pages))('docs/machines/%s is up to date with the machines (else run `npm run machines`)', (file) => {
    const path = join(folder, file)
    expect(existsSync(path), `docs/machines/${file} is missing: run npm run machines`).toBe(true)
    expect(readFileSync(path, 'utf8'), `docs/machines/${file} is out of date: run npm run machines`).toBe(pages[file])
  })

  it('has no page of a machine that is gone', () => {
    const stale = readdirSync(folder).filter((file) => file.endsWith('.md') && !(file in pages))
    expect(stale, 'run npm run machines').toEqual([])
  })

  it('is linked from the README', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('(docs/machines/README.md)')
  })
})

describe('the generated statechart', () => {
  it.each(catalog().entries.map((entry) => [entry.machine.id, entry] as const))('%s: every state and every transition is drawn', (_, entry) => {
    const text = mermaid(entry.machine)
    const nodes = allNodes(entry.machine.root)
    for (const node of nodes) expect(text, `state ${node.id}`).toMatch(new RegExp(`\\b${node.path.join('_')}\\b`))
    const drawn = text.split('\n').filter((line) => / --> /.test(line) && !line.includes('[*]')).length
    const expected = [entry.machine.root, ...nodes].reduce((sum, node) => {
      const list = [...(node.transitions as Map<string, Array<{ target?: unknown[] }>>).values()].flat()
      const always = (node.always as Array<{ target?: unknown[] }> | undefined) ?? []
      return sum + [...list, ...always].reduce((n, transition) => n + Math.max(1, transition.target?.length ?? 0), 0)
    }, 0)
    expect(drawn).toBe(expected)
  })

  it('draws nested, parallel, final, eventless and guarded transitions, guards by name', () => {
    const machine = createMachine({
      id: 'probe',
      initial: 'a',
      states: {
        a: { on: { go: { target: 'b', guard: 'ready' }, stay: { guard: and(['x', not('y')]) } }, always: { target: 'c', guard: stateIn('#probe.c') } },
        b: { type: 'parallel', states: { left: { initial: 'l1', states: { l1: {} } }, right: { initial: 'r1', states: { r1: { entry: 'start' } } } } },
        c: { type: 'final' },
      },
    })
    expect(mermaid(machine)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> probe',
        '  state probe {',
        '    [*] --> a',
        '    state "a" as a',
        '    state b {',
        '      state b_left {',
        '        [*] --> b_left_l1',
        '        state "l1" as b_left_l1',
        '      }',
        '      --',
        '      state b_right {',
        '        [*] --> b_right_r1',
        '        state "r1" as b_right_r1',
        '        b_right_r1 : entry / start',
        '      }',
        '    }',
        '    state "c" as c',
        '    c --> [*]',
        '  }',
        '  a --> b : go [ready]',
        '  a --> a : stay [and(x, not(y))] (no state change)',
        '  a --> c : always [in(#probe.c)]',
      ].join('\n'),
    )
    expect(guardName({ type: 'isValid', params: { n: 1 } })).toBe('isValid')
  })
})
