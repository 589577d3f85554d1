import type { CatalogueItem } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { HomeParts } from './home-parts';

const makePart = (number: number): CatalogueItem => ({
  _id: `part-${number}`,
  name: `Part number ${number}`,
  img: `/images/parts/part-${number}.svg`,
  description: `Description of part ${number}`,
  nameBn: `পার্ট নম্বর ${number}`,
  descriptionBn: `পার্ট ${number}-এর বিবরণ`,
  price: 1000 + number,
  minimumOrder: 2,
  availableQuantity: 50 + number,
  sku: `MF-${String(number).padStart(5, '0')}`,
  category: 'brakes',
  oemNumbers: [],
  replaces: [],
  fitsCurrentBike: null,
});
/** Home asks for the first thirteen parts in the shop's order, and no more of the catalogue. */
const HOME_LIST = 'GET /api/parts?sort=position&pageSize=13';
const pageOf = (items: CatalogueItem[]) => ({ items: items.slice(0, 13), total: items.length, page: 1, pageSize: 13 });

const fifteenParts = Array.from({ length: 15 }, (_, index) => makePart(index + 1));

describe('HomeParts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the second through the thirteenth part, each with its details and a Buy Now link', async () => {
    stubFetch({ [HOME_LIST]: { body: pageOf(fifteenParts) } });
    renderWithProviders(<HomeParts />);

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(12);

    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(fifteenParts.slice(1, 13).map((part) => part.name));
    expect(screen.queryByText('Part number 1')).not.toBeInTheDocument();
    expect(screen.queryByText('Part number 14')).not.toBeInTheDocument();

    const second = within(cards[0]!);
    expect(second.getByRole('img', { name: 'Part number 2' })).toHaveAttribute('loading', 'lazy');
    expect(second.getByText('Description of part 2')).toBeInTheDocument();
    expect(second.getByText('Minimum order: 2')).toBeInTheDocument();
    expect(second.getByText('Available quantity: 52')).toBeInTheDocument();
    expect(second.getByText('৳1,002')).toBeInTheDocument();
    expect(second.getByRole('link', { name: /Buy Now/ })).toHaveAttribute('href', '/purchase/part-2');
    expect(second.getByRole('link', { name: 'Part number 2' })).toHaveAttribute('href', '/parts/part-2');
    // No current bike: no fitment line.
    expect(second.queryByText(/fit/i)).not.toBeInTheDocument();
    // An English page shows none of the catalogue's Bangla.
    expect(screen.queryByText(/পার্ট/)).toBeNull();

    expect(screen.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/allproducts');
  });

  it('offers an uploaded photo in every size it is kept at, and artwork as it is', async () => {
    const uploaded = { ...makePart(3), img: '/uploads/0123456789abcdef0123456789abcdef-1200.webp' };
    stubFetch({ [HOME_LIST]: { body: pageOf([makePart(1), makePart(2), uploaded]) } });
    renderWithProviders(<HomeParts />);

    const photo = await screen.findByRole('img', { name: 'Part number 3' });
    expect(photo).toHaveAttribute('src', uploaded.img);
    expect(photo.getAttribute('srcset')?.split(', ')).toEqual([
      '/uploads/0123456789abcdef0123456789abcdef-400.webp 400w',
      '/uploads/0123456789abcdef0123456789abcdef-800.webp 800w',
      '/uploads/0123456789abcdef0123456789abcdef-1200.webp 1200w',
    ]);
    expect(photo).toHaveAttribute('sizes', '(min-width: 1024px) 286px, (min-width: 768px) 50vw, 100vw');
    // …and first as AVIF, for the browsers that read it (ADR 046).
    const picture = photo.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const [source, ...rest] = [...picture.children];
    expect(rest).toEqual([photo]);
    expect(source!.tagName).toBe('SOURCE');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source!.getAttribute('srcset')?.split(', ')).toEqual([
      '/uploads/0123456789abcdef0123456789abcdef-400.avif 400w',
      '/uploads/0123456789abcdef0123456789abcdef-800.avif 800w',
      '/uploads/0123456789abcdef0123456789abcdef-1200.avif 1200w',
    ]);
    expect(source).toHaveAttribute('sizes', photo.getAttribute('sizes'));
    const artwork = screen.getByRole('img', { name: 'Part number 2' });
    expect(artwork).not.toHaveAttribute('srcset');
    expect(artwork).not.toHaveAttribute('sizes');
    expect(artwork.parentElement!.tagName).toBe('FIGURE');
  });

  it('says whether each part fits the rider’s current bike', async () => {
    const withFitment = [
      makePart(1),
      { ...makePart(2), fitsCurrentBike: 'fits' as const },
      { ...makePart(3), fitsCurrentBike: 'does-not-fit' as const },
      { ...makePart(4), fitsCurrentBike: 'not-listed' as const },
    ];
    stubFetch({ [HOME_LIST]: { body: pageOf(withFitment) } });
    const bike = { make: 'Bajaj', model: 'Pulsar 150', variant: 'Twin Disc', year: 2021 };
    renderWithProviders(<HomeParts currentBike={bike} />);

    const [fits, doesNotFit, notListed] = await screen.findAllByRole('article');
    expect(within(fits!).getByText('Fits your Bajaj Pulsar 150 Twin Disc 2021')).toBeInTheDocument();
    expect(within(doesNotFit!).getByText('Does not fit your Bajaj Pulsar 150 Twin Disc 2021')).toBeInTheDocument();
    expect(within(notListed!).getByText('Fitment not listed')).toBeInTheDocument();
  });

  it('shows its garage slot above the parts', async () => {
    stubFetch({ [HOME_LIST]: { body: pageOf(fifteenParts) } });
    renderWithProviders(<HomeParts garage={<p>My Garage slot</p>} />);
    expect(screen.getByText('My Garage slot')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(12);
  });

  it('shows fewer cards when the list is short', async () => {
    stubFetch({ [HOME_LIST]: { body: pageOf(fifteenParts.slice(0, 4)) } });
    renderWithProviders(<HomeParts />);

    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('says so when there is nothing to show', async () => {
    stubFetch({ [HOME_LIST]: { body: pageOf([]) } });
    renderWithProviders(<HomeParts />);

    expect(await screen.findByText(/No parts are listed yet/)).toBeInTheDocument();
  });

  it("shows the server's message and loads the parts again on Try again", async () => {
    let isDown = true;
    stubFetch({
      [HOME_LIST]: async () =>
        isDown
          ? jsonResponse({ success: false, message: 'The shop is temporarily unavailable.' }, 503)
          : jsonResponse(pageOf(fifteenParts)),
    });
    renderWithProviders(<HomeParts />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shop is temporarily unavailable.');

    isDown = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(12);
  });

  it('explains a network failure instead of going blank', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<HomeParts />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the shop');
  });
});
