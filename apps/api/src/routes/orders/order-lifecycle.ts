import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelOrderInputSchema,
  idParamsSchema,
  orderTransitionInputSchema,
  shopOrderSchema,
} from '@motoforge/contract';
import type { Couriers } from '../../couriers/courier.js';
import type { PaymentProvider } from '../../payments/provider.js';
import type { SslcommerzClient } from '../../payments/sslcommerz-client.js';
import { actorOf } from '../../plugins/auth.js';
import { moneyRefusals } from './money-refusals.js';
import { getShopOrder } from '../../services/checkout/get-shop-order.js';
import { cancelOrder } from '../../services/orders/cancel-order.js';
import { getOrderForActor } from '../../services/orders/get-order-for-actor.js';
import { refundOrder, retryRefund } from '../../services/orders/refund-order.js';
import { shipOrder } from '../../services/orders/ship-order.js';
import { transitionOrder } from '../../services/orders/transition-order.js';

const errors = moneyRefusals;
const security = [{ bearer: [] }];

type OrderLifecycleOptions = {
  payments: PaymentProvider;
  sslcommerz: SslcommerzClient | null;
  couriers: Couriers;
  /** Seconds until a parcel handed to an API courier is first looked at: STEADFAST_CHECK_SECONDS, tests only. */
  courierCheckSeconds?: number;
};

/** The order's life after checkout (docs/product.md#orders): cancel, the admin's transitions, a refund retried. */
const orderLifecycleRoutes: FastifyPluginAsyncZod<OrderLifecycleOptions> = async (
  app,
  { payments, sslcommerz, couriers, courierCheckSeconds },
) => {
  const providers = { provider: payments, sslcommerz };
  const detail = { couriers: [...couriers.keys()] };
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/orders/:id/cancel',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Cancel an order: its buyer while placed or confirmed, an admin before it ships',
        security,
        params: idParamsSchema,
        body: cancelOrderInputSchema,
        response: { 200: shopOrderSchema, ...errors },
      },
    },
    async (request) => {
      const asker = actorOf(request);
      await cancelOrder(app.db, providers, request.params.id, request.body.reason, asker);
      return getShopOrder(app.db, request.params.id, asker, detail);
    },
  );

  app.post(
    '/admin/orders/:id/transition',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Move an order on: packed, shipped (courier and tracking code), delivered or returned',
        security,
        params: idParamsSchema,
        body: orderTransitionInputSchema,
        response: { 200: shopOrderSchema, ...errors },
      },
    },
    async (request) => {
      const asker = actorOf(request);
      const { to, courier, trackingCode, note } = request.body;
      const order = await getOrderForActor(app.db, request.params.id, asker);
      const actor = { by: 'admin' as const, userId: asker.id };
      if (to === 'shipped') {
        await shipOrder(app.db, couriers, {
          orderId: order.id,
          courier: courier ?? '',
          trackingCode,
          note,
          actor,
          courierCheckSeconds,
        });
      } else {
        // A cash-on-delivery order is delivered by collecting its cash: one move, one meaning.
        const move =
          to === 'packed'
            ? 'pack'
            : to === 'returned'
              ? 'return'
              : order.paymentMethod === 'cod'
                ? 'collect-cash'
                : 'deliver';
        const moved = await transitionOrder(app.db, { orderId: order.id, move, actor, note });
        if (moved.refundStatus === 'pending') await refundOrder(app.db, providers, order.id, actor);
      }
      return getShopOrder(app.db, order.id, asker, detail);
    },
  );

  app.post(
    '/admin/orders/:id/refund',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Ask the payment provider again for a cancelled or returned order's refund",
        security,
        params: idParamsSchema,
        response: { 200: shopOrderSchema, ...errors },
      },
    },
    async (request) => {
      const asker = actorOf(request);
      const order = await getOrderForActor(app.db, request.params.id, asker);
      await retryRefund(app.db, providers, order.id, { by: 'admin', userId: asker.id });
      return getShopOrder(app.db, order.id, asker, detail);
    },
  );
};

export default orderLifecycleRoutes;
