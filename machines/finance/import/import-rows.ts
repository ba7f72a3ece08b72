// The rows of an import preview as the user decides them (docs/product-rules.md#bank-statement-import): each row's
// action (its default unless the user changed it), its category (the suggested one unless changed), the
// filter by situation, the totals the confirmation would write and the confirmation's body, which lists only
// the rows the user changed. Pure functions: the bank import machine and its page both call them.
import { importSituations } from '@contract/bank-import'
import type { ImportAction, ImportConfirm, ImportDecision, ImportPreview, ImportRow, ImportSituation } from '@contract/bank-import'
import type { CategoryType } from '@contract/finance'
import { amountToCents, centsToAmount } from '@contract/money'

/** What the user chose for one row: its action and its category (null: none). */
export interface RowChoice {
  acao: ImportAction
  categoriaId: number | null
}

/** The rows the user changed, by their line; the others keep their defaults. */
export type RowChoices = Readonly<Record<number, RowChoice>>

/** The situation filter: one situation, or every row. */
export type SituationFilter = ImportSituation | 'todas'

/** Rows on screen at first, and how many more each "see more" shows. */
export const IMPORT_PAGE_SIZE = 100

/** The row's action: the user's choice, else the preview's default. */
export const rowAction = (row: ImportRow, choices: RowChoices): ImportAction => choices[row.linha]?.acao ?? row.acao

/** The row's category: the user's choice, else the suggested one. */
export function rowCategory(row: ImportRow, choices: RowChoices): number | null {
  const choice = choices[row.linha]
  return choice ? choice.categoriaId : (row.categoriaSugeridaId ?? null)
}

/** A row confirming writes or links (its checkbox is ticked). */
export const isIncluded = (action: ImportAction): boolean => action !== 'ignorar'

/** Whether a row can be written at all: it has a day and a non-zero amount (a rejected row has neither). */
export const canInclude = (row: ImportRow): boolean => row.data !== null && row.valor !== null && row.valor !== 0

/** The action a ticked row takes: its default when that writes something, else importing it as new. */
export const includedAction = (row: ImportRow): ImportAction => (row.acao === 'ignorar' ? 'importar' : row.acao)

/** A row written as a new entry takes a category (a link keeps the entry's own; a transfer has none). */
export const takesCategory = (row: ImportRow, action: ImportAction): boolean => action === 'importar' && row.situacao !== 'transferencia' && canInclude(row)

/** The categories a row may take: money out is an expense, money in an income. */
export const rowCategoryType = (row: ImportRow): CategoryType => ((row.valor ?? 0) < 0 ? 'Despesa' : 'Receita')

/** A possible duplicate may be linked to the entry it matched or imported as a new one. */
export const offersLinkChoice = (row: ImportRow): boolean => row.situacao === 'possivelDuplicata' && row.existente?.tipo === 'lancamento'

/** The choices with `row` set to `choice`, or without it when the choice is the row's default. */
function withChoice(choices: RowChoices, row: ImportRow, choice: RowChoice): RowChoices {
  const next: Record<number, RowChoice> = { ...choices }
  if (choice.acao === row.acao && choice.categoriaId === (row.categoriaSugeridaId ?? null)) delete next[row.linha]
  else next[row.linha] = choice
  return next
}

/** The row takes `acao` (its category stays as it is). */
export const chooseAction = (choices: RowChoices, row: ImportRow, acao: ImportAction): RowChoices => withChoice(choices, row, { acao, categoriaId: rowCategory(row, choices) })

/** The row takes the category `categoriaId` (null: none); its action stays as it is. */
export const chooseCategory = (choices: RowChoices, row: ImportRow, categoriaId: number | null): RowChoices =>
  withChoice(choices, row, { acao: rowAction(row, choices), categoriaId })

/** The choices that still name a row of `preview` (a preview read again keeps what the user chose of its rows). */
export function choicesFor(choices: RowChoices, preview: ImportPreview): RowChoices {
  const kept: Record<number, RowChoice> = {}
  for (const row of preview.linhas) {
    const choice = choices[row.linha]
    if (choice && (choice.acao === 'ignorar' || canInclude(row))) kept[row.linha] = choice
  }
  return kept
}

/** The confirmation's body: only the rows the user changed, by line; a category where one is written or a suggestion dropped. */
export function confirmBody(preview: ImportPreview, choices: RowChoices): ImportConfirm {
  const linhas: ImportDecision[] = []
  for (const row of preview.linhas) {
    const choice = choices[row.linha]
    if (!choice) continue
    // null is sent only to drop a suggested category (a row sent without one takes the suggestion).
    const writesCategory = takesCategory(row, choice.acao) && (choice.categoriaId !== null || row.categoriaSugeridaId !== undefined)
    linhas.push({ linha: row.linha, acao: choice.acao, ...(writesCategory ? { categoriaId: choice.categoriaId } : {}) })
  }
  return linhas.length > 0 ? { linhas } : {}
}

/** What confirming writes: rows imported, linked and left, and the money in and out of the rows imported. */
export interface ImportTotals {
  importar: number
  vincular: number
  ignorar: number
  /** Reais, positive: the sum of the money coming in. */
  entradas: number
  /** Reais, positive: the sum of the money going out (or of the card's purchases). */
  saidas: number
}

export function importTotals(rows: readonly ImportRow[], choices: RowChoices): ImportTotals {
  const counts = { importar: 0, vincular: 0, ignorar: 0 }
  let inCents = 0
  let outCents = 0
  for (const row of rows) {
    const action = rowAction(row, choices)
    counts[action] += 1
    if (action !== 'importar' || row.valor === null) continue
    const cents = amountToCents(row.valor)
    if (cents > 0) inCents += cents
    else outCents -= cents
  }
  return { ...counts, entradas: centsToAmount(inCents), saidas: centsToAmount(outCents) }
}

/** The rows the filter keeps, in the file's order. */
export const filteredRows = (rows: readonly ImportRow[], filter: SituationFilter): readonly ImportRow[] => (filter === 'todas' ? rows : rows.filter((row) => row.situacao === filter))

/** How many rows of each situation, in the contract's order, zero for the absent ones. */
export function situationCounts(preview: Pick<ImportPreview, 'resumo'>): Array<[ImportSituation, number]> {
  return importSituations.map((situation) => [situation, preview.resumo[situation] ?? 0])
}
