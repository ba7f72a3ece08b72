import { describe, expect, it } from 'vitest'
import { ACCENTED_LETTERS, PLAIN_LETTERS } from '@server/db/fold'

// The translate() lists behind accent-insensitive search, order and duplicates.

describe('accent folding lists', () => {
  it('map each accented letter to its base letter, lower case, one to one', () => {
    const accented = [...ACCENTED_LETTERS]
    const plain = [...PLAIN_LETTERS]
    expect(accented).toHaveLength(plain.length)
    expect(new Set(accented).size).toBe(accented.length)
    accented.forEach((letter, index) => {
      expect(letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(), letter).toBe(plain[index])
    })
  })

  it('cover every Latin letter of U+00C0–U+024F whose decomposition is one ASCII letter, Portuguese ones included', () => {
    for (let code = 0xc0; code <= 0x24f; code++) {
      const letter = String.fromCodePoint(code)
      const base = letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
      if (/^[a-z]$/.test(base) && base !== letter) expect(ACCENTED_LETTERS, letter).toContain(letter)
    }
    for (const letter of 'áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÜÇ') expect(ACCENTED_LETTERS).toContain(letter)
  })
})
