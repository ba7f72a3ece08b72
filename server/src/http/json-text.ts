// An answer already written as JSON text (the entry lists: services/entries.ts writes them from the
// database's lines). Handed to c.json like any answer, it is sent as it is: compressJson sends its text,
// compressed or not, and saoPauloMoments leaves it alone (its moments are São Paulo's already).
//
// A large one (a user's data export: 20 MiB) is made of pieces, sent one after another as they are (or through
// a compressing stream): joining them, measuring the whole and compressing it at once each held the event
// loop 70–250 ms for 45,000 entries.

/** JSON text of a value of type T, as one text or as pieces that joined make it. */
export class JsonText<T> {
  /** Only carries T for the types: never set. */
  declare readonly value?: T
  readonly pieces: readonly string[]
  #text: string | undefined

  constructor(text: string | readonly string[]) {
    this.pieces = typeof text === 'string' ? [text] : text
  }

  /** The whole text, joined the first time it is asked for. */
  get text(): string {
    this.#text ??= this.pieces.join('')
    return this.#text
  }
}

/**
 * `json` as the value c.json takes for a route answering T: the route keeps its typed answer, and the
 * middleware that replaces c.json (compressJson) sends the text.
 */
export const prewritten = <T>(json: JsonText<T>): T => json as unknown as T
