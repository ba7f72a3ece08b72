// Typed contact calls: the anonymous send, the admin reads and the admin delete; answers parsed with zod.
import { api } from './client'
import type { ApiClient } from './client'
import { contactListSchema, contactSchema } from '../contract/contact'
import type { Contact, ContactRequest } from '../contract/contact'

/** Sent without a token: anyone may send a message. */
export function sendContact(input: ContactRequest, client: ApiClient = api): Promise<Contact> {
  return client.request('/v1/api/contato', contactSchema, { method: 'POST', body: { ...input }, auth: false })
}

/** Admin only: every received message, newest first. */
export function listContacts(client: ApiClient = api): Promise<Contact[]> {
  return client.request('/v1/api/contato', contactListSchema)
}

/** Admin only: one received message. */
export function getContact(id: number, client: ApiClient = api): Promise<Contact> {
  return client.request(`/v1/api/contato/${encodeURIComponent(String(id))}`, contactSchema)
}

/** Admin only: deletes one received message (204; 404 when it is gone, or for anyone but an Admin). */
export function deleteContact(id: number, client: ApiClient = api): Promise<void> {
  return client.send(`/v1/api/contato/${encodeURIComponent(String(id))}`, { method: 'DELETE' })
}

export type { Contact, ContactRequest }
