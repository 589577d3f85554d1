import { test as base, expect, type APIRequestContext } from '@playwright/test';

/** The fields of the API's answers this suite reads; the API is tested as a caller sees it. */
export type Part = {
  _id: string;
  name: string;
  img: string;
  description: string;
  price: number;
  minimumOrder: number;
  availableQuantity: number;
};
export type Review = { _id: string; name: string | null; img: string | null; rating: number; review: string };
export type PublicConfig = { demo?: { email: string; password: string } };

type ShopData = {
  /** GET /api/part, read before the page is opened. */
  catalogue: Part[];
  /** GET /api/review. */
  reviews: Review[];
  /** GET /api/config. */
  publicConfig: PublicConfig;
};

async function readJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export const test = base.extend<ShopData>({
  // A page opened by URL comes rendered from the server; it works once the browser has hydrated it,
  // as a person sees when the page has finished loading. Every navigation waits for that.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const waitUntilHydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitUntilHydrated();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitUntilHydrated();
        return response;
      };
    }
    await use(page);
  },
  catalogue: async ({ request }, use) => use(await readJson<Part[]>(request, '/api/part')),
  reviews: async ({ request }, use) => use(await readJson<Review[]>(request, '/api/review')),
  publicConfig: async ({ request }, use) => use(await readJson<PublicConfig>(request, '/api/config')),
});

export { expect };
