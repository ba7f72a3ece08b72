// Plain-data checks shared by the SPA and the server (no dependencies: the SPA's entry may load it).

/** An object literal's kind of value: not null, not an array. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
