import type { Executor } from '../../client';
import { contactUs } from '../../schema';
import type { SeededFounder } from './applicants';
import type { HistoryEvent } from './history';
import type { Random } from './random';

/** The demo inbox: subject and text, sent by founders over the past weeks. */
const INBOX_MESSAGES = [
  [
    'Deadline for the application',
    'Hello, is the deadline at midnight Nairobi time? I am still finishing the team section.',
  ],
  [
    'Registration certificate',
    'Our CR12 is being renewed at the registry. Can I upload the old one and send the new one later?',
  ],
  ['Age limit', 'My co-founder is 36. Can we still apply if I am the principal founder and I am 29?'],
  ['Bootcamp venue', 'Where will the bootcamp take place? We are based in Kisumu and need to plan travel.'],
  ['Editing my application', 'I submitted yesterday but want to update our revenue figure. Will my changes be kept?'],
  ['Non-tech venture', 'We make organic soaps and sell through Instagram. Does that count as a tech venture?'],
  ['Mentor availability', 'Are the mentors available in person outside Nairobi, or only online?'],
  ['Team size question', 'We are only two founders with no employees yet. Should we leave the team section empty?'],
  ['Thank you', 'Thank you for the info session last week, it answered most of our questions.'],
  [
    'Password reset link',
    'The password reset link did not arrive the first time; it worked on the second try. Just letting you know.',
  ],
] as const;

const DAY = 86_400_000;

/**
 * Contact messages from the demo founders, the older ones read by staff (so both inbox tabs have
 * rows and the menu badge a count), each with its history: sent, and read when it was.
 */
export async function seedInbox(
  tx: Executor,
  c: { founders: SeededFounder[]; admin: number | null; now: Date; rng: Random },
): Promise<HistoryEvent[]> {
  const senders = c.founders.filter((f) => f.plan.active);
  const drafts = INBOX_MESSAGES.map(([subject, text], i) => {
    const sender = senders[(i * 7) % senders.length]!;
    // Newest message last; none sent today, so a message sent on the first day tops the inbox.
    const at = new Date(c.now.getTime() - (INBOX_MESSAGES.length - i) * 2 * DAY - c.rng.int(1, 20) * 3600_000);
    return { sender, subject, text, at, read: i < INBOX_MESSAGES.length / 2 ? 1 : 0 };
  });
  const rows = await tx
    .insert(contactUs)
    .values(
      drafts.map((d) => ({
        user_id: d.sender.userId,
        subject: d.subject,
        message: `<p>${d.text}</p>`,
        read: d.read,
        created_at: d.at.toISOString(),
        updated_at: d.at.toISOString(),
      })),
    )
    .returning();
  const events: HistoryEvent[] = [];
  rows.forEach((row, i) => {
    const d = drafts[i]!;
    const sent = { ...row, read: 0 };
    events.push({
      at: d.at,
      model: 'ContactUs',
      action: 'created',
      actor: d.sender.userId,
      recordId: row.id,
      new: sent,
    });
    if (d.read) {
      const readAt = new Date(d.at.getTime() + c.rng.int(2, 30) * 3600_000);
      events.push({
        at: readAt,
        model: 'ContactUs',
        action: 'read',
        actor: c.admin,
        recordId: row.id,
        old: sent,
        new: row,
      });
    }
  });
  return events;
}
