import { z } from 'zod'
import { requiredText } from './common'

// Book contract (SPEC §3 Book, §5 Book form, §7 Books; DESIGN §3–§4). Shared by the API (request
// validation, OpenAPI) and the SPA (response parsing). Keys are exactly the spec's: `Escritor` keeps
// its capital letter; the API matches request keys ignoring case.

/** SPEC §9: the SPA asks for 4 books per page. */
export const BOOK_PAGE_SIZE = 4
/** DESIGN §4: the API serves pages of 1 to 50 books. */
export const BOOK_PAGE_SIZE_MAX = 50
/** DESIGN §3: free texts up to 200 characters. */
export const BOOK_TEXT_MAX = 200
/** numeric(14,2): at most 12 integer digits. */
export const BOOK_PRICE_MAX_CENTS = 99_999_999_999_999
/** Largest id of a `serial` column; larger ids cannot exist. */
export const MAX_SERIAL_ID = 2_147_483_647

/** A price: digits, optionally a dot or a comma and 1–2 decimals. */
const PRICE_TEXT = /^(\d+)(?:[.,](\d{1,2}))?$/

/**
 * A price as exact cents, from a JSON number (19.99) or a numeric string ("19.99", "19,99"), or
 * null when it is not a positive amount with at most 2 decimals that fits numeric(14,2).
 */
export function priceToCents(value: number | string): number | null {
  // String(19.99) is "19.99": a JS number prints as the shortest decimal that reads back as itself.
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim()
  const match = PRICE_TEXT.exec(text)
  if (!match) return null
  const [, whole = '', decimals = ''] = match
  const wholeDigits = whole.replace(/^0+(?=\d)/, '')
  if (wholeDigits.length > 12) return null
  const cents = Number(wholeDigits) * 100 + Number(decimals.padEnd(2, '0'))
  return cents > 0 && cents <= BOOK_PRICE_MAX_CENTS ? cents : null
}

/** Exact cents as the decimal text numeric(14,2) stores ("1999" cents → "19.99"). */
export function centsToDecimal(cents: number): string {
  const text = String(cents).padStart(3, '0')
  return `${text.slice(0, -2)}.${text.slice(-2)}`
}

const priceField = z
  .union([z.number(), z.string()], { error: (issue) => (issue.input == null ? 'required' : 'invalid_price') })
  .transform((value, ctx) => {
    const cents = priceToCents(value)
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: 'invalid_price' })
      return z.NEVER
    }
    return centsToDecimal(cents)
  })
  .meta({ description: 'Greater than 0, at most 2 decimals: a JSON number or a numeric string', example: 19.99 })

const isoDate = z.iso.date()
const isoDateTime = z.iso.datetime({ offset: true, local: true })

/** "2024-05-10" or an ISO date-time; a date alone, or a date-time without offset, is read as UTC. */
const releaseDateField = z
  .string({ error: (issue) => (issue.input == null ? 'required' : 'invalid_date') })
  .trim()
  .min(1, { error: 'required', abort: true })
  .transform((value, ctx) => {
    // Both ISO patterns check the calendar (no 30 February, no hour 24).
    const utc = isoDate.safeParse(value).success
      ? `${value}T00:00:00Z`
      : isoDateTime.safeParse(value).success
        ? /(?:Z|[+-]\d{2}:\d{2})$/.test(value)
          ? value
          : `${value}Z`
        : null
    const date = utc === null ? null : new Date(utc)
    const year = date?.getUTCFullYear() ?? Number.NaN
    if (!date || !(year >= 1 && year <= 9999)) {
      ctx.addIssue({ code: 'custom', message: 'invalid_date' })
      return z.NEVER
    }
    return date
  })
  .meta({ description: 'ISO date (2024-05-10) or date-time (2024-05-10T00:00:00Z)', example: '2024-05-10T00:00:00.000Z' })

const bookFields = {
  titulo: requiredText(BOOK_TEXT_MAX),
  Escritor: requiredText(BOOK_TEXT_MAX),
  preco: priceField,
  dataLancamento: releaseDateField,
  ativo: z.boolean({ error: 'invalid_type' }).optional().default(true),
}

/** POST /v1/api/livro body (the API wraps it in `caseInsensitive`). */
export const bookCreateSchema = z.object(bookFields).meta({ id: 'BookCreate' })
export type BookCreateInput = z.input<typeof bookCreateSchema>
export type BookCreate = z.output<typeof bookCreateSchema>

/** A book id in a body: a positive integer, or its digits as a string. */
export const bookCodeField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input == null ? 'required' : 'invalid_type') })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(MAX_SERIAL_ID, { error: 'invalid_value' }),
)

/** PUT /v1/api/livro body: the create fields plus the book's `code`. */
export const bookUpdateSchema = z.object({ code: bookCodeField, ...bookFields }).meta({ id: 'BookUpdate' })
export type BookUpdateInput = z.input<typeof bookUpdateSchema>
export type BookUpdate = z.output<typeof bookUpdateSchema>

/** A book as the API returns it (SPEC §3): `preco` a number with at most 2 decimals, `dataLancamento` ISO. */
export const bookSchema = z
  .object({
    code: z.number().int(),
    titulo: z.string(),
    Escritor: z.string(),
    preco: z.number(),
    dataLancamento: z.iso.datetime({ offset: true }),
    ativo: z.boolean(),
  })
  .meta({ id: 'Book' })
export type Book = z.infer<typeof bookSchema>

export const bookListSchema = z.array(bookSchema).meta({ id: 'BookList' })
