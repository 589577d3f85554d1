import { expect, type APIRequestContext } from '@playwright/test';
import type { PathaoOrder, PathaoStatus } from '@motoforge/tools/fake-pathao';

/**
 * The fake Pathao this run's shop hands parcels to (tools/fake-pathao, started by
 * playwright.config.ts): E2E_PORT + 4, after Steadfast (+ 3). Moving an order along calls the
 * shop's webhook, signed with the secret the shop is configured with.
 */
export const PATHAO_PORT = Number(process.env.E2E_PORT ?? 3210) + 4;
export const PATHAO_ORIGIN = `http://127.0.0.1:${PATHAO_PORT}`;

/** The order Pathao made for one of ours (the shop sends its order number), if any. */
export async function pathaoOrderFor(request: APIRequestContext, orderNumber: string) {
  const response = await request.get(`${PATHAO_ORIGIN}/__fake/orders`);
  expect(response.ok(), `GET /__fake/orders answered ${response.status()}`).toBe(true);
  return ((await response.json()) as PathaoOrder[]).find((order) => order.merchantOrderId === orderNumber);
}

/** Moves an order along as Pathao's riders would; the fake then calls the shop's webhook. */
export async function movePathaoOrder(request: APIRequestContext, consignmentId: string, status: PathaoStatus) {
  const response = await request.post(`${PATHAO_ORIGIN}/__fake/orders/${consignmentId}/status`, { data: { status } });
  expect(response.ok(), `the fake Pathao answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { delivery: { isAccepted: boolean } | null };
}
