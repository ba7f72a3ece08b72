// Which charset a statement file is in: the bytes decide, never the file's own header (many Brazilian OFX files
// declare CHARSET:1252 over a UTF-8 body). A BOM names it; else UTF-8 when every byte sequence is valid UTF-8;
// else windows-1252 (which also reads files labelled ISO-8859-1, and gives € and — where latin1 would not).

import { UnreadableFile } from './types'

export interface DecodedText {
  text: string
  charset: string
}

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  return null
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

// Bytes 0x80–0x9F of windows-1252 as WHATWG maps them (0x81, 0x8D, 0x8F, 0x90 and 0x9D stay as they are).
// Node 20's TextDecoder('windows-1252') decodes this range as latin1 control characters (€ becomes U+0080),
// browsers do not: mapping after decoding gives the same text in both.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

function fixWindows1252(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (control) => CP1252_HIGH[control.charCodeAt(0) - 0x80] ?? control)
}

/** The charset the bytes say: a BOM's, else 'utf-8' when all of it is valid UTF-8, else 'windows-1252'. */
export function detectCharset(bytes: Uint8Array): string {
  return bomCharset(bytes) ?? (isUtf8(bytes) ? 'utf-8' : 'windows-1252')
}

/**
 * The text of the bytes, in the charset the user chose or else the one the bytes say (a BOM is dropped).
 * An unknown label is an unreadable file.
 */
export function decodeBytes(bytes: Uint8Array, charset?: string): DecodedText {
  const chosen = charset?.trim() ? charset.trim() : detectCharset(bytes)
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(chosen)
  } catch {
    throw new UnreadableFile(1, 'import_charset_unknown')
  }
  // The decoder's own name: 'latin1' and 'iso-8859-1' are both windows-1252 to WHATWG.
  const text = decoder.decode(bytes)
  return { text: decoder.encoding === 'windows-1252' ? fixWindows1252(text) : text, charset: decoder.encoding }
}
