// CSV statements by profile (Nubank conta and cartão, Inter's two layouts, Itaú, Bradesco, Banco do Brasil)
// and by the user's mapping: header recognised below a preamble, each bank's date, decimal and sign rules,
// balance and scheduled rows kept as ignored, damaged files refused with the line that shows why.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readBankFile } from '@contract/bank-file/index'
import type { BankFile, BankFileOptions, CsvMapping } from '@contract/bank-file/types'

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '..', 'fixtures', 'bank-file', name)))
const utf8 = (text: string) => new TextEncoder().encode(text)

function read(input: string | Uint8Array, options?: BankFileOptions): BankFile {
  const file = readBankFile(typeof input === 'string' ? fixture(input) : input, options)
  if ('code' in file) throw new Error(`${file.motivo} at line ${file.linha}`)
  return file
}

/** [line, day, cents, description, state, reason] of every row. */
const rowsOf = (file: BankFile) =>
  (file.extratos[0]?.linhas ?? []).map((row) => [row.linha, row.data, row.valor, row.descricao, row.estado, row.estado === 'lida' ? null : row.motivo])

describe('profiles recognised by their header', () => {
  it.each([
    ['nubank-conta.csv', 'nubank-conta', 'utf-8', 'bank'],
    ['nubank-cartao.csv', 'nubank-cartao', 'utf-8', 'card'],
    ['inter-historico-cp1252.csv', 'inter', 'windows-1252', 'bank'],
    ['inter-saldo.csv', 'inter', 'utf-8', 'bank'],
    ['itau-bom.csv', 'itau', 'utf-8', 'bank'],
    ['bradesco.csv', 'bradesco', 'windows-1252', 'bank'],
    ['banco-do-brasil.csv', 'banco-do-brasil', 'windows-1252', 'bank'],
  ])('%s → %s (%s, %s)', (name, perfil, charset, tipo) => {
    const file = read(name)
    expect(file).toMatchObject({ formato: 'csv', perfil, charset })
    expect(file.extratos).toHaveLength(1)
    expect(file.extratos[0]?.tipo).toBe(tipo)
  })
})

describe('each profile reads its rows', () => {
  it('Nubank conta: dot decimals without trailing zeros, the Identificador as the bank id', () => {
    const file = read('nubank-conta.csv')
    expect(rowsOf(file).map(([line, day, cents]) => [line, day, cents])).toEqual([
      [2, '2026-07-06', -1000],
      [3, '2026-07-06', -1000],
      [4, '2026-07-07', 455853],
      [5, '2026-07-08', -2964],
    ])
    expect(file.extratos[0]?.linhas.map((row) => row.idBanco ?? null)).toEqual([
      '6a1b0000-0000-4000-8000-000000000001',
      '6a1b0000-0000-4000-8000-000000000002',
      '6a1b0000-0000-4000-8000-000000000003',
      null,
    ])
    expect(file.extratos[0]?.periodo).toEqual({ de: '2026-07-06', ate: '2026-07-08' })
  })

  it('Nubank cartão: purchases written positive become negative, payments and refunds positive; installments read', () => {
    const rows = read('nubank-cartao.csv').extratos[0]?.linhas ?? []
    expect(rows.map((row) => [row.data, row.valor, row.descricao, row.parcela ?? null])).toEqual([
      ['2026-07-05', -34587, 'Loja Ficticia - Parcela 1/3', { numero: 1, total: 3 }],
      ['2026-07-06', 89, 'Estorno de "CURSO FICTICIO"', null],
      ['2026-07-07', -1250, 'Padaria 10/12', null],
      ['2026-07-10', 455853, 'Pagamento recebido', null],
    ])
  })

  it('Inter with Histórico: a preamble with a balance line skipped, a header wider than the rows, comma decimals and dot thousands', () => {
    expect(rowsOf(read('inter-historico-cp1252.csv'))).toEqual([
      [7, '2026-07-30', -118418, 'Pix enviado - FULANO FICTICIO', 'lida', null],
      [8, '2026-07-30', 1, 'Crédito B3 - * Prov * Aluguel Ficticio', 'lida', null],
      [9, '2026-07-31', 108400, 'Pagamento efetuado', 'lida', null],
    ])
  })

  it('Inter without Histórico: " - R$ 1,00", quotes inside a field, two identical rows kept', () => {
    const file = read('inter-saldo.csv')
    expect(rowsOf(file)).toEqual([
      [7, '2026-08-02', -100, 'Pix enviado: "Cp :90400888-FULANA FICTICIA"', 'lida', null],
      [8, '2026-08-03', 1000, 'Pix recebido: "Cp :00000000-CICLANO"', 'lida', null],
      [9, '2026-08-03', 1000, 'Pix recebido: "Cp :00000000-CICLANO"', 'lida', null],
    ])
    const keys = file.extratos[0]?.linhas.map((row) => (row.estado === 'lida' ? row.chave : null))
    expect(new Set(keys).size).toBe(3)
  })

  it('Itaú: BOM dropped, SALDO ANTERIOR ignored, rows after "lançamentos futuros" ignored as scheduled', () => {
    expect(rowsOf(read('itau-bom.csv'))).toEqual([
      [2, '2026-10-01', 100000, 'SALDO ANTERIOR', 'ignorada', 'import_balance_row'],
      [3, '2026-10-22', -84918, 'PIX QRS PADARIA22/10', 'lida', null],
      [4, '2026-10-22', -84918, 'PIX QRS PADARIA22/10', 'lida', null],
      [5, '2026-10-23', 2622722, 'TED RECEBIDA FICTICIA', 'lida', null],
      [8, '2026-11-04', -1196, 'IOF', 'ignorada', 'import_future_row'],
    ])
  })

  it('Bradesco: credit and debit columns (a debit is money out, with or without its minus), balance and total rows ignored', () => {
    expect(rowsOf(read('bradesco.csv'))).toEqual([
      [3, '2026-12-29', null, 'SALDO ANTERIOR', 'ignorada', 'import_balance_row'],
      [4, '2026-12-30', 15000, 'Transfe Pix Rem: Fulano Fict 30/12', 'lida', null],
      [5, '2026-12-30', -8210, 'Conta de Luz Ficticia', 'lida', null],
      [6, '2026-12-31', -450, 'Tarifa Bancaria', 'lida', null],
      [7, null, null, 'Total', 'ignorada', 'import_balance_row'],
    ])
  })

  it('Banco do Brasil: a trailing comma on every line, dot or comma decimals, "Saldo Anterior" and "S A L D O" ignored', () => {
    expect(rowsOf(read('banco-do-brasil.csv'))).toEqual([
      [2, '2026-07-01', 2075031, 'Saldo Anterior', 'ignorada', 'import_balance_row'],
      [3, '2026-07-02', -4590, 'Compra com Cartão - Loja Ficticia', 'lida', null],
      [4, '2026-07-03', 100000, 'Pix - Recebido Fulano', 'lida', null],
      [5, '2026-07-03', 2170441, 'S A L D O', 'ignorada', 'import_balance_row'],
    ])
  })

  it('Banco do Brasil, its 2025 layout: Lançamento and Detalhes as the description, the signed amount with a comma', () => {
    const text = [
      '"Data","Lançamento","Detalhes","Nº documento","Valor","Tipo Lançamento"',
      '"25/08/2025","Saldo Anterior","","","-372,93",""',
      '"01/09/2025","Pix - Enviado","30/08 10:29 João Silva","90101","-2,06","Saída"',
      '"12/09/2025","PLR","","5887006052399","7.116,90","Entrada"',
      '"12/09/2025","Saldo do dia","","","6.741,91",""',
    ].join('\r\n')
    const file = read(utf8(text))
    expect(file).toMatchObject({ formato: 'csv', perfil: 'banco-do-brasil' })
    expect(rowsOf(file)).toEqual([
      [2, '2025-08-25', -37293, 'Saldo Anterior', 'ignorada', 'import_balance_row'],
      [3, '2025-09-01', -206, 'Pix - Enviado - 30/08 10:29 João Silva', 'lida', null],
      [4, '2025-09-12', 711690, 'PLR', 'lida', null],
      [5, '2025-09-12', 674191, 'Saldo do dia', 'ignorada', 'import_balance_row'],
    ])
  })

  it('no installment on bank statements, even when the text names one', () => {
    const text = 'Data,Valor,Identificador,Descrição\n01/07/2026,-10,a1,Loja - Parcela 2/10\n'
    expect(read(utf8(text)).extratos[0]?.linhas[0]?.parcela).toBeUndefined()
  })
})

describe('rows a profile cannot read are kept with their reason', () => {
  const nubank = (row: string) => read(utf8(`Data,Valor,Identificador,Descrição\n01/07/2026,-1,a0,ok\n${row}\n`)).extratos[0]?.linhas[1]
  it.each([
    ['32/07/2026,-10,a1,Loja', { estado: 'rejeitada', motivo: 'invalid_date', texto: '32/07/2026', valor: -1000 }],
    ['2026-07-01,-10,a1,Loja', { estado: 'rejeitada', motivo: 'invalid_date' }],
    ['01/07/2026,-1.084,a1,Loja', { estado: 'rejeitada', motivo: 'amount_decimals', texto: '-1.084' }],
    ['01/07/2026,"1,084.5",a1,Loja', { estado: 'lida', valor: 108450 }],
    ['01/07/2026,10,5,a1,Loja', { estado: 'rejeitada', motivo: 'import_field_count' }],
    ['01/07/2026,-10;5,a1,Loja', { estado: 'rejeitada', motivo: 'invalid_amount', texto: '-10;5' }],
    ['01/07/2026,,a1,Loja', { estado: 'rejeitada', motivo: 'import_amount_missing' }],
    ['01/07/2026,0,a1,Loja', { estado: 'ignorada', motivo: 'import_zero_amount', valor: 0 }],
    ['01/07/2026,-10,a1,Saldo do dia', { estado: 'ignorada', motivo: 'import_balance_row' }],
    ['01/07/2026,-10,a1,Total Pass Academia', { estado: 'lida' }],
  ])('%j', (row, expected) => {
    expect(nubank(row)).toMatchObject(expected)
  })
})

describe('the generic mapping', () => {
  const mapping: CsvMapping = { data: 'Dia', descricao: 'Histórico', credito: 'Entrada', debito: 'Saída', formatoData: 'dd/mm/yyyy', decimal: ',' }

  it('reads credit and debit columns by header name below a preamble; a row with both is rejected', () => {
    const file = read('generic.csv', { mapeamento: mapping })
    expect(file.perfil).toBe('generic')
    expect(rowsOf(file)).toEqual([
      [3, '2026-09-05', 300000, 'Salário', 'lida', null],
      [4, '2026-09-06', -120000, 'Aluguel', 'lida', null],
      [5, '2026-09-07', null, 'Erro', 'rejeitada', 'import_credit_and_debit'],
    ])
  })

  it('reads one signed column by position, negated for a card bill', () => {
    const text = '2026-09-05;Coffee;3.50\n2026-09-06;Refund;-1.00\n'
    const file = read(utf8(text), { mapeamento: { data: 0, descricao: 1, valor: 2, formatoData: 'yyyy-mm-dd', decimal: '.', inverterSinal: true, tipo: 'card', delimitador: ';' } })
    expect(file.extratos[0]?.tipo).toBe('card')
    expect(rowsOf(file)).toEqual([
      [1, '2026-09-05', -350, 'Coffee', 'lida', null],
      [2, '2026-09-06', 100, 'Refund', 'lida', null],
    ])
  })

  it('reads a file the profiles do not know', () => {
    const file = read('unknown-layout.csv', { mapeamento: { data: 'when', descricao: 'what', valor: 'how much', formatoData: 'yyyy-mm-dd', decimal: '.' } })
    expect(rowsOf(file)).toEqual([[2, '2026-09-05', 350, 'Coffee', 'lida', null]])
  })

  it.each([
    ['a column the header lacks', { ...mapping, descricao: 'Memo' }],
    ['no amount column', { data: 'Dia', descricao: 'Histórico', formatoData: 'dd/mm/yyyy', decimal: ',' } as CsvMapping],
    ['a credit column without a debit one', { data: 'Dia', descricao: 'Histórico', credito: 'Entrada', formatoData: 'dd/mm/yyyy', decimal: ',' } as CsvMapping],
  ])('refuses %s', (_what, mapeamento) => {
    expect(readBankFile(fixture('generic.csv'), { mapeamento })).toMatchObject({ code: 'import_unreadable', motivo: 'import_mapping_column' })
  })
})

describe('files a profile refuses', () => {
  it.each([
    ['a Bradesco file re-saved with commas: most rows have the wrong number of fields', 'damaged.csv', {}, 2, 'import_field_count'],
    ['a layout no profile knows', 'unknown-layout.csv', {}, 1, 'import_unknown_layout'],
    ['a profile forced on a file of another layout', 'nubank-conta.csv', { perfil: 'itau' }, 1, 'import_unknown_layout'],
  ] as const)('%s', (_what, name, options, linha, motivo) => {
    expect(readBankFile(fixture(name), options)).toEqual({ code: 'import_unreadable', linha, motivo })
  })

  it('refuses a header with no rows under it', () => {
    expect(readBankFile(utf8('Data,Valor,Identificador,Descrição\n'))).toEqual({ code: 'import_unreadable', linha: 1, motivo: 'import_no_transactions' })
  })

  it('refuses rows that are all unreadable', () => {
    expect(readBankFile(utf8('date,title,amount\nsoon,Loja,abc\n'))).toEqual({ code: 'import_unreadable', linha: 1, motivo: 'import_no_transactions' })
  })

  it('keeps a minority of rows with the wrong number of fields as rejected rows', () => {
    const text = 'date,title,amount\n2026-07-01,A,1\n2026-07-02,B,2\n2026-07-03,C\n'
    expect(rowsOf(read(utf8(text))).map(([line, , , , state, reason]) => [line, state, reason])).toEqual([
      [2, 'lida', null],
      [3, 'lida', null],
      [4, 'rejeitada', 'import_field_count'],
    ])
  })
})
