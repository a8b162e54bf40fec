import type { Stage } from '@portal/contract/application-stages';
import type { Locale } from '@portal/contract/locale';
import {
  ANNOUNCEABLE_STAGES,
  type AnnounceableStage,
  type Announcement,
  type AnnouncementPreview,
  type AnnouncementTemplate,
  DEFAULT_ANNOUNCEMENTS,
  fillPlaceholders,
  localeOf,
  type Placeholder,
  SAMPLE_VALUES,
} from '@portal/contract/notices';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { stageAnnouncements } from '../../db/schema';
import type { Actor } from '../../lib/audit';
import { recordAudit } from '../../lib/audit';
import { sanitizeField } from '../../lib/html';
import type { Mail } from '../../lib/mail';
import { escapeHtml, richTextMail } from '../../lib/mail-layout';

type Row = typeof stageAnnouncements.$inferSelect;

const shape = (stage: AnnounceableStage, row: Row | undefined): Announcement =>
  row
    ? {
        stage,
        enabled: row.enabled,
        subject_en: row.subject_en,
        body_en: row.body_en,
        subject_sw: row.subject_sw,
        body_sw: row.body_sw,
        updated_at: row.updated_at.toISOString(),
      }
    : {
        stage,
        enabled: false,
        subject_en: DEFAULT_ANNOUNCEMENTS[stage].subject,
        body_en: DEFAULT_ANNOUNCEMENTS[stage].body,
        subject_sw: '',
        body_sw: '',
        updated_at: null,
      };

/** `GET /api/announcement`: every stage a move can reach, stored or with the default text. */
export async function listAnnouncements(ctx: AppContext): Promise<{ data: Announcement[] }> {
  const rows = await ctx.db.select().from(stageAnnouncements);
  const byStage = new Map(rows.map((r) => [r.stage, r]));
  return { data: ANNOUNCEABLE_STAGES.map((s) => shape(s, byStage.get(s))) };
}

/** `GET /api/announcement?type=enabled`: the stages whose moves mail the founder. */
export async function enabledStages(ctx: AppContext): Promise<{ stages: Stage[] }> {
  const rows = await ctx.db
    .select({ stage: stageAnnouncements.stage })
    .from(stageAnnouncements)
    .where(eq(stageAnnouncements.enabled, true));
  const on = new Set(rows.map((r) => r.stage));
  return { stages: ANNOUNCEABLE_STAGES.filter((s) => on.has(s)) };
}

/** The template with its bodies sanitised as staff content (a refusal is a 422 on that body). */
const sanitised = (t: AnnouncementTemplate): AnnouncementTemplate => ({
  ...t,
  body_en: sanitizeField(t.body_en, 'site-content', 'body_en'),
  body_sw: t.body_sw.trim() ? sanitizeField(t.body_sw, 'site-content', 'body_sw') : '',
});

/** `PUT /api/announcement/{stage}`: stores the template and whether moves to the stage send it (audited). */
export async function saveAnnouncement(
  ctx: AppContext,
  actor: NonNullable<Actor>,
  stage: AnnounceableStage,
  input: AnnouncementTemplate,
): Promise<Announcement> {
  const t = sanitised(input);
  const row = await ctx.db.transaction(async (tx) => {
    const [old] = await tx.select().from(stageAnnouncements).where(eq(stageAnnouncements.stage, stage)).for('update');
    const values = { ...t, updated_at: ctx.clock.now() };
    const [saved] = await tx
      .insert(stageAnnouncements)
      .values({ stage, ...values })
      .onConflictDoUpdate({ target: stageAnnouncements.stage, set: values })
      .returning();
    await recordAudit(tx, {
      model: 'Announcement',
      action: old ? 'updated' : 'created',
      actor,
      recordId: stage,
      old: old ?? null,
      new: saved,
    });
    return saved!;
  });
  return shape(stage, row);
}

type Version = { subject: string; body: string; lang: Locale };

/** The version a founder reads: hers when it is written, English otherwise. */
function versionFor(t: Pick<Row, 'subject_en' | 'body_en' | 'subject_sw' | 'body_sw'>, locale: Locale): Version {
  if (locale === 'sw' && t.subject_sw.trim() && t.body_sw.trim()) {
    return { subject: t.subject_sw, body: t.body_sw, lang: 'sw' };
  }
  return { subject: t.subject_en, body: t.body_en, lang: 'en' };
}

/** The mail itself: placeholders filled (escaped in the body), in the portal's mail layout. */
function render(to: string, v: Version, values: Record<Placeholder, string>): Mail {
  return richTextMail({
    to,
    subject: fillPlaceholders(v.subject, values),
    bodyHtml: fillPlaceholders(v.body, values, escapeHtml),
    lang: v.lang,
  });
}

/**
 * `POST /api/announcement?type=preview`: the template as a founder of `locale` would get it, with
 * sample values, through the same layout as the real mails. Nothing is stored.
 */
export function previewAnnouncement(input: AnnouncementTemplate, locale: Locale): AnnouncementPreview {
  const mail = render('founder@example.org', versionFor(sanitised(input), locale), SAMPLE_VALUES);
  return { subject: mail.subject, html: mail.html ?? '', text: mail.text };
}

export type Founder = { email: string; first_name: string; locale: string; venture: string; programme: string };

/**
 * The mail a move to `stage` sends `founder`, or null when staff did not choose to announce the
 * stage. Read with the move's transaction, so the mail is queued exactly when the move commits.
 */
export async function announcementFor(tx: Executor, stage: Stage, founder: Founder): Promise<Mail | null> {
  const [row] = await tx.select().from(stageAnnouncements).where(eq(stageAnnouncements.stage, stage));
  if (!row?.enabled) return null;
  return render(founder.email, versionFor(row, localeOf(founder.locale)), {
    first_name: founder.first_name,
    venture: founder.venture,
    programme: founder.programme,
  });
}
