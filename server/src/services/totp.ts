import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

// One-time codes (docs/product-rules.md#two-step-verification): HOTP (RFC 4226) and TOTP (RFC 6238) over node:crypto,
// base32 (RFC 4648) for the secret an authenticator app reads, and the otpauth:// URI its QR code holds.

/** What the app uses: SHA-1, 6 digits, 30-second steps, one step of clock skew either way (RFC 6238 §5.2). */
export const TOTP_SETTINGS = { hash: 'sha1', digits: 6, periodSeconds: 30, window: 1 } as const

export type TotpHash = 'sha1' | 'sha256' | 'sha512'

export interface TotpOptions {
  hash?: TotpHash
  /** 6 to 8 (RFC 4226 §5.3; RFC 6238's test vectors use 8). */
  digits?: number
  periodSeconds?: number
}

/** 160 random bits: the length RFC 4226 §4 recommends, and the HMAC-SHA-1 block authenticator apps expect. */
export const newTotpSecret = (): Buffer => randomBytes(20)

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding, as authenticator apps take a secret. */
export function base32Encode(bytes: Uint8Array): string {
  let out = ''
  let buffer = 0
  let bits = 0
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31]
      bits -= 5
    }
    buffer &= (1 << bits) - 1
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31]
  return out
}

/** Base32 text (any case, spaces and `=` padding ignored) as bytes; throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char)
    if (value < 0) throw new Error('Not base32 text')
    buffer = (buffer << 5) | value
    bits += 5
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255)
      bits -= 8
    }
    buffer &= (1 << bits) - 1
  }
  return Buffer.from(bytes)
}

function checkDigits(digits: number) {
  if (!Number.isInteger(digits) || digits < 6 || digits > 8) throw new RangeError('digits must be 6, 7 or 8')
}

/** RFC 4226 HOTP: HMAC of the 8-byte big-endian counter, dynamically truncated, as `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number | bigint, { hash = 'sha1', digits = 6 }: Omit<TotpOptions, 'periodSeconds'> = {}): string {
  checkDigits(digits)
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac(hash, key).update(message).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The RFC 6238 time step of a moment (ms since the epoch; T0 = 0). */
export const timeStep = (nowMs: number, periodSeconds: number = TOTP_SETTINGS.periodSeconds): number => Math.floor(nowMs / 1000 / periodSeconds)

/** The TOTP code of the step `nowMs` falls in. */
export function totp(key: Uint8Array, nowMs: number, { hash = TOTP_SETTINGS.hash, digits = TOTP_SETTINGS.digits, periodSeconds = TOTP_SETTINGS.periodSeconds }: TotpOptions = {}): string {
  return hotp(key, timeStep(nowMs, periodSeconds), { hash, digits })
}

/**
 * The step whose code `code` is, among the current one and `window` steps either side (the current one first), or
 * null. Steps at or below `afterStep` are not looked at: a code already used is refused (no replay in its window).
 * Compares in constant time.
 */
export function matchTotp(
  key: Uint8Array,
  code: string,
  nowMs: number,
  { window = TOTP_SETTINGS.window, afterStep = -1, ...options }: TotpOptions & { window?: number; afterStep?: number } = {},
): number | null {
  const digits = options.digits ?? TOTP_SETTINGS.digits
  if (code.length !== digits || !/^\d+$/.test(code)) return null
  const current = timeStep(nowMs, options.periodSeconds)
  const given = Buffer.from(code)
  const candidates = [current]
  for (let offset = 1; offset <= window; offset++) candidates.push(current - offset, current + offset)
  let found: number | null = null
  for (const step of candidates) {
    if (step <= afterStep || step < 0) continue
    // Every candidate is computed and compared, found or not, so the time taken says nothing of which matched.
    if (timingSafeEqual(Buffer.from(hotp(key, step, { hash: options.hash, digits })), given) && found === null) found = step
  }
  return found
}

/**
 * The key URI authenticator apps read from a QR code (Google Authenticator's "Key Uri Format"):
 * `otpauth://totp/Issuer:account?secret=…&issuer=Issuer&algorithm=SHA1&digits=6&period=30`.
 */
export function otpauthUri({ secret, issuer, account }: { secret: string; issuer: string; account: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: TOTP_SETTINGS.hash.toUpperCase(),
    digits: String(TOTP_SETTINGS.digits),
    period: String(TOTP_SETTINGS.periodSeconds),
  })
  // URLSearchParams writes a space as '+', which some apps show as is: the URI spells it %20.
  return `otpauth://totp/${label}?${query.toString().replaceAll('+', '%20')}`
}
