// Text helpers shared by the readers: whitespace collapsed, descriptions compared without accents and case.

/** Runs of whitespace (NBSP included) as one space, trimmed. */
export const collapse = (text: string): string => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim()

/** NFD, accents and case dropped, runs of anything but letters and digits as one space, trimmed. */
export function normalizeDescription(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/**
 * Whether a description is a balance or total line, not a movement: "Saldo", "SALDO ANTERIOR", "Saldo do dia",
 * "S A L D O", "Total", optionally followed by digits only ("SALDO DO DIA 05/09"). "Total Pass Academia" is not.
 */
export function isBalanceDescription(text: string): boolean {
  return /^(?:saldo|s a l d o|total)(?: (?:anterior|do dia|final|disponivel|atual|bloqueado|em conta|geral|da fatura|do periodo|invest\w*))?(?: \d+)*$/.test(
    normalizeDescription(text),
  )
}
