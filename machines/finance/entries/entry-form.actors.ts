// The entry form modal's actors (the categories' GET, the entries' POST/PATCH): the user's
// categories, and the save of a new entry (POST) or of an edited one (PATCH). Tests provide fakes.
import { fromPromise } from 'xstate'
import { createEntry, updateEntry } from '@/api/entries'
import type { Entry, EntryCreateInput } from '@/api/entries'
import { ApiError } from '@/api/errors'
import { listRecurrences, updateRecurrence } from '@/api/recurrences'
import type { Recurrence } from '@/api/recurrences'
import { categoriesApi } from '@/api/registries'
import type { Category } from '@/api/registries'

export const entryFormActors = {
  loadCategories: fromPromise<Category[]>(() => categoriesApi().list()),
  /** `id` null: a new entry. */
  saveEntry: fromPromise<Entry, { id: number | null; entry: EntryCreateInput }>(({ input }) =>
    input.id === null ? createEntry(input.entry) : updateEntry({ id: input.id, ...input.entry }),
  ),
  /**
   * An occurrence's edit applied to its series from `aPartirDe` (null: from the series' first day): the
   * series is read again and keeps its schedule; the edited description, amount, type, category, account and
   * card replace its own (docs/product-rules.md#recurring-entries).
   */
  saveSeries: fromPromise<Recurrence, { recorrenciaId: number; aPartirDe: string | null; entry: EntryCreateInput }>(async ({ input }) => {
    const series = (await listRecurrences()).find((candidate) => candidate.id === input.recorrenciaId)
    if (!series) throw new ApiError({ status: 404, code: 'not_found', message: '' })
    const { entry } = input
    return updateRecurrence({
      id: series.id,
      descricao: entry.descricao,
      valor: entry.valor,
      tipoLancamento: entry.tipoLancamento,
      categoriaId: entry.categoriaId,
      contaBancariaId: entry.contaBancariaId,
      cartaoId: entry.cartaoId ?? null,
      frequencia: series.frequencia,
      dataInicio: series.dataInicio,
      dataFim: series.dataFim,
      ajusteFimDeSemana: series.ajusteFimDeSemana,
      ativa: series.ativa,
      aPartirDe: input.aPartirDe ?? series.dataInicio,
    })
  }),
}
