// @vitest-environment node
import { brakePadSet } from './testing/cart';
import { testPublicConfig } from './testing/public-config';
import {
  type Assembly,
  type Cart,
  type CatalogueItem,
  type PartDetail,
  type PartsPage,
  photoSrcSet,
  type PublicConfig,
  type VehicleList,
} from '@motoforge/contract';
import { describe, expect, it } from 'vitest';
import { reviewsQueryOptions } from '@/features/reviews/api/get-reviews';
import { partsPageQueryOptions } from '@/features/catalogue/api/get-parts-page';
import { HOME_PARTS_SEARCH } from '@/features/catalogue/api/select-home-parts';
import { garageKeys, vehicleKeys } from '@/lib/api/garage-keys';
import { partKeys } from '@/lib/api/part-keys';
import { reviewKeys } from '@/lib/api/review-keys';
import { configKeys } from '@/lib/config-keys';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { accountCartQueryOptions } from '@/features/cart/api/get-cart';
import { adminOrderSearchFrom, adminOrdersQueryOptions } from '@/features/orders/api/get-admin-orders';
import { lastDeliveryQueryOptions } from '@/features/orders/api/get-last-delivery';
import { myOrderListQueryOptions } from '@/features/orders/api/get-my-order-list';
import { orderDetailQueryOptions } from '@/features/orders/api/get-order-detail';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import {
  dismissalsIn,
  pageQueryFor,
  prefetchesFor,
  renderPage,
  renderSignedInPage,
  signedInPrefetchesFor,
} from './entry-server';

const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="The shop." /><title>MotoForge — Motorbike Spare Parts</title></head>' +
  '<body><div id="root"><!--ssr-outlet--></div><script type="module" src="/assets/index.js"></script></body></html>';

const config: PublicConfig = testPublicConfig;
const part = (name: string, index: number): CatalogueItem => ({
  _id: `part-${index}`,
  name,
  img: `/images/parts/part-${index}.svg`,
  description: `About ${name}`,
  nameBn: '',
  descriptionBn: '',
  price: 1200 + index,
  minimumOrder: 2,
  availableQuantity: 40,
  sku: `MF-${index}`,
  category: 'brakes',
  oemNumbers: [],
  replaces: [],
  fitsCurrentBike: null,
});
const HOSTILE_NAME = '</script><script>alert(1)</script><!--';
const partsOf = (items: CatalogueItem[]): PartsPage => ({
  items,
  total: items.length,
  isTotalCapped: false,
  page: 1,
  pageSize: 24,
  correctedQuery: null,
});
const parts = partsOf([part('Front Brake Disc', 1), part(HOSTILE_NAME, 2)]);
/** /allproducts without parameters: the first page in the shop's order. */
const firstPageKey = partKeys.page({});

const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html)![1]!) as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
  };

describe('server rendering', () => {
  it('renders the public pages only, each with what it reads', () => {
    const apiPaths = (pathname: string, query?: string) =>
      prefetchesFor(pathname, new URLSearchParams(query))?.map((prefetch) => prefetch.apiPath);
    expect(apiPaths('/allproducts')).toEqual(['/api/config', '/api/categories', '/api/garage', '/api/parts']);
    // The search the URL asks for, and nothing else of it; the vehicles name a bike filter's bike.
    expect(apiPaths('/allproducts', 'utm_source=x&page=2&q=chain&bike=12:2021')).toEqual([
      '/api/config',
      '/api/categories',
      '/api/garage',
      '/api/parts?q=chain&bike=12%3A2021&page=2',
      '/api/vehicles',
    ]);
    // Home asks for the parts it shows, never the whole catalogue.
    expect(apiPaths('/')).toEqual([
      '/api/config',
      '/api/parts?sort=position&pageSize=13',
      '/api/review',
      '/api/garage',
    ]);
    expect(apiPaths('/parts/part-1')).toEqual([
      '/api/config',
      '/api/garage',
      '/api/parts/part-1',
      '/api/parts/part-1/assemblies',
    ]);
    // A bike's parts diagrams, and one of them with its parts' fitment for the rider.
    expect(apiPaths('/bikes/2')).toEqual(['/api/config', '/api/garage', '/api/vehicles', '/api/vehicles/2/assemblies']);
    expect(apiPaths('/bn/bikes/2/front-brake')).toEqual([
      '/api/config',
      '/api/garage',
      '/api/vehicles',
      '/api/vehicles/2/assemblies/front-brake',
    ]);
    expect(prefetchesFor('/bikes/2/front-brake')?.filter((prefetch) => prefetch.readsGarage).length).toBe(2);
    // Fitment is the rider's: those answers are asked with the garage cookie.
    expect(prefetchesFor('/parts/part-1')?.filter((prefetch) => prefetch.readsGarage).length).toBe(2);
    for (const privatePath of [
      '/dashboard',
      '/dashboard/order',
      '/purchase/part-1',
      '/no-such-page',
      'constructor',
      '/parts',
      '/bikes/pulsar',
      '/bikes/0/front-brake',
    ]) {
      expect(prefetchesFor(privatePath)).toBeUndefined();
    }
  });

  it('prefetches under the keys the pages’ own queries read, so the browser finds the data', () => {
    expect(prefetchesFor('/')?.map((prefetch) => prefetch.queryKey)).toEqual([
      publicConfigQueryOptions().queryKey,
      partsPageQueryOptions(HOME_PARTS_SEARCH).queryKey,
      reviewsQueryOptions().queryKey,
      garageKeys.all,
    ]);
    expect(prefetchesFor('/login')?.map((prefetch) => prefetch.queryKey)).toEqual([
      publicConfigQueryOptions().queryKey,
    ]);
  });

  it('renders All Products with its parts, its title in <head> and the data for the browser', async () => {
    const html = await renderPage({
      template: TEMPLATE,
      url: 'http://localhost/allproducts',
      prefetched: [
        { queryKey: configKeys.all, data: config },
        { queryKey: firstPageKey, data: parts },
      ],
    });
    expect(html).toBeDefined();
    const head = html!.slice(0, html!.indexOf('</head>'));
    expect(head).toContain('<title>All Products — MotoForge</title>');
    expect(html!.match(/<title>/g)).toHaveLength(1);
    const root = /<div id="root">(.*)<\/div><script type="module"/s.exec(html!)![1]!;
    expect(root).toContain('<h1');
    expect(root).toContain('Front Brake Disc');
    expect(root).toContain('৳');
    // The first row's photos load at once; the rest lazily.
    expect(root).toMatch(/<img src="\/images\/parts\/part-1.svg"[^>]*loading="eager"[^>]*fetchPriority="high"/);
    // …and are asked for from <head>, before the browser has parsed the page.
    expect(head).toContain('<link rel="preload" as="image" href="/images/parts/part-1.svg" fetchpriority="high">');
    expect(head).not.toContain('part-2.svg');

    const state = stateOf(html!);
    expect(state.queries.find((query) => query.queryKey[0] === partKeys.all[0])?.state.data).toEqual(parts);
  });

  it('shows an uploaded photo in the first row as its AVIF copies, then its WebP ones, and preloads the AVIF', async () => {
    const id = 'a'.repeat(32);
    const photo = `/uploads/${id}-1600.webp`;
    const html = await renderPage({
      template: TEMPLATE,
      url: 'http://localhost/allproducts',
      prefetched: [{ queryKey: firstPageKey, data: partsOf([{ ...parts.items[0]!, img: photo }]) }],
    });
    const head = html!.slice(0, html!.indexOf('</head>'));
    const root = /<div id="root">(.*)<\/div><script type="module"/s.exec(html!)![1]!;
    const picture = /<picture class="contents"><source ([^>]*)><img ([^>]*)><\/picture>/.exec(root);
    expect(picture).not.toBeNull();
    const [, source, img] = picture as unknown as [string, string, string];
    expect(source).toContain('type="image/avif"');
    expect(source).toContain(`srcset="/uploads/${id}-400.avif 400w, /uploads/${id}-800.avif 800w,`);
    expect(img).toContain(`srcset="/uploads/${id}-400.webp 400w,`);
    expect(img).toContain(`src="${photo}"`);
    expect(img).toMatch(/fetchPriority="high"/);
    const sizes = /sizes="([^"]+)"/.exec(source)?.[1];
    expect(sizes).toBeDefined();
    expect(img).toContain(`sizes="${sizes}"`);

    // One preload, of the copies a browser that reads AVIF takes; the others skip it (its type).
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g);
    expect(preloads).toEqual([
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${photoSrcSet(photo, 'avif')}" imagesizes="${sizes}" fetchpriority="high">`,
    ]);
  });

  it('cannot be broken out of by what a part is called', async () => {
    const html = await renderPage({
      template: TEMPLATE,
      url: 'http://localhost/allproducts',
      prefetched: [{ queryKey: firstPageKey, data: parts }],
    });
    expect(html).not.toContain('<script>alert(1)');
    // One script element for the data, one for the app: nothing the name opened.
    expect(html!.match(/<script/g)).toHaveLength(2);
    const names = (
      stateOf(html!).queries.find((query) => query.queryKey[0] === partKeys.all[0])?.state.data as PartsPage
    ).items.map((rendered) => rendered.name);
    expect(names).toContain(HOSTILE_NAME);
  });

  it('renders a page whose data is missing in its loading state, for the browser to fetch', async () => {
    const html = await renderPage({ template: TEMPLATE, url: 'http://localhost/allproducts', prefetched: [] });
    expect(html).toContain('Loading…');
    expect(stateOf(html!).queries).toEqual([]);
  });

  it('renders Login when it was sent from a private page', async () => {
    const html = await renderPage({
      template: TEMPLATE,
      url: 'http://localhost/login?redirectTo=%2Fdashboard%2Forder',
      prefetched: [{ queryKey: configKeys.all, data: config }],
    });
    expect(html).toContain('<title>Login — MotoForge</title>');
    expect(html).toMatch(/<form novalidate aria-label="Login"/);
  });

  it('leaves out the notices the visitor closed, as the Cookie header says', async () => {
    const demoConfig: PublicConfig = { ...config, demo: { email: 'admin@motoforge.test', password: 'demo-admin-123' } };
    const page = (cookie?: string) =>
      renderPage({
        template: TEMPLATE,
        url: 'http://localhost/blogs',
        prefetched: [{ queryKey: configKeys.all, data: demoConfig }],
        dismissed: dismissalsIn(cookie),
      });
    const everything = await page();
    expect(everything).toContain('aria-label="Announcement"');
    expect(everything).toContain('aria-label="Demo notice"');

    const withoutBanner = await page('motoforge-dismissed=top-banner');
    expect(withoutBanner).not.toContain('aria-label="Announcement"');
    expect(withoutBanner).toContain('aria-label="Demo notice"');

    const withoutEither = await page('a=1; motoforge-dismissed=demo-notice.top-banner; b=2');
    expect(withoutEither).not.toContain('aria-label="Announcement"');
    expect(withoutEither).not.toContain('aria-label="Demo notice"');
  });

  it('keeps of a query string only what the page reads, reduced to the values that change it', () => {
    const query = (search: string) => new URLSearchParams(search);
    expect(pageQueryFor('/', query('utm_source=newsletter&fbclid=x1'))).toBe('');
    expect(pageQueryFor('/allproducts', query('page=2'))).toBe('?page=2');
    expect(pageQueryFor('/allproducts', query('utm_source=x&sort=price-asc&q=+chain+&category='))).toBe(
      '?q=chain&sort=price-asc',
    );
    // Login and Sign Up say why a Google round trip failed: one message per kind of failure.
    expect(pageQueryFor('/login', query('redirectTo=%2Fdashboard&error=account_not_linked&utm=x'))).toBe(
      '?error=account_not_linked',
    );
    expect(pageQueryFor('/login', query(`error=${'x'.repeat(500)}`))).toBe('?error=failed');
    expect(pageQueryFor('/signup', query('error=state_mismatch'))).toBe('?error=failed');
    expect(pageQueryFor('/signup', query('error='))).toBe('');
  });

  it('renders a page the same for the query it was asked with as for the part of it the page reads', async () => {
    const prefetched = [
      { queryKey: configKeys.all, data: config },
      { queryKey: partsPageQueryOptions(HOME_PARTS_SEARCH).queryKey, data: parts },
      { queryKey: reviewKeys.all, data: [] },
    ];
    const urls = [
      '/?utm_source=newsletter&q=%3Cscript%3E',
      '/allproducts?sort=price',
      '/login?redirectTo=%2Fdashboard%2Forder&error=account_not_linked&utm_medium=mail',
      '/login?redirectTo=%2Fpurchase%2Fpart-1&error=state_mismatch',
      '/signup?error=please_restart_the_process&ref=x',
    ];
    // The data's timestamps are the moment it was rendered.
    const render = async (url: string) =>
      (await renderPage({ template: TEMPLATE, url: `http://localhost${url}`, prefetched }))!.replace(
        /"(dehydratedAt|dataUpdatedAt)":\d+/g,
        '"$1":0',
      );
    for (const url of urls) {
      const [pathname = '', search = ''] = url.split('?');
      const read = await render(`${pathname}${pageQueryFor(pathname, new URLSearchParams(search))}`);
      expect(read, url).toBe(await render(url));
    }
  });

  it('renders a Bangla page under /bn in Bangla, its links under /bn, and the next English page in English', async () => {
    const template = TEMPLATE.replace('<html>', '<html lang="en">');
    const prefetched = [{ queryKey: configKeys.all, data: config }];
    const bangla = (await renderPage({ template, url: 'http://localhost/bn/blogs?utm_source=x', prefetched }))!;
    expect(bangla).toContain('<html lang="bn">');
    expect(bangla).toMatch(/<a [^>]*href="\/bn"[^>]*>হোম<\/a>/);
    expect(bangla).toMatch(/<a [^>]*href="\/bn\/portfolio"[^>]*>পোর্টফোলিও<\/a>/);
    // The switch: the same page in English, named in English.
    expect(bangla).toMatch(/<a href="\/blogs" hreflang="en" lang="en"[^>]*>English<\/a>/);
    expect(bangla).toContain(
      '<link rel="alternate" hreflang="en" href="http://localhost/blogs">' +
        '<link rel="alternate" hreflang="bn" href="http://localhost/bn/blogs">' +
        '<link rel="alternate" hreflang="x-default" href="http://localhost/blogs">',
    );
    expect(bangla).not.toMatch(/>Home<|All rights reserved/);

    const english = (await renderPage({ template, url: 'http://localhost/blogs', prefetched }))!;
    expect(english).toContain('<html lang="en">');
    expect(english).toMatch(/<a [^>]*href="\/"[^>]*>Home<\/a>/);
    expect(english).toMatch(/<a href="\/bn\/blogs" hreflang="bn" lang="bn"[^>]*>বাংলা<\/a>/);
    expect(english).not.toContain('হোম');
  });

  it('renders each close button as a form a browser can send before the page has run', async () => {
    const demoConfig: PublicConfig = { ...config, demo: { email: 'admin@motoforge.test', password: 'demo-admin-123' } };
    const html = await renderPage({
      template: TEMPLATE,
      url: 'http://localhost/portfolio?tab=cv',
      prefetched: [{ queryKey: configKeys.all, data: demoConfig }],
    });
    const forms = [...html!.matchAll(/<form method="post" action="\/api\/dismissals">(.*?)<\/form>/gs)].map(
      ([, form]) => form,
    );
    expect(forms).toHaveLength(2);
    for (const [form, notice, label] of [
      [forms[0], 'top-banner', 'Dismiss banner'],
      [forms[1], 'demo-notice', 'Dismiss demo notice'],
    ]) {
      expect(form).toContain(`<input type="hidden" name="notice" value="${notice}"`);
      // The path only: the page must not depend on a query it does not read (the server takes the
      // query from the Referer).
      expect(form).toContain('<input type="hidden" name="back" value="/portfolio"');
      expect(/<button type="submit"[^>]*>/.exec(form!)?.[0]).toContain(`aria-label="${label}"`);
    }
  });

  it('renders a part page with its description, canonical address and Product data in <head>', async () => {
    const detail: PartDetail = {
      ...part('Chain Kit </script>', 7),
      sku: 'MF-00007',
      categoryName: 'Chains',
      categoryNameBn: '',
      fitment: [],
    };
    const html = await renderPage({
      template: TEMPLATE,
      url: 'https://shop.example/parts/part-7',
      prefetched: [{ queryKey: partKeys.catalogueItem('part-7'), data: detail }],
    });
    const head = html!.slice(0, html!.indexOf('</head>'));
    expect(head).toContain('<title>Chain Kit &lt;/script> (MF-00007) — MotoForge</title>');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/parts/part-7"');
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toMatch(/<meta name="description" content="Chain Kit &lt;\/script> \(MF-00007\), ৳1,207\. About/);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(head)![1]!;
    expect(jsonLd).not.toContain('</script');
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Chain Kit </script>',
      sku: 'MF-00007',
      image: 'https://shop.example/images/parts/part-7.svg',
      offers: { '@type': 'Offer', price: '1207.00', priceCurrency: 'BDT', availability: 'https://schema.org/InStock' },
    });
    const root = /<div id="root">(.*)<\/div><script type="module"/s.exec(html!)![1]!;
    expect(root).toContain('Fitment not listed');
    expect(root).not.toContain('<template');
  });

  it('renders a parts diagram with its title, canonical address, numbers named after their parts and Add to cart', async () => {
    const assembly: Assembly = {
      vehicleId: 2,
      slug: 'front-brake',
      name: 'Front brake and wheel',
      nameBn: 'সামনের ব্রেক ও চাকা',
      drawing: '/api/vehicles/2/assemblies/front-brake/drawing.svg?v=1',
      width: 800,
      height: 600,
      callouts: [
        { number: 1, x: 0.5, y: 0.5, quantity: 1, yearFrom: null, yearTo: null, note: '', part: part('Brake Disc', 1) },
      ],
    };
    const vehicleList: VehicleList = {
      makes: [
        {
          make: 'Bajaj',
          makeBn: 'বাজাজ',
          models: [
            {
              vehicleId: 2,
              name: 'Pulsar 150 Twin Disc',
              model: 'Pulsar 150',
              modelBn: 'পালসার ১৫০',
              variant: 'Twin Disc',
              variantBn: '',
              yearFrom: 2019,
              yearTo: 2025,
              cc: 149,
            },
          ],
        },
      ],
    };
    const render = (url: string) =>
      renderPage({
        template: TEMPLATE,
        url,
        prefetched: [
          { queryKey: vehicleKeys.all, data: vehicleList },
          { queryKey: partKeys.assembly(2, 'front-brake'), data: assembly },
        ],
      });
    const html = (await render('https://shop.example/bikes/2/front-brake'))!;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<title>Front brake and wheel, Bajaj Pulsar 150 Twin Disc — parts diagram — MotoForge</title>',
    );
    expect(head).toContain('<link rel="canonical" href="https://shop.example/bikes/2/front-brake"');
    expect(head).toContain(
      '<link rel="preload" as="image" href="/api/vehicles/2/assemblies/front-brake/drawing.svg?v=1"',
    );
    const root = /<div id="root">(.*)<\/div><script type="module"/s.exec(html)![1]!;
    expect(root).toContain('aria-label="1: Brake Disc"');
    expect(root).toContain('aria-label="Add to cart: Brake Disc"');
    const bangla = (await render('https://shop.example/bn/bikes/2/front-brake'))!;
    expect(bangla).toContain(
      '<title>সামনের ব্রেক ও চাকা, বাজাজ পালসার ১৫০ Twin Disc — পার্টস ডায়াগ্রাম — MotoForge</title>',
    );
    expect(bangla).toContain('<link rel="canonical" href="https://shop.example/bn/bikes/2/front-brake"');
  });

  it('leaves a template without an outlet alone', async () => {
    expect(await renderPage({ template: '<html></html>', url: 'http://localhost/', prefetched: [] })).toBeUndefined();
  });
});

describe("a signed-in visitor's page (ADR 066)", () => {
  const rider = { email: 'rider@example.com', isAdmin: false };
  const keysOf = (url: string, visitor = rider) =>
    signedInPrefetchesFor(url.split('?')[0]!, new URLSearchParams(url.split('?')[1]), visitor).map(
      ({ queryKey, apiPath }) => [queryKey, apiPath],
    );
  const layout = [
    [configKeys.all, '/api/config'],
    [garageKeys.all, '/api/garage'],
    [accountCartQueryOptions().queryKey, '/api/cart'],
  ];

  it('reads what the layout and each page read, under the keys of their own queries', () => {
    expect(keysOf('/cart')).toEqual(layout);
    expect(keysOf('/checkout')).toEqual([
      ...layout,
      [lastDeliveryQueryOptions().queryKey, '/api/checkout/last-delivery'],
    ]);
    expect(keysOf('/dashboard/order?page=2')).toEqual([
      ...layout,
      [myOrderListQueryOptions('rider@example.com', 2).queryKey, '/api/orders?page=2&pageSize=10'],
    ]);
    expect(keysOf('/bn/dashboard/order/order-1')).toEqual([
      ...layout,
      [orderDetailQueryOptions('order-1').queryKey, '/api/orders/order-1'],
    ]);
    expect(keysOf('/dashboard/profile')).toEqual([...layout, [profileQueryOptions().queryKey, '/api/userdetail']]);
    const search = adminOrderSearchFrom(new URLSearchParams('state=packed'));
    expect(keysOf('/dashboard/manageorder?state=packed', { ...rider, isAdmin: true })).toEqual([
      ...layout,
      [adminOrdersQueryOptions(search).queryKey, '/api/admin/orders?state=packed&pageSize=25'],
    ]);
  });

  it("never reads the admin's list for a customer", () => {
    expect(keysOf('/dashboard/manageorder')).toEqual(layout);
  });

  it("renders the profile for its visitor, and leaves who is signed in out of the browser's cache", async () => {
    const name = '</script><script>alert(1)</script>';
    const profile = {
      displayName: name,
      email: 'rider@example.com',
      phone: null,
      education: null,
      location: null,
      linkedin: null,
    };
    const html = await renderSignedInPage({
      template: TEMPLATE,
      url: 'http://localhost/dashboard/profile',
      prefetched: [
        { queryKey: configKeys.all, data: config },
        { queryKey: profileQueryOptions().queryKey, data: profile },
      ],
      session: { user: { id: 'user-1', name, email: 'rider@example.com', role: 'user' } },
      isAdmin: false,
    });
    expect(html).toContain('rider@');
    expect(html).not.toContain('<script>alert(1)');
    const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html!)?.[1];
    const keys = (JSON.parse(state!) as { queries: { queryKey: unknown[] }[] }).queries.map(({ queryKey }) => queryKey);
    expect(keys).toContainEqual(profileQueryOptions().queryKey);
    expect(keys).not.toContainEqual(['auth']);
  });

  it('renders the checkout with its form, from the configuration it came with (ADR 070)', async () => {
    const line = {
      partId: '00000000-0000-4000-8000-000000000001',
      quantity: 2,
      part: brakePadSet,
      problem: null,
    };
    const cart: Cart = { lines: [line], subtotal: 900, group: null };
    const html = await renderSignedInPage({
      template: TEMPLATE,
      url: 'http://localhost/checkout',
      prefetched: [
        { queryKey: configKeys.all, data: config },
        { queryKey: accountCartQueryOptions().queryKey, data: cart },
        { queryKey: lastDeliveryQueryOptions().queryKey, data: null },
      ],
      session: { user: { id: 'user-1', name: 'Rider Rahman', email: 'rider@example.com', role: 'user' } },
      isAdmin: false,
    });
    // The form itself, not the loading state the browser would replace with it (CLS 0.36 before).
    expect(html).toMatch(/<form[^>]*aria-label="Checkout"/);
    expect(html).not.toContain('Loading…');
    // The configuration's payment methods.
    expect(html).toContain('Cash on delivery');
    // Taking no input until the browser has hydrated it, which would drop what was typed.
    expect(html).toMatch(/<div inert[^>]*><form[^>]*aria-label="Checkout"/);
  });

  it('leaves the pages of issue 36 only to be rendered so', async () => {
    const options = {
      template: TEMPLATE,
      prefetched: [],
      session: { user: { id: 'u', name: 'R', email: 'r@example.com' } },
      isAdmin: false,
    };
    expect(await renderSignedInPage({ ...options, url: 'http://localhost/dashboard/review' })).toBeUndefined();
  });
});
