// The import preview's rows as the user decides them: actions and categories against their defaults, the
// confirmation's body (only the rows changed), the totals written, the situation filter, what a preview read
// again keeps; and what the page remembers from past imports (the target of the same bank account, the mapping).
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  canInclude,
  chooseAction,
  chooseCategory,
  choicesFor,
  confirmBody,
  filteredRows,
  importTotals,
  includedAction,
  offersLinkChoice,
  rowAction,
  rowCategory,
  rowCategoryType,
  situationCounts,
  takesCategory,
} from '@machines/finance/import/import-rows'
import type { RowChoices } from '@machines/finance/import/import-rows'
import { rememberedMapping, rememberedTarget, summaryTarget, targetOf, targetValue } from '@machines/finance/import/import-memory'
import { importSituations } from '@contract/bank-import'
import { aprilImport, csvLocal, ofxLocal, preview, previewRows, row, summary } from '../fixtures/bank-import'

const byLine = (linha: number) => previewRows.find((each) => each.linha === linha)!
const salary = byLine(2)
const imported = byLine(3)
const pharmacy = byLine(4)
const rent = byLine(5)
const balance = byLine(6)
const transfer = byLine(7)

describe('a row’s action and category', () => {
  it('take their defaults until the user changes them', () => {
    expect(rowAction(salary, {})).toBe('importar')
    expect(rowAction(imported, {})).toBe('ignorar')
    expect(rowCategory(pharmacy, {})).toBe(11)
    expect(rowCategory(salary, {})).toBe(21)
    expect(rowCategory(rent, {})).toBeNull()
  })

  it('a ticked row writes: its default when that writes something, else it is imported as new', () => {
    expect(includedAction(imported)).toBe('importar')
    expect(includedAction(rent)).toBe('vincular')
    expect(includedAction(salary)).toBe('importar')
  })

  it('a row without a day or an amount, or of zero, can only be left out', () => {
    expect(canInclude(row(9, { data: null }))).toBe(false)
    expect(canInclude(row(9, { valor: null, situacao: 'ignorada', acao: 'ignorar', motivo: 'invalid_amount', texto: '1.084' }))).toBe(false)
    expect(canInclude(row(9, { valor: 0 }))).toBe(false)
    expect(canInclude(balance)).toBe(true)
  })

  it('only a row written as a new entry takes a category, of its type', () => {
    expect(takesCategory(pharmacy, 'importar')).toBe(true)
    expect(takesCategory(rent, 'vincular')).toBe(false)
    expect(takesCategory(transfer, 'importar')).toBe(false)
    expect(takesCategory(pharmacy, 'ignorar')).toBe(false)
    expect(rowCategoryType(pharmacy)).toBe('Despesa')
    expect(rowCategoryType(salary)).toBe('Receita')
  })

  it('a possible duplicate of an entry may be linked or imported as new', () => {
    expect(offersLinkChoice(rent)).toBe(true)
    expect(offersLinkChoice(imported)).toBe(false)
    expect(offersLinkChoice(transfer)).toBe(false)
  })

  it('choosing the default again forgets the choice', () => {
    const left = chooseAction({}, salary, 'ignorar')
    expect(left).toEqual({ 2: { acao: 'ignorar', categoriaId: 21 } })
    expect(chooseAction(left, salary, 'importar')).toEqual({})
    const other = chooseCategory({}, pharmacy, 12)
    expect(other).toEqual({ 4: { acao: 'importar', categoriaId: 12 } })
    expect(chooseCategory(other, pharmacy, 11)).toEqual({})
  })
})

describe('the confirmation’s body', () => {
  it('is empty when nothing changed: every row takes its default', () => {
    expect(confirmBody(preview, {})).toEqual({})
  })

  it('lists only the rows changed, in the file’s order, with a category only where one is written', () => {
    let choices: RowChoices = chooseCategory({}, pharmacy, 12)
    choices = chooseAction(choices, salary, 'ignorar')
    choices = chooseAction(choices, imported, 'importar')
    choices = chooseAction(choices, rent, 'importar')
    choices = chooseCategory(choices, rent, 11)
    choices = chooseAction(choices, transfer, 'ignorar')
    expect(confirmBody(preview, choices)).toEqual({
      linhas: [
        { linha: 2, acao: 'ignorar' },
        { linha: 3, acao: 'importar' },
        { linha: 4, acao: 'importar', categoriaId: 12 },
        { linha: 5, acao: 'importar', categoriaId: 11 },
        { linha: 7, acao: 'ignorar' },
      ],
    })
  })

  it('dropping a suggested category sends null; a row without a suggestion sends none', () => {
    const suggested = previewRows.find((each) => each.categoriaSugeridaId !== undefined && each.acao === 'importar')!
    expect(confirmBody(preview, chooseCategory({}, suggested, null))).toEqual({ linhas: [{ linha: suggested.linha, acao: 'importar', categoriaId: null }] })
  })

  it('any sequence of choices lists exactly the rows whose action or category differs from the default', () => {
    const rows = previewRows.slice(0, 8)
    const step = fc.tuple(fc.integer({ min: 0, max: rows.length - 1 }), fc.oneof(fc.constantFrom('importar', 'vincular', 'ignorar'), fc.constantFrom(null, 11, 12, 21)))
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        let choices: RowChoices = {}
        for (const [index, choice] of steps) {
          const target = rows[index]!
          choices = typeof choice === 'string' ? chooseAction(choices, target, choice) : chooseCategory(choices, target, choice)
        }
        const listed = confirmBody({ ...preview, linhas: rows }, choices).linhas ?? []
        const changed = rows.filter((each) => rowAction(each, choices) !== each.acao || rowCategory(each, choices) !== (each.categoriaSugeridaId ?? null))
        expect(listed.map((decision) => decision.linha)).toEqual(changed.map((each) => each.linha))
        for (const decision of listed) expect(decision.acao).toBe(rowAction(rows.find((each) => each.linha === decision.linha)!, choices))
      }),
    )
  })
})

describe('the totals confirming writes', () => {
  it('counts each action and sums the money in and out of the rows imported, to the cent', () => {
    expect(importTotals(previewRows, {})).toEqual({ importar: 100, vincular: 2, ignorar: 2, entradas: 5000, saidas: 130.9 })
  })

  it('follow the choices: a row left out leaves the sums, a row ticked joins them', () => {
    let choices = chooseAction({}, salary, 'ignorar')
    choices = chooseAction(choices, imported, 'importar')
    choices = chooseAction(choices, rent, 'importar')
    expect(importTotals(previewRows, choices)).toEqual({ importar: 101, vincular: 1, ignorar: 2, entradas: 0, saidas: 1380.9 })
  })

  it('add cents without a float error', () => {
    const rows = [row(1, { valor: -0.1 }), row(2, { valor: -0.2 }), row(3, { valor: 0.7 }), row(4, { valor: 0.1 })]
    expect(importTotals(rows, {})).toMatchObject({ entradas: 0.8, saidas: 0.3 })
  })
})

describe('the situation filter', () => {
  it('keeps the rows of one situation in the file’s order, or every row', () => {
    expect(filteredRows(previewRows, 'todas')).toHaveLength(104)
    expect(filteredRows(previewRows, 'possivelDuplicata').map((each) => each.linha)).toEqual([5])
    expect(filteredRows(previewRows, 'excluida')).toEqual([])
  })

  it('counts every situation from the summary, in the contract’s order', () => {
    expect(situationCounts(preview)).toEqual([
      ['nova', 100],
      ['importada', 1],
      ['excluida', 0],
      ['possivelDuplicata', 1],
      ['ignorada', 1],
      ['transferencia', 1],
    ])
    expect(situationCounts(preview).map(([situation]) => situation)).toEqual([...importSituations])
  })
})

describe('a preview read again keeps the choices of its rows', () => {
  it('drops the choices of rows it no longer has, and a tick on a row that can no longer be written', () => {
    const choices: RowChoices = { 2: { acao: 'ignorar', categoriaId: 21 }, 4: { acao: 'importar', categoriaId: 12 }, 999: { acao: 'importar', categoriaId: null } }
    const reread = { ...preview, linhas: [salary, { ...pharmacy, valor: null }] }
    expect(choicesFor(choices, reread)).toEqual({ 2: { acao: 'ignorar', categoriaId: 21 } })
  })
})

describe('what the page remembers from past imports', () => {
  const offered = ['conta:1', 'conta:2', 'cartao:5']

  it('targets as select values, both ways', () => {
    expect(targetValue({ tipo: 'cartao', id: 5 })).toBe('cartao:5')
    expect(targetOf('conta:12')).toEqual({ tipo: 'conta', id: 12 })
    expect(targetOf('')).toBeNull()
    expect(targetOf('conta:0')).toBeNull()
    expect(targetOf('cartão:1')).toBeNull()
    expect(summaryTarget(summary(1, { contaBancariaId: null, cartaoId: 5 }))).toBe('cartao:5')
  })

  it('an OFX goes where the newest file of the same bank account went (leading zeros and punctuation aside)', () => {
    const newer = summary(33, { contaBancariaId: 2, contaArquivo: { banco: '0341', agencia: '1234', conta: '56789-0' } })
    expect(rememberedTarget([aprilImport], ofxLocal, offered)).toBe('conta:1')
    expect(rememberedTarget([newer, aprilImport], ofxLocal, offered)).toBe('conta:2')
  })

  it('never a target no longer offered, nor one of another account or bank', () => {
    expect(rememberedTarget([aprilImport], ofxLocal, ['conta:2'])).toBe('')
    expect(rememberedTarget([summary(1, { contaArquivo: { banco: '341', conta: '99999-9' } })], ofxLocal, offered)).toBe('')
    expect(rememberedTarget([summary(1, { contaArquivo: { banco: '260', agencia: '1234', conta: '56789-0' } })], ofxLocal, offered)).toBe('')
  })

  it('a known CSV layout without an account goes where the last file of that layout went; a mapped CSV nowhere', () => {
    const nubank = summary(34, { formato: 'csv', perfil: 'nubank-cartao', contaBancariaId: null, cartaoId: 5 })
    expect(rememberedTarget([nubank], { ...csvLocal, unknownLayout: false, perfil: 'nubank-cartao' }, offered)).toBe('cartao:5')
    expect(rememberedTarget([summary(35, { formato: 'csv', perfil: 'generic' })], { ...csvLocal, perfil: 'generic' }, offered)).toBe('')
  })

  it('the CSV reading of the newest import of the target that has a valid one', () => {
    const mapping = { data: 'when', descricao: 'what', valor: 'how much', formatoData: 'yyyy-mm-dd', decimal: '.' }
    const imports = [summary(36, { contaBancariaId: 2, mapeamento: { ...mapping, data: 'dia' } }), summary(35, { mapeamento: { data: 'x' } }), summary(34, { mapeamento: mapping })]
    expect(rememberedMapping(imports, 'conta:1')).toEqual(mapping)
    expect(rememberedMapping(imports, 'conta:2')).toEqual({ ...mapping, data: 'dia' })
    expect(rememberedMapping(imports, 'cartao:5')).toBeNull()
  })
})
