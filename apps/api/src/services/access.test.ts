import { describe, expect, it } from 'vitest';
import { authMessages, type SessionUser } from '@motoforge/contract';
import { orders } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { assertAdmin, isSelfOrAdmin, ownedBy, ownedByOrAdmin } from './access.js';

const customer: SessionUser = { id: 'u1', email: 'rahim@example.com', displayName: 'Rahim', role: 'user', img: null };
const admin: SessionUser = { ...customer, id: 'a1', email: 'admin@example.com', role: 'admin' };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? { status: error.statusCode, message: error.message } : error;
  }
  return null;
};

describe('who may touch what', () => {
  it("scopes a customer's queries to their own rows, an admin's to none", () => {
    expect(ownedBy(orders.userId, customer)).toBeDefined();
    expect(ownedByOrAdmin(orders.userId, customer)).toBeDefined();
    expect(ownedByOrAdmin(orders.userId, admin)).toBeUndefined();
  });

  it('lets anyone name their own account, and only an admin another', () => {
    expect(isSelfOrAdmin(customer, ' Rahim@Example.com')).toBe(true);
    expect(isSelfOrAdmin(admin, 'rahim@example.com')).toBe(false);
    expect(refusal(() => isSelfOrAdmin(customer, 'karim@example.com', authMessages.notYourAccount))).toEqual({
      status: 403,
      message: authMessages.notYourAccount,
    });
  });

  it('lets only an admin past assertAdmin', () => {
    expect(refusal(() => assertAdmin(admin))).toBeNull();
    expect(refusal(() => assertAdmin(customer))).toEqual({ status: 403, message: authMessages.adminOnly });
  });
});
