// The image upload machine's actor (POST salvarimagenspokemon): one multipart request; its progress goes
// to the machine that invoked it as upload.progress, its result or failure is the actor's output or error.
import { fromPromise } from 'xstate'
import { uploadCardImages } from '@/api/pokemon'
import type { CardUploadResult } from '@contract/pokemon'

/** Who hears the progress: the invoking machine (its `self`). */
export interface UploadProgressListener {
  send(event: { type: 'upload.progress'; loaded: number; total: number }): void
}

export const imageUploadActors = {
  uploadImages: fromPromise<CardUploadResult, { files: File[]; parent: UploadProgressListener }>(({ input, signal }) =>
    uploadCardImages(input.files, {
      // Progress after the actor stopped (the upload was left) has nobody to tell.
      onProgress: ({ loaded, total }) => {
        if (!signal.aborted) input.parent.send({ type: 'upload.progress', loaded, total })
      },
    }),
  ),
}
