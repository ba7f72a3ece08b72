import { z } from 'zod'
import { LAST_USER_DAY } from './calendar'
import { idField, MAX_SERIAL_ID, requiredText } from './common'
import { moneyField } from './money'

// Book contract (docs/product-rules.md#books). Shared by the API (request
// validation, OpenAPI) and the SPA (response parsing). Keys are exactly the spec's: `Escritor` keeps
// its capital letter; the API matches request keys ignoring case.

/** The SPA asks for 4 books per page. */
export const BOOK_PAGE_SIZE = 4
/** The API serves pages of 1 to 50 books. */
export const BOOK_PAGE_SIZE_MAX = 50
/** Free texts hold up to 200 characters. */
export const BOOK_TEXT_MAX = 200
/** Largest id of a `serial` column (re-exported for the book routes). */
export { MAX_SERIAL_ID }

/** A book's publication day is from 1450-01-01 (the first printed books) to 2099-12-31. */
export const FIRST_RELEASE_DAY = '1450-01-01'
export const LAST_RELEASE_DAY = LAST_USER_DAY

/** A number or text with a leading minus ("-5", " -19,99", -0.5): refused as such, never read as its magnitude. */
export const isNegativePrice = (value: unknown): boolean =>
  typeof value === 'number' ? value < 0 || Object.is(value, -0) : typeof value === 'string' && /^\s*[-\u2212]/.test(value)

/** Greater than 0, at most 2 decimals; a blank price is 'Invalid price!' like any other bad one, a minus 'negative_price'. */
const priceField = moneyField({
  invalid: 'invalid_price',
  negative: { test: isNegativePrice, key: 'negative_price' },
  blankIsInvalid: true,
  description: 'Greater than 0 (a minus is refused), at most 2 decimals, at most 999999999999.99: a JSON number or a numeric string',
})

const isoDate = z.iso.date()
const isoDateTime = z.iso.datetime({ offset: true, local: true })

/** The first and last instants of the UTC days FIRST_RELEASE_DAY and LAST_RELEASE_DAY. */
const FIRST_RELEASE_MS = Date.parse(`${FIRST_RELEASE_DAY}T00:00:00.000Z`)
const LAST_RELEASE_MS = Date.parse(`${LAST_RELEASE_DAY}T23:59:59.999Z`)

/**
 * "2024-05-10" or an ISO date-time; a date alone, or a date-time without offset, is read as UTC.
 * Missing or blank is 'required', unreadable 'invalid_date', a real instant whose UTC day is outside
 * 1450-01-01..2099-12-31 'release_date_out_of_range' (a book may be older than the 1900 other dates start at).
 */
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
    if (date.getTime() < FIRST_RELEASE_MS || date.getTime() > LAST_RELEASE_MS) {
      ctx.addIssue({ code: 'custom', message: 'release_date_out_of_range' })
      return z.NEVER
    }
    return date
  })
  .meta({
    description: `ISO date (2024-05-10) or date-time (2024-05-10T00:00:00Z); its UTC day is from ${FIRST_RELEASE_DAY} to ${LAST_RELEASE_DAY}`,
    example: '2024-05-10T00:00:00.000Z',
  })

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
export const bookCodeField = idField()

/** PUT /v1/api/livro body: the create fields plus the book's `code`. */
export const bookUpdateSchema = z.object({ code: bookCodeField, ...bookFields }).meta({ id: 'BookUpdate' })
export type BookUpdateInput = z.input<typeof bookUpdateSchema>
export type BookUpdate = z.output<typeof bookUpdateSchema>

/** A book as the API returns it: `preco` a number with at most 2 decimals, `dataLancamento` ISO. */
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
