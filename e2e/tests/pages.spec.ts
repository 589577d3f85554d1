import { allProductsPage, nextPartsPage, PAGE_SIZE, resultCountText } from '../support/catalogue';
import { expect, test, type PartsPage } from '../support/fixtures';
import { goHomeFromAnotherPage, serverRenderedData } from '../support/navigation';
import { isImageLoaded } from '../support/page-metrics';
import { PARTS_PAGE_CALL } from '../support/requests';

test('All Products shows the catalogue in the shop order, 24 parts a page, and leads back home', async ({
  page,
  catalogue,
}) => {
  // Compare with what this page itself was given: other tests add and remove parts at the end.
  await page.goto('/allproducts');
  const first = await serverRenderedData<PartsPage>(page, ['parts', 'page']);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  const shop = allProductsPage(page);
  expect(first.items.map((part) => part.name)).toEqual(catalogue.slice(0, PAGE_SIZE).map((part) => part.name));
  await expect(shop.cardNames).toHaveText(first.items.map((part) => part.name));
  await expect(shop.cards.getByRole('link', { name: /^Buy Now/ })).toHaveCount(PAGE_SIZE);
  // The count is the catalogue's as the page last read it: tests running beside this one add and
  // remove parts, and the page may have read it again since it was rendered.
  await expect(shop.resultCount).toHaveText(/^[\d,]+ parts · page 1 of \d+$/);
  const shown = Number((await shop.resultCount.textContent())!.split(' ')[0]!.replaceAll(',', ''));
  expect(Math.abs(shown - first.total), `${shown} parts shown, ${first.total} rendered`).toBeLessThanOrEqual(10);
  await expect(shop.resultCount).toHaveText(resultCountText(shown, 1));

  // The last page holds the rest of the catalogue: every part is on one page or another.
  const pageCount = Math.ceil(first.total / PAGE_SIZE);
  const answer = nextPartsPage(page, (search) => search.get('page') === String(pageCount));
  await shop.pages.getByRole('link', { name: `Page ${pageCount}`, exact: true }).click();
  await expect(page).toHaveURL(`/allproducts?page=${pageCount}`);
  const last = await answer;
  await expect(shop.cardNames).toHaveText(last.items.map((part) => part.name));
  expect(last.items.length).toBe(last.total - (pageCount - 1) * PAGE_SIZE);
  await expect(shop.resultCount).toHaveText(resultCountText(last.total, pageCount));

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});

test('All Products shows an error with a retry while the API is down, and recovers', async ({ page }) => {
  await page.route(PARTS_PAGE_CALL, (route) => route.abort('connectionrefused'));
  // Reached inside the shop, so the browser fetches the parts (opened by URL, the server would have).
  await goHomeFromAnotherPage(page);
  await page.getByRole('link', { name: 'All Products' }).click();
  await expect(page).toHaveURL('/allproducts');
  const error = page.getByRole('main').getByRole('alert');
  await expect(error).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();

  await page.unroute(PARTS_PAGE_CALL);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/parts');
  await error.getByRole('button', { name: 'Try again' }).click();
  // Every part of the page the retry got.
  const parts = (await (await answer).json()) as PartsPage;
  await expect(page.getByRole('main').getByRole('article').getByRole('heading')).toHaveText(
    parts.items.map((part) => part.name),
  );
});

test('Blogs shows at least six question-and-answer cards', async ({ page }) => {
  await page.goto('/blogs');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading')).not.toBeEmpty();
    await expect(card.getByRole('paragraph').first()).not.toBeEmpty();
  }
});

test('Portfolio shows the CV under its heading', async ({ page }) => {
  await page.goto('/portfolio');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).not.toBeEmpty();
  await expect(page).toHaveTitle(/Portfolio/);
});

test('the browser tab names each page as the visitor moves through the shop', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('MotoForge — Motorbike Spare Parts');
  await page.getByRole('link', { name: 'Read the blogs' }).click();
  await expect(page).toHaveURL('/blogs');
  await expect(page).toHaveTitle('Blogs — MotoForge');
  await page.goto('/allproducts');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveTitle('MotoForge — Motorbike Spare Parts');
  await page.goto('/signup');
  await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await expect(page).toHaveTitle('Login — MotoForge');
  await page.goBack();
  await expect(page).toHaveTitle('Sign Up — MotoForge');
});

test('an unknown path shows Page Not Found with an image', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  const image = page.getByRole('main').getByRole('img');
  await expect(image).toBeVisible();
  await expect.poll(() => isImageLoaded(image)).toBe(true);
});
