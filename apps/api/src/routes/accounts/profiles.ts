import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, profileInputSchema, profileSchema } from '@motoforge/contract';
import { z } from 'zod';
import { getProfile } from '../../services/profiles/get-profile.js';
import { saveProfile } from '../../services/profiles/save-profile.js';
import { actorOf } from '../../plugins/auth.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/userdetail',
    {
      schema: {
        tags: ['profile'],
        summary: 'Your own profile details',
        security: [{ bearer: [] }],
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => getProfile(app.db, actorOf(request)),
  );

  app.put(
    '/userdetail/:displayName',
    {
      schema: {
        tags: ['profile'],
        summary: "Save your own profile details (the path's name is the spec's; the token decides whose)",
        security: [{ bearer: [] }],
        params: z.object({ displayName: z.string().max(200) }),
        body: profileInputSchema,
        response: { 200: z.object({ success: z.literal(true), profile: profileSchema }), ...errors },
      },
    },
    async (request) => ({ success: true as const, profile: await saveProfile(app.db, request.body, actorOf(request)) }),
  );
};

export default profileRoutes;
