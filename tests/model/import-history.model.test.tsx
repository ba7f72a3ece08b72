// Model-based paths of the past imports machine, replayed against the real past imports section of the import
// page: the list (a failure and its retry), Undo of the one import still undoable (its confirmation
// cancelled, confirmed and done, or refused with the API's reason), the list read again, the alerts.
// getShortestPaths (xstate/graph) with the actors' answers as xstate.done/error.actor.<id>, settled on held
// actors; coveringPaths keeps the fewest that take every transition.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { importHistoryMachine } from '@machines/finance/import/import-history.machine'
import type { ImportHistoryContext, ImportHistoryEvent } from '@machines/finance/import/import-history.machine'
import { ApiError } from '@/api/errors'
import type { ImportSummary } from '@/api/bank-import'
import { ImportHistorySection } from '@/views/finance/import/import-history-section'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor, type ActorAnswer } from './held-actors'
import { replay } from './harness'
import { importOptions, summary } from '../fixtures/bank-import'
import { expectAlertShown } from '../support/screen-text'

const NOW = '2026-06-01T15:00:00.000Z'
/** Confirmed on 20 May: undoable until 19 June. */
const may = summary(31, { nomeArquivo: 'extrato-maio.ofx', confirmadoEm: '2026-05-20T12:00:00.000Z', expiraEm: '2026-06-19T12:00:00.000Z' })
/** Confirmed in April: its 30 days are over. */
const april = summary(30, { nomeArquivo: 'extrato-abril.ofx', expiraEm: '2026-05-31T12:00:00.000Z' })
/** A preview of the card's bill, not confirmed: not an import yet, the list leaves it out. */
const cardPreview = summary(33, { nomeArquivo: 'Nubank_2026-06-10.csv', formato: 'csv', perfil: 'nubank-cartao', contaBancariaId: null, cartaoId: 5, situacao: 'previa', confirmadoEm: null, resultado: null, expiraEm: '2026-06-02T12:00:00.000Z' })
/** The card's May bill, undone already. */
const cardBill = summary(32, { nomeArquivo: 'Nubank_2026-05-10.csv', formato: 'csv', perfil: 'nubank-cartao', contaBancariaId: null, cartaoId: 5, situacao: 'desfeita', resultado: { importados: 12, vinculados: 0, transferencias: 1, ignorados: 0 } })
const before = [cardPreview, cardBill, may, april]
const afterUndo = [cardPreview, cardBill, { ...may, situacao: 'desfeita' as const }, april]
const down = new ApiError({ status: 503, code: 'unavailable', message: 'x' })
const changed = new ApiError({ status: 409, code: 'import_changed_since', message: 'O lançamento “Aluguel” foi pago depois da importação.' })

type Context = ImportHistoryContext
type ModelEvent =
  | ImportHistoryEvent
  | ActorAnswer<{ loadImports: ImportSummary[]; undoImport: ImportSummary }>

const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as Context
  return [context.imports.map((each) => `${each.id}:${each.situacao}`), context.pending?.id ?? null, context.alert?.message.id ?? null]
}

function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as Context
  const events: ModelEvent[] = []
  const undone = context.alert?.tone === 'success'
  switch (snapshot.value) {
    case 'loading':
      events.push({ type: 'xstate.done.actor.loadImports', output: undone ? afterUndo : before })
      if (context.imports.length === 0) events.push({ type: 'xstate.error.actor.loadImports', error: down })
      break
    case 'failure':
      events.push({ type: 'history.retry' })
      break
    case 'list':
      events.push({ type: 'undo.ask', id: may.id })
      if (context.alert !== null) events.push({ type: 'alert.dismiss' })
      break
    case 'confirmingUndo':
      events.push({ type: 'undo.confirm' }, { type: 'undo.cancel' })
      break
    case 'undoing':
      events.push({ type: 'xstate.done.actor.undoImport', output: { ...may, situacao: 'desfeita' } })
      if (context.alert === null) events.push({ type: 'xstate.error.actor.undoImport', error: changed })
      break
  }
  return events.filter((event) => snapshot.can(event))
}

const graphed: AnyStateMachine = importHistoryMachine
const input = { now: NOW }
const paths = coveringPaths(graphed, getShortestPaths(graphed, { input, events: eventsFor, serializeState: serializeByTransition(graphed, project) }))

const section = () => screen.getByRole('region', { name: 'Past imports' })
const rowOf = (file: string) => within(section()).getAllByRole('row').find((row) => row.textContent?.includes(file))!

describe('past imports machine × past imports section', () => {
  afterAll(() => expectFullCoverage(importHistoryMachine, paths))

  for (const path of paths) {
    const steps = path.steps.map(({ event }) => event.type.replace('xstate.done.actor.', '').replace('xstate.error.actor.', 'failed ')).filter((step) => step !== 'xstate.init')
    it(steps.join(' → ') || 'opens', async () => {
      const loadImports = heldActor<ImportSummary[]>()
      const undoImport = heldActor<ImportSummary, { id: number }>()
      const logic = importHistoryMachine.provide({ actors: { loadImports: loadImports.logic, undoImport: undoImport.logic } })
      // Unfolded: the fold is the page machine's (bank-import.model.test.tsx replays it).
      const app = await renderApp({ path: '/financas/importar' }, <ImportHistorySection logic={logic} now={NOW} accounts={importOptions.accounts} cards={importOptions.cards} open onToggle={() => {}} />)
      const actor = () => app.actors.byId('importHistory')
      const table = (context: Context) => {
        const rows = within(section()).getAllByRole('row')
        expect(rows).toHaveLength(context.imports.length + 1)
        // Newest first, each with its account or card, what it wrote and its status.
        expect(within(section()).queryByText('Nubank_2026-06-10.csv')).toBeNull()
        expect(rowOf('Nubank_2026-05-10.csv')).toHaveTextContent('Roxinho')
        expect(rowOf('Nubank_2026-05-10.csv')).toHaveTextContent('New: 12 · Linked: 0 · Transfers: 1 · Left out: 0')
        expect(rowOf('Nubank_2026-05-10.csv')).toHaveTextContent('Undone')
        expect(rowOf('extrato-abril.ofx')).toHaveTextContent('New: 30 · Linked: 2 · Transfers: 1 · Left out: 3')
        expect(rowOf('extrato-abril.ofx')).toHaveTextContent('Imported')
        // Only the confirmed import within its 30 days offers Undo.
        expect(within(section()).queryAllByRole('button', { name: /^Undo the import of/ }).map((button) => button.getAttribute('aria-label'))).toEqual(
          context.imports.some((each) => each.id === may.id && each.situacao === 'confirmada') ? ['Undo the import of extrato-maio.ofx'] : [],
        )
        const mayRow = rowOf('extrato-maio.ofx')
        expect(mayRow).toHaveTextContent('Itaú conta')
        if (context.imports.find((each) => each.id === may.id)?.situacao === 'desfeita') expect(mayRow).toHaveTextContent('Undone')
        else expect(mayRow).toHaveTextContent('can be undone until Jun 19, 2026')
      }
      const alertShows = (context: Context) => {
        expectAlertShown(context.alert, section())
        if (context.alert === null) expect(within(section()).queryByRole('status')).toBeNull()
      }
      const checks: Record<string, (context: Context) => void> = {
        loading: (context) => {
          expect(section()).toHaveAttribute('aria-busy', 'true')
          if (context.imports.length === 0) expect(within(section()).getByRole('status')).toHaveTextContent('Loading your past imports…')
          else table(context)
        },
        failure: () => {
          expect(within(section()).getByRole('alert')).toHaveTextContent('Could not load your past imports.')
          expect(within(section()).getByRole('button', { name: 'Try again' })).toBeEnabled()
        },
        list: (context) => {
          table(context)
          alertShows(context)
          expect(screen.queryByRole('alertdialog')).toBeNull()
        },
        confirmingUndo: (context) => {
          table(context)
          const dialog = screen.getByRole('alertdialog', { name: 'Undo this import?' })
          expect(dialog).toHaveTextContent('extrato-maio.ofx')
          expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
        },
        undoing: () => {
          const dialog = screen.getByRole('alertdialog', { name: 'Undo this import?' })
          expect(within(dialog).getByRole('button', { name: 'Undoing…' })).toBeDisabled()
          expect(undoImport.runs.at(-1)!.input).toEqual({ id: may.id })
        },
      }
      const perform = (event: ModelEvent): Promise<void> => {
        switch (event.type) {
          case 'history.retry':
            return settle(() => fireEvent.click(within(section()).getByRole('button', { name: 'Try again' })))
          case 'undo.ask':
            return settle(() => fireEvent.click(within(section()).getByRole('button', { name: 'Undo the import of extrato-maio.ofx' })))
          case 'undo.confirm':
            return settle(() => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Undo import' })))
          case 'undo.cancel':
            return settle(() => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' })))
          case 'alert.dismiss':
            return settle(() => fireEvent.click(within(section()).getByRole('button', { name: 'Dismiss' })))
          case 'xstate.done.actor.loadImports':
          case 'xstate.error.actor.loadImports':
            return settle(() => loadImports.settle(event))
          default:
            return settle(() => undoImport.settle(event))
        }
      }
      await replay(path, actor, perform, (state) => {
        expect(project(actor().getSnapshot())).toEqual(project(state as AnyMachineSnapshot))
        checks[state.value as string]!(state.context as Context)
      })
    })
  }
})
