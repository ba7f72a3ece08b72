import { describe, expect, it } from 'vitest'
import { nextChunkRows, PACED_BUILD_MS, PACED_MAX_ROWS, PACED_MIN_ROWS } from '@server/db/bulk'

// The rows of a paced bulk statement (server/src/db/bulk.ts): the statement aims at its target time and the building
// of its records at PACED_BUILD_MS, whichever allows fewer rows, changing at most twofold a step.

describe('nextChunkRows', () => {
  it('grows while both the statement and its building are quick, up to PACED_MAX_ROWS', () => {
    expect(nextChunkRows(200, 4, 50, PACED_BUILD_MS / 4)).toBe(400)
    expect(nextChunkRows(800, 4, 50, PACED_BUILD_MS / 4)).toBe(PACED_MAX_ROWS)
  })

  it('shrinks when the statement takes longer than its target', () => {
    expect(nextChunkRows(400, 16, 8, PACED_BUILD_MS / 4)).toBe(200)
  })

  it('shrinks when building the records held the event loop longer than PACED_BUILD_MS, however quick the statement', () => {
    expect(nextChunkRows(1000, 10, 50, PACED_BUILD_MS * 4)).toBe(500)
    expect(nextChunkRows(500, 10, 50, PACED_BUILD_MS * 1.25)).toBe(400)
  })

  it('keeps at least PACED_MIN_ROWS rows a statement (25: a slow statement never holds other calls for 100 rows)', () => {
    expect(PACED_MIN_ROWS).toBe(25)
    expect(nextChunkRows(40, 100, 8, 100)).toBe(PACED_MIN_ROWS)
    expect(nextChunkRows(100, 32, 8, PACED_BUILD_MS / 4)).toBe(50)
  })
})

describe('PACED_BUILD_MS', () => {
  it("is 1 ms: at 4, a fifth of another user's calls during a PostgreSQL import took twice their time alone", () => {
    expect(PACED_BUILD_MS).toBe(1)
  })
})
