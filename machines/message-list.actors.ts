// Effects of the message list machine (SPEC §7 Contact GETs): the list and one message, answered with
// messages.loaded / messages.failed and message.loaded / message.failed.
import { getContact, listContacts } from '@/api/contact'
import type { Contact } from '@/api/contact'
import { toApiFailure } from '@/api/errors'
import { effect } from './effects'
import type { MessageListContext, MessageListEvent } from './message-list.machine'

export const messageListEffects = {
  fetchMessages: effect<MessageListContext, MessageListEvent, Contact[], MessageListEvent>(
    () => listContacts(),
    (messages) => ({ type: 'messages.loaded', messages }),
    (error) => ({ type: 'messages.failed', error: toApiFailure(error) }),
  ),
  fetchMessage: effect<MessageListContext, MessageListEvent, Contact, MessageListEvent>(
    ({ context }) => (context.detailId === null ? Promise.reject(new Error('No message to load')) : getContact(context.detailId)),
    (message) => ({ type: 'message.loaded', message }),
    (error) => ({ type: 'message.failed', error: toApiFailure(error) }),
  ),
}
