import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { GroupPricesInput } from '@motoforge/contract';
import { bearer, createCustomer, freshAddress } from './auth-helpers.js';

/**
 * A new customer approved as a workshop (with this BIN, or '') into a new group with these prices
 * (docs/product.md#group-prices), the group made and the application answered by the admin whose
 * token is `admin`. Answers the customer, its group and its application.
 */
export async function newGroupMember(
  app: FastifyInstance,
  admin: string,
  email: string,
  bin: string,
  prices: GroupPricesInput,
): Promise<{ token: string; cookie: string; groupId: string; applicationId: string }> {
  const group = await app.inject({
    method: 'POST',
    url: '/api/admin/customer-groups',
    headers: bearer(admin),
    payload: { name: `Workshops of ${email}` },
  });
  expect(group.statusCode, group.body).toBe(201);
  const groupId = group.json().id as string;
  const priced = await app.inject({
    method: 'PUT',
    url: `/api/admin/customer-groups/${groupId}/prices`,
    headers: bearer(admin),
    payload: prices,
  });
  expect(priced.statusCode, priced.body).toBe(200);
  const member = await createCustomer(app, email, 'Rahim Motors');
  const applied = await app.inject({
    method: 'POST',
    url: '/api/business-accounts',
    headers: bearer(member.token),
    payload: {
      kind: 'workshop',
      businessName: 'Rahim Motors',
      tradeLicence: 'DNCC-7',
      bin,
      address: 'Mirpur',
      phone: '01712345678',
    },
    remoteAddress: freshAddress(),
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const approved = await app.inject({
    method: 'POST',
    url: `/api/admin/business-accounts/${applied.json().id}/decision`,
    headers: bearer(admin),
    payload: { decision: 'approve', groupId },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return { token: member.token, cookie: member.cookie, groupId, applicationId: applied.json().id as string };
}
