import { messageOnly } from '@portal/contract/common';
import { contactBody } from '@portal/contract/contact';
import { errorBody } from '@portal/contract/errors';
import { MSG } from '@portal/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { assertAccess } from '../../plugins/access';
import { sendContactMessage } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/api/contact-us', {
    schema: {
      tags: ['contact-us'],
      summary: 'Send a message to the programme staff (contact_us_create); the HTML is sanitised',
      body: contactBody,
      response: { 201: messageOnly, 401: errorBody, 403: errorBody },
    },
    handler: async (request, reply) => {
      const user = assertAccess(request, 'contact_us_create')!;
      await sendContactMessage(ctx, user, request.body);
      return reply.status(201).send({ message: MSG.contactSent });
    },
  });
};
