import { allProductsPage } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

const mainNavItems = [
  { name: 'Blogs', path: '/blogs' },
  { name: 'Portfolio', path: '/portfolio' },
  // Opened from /portfolio, Login comes back there after signing in.
  { name: 'Login', path: `/login?redirectTo=${encodeURIComponent('/portfolio')}` },
  { name: 'Home', path: '/' },
] as const;

test.describe('navigation bar', () => {
  test('shows Home, Blogs, Portfolio and Login, each leading to its page', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Open menu' })).toBeHidden();

    for (const item of mainNavItems) {
      await nav.getByRole('link', { name: item.name, exact: true }).click();
      await expect(page).toHaveURL(item.path);
    }
  });

  test('a click on the empty middle of the bar goes nowhere; the logo and name lead home', async ({ page }) => {
    await page.goto('/blogs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const brandLink = nav.getByRole('link', { name: 'MotoForge' });
    const bar = (await nav.boundingBox())!;
    const name = (await brandLink.getByText('MotoForge').boundingBox())!;
    // The link was as wide as the bar's whole left part: most of the bar led home.
    const emptyPoint = { x: name.x + name.width + 40, y: bar.y + bar.height / 2 };
    const linkThere = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
      emptyPoint,
    );
    expect(linkThere, 'a click beside the shop’s name lands on a link').toBeNull();
    await brandLink.click();
    await expect(page).toHaveURL('/');
  });

  test(
    'fits a narrow phone in both languages: no button covers the shop’s name',
    { tag: '@phone' },
    async ({ page }) => {
      // Bangla's switch reads "English", wider than "বাংলা": at 360 px it once pushed the search
      // button over the name, and the menu button off the screen.
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 800 });
        for (const [path, navName] of [
          ['/', 'Main'],
          ['/bn', 'প্রধান'],
        ] as const) {
          await page.goto(path);
          const nav = page.getByRole('navigation', { name: navName });
          const name = (await nav.getByRole('link', { name: 'MotoForge' }).getByText('MotoForge').boundingBox())!;
          const buttons = nav.locator(':scope > :is(button, a, div.dropdown):visible');
          for (const box of await Promise.all((await buttons.all()).map((button) => button.boundingBox()))) {
            expect(box!.x, `at ${width} px on ${path}, a button starts over the name`).toBeGreaterThanOrEqual(
              name.x + name.width,
            );
            expect(box!.x + box!.width, `at ${width} px on ${path}, a button leaves the screen`).toBeLessThanOrEqual(
              width,
            );
          }
        }
      }
    },
  );

  test('folds its links into a dropdown menu on a phone', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menuButton = nav.getByRole('button', { name: 'Open menu' });

    for (const item of mainNavItems) {
      const link = nav.getByRole('link', { name: item.name, exact: true });
      await expect(link).toBeHidden();
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await link.click();
      await expect(page).toHaveURL(item.path);
      await expect(link).toBeHidden();
    }
  });
});

test('the navigation bar searches the catalogue, with suggestions, in English and Bangla', async ({ page }) => {
  /** The bar's search field, focused; on a phone, behind its button. */
  const openSearch = async (navName: string, buttonName: string, fieldName: string) => {
    const nav = page.getByRole('navigation', { name: navName });
    const button = nav.getByRole('button', { name: buttonName });
    const field = nav.getByRole('combobox', { name: fieldName });
    if (await button.isVisible()) {
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(field).toBeFocused();
    } else await field.click();
    return field;
  };

  await page.goto('/blogs');
  const field = await openSearch('Main', 'Open search', 'Search parts');
  await field.pressSequentially('brake');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toHaveText('Brakes Category');
  expect(await suggestions.getByRole('option').count()).toBeLessThanOrEqual(8);
  await field.press('Enter');
  await expect(page).toHaveURL('/allproducts?q=brake');
  const shop = allProductsPage(page);
  await expect(shop.cardNames.first()).toContainText('Brake');

  await page.goto('/bn/blogs');
  const banglaField = await openSearch('প্রধান', 'খোঁজ খুলুন', 'পার্টস খুঁজুন');
  await banglaField.pressSequentially('ব্রেক');
  await expect(page.getByRole('listbox', { name: 'পরামর্শ' }).getByRole('option').first()).toHaveText('ব্রেক ক্যাটাগরি');
  await banglaField.press('ArrowDown');
  await banglaField.press('Enter');
  await expect(page).toHaveURL('/bn/allproducts?category=brakes');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
});

test('the top banner links to the blogs and stays dismissed after a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Announcement' });
  await banner.getByRole('link').click();
  await expect(page).toHaveURL('/blogs');

  await banner.getByRole('button', { name: 'Dismiss banner' }).click();
  await expect(banner).toBeHidden();

  // Not even for a moment: the server leaves it out of the page, so it never shows and vanishes.
  const reloaded = await page.reload();
  expect(await reloaded?.text()).not.toContain('aria-label="Announcement"');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(banner).toBeHidden();
  await page.goto('/allproducts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the demo notice shows the demo admin account and stays dismissed after a reload', async ({
  page,
  publicConfig,
}) => {
  expect(publicConfig.demo, 'the e2e server runs in demo mode').toBeDefined();
  const { email, password } = publicConfig.demo!;

  await page.goto('/');
  const notice = page.getByRole('complementary', { name: 'Demo notice' });
  await expect(notice).toContainText(email);
  await expect(notice).toContainText(password);

  await notice.getByRole('button', { name: 'Dismiss demo notice' }).click();
  await expect(notice).toBeHidden();

  const reloaded = await page.reload();
  expect(await reloaded?.text()).not.toContain('aria-label="Demo notice"');
  await page.waitForLoadState('networkidle');
  await expect(notice).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeVisible();
});

test('the footer shows the tagline and the Services, Company and Legal columns', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Genuine motorbike spare parts, forged to last and priced in taka.')).toBeVisible();
  await expect(footer.getByRole('heading')).toHaveText(['Services', 'Company', 'Legal']);

  const services = footer.getByRole('navigation', { name: 'Services' });
  await expect(services.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(services.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');

  await footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'My Portfolio' }).click();
  await expect(page).toHaveURL('/blogs');
});
