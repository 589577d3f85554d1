import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { shopSettingsSchema, type CodRiskActionId } from '@motoforge/contract';
import { bearer } from './auth-helpers.js';

/** Saves the shop's COD risk settings as the admin does, keeping its fees and ceiling (docs/orders.md#cod-risk). */
export async function setCodRisk(app: FastifyInstance, admin: string, threshold: number, action: CodRiskActionId) {
  const now = shopSettingsSchema.parse(
    (await app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin) })).json(),
  );
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: bearer(admin),
    payload: { deliveryFee: now.deliveryFee, codMax: now.codMax, codRisk: { threshold, action } },
  });
  expect(saved.statusCode).toBe(200);
  expect(shopSettingsSchema.parse(saved.json()).codRisk).toEqual({ threshold, action });
}
