import { payThroughApi, signInAsAdmin } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { bearer, orderNumberOf, orderPage, signInAsNewCustomer } from '../support/orders';
import { DOWNLOAD_INVOICE, downloadInvoice, invoiceTaka } from '../support/invoices';

// VAT invoices (Mushak 6.3, issue 39, docs/decisions/051-vat-invoices.md): a confirmed order's invoice,
// downloaded by its buyer from the order page and by the admin from Manage All Orders.

// At 1280 px and at 390 px: playwright.config.ts names this spec among the phone project's.
test('the buyer downloads the VAT invoice of a paid order, and the admin the same one from Manage All Orders', async ({
  page,
  browser,
  baseURL,
  newPart,
}) => {
  const customer = await signInAsNewCustomer(page, baseURL!, 'invoice');
  const headers = await bearer(page);
  const part = await newPart({ price: 1_234.5 });
  const placed = await page.request.post('/api/booking', {
    headers,
    data: { productId: part._id, quantity: part.minimumOrder, phone: '01712345678', address: 'House 4, Dhanmondi' },
  });
  expect(placed.ok()).toBe(true);
  const { insertedId: orderId } = (await placed.json()) as { insertedId: string };
  const number = await orderNumberOf(page.request, headers, orderId);

  // Not confirmed yet: no invoice to offer.
  await page.goto(`/dashboard/order/${orderId}`);
  await expect(orderPage(page).heading).toBeVisible();
  await expect(page.getByRole('button', { name: DOWNLOAD_INVOICE })).toHaveCount(0);

  await payThroughApi(page.request, { ...customer, token: '', headers }, orderId, part.name);
  const order = (await (await page.request.get(`/api/orders/${orderId}`, { headers })).json()) as { total: number };
  const total = invoiceTaka(order.total);
  await page.reload();
  const button = page.getByRole('button', { name: DOWNLOAD_INVOICE });
  // Reached from the keyboard, like every control of the page.
  await button.focus();
  await expect(button).toBeFocused();
  const buyerCopy = await downloadInvoice(page);
  expect(buyerCopy.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(buyerCopy.text).toContain('VAT Invoice (Mushak 6.3)');
  expect(buyerCopy.text).toContain(`Order: ${number}`);
  expect(buyerCopy.text).toContain(part.name);
  expect(buyerCopy.text).toContain(`Total payable ${total}`);
  const invoiceNumber = /Invoice number: ([A-Z0-9-]+-\d{4}-\d{2}-\d{6})/.exec(buyerCopy.text)?.[1];
  expect(invoiceNumber).toBeTruthy();

  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  try {
    const admin = await context.newPage();
    await signInAsAdmin(admin, '/dashboard/manageorder');
    const search = admin.getByRole('search', { name: 'Search and filter orders' });
    await search.getByRole('searchbox', { name: 'Search' }).fill(number);
    await search.getByRole('button', { name: 'Search' }).click();
    await admin
      .getByRole('table', { name: 'All Orders' })
      .getByRole('link', { name: `Order ${number}` })
      .click();
    await expect(orderPage(admin).heading).toHaveText(`Order ${number}`);
    const adminCopy = await downloadInvoice(admin);
    // The same invoice: numbered once, the first time it was issued.
    expect(adminCopy.text).toContain(`Invoice number: ${invoiceNumber}`);
    expect(adminCopy.text).toContain(`Total payable ${total}`);
  } finally {
    await context.close();
  }
});
