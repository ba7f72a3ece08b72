// Import keys: the trusted bank id with the amount, else day + amount + normalised description, plus the
// occurrence among the statement's rows of the same base.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { readBankFile } from '@contract/bank-file/index'
import { importKeyBase, importKeys, isTrustedBankId } from '@contract/bank-file/key'
import { normalizeDescription } from '@contract/bank-file/text'

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '..', 'fixtures', 'bank-file', name)))

describe('normalizeDescription', () => {
  it.each([
    ['Uber  RIDES', 'uber rides'],
    ['PADARIA SÃO JOÃO', 'padaria sao joao'],
    ['Débito — Cartão: 1234/56', 'debito cartao 1234 56'],
    ['  *Prov* Aluguel  ', 'prov aluguel'],
    ['Ça\u0301fe\u0301', 'cafe'],
  ])('%j → %j', (text, normalized) => {
    expect(normalizeDescription(text)).toBe(normalized)
  })
})

describe('importKeyBase', () => {
  it.each([
    [{ data: '2026-07-01', valor: -1000, descricao: 'X', idBanco: 'ABC' }, 'id:ABC|-1000'],
    [{ data: '2026-07-01', valor: -1000, descricao: 'Padaria São João', idBanco: '' }, 'fp:2026-07-01|-1000|padaria sao joao'],
    [{ data: '2026-07-01', valor: -1000, descricao: 'Padaria São João', idBanco: '0' }, 'fp:2026-07-01|-1000|padaria sao joao'],
    [{ data: '2026-07-01', valor: -1000, descricao: 'Padaria São João', idBanco: '000' }, 'fp:2026-07-01|-1000|padaria sao joao'],
    [{ data: '2026-07-01', valor: -1000, descricao: 'Padaria São João' }, 'fp:2026-07-01|-1000|padaria sao joao'],
  ])('%j → %s', (row, base) => {
    expect(importKeyBase(row)).toBe(base)
  })

  it('tells apart an IOF row and its purchase that share one FITID, by the amount', () => {
    const [purchase, iof] = importKeys([
      { data: '2026-07-06', valor: -5000, descricao: 'Curso', idBanco: 'C2' },
      { data: '2026-07-07', valor: -120, descricao: 'IOF de "Curso"', idBanco: 'C2' },
    ])
    expect(purchase).not.toBe(iof)
  })

  it('trusts only ids that are not empty or zeros', () => {
    expect([undefined, '', '0', ' 00 ', '1', 'A0'].map(isTrustedBankId)).toEqual([false, false, false, false, true, true])
  })
})

describe('importKeys', () => {
  it('keeps two identical real purchases on one day as two keys, numbered in file order', () => {
    const row = { data: '2026-07-04', valor: -1600, descricao: 'CINE ESTRELA' }
    expect(importKeys([row, { ...row, descricao: 'Cine  Estrela' }, { ...row, data: '2026-07-05' }])).toEqual([
      'fp:2026-07-04|-1600|cine estrela#1',
      'fp:2026-07-04|-1600|cine estrela#2',
      'fp:2026-07-05|-1600|cine estrela#1',
    ])
  })

  it('gives the same keys to a whole day sharing one FITID, each amount counted apart', () => {
    const day = { data: '2021-02-17', descricao: 'x', idBanco: '17/02/2021077' }
    expect(importKeys([{ ...day, valor: -1600 }, { ...day, valor: -1600 }, { ...day, valor: -500 }])).toEqual([
      'id:17/02/2021077|-1600#1',
      'id:17/02/2021077|-1600#2',
      'id:17/02/2021077|-500#1',
    ])
  })

  it('reads the same statement in windows-1252 and in UTF-8 to the same keys', () => {
    const cp1252 = readBankFile(fixture('sgml-quirks-cp1252.ofx'))
    const utf8 = readBankFile(fixture('sgml-quirks-utf8.ofx'))
    if ('code' in cp1252 || 'code' in utf8) throw new Error('both files read')
    expect(cp1252.charset).toBe('windows-1252')
    expect(utf8.charset).toBe('utf-8')
    const keys = (file: typeof utf8) => file.extratos.flatMap((statement) => statement.linhas.map((row) => (row.estado === 'rejeitada' ? null : row.chave)))
    expect(keys(cp1252)).toEqual(keys(utf8))
    expect(keys(utf8).filter(Boolean)).toHaveLength(8)
    expect(new Set(keys(utf8).filter(Boolean)).size).toBe(8)
  })

  it('reads the same file twice to the same keys (a re-import finds every row)', () => {
    const first = readBankFile(fixture('itau-bom.csv'))
    const second = readBankFile(fixture('itau-bom.csv'))
    expect(first).toEqual(second)
  })
})

describe('importKeys (property)', () => {
  const row = fc.record({
    data: fc.constantFrom('2026-07-01', '2026-07-02'),
    valor: fc.constantFrom(-1600, -500, 0, 1000),
    descricao: fc.constantFrom('CINE ESTRELA', 'Cine  Estrela', 'Padaria São João', 'PADARIA SAO JOAO'),
    idBanco: fc.constantFrom(undefined, '', '0', 'F1', 'F2'),
  })
  it('gives every row of a file its own key, whatever repeats in it, and the same keys again on a second read', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const keys = importKeys(rows)
        expect(new Set(keys).size).toBe(rows.length)
        expect(importKeys(rows.map((each) => ({ ...each })))).toEqual(keys)
      }),
    )
  })

  it('keeps the keys of the rows a later, longer export repeats in the same order', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), fc.array(row, { maxLength: 10 }), (rows, later) => {
        expect(importKeys([...rows, ...later]).slice(0, rows.length)).toEqual(importKeys(rows))
      }),
    )
  })
})
