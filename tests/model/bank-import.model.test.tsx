// Model-based paths of the bank import machine, replayed against the real import page: the selects' options
// (a failure and its retry), an OFX chosen in the real file input (read in the browser: the account its last
// file went to, preselected; a file over the limit refused), the send (a 400 on the target, the preview), a CSV
// no profile knows (the mapping form: a submit with nothing chosen, the columns, a refused reading, the
// preview), the review (a row left out, another's category, the situation filter, see more / less, another
// charset, the file's other statement, a failed resend), confirming (done, expired, refused) and the result; the
// past imports unfolded before confirming stay unfolded when the list is read again after it, then fold.
// getShortestPaths (xstate/graph) with the actors' answers as xstate.done/error.actor.<id>, settled on held
// actors; coveringPaths keeps the fewest that take every transition.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { fromPromise } from 'xstate'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { bankImportMachine, bankImportMessages } from '@machines/finance/import/bank-import.machine'
import type { BankImportContext, BankImportEvent } from '@machines/finance/import/bank-import.machine'
import { ImportFileTooLarge } from '@machines/finance/import/bank-import.actors'
import type { ImportOptions, ReadFile } from '@machines/finance/import/bank-import.actors'
import { confirmBody, importTotals, IMPORT_PAGE_SIZE, filteredRows } from '@machines/finance/import/import-rows'
import { ApiError } from '@/api/errors'
import type { ImportConfirm, ImportPreview, ImportResult, ImportSummary, PreviewRequest } from '@/api/bank-import'
import { importHistoryMachine } from '@machines/finance/import/import-history.machine'
import { formatCurrency } from '@/i18n/format'
import BankImportView from '@/views/finance/import/bank-import-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, type ActorAnswer } from './held-actors'
import { replay, stateKey } from './harness'
import { aprilImport, csvFile, csvLocal, importOptions, ofxFile, ofxLocal, preview, previewIn1252, result, row, secondStatement } from '../fixtures/bank-import'
import { expectAlertShown } from '../support/screen-text'

// The page's past imports (their own machine and model test) answer an empty list here.
const noPastImports = importHistoryMachine.provide({ actors: { loadImports: fromPromise<ImportSummary[]>(async () => []) } })

type Context = BankImportContext
type ModelEvent =
  | BankImportEvent
  | ActorAnswer<{ loadOptions: ImportOptions; readFile: ReadFile; sendFile: ImportPreview; confirmImport: ImportResult }>

const down = new ApiError({ status: 503, code: 'unavailable', message: 'x' })
const unknownAccount = new ApiError({ status: 400, code: 'unknown_bank_account', message: 'Conta não encontrada.', fieldErrors: { contaBancariaId: 'unknown_bank_account' } })
const unknownLayout = new ApiError({ status: 400, code: 'import_unreadable', message: 'Layout desconhecido (linha 1).', fieldErrors: { mapeamento: 'import_unknown_layout' } })
const badColumns = new ApiError({ status: 400, code: 'import_unreadable', message: 'Could not read the file (line 1): columns not found.', fieldErrors: { mapeamento: 'import_mapping_column' } })
const expired = new ApiError({ status: 410, code: 'import_expired', message: 'x' })
const serverDown = new ApiError({ status: 500, code: 'internal_error', message: 'x' })
const offline = new ApiError({ status: 0, code: 'network', message: 'offline' })

const csvPreview: ImportPreview = {
  ...secondStatement,
  id: 43,
  nomeArquivo: 'gastos.csv',
  formato: 'csv',
  perfil: 'generic',
  contaArquivo: undefined,
  charsetDeclarado: undefined,
  extrato: 0,
  extratos: [{ indice: 0, tipo: 'bank', quantidade: 1 }],
  linhas: [row(2, { descricao: 'Coffee', valor: -3.5, data: '2026-09-05' })],
  resumo: { ...secondStatement.resumo, nova: 1 },
}

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as Context
  return [
    context.accounts.length,
    context.file?.name ?? null,
    context.choice.values,
    context.choice.errors,
    context.remembered,
    context.mapping.values,
    context.mapping.errors,
    context.mappingSent !== null,
    context.preview?.id ?? null,
    context.charset,
    context.extrato,
    context.choices,
    context.filter,
    context.visible,
    context.result !== null,
    context.alert?.message.id ?? null,
    context.historyOpen,
  ]
}

function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as Context
  const events: ModelEvent[] = []
  const csv = context.file?.name.endsWith('.csv') ?? false
  const firstPreview = context.preview?.id === preview.id
  switch (stateKey(snapshot.value)) {
    case 'loading':
      events.push({ type: 'xstate.done.actor.loadOptions', output: importOptions })
      if (context.alert === null) events.push({ type: 'xstate.error.actor.loadOptions', error: down })
      break
    case 'failure':
      events.push({ type: 'options.retry' })
      break
    case 'choosing':
      if (context.file === null) {
        events.push({ type: 'file.choose', file: ofxFile() })
        if (context.alert === null && context.choice.errors.arquivo === undefined) events.push({ type: 'file.send' })
      } else {
        events.push({ type: 'file.send' })
        if (!csv && context.choice.values.target === 'conta:1' && context.choice.errors.target === undefined) events.push({ type: 'target.change', value: 'conta:2' })
      }
      break
    case 'reading':
      if (csv) events.push({ type: 'xstate.done.actor.readFile', output: { local: csvLocal, imports: [] } })
      else {
        events.push({ type: 'xstate.done.actor.readFile', output: { local: ofxLocal, imports: [aprilImport] } })
        if (context.alert === null && context.preview === null) events.push({ type: 'xstate.error.actor.readFile', error: new ImportFileTooLarge() })
      }
      break
    case 'sending':
      if (!csv) {
        events.push({ type: 'xstate.done.actor.sendFile', output: preview })
        if (context.choice.errors.target === undefined && context.choice.values.target === 'conta:2') events.push({ type: 'xstate.error.actor.sendFile', error: unknownAccount })
      } else if (context.mappingSent === null) events.push({ type: 'xstate.error.actor.sendFile', error: unknownLayout })
      else {
        events.push({ type: 'xstate.done.actor.sendFile', output: csvPreview })
        if (context.alert === null) events.push({ type: 'xstate.error.actor.sendFile', error: badColumns })
      }
      break
    case 'mapping': {
      const values = context.mapping.values
      if (values.data === '') {
        if (Object.keys(context.mapping.errors).length === 0) events.push({ type: 'mapping.submit' }, { type: 'mapping.cancel' })
        events.push({ type: 'mapping.change', field: 'data', value: '0' })
      } else if (values.descricao === '') {
        events.push({ type: 'mapping.change', field: 'descricao', value: '1' }, { type: 'file.choose', file: ofxFile() })
      } else if (values.valor === '') events.push({ type: 'mapping.change', field: 'valor', value: '2' })
      else events.push({ type: 'mapping.submit' })
      break
    }
    case '{"preview":"reviewing"}': {
      const untouched = Object.keys(context.choices).length === 0 && context.filter === 'todas' && context.visible === IMPORT_PAGE_SIZE
      if (firstPreview && untouched && context.alert === null) {
        events.push(
          { type: 'row.action', linha: 2, acao: 'ignorar' },
          { type: 'row.category', linha: 4, categoriaId: 12 },
          { type: 'filter.change', filter: 'possivelDuplicata' },
          { type: 'table.more' },
          { type: 'charset.change', charset: 'windows-1252' },
          { type: 'statement.choose', extrato: 1 },
          { type: 'import.restart' },
          { type: 'file.choose', file: csvFile() },
        )
      }
      if (context.filter !== 'todas') events.push({ type: 'filter.change', filter: 'todas' })
      if (context.visible > IMPORT_PAGE_SIZE) events.push({ type: 'table.less' })
      // The past imports unfolded before confirming: the list read again after it (expired or done) keeps them so.
      if (!context.historyOpen) events.push({ type: 'history.toggle' })
      else if (context.filter === 'todas' && context.visible === IMPORT_PAGE_SIZE) events.push({ type: 'import.confirm' })
      if (context.alert !== null) events.push({ type: 'alert.dismiss' })
      break
    }
    case '{"preview":"resending"}':
      events.push({ type: 'xstate.done.actor.sendFile', output: context.extrato === 1 ? secondStatement : previewIn1252 })
      if (context.alert === null && context.charset === 'windows-1252') events.push({ type: 'xstate.error.actor.sendFile', error: offline })
      break
    case 'confirming':
      events.push({ type: 'xstate.done.actor.confirmImport', output: result })
      if (context.alert === null && firstPreview) events.push({ type: 'xstate.error.actor.confirmImport', error: expired }, { type: 'xstate.error.actor.confirmImport', error: serverDown })
      break
    case 'done':
      events.push({ type: 'import.restart' }, { type: 'file.choose', file: csvFile() })
      if (context.historyOpen) events.push({ type: 'history.toggle' })
      break
  }
  return events.filter((event) => snapshot.can(event))
}

const graphed: AnyStateMachine = bankImportMachine
const paths = coveringPaths(graphed, getShortestPaths(graphed, { events: eventsFor, serializeState: serializeByTransition(graphed, project) }))

const money = (value: number) => formatCurrency(value, 'en').replace(/\u00a0/g, ' ')
const page = () => screen.getByRole('region', { name: 'Import a bank statement' })
const fileSection = () => screen.getByRole('region', { name: /The file and where it goes|^File$/ })
const previewSection = () => screen.getByRole('region', { name: 'Review the rows' })
const mappingSection = () => screen.getByRole('region', { name: "The file's columns" })
const targetSelect = () => within(fileSection()).getByLabelText('Account or card')
const historyToggle = () => within(page()).getByRole('button', { name: /^Past imports/ })

/** The past imports' fold as the machine keeps it: the button says it, and the list (empty here) shows or not. */
function foldShows(context: Context) {
  const toggle = historyToggle()
  expect(toggle).toHaveAttribute('aria-expanded', String(context.historyOpen))
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!
  if (context.historyOpen) {
    expect(panel).toBeVisible()
    expect(within(panel).getByText('The files you import are listed here, each with Undo for its first 30 days.')).toBeVisible()
  } else expect(panel).not.toBeVisible()
}

/** The alert the context keeps, shown in the section of the step (or none). */
const alertShows = (context: Context, section: HTMLElement) => expectAlertShown(context.alert, section)

describe('bank import machine × import page', () => {
  afterAll(() => expectFullCoverage(bankImportMachine, paths))

  it('the paths take every transition', () => {
    expect(paths.length).toBeGreaterThan(8)
  })

  for (const path of paths) {
    const steps = path.steps
      .map(({ event }) => {
        const e = event as ModelEvent
        if (e.type === 'file.choose') return `choose ${e.file.name}`
        if (e.type === 'mapping.change' || e.type === 'target.change') return `${e.type}=${'value' in e ? e.value : ''}`
        if (e.type.startsWith('xstate.error')) return `${e.type.replace('xstate.error.actor.', '')} fails`
        return e.type.replace('xstate.done.actor.', '')
      })
      .filter((step) => step !== 'xstate.init')
    it(steps.join(' → ') || 'opens', async () => {
      const loadOptions = heldActor<ImportOptions>()
      const readFile = heldActor<ReadFile, { file: File }>()
      const sendFile = heldActor<ImportPreview, PreviewRequest>()
      const confirmImport = heldActor<ImportResult, { id: number; body: ImportConfirm }>()
      const logic = bankImportMachine.provide({ actors: { loadOptions: loadOptions.logic, readFile: readFile.logic, sendFile: sendFile.logic, confirmImport: confirmImport.logic } })
      const app = await renderApp({ path: '/financas/importar' }, <BankImportView logic={logic} historyLogic={noPastImports} clock={() => new Date('2026-06-01T15:00:00Z')} />)
      const actor = () => app.actors.byId('bankImport')

      const checks: Record<string, (context: Context) => void> = {
        loading: () => {
          // The past imports, above the steps, say they are loading too.
          expect(within(page()).getAllByRole('status').map((status) => status.textContent)).toContain('Loading your accounts and cards…')
          expect(screen.queryByLabelText('Account or card')).toBeNull()
        },
        failure: () => {
          expect(within(page()).getAllByRole('alert')[0]).toHaveTextContent(bankImportMessages.loadFailed.message!)
          expect(within(page()).getByRole('button', { name: 'Try again' })).toBeEnabled()
        },
        choosing: (context) => {
          const section = fileSection()
          expect([...targetSelect().querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose…', 'Itaú conta', 'Carteira', 'Roxinho'])
          expect(targetSelect()).toHaveValue(context.choice.values.target)
          expect(targetSelect()).toBeEnabled()
          expect(targetSelect().getAttribute('aria-invalid')).toBe(context.choice.errors.target ? 'true' : null)
          if (context.choice.errors.target === 'unknown_bank_account') expect(section).toHaveTextContent('Bank account not found.')
          if (context.choice.errors.target === 'import_target_required') expect(section).toHaveTextContent('Choose one account or one card.')
          if (context.choice.errors.arquivo) expect(section).toHaveTextContent('Choose a statement file.')
          if (context.file) expect(section).toHaveTextContent(context.file.name)
          expect(within(section).getByRole('button', { name: context.file ? 'Choose another file' : 'Choose a file' })).toBeEnabled()
          expect(within(section).getByRole('button', { name: 'See the rows' })).not.toHaveAttribute('aria-disabled')
          if (context.remembered) expect(section).toHaveTextContent('Chosen because the last file of this bank account went there.')
          else expect(section).not.toHaveTextContent('Chosen because')
          if (context.local?.formato === 'ofx') expect(section).toHaveTextContent('OFX · bank account 56789-0')
          alertShows(context, section)
          expect(screen.queryByRole('region', { name: 'Review the rows' })).toBeNull()
        },
        reading: () => {
          expect(within(fileSection()).getByRole('status')).toHaveTextContent('Reading the file…')
          expect(targetSelect()).toBeDisabled()
          expect(within(fileSection()).getByRole('button', { name: 'Choose another file' })).toHaveAttribute('aria-disabled', 'true')
        },
        sending: (context) => {
          expect(within(fileSection()).getByRole('status')).toHaveTextContent('Sending the file and matching its rows with your entries…')
          expect(within(fileSection()).getByRole('button', { name: 'Reading the rows…' })).toHaveAttribute('aria-disabled', 'true')
          const request = sendFile.runs.at(-1)!.input
          expect(request.fileName).toBe(context.file!.name)
          expect(request.target).toEqual({ tipo: 'conta', id: Number(context.choice.values.target.split(':')[1]) })
          if (context.mappingSent) expect(request.mapeamento).toEqual({ data: 'when', descricao: 'what', valor: 'how much', formatoData: 'yyyy-mm-dd', decimal: '.', inverterSinal: false, delimitador: ';' })
          else expect(request.mapeamento).toBeUndefined()
        },
        mapping: (context) => {
          const section = mappingSection()
          expect(fileSection()).toHaveTextContent(`gastos.csv → ${context.choice.values.target === 'conta:2' ? 'Carteira' : 'Itaú conta'}`)
          const day = within(section).getByLabelText('Day')
          expect([...day.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose…', 'when (e.g. 2026-09-05)', 'what (e.g. Coffee)', 'how much (e.g. 3.50)'])
          expect(day).toHaveValue(context.mapping.values.data)
          expect(within(section).getByLabelText('Description')).toHaveValue(context.mapping.values.descricao)
          expect(within(section).getByLabelText('Amount')).toHaveValue(context.mapping.values.valor)
          // The file's first row suggested its day format and decimal style.
          expect(within(section).getByLabelText('Day format')).toHaveValue('yyyy-mm-dd')
          expect(within(section).getByLabelText('Amounts written with')).toHaveValue('.')
          expect(day.getAttribute('aria-invalid')).toBe(context.mapping.errors.data ? 'true' : null)
          if (context.mapping.errors.data) expect(section).toHaveTextContent('Required field')
          alertShows(context, section)
        },
        '{"preview":"reviewing"}': (context) => {
          const section = previewSection()
          const shown = context.preview!
          const rows = filteredRows(shown.linhas, context.filter)
          expect(within(section).getAllByRole('row')).toHaveLength(Math.min(rows.length, context.visible) + 1)
          const totals = importTotals(shown.linhas, context.choices)
          const writes = totals.importar + totals.vincular
          expect(within(section).getByRole('button', { name: `Import ${writes} rows` })).not.toHaveAttribute('aria-disabled')
          const listed = within(section).getByRole('list', { name: 'What confirming writes' })
          expect(listed).toHaveTextContent(`Rows to import${totals.importar}`)
          expect(listed).toHaveTextContent(`Money in${money(totals.entradas)}`)
          expect(within(section).getByRole('button', { name: 'All (' + shown.linhas.length + ')' })).toHaveAttribute('aria-pressed', String(context.filter === 'todas'))
          expect(within(section).getByRole('button', { name: charsetName(shown.charset) })).toHaveAttribute('aria-pressed', 'true')
          if (shown.id === preview.id || shown.id === previewIn1252.id) {
            expect(section).toHaveTextContent('extrato-maio.ofx into Itaú conta: 104 rows from May 1, 2026 to May 31, 2026.')
            if (context.filter === 'todas') {
              const salary = within(section).getByRole('checkbox', { name: 'Import Salário Acme' })
              expect(salary).toHaveProperty('checked', context.choices[2]?.acao !== 'ignorar')
              expect(within(section).getByRole('checkbox', { name: 'Import Mercado Bom Preço' })).toHaveProperty('checked', false)
              const pharmacy = context.choices[4]
              expect(within(section).getByLabelText('Category of Farmácia')).toHaveValue(pharmacy === undefined ? '11' : pharmacy.categoriaId === null ? '' : String(pharmacy.categoriaId))
              // Its suggested category can be changed or dropped; a row without one may have none too.
              expect([...within(section).getByLabelText('Category of Farmácia').querySelectorAll('option')].map((option) => option.textContent)).toEqual(['No category', 'Mercado', 'Casa'])
              expect([...within(section).getByLabelText('Category of Padaria 1').querySelectorAll('option')].map((option) => option.textContent)).toEqual(['No category', 'Mercado', 'Casa'])
              expect(section).toHaveTextContent('Already here as “Mercado” of May 3, 2026, R$ 50.00.')
              expect(within(section).getByRole('link', { name: 'See “Reserva” of May 11, 2026' })).toHaveAttribute('href', '/financas/contas/2?mes=2026-05')
            }
            if (context.filter !== 'todas') expect(within(section).getAllByRole('row')[1]).toHaveTextContent('Same as “Aluguel maio” of May 5, 2026, R$ 1,200.00.')
            const reconciliation = shown.reconciliacao!
            expect(section).toHaveTextContent(
              reconciliation.diferenca === 0
                ? 'Balance of Itaú conta on May 31, 2026 after importing: R$ 2,461.10 — the same as the bank\'s.'
                : 'Balance of Itaú conta on May 31, 2026 after importing: R$ 2,451.10 — it differs from the bank\'s (R$ 2,461.10) by R$ 10.00.',
            )
            expect(section).toHaveTextContent('Read as ' + charsetName(shown.charset) + ' (the file says windows-1252)')
            expect(within(section).getByRole('button', { name: '2. Account 11111-1 (2 rows)' })).toHaveAttribute('aria-pressed', 'false')
          }
          if (rows.length > context.visible) expect(section).toHaveTextContent(`Showing ${context.visible} of ${rows.length}`)
          alertShows(context, section)
        },
        '{"preview":"resending"}': (context) => {
          expect(within(previewSection()).getByRole('status')).toHaveTextContent('Reading the file again…')
          const request = sendFile.runs.at(-1)!.input
          expect(request.charset).toBe(context.charset)
          expect(request.extrato).toBe(context.extrato)
          expect(within(previewSection()).getByRole('button', { name: 'Windows-1252' })).toBeDisabled()
        },
        confirming: (context) => {
          const section = previewSection()
          const totals = importTotals(context.preview!.linhas, context.choices)
          expect(within(section).getByRole('status')).toHaveTextContent(`Importing ${totals.importar + totals.vincular} rows…`)
          expect(within(section).getByRole('button', { name: 'Importing…' })).toHaveAttribute('aria-disabled', 'true')
          expect(confirmImport.runs.at(-1)!.input).toEqual({ id: context.preview!.id, body: confirmBody(context.preview!, context.choices) })
          if (context.preview!.id === preview.id) expect(within(section).getByRole('checkbox', { name: 'Import Salário Acme' })).toBeDisabled()
        },
        done: (context) => {
          const section = screen.getByRole('region', { name: 'Imported into your finances' })
          const status = within(section).getByRole('status')
          expect(within(status).getByRole('list', { name: 'What was written' })).toHaveTextContent('New entries99')
          expect(status).toHaveTextContent("Balance of Itaú conta on May 31, 2026 after importing: R$ 2,461.10 — the same as the bank's.")
          const month = context.preview!.periodo.ate!.slice(0, 7)
          expect(within(section).getByRole('link', { name: 'See the statement of Itaú conta' })).toHaveAttribute('href', `/financas/contas/1?mes=${month}`)
          expect(within(section).getByRole('link', { name: 'See the entries' })).toHaveAttribute('href', `/financas/lancamento-financeiro?mes=${month}`)
          expect(screen.queryByRole('region', { name: 'Review the rows' })).toBeNull()
        },
      }

      const click = (name: string | RegExp, within_: HTMLElement = page()) => settle(() => fireEvent.click(within(within_).getByRole('button', { name })))
      const perform = (event: ModelEvent): Promise<void> => {
        switch (event.type) {
          case 'options.retry':
            return click('Try again')
          case 'file.choose':
            return settle(() => fireEvent.change(within(page()).getByLabelText('Statement file'), { target: { files: [event.file] } }))
          case 'target.change':
            return settle(() => fireEvent.change(targetSelect(), { target: { value: event.value } }))
          case 'file.send':
            return click('See the rows', fileSection())
          case 'mapping.change':
            return settle(() => fireEvent.change(within(mappingSection()).getByLabelText({ data: 'Day', descricao: 'Description', valor: 'Amount' }[event.field as 'data']!), { target: { value: event.value } }))
          case 'mapping.submit':
            return click('Read the file with these columns', mappingSection())
          case 'mapping.cancel':
            return click('Back', mappingSection())
          case 'row.action':
            return settle(() => fireEvent.click(within(previewSection()).getByRole('checkbox', { name: 'Import Salário Acme' })))
          case 'row.category':
            return settle(() => fireEvent.change(within(previewSection()).getByLabelText('Category of Farmácia'), { target: { value: String(event.categoriaId) } }))
          case 'filter.change':
            return click(event.filter === 'todas' ? /^All \(/ : /^Possible duplicate \(/, previewSection())
          case 'table.more':
            return click('See more', previewSection())
          case 'table.less':
            return click('See less', previewSection())
          case 'charset.change':
            return click('Windows-1252', previewSection())
          case 'statement.choose':
            return click('2. Account 11111-1 (2 rows)', previewSection())
          case 'import.confirm':
            return click(/^Import \d+ rows$/, previewSection())
          case 'import.restart':
            return actor().getSnapshot().matches('done') ? click('Import another file') : click('Back', previewSection())
          case 'alert.dismiss':
            return click('Dismiss')
          case 'history.toggle':
            return settle(() => fireEvent.click(historyToggle()))
          case 'xstate.done.actor.loadOptions':
          case 'xstate.error.actor.loadOptions':
            return settle(() => loadOptions.settle(event))
          case 'xstate.done.actor.readFile':
          case 'xstate.error.actor.readFile':
            return settle(() => readFile.settle(event))
          case 'xstate.done.actor.sendFile':
          case 'xstate.error.actor.sendFile':
            return settle(() => sendFile.settle(event))
          default:
            return settle(() => confirmImport.settle(event))
        }
      }
      // Where the focus goes when the control that led to a step is gone: that step's heading.
      let previous = 'loading'
      const focusedHeading = (from: string, to: string, event: ModelEvent, context: Context): string | null => {
        if (from === 'sending' && to === '{"preview":"reviewing"}') return 'preview-title'
        if (from === 'sending' && to === 'mapping' && context.alert === null) return 'mapping-title'
        if (from === 'confirming') return to === 'done' ? 'result-title' : to === 'choosing' ? 'file-title' : null
        if (['mapping', '{"preview":"reviewing"}', 'done'].includes(from) && (to === 'choosing' || event.type === 'file.choose')) return 'file-title'
        return null
      }
      await replay(path, actor, perform, (state, event) => {
        expect(project(actor().getSnapshot())).toEqual(project(state as AnyMachineSnapshot))
        const key = stateKey(state.value)
        checks[key]!(state.context as Context)
        foldShows(state.context as Context)
        const heading = focusedHeading(previous, key, event as ModelEvent, state.context as Context)
        if (heading) expect(document.activeElement?.id, `focus after ${event.type}`).toBe(heading)
        previous = key
      })
    }, 30_000)
  }
})

function charsetName(charset: string): string {
  return { 'utf-8': 'UTF-8', 'windows-1252': 'Windows-1252', 'iso-8859-1': 'ISO-8859-1' }[charset] ?? charset
}
