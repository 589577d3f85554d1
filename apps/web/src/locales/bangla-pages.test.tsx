// @vitest-environment node
import { testPublicConfig } from '../testing/public-config';
import type { Cart, CatalogueItem, PartDetail, PartsPage, PublicConfig, Review } from '@motoforge/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { categoriesQueryOptions } from '@/features/catalogue/api/get-categories';
import { partQueryOptions } from '@/features/catalogue/api/get-part';
import { partsPageQueryOptions } from '@/features/catalogue/api/get-parts-page';
import { HOME_PARTS_SEARCH } from '@/features/catalogue/api/select-home-parts';
import { authKeys } from '@/features/auth/api/auth-keys';
import { cartKeys } from '@/features/cart/api/cart-keys';
import { garageKeys } from '@/lib/api/garage-keys';
import { reviewKeys } from '@/lib/api/review-keys';
import { configKeys } from '@/lib/config-keys';
import { definedMessages, setLanguage } from '@/lib/i18n';
import { renderPage } from '../entry-server';

/**
 * Every public page rendered in Bangla, as the server sends it, and searched for any English text
 * the app defines (defineMessages): a text used without its translation, or written into a
 * component without defineMessages, shows up here by its English.
 */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>MotoForge — Motorbike Spare Parts</title></head>' +
  '<body><div id="root"><!--ssr-outlet--></div><script type="module" src="/assets/index.js"></script></body></html>';

const config: PublicConfig = testPublicConfig;
const item = (index: number): CatalogueItem => ({
  _id: `part-${index}`,
  name: `Part ${index}`,
  img: `/images/parts/part-${index}.svg`,
  description: `Part ${index}`,
  nameBn: `পার্ট ${index}`,
  descriptionBn: `পার্ট ${index}-এর বিবরণ`,
  price: 1250 + index,
  minimumOrder: 2,
  availableQuantity: index === 2 ? 0 : 40,
  sku: `MF-0000${index}`,
  category: 'brakes',
  oemNumbers: ['06455-KWB-601'],
  replaces: [],
  fitsCurrentBike: null,
});
const page: PartsPage = {
  items: [item(1), item(2), item(3)],
  total: 30,
  isTotalCapped: false,
  page: 1,
  pageSize: 24,
  correctedQuery: null,
};
const detail: PartDetail = {
  ...item(1),
  categoryName: 'Brakes',
  categoryNameBn: 'ব্রেক',
  fitment: [
    {
      vehicleId: 7,
      make: 'Bajaj',
      makeBn: 'বাজাজ',
      model: 'Pulsar 150',
      modelBn: 'পালসার ১৫০',
      variant: '',
      variantBn: '',
      yearFrom: 2016,
      yearTo: 2022,
      note: '',
    },
  ],
};
const reviews: Review[] = [];
const garage = { bikes: [] };
/** A signed-in rider's cart: one part with its Bangla name, one without. */
const signedIn = {
  user: { id: 'user-1', email: 'rider@example.com', displayName: 'Rider Rahman', role: 'user', img: null },
  isAdmin: false,
};
const cart: Cart = {
  lines: [
    {
      partId: 'part-1',
      quantity: 2,
      part: {
        name: 'Part 1',
        nameBn: 'পার্টস ১',
        img: '/images/parts/part-1.svg',
        price: 1251,
        listPrice: 1251,
        minimumOrder: 2,
        availableQuantity: 40,
      },
      problem: null,
    },
    {
      partId: 'part-3',
      quantity: 4,
      part: {
        name: 'Part 3',
        nameBn: '',
        img: '/images/parts/part-3.svg',
        price: 1253,
        listPrice: 1253,
        minimumOrder: 2,
        availableQuantity: 40,
      },
      problem: null,
    },
  ],
  subtotal: 7514,
  group: null,
};

const pages: { url: string; prefetched: { queryKey: readonly unknown[]; data: unknown }[] }[] = [
  {
    url: '/bn',
    prefetched: [
      { queryKey: configKeys.all, data: config },
      { queryKey: partsPageQueryOptions(HOME_PARTS_SEARCH).queryKey, data: page },
      { queryKey: reviewKeys.all, data: reviews },
      { queryKey: garageKeys.all, data: garage },
    ],
  },
  {
    url: '/bn/allproducts?q=brake&page=1',
    prefetched: [
      { queryKey: configKeys.all, data: config },
      { queryKey: categoriesQueryOptions().queryKey, data: [{ slug: 'brakes', name: 'Brakes', nameBn: 'ব্রেক' }] },
      { queryKey: garageKeys.all, data: garage },
      { queryKey: partsPageQueryOptions({ q: 'brake', page: '1' }).queryKey, data: page },
    ],
  },
  {
    url: '/bn/parts/part-1',
    prefetched: [
      { queryKey: configKeys.all, data: config },
      { queryKey: garageKeys.all, data: garage },
      { queryKey: partQueryOptions('part-1').queryKey, data: detail },
    ],
  },
  {
    // Rendered in the browser in the shop (a guest's cart is in the browser), scanned here all the same.
    url: '/bn/cart',
    prefetched: [
      { queryKey: configKeys.all, data: config },
      { queryKey: authKeys.all, data: signedIn },
      { queryKey: cartKeys.account(), data: cart },
    ],
  },
  ...[
    '/bn/blogs',
    '/bn/portfolio',
    '/bn/login',
    '/bn/signup',
    '/bn/no-such-page',
    // Back from Google with its refusal, which the server renders under the form.
    '/bn/login?error=access_denied',
    '/bn/signup?error=account_not_linked',
  ].map((url) => ({
    url,
    prefetched: [{ queryKey: configKeys.all, data: config }],
  })),
];

/** What a visitor reads or hears of a page: its text, and the labels and alternatives of its elements. */
function readableText(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="module"'));
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|placeholder|title)="([^"]*)"/g)].map(([, value]) => value);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const text = body.replace(/<[^>]+>/g, '\n');
  return [title, ...attributes, text]
    .join('\n')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");
}

/** The English texts the app defines that are words, not a name or a number. */
function englishTexts(): string[] {
  const texts = new Set<string>();
  for (const base of definedMessages.values()) {
    for (const value of Object.values(base)) {
      const strings = typeof value === 'string' ? [value] : Object.values((value as { input?: object }).input ?? {});
      for (const text of strings) {
        if (typeof text !== 'string') continue;
        // The words of a text with values, split where the values go.
        for (const part of text.split(/\{[^}]*\}/))
          if (/[A-Za-z]{3}/.test(part) && part.trim() !== 'MotoForge') texts.add(part.trim());
      }
    }
  }
  return [...texts];
}

describe('Bangla pages', () => {
  afterAll(() => setLanguage('en'));

  it.each(pages)('shows no English text of the app on $url', async ({ url, prefetched }) => {
    const html = await renderPage({ template: TEMPLATE, url: `http://localhost${url}`, prefetched });
    expect(html).toBeDefined();
    expect(html).toContain('<html lang="bn"');
    const readable = readableText(html!);
    // As whole words: "column" is not the end of "wide-column" in a blog answer about databases.
    const english = englishTexts().filter((text) =>
      // eslint-disable-next-line security/detect-non-literal-regexp -- the app's own texts, escaped
      new RegExp(`(?<![\\w-])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(readable),
    );
    expect(english).toEqual([]);
  });

  it('shows the catalogue in Bangla where it has Bangla, and English pages only its English', async () => {
    const partPage = pages.find((each) => each.url === '/bn/parts/part-1')!;
    const render = async (url: string) =>
      readableText(
        (await renderPage({ template: TEMPLATE, url: `http://localhost${url}`, prefetched: partPage.prefetched }))!,
      );
    const bangla = await render('/bn/parts/part-1');
    for (const text of ['পার্ট 1', 'পার্ট 1-এর বিবরণ', 'ব্রেক', 'বাজাজ', 'পালসার ১৫০']) expect(bangla).toContain(text);
    expect(bangla).not.toMatch(/Part 1|Brakes|Bajaj|Pulsar/);
    const english = await render('/parts/part-1');
    for (const text of ['Part 1', 'Brakes', 'Bajaj', 'Pulsar 150']) expect(english).toContain(text);
    expect(english).not.toMatch(/পার্ট|ব্রেক|বাজাজ|পালসার/);
  });
});
