import { describe, expect, it } from 'vitest'
import { canMarkAsPaid, canMarkAsReceived, countedCents, emptyEntryFilters, entryTotals, filterEntries, isEditableEntry, paysThroughStatement } from '@machines/finance/entries/entry-rows'
import { entry, monthEntries } from '../fixtures/entries'

// The entries page's rules over rows (machines/finance/entries/entry-rows.ts), apart from its machine: the actions a row offers, what
// it counts in the totals, and the client filters.

const ids = (list: { id: number }[]) => list.map((item) => item.id)

describe('entry rules', () => {
  it('mark-as-paid is offered only for statuses other than Pago, Recebido and A Receber', () => {
    expect(canMarkAsPaid({ situacao: 'A Pagar' })).toBe(true)
    expect(canMarkAsPaid({ situacao: 'Pago' })).toBe(false)
    expect(canMarkAsPaid({ situacao: 'Recebido' })).toBe(false)
    expect(canMarkAsPaid({ situacao: 'A Receber' })).toBe(false)
  })

  it("a card statement's item is paid through its statement, not on its own (a card without statement days keeps the spec's rule)", () => {
    expect(canMarkAsPaid({ situacao: 'A Pagar', cartaoId: 4, faturaMes: '2026-12' })).toBe(false)
    expect(canMarkAsReceived({ situacao: 'A Receber', cartaoId: 4, faturaMes: '2026-12' })).toBe(false)
    expect(paysThroughStatement({ situacao: 'A Pagar', cartaoId: 4, faturaMes: '2026-12' })).toBe(true)
    expect(paysThroughStatement({ situacao: 'Pago', cartaoId: 4, faturaMes: '2026-12' })).toBe(false)
    expect(canMarkAsPaid({ situacao: 'A Pagar', cartaoId: 6, faturaMes: null })).toBe(true)
    expect(paysThroughStatement({ situacao: 'A Pagar', cartaoId: 6, faturaMes: null })).toBe(false)
  })

  it('entries of an installment plan are not editable, nor is a carried balance', () => {
    expect(isEditableEntry({ parcelamentoMensalId: null })).toBe(true)
    expect(isEditableEntry({ parcelamentoMensalId: 41 })).toBe(false)
    expect(isEditableEntry({ parcelamentoMensalId: null, tipoItem: 'saldoAnterior' })).toBe(false)
  })

  it('a carried balance is debt still to pay, not an expense', () => {
    const carried = entry(1, { valor: 150, tipoItem: 'saldoAnterior', faturaOrigem: '2026-11', cartaoId: 4, faturaMes: '2026-12' })
    expect(entryTotals([carried, entry(2, { valor: 10 })])).toEqual({ income: 0, expenses: 1000, balance: -1000, toPay: 16000, toReceive: 0 })
  })

  it('totals are exact cents: income, expenses, balance, to pay, to receive', () => {
    expect(entryTotals(monthEntries)).toEqual({ income: 570020, expenses: 183340, balance: 386680, toPay: 33290, toReceive: 70020 })
    expect(entryTotals([entry(1, { valor: 0.1 }), entry(2, { valor: 0.2 })]).expenses).toBe(30)
    expect(entryTotals([])).toEqual({ income: 0, expenses: 0, balance: 0, toPay: 0, toReceive: 0 })
  })

  it('a settled entry counts the amount really paid or received; a pending one its amount', () => {
    const bills = [
      entry(1, { valor: 187.33, situacao: 'Pago', valorPago: 190.15 }),
      entry(2, { valor: 4394.37, situacao: 'Pago', valorPago: null }),
      entry(3, { valor: 50, valorPago: null }),
      entry(4, { valor: 1000, tipoLancamento: 'Receita', situacao: 'Recebido', valorPago: 950 }),
    ]
    expect(entryTotals(bills)).toEqual({ income: 95000, expenses: 463452, balance: 95000 - 463452, toPay: 5000, toReceive: 0 })
    expect(countedCents(bills[0]!)).toBe(19015)
  })

  describe('client filters', () => {
    const filters = (patch: Partial<ReturnType<typeof emptyEntryFilters>>) => ({ ...emptyEntryFilters('2026-11'), ...patch })
    it('description is case- and accent-insensitive', () => {
      expect(ids(filterEntries(monthEntries, filters({ descricao: 'AGUA' })))).toEqual([3])
      expect(ids(filterEntries(monthEntries, filters({ descricao: 'salario' })))).toEqual([1])
      expect(ids(filterEntries(monthEntries, filters({ descricao: '  mercado   SEMANA 1' })))).toEqual([6])
    })
    it('type, status and category are exact; no category is its own choice', () => {
      expect(ids(filterEntries(monthEntries, filters({ tipo: 'Receita' })))).toEqual([1, 4])
      expect(ids(filterEntries(monthEntries, filters({ situacao: 'Pago' })))).toEqual([2])
      expect(ids(filterEntries(monthEntries, filters({ categoriaId: '2' })))).toEqual([2, 3])
      expect(ids(filterEntries(monthEntries, filters({ categoriaId: 'none' })))).toEqual([5])
      expect(ids(filterEntries(monthEntries, filters({ tipo: 'Despesa', situacao: 'A Pagar', descricao: 'mercado' })))).toHaveLength(7)
    })
    it('the account is exact; no account is its own choice; it combines with the category', () => {
      const banked = [entry(1, { contaBancariaId: 7 }), entry(2, { contaBancariaId: 8, categoriaId: null }), entry(3), entry(4, { contaBancariaId: 7, categoriaId: 2 })]
      expect(ids(filterEntries(banked, filters({ contaBancariaId: '7' })))).toEqual([1, 4])
      expect(ids(filterEntries(banked, filters({ contaBancariaId: 'none' })))).toEqual([3])
      expect(ids(filterEntries(banked, filters({ contaBancariaId: '7', categoriaId: '3' })))).toEqual([1])
      expect(ids(filterEntries(banked, filters({ contaBancariaId: '8', categoriaId: 'none' })))).toEqual([2])
      expect(ids(filterEntries(banked, filters({ contaBancariaId: 'none', categoriaId: 'none' })))).toEqual([])
    })
    it('no filter keeps every entry', () => expect(filterEntries(monthEntries, filters({}))).toHaveLength(12))
  })
})
