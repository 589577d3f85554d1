import type { CatalogueItem } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { AllParts } from './all-parts';

const item = (number: number): CatalogueItem => ({
  _id: `part-${number}`,
  name: `Part number ${number}`,
  img: `/images/parts/part-${number}.svg`,
  description: 'A part',
  nameBn: `পার্ট নম্বর ${number}`,
  descriptionBn: 'একটি পার্ট',
  price: 500 + number,
  minimumOrder: 1,
  availableQuantity: 10,
  sku: `MF-${number}`,
  category: 'brakes',
  oemNumbers: [],
  replaces: [],
  fitsCurrentBike: null,
});
const pageOf = (items: CatalogueItem[], total: number, page = 1, isTotalCapped = false) => ({
  items,
  total,
  isTotalCapped,
  page,
  pageSize: 24,
});
const firstPage = Array.from({ length: 24 }, (_, index) => item(index + 1));
const categories = {
  'GET /api/categories': {
    body: [
      { slug: 'brakes', name: 'Brakes', nameBn: 'ব্রেক' },
      { slug: 'chains', name: 'Chains & Sprockets', nameBn: 'চেইন ও স্প্রোকেট' },
    ],
  },
};

describe('AllParts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first page of the shop, the number of parts and numbered pages', async () => {
    stubFetch({ ...categories, 'GET /api/parts': { body: pageOf(firstPage, 500) } });
    renderWithProviders(<AllParts />, { route: '/allproducts' });

    expect(await screen.findAllByRole('article')).toHaveLength(24);
    expect(screen.getByText(/^500 parts/)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 21' })).toHaveAttribute('href', '/allproducts?page=21');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/allproducts?page=2');
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Part number 1' })).toHaveAttribute('href', '/parts/part-1');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('position');
    // An English page shows none of the catalogue's Bangla, in the cards or the category filter.
    await screen.findByRole('option', { name: 'Chains & Sprockets' });
    expect(screen.queryByText(/পার্ট|ব্রেক|চেইন/)).toBeNull();
  });

  it('says a broad search has more parts than were counted, and pages on past the count', async () => {
    stubFetch({ ...categories, 'GET /api/parts?q=pair&page=3': { body: pageOf(firstPage, 10_000, 3, true) } });
    renderWithProviders(<AllParts />, { route: '/allproducts?q=pair&page=3' });

    expect(await screen.findAllByRole('article')).toHaveLength(24);
    expect(screen.getByText(/^10,000\+ parts/)).toHaveTextContent(/^10,000\+ parts · page 3$/);
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 417' })).toHaveAttribute(
      'href',
      '/allproducts?q=pair&page=417',
    );
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/allproducts?q=pair&page=4');
  });

  it('keeps the filters of the URL on every page link', async () => {
    stubFetch({
      ...categories,
      'GET /api/parts?q=pad&category=brakes&page=2': { body: pageOf(firstPage, 60, 2) },
    });
    renderWithProviders(<AllParts />, { route: '/allproducts?q=pad&category=brakes&page=2&utm_source=mail' });

    const pages = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/allproducts?q=pad&category=brakes',
    );
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/allproducts?q=pad&category=brakes&page=3',
    );
    expect(screen.getByRole('searchbox', { name: 'Search parts' })).toHaveValue('pad');
    expect(await screen.findByRole('option', { name: 'Brakes', selected: true })).toBeInTheDocument();
    // Sorted by relevance while searching, unless the rider chose otherwise.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  });

  it('searches from page 1, and says what to change when nothing matches', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      ...categories,
      'GET /api/parts?category=brakes&page=3': { body: pageOf(firstPage, 100, 3) },
      'GET /api/parts?q=xyz&category=brakes': { body: pageOf([], 0) },
    });
    renderWithProviders(<AllParts />, { route: '/allproducts?category=brakes&page=3' });
    await screen.findAllByRole('article');

    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'xyz{Enter}');

    const empty = await screen.findByText(/No parts match “xyz” in Brakes\./);
    expect(empty).toHaveTextContent('Try fewer words, another category, or clear the filters.');
    expect(within(empty).getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/allproducts');
    expect(screen.getByText(/^0 parts/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/parts?q=xyz&category=brakes', expect.anything());
  });

  it('applies a category, in stock and sort at once', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...categories,
      'GET /api/parts': { body: pageOf(firstPage, 500) },
      'GET /api/parts?category=chains': { body: pageOf(firstPage.slice(0, 3), 3) },
      'GET /api/parts?category=chains&inStock=true': { body: pageOf(firstPage.slice(0, 2), 2) },
      'GET /api/parts?category=chains&inStock=true&sort=price-asc': { body: pageOf(firstPage.slice(0, 2), 2) },
    });
    renderWithProviders(<AllParts />, { route: '/allproducts' });
    await screen.findByText(/^500 parts/);
    await screen.findByRole('option', { name: 'Chains & Sprockets' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'chains');
    expect(await screen.findByText(/^3 parts/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(await screen.findByText(/^2 parts/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(screen.queryByRole('option', { name: 'Relevance' })).not.toBeInTheDocument();
  });

  it('keeps the page shown, dimmed and busy, while the next one loads', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => undefined;
    stubFetch({
      ...categories,
      'GET /api/parts': { body: pageOf(firstPage, 500) },
      'GET /api/parts?page=2': () => new Promise((resolve) => (release = resolve)),
    });
    renderWithProviders(<AllParts />, { route: '/allproducts' });
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Result pages' })).getByRole('link', { name: 'Next' }),
    );

    const results = screen.getByText(/^500 parts/).parentElement!;
    expect(results).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(24);
    release(jsonResponse(pageOf([item(25)], 500, 2)));
    expect(await screen.findByRole('link', { name: 'Part number 25' })).toBeInTheDocument();
    expect(screen.getByText(/^500 parts/).parentElement).toHaveAttribute('aria-busy', 'false');
  });

  it("shows the API's words for a search it refuses, with a way to clear it", async () => {
    stubFetch({
      ...categories,
      'GET /api/parts?page=abc': {
        status: 400,
        body: { success: false, message: 'Page must be a whole number from 1' },
      },
    });
    renderWithProviders(<AllParts />, { route: '/allproducts?page=abc' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Page must be a whole number from 1');
    expect(within(alert).getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/allproducts');
  });

  it("shows a refused parameter's own words, never its field name", async () => {
    stubFetch({
      ...categories,
      'GET /api/parts?minPrice=500&maxPrice=100': {
        status: 400,
        body: {
          success: false,
          message: 'minPrice: The lowest price cannot be above the highest',
          errors: [{ field: 'minPrice', message: 'The lowest price cannot be above the highest' }],
        },
      },
    });
    renderWithProviders(<AllParts />, { route: '/allproducts?minPrice=500&maxPrice=100' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The lowest price cannot be above the highest');
    expect(alert).not.toHaveTextContent('minPrice');
  });

  it('says when a typed word was corrected, with a link that searches the words as typed', async () => {
    stubFetch({
      ...categories,
      'GET /api/parts?q=clucth+plate&category=brakes': {
        body: { ...pageOf(firstPage.slice(0, 2), 2), correctedQuery: 'clutch plate' },
      },
    });
    renderWithProviders(<AllParts />, { route: '/allproducts?q=clucth+plate&category=brakes' });

    const corrected = await screen.findByText('clutch plate');
    expect(corrected.tagName).toBe('EM');
    expect(corrected.parentElement).toHaveTextContent(
      /^Showing results for clutch plate\. Search instead for “clucth plate”$/,
    );
    expect(screen.getByRole('link', { name: 'Search instead for “clucth plate”' })).toHaveAttribute(
      'href',
      '/allproducts?q=clucth+plate&category=brakes&exact=true',
    );
  });

  it('says nothing of a correction when the words were searched as typed', async () => {
    stubFetch({
      ...categories,
      'GET /api/parts?q=clucth+plate&exact=true': { body: { ...pageOf([], 0), correctedQuery: null } },
    });
    renderWithProviders(<AllParts />, { route: '/allproducts?q=clucth+plate&exact=true' });

    expect(await screen.findByText('No parts match “clucth plate”.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/Showing results for/)).toBeNull();
  });

  it('names the bike of a bike filter in a chip that removes it', async () => {
    stubFetch({ ...categories, 'GET /api/parts?bike=12%3A2021': { body: pageOf(firstPage.slice(0, 1), 1) } });
    renderWithProviders(<AllParts bikeFilterName="Bajaj Pulsar 150 2021" />, { route: '/allproducts?bike=12:2021' });

    expect(await screen.findByText('Bike: Bajaj Pulsar 150 2021')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remove the bike filter Bajaj Pulsar 150 2021' })).toHaveAttribute(
      'href',
      '/allproducts',
    );
    expect(await screen.findByText(/^1 part$/)).toBeInTheDocument();
  });
});
