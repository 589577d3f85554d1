import type { Page, Route } from '@playwright/test';
import { expect, test, type PartsPage } from '../support/fixtures';
import { goHomeFromAnotherPage, serverRenderedData } from '../support/navigation';
import { gridColumnCount, isImageLoaded } from '../support/page-metrics';
import { PARTS_PAGE_CALL } from '../support/requests';
import { taka } from '../support/taka';

const SLIDE_COUNT = 5;
const SLIDE_INTERVAL_MS = 20_000;
const PLACEHOLDER_REVIEWER = 'Anonymous rider';

const partsSection = (page: Page) => page.getByRole('region', { name: 'Motorbike Spare Parts' });
const reviewsSection = (page: Page) => page.getByRole('region', { name: 'What our customer says?' });
const carousel = (page: Page) => page.getByRole('region', { name: 'Welcome' });
/** The slide a visitor is looking at: the carousel shows one slide and clips the others away. */
const slide = (page: Page, number: number) =>
  carousel(page).getByRole('group', { name: `Slide ${number} of ${SLIDE_COUNT}`, includeHidden: true });

async function expectCurrentSlide(page: Page, number: number) {
  await expect(slide(page, number)).toBeInViewport({ ratio: 0.5 });
  for (let other = 1; other <= SLIDE_COUNT; other += 1) {
    if (other !== number) await expect(slide(page, other)).not.toBeInViewport();
  }
}

test('home shows its sections in the spec order, above the footer', async ({ page }) => {
  await page.goto('/');
  const sections = [
    carousel(page),
    page.getByRole('heading', { name: 'Motorbike Spare Parts' }),
    page.getByText('73M+', { exact: true }),
    page.getByRole('heading', { name: 'Expert Advice' }),
    page.getByRole('heading', { name: 'What our customer says?' }),
    page.getByRole('heading', { name: 'Have A Question' }),
    page.getByRole('contentinfo'),
  ];
  const tops: number[] = [];
  for (const section of sections) {
    await expect(section).toBeVisible();
    const box = await section.boundingBox();
    tops.push(box!.y);
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
});

test.describe('carousel', () => {
  test('has five slides that Next and Previous step through, and Get Started leads to /login', async ({ page }) => {
    await page.goto('/');
    await expect(carousel(page).getByRole('group', { includeHidden: true })).toHaveCount(SLIDE_COUNT);
    await expect(carousel(page).getByRole('heading', { level: 1 })).toContainText('Welcome');
    await expectCurrentSlide(page, 1);

    const next = carousel(page).getByRole('button', { name: 'Next slide' });
    const previous = carousel(page).getByRole('button', { name: 'Previous slide' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    for (let number = 2; number <= SLIDE_COUNT; number += 1) {
      await next.click();
      await expectCurrentSlide(page, number);
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');

    await previous.click();
    await expectCurrentSlide(page, SLIDE_COUNT - 1);
    await previous.click();
    await expectCurrentSlide(page, SLIDE_COUNT - 2);

    await carousel(page).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('advances on its own every 20 seconds and stops at the last slide', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expectCurrentSlide(page, 1);

    await page.clock.runFor(SLIDE_INTERVAL_MS - 2_000);
    await expectCurrentSlide(page, 1);
    await page.clock.runFor(2_000);
    await expectCurrentSlide(page, 2);

    for (let number = 3; number <= SLIDE_COUNT; number += 1) {
      await page.clock.runFor(SLIDE_INTERVAL_MS);
      await expectCurrentSlide(page, number);
    }

    await page.clock.runFor(3 * SLIDE_INTERVAL_MS);
    await expectCurrentSlide(page, SLIDE_COUNT);
  });
});

test.describe('Motorbike Spare Parts', () => {
  test('shows the 2nd to the 13th part of the catalogue, each with a Buy Now link', async ({ page, catalogue }) => {
    expect(catalogue.length, 'the demo catalogue has more parts than the home page shows').toBeGreaterThan(13);
    const expected = catalogue.slice(1, 13);

    // The stock as the page received it: orders placed by tests running alongside move it.
    await page.goto('/');
    const stockOnPage = new Map(
      (await serverRenderedData<PartsPage>(page, ['parts', 'page'])).items.map((part) => [
        part._id,
        part.availableQuantity,
      ]),
    );
    const cards = partsSection(page).getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(expected.map((part) => part.name));

    for (const [index, part] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(part.description)).toBeVisible();
      await expect(card).toContainText(`Minimum order: ${part.minimumOrder}`);
      await expect(card).toContainText(`Available quantity: ${stockOnPage.get(part._id)}`);
      await expect(card).toContainText(taka(part.price));
      await expect(card.getByRole('img', { name: part.name })).toHaveAttribute('src', part.img);
      await expect(card.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', `/purchase/${part._id}`);
      await expect(card.getByRole('link', { name: part.name, exact: true })).toHaveAttribute(
        'href',
        `/parts/${part._id}`,
      );
    }
    for (const card of await cards.all()) {
      await expect.poll(() => isImageLoaded(card.getByRole('img'))).toBe(true);
    }

    await partsSection(page).getByRole('link', { name: 'All Products' }).click();
    await expect(page).toHaveURL('/allproducts');
  });

  test('lays the parts out in 4 columns on a desktop and 2 on a tablet', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    const grid = partsSection(page).getByRole('list');
    await expect(grid.getByRole('article').first()).toBeVisible();
    expect(await gridColumnCount(grid)).toBe(4);

    await page.setViewportSize({ width: 800, height: 1000 });
    await expect.poll(() => gridColumnCount(grid)).toBe(2);
  });

  test('lays the parts out in 1 column on a phone', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const grid = partsSection(page).getByRole('list');
    await expect(grid.getByRole('article').first()).toBeVisible();
    expect(await gridColumnCount(grid)).toBe(1);
  });

  test('shows the loading screen while the parts and reviews are on their way', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holdBack = async (route: Route) => {
      await released;
      await route.continue();
    };
    await page.route(PARTS_PAGE_CALL, holdBack);
    await page.route('**/api/review', holdBack);
    // Home asks for the parts it shows, the first 13 in the shop order, and never the whole catalogue.
    const partCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/part')) partCalls.push(`${url.pathname}${url.search}`);
    });

    await goHomeFromAnotherPage(page);
    await expect(partsSection(page).getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(reviewsSection(page).getByRole('status', { name: 'Loading…' })).toBeVisible();

    release();
    await expect(partsSection(page).getByRole('article').first()).toBeVisible();
    await expect(reviewsSection(page).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
    expect(partCalls).toEqual(['/api/parts?sort=position&pageSize=13']);
  });

  test('shows an error with a retry when the parts cannot be loaded, and recovers', async ({ page, catalogue }) => {
    await page.route(PARTS_PAGE_CALL, (route) => route.abort('connectionrefused'));
    await goHomeFromAnotherPage(page);

    // The client retries a dropped connection twice before it gives up.
    const error = partsSection(page).getByRole('alert');
    await expect(error).toBeVisible({ timeout: 15_000 });
    await expect(partsSection(page).getByRole('article')).toHaveCount(0);

    await page.unroute(PARTS_PAGE_CALL);
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(partsSection(page).getByRole('article').first()).toContainText(catalogue[1]!.name);
    await expect(error).toBeHidden();
  });
});

test('never goes blank when the API is down or failing: each list offers a retry', async ({ page }) => {
  await page.route(PARTS_PAGE_CALL, (route) => route.abort('connectionrefused'));
  await page.route('**/api/review', (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'The shop is temporarily unavailable.' } }),
  );
  await page.route('**/api/config', (route) => route.abort('connectionrefused'));
  await goHomeFromAnotherPage(page);

  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(carousel(page).getByRole('link', { name: 'Get Started' })).toBeVisible();
  for (const section of [partsSection(page), reviewsSection(page)]) {
    await expect(section.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible({
      timeout: 15_000,
    });
  }
  await expect(page.getByRole('form', { name: 'Have A Question' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the statistics banner shows the spec figures', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region').filter({ has: page.getByText('73M+', { exact: true }) });
  await expect(banner.getByRole('definition')).toHaveText(['73M+', '100M+', '1B+', '90+', '4M+']);
  await expect(banner.getByRole('term')).toHaveText(
    ['Products', 'Products Delivered', 'Contributors', 'Top Companies', 'Organizations'],
    { ignoreCase: true },
  );
});

test.describe('What our customer says?', () => {
  test('shows every review with its name and rating, and a placeholder for a reviewer without name or photo', async ({
    page,
    reviews,
  }) => {
    const anonymous = reviews.find((review) => review.name === null && review.img === null);
    expect(anonymous, 'the demo data has a review without a name or a photo').toBeDefined();

    await page.goto('/');
    const cards = reviewsSection(page).getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(reviews.map((review) => review.name ?? PLACEHOLDER_REVIEWER));
    for (const [index, review] of reviews.entries()) {
      await expect(cards.nth(index)).toContainText(review.review);
      await expect(cards.nth(index).getByRole('img', { name: `Rated ${review.rating} out of 5` })).toBeVisible();
    }

    const anonymousCard = cards.filter({ hasText: anonymous!.review });
    const avatar = anonymousCard.getByRole('img', { name: PLACEHOLDER_REVIEWER });
    await expect(avatar).toHaveAttribute('src', /default/);
    await expect.poll(() => isImageLoaded(avatar)).toBe(true);
  });

  test('lays the reviews out in 3 columns on a desktop', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    const grid = reviewsSection(page).getByRole('list');
    await expect(grid.getByRole('article').first()).toBeVisible();
    expect(await gridColumnCount(grid)).toBe(3);
  });
});

test.describe('Have A Question', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Have A Question' });

  test('says what is missing or wrong before anything is sent', async ({ page }) => {
    let questionsSent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/question') questionsSent += 1;
    });
    await page.goto('/');
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect(form(page).getByText('Email is required')).toBeVisible();
    await expect(form(page).getByText('Question is required')).toBeVisible();

    await form(page).getByLabel('Email').fill('rider@workshop');
    await form(page).getByLabel('Your question').fill('Do you ship brake pads to Sylhet?');
    await form(page).getByRole('button', { name: 'Submit' }).click();
    await expect(form(page).getByText('Provide a valid Email')).toBeVisible();
    await expect(form(page).getByText('Question is required')).toBeHidden();
    expect(questionsSent).toBe(0);
  });

  test('sends a question, says "Question Asked" and empties the form', async ({ page }) => {
    await page.goto('/');
    await form(page).getByLabel('Email').fill('rider@example.com');
    await form(page).getByLabel('Your question').fill('Which chain kit fits a 2019 Pulsar 150?');
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/question' && response.request().method() === 'POST',
    );
    await form(page).getByRole('button', { name: 'Submit' }).click();
    expect((await answered).status()).toBe(200);

    await expect(page.getByRole('alert').filter({ hasText: 'Question Asked' })).toBeVisible();
    await expect(form(page).getByLabel('Email')).toHaveValue('');
    await expect(form(page).getByLabel('Your question')).toHaveValue('');
  });

  test('says "Error Occurred" and keeps the question when the shop fails', async ({ page }) => {
    await page.route('**/api/question', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong on our side.' } }),
    );
    await page.goto('/');
    await form(page).getByLabel('Email').fill('rider@example.com');
    await form(page).getByLabel('Your question').fill('Do you sell clutch cables?');
    await form(page).getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Error Occurred' })).toBeVisible();
    await expect(form(page).getByLabel('Email')).toHaveValue('rider@example.com');
    await expect(form(page).getByLabel('Your question')).toHaveValue('Do you sell clutch cables?');
  });
});
