import { expectNoSeriousViolations } from '../support/accessibility';
import { openDashboardMenu } from '../support/admin';
import { approveApplication, newCustomerGroup } from '../support/business';
import { fillSavarAddress, newMobile } from '../support/checkout-api';
import { expect, test } from '../support/fixtures';
import { downloadInvoice, invoiceTaka } from '../support/invoices';
import { bearer, orderNumberOf, orderPage, paymentPage, signInAsNewCustomer, SUCCEEDING_CARD } from '../support/orders';
import { checkTenPartNumbers, fixUnknownLine } from '../support/quick-order';
import { taka } from '../support/taka';

/** The workshop's business identification number, which its invoices print as the buyer's. */
const WORKSHOP_BIN = '0012345670101';

/** GET /api/orders/{id}: what the invoice must add up to. */
type ShopOrder = {
  lines: { productName: string; quantity: number; price: number }[];
  subtotal: number;
  deliveryFee: number;
  total: number;
};

/**
 * The workshop's group (docs/product.md#group-prices): 10% off brakes, 12.5% off the Oil Filter
 * Cartridge (MF-FLT-0002), 5% more from ten of a part, and an order of at least ৳5,000.
 */
const WORKSHOP_PRICES = {
  minimumOrder: 5_000,
  discounts: [
    { category: 'brakes', percent: 10 },
    { sku: 'MF-FLT-0002', percent: 12.5 },
  ],
  breaks: [{ minQuantity: 10, percent: 5 }],
};

// The "Done when" (issue 39, docs/product.md#business-accounts): a workshop applies and is
// approved, sees its prices, pastes ten part numbers (one superseded, one unknown), checks out, and
// downloads a VAT invoice whose totals match the order to the poisha. At both widths: the desktop
// project skips tests tagged @phone, the phone project those tagged @desktop (ADR 040).
for (const tag of ['@desktop', '@phone']) {
  test(
    `a workshop applies, is approved, quick-orders ten part numbers at its prices and gets their invoice ${tag}`,
    { tag },
    async ({ page, request, baseURL, catalogue }) => {
      // A whole buyer's journey, pages and a PDF: more than one page's budget of time.
      test.slow();
      const brakeDisc = catalogue.find((part) => part.name === 'Front Brake Disc 276 mm');
      expect(brakeDisc, 'the demo catalogue has the Front Brake Disc 276 mm').toBeDefined();

      // The buyer applies from the dashboard's menu.
      await signInAsNewCustomer(page, baseURL!, 'workshop');
      await (await openDashboardMenu(page)).getByRole('link', { name: 'Business Account' }).click();
      await expect(page).toHaveURL('/dashboard/business');
      const form = page.getByRole('form', { name: 'Business account application' });
      await form.getByLabel('Type of business').selectOption({ label: 'Workshop' });
      await form.getByLabel('Business name').fill('Rahim Motor Works');
      await form.getByLabel('Trade licence number').fill('DNCC-0123/2025');
      await form.getByLabel('BIN (optional)').fill(WORKSHOP_BIN);
      await form.getByLabel('Business address').fill('12 Kazi Nazrul Islam Avenue, Dhaka');
      await form.getByLabel('Business mobile number').fill(newMobile());
      await expectNoSeriousViolations(page, 'the business account application');
      await form.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'waiting' })).toHaveText(
        'Your application is waiting for the shop’s answer.',
      );

      // The admin approves it into a group of its own, priced for workshops.
      const group = await newCustomerGroup(request, baseURL!, 'E2E Workshops', WORKSHOP_PRICES);
      const mine = await page.request.get('/api/business-accounts/mine', { headers: await bearer(page) });
      const { application } = (await mine.json()) as { application: { id: string } };
      await approveApplication(request, baseURL!, application.id, group.id);
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: 'approved' })).toContainText(
        `Your business account is approved. Your group: ${group.name}`,
      );

      // The part page: the group's price, the list price beside it, and the quantity break.
      await page.goto(`/parts/${brakeDisc!._id}`);
      const main = page.getByRole('main');
      await expect(main.getByText(`Your price: ${taka(1_665)} List price ${taka(1_850)}`)).toBeVisible();
      await expect(main.getByText(`10 or more: ${taka(1_581.75)} each`)).toBeVisible();

      // Ten part numbers pasted, the unknown one fixed in place, all ten in the cart in one step.
      await page.goto('/quick-order');
      const checked = await checkTenPartNumbers(page);
      await expect(checked.table.getByRole('row', { name: /Line 1\b/ })).toContainText(taka(1_665));
      await expectNoSeriousViolations(page, 'quick order with a line not found');
      await fixUnknownLine(page, checked);
      await page.getByRole('button', { name: 'Add 10 lines to cart' }).click();
      await expect(page).toHaveURL('/cart');
      await expect(page.getByRole('list', { name: 'Parts in your cart' }).getByRole('article')).toHaveCount(10);

      // Checked out to Savar, paid by card.
      await page.getByRole('region', { name: 'Order summary' }).getByRole('link', { name: 'Checkout' }).click();
      await expect(page).toHaveURL('/checkout');
      const checkout = page.getByRole('form', { name: 'Checkout' });
      await fillSavarAddress(checkout, 'House 12, Road 3, Savar');
      await checkout.getByRole('radio', { name: 'Card' }).check();
      await checkout.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
      const orderId = /\/dashboard\/payment\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
      const payment = paymentPage(page);
      await payment.payWith(SUCCEEDING_CARD);
      await expect(payment.congratulations).toBeVisible();

      // The order charged the group's prices, as the server worked them out.
      const headers = await bearer(page);
      const order = (await (await page.request.get(`/api/orders/${orderId}`, { headers })).json()) as ShopOrder;
      expect(order.lines).toHaveLength(10);
      expect(order.lines.find((line) => line.productName === brakeDisc!.name)).toMatchObject({
        quantity: 2,
        price: 1_665,
      });
      expect(order.total).toBe(order.subtotal + order.deliveryFee);

      // Its page offers the invoice, whose totals are the order's to the poisha.
      const number = await orderNumberOf(page.request, headers, orderId);
      await page.goto(`/dashboard/order/${orderId}`);
      await expect(orderPage(page).heading).toHaveText(`Order ${number}`);
      await expectNoSeriousViolations(page, 'the order page with its invoice');
      const invoice = await downloadInvoice(page);
      expect(invoice.text).toContain(`Order: ${number}`);
      expect(invoice.text).toContain(`BIN: ${WORKSHOP_BIN}`);
      expect(invoice.text).toContain(`Total value ${invoiceTaka(order.total)}`);
      expect(invoice.text).toContain(`Total payable ${invoiceTaka(order.total)}`);
      // The group's price, with the list price it came down from under the part's name (ADR 059).
      expect(invoice.text).toContain(
        `${brakeDisc!.name} List price ${invoiceTaka(1_850)} 2 ${invoiceTaka(1_665)} ${invoiceTaka(3_330)}`,
      );
    },
  );
}
