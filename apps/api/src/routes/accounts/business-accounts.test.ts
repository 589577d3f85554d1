import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessAccountMessages,
  businessApplicationSchema,
  businessApplicationsSchema,
  checkoutMessages,
  myBusinessApplicationSchema,
} from '@motoforge/contract';
import { outbox, users } from '../../db/schema.js';
import { adminToken, bearer, createCustomer, freshAddress } from '../../test/auth-helpers.js';
import { newGroupMember } from '../../test/business.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

const application = {
  kind: 'workshop',
  businessName: 'Rahim Motors',
  tradeLicence: 'DNCC-0123/2025',
  bin: '',
  address: 'Mirpur 10, Dhaka',
  phone: '01712-345678',
};

/** Business accounts (docs/product.md#business-accounts): apply, read one's own, the admin's answer. */
describe.each(drivers)('business accounts on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let groupId: string;

  const apply = (token: string, body: object = application) =>
    t.app.inject({
      method: 'POST',
      url: '/api/business-accounts',
      headers: bearer(token),
      payload: body,
      remoteAddress: freshAddress(),
    });
  const mine = async (token: string) =>
    myBusinessApplicationSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/business-accounts/mine', headers: bearer(token) })).json(),
    ).application;
  const decide = (id: string, body: object, token = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/business-accounts/${id}/decision`,
      headers: bearer(token),
      payload: body,
    });
  const list = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/business-accounts${query}`,
      headers: bearer(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    return businessApplicationsSchema.parse(response.json());
  };
  const sentTo = (to: string) =>
    t.database.db
      .select({ channel: outbox.channel, text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.purpose, 'business-account')));

  beforeAll(async () => {
    t = await createTestApp(driver, {
      jobs: { isScheduling: false, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    });
    admin = await adminToken(t.app);
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customer-groups',
      headers: bearer(admin),
      payload: { name: 'Workshops', nameBn: 'ওয়ার্কশপ' },
    });
    expect(group.statusCode, group.body).toBe(201);
    groupId = group.json().id as string;
  });
  afterAll(() => t.close());

  it('refuses an application with the contract’s messages, field by field', async () => {
    const { token } = await createCustomer(t.app, 'invalid-business@example.com');
    const response = await apply(token, { ...application, tradeLicence: '#', bin: '123', phone: '123' });
    expect(response.statusCode).toBe(400);
    const fields = (response.json() as { errors: { field: string; message: string }[] }).errors;
    expect(fields).toEqual(
      expect.arrayContaining([
        {
          field: 'tradeLicence',
          message: businessAccountMessages.tradeLicenceInvalid,
          code: 'businessAccount.tradeLicenceInvalid',
        },
        { field: 'bin', message: businessAccountMessages.binInvalid, code: 'businessAccount.binInvalid' },
        { field: 'phone', message: checkoutMessages.mobileInvalid, code: 'checkout.mobileInvalid' },
      ]),
    );
    expect(await mine(token)).toBeNull();
  });

  it('takes an application once, shows it to its buyer only, and tells the admin', async () => {
    const buyer = await createCustomer(t.app, 'rahim@example.com');
    const other = await createCustomer(t.app, 'other-buyer@example.com');
    const response = await apply(buyer.token);
    expect(response.statusCode, response.body).toBe(201);
    const applied = businessApplicationSchema.parse(response.json());
    expect(applied).toMatchObject({ state: 'pending', phone: '+8801712345678', group: null, note: '' });

    expect((await mine(buyer.token))?.id).toBe(applied.id);
    expect(await mine(other.token)).toBeNull();
    expect((await apply(buyer.token)).json().message).toBe(businessAccountMessages.alreadyPending);

    await expect
      .poll(async () => (await sentTo('admin@motoforge.com')).map((sent) => sent.text), { timeout: 15_000 })
      .toContainEqual(expect.stringContaining('Rahim Motors applied for a business account'));
  });

  it('lists applications by state, newest first, paged in the database', async () => {
    for (const name of ['list-a', 'list-b', 'list-c']) {
      const { token } = await createCustomer(t.app, `${name}@example.com`);
      expect((await apply(token, { ...application, businessName: name })).statusCode).toBe(201);
    }
    const firstPage = await list('?state=pending&pageSize=2');
    expect(firstPage.items.map((item) => item.businessName)).toEqual(['list-c', 'list-b']);
    expect(firstPage.total).toBeGreaterThanOrEqual(3);
    expect(firstPage.items[0]).toMatchObject({ email: 'list-c@example.com', state: 'pending' });
    const secondPage = await list('?state=pending&pageSize=2&page=2');
    expect(secondPage.items[0]!.businessName).toBe('list-a');
    expect((await list('?state=approved')).items.every((item) => item.state === 'approved')).toBe(true);
  });

  it('approves into a group once, and tells the buyer by SMS and e-mail in Bangla', async () => {
    const buyer = await createCustomer(t.app, 'bangla-dealer@example.com');
    await t.database.db.update(users).set({ language: 'bn' }).where(eq(users.email, 'bangla-dealer@example.com'));
    const applied = businessApplicationSchema.parse(
      (
        await apply(buyer.token, { ...application, kind: 'dealer', businessName: 'করিম ট্রেডার্স', phone: '01812345678' })
      ).json(),
    );

    expect((await decide(applied.id, { decision: 'approve' })).json().errors).toMatchObject([
      { field: 'groupId', message: businessAccountMessages.groupRequired },
    ]);
    const approved = await decide(applied.id, { decision: 'approve', groupId, note: 'Welcome' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'approved', group: { id: groupId, name: 'Workshops' } });
    expect((await mine(buyer.token))?.state).toBe('approved');
    expect((await decide(applied.id, { decision: 'refuse', note: 'Changed my mind' })).statusCode).toBe(409);
    expect((await apply(buyer.token)).json().message).toBe(businessAccountMessages.alreadyApproved);

    await expect.poll(async () => (await sentTo('+8801812345678')).length, { timeout: 15_000 }).toBe(1);
    expect((await sentTo('+8801812345678'))[0]!.text).toContain('করিম ট্রেডার্স-এর ব্যবসায়িক অ্যাকাউন্ট অনুমোদিত');
    await expect.poll(async () => (await sentTo('bangla-dealer@example.com')).length, { timeout: 15_000 }).toBe(1);
  });

  it('refuses with a note, which the buyer reads, and lets the buyer apply again', async () => {
    const buyer = await createCustomer(t.app, 'refused@example.com');
    const applied = businessApplicationSchema.parse((await apply(buyer.token)).json());
    expect((await decide(applied.id, { decision: 'refuse', note: '' })).json().errors).toMatchObject([
      { field: 'note', message: businessAccountMessages.noteRequired },
    ]);
    expect((await decide(applied.id, { decision: 'refuse', note: 'The licence has expired' })).statusCode).toBe(200);
    expect(await mine(buyer.token)).toMatchObject({ state: 'refused', note: 'The licence has expired' });

    const again = await apply(buyer.token, { ...application, tradeLicence: 'DNCC-9999/2026' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ id: applied.id, state: 'pending', note: '', tradeLicence: 'DNCC-9999/2026' });
  });

  it('lets only the admin answer, list and keep groups', async () => {
    const buyer = await createCustomer(t.app, 'not-admin@example.com');
    const applied = businessApplicationSchema.parse((await apply(buyer.token)).json());
    expect((await decide(applied.id, { decision: 'approve', groupId, note: '' }, buyer.token)).statusCode).toBe(403);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/business-accounts',
      headers: bearer(buyer.token),
    });
    expect(listed.statusCode).toBe(403);
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customer-groups',
      headers: bearer(buyer.token),
      payload: { name: 'Mine' },
    });
    expect(group.statusCode).toBe(403);
    expect((await mine(buyer.token))?.state).toBe('pending');
  });

  it('answers 404 for an unknown application and 409 for a group name taken', async () => {
    expect((await decide('00000000-0000-4000-8000-000000000000', { decision: 'refuse', note: 'x' })).statusCode).toBe(
      404,
    );
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customer-groups',
      headers: bearer(admin),
      payload: { name: 'Workshops' },
    });
    expect(again.json().message).toBe(businessAccountMessages.groupNameTaken);
  });
  it('removes a member, who is back to waiting at list prices, and deletes a group once it is empty', async () => {
    const buyer = await newGroupMember(t.app, admin, 'member.removed@example.com', '', {
      minimumOrder: 0,
      discounts: [],
      breaks: [],
    });
    const { groupId: dealers, applicationId } = buyer;
    const members = (id: string, token = admin) =>
      t.app.inject({ method: 'GET', url: `/api/admin/customer-groups/${id}/members`, headers: bearer(token) });
    expect((await members(dealers)).json()).toEqual({
      members: [{ applicationId, businessName: 'Rahim Motors', email: 'member.removed@example.com' }],
    });
    const deleteGroup = (id: string, token = admin) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/customer-groups/${id}`, headers: bearer(token) });

    // Not while it has a member.
    const refused = await deleteGroup(dealers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(businessAccountMessages.groupHasMembers);

    const remove = (id: string, member: string, token = admin) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/customer-groups/${id}/members/${member}`,
        headers: bearer(token),
      });
    expect((await remove(dealers, applicationId, buyer.token)).statusCode).toBe(403);
    // Not a member of another group.
    const elsewhere = await remove(groupId, applicationId);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(businessAccountMessages.memberNotFound);
    expect((await remove(dealers, applicationId)).statusCode).toBe(204);
    expect((await members(dealers)).json()).toEqual({ members: [] });
    expect(await mine(buyer.token)).toMatchObject({ state: 'pending', group: null, note: '' });
    // The buyer is told, by e-mail and SMS, that their prices are the list's for now.
    await expect
      .poll(async () => (await sentTo('member.removed@example.com')).map((sent) => sent.text), { timeout: 15_000 })
      .toContainEqual(
        expect.stringContaining('Rahim Motors is no longer in the group Workshops of member.removed@example.com'),
      );
    await expect
      .poll(async () => (await sentTo('+8801712345678')).map((sent) => sent.text), { timeout: 15_000 })
      .toContainEqual(
        'MotoForge: Rahim Motors is no longer in the group Workshops of member.removed@example.com. ' +
          'You see list prices until the shop answers again.',
      );
    const prices = await t.app.inject({
      method: 'POST',
      url: '/api/prices',
      headers: bearer(buyer.token),
      payload: { partIds: [] },
    });
    expect(prices.json().group).toBeNull();
    // Once removed, removing again finds no member.
    expect((await remove(dealers, applicationId)).statusCode).toBe(404);

    expect((await deleteGroup(dealers, buyer.token)).statusCode).toBe(403);
    expect((await deleteGroup(dealers)).statusCode).toBe(204);
    expect((await deleteGroup(dealers)).statusCode).toBe(404);
    expect((await members(dealers)).statusCode).toBe(404);
    // The waiting application may be approved into another group.
    expect((await decide(applicationId, { decision: 'approve', groupId })).statusCode).toBe(200);
  });
});
