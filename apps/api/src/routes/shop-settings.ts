import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, shopSettingsInputSchema, shopSettingsSchema } from '@motoforge/contract';
import { actorOf } from '../plugins/auth.js';
import { getShopSettings, toShopSettings } from '../services/shop-settings/get-shop-settings.js';
import { updateShopSettings } from '../services/shop-settings/update-shop-settings.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const security = [{ bearer: [] }];

/** GET and PUT /api/admin/settings: the delivery fees and the COD ceiling (docs/product.md#checkout), for admins. */
const shopSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'The delivery fees and the cash-on-delivery ceiling, in taka',
        security,
        response: { 200: shopSettingsSchema, ...errors },
      },
    },
    async () => toShopSettings(await getShopSettings(app.db)),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the delivery fees and the cash-on-delivery ceiling (whole taka); every new checkout uses them',
        security,
        body: shopSettingsInputSchema,
        response: { 200: shopSettingsSchema, ...errors },
      },
    },
    async (request) => toShopSettings(await updateShopSettings(app.db, request.body, actorOf(request))),
  );
};

export default shopSettingsRoutes;
