// The OFX reader on each SGML/XML quirk of real files, with fictional fixtures: leaves closed, unclosed or
// mixed, wrong closing tags, CR-only headers, values over two lines, CDATA, entities and raw "&", one-line
// bodies, several statements and transaction lists, card statements.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readBankFile } from '@contract/bank-file/index'
import { readOfx } from '@contract/bank-file/ofx'
import type { BankFile, BankFileRow } from '@contract/bank-file/types'

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '..', 'fixtures', 'bank-file', name)))

function read(name: string): BankFile {
  const file = readBankFile(fixture(name))
  if ('code' in file) throw new Error(`${name}: ${file.motivo} at line ${file.linha}`)
  return file
}

/** A minimal SGML statement around some STMTTRN text. */
const sgml = (transactions: string, { header = 'OFXHEADER:100\nDATA:OFXSGML\n\n' } = {}) =>
  `${header}<OFX>\n<BANKMSGSRSV1><STMTTRNRS><STMTRS>\n<CURDEF>BRL\n<BANKTRANLIST>\n${transactions}\n</BANKTRANLIST>\n</STMTRS></STMTTRNRS></BANKMSGSRSV1>\n</OFX>\n`

const only = (text: string): BankFileRow => {
  const rows = readOfx(text).flatMap((statement) => statement.linhas)
  expect(rows).toHaveLength(1)
  return rows[0] as BankFileRow
}

describe('a windows-1252 SGML file with every leaf quirk', () => {
  const file = read('sgml-quirks-cp1252.ofx')
  const statement = file.extratos[0]
  const rows = statement?.linhas ?? []

  it('reads one bank statement: account, currency, period and ledger balance', () => {
    expect(file).toMatchObject({ formato: 'ofx', charset: 'windows-1252', charsetDeclarado: 'USASCII/1252' })
    expect(file.extratos).toHaveLength(1)
    expect(statement).toMatchObject({
      tipo: 'bank',
      banco: '999',
      agencia: '1234-5',
      conta: '67890-1',
      moeda: 'BRL',
      periodo: { de: '2026-07-01', ate: '2026-07-31' },
      saldo: { valor: 102476, data: '2026-07-31' },
    })
  })

  it.each([
    [0, { linha: 40, data: '2026-07-01', valor: -83630, descricao: 'COMPRA COM CARTÃO', idBanco: '20260701001', tipo: 'DEBIT', estado: 'lida' }],
    [1, { linha: 47, data: '2026-07-02', valor: -1176, descricao: 'PADARIA SÃO JOÃO', estado: 'lida' }],
    [2, { linha: 55, data: '2026-07-03', valor: 7, descricao: 'Rendimento poupança', tipo: 'CREDIT' }],
    [3, { linha: 62, data: '2026-07-04', valor: -1600, descricao: 'CINE ESTRELA', estado: 'lida' }],
    [4, { linha: 68, data: '2026-07-04', valor: -1600, descricao: 'CINE ESTRELA', estado: 'lida' }],
    [5, { linha: 74, data: '2026-07-05', valor: -3000, descricao: 'PAGAMENTO DE CONVENIO CERTIDÃO Guia 0011' }],
    [6, { linha: 82, data: '2026-07-06', valor: null, estado: 'rejeitada', motivo: 'import_amount_ambiguous', texto: '-1.084' }],
    [7, { linha: 89, valor: -500, descricao: 'Mercado Ficticio & Cia & Filhos' }],
    [8, { linha: 96, data: null, valor: -500, estado: 'rejeitada', motivo: 'invalid_date', texto: '20261307' }],
    [9, { linha: 103, data: '2026-07-31', valor: 123456, estado: 'ignorada', motivo: 'import_balance_row' }],
  ])('row %i', (index, expected) => {
    expect(rows[index]).toMatchObject(expected)
  })

  it('trusts no FITID of "0" or empty: those rows have no bank id', () => {
    expect(rows.map((row) => row.idBanco ?? null).slice(0, 3)).toEqual(['20260701001', null, null])
  })

  it('keeps every STMTTRN: none dropped, rejected and ignored rows included', () => {
    expect(rows).toHaveLength(10)
    expect(rows.map((row) => row.estado)).toEqual(['lida', 'lida', 'lida', 'lida', 'lida', 'lida', 'rejeitada', 'lida', 'rejeitada', 'ignorada'])
  })
})

describe('leaf variants', () => {
  it.each([
    ['unclosed leaves', '<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20260701\n<TRNAMT>-1.50\n<FITID>X\n<MEMO>Loja\n</STMTTRN>'],
    ['closed leaves', '<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20260701</DTPOSTED><TRNAMT>-1.50</TRNAMT><FITID>X</FITID><MEMO>Loja</MEMO></STMTTRN>'],
    ['mixed in one row', '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260701</DTPOSTED>\n<TRNAMT>-1.50\n<FITID>X</FITID><MEMO>Loja\n</STMTTRN>'],
    ['a leaf closed by the wrong tag', '<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20260701120000[-3:BRT]</DTUSER><TRNAMT>-1.50</TRNAMT><FITID>X</FITID><MEMO>Loja</NAME></STMTTRN>'],
    ['no closing STMTTRN before the next one', '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260701<TRNAMT>-1.50<FITID>X<MEMO>Loja'],
    ['tabs and trailing spaces', '<STMTTRN>\n\t<TRNTYPE>DEBIT \t\n\t  <DTPOSTED>20260701 \n\t  <TRNAMT>-1.50   \n\t<FITID>X \n\t<MEMO>  Loja    \n</STMTTRN>'],
    ['lower-case tags', '<stmttrn><trntype>DEBIT<dtposted>20260701<trnamt>-1.50<fitid>X<memo>Loja</stmttrn>'],
  ])('%s', (_what, transaction) => {
    expect(only(sgml(transaction))).toMatchObject({ data: '2026-07-01', valor: -150, idBanco: 'X', tipo: 'DEBIT', descricao: 'Loja', estado: 'lida' })
  })

  it.each([
    ['<NAME><![CDATA[EFTPOS  ALDI <STORE> ]]></NAME>', 'EFTPOS ALDI <STORE>'],
    ['<NAME>A &amp; B &lt;C&gt; &#233;&#xE9; &quot;x&quot;</NAME>', 'A & B <C> éé "x"'],
    ['<MEMO>Amazon & Cloud 3/3', 'Amazon & Cloud 3/3'],
    ['<MEMO>AT&T &unknown; x', 'AT&T &unknown; x'],
    ['<MEMO>PAGAMENTO DE CONVENIO\r\nGuia 001</MEMO>', 'PAGAMENTO DE CONVENIO Guia 001'],
    ['<NAME>PADARIA<MEMO>PADARIA CENTRAL LTDA', 'PADARIA CENTRAL LTDA'],
    ['<NAME>PADARIA CENTRAL LTDA<MEMO>padaria', 'PADARIA CENTRAL LTDA'],
    ['<NAME>PIX ENVIADO<MEMO>Fulano Ficticio', 'PIX ENVIADO - Fulano Ficticio'],
    ['<PAYEE><NAME>Loja Ficticia<ADDR1>Rua A</PAYEE>', 'Loja Ficticia'],
    ['', ''],
  ])('description of %j', (leaves, descricao) => {
    expect(only(sgml(`<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260701<TRNAMT>-1<FITID>X${leaves}</STMTTRN>`)).descricao).toBe(descricao)
  })

  it.each([
    ['<FITID>', undefined],
    ['<FITID></FITID>', undefined],
    ['<FITID>0', undefined],
    ['<FITID>0000', undefined],
    ['', undefined],
    ['<FITID>  ABC-1  ', 'ABC-1'],
  ])('FITID %j → %j', (leaf, id) => {
    expect(only(sgml(`<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260701<TRNAMT>-1${leaf}<MEMO>x</STMTTRN>`)).idBanco).toBe(id)
  })

  it.each([
    ['20260725000000[-3:BRT]', '2026-07-25'],
    ['20260725000000[-03:EST]', '2026-07-25'],
    ['20260725000000[-0300:BRT]', '2026-07-25'],
    ['20260725235959[+14:LINT]', '2026-07-25'],
  ])('DTPOSTED %s is the day %s, not moved by its offset', (posted, day) => {
    expect(only(sgml(`<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${posted}<TRNAMT>-1<MEMO>x</STMTTRN>`)).data).toBe(day)
  })

  it('takes DTUSER when there is no DTPOSTED', () => {
    expect(only(sgml('<STMTTRN><TRNTYPE>DEBIT<DTUSER>20260709<TRNAMT>-1<MEMO>x</STMTTRN>')).data).toBe('2026-07-09')
  })

  it.each([
    ['-11,76', -1176],
    ['              0.07', 7],
    ['-30.000', -3000],
    ['0', 0],
  ])('TRNAMT %j → %i cents', (amount, cents) => {
    expect(only(sgml(`<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260701<TRNAMT>${amount}<MEMO>x</STMTTRN>`)).valor).toBe(cents)
  })

  it('keeps a zero row as ignored, with its reason', () => {
    expect(only(sgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260701<TRNAMT>0,00<MEMO>x</STMTTRN>'))).toMatchObject({ estado: 'ignorada', motivo: 'import_zero_amount' })
  })

  it('keeps a row without an amount as rejected', () => {
    expect(only(sgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260701<MEMO>x</STMTTRN>'))).toMatchObject({ estado: 'rejeitada', motivo: 'import_amount_missing' })
  })

  it('numbers rows by the line of their STMTTRN, whatever ends the header lines', () => {
    const transaction = '<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20260701\n<TRNAMT>-1\n<MEMO>x\n</STMTTRN>'
    for (const newline of ['\n', '\r\n', '\r']) {
      const text = sgml(transaction, { header: 'OFXHEADER:100\nDATA:OFXSGML\nCHARSET:1252\n\n' }).replace(/\n/g, newline)
      expect(only(text).linha).toBe(9)
    }
  })
})

describe('files of several statements', () => {
  it('reads an OFX 2 file: two bank statements (one empty, one over two lists) and a card statement', () => {
    const file = read('xml-bank-and-card.ofx')
    expect(file.charsetDeclarado).toBe('UTF-8')
    expect(file.extratos.map((statement) => [statement.tipo, statement.conta, statement.linhas.length])).toEqual([
      ['bank', '555-0', 2],
      ['bank', '777-0', 0],
      ['card', 'cartao-ficticio', 4],
    ])
    expect(file.extratos[0]).toMatchObject({ periodo: { de: '2026-08-01', ate: '2026-08-20' }, saldo: { valor: 142000, data: '2026-08-20' } })
    expect(file.extratos[0]?.linhas[0]).toMatchObject({ descricao: 'SALARIO EMPRESA FICTICIA <LTDA>', data: '2026-08-01', valor: 150000 })
    expect(file.extratos[2]?.saldo).toEqual({ valor: -39707, data: '2026-08-03' })
  })

  it('signs card rows as written: purchases negative, the payment positive; installments on card rows', () => {
    const card = read('xml-bank-and-card.ofx').extratos[2]
    expect(card?.linhas.map((row) => [row.valor, row.parcela ?? null])).toEqual([
      [-34587, { numero: 2, total: 10 }],
      [-5000, { numero: 3, total: 4 }],
      [-120, null],
      [39707, null],
    ])
  })

  it('reads a QFX card statement written on one line, its rows on that line', () => {
    const file = read('one-line.qfx')
    expect(file.extratos).toHaveLength(1)
    expect(file.extratos[0]).toMatchObject({ tipo: 'card', moeda: 'CAD', conta: '4500000000000000', saldo: { valor: -1938, data: '2026-08-31' } })
    expect(file.extratos[0]?.linhas.map((row) => [row.linha, row.data, row.valor, row.descricao])).toEqual([
      [11, '2026-08-05', -688, 'FICTIONAL COFFEE'],
      [11, '2026-08-20', -1250, 'FICTIONAL REFUND'],
    ])
  })

  it('reads two transaction lists in one statement into one statement', () => {
    const text = sgml('<DTSTART>20260101<DTEND>20260115<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<TRNAMT>-1<MEMO>a</STMTTRN></BANKTRANLIST><BANKTRANLIST><DTSTART>20260116<DTEND>20260131<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260120<TRNAMT>-2<MEMO>b</STMTTRN>')
    const statements = readOfx(text)
    expect(statements).toHaveLength(1)
    expect(statements[0]?.periodo).toEqual({ de: '2026-01-01', ate: '2026-01-31' })
    expect(statements[0]?.linhas.map((row) => row.valor)).toEqual([-100, -200])
  })

  it('reads a card statement that names a BANKACCTFROM (early Nubank) as a card statement', () => {
    const text = '<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>BRL<BANKACCTFROM><ACCTID>abc</BANKACCTFROM><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20160801<TRNAMT>-100<MEMO>Loja</STMTTRN></BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>'
    expect(readOfx(text)[0]).toMatchObject({ tipo: 'card', conta: 'abc' })
  })

  it('leaves the ledger balance out when the file has none, or a blank one', () => {
    expect(readOfx(sgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260701<TRNAMT>-1<MEMO>x</STMTTRN>'))[0]?.saldo).toBeUndefined()
    const blank = sgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260701<TRNAMT>-1<MEMO>x</STMTTRN>').replace('</STMTRS>', '<LEDGERBAL><BALAMT><DTASOF>00000000</LEDGERBAL></STMTRS>')
    expect(readOfx(blank)[0]?.saldo).toBeUndefined()
  })
})
