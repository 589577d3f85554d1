import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { storedToken } from './accounts';

/** packages/contract's authMessages.invalidToken: what the shop says when a session has ended. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Ends the page's session on the server, as a sign-out elsewhere or an expiry would: better-auth's
 * sign-out with the page's own token, from outside the browser, so the page keeps its cookie and
 * its stored token and finds out only from the API's answers.
 */
export async function endSessionOnServer(page: Page, request: APIRequestContext, baseURL: string) {
  const token = await storedToken(page);
  expect(token, 'the page holds an API token').toBeTruthy();
  const response = await request.post('/api/auth/sign-out', {
    headers: { authorization: `Bearer ${token}`, origin: new URL(baseURL).origin },
    data: {},
  });
  expect(response.ok(), `sign-out answered ${response.status()}`).toBe(true);
  const check = await request.get(`/api/userdetail`, { headers: { authorization: `Bearer ${token}` } });
  expect(check.status(), 'the token no longer opens the API').toBe(401);
}
