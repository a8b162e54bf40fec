import { idParam, messageOnly } from '@portal/contract/common';
import { errorBody } from '@portal/contract/errors';
import {
  codeBody,
  disableBody,
  recoveryCodesAnswer,
  setupAnswer,
  setupBody,
  TWO_FACTOR_MSG,
  twoFactorSettings,
} from '@portal/contract/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { assertAccess, currentUser } from '../../lib/access';
import * as twoFactor from './two-factor.service';

const tags = ['two-factor'];
const refusals = { 401: errorBody, 403: errorBody, 422: errorBody, 429: errorBody };

/**
 * Two-step sign-in of one's own account (any signed-in person: staff, judges, founders), and the
 * System Admin's rule and reset. The sign-in's second step is in modules/auth.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/api/two-factor/setup', {
    schema: {
      tags,
      summary: 'Start setting up two-step sign-in: a new secret and its QR code',
      description: 'Needs the current password (422 on `current_password` when wrong, 429 after 10 wrong ones).',
      body: setupBody,
      response: { 200: setupAnswer, 409: errorBody, ...refusals },
    },
    handler: async (request) => twoFactor.startSetup(ctx, currentUser(request), request.body.current_password),
  });

  app.post('/api/two-factor/confirm', {
    schema: {
      tags,
      summary: 'Confirm the set-up with a current code; answers the ten recovery codes once',
      body: codeBody,
      response: { 200: recoveryCodesAnswer, 400: errorBody, 409: errorBody, ...refusals },
    },
    handler: async (request) => {
      const codes = await twoFactor.confirmSetup(ctx, currentUser(request), request.body.code, request.ip);
      return { message: TWO_FACTOR_MSG.enabled, recovery_codes: codes };
    },
  });

  app.post('/api/two-factor/recovery-codes', {
    schema: {
      tags,
      summary: 'Replace the recovery codes (needs a current code); answers the new ones once',
      body: codeBody,
      response: { 200: recoveryCodesAnswer, 400: errorBody, ...refusals },
    },
    handler: async (request) => {
      const codes = await twoFactor.regenerateRecoveryCodes(ctx, currentUser(request), request.body.code, request.ip);
      return { message: TWO_FACTOR_MSG.enabled, recovery_codes: codes };
    },
  });

  app.post('/api/two-factor/disable', {
    schema: {
      tags,
      summary: 'Turn two-step sign-in off (needs the current password and a current code)',
      body: disableBody,
      response: { 200: messageOnly, 400: errorBody, ...refusals },
    },
    handler: async (request) => {
      await twoFactor.disable(ctx, currentUser(request), request.body, request.ip);
      return { message: TWO_FACTOR_MSG.disabled };
    },
  });

  app.get('/api/two-factor/settings', {
    schema: {
      tags,
      summary: 'System Admin: is two-step sign-in required for all staff?',
      response: { 200: twoFactorSettings, 401: errorBody, 403: errorBody },
    },
    handler: async (request) => {
      twoFactor.assertSystemAdmin(assertAccess(request, 'user_view')!);
      return twoFactor.readSettings(ctx);
    },
  });

  app.put('/api/two-factor/settings', {
    schema: {
      tags,
      summary: 'System Admin: require two-step sign-in for all staff, or not',
      body: twoFactorSettings,
      response: { 200: twoFactorSettings, 401: errorBody, 403: errorBody, 422: errorBody },
    },
    handler: async (request) => {
      const admin = assertAccess(request, 'user_edit')!;
      twoFactor.assertSystemAdmin(admin);
      return twoFactor.saveSettings(ctx, admin, request.body);
    },
  });

  app.post('/api/two-factor/reset/:id', {
    schema: {
      tags,
      summary: "System Admin: reset a person's two-step sign-in (a lost device)",
      params: idParam,
      response: { 200: messageOnly, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
    },
    handler: async (request) => {
      const admin = assertAccess(request, 'user_edit')!;
      twoFactor.assertSystemAdmin(admin);
      await twoFactor.resetFor(ctx, admin, request.params.id);
      return { message: TWO_FACTOR_MSG.reset };
    },
  });
};
