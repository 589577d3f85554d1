import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { MyOrders } from './my-orders';

const email = 'rider@example.com';
const listUrl = `GET /api/booking?user=${encodeURIComponent(email)}`;

const order = (overrides: Record<string, unknown>) => ({
  _id: 'order-1',
  partId: 'part-1',
  productName: 'Chain Sprocket Kit',
  email,
  phone: '01712345678',
  address: 'Dhaka',
  quantity: 12,
  number: 12,
  price: 1850,
  orderTotal: 22200,
  paid: false,
  tnxId: null,
  status: false,
  state: 'placed',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const unpaid = order({});
const paid = order({
  _id: 'order-2',
  productName: 'Brake Pad Set',
  number: 20,
  quantity: 20,
  paid: true,
  tnxId: 'pi_test_123',
});

// jsdom has no modal dialogs yet; this does what the browser does for our purposes.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

describe('MyOrders', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the columns and each row in its payment state', async () => {
    stubFetch({ [listUrl]: { body: [unpaid, paid] } });
    renderWithProviders(<MyOrders email={email} />);

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product Name', 'Quantity', 'Payment Status', 'TnxID', 'Action', 'Date', 'Total', 'Order state']);

    const unpaidRow = screen.getByRole('row', { name: /Chain Sprocket Kit/ });
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
    expect(within(unpaidRow).getByRole('button', { name: 'DELETE' })).toBeInTheDocument();
    expect(within(unpaidRow).queryByText('PAID')).not.toBeInTheDocument();

    const paidRow = screen.getByRole('row', { name: /Brake Pad Set/ });
    expect(within(paidRow).getByText('PAID')).toBeInTheDocument();
    expect(within(paidRow).getByText('pi_test_123')).toBeInTheDocument();
    expect(within(paidRow).getByRole('link', { name: 'Add A Review' })).toHaveAttribute('href', '/dashboard/review');
    expect(within(paidRow).queryByRole('button', { name: 'DELETE' })).not.toBeInTheDocument();
    expect(within(paidRow).queryByRole('link', { name: 'Proceed to Pay' })).not.toBeInTheDocument();
    expect(within(paidRow).queryByText(/^Pay by/)).not.toBeInTheDocument();
  });

  it("shows each order's date, total and state, linked to the order's page, so a buyer sees it ship", async () => {
    stubFetch({
      [listUrl]: { body: [order({ _id: 'line-9', orderId: 'order-9', paid: true, status: true, state: 'shipped' })] },
    });
    renderWithProviders(<MyOrders email={email} />);

    const row = await screen.findByRole('row', { name: /Chain Sprocket Kit/ });
    expect(within(row).getByText('Nov 20, 2026')).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(within(row).getByText('৳22,200')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Shipped: open the order of Chain Sprocket Kit' })).toHaveAttribute(
      'href',
      '/dashboard/order/order-9',
    );
  });

  it('asks before deleting, and cancel keeps the order', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [listUrl]: { body: [unpaid] } });
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
      [listUrl]: () =>
        Promise.resolve(new Response(JSON.stringify(isDeleted ? [paid] : [unpaid, paid]), { status: 200 })),
      'DELETE /api/booking/order-1': () => {
        isDeleted = true;
        return Promise.resolve(new Response(JSON.stringify({ deletedCount: 1 }), { status: 200 }));
      },
    });
    renderWithProviders(<MyOrders email={email} />);

    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));

    expect(await screen.findByText('Order Chain Sprocket Kit is removed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Chain Sprocket Kit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Brake Pad Set/ })).toBeInTheDocument();
  });

  it('shows an order paid meanwhile as paid when deleting it is refused, and closes the question', async () => {
    const user = userEvent.setup();
    let wasRefused = false;
    stubFetch({
      [listUrl]: () =>
        Promise.resolve(jsonResponse(wasRefused ? [{ ...unpaid, paid: true, tnxId: 'pi_test_late' }] : [unpaid])),
      'DELETE /api/booking/order-1': () => {
        wasRefused = true;
        return Promise.resolve(
          jsonResponse({ success: false, message: 'A paid order can only be removed by an admin' }, 403),
        );
      },
    });
    renderWithProviders(<MyOrders email={email} />);

    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));

    expect(await screen.findByText('A paid order can only be removed by an admin')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Chain Sprocket Kit/ });
    expect(await within(row).findByText('PAID')).toBeInTheDocument();
    expect(within(row).getByText('pi_test_late')).toBeInTheDocument();
  });

  it('keeps the question open with the reason when the shop cannot remove the order right now', async () => {
    const user = userEvent.setup();
    stubFetch({
      [listUrl]: { body: [unpaid] },
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
      [listUrl]: { body: [unpaid] },
      'DELETE /api/booking/order-1': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderWithProviders(<MyOrders email={email} />);

    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));

    const dialog = screen.getByRole('dialog', { name: 'Confirm delete?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/reach the shop/i);
  });

  it('says when there are no orders yet', async () => {
    stubFetch({ [listUrl]: { body: [] } });
    renderWithProviders(<MyOrders email={email} />);

    expect(await screen.findByText(/You have no orders yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/allproducts');
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    stubFetch({ [listUrl]: { status: 500, body: { success: false, message: 'Something went wrong on our side.' } } });
    renderWithProviders(<MyOrders email={email} />);

    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
