import { expect, type APIRequestContext } from '@playwright/test';
import { adminApiHeaders, uniqueLabel } from './admin';

/** PUT /api/admin/customer-groups/{id}/prices: a group's rules (docs/product.md#group-prices). */
export type GroupPrices = {
  minimumOrder: number;
  discounts: ({ category: string; percent: number } | { sku: string; percent: number })[];
  breaks: { minQuantity: number; percent: number }[];
};

/**
 * A customer group of the test's own, with its prices, made by the demo admin with `request`'s own
 * cookie jar (never the buyer's page, which it would sign in as the admin). Answers its id and name.
 */
export async function newCustomerGroup(
  request: APIRequestContext,
  baseURL: string,
  label: string,
  prices?: GroupPrices,
): Promise<{ id: string; name: string }> {
  const headers = await adminApiHeaders(request, baseURL);
  const name = uniqueLabel(label);
  const group = await request.post('/api/admin/customer-groups', { headers, data: { name } });
  expect(group.ok(), `POST /api/admin/customer-groups answered ${group.status()}`).toBe(true);
  const { id } = (await group.json()) as { id: string };
  if (prices) {
    const saved = await request.put(`/api/admin/customer-groups/${id}/prices`, { headers, data: prices });
    expect(saved.ok(), `PUT /api/admin/customer-groups/${id}/prices answered ${await saved.text()}`).toBe(true);
  }
  return { id, name };
}

/** The demo admin approves a business application into a group, with `request`'s own cookie jar. */
export async function approveApplication(
  request: APIRequestContext,
  baseURL: string,
  applicationId: string,
  groupId: string,
): Promise<void> {
  const approved = await request.post(`/api/admin/business-accounts/${applicationId}/decision`, {
    headers: await adminApiHeaders(request, baseURL),
    data: { decision: 'approve', groupId },
  });
  expect(approved.ok(), `the approval answered ${approved.status()}`).toBe(true);
}
