import { expect, test } from '../support/fixtures';
import { signInAsAdmin } from '../support/admin';
import { seededPart } from '../support/catalogue';
import { metricValue } from '../support/metrics';

// docs/performance.md#field-vitals: a sampled visit reports its LCP, INP and CLS with its page's
// route pattern; /metrics keeps them as histograms and the back office shows each page's p75.

test('a sampled visit reports its vitals, which /metrics and the back office show', async ({ page, request }) => {
  const reportsOf = async (route: string) =>
    (await metricValue(request, 'motoforge_web_vitals_lcp_seconds_count', { route })) ?? 0;
  const [searchesBefore, partsBefore] = [await reportsOf('/allproducts'), await reportsOf('/parts/:id')];

  // This browser asks for every visit to be sampled, as whoever checks a deployment would.
  await page.addInitScript(() => localStorage.setItem('motoforge.vitals', 'always'));
  // The page is sampled once the app runs: its measuring code is downloaded after the page has
  // started, and the visit is left only once it holds an LCP to report (the page says which
  // measures it holds on <html data-vitals>).
  const measured = () => expect(page.locator('html[data-vitals~="LCP"]')).toHaveCount(1, { timeout: 15_000 });
  await page.goto('/allproducts?q=brake+pad');
  await expect(page.getByRole('article').first()).toBeVisible();
  await measured();
  // Leaving the page hides it: its one report goes then, under the pattern, without the query.
  await page.goto('/blogs');
  await expect.poll(() => reportsOf('/allproducts')).toBeGreaterThan(searchesBefore);

  // A visit that lands on a part page is kept under /parts/:id, never the part's own address.
  const part = await seededPart(request, 'Front Disc Brake Pad Set');
  await page.goto(`/parts/${part._id}`);
  await expect(page.getByRole('heading', { level: 1, name: part.name })).toBeVisible();
  await measured();
  await page.goto('/blogs');
  await expect.poll(() => reportsOf('/parts/:id')).toBeGreaterThan(partsBefore);
  expect(await metricValue(request, 'motoforge_web_vitals_lcp_seconds_count', { route: `/parts/${part._id}` })).toBe(
    undefined,
  );

  await signInAsAdmin(page, '/dashboard/vitals');
  await expect(page.getByRole('heading', { level: 1, name: 'Field Vitals' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Field vitals by page' });
  await expect(table.getByRole('row').filter({ hasText: '/parts/:id' }).filter({ hasText: 'LCP' })).toContainText(
    /\d s(Good|Needs improvement|Poor)of [\d,]+ visits/,
  );
});
