import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { signInAsAdmin, uniqueLabel } from '../support/admin';
import { approveApplication, newCustomerGroup } from '../support/business';
import { fillCartThroughApi, fillSavarAddress, newMobile } from '../support/checkout-api';
import { expect, test } from '../support/fixtures';
import { bearer, signInAsNewCustomer } from '../support/orders';
import { taka } from '../support/taka';

/** GET /api/orders/{id} as the page's customer: what the accepted quote made. */
type ShopOrder = { lines: { partId: string; quantity: number; price: number }[]; subtotal: number };

/**
 * The signed-in buyer of `page` as an approved workshop, in a group of its own; the admin's calls
 * go through `request`, a cookie jar apart from the buyer's page.
 */
async function approveAsWorkshop(page: Page, request: APIRequestContext, baseURL: string) {
  const group = await newCustomerGroup(request, baseURL, 'E2E Quotes');
  const applied = await page.request.post('/api/business-accounts', {
    headers: await bearer(page),
    data: {
      kind: 'workshop',
      businessName: 'Rahim Motors',
      tradeLicence: 'DNCC-77',
      address: 'Mirpur',
      phone: newMobile(),
    },
  });
  expect(applied.ok(), `POST /api/business-accounts answered ${applied.status()}`).toBe(true);
  await approveApplication(request, baseURL, (await applied.json()).id, group.id);
}

// docs/product.md#quotes: a workshop asks for a quote on its cart, the admin prices each line in the
// back office, the workshop accepts it, and the order charges exactly the quoted prices. At both
// widths: the desktop project skips tests tagged @phone, the phone project those tagged @desktop.
for (const tag of ['@desktop', '@phone']) {
  test(
    `a workshop asks for a quote, the admin prices it, the order is at its prices ${tag}`,
    { tag },
    async ({ page, browser, request, baseURL, newPart }) => {
      // Two people's pages, one after the other: more than one page's budget of time.
      test.slow();
      const pads = await newPart({ name: uniqueLabel('Quoted Brake Pads'), price: 450, minimumOrder: 4 });
      const chain = await newPart({ name: uniqueLabel('Quoted Chain Kit'), price: 1800, minimumOrder: 1 });
      await signInAsNewCustomer(page, baseURL!, 'workshop');
      await approveAsWorkshop(page, request, baseURL!);
      await fillCartThroughApi(page, [pads, chain]);

      // The buyer asks on the cart, with a note, and lands on the quote's page.
      await page.goto('/cart');
      const ask = page.getByRole('form', { name: 'Ask for a quote' });
      await ask.getByLabel('Note to the shop (optional)').fill('Monthly stock');
      await expectNoSeriousViolations(page, 'the cart with the quote request');
      await ask.getByRole('button', { name: 'Ask for a quote' }).click();
      await expect(page).toHaveURL(/\/dashboard\/myquotes\/[0-9a-f-]{36}$/);
      const heading = page.getByRole('heading', { level: 1, name: /^Quote Q-[0-9A-F]{8}$/ });
      await expect(heading).toBeVisible();
      const number = (await heading.textContent())!.replace('Quote ', '');
      await expect(page.getByText('The shop has not priced this quote yet.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'History' })).toContainText('Requested');
      await expectNoSeriousViolations(page, 'a requested quote');

      // The admin, in a browser of their own, finds it among the requested ones and prices it.
      const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
      const admin = await context.newPage();
      await signInAsAdmin(admin, '/dashboard/quotes?state=requested');
      await expect(admin.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
      await admin.getByRole('link', { name: number }).click();
      await expect(admin.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
      const pricing = admin.getByRole('form', { name: 'Price this quote' });
      await pricing.getByLabel(`Price of ${pads.name} × 4 (taka)`).fill('399.50');
      await pricing.getByLabel(`Price of ${chain.name} × 1 (taka)`).fill('1650');
      await pricing.getByLabel('Note to the buyer (optional)').fill('Held for you');
      await expectNoSeriousViolations(admin, 'the admin pricing a quote');
      await pricing.getByRole('button', { name: 'Send quote' }).click();
      await expect(admin.getByRole('region', { name: 'About this quote' })).toContainText('Priced');
      await expect(admin.getByRole('form', { name: 'Price this quote' })).toHaveCount(0);
      await context.close();

      // The buyer accepts it with the checkout's own form: delivered in Savar, cash on delivery.
      const quoted = 399.5 * 4 + 1650;
      await page.goto('/dashboard/myquotes');
      await page.getByRole('link', { name: number }).click();
      await expect(page.getByRole('region', { name: 'About this quote' })).toContainText(taka(quoted));
      const form = page.getByRole('form', { name: 'Checkout' });
      await fillSavarAddress(form, 'House 12, Road 3, Savar');
      await expect(form.getByRole('region', { name: 'Your order' })).toContainText(taka(quoted));
      await expectNoSeriousViolations(page, 'a priced quote to accept');
      await form.getByRole('button', { name: 'Accept quote and place order' }).click();
      await expect(page).toHaveURL(/\/dashboard\/order\/[0-9a-f-]{36}\/confirm$/);

      // The order charges exactly the quoted prices.
      const orderId = /\/dashboard\/order\/([0-9a-f-]{36})\/confirm$/.exec(page.url())?.[1];
      const response = await page.request.get(`/api/orders/${orderId}`, { headers: await bearer(page) });
      expect(response.ok(), `GET /api/orders/${orderId} answered ${response.status()}`).toBe(true);
      const order = (await response.json()) as ShopOrder;
      expect(order.subtotal).toBe(quoted);
      expect(order.lines.map(({ partId, quantity, price }) => ({ partId, quantity, price }))).toEqual([
        { partId: pads._id, quantity: 4, price: 399.5 },
        { partId: chain._id, quantity: 1, price: 1650 },
      ]);

      // Its page now says accepted, links its order, and its history is whole.
      await page.goto('/dashboard/myquotes?state=accepted');
      await page.getByRole('link', { name: number }).click();
      const history = page.getByRole('region', { name: 'History' }).getByRole('listitem');
      await expect(history).toHaveText([/^Requested.*Monthly stock$/, /^Priced.*Held for you$/, /^Accepted/]);
      await expect(page.getByRole('link', { name: 'Open its order' })).toHaveAttribute(
        'href',
        `/dashboard/order/${orderId}`,
      );
    },
  );
}
