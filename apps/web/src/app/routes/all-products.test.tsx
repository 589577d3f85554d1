import type { CatalogueItem } from '@motoforge/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import AllProductsRoute from './all-products';
import { bajajVehicles, testModel } from '@/testing/vehicles';

const parts: CatalogueItem[] = Array.from({ length: 15 }, (_, index) => ({
  _id: `part-${index + 1}`,
  name: `Part number ${index + 1}`,
  img: `/images/parts/part-${index + 1}.svg`,
  description: 'A part',
  nameBn: `পার্ট নম্বর ${index + 1}`,
  descriptionBn: 'একটি পার্ট',
  price: 500,
  minimumOrder: 1,
  availableQuantity: 10,
  sku: `MF-${index + 1}`,
  category: 'brakes',
  oemNumbers: [],
  replaces: [],
  fitsCurrentBike: index === 0 ? 'fits' : null,
}));
const pulsar = { make: 'Bajaj', makeBn: 'বাজাজ', model: 'Pulsar 150', modelBn: 'পালসার ১৫০' };
const garage = {
  bikes: [{ id: '12-2021', vehicleId: 12, year: 2021, ...pulsar, variant: '', current: true }],
};

const vehicles = bajajVehicles(
  testModel({ vehicleId: 12, model: 'Pulsar 150', modelBn: 'পালসার ১৫০', yearFrom: 2010 }),
);

describe('All Products page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the parts, first one included, with the rider’s garage and a way back home', async () => {
    stubFetch({
      'GET /api/parts': { body: { items: parts, total: 15, page: 1, pageSize: 24 } },
      'GET /api/categories': { body: [] },
      'GET /api/garage': { body: garage },
      'GET /api/vehicles': { body: { makes: [] } },
    });
    renderWithProviders(<AllProductsRoute />, { route: '/allproducts' });

    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(15);
    expect(screen.getByRole('heading', { level: 2, name: 'Part number 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('Fits your Bajaj Pulsar 150 2021')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Garage' })).toBeInTheDocument();
    // An English page shows none of the catalogue's Bangla.
    expect(screen.queryByText(/পার্ট|বাজাজ|পালসার/)).toBeNull();
  });

  it('names the bike of a shared bike= link', async () => {
    stubFetch({
      'GET /api/parts?bike=12%3A2021': { body: { items: parts.slice(0, 2), total: 2, page: 1, pageSize: 24 } },
      'GET /api/categories': { body: [] },
      'GET /api/garage': { body: { bikes: [] } },
      'GET /api/vehicles': { body: vehicles },
    });
    renderWithProviders(<AllProductsRoute />, { route: '/allproducts?bike=12:2021' });

    expect(await screen.findByText('Bike: Bajaj Pulsar 150 2021')).toBeInTheDocument();
  });

  it('narrows the list to the bike the rider chooses, keeping the search', async () => {
    const user = userEvent.setup();
    const pulsar = { ...garage.bikes[0], id: '12-2021' };
    let bikes: (typeof pulsar)[] = [];
    const fetchMock = stubFetch({
      'GET /api/parts?q=chain&page=2': { body: { items: parts, total: 39, page: 2, pageSize: 24 } },
      'GET /api/parts?q=chain&bike=12%3A2021': { body: { items: parts.slice(0, 1), total: 1, page: 1, pageSize: 24 } },
      'GET /api/categories': { body: [] },
      'GET /api/garage': () => Promise.resolve(jsonResponse({ bikes })),
      'POST /api/garage': () => {
        bikes = [pulsar];
        return Promise.resolve(jsonResponse(pulsar, 201));
      },
      'GET /api/vehicles': { body: vehicles },
    });
    renderWithProviders(<AllProductsRoute />, { route: '/allproducts?q=chain&page=2' });

    await screen.findByRole('option', { name: 'Bajaj' });
    await user.selectOptions(screen.getByLabelText('Make'), 'Bajaj');
    await user.selectOptions(screen.getByLabelText('Model'), 'Pulsar 150');
    await user.selectOptions(screen.getByLabelText('Year'), '2021');
    await user.click(screen.getByRole('button', { name: 'Choose this bike' }));

    expect(await screen.findByText('Bike: Bajaj Pulsar 150 2021')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/parts?q=chain&bike=12%3A2021');
  });
});

describe('All Products page in Bangla', () => {
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('titles the page in Bangla and names the bike of a bike= link with its year in Bengali digits', async () => {
    setLanguage('bn', bn);
    stubFetch({
      'GET /api/parts?bike=12%3A2021': { body: { items: parts.slice(0, 2), total: 2, page: 1, pageSize: 24 } },
      'GET /api/categories': { body: [] },
      'GET /api/garage': { body: { bikes: [] } },
      'GET /api/vehicles': { body: vehicles },
    });
    renderWithProviders(<AllProductsRoute />, { route: '/allproducts?bike=12:2021' });

    expect(await screen.findByRole('heading', { level: 1, name: 'সব পণ্য' })).toBeInTheDocument();
    expect(screen.getByText('পুরো ক্যাটালগ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমে ফিরে যান' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('বাইক: বাজাজ পালসার ১৫০ ২০২১')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'পার্ট নম্বর 1' })).toBeInTheDocument();
    expect(document.title).toBe('সব পণ্য — MotoForge');
  });
});
