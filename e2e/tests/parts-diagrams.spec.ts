import type { Page } from '@playwright/test';
import { expectKeyboardReachable, expectNoSeriousViolations } from '../support/accessibility';
import { bikeLabel, garage, type Bike } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/orders';

// docs/product.md#parts-diagrams: from the garage bike to an assembly's drawing, a number on it,
// and its part in the cart, in English and Bangla. The phone project runs this file too
// (playwright.config.ts), so every test runs at 1280 and at 390 px.
const PULSAR: Bike = { make: 'Bajaj', model: 'Pulsar 150 Twin Disc', year: 2021 };
const PADS = 'Front Disc Brake Pad Set, Bajaj Pulsar 150 Twin Disc';
const PADS_BN = 'ফ্রন্ট ডিস্ক ব্রেক প্যাড সেট, বাজাজ পালসার ১৫০ টুইন ডিস্ক';

/** The parts list of a diagram page, and a part's row in it. */
const partsList = (page: Page, heading: string) => page.getByRole('region', { name: heading }).getByRole('list');

test.describe('parts diagrams', () => {
  test('a rider goes from the garage bike to an assembly, picks a number and adds its part to the cart', async ({
    page,
  }) => {
    // The whole walk, with three accessibility scans, on a phone too.
    test.slow();
    await page.goto('/');
    const myGarage = garage(page);
    await myGarage.pick(PULSAR);
    await expect(myGarage.currentBike).toHaveText(`Your bike: ${bikeLabel(PULSAR)}`);
    await myGarage.section.getByRole('link', { name: 'Parts diagrams' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Parts diagrams' })).toBeVisible();
    await expect(page).toHaveTitle('Parts diagrams: Bajaj Pulsar 150 Twin Disc — MotoForge');
    await expectNoSeriousViolations(page, "the bike's parts diagrams");
    await page.getByRole('link', { name: 'Front brake and wheel' }).click();

    await expect(page).toHaveTitle('Front brake and wheel, Bajaj Pulsar 150 Twin Disc — parts diagram — MotoForge');
    const drawing = page.getByRole('img', { name: 'Drawing of the Front brake and wheel, its parts numbered' });
    await expect(drawing).toBeVisible();
    // The drawing is shown once it has loaded, not a broken image.
    await expect.poll(() => drawing.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, 'a parts diagram');

    // Tap one: the number.
    const callout = page.getByRole('button', { name: `2: ${PADS}` });
    await callout.click();
    await expect(callout).toHaveAttribute('aria-pressed', 'true');
    const row = partsList(page, 'Parts in this drawing').getByRole('listitem').filter({ hasText: PADS });
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toBeInViewport();
    await expect(row).toContainText(`Fits your ${bikeLabel(PULSAR)}`);
    await expectNoSeriousViolations(page, 'a parts diagram with a number chosen');

    // Tap two: Add to cart.
    await row.getByRole('button', { name: `Add to cart: ${PADS}` }).click();
    await expect(toast(page, `${PADS} is in your cart`)).toBeVisible();
    await page.goto('/cart');
    await expect(
      page.getByRole('list', { name: 'Parts in your cart' }).getByRole('article', { name: PADS }),
    ).toBeVisible();
  });

  test('a rider does the same in Bangla', async ({ page }) => {
    // The rider's bike, saved as the bike picker saves it; the page is then in Bangla throughout.
    const vehicles = (await (await page.request.get('/api/vehicles')).json()) as {
      makes: { make: string; models: { vehicleId: number; name: string }[] }[];
    };
    const vehicleId = vehicles.makes
      .find((make) => make.make === PULSAR.make)!
      .models.find((model) => model.name === PULSAR.model)!.vehicleId;
    expect((await page.request.post('/api/garage', { data: { vehicleId, year: PULSAR.year } })).ok()).toBe(true);

    await page.goto('/bn/');
    await page.getByRole('region', { name: 'আমার গ্যারেজ' }).getByRole('link', { name: 'পার্টস ডায়াগ্রাম' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'পার্টস ডায়াগ্রাম' })).toBeVisible();
    await page.getByRole('link', { name: 'সামনের ব্রেক ও চাকা' }).click();
    await expect(page).toHaveTitle('সামনের ব্রেক ও চাকা, বাজাজ পালসার ১৫০ টুইন ডিস্ক — পার্টস ডায়াগ্রাম — MotoForge');
    await expect(page).toHaveURL(`/bn/bikes/${vehicleId}/front-brake`);

    const callout = page.getByRole('button', { name: `২: ${PADS_BN}` });
    await callout.click();
    const row = partsList(page, 'এই ছবির পার্টস').getByRole('listitem').filter({ hasText: PADS_BN });
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toContainText('আপনার বাজাজ পালসার ১৫০ টুইন ডিস্ক ২০২১-এ ফিট হবে');
    await row.getByRole('button', { name: `কার্টে যোগ করুন: ${PADS_BN}` }).click();
    await expect(toast(page, `${PADS_BN} আপনার কার্টে আছে`)).toBeVisible();
    await expectNoSeriousViolations(page, 'a parts diagram in Bangla');
  });

  test('the keyboard reaches every number on a drawing, and a number chosen by keyboard leads to its part', async ({
    page,
  }) => {
    const vehicles = (await (await page.request.get('/api/vehicles')).json()) as {
      makes: { make: string; models: { vehicleId: number; name: string }[] }[];
    };
    const vehicleId = vehicles.makes
      .find((make) => make.make === PULSAR.make)!
      .models.find((model) => model.name === PULSAR.model)!.vehicleId;
    await page.goto(`/bikes/${vehicleId}/electrical`);
    const callouts = page.getByRole('button', { name: /^\d+: / });
    await expect(callouts.first()).toBeVisible();
    const names = await callouts.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(names.length).toBeGreaterThanOrEqual(4);

    const stops = await expectKeyboardReachable(page, 'a parts diagram');
    const reached = stops.map((stop) => stop.control);
    for (const name of names) expect(reached).toContain(`button[button] "${name}"`);

    await callouts.first().focus();
    await page.keyboard.press('Enter');
    const row = partsList(page, 'Parts in this drawing').getByRole('listitem').first();
    await expect(row).toHaveAttribute('aria-current', 'true');
    await expect(row).toBeFocused();
  });
});
