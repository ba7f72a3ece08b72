import { and, desc, or, sql, type SQL } from 'drizzle-orm'
import { SEARCH_PAGE_SIZE, type EntrySearchPage, type EntrySearchQuery } from '@contract/entry-search'
import type { Clock } from '../app-env'
import type { Database } from '../db/client'
import { folded } from '../db/fold'
import { rowsOf } from '../db/rows'
import { bankAccounts, bankCards, categories, entries } from '../db/schema'
import { ownedBy } from '../db/scope'
import { entryList, entryListTextNewestFirst, todayStart } from './entries'

// The search over every month's entries (docs/product-rules.md#entries, docs/decisions/0013-entry-search-by-trigrams.md).
// Every word of the text must appear, ignoring case and accents, in the entry's free texts (the contract's
// ENTRY_TEXT_FIELDS: its description, its note) or in the name of its category, bank account or card (nickname,
// bank, holder or last digits); a word of one or two letters at the start of a word. The texts are matched on
// `entries.busca` (the folded texts PostgreSQL keeps) through its trigram index; the user's few categories,
// accounts and cards are matched first and their ids looked up through the entries' own indexes.

/** Words shorter than this match the start of a word only: the trigram index cannot look up fewer letters anywhere. */
export const SHORT_WORD = 3

/**
 * Whether the folded `column` holds `word` (its own % _ \ escaped, folded like the column): anywhere, or for a word of
 * one or two letters at the start of the text or of one of its words, which the trigram index also finds (a search
 * for two letters no entry holds read every row of the user: 45 ms at 100,000 entries, 0.2 ms so).
 */
function holds(column: SQL, word: string): SQL {
  const text = folded(sql`${word.replace(/[\\%_]/g, (c) => `\\${c}`)}::text`)
  if ([...word].length >= SHORT_WORD) return sql`${column} like '%' || ${text} || '%'`
  return sql`(${column} like ${text} || '%' or ${column} like '% ' || ${text} || '%')`
}

/** `'{1,2}'::int[]` of ids read from the database. */
const idArray = (ids: readonly number[]) => sql.raw(`'{${ids.map((id) => Math.trunc(Number(id))).join(',')}}'::int[]`)

export interface EntrySearchService {
  /** A page of the user's entries the text finds, newest first; `temMais` when a next page has any. */
  search(userId: number, query: EntrySearchQuery): Promise<EntrySearchPage>
}

export function createEntrySearchService({ db, clock }: { db: Database; clock: Clock }): EntrySearchService {
  /** Per word, the ids of the user's categories, accounts and cards whose names hold it: one round trip. */
  async function namedIds(userId: number, words: readonly string[]) {
    const perWord = words.map((word) => {
      const cardNames = or(
        holds(folded(bankCards.nomeBanco), word),
        holds(folded(bankCards.nomeUsuario), word),
        holds(folded(sql`coalesce(${bankCards.apelido}, '')`), word),
        holds(sql`coalesce(${bankCards.final}, '')`, word),
      )
      return sql`json_build_array(
        array(select ${categories.id} from ${categories} where ${ownedBy(categories, userId)} and ${holds(folded(categories.nomeCategoria), word)}),
        array(select ${bankAccounts.id} from ${bankAccounts} where ${ownedBy(bankAccounts, userId)} and ${holds(folded(bankAccounts.nome), word)}),
        array(select ${bankCards.id} from ${bankCards} where ${ownedBy(bankCards, userId)} and ${cardNames}))`
    })
    const [row] = await rowsOf<{ ids: [number[], number[], number[]][] }>(db, sql`select json_build_array(${sql.join(perWord, sql`, `)}) as ids`)
    return row!.ids
  }

  return {
    async search(userId, { q, pagina = 1 }) {
      const words = [...new Set(q.split(' '))]
      const named = await namedIds(userId, words)
      const matches = words.map((word, index) => {
        const [categoryIds, accountIds, cardIds] = named[index]!
        return or(
          holds(sql`${entries.busca}`, word),
          categoryIds.length > 0 ? sql`${entries.categoriaId} = any(${idArray(categoryIds)})` : undefined,
          accountIds.length > 0 ? sql`${entries.contaBancariaId} = any(${idArray(accountIds)})` : undefined,
          cardIds.length > 0 ? sql`${entries.cartaoId} = any(${idArray(cardIds)})` : undefined,
        )
      })
      // One more than a page: whether a next page has any, without counting every match.
      const page = db
        .select({ id: entries.id })
        .from(entries)
        .where(and(ownedBy(entries, userId), ...matches))
        .orderBy(desc(entries.dataLancamento), desc(entries.id))
        .limit(SEARCH_PAGE_SIZE + 1)
        .offset((pagina - 1) * SEARCH_PAGE_SIZE)
      const [result] = await db
        .select({ list: entryListTextNewestFirst })
        .from(entries)
        .where(sql`${entries.id} in ${page}`)
      const found = entryList(result?.list, todayStart(clock.now()))
      return { pagina, tamanhoPagina: SEARCH_PAGE_SIZE, temMais: found.length > SEARCH_PAGE_SIZE, lancamentos: found.slice(0, SEARCH_PAGE_SIZE) }
    },
  }
}
