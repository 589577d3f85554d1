import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { CatalogueItem, PartsPage } from './fixtures';

/** packages/contract's PARTS_PAGE_SIZE_DEFAULT: All Products shows this many parts a page. */
export const PAGE_SIZE = 24;

/** What All Products says above its grid: "514 parts · page 1 of 22", or "3 parts" on one page. */
export function resultCountText(total: number, page: number): string {
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const count = `${total.toLocaleString('en-US')} ${total === 1 ? 'part' : 'parts'}`;
  return pageCount > 1 && page <= pageCount ? `${count} · page ${page} of ${pageCount}` : count;
}

/** The search, filters, result count, cards and page numbers of /allproducts, as a rider uses them. */
export function allProductsPage(page: Page) {
  const main = page.getByRole('main');
  const form = main.getByRole('search', { name: 'Search the catalogue' });
  return {
    form,
    searchBox: form.getByRole('searchbox', { name: 'Search parts' }),
    category: form.getByLabel('Category', { exact: true }),
    sort: form.getByLabel('Sort by', { exact: true }),
    minPrice: form.getByLabel('Min price (৳)', { exact: true }),
    maxPrice: form.getByLabel('Max price (৳)', { exact: true }),
    inStockOnly: form.getByRole('checkbox', { name: 'In stock only' }),
    searchButton: form.getByRole('button', { name: 'Search', exact: true }),
    /** "514 parts · page 1 of 22" (the garage's "Checking your garage…" is a status too). */
    resultCount: main.getByRole('status').filter({ hasText: /^[\d,]+ parts?\b/ }),
    cards: main.getByRole('article'),
    cardNames: main.getByRole('article').getByRole('heading'),
    pages: main.getByRole('navigation', { name: 'Result pages' }),
    /** The card of one part, by its exact name. */
    card(name: string): Locator {
      return main.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    },
    /** Waits until no list or picker is still loading (the page before stays, dimmed, meanwhile). */
    async settled() {
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    },
    async search(text: string) {
      await this.searchBox.fill(text);
      await this.searchBox.press('Enter');
    },
  };
}

/** The answer of the next GET /api/parts the page makes, to compare the page with. */
export function nextPartsPage(page: Page, matches: (search: URLSearchParams) => boolean = () => true) {
  return page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/parts' && response.request().method() === 'GET' && matches(url.searchParams);
    })
    .then(async (response) => (await response.json()) as PartsPage);
}

/** GET /api/parts with these parameters, as any caller. */
export async function searchParts(request: APIRequestContext, search: Record<string, string>): Promise<PartsPage> {
  const query = new URLSearchParams(search).toString();
  const response = await request.get(`/api/parts?${query}`);
  expect(response.ok(), `GET /api/parts?${query} answered ${response.status()}`).toBe(true);
  return (await response.json()) as PartsPage;
}

/** The seeded part with exactly this name (found through the API's search). */
export async function seededPart(request: APIRequestContext, name: string): Promise<CatalogueItem> {
  const { items } = await searchParts(request, { q: name, pageSize: '48' });
  const part = items.find((item) => item.name === name);
  expect(part, `the demo catalogue has a part named ${name}`).toBeDefined();
  return part!;
}

/** A rider's bike as the picker offers it: the make, the model as listed (variant included), the year. */
export type Bike = { make: string; model: string; year: number };

export const bikeLabel = ({ make, model, year }: Bike) => `${make} ${model} ${year}`;

/** The My Garage section of a page (home, /allproducts, a part page). */
export function garage(page: Page) {
  const section = page.getByRole('region', { name: 'My Garage' });
  return {
    section,
    make: section.getByLabel('Make', { exact: true }),
    model: section.getByLabel('Model', { exact: true }),
    year: section.getByLabel('Year', { exact: true }),
    choose: section.getByRole('button', { name: 'Choose this bike' }),
    /** "Your bike: TVS Apache RTR 160 4V 2021". */
    currentBike: section.getByText(/^Your bike:/),
    /** Make → Model → Year → Choose this bike, as a rider picks it. */
    async pick({ make, model, year }: Bike) {
      await this.make.selectOption({ label: make });
      await expect(this.model).toBeEnabled();
      await this.model.selectOption({ label: model });
      await expect(this.year).toBeEnabled();
      await this.year.selectOption({ label: String(year) });
      await this.choose.click();
    },
  };
}
