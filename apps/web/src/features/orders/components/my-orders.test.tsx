import type { MyOrder, MyOrderList } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { MyOrders } from './my-orders';

const email = 'rider@example.com';
const LIST = 'GET /api/orders?page=1&pageSize=10';

const line = (productName: string, quantity: number, price: number, productNameBn = '') => ({
  _id: `line-${productName}`,
  partId: `part-${productName}`,
  productName,
  productNameBn,
  quantity,
  price,
});
const myOrder = (overrides: Partial<MyOrder>): MyOrder => ({
  id: 'order-1',
  number: 'MF-7K3QX9',
  createdAt: '2026-11-20T10:00:00.000Z',
  state: 'placed',
  paymentMethod: 'card',
  paid: false,
  tnxId: null,
  status: false,
  lines: [line('Chain Sprocket Kit', 12, 1850)],
  subtotal: 22200,
  deliveryFee: 0,
  total: 22200,
  actions: ['pay', 'delete', 'cancel'],
  ...overrides,
});
const list = (...items: MyOrder[]): MyOrderList => ({ items, total: items.length, page: 1, pageSize: 10 });

const unpaid = myOrder({});
const paid = myOrder({
  id: 'order-2',
  number: 'MF-BR4K3S',
  state: 'confirmed',
  paid: true,
  tnxId: 'pi_test_123',
  lines: [line('Brake Pad Set', 20, 450)],
  subtotal: 9000,
  total: 9000,
  actions: ['cancel'],
});
/** The product owner's order: two parts, one order, ৳4,750 (it showed as two rows of ৳4,750). */
const twoParts = myOrder({
  id: 'order-3',
  number: 'MF-2PARTS',
  state: 'confirmed',
  paymentMethod: 'cod',
  lines: [line('Chain Sprocket Kit', 2, 1850), line('Oil Filter', 2, 460)],
  subtotal: 4620,
  deliveryFee: 130,
  total: 4750,
  actions: ['cancel'],
});

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('MyOrders', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the columns and each order in its payment state', async () => {
    stubFetch({ [LIST]: { body: list(unpaid, paid) } });
    renderWithProviders(<MyOrders email={email} />);

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product Name', 'Quantity', 'Payment Status', 'TnxID', 'Action', 'Order']);

    const unpaidRow = screen.getByRole('row', { name: /MF-7K3QX9/ });
    expect(within(unpaidRow).getByRole('link', { name: 'Order MF-7K3QX9' })).toHaveAttribute(
      'href',
      '/dashboard/order/order-1',
    );
    expect(within(unpaidRow).getByText('Chain Sprocket Kit')).toBeInTheDocument();
    expect(within(unpaidRow).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(within(unpaidRow).getByRole('link', { name: 'Proceed to Pay' })).toHaveAttribute(
      'href',
      '/dashboard/payment/order-1',
    );
    // An unpaid order holds its parts for a day (UNPAID_ORDER_HOLD_HOURS) after it was placed.
    expect(
      within(unpaidRow)
        .getByText(/^Pay by/)
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2026-11-21T10:00:00.000Z');
    expect(within(unpaidRow).getByText('Not Generated')).toBeInTheDocument();
    expect(within(unpaidRow).getByText('Placed')).toBeInTheDocument();
    expect(within(unpaidRow).getByRole('button', { name: 'DELETE' })).toBeInTheDocument();
    expect(within(unpaidRow).queryByText('PAID')).not.toBeInTheDocument();

    const paidRow = screen.getByRole('row', { name: /MF-BR4K3S/ });
    expect(within(paidRow).getByText('PAID')).toBeInTheDocument();
    expect(within(paidRow).getByText('pi_test_123')).toBeInTheDocument();
    expect(within(paidRow).getByText('Confirmed')).toBeInTheDocument();
    expect(within(paidRow).getByRole('link', { name: 'Add A Review' })).toHaveAttribute('href', '/dashboard/review');
    expect(within(paidRow).queryByRole('button', { name: 'DELETE' })).not.toBeInTheDocument();
    expect(within(paidRow).queryByRole('link', { name: 'Proceed to Pay' })).not.toBeInTheDocument();
    expect(within(paidRow).queryByText(/^Pay by/)).not.toBeInTheDocument();
  });

  it('shows an order of two parts as one row, with each part, its quantities and the total once', async () => {
    stubFetch({ [LIST]: { body: list(twoParts) } });
    renderWithProviders(<MyOrders email={email} />);

    await screen.findByRole('table', { name: 'My orders' });
    expect(bodyRows()).toHaveLength(1);
    const row = screen.getByRole('row', { name: /MF-2PARTS/ });
    const parts = within(row).getByRole('list', { name: 'Parts of order MF-2PARTS' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chain Sprocket Kit × 2', 'Oil Filter × 2']);
    expect(within(row).getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(within(row).getAllByText('৳4,750')).toHaveLength(1);
    expect(screen.getAllByText('৳4,750')).toHaveLength(1);
    expect(screen.getByText('1 order')).toBeInTheDocument();
  });

  it('never asks to pay for, nor offers to delete, a confirmed cash-on-delivery order or a cancelled one', async () => {
    const cancelled = myOrder({ id: 'order-4', number: 'MF-CANC3L', state: 'cancelled', actions: [] });
    stubFetch({ [LIST]: { body: list(twoParts, cancelled) } });
    renderWithProviders(<MyOrders email={email} />);

    const cod = await screen.findByRole('row', { name: /MF-2PARTS/ });
    expect(within(cod).getByText('Confirmed')).toBeInTheDocument();
    expect(within(cod).getByText('Cash on delivery')).toBeInTheDocument();
    const gone = screen.getByRole('row', { name: /MF-CANC3L/ });
    expect(within(gone).getByText('Cancelled')).toBeInTheDocument();
    for (const row of [cod, gone]) {
      expect(within(row).queryByRole('link', { name: 'Proceed to Pay' })).not.toBeInTheDocument();
      expect(within(row).queryByText(/^Pay by/)).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: 'DELETE' })).not.toBeInTheDocument();
      expect(within(row).queryByRole('link', { name: 'Add A Review' })).not.toBeInTheDocument();
      expect(within(row).getByText('Not Generated')).toBeInTheDocument();
    }
  });

  it('offers DELETE only where the API allows it, even on an unpaid order still placed', async () => {
    const heldByTheShop = myOrder({ id: 'order-5', number: 'MF-H3LD00', actions: ['pay', 'cancel'] });
    stubFetch({ [LIST]: { body: list(heldByTheShop) } });
    renderWithProviders(<MyOrders email={email} />);

    const row = await screen.findByRole('row', { name: /MF-H3LD00/ });
    expect(within(row).getByRole('link', { name: 'Proceed to Pay' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'DELETE' })).not.toBeInTheDocument();
  });

  it('asks before deleting, naming the buyer and the parts, and cancel keeps the order', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [LIST]: { body: list(unpaid) } });
    renderWithProviders(<MyOrders email={email} />);

    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm delete?' });
    expect(within(dialog).getByText(email)).toBeInTheDocument();
    expect(within(dialog).getByText('Chain Sprocket Kit')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('removes the order on REMOVE, says so and refreshes the list', async () => {
    const user = userEvent.setup();
    let isDeleted = false;
    stubFetch({
      [LIST]: () => Promise.resolve(jsonResponse(isDeleted ? list(paid) : list(unpaid, paid))),
      'DELETE /api/booking/order-1': () => {
        isDeleted = true;
        return Promise.resolve(jsonResponse({ deletedCount: 1 }));
      },
    });
    renderWithProviders(<MyOrders email={email} />);

    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));

    expect(await screen.findByText('Order Chain Sprocket Kit is removed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /MF-7K3QX9/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /MF-BR4K3S/ })).toBeInTheDocument();
  });

  it('shows an order paid meanwhile as paid when deleting it is refused, and closes the question', async () => {
    const user = userEvent.setup();
    let wasRefused = false;
    const paidLate = { ...unpaid, state: 'confirmed' as const, paid: true, tnxId: 'pi_test_late', actions: [] };
    stubFetch({
      [LIST]: () => Promise.resolve(jsonResponse(list(wasRefused ? paidLate : unpaid))),
      'DELETE /api/booking/order-1': () => {
        wasRefused = true;
        return Promise.resolve(
          jsonResponse(
            {
              success: false,
              message:
                'This order is kept on record and cannot be deleted: cancel it (its payment is refunded and its stock goes back) or mark it returned',
            },
            409,
          ),
        );
      },
    });
    renderWithProviders(<MyOrders email={email} />);

    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));

    expect(await screen.findByText(/This order is kept on record/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: /MF-7K3QX9/ });
    expect(await within(row).findByText('PAID')).toBeInTheDocument();
    expect(within(row).getByText('pi_test_late')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'DELETE' })).not.toBeInTheDocument();
  });

  it('keeps the question open with the reason when the shop cannot remove the order right now', async () => {
    const user = userEvent.setup();
    stubFetch({
      [LIST]: { body: list(unpaid) },
      'DELETE /api/booking/order-1': {
        status: 503,
        body: { success: false, message: 'The shop is temporarily unavailable. Please try again shortly.' },
      },
    });
    renderWithProviders(<MyOrders email={email} />);

    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));

    const dialog = screen.getByRole('dialog', { name: 'Confirm delete?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The shop is temporarily unavailable. Please try again shortly.',
    );
    expect(within(dialog).getByRole('button', { name: 'REMOVE' })).toBeEnabled();
  });

  it('keeps the question open when the connection is lost, so REMOVE can be tried again', async () => {
    const user = userEvent.setup();
    stubFetch({
      [LIST]: { body: list(unpaid) },
      'DELETE /api/booking/order-1': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderWithProviders(<MyOrders email={email} />);

    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));

    const dialog = screen.getByRole('dialog', { name: 'Confirm delete?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/reach the shop/i);
  });

  it('pages through the orders by the address, ten at a time', async () => {
    stubFetch({
      'GET /api/orders?page=2&pageSize=10': { body: { ...list(paid), total: 11, page: 2 } },
    });
    renderWithProviders(<MyOrders email={email} />, { route: '/dashboard/order?page=2' });

    expect(await screen.findByRole('row', { name: /MF-BR4K3S/ })).toBeInTheDocument();
    expect(screen.getByText('11 orders')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Order pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/dashboard/order');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when there are no orders yet', async () => {
    stubFetch({ [LIST]: { body: list() } });
    renderWithProviders(<MyOrders email={email} />);

    expect(await screen.findByText(/You have no orders yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/allproducts');
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    stubFetch({ [LIST]: { status: 500, body: { success: false, message: 'Something went wrong on our side.' } } });
    renderWithProviders(<MyOrders email={email} />);

    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
