// Include card images (Admin): pick or drop PNG files, each name and size checked before sending, then one
// upload with progress of the files that passed (the others are named with the outcome; none passed: nothing
// is sent): idle → sending → success (selection cleared) | failure (its banner tells the real reason).
// File names and sizes: docs/product-rules.md#card-collection and docs/product-rules.md#limits.
// The upload actor is in image-upload.actors.ts.
import { assign, setup } from 'xstate'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CARD_UPLOAD_MAX_FILE_BYTES, CARD_UPLOAD_MAX_FILES } from '@contract/card-collection'
import { parseCardFileName } from '@contract/card-file-name'
import type { CardUploadProblemKey } from '@contract/messages'
import type { CardUploadResult } from '@contract/pokemon'
import { toApiFailure } from '@/api/errors'
import type { ApiFailure } from '@/api/errors'
import { imageUploadActors } from './image-upload.actors'

export const imageUploadMessages = {
  required: msg`Select at least one PNG image.`,
  tooMany: msg`Send at most 50 files at a time.`,
  /** Every selected file has a problem the page found: nothing is sent. */
  nothingValid: msg`None of the selected files can be sent: fix or remove the ones marked below.`,
  sent: msg`Images sent successfully!`,
  /** For a refusal of the names (each file's reason is listed). */
  failed: msg`Error sending images. Check the file name and try again.`,
  tooLarge: msg`Error sending images: a file is larger than 2 MiB or 4096 × 4096 pixels.`,
  notPng: msg`Error sending images: the files are not PNG images.`,
  offline: msg`Error sending images: the server could not be reached. Check the connection and try again.`,
  other: msg`Error sending images. Try again in a moment.`,
}

/** The banner of a failed upload tells its real reason; refused names get the card collection's text. */
export function uploadFailureMessage(failure: ApiFailure): MessageDescriptor {
  if (failure.status === 0) return imageUploadMessages.offline
  if (failure.status === 413) return imageUploadMessages.tooLarge
  if (failure.status === 415) return imageUploadMessages.notPng
  if (failure.status === 400) return imageUploadMessages.failed
  return imageUploadMessages.other
}

/** What the page says about a file the client-side check (or the API) refused, by reason. */
export const uploadProblemMessages: Record<CardUploadProblemKey, MessageDescriptor> = {
  file_name_extension: msg`The file name must end in .png.`,
  file_name_parts: msg`The name must have 9 parts separated by _.`,
  file_name_version: msg`Invalid set name: use letters, digits, single spaces, hyphens, dots and apostrophes (up to 40).`,
  file_name_version_number: msg`The version number must be a positive whole number or the set's code (A1, A1a…).`,
  file_name_card_number: msg`The card number must be digits only.`,
  file_name_card_name: msg`The card name may only have letters (accents allowed), digits, ♀, ♂, hyphens, dots, apostrophes, colons, & and single spaces.`,
  file_name_rarity: msg`Unknown rarity (use 1D–4D, 1S–3S, CR, 1SH or 2SH, or the Portuguese words: Diamante… Duas Shinnys).`,
  file_name_type: msg`The type or support must be one word.`,
  file_name_hp: msg`The HP must be digits or Null.`,
  file_name_stage: msg`The stage must be one word.`,
  file_name_booster: msg`Unknown booster (use Any, Qualquer or one of the ten names).`,
  file_not_png: msg`The file is not a PNG image.`,
  file_png_invalid: msg`The PNG file is damaged or incomplete.`,
  file_too_large: msg`The file is larger than 2 MiB.`,
  file_image_too_large: msg`The image is larger than 4096 × 4096 pixels.`,
  file_duplicate: msg`Another file has the same set and card number.`,
  file_invalid: msg`Not a file.`,
}

/** A picked file and what the client-side check found (null: the name fits and the size is allowed). */
export interface SelectedFile {
  file: File
  problem: CardUploadProblemKey | null
}

/** The check the page runs before sending; the API runs the same parser (and the PNG signature check). */
export function checkFile(file: File): SelectedFile {
  if (file.size > CARD_UPLOAD_MAX_FILE_BYTES) return { file, problem: 'file_too_large' }
  const parsed = parseCardFileName(file.name)
  return { file, problem: parsed.ok ? null : parsed.problem }
}

export interface UploadProgress {
  loaded: number
  total: number
}

/** A file of the selection the page did not send, and why. */
export interface SkippedFile {
  name: string
  problem: CardUploadProblemKey
}

export interface ImageUploadContext {
  selection: SelectedFile[]
  /** The files the last upload left out because the page found a problem (listed with the outcome). */
  skipped: SkippedFile[]
  progress: UploadProgress | null
  /** What the last successful upload saved and rejected. */
  result: CardUploadResult | null
  /** Why the last upload failed (its field errors map file names to reasons). */
  failure: ApiFailure | null
  /** A submit the page refused (no file, too many). */
  error: MessageDescriptor | null
}

export type ImageUploadEvent =
  | { type: 'files.add'; files: File[] }
  | { type: 'files.remove'; name: string }
  | { type: 'files.clear' }
  | { type: 'form.submit' }
  /** Sent by the upload actor while it sends. */
  | { type: 'upload.progress'; loaded: number; total: number }

/** The files a submit sends: those the page found nothing wrong with. */
const sendable = (context: ImageUploadContext): File[] => context.selection.flatMap((entry) => (entry.problem === null ? [entry.file] : []))

/** Editing the selection: in `idle` it stays there; from an outcome it goes back to `idle` (the outcome is cleared). */
const editing = (target?: 'idle') =>
  ({
    'files.add': {
      guard: { type: 'bringsFiles', params: ({ event }: { event: { files: File[] } }) => event.files },
      target,
      actions: [{ type: 'addFiles', params: ({ event }: { event: { files: File[] } }) => event.files }, 'clearOutcome'],
    },
    'files.remove': {
      guard: { type: 'isSelected', params: ({ event }: { event: { name: string } }) => event.name },
      target,
      actions: [{ type: 'removeFile', params: ({ event }: { event: { name: string } }) => event.name }, 'clearOutcome'],
    },
    'files.clear': { guard: 'hasFiles', target, actions: ['clearSelection', 'clearOutcome'] },
  }) as const

export const imageUploadMachine = setup({
  types: {
    context: {} as ImageUploadContext,
    events: {} as ImageUploadEvent,
    tags: {} as 'busy',
  },
  actors: imageUploadActors,
  actions: {
    /** Picked or dropped files join the selection; a file with the same name replaces the earlier one. */
    addFiles: assign(({ context }, files: File[]) => {
      const added = files.map(checkFile)
      const names = new Set(added.map((entry) => entry.file.name))
      return { selection: [...context.selection.filter((entry) => !names.has(entry.file.name)), ...added] }
    }),
    removeFile: assign(({ context }, name: string) => ({ selection: context.selection.filter((entry) => entry.file.name !== name) })),
    clearSelection: assign({ selection: [] }),
    clearOutcome: assign({ result: null, failure: null, error: null, skipped: [] }),
    /** Only files without a problem are sent; the others are named with the outcome. */
    assignSkipped: assign(({ context }) => ({
      skipped: context.selection.flatMap(({ file, problem }) => (problem === null ? [] : [{ name: file.name, problem }])),
    })),
    startProgress: assign(({ context }) => ({ progress: { loaded: 0, total: sendable(context).reduce((sum, file) => sum + file.size, 0) } })),
    assignProgress: assign((_, progress: UploadProgress) => ({ progress })),
    clearProgress: assign({ progress: null }),
    assignResult: assign((_, result: CardUploadResult) => ({ result })),
    assignFailure: assign((_, failure: ApiFailure) => ({ failure })),
    setError: assign((_, params: { message: MessageDescriptor }) => ({ error: params.message })),
  },
  guards: {
    bringsFiles: (_, files: File[]) => files.length > 0,
    isSelected: ({ context }, name: string) => context.selection.some((entry) => entry.file.name === name),
    hasFiles: ({ context }) => context.selection.length > 0,
    isProgress: (_, progress: UploadProgress) => Number.isFinite(progress.loaded) && Number.isFinite(progress.total),
    hasNoFiles: ({ context }) => context.selection.length === 0,
    hasTooManyFiles: ({ context }) => sendable(context).length > CARD_UPLOAD_MAX_FILES,
    hasNothingValid: ({ context }) => sendable(context).length === 0,
  },
}).createMachine({
  id: 'imageUpload',
  context: { selection: [], skipped: [], progress: null, result: null, failure: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ...editing(),
        'form.submit': [
          { guard: 'hasNoFiles', actions: { type: 'setError', params: { message: imageUploadMessages.required } } },
          { guard: 'hasNothingValid', actions: { type: 'setError', params: { message: imageUploadMessages.nothingValid } } },
          { guard: 'hasTooManyFiles', actions: { type: 'setError', params: { message: imageUploadMessages.tooMany } } },
          { target: 'sending', actions: ['clearOutcome', 'assignSkipped'] },
        ],
      },
    },
    sending: {
      tags: 'busy',
      entry: 'startProgress',
      exit: 'clearProgress',
      invoke: {
        id: 'uploadImages',
        src: 'uploadImages',
        // The actor reports progress to this machine (upload.progress) while it sends.
        input: ({ context, self }) => ({ files: sendable(context), parent: self }),
        // Success clears the selection.
        onDone: { target: 'success', actions: [{ type: 'assignResult', params: ({ event }) => event.output }, 'clearSelection'] },
        onError: { target: 'failure', actions: { type: 'assignFailure', params: ({ event }) => toApiFailure(event.error) } },
      },
      on: {
        'upload.progress': {
          guard: { type: 'isProgress', params: ({ event }) => ({ loaded: event.loaded, total: event.total }) },
          actions: { type: 'assignProgress', params: ({ event }) => ({ loaded: event.loaded, total: event.total }) },
        },
      },
    },
    success: {
      // The selection is empty here (success cleared it): only new files or a submit.
      on: {
        'files.add': editing('idle')['files.add'],
        'form.submit': { target: 'idle', actions: ['clearOutcome', { type: 'setError', params: { message: imageUploadMessages.required } }] },
      },
    },
    failure: {
      on: {
        ...editing('idle'),
        // The selection is unchanged since the last submit, which had files to send.
        'form.submit': { target: 'sending', actions: ['clearOutcome', 'assignSkipped'] },
      },
    },
  },
})

export type ImageUploadMachine = typeof imageUploadMachine
