import type { FastifyInstance } from 'fastify';
import type { Part } from '@motoforge/contract';
import type { Db } from '../db/client.js';
import { transitionOrder } from '../services/orders/transition-order.js';
import { bearer } from './auth-helpers.js';
import { placeOrder } from './orders.js';

/** The VAT settings an invoice test saves, beside the shop's default fees. */
export const TEST_VAT = {
  sellerName: 'MotoForge Parts Ltd',
  sellerAddress: 'Plot 12, Tongi Industrial Area, Gazipur',
  bin: '0012345678901',
  rate: 15,
  pricesIncludeVat: true,
  invoicePrefix: 'MFV',
};

/** PUT /api/admin/settings with the default fees and these VAT settings. */
export const saveVatSettings = (app: FastifyInstance, adminToken: string, vat = TEST_VAT) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: bearer(adminToken),
    payload: { deliveryFee: { insideDhaka: 70, outsideDhaka: 130 }, codMax: 20_000, vat },
  });

/** An order of `part` by the holder of `token`, confirmed as a card payment confirms it. */
export async function confirmedOrder(app: FastifyInstance, db: Db, token: string, part: Part): Promise<string> {
  const orderId = await placeOrder(app, token, part);
  await transitionOrder(db, { orderId, move: 'pay', actor: { by: 'system', userId: null }, tnxId: `pi_${orderId}` });
  return orderId;
}

/** GET the order's invoice as the holder of `token` (or a guest). */
export const getInvoice = (app: FastifyInstance, orderId: string, token: string | null, lang = 'en') =>
  app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/invoice.pdf?lang=${lang}`,
    headers: token ? bearer(token) : {},
  });

/** "1,069.99" (either script's digits) as poisha. */
export const poishaOf = (amount: string) =>
  Math.round(
    Number(amount.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)).replaceAll(',', '')) * 100,
  );
