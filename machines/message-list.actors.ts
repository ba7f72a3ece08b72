// Actors of the message list machine (the admin reads of src/api/contact.ts): the list, and one message by id.
import { fromPromise } from 'xstate'
import { getContact, listContacts } from '@/api/contact'
import type { Contact } from '@/api/contact'

export const messageListActors = {
  fetchMessages: fromPromise<Contact[]>(() => listContacts()),
  fetchMessage: fromPromise<Contact, { id: number | null }>(({ input }) =>
    input.id === null ? Promise.reject(new Error('No message to load')) : getContact(input.id),
  ),
}
