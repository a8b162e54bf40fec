import type { ContactMark, ContactMessage } from '@portal/contract/contact';
import { MSG } from '@portal/contract/messages';
import { useConfirmedAction } from '../../components/useConfirmedAction';
import { fullName } from '../../lib/format';
import { contactKeys, deleteMessage, markMessage } from './api/contact-inbox';

/** Who sent it, for titles and the table: the sender's name, or a note when the account is gone. */
export const senderName = (m: ContactMessage) => (m.user ? fullName(m.user) : 'Deleted account');

export type MarkVars = { message: ContactMessage; mark: ContactMark };

/**
 * Mark read or unread (spec 3 §4): confirmed, then both tabs, their counts and the menu badge
 * refresh (everything under `['contact-us']`), and the message's log.
 */
export function useMarkMessage() {
  return useConfirmedAction<MarkVars, { message: string }>({
    mutationFn: ({ message, mark }) => markMessage({ id: message.id, mark }),
    confirm: ({ mark }) => (mark === 'read' ? MSG.confirmMarkRead : MSG.confirmMarkUnread),
    confirmTitle: ({ message }) => message.subject,
    confirmText: ({ mark }) => (mark === 'read' ? 'Mark as read' : 'Mark as unread'),
    success: (_answer, { mark }) => (mark === 'read' ? MSG.messageMarkedRead : MSG.messageMarkedUnread),
    invalidate: [contactKeys.all, ['logs']],
  });
}

/** Delete (contact_us_archive): confirmed, focus on Cancel, then the lists and counts refresh. */
export function useDeleteMessage() {
  return useConfirmedAction<ContactMessage, { message: string }>({
    mutationFn: (m) => deleteMessage(m.id),
    confirm: MSG.confirmDeleteMessage,
    confirmTitle: (m) => m.subject,
    destructive: true,
    confirmText: 'Delete',
    success: MSG.messageDeleted,
    invalidate: [contactKeys.all, ['logs']],
  });
}
