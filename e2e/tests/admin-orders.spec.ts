import { readFile } from 'node:fs/promises';
import { newApiCustomer, orderThroughApi, signInAsAdmin } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { orderNumberOf } from '../support/orders';
import { hasHorizontalOverflow } from '../support/page-metrics';

/**
 * Manage All Orders at scale and the sales page (docs/product.md#back-office): the search and the filters live in
 * the URL, the CSV has what the list has, and the sales page draws its chart; at both widths.
 */
test('Manage All Orders finds a buyer, keeps the filters in the URL and exports them as CSV', async ({
  page,
  request,
  baseURL,
  newPart,
}) => {
  const part = await newPart();
  const customer = await newApiCustomer(request, baseURL!, 'search');
  const orderId = await orderThroughApi(request, customer, part);
  const number = await orderNumberOf(request, customer.headers, orderId);

  await signInAsAdmin(page, '/dashboard/manageorder');
  const search = page.getByRole('search', { name: 'Search and filter orders' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(customer.email);
  await search.getByRole('combobox', { name: 'Order state' }).selectOption('placed');
  await search.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(
    (url) => url.searchParams.get('q') === customer.email && url.searchParams.get('state') === 'placed',
  );
  const table = page.getByRole('table', { name: 'All Orders' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: part.name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: `Order ${number}` })).toHaveAttribute(
    'href',
    `/dashboard/order/${orderId}`,
  );
  await expect(row.getByText(`${part.name} × ${part.minimumOrder}`)).toBeVisible();
  // The spec's actions are within the page's width, nothing to scroll sideways to reach them.
  const width = page.viewportSize()!.width;
  for (const control of [row.getByRole('button', { name: /^Delete order of/ }), row.getByText('NOT PAID')]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  expect(await hasHorizontalOverflow(page)).toBe(false);

  // A link to the search opens it again, fields filled in.
  await page.reload();
  await expect(search.getByRole('searchbox', { name: 'Search' })).toHaveValue(customer.email);
  await expect(search.getByRole('combobox', { name: 'Order state' })).toHaveValue('placed');
  await expect(row).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^motoforge-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const [header, ...records] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe(
    'order_number,order_id,created_at,state,payment_method,paid,tnx_id,buyer_name,buyer_email,delivery_name,phone,address,product_name,part_id,quantity,unit_price,order_total',
  );
  expect(records).toHaveLength(1);
  expect(records[0]).toContain(orderId);
  expect(records[0]).toContain(number);
  expect(records[0]).toContain(customer.email);

  // The number as read out on the phone, however it is typed, finds that one order.
  await search.getByRole('combobox', { name: 'Order state' }).selectOption('');
  await search.getByRole('searchbox', { name: 'Search' }).fill(number.replace('-', ' ').toLowerCase());
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `Order ${number}` })).toBeVisible();

  await search.getByRole('searchbox', { name: 'Search' }).fill('no-such-buyer-anywhere@example.com');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No order matches this search.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/manageorder' && url.search === '');
});

test('the sales page charts revenue and switches between 30 and 90 days', async ({ page }) => {
  await signInAsAdmin(page, '/dashboard/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Revenue: ৳/ })).toBeVisible();
  const chart = page.getByRole('img', { name: 'Revenue per day over the last 30 days' });
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders by state' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cash on delivery against online' })).toBeVisible();

  await page.getByRole('link', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('days') === '90');
  await expect(
    page.getByRole('img', { name: 'Revenue per day over the last 90 days' }).locator('canvas'),
  ).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
});

test('the sales chart draws its ৳ axis in the taka sign’s own font, loaded before it draws', async ({ page }) => {
  // Every text the canvas draws with a ৳, with the font it was drawn in and whether that font's
  // glyph for ৳ was there: on a device without a Bengali font, anything else is a box.
  await page.addInitScript(() => {
    const drawn: { text: string; font: string; hasGlyph: boolean }[] = [];
    Object.assign(window, { takaDrawn: drawn });
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      if (String(text).includes('৳')) {
        drawn.push({ text: String(text), font: this.font, hasGlyph: document.fonts.check(this.font, '৳') });
      }
      return fillText.call(this, text, ...rest);
    };
  });
  await signInAsAdmin(page, '/dashboard/sales');
  await expect(
    page.getByRole('img', { name: 'Revenue per day over the last 30 days' }).locator('canvas'),
  ).toBeVisible();

  const drawn = await page.waitForFunction(() => {
    const labels = (window as unknown as { takaDrawn: { text: string; font: string; hasGlyph: boolean }[] }).takaDrawn;
    return labels.length > 0 ? labels : null;
  });
  const labels = (await drawn.jsonValue()) as { text: string; font: string; hasGlyph: boolean }[];
  for (const label of labels) {
    expect(label.font, `the font of "${label.text}"`).toContain('Taka Sign');
    expect(label.hasGlyph, `the taka sign's font was loaded when "${label.text}" was drawn`).toBe(true);
  }
});
