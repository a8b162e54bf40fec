import type { MailStatus, SentMail } from '@portal/contract/notices';
import { lastPage, type Paged } from '@portal/contract/pagination';
import { and, desc, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { mailOutbox } from '../../db/schema';
import { likePattern } from '../../lib/pagination';

const STATUS = {
  sent: isNotNull(mailOutbox.sent_at),
  failed: isNotNull(mailOutbox.failed_at),
  waiting: and(isNull(mailOutbox.sent_at), isNull(mailOutbox.failed_at)),
} as const;

/**
 * `GET /api/sent-mail`: the outbox as staff read it, newest first: to whom, what subject, when
 * queued and sent (or given up). Searched in SQL by address and subject. The bodies are never
 * shown: they are erased once sent (they may hold one-time links). Sent rows are kept 30 days.
 */
export async function sentMailPage(
  ctx: AppContext,
  q: { page: number; per_page: number; search?: string; status?: MailStatus },
): Promise<Paged<SentMail>> {
  const term = q.search?.trim();
  const p = term ? likePattern(term) : null;
  const where = and(
    p ? or(ilike(mailOutbox.to, p), ilike(mailOutbox.subject, p)) : undefined,
    q.status ? STATUS[q.status] : undefined,
  );
  const rows = await ctx.db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      queued_at: mailOutbox.created_at,
      sent_at: mailOutbox.sent_at,
      failed_at: mailOutbox.failed_at,
      attempts: mailOutbox.attempts,
      last_error: mailOutbox.last_error,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 1) {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(mailOutbox)
      .where(where);
    total = row?.n ?? 0;
  }
  return {
    data: rows.map(({ total: _, ...r }) => ({
      ...r,
      queued_at: r.queued_at.toISOString(),
      sent_at: r.sent_at?.toISOString() ?? null,
      failed_at: r.failed_at?.toISOString() ?? null,
    })),
    current_page: q.page,
    per_page: q.per_page,
    total,
    last_page: lastPage(total, q.per_page),
  };
}
