import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, messages } from '@motoforge/contract';
import { cookiesOf, createCustomer, freshAddress, SHOP_ORIGIN, signIn, sync } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

const foreignPictures: [what: string, image: string][] = [
  ['a script URL', 'javascript:alert(1)'],
  ['another site', 'https://evil.example/face.png'],
  ['a protocol-relative URL', '//evil.example/face.png'],
  ['500 KB of path', `/images/${'a'.repeat(500_000)}.png`],
  ['an empty string', ''],
];

/** An account's name and picture, whichever better-auth endpoint writes them (sign-up, update-user). */
describe.each(drivers)('names and pictures on accounts on %s', (driver) => {
  let t: TestApp;
  let nextEmail = 0;
  const freshEmail = () => `profile-${(nextEmail += 1)}@example.com`;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const sessionUser = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json().user as {
      name: string;
      image: string | null;
    };

  it.each(foreignPictures)('sign-up refuses a picture from %s with 400 and makes no account', async (_what, image) => {
    const email = freshEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: SHOP_ORIGIN },
      payload: { name: 'Picture Rider', email, password: 'secret12', image },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: authMessages.pictureRefused });
    expect((await signIn(t.app, email, 'secret12')).statusCode).toBe(401);
  });

  it("sign-up takes a picture the shop serves, and the name without the spaces the rule doesn't count", async () => {
    const padding = ' '.repeat(450_000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: SHOP_ORIGIN },
      payload: {
        name: `${padding}Padded Rider${padding}`,
        email: 'padded@example.com',
        password: 'secret12',
        image: '/images/avatars/default.svg',
      },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(200);
    const synced = await sync(t.app, cookiesOf(response), 'padded@example.com');
    expect(synced.json().user).toMatchObject({ displayName: 'Padded Rider', img: '/images/avatars/default.svg' });
  });

  // update-user is not routed (plugins/auth.test.ts); the server's own calls keep the same rules.
  it.each<[what: string, body: { name?: string; image?: string }, message: string]>([
    ['an empty name', { name: '' }, messages.nameRequired],
    ['a name of spaces', { name: '   ' }, messages.nameRequired],
    ['a name of 900,000 characters', { name: 'x'.repeat(900_000) }, messages.tooLong(120)],
    ['a name with a right-to-left override', { name: 'Kept \u202Eeman' }, messages.nameHiddenCharacters],
    ['a name with a zero-width space', { name: 'Demo\u200BAdmin' }, messages.nameHiddenCharacters],
    ...foreignPictures.map(([what, image]): [string, { image: string }, string] => [
      `a picture from ${what}`,
      { image },
      authMessages.pictureRefused,
    ]),
  ])('update-user refuses %s with 400 and changes nothing', async (_what, body, message) => {
    const { cookie } = await createCustomer(t.app, freshEmail(), 'Kept Name');
    const update = t.app.auth.api.updateUser({ headers: new Headers({ cookie }), body });
    await expect(update).rejects.toMatchObject({ statusCode: 400, body: { success: false, message } });
    expect(await sessionUser(cookie)).toMatchObject({ name: 'Kept Name', image: null });
  });

  it('update-user takes a name by the sign-up rules and a picture the shop serves', async () => {
    const { cookie } = await createCustomer(t.app, 'renamed@example.com', 'Old Name');
    await t.app.auth.api.updateUser({
      headers: new Headers({ cookie }),
      body: { name: '  New Name  ', image: '/uploads/0123456789abcdef0123456789abcdef-400.webp' },
    });
    expect(await sessionUser(cookie)).toMatchObject({
      name: 'New Name',
      image: '/uploads/0123456789abcdef0123456789abcdef-400.webp',
    });
  });
});
