// Model-based paths of the user data machine, replayed against the real My data page:
// the paths come from the machine itself with getShortestPaths (xstate/graph), its actors'
// results named as events (xstate.done.actor.<id> / xstate.error.actor.<id>). The replay clicks the real
// buttons, chooses a file in the real input, and settles each invoked actor's promise when the path says
// so; every state asserts what the page shows.
import { afterAll, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { fromPromise } from 'xstate'
import type { AnyMachineSnapshot, NonReducibleUnknown } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { userDataMachine } from '@machines/account/user-data.machine'
import type { UserDataContext, UserDataEvent } from '@machines/account/user-data.machine'
import type { ExportedFile } from '@machines/account/user-data.actors'
import { ApiError } from '@/api/errors'
import { parseUserDataFile, UserDataFileError } from '@/api/user-data'
import type { UserDataFile } from '@/api/user-data'
import type { UserDataCounts } from '@contract/user-data'
import UserDataView from '@/views/account/user-data-view'
import { sampleCounts, sampleFile, sampleUserData } from '../fixtures/user-data'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { deferred } from './held-actors'

const exportedFile: ExportedFile = { fileName: 'portfolio-financas-bia-2026-11-15.json', counts: sampleCounts, importable: true }
const preview: UserDataFile = parseUserDataFile('dados.json', JSON.stringify(sampleUserData()))

/** The machine's own events and its actors' answers, one or two samples of each. */
const events = [
  { type: 'data.export' },
  { type: 'xstate.done.actor.exportData', output: exportedFile },
  { type: 'xstate.error.actor.exportData', error: new ApiError({ status: 500, code: 'internal_error', message: 'x' }) },
  { type: 'file.choose', file: sampleFile(sampleUserData(), 'dados.json') },
  { type: 'xstate.done.actor.readFile', output: preview },
  { type: 'xstate.error.actor.readFile', error: new UserDataFileError('invalid', [{ path: 'lancamentos.0.categoriaId', key: 'unknown_category' }]) },
  { type: 'import.confirm' },
  { type: 'import.cancel' },
  { type: 'xstate.done.actor.importData', output: sampleCounts },
  { type: 'xstate.error.actor.importData', error: new ApiError({ status: 409, code: 'account_not_empty', message: 'x' }) },
] as const

type ModelEvent = (typeof events)[number]

/** What the page shows of the context: which results and which failure. */
const project = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as UserDataContext
  return [context.exported !== null, context.preview !== null, context.imported !== null, context.failure?.message.id ?? null]
}

const paths = getShortestPaths(userDataMachine, {
  // Only what the state handles: an actor's answer exists only while it runs, a button only when enabled.
  events: (snapshot) => (events as unknown as UserDataEvent[]).filter((event) => snapshot.can(event)),
  serializeState: serializeByTransition(userDataMachine, project),
})


/** The machine with actors whose promises the replay holds, one per run. */
function heldActors() {
  const pending = { exportData: [] as ReturnType<typeof deferred<ExportedFile>>[], readFile: [] as ReturnType<typeof deferred<UserDataFile>>[], importData: [] as ReturnType<typeof deferred<UserDataCounts>>[] }
  const hold = <T, Input = NonReducibleUnknown>(list: ReturnType<typeof deferred<T>>[]) =>
    fromPromise<T, Input>(() => {
      const answer = deferred<T>()
      list.push(answer)
      return answer.promise
    })
  const logic = userDataMachine.provide({
    actors: {
      exportData: hold(pending.exportData),
      readFile: hold<UserDataFile, { file: File }>(pending.readFile),
      importData: hold<UserDataCounts, { document: Record<string, unknown> }>(pending.importData),
    },
  })
  return { logic, pending }
}

const counted = (element: HTMLElement) => within(element).getAllByRole('listitem').map((item) => item.textContent)
const englishCounts = ['1Books', '2Categories', '1Cards', '1Account holders', '2Bank accounts', '1Transfers', '0Bill payments', '3Entries', '1Installment plans', '2Installments']
const downloadButton = () => screen.getByRole('button', { name: 'Download my data' })
const chooseButton = () => screen.getByRole('button', { name: 'Choose a .json file' })

/** What every state shows. */
const checks: Record<string, (context: UserDataContext) => void> = {
  idle: () => {
    expect(downloadButton()).toBeEnabled()
    expect(chooseButton()).toBeEnabled()
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('group')).toBeNull()
  },
  exporting: () => {
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your file…')
    expect(downloadButton()).toBeDisabled()
    expect(chooseButton()).toBeDisabled()
  },
  exported: (context) => {
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(`Saved ${context.exported!.fileName}, with:`)
    expect(counted(status)).toEqual(englishCounts)
    expect(downloadButton()).toBeEnabled()
  },
  reading: () => {
    expect(screen.getByRole('status')).toHaveTextContent('Reading the file…')
    expect(chooseButton()).toBeDisabled()
    expect(screen.queryByRole('group')).toBeNull()
  },
  confirming: () => {
    const group = screen.getByRole('group', { name: 'dados.json will import:' })
    expect(counted(group).slice(0, englishCounts.length)).toEqual(englishCounts)
    expect(within(group).getByRole('button', { name: 'Import into my account' })).toBeEnabled()
    expect(within(group).getByRole('button', { name: 'Cancel' })).toBeEnabled()
    expect(downloadButton()).toBeDisabled()
    expect(chooseButton()).toBeEnabled()
  },
  importing: () => {
    const group = screen.getByRole('group', { name: 'dados.json will import:' })
    expect(within(group).getByRole('status')).toHaveTextContent('Importing…')
    expect(within(group).queryByRole('button')).toBeNull()
    expect(chooseButton()).toBeDisabled()
  },
  imported: () => {
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Imported into your account:')
    expect(counted(status)).toEqual(englishCounts)
    expect(within(status).getByRole('link', { name: 'Go to Finances' })).toHaveAttribute('href', '/financas')
  },
  failure: (context) => {
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(i18n._(context.failure!.message))
    // The section of the page it belongs to.
    const section = screen.getByRole('region', { name: context.failure!.during === 'export' ? 'Download my data' : 'Import data' })
    expect(within(section).getByRole('alert')).toBe(alert)
    expect(within(alert).queryAllByRole('listitem')).toHaveLength(context.failure!.problems.length)
    expect(downloadButton()).toBeEnabled()
  },
}

const describePath = (path: (typeof paths)[number]) =>
  path.steps
    .map((step): string => step.event.type)
    .filter((type) => type !== 'xstate.init')
    .join(' → ') || 'initial state'

describe('user data machine × my data page', () => {
  afterAll(() => expectFullCoverage(userDataMachine, paths))

  it('the paths take every transition (shortest paths by transition)', () => {
    expect(paths.length).toBeGreaterThan(10)
  })

  for (const path of paths) {
    it(describePath(path), async () => {
      const { logic, pending } = heldActors()
      const app = await renderApp({ path: '/meus-dados' }, <UserDataView logic={logic} />)
      const actor = () => app.actors.byId('userData')
      const settleActor = async (id: keyof typeof pending, event: ModelEvent) => {
        const answer = pending[id].at(-1)!
        await settle(() => ('output' in event ? answer.resolve(event.output as never) : answer.reject((event as { error: unknown }).error)))
      }
      const perform: Record<ModelEvent['type'], (event: ModelEvent) => Promise<void>> = {
        'data.export': () => settle(() => fireEvent.click(downloadButton())),
        'file.choose': (event) => settle(() => fireEvent.change(screen.getByLabelText('Data file'), { target: { files: [(event as { file: File }).file] } })),
        'import.confirm': () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Import into my account' }))),
        'import.cancel': () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))),
        'xstate.done.actor.exportData': (event) => settleActor('exportData', event),
        'xstate.error.actor.exportData': (event) => settleActor('exportData', event),
        'xstate.done.actor.readFile': (event) => settleActor('readFile', event),
        'xstate.error.actor.readFile': (event) => settleActor('readFile', event),
        'xstate.done.actor.importData': (event) => settleActor('importData', event),
        'xstate.error.actor.importData': (event) => settleActor('importData', event),
      }
      for (const step of path.steps) {
        const event = step.event as unknown as ModelEvent | { type: 'xstate.init' }
        if (event.type !== 'xstate.init') await perform[event.type](event as ModelEvent)
        expect(actor().getSnapshot().value, `after ${event.type}`).toEqual(step.state.value)
        checks[step.state.value as string]!(step.state.context as UserDataContext)
      }
    })
  }
})
