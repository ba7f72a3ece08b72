import { sql } from 'drizzle-orm'
import { ENTRY_SUGGESTIONS_MAX, ENTRY_SUGGESTIONS_SCAN, type EntrySuggestion } from '@contract/entry-suggestion'
import { centsToAmount, decimalToCents } from '@contract/money'
import type { Database } from '../db/client'
import { folded } from '../db/fold'
import { rowsOf } from '../db/rows'
import { entries } from '../db/schema'

// The quick add's description suggestions (docs/product-rules.md#entries): from the user's latest entries
// (read backwards on the user-and-date index, at most ENTRY_SUGGESTIONS_SCAN of them, whatever the history),
// one per description ignoring case and accents, with the category, account, card, type and amount of the
// latest entry that has it. An installment's entry and a statement's carried balance are not descriptions a
// user types, so they are left out.

interface SuggestionRow {
  descricao: string
  tipo_lancamento: EntrySuggestion['tipoLancamento']
  categoria_id: number | null
  conta_bancaria_id: number | null
  cartao_id: number | null
  valor: string
}

export function createEntrySuggestionService({ db }: { db: Database }) {
  return {
    async suggest(userId: number, q: string): Promise<EntrySuggestion[]> {
      const term = folded(sql`${q.replace(/\s+/g, ' ')}::text`)
      const rows = await rowsOf<SuggestionRow>(
        db,
        sql`with recent as (
              select ${entries.id} as id, ${entries.descricao} as descricao, ${entries.dataLancamento} as data_lancamento,
                     ${entries.tipoLancamento} as tipo_lancamento, ${entries.categoriaId} as categoria_id,
                     ${entries.contaBancariaId} as conta_bancaria_id, ${entries.cartaoId} as cartao_id, ${entries.valor} as valor,
                     ${folded(sql`regexp_replace(btrim(${entries.descricao}), '\\s+', ' ', 'g')`)} as chave
              from ${entries}
              where ${entries.userId} = ${userId} and ${entries.faturaOrigem} is null and ${entries.parcelamentoMensalId} is null
              order by ${entries.dataLancamento} desc
              limit ${ENTRY_SUGGESTIONS_SCAN}
            ), matching as (
              select *, strpos(chave, ${term}) = 1 as inicio,
                     row_number() over (partition by chave order by data_lancamento desc, id desc) as ordem,
                     count(*) over (partition by chave) as usos
              from recent
              where strpos(chave, ${term}) = 1 or strpos(chave, ' ' || ${term}) > 0
            )
            select descricao, tipo_lancamento, categoria_id, conta_bancaria_id, cartao_id, valor::text as valor
            from matching
            where ordem = 1
            order by inicio desc, usos desc, data_lancamento desc, id desc
            limit ${ENTRY_SUGGESTIONS_MAX}`,
      )
      return rows.map((row) => ({
        descricao: row.descricao,
        tipoLancamento: row.tipo_lancamento,
        categoriaId: row.categoria_id,
        contaBancariaId: row.conta_bancaria_id,
        cartaoId: row.cartao_id,
        valor: centsToAmount(decimalToCents(row.valor)),
      }))
    },
  }
}

export type EntrySuggestionService = ReturnType<typeof createEntrySuggestionService>
