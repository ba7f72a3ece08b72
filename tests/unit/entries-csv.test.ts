// The entries CSV: dates with four-digit years in the order of the language, and
// date-times a spreadsheet reads as one value (no comma inside: "06/11/2026, 08:00" was text in Excel pt-BR);
// each row's kind, the entry's note beside its description, a signed amount beside the type (expenses negative, a settled entry at what it really
// moved), the card of a card item, and — when asked for — transfers and bill payments as rows of their own.
import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { loadCatalog } from '@/i18n/i18n'
import { entriesCsv } from '@/views/finance/entries/entries-csv'
import { bankAccounts } from '../fixtures/entry-accounts'
import { categories, entry } from '../fixtures/entries'
import { roxinho } from '../fixtures/card-statements'

const rows = [
  // 31 Dec 1999, noon in São Paulo: an English two-digit year (12/31/99) reads as 1999 or 2099 depending on the sheet.
  entry(1, { descricao: 'Ceia', observacao: 'Com a família; levar vinho', dataLancamento: '1999-12-31T15:00:00.000Z', valor: 1234.5, categoriaId: 3 }),
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
      'Date,Kind,Description,Note,Amount,Type,Signed amount,Category,Account,Card,Status,Amount paid,Payment date',
      '12/31/1999,Entry,Ceia,Com a família; levar vinho,1234.50,Expense,-1234.50,Mercado,,,To pay,,',
      '11/02/2026,Entry,Aluguel,,1500.50,Expense,-1500.50,Moradia,Nubank,,Paid,1500.50,11/06/2026 08:00',
      '11/03/2026,Entry,Gás,,90.00,Expense,-90.00,Moradia,Conta antiga,,Paid,90.00,11/03/2026 08:00',
    ])
  })

  it('Portuguese: DD/MM/AAAA and "DD/MM/AAAA HH:mm"', async () => {
    expect(await csvLines('pt-BR')).toEqual([
      'Data;Tipo de linha;Descrição;Observação;Valor;Tipo;Valor com sinal;Categoria;Conta;Cartão;Situação;Valor pago;Data de pagamento',
      '31/12/1999;Lançamento;Ceia;"Com a família; levar vinho";1234,50;Despesa;-1234,50;Mercado;;;A Pagar;;',
      '02/11/2026;Lançamento;Aluguel;;1500,50;Despesa;-1500,50;Moradia;Nubank;;Pago;1500,50;06/11/2026 08:00',
      '03/11/2026;Lançamento;Gás;;90,00;Despesa;-90,00;Moradia;Conta antiga;;Pago;90,00;03/11/2026 08:00',
    ])
  })
})

describe('entries CSV: cards, signs, transfers and bill payments', () => {
  const extraRows = [
    // Received at more than expected: the signed amount is what came in.
    entry(4, { descricao: 'Freela', valor: 700, tipoLancamento: 'Receita', categoriaId: 1, situacao: 'Recebido', valorPago: 750, dataPagamento: '2026-11-05T15:00:00.000Z', contaBancariaId: 8 }),
    // A card purchase names its card; a carried balance reads as one.
    entry(5, { descricao: 'Mercado', valor: 250, categoriaId: 3, cartaoId: 4, faturaMes: '2026-12' }),
    entry(6, { descricao: 'Saldo anterior', valor: 150, categoriaId: null, cartaoId: 4, faturaMes: '2026-12', tipoItem: 'saldoAnterior', faturaOrigem: '2026-11' }),
  ]
  const extras = {
    cards: [roxinho],
    transfers: [{ id: 81, contaOrigemId: 8, contaDestinoId: 9, valor: 200, data: '2026-11-12', descricao: 'Saque' }],
    payments: [{ contaBancariaId: 8, movement: { data: '2026-11-10T10:00:00-03:00', tipo: 'fatura' as const, id: 31, descricao: '2026-11', valor: -500, saldo: 100, contraparteId: 4 } }],
  }
  it.each([
    [
      'en',
      [
        'Date,Kind,Description,Note,Amount,Type,Signed amount,Category,Account,Card,Status,Amount paid,Payment date',
        '11/04/2026,Entry,Freela,,700.00,Income,750.00,Salário,Nubank,,Received,750.00,11/05/2026 12:00',
        '11/05/2026,Entry,Mercado,,250.00,Expense,-250.00,Mercado,,Roxinho •••• 1234,To pay,,',
        '11/06/2026,Entry,Balance carried from the November 2026 bill,,150.00,Expense,-150.00,-,,Roxinho •••• 1234,To pay,,',
        '11/12/2026,Transfer,Saque,,200.00,Transfer,,,Nubank → Conta antiga,,,,',
        '11/10/2026,Bill payment,November 2026 bill,,500.00,Bill payment,-500.00,,Nubank,Roxinho •••• 1234,,500.00,11/10/2026 10:00',
      ],
    ],
    [
      'pt-BR',
      [
        'Data;Tipo de linha;Descrição;Observação;Valor;Tipo;Valor com sinal;Categoria;Conta;Cartão;Situação;Valor pago;Data de pagamento',
        '04/11/2026;Lançamento;Freela;;700,00;Receita;750,00;Salário;Nubank;;Recebido;750,00;05/11/2026 12:00',
        '05/11/2026;Lançamento;Mercado;;250,00;Despesa;-250,00;Mercado;;Roxinho •••• 1234;A Pagar;;',
        '06/11/2026;Lançamento;Saldo anterior da fatura de novembro de 2026;;150,00;Despesa;-150,00;-;;Roxinho •••• 1234;A Pagar;;',
        '12/11/2026;Transferência;Saque;;200,00;Transferência;;;Nubank → Conta antiga;;;;',
        '10/11/2026;Pagamento de fatura;Fatura de novembro de 2026;;500,00;Pagamento de fatura;-500,00;;Nubank;Roxinho •••• 1234;;500,00;10/11/2026 10:00',
      ],
    ],
  ] as const)('%s', async (language, expected) => {
    const i18n = setupI18n({ locale: language, messages: { [language]: await loadCatalog(language) } })
    const text = await entriesCsv(extraRows, categories, bankAccounts, i18n, extras)
    expect(text.slice(1).split('\r\n')).toEqual(expected)
  })
})
