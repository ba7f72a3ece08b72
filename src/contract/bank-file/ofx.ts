// OFX 1.x (SGML), OFX 2.x (XML) and QFX, read without building a tree, because real files break every tree:
// leaves closed, unclosed or both in one file, a leaf closed by the wrong tag, values over two lines, CDATA,
// raw "&", headers ended by a bare CR, several statements or transaction lists per file, a BANKACCTFROM inside
// a card statement. Statements are STMTRS/CCSTMTRS blocks; transactions are STMTTRN blocks (ended by their
// closing tag, the next STMTTRN or the end of the list); a leaf is the text after its tag up to the next tag.

import { readBankAmount } from './amount'
import { ofxDay } from './day'
import { isTrustedBankId } from './key'
import { classifyRow } from './row'
import { collapse } from './text'
import type { BankFileRow, BankStatement } from './types'
import { UnreadableFile } from './types'

interface Token {
  close: boolean
  name: string
  /** Offset of '<'. */
  start: number
  /** Offset after '>'. */
  end: number
}

// A tag: <NAME>, </NAME>, <NAME attr…> (OFX 2 has none, but tolerate). CDATA, comments and <?…?> are not tags.
const TAG = /<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<(\/?)([A-Za-z][\w.]*)(?:\s[^<>]*)?\s*\/?>/g

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** A leaf's text: CDATA unwrapped, entities decoded (outside CDATA), whitespace collapsed. */
function leafText(raw: string): string {
  let out = ''
  let at = 0
  for (const match of raw.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)) {
    out += decodeEntities(raw.slice(at, match.index)) + (match[1] ?? '')
    at = match.index + match[0].length
  }
  return collapse(out + decodeEntities(raw.slice(at)))
}

/** Whether the text is an OFX file: an OFX header, or an <OFX> element. */
export function looksLikeOfx(text: string): boolean {
  return /^\s*(?:OFXHEADER\s*:|<\?xml[^>]*>\s*<\?OFX|<\?OFX)/i.test(text) || /<OFX>/i.test(text.slice(0, 4096))
}

/** What the header declares about the charset ("USASCII/1252", "UTF-8"), a hint for the preview only. */
export function declaredCharset(text: string): string | undefined {
  const head = text.slice(0, Math.max(0, text.search(/<OFX>/i)) || 2048)
  const values: string[] = []
  for (const line of head.split(/\r\n|\r|\n/)) {
    const match = /^\s*(ENCODING|CHARSET)\s*:\s*(\S+)/i.exec(line)
    if (match?.[2]) values.push(match[2])
  }
  for (const match of head.matchAll(/\b(?:encoding|charset)\s*=\s*"([^"]*)"/gi)) values.push(match[1] ?? '')
  const useful = values.filter((value) => value !== '' && !/^none$/i.test(value))
  return useful.length > 0 ? [...new Set(useful)].join('/') : undefined
}

/** 1-based line numbers of offsets, lines ended by CR LF, CR or LF. */
function lineIndex(text: string): (offset: number) => number {
  const starts = [0]
  for (const match of text.matchAll(/\r\n|\r|\n/g)) starts.push(match.index + match[0].length)
  return (offset) => {
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if ((starts[middle] ?? 0) <= offset) low = middle
      else high = middle - 1
    }
    return low + 1
  }
}

interface RawTransaction {
  start: number
  leaves: Map<string, string>
}

function combineDescription(name: string, memo: string): string {
  if (name === '') return memo
  if (memo === '') return name
  const lowerName = name.toLowerCase()
  const lowerMemo = memo.toLowerCase()
  if (lowerMemo.includes(lowerName)) return memo
  if (lowerName.includes(lowerMemo)) return name
  return `${name} - ${memo}`
}

function toRow(raw: RawTransaction, line: number): BankFileRow {
  const leaf = (name: string) => raw.leaves.get(name) ?? ''
  const descricao = combineDescription(leaf('NAME'), leaf('MEMO'))
  const fitid = leaf('FITID')
  const base = {
    linha: line,
    descricao,
    ...(isTrustedBankId(fitid) ? { idBanco: fitid } : {}),
    ...(leaf('TRNTYPE') ? { tipo: leaf('TRNTYPE') } : {}),
  }
  const dateText = leaf('DTPOSTED') || leaf('DTUSER')
  const amountText = leaf('TRNAMT')
  return classifyRow(base, dateText, ofxDay(dateText), amountText, readBankAmount(amountText))
}

// DTASOF may come before BALAMT: the day waits here until the statement ends.
const ledgerDays = new WeakMap<BankStatement, string>()

const STATEMENT = new Set(['STMTRS', 'CCSTMTRS'])
const SECTIONS = new Set(['BANKACCTFROM', 'CCACCTFROM', 'BANKTRANLIST', 'LEDGERBAL', 'AVAILBAL', 'STMTTRN'])

/** The statements of an OFX text; an unreadable file when it has none or no transaction at all. */
export function readOfx(text: string): BankStatement[] {
  const lineOf = lineIndex(text)
  const tokens: Token[] = []
  for (const match of text.matchAll(TAG)) {
    if (match[2] === undefined) continue
    tokens.push({ close: match[1] === '/', name: match[2].toUpperCase(), start: match.index, end: match.index + match[0].length })
  }
  const statements: BankStatement[] = []
  let statement: BankStatement | null = null
  let section: string | null = null
  let transaction: RawTransaction | null = null
  const endTransaction = () => {
    if (transaction && statement) statement.linhas.push(toRow(transaction, lineOf(transaction.start)))
    transaction = null
  }
  const endStatement = () => {
    endTransaction()
    const day = statement ? ledgerDays.get(statement) : undefined
    if (statement?.saldo && day) statement.saldo.data = day
    statement = null
    section = null
  }
  for (const [index, token] of tokens.entries()) {
    if (STATEMENT.has(token.name)) {
      endStatement()
      if (!token.close) {
        statement = { tipo: token.name === 'CCSTMTRS' ? 'card' : 'bank', linhas: [] }
        statements.push(statement)
      }
      continue
    }
    if (!statement) continue
    if (token.name === 'STMTTRN' || (token.close && token.name === 'BANKTRANLIST')) endTransaction()
    if (SECTIONS.has(token.name)) {
      section = token.close ? null : token.name
      if (token.name === 'STMTTRN' && !token.close) transaction = { start: token.start, leaves: new Map() }
      continue
    }
    if (token.close) continue
    const next = tokens[index + 1]
    const value = leafText(text.slice(token.end, next ? next.start : text.length))
    // PAYEE's NAME and the transaction's own NAME are one description: the first one written wins.
    if (transaction && !transaction.leaves.has(token.name)) transaction.leaves.set(token.name, value)
    else if (!transaction) readStatementLeaf(statement, section, token.name, value)
  }
  endStatement()
  if (statements.length === 0) throw new UnreadableFile(lineOf(Math.max(0, text.search(/<OFX>/i))), 'import_no_transactions')
  if (statements.every((each) => each.linhas.length === 0)) throw new UnreadableFile(lineOf(text.length), 'import_no_transactions')
  return statements
}

function readStatementLeaf(statement: BankStatement, section: string | null, name: string, value: string): void {
  if (value === '') return
  if (name === 'CURDEF') statement.moeda ??= value
  else if (name === 'BANKID' && section !== null && section.endsWith('ACCTFROM')) statement.banco ??= value
  else if (name === 'BRANCHID' && section !== null && section.endsWith('ACCTFROM')) statement.agencia ??= value
  else if (name === 'ACCTID' && section !== null && section.endsWith('ACCTFROM')) statement.conta ??= value
  else if ((name === 'DTSTART' || name === 'DTEND') && section === 'BANKTRANLIST') {
    const day = ofxDay(value)
    if (!/^\d{4}-/.test(day)) return
    const period = (statement.periodo ??= {})
    // Several lists in one statement: the period covers them all.
    if (name === 'DTSTART' && (period.de === undefined || day < period.de)) period.de = day
    if (name === 'DTEND' && (period.ate === undefined || day > period.ate)) period.ate = day
  } else if (name === 'BALAMT' && section === 'LEDGERBAL') {
    const cents = readBankAmount(value)
    if (typeof cents === 'number') statement.saldo = { ...statement.saldo, valor: cents }
  } else if (name === 'DTASOF' && section === 'LEDGERBAL') {
    const day = ofxDay(value)
    if (/^\d{4}-/.test(day)) ledgerDays.set(statement, day)
  }
}
