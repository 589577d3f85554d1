import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backOfficeMessages, catalogueFileMessages, type EditablePart } from '@motoforge/contract';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { EditProductForm } from './edit-product-form';
import { LowStockList } from './low-stock-list';
import { RestockPart } from './restock-part';

const part: EditablePart = {
  _id: 'part-1',
  name: 'Brake Shoe',
  nameBn: 'ব্রেক শু',
  description: 'Rear drum brake shoe.',
  descriptionBn: '',
  price: 450,
  minimumOrder: 2,
  availableQuantity: 30,
  lowStockThreshold: 5,
  isLowStock: false,
  img: '/images/parts/brake-shoe.webp',
  sku: 'MF-00012',
  category: 'brakes',
  oemNumbers: ['06455-KWB-601'],
  replaces: [],
  fitment: ['Honda|CB Shine||2015-2023'],
  updatedAt: '2026-11-26T03:00:00.000Z',
};
const CATEGORIES = {
  'GET /api/categories': {
    body: [
      { slug: 'brakes', name: 'Brakes', nameBn: 'ব্রেক' },
      { slug: 'engine', name: 'Engine', nameBn: 'ইঞ্জিন' },
    ],
  },
};
const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body));

describe('EditProductForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is filled with the product and sends only what changed, with the version it edits', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      ...CATEGORIES,
      'PATCH /api/part/part-1': {
        body: { ...part, price: 499.5, category: 'engine', updatedAt: '2026-11-26T04:00:00.000Z' },
      },
    });
    renderWithProviders(<EditProductForm part={part} onReload={() => {}} />);
    const form = screen.getByRole('form', { name: 'Edit Product' });
    expect(within(form).getByLabelText('Product Name')).toHaveValue('Brake Shoe');
    expect(within(form).getByLabelText('OEM numbers')).toHaveValue('06455-KWB-601');
    expect(within(form).getByLabelText('Fitment')).toHaveValue('Honda|CB Shine||2015-2023');
    expect(within(form).getByLabelText('Low-stock threshold')).toHaveValue('5');

    await user.clear(within(form).getByLabelText('Price (taka)'));
    await user.type(within(form).getByLabelText('Price (taka)'), '499.50');
    await screen.findByRole('option', { name: 'Engine' });
    await user.selectOptions(within(form).getByLabelText('Category'), 'engine');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PATCH')).toEqual({ updatedAt: part.updatedAt, price: 499.5, category: 'engine' }),
    );
  });

  it('says why a field is refused, before sending anything', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(CATEGORIES);
    renderWithProviders(<EditProductForm part={part} onReload={() => {}} />);
    await user.clear(screen.getByLabelText('Product Name'));
    await user.type(screen.getByLabelText('Fitment'), '{Enter}Honda only');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Product Name')).toHaveAccessibleDescription(/Product Name is required/);
    expect(screen.getByLabelText('Fitment')).toHaveAccessibleDescription(
      /Fitment "Honda only" must be make\|model\|variant\|yearFrom-yearTo/,
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('sends the old part numbers it replaces, one per line, and shows why one is refused under the field', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      ...CATEGORIES,
      'PATCH /api/part/part-1': {
        status: 400,
        body: { success: false, message: catalogueFileMessages.oldNumberLive('MF-00044') },
      },
    });
    renderWithProviders(<EditProductForm part={part} onReload={() => {}} />);
    const replaces = screen.getByLabelText('Replaces (old part numbers)');
    await user.type(replaces, 'KWB only');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    expect(replaces).toHaveAccessibleDescription(
      /Old part number "KWB only" may have letters, digits, spaces and \. _ \/ - \(a digit at least\), at most 64 characters/,
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.clear(replaces);
    await user.type(replaces, '06455-KWB-600{Enter}{Enter}MF-00044');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(replaces).toHaveAccessibleDescription(/Old part number "MF-00044" is the SKU of another part on sale/),
    );
    expect(bodyOf(fetchMock, 'PATCH')).toEqual({ updatedAt: part.updatedAt, replaces: ['06455-KWB-600', 'MF-00044'] });
  });

  it('sums up the refused fields at the top, each reason also under its field', async () => {
    const user = userEvent.setup();
    stubFetch(CATEGORIES);
    renderWithProviders(<EditProductForm part={part} onReload={() => {}} />);
    await user.clear(screen.getByLabelText('Product Name'));
    await user.clear(screen.getByLabelText('Price (taka)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Edit Product' });
    const summary = await within(form).findByRole('alert');
    expect(form.firstElementChild).toBe(summary);
    expect(summary).toHaveTextContent(backOfficeMessages.productNotSaved);
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Product Name is required', 'Price is required']);
    expect(screen.getByLabelText('Product Name')).toHaveAccessibleDescription(/Product Name is required/);
  });

  it('shows the server\'s reason next to its field and at the top, and never "not saved" beside "saved"', async () => {
    const user = userEvent.setup();
    let saves = 0;
    stubFetch({
      ...CATEGORIES,
      'PATCH /api/part/part-1': async () => {
        saves += 1;
        return saves === 1
          ? jsonResponse({ success: false, message: backOfficeMessages.skuTaken }, 409)
          : jsonResponse({ ...part, sku: 'MF-00013', updatedAt: '2026-11-26T04:00:00.000Z' });
      },
    });
    renderWithProviders(<EditProductForm part={part} onReload={() => {}} />);
    const form = screen.getByRole('form', { name: 'Edit Product' });
    await user.clear(within(form).getByLabelText('SKU'));
    await user.type(within(form).getByLabelText('SKU'), 'MF-00099');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const summary = await within(form).findByRole('alert');
    expect(form.firstElementChild).toBe(summary);
    expect(summary).toHaveTextContent(backOfficeMessages.productNotSaved);
    expect(summary).toHaveTextContent(backOfficeMessages.skuTaken);
    expect(within(form).getByLabelText('SKU')).toHaveAccessibleDescription(backOfficeMessages.skuTaken);
    expect(within(form).getByLabelText('SKU')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('button', { name: 'Load the latest version' })).not.toBeInTheDocument();

    await user.clear(within(form).getByLabelText('SKU'));
    await user.type(within(form).getByLabelText('SKU'), 'MF-00013');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(backOfficeMessages.productSaved)).toBeInTheDocument();
    expect(screen.queryByText(backOfficeMessages.productNotSaved)).not.toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps what was typed when someone else saved first, and offers the latest version', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    stubFetch({
      ...CATEGORIES,
      'PATCH /api/part/part-1': { status: 409, body: { success: false, message: backOfficeMessages.productChanged } },
    });
    renderWithProviders(<EditProductForm part={part} onReload={onReload} />);
    await user.type(screen.getByLabelText('Product Name'), ' Pro');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'Edit Product' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(backOfficeMessages.productChanged);
    expect(screen.getByLabelText('Product Name')).toHaveValue('Brake Shoe Pro');
    await user.click(screen.getByRole('button', { name: 'Load the latest version' }));
    expect(onReload).toHaveBeenCalled();
  });
});

describe('RestockPart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds stock with a note and shows the log', async () => {
    const user = userEvent.setup();
    let log: unknown[] = [];
    const fetchMock = stubFetch({
      'GET /api/part/part-1/restocks?page=1&pageSize=10': () =>
        Promise.resolve(jsonResponse({ items: log, total: log.length, page: 1, pageSize: 10 })),
      'POST /api/part/part-1/restock': () => {
        log = [
          {
            id: 'r1',
            quantity: 12,
            note: 'Lot 7',
            by: 'Demo Admin',
            at: '2026-11-26T03:30:00.000Z',
            availableQuantityAfter: 42,
          },
        ];
        return Promise.resolve(jsonResponse({ availableQuantity: 42, restock: log[0] }));
      },
    });
    renderWithProviders(<RestockPart part={part} />);
    expect(await screen.findByText('No stock has been added to this product yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Quantity to add'), '12');
    await user.type(screen.getByLabelText('Note'), 'Lot 7');
    await user.click(screen.getByRole('button', { name: 'Add stock' }));
    const table = await screen.findByRole('table', { name: 'Restock log' });
    const row = within(table).getByRole('row', { name: /\+12/ });
    expect(within(row).getByRole('cell', { name: 'Demo Admin' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '42' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST')).toEqual({ quantity: 12, note: 'Lot 7' });
    // Ready for the next delivery.
    expect(screen.getByLabelText('Quantity to add')).toHaveValue('');
  });

  it('refuses a quantity that is not a whole number above 0', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/part/part-1/restocks?page=1&pageSize=10': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
    });
    renderWithProviders(<RestockPart part={part} />);
    await user.type(screen.getByLabelText('Quantity to add'), '0');
    await user.click(screen.getByRole('button', { name: 'Add stock' }));
    expect(await screen.findByText(backOfficeMessages.restockQuantityInvalid)).toBeInTheDocument();
  });
});

describe('LowStockList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says when no product is low on stock', async () => {
    stubFetch({
      'GET /api/admin/low-stock?page=1&pageSize=25': { body: { items: [], total: 0, page: 1, pageSize: 25 } },
    });
    renderWithProviders(<LowStockList />);
    expect(await screen.findByText('No product is low on stock.')).toBeInTheDocument();
  });

  it('lists each part with its stock and threshold, and a link to edit or restock it', async () => {
    stubFetch({
      'GET /api/admin/low-stock?page=2&pageSize=25': {
        body: {
          items: [
            {
              _id: 'part-1',
              name: 'Brake Shoe',
              nameBn: '',
              sku: 'MF-00012',
              img: part.img,
              availableQuantity: 0,
              lowStockThreshold: 5,
            },
          ],
          total: 26,
          page: 2,
          pageSize: 25,
        },
      },
    });
    renderWithProviders(<LowStockList />, { route: '/dashboard/lowstock?page=2' });
    const row = await screen.findByRole('row', { name: /Brake Shoe/ });
    expect(within(row).getByRole('cell', { name: 'MF-00012' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit or restock Brake Shoe' })).toHaveAttribute(
      'href',
      '/dashboard/editproduct/part-1',
    );
    expect(screen.getByText('26 products low on stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /1/ })).toHaveAttribute('href', '/dashboard/lowstock');
  });
});
