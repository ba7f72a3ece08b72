// How the app names a bank card wherever it shows one (entries, installments, statements, the finance
// panel): its nickname, else its bank and holder, then its last digits when known.
import type { BankCard } from '@contract/bank-card'

export type NamedCard = Pick<BankCard, 'apelido' | 'nomeBanco' | 'nomeUsuario' | 'final'>

/** The last 4 digits shown on their own, "•••• 0123": a no-break space keeps the dots with the digits on a narrow screen. */
export const maskedFinal = (final: string) => `••••\u00a0${final}`

/**
 * "Roxinho •••• 0123", or "Nubank · Ana" without a nickname (the digits only when known). `digits: false`
 * leaves the digits out, for a heading whose subtitle shows them.
 */
export function cardName(card: NamedCard, { digits = true }: { digits?: boolean } = {}): string {
  const name = card.apelido ?? `${card.nomeBanco} · ${card.nomeUsuario}`
  return digits && card.final ? `${name} •••• ${card.final}` : name
}
