import type { CatalogueItem, PartDetail } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { AllParts } from './all-parts';
import { PartDetails } from './part-details';

const part: PartDetail = {
  _id: 'part-7',
  name: 'Front Brake Pad Set',
  img: '/images/parts/brake-pads.svg',
  description: 'Sintered pads for the front disc.',
  price: 1250,
  minimumOrder: 2,
  availableQuantity: 1400,
  sku: 'MF-00007',
  category: 'brakes',
  categoryName: 'Brakes',
  oemNumbers: [],
  fitsCurrentBike: 'fits',
  fitment: [
    { vehicleId: 12, make: 'Bajaj', model: 'Pulsar 150', variant: 'Twin Disc', yearFrom: 2019, yearTo: 2023, note: '' },
  ],
};
const bike = { make: 'Bajaj', model: 'Pulsar 150', variant: 'Twin Disc', year: 2021 };

const item = (number: number): CatalogueItem => ({
  _id: `part-${number}`,
  name: `Chain Kit ${number}`,
  img: `/images/parts/part-${number}.svg`,
  description: 'Hardened steel.',
  price: 1000 + number,
  minimumOrder: 2,
  availableQuantity: 1500,
  sku: `MF-${number}`,
  category: 'brakes',
  oemNumbers: [],
  fitsCurrentBike: 'does-not-fit',
});
const categories = { 'GET /api/categories': { body: [{ slug: 'brakes', name: 'Brakes' }] } };

describe('the catalogue in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('shows a part page in Bangla: price, stock and years in Bengali digits, fitment for the rider’s bike', async () => {
    stubFetch({ 'GET /api/parts/part-7': { body: part } });
    renderWithProviders(<PartDetails partId="part-7" currentBike={bike} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Front Brake Pad Set' })).toBeInTheDocument();
    expect(await screen.findByText('৳১,২৫০')).toBeInTheDocument();
    expect(screen.getByText('১,৪০০টি স্টকে আছে')).toBeInTheDocument();
    expect(screen.getByText('আপনার Bajaj Pulsar 150 Twin Disc ২০২১-এ ফিট হবে')).toBeInTheDocument();
    expect(screen.getByText('কোনোটি দেওয়া নেই')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'এখনই কিনুন: Front Brake Pad Set' })).toHaveAttribute(
      'href',
      '/purchase/part-7',
    );
    const table = screen.getByRole('table', { name: 'যেসব বাইকে এই পার্টস ফিট হয়' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ব্র্যান্ড', 'মডেল', 'ভ্যারিয়েন্ট', 'সাল', 'নোট']);
    expect(within(table).getByRole('cell', { name: '২০১৯–২০২৩' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Front Brake Pad Set (MF-00007), ৳১,২৫০. Sintered pads for the front disc.',
    );
    expect(englishLeft(['shop.partDetails', 'shop.fitmentNote', 'shop.fitmentTable'])).toEqual([]);
  });

  it('says in Bangla that a part is not in the catalogue', async () => {
    stubFetch({ 'GET /api/parts/nope': { status: 404, body: { success: false, message: 'Part not found' } } });
    renderWithProviders(<PartDetails partId="nope" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'পার্টসটি পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব পণ্য দেখুন' })).toHaveAttribute('href', '/allproducts');
    expect(document.title).toBe('পার্টসটি পাওয়া যায়নি — MotoForge');
  });

  it('lists the parts with their count, page, cards, search form and sorts in Bangla', async () => {
    stubFetch({
      ...categories,
      'GET /api/parts?q=pad&page=2': {
        body: { items: Array.from({ length: 24 }, (_, index) => item(index + 25)), total: 1200, page: 2, pageSize: 24 },
      },
    });
    renderWithProviders(<AllParts currentBike={bike} />, { route: '/allproducts?q=pad&page=2' });

    expect(await screen.findByText('১,২০০টি পার্টস')).toBeInTheDocument();
    expect(screen.getByText('· ৫০টির মধ্যে ২ নম্বর পৃষ্ঠা')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'ফলাফলের পৃষ্ঠা' })).toBeInTheDocument();

    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByText('সর্বনিম্ন অর্ডার: ২')).toBeInTheDocument();
    expect(within(card).getByText('উপলব্ধ পরিমাণ: ১,৫০০')).toBeInTheDocument();
    expect(within(card).getByText('৳১,০২৫')).toBeInTheDocument();
    expect(within(card).getByText('আপনার Bajaj Pulsar 150 Twin Disc ২০২১-এ ফিট হবে না')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'এখনই কিনুন: Chain Kit 25' })).toBeInTheDocument();

    const search = screen.getByRole('search', { name: 'ক্যাটালগে খুঁজুন' });
    expect(within(search).getByRole('searchbox', { name: 'পার্টস খুঁজুন' })).toHaveValue('pad');
    expect(
      within(within(search).getByRole('combobox', { name: 'সাজানোর ক্রম' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['সবচেয়ে প্রাসঙ্গিক', 'দোকানের ক্রম', 'দাম: কম থেকে বেশি', 'দাম: বেশি থেকে কম', 'নতুন আগে']);
    expect(within(search).getByRole('checkbox', { name: 'শুধু স্টকে থাকা পার্টস' })).toBeInTheDocument();
    expect(englishLeft(['shop.allParts', 'shop.partsSearch', 'shop.partSorts', 'shop.partCard'])).toEqual([]);
  });

  it('says in Bangla what to change when nothing matches', async () => {
    stubFetch({
      ...categories,
      'GET /api/parts?q=xyz&category=brakes': { body: { items: [], total: 0, page: 1, pageSize: 24 } },
    });
    renderWithProviders(<AllParts />, { route: '/allproducts?q=xyz&category=brakes' });

    const empty = await screen.findByText(/Brakes ক্যাটাগরিতে “xyz”-এর সঙ্গে মেলে এমন কোনো পার্টস নেই।/);
    expect(empty).toHaveTextContent('আরও কম শব্দে খুঁজুন, অন্য ক্যাটাগরি বেছে নিন, অথবা ফিল্টার মুছে দিন।');
    expect(within(empty).getByRole('link', { name: 'ফিল্টার মুছুন' })).toHaveAttribute('href', '/allproducts');
    expect(screen.getByText('০টি পার্টস')).toBeInTheDocument();
  });
});
