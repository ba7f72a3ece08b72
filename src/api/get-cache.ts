// Answers the SPA read a moment ago, read again without a round trip (docs/architecture.md#page-changes): a page
// the user comes back to within FRESH_MS shows at once; the registries (categories, cards, account holders) are read
// once until something is written. Any write clears every answer (this tab's, and through a
// BroadcastChannel the other tabs'), as does a tab coming back into view; answers are kept per user, so a
// sign-in as another user never sees the last one's. Two reads of one address at once share one request.

/** How long an answer is used again without asking the server. */
export const FRESH_MS = 10_000

const CHANNEL = 'portfolio-data-changed'

export interface GetCache {
  /**
   * The answer kept for `key` if fresh (or on its way), else `load()`'s, kept from then on: FRESH_MS, or `keepMs`
   * (the registries: until a write).
   */
  get(key: string, load: () => Promise<unknown>, keepMs?: number): Promise<unknown>
  /** Forgets every answer (a write here or in another tab). */
  clear(): void
  /** A write was sent: clear here and tell the other tabs. */
  written(): void
}

/** The part of a BroadcastChannel the cache uses. */
export interface WriteChannel {
  postMessage(message: string): void
  addEventListener(type: 'message', listener: () => void): void
}

export function createGetCache(options: { now?: () => number; freshMs?: number; channel?: WriteChannel | null } = {}): GetCache {
  const now = options.now ?? Date.now
  const freshMs = options.freshMs ?? FRESH_MS
  // Only in a browser: in Node (the build's prerenderer imports the app) an open channel keeps the process alive.
  const channel = options.channel === undefined ? (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)) : options.channel
  // A write clears the map: a read on its way across it answers its own caller, and is kept no more.
  const answers = new Map<string, { at: number; keepMs: number; answer: Promise<unknown>; settled: boolean }>()
  const clear = () => answers.clear()
  channel?.addEventListener('message', clear)
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') clear()
    })
  }

  return {
    get(key, load, keepMs = freshMs) {
      const time = now()
      for (const [other, kept] of answers) if (kept.settled && time - kept.at >= kept.keepMs) answers.delete(other)
      const kept = answers.get(key)
      if (kept) return kept.answer
      const entry = { at: time, keepMs, answer: load(), settled: false }
      answers.set(key, entry)
      entry.answer.then(
        () => {
          entry.settled = true
          entry.at = now()
        },
        () => {
          if (answers.get(key) === entry) answers.delete(key)
        },
      )
      return entry.answer
    },
    clear,
    written() {
      clear()
      channel?.postMessage('written')
    },
  }
}
