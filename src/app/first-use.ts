// A visitor's first sign of using the page: the pointer over or on it, a touch, a key, a focus. A signed-out
// visitor of a prerendered page that works without the app until used (AppRoute.untilUsed: the home page,
// the acknowledgements) loads the app then, not with the page: a visitor who only reads never downloads
// React and the machines (about 90 KB gzip), and one with a mouse has them while moving it to a card.

/** The events that start the app on such a page; index.html's inline script notes the first one (appUsed). */
export const FIRST_USE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const

type UsedWindow = Window & { appUsed?: boolean }

/**
 * Resolves on the first of FIRST_USE_EVENTS at `target` (at once when index.html's script saw one before this
 * ran), on a change of stored data from another tab (a sign-in there: the app shows the session), or of the
 * system's color scheme (the app follows it).
 */
export function firstUse(target: UsedWindow = window): Promise<void> {
  if (target.appUsed) return Promise.resolve()
  return new Promise((resolve) => {
    const controller = new AbortController()
    const used = () => {
      controller.abort()
      resolve()
    }
    const options = { capture: true, passive: true, signal: controller.signal }
    for (const type of [...FIRST_USE_EVENTS, 'storage']) target.addEventListener(type, used, options)
    if (typeof target.matchMedia === 'function') target.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', used, { signal: controller.signal })
  })
}
