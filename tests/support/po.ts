// A small .po reader for the catalog tests: msgctxt/msgid/msgstr with multi-line string continuations, and whether
// the entry's id is an explicit one (`#. js-lingui-explicit-id`: msgid is the id, e.g. a server message key).

export interface PoEntry {
  context: string | null
  id: string
  translation: string
  /** The id was given in the source (msg({ id, message })): msgid is that id, not the English text. */
  explicitId: boolean
}

function unquote(line: string, keyword: string): string {
  return JSON.parse(line.slice(keyword.length + 1)) as string
}

export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = []
  let current: { msgctxt?: string; msgid?: string; msgstr?: string; explicitId?: boolean } = {}
  let last: 'msgctxt' | 'msgid' | 'msgstr' | null = null
  const flush = () => {
    if (current.msgid !== undefined && current.msgid !== '') {
      entries.push({ context: current.msgctxt ?? null, id: current.msgid, translation: current.msgstr ?? '', explicitId: current.explicitId ?? false })
    }
    current = {}
    last = null
  }
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) {
      if (line === '') flush()
      else if (line === '#. js-lingui-explicit-id') current.explicitId = true
      continue
    }
    const keyword = (['msgctxt', 'msgid', 'msgstr'] as const).find((k) => line.startsWith(`${k} `))
    if (keyword) {
      if (keyword !== 'msgstr' && last === 'msgstr') flush()
      current[keyword] = unquote(line, keyword)
      last = keyword
    } else if (line.startsWith('"') && last) {
      current[last] = (current[last] ?? '') + (JSON.parse(line) as string)
    }
  }
  flush()
  return entries
}
