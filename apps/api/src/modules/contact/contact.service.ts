import type {
  ContactBody,
  ContactCounts,
  ContactInboxType,
  ContactMark,
  ContactMessage,
} from '@portal/contract/contact';
import { MSG } from '@portal/contract/messages';
import type { Paged } from '@portal/contract/pagination';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contactUs, users } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { audited } from '../../lib/audit';
import { sanitizeField } from '../../lib/html';
import { notFound } from '../../lib/http-error';
import { likePattern, paginate } from '../../lib/pagination';
import { reserveAttempt } from '../../lib/rate-limit';
import { personHaystack } from '../applications';

const fullName = (u: { first_name: string; middle_name: string | null; last_name: string }) =>
  [u.first_name, u.middle_name, u.last_name].filter(Boolean).join(' ');

/**
 * `POST /api/contact-us`: stores the message (HTML sanitised) with its audit entry, then tells
 * the staff who read the inbox (live updates) once it has committed. Each message interrupts the
 * staff, so an account sends 5 in 10 minutes and an address 30 an hour (429 beyond).
 */
export async function sendContactMessage(ctx: AppContext, actor: AuthUser, input: ContactBody, ip: string) {
  await reserveAttempt(
    { limiter: ctx.limits.contactPerUser, key: String(actor.id), message: MSG.tooManyContactMessages },
    { limiter: ctx.limits.contactPerIp, key: ip, message: MSG.tooManyContactMessages },
  );
  const row = await ctx.db.transaction((tx) =>
    audited.insert(tx, { model: 'ContactUs', actor }, contactUs, {
      user_id: actor.id,
      subject: input.subject,
      message: sanitizeField(input.message, 'submission', 'message'),
    }),
  );
  ctx.events.publish({ type: 'contact.created', id: row.id, subject: row.subject, sender: fullName(actor) });
  return row;
}

type InboxRow = typeof contactUs.$inferSelect & {
  u_id: number | null;
  u_first: string | null;
  u_middle: string | null;
  u_last: string | null;
  u_email: string | null;
};

const toMessage = (r: InboxRow): ContactMessage => ({
  id: r.id,
  subject: r.subject,
  message: r.message,
  read: r.read ? 1 : 0,
  created_at: new Date(r.created_at).toISOString(),
  user:
    r.u_id != null
      ? {
          id: r.u_id,
          first_name: r.u_first ?? '',
          middle_name: r.u_middle,
          last_name: r.u_last ?? '',
          email: r.u_email ?? '',
        }
      : null,
});

/**
 * A tab of the inbox, newest first: `open` the unread messages, `closed` the read ones (the
 * `(read, created_at)` index). The search matches the subject, the message and the sender's
 * names and e-mail (ILIKE, % and _ taken literally; the sender through the users' trigram index).
 */
export async function inboxPage(
  ctx: AppContext,
  q: { type: ContactInboxType; page: number; per_page: number; search?: string },
): Promise<Paged<ContactMessage>> {
  const conditions: SQL[] = [eq(contactUs.read, q.type === 'open' ? 0 : 1)];
  if (q.search) {
    const p = likePattern(q.search);
    const senders = ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        ilike(
          personHaystack({
            first: users.first_name,
            middle: users.middle_name,
            last: users.last_name,
            email: users.email,
          }),
          p,
        ),
      );
    conditions.push(or(ilike(contactUs.subject, p), ilike(contactUs.message, p), inArray(contactUs.user_id, senders))!);
  }
  return paginate<ContactMessage>(ctx.db, {
    query: ctx.db
      .select({
        id: contactUs.id,
        user_id: contactUs.user_id,
        subject: contactUs.subject,
        message: contactUs.message,
        read: contactUs.read,
        created_at: contactUs.created_at,
        updated_at: contactUs.updated_at,
        u_id: users.id,
        u_first: users.first_name,
        u_middle: users.middle_name,
        u_last: users.last_name,
        u_email: users.email,
      })
      .from(contactUs)
      .leftJoin(users, eq(users.id, contactUs.user_id))
      .$dynamic(),
    table: contactUs,
    where: and(...conditions),
    orderBy: [desc(contactUs.created_at), desc(contactUs.id)],
    list: q,
    map: (rows) => (rows as InboxRow[]).map(toMessage),
  });
}

/** How many messages are unread (`open`) and read (`closed`): the tabs and the menu badge. */
export async function inboxCounts(ctx: AppContext): Promise<ContactCounts> {
  const rows = await ctx.db.select({ read: contactUs.read, n: count() }).from(contactUs).groupBy(contactUs.read);
  return {
    open: rows.find((r) => r.read === 0)?.n ?? 0,
    closed: rows.filter((r) => r.read !== 0).reduce((sum, r) => sum + r.n, 0),
  };
}

/**
 * Marks a message read or unread, with an audit entry (action `read` or `unread`), then tells the
 * inbox's staff (live `contact.changed`) once it has committed. Marking it as what it already is
 * changes nothing, writes no entry and tells no one. 404 for an unknown id.
 */
export async function markMessage(ctx: AppContext, actor: AuthUser, id: number, mark: ContactMark): Promise<void> {
  const read = mark === 'read' ? 1 : 0;
  const changed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ read: contactUs.read }).from(contactUs).where(eq(contactUs.id, id)).for('update');
    if (!row) throw notFound(MSG.messageNotFound);
    if (row.read === read) return false;
    await audited.update(tx, { model: 'ContactUs', actor, action: mark }, contactUs, id, { read });
    return true;
  });
  if (changed) ctx.events.publish({ type: 'contact.changed', id, change: mark });
}

/**
 * Deletes a message; the audit entry keeps it. The inbox's staff are told (live `contact.changed`)
 * once it has committed. 404 for an unknown id.
 */
export async function deleteMessage(ctx: AppContext, actor: AuthUser, id: number): Promise<void> {
  const gone = await ctx.db.transaction((tx) => audited.remove(tx, { model: 'ContactUs', actor }, contactUs, id));
  if (!gone) throw notFound(MSG.messageNotFound);
  ctx.events.publish({ type: 'contact.changed', id, change: 'deleted' });
}
