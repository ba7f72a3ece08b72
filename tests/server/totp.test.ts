import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, timeStep, totp, type TotpHash } from '@server/services/totp'

// The one-time-code module against the RFCs' own test vectors, the clock skew it allows, and its base32.

/** RFC 6238 appendix B: each algorithm's seed is its own ASCII digits repeated to the hash's length. */
const seeds: Record<TotpHash, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
}

/** RFC 6238 appendix B, 8 digits, 30-second steps: [time in seconds, SHA-1, SHA-256, SHA-512]. */
const rfc6238: ReadonlyArray<readonly [number, string, string, string]> = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
]

/** RFC 4226 appendix D: HOTP values of the SHA-1 seed for counters 0 to 9. */
const rfc4226 = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489']

describe('RFC 6238 test vectors (8 digits)', () => {
  it.each(rfc6238.map(([time, sha1]) => [time, sha1] as const))('SHA-1 at %i s is %s', (time, code) => {
    expect(totp(seeds.sha1, time * 1000, { digits: 8 })).toBe(code)
  })
  it.each(rfc6238.map(([time, , sha256, sha512]) => [time, sha256, sha512] as const))('SHA-256 and SHA-512 at %i s', (time, sha256, sha512) => {
    expect(totp(seeds.sha256, time * 1000, { digits: 8, hash: 'sha256' })).toBe(sha256)
    expect(totp(seeds.sha512, time * 1000, { digits: 8, hash: 'sha512' })).toBe(sha512)
  })
  it('the app’s 6 digits are the last 6 of the 8 (the same truncated value, modulo 10^6)', () => {
    for (const [time, sha1] of rfc6238) expect(totp(seeds.sha1, time * 1000)).toBe(sha1.slice(2))
  })
  it('accepts the vectors through matchTotp at their own moment', () => {
    for (const [time, sha1] of rfc6238) expect(matchTotp(seeds.sha1, sha1, time * 1000, { digits: 8 })).toBe(timeStep(time * 1000))
  })
})

describe('RFC 4226 HOTP test vectors', () => {
  it.each(rfc4226.map((code, counter) => [counter, code] as const))('counter %i is %s', (counter, code) => {
    expect(hotp(seeds.sha1, counter)).toBe(code)
  })
  it('refuses digit counts outside 6–8', () => {
    expect(() => hotp(seeds.sha1, 0, { digits: 5 })).toThrow(RangeError)
    expect(() => hotp(seeds.sha1, 0, { digits: 9 })).toThrow(RangeError)
  })
})

describe('clock skew: the code of a step shown at another step', () => {
  // A moment in the middle of a step, and the step of that moment.
  const now = 1_700_000_015_000
  const current = timeStep(now)
  const codeAt = (offset: number) => hotp(seeds.sha1, current + offset)
  const table: ReadonlyArray<readonly [number, number | null]> = [
    [-2, null],
    [-1, current - 1],
    [0, current],
    [1, current + 1],
    [2, null],
  ]
  it.each(table)('a code %i steps away matches step %s', (offset, expected) => {
    expect(matchTotp(seeds.sha1, codeAt(offset), now)).toBe(expected)
  })
  it('at the very first and last millisecond of a step, the window is still that step ±1', () => {
    const start = current * 30_000
    const end = start + 29_999
    for (const moment of [start, end]) {
      expect(matchTotp(seeds.sha1, codeAt(-1), moment)).toBe(current - 1)
      expect(matchTotp(seeds.sha1, codeAt(1), moment)).toBe(current + 1)
      expect(matchTotp(seeds.sha1, codeAt(2), moment)).toBeNull()
    }
  })
  it('a step at or before afterStep is refused (a used code cannot be replayed)', () => {
    expect(matchTotp(seeds.sha1, codeAt(0), now, { afterStep: current })).toBeNull()
    expect(matchTotp(seeds.sha1, codeAt(-1), now, { afterStep: current - 1 })).toBeNull()
    expect(matchTotp(seeds.sha1, codeAt(1), now, { afterStep: current })).toBe(current + 1)
  })
  it('refuses what is not 6 digits', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', ' 12345', '12 345', '１２３４５６']) expect(matchTotp(seeds.sha1, code, now)).toBeNull()
  })
  it('a random wrong code is refused unless it is one of the three codes of the window', () => {
    const window = new Set([codeAt(-1), codeAt(0), codeAt(1)])
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        const code = String(n).padStart(6, '0')
        expect(matchTotp(seeds.sha1, code, now) !== null).toBe(window.has(code))
      }),
    )
  })
})

describe('base32 (RFC 4648 §10 vectors)', () => {
  const vectors: ReadonlyArray<readonly [string, string]> = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ]
  it.each(vectors)('%j ↔ %s', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded)
    expect(base32Decode(encoded).toString()).toBe(plain)
  })
  it('decodes any case, spaces and padding; refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar')
    expect(() => base32Decode('MZXW1')).toThrow()
  })
  it('round-trips any bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes])
      }),
    )
  })
  it('a new secret is 160 bits, 32 base32 characters, and never the same', () => {
    const a = newTotpSecret()
    expect(a).toHaveLength(20)
    expect(base32Encode(a)).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32Encode(newTotpSecret())).not.toBe(base32Encode(a))
  })
})

describe('otpauth URI', () => {
  it('names the issuer and the account, and the settings', () => {
    const uri = otpauthUri({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Ana Souza Portfolio', account: 'ana.souza' })
    expect(uri).toBe('otpauth://totp/Ana%20Souza%20Portfolio:ana.souza?secret=JBSWY3DPEHPK3PXP&issuer=Ana%20Souza%20Portfolio&algorithm=SHA1&digits=6&period=30')
    const parsed = new URL(uri)
    expect(parsed.protocol).toBe('otpauth:')
    expect(parsed.searchParams.get('issuer')).toBe('Ana Souza Portfolio')
  })
})
