import { messageOnly } from '@portal/contract/common';
import { errorBody } from '@portal/contract/errors';
import {
  announceableStage,
  announcement,
  announcementList,
  announcementPreview,
  announcementPreviewBody,
  announcementTemplate,
  enabledAnnouncements,
  MAIL_STATUSES,
  PLACEHOLDERS,
  reminderOptOutBody,
  sentMail,
} from '@portal/contract/notices';
import { listQuery, paged } from '@portal/contract/pagination';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { type Access, assertAccess, currentUser, requirePermission } from '../../lib/access';
import { enabledStages, listAnnouncements, previewAnnouncement, saveAnnouncement } from './announcements.service';
import { optOutOfReminders } from './reminders.service';
import { sentMailPage } from './sent-mail.service';

const placeholders = Object.keys(PLACEHOLDERS)
  .map((p) => `\`{{${p}}}\``)
  .join(', ');

/** The move dialog asks which moves mail the founder: whoever may move or see applications may know. */
const getAccess = (request: FastifyRequest): Access =>
  (request.query as { type?: unknown }).type === 'enabled'
    ? ['application_review', 'application_view', 'announcement_view']
    : 'announcement_view';

/**
 * Founders told where they stand (issue 19 §2): the stage-move mails' templates
 * (`/api/announcement`), the deadline reminders' opt-out link (`/api/reminder-opt-out`) and the
 * Sent mail list (`/api/sent-mail`).
 */
export const noticeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/announcement', {
    preValidation: async (request) => {
      assertAccess(request, getAccess(request));
    },
    schema: {
      tags: ['announcement'],
      summary: "The stage-move mails: each stage's template and whether moves to it send it (announcement_view)",
      description:
        '- no `type`: `{ data }`, one per stage a move can reach (the default text until staff save one).\n- `type=enabled` (application_review, application_view or announcement_view): `{ stages }`, the stages whose moves mail the founder.',
      querystring: z.object({ type: z.literal('enabled').optional() }),
      response: {
        200: z.union([announcementList, enabledAnnouncements]),
        401: errorBody,
        403: errorBody,
        422: errorBody,
      },
    },
    handler: async (request) => (request.query.type === 'enabled' ? enabledStages(ctx) : listAnnouncements(ctx)),
  });

  app.put('/api/announcement/:stage', {
    config: { keepsPublicCache: true, firstErrorMessage: true },
    preValidation: requirePermission('announcement_edit'),
    schema: {
      tags: ['announcement'],
      summary: "Save a stage's mail and whether moves to it send it (announcement_edit; audited as Announcement)",
      description: `Subjects are plain text, bodies rich text (sanitised as staff content). Placeholders: ${placeholders}; any other \`{{name}}\` is refused (422). The Swahili version is optional as a whole: founders whose language is Swahili get the English one while it is empty.`,
      params: z.object({ stage: announceableStage }),
      body: announcementTemplate,
      response: { 200: announcement, 401: errorBody, 403: errorBody, 422: errorBody },
    },
    handler: async (request) => saveAnnouncement(ctx, currentUser(request), request.params.stage, request.body),
  });

  app.post('/api/announcement', {
    config: { keepsPublicCache: true, firstErrorMessage: true },
    preValidation: requirePermission('announcement_edit'),
    schema: {
      tags: ['announcement'],
      summary: 'type=preview: a template as a founder would get it, with sample values (announcement_edit)',
      description:
        'Body `{ template, locale }`; answers `{ subject, html, text }` through the layout of the real mails. Nothing is stored or sent.',
      querystring: z.object({ type: z.literal('preview') }),
      body: announcementPreviewBody,
      response: { 200: announcementPreview, 401: errorBody, 403: errorBody, 422: errorBody },
    },
    handler: async (request) => previewAnnouncement(request.body.template, request.body.locale),
  });

  app.post('/api/reminder-opt-out', {
    config: { keepsPublicCache: true },
    schema: {
      tags: ['announcement'],
      summary: "Stop deadline reminders: the token of a reminder mail's link (no sign-in)",
      body: reminderOptOutBody,
      response: { 200: messageOnly, 404: errorBody, 422: errorBody },
    },
    handler: async (request) => optOutOfReminders(ctx, request.body.token),
  });

  app.get('/api/sent-mail', {
    preValidation: requirePermission('sent_mail_view'),
    schema: {
      tags: ['announcement'],
      summary: 'The mail the portal sent or is sending, newest first (sent_mail_view)',
      description:
        '`search=` matches the address and the subject; `status=sent|waiting|failed`. Bodies are never answered (they are erased once sent); sent mail is kept 30 days.',
      querystring: listQuery.extend({ status: z.enum(MAIL_STATUSES).optional() }),
      response: { 200: paged(sentMail), 401: errorBody, 403: errorBody, 422: errorBody },
    },
    handler: async (request) => {
      const { page, per_page, search, status } = request.query;
      return sentMailPage(ctx, { page, per_page, search: search || undefined, status });
    },
  });
};
