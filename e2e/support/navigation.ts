import { expect, type Page } from '@playwright/test';

/**
 * Opens home the way a visitor does from another page, through the navbar's logo. A page opened by
 * its URL comes rendered from the server with its data; one reached inside the shop fetches its
 * data in the browser, which is where loading and error states show.
 */
export async function goHomeFromAnotherPage(page: Page) {
  await page.goto('/blogs');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'MotoForge' }).click();
  await expect(page).toHaveURL('/');
}

/**
 * The data a server-rendered page was rendered with (the JSON the server put beside the HTML for
 * the browser), under the query key that starts so, e.g. `['reviews']` or `['parts', 'page']`.
 */
export async function serverRenderedData<T>(page: Page, keyStart: readonly string[]): Promise<T> {
  const state = JSON.parse((await page.locator('#ssr-state').textContent({ timeout: 5_000 })) ?? 'null') as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
  } | null;
  const query = state?.queries.find((candidate) => keyStart.every((part, index) => candidate.queryKey[index] === part));
  expect(query, `the page was rendered on the server with its ${keyStart.join(' ')}`).toBeDefined();
  return query!.state.data as T;
}
