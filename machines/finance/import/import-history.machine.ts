// The past imports of the import page (docs/product-rules.md#bank-statement-import): the user's confirmed and undone imports newest first,
// and Undo of a confirmed one within its 30 days, after a confirmation; a refusal (an entry edited or paid
// since, too late) says why, and the list is read again either way. The actors are in import-history.actors.ts.
import { assign, setup } from 'xstate'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import type { ImportSummary } from '@contract/bank-import'
import { importHistoryActors } from './import-history.actors'
import { apiReason } from '../../alert'
import type { Alert } from '../../alert'

export const importHistoryMessages = {
  loadFailed: msg`Could not load your past imports.`,
  undone: msg`Import undone: its entries and transfers were removed and the entries it linked are as they were.`,
  undoFailed: msg`Could not undo the import.`,
  changedSince: msg`Could not undo the import: one of its entries was edited or paid since.`,
  tooLate: msg`Could not undo the import: its 30 days to undo are over.`,
  notConfirmed: msg`Could not undo the import: it is not a confirmed import.`,
}

export interface ImportHistoryContext {
  imports: ImportSummary[]
  /** The current moment (ISO): a confirmed import can be undone until its `expiraEm`. */
  now: string
  /** The import the user asked to undo (confirming, then undoing). */
  pending: ImportSummary | null
  alert: Alert | null
}

export interface ImportHistoryInput {
  now: string
}

export type ImportHistoryEvent = { type: 'history.retry' } | { type: 'undo.ask'; id: number } | { type: 'undo.confirm' } | { type: 'undo.cancel' } | { type: 'alert.dismiss' }

/** A confirmed import whose undo deadline has not passed. */
export const isUndoable = (summary: Pick<ImportSummary, 'situacao' | 'expiraEm'>, now: string): boolean =>
  summary.situacao === 'confirmada' && new Date(summary.expiraEm).getTime() > new Date(now).getTime()

/** Why an undo was refused, in the user's words, with the API's own reason after them when it gives one. */
export function undoRefusal(error: unknown): Alert {
  const failure = toApiFailure(error)
  const detail = failure.status === 409 && failure.message ? failure.message : null
  // The API names what changed, in the user's language.
  if (failure.code === 'import_changed_since') return { tone: 'danger', message: detail ? apiReason(detail) : importHistoryMessages.changedSince }
  if (failure.code === 'import_undo_expired') return { tone: 'danger', message: importHistoryMessages.tooLate }
  if (failure.code === 'import_not_confirmed') return { tone: 'danger', message: importHistoryMessages.notConfirmed }
  return { tone: 'danger', message: importHistoryMessages.undoFailed, detail }
}

export const importHistoryMachine = setup({
  types: {
    context: {} as ImportHistoryContext,
    events: {} as ImportHistoryEvent,
    input: {} as ImportHistoryInput,
    children: {} as { loadImports: 'loadImports'; undoImport: 'undoImport' },
    tags: {} as 'busy',
  },
  actors: importHistoryActors,
  actions: {
    // Previews are not imports yet (each reading of a file is one, kept a day): the list shows what was written.
    assignImports: assign((_, imports: ImportSummary[]) => ({ imports: imports.filter((summary) => summary.situacao !== 'previa') })),
    assignPending: assign(({ context }, id: number) => ({ pending: context.imports.find((summary) => summary.id === id) ?? null, alert: null })),
    clearPending: assign({ pending: null }),
    setAlert: assign((_, alert: Alert) => ({ alert })),
    clearAlert: assign({ alert: null }),
  },
  guards: {
    canUndo: ({ context }, id: number) => context.imports.some((summary) => summary.id === id && isUndoable(summary, context.now)),
    hasAlert: ({ context }) => context.alert !== null,
  },
}).createMachine({
  id: 'importHistory',
  context: ({ input }) => ({ imports: [], now: input.now, pending: null, alert: null }),
  initial: 'loading',
  on: { 'alert.dismiss': { guard: 'hasAlert', actions: 'clearAlert' } },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadImports',
        src: 'loadImports',
        onDone: { target: 'list', actions: { type: 'assignImports', params: ({ event }) => event.output } },
        onError: 'failure',
      },
    },
    failure: {
      on: { 'history.retry': 'loading' },
    },
    list: {
      on: {
        'undo.ask': { guard: { type: 'canUndo', params: ({ event }) => event.id }, target: 'confirmingUndo', actions: { type: 'assignPending', params: ({ event }) => event.id } },
      },
    },
    // "Undo this import?": its entries and transfers go, the entries it linked go back to what they were.
    confirmingUndo: {
      on: {
        'undo.confirm': 'undoing',
        'undo.cancel': { target: 'list', actions: 'clearPending' },
      },
    },
    undoing: {
      tags: 'busy',
      invoke: {
        id: 'undoImport',
        src: 'undoImport',
        input: ({ context }) => ({ id: context.pending!.id }),
        onDone: { target: 'loading', actions: ['clearPending', { type: 'setAlert', params: { tone: 'success', message: importHistoryMessages.undone, detail: null } }] },
        // Whatever the refusal, the list is read again: an import undone elsewhere shows as it is.
        onError: { target: 'loading', actions: ['clearPending', { type: 'setAlert', params: ({ event }) => undoRefusal(event.error) }] },
      },
    },
  },
})

export type ImportHistoryMachine = typeof importHistoryMachine
