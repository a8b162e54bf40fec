import {
  activateBody,
  loginAnswer,
  loginBody,
  registerBody,
  resetBody,
  resetRequestBody,
  sessionUser as sessionUserSchema,
} from '@portal/contract/auth';
import { messageOnly } from '@portal/contract/common';
import { errorBody } from '@portal/contract/errors';
import { localeBody } from '@portal/contract/locale';
import { MSG } from '@portal/contract/messages';
import { loginChallengeAnswer, loginCodeBody, TWO_FACTOR_MSG } from '@portal/contract/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../lib/access';
import { HttpError } from '../../lib/http-error';
import { requestLocale } from '../../lib/page-locale';
import { sessionUserOf } from '../../lib/session';
import * as auth from './auth.service';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/api/login', {
    config: { keepsPublicCache: true },
    schema: {
      tags,
      summary: 'Sign in',
      body: loginBody,
      // An account with two-step sign-in on gets a challenge instead of a session (then /api/login/code).
      response: { 200: z.union([loginAnswer, loginChallengeAnswer]), 401: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => {
      const result = await auth.login(ctx, request.body, request.ip).catch((err: unknown) => {
        // A lock-out is logged like any refusal: many of them are an attack to look at.
        if (err instanceof HttpError && err.statusCode === 429)
          request.log.warn({ reason: err.message }, 'sign-in refused');
        throw err;
      });
      if (!result.ok) {
        request.log.info({ reason: result.reason }, 'sign-in refused');
        return reply.status(401).send({ message: MSG.loginFailed });
      }
      if (result.step === 'code') {
        request.log.info({ userId: result.userId }, 'password accepted, waiting for the code');
        return { two_factor_required: true as const, challenge: result.challenge };
      }
      request.log.info({ userId: result.userId }, 'signed in');
      return { token: result.token, user: result.user };
    },
  });

  app.post('/api/login/code', {
    config: { keepsPublicCache: true },
    schema: {
      tags,
      summary: 'Sign in, second step: the challenge and a code from the app or a recovery code',
      body: loginCodeBody,
      response: { 200: loginAnswer, 401: errorBody, 422: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => {
      const result = await auth.loginWithCode(ctx, request.body, request.ip);
      if (!result.ok) {
        request.log.info({ reason: result.reason }, 'sign-in code refused');
        const message = result.reason === 'challenge' ? TWO_FACTOR_MSG.challengeExpired : TWO_FACTOR_MSG.codeWrong;
        return reply.status(401).send({ message });
      }
      request.log.info({ userId: result.userId }, 'signed in with a code');
      return { token: result.token, user: result.user };
    },
  });

  app.post('/api/logout', {
    config: { keepsPublicCache: true },
    schema: { tags, summary: 'Sign out: revokes the bearer token', response: { 200: messageOnly } },
    handler: async (request) => {
      const user = currentUser(request);
      await auth.logout(ctx, user.tokenId);
      return { message: MSG.signedOut };
    },
  });

  app.get('/api/get-user', {
    schema: { tags, summary: 'The signed-in user with roles and permissions', response: { 200: sessionUserSchema } },
    handler: async (request) => {
      // The auth plugin read the account and its roles with the token: nothing to read again.
      return sessionUserOf(currentUser(request));
    },
  });

  app.put('/api/locale', {
    config: { keepsPublicCache: true },
    schema: {
      tags,
      summary: "Set the signed-in user's language (the site's and her mails'): en or sw",
      body: localeBody,
      response: { 200: localeBody, 401: errorBody },
    },
    handler: async (request) => {
      const user = currentUser(request);
      return { locale: await auth.setLocale(ctx, user, request.body.locale) };
    },
  });

  app.post('/api/register', {
    config: { keepsPublicCache: true },
    schema: {
      tags,
      summary: 'Create an applicant account; mails an activation link',
      body: registerBody,
      response: { 201: messageOnly, 409: errorBody },
    },
    handler: async (request, reply) => {
      await auth.register(ctx, request.body, request.ip);
      return reply.status(201).send({ message: MSG.registered });
    },
  });

  app.post('/api/activate', {
    config: { keepsPublicCache: true },
    schema: {
      tags,
      summary: 'Activate an account with the mailed token',
      body: activateBody,
      response: { 200: messageOnly, 400: errorBody },
    },
    handler: async (request) => {
      await auth.activate(ctx, request.body.token);
      return { message: MSG.activated };
    },
  });

  app.post('/api/reset-password', {
    config: { keepsPublicCache: true },
    schema: {
      tags,
      summary: 'Mail a password-reset link',
      description:
        'Answers the same for every address: the mail holds the link, or says that no account uses the address ' +
        '(in the language of the `locale` cookie, English without one). 429 past 5 an hour per address, 30 per client.',
      body: resetRequestBody,
      response: { 200: messageOnly, 429: errorBody },
    },
    handler: async (request) => {
      await auth.requestReset(ctx, request.body.email, request.ip, requestLocale(request));
      return { message: MSG.resetLinkSent };
    },
  });

  app.get('/api/check-token/:token', {
    schema: {
      tags,
      summary: 'Is a password-reset token valid?',
      params: z.object({ token: z.string().max(200) }),
      response: { 200: z.object({ valid: z.literal(true) }), 404: errorBody },
    },
    handler: async (request) => {
      await auth.checkResetToken(ctx, request.params.token);
      return { valid: true as const };
    },
  });

  app.post('/api/post-reset-password', {
    config: { keepsPublicCache: true },
    schema: {
      tags,
      summary: 'Set a new password with a reset token',
      body: resetBody,
      response: { 200: messageOnly, 400: errorBody },
    },
    handler: async (request) => {
      await auth.resetPassword(ctx, request.body.token, request.body.password);
      return { message: MSG.resetDone };
    },
  });
};
