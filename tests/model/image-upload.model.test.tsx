// Model-based paths of the image upload machine, replayed against the real upload view (tests/README.md).
import { afterAll, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestModel } from '@xstate/graph'
import { imageUploadMachine } from '@machines/image-upload.machine'
import type { ImageUploadContext, ImageUploadEvent } from '@machines/image-upload.machine'
import type { CardUploadResult } from '@/api/schemas/pokemon'
import ImageUploadView from '@/views/cards/image-upload-view'
import { renderApp } from '../views/support'
import { withActorCheck } from './harness'
import { reportCoverage, serializeByTransition } from './coverage'

const GOOD = 'GeneticApex_1_004_Venusaur-ex_4D_Grass_190_Stage2_Mewtwo.png'
const BAD = 'GeneticApex_1_005_Oddish_9Z_Grass_50_Basic_Any.png'
const png = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' })
/** Files the picker hands over: a good and a badly named pair, the good one again, or 51 (over the limit). */
const pair = [png(GOOD), png(BAD)]
const again = [png(GOOD)]
const tooMany = Array.from({ length: 51 }, (_, i) => png(`GeneticApex_1_${100 + i}_Card_1D_Grass_50_Basic_Any.png`))

const result: CardUploadResult = {
  saved: [{ fileName: GOOD, id: 1, nomePokemon: 'Venusaur-ex', nomeVersao: 'GeneticApex', numeroCarta: '004', replaced: false }],
  rejected: [{ fileName: BAD, reason: 'file_name_rarity', message: 'Unknown rarity: use 1D, 2D, 3D, 4D, 1S, 2S, 3S, CR, 1SH or 2SH.' }],
}
const rejectedByServer = { status: 400, code: 'no_card_saved', message: 'No image was saved', fieldErrors: { [BAD]: 'Unknown rarity' } }
const offline = { status: 0, code: 'network', fieldErrors: {} }

/** Everything the guards and the screen depend on. */
const project = (context: ImageUploadContext) => [
  context.selection.map((entry) => `${entry.file.name}:${entry.problem}`).join('|'),
  context.progress,
  context.result === null ? null : context.result.saved.length,
  context.failure?.code ?? null,
  context.error?.id ?? null,
]

const model = createTestModel(imageUploadMachine, {
  events: (state) => {
    const { context } = state as unknown as { context: ImageUploadContext }
    const names = context.selection.map((entry) => entry.file.name)
    const candidates: ImageUploadEvent[] = [
      ...(names.length === 0 ? [{ type: 'files.add', files: pair } as const, { type: 'files.add', files: tooMany } as const] : []),
      ...(names.length === 2 ? [{ type: 'files.add', files: again } as const] : []),
      ...(names.includes(BAD) ? [{ type: 'files.remove', name: BAD } as const] : []),
      ...(names.length === 1 && names[0] === GOOD ? [{ type: 'files.remove', name: GOOD } as const] : []),
      ...(names.length > 0 ? [{ type: 'files.clear' } as const] : []),
      { type: 'form.submit' },
      ...(context.progress?.loaded === 0 ? [{ type: 'upload.progress', loaded: 64, total: 128 } as const] : []),
      { type: 'upload.succeeded', result },
      { type: 'upload.failed', error: rejectedByServer },
      { type: 'upload.failed', error: offline },
    ]
    return candidates.filter((event) => state.can(event))
  },
  serializeState: serializeByTransition(imageUploadMachine, (s) => project(s.context as ImageUploadContext)),
} as Parameters<typeof createTestModel<typeof imageUploadMachine>>[1])
const paths = model.getShortestPaths()

const logic = imageUploadMachine.provide({ actions: { uploadImages: () => {} } })

const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!
const listed = () => [...document.querySelectorAll('ul[aria-label="Selected files"] > li p:first-child')].map((p) => p.textContent)
const status = () => screen.getByRole('status')

describe('image upload machine × include card images view', () => {
  afterAll(() => {
    const coverage = reportCoverage(imageUploadMachine, paths)
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })

  for (const path of paths) {
    it(path.description, async () => {
      const app = await renderApp({ path: '/pokemon/incluirPokemon' }, <ImageUploadView logic={logic} />)
      const actor = () => app.actors.byId('imageUpload')
      const user = userEvent.setup()
      const live = (state: { context: ImageUploadContext }): ImageUploadContext => {
        const { context } = actor().getSnapshot() as { context: ImageUploadContext }
        expect(project(context)).toEqual(project(state.context))
        return context
      }
      /** The list shows the selection, each file with its check. */
      const selection = (context: ImageUploadContext) => {
        expect(listed()).toEqual(context.selection.map((entry) => entry.file.name))
        for (const entry of context.selection) {
          const list = screen.getByRole('list', { name: 'Selected files' })
          const item = within(list).getByText(entry.file.name).closest('li')!
          if (entry.problem === null) expect(item).toHaveTextContent('Name fits the convention')
          else expect(item).toHaveTextContent('Unknown rarity (use 1D–4D, 1S–3S, CR, 1SH or 2SH).')
        }
      }
      const editable = () => {
        expect(screen.getByRole('button', { name: 'Send images' })).toBeEnabled()
        expect(picker()).toBeEnabled()
        expect(screen.queryByRole('progressbar')).toBeNull()
      }
      await path.test({
        states: withActorCheck(actor, {
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
          },
          success: (state) => {
            const context = live(state)
            expect(listed()).toEqual([])
            editable()
            expect(status()).toHaveTextContent('Images sent successfully!')
            expect(within(status()).getByRole('list', { name: 'Rejected files' })).toHaveTextContent(`${BAD}: ${result.rejected[0]!.message}`)
            expect(context.selection).toEqual([])
          },
          failure: (state) => {
            const context = live(state)
            selection(context)
            editable()
            expect(status()).toHaveTextContent('Error sending images. Check the file name and try again.')
            if (context.failure!.status === 400) expect(within(status()).getByRole('list', { name: 'Rejected files' })).toHaveTextContent(`${BAD}: Unknown rarity`)
            else expect(within(status()).queryByRole('list')).toBeNull()
          },
        }),
        events: {
          'files.add': async ({ event }) => {
            const { files } = event as Partial<Extract<ImageUploadEvent, { type: 'files.add' }>>
            if (files === undefined) return app.send(actor(), event)
            await user.upload(picker(), files)
          },
          'files.remove': async ({ event }) => {
            const { name } = event as Partial<Extract<ImageUploadEvent, { type: 'files.remove' }>>
            if (name === undefined) return app.send(actor(), event)
            await user.click(screen.getByRole('button', { name: `Remove ${name}` }))
          },
          'files.clear': async ({ event }) => {
            // Remove all only shows with a selection; with none, the machine must refuse the bare event.
            if ((actor().getSnapshot() as { context: ImageUploadContext }).context.selection.length === 0) {
              expect(screen.queryByRole('button', { name: 'Remove all' })).toBeNull()
              return app.send(actor(), event)
            }
            await user.click(screen.getByRole('button', { name: 'Remove all' }))
          },
          'form.submit': async () => {
            await user.click(screen.getByRole('button', { name: 'Send images' }))
          },
          'upload.progress': async ({ event }) => app.send(actor(), event),
          'upload.succeeded': async ({ event }) => app.send(actor(), event),
          'upload.failed': async ({ event }) => app.send(actor(), event),
        },
      })
    })
  }
})
