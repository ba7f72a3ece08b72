import { describe, expect, it } from 'vitest'
import { checkPng, PNG_MAX_DIMENSION } from '@server/services/png'
import { ihdrData, PNG_SIGNATURE, pngChunk, pngFile, pngHeaderOnly } from './support/png'

// The PNG chunk walker (server/src/services/png.ts): every chunk complete with a correct CRC, IHDR
// first and valid, an IDAT, IEND last with nothing after it, at most 4096 × 4096 pixels.

const IEND = pngChunk('IEND')
const idat = () => pngChunk('IDAT', Uint8Array.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]))
const build = (...chunks: Uint8Array[]) => Buffer.concat([PNG_SIGNATURE, ...chunks])

describe('checkPng', () => {
  it('accepts a real PNG and reports its dimensions', () => {
    expect(checkPng(pngFile({ width: 60, height: 84 }))).toEqual({ ok: true, width: 60, height: 84 })
    expect(checkPng(pngFile({ width: 3, height: 5, size: 4000 }))).toEqual({ ok: true, width: 3, height: 5 })
    expect(checkPng(pngHeaderOnly(PNG_MAX_DIMENSION, PNG_MAX_DIMENSION))).toEqual({ ok: true, width: 4096, height: 4096 })
  })

  it('refuses a file without the signature, and the signature followed by anything else', () => {
    expect(checkPng(new Uint8Array(0))).toEqual({ ok: false, problem: 'signature' })
    expect(checkPng(PNG_SIGNATURE.subarray(0, 7))).toEqual({ ok: false, problem: 'signature' })
    expect(checkPng(Buffer.from('GIF89a......'))).toEqual({ ok: false, problem: 'signature' })
    expect(checkPng(PNG_SIGNATURE)).toEqual({ ok: false, problem: 'missing_iend' })
    // The probe's file: the signature, then HTML.
    expect(checkPng(Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script></html>')]))).toMatchObject({ ok: false })
  })

  it('refuses a truncated chunk: its data or CRC past the end, or a length over 2^31 - 1', () => {
    const file = pngFile()
    expect(checkPng(file.subarray(0, file.length - 13))).toEqual({ ok: false, problem: 'truncated_chunk' })
    expect(checkPng(file.subarray(0, 8 + 25 + 6))).toEqual({ ok: false, problem: 'truncated_chunk' })
    const huge = Buffer.from(build(pngChunk('IHDR', ihdrData(1, 1)), idat(), IEND))
    huge.writeUInt32BE(0xffff_fff0, 8 + 25)
    expect(checkPng(huge)).toEqual({ ok: false, problem: 'truncated_chunk' })
  })

  it('refuses a chunk whose CRC does not match, wherever it is', () => {
    for (const at of [8 + 21, 8 + 25 + 10, -1]) {
      const file = Buffer.from(pngFile({ width: 2, height: 2 }))
      const index = at < 0 ? file.length + at : at
      file[index] = file[index]! ^ 0xff
      expect(checkPng(file), `byte ${index}`).toEqual({ ok: false, problem: 'bad_crc' })
    }
  })

  it('refuses a file that ends without IEND', () => {
    expect(checkPng(build(pngChunk('IHDR', ihdrData(1, 1)), idat()))).toEqual({ ok: false, problem: 'missing_iend' })
  })

  it('refuses bytes after IEND, even a whole chunk', () => {
    expect(checkPng(Buffer.concat([pngFile(), Buffer.from('<html>')]))).toEqual({ ok: false, problem: 'trailing_bytes' })
    expect(checkPng(Buffer.concat([pngFile(), Buffer.from([0])]))).toEqual({ ok: false, problem: 'trailing_bytes' })
    expect(checkPng(Buffer.concat([pngFile(), pngChunk('tEXt', Buffer.from('a\0b'))]))).toEqual({ ok: false, problem: 'trailing_bytes' })
  })

  it('refuses IHDR anywhere but first, twice, or missing', () => {
    expect(checkPng(build(pngChunk('tEXt', Buffer.from('a\0b')), pngChunk('IHDR', ihdrData(1, 1)), idat(), IEND))).toEqual({ ok: false, problem: 'ihdr_not_first' })
    expect(checkPng(build(pngChunk('IHDR', ihdrData(1, 1)), pngChunk('IHDR', ihdrData(1, 1)), idat(), IEND))).toEqual({ ok: false, problem: 'ihdr_not_first' })
    expect(checkPng(build(idat(), IEND))).toEqual({ ok: false, problem: 'ihdr_not_first' })
  })

  it('refuses an IHDR of the wrong length, with a zero or too large dimension, or invalid fields', () => {
    expect(checkPng(build(pngChunk('IHDR', ihdrData(1, 1).subarray(0, 12)), idat(), IEND))).toEqual({ ok: false, problem: 'bad_ihdr' })
    expect(checkPng(build(pngChunk('IHDR', Buffer.concat([ihdrData(1, 1), Buffer.from([0])])), idat(), IEND))).toEqual({ ok: false, problem: 'bad_ihdr' })
    expect(checkPng(build(pngChunk('IHDR', ihdrData(0, 10)), idat(), IEND))).toEqual({ ok: false, problem: 'bad_ihdr' })
    expect(checkPng(build(pngChunk('IHDR', ihdrData(10, 0)), idat(), IEND))).toEqual({ ok: false, problem: 'bad_ihdr' })
    expect(checkPng(build(pngChunk('IHDR', ihdrData(0x8000_0000, 1)), idat(), IEND))).toEqual({ ok: false, problem: 'bad_ihdr' })
    const badDepth = ihdrData(1, 1)
    badDepth[8] = 3
    expect(checkPng(build(pngChunk('IHDR', badDepth), idat(), IEND))).toEqual({ ok: false, problem: 'bad_ihdr' })
    const badInterlace = ihdrData(1, 1)
    badInterlace[12] = 2
    expect(checkPng(build(pngChunk('IHDR', badInterlace), idat(), IEND))).toEqual({ ok: false, problem: 'bad_ihdr' })
  })

  it('refuses a file without IDAT, a chunk type that is not four letters, an IEND with data', () => {
    expect(checkPng(build(pngChunk('IHDR', ihdrData(1, 1)), IEND))).toEqual({ ok: false, problem: 'missing_idat' })
    expect(checkPng(build(pngChunk('IHDR', ihdrData(1, 1)), pngChunk('ID1T', Buffer.from('x')), idat(), IEND))).toEqual({ ok: false, problem: 'bad_chunk_type' })
    expect(checkPng(build(pngChunk('IHDR', ihdrData(1, 1)), idat(), pngChunk('IEND', Buffer.from('x'))))).toEqual({ ok: false, problem: 'bad_iend' })
  })

  it('refuses more than 4096 pixels in width or height, reporting them', () => {
    expect(checkPng(pngHeaderOnly(4097, 1))).toEqual({ ok: false, problem: 'too_large', width: 4097, height: 1 })
    expect(checkPng(pngHeaderOnly(1, 4097))).toEqual({ ok: false, problem: 'too_large', width: 1, height: 4097 })
    expect(checkPng(pngHeaderOnly(20_000, 20_000))).toEqual({ ok: false, problem: 'too_large', width: 20_000, height: 20_000 })
  })
})
