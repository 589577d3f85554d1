import { loginForm, newCustomer, signUpThroughApi } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// Defects found by probing the shop as an attacker would (issue 19), as a visitor meets them.

test.describe('the login redirect', () => {
  // Each of these is "//evil.example" once the browser has resolved its dot segment or backslash.
  const offSiteTargets = ['/.//evil.example', '/..//evil.example/', '/%2e//evil.example', '/./\\evil.example'];

  for (const target of offSiteTargets) {
    test(`signing in from /login?redirectTo=${target} lands on the home page`, async ({ page, request, baseURL }) => {
      const customer = newCustomer('redirect');
      await signUpThroughApi(request, baseURL!, customer);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));

      await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
      await loginForm(page).signIn(customer);

      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: 'Welcome to MotoForge' })).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }
});

test('the browser gets no source maps: no map is named in the code, and none is served', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('/login');
  await page.goto('/allproducts');
  expect(scripts.length).toBeGreaterThan(0);

  for (const script of scripts) {
    const code = await request.get(script);
    expect(code.ok(), script).toBe(true);
    expect(await code.text(), script).not.toContain('sourceMappingURL');
    expect(code.headers().sourcemap, script).toBeUndefined();
    const map = await request.get(`${script}.map`);
    expect(map.status(), `${script}.map`).toBe(404);
  }
});
