import { checkoutThroughApi, confirmPhoneThroughApi, newMobile } from '../support/checkout-api';
import { expectNoSeriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { adminOn, bearer, orderPage, signInAsNewCustomer } from '../support/orders';
import { hasHorizontalOverflow } from '../support/page-metrics';

// COD risk (docs/orders.md#cod-risk, issue 38): the admin records a parcel refused at the door, the
// same phone's next cash-on-delivery order is scored from it and held, and the admin reads why,
// finds it through Manage All Orders' filter, releases it and packs it. At 1280 and 390 px, with
// the order's page read in Bangla once.

test('a refused parcel makes the phone’s next COD order held until the admin releases it', async ({
  page,
  browser,
  baseURL,
  newPart,
}, testInfo) => {
  test.slow();
  await signInAsNewCustomer(page, baseURL!);
  const part = await newPart({ price: 560 });
  const phone = newMobile();
  const first = await checkoutThroughApi(page, [part], 'cod', phone);
  const { admin, close } = await adminOn(browser, baseURL!, page, first.orderId);
  try {
    await confirmPhoneThroughApi(page, admin, first.orderId, phone);
    const adminHeaders = await bearer(admin);
    for (const step of [{ to: 'packed' }, { to: 'shipped', courier: 'Sundarban', trackingCode: 'SB-2231' }]) {
      const moved = await admin.request.post(`/api/admin/orders/${first.orderId}/transition`, {
        headers: adminHeaders,
        data: step,
      });
      expect(moved.ok(), await moved.text()).toBe(true);
    }

    // The rider would not take it: the admin records it from the order's page.
    await admin.reload();
    const order = orderPage(admin);
    await expect(order.state).toHaveText('Shipped');
    await admin.getByRole('button', { name: 'Parcel refused at the door' }).click();
    const asked = admin.getByRole('dialog', { name: 'Mark this parcel refused at the door?' });
    await asked.getByRole('button', { name: 'Yes, it was refused' }).click();
    await expect(asked).toBeHidden();
    await expect(order.state).toHaveText('Cancelled');
    await expect(order.entries.last()).toContainText('Refused at the door: the courier brings the parcel back');

    // The same phone orders again: held, with the reasons the shop found.
    const second = await checkoutThroughApi(page, [part], 'cod', phone);
    await confirmPhoneThroughApi(page, admin, second.orderId, phone);
    const { number } = (await (
      await page.request.get(`/api/orders/${second.orderId}`, { headers: await bearer(page) })
    ).json()) as { number: string };
    await admin.goto('/dashboard/manageorder?risk=held');
    const filter = admin.getByRole('search', { name: 'Search and filter orders' });
    await expect(filter.getByLabel('Cash-on-delivery risk')).toHaveValue('held');
    const row = admin.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('COD risk 65: held for a check');
    await row.getByRole('link', { name: `Order ${number}` }).click();
    await expect(admin).toHaveURL(`/dashboard/order/${second.orderId}`);

    const risk = admin.getByRole('region', { name: 'Cash-on-delivery risk' });
    await expect(risk).toContainText('Score 65');
    await expect(risk).toContainText(
      'This phone’s earlier cash-on-delivery parcels: 1 came back (refused or returned), 0 delivered',
    );
    await expect(risk).toContainText('A new account, made 0 days ago');
    await expect(risk).toContainText('Held for your check');
    await expect(order.shopActions.getByRole('button', { name: 'Mark packed' })).toHaveCount(0);
    expect(await hasHorizontalOverflow(admin)).toBe(false);
    await expectNoSeriousViolations(admin, 'a held COD order');
    await admin.screenshot({ path: testInfo.outputPath('held.png'), fullPage: true });

    // The same page in Bangla.
    await admin.goto(`/bn/dashboard/order/${second.orderId}`);
    const inBangla = admin.getByRole('region', { name: 'ক্যাশ অন ডেলিভারির ঝুঁকি' });
    await expect(inBangla).toContainText('স্কোর ৬৫');
    await expect(inBangla.getByRole('button', { name: 'প্যাক করার জন্য ছেড়ে দিন' })).toBeVisible();
    await admin.screenshot({ path: testInfo.outputPath('held-bn.png'), fullPage: true });

    await admin.goto(`/dashboard/order/${second.orderId}`);
    await risk.getByRole('button', { name: 'Release for packing' }).click();
    await expect(risk).toContainText(/Released for packing on/);
    await order.shopActions.getByRole('button', { name: 'Mark packed' }).click();
    await expect(order.state).toHaveText('Packed');

    // The buyer sees none of it.
    await page.goto(`/dashboard/order/${second.orderId}`);
    await expect(orderPage(page).state).toHaveText('Packed');
    await expect(page.getByRole('region', { name: 'Cash-on-delivery risk' })).toHaveCount(0);
  } finally {
    await close();
  }
});
