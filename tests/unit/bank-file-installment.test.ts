// Installment texts on card rows: "Parcela n/N" anywhere or " - n/N" at the end, 2 ≤ N ≤ 48; the day/month
// endings of bank memos and other fractions are not installments.
import { describe, expect, it } from 'vitest'
import { readInstallment } from '@contract/bank-file/installment'

describe('readInstallment', () => {
  it.each([
    ['Studio Ficticio - Parcela 1/3', { numero: 1, total: 3 }],
    ['Loja Ficticia - Parcela 2/10', { numero: 2, total: 10 }],
    ['PARCELA 12/12 LOJA', { numero: 12, total: 12 }],
    ['Compra parcela 3 de 4', { numero: 3, total: 4 }],
    ['Parcelamento de Compra - Curso Ficticio - 3/4', { numero: 3, total: 4 }],
    ['Fulana Ficticia - 2/5', { numero: 2, total: 5 }],
    ['Loja - 1/48', { numero: 1, total: 48 }],
    ['Loja - 2/2  ', { numero: 2, total: 2 }],
  ])('%j → %j', (text, installment) => {
    expect(readInstallment(text)).toEqual(installment)
  })

  it.each([
    ['RSHOP-LANCHONETE -01/04', 'a day and month after a dash (Itaú)'],
    ['PIX QRS EDUCBANK22/10', 'a day and month glued to the text'],
    ['Transfe Pix Rem: Fulano 01/12', 'a day and month at the end (Bradesco)'],
    ['COMPRA 26/02 23:02', 'a day and time (BB)'],
    ['Padaria 10/12', 'a bare fraction at the end: reads as a day'],
    ['Queijo 1/2 kg', 'a fraction inside the text'],
    ['Loja - 1/1', 'a single installment'],
    ['Loja - 3/2', 'a number above the total'],
    ['Loja - 1/60', 'more than 48 installments'],
    ['Loja - 0/3', 'installment zero'],
    ['Loja - 01/04', 'leading zeros are dates'],
    ['Parcela 5/4', 'Parcela with a number above the total'],
    ['Loja - 2/10 extra', 'not at the end'],
  ])('%j is not an installment (%s)', (text) => {
    expect(readInstallment(text)).toBeNull()
  })
})
