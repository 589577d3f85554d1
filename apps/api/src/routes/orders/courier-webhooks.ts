import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, orderLifecycleMessages } from '@motoforge/contract';
import { isSameSecret, type Couriers } from '../../couriers/courier.js';
import type { CourierWebhooks } from '../../couriers/couriers-for.js';
import {
  PATHAO_INTEGRATION_SECRET_HEADER,
  pathaoWebhookSchema,
  readPathaoWebhook,
} from '../../couriers/pathao-client.js';
import { redxWebhookSchema } from '../../couriers/redx-client.js';
import { unauthorized } from '../../http-error.js';
import { applyCourierStatus } from '../../services/orders/follow-courier-order.js';

type Options = { couriers: Couriers; webhooks: CourierWebhooks };

const received = z.object({ received: z.literal(true) });

/**
 * The couriers' status webhooks (docs/orders.md#couriers, ADR 053), each verified before it is
 * read: Pathao's by the shared secret in X-PATHAO-Signature, answered 202 with the integration
 * secret its panel checks for; RedX's by the `token` in the Callback URL we gave it. A forged call
 * is refused 401 and changes nothing. Only a courier set up with its webhook secret has a route.
 */
const courierWebhookRoutes: FastifyPluginAsyncZod<Options> = async (app, { couriers, webhooks }) => {
  const pathao = couriers.get('pathao');
  const pathaoWebhook = webhooks.pathao;
  if (pathao && pathaoWebhook) {
    app.post(
      '/webhooks/pathao',
      {
        schema: {
          tags: ['orders'],
          summary: "Pathao's order status webhook (signed with X-PATHAO-Signature)",
          body: pathaoWebhookSchema,
          response: { 202: received, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request, reply) => {
        const signature = request.headers['x-pathao-signature'];
        if (!isSameSecret(typeof signature === 'string' ? signature : undefined, pathaoWebhook.secret)) {
          throw unauthorized(orderLifecycleMessages.webhookNotVerified);
        }
        const update = readPathaoWebhook(request.body);
        if (update) await applyCourierStatus(app.db, pathao, update);
        return reply
          .code(202)
          .header(PATHAO_INTEGRATION_SECRET_HEADER, pathaoWebhook.integrationSecret)
          .send({ received: true as const });
      },
    );
  }

  const redx = couriers.get('redx');
  const redxWebhook = webhooks.redx;
  if (redx && redxWebhook) {
    app.post(
      '/webhooks/redx',
      {
        schema: {
          tags: ['orders'],
          summary: "RedX's parcel status webhook (its Callback URL carries our token)",
          querystring: z.object({ token: z.string().optional() }),
          body: redxWebhookSchema,
          response: { 200: received, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => {
        if (!isSameSecret(request.query.token, redxWebhook.token)) {
          throw unauthorized(orderLifecycleMessages.webhookNotVerified);
        }
        await applyCourierStatus(app.db, redx, {
          consignmentId: request.body.tracking_number,
          status: request.body.status,
        });
        return { received: true as const };
      },
    );
  }
};

export default courierWebhookRoutes;
