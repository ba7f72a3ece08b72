// The installment a card row's description names: "Studio Z - Parcela 1/3", "Compra - Claude.Ai - 3/4". Only
// these two forms, only on card statements, only 2 ≤ total ≤ 48 and 1 ≤ number ≤ total: bank memos end in
// days ("RSHOP-LANCHONETE -01/04", "PIX QRS EDUCBANK22/10", "Transfe Pix Rem: Fulano 01/12") that a loose
// "n/N" pattern would misread.

import type { Installment } from './types'

const PARCELA = /\bparcela\s+([1-9]\d?)\s*(?:\/|de)\s*([1-9]\d?)\b/i
const DASH_AT_END = /\s-\s+([1-9]\d?)\/([1-9]\d?)\s*$/

/** The installment named in a card row's description, or null. */
export function readInstallment(description: string): Installment | null {
  const match = PARCELA.exec(description) ?? DASH_AT_END.exec(description)
  if (!match) return null
  const numero = Number(match[1])
  const total = Number(match[2])
  return total >= 2 && total <= 48 && numero <= total ? { numero, total } : null
}
