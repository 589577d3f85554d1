import type { CatalogueItem, PartDetail } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { AllParts } from './all-parts';
import { PartDetails } from './part-details';

const pulsar = { make: 'Bajaj', makeBn: 'বাজাজ', model: 'Pulsar 150', modelBn: 'পালসার ১৫০' };
/** A bike the admin has not written in Bangla: its English names show. */
const lifan = { make: 'Lifan', makeBn: '', model: 'KPR 165R', modelBn: '' };
const part: PartDetail = {
  _id: 'part-7',
  name: 'Front Brake Pad Set',
  img: '/images/parts/brake-pads.svg',
  description: 'Sintered pads for the front disc.',
  price: 1250,
  minimumOrder: 2,
  availableQuantity: 1400,
  nameBn: 'ফ্রন্ট ব্রেক প্যাড সেট',
  descriptionBn: 'সামনের ডিস্কের জন্য সিন্টারড প্যাড।',
  sku: 'MF-00007',
  category: 'brakes',
  categoryName: 'Brakes',
  categoryNameBn: 'ব্রেক',
  oemNumbers: [],
  replaces: [],
  fitsCurrentBike: 'fits',
  fitment: [
    { vehicleId: 12, ...pulsar, variant: 'Twin Disc', variantBn: 'টুইন ডিস্ক', yearFrom: 2019, yearTo: 2023, note: '' },
    { vehicleId: 40, ...lifan, variant: '', variantBn: '', yearFrom: 2017, yearTo: 2023, note: '' },
  ],
};
const bike = { ...pulsar, variant: 'Twin Disc', variantBn: 'টুইন ডিস্ক', year: 2021 };

/** A part in a list: in Bangla when its number is odd, else only in English. */
const item = (number: number): CatalogueItem => ({
  _id: `part-${number}`,
  name: `Chain Kit ${number}`,
  img: `/images/parts/part-${number}.svg`,
  description: 'Hardened steel.',
  nameBn: number % 2 === 1 ? `চেইন কিট ${number}` : '',
  descriptionBn: number % 2 === 1 ? 'শক্ত ইস্পাত।' : '',
  price: 1000 + number,
  minimumOrder: 2,
  availableQuantity: 1500,
  sku: `MF-${number}`,
  category: 'brakes',
  oemNumbers: [],
  replaces: [],
  fitsCurrentBike: 'does-not-fit',
});
const categories = {
  'GET /api/categories': {
    body: [
      { slug: 'brakes', name: 'Brakes', nameBn: 'ব্রেক' },
      { slug: 'other', name: 'Other', nameBn: '' },
    ],
  },
};

describe('the catalogue in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('says in Bangla which old numbers a part replaces, and which part replaced a removed one', async () => {
    stubFetch({
      'GET /api/parts/part-7': { body: { ...part, replaces: ['06455-KWB-600'] } },
      'GET /api/parts/old-1': { status: 404, body: { success: false, message: 'Part not found' } },
      'GET /api/parts/old-1/successor': {
        body: { successor: { _id: 'part-7', name: 'Front Brake Pad Set', nameBn: 'ফ্রন্ট ব্রেক প্যাড সেট' } },
      },
    });
    const { unmount } = renderWithProviders(<PartDetails partId="part-7" />);
    expect(await screen.findByText('06455-KWB-600-এর বদলে')).toBeInTheDocument();
    unmount();

    renderWithProviders(<PartDetails partId="old-1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'পার্টসটি বদলে গেছে' })).toBeInTheDocument();
    expect(screen.getByText('এই পার্টসের জায়গায় এসেছে ফ্রন্ট ব্রেক প্যাড সেট।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ফ্রন্ট ব্রেক প্যাড সেট দেখুন' })).toHaveAttribute('href', '/parts/part-7');
  });

  it('shows a part page in Bangla: its Bangla name and text, Bengali digits, fitment for the rider’s bike', async () => {
    stubFetch({ 'GET /api/parts/part-7': { body: part } });
    renderWithProviders(<PartDetails partId="part-7" currentBike={bike} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'ফ্রন্ট ব্রেক প্যাড সেট' })).toBeInTheDocument();
    expect(screen.getByText('সামনের ডিস্কের জন্য সিন্টারড প্যাড।')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ফ্রন্ট ব্রেক প্যাড সেট' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ব্রেক' })).toHaveAttribute('href', '/allproducts?category=brakes');
    expect(document.title).toBe('ফ্রন্ট ব্রেক প্যাড সেট (MF-00007) — MotoForge');
    expect(await screen.findByText('৳১,২৫০')).toBeInTheDocument();
    expect(screen.getByText('১,৪০০টি স্টকে আছে')).toBeInTheDocument();
    expect(screen.getByText('আপনার বাজাজ পালসার ১৫০ টুইন ডিস্ক ২০২১-এ ফিট হবে')).toBeInTheDocument();
    expect(screen.getByText('কোনোটি দেওয়া নেই')).toBeInTheDocument();
    expect(screen.queryByText(/Front Brake Pad Set|Sintered|Bajaj|Pulsar|Twin Disc/)).toBeNull();
    expect(screen.getByRole('link', { name: 'এখনই কিনুন: ফ্রন্ট ব্রেক প্যাড সেট' })).toHaveAttribute(
      'href',
      '/purchase/part-7',
    );
    const table = screen.getByRole('table', { name: 'যেসব বাইকে এই পার্টস ফিট হয়' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ব্র্যান্ড', 'মডেল', 'ভ্যারিয়েন্ট', 'সাল', 'নোট']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(0, 3)
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['বাজাজ', 'পালসার ১৫০', 'টুইন ডিস্ক'],
      ['Lifan', 'KPR 165R', '—'],
    ]);
    expect(within(table).getAllByRole('cell', { name: '২০১৯–২০২৩' })).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'ফ্রন্ট ব্রেক প্যাড সেট (MF-00007), ৳১,২৫০. সামনের ডিস্কের জন্য সিন্টারড প্যাড।',
    );
    const productData = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(productData).toMatchObject({ name: 'ফ্রন্ট ব্রেক প্যাড সেট', category: 'ব্রেক' });
    expect(englishLeft(['shop.partDetails', 'shop.fitmentNote', 'shop.fitmentTable'])).toEqual([]);
  });

  it('says in Bangla that a part is not in the catalogue', async () => {
    stubFetch({
      'GET /api/parts/nope': { status: 404, body: { success: false, message: 'Part not found' } },
      'GET /api/parts/nope/successor': { body: { successor: null } },
    });
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
    expect(within(card).getByText('আপনার বাজাজ পালসার ১৫০ টুইন ডিস্ক ২০২১-এ ফিট হবে না')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'চেইন কিট 25' })).toBeInTheDocument();
    expect(within(card).getByText('শক্ত ইস্পাত।')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'এখনই কিনুন: চেইন কিট 25' })).toBeInTheDocument();
    // A part without Bangla shows its English.
    const english = screen.getAllByRole('article')[1]!;
    expect(within(english).getByRole('heading', { name: 'Chain Kit 26' })).toBeInTheDocument();
    expect(within(english).getByText('Hardened steel.')).toBeInTheDocument();

    const search = screen.getByRole('search', { name: 'ক্যাটালগে খুঁজুন' });
    expect(within(search).getByRole('searchbox', { name: 'পার্টস খুঁজুন' })).toHaveValue('pad');
    expect(
      within(within(search).getByRole('combobox', { name: 'সাজানোর ক্রম' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['সবচেয়ে প্রাসঙ্গিক', 'দোকানের ক্রম', 'দাম: কম থেকে বেশি', 'দাম: বেশি থেকে কম', 'নতুন আগে']);
    expect(within(search).getByRole('checkbox', { name: 'শুধু স্টকে থাকা পার্টস' })).toBeInTheDocument();
    expect(
      within(within(search).getByRole('combobox', { name: 'ক্যাটাগরি' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['সব ক্যাটাগরি', 'ব্রেক', 'Other']);
    expect(englishLeft(['shop.allParts', 'shop.partsSearch', 'shop.partSorts', 'shop.partCard'])).toEqual([]);
  });

  it('says in Bangla what to change when nothing matches', async () => {
    stubFetch({
      ...categories,
      'GET /api/parts?q=xyz&category=brakes': { body: { items: [], total: 0, page: 1, pageSize: 24 } },
    });
    renderWithProviders(<AllParts />, { route: '/allproducts?q=xyz&category=brakes' });

    const empty = await screen.findByText(/ব্রেক ক্যাটাগরিতে “xyz”-এর সঙ্গে মেলে এমন কোনো পার্টস নেই।/);
    expect(empty).toHaveTextContent('আরও কম শব্দে খুঁজুন, অন্য ক্যাটাগরি বেছে নিন, অথবা ফিল্টার মুছে দিন।');
    expect(within(empty).getByRole('link', { name: 'ফিল্টার মুছুন' })).toHaveAttribute('href', '/allproducts');
    expect(screen.getByText('০টি পার্টস')).toBeInTheDocument();
  });
});
