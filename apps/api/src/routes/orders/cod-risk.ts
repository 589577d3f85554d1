import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  ORDER_NOTE_MAX,
  shopOrderSchema,
  type CourierId,
} from '@motoforge/contract';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.js';
import { getShopOrder } from '../../services/checkout/get-shop-order.js';
import { releaseHold } from '../../services/orders/cod-risk.js';
import { transitionOrder } from '../../services/orders/transition-order.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const security = [{ bearer: [] }];

/**
 * The admin's side of COD risk (docs/orders.md#cod-risk): let a held order go on to packing, and
 * record a parcel its buyer refused at the door, which is what the next order's score reads.
 */
const codRiskRoutes: FastifyPluginAsyncZod<{ couriers: readonly CourierId[] }> = async (app, { couriers }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    '/admin/orders/:id/release-hold',
    {
      schema: {
        tags: ['admin'],
        summary: 'Release a cash-on-delivery order held for its risk, so it can be packed',
        security,
        params: idParamsSchema,
        response: { 200: shopOrderSchema, ...errors },
      },
    },
    async (request) => {
      const asker = actorOf(request);
      await releaseHold(app.db, request.params.id, asker.id);
      return getShopOrder(app.db, request.params.id, asker, { couriers });
    },
  );

  app.post(
    '/admin/orders/:id/refused',
    {
      schema: {
        tags: ['admin'],
        summary: 'Record that the buyer refused a shipped cash-on-delivery parcel: cancelled, its stock back',
        security,
        params: idParamsSchema,
        body: z.object({ note: z.string().trim().max(ORDER_NOTE_MAX).optional() }).optional(),
        response: { 200: shopOrderSchema, ...errors },
      },
    },
    async (request) => {
      const asker = actorOf(request);
      await transitionOrder(app.db, {
        orderId: request.params.id,
        move: 'refuse',
        actor: { by: 'admin', userId: asker.id },
        note: request.body?.note || undefined,
      });
      return getShopOrder(app.db, request.params.id, asker, { couriers });
    },
  );
};

export default codRiskRoutes;
