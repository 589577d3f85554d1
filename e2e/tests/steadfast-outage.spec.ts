import { packedCodOrder } from '../support/checkout-api';
import { expect, test } from '../support/fixtures';
import { signInAsNewCustomer, valueNextTo } from '../support/orders';
import { consignmentFor, setSteadfastDown } from '../support/steadfast';

/*
 * Steadfast down is down for every parcel of the one shop the specs share, and a follow job that
 * met the outage would wait a minute to retry and show on the Jobs page as failed: this spec runs
 * in a Playwright project of its own, after all the others (playwright.config.ts), and brings
 * Steadfast back whatever happens. On its own: `npx playwright test --project=steadfast-outage --no-deps`.
 */

/** The contract's orderLifecycleMessages.courierUnavailable('Steadfast'), as the admin reads it. */
const STEADFAST_UNAVAILABLE =
  'Steadfast is not answering right now. The order stays packed: try shipping it again in a few minutes.';

test.afterEach(async ({ request }) => {
  await setSteadfastDown(request, false);
});

test('with Steadfast down, Ship says so and the order stays packed; it ships once Steadfast is back', async ({
  page,
  browser,
  baseURL,
  newPart,
}) => {
  await signInAsNewCustomer(page, baseURL!);
  const part = await newPart({ price: 560 });
  const { placed, admin, order, close } = await packedCodOrder(page, browser, baseURL!, part);
  try {
    // Nothing answers at Steadfast's address: the connection drops.
    await setSteadfastDown(admin.request, 'connection-reset');
    const ship = order.shopActions.getByRole('button', { name: 'Ship', exact: true });
    await ship.click();
    await expect(order.shopActions.getByRole('alert')).toHaveText(STEADFAST_UNAVAILABLE);
    await expect(order.state).toHaveText('Packed');
    await admin.reload();
    await expect(order.state).toHaveText('Packed');
    await expect(order.entries.last()).toContainText('Packed by the shop');
    expect(await consignmentFor(admin.request, placed.orderId), 'no parcel was made').toBeUndefined();

    // Back up: the same button ships it, with the parcel Steadfast makes now.
    await setSteadfastDown(admin.request, false);
    await ship.click();
    await expect(order.state).toHaveText('Shipped');
    await expect(order.shopActions.getByRole('alert')).toHaveCount(0);
    const consignment = await consignmentFor(admin.request, placed.orderId);
    expect(consignment, 'Steadfast has the parcel').toBeDefined();
    await expect(valueNextTo(admin.getByRole('main'), 'Tracking code')).toContainText(consignment!.trackingCode);
  } finally {
    await close();
  }
});
