// Actors of the message list machine (the admin calls of src/api/contact.ts): the list, one message by id, and a delete.
import { fromPromise } from 'xstate'
import { deleteContact, getContact, listContacts } from '@/api/contact'
import type { Contact } from '@/api/contact'

export const messageListActors = {
  fetchMessages: fromPromise<Contact[]>(() => listContacts()),
  fetchMessage: fromPromise<Contact, { id: number | null }>(({ input }) =>
    input.id === null ? Promise.reject(new Error('No message to load')) : getContact(input.id),
  ),
  deleteMessage: fromPromise<void, { id: number | null }>(({ input }) =>
    input.id === null ? Promise.reject(new Error('No message to delete')) : deleteContact(input.id),
  ),
}
