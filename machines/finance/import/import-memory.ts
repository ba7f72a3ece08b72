// What the import page remembers from the user's past imports (docs/product-rules.md#bank-statement-import): the
// account or card the last file of the same bank account went to (an OFX names its bank account; a known CSV
// layout stands for it), and the CSV reading the user chose last time for an account or card.
import { csvMappingSchema } from '@contract/bank-import'
import type { CsvMappingInput, ImportSummary } from '@contract/bank-import'
import type { ImportTarget } from '@/api/bank-import'
import type { LocalStatementFile } from '@/lib/statement-file'

/** The target select's value: `conta:3`, `cartao:5`, or '' for none. */
export type TargetValue = string

export const targetValue = (target: ImportTarget): TargetValue => `${target.tipo}:${target.id}`

/** The target a select value names, or null. */
export function targetOf(value: TargetValue): ImportTarget | null {
  const match = /^(conta|cartao):([1-9]\d{0,9})$/.exec(value)
  return match ? { tipo: match[1] as ImportTarget['tipo'], id: Number(match[2]) } : null
}

/** The target of a past import ('' when it names neither). */
export function summaryTarget(summary: Pick<ImportSummary, 'contaBancariaId' | 'cartaoId'>): TargetValue {
  if (summary.contaBancariaId !== null) return targetValue({ tipo: 'conta', id: summary.contaBancariaId })
  if (summary.cartaoId !== null) return targetValue({ tipo: 'cartao', id: summary.cartaoId })
  return ''
}

/** Digits and letters only, no leading zeros: '0341' and '341', '12345-6' and '123456' are one account. */
const folded = (text: string | undefined) => (text ?? '').replace(/[^0-9a-z]/gi, '').replace(/^0+/, '').toLowerCase()

/** Whether a past import came from the same bank account as the file (or, without one, the same known layout). */
function sameSource(summary: ImportSummary, file: LocalStatementFile): boolean {
  const account = file.contaArquivo
  if (account?.conta) {
    const past = summary.contaArquivo
    if (!past?.conta || folded(past.conta) !== folded(account.conta)) return false
    return (!account.banco || !past.banco || folded(account.banco) === folded(past.banco)) && (!account.agencia || !past.agencia || folded(account.agencia) === folded(past.agencia))
  }
  return file.perfil !== undefined && file.perfil !== 'generic' && summary.perfil === file.perfil
}

/**
 * The account or card the newest past import of the same source went to, when it is still offered (`offered`:
 * the select's values); '' otherwise.
 */
export function rememberedTarget(imports: readonly ImportSummary[], file: LocalStatementFile, offered: readonly TargetValue[]): TargetValue {
  for (const summary of imports) {
    if (!sameSource(summary, file)) continue
    const target = summaryTarget(summary)
    if (offered.includes(target)) return target
  }
  return ''
}

/** The CSV reading of the newest past import of `target` that has one, or null. */
export function rememberedMapping(imports: readonly ImportSummary[], target: TargetValue): CsvMappingInput | null {
  for (const summary of imports) {
    if (summaryTarget(summary) !== target || !summary.mapeamento) continue
    const parsed = csvMappingSchema.safeParse(summary.mapeamento)
    if (parsed.success) return parsed.data
  }
  return null
}
