import { crc32 } from 'node:zlib'

// The structure of a PNG file (PNG spec, 3rd ed., §5), checked before a card image is stored: the
// signature, then chunks of `length (4) | type (4) | data (length) | CRC-32 of type + data (4)`, IHDR
// first (13 bytes, width and height from 1), at least one IDAT, IEND last with nothing after it.
// Pixel data is not decompressed: the card grid draws the image, and the dimension limit keeps what a
// browser would have to decode small.

/** The 8 bytes every PNG file starts with (PNG spec §5.2). */
export const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The widest and tallest card image accepted (a card scan is well under 1000 × 1400). */
export const PNG_MAX_DIMENSION = 4096

/** PNG spec §5.3: chunk lengths and image dimensions are at most 2^31 − 1. */
const PNG_MAX_INT = 0x7fff_ffff
const IHDR_LENGTH = 13
/** Bit depths allowed for each colour type (PNG spec §11.2.2). */
const BIT_DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
}

export type PngProblem =
  /** The file does not start with the PNG signature: not a PNG at all. */
  | 'signature'
  /** A chunk's header, data or CRC runs past the end of the file, or its length is over 2^31 − 1. */
  | 'truncated_chunk'
  /** A chunk type that is not four ASCII letters. */
  | 'bad_chunk_type'
  /** A chunk whose CRC-32 does not match its type and data. */
  | 'bad_crc'
  /** The first chunk is not IHDR, or IHDR appears again later. */
  | 'ihdr_not_first'
  /** IHDR is not 13 bytes, or holds a zero width or height or an invalid field. */
  | 'bad_ihdr'
  /** No IDAT chunk. */
  | 'missing_idat'
  /** The file ends without an IEND chunk. */
  | 'missing_iend'
  /** An IEND chunk with data (it must be empty). */
  | 'bad_iend'
  /** Bytes after IEND. */
  | 'trailing_bytes'
  /** A well-formed PNG wider or taller than PNG_MAX_DIMENSION. */
  | 'too_large'

export type PngCheck = { ok: true; width: number; height: number } | { ok: false; problem: PngProblem; width?: number; height?: number }

const isLetter = (byte: number) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a)

/** Whether `bytes` start with the PNG signature. */
export const hasPngSignature = (bytes: Uint8Array) =>
  bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)

/**
 * Walks every chunk of `bytes` and reports the first structural problem, or the image's dimensions.
 * A structurally valid file over `maxDimension` in width or height is `too_large` (with its size).
 */
export function checkPng(bytes: Uint8Array, maxDimension = PNG_MAX_DIMENSION): PngCheck {
  if (!hasPngSignature(bytes)) return { ok: false, problem: 'signature' }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let offset = PNG_SIGNATURE.length
  let width = 0
  let height = 0
  let sawIdat = false
  for (let index = 0; ; index++) {
    if (offset === bytes.length) return { ok: false, problem: 'missing_iend' }
    if (bytes.length - offset < 12) return { ok: false, problem: 'truncated_chunk' }
    const length = view.getUint32(offset)
    if (length > PNG_MAX_INT || length > bytes.length - offset - 12) return { ok: false, problem: 'truncated_chunk' }
    const typeBytes = bytes.subarray(offset + 4, offset + 8)
    if (!typeBytes.every(isLetter)) return { ok: false, problem: 'bad_chunk_type' }
    const type = String.fromCharCode(...typeBytes)
    const dataStart = offset + 8
    const end = dataStart + length
    if (crc32(bytes.subarray(offset + 4, end)) !== view.getUint32(end)) return { ok: false, problem: 'bad_crc' }
    if ((index === 0) !== (type === 'IHDR')) return { ok: false, problem: 'ihdr_not_first' }
    if (type === 'IHDR') {
      if (length !== IHDR_LENGTH) return { ok: false, problem: 'bad_ihdr' }
      width = view.getUint32(dataStart)
      height = view.getUint32(dataStart + 4)
      const [bitDepth = 0, colourType = 0, compression, filter, interlace = 0] = bytes.subarray(dataStart + 8, end)
      const validFields =
        BIT_DEPTHS[colourType]?.includes(bitDepth) === true && compression === 0 && filter === 0 && interlace <= 1
      if (width < 1 || height < 1 || width > PNG_MAX_INT || height > PNG_MAX_INT || !validFields) {
        return { ok: false, problem: 'bad_ihdr' }
      }
    }
    if (type === 'IDAT') sawIdat = true
    offset = end + 4
    if (type === 'IEND') {
      if (length !== 0) return { ok: false, problem: 'bad_iend' }
      if (offset !== bytes.length) return { ok: false, problem: 'trailing_bytes' }
      if (!sawIdat) return { ok: false, problem: 'missing_idat' }
      break
    }
  }
  if (width > maxDimension || height > maxDimension) return { ok: false, problem: 'too_large', width, height }
  return { ok: true, width, height }
}
