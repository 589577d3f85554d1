import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer } from './auth-helpers.js';

/** A call to an admin route: its method, its URL and, for a write, a body. */
export type AdminCall = [method: string, url: string, payload?: object];

/** Checks that an admin call answers a guest 401 and a signed-in customer 403 with the admin-only message. */
export async function expectAdminOnly(app: FastifyInstance, customerToken: string, [method, url, payload]: AdminCall) {
  const request = { method: method as 'GET', url, ...(payload ? { payload } : {}) };
  const guest = await app.inject(request);
  expect(guest.statusCode).toBe(401);
  const asCustomer = await app.inject({ ...request, headers: bearer(customerToken) });
  expect(asCustomer.statusCode).toBe(403);
  expect(asCustomer.json()).toMatchObject({ success: false, message: 'Only an admin can do this' });
}

/**
 * A domain's admin calls, each a test: a guest gets 401, a customer 403. `app` is read when the
 * tests run, after the file's `beforeAll` made it.
 */
export function describeAdminOnly(app: () => FastifyInstance, calls: AdminCall[]) {
  describe('every admin call: guest 401, customer 403', () => {
    // A customer of its own: another test may make its customer an admin, and the order tests run
    // in is not fixed.
    let outsider: { token: string };
    beforeAll(async () => {
      outsider = await createCustomer(app(), 'outsider@example.com', 'Outsider');
    });
    it.each(calls)('%s %s', (...call) => expectAdminOnly(app(), outsider.token, call));
  });
}
