// Effect of the image upload machine (SPEC §7 salvarimagenspokemon): one multipart request whose progress
// arrives as upload.progress, then upload.succeeded / upload.failed.
import { uploadCardImages } from '@/api/pokemon'
import { toApiFailure } from '@/api/errors'
import { sendIfRunning } from './effects'
import type { EffectArgs } from './effects'
import type { ImageUploadContext, ImageUploadEvent } from './image-upload.machine'

export const imageUploadEffects = {
  uploadImages: ({ context, self }: EffectArgs<ImageUploadContext, ImageUploadEvent>) => {
    const files = context.selection.map((entry) => entry.file)
    const answer = (reply: ImageUploadEvent) => sendIfRunning(self, reply)
    uploadCardImages(files, { onProgress: ({ loaded, total }) => answer({ type: 'upload.progress', loaded, total }) }).then(
      (result) => answer({ type: 'upload.succeeded', result }),
      (error: unknown) => answer({ type: 'upload.failed', error: toApiFailure(error) }),
    )
  },
}
