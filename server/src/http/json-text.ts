// An answer already written as JSON text (the entry lists: services/entries.ts writes them from the
// database's lines). Handed to c.json like any answer, it is sent as it is: compressJson sends its text,
// compressed or not, and saoPauloMoments leaves it alone (its moments are São Paulo's already).

/** JSON text of a value of type T. */
export class JsonText<T> {
  /** Only carries T for the types: never set. */
  declare readonly value?: T
  constructor(readonly text: string) {}
}

/**
 * `json` as the value c.json takes for a route answering T: the route keeps its typed answer, and the
 * middleware that replaces c.json (compressJson) sends the text.
 */
export const prewritten = <T>(json: JsonText<T>): T => json as unknown as T
