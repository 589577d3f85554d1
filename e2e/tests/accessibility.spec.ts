import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { publicPages } from '../support/public-pages';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

for (const publicPage of publicPages) {
  test(`${publicPage.name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(publicPage.path);
    await publicPage.waitUntilReady(page);

    // axe's default rule set: WCAG 2.x A and AA plus its best practices.
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        elements: violation.nodes.map((node) => node.html.slice(0, 160)),
      }));
    expect(blocking).toEqual([]);
  });
}
