import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  shopSettingsInputSchema,
  shopSettingsMessages,
  shopSettingsSchema,
  type PaymentMethodId,
} from '@motoforge/contract';
import { notifySettingsOnWrite } from '../../cache/catalogue-notifications.js';
import { badRequest } from '../../http-error.js';
import { actorOf } from '../../plugins/auth.js';
import { getShopSettings, toShopSettings } from '../../services/shop-settings/get-shop-settings.js';
import { getDeadlineSettings } from '../../services/orders/deadlines.js';
import { getReturnSettings } from '../../services/returns/return-settings.js';
import { getCodRiskSettings } from '../../services/shop-settings/get-cod-risk-settings.js';
import { getVatSettings, toVatSettings } from '../../services/shop-settings/get-vat-settings.js';
import { updateShopSettings } from '../../services/shop-settings/update-shop-settings.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const security = [{ bearer: [] }];

/** GET and PUT /api/admin/settings: the delivery fees, the COD ceiling, COD risk and VAT (docs/product.md#checkout), for admins. */
const shopSettingsRoutes: FastifyPluginAsyncZod<{ paymentMethods: ReadonlySet<PaymentMethodId> }> = async (
  app,
  { paymentMethods },
) => {
  app.addHook('onRequest', app.requireAdmin);
  // Every process drops its kept GET /api/config, which the public pages embed (ADR 068).
  app.addHook('onSend', notifySettingsOnWrite);

  app.get(
    '/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'The delivery fees and the cash-on-delivery ceiling, in taka, and the VAT settings',
        security,
        response: { 200: shopSettingsSchema, ...errors },
      },
    },
    async () => ({
      ...toShopSettings(await getShopSettings(app.db)),
      vat: toVatSettings(await getVatSettings(app.db)),
      codRisk: await getCodRiskSettings(app.db),
      deadlines: await getDeadlineSettings(app.db),
      returns: await getReturnSettings(app.db),
    }),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the delivery fees, the cash-on-delivery ceiling (whole taka) and the VAT settings',
        security,
        body: shopSettingsInputSchema,
        response: { 200: shopSettingsSchema, ...errors },
      },
    },
    async (request) => {
      // The advance is paid through SSLCommerz only (ADR 063): without it, a risky order could
      // never be confirmed, so the shop may not ask for one.
      if (request.body.codRisk?.action === 'advance-delivery-fee' && !paymentMethods.has('sslcommerz')) {
        throw badRequest(shopSettingsMessages.codRiskAdvanceNeedsSslcommerz);
      }
      const saved = await updateShopSettings(app.db, request.body, actorOf(request));
      return {
        ...toShopSettings(saved.checkout),
        vat: toVatSettings(saved.vat),
        codRisk: saved.codRisk,
        deadlines: saved.deadlines,
        returns: saved.returns,
      };
    },
  );
};

export default shopSettingsRoutes;
