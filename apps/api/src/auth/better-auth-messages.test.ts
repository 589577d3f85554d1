import { BASE_ERROR_CODES } from 'better-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betterAuthMessages } from '@motoforge/contract';
import { createCustomer, signIn, signUp } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

/**
 * The contract keeps better-auth's refusals by their code so that a Bangla page can say them in
 * Bangla (the web app translates by the code); English pages show better-auth's own words. These
 * must stay its words: a better-auth upgrade that rewords one fails here.
 */
describe("better-auth's refusals as the contract keeps them", () => {
  it('are better-auth’s own words, code by code', () => {
    const theirs = Object.fromEntries(
      Object.keys(betterAuthMessages).map((code) => [
        code,
        BASE_ERROR_CODES[code as keyof typeof BASE_ERROR_CODES]?.message,
      ]),
    );
    expect(theirs).toEqual(betterAuthMessages);
  });

  describe.each(drivers)('as sign-in and sign-up answer them on %s', (driver) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(driver);
    });
    afterAll(() => t.close());

    it('say a wrong password and a taken e-mail with a code the contract knows', async () => {
      await createCustomer(t.app, 'rumana@example.com', 'Rumana');
      expect((await signIn(t.app, 'rumana@example.com', 'not-her-password')).json()).toEqual({
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: betterAuthMessages.INVALID_EMAIL_OR_PASSWORD,
      });
      expect((await signUp(t.app, { email: 'rumana@example.com' })).json()).toEqual({
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: betterAuthMessages.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL,
      });
    });
  });
});
