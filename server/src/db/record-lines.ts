import { sql, type SQL } from 'drizzle-orm'
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core'
import { toSaoPauloIso } from '@contract/calendar'

// Rows as lines of text, the fast path of the long lists (docs/decisions/0006-entry-lists-as-lines.md): PGlite
// spends far more on each value it hands back than on the query, and building JSON objects in SQL cost it about
// 2.5 times what joining texts does (900 entries: 12 → 4.6 ms). So PostgreSQL writes each row as one line: each
// field's text joined by U+001F (the unit separator), rows joined by a line break. Every free text goes through
// to_json, which escapes both (and every other control character), so no text can end a field or a row early,
// whatever it holds: '|', quotes, line breaks, U+2028. The other fields are numbers, moments and checked codes.

/** How a field's text becomes its value: '' is null for every kind but 'json' (free text, written by to_json). */
export type FieldKind = 'int' | 'number' | 'text' | 'json' | 'moment'

/** A field of a line: its answer key, its SQL and its kind. A 'json' field's SQL must be `to_json(<text column>)` (or JSON text that is never null). */
export type LineField<Key extends string> = readonly [Key, SQL, FieldKind]

/** A moment as milliseconds since the epoch (truncated, as Date keeps it): PostgreSQL prints a number faster than a date text. */
export const epochMs = (column: SQL.Aliased | SQL | { getSQL(): SQL }) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`

/**
 * The field of a column answered as it is stored, its kind read from the column's SQL type: integers 'int',
 * numeric 'number', timestamptz 'moment' (epochMs), char and enum varchar codes 'text', any other text free text
 * ('json', through to_json; a nullable one answers null).
 */
export function columnField<Key extends string>(key: Key, column: PgColumn): LineField<Key> {
  const type = column.getSQLType()
  if (type === 'serial' || type === 'integer') return [key, sql`${column}`, 'int']
  if (type.startsWith('numeric')) return [key, sql`${column}`, 'number']
  if (type === 'timestamp with time zone') return [key, epochMs(column), 'moment']
  if (type.startsWith('char') || (column.enumValues?.length ?? 0) > 0) return [key, sql`${column}`, 'text']
  if (type.startsWith('varchar') || type === 'text') return [key, column.notNull ? sql`to_json(${column})` : sql`coalesce(to_json(${column}), 'null'::json)`, 'json']
  throw new Error(`No line field for the ${type} column of ${key}`)
}

const FIELD_SEPARATOR = '\u001f'

/** What JSON.stringify would escape in a text (the checked codes of 'text' fields have none). */
// eslint-disable-next-line no-control-regex -- the control characters are what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f]/

/** A field's value from its text. */
function fieldValue(text: string, kind: FieldKind): unknown {
  if (kind === 'json') return JSON.parse(text)
  if (text === '') return null
  if (kind === 'int' || kind === 'number') return Number(text)
  return kind === 'moment' ? toSaoPauloIso(new Date(Number(text))) : text
}

/** A field's JSON text from its text (JSON.stringify of fieldValue's value; to_json's text as it is). */
function fieldJson(text: string, kind: FieldKind): string {
  if (kind === 'json') return text
  if (text === '') return 'null'
  if (kind === 'int') return text
  if (kind === 'number') return String(Number(text))
  if (kind === 'moment') return `"${toSaoPauloIso(new Date(Number(text)))}"`
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`
}

/** A key and value worked out from a line's texts, placed after the field `after` (e.g. `vencido`, which depends on today). */
export interface DerivedField<Key extends string> {
  after: Key
  key: string
  value: (texts: readonly string[]) => boolean
}

/**
 * The codec of one kind of row: `line` (the SQL of a row's line, written out once: it has no parameter, and
 * Drizzle spent about 1.8 ms building a 900-row list's query from its parts on every call), `list(order)` (the
 * lines of a query's rows joined, '' for none), `index(key)` (where a field's text is), and the decoders: to
 * objects, or straight to the JSON text JSON.stringify would write of them (no objects made).
 */
export function recordLines<Key extends string>(fields: readonly LineField<Key>[]) {
  const kinds = fields.map(([key, , kind]) => [key, kind] as const)
  const keyTexts = kinds.map(([key], index) => `${index === 0 ? '' : ','}${JSON.stringify(key)}:`)
  const line = sql.raw(
    new PgDialect().sqlToQuery(
      sql`concat_ws(chr(31), ${sql.join(
        fields.map(([, expression]) => sql`coalesce((${expression})::text, '')`),
        sql`, `,
      )})`,
    ).sql,
  )
  const index = (key: Key) => kinds.findIndex(([name]) => name === key)
  const split = (text: string) => {
    const texts = text.split(FIELD_SEPARATOR)
    if (texts.length !== kinds.length) throw new Error(`A line has ${texts.length} fields, not ${kinds.length}`)
    return texts
  }

  return {
    line,
    index,
    /** The lines of a query's rows in `order`, joined by line breaks ('' for none). */
    list: (order: SQL) => sql<string>`coalesce(string_agg(${line}, E'\n' order by ${order}), '')`,

    /** The objects of a list (or of one line). */
    decode(text: string | undefined, derived?: DerivedField<Key>): Record<string, unknown>[] {
      if (!text) return []
      const after = derived ? index(derived.after) : -1
      return text.split('\n').map((row) => {
        const texts = split(row)
        const record: Record<string, unknown> = {}
        kinds.forEach(([key, kind], position) => {
          record[key] = fieldValue(texts[position]!, kind)
          if (position === after) record[derived!.key] = derived!.value(texts)
        })
        return record
      })
    },

    /**
     * The JSON text of decode(text, derived), written from the texts a row at a time: each row's text is flattened
     * once written, so the small strings it was joined from die young, and the rows are joined at the end. Added to
     * one growing text instead, every piece of a 2,000-row answer stayed reachable to its end (a tree of joins): a
     * collection during the answer kept them all (5.6 MB promoted a read against 2.8, and 2.6× the time).
     */
    json(text: string | undefined, derived?: DerivedField<Key>): string {
      if (!text) return '[]'
      const after = derived ? index(derived.after) : -1
      const derivedKey = derived ? `,${JSON.stringify(derived.key)}:` : ''
      const lines = text.split('\n')
      const rows = new Array<string>(lines.length)
      for (let at = 0; at < lines.length; at++) {
        const texts = split(lines[at]!)
        let json = '{'
        for (let position = 0; position < kinds.length; position++) {
          json += keyTexts[position]! + fieldJson(texts[position]!, kinds[position]![1])
          if (position === after) json += derivedKey + (derived!.value(texts) ? 'true' : 'false')
        }
        json += '}'
        // Reading a character makes V8 flatten the row into one string.
        json.charCodeAt(0)
        rows[at] = json
      }
      return `[${rows.join(',')}]`
    },
  }
}
