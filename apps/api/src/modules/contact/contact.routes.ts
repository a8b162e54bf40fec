import { idBody, idParam, messageOnly } from '@portal/contract/common';
import {
  CONTACT_MARKS,
  type ContactMark,
  contactBody,
  contactCounts,
  contactInboxQuery,
  contactMessage,
} from '@portal/contract/contact';
import { errorBody } from '@portal/contract/errors';
import { MSG } from '@portal/contract/messages';
import { paged } from '@portal/contract/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser, requirePermission } from '../../lib/access';
import { bodyPerType, documentBodies } from '../../lib/openapi';
import { actionBodies, answerTypeActions, typedAction } from '../../lib/type-actions';
import { deleteMessage, inboxCounts, inboxPage, markMessage, sendContactMessage } from './contact.service';

/**
 * `/api/contact-us` (spec 1 §7, spec 3 §7): the public popup's message, and the staff inbox
 * (contact_us_view): the unread (`open`) and read (`closed`) tabs with search, their counts,
 * mark read (contact_us_mark_read) or unread (contact_us_mark_unread), delete
 * (contact_us_archive). Every change is audited (model `ContactUs`).
 */
export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/contact-us', {
    preValidation: requirePermission('contact_us_view'),
    schema: {
      tags: ['contact-us'],
      summary: 'The inbox: type=open (unread) or closed (read), paged, newest first; type=counts (contact_us_view)',
      description:
        "`typeB=search&search=` searches the tab: subject, message, the sender's names and e-mail. `type=counts` answers `{ open, closed }`.",
      querystring: contactInboxQuery,
      response: {
        200: z.union([paged(contactMessage), contactCounts]),
        401: errorBody,
        403: errorBody,
        422: errorBody,
      },
    },
    handler: async (request) => {
      const { type, page, per_page, typeB, search } = request.query;
      if (type === 'counts') return inboxCounts(ctx);
      return inboxPage(ctx, { type, page, per_page, search: typeB === 'search' && search ? search : undefined });
    },
  });

  /** `POST /api/contact-us?type=read|unread`: the inbox's marks, each with its permission and body `{ id }`. */
  const mark = (type: ContactMark) =>
    typedAction({
      access: type === 'read' ? 'contact_us_mark_read' : 'contact_us_mark_unread',
      summary: `Mark the message \`id\` as ${type}`,
      body: idBody,
      response: messageOnly,
      handler: async ({ user, body }) => {
        await markMessage(ctx, user!, body.id, type);
        return { message: type === 'read' ? MSG.messageMarkedRead : MSG.messageMarkedUnread };
      },
    });
  const postTypes = { read: mark('read'), unread: mark('unread') } satisfies Record<ContactMark, unknown>;

  app.post('/api/contact-us', {
    config: {
      keepsPublicCache: true,
      swaggerTransform: documentBodies({
        'application/json': bodyPerType({ '': contactBody, ...actionBodies(postTypes) }),
      }),
    },
    preValidation: answerTypeActions(ctx, postTypes, 'contact_us_create'),
    schema: {
      tags: ['contact-us'],
      summary:
        'Send a message (contact_us_create; HTML sanitised), or with type=read|unread mark the message `id` (contact_us_mark_read / contact_us_mark_unread)',
      description:
        'Without `type`: body `{ subject, message }`, answers 201. With `type=read` or `type=unread`: body `{ id }`, answers 200 "Message marked as read/unread"; marking a message as what it already is changes nothing. 404 for an unknown id.',
      querystring: z.object({ type: z.enum(CONTACT_MARKS).optional() }),
      body: contactBody,
      response: {
        200: messageOnly,
        201: messageOnly,
        401: errorBody,
        403: errorBody,
        404: errorBody,
        422: errorBody,
        429: errorBody,
      },
    },
    handler: async (request, reply) => {
      await sendContactMessage(ctx, currentUser(request), request.body, request.ip);
      return reply.status(201).send({ message: MSG.contactSent });
    },
  });

  app.delete('/api/contact-us/:id', {
    config: { keepsPublicCache: true },
    preValidation: requirePermission('contact_us_archive'),
    schema: {
      tags: ['contact-us'],
      summary: 'Delete a message (contact_us_archive); the audit entry keeps it',
      params: idParam,
      response: { 200: messageOnly, 401: errorBody, 403: errorBody, 404: errorBody },
    },
    handler: async (request) => {
      await deleteMessage(ctx, currentUser(request), request.params.id);
      return { message: MSG.messageDeleted };
    },
  });
};
