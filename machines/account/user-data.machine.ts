// A user's data page: download every row as one JSON file; choose a file, see what it holds, confirm,
// import it into the (empty) account. The rules: docs/product-rules.md#a-users-data; the actors are in user-data.actors.ts.
import { assertEvent, assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toApiFailure } from '@/api/errors'
import { UserDataFileError } from '@/api/user-data'
import type { UserDataFile } from '@/api/user-data'
import type { UserDataCounts } from '@contract/user-data'
import { fieldMessage } from '@/i18n/field-messages'
import { userDataActors } from './user-data.actors'
import type { ExportedFile } from './user-data.actors'

export const userDataMessages = {
  exportFailed: msg`Could not download your data. Please try again.`,
  unreadable: msg`The file could not be read. Please choose it again.`,
  tooLarge: msg`The file is larger than 20 MB, the most an import takes.`,
  notJson: msg`This file is not JSON. Choose the .json file that “Download my data” saved.`,
  wrongFormat: msg`This file is not a data export of this site.`,
  invalidFile: msg`This file has data that cannot be imported. Nothing was saved.`,
  notEmpty: msg`Your account already has data. Data can only be imported into an empty account.`,
  duplicateCategory: msg`Two categories of the file have the same name and type. Nothing was saved.`,
  duplicatePerson: msg`Two account holders in the file have the same name. Nothing was saved.`,
  tooManyWrites: msg`Too many changes in a short time. Wait a minute and try again.`,
  network: msg`No connection to the server. Check your connection and try again.`,
  importFailed: msg`The data could not be imported. Nothing was saved. Please try again later.`,
}

/** A field of the file that cannot be imported: where (`lancamentos.3.categoriaId`) and why, when known. */
export interface UserDataProblem {
  path: string
  message: MessageDescriptor | null
}

/** What went wrong, for the section of the page it belongs to. */
export interface UserDataFailure {
  during: 'export' | 'import'
  message: MessageDescriptor
  problems: UserDataProblem[]
}

export interface UserDataContext {
  /** The last download. */
  exported: ExportedFile | null
  /** The chosen file, checked, waiting for the user's confirmation (and then being imported). */
  preview: UserDataFile | null
  /** What the last import wrote. */
  imported: UserDataCounts | null
  failure: UserDataFailure | null
}

export type UserDataEvent =
  | { type: 'data.export' }
  | { type: 'file.choose'; file: File }
  | { type: 'import.confirm' }
  | { type: 'import.cancel' }

/** A failed download. */
export function exportFailure(error: unknown): UserDataFailure {
  const failure = toApiFailure(error)
  return { during: 'export', message: failure.code === 'network' ? userDataMessages.network : userDataMessages.exportFailed, problems: [] }
}

const fileProblemMessages = {
  too_large: userDataMessages.tooLarge,
  not_json: userDataMessages.notJson,
  wrong_format: userDataMessages.wrongFormat,
  invalid: userDataMessages.invalidFile,
} as const

/** A chosen file that cannot be imported (read or checked in the browser, nothing sent). */
export function fileFailure(error: unknown): UserDataFailure {
  if (!(error instanceof UserDataFileError)) return { during: 'import', message: userDataMessages.unreadable, problems: [] }
  return {
    during: 'import',
    message: fileProblemMessages[error.problem],
    problems: error.issues.map((issue) => ({ path: issue.path, message: fieldMessage(issue.key) })),
  }
}

/** An import the API refused or could not do (the API writes all or nothing: nothing was saved). */
export function importFailure(error: unknown): UserDataFailure {
  const failure = toApiFailure(error)
  const byCode: Record<string, MessageDescriptor> = {
    account_not_empty: userDataMessages.notEmpty,
    category_exists: userDataMessages.duplicateCategory,
    account_holder_exists: userDataMessages.duplicatePerson,
    payload_too_large: userDataMessages.tooLarge,
    too_many_writes: userDataMessages.tooManyWrites,
    rate_limited: userDataMessages.tooManyWrites,
    network: userDataMessages.network,
  }
  const message = byCode[failure.code] ?? (failure.status === 400 ? userDataMessages.invalidFile : userDataMessages.importFailed)
  // The API names the fields it refused; their reasons come in its own words, so only the places are kept.
  const problems = failure.status === 400 ? Object.keys(failure.fieldErrors ?? {}).map((path) => ({ path, message: null })) : []
  return { during: 'import', message, problems }
}

const cleared = { exported: null, preview: null, imported: null, failure: null }

export const userDataMachine = setup({
  types: {
    context: {} as UserDataContext,
    events: {} as UserDataEvent,
    tags: {} as 'busy',
  },
  actors: userDataActors,
  actions: {
    clear: assign(cleared),
    setExported: assign((_, exported: ExportedFile) => ({ exported })),
    setPreview: assign((_, preview: UserDataFile) => ({ preview })),
    setImported: assign((_, imported: UserDataCounts) => ({ imported, preview: null })),
    setFailure: assign((_, failure: UserDataFailure) => ({ failure })),
  },
}).createMachine({
  id: 'userData',
  context: cleared,
  initial: 'idle',
  states: {
    idle: {
      on: { 'data.export': 'exporting', 'file.choose': 'reading' },
    },
    exporting: {
      tags: 'busy',
      entry: 'clear',
      invoke: {
        id: 'exportData',
        src: 'exportData',
        onDone: { target: 'exported', actions: { type: 'setExported', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'setFailure', params: ({ event }) => exportFailure(event.error) } },
      },
    },
    exported: {
      on: { 'data.export': 'exporting', 'file.choose': 'reading' },
    },
    reading: {
      tags: 'busy',
      entry: 'clear',
      invoke: {
        id: 'readFile',
        src: 'readFile',
        input: ({ event }) => {
          assertEvent(event, 'file.choose')
          return { file: event.file }
        },
        onDone: { target: 'confirming', actions: { type: 'setPreview', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'setFailure', params: ({ event }) => fileFailure(event.error) } },
      },
    },
    confirming: {
      on: {
        'import.confirm': 'importing',
        'import.cancel': { target: 'idle', actions: 'clear' },
        'file.choose': 'reading',
      },
    },
    importing: {
      tags: 'busy',
      invoke: {
        id: 'importData',
        src: 'importData',
        input: ({ context }) => ({ document: context.preview?.document ?? {} }),
        onDone: { target: 'imported', actions: { type: 'setImported', params: ({ event }) => event.output } },
        onError: { target: 'failure', actions: { type: 'setFailure', params: ({ event }) => importFailure(event.error) } },
      },
    },
    imported: {
      on: { 'data.export': 'exporting', 'file.choose': 'reading' },
    },
    failure: {
      on: { 'data.export': 'exporting', 'file.choose': 'reading' },
    },
  },
})

export type UserDataMachine = typeof userDataMachine
