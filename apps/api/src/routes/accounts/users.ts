import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCheckResponseSchema,
  emailParamsSchema,
  errorResponseSchema,
  garageCookieIn,
  isGarageAccountCopy,
  modifiedCountSchema,
  syncUserInputSchema,
  syncUserResponseSchema,
  userListSchema,
} from '@motoforge/contract';
import { isAdmin } from '../../services/users/is-admin.js';
import { listUsers } from '../../services/users/list-users.js';
import { promoteUser } from '../../services/users/promote-user.js';
import { syncUser } from '../../services/users/sync-user.js';
import { garageCookieFor } from '../../services/garage/garage-cookie.js';
import { actorOf } from '../../plugins/auth.js';
import { adminErrors, adminSecurity } from '../admin-openapi.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Accounts: a signed-in user's own, and, for admins, every account and its role. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/user/:email',
    {
      schema: {
        tags: ['users'],
        summary:
          "After sign-in: save the display name, merge the guest's garage and get the API token (the session's own e-mail only)",
        params: emailParamsSchema,
        body: syncUserInputSchema,
        response: { 200: syncUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, token } = await app.cookieSessionOf(request);
      const synced = await syncUser(
        app.db,
        {
          pathEmail: request.params.email,
          input: request.body,
          // A copy of an account's garage (a session that ended without signing out) is not a
          // guest's, and is never merged into this account.
          guestBikes: isGarageAccountCopy(request.headers.cookie) ? [] : garageCookieIn(request.headers.cookie),
        },
        user,
      );
      // The guest's garage cookie becomes a copy of the account's garage, into which it was merged.
      const cookie = garageCookieFor(request.headers.cookie, synced.garage, {
        isSecure: request.protocol === 'https',
        isAccountCopy: true,
      });
      if (cookie) reply.header('set-cookie', cookie);
      return { token, user: synced.user };
    },
  );

  app.get(
    '/admin/:email',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Whether an account is an admin (your own, or anyone if you are one)',
        security: [{ bearer: [] }],
        params: emailParamsSchema,
        response: { 200: adminCheckResponseSchema, ...errors },
      },
    },
    async (request) => ({ admin: await isAdmin(app.db, request.params.email, actorOf(request)) }),
  );

  app.get(
    '/user',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'All accounts with their role',
        security: adminSecurity,
        response: { 200: userListSchema, ...adminErrors },
      },
    },
    async () => listUsers(app.db),
  );

  app.put(
    '/user/admin/:email',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Make an account an admin',
        security: adminSecurity,
        params: emailParamsSchema,
        response: { 200: modifiedCountSchema, ...adminErrors },
      },
    },
    async (request) => ({ modifiedCount: await promoteUser(app.db, request.params.email) }),
  );
};

export default userRoutes;
