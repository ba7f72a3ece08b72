// The statement a card purchase lands in (src/lib/purchase-statement.ts): the contract's calendar, the
// closing day itself going to the next statement, and nothing for income, no card, a card without days or a bad date.
import { describe, expect, it } from 'vitest'
import { purchaseStatement } from '@/lib/purchase-statement'

const cards = [
  { id: 4, diaFechamento: 3, diaVencimento: 10 },
  { id: 5, diaFechamento: 28, diaVencimento: 5 },
  { id: 6, diaFechamento: null, diaVencimento: null },
]
const expense = (cartaoId: string, dataLancamento: string) => ({ cartaoId, tipoLancamento: 'Despesa', dataLancamento })

describe('purchaseStatement', () => {
  it('names the first statement that closes after the purchase day, with its due date', () => {
    expect(purchaseStatement(cards, expense('4', '2026-12-02'))).toEqual({ mes: '2026-12', dataVencimento: '2026-12-10' })
    // Bought on the closing day: the next statement.
    expect(purchaseStatement(cards, expense('4', '2026-12-03'))).toEqual({ mes: '2027-01', dataVencimento: '2027-01-10' })
    expect(purchaseStatement(cards, expense('5', '2026-11-27'))).toEqual({ mes: '2026-12', dataVencimento: '2026-12-05' })
    expect(purchaseStatement(cards, expense('5', '2026-11-28'))).toEqual({ mes: '2027-01', dataVencimento: '2027-01-05' })
  })

  it('is null for income, no card, a card without statement days, an unknown card or a date not yet valid', () => {
    expect(purchaseStatement(cards, { cartaoId: '4', tipoLancamento: 'Receita', dataLancamento: '2026-12-02' })).toBeNull()
    expect(purchaseStatement(cards, { cartaoId: '4', tipoLancamento: '', dataLancamento: '2026-12-02' })).toBeNull()
    expect(purchaseStatement(cards, expense('', '2026-12-02'))).toBeNull()
    expect(purchaseStatement(cards, expense('6', '2026-12-02'))).toBeNull()
    expect(purchaseStatement(cards, expense('99', '2026-12-02'))).toBeNull()
    for (const day of ['', '2026-12', '2026-02-30', '1899-12-31', '2100-01-01', '0002-01-01']) expect(purchaseStatement(cards, expense('4', day))).toBeNull()
  })

  it('keeps the statement of an edited item while its card and day stay, as the API does', () => {
    const kept = { cartaoId: 4, day: '2026-12-02', faturaMes: '2027-02' }
    expect(purchaseStatement(cards, expense('4', '2026-12-02'), kept)).toEqual({ mes: '2027-02', dataVencimento: '2027-02-10' })
    expect(purchaseStatement(cards, expense('4', '2026-12-01'), kept)).toEqual({ mes: '2026-12', dataVencimento: '2026-12-10' })
    expect(purchaseStatement(cards, expense('5', '2026-12-02'), kept)).toEqual({ mes: '2027-01', dataVencimento: '2027-01-05' })
  })
})
