import { expectNoSeriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { signInAsNewCustomer } from '../support/orders';

// docs/product.md#quick-order: a signed-in buyer pastes ten part numbers (one superseded, one
// unknown), sees each found with its price and stock, fixes the unknown one in place, and puts all
// ten in the cart in one step. The demo catalogue's SKUs and OEM numbers
// (apps/api/src/db/seed/demo-catalogue.ts), each at its minimum order.
const PASTED = [
  'MF-BRK-0001, 2',
  'mf chn 0001 1',
  'MF-ELC-0001\t10',
  'MF-FLT-0001; 5',
  // The Oil Filter Cartridge's old number.
  '5D3-E3440-00, 10',
  // The Clutch Friction Plate Set's OEM number.
  '22201-KYT-940 2',
  // Bengali digits.
  'MF-BRK-0002, ৫',
  // No quantity: one.
  'MF-LGT-0001',
  'MF-NOPE-999, 3',
  'MF-CTL-0001, 5',
].join('\n');

// At both widths: the desktop project skips tests tagged @phone, the phone project those tagged
// @desktop (ADR 040).
for (const tag of ['@desktop', '@phone']) {
  test(
    `a buyer pastes ten part numbers, fixes one and adds them all to the cart ${tag}`,
    { tag },
    async ({ page, baseURL }) => {
      await signInAsNewCustomer(page, baseURL!, 'quick');
      await page.goto('/cart');
      await page.getByRole('link', { name: 'Have a list of part numbers? Quick order' }).click();
      await expect(page).toHaveURL('/quick-order');
      await expect(page.getByRole('heading', { name: 'Quick order', level: 1 })).toBeVisible();

      await page.getByRole('textbox', { name: 'Part numbers and quantities' }).fill(PASTED);
      await page.getByRole('button', { name: 'Check lines' }).click();
      const table = page.getByRole('table', { name: 'Checked lines' });
      await expect(table.getByRole('row')).toHaveCount(11);
      await expect(page.getByText('9 of 10 lines are ready.')).toBeVisible();
      const superseded = table.getByRole('row', { name: /Line 5/ });
      await expect(superseded).toContainText('Oil Filter Cartridge');
      await expect(superseded).toContainText('Replaces 5D3-E3440-00');
      await expect(table.getByRole('row', { name: /Line 7/ })).toContainText('Front Disc Brake Pad Set');
      const unknown = table.getByRole('row', { name: /Line 9/ });
      await expect(unknown).toContainText('No part has this number');
      await expectNoSeriousViolations(page, 'quick order with a line not found');

      // Fixed in place: the right number and quantity, checked again.
      await unknown.getByRole('textbox', { name: 'Part number on line 9' }).fill('MF-BDY-0001');
      await unknown.getByRole('textbox', { name: 'Quantity on line 9' }).fill('4');
      await page.getByRole('button', { name: 'Check again' }).click();
      await expect(page.getByText('10 of 10 lines are ready.')).toBeVisible();
      await expect(table.getByRole('row', { name: /Line 9/ })).toContainText('Rear-View Mirror Pair');

      await page.getByRole('button', { name: 'Add 10 lines to cart' }).click();
      await expect(page).toHaveURL('/cart');
      const lines = page.getByRole('list', { name: 'Parts in your cart' });
      await expect(lines.getByRole('article')).toHaveCount(10);
      await expect(lines.getByRole('article', { name: 'Oil Filter Cartridge' }).getByLabel('Quantity')).toHaveValue(
        '10',
      );
      await expect(lines.getByRole('article', { name: 'Rear-View Mirror Pair' }).getByLabel('Quantity')).toHaveValue(
        '4',
      );
      await expect(
        page.getByRole('region', { name: 'Order summary' }).getByRole('link', { name: 'Checkout' }),
      ).toBeVisible();
    },
  );
}
