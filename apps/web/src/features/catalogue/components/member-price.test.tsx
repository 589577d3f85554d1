import type { CatalogueItem, MemberPrices } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/api-client';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { expectNoEnglishOf } from '@/testing/english-left';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { PartsGrid } from './parts-grid';

const partOf = (number: number): CatalogueItem => ({
  _id: `00000000-0000-4000-8000-00000000000${number}`,
  name: `Part ${number}`,
  img: `/images/parts/part-${number}.svg`,
  description: '',
  nameBn: '',
  descriptionBn: '',
  price: 1000,
  minimumOrder: 1,
  availableQuantity: 50,
  sku: `MF-0000${number}`,
  category: 'brakes',
  oemNumbers: [],
  replaces: [],
  fitsCurrentBike: null,
});
const parts = [partOf(1), partOf(2)];
const memberPrices: MemberPrices = {
  group: { id: 'g', name: 'Dealers', nameBn: '', minimumOrder: 0 },
  prices: [{ partId: parts[0]!._id, listPrice: 1000, price: 900, breaks: [{ minQuantity: 10, price: 855 }] }],
};

describe('PartsGrid with a business account’s prices (ADR 054)', () => {
  afterEach(() => {
    localStorage.clear();
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('shows a guest the list prices and asks for no other', () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<PartsGrid parts={parts} />);
    expect(screen.getAllByText('৳1,000')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a member their price beside the list price, and the quantity breaks', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'member-token');
    const fetchMock = stubFetch({ 'POST /api/prices': { body: memberPrices } });
    renderWithProviders(<PartsGrid parts={parts} />);

    const card = (await screen.findByText('List price')).closest('article')!;
    expect(within(card).getByText('Part 1')).toBeInTheDocument();
    expect(card).toHaveTextContent('Your price: ৳900 List price ৳1,000');
    expect(within(card).getByText('10 or more: ৳855 each')).toBeInTheDocument();
    // The other part has no price of the group's: its list price only.
    expect(screen.getByText('Part 2').closest('article')).toHaveTextContent('Price: ৳1,000');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer member-token');
    expect(JSON.parse(String(init?.body))).toEqual({ partIds: parts.map((part) => part._id) });
  });

  it('says it in Bangla', async () => {
    setLanguage('bn', bn);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'member-token');
    stubFetch({ 'POST /api/prices': { body: memberPrices } });
    renderWithProviders(<PartsGrid parts={parts} />);
    expect(await screen.findByText('তালিকার দাম')).toBeInTheDocument();
    expectNoEnglishOf('shop.memberPrice');
  });
});
