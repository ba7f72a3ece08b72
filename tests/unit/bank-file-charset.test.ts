// The charset of a statement file: the bytes decide (a BOM, else valid UTF-8, else windows-1252); the OFX
// header's CHARSET is only reported; the user's choice overrides.
import { describe, expect, it } from 'vitest'
import { decodeBytes, detectCharset } from '@contract/bank-file/charset'
import { readBankFile } from '@contract/bank-file/index'

const bytes = (...values: number[]) => new Uint8Array(values)
const utf8 = (text: string) => new TextEncoder().encode(text)
/** "CARTÃO" as windows-1252 writes it. */
const CARTAO_1252 = bytes(0x43, 0x41, 0x52, 0x54, 0xc3, 0x4f)

describe('detectCharset', () => {
  it.each([
    ['a UTF-8 BOM', bytes(0xef, 0xbb, 0xbf, 0x61), 'utf-8'],
    ['a UTF-16LE BOM', bytes(0xff, 0xfe, 0x61, 0x00), 'utf-16le'],
    ['a UTF-16BE BOM', bytes(0xfe, 0xff, 0x00, 0x61), 'utf-16be'],
    ['plain ASCII', utf8('OFXHEADER:100'), 'utf-8'],
    ['valid UTF-8 accents', utf8('SERVIÇOS CARTÃO'), 'utf-8'],
    ['windows-1252 accents', CARTAO_1252, 'windows-1252'],
    ['byte 0x81, undefined in windows-1252 and invalid UTF-8', bytes(0x41, 0x81), 'windows-1252'],
    ['UTF-8 cut in the middle of a character', bytes(0x43, 0xc3), 'windows-1252'],
  ])('%s → %s', (_what, input, charset) => {
    expect(detectCharset(input)).toBe(charset)
  })
})

describe('decodeBytes', () => {
  it.each([
    ['windows-1252 bytes', CARTAO_1252, undefined, 'CARTÃO', 'windows-1252'],
    ['the euro sign and dash of windows-1252', bytes(0x35, 0x80, 0x20, 0x97), undefined, '5€ —', 'windows-1252'],
    ['UTF-8 with its BOM dropped', bytes(0xef, 0xbb, 0xbf, 0xc3, 0xa3), undefined, 'ã', 'utf-8'],
    ['UTF-16LE with its BOM dropped', bytes(0xff, 0xfe, 0xe3, 0x00), undefined, 'ã', 'utf-16le'],
    ['a UTF-8 body read as the user chose', utf8('CARTÃO'), 'windows-1252', 'CARTÃ\u0192O', 'windows-1252'],
    ['latin1 chosen, read as windows-1252', CARTAO_1252, 'iso-8859-1', 'CARTÃO', 'windows-1252'],
  ])('%s', (_what, input, charset, text, used) => {
    expect(decodeBytes(input, charset)).toEqual({ text, charset: used })
  })

  it('refuses a charset label that is not one', () => {
    expect(readBankFile(utf8('Data,Valor,Identificador,Descrição\n'), { charset: 'klingon' })).toEqual({ code: 'import_unreadable', linha: 1, motivo: 'import_charset_unknown' })
  })
})

describe('the OFX header is a hint', () => {
  const ofx = (declared: string, body: Uint8Array) => {
    const head = utf8(`OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nENCODING:USASCII\nCHARSET:${declared}\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260701<TRNAMT>-1,00<MEMO>`)
    const tail = utf8('\n</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n')
    return new Uint8Array([...head, ...body, ...tail])
  }
  it.each([
    ['1252 over a UTF-8 body', '1252', utf8('CARTÃO'), 'utf-8'],
    ['1252 over windows-1252 bytes', '1252', CARTAO_1252, 'windows-1252'],
    ['UTF-8 over windows-1252 bytes', 'UTF-8', CARTAO_1252, 'windows-1252'],
  ])('%s', (_what, declared, body, charset) => {
    const file = readBankFile(ofx(declared, body))
    if ('code' in file) throw new Error(file.motivo)
    expect(file.charset).toBe(charset)
    expect(file.charsetDeclarado).toBe(`USASCII/${declared}`)
    expect(file.extratos[0]?.linhas[0]?.descricao).toBe('CARTÃO')
  })
})
