import { z } from 'zod'
import { FIRST_USER_DAY, LAST_USER_DAY } from './calendar'
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

/** Greater than 0, at most 2 decimals; a blank price is 'Invalid price!' like any other bad one. */
const priceField = moneyField({
  invalid: 'invalid_price',
  blankIsInvalid: true,
  description: 'Greater than 0, at most 2 decimals: a JSON number or a numeric string',
})

const isoDate = z.iso.date()
const isoDateTime = z.iso.datetime({ offset: true, local: true })

/** docs/product-rules.md#dates: the first and last instants of the UTC days FIRST_USER_DAY and LAST_USER_DAY. */
const FIRST_RELEASE_MS = Date.parse(`${FIRST_USER_DAY}T00:00:00.000Z`)
const LAST_RELEASE_MS = Date.parse(`${LAST_USER_DAY}T23:59:59.999Z`)

/**
 * "2024-05-10" or an ISO date-time; a date alone, or a date-time without offset, is read as UTC.
 * Missing or blank is 'required', unreadable 'invalid_date', a real instant whose UTC day is outside
 * 1900-01-01..2099-12-31 'date_out_of_range' (docs/product-rules.md#dates).
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
      ctx.addIssue({ code: 'custom', message: 'date_out_of_range' })
      return z.NEVER
    }
    return date
  })
  .meta({
    description: `ISO date (2024-05-10) or date-time (2024-05-10T00:00:00Z); its UTC day is from ${FIRST_USER_DAY} to ${LAST_USER_DAY}`,
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
