import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The fake SSLCommerz this run's shop pays through (tools/fake-sslcommerz, started by
 * playwright.config.ts): E2E_PORT + 2, as the local Google takes + 1.
 */
export const SSLCOMMERZ_PORT = Number(process.env.E2E_PORT ?? 3210) + 2;
export const SSLCOMMERZ_ORIGIN = `http://127.0.0.1:${SSLCOMMERZ_PORT}`;
/** The fake's store, as the shop is configured with it. */
export const SSLCOMMERZ_STORE = { id: 'motoforge-e2e', password: 'motoforge-e2e@ssl' } as const;

/** A payment session as the fake keeps it (GET /__fake/sessions). */
type FakeSession = { tranId: string; bankTranId: string | null };

/** SSLCommerz's hosted page, as the buyer sees it: the amount, and Pay, Fail and Cancel. */
export function hostedPaymentPage(page: Page) {
  return {
    amount: page.getByText(/^Amount to pay:/),
    pay: page.getByRole('button', { name: 'Pay', exact: true }),
    cancel: page.getByRole('button', { name: 'Cancel', exact: true }),
    /** Its own transaction id (our tran_id), as the page shows it. */
    async tranId(): Promise<string> {
      const text = await page.getByText(/^Transaction:/).textContent();
      const tranId = /^Transaction: (\S+)$/.exec(text?.trim() ?? '')?.[1];
      expect(tranId, 'the hosted page shows its transaction').toBeTruthy();
      return tranId!;
    },
  };
}

/** The bank's transaction id the fake gave a paid session: the order's tnxId once it is paid. */
export async function bankTransactionOf(request: APIRequestContext, tranId: string): Promise<string> {
  const response = await request.get(`${SSLCOMMERZ_ORIGIN}/__fake/sessions`);
  expect(response.ok(), `GET /__fake/sessions answered ${response.status()}`).toBe(true);
  const session = ((await response.json()) as FakeSession[]).find((each) => each.tranId === tranId);
  expect(session?.bankTranId, `the fake's session ${tranId} was paid`).toBeTruthy();
  return session!.bankTranId!;
}
