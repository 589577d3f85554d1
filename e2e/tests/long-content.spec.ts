import { randomUUID } from 'node:crypto';
import type { Part } from '@motoforge/contract';
import { adminApiHeaders, removePartNamed } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { signInAsNewCustomer } from '../support/orders';
import { hasHorizontalOverflow, isWholeAcross } from '../support/page-metrics';

// The longest a name (200) and a description (2000) may be, with no space to wrap at.
const unbrokenName = () => `MF${randomUUID().replaceAll('-', '')}`.padEnd(200, '0123456789ABCDEF');
const UNBROKEN_DESCRIPTION = 'X'.repeat(2000);

test('a part with the longest unbroken name and description keeps the catalogue and its own page in shape', async ({
  page,
  request,
  baseURL,
}) => {
  const name = unbrokenName();
  const added = await request.post('/api/part', {
    headers: await adminApiHeaders(request, baseURL!),
    data: {
      name,
      description: UNBROKEN_DESCRIPTION,
      minimumOrder: 1,
      availableQuantity: 10_000_000,
      price: 999_999.99,
      img: '/images/parts/spark-plug.svg',
    },
  });
  expect(added.ok(), `POST /api/part answered ${added.status()}`).toBe(true);
  const { insertedId } = (await added.json()) as { insertedId: Part['_id'] };
  try {
    // The newest part first: the shop order puts it on the last of the catalogue's pages.
    await page.goto('/allproducts?sort=newest');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    const buyNow = card.getByRole('link', { name: `Buy Now: ${name}` });
    await expect(buyNow).toBeVisible();
    expect(await hasHorizontalOverflow(page), '/allproducts scrolls sideways').toBe(false);
    // Inside its card, the card inside the window.
    expect(await isWholeAcross(buyNow), 'Buy Now sticks out of its card').toBe(true);
    const [buttonBox, cardBox] = [(await buyNow.boundingBox())!, (await card.boundingBox())!];
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    // The card shows the start of the description; the part's page shows all of it.
    const description = card.getByText(UNBROKEN_DESCRIPTION);
    const lineHeight = await description.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await description.boundingBox())!.height).toBeLessThanOrEqual(3 * lineHeight + 1);
    await expect(card).toContainText('Available quantity: 10,000,000');

    await signInAsNewCustomer(page, baseURL!);
    await page.goto(`/purchase/${insertedId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(UNBROKEN_DESCRIPTION)).toBeVisible();
    expect(await hasHorizontalOverflow(page), 'the part’s page scrolls sideways').toBe(false);
  } finally {
    await removePartNamed(request, baseURL!, name);
  }
});
