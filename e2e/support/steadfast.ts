import { expect, type APIRequestContext } from '@playwright/test';
import type { Consignment, Controls, SteadfastDeliveryStatus } from '@motoforge/tools/fake-steadfast';

/**
 * The fake Steadfast Courier this run's shop hands parcels to (tools/fake-steadfast, started by
 * playwright.config.ts): E2E_PORT + 3, after the local Google (+ 1) and SSLCommerz (+ 2).
 */
export const STEADFAST_PORT = Number(process.env.E2E_PORT ?? 3210) + 3;
export const STEADFAST_ORIGIN = `http://127.0.0.1:${STEADFAST_PORT}`;
/** The merchant's keys, as the shop is configured with them. */
export const STEADFAST_KEYS = { apiKey: 'motoforge-e2e-api-key', secretKey: 'motoforge-e2e-secret-key' } as const;

/** The consignment Steadfast made for an order (the shop sends its order id as the invoice), if any. */
export async function consignmentFor(request: APIRequestContext, orderId: string) {
  const response = await request.get(`${STEADFAST_ORIGIN}/__fake/consignments`);
  expect(response.ok(), `GET /__fake/consignments answered ${response.status()}`).toBe(true);
  return ((await response.json()) as Consignment[]).find((consignment) => consignment.invoice === orderId);
}

/** Moves a consignment along as Steadfast's riders would: 'delivered', say. */
export async function moveConsignment(
  request: APIRequestContext,
  consignmentId: number,
  status: SteadfastDeliveryStatus,
) {
  const response = await request.post(`${STEADFAST_ORIGIN}/__fake/consignments/${consignmentId}/status`, {
    data: { status },
  });
  expect(response.ok(), `the fake Steadfast answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** Takes Steadfast's API down ('http-503', 'connection-reset', …) or, with false, brings it back. */
export async function setSteadfastDown(request: APIRequestContext, down: Controls['down']) {
  const response = await request.post(`${STEADFAST_ORIGIN}/__fake/control`, { data: { down } });
  expect(response.ok(), `the fake Steadfast answered ${response.status()}: ${await response.text()}`).toBe(true);
}
