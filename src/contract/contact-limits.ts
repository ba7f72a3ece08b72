// The contact form's limits and address pattern, without zod: the contact page validates with them before the
// schemas (./contact.ts) and the API client load, on the first touch of the form.

export const CONTACT_NAME_MAX = 100
export const CONTACT_EMAIL_MAX = 254
export const CONTACT_MESSAGE_MAX = 5000

/**
 * A simple address pattern — something@something.tld, no spaces: a domain of at least two
 * dot-separated labels, none empty, so no leading, doubled or trailing dot ("x@y.z." is
 * refused). It cannot backtrack: labels and dots never overlap.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
