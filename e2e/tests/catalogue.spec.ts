import { type Locator, request as requests } from '@playwright/test';
import { adminApiHeaders, loadedImage } from '../support/admin';
import { loginForm, newCustomer, signUpThroughApi, storedToken } from '../support/accounts';
import {
  allProductsPage,
  bikeLabel,
  garage,
  nextPartsPage,
  PAGE_SIZE,
  resultCountText,
  seededPart,
  type Bike,
} from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import {
  bearer,
  expectUnpaidRow,
  myOrdersRow,
  ORDER_PLACED,
  purchasePage,
  readPart,
  toast,
  valueNextTo,
} from '../support/orders';
import { expectNoSeriousViolations } from '../support/accessibility';
import { taka } from '../support/taka';

// docs/product.md#catalogue: search, filters, sort and pages of /allproducts, the public part page, and My Garage.

/** The demo part the rider journey buys: it fits one bike, and no other test orders it. */
const BRAKE_PADS = { name: 'Front Disc Brake Pad Set', sku: 'MF-BRK-0002', oem: 'N9180470' };
const APACHE: Bike = { make: 'TVS', model: 'Apache RTR 160 4V', year: 2021 };
const PULSAR: Bike = { make: 'Bajaj', model: 'Pulsar 150 Twin Disc', year: 2021 };
/** Demo parts on the first page of the shop order: one fits the Pulsar, one is universal. */
const PULSAR_BRAKE_DISC = 'Front Brake Disc 276 mm';
const UNIVERSAL_HEADLIGHT = 'Round LED Headlight 6.5 in';

/** A price as a card shows it ("৳1,850"), as a number. */
const priceOf = (text: string) => Number(/৳([\d,.]+)/.exec(text)![1]!.replaceAll(',', ''));

/** The figures each card shows: its price, minimum order and available quantity. */
function cardFigures(cards: Locator) {
  return cards.evaluateAll((articles) =>
    articles.map((article) => {
      const text = article.textContent ?? '';
      const figure = (match: RegExpExecArray | null) => Number(match![1]!.replaceAll(',', ''));
      return {
        text,
        minimumOrder: figure(/Minimum order: ([\d,]+)/.exec(text)),
        available: figure(/Available quantity: ([\d,]+)/.exec(text)),
      };
    }),
  );
}

test.describe('searching /allproducts', () => {
  test('finds parts by name, by a part number however it is typed, and despite a small typo', async ({ page }) => {
    await page.goto('/allproducts');
    const shop = allProductsPage(page);
    await expect(shop.sort).toHaveValue('position');

    await shop.search('chain sprocket');
    await expect(page).toHaveURL('/allproducts?q=chain+sprocket');
    await expect(shop.card('Chain and Sprocket Kit 428H')).toBeVisible();
    await expect(shop.cardNames.first()).toContainText('Chain and Sprocket Kit');
    // With words to match, the best match comes first.
    await expect(shop.sort).toHaveValue('relevance');

    // An OEM number (31919-KRM-841) in small letters, a space for one dash and none for the other.
    await shop.search('31919 krm841');
    await expect(shop.cardNames).toHaveText(['Spark Plug, Nickel Electrode']);
    await expect(shop.resultCount).toHaveText('1 part');

    // The shop's own part number, with the dashes moved about.
    await shop.search('mf brk-0002');
    await expect(shop.cardNames).toHaveText([BRAKE_PADS.name]);

    await shop.search('brak pad');
    await expect(page).toHaveURL('/allproducts?q=brak+pad');
    await expect(shop.resultCount).not.toHaveText('1 part');
    await shop.settled();
    await expect(shop.searchBox).toHaveValue('brak pad');
    await expect(shop.card(BRAKE_PADS.name)).toBeVisible();
    for (const name of await shop.cardNames.allTextContents()) expect(name).toContain('Brake Pad');
  });

  test('forgives a typo in each word, says what it searched, and searches the words as typed on request', async ({
    page,
  }) => {
    await page.goto('/allproducts');
    const shop = allProductsPage(page);
    await shop.search('clucth plate');
    await expect(page).toHaveURL('/allproducts?q=clucth+plate');
    const corrected = page.getByText(/^Showing results for/);
    await expect(corrected).toHaveText('Showing results for clutch plate. Search instead for “clucth plate”');
    await expect(corrected.locator('em, i, b, strong').first()).toHaveText('clutch plate');
    await shop.settled();
    const names = await shop.cardNames.allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Clutch\b.*\bPlate/);

    // As typed, the words match nothing, and the page says no more about corrections.
    await corrected.getByRole('link', { name: 'Search instead for “clucth plate”' }).click();
    await expect(page).toHaveURL('/allproducts?q=clucth+plate&exact=true');
    await expect(page.getByText(/^Showing results for/)).toHaveCount(0);
    await expect(shop.cardNames).toHaveCount(0);
  });

  test('narrows to a category and to parts in stock, and sorts by price', async ({ page }) => {
    await page.goto('/allproducts');
    const shop = allProductsPage(page);

    let answer = nextPartsPage(page, (search) => search.get('category') === 'brakes');
    await shop.category.selectOption({ label: 'Brakes' });
    await expect(page).toHaveURL('/allproducts?category=brakes');
    const brakes = await answer;
    expect(brakes.items.every((part) => part.category === 'brakes')).toBe(true);
    await expect(shop.cardNames).toHaveText(brakes.items.map((part) => part.name));
    await expect(shop.resultCount).toHaveText(resultCountText(brakes.total, 1));

    answer = nextPartsPage(page, (search) => search.get('inStock') === 'true');
    await shop.inStockOnly.check();
    await expect(page).toHaveURL('/allproducts?category=brakes&inStock=true');
    const inStock = await answer;
    await expect(shop.cardNames).toHaveText(inStock.items.map((part) => part.name));
    // Out-of-stock brake parts are in the demo data, and none of them is listed any more.
    expect(inStock.total).toBeLessThan(brakes.total);
    for (const card of await cardFigures(shop.cards)) {
      expect(card.available, card.text).toBeGreaterThanOrEqual(card.minimumOrder);
    }

    await shop.sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL('/allproducts?category=brakes&inStock=true&sort=price-asc');
    await expect(shop.category).toHaveValue('brakes');
    await expect(shop.inStockOnly).toBeChecked();
    await expect
      .poll(async () => {
        const prices = (await cardFigures(shop.cards)).map((card) => priceOf(card.text));
        return prices.length === inStock.items.length && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
      }, 'cards in rising price')
      .toBe(true);

    await shop.sort.selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL('/allproducts?category=brakes&inStock=true&sort=price-desc');
    await expect
      .poll(async () => {
        const prices = (await cardFigures(shop.cards)).map((card) => priceOf(card.text));
        return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! >= price);
      }, 'cards in falling price')
      .toBe(true);
  });

  test('pages through the results with numbered pages, and Back brings the earlier results back', async ({ page }) => {
    await page.goto('/allproducts');
    const shop = allProductsPage(page);
    await expect(shop.cards).toHaveCount(PAGE_SIZE);
    const firstPage = await shop.cardNames.allTextContents();
    await expect(shop.pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');

    await shop.pages.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL('/allproducts?page=2');
    await expect(shop.pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(shop.resultCount).toContainText('· page 2 of');
    await expect(shop.cardNames.first()).not.toHaveText(firstPage[0]!);
    await shop.settled();
    const secondPage = await shop.cardNames.allTextContents();
    expect(secondPage).toHaveLength(PAGE_SIZE);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    await shop.pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/allproducts?page=3');
    await expect(shop.resultCount).toContainText('· page 3 of');

    await page.goBack();
    await expect(page).toHaveURL('/allproducts?page=2');
    await expect(shop.cardNames).toHaveText(secondPage);
    await page.goBack();
    await expect(page).toHaveURL('/allproducts');
    await expect(shop.cardNames).toHaveText(firstPage);

    // A search is an address too: Back returns to the list before it, the search box emptied.
    await shop.search('chain');
    await expect(page).toHaveURL('/allproducts?q=chain');
    await expect(shop.cardNames.first()).toContainText('Chain');
    await page.goBack();
    await expect(page).toHaveURL('/allproducts');
    await expect(shop.cardNames).toHaveText(firstPage);
    await expect(shop.searchBox).toHaveValue('');
  });

  test('says what to change when nothing matches, and Clear filters shows the whole catalogue', async ({ page }) => {
    await page.goto('/allproducts?category=brakes');
    const shop = allProductsPage(page);
    await shop.search('zzqqxx');
    await expect(page).toHaveURL('/allproducts?q=zzqqxx&category=brakes');
    const main = page.getByRole('main');
    await expect(main).toContainText(
      'No parts match “zzqqxx” in Brakes. Try fewer words, another category, or clear the filters.',
    );
    await expect(shop.resultCount).toHaveText('0 parts');
    await expect(shop.cards).toHaveCount(0);

    await main.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/allproducts');
    await expect(shop.cards).toHaveCount(PAGE_SIZE);
    await expect(shop.searchBox).toHaveValue('');
    await expect(shop.category).toHaveValue('');
  });

  test('a wrong parameter in the address shows the shop’s reason and a way out', async ({ page }) => {
    await page.goto('/allproducts?page=abc');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('This search cannot be shown.');
    await expect(alert).toContainText('Page must be a whole number from 1');
    await expect(allProductsPage(page).cards).toHaveCount(0);

    await alert.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/allproducts');
    await expect(allProductsPage(page).cards).toHaveCount(PAGE_SIZE);
  });
});

test.describe('the part page', () => {
  test('shows the part, its numbers and fitment table, a canonical link and schema.org Product data', async ({
    page,
    request,
    baseURL,
  }) => {
    const part = await seededPart(request, BRAKE_PADS.name);
    const url = `${baseURL}/parts/${part._id}`;

    // From its card on /allproducts.
    await page.goto('/allproducts?q=MF-BRK-0002');
    await allProductsPage(page).card(BRAKE_PADS.name).getByRole('link', { name: BRAKE_PADS.name, exact: true }).click();
    await expect(page).toHaveURL(`/parts/${part._id}`);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: BRAKE_PADS.name })).toBeVisible();
    await expect(page).toHaveTitle(`${BRAKE_PADS.name} (${BRAKE_PADS.sku}) — MotoForge`);
    await expect(main.getByRole('img', { name: BRAKE_PADS.name })).toHaveAttribute('src', part.img);
    await expect(main).toContainText(taka(part.price));
    const details = (label: string) => valueNextTo(main, label);
    await expect(details('SKU')).toHaveText(BRAKE_PADS.sku);
    await expect(details('OEM numbers')).toHaveText(BRAKE_PADS.oem);
    await expect(details('Minimum order')).toHaveText(String(part.minimumOrder));
    await expect(details('Stock')).toHaveText(/^[\d,]+ in stock$/);
    await expect(main.getByRole('link', { name: `Buy Now: ${BRAKE_PADS.name}` })).toHaveAttribute(
      'href',
      `/purchase/${part._id}`,
    );

    const fitment = main.getByRole('table', { name: 'Bikes this part fits' });
    await expect(fitment.getByRole('columnheader')).toHaveText(['Make', 'Model', 'Variant', 'Years', 'Note']);
    await expect(fitment.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      'TVS',
      'Apache RTR 160 4V',
      '—',
      '2018–2025',
      '—',
    ]);
    await expect(fitment.getByRole('row')).toHaveCount(2);

    // For search engines: as the server sent the page, and as the browser keeps it after a visit inside the shop.
    const sent = await (await request.get(`/parts/${part._id}`)).text();
    expect(sent).toContain(`<link rel="canonical" href="${url}"/>`);
    for (const source of ['browser', 'server'] as const) {
      const head = page.locator('head');
      if (source === 'server') await page.goto(`/parts/${part._id}`);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
      const description = await head.locator('meta[name="description"]').getAttribute('content');
      expect(description).toContain(`${BRAKE_PADS.name} (${BRAKE_PADS.sku}), ${taka(part.price)}. `);
      const jsonLd = head.locator('script[type="application/ld+json"]');
      await expect(jsonLd).toHaveCount(1);
      const product = JSON.parse((await jsonLd.textContent())!) as Record<string, unknown>;
      expect(product, `the Product data (${source})`).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: BRAKE_PADS.name,
        sku: BRAKE_PADS.sku,
        image: `${baseURL}${part.img}`,
        category: 'Brakes',
        offers: {
          '@type': 'Offer',
          url,
          price: part.price.toFixed(2),
          priceCurrency: 'BDT',
          availability: 'https://schema.org/InStock',
        },
      });
    }
  });

  test('a part without fitment rows says so instead of a table', async ({ page, request }) => {
    const part = await seededPart(request, UNIVERSAL_HEADLIGHT);
    await page.goto(`/parts/${part._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: UNIVERSAL_HEADLIGHT })).toBeVisible();
    await expect(main.getByText('Fitment not listed.')).toBeVisible();
    await expect(main.getByRole('table')).toHaveCount(0);
  });

  // ADR 046: an upload is kept as AVIF and WebP at 400, 800, 1200 and 1600 px; the page offers both.
  test('fetches its uploaded photo as the smallest AVIF copy the screen needs, and nothing larger', async ({
    page,
    newPart,
    baseURL,
  }) => {
    // A 4000 × 3000 JPEG, as a phone's camera takes it, drawn and encoded by the browser.
    const jpeg = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(4000, 3000);
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 4000, 3000);
      gradient.addColorStop(0, '#1f3a5f');
      gradient.addColorStop(1, '#e67e22');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 4000, 3000);
      for (let x = 0; x < 4000; x += 250) context.strokeRect(x, x * 0.75, 500, 375);
      const bytes = new Uint8Array(
        await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer(),
      );
      let binary = '';
      for (let start = 0; start < bytes.length; start += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
      return btoa(binary);
    });
    const admin = await requests.newContext({ baseURL });
    const uploaded = await admin.post('/api/upload', {
      headers: await adminApiHeaders(admin, baseURL!),
      multipart: { image: { name: 'camera.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg, 'base64') } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    await admin.dispose();
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    const part = await newPart({ img: url });

    const fetched = new Map<string, string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/uploads/')) fetched.set(pathname, response.headers()['content-type'] ?? '');
    });
    await page.goto(`/parts/${part._id}`);
    const photo = page.getByRole('main').getByRole('img', { name: part.name });
    await expect.poll(async () => (await loadedImage(photo)).naturalWidth).toBeGreaterThan(0);

    // The copy the screen needs: the narrowest at least as wide as the photo in device pixels.
    const shown = await photo.evaluate((element) => {
      const img = element as HTMLImageElement;
      return { currentSrc: new URL(img.currentSrc).pathname, neededWidth: img.clientWidth * window.devicePixelRatio };
    });
    const expected = [400, 800, 1200, 1600].find((width) => width >= shown.neededWidth) ?? 1600;
    expect(expected, 'a copy smaller than the largest fits the screen').toBeLessThan(1600);
    const small = url.replace('-1600.webp', `-${expected}.avif`);
    expect(shown.currentSrc).toBe(small);
    // The network log: that copy as AVIF, and neither the largest copy nor any WebP one. In the
    // phone emulation Chromium's preload scanner also asks for one copy before the page's viewport
    // applies (as for 980 px at one pixel to the point: the 1200), with or without the preload
    // in <head>, as it did for the WebP copies before.
    expect(fetched.get(small)).toBe('image/avif');
    expect([...fetched.values()].every((type) => type === 'image/avif')).toBe(true);
    expect([...fetched.keys()]).not.toContain(url.replace('.webp', '.avif'));
    expect(fetched.size).toBeLessThanOrEqual(2);
  });

  test('an unknown part says Part not found', async ({ page }) => {
    await page.goto('/parts/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Part not found' })).toBeVisible();
    await page.getByRole('link', { name: 'See all products' }).click();
    await expect(page).toHaveURL('/allproducts');
  });
});

test.describe('My Garage', () => {
  test('a rider picks a bike, searches, filters, sees that the part fits, and buys it', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = newCustomer('garage');
    // The account exists already; the rider signs in only to pay, as a guest until then.
    await signUpThroughApi(request, baseURL!, customer);
    const part = await seededPart(request, BRAKE_PADS.name);
    const fits = `Fits your ${bikeLabel(APACHE)}`;

    // Make → Model → Year → Choose this bike: the list narrows to the bike.
    await page.goto('/allproducts');
    const shop = allProductsPage(page);
    const myGarage = garage(page);
    await expect(myGarage.model).toBeDisabled();
    await myGarage.pick(APACHE);
    await expect(myGarage.currentBike).toHaveText(`Your bike: ${bikeLabel(APACHE)}`);
    // One click narrows the catalogue to it.
    await myGarage.section.getByRole('link', { name: 'Shop parts that fit' }).click();
    await expect(page).toHaveURL(/\/allproducts\?bike=\d+%3A2021$/);
    await expect(page.getByRole('link', { name: `Remove the bike filter ${bikeLabel(APACHE)}` })).toBeVisible();

    // Search and filter within the bike's parts.
    await shop.search('brak pad');
    await expect(page).toHaveURL(/\/allproducts\?q=brak\+pad&bike=\d+%3A2021$/);
    await shop.category.selectOption({ label: 'Brakes' });
    await shop.inStockOnly.check();
    await expect(page).toHaveURL(/\/allproducts\?q=brak\+pad&category=brakes&bike=\d+%3A2021&inStock=true$/);
    await shop.settled();
    await expect(shop.cards.first()).toBeVisible();
    for (const name of await shop.cardNames.allTextContents()) expect(name).toContain('Brake Pad');
    // Every part listed fits the bike, and says so.
    await expect(shop.cards.filter({ hasText: fits })).toHaveCount(await shop.cards.count());
    const card = shop.card(BRAKE_PADS.name);
    await expect(card).toContainText(fits);

    // The part page says it fits too.
    await card.getByRole('link', { name: BRAKE_PADS.name, exact: true }).click();
    await expect(page).toHaveURL(`/parts/${part._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: BRAKE_PADS.name })).toBeVisible();
    await expect(main.getByText(fits, { exact: true })).toBeVisible();
    await expect(garage(page).currentBike).toHaveText(`Your bike: ${bikeLabel(APACHE)}`);

    // Buy Now: sign in, and the purchase page (the bike now on the account) says it fits as well.
    await main.getByRole('link', { name: `Buy Now: ${BRAKE_PADS.name}` }).click();
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/purchase/${part._id}`)}`);
    await loginForm(page).signIn(customer);
    await expect(page).toHaveURL(`/purchase/${part._id}`);
    const purchase = purchasePage(page);
    await expect(page.getByRole('heading', { level: 1, name: BRAKE_PADS.name })).toBeVisible();
    await expect(main.getByText(fits, { exact: true })).toBeVisible();
    await expect(purchase.quantity).toHaveValue(String(part.minimumOrder));
    await expect(purchase.subtotal).toHaveText(taka(part.price * part.minimumOrder));
    const stockBefore = (await readPart(request, part._id)).availableQuantity;
    await purchase.fillContact();
    await purchase.placeOrder.click();

    await expect(toast(page, ORDER_PLACED)).toBeVisible();
    await expect(page).toHaveURL('/dashboard/order');
    await expectUnpaidRow(myOrdersRow(page, BRAKE_PADS.name), part.minimumOrder);
    // Orders of the other project's rider may land meanwhile: at least this one's stock is held.
    expect((await readPart(request, part._id)).availableQuantity).toBeLessThanOrEqual(stockBefore - part.minimumOrder);
  });

  test('a guest’s bikes are kept on the account after signing in', async ({ page, request, baseURL }) => {
    const customer = newCustomer('garage');
    await signUpThroughApi(request, baseURL!, customer);

    await page.goto('/');
    const myGarage = garage(page);
    await myGarage.pick(APACHE);
    await expect(myGarage.currentBike).toHaveText(`Your bike: ${bikeLabel(APACHE)}`);
    await myGarage.section.getByRole('button', { name: 'Add or change bike' }).click();
    await myGarage.pick(PULSAR);
    await expect(myGarage.currentBike).toHaveText(`Your bike: ${bikeLabel(PULSAR)}`);
    await expect(myGarage.section.getByRole('list', { name: 'Your other bikes' })).toContainText(bikeLabel(APACHE));

    await page.goto('/login');
    await loginForm(page).signIn(customer);
    await expect(page).not.toHaveURL(/\/login/);
    await expect.poll(() => storedToken(page)).toBeTruthy();
    const garageAnswer = await page.request.get('/api/garage', { headers: await bearer(page) });
    expect(garageAnswer.ok()).toBe(true);
    const { bikes } = (await garageAnswer.json()) as { bikes: { make: string; year: number; current: boolean }[] };
    expect(
      bikes.map(({ make, year, current }) => ({ make, year, current })),
      'both bikes on the account, the last chosen current',
    ).toEqual(
      expect.arrayContaining([
        { make: 'Bajaj', year: 2021, current: true },
        { make: 'TVS', year: 2021, current: false },
      ]),
    );
    expect(bikes).toHaveLength(2);

    // As the rider sees it, in a new visit.
    await page.goto('/');
    await expect(myGarage.currentBike).toHaveText(`Your bike: ${bikeLabel(PULSAR)}`);
    await expect(myGarage.section.getByRole('button', { name: `Use ${bikeLabel(APACHE)}` })).toBeVisible();
  });

  test("a signed-in rider's bike follows the account to another device, rendered on the server and after", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const customer = newCustomer('two-devices');
    await signUpThroughApi(request, baseURL!, customer);
    const part = await seededPart(request, BRAKE_PADS.name);
    const other = await browser.newContext({ viewport: page.viewportSize() });
    const phone = await other.newPage();
    try {
      // Signed in on both devices, with no bike yet.
      for (const device of [page, phone]) {
        await device.goto('/login');
        await loginForm(device).signIn(customer);
        await expect(device).toHaveURL('/');
        await expect.poll(() => storedToken(device)).toBeTruthy();
      }
      // The bike is saved on one device…
      await page.goto('/allproducts');
      await garage(page).pick(APACHE);
      await expect(garage(page).currentBike).toHaveText(`Your bike: ${bikeLabel(APACHE)}`);

      // …and the other's pages say it fits, as the server renders them and once the app runs.
      const fits = `Fits your ${bikeLabel(APACHE)}`;
      const rendered = await other.request.get(`/parts/${part._id}`);
      expect(await rendered.text()).toContain(fits);
      await phone.goto(`/parts/${part._id}`);
      await expect(phone.getByRole('main').getByText(fits, { exact: true })).toBeVisible();
      await phone.goto('/allproducts?q=MF-BRK-0002');
      const shop = allProductsPage(phone);
      await expect(shop.card(BRAKE_PADS.name)).toContainText(fits);

      // A change on the first device shows at the other's next page, even one the app kept.
      await page.goto('/allproducts');
      await garage(page).section.getByRole('button', { name: 'Add or change bike' }).click();
      await garage(page).pick(PULSAR);
      await expect(garage(page).currentBike).toHaveText(`Your bike: ${bikeLabel(PULSAR)}`);
      await shop.card(BRAKE_PADS.name).getByRole('link', { name: BRAKE_PADS.name, exact: true }).click();
      await expect(phone).toHaveURL(`/parts/${part._id}`);
      const doesNotFit = `Does not fit your ${bikeLabel(PULSAR)}`;
      await expect(phone.getByRole('main').getByText(doesNotFit, { exact: true })).toBeVisible();
      await phone.goBack();
      await expect(shop.card(BRAKE_PADS.name)).toContainText(doesNotFit);
      await expect(garage(phone).currentBike).toHaveText(`Your bike: ${bikeLabel(PULSAR)}`);
    } finally {
      await other.close();
    }
  });

  test('a part for another bike says it does not fit, and one without fitment says so', async ({ page, request }) => {
    const part = await seededPart(request, BRAKE_PADS.name);
    await page.goto(`/parts/${part._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: BRAKE_PADS.name })).toBeVisible();
    await expect(main.getByText(/^(Fits|Does not fit) your/)).toHaveCount(0);

    // Chosen on the part page itself: its line follows the new bike.
    await garage(page).pick(PULSAR);
    await expect(garage(page).currentBike).toHaveText(`Your bike: ${bikeLabel(PULSAR)}`);
    await expect(main.getByText(`Does not fit your ${bikeLabel(PULSAR)}`, { exact: true })).toBeVisible();
    // The part page with its fitment table, fitment line and the garage filled in.
    await expectNoSeriousViolations(page, 'the part page with a bike chosen');

    // The shop's cards say it for every part, whichever the answer.
    await page.goto('/allproducts');
    const shop = allProductsPage(page);
    await expect(shop.card(PULSAR_BRAKE_DISC)).toContainText(`Fits your ${bikeLabel(PULSAR)}`);
    await expect(shop.card(UNIVERSAL_HEADLIGHT)).toContainText('Fitment not listed');
    await expect(shop.card(UNIVERSAL_HEADLIGHT)).not.toContainText(/(Fits|Does not fit) your/);
    await page.goto('/allproducts?q=MF-BRK-0002');
    await expect(shop.card(BRAKE_PADS.name)).toContainText(`Does not fit your ${bikeLabel(PULSAR)}`);
  });
});
