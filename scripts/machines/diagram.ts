import type { AnyStateMachine } from 'xstate'

// Machine pages for docs/machines, generated from the machine definitions themselves:
// a Mermaid stateDiagram-v2 (states, initial and final states, parallel regions, every transition with
// its event and guard by name), the states with their entry effects and tags, and the definition as
// JSON for Stately's editor. Pure: `npm run machines` writes what this returns; a test compares.

type StateNode = AnyStateMachine['root']

interface TransitionLike {
  eventType: string
  target?: readonly StateNode[] | undefined
  guard?: unknown
  actions: readonly unknown[]
  reenter?: boolean
}

/** A guard as written: its name, or a higher-order guard with the names inside (`and(a, not(b))`). */
export function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[]; stateValue?: unknown }
    if (fn.name === 'stateIn' && fn.stateValue !== undefined) return `in(${typeof fn.stateValue === 'string' ? fn.stateValue : JSON.stringify(fn.stateValue)})`
    if (Array.isArray(fn.guards)) return `${fn.name}(${fn.guards.map((inner) => guardName(inner) ?? '?').join(', ')})`
    return fn.name ? fn.name : 'inline guard'
  }
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type)
  return 'guard'
}

/** An action by name (an inline function by its name, or 'inline'). */
function actionName(action: unknown): string {
  if (typeof action === 'string') return action
  if (typeof action === 'function') {
    const fn = action as { name?: string; type?: unknown }
    return typeof fn.type === 'string' ? fn.type : fn.name || 'inline'
  }
  if (action && typeof action === 'object' && 'type' in action) return String((action as { type: unknown }).type)
  return 'action'
}

/** `after` adds a raise (entry) and a cancel (exit) of its own event to its state: drawn as the delayed transition instead. */
function isDelayAction(action: unknown): boolean {
  const fn = action as { type?: unknown; id?: unknown; sendId?: unknown } | null
  if (!fn || (typeof fn !== 'function' && typeof fn !== 'object')) return false
  const id = fn.type === 'xstate.raise' ? fn.id : fn.type === 'xstate.cancel' ? fn.sendId : undefined
  return typeof id === 'string' && id.startsWith('xstate.after.')
}

/** The entry (or exit) actions of a state as written, by name. */
function ownActions(list: unknown): string[] {
  return (list as unknown[]).filter((action) => !isDelayAction(action)).map(actionName)
}

/** The actors a state invokes, by their `src` name (`id` too when it differs). */
function invokedActors(node: StateNode): string[] {
  return ((node.invoke as Array<{ id?: unknown; src?: unknown }> | undefined) ?? []).map((invoke) => {
    const src = typeof invoke.src === 'string' ? invoke.src : 'inline actor'
    return typeof invoke.id === 'string' && invoke.id !== src && !invoke.id.includes(':invocation[') ? `${src} (id ${invoke.id})` : src
  })
}

const children = (node: StateNode): StateNode[] => Object.values(node.states as Record<string, StateNode>)

/** Every state node below `node`, depth first, in definition order. */
export function allNodes(node: StateNode): StateNode[] {
  return children(node).flatMap((child) => [child, ...allNodes(child)])
}

/** Every transition of `node` in definition order, eventless ones last. */
function transitionsOf(node: StateNode): TransitionLike[] {
  const list = [...(node.transitions as Map<string, TransitionLike[]>).values()].flat()
  return [...list, ...((node.always as TransitionLike[] | undefined) ?? [])]
}

/** The event of a transition as people read it. */
function eventLabel(eventType: string): string {
  if (eventType === '') return 'always'
  const delayed = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (delayed) return `after ${delayed[1]}`
  if (eventType.startsWith('xstate.done.state.')) return 'done'
  return eventType
}

const RESERVED = new Set(['state', 'note', 'direction', 'end', 'as', 'classDef', 'class', 'style', 'click', 'default'])

/** A Mermaid state id: the path below the machine joined with '_' (the machine itself: its id). */
function mermaidId(node: StateNode, machine: AnyStateMachine): string {
  const path = node === machine.root ? [machine.id] : (node.path as string[])
  const id = path.join('_').replace(/[^A-Za-z0-9_]/g, '_')
  return RESERVED.has(id) ? `${id}_` : id
}

function transitionLabel(transition: TransitionLike): string {
  const guard = guardName(transition.guard)
  const parts = [eventLabel(transition.eventType)]
  if (guard) parts.push(`[${guard}]`)
  if (!transition.target || transition.target.length === 0) parts.push('(no state change)')
  else if (transition.reenter) parts.push('(re-enters)')
  // Mermaid ends a label at a newline and treats ';' as a statement break.
  return parts.join(' ').replace(/[;\n]/g, ' ')
}

/** The Mermaid `stateDiagram-v2` of `machine`. */
export function mermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2']
  const out = (depth: number, text: string) => lines.push(`${'  '.repeat(depth)}${text}`)

  const declare = (node: StateNode, depth: number) => {
    const id = mermaidId(node, machine)
    const kids = children(node)
    if (kids.length === 0) {
      // Declared inside its parent, so that Mermaid draws it there (a state first named by a transition lands at the top).
      if (node !== machine.root) out(depth, `state "${node.key}" as ${id}`)
      const entry = ownActions(node.entry)
      if (entry.length > 0) out(depth, `${id} : entry / ${entry.join(', ')}`)
      const invoked = invokedActors(node)
      if (invoked.length > 0) out(depth, `${id} : invoke / ${invoked.join(', ')}`)
      return
    }
    out(depth, `state ${id} {`)
    if (node.type === 'parallel') {
      kids.forEach((region, index) => {
        if (index > 0) out(depth + 1, '--')
        declare(region, depth + 1)
      })
    } else {
      const initial = (node.initial?.target as StateNode[] | undefined) ?? []
      for (const target of initial) out(depth + 1, `[*] --> ${mermaidId(target, machine)}`)
      for (const kid of kids) declare(kid, depth + 1)
      for (const kid of kids) if (kid.type === 'final') out(depth + 1, `${mermaidId(kid, machine)} --> [*]`)
    }
    out(depth, '}')
    const entry = ownActions(node.entry)
    if (entry.length > 0) out(depth, `${id} : entry / ${entry.join(', ')}`)
    const invoked = invokedActors(node)
    if (invoked.length > 0) out(depth, `${id} : invoke / ${invoked.join(', ')}`)
  }

  out(1, `[*] --> ${mermaidId(machine.root, machine)}`)
  declare(machine.root, 1)
  for (const node of [machine.root, ...allNodes(machine.root)]) {
    const source = mermaidId(node, machine)
    for (const transition of transitionsOf(node)) {
      const targets = transition.target && transition.target.length > 0 ? transition.target : [node]
      for (const target of targets) out(1, `${source} --> ${mermaidId(target, machine)} : ${transitionLabel(transition)}`)
    }
  }
  return lines.join('\n')
}

/** The definition as XState JSON (states, initial, on, always, guards and actions by name): for Stately's editor. */
export function definition(machine: AnyStateMachine): Record<string, unknown> {
  const transitionJson = (transition: TransitionLike) => {
    const json: Record<string, unknown> = {}
    if (transition.target && transition.target.length > 0) json.target = transition.target.map((target) => `#${target.id}`)
    const guard = guardName(transition.guard)
    if (guard) json.guard = guard
    if (transition.actions.length > 0) json.actions = transition.actions.map(actionName)
    if (transition.reenter) json.reenter = true
    return json
  }
  const nodeJson = (node: StateNode): Record<string, unknown> => {
    const json: Record<string, unknown> = {}
    if (node === machine.root) json.id = machine.id
    if (node.type === 'parallel' || node.type === 'final') json.type = node.type
    const initial = (node.initial?.target as StateNode[] | undefined) ?? []
    if (initial.length > 0 && node.type !== 'parallel') json.initial = initial[0]!.key
    const tags = node.tags as string[]
    if (tags.length > 0) json.tags = tags
    const entry = ownActions(node.entry)
    if (entry.length > 0) json.entry = entry
    const exit = ownActions(node.exit)
    if (exit.length > 0) json.exit = exit
    const invoke = ((node.invoke as Array<{ id?: unknown; src?: unknown }> | undefined) ?? []).map((item) => ({
      ...(typeof item.id === 'string' && !item.id.includes(':invocation[') ? { id: item.id } : {}),
      src: typeof item.src === 'string' ? item.src : 'inline actor',
    }))
    if (invoke.length > 0) json.invoke = invoke.length === 1 ? invoke[0] : invoke
    const on: Record<string, unknown[]> = {}
    const after: Record<string, unknown[]> = {}
    for (const [eventType, list] of node.transitions as Map<string, TransitionLike[]>) {
      const delay = /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1]
      if (delay !== undefined) after[delay] = list.map(transitionJson)
      else on[eventType] = list.map(transitionJson)
    }
    if (Object.keys(after).length > 0) json.after = after
    if (Object.keys(on).length > 0) json.on = on
    const always = (node.always as TransitionLike[] | undefined) ?? []
    if (always.length > 0) json.always = always.map(transitionJson)
    const kids = children(node)
    if (kids.length > 0) json.states = Object.fromEntries(kids.map((kid) => [kid.key, nodeJson(kid)]))
    return json
  }
  return nodeJson(machine.root)
}

export interface MachineEntry {
  machine: AnyStateMachine
  /** The page's file name without `.md`: the machine id in kebab-case. */
  slug: string
  /** The file that defines the machine (`machines/books/book-list.machine.ts`). */
  source: string
  /** Where a factory's configured machine is made (`machines/finance/registries/registries.ts`), if not in `source`. */
  configuredIn?: string
  /** The header comment of the source file. */
  summary: string[]
  /** The model-based test that replays this machine against its view, if any. */
  modelTest?: string
}

export const slugOf = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()

export const GENERATED_NOTE = 'Generated by `npm run machines` from the machine definition; do not edit (a test fails when this page is out of date).'

/** Totals as the model tests count them (tests/model/coverage.ts): state nodes below the root, transitions of every node. */
export function machineTotals(machine: AnyStateMachine): { states: number; transitions: number } {
  const nodes = allNodes(machine.root)
  const transitions = [machine.root, ...nodes].reduce((sum, node) => sum + [...(node.transitions as Map<string, unknown[]>).values()].flat().length, 0)
  return { states: nodes.length, transitions }
}

/** The page of one machine. */
export function machinePage(entry: MachineEntry): string {
  const { machine } = entry
  const totals = machineTotals(machine)
  const nodes = allNodes(machine.root)
  const events = new Map<string, Array<{ from: string; to: string; guard: string; actions: string }>>()
  for (const node of [machine.root, ...nodes]) {
    for (const transition of transitionsOf(node)) {
      const list = events.get(eventLabel(transition.eventType)) ?? []
      list.push({
        from: node === machine.root ? `(${machine.id})` : node.path.join('.'),
        to: transition.target && transition.target.length > 0 ? transition.target.map((target) => (target === machine.root ? `(${machine.id})` : target.path.join('.'))).join(', ') : '—',
        guard: guardName(transition.guard) ?? '',
        actions: transition.actions.map(actionName).join(', '),
      })
      events.set(eventLabel(transition.eventType), list)
    }
  }
  const cell = (text: string) => (text === '' || text === '—' ? text : `\`${text.replace(/\|/g, '\\|')}\``)
  const lines = [
    `# ${machine.id}`,
    '',
    `> ${GENERATED_NOTE}`,
    '',
    ...entry.summary.map((line) => line),
    ...(entry.summary.length > 0 ? [''] : []),
    `Source: [\`${entry.source}\`](../../${entry.source})${entry.configuredIn ? `, configured in [\`${entry.configuredIn}\`](../../${entry.configuredIn})` : ''}.`,
    '',
    '```mermaid',
    mermaid(machine),
    '```',
    '',
    '## States',
    '',
    '| State | Type | Entry | Tags |',
    '|---|---|---|---|',
    ...nodes.map((node) => `| ${cell(node.path.join('.'))} | ${node.type} | ${cell([...ownActions(node.entry), ...invokedActors(node).map((src) => `invoke ${src}`)].join(', '))} | ${cell((node.tags as string[]).join(', '))} |`),
    '',
    '## Events',
    '',
    '| Event | From | To | Guard | Actions |',
    '|---|---|---|---|---|',
    ...[...events].flatMap(([event, list]) => list.map((row) => `| ${cell(event)} | ${cell(row.from)} | ${cell(row.to)} | ${cell(row.guard)} | ${cell(row.actions)} |`)),
    '',
    '## Path coverage',
    '',
    entry.modelTest
      ? `[\`${entry.modelTest}\`](../../${entry.modelTest}) replays the shortest paths of this machine against its real view and asserts that they reach every one of its ${totals.states} states and take every one of its ${totals.transitions} transitions (transient states, which never show in a snapshot, are asserted by name); it prints \`[model coverage] ${machine.id} paths N | states … | transitions …\`.`
      : `No model-based test replays this machine yet (${totals.states} states, ${totals.transitions} transitions).`,
    '',
    '## Open it in the Stately editor',
    '',
    'Open <https://state.new> (Stately Studio), choose **Import** in the Code panel and paste the code below: the machine as a',
    '`createMachine` call with guards and actions by name (their implementations are in the source). Or open the source file in',
    'VS Code with the Stately extension and run **Stately: Open Visual Editor**.',
    '',
    '<details><summary>Importable definition</summary>',
    '',
    '```js',
    `import { createMachine } from 'xstate'`,
    '',
    `export const ${machine.id}Machine = createMachine(${JSON.stringify(definition(machine), null, 2)})`,
    '```',
    '',
    '</details>',
    '',
  ]
  return lines.join('\n')
}

/** docs/machines/README.md: every machine with its size and model test. */
export function indexPage(entries: readonly MachineEntry[]): string {
  const rows = [...entries]
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .map((entry) => {
      const totals = machineTotals(entry.machine)
      return `| [${entry.machine.id}](${entry.slug}.md) | [\`${entry.configuredIn ?? entry.source}\`](../../${entry.configuredIn ?? entry.source}) | ${totals.states} | ${totals.transitions} | ${entry.modelTest ? `[\`${entry.modelTest.split('/').pop()}\`](../../${entry.modelTest})` : '—'} |`
    })
  return [
    '# State machines',
    '',
    `> ${GENERATED_NOTE}`,
    '',
    'Every flow of the SPA is an XState v5 machine in `machines/` (see `tests/README.md` for the effect pattern). Each page below',
    'has its statechart as a Mermaid diagram (GitHub and most Markdown viewers draw it), its states and events with guards by name,',
    'the model-based test that covers it, and its definition as JSON for the Stately editor. The editable list is a factory: its',
    'three configured machines (categories, bank cards, account holders) each have a page.',
    '',
    '| Machine | Defined in | States | Transitions | Model test |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    '## Watch them live',
    '',
    'Run `npm run dev` and open <http://localhost:5173/?inspect> (or start with `VITE_INSPECT=1 npm run dev`): the app loads',
    '`@statelyai/inspect` and opens the Stately inspector in a new window (allow the pop-up), where every machine the pages start',
    'shows its current state, context and the events it receives. Development builds only; see `src/main.tsx` and `src/state/inspector.ts`.',
    '',
  ].join('\n')
}
