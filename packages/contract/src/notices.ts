import { z } from 'zod';
import { type Stage, stage } from './application-stages';
import { isoTimestamp, richTextIsEmpty } from './common';
import { type Locale, locale } from './locale';

/**
 * Founders told where they stand (issue 19 §2): the mails staff choose to send when an application
 * moves to a stage ("announcements"), the deadline reminders, and the list of sent mail.
 */

/** The stages a move can reach (every stage but `submitted`, where applications enter). */
export const ANNOUNCEABLE_STAGES = [
  'review',
  'rejected',
  'selected_for_rating',
  'shortlisted',
] as const satisfies readonly Stage[];
export type AnnounceableStage = (typeof ANNOUNCEABLE_STAGES)[number];
export const announceableStage = z.enum(ANNOUNCEABLE_STAGES);

/** The placeholders a template may hold, and what each becomes. */
export const PLACEHOLDERS = {
  first_name: "The founder's first name",
  venture: "Her venture's name",
  programme: "The programme's name",
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;

/** The values a preview fills in. */
export const SAMPLE_VALUES: Record<Placeholder, string> = {
  first_name: 'Wanjiru',
  venture: 'Mavuno Foods',
  programme: 'Cohort 8',
};

const PLACEHOLDER_RE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The `{{names}}` a text holds that are not placeholders, each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER_RE)].map((m) => m[1] ?? '');
  return [...new Set(names.filter((n) => !(n in PLACEHOLDERS)))];
}

/** Fills the placeholders; `escapeValue` is applied to each value (HTML bodies). */
export function fillPlaceholders(
  text: string,
  values: Record<Placeholder, string>,
  escapeValue: (v: string) => string = (v) => v,
): string {
  return text.replace(PLACEHOLDER_RE, (whole, name: string) =>
    name in PLACEHOLDERS ? escapeValue(values[name as Placeholder]) : whole,
  );
}

export const NOTICE_MSG = {
  unknownPlaceholder: 'Unknown placeholder {names}: use {{first_name}}, {{venture}} or {{programme}}',
  subjectRequired: 'A subject is required',
  bodyRequired: 'A message is required',
  swahiliHalf: 'Fill in both the Swahili subject and message, or neither',
  saved: 'Announcement Saved',
  confirmSave: 'Are You Sure You Want to Save This Announcement?',
  optOutDone: 'You will get no more reminder mails.',
  optOutUnknown: 'This link is not valid.',
  noSentMail: 'No Mail Found',
} as const;

const unknownMessage = (names: string[]) =>
  NOTICE_MSG.unknownPlaceholder.replace('{names}', names.map((n) => `{{${n}}}`).join(', '));

const subject = (required: boolean) =>
  z
    .string()
    .trim()
    .max(200, 'Maximum 200 characters')
    .refine((v) => !required || v.length > 0, NOTICE_MSG.subjectRequired);

/** A template's subject and body (HTML, sanitised by the server on write) in both languages. */
export const announcementTemplate = z
  .object({
    enabled: z.boolean(),
    subject_en: subject(true),
    body_en: z.string().max(50_000, 'Maximum 50000 characters'),
    subject_sw: subject(false),
    body_sw: z.string().max(50_000, 'Maximum 50000 characters'),
  })
  .superRefine((v, ctx) => {
    if (richTextIsEmpty(v.body_en))
      ctx.addIssue({ code: 'custom', path: ['body_en'], message: NOTICE_MSG.bodyRequired });
    // Swahili is optional as a whole (English goes instead), never half.
    const swSubject = v.subject_sw.length > 0;
    const swBody = !richTextIsEmpty(v.body_sw);
    if (swSubject !== swBody) {
      ctx.addIssue({ code: 'custom', path: [swSubject ? 'body_sw' : 'subject_sw'], message: NOTICE_MSG.swahiliHalf });
    }
    for (const field of ['subject_en', 'body_en', 'subject_sw', 'body_sw'] as const) {
      const unknown = unknownPlaceholders(v[field]);
      if (unknown.length) ctx.addIssue({ code: 'custom', path: [field], message: unknownMessage(unknown) });
    }
  });
export type AnnouncementTemplate = z.infer<typeof announcementTemplate>;

/** `GET /api/announcement`: each stage a move can reach, with its template (stored or default). */
export const announcement = z.object({
  stage: announceableStage,
  enabled: z.boolean(),
  subject_en: z.string(),
  body_en: z.string(),
  subject_sw: z.string(),
  body_sw: z.string(),
  updated_at: isoTimestamp.nullable(),
});
export type Announcement = z.infer<typeof announcement>;
export const announcementList = z.object({ data: z.array(announcement) });

/** `GET /api/announcement?type=enabled`: the stages whose moves send a mail (for the move dialog). */
export const enabledAnnouncements = z.object({ stages: z.array(stage) });

/** `POST /api/announcement?type=preview`: a template as the founder would get it, with sample values. */
export const announcementPreviewBody = z.object({ template: announcementTemplate, locale });
export const announcementPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type AnnouncementPreview = z.infer<typeof announcementPreview>;

/** What a template says until staff edit it (English; Swahili empty: English goes instead). */
export const DEFAULT_ANNOUNCEMENTS: Record<AnnounceableStage, { subject: string; body: string }> = {
  review: {
    subject: 'Your application to {{programme}} is under review',
    body: '<p>Your application for {{venture}} is now being reviewed by our team.</p><p>We will write again once the review is done.</p>',
  },
  rejected: {
    subject: 'Your application to {{programme}}',
    body: '<p>Thank you for applying to {{programme}} with {{venture}}. After careful review, we are sorry to tell you that your application was not selected this time.</p><p>We encourage you to apply again to a future programme.</p>',
  },
  selected_for_rating: {
    subject: '{{venture}} goes to the selection panel',
    body: '<p>Good news: your application for {{venture}} has been selected for rating by the {{programme}} selection panel.</p>',
  },
  shortlisted: {
    subject: 'Congratulations: {{venture}} is shortlisted for {{programme}}',
    body: '<p>Congratulations! {{venture}} has been shortlisted for {{programme}}.</p><p>We will contact you soon about the next steps.</p>',
  },
};

/** The reminders before the application deadline: a week before, and the day before. */
export const REMINDER_KINDS = ['week', 'day'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * `POST /api/reminder-opt-out`: the token of a reminder mail's link. 43 characters of base64url
 * (256 bits) as every mailed token; anything else is refused by the schema.
 */
export const reminderOptOutBody = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, NOTICE_MSG.optOutUnknown),
});

/** The web page a reminder's opt-out link opens. */
export const reminderOptOutPath = (token: string) => `/reminders/stop/${token}`;

/** A row of the Sent mail list (`GET /api/sent-mail`): never the body, which is erased once sent. */
export const sentMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  queued_at: isoTimestamp,
  sent_at: isoTimestamp.nullable(),
  failed_at: isoTimestamp.nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type SentMail = z.infer<typeof sentMail>;

/** `?status=` of the Sent mail list. */
export const MAIL_STATUSES = ['sent', 'waiting', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const localeOf = (value: string | null | undefined): Locale => (value === 'sw' ? 'sw' : 'en');

/** What the move dialog adds to its question: whether the move mails the founder, and whom. */
export function moveMailNote(announced: boolean, founder: { name?: string; email?: string }): string {
  if (!announced) return 'No mail will be sent to the founder.';
  const { name, email } = founder;
  const who = name && email ? `${name} (${email})` : (name ?? email ?? 'the founder');
  return `A mail will be sent to ${who}, in her language.`;
}
