import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { ManageProducts } from './manage-products';

const part = (overrides: Record<string, unknown>) => ({
  _id: 'part-1',
  name: 'Spark Plug',
  img: '/images/parts/spark-plug.webp',
  description: 'Iridium spark plug.',
  price: 250,
  minimumOrder: 10,
  availableQuantity: 900,
  ...overrides,
});
const sparkPlug = part({});
const brakePads = part({ _id: 'part-2', name: 'Brake Pad Set', availableQuantity: 340 });
/** The shop order, a page of 48 at a time: the admin's list never asks for the whole catalogue. */
const LIST = 'GET /api/parts?sort=position&pageSize=48';
const pageOf = (items: unknown[], total = items.length) => ({ items, total, page: 1, pageSize: 48 });

describe('ManageProducts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every product with its stock', async () => {
    stubFetch({ [LIST]: { body: pageOf([sparkPlug, brakePads]) } });
    renderWithProviders(<ManageProducts />);

    const table = await screen.findByRole('table', { name: 'All Products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product Name', 'Available Quantity', 'Action']);
    const row = screen.getByRole('row', { name: /Brake Pad Set/ });
    expect(within(row).getByRole('cell', { name: '340' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete product Brake Pad Set' })).toHaveTextContent('DELETE');
  });

  it('asks "Are You Sure?" and cancel keeps the product', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [LIST]: { body: pageOf([sparkPlug]) } });
    renderWithProviders(<ManageProducts />);

    await user.click(await screen.findByRole('button', { name: 'Delete product Spark Plug' }));
    const dialog = screen.getByRole('dialog', { name: 'Are You Sure?' });
    expect(within(dialog).getByText('Spark Plug')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'REMOVE' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('removes the product on REMOVE, says so and refreshes the list', async () => {
    const user = userEvent.setup();
    let isDeleted = false;
    stubFetch({
      [LIST]: () => Promise.resolve(jsonResponse(pageOf(isDeleted ? [brakePads] : [sparkPlug, brakePads]))),
      'DELETE /api/part/part-1': () => {
        isDeleted = true;
        return Promise.resolve(jsonResponse({ deletedCount: 1 }));
      },
    });
    renderWithProviders(<ManageProducts />);

    await user.click(await screen.findByRole('button', { name: 'Delete product Spark Plug' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));

    expect(await screen.findByText('Product Spark Plug is removed')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Spark Plug/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Brake Pad Set/ })).toBeInTheDocument();
  });

  it('says in the dialog why a removal failed, lets the admin try again, and forgets it once closed', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    stubFetch({
      [LIST]: () => Promise.resolve(jsonResponse(pageOf(attempts < 2 ? [sparkPlug, brakePads] : [brakePads]))),
      'DELETE /api/part/part-1': () => {
        attempts += 1;
        return Promise.resolve(
          attempts === 1
            ? jsonResponse({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500)
            : jsonResponse({ deletedCount: 1 }),
        );
      },
    });
    renderWithProviders(<ManageProducts />);

    await user.click(await screen.findByRole('button', { name: 'Delete product Spark Plug' }));
    const dialog = screen.getByRole('dialog', { name: 'Are You Sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'REMOVE' }));
    // In the dialog, above its backdrop, where a toast could not be read or closed.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete product Spark Plug' }));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    expect(await screen.findByText('Product Spark Plug is removed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finds a product by what the admin types, best match first, and shows every product again', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      [LIST]: { body: pageOf([sparkPlug, brakePads]) },
      'GET /api/parts?q=brake+pad&sort=relevance&pageSize=48': { body: pageOf([brakePads]) },
      'GET /api/parts?q=kickstand&sort=relevance&pageSize=48': { body: pageOf([]) },
    });
    renderWithProviders(<ManageProducts />, { route: '/dashboard/manageproduct' });
    await screen.findByRole('row', { name: /Spark Plug/ });

    const search = screen.getByRole('search', { name: 'Find a product' });
    await user.type(within(search).getByRole('searchbox', { name: 'Find a product' }), ' brake pad ');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Brake Pad Set/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Spark Plug/ })).not.toBeInTheDocument();

    const box = within(screen.getByRole('search', { name: 'Find a product' })).getByRole('searchbox');
    expect(box).toHaveValue('brake pad');
    await user.clear(box);
    await user.type(box, 'kickstand{Enter}');
    expect(await screen.findByText('No product matches “kickstand”.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Show every product' }));
    expect(await screen.findByRole('row', { name: /Spark Plug/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Find a product' })).toHaveValue('');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/parts?q=kickstand&sort=relevance&pageSize=48',
    );
  });

  it('puts the newest added first on asking, searched or not, and keeps that order through a search', async () => {
    const user = userEvent.setup();
    stubFetch({
      [LIST]: { body: pageOf([sparkPlug, brakePads]) },
      'GET /api/parts?sort=newest&pageSize=48': { body: pageOf([brakePads, sparkPlug]) },
      'GET /api/parts?q=plug&sort=newest&pageSize=48': { body: pageOf([sparkPlug]) },
    });
    renderWithProviders(<ManageProducts />, { route: '/dashboard/manageproduct' });
    await screen.findByRole('row', { name: /Spark Plug/ });
    const order = screen.getByRole('combobox', { name: 'Order' });
    expect(order).toHaveDisplayValue('Shop order');

    await user.selectOptions(order, 'Newest first');
    await waitFor(() =>
      expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
        expect.stringContaining('Product Name'),
        expect.stringContaining('Brake Pad Set'),
        expect.stringContaining('Spark Plug'),
      ]),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Find a product' }), 'plug{Enter}');
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveDisplayValue('Newest first');
  });

  it('says when the catalogue is empty', async () => {
    stubFetch({ [LIST]: { body: pageOf([]) } });
    renderWithProviders(<ManageProducts />);

    expect(await screen.findByText('The catalogue has no products yet.')).toBeInTheDocument();
  });
});
