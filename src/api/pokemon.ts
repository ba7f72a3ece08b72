// Typed card-collection calls (the card routes, and the image route): answers parsed with zod.
import { api } from './client'
import type { ApiClient, UploadOptions } from './client'
import { cardSummaryListSchema, cardSummarySchema, cardUploadResultSchema } from '../contract/pokemon'
import type { CardSummary, CardUploadResult } from '../contract/pokemon'

export type { CardSummary, CardUploadResult }

/** GET /v1/api/pokemon/obtertodossemimagem: every card without image bytes (statistics, status grid). */
export function listCardSummaries(client: ApiClient = api): Promise<CardSummary[]> {
  return client.request('/v1/api/pokemon/obtertodossemimagem', cardSummaryListSchema)
}

/** PATCH /v1/api/pokemon/ativar/{id} or /inativar/{id}: 200 with the card. */
export function setCardActive(id: number, active: boolean, client: ApiClient = api): Promise<CardSummary> {
  return client.request(`/v1/api/pokemon/${active ? 'ativar' : 'inativar'}/${encodeURIComponent(String(id))}`, cardSummarySchema, { method: 'PATCH' })
}

/** A card's PNG (its `imagemUrl`, which the browser may cache for long) as a Blob. */
export function fetchCardImage(imagemUrl: string, client: ApiClient = api): Promise<Blob> {
  return client.blob(imagemUrl)
}

/** POST /v1/api/pokemon/salvarimagenspokemon: one multipart request with a repeated `files` field. */
export function uploadCardImages(files: readonly File[], options: UploadOptions = {}, client: ApiClient = api): Promise<CardUploadResult> {
  const body = new FormData()
  for (const file of files) body.append('files', file, file.name)
  return client.upload('/v1/api/pokemon/salvarimagenspokemon', cardUploadResultSchema, body, options)
}
