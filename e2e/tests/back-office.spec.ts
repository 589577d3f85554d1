import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { signInAsAdmin } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/orders';
import { makePng } from '../support/png';

/** What a person sees of the page, kept with the test's results (docs: looked at at both widths). */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

test.describe('the product back office', () => {
  test('edits a price and the photo, and the shop shows them at once', async ({ page, newPart, request }, testInfo) => {
    const part = await newPart({ price: 450 });
    await signInAsAdmin(page, '/dashboard/manageproduct');
    await page.goto(`/parts/${part._id}`);
    await page.getByRole('link', { name: 'Edit this product' }).click();
    await expect(page).toHaveURL(`/dashboard/editproduct/${part._id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${part.name}` })).toBeVisible();

    const form = page.getByRole('form', { name: 'Edit Product' });
    await expect(form.getByLabel('Product Name', { exact: true })).toHaveValue(part.name);
    await expect(form.getByLabel('Price (taka)')).toHaveValue('450');
    await keepScreenshot(page, testInfo, 'edit-product-en');
    await expectNoSeriousViolations(page, 'Edit Product');
    await form.getByLabel('Price (taka)').fill('512.75');
    await form.getByLabel('Replace photo').setInputFiles({
      name: 'new-photo.png',
      mimeType: 'image/png',
      buffer: makePng(320, 320),
    });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Product saved')).toBeVisible();

    const purchase = (await (await request.get(`/api/purchase/${part._id}`)).json()) as { price: number; img: string };
    expect(purchase.price).toBe(512.75);
    expect(purchase.img).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.webp$/);
    await page.goto(`/parts/${part._id}`);
    await expect(page.getByText('৳512.75').first()).toBeVisible();
    await expect(page.locator(`img[src^="/uploads/"]`).first()).toBeVisible();

    await page.goto(`/bn/dashboard/editproduct/${part._id}`);
    await expect(page.getByRole('form', { name: 'পণ্য সম্পাদনা' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'edit-product-bn');
  });

  test('a part that replaces an old number is found by it, and its page says so', async ({ page, newPart }) => {
    const part = await newPart();
    const oldNumber = `98${String(Date.now()).slice(-7)}-QZE-601`;
    await signInAsAdmin(page, `/dashboard/editproduct/${part._id}`);
    const form = page.getByRole('form', { name: 'Edit Product' });
    await form.getByLabel('Replaces (old part numbers)').fill(oldNumber);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Product saved')).toBeVisible();

    // A mechanic types it in another form.
    await page.goto(`/allproducts?q=${encodeURIComponent(oldNumber.toLowerCase().replace(/-/g, ' '))}`);
    await page.getByRole('link', { name: part.name }).first().click();
    await expect(page).toHaveURL(`/parts/${part._id}`);
    await expect(page.getByText(`Replaces ${oldNumber}`)).toBeVisible();
  });

  test('restocks a part and logs who added how many', async ({ page, newPart }, testInfo) => {
    const part = await newPart({ availableQuantity: 40 });
    await signInAsAdmin(page, `/dashboard/editproduct/${part._id}`);
    const restock = page.getByRole('form', { name: 'Restock' });
    await expect(page.getByText('In stock now: 40')).toBeVisible();
    await expect(page.getByText('No stock has been added to this product yet.')).toBeVisible();
    // By keyboard only: type the quantity, Tab to the note, Enter sends the form.
    await restock.getByLabel('Quantity to add').focus();
    await page.keyboard.type('7');
    await page.keyboard.press('Tab');
    await expect(restock.getByLabel('Note')).toBeFocused();
    await page.keyboard.type('Lot 12 from Gazipur');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Stock added')).toBeVisible();
    await expect(page.getByText('In stock now: 47')).toBeVisible();
    const row = page.getByRole('table', { name: 'Restock log' }).getByRole('row', { name: /\+7/ });
    await expect(row).toContainText('Demo Admin');
    await expect(row).toContainText('47');
    await expect(row).toContainText('Lot 12 from Gazipur');
    await keepScreenshot(page, testInfo, 'restock-en');
    await page.goto(`/bn/dashboard/editproduct/${part._id}`);
    await expect(page.getByRole('table', { name: 'রিস্টকের খাতা' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'restock-bn');
  });

  test('lists a part low on stock until it is restocked', async ({ page, newPart }, testInfo) => {
    const part = await newPart({ availableQuantity: 3, minimumOrder: 1 });
    await signInAsAdmin(page, '/dashboard/lowstock');
    await expect(page.getByRole('heading', { level: 1, name: 'Low Stock' })).toBeVisible();
    // The new part comes last in the shop order, so on the last page.
    const count = page.getByText(/products? low on stock$/);
    const total = Number((await count.textContent())!.replace(/\D/g, ''));
    const lastPage = Math.ceil(total / 25);
    if (lastPage > 1) await page.goto(`/dashboard/lowstock?page=${lastPage}`);
    const row = page.getByRole('row', { name: part.name });
    await expect(row).toBeVisible();
    await keepScreenshot(page, testInfo, 'low-stock-en');
    await expectNoSeriousViolations(page, 'Low Stock');
    await row.getByRole('link', { name: `Edit or restock ${part.name}` }).click();
    await expect(page).toHaveURL(`/dashboard/editproduct/${part._id}`);
    const restock = page.getByRole('form', { name: 'Restock' });
    await restock.getByLabel('Quantity to add').fill('20');
    await restock.getByRole('button', { name: 'Add stock' }).click();
    await expect(toast(page, 'Stock added')).toBeVisible();

    await page.goto(`/dashboard/lowstock${lastPage > 1 ? `?page=${lastPage}` : ''}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Low Stock' })).toBeVisible();
    await expect(page.getByRole('row', { name: part.name })).toHaveCount(0);
    await page.goto('/bn/dashboard/lowstock');
    await expect(page.getByRole('heading', { level: 1, name: 'কম স্টক' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'low-stock-bn');
  });
});
