import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

// Case- and accent-insensitive text for the finance registries (docs/product-rules.md#registries-categories-bank-cards-account-holders): searches
// ("joao" finds "João Silva"), duplicate names and the name order ("Álvaro" sorts with "A"). PGlite
// has no `unaccent`, so accents go through translate(): every Latin letter with diacritics of
// U+00C0–U+024F whose decomposition is one ASCII letter maps to that letter, lower case. The lists
// are literals (not computed at start) so the index expression in the migrations never changes.

export const ACCENTED_LETTERS =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ'
export const PLAIN_LETTERS =
  'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy'

const translateFrom = sql.raw(`'${ACCENTED_LETTERS}'`)
const translateTo = sql.raw(`'${PLAIN_LETTERS}'`)

/** `lower(translate(text, accented, plain))`: the folded form of a column or of a bound value. */
export function folded(text: PgColumn | SQL): SQL {
  return sql`lower(translate(${text}, ${translateFrom}, ${translateTo}))`
}

/** Whether `column` contains `term` ignoring case and accents (a blank term matches everything). */
export function containsFolded(column: PgColumn, term: string): SQL {
  return sql`strpos(${folded(column)}, ${folded(sql`${term}::text`)}) > 0`
}
