import { id, idBody, idParam, messageOnly } from '@portal/contract/common';
import { CONTACT_MARKS, contactBody, contactCounts, contactInboxQuery, contactMessage } from '@portal/contract/contact';
import { errorBody } from '@portal/contract/errors';
import { MSG } from '@portal/contract/messages';
import { paged } from '@portal/contract/pagination';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { type Access, assertAccess, currentUser, requirePermission } from '../../lib/access';
import { deleteMessage, inboxCounts, inboxPage, markMessage, sendContactMessage } from './contact.service';

/** Who may `POST /api/contact-us`: senders without a type, the inbox's staff with `type=read|unread`. */
const postAccess = (request: FastifyRequest): Access => {
  const type = (request.query as { type?: unknown }).type;
  if (type === undefined) return 'contact_us_create';
  if (type === 'read') return 'contact_us_mark_read';
  if (type === 'unread') return 'contact_us_mark_unread';
  return 'signedIn'; // an unknown type answers 422 once signed in
};

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

  app.post('/api/contact-us', {
    config: { keepsPublicCache: true },
    preValidation: async (request) => {
      assertAccess(request, postAccess(request));
    },
    schema: {
      tags: ['contact-us'],
      summary:
        'Send a message (contact_us_create; HTML sanitised), or with type=read|unread mark the message `id` (contact_us_mark_read / contact_us_mark_unread)',
      description:
        'Without `type`: body `{ subject, message }`, answers 201. With `type=read` or `type=unread`: body `{ id }`, answers 200 "Message marked as read/unread"; marking a message as what it already is changes nothing. 404 for an unknown id.',
      querystring: z.object({ type: z.enum(CONTACT_MARKS).optional() }),
      // Either shape; the handler reads the one its type needs.
      body: contactBody.partial().extend({ id: id.optional() }),
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
      const user = currentUser(request);
      const { type } = request.query;
      if (!type) {
        await sendContactMessage(ctx, user, contactBody.parse(request.body), request.ip);
        return reply.status(201).send({ message: MSG.contactSent });
      }
      const { id: messageId } = idBody.parse(request.body);
      await markMessage(ctx, user, messageId, type);
      return { message: type === 'read' ? MSG.messageMarkedRead : MSG.messageMarkedUnread };
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
