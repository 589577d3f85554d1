import { expect, type Page } from '@playwright/test';

export type PublicPage = {
  name: string;
  path: string;
  /** Resolves once the page shows its real content, not a loading screen. */
  waitUntilReady: (page: Page) => Promise<void>;
};

/** Every page a visitor can open without signing in, as issue 2 lists them. */
export const publicPages: PublicPage[] = [
  {
    name: 'home',
    path: '/',
    waitUntilReady: async (page) => {
      await expect(
        page.getByRole('region', { name: 'Motorbike Spare Parts' }).getByRole('article').first(),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'What our customer says?' }).getByRole('article').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'all products',
    path: '/allproducts',
    waitUntilReady: async (page) => {
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    },
  },
  {
    // Searched, filtered, sorted and on a later page: the form, the count and the page numbers.
    name: 'all products, searched and filtered',
    path: '/allproducts?q=brake&inStock=true&sort=price-asc&page=2',
    waitUntilReady: async (page) => {
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'blogs',
    path: '/blogs',
    waitUntilReady: async (page) => {
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'portfolio',
    path: '/portfolio',
    waitUntilReady: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'page not found',
    path: '/no-such-page',
    waitUntilReady: async (page) => {
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    },
  },
];
