// The entries CSV: dates with four-digit years in the order of the language, and
// date-times a spreadsheet reads as one value (no comma inside: "06/11/2026, 08:00" was text in Excel pt-BR).
import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { loadCatalog } from '@/i18n/i18n'
import { entriesCsv } from '@/views/finance/entries-csv'
import { bankAccounts } from '../fixtures/entry-accounts'
import { categories, entry } from '../fixtures/entries'

const rows = [
  // 31 Dec 1999, noon in São Paulo: an English two-digit year (12/31/99) reads as 1999 or 2099 depending on the sheet.
  entry(1, { descricao: 'Ceia', dataLancamento: '1999-12-31T15:00:00.000Z', valor: 1234.5, categoriaId: 3 }),
  // Paid on 6 Nov 2026 at 08:00 in São Paulo (11:00 UTC).
  entry(2, { descricao: 'Aluguel', valor: 1500.5, categoriaId: 2, situacao: 'Pago', valorPago: 1500.5, dataPagamento: '2026-11-06T11:00:00.000Z', contaBancariaId: 8 }),
  // Paid from an account archived since: its name still goes in the file.
  entry(3, { descricao: 'Gás', valor: 90, categoriaId: 2, situacao: 'Pago', valorPago: 90, dataPagamento: '2026-11-03T11:00:00.000Z', contaBancariaId: 9 }),
]

async function csvLines(language: 'en' | 'pt-BR') {
  const i18n = setupI18n({ locale: language, messages: { [language]: await loadCatalog(language) } })
  const text = await entriesCsv(rows, categories, bankAccounts, i18n)
  return text.slice(1).split('\r\n')
}

describe('entries CSV dates', () => {
  it('English: MM/DD/YYYY and "MM/DD/YYYY HH:mm" (24-hour), no comma inside a date-time', async () => {
    expect(await csvLines('en')).toEqual([
      'Date,Description,Amount,Type,Category,Account,Status,Amount paid,Payment date',
      '12/31/1999,Ceia,1234.50,Expense,Mercado,,To pay,,',
      '11/02/2026,Aluguel,1500.50,Expense,Moradia,Nubank,Paid,1500.50,11/06/2026 08:00',
      '11/03/2026,Gás,90.00,Expense,Moradia,Conta antiga,Paid,90.00,11/03/2026 08:00',
    ])
  })

  it('Portuguese: DD/MM/AAAA and "DD/MM/AAAA HH:mm"', async () => {
    expect(await csvLines('pt-BR')).toEqual([
      'Data;Descrição;Valor;Tipo;Categoria;Conta;Situação;Valor pago;Data de pagamento',
      '31/12/1999;Ceia;1234,50;Despesa;Mercado;;A Pagar;;',
      '02/11/2026;Aluguel;1500,50;Despesa;Moradia;Nubank;Pago;1500,50;06/11/2026 08:00',
      '03/11/2026;Gás;90,00;Despesa;Moradia;Conta antiga;Pago;90,00;03/11/2026 08:00',
    ])
  })
})
