import { z } from 'zod'
import { requiredText } from './common'

// Contact message contract (docs/product-rules.md#contact-messages).
// The API matches request keys ignoring case, so `Nome` and `nome` both reach `nome`.

export const CONTACT_NAME_MAX = 100
export const CONTACT_EMAIL_MAX = 254
export const CONTACT_MESSAGE_MAX = 5000

/**
 * A simple address pattern — something@something.tld, no spaces: a domain of at least two
 * dot-separated labels, none empty, so no leading, doubled or trailing dot ("x@y.z." is
 * refused). It cannot backtrack: labels and dots never overlap.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export const contactRequestSchema = z
  .object({
    nome: requiredText(CONTACT_NAME_MAX),
    email: requiredText(CONTACT_EMAIL_MAX).regex(EMAIL_PATTERN, { error: 'invalid_email' }),
    mensagem: requiredText(CONTACT_MESSAGE_MAX),
  })
  .meta({ id: 'ContactRequest' })
export type ContactRequest = z.infer<typeof contactRequestSchema>

export const contactSchema = z
  .object({
    id: z.number().int(),
    nome: z.string(),
    email: z.string(),
    mensagem: z.string(),
    /** Server time of arrival, ISO 8601. */
    dataContato: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Contact' })
export type Contact = z.infer<typeof contactSchema>

export const contactListSchema = z.array(contactSchema).meta({ id: 'ContactList' })
