// Model-based paths of the image upload machine, replayed against the real upload view: paths
// from getShortestPaths (xstate/graph) with the upload actor's answers named as events
// (xstate.done.actor.uploadImages / xstate.error.actor.uploadImages) and its progress reports; the replay
// picks files in the real input, clicks, and settles a held upload when the path says so.
import { afterAll, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { imageUploadMachine, uploadFailureMessage, uploadProblemMessages } from '@machines/collection/image-upload.machine'
import type { ImageUploadContext } from '@machines/collection/image-upload.machine'
import type { UploadProgressListener } from '@machines/collection/image-upload.actors'
import { ApiError } from '@/api/errors'
import type { CardUploadResult } from '@contract/pokemon'
import ImageUploadView from '@/views/cards/image-upload-view'
import { renderApp, settle } from '../views/support'
import { expectFullCoverage, serializeByTransition } from './coverage'
import { coveringPaths, heldActor } from './held-actors'

const GOOD = 'GeneticApex_1_004_Venusaur-ex_4D_Grass_190_Stage2_Mewtwo.png'
const BAD = 'GeneticApex_1_005_Oddish_9Z_Grass_50_Basic_Any.png'
const png = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' })
/**
 * Files the picker hands over: a good and a badly named pair, the badly named one alone (nothing to send),
 * the good one again, or 51 (over the limit).
 */
const pair = [png(GOOD), png(BAD)]
const onlyBad = [png(BAD)]
const again = [png(GOOD)]
const tooMany = Array.from({ length: 51 }, (_, i) => png(`GeneticApex_1_${100 + i}_Card_1D_Grass_50_Basic_Any.png`))

// The page never sends BAD: what the server refuses is what only it can check (the content).
const result: CardUploadResult = {
  saved: [{ fileName: GOOD, id: 1, nomePokemon: 'Venusaur-ex', nomeVersao: 'GeneticApex', numeroCarta: '004', replaced: false }],
  rejected: [{ fileName: 'Other.png', reason: 'file_png_invalid', message: 'The PNG file is damaged or incomplete.' }],
}
const rejectedByServer = new ApiError({ status: 400, code: 'no_card_saved', message: 'No image was saved', fieldErrors: { [GOOD]: 'The PNG file is damaged' } })
const offline = new ApiError({ status: 0, code: 'network', message: 'No connection' })

/** Everything the guards and the screen depend on. */
const project = (context: ImageUploadContext) => [
  context.selection.map((entry) => `${entry.file.name}:${entry.problem}`).join('|'),
  context.skipped.map((entry) => entry.name).join('|'),
  context.progress,
  context.result === null ? null : context.result.saved.length,
  context.failure?.code ?? null,
  context.error?.id ?? null,
]

/** The user's events and the upload actor's reports and answers the state can take. */
function candidates(context: ImageUploadContext): AnyEventObject[] {
  const names = context.selection.map((entry) => entry.file.name)
  return [
    ...(names.length === 0 ? [{ type: 'files.add', files: pair }, { type: 'files.add', files: onlyBad }, { type: 'files.add', files: tooMany }] : []),
    ...(names.length === 2 ? [{ type: 'files.add', files: again }] : []),
    ...(names.includes(BAD) ? [{ type: 'files.remove', name: BAD }] : []),
    ...(names.length === 1 && names[0] === GOOD ? [{ type: 'files.remove', name: GOOD }] : []),
    ...(names.length > 0 ? [{ type: 'files.clear' }] : []),
    { type: 'form.submit' },
    ...(context.progress?.loaded === 0 ? [{ type: 'upload.progress', loaded: 64, total: 128 }] : []),
    { type: 'xstate.done.actor.uploadImages', output: result },
    { type: 'xstate.error.actor.uploadImages', error: rejectedByServer },
    { type: 'xstate.error.actor.uploadImages', error: offline },
  ]
}

// AnyStateMachine: the events include the actor's answers, which the machine's event type does not name.
const paths = coveringPaths(
  imageUploadMachine,
  getShortestPaths<AnyStateMachine>(imageUploadMachine, {
    events: (snapshot) => candidates(snapshot.context as ImageUploadContext).filter((event) => snapshot.can(event)),
    serializeState: serializeByTransition(imageUploadMachine, (s: AnyMachineSnapshot) => project(s.context as ImageUploadContext)),
  }),
)

const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!
const listed = () => [...document.querySelectorAll('ul[aria-label="Selected files"] > li p:first-child')].map((p) => p.textContent)
const status = () => screen.getByRole('status')

describe('image upload machine × include card images view', () => {
  afterAll(() => expectFullCoverage(imageUploadMachine, paths))

  for (const path of paths) {
    it(path.steps.map((step) => step.event.type).join(' → '), async () => {
      const upload = heldActor<CardUploadResult, { files: File[]; parent: UploadProgressListener }>()
      const logic = imageUploadMachine.provide({ actors: { uploadImages: upload.logic } })
      const app = await renderApp({ path: '/pokemon/incluirPokemon' }, <ImageUploadView logic={logic} />)
      const actor = () => app.actors.byId('imageUpload')
      const user = userEvent.setup()
      const live = (context: ImageUploadContext): ImageUploadContext => {
        const current = (actor().getSnapshot() as { context: ImageUploadContext }).context
        expect(project(current)).toEqual(project(context))
        return current
      }
      /** The list shows the selection, each file with its check. */
      const selection = (context: ImageUploadContext) => {
        expect(listed()).toEqual(context.selection.map((entry) => entry.file.name))
        for (const entry of context.selection) {
          const list = screen.getByRole('list', { name: 'Selected files' })
          const item = within(list).getByText(entry.file.name).closest('li')!
          if (entry.problem === null) expect(item).toHaveTextContent('Name fits the convention')
          else expect(item).toHaveTextContent('Unknown rarity (use 1D–4D, 1S–3S, CR, 1SH or 2SH, or the Portuguese words: Diamante… Duas Shinnys).')
        }
      }
      const editable = () => {
        expect(screen.getByRole('button', { name: 'Send images' })).toBeEnabled()
        expect(picker()).toBeEnabled()
        expect(screen.queryByRole('progressbar')).toBeNull()
      }
      const checks: Record<string, (context: ImageUploadContext) => void> = {
        idle: (state) => {
          const context = live(state)
          selection(context)
          editable()
          if (context.error) expect(status()).toHaveTextContent(context.error.message!)
          else expect(status()).toBeEmptyDOMElement()
        },
        sending: (state) => {
          const context = live(state)
          selection(context)
          expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled()
          expect(picker()).toBeDisabled()
          expect(screen.getByRole('progressbar')).toHaveAttribute('value', String(context.progress!.loaded))
          expect(status()).toBeEmptyDOMElement()
          // The upload sends the selected files the page found nothing wrong with.
          expect(upload.runs.at(-1)!.input.files.map((file) => file.name)).toEqual(context.selection.filter((entry) => entry.problem === null).map((entry) => entry.file.name))
        },
        success: (state) => {
          const context = live(state)
          expect(listed()).toEqual([])
          editable()
          expect(status()).toHaveTextContent('Images sent successfully!')
          const rejected = within(status()).getByRole('list', { name: 'Rejected files' })
          expect(rejected).toHaveTextContent(`Other.png: ${result.rejected[0]!.message}`)
          // The files the page did not send are named with their reason.
          for (const entry of context.skipped) expect(rejected).toHaveTextContent(`${entry.name}: ${uploadProblemMessages[entry.problem].message!}`)
          expect(context.selection).toEqual([])
        },
        failure: (state) => {
          const context = live(state)
          selection(context)
          editable()
          // The banner tells the real reason: the names (400) or the connection (0).
          expect(status()).toHaveTextContent(uploadFailureMessage(context.failure!).message!)
          if (context.failure!.status === 400) expect(within(status()).getByRole('list', { name: 'Rejected files' })).toHaveTextContent(`${GOOD}: The PNG file is damaged`)
          else expect(within(status()).queryByRole('list')).toBeNull()
        },
      }
      const perform = async (event: AnyEventObject) => {
        switch (event.type) {
          case 'files.add':
            return user.upload(picker(), event.files as File[])
          case 'files.remove':
            return user.click(screen.getByRole('button', { name: `Remove ${String(event.name)}` }))
          case 'files.clear':
            return user.click(screen.getByRole('button', { name: 'Remove all' }))
          case 'form.submit':
            return user.click(screen.getByRole('button', { name: 'Send images' }))
          case 'upload.progress':
            // The upload actor reports to the machine it was given.
            return settle(() => upload.runs.at(-1)!.input.parent.send({ type: 'upload.progress', loaded: event.loaded as number, total: event.total as number }))
          default:
            return settle(() => upload.settle(event))
        }
      }
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') await perform(step.event)
        expect(actor().getSnapshot().value, `after ${step.event.type}`).toEqual(step.state.value)
        checks[step.state.value as string]!(step.state.context as ImageUploadContext)
      }
    })
  }
})
