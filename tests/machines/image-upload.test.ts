import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { checkFile, imageUploadMachine, imageUploadMessages, uploadFailureMessage } from '@machines/collection/image-upload.machine'
import type { ImageUploadEvent } from '@machines/collection/image-upload.machine'
import type { UploadProgressListener } from '@machines/collection/image-upload.actors'
import { ApiError } from '@/api/errors'
import { CARD_UPLOAD_MAX_FILE_BYTES } from '@contract/card-collection'
import type { CardUploadResult } from '@contract/pokemon'
import { heldActor } from '../model/held-actors'

// Include card images (idle, sending, then success or error; success clears the
// selection; at least one PNG; docs/product-rules.md#limits; names checked before sending).

// Faked for the real actors' own tests (their API calls) only; the machine's tests provide actors.
vi.mock('@/api/pokemon', () => ({ listCardSummaries: vi.fn(), setCardActive: vi.fn(), fetchCardImage: vi.fn(), uploadCardImages: vi.fn() }))
const api = await import('@/api/pokemon')
const uploadCardImages = vi.mocked(api.uploadCardImages)

const GOOD = 'GeneticApex_1_004_Venusaur-ex_4D_Grass_190_Stage2_Mewtwo.png'
const BAD = 'GeneticApex_1_005_Oddish_9Z_Grass_50_Basic_Any.png'
const png = (name: string, size = 16) => new File([new Uint8Array(size)], name, { type: 'image/png' })
const result: CardUploadResult = {
  saved: [{ fileName: GOOD, id: 1, nomePokemon: 'Venusaur-ex', nomeVersao: 'GeneticApex', numeroCarta: '004', replaced: false }],
  rejected: [{ fileName: BAD, reason: 'file_name_rarity', message: 'Unknown rarity' }],
}

function start() {
  const upload = heldActor<CardUploadResult, { files: File[]; parent: UploadProgressListener }>()
  const actor = createActor(imageUploadMachine.provide({ actors: { uploadImages: upload.logic } })).start()
  const send = (event: ImageUploadEvent) => actor.send(event)
  /** The latest upload answers: its result, or the API's refusal. */
  const succeed = async () => {
    upload.runs.at(-1)!.resolve(result)
    await waitFor(actor, (s) => !s.matches('sending'))
  }
  const fail = async (error: ApiError) => {
    upload.runs.at(-1)!.reject(error)
    await waitFor(actor, (s) => !s.matches('sending'))
  }
  return { actor, upload, send, succeed, fail, snap: () => actor.getSnapshot() }
}

describe('checkFile', () => {
  it('runs the shared parser and the 2 MiB limit', () => {
    expect(checkFile(png(GOOD)).problem).toBeNull()
    expect(checkFile(png(BAD)).problem).toBe('file_name_rarity')
    expect(checkFile(png('photo.jpg')).problem).toBe('file_name_extension')
    expect(checkFile(png(GOOD, CARD_UPLOAD_MAX_FILE_BYTES)).problem).toBeNull()
    expect(checkFile(png(GOOD, CARD_UPLOAD_MAX_FILE_BYTES + 1)).problem).toBe('file_too_large')
  })
})

describe('image upload machine', () => {
  it('submitting nothing says "Select at least one PNG image." and sends nothing', () => {
    const { send, snap, upload } = start()
    send({ type: 'form.submit' })
    expect(snap().value).toBe('idle')
    expect(snap().context.error).toBe(imageUploadMessages.required)
    expect(upload.runs).toHaveLength(0)
  })

  it('files join the selection with their check; the same name replaces; remove and clear', () => {
    const { send, snap } = start()
    send({ type: 'files.add', files: [png(GOOD), png(BAD)] })
    expect(snap().context.selection.map((entry) => [entry.file.name, entry.problem])).toEqual([
      [GOOD, null],
      [BAD, 'file_name_rarity'],
    ])
    send({ type: 'files.add', files: [png(GOOD, 32)] })
    expect(snap().context.selection.map((entry) => entry.file.name)).toEqual([BAD, GOOD])
    expect(snap().context.selection[1]!.file.size).toBe(32)
    send({ type: 'files.remove', name: BAD })
    expect(snap().context.selection.map((entry) => entry.file.name)).toEqual([GOOD])
    send({ type: 'files.clear' })
    expect(snap().context.selection).toEqual([])
  })

  it('more than 50 files are refused before sending', () => {
    const { send, snap, upload } = start()
    send({ type: 'files.add', files: Array.from({ length: 51 }, (_, i) => png(`GeneticApex_1_${i}_A_1D_Grass_50_Basic_Any.png`)) })
    send({ type: 'form.submit' })
    expect(snap().context.error).toBe(imageUploadMessages.tooMany)
    expect(upload.runs).toHaveLength(0)
    send({ type: 'files.remove', name: 'GeneticApex_1_0_A_1D_Grass_50_Basic_Any.png' })
    expect(snap().context.error).toBeNull()
    send({ type: 'form.submit' })
    expect(snap().value).toBe('sending')
  })

  it('only the files the page found nothing wrong with are sent; the others are named with the outcome', async () => {
    const { send, snap, upload, succeed } = start()
    const big = 'GeneticApex_1_006_Gloom_1D_Grass_60_Stage1_Any.png'
    send({ type: 'files.add', files: [png(GOOD, 100), png(BAD, 50), png(big, CARD_UPLOAD_MAX_FILE_BYTES + 1)] })
    send({ type: 'form.submit' })
    expect(snap().value).toBe('sending')
    expect(upload.runs.map((run) => run.input.files.map((file) => file.name))).toEqual([[GOOD]])
    expect(snap().context.progress).toEqual({ loaded: 0, total: 100 })
    expect(snap().context.skipped).toEqual([
      { name: BAD, problem: 'file_name_rarity' },
      { name: big, problem: 'file_too_large' },
    ])
    await succeed()
    expect(snap().context).toMatchObject({ selection: [], skipped: [{ name: BAD }, { name: big }] })
    send({ type: 'files.add', files: [png(GOOD)] })
    expect(snap().context.skipped).toEqual([])
  })

  it('when every selected file has a problem, nothing is sent and the page says why', () => {
    const { send, snap, upload } = start()
    send({ type: 'files.add', files: [png(BAD), png(GOOD, CARD_UPLOAD_MAX_FILE_BYTES + 1)] })
    send({ type: 'form.submit' })
    expect(snap().value).toBe('idle')
    expect(snap().context.error).toBe(imageUploadMessages.nothingValid)
    expect(upload.runs).toHaveLength(0)
  })

  it('a failed upload tells its real reason', () => {
    expect(uploadFailureMessage({ status: 413, code: 'file_too_large' })).toBe(imageUploadMessages.tooLarge)
    expect(uploadFailureMessage({ status: 415, code: 'no_png_files' })).toBe(imageUploadMessages.notPng)
    expect(uploadFailureMessage({ status: 0, code: 'unknown' })).toBe(imageUploadMessages.offline)
    expect(uploadFailureMessage({ status: 400, code: 'no_card_saved' })).toBe(imageUploadMessages.failed)
    expect(uploadFailureMessage({ status: 503, code: 'database_unavailable' })).toBe(imageUploadMessages.other)
  })

  it('sending reports progress; success clears the selection and keeps what was saved and rejected', async () => {
    const { send, snap, upload, succeed } = start()
    const other = 'GeneticApex_1_005_Oddish_1D_Grass_50_Basic_Any.png'
    send({ type: 'files.add', files: [png(GOOD, 100), png(other, 50)] })
    send({ type: 'form.submit' })
    expect(snap().value).toBe('sending')
    expect(snap().hasTag('busy')).toBe(true)
    expect(upload.runs.map((run) => run.input.files.map((file) => file.name))).toEqual([[GOOD, other]])
    expect(snap().context.progress).toEqual({ loaded: 0, total: 150 })
    // The actor reports progress to the machine it was given.
    upload.runs[0]!.input.parent.send({ type: 'upload.progress', loaded: 90, total: 400 })
    expect(snap().context.progress).toEqual({ loaded: 90, total: 400 })
    // Nothing can change the selection while it is sent.
    send({ type: 'files.clear' })
    expect(snap().context.selection).toHaveLength(2)
    await succeed()
    expect(snap().value).toBe('success')
    expect(snap().context).toMatchObject({ selection: [], progress: null, result })
  })

  it('a failure keeps the selection and the reasons; submitting again retries; editing goes back to idle', async () => {
    const { send, snap, upload, fail } = start()
    send({ type: 'files.add', files: [png(GOOD)] })
    send({ type: 'form.submit' })
    const failure = { status: 415, code: 'no_png_files', fieldErrors: { [GOOD]: 'Not a PNG' }, message: 'No image was saved' }
    await fail(new ApiError(failure))
    expect(snap().value).toBe('failure')
    expect(snap().context).toMatchObject({ failure, progress: null })
    expect(snap().context.selection).toHaveLength(1)
    send({ type: 'form.submit' })
    expect(snap().value).toBe('sending')
    expect(snap().context.failure).toBeNull()
    expect(upload.runs).toHaveLength(2)
    await fail(new ApiError(failure))
    send({ type: 'files.remove', name: GOOD })
    expect(snap().value).toBe('idle')
    expect(snap().context.failure).toBeNull()
  })

  it('after a success, submitting the now empty selection asks for a file; picking goes back to idle', async () => {
    const { send, snap, succeed } = start()
    send({ type: 'files.add', files: [png(GOOD)] })
    send({ type: 'form.submit' })
    await succeed()
    send({ type: 'form.submit' })
    expect(snap().value).toBe('idle')
    expect(snap().context).toMatchObject({ result: null, error: imageUploadMessages.required })
    send({ type: 'form.submit' })
    expect(snap().value).toBe('idle')
    send({ type: 'files.add', files: [png(GOOD)] })
    expect(snap().context.error).toBeNull()
  })
})

describe('image upload actor', () => {
  afterEach(() => uploadCardImages.mockReset())

  it('sends the selected files and forwards the progress', async () => {
    uploadCardImages.mockImplementation(async (_files, options) => {
      options?.onProgress?.({ loaded: 5, total: 10 })
      return result
    })
    const actor = createActor(imageUploadMachine).start()
    const seen: number[] = []
    actor.subscribe((s) => s.context.progress && seen.push(s.context.progress.loaded))
    const files = [png(GOOD), png(BAD)]
    actor.send({ type: 'files.add', files })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('success'))
    expect(uploadCardImages.mock.calls[0]![0]).toEqual([files[0]])
    expect(seen).toContain(5)
    actor.stop()
  })

  it('an ApiError is the failure, with its field errors', async () => {
    uploadCardImages.mockRejectedValueOnce(new ApiError({ status: 415, code: 'no_png_files', message: 'None is a PNG', fieldErrors: { [GOOD]: 'Not a PNG' } }))
    const actor = createActor(imageUploadMachine).start()
    actor.send({ type: 'files.add', files: [png(GOOD)] })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('failure'))
    expect(actor.getSnapshot().context.failure).toEqual({ status: 415, code: 'no_png_files', fieldErrors: { [GOOD]: 'Not a PNG' }, message: 'None is a PNG' })
    actor.stop()
  })
})
