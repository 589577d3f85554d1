import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import type { AdminOrder } from '@motoforge/contract';
import { adminOrderList, adminOrderPage } from '@/testing/admin-orders';
import { ManageOrders } from './manage-orders';

const order = (overrides: Record<string, unknown>) => ({
  _id: 'order-1',
  partId: 'part-1',
  productName: 'Spark Plug',
  email: 'a@b.com',
  phone: '01712345678',
  address: 'Dhaka',
  quantity: 10,
  number: 10,
  price: 250,
  orderTotal: 2500,
  paid: false,
  tnxId: null,
  status: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const LIST = 'GET /api/admin/orders?pageSize=25';
const page = adminOrderPage;
const unpaid = order({});
const paid = order({ _id: 'order-2', productName: 'Brake Pad Set', email: 'c@d.com', paid: true, tnxId: 'pi_paid_2' });
const shipping = order({
  _id: 'order-3',
  productName: 'Chain Sprocket Kit',
  email: 'e@f.com',
  paid: true,
  tnxId: 'pi_paid_3',
  status: true,
});

/** A cash-on-delivery order of two parts, ৳4,750 with its delivery fee, on its way to the buyer. */
const shippedCod: AdminOrder = {
  ...adminOrderPage(order({ _id: 'order-cod', productName: 'Chain Sprocket Kit', email: 'g@h.com' })).items[0]!,
  number: 'MF-7K3QX9',
  state: 'shipped',
  status: true,
  paymentMethod: 'cod',
  lines: [
    { _id: 'line-1', partId: 'part-1', productName: 'Chain Sprocket Kit', productNameBn: '', quantity: 2, price: 1850 },
    { _id: 'line-2', partId: 'part-2', productName: 'Chain Lube', productNameBn: '', quantity: 2, price: 460 },
  ],
  subtotal: 4620,
  deliveryFee: 130,
  total: 4750,
  cashDue: 4750,
  actions: ['collect-cash'],
};
const delivered: AdminOrder = {
  ...shippedCod,
  state: 'delivered',
  paid: true,
  cashDue: 0,
  tnxId: 'COD-MF-7K3QX9',
  actions: ['return'],
};
const confirmedCod: AdminOrder = {
  ...adminOrderPage(order({ _id: 'order-cod-2', productName: 'Oil Filter' })).items[0]!,
  number: 'MF-0F1LTR',
  state: 'confirmed',
  paymentMethod: 'cod',
  paid: false,
  actions: ['pack', 'cancel'],
};
const shippedCard: AdminOrder = {
  ...adminOrderPage(shipping).items[0]!,
  lines: [
    { _id: 'line-9', partId: 'part-9', productName: 'Brake Pad Set', productNameBn: '', quantity: 1, price: 900 },
  ],
};

describe('ManageOrders', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every order with its payment, its state and what the admin can do with it', async () => {
    stubFetch({ [LIST]: { body: page(unpaid, paid, shipping) } });
    renderWithProviders(<ManageOrders />);

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'All Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product Name', 'Email', 'Payment Status', 'State', 'Approve Action', 'Action', 'Order']);

    const unpaidRow = screen.getByRole('row', { name: /Spark Plug/ });
    expect(within(unpaidRow).getByText('a@b.com')).toBeInTheDocument();
    expect(within(unpaidRow).getByText('UNPAID')).toBeInTheDocument();
    expect(within(unpaidRow).getByText('Placed')).toBeInTheDocument();
    expect(within(unpaidRow).getByText('NOT PAID')).toBeInTheDocument();
    expect(within(unpaidRow).queryByRole('button', { name: /Approve Order/ })).not.toBeInTheDocument();
    expect(within(unpaidRow).getByRole('button', { name: 'Delete order of Spark Plug by a@b.com' })).toHaveTextContent(
      'DELETE',
    );

    const paidRow = screen.getByRole('row', { name: /Brake Pad Set/ });
    expect(within(paidRow).getByText('PAID')).toBeInTheDocument();
    expect(within(paidRow).getByText('TnxID pi_paid_2')).toBeInTheDocument();
    expect(within(paidRow).getByText('Confirmed')).toBeInTheDocument();
    expect(within(paidRow).queryByText('NOT PAID')).not.toBeInTheDocument();
    // Kept on record once paid: cancelled or returned, never deleted.
    expect(within(paidRow).queryByRole('button', { name: /Delete order/ })).not.toBeInTheDocument();
    const approve = within(paidRow).getByRole('button', { name: 'Approve Order of Brake Pad Set by c@d.com' });
    expect(approve).toHaveTextContent('Approve Order');
    expect(approve).toBeEnabled();

    const shippingRow = screen.getByRole('row', { name: /Chain Sprocket Kit/ });
    expect(within(shippingRow).getByText('PAID')).toBeInTheDocument();
    expect(within(shippingRow).getByText('Shipped')).toBeInTheDocument();
    expect(within(shippingRow).getByRole('button', { name: /Approve Order/ })).toBeDisabled();
  });

  it('approves a paid order for shipping and says so', async () => {
    const user = userEvent.setup();
    let isApproved = false;
    const fetchMock = stubFetch({
      [LIST]: () => Promise.resolve(jsonResponse(page(isApproved ? { ...paid, status: true } : paid))),
      'PATCH /api/status/pi_paid_2': () => {
        isApproved = true;
        return Promise.resolve(jsonResponse({ modifiedCount: 1 }));
      },
    });
    renderWithProviders(<ManageOrders />);

    await user.click(await screen.findByRole('button', { name: /Approve Order/ }));

    expect(await screen.findByText('Your Product Is being shipped')).toBeInTheDocument();
    expect(await within(screen.getByRole('row', { name: /Brake Pad Set/ })).findByText('Shipped')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Approve Order/ })).toBeDisabled();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: true });
  });

  it('asks before deleting an order, naming the buyer and the item, and cancel keeps it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [LIST]: { body: page(unpaid) } });
    renderWithProviders(<ManageOrders />);

    await user.click(await screen.findByRole('button', { name: 'Delete order of Spark Plug by a@b.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm delete?' });
    expect(within(dialog).getByText('a@b.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Spark Plug')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'REMOVE' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('deletes an unpaid order on REMOVE and says so', async () => {
    const user = userEvent.setup();
    let isDeleted = false;
    stubFetch({
      [LIST]: () => Promise.resolve(jsonResponse(isDeleted ? page(paid) : page(unpaid, paid))),
      'DELETE /api/booking/order-1': () => {
        isDeleted = true;
        return Promise.resolve(jsonResponse({ deletedCount: 1 }));
      },
    });
    renderWithProviders(<ManageOrders />);

    await user.click(await screen.findByRole('button', { name: 'Delete order of Spark Plug by a@b.com' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));

    expect(await screen.findByText('Order Spark Plug is removed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Spark Plug/ })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Brake Pad Set/ })).toBeInTheDocument();
  });

  it('shows one state per order: a delivered cash-on-delivery order is Delivered and PAID, nothing else', async () => {
    stubFetch({ [LIST]: { body: adminOrderList(delivered) } });
    renderWithProviders(<ManageOrders />);

    const row = await screen.findByRole('row', { name: /Chain Sprocket Kit/ });
    expect(within(row).getByText('Delivered')).toBeInTheDocument();
    expect(within(row).getByText('PAID')).toBeInTheDocument();
    expect(within(row).getByText('TnxID COD-MF-7K3QX9')).toBeInTheDocument();
    for (const other of ['SHIPPING', 'PENDING', 'NOT PAID', 'UNPAID', 'Shipped', 'Confirmed', 'Placed'])
      expect(within(row).queryByText(other)).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Approve Order/ })).toBeDisabled();
    expect(within(row).queryByRole('button', { name: /Cash collected|Delete order/ })).not.toBeInTheDocument();
  });

  it('flags the law’s deadlines and a held COD order on the row, and filters by them', async () => {
    const user = userEvent.setup();
    const overdue: AdminOrder = {
      ...shippedCard,
      deadline: { kind: 'delivery', dueAt: '2026-11-25T10:00:00.000Z', status: 'overdue' },
    };
    const held: AdminOrder = {
      ...confirmedCod,
      codRisk: { score: 65, isHeld: true },
      deadline: null,
    };
    const fetchMock = stubFetch({
      [LIST]: { body: adminOrderList(overdue, held) },
      'GET /api/admin/orders?deadline=near&pageSize=25': { body: adminOrderList(overdue) },
    });
    renderWithProviders(<ManageOrders />);

    const overdueRow = await screen.findByRole('row', { name: /Brake Pad Set/ });
    expect(within(overdueRow).getByText('Delivery overdue since Nov 25, 2026')).toBeInTheDocument();
    const heldRow = screen.getByRole('row', { name: /Oil Filter/ });
    expect(within(heldRow).getByText('COD risk 65: held for a check')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('The law’s deadlines'), 'Close to or past a deadline');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 order')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/orders?deadline=near&pageSize=25');
  });

  it('flags a return waiting for an answer with its hour, and a return’s waiting refund', async () => {
    const unanswered: AdminOrder = {
      ...delivered,
      deadline: { kind: 'return-answer', dueAt: '2026-11-30T10:00:00.000Z', status: 'due-soon' },
    };
    const refundLate: AdminOrder = {
      ...shippedCard,
      state: 'delivered',
      deadline: { kind: 'return-refund', dueAt: '2026-11-25T10:00:00.000Z', status: 'overdue' },
    };
    stubFetch({ [LIST]: { body: adminOrderList(unanswered, refundLate) } });
    renderWithProviders(<ManageOrders />);

    const unansweredRow = await screen.findByRole('row', { name: /Chain Sprocket Kit/ });
    // The law gives a complaint hours, not days: the flag says the time too.
    expect(within(unansweredRow).getByText(/^Answer the return by Nov 30, 2026, \d{1,2}:\d{2}/)).toHaveClass(
      'badge-warning',
    );
    const refundRow = screen.getByRole('row', { name: /Brake Pad Set/ });
    expect(within(refundRow).getByText('Return refund overdue since Nov 25, 2026')).toHaveClass('badge-error');
  });

  it('offers Cash collected only for a shipped cash-on-delivery order, and asks with the amount', async () => {
    const user = userEvent.setup();
    let isCollected = false;
    const fetchMock = stubFetch({
      [LIST]: () =>
        Promise.resolve(jsonResponse(adminOrderList(isCollected ? delivered : shippedCod, confirmedCod, shippedCard))),
      'POST /api/admin/orders/order-cod/cash-collected': () => {
        isCollected = true;
        return Promise.resolve(jsonResponse({ id: 'order-cod', state: 'delivered' }));
      },
    });
    renderWithProviders(<ManageOrders />);

    const row = await screen.findByRole('row', { name: /Chain Sprocket Kit/ });
    expect(within(row).getByText('Shipped')).toBeInTheDocument();
    expect(within(row).getByText('NOT PAID')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Oil Filter/ })).queryByRole('button', { name: /Cash collected/ }),
    ).toBeNull();
    expect(
      within(screen.getByRole('row', { name: /Brake Pad Set/ })).queryByRole('button', { name: /Cash collected/ }),
    ).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Cash collected for MF-7K3QX9' }));
    const dialog = screen.getByRole('dialog', { name: 'Cash collected?' });
    expect(within(dialog).getByText('Mark ৳4,750 as collected for MF-7K3QX9?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep it as it is' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it as it is' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Cash collected for MF-7K3QX9' }));
    await user.click(screen.getByRole('button', { name: 'Yes, collected' }));

    expect(await screen.findByText('Cash collected for MF-7K3QX9')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const collected = screen.getByRole('row', { name: /Chain Sprocket Kit/ });
    expect(await within(collected).findByText('Delivered')).toBeInTheDocument();
    expect(within(collected).getByText('TnxID COD-MF-7K3QX9')).toBeInTheDocument();
    expect(within(collected).queryByRole('button', { name: /Cash collected/ })).not.toBeInTheDocument();
  });

  it('says in the question why Cash collected was refused', async () => {
    const user = userEvent.setup();
    stubFetch({
      [LIST]: { body: adminOrderList(shippedCod) },
      'POST /api/admin/orders/order-cod/cash-collected': {
        status: 409,
        body: {
          success: false,
          message: 'Only a shipped cash-on-delivery order can be marked cash collected',
        },
      },
    });
    renderWithProviders(<ManageOrders />);

    await user.click(await screen.findByRole('button', { name: 'Cash collected for MF-7K3QX9' }));
    await user.click(screen.getByRole('button', { name: 'Yes, collected' }));

    const dialog = screen.getByRole('dialog', { name: 'Cash collected?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a shipped cash-on-delivery order can be marked cash collected',
    );
  });

  it('says when there are no orders', async () => {
    stubFetch({ [LIST]: { body: page() } });
    renderWithProviders(<ManageOrders />);

    expect(await screen.findByText('No orders have been placed yet.')).toBeInTheDocument();
  });

  it('offers a retry when the orders cannot be loaded, and shows them once they can', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubFetch({
      [LIST]: () =>
        Promise.resolve(
          isDown
            ? jsonResponse({ success: false, message: 'The shop is temporarily unavailable.' }, 503)
            : jsonResponse(page(paid)),
        ),
    });
    renderWithProviders(<ManageOrders />);

    expect(await screen.findByText('The shop is temporarily unavailable.')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Brake Pad Set/ })).toBeInTheDocument();
  });

  it('shows what shipping needs and links each order to its page', async () => {
    stubFetch({ [LIST]: { body: page(paid) } });
    renderWithProviders(<ManageOrders />);

    const row = await screen.findByRole('row', { name: /Brake Pad Set/ });
    expect(within(row).getByRole('link', { name: 'Order MF-000001' })).toHaveAttribute(
      'href',
      '/dashboard/order/order-2',
    );
    expect(within(row).getByText('Brake Pad Set × 10')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '+8801712345678' })).toHaveAttribute('href', 'tel:+8801712345678');
    expect(within(row).getByText('House 1, Road 2, Dhanmondi, Dhaka')).toBeInTheDocument();
    expect(within(row).getByText('Total ৳2,500')).toBeInTheDocument();
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('1 order')).toBeInTheDocument();
  });

  it('searches and filters through the URL, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/admin/orders?q=rahim&state=shipped&page=2&pageSize=25': {
        body: { ...page(shipping), total: 26, page: 2 },
      },
      'GET /api/admin/orders?q=nobody&state=shipped&paymentMethod=cod&pageSize=25': { body: page() },
    });
    renderWithProviders(<ManageOrders />, { route: '/?q=rahim&state=shipped&page=2&bogus=1' });

    expect(await screen.findByRole('row', { name: /Chain Sprocket Kit/ })).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'Search and filter orders' });
    expect(within(search).getByRole('searchbox', { name: 'Search' })).toHaveValue('rahim');
    expect(within(search).getByRole('combobox', { name: 'Order state' })).toHaveValue('shipped');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/dashboard/manageorder?q=rahim&state=shipped',
    );

    await user.clear(within(search).getByRole('searchbox', { name: 'Search' }));
    await user.type(within(search).getByRole('searchbox', { name: 'Search' }), 'nobody');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Payment method' }), 'cod');
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No order matches this search.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('exports the filtered orders as CSV with the token, and says when it cannot', async () => {
    const user = userEvent.setup();
    localStorage.setItem('accessToken', 'admin-token');
    const csv = vi.fn(() => Promise.resolve(jsonResponse({ success: false, message: 'Admins only' }, 403)));
    stubFetch({
      'GET /api/admin/orders?state=placed&pageSize=25': { body: page(unpaid) },
      'GET /api/admin/orders.csv?state=placed': csv,
    });
    renderWithProviders(<ManageOrders />, { route: '/?state=placed' });

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(csv).toHaveBeenCalledTimes(1);
    localStorage.removeItem('accessToken');
  });
});
