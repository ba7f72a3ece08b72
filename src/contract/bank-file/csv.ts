// CSV statements: each known bank layout is a small declared profile recognised by its header row (columns,
// date format, decimal style, sign, end marker), read with PapaParse (quotes inside fields, preambles before
// the header); any other layout is read through the user's own column mapping. A file whose rows mostly do not
// have the header's number of fields is refused, never read "as well as possible".

import Papa from 'papaparse'
import { readBankAmount } from './amount'
import { csvDay } from './day'
import { isTrustedBankId } from './key'
import { classifyRow } from './row'
import { collapse, normalizeDescription } from './text'
import type { BankAmountProblem, BankFileRow, BankStatement, ColumnRef, CsvMapping, CsvProfileId, DateFormat, DecimalStyle, RejectedRowReason } from './types'
import { UnreadableFile } from './types'

type Delimiter = ',' | ';' | '\t'

const DELIMITERS: readonly Delimiter[] = [';', ',', '\t']

export interface CsvProfile {
  id: CsvProfileId
  tipo: 'bank' | 'card'
  delimitador: Delimiter
  /** Header cells that recognise the layout (compared without accents, case or punctuation); all must be there. */
  cabecalho: string[]
  data: ColumnRef
  /** One or more description columns, joined with " - " when several are filled. */
  descricao: ColumnRef[]
  valor?: ColumnRef
  credito?: ColumnRef
  debito?: ColumnRef
  /** The bank's own id of a row (a dedupe key when filled). */
  idBanco?: ColumnRef
  formatoData: DateFormat
  decimal: DecimalStyle
  /** Purchases written positive (a card bill): every amount is negated to the account's side. */
  inverterSinal: boolean
  /** A row whose first cell starts with this (normalised) text starts the scheduled rows: all after are ignored. */
  fim?: string
}

/** The known layouts, most specific first (Inter's with Histórico before the one without). */
export const csvProfiles: readonly CsvProfile[] = [
  {
    id: 'nubank-conta',
    tipo: 'bank',
    delimitador: ',',
    cabecalho: ['Data', 'Valor', 'Identificador', 'Descrição'],
    data: 'Data',
    descricao: ['Descrição'],
    valor: 'Valor',
    idBanco: 'Identificador',
    formatoData: 'dd/mm/yyyy',
    decimal: '.',
    inverterSinal: false,
  },
  {
    id: 'nubank-cartao',
    tipo: 'card',
    delimitador: ',',
    cabecalho: ['date', 'title', 'amount'],
    data: 'date',
    descricao: ['title'],
    valor: 'amount',
    formatoData: 'yyyy-mm-dd',
    decimal: '.',
    inverterSinal: true,
  },
  {
    id: 'inter',
    tipo: 'bank',
    delimitador: ';',
    cabecalho: ['Data Lançamento', 'Histórico', 'Descrição', 'Valor'],
    data: 'Data Lançamento',
    descricao: ['Histórico', 'Descrição'],
    valor: 'Valor',
    formatoData: 'dd/mm/yyyy',
    decimal: ',',
    inverterSinal: false,
  },
  {
    id: 'inter',
    tipo: 'bank',
    delimitador: ';',
    cabecalho: ['Data Lançamento', 'Descrição', 'Valor'],
    data: 'Data Lançamento',
    descricao: ['Descrição'],
    valor: 'Valor',
    formatoData: 'dd/mm/yyyy',
    decimal: ',',
    inverterSinal: false,
  },
  {
    id: 'itau',
    tipo: 'bank',
    delimitador: ';',
    cabecalho: ['data', 'lançamento', 'valor (R$)'],
    data: 'data',
    descricao: ['lançamento'],
    valor: 'valor (R$)',
    formatoData: 'dd/mm/yyyy',
    decimal: ',',
    inverterSinal: false,
    fim: 'lançamentos futuros',
  },
  {
    id: 'bradesco',
    tipo: 'bank',
    delimitador: ';',
    cabecalho: ['Data', 'Lançamento', 'Dcto.', 'Crédito (R$)', 'Débito (R$)'],
    data: 'Data',
    descricao: ['Lançamento'],
    credito: 'Crédito (R$)',
    debito: 'Débito (R$)',
    formatoData: 'dd/mm/yyyy',
    decimal: ',',
    inverterSinal: false,
    fim: 'lançamentos futuros',
  },
  {
    id: 'banco-do-brasil',
    tipo: 'bank',
    delimitador: ',',
    cabecalho: ['Data', 'Dependencia Origem', 'Histórico', 'Data do Balancete', 'Número do documento', 'Valor'],
    data: 'Data',
    descricao: ['Histórico'],
    valor: 'Valor',
    formatoData: 'dd/mm/yyyy',
    // Both "20750.31" and "0,00" are quoted from its exports: either decimal, "1.084" refused.
    decimal: 'auto',
    inverterSinal: false,
  },
  {
    // Its newer export (2025): the signed amount with a decimal comma, quoted, and Entrada / Saída beside it.
    id: 'banco-do-brasil',
    tipo: 'bank',
    delimitador: ',',
    cabecalho: ['Data', 'Lançamento', 'Detalhes', 'Nº documento', 'Valor', 'Tipo Lançamento'],
    data: 'Data',
    descricao: ['Lançamento', 'Detalhes'],
    valor: 'Valor',
    formatoData: 'dd/mm/yyyy',
    decimal: ',',
    inverterSinal: false,
  },
]

/** How far down a preamble may push the header row. */
const HEADER_SEARCH_ROWS = 30

interface CsvRow {
  cells: string[]
  line: number
}

/** The rows of a CSV text with the 1-based line each starts on (lines already ended by "\n" only). */
function parseRows(text: string, delimiter: Delimiter): CsvRow[] {
  const rows: CsvRow[] = []
  const lineStarts: number[] = [0]
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1)
  let previous = 0
  let lineCursor = 0
  Papa.parse<string[]>(text, {
    delimiter,
    newline: '\n',
    skipEmptyLines: true,
    step: (result) => {
      let start = previous
      while (text[start] === '\n') start += 1
      while (lineCursor + 1 < lineStarts.length && (lineStarts[lineCursor + 1] ?? Infinity) <= start) lineCursor += 1
      rows.push({ cells: result.data, line: lineCursor + 1 })
      previous = result.meta.cursor
    },
  })
  return rows
}

const headerName = (cell: string): string => normalizeDescription(cell)

interface Layout {
  perfil: CsvProfileId
  tipo: 'bank' | 'card'
  rows: CsvRow[]
  /** Index of the header row in `rows`, -1 when the mapping uses positions only. */
  headerAt: number
  columns: { data: number; descricao: number[]; valor?: number; credito?: number; debito?: number; idBanco?: number }
  formatoData: DateFormat
  decimal: DecimalStyle
  inverterSinal: boolean
  fim?: string
}

function findHeader(rows: CsvRow[], names: string[]): number {
  const wanted = names.map(headerName)
  return rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => {
    const cells = row.cells.map(headerName)
    return wanted.every((name) => cells.includes(name))
  })
}

function columnIndex(header: CsvRow | undefined, ref: ColumnRef): number {
  if (typeof ref === 'number') return ref
  return header ? header.cells.map(headerName).indexOf(headerName(ref)) : -1
}

function layoutOf(profile: Omit<CsvProfile, 'delimitador' | 'cabecalho'>, rows: CsvRow[], headerAt: number): Layout {
  const header = rows[headerAt]
  const index = (ref: ColumnRef | undefined) => (ref === undefined ? undefined : columnIndex(header, ref))
  const columns = {
    data: columnIndex(header, profile.data),
    descricao: profile.descricao.map((ref) => columnIndex(header, ref)),
    valor: index(profile.valor),
    credito: index(profile.credito),
    debito: index(profile.debito),
    idBanco: index(profile.idBanco),
  }
  const used = [columns.data, ...columns.descricao, columns.valor, columns.credito, columns.debito, columns.idBanco]
  if (used.some((column) => column !== undefined && column < 0)) throw new UnreadableFile(header?.line ?? 1, 'import_mapping_column')
  return { perfil: profile.id, tipo: profile.tipo, rows, headerAt, columns, formatoData: profile.formatoData, decimal: profile.decimal, inverterSinal: profile.inverterSinal, ...(profile.fim ? { fim: profile.fim } : {}) }
}

function mappingLayout(text: string, mapping: CsvMapping): Layout {
  const refs = [mapping.data, mapping.descricao, mapping.valor, mapping.credito, mapping.debito].filter((ref): ref is ColumnRef => ref !== undefined)
  const hasAmount = mapping.valor !== undefined || (mapping.credito !== undefined && mapping.debito !== undefined)
  if (!hasAmount) throw new UnreadableFile(1, 'import_mapping_column')
  const names = refs.filter((ref): ref is string => typeof ref === 'string')
  const delimiters: readonly Delimiter[] = mapping.delimitador ? [mapping.delimitador] : DELIMITERS
  for (const delimiter of delimiters) {
    const rows = parseRows(text, delimiter)
    const headerAt = names.length > 0 ? findHeader(rows, names) : -1
    if (names.length > 0 && headerAt < 0) continue
    const widest = Math.max(0, ...rows.slice(0, HEADER_SEARCH_ROWS).map((row) => row.cells.length))
    if (names.length === 0 && widest <= Math.max(...refs.map(Number))) continue
    const profile = {
      id: 'generic' as const,
      tipo: mapping.tipo ?? 'bank',
      data: mapping.data,
      descricao: [mapping.descricao],
      ...(mapping.valor !== undefined ? { valor: mapping.valor } : { credito: mapping.credito, debito: mapping.debito }),
      formatoData: mapping.formatoData,
      decimal: mapping.decimal,
      inverterSinal: mapping.inverterSinal ?? false,
    }
    return layoutOf(profile, rows, headerAt)
  }
  throw new UnreadableFile(1, 'import_mapping_column')
}

function profileLayout(text: string, only?: CsvProfileId): Layout {
  const parsed = new Map<Delimiter, CsvRow[]>()
  const rowsFor = (delimiter: Delimiter) => {
    const rows = parsed.get(delimiter) ?? parseRows(text, delimiter)
    parsed.set(delimiter, rows)
    return rows
  }
  // The declared delimiter first; then the others, so a known header re-saved with another delimiter is still
  // recognised, and its rows' field counts refuse it.
  for (const declared of [true, false]) {
    for (const profile of csvProfiles) {
      if (only && profile.id !== only) continue
      for (const delimiter of declared ? [profile.delimitador] : DELIMITERS.filter((each) => each !== profile.delimitador)) {
        const rows = rowsFor(delimiter)
        const headerAt = findHeader(rows, profile.cabecalho)
        if (headerAt >= 0) return layoutOf(profile, rows, headerAt)
      }
    }
  }
  // Nothing known: a text with no row of two fields is not a statement at all.
  const tabular = DELIMITERS.some((delimiter) => rowsFor(delimiter).some((row) => row.cells.length >= 2))
  throw new UnreadableFile(1, tabular ? 'import_unknown_layout' : 'import_not_bank_file')
}

const cell = (row: CsvRow, index: number | undefined): string => (index === undefined ? '' : collapse(row.cells[index] ?? ''))

function joinDescription(parts: string[]): string {
  const filled = parts.filter((part, index) => part !== '' && parts.indexOf(part) === index)
  return filled.join(' - ')
}

/** The cents of one signed column, or of a credit and a debit column (each a magnitude; only one filled). */
function amountOf(row: CsvRow, layout: Layout): { text: string; cents: number | BankAmountProblem | RejectedRowReason } {
  const { valor, credito, debito } = layout.columns
  if (valor !== undefined) {
    const text = cell(row, valor)
    return { text, cents: readBankAmount(text, layout.decimal) }
  }
  const creditText = cell(row, credito)
  const debitText = cell(row, debito)
  const credit = creditText === '' ? 0 : readBankAmount(creditText, layout.decimal)
  const debit = debitText === '' ? 0 : readBankAmount(debitText, layout.decimal)
  const text = [creditText, debitText].filter(Boolean).join(' / ')
  if (typeof credit !== 'number') return { text, cents: credit }
  if (typeof debit !== 'number') return { text, cents: debit }
  if (creditText === '' && debitText === '') return { text, cents: 'import_amount_missing' }
  if (credit !== 0 && debit !== 0) return { text, cents: 'import_credit_and_debit' }
  return { text, cents: Math.abs(credit) - Math.abs(debit) }
}

function readRows(layout: Layout): BankFileRow[] {
  const header = layout.rows[layout.headerAt]
  const dataRows = layout.rows.slice(layout.headerAt + 1)
  const needed = Math.max(...Object.values(layout.columns).flat().filter((column): column is number => column !== undefined)) + 1
  const widest = header ? header.cells.length : Math.max(needed, ...dataRows.map((row) => row.cells.length))
  // A trailing delimiter (BB ends every line with ",") adds one empty field; a header may name more columns
  // than the rows fill (Inter: "…;Valor;Saldo" over 4 fields).
  const fits = (row: CsvRow) => row.cells.length >= needed && (row.cells.length <= widest || row.cells.slice(widest).every((each) => each.trim() === ''))
  const misfits = dataRows.filter((row) => !fits(row))
  if (dataRows.length > 0 && misfits.length * 2 > dataRows.length) throw new UnreadableFile(misfits[0]?.line ?? 1, 'import_field_count')
  const fim = layout.fim ? normalizeDescription(layout.fim) : null
  let scheduled = false
  const rows: BankFileRow[] = []
  for (const row of dataRows) {
    if (row.cells.every((each) => each.trim() === '')) continue
    const first = normalizeDescription(row.cells.find((each) => each.trim() !== '') ?? '')
    if (fim !== null && first.startsWith(fim)) {
      scheduled = true
      continue
    }
    if (!fits(row)) {
      rows.push({ linha: row.line, descricao: collapse(row.cells.join(' ')), estado: 'rejeitada', data: null, valor: null, motivo: 'import_field_count', texto: row.cells.join(' | ') })
      continue
    }
    const dateText = cell(row, layout.columns.data)
    const day = csvDay(dateText, layout.formatoData)
    const amountCells = [layout.columns.valor, layout.columns.credito, layout.columns.debito].map((index) => cell(row, index))
    // A section title ("saídas futuras;;", "Lançamentos") has neither a day nor an amount: not a movement.
    if (!/^\d{4}-/.test(day) && amountCells.every((each) => each === '')) continue
    const { text, cents } = amountOf(row, layout)
    const signed = typeof cents === 'number' && layout.inverterSinal && cents !== 0 ? -cents : cents
    const id = cell(row, layout.columns.idBanco)
    const fields = {
      linha: row.line,
      descricao: joinDescription(layout.columns.descricao.map((index) => cell(row, index))),
      ...(isTrustedBankId(id) ? { idBanco: id } : {}),
    }
    const read = classifyRow(fields, dateText, day, text, signed)
    rows.push(scheduled && read.estado !== 'rejeitada' ? { ...read, estado: 'ignorada', motivo: 'import_future_row', ...(read.data && read.valor !== null ? { chave: '' } : {}) } : read)
  }
  return rows
}

export interface CsvRead {
  perfil: CsvProfileId
  extrato: BankStatement
}

/** The one statement of a CSV text, by the chosen or recognised profile, or by the user's mapping. */
export function readCsv(text: string, options: { perfil?: CsvProfileId; mapeamento?: CsvMapping } = {}): CsvRead {
  const normalized = text.replace(/\r\n?/g, '\n')
  const layout = options.mapeamento && (options.perfil === undefined || options.perfil === 'generic') ? mappingLayout(normalized, options.mapeamento) : profileLayout(normalized, options.perfil)
  const linhas = readRows(layout)
  if (!linhas.some((row) => row.estado !== 'rejeitada')) throw new UnreadableFile(layout.rows[layout.headerAt]?.line ?? 1, 'import_no_transactions')
  const days = linhas.flatMap((row) => (row.estado === 'lida' && row.data ? [row.data] : [])).sort()
  const periodo = days.length > 0 ? { de: days[0], ate: days[days.length - 1] } : undefined
  return { perfil: layout.perfil, extrato: { tipo: layout.tipo, linhas, ...(periodo ? { periodo } : {}) } }
}
