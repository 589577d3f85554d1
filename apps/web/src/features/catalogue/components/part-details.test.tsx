import type { PartDetail } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { PartDetails } from './part-details';

const pulsar = { make: 'Bajaj', makeBn: 'বাজাজ', model: 'Pulsar 150', modelBn: 'পালসার ১৫০' };
const part: PartDetail = {
  _id: 'part-7',
  name: 'Front Brake Pad Set',
  img: '/images/parts/brake-pads.svg',
  description: 'Sintered pads for the front disc.',
  price: 850,
  minimumOrder: 2,
  availableQuantity: 140,
  nameBn: 'ফ্রন্ট ব্রেক প্যাড সেট',
  descriptionBn: 'সামনের ডিস্কের জন্য সিন্টারড প্যাড।',
  sku: 'MF-00007',
  category: 'brakes',
  categoryName: 'Brakes',
  categoryNameBn: 'ব্রেক',
  oemNumbers: ['06455-KWB-601', '06455-KVS-J01'],
  replaces: [],
  fitsCurrentBike: 'fits',
  fitment: [
    {
      vehicleId: 12,
      ...pulsar,
      variant: 'Twin Disc',
      variantBn: '',
      yearFrom: 2019,
      yearTo: 2023,
      note: 'Front only',
    },
  ],
};
const bike = { ...pulsar, variant: 'Twin Disc', variantBn: '', year: 2021 };

describe('PartDetails', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head
      .querySelectorAll('link[rel="canonical"], script[type="application/ld+json"]')
      .forEach((tag) => tag.remove());
  });

  it('shows the part, its numbers, its fitment and Buy Now, and names itself for search engines', async () => {
    stubFetch({ 'GET /api/parts/part-7': { body: part } });
    renderWithProviders(<PartDetails partId="part-7" currentBike={bike} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Front Brake Pad Set' })).toBeInTheDocument();
    expect(screen.getByText('৳850')).toBeInTheDocument();
    expect(screen.getByText('140 in stock')).toBeInTheDocument();
    expect(screen.getByText('MF-00007')).toBeInTheDocument();
    expect(screen.getByText('06455-KWB-601, 06455-KVS-J01')).toBeInTheDocument();
    expect(screen.getByText('Fits your Bajaj Pulsar 150 Twin Disc 2021')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Now: Front Brake Pad Set' })).toHaveAttribute(
      'href',
      '/purchase/part-7',
    );

    const table = screen.getByRole('table', { name: 'Bikes this part fits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Make', 'Model', 'Variant', 'Years', 'Note']);
    expect(
      within(table).getByRole('row', { name: /Bajaj Pulsar 150 Twin Disc 2019–2023 Front only/ }),
    ).toBeInTheDocument();

    expect(document.title).toBe('Front Brake Pad Set (MF-00007) — MotoForge');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/parts/part-7',
    );
    const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Front Brake Pad Set',
      sku: 'MF-00007',
      offers: { price: '850.00', priceCurrency: 'BDT', availability: 'https://schema.org/InStock' },
    });
    // An English page shows none of the catalogue's Bangla.
    expect(screen.queryByText(/ব্রেক|প্যাড|বাজাজ|পালসার/)).toBeNull();
  });

  it('says "Fitment not listed" for a part without fitment rows', async () => {
    stubFetch({ 'GET /api/parts/part-7': { body: { ...part, fitment: [], fitsCurrentBike: 'not-listed' } } });
    renderWithProviders(<PartDetails partId="part-7" currentBike={bike} />);

    expect(await screen.findAllByText(/Fitment not listed/)).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says Out of stock, to people and to search engines, when less than the minimum order is left', async () => {
    stubFetch({ 'GET /api/parts/part-7': { body: { ...part, minimumOrder: 4, availableQuantity: 3 } } });
    renderWithProviders(<PartDetails partId="part-7" currentBike={bike} />);

    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByText('3 in stock')).toBeNull();
    const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('says which old part numbers it replaces', async () => {
    stubFetch({ 'GET /api/parts/part-7': { body: { ...part, replaces: ['06455-KWB-600', '06455 KWB 599'] } } });
    renderWithProviders(<PartDetails partId="part-7" />);
    expect(await screen.findByText('Replaces 06455-KWB-600, 06455 KWB 599')).toBeInTheDocument();
  });

  it('says nothing of old numbers when it replaces none', async () => {
    stubFetch({ 'GET /api/parts/part-7': { body: part } });
    renderWithProviders(<PartDetails partId="part-7" />);
    await screen.findByRole('heading', { level: 1, name: 'Front Brake Pad Set' });
    expect(screen.queryByText(/Replaces/)).toBeNull();
  });

  it('points a removed part to the part that replaced it', async () => {
    stubFetch({
      'GET /api/parts/old-1': { status: 404, body: { success: false, message: 'Part not found' } },
      'GET /api/parts/old-1/successor': {
        body: { successor: { _id: 'part-7', name: 'Front Brake Pad Set', nameBn: 'ফ্রন্ট ব্রেক প্যাড সেট' } },
      },
    });
    renderWithProviders(<PartDetails partId="old-1" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Part replaced' })).toBeInTheDocument();
    expect(screen.getByText('This part was replaced by Front Brake Pad Set.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Front Brake Pad Set' })).toHaveAttribute('href', '/parts/part-7');
  });

  it('says so when there is no such part', async () => {
    stubFetch({
      'GET /api/parts/nope': { status: 404, body: { success: false, message: 'Part not found' } },
      'GET /api/parts/nope/successor': { body: { successor: null } },
    });
    renderWithProviders(<PartDetails partId="nope" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Part not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/allproducts');
  });
});
