import { test as base, expect, request as requests, type APIRequestContext, type Page } from '@playwright/test';
import { adminApiHeaders, uniqueLabel } from './admin';

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
/** A part as GET /api/parts lists it (docs/product.md#catalogue-garage-and-cart). */
export type CatalogueItem = Part & {
  sku: string;
  category: string;
  oemNumbers: string[];
  fitsCurrentBike: 'fits' | 'does-not-fit' | 'not-listed' | null;
};
/** GET /api/parts: one page of a search. */
export type PartsPage = { items: CatalogueItem[]; total: number; page: number; pageSize: number };
export type Review = { _id: string; name: string | null; img: string | null; rating: number; review: string };
export type PublicConfig = { demo?: { email: string; password: string } };

/**
 * What a test may choose about its own part (its photo: the URL an upload answered); the rest is a
 * plain, cheap, well-stocked part with the first demo part's photo.
 */
export type PartFields = Partial<
  Pick<Part, 'name' | 'description' | 'price' | 'minimumOrder' | 'availableQuantity' | 'img'>
>;

type ShopData = {
  /**
   * Adds a part of this test's own through the admin API and answers it as GET /api/part does.
   * It goes after every other part (the catalogue is in the order parts were added), so no seeded
   * part moves, and no other test orders it, so its stock is this test's to count. Removed after
   * the test.
   */
  newPart: (fields?: PartFields) => Promise<Part>;
  /** GET /api/part (the spec's whole catalogue, in the shop order), read before the page is opened. */
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

/**
 * Until the browser has hydrated a page opened by URL (rendered on the server), as a person sees
 * when the page has finished loading. The `page` fixture waits for it at every navigation; a page
 * of another context opened by a test waits with this.
 */
export const waitUntilHydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

export const test = base.extend<ShopData>({
  // A page opened by URL comes rendered from the server; it works once the browser has hydrated it.
  // Every navigation waits for that.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitUntilHydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitUntilHydrated(page);
        return response;
      };
    }
    await use(page);
  },
  newPart: async ({ baseURL }, use) => {
    // A context of its own: the demo admin's cookies never mix with those of the test's customers.
    const admin = await requests.newContext({ baseURL });
    const made: string[] = [];
    let headers: Record<string, string> | undefined;
    await use(async (fields = {}) => {
      headers ??= await adminApiHeaders(admin, baseURL!);
      const seeded = (await readJson<PartsPage>(admin, '/api/parts?pageSize=1')).items[0];
      expect(seeded, 'the demo catalogue has a part whose photo a new part can use').toBeDefined();
      const input = {
        name: uniqueLabel('E2E Part'),
        description: 'A part this test added for itself.',
        price: 450,
        minimumOrder: 2,
        availableQuantity: 500,
        img: seeded!.img,
        ...fields,
      };
      const response = await admin.post('/api/part', { data: input, headers });
      expect(response.ok(), `POST /api/part answered ${response.status()}: ${await response.text()}`).toBe(true);
      const { insertedId } = (await response.json()) as { insertedId: string };
      made.push(insertedId);
      return readJson<Part>(admin, `/api/purchase/${insertedId}`);
    });
    for (const id of made) {
      const removed = await admin.delete(`/api/part/${encodeURIComponent(id)}`, { headers });
      // 404: the test removed it itself (Manage All Products).
      expect([200, 404], `DELETE /api/part/${id} answered ${removed.status()}`).toContain(removed.status());
    }
    await admin.dispose();
  },
  catalogue: async ({ request }, use) => use(await readJson<Part[]>(request, '/api/part')),
  reviews: async ({ request }, use) => use(await readJson<Review[]>(request, '/api/review')),
  publicConfig: async ({ request }, use) => use(await readJson<PublicConfig>(request, '/api/config')),
});

export { expect };
