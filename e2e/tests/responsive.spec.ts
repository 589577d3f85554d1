import { expect, test } from '../support/fixtures';
import { hasHorizontalOverflow } from '../support/page-metrics';
import { publicPages } from '../support/public-pages';

for (const publicPage of publicPages) {
  test(`${publicPage.name} fits a 390 px phone without sideways scrolling`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(publicPage.path);
    await publicPage.waitUntilReady(page);
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });
}
