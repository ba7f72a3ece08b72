// readBankFile as the API and the page call it: the format, the refusals of files that are no statement, and
// the limits the caller enforces (5 MiB, 10,000 rows).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bankFileRowCount, fitsBankFileRows, fitsBankFileSize, isUnreadable, MAX_BANK_FILE_BYTES, MAX_BANK_FILE_ROWS, readBankFile } from '@contract/bank-file/index'
import type { BankFile } from '@contract/bank-file/types'

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '..', 'fixtures', 'bank-file', name)))
const utf8 = (text: string) => new TextEncoder().encode(text)

describe('readBankFile', () => {
  it.each([
    ['sgml-quirks-utf8.ofx', 'ofx'],
    ['xml-bank-and-card.ofx', 'ofx'],
    ['one-line.qfx', 'ofx'],
    ['nubank-conta.csv', 'csv'],
  ])('%s is %s', (name, formato) => {
    expect(readBankFile(fixture(name))).toMatchObject({ formato })
  })

  it.each([
    ['an empty file', new Uint8Array(0), 1, 'import_not_bank_file'],
    ['blank lines', utf8('\n\n  \n'), 1, 'import_not_bank_file'],
    ['a PDF', new Uint8Array([...utf8('%PDF-1.7\n'), 0, 1, 2, 3, ...utf8('\nstream\n')]), 1, 'import_not_bank_file'],
    ['a PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 1, 'import_not_bank_file'],
    ['prose', utf8('Dear customer\nyour statement is attached\n'), 1, 'import_not_bank_file'],
    ['an OFX with a statement but no transaction', fixture('no-transactions.ofx'), 24, 'import_no_transactions'],
    ['an OFX with no statement', utf8('OFXHEADER:100\n\n<OFX>\n<SIGNONMSGSRSV1>\n</SIGNONMSGSRSV1>\n</OFX>\n'), 3, 'import_no_transactions'],
  ])('refuses %s, naming the line', (_what, bytes, linha, motivo) => {
    const result = readBankFile(bytes)
    expect(result).toEqual({ code: 'import_unreadable', linha, motivo })
    expect(isUnreadable(result)).toBe(true)
  })

  it('reads with the charset the user chose', () => {
    const file = readBankFile(fixture('sgml-quirks-utf8.ofx'), { charset: 'windows-1252' }) as BankFile
    expect(file.charset).toBe('windows-1252')
    expect(file.extratos[0]?.linhas[0]?.descricao).toBe('COMPRA COM CARTÃƒO')
  })
})

describe('limits', () => {
  it('are 5 MiB and 10,000 rows', () => {
    expect(MAX_BANK_FILE_BYTES).toBe(5_242_880)
    expect(MAX_BANK_FILE_ROWS).toBe(10_000)
    expect([MAX_BANK_FILE_BYTES, MAX_BANK_FILE_BYTES + 1].map(fitsBankFileSize)).toEqual([true, false])
  })

  it('count every row of every statement, ignored and rejected ones included', () => {
    const file = readBankFile(fixture('xml-bank-and-card.ofx')) as BankFile
    expect(bankFileRowCount(file)).toBe(6)
    expect(fitsBankFileRows(file)).toBe(true)
  })

  it('tell a file past 10,000 rows', () => {
    const rows = Array.from({ length: MAX_BANK_FILE_ROWS + 1 }, (_, index) => `2026-07-01,Loja ${index},1.00`)
    const file = readBankFile(utf8(`date,title,amount\n${rows.join('\n')}\n`)) as BankFile
    expect(bankFileRowCount(file)).toBe(10_001)
    expect(fitsBankFileRows(file)).toBe(false)
  })
})
