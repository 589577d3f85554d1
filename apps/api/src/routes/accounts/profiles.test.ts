import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

describe.each(drivers)('profile details on %s', (driver) => {
  let t: TestApp;
  const details = {
    phone: '01711000000',
    education: 'BSc in Mechanical Engineering',
    location: 'Chattogram',
    linkedin: 'https://www.linkedin.com/in/rider',
  };
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('starts empty, saves for the token’s user whatever the path names, and reads back', async () => {
    const alice = await createCustomer(t.app, 'p-alice@example.com', 'Alice');
    const bob = await createCustomer(t.app, 'p-bob@example.com', 'Bob');
    const empty = await t.app.inject({ method: 'GET', url: '/api/userdetail', headers: bearer(alice.token) });
    expect(empty.json()).toEqual({
      displayName: 'Alice',
      email: 'p-alice@example.com',
      phone: null,
      education: null,
      location: null,
      linkedin: null,
    });
    // Bob names Alice in the path: the details are still Bob's.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/userdetail/Alice',
      headers: bearer(bob.token),
      payload: { ...details, displayName: 'Alice' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toEqual({ displayName: 'Bob', email: 'p-bob@example.com', ...details });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/userdetail', headers: bearer(alice.token) })).json().phone,
    ).toBeNull();
    // Saving again updates.
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/userdetail/Bob',
      headers: bearer(bob.token),
      payload: { ...details, location: 'Khulna' },
    });
    expect(updated.json().profile.location).toBe('Khulna');
  });

  it.each([
    [{ phone: '' }, 'phone: Phone number is required'],
    [{ education: '' }, 'education: Education is required'],
    [{ location: '' }, 'location: Location is required'],
    [{ linkedin: '' }, 'linkedin: linkedin url is required'],
    [{ linkedin: 'not a url' }, 'linkedin: Provide a valid URL'],
    [{ linkedin: 'javascript:alert(1)' }, 'linkedin: Provide a valid URL'],
  ])('refuses %j', async (override, message) => {
    const { token } = await createCustomer(
      t.app,
      `p-${Object.keys(override)[0]}-${String(Object.values(override)[0]).length}@example.com`,
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/userdetail/x',
      headers: bearer(token),
      payload: { ...details, ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/userdetail' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/userdetail/x', payload: details })).statusCode).toBe(401);
  });
});
