import { randomBytes } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'

// Real PNG files for the upload tests: the API walks every chunk (server/src/services/png.ts), so a
// signature followed by random bytes is no longer a PNG.

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** One chunk: length, type, data and the CRC-32 of type + data. */
export function pngChunk(type: string, data: Uint8Array = new Uint8Array(0)): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** IHDR data: `width` × `height`, 8-bit greyscale, no interlace. */
export function ihdrData(width: number, height: number): Buffer {
  const data = Buffer.alloc(13)
  data.writeUInt32BE(width, 0)
  data.writeUInt32BE(height, 4)
  data.set([8, 0, 0, 0, 0], 8)
  return data
}

/** The image data of a grey `width` × `height` picture (filter byte 0 on each row). */
const pixels = (width: number, height: number) => deflateSync(Buffer.alloc((width + 1) * height, 0x80))

/**
 * A valid PNG of `width` × `height` pixels. With `size`, random bytes in a private ancillary chunk
 * (`prVt`) pad the file to exactly that many bytes (each file then differs); a `size` below what the
 * image needs gives the unpadded file.
 */
export function pngFile({ width = 4, height = 4, size }: { width?: number; height?: number; size?: number } = {}): Buffer {
  const head = Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdrData(width, height))])
  const tail = Buffer.concat([pngChunk('IDAT', pixels(width, height)), pngChunk('IEND')])
  const room = size === undefined ? -1 : size - head.length - tail.length - 12
  const padding = room >= 0 ? [pngChunk('prVt', randomBytes(room))] : []
  return Buffer.concat([head, ...padding, tail])
}

/**
 * A PNG that declares `width` × `height` but stores one row of deflated zeros (a real decoder would
 * fail on it; the structure is valid): how a 20000 × 20000 "decompression bomb" header stays tiny.
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdrData(width, height)), pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))), pngChunk('IEND')])
}
