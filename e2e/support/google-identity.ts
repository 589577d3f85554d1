import { expect, type APIRequestContext } from '@playwright/test';

/** The local OpenID Connect server that plays Google in this run (support/oidc-server.mjs). */
export const OIDC_PORT = Number(process.env.E2E_PORT ?? 3210) + 1;
export const OIDC_ORIGIN = `http://127.0.0.1:${OIDC_PORT}`;

/** Who "Google" says the person is: the claims of the ID token it signs. */
export type GoogleIdentity = { sub: string; email: string; email_verified: boolean; name: string };

/**
 * Chooses who the next "Continue with Google" signs in as. There is one "next identity" for the
 * whole run, so the tests that use it run one after another, in one project.
 */
export async function setNextGoogleIdentity(request: APIRequestContext, identity: GoogleIdentity): Promise<void> {
  const response = await request.post(`${OIDC_ORIGIN}/__test/next-identity`, { data: identity });
  expect(response.ok(), `the local Google answered ${response.status()}`).toBe(true);
}
