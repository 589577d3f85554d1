import { expectNoSeriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { signInAsNewCustomer } from '../support/orders';
import { checkTenPartNumbers, fixUnknownLine } from '../support/quick-order';

// docs/product.md#quick-order: a signed-in buyer pastes ten part numbers (one superseded, one
// unknown), sees each found with its price and stock, fixes the unknown one in place, and puts all
// ten in the cart in one step.

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

      const checked = await checkTenPartNumbers(page);
      await expect(checked.table.getByRole('row', { name: /Line 7/ })).toContainText('Front Disc Brake Pad Set');
      await expectNoSeriousViolations(page, 'quick order with a line not found');

      // Fixed in place: the right number and quantity, checked again.
      await fixUnknownLine(page, checked);

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
