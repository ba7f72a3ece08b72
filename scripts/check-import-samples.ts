// Reads every statement file of a samples folder (default ../shared/import-samples) with the bank-file reader
// and compares each with the reference in the folder's README: row count, sum, first and last amounts, and
// the ledger balance. Prints one line per file (right / wrong / refused and why); exits 1 when any differs.
//   node --import tsx scripts/check-import-samples.ts [folder]

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { readBankFile } from '../src/contract/bank-file/index'
import { readBankAmount } from '../src/contract/bank-file/amount'

const folder = resolve(process.argv[2] ?? join(import.meta.dirname, '..', '..', 'shared', 'import-samples'))

interface Reference {
  count: number
  sum: number
  first?: number
  last?: number
  ledger?: number
}

const cents = (text: string): number => {
  const value = readBankAmount(text)
  if (typeof value !== 'number') throw new Error(`Reference amount not readable: ${text}`)
  return value
}

function references(): Map<string, Reference> {
  const table = new Map<string, Reference>()
  for (const line of readFileSync(join(folder, 'README.md'), 'utf8').split('\n')) {
    const file = /^\| `([^`]+)` \|/.exec(line)?.[1]
    const reference = /count = (\d+), sum = (-?[\d.]+).*?first = (-?[\d.]+), last = (-?[\d.]+), LEDGERBAL BALAMT = `([^`]*)`/.exec(line)
    if (!file || !reference) continue
    table.set(file, {
      count: Number(reference[1]),
      sum: cents(reference[2] ?? ''),
      first: cents(reference[3] ?? ''),
      last: cents(reference[4] ?? ''),
      ...(reference[5] ? { ledger: cents(reference[5]) } : {}),
    })
  }
  return table
}

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return files(path)
      return name === 'README.md' ? [] : [path]
    })
}

const money = (value: number) => (value / 100).toFixed(2)

const table = references()
let right = 0
let wrong = 0
let refused = 0
for (const path of files(folder)) {
  const name = relative(folder, path)
  const reference = table.get(name)
  const result = readBankFile(new Uint8Array(readFileSync(path)))
  if ('code' in result) {
    refused += 1
    console.info(`REFUSED ${name}: ${result.motivo} at line ${result.linha}`)
    continue
  }
  const rows = result.extratos.flatMap((statement) => statement.linhas)
  const amounts = rows.map((row) => row.valor)
  const unreadable = rows.filter((row) => row.estado === 'rejeitada')
  const ignored = rows.filter((row) => row.estado === 'ignorada')
  const sum = amounts.reduce<number>((total, value) => total + (value ?? 0), 0)
  const ledgers = result.extratos.flatMap((statement) => (statement.saldo ? [statement.saldo.valor] : []))
  const keys = new Set(rows.flatMap((row) => (row.estado !== 'rejeitada' && row.chave ? [row.chave] : [])))
  const problems: string[] = []
  if (!reference) problems.push('no reference in README')
  else {
    if (rows.length !== reference.count) problems.push(`count ${rows.length} ≠ ${reference.count}`)
    if (sum !== reference.sum) problems.push(`sum ${money(sum)} ≠ ${money(reference.sum)}`)
    if (reference.first !== undefined && amounts[0] !== reference.first) problems.push(`first ${amounts[0]} ≠ ${reference.first}`)
    if (reference.last !== undefined && amounts.at(-1) !== reference.last) problems.push(`last ${amounts.at(-1)} ≠ ${reference.last}`)
    if (reference.ledger !== undefined && !ledgers.includes(reference.ledger)) problems.push(`ledger ${ledgers.map(money).join('/')} ≠ ${money(reference.ledger)}`)
  }
  if (unreadable.length > 0) problems.push(`${unreadable.length} rejected (${unreadable.map((row) => `${row.linha}:${row.motivo}`).join(', ')})`)
  if (keys.size !== rows.length - unreadable.length) problems.push(`${rows.length - unreadable.length - keys.size} duplicate keys`)
  const summary = `${rows.length} rows, sum ${money(sum)}, ${result.charset}${result.charsetDeclarado ? ` (declared ${result.charsetDeclarado})` : ''}, ${result.extratos.length} statement(s) ${result.extratos.map((statement) => statement.tipo).join('+')}${ignored.length ? `, ${ignored.length} ignored (${ignored.map((row) => row.motivo).join(', ')})` : ''}`
  if (problems.length === 0) {
    right += 1
    console.info(`RIGHT   ${name}: ${summary}`)
  } else {
    wrong += 1
    console.info(`WRONG   ${name}: ${summary}; ${problems.join('; ')}`)
  }
}
console.info(`\n${right} right, ${wrong} wrong, ${refused} refused of ${right + wrong + refused} files`)
process.exitCode = wrong + refused > 0 ? 1 : 0
