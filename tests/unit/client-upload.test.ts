// The API client's binary download and progress upload (the card images): same token, language and
// one-refresh-on-401 rules as every other call, progress reported while the body goes out.
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createApiClient } from '@/api/client'
import type { XhrFactory } from '@/api/client'
import { ApiError } from '@/api/errors'
import { storage } from '@/lib/storage'

type Answer = { status: number; body: string; progress?: Array<[number, number]> }

/** A fake XMLHttpRequest per call: records what was sent and answers with the next `answers` entry. */
function fakeXhr(answers: Answer[]) {
  const sent: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = []
  const factory: XhrFactory = () => {
    const request = {
      status: 0,
      responseText: '',
      upload: {} as XMLHttpRequestUpload,
      onload: null as (() => void) | null,
      onerror: null as (() => void) | null,
      onabort: null,
      ontimeout: null,
      headers: {} as Record<string, string>,
      method: '',
      url: '',
      open(method: string, url: string) {
        request.method = method
        request.url = url
      },
      setRequestHeader(name: string, value: string) {
        request.headers[name] = value
      },
      send(body: unknown) {
        sent.push({ method: request.method, url: request.url, headers: { ...request.headers }, body })
        const answer = answers.shift()
        queueMicrotask(() => {
          if (!answer) return request.onerror?.()
          for (const [loaded, total] of answer.progress ?? []) {
            const progress = request.upload.onprogress as ((event: { loaded: number; total: number }) => void) | null
            progress?.({ loaded, total })
          }
          request.status = answer.status
          request.responseText = answer.body
          request.onload?.()
        })
      },
    }
    return request as unknown as ReturnType<XhrFactory>
  }
  return { factory, sent }
}

const result = z.object({ saved: z.number() })
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('API client: upload with progress', () => {
  it('posts the form with the bearer token and language, reports progress and parses the answer', async () => {
    storage.saveSession({ accessToken: 'tok', refreshToken: 'ref' })
    const xhr = fakeXhr([{ status: 200, body: '{"saved":2}', progress: [[10, 100], [100, 100]] }])
    const client = createApiClient({ baseURL: 'http://api.test/', xhr: xhr.factory, language: () => 'pt-BR' })
    const form = new FormData()
    form.append('files', new File(['x'], 'a.png'))
    const onProgress = vi.fn()
    await expect(client.upload('/v1/api/up', result, form, { onProgress })).resolves.toEqual({ saved: 2 })
    expect(xhr.sent).toEqual([
      { method: 'POST', url: 'http://api.test/v1/api/up', headers: { Accept: 'application/json', 'Accept-Language': 'pt-BR', Authorization: 'Bearer tok' }, body: form },
    ])
    expect(onProgress.mock.calls).toEqual([[{ loaded: 10, total: 100 }], [{ loaded: 100, total: 100 }]])
  })

  it('maps an error body to ApiError with its field errors', async () => {
    const xhr = fakeXhr([{ status: 400, body: JSON.stringify({ message: 'No image was saved', code: 'no_card_saved', errors: { 'a.png': 'Unknown rarity' } }) }])
    const client = createApiClient({ xhr: xhr.factory })
    const error = await client.upload('/up', result, new FormData()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, code: 'no_card_saved', message: 'No image was saved', fieldErrors: { 'a.png': 'Unknown rarity' } })
  })

  it('a body that is not JSON keeps its status; a network error is status 0', async () => {
    const xhr = fakeXhr([{ status: 502, body: '<html>Bad gateway</html>' }])
    const client = createApiClient({ xhr: xhr.factory })
    await expect(client.upload('/up', result, new FormData())).rejects.toMatchObject({ status: 502, code: 'unknown' })
    await expect(client.upload('/up', result, new FormData())).rejects.toMatchObject({ status: 0, code: 'network' })
  })

  it('an answer of the wrong shape is invalid_response', async () => {
    const xhr = fakeXhr([{ status: 200, body: '{"nope":1}' }])
    await expect(createApiClient({ xhr: xhr.factory }).upload('/up', result, new FormData())).rejects.toMatchObject({ code: 'invalid_response' })
  })

  it('on 401 refreshes once and sends the form again with the new token', async () => {
    storage.saveSession({ accessToken: 'old', refreshToken: 'ref-1', role: 'Admin' })
    const xhr = fakeXhr([
      { status: 401, body: '{"message":"expired","code":"invalid_token"}' },
      { status: 200, body: '{"saved":1}' },
    ])
    const fetch = vi.fn(async () => json(200, { accessToken: 'new', refreshToken: 'ref-2', role: 'Admin' }))
    const expired = vi.fn()
    const client = createApiClient({ xhr: xhr.factory, fetch: fetch as unknown as typeof globalThis.fetch, onSessionExpired: expired })
    await expect(client.upload('/up', result, new FormData())).resolves.toEqual({ saved: 1 })
    expect(xhr.sent.map((call) => call.headers.Authorization)).toEqual(['Bearer old', 'Bearer new'])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(expired).not.toHaveBeenCalled()
  })

  it('when the refresh fails it signals session expiry and rethrows the 401', async () => {
    storage.saveSession({ accessToken: 'old', refreshToken: 'ref-1' })
    const xhr = fakeXhr([{ status: 401, body: '{"message":"expired"}' }])
    const fetch = vi.fn(async () => json(401, { message: 'revoked' }))
    const expired = vi.fn()
    const client = createApiClient({ xhr: xhr.factory, fetch: fetch as unknown as typeof globalThis.fetch, onSessionExpired: expired })
    await expect(client.upload('/up', result, new FormData())).rejects.toMatchObject({ status: 401 })
    expect(expired).toHaveBeenCalledTimes(1)
    expect(xhr.sent).toHaveLength(1)
  })
})

describe('API client: binary answers', () => {
  it('answers a Blob, with the bearer token; an error is an ApiError', async () => {
    storage.saveSession({ accessToken: 'tok', refreshToken: 'ref' })
    const calls: Headers[] = []
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Headers(init?.headers))
      return String(input).includes('/missing')
        ? json(404, { message: 'Not found.', code: 'not_found' })
        : new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'content-type': 'image/png' } })
    })
    const client = createApiClient({ baseURL: 'http://api.test', fetch: fetch as unknown as typeof globalThis.fetch })
    const blob = await client.blob('/v1/api/pokemon/1/imagem?v=a')
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
    expect(calls[0]!.get('Authorization')).toBe('Bearer tok')
    await expect(client.blob('/missing')).rejects.toMatchObject({ status: 404, code: 'not_found' })
  })
})
