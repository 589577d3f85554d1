import type { MyOrder, MyOrderList } from '@motoforge/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { adminOrderList, adminOrderPage } from '@/testing/admin-orders';
import { englishLeft } from '@/testing/english-left';
import { testPublicConfig } from '@/testing/public-config';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { ManageOrders } from './manage-orders';
import { MyOrders } from './my-orders';
import { PurchasePart } from './purchase-part';

/** The pay-by moment in Bangla: on the 12-hour clock, after the part of the day, in Bengali digits. */
const BANGLA_DAY_AND_TIME = /^২১ নভে, (রাত|ভোর|সকাল|দুপুর|বিকাল|সন্ধ্যা) [১-৯][০-৯]?:[০-৫][০-৯]$/;

const email = 'rider@example.com';
const order = {
  _id: 'order-1',
  partId: 'part-1',
  productName: 'Chain Sprocket Kit',
  email,
  phone: '01712345678',
  address: 'Dhaka',
  quantity: 1200,
  number: 1200,
  price: 1850,
  orderTotal: 2220000,
  paid: false,
  tnxId: null,
  status: false,
  state: 'placed' as const,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const paid = { ...order, _id: 'order-2', productName: 'Brake Pad Set', paid: true, tnxId: 'pi_test_123', status: true };
const unpaidOrder: MyOrder = {
  id: 'order-1',
  number: 'MF-7K3QX9',
  createdAt: '2026-11-20T10:00:00.000Z',
  state: 'placed',
  paymentMethod: 'card',
  paid: false,
  tnxId: null,
  status: false,
  lines: [
    {
      _id: 'line-1',
      partId: 'part-1',
      productName: 'Chain Sprocket Kit',
      productNameBn: 'চেইন স্প্রোকেট কিট',
      quantity: 1200,
      price: 1850,
    },
    { _id: 'line-2', partId: 'part-2', productName: 'Oil Filter', productNameBn: '', quantity: 2, price: 460 },
  ],
  subtotal: 2220920,
  deliveryFee: 0,
  total: 2220920,
  actions: ['pay', 'delete', 'cancel'],
};
const paidOrder: MyOrder = {
  ...unpaidOrder,
  id: 'order-2',
  number: 'MF-BR4K3S',
  state: 'shipped',
  paid: true,
  tnxId: 'pi_test_123',
  status: true,
  lines: [
    { _id: 'line-3', partId: 'part-3', productName: 'Brake Pad Set', productNameBn: '', quantity: 20, price: 450 },
  ],
  actions: [],
};
const myOrderList = (...items: MyOrder[]): MyOrderList => ({ items, total: items.length, page: 1, pageSize: 10 });
const part = {
  _id: 'part-1',
  name: 'Chain Sprocket Kit',
  img: '/images/parts/chain.webp',
  description: 'Hardened steel kit for 150 cc commuters.',
  price: 1850,
  minimumOrder: 10,
  availableQuantity: 120,
};
/** What the purchase page reads besides the part: the shop's settings and the buyer's last address. */
const purchaseReads = {
  'GET /api/config': { body: testPublicConfig },
  'GET /api/checkout/last-delivery': { body: { address: null } },
};

/** The part as a Bangla page reads it (GET /api/parts/{id}): with its Bangla. */
const partInBangla = {
  ...part,
  nameBn: 'চেইন স্প্রোকেট কিট',
  descriptionBn: '১৫০ সিসির কমিউটারের জন্য শক্ত ইস্পাতের কিট।',
  sku: 'MF-CHN-0001',
  category: 'chain-sprockets',
  categoryName: 'Chain and sprockets',
  categoryNameBn: 'চেইন ও স্প্রোকেট',
  oemNumbers: [],
  fitsCurrentBike: null,
  fitment: [],
};

describe('orders in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('shows My Orders, its states and the delete question in Bangla, with Bengali digits and Bangla part names', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/orders?page=1&pageSize=10': { body: myOrderList(unpaidOrder, paidOrder) } });
    renderWithProviders(<MyOrders email={email} />);

    const table = await screen.findByRole('table', { name: 'আমার অর্ডারগুলো' });
    expect(
      await within(table)
        .findAllByRole('columnheader')
        .then((headers) => headers.map((header) => header.textContent)),
    ).toEqual(['পণ্যের নাম', 'পরিমাণ', 'পেমেন্টের অবস্থা', 'লেনদেন আইডি', 'অ্যাকশন', 'অর্ডার']);
    const unpaidRow = screen.getByRole('row', { name: /MF-7K3QX9/ });
    // The part's Bangla name where it has one; its English name where it has none.
    const parts = within(unpaidRow).getByRole('list', { name: 'অর্ডার MF-7K3QX9-এর পার্টস' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['চেইন স্প্রোকেট কিট × ১,২০০', 'Oil Filter × ২']);
    expect(within(unpaidRow).getByRole('cell', { name: '১,২০২' })).toBeInTheDocument();
    expect(within(unpaidRow).getByText('অর্ডার করা হয়েছে')).toBeInTheDocument();
    expect(within(unpaidRow).getByRole('link', { name: 'পেমেন্ট করুন' })).toBeInTheDocument();
    const payBy = within(unpaidRow).getByText(/-এর মধ্যে পেমেন্ট করুন$/);
    expect(payBy.querySelector('time')).toHaveTextContent(BANGLA_DAY_AND_TIME);
    const paidRow = screen.getByRole('row', { name: /MF-BR4K3S/ });
    expect(within(paidRow).getByText('পরিশোধিত')).toBeInTheDocument();
    expect(within(paidRow).getByText('পাঠানো হয়েছে')).toBeInTheDocument();
    expect(within(paidRow).getByRole('link', { name: 'রিভিউ দিন' })).toBeInTheDocument();

    await user.click(within(unpaidRow).getByRole('button', { name: 'মুছুন' }));
    const dialog = screen.getByRole('dialog', { name: 'মুছে ফেলবেন?' });
    expect(within(dialog).getByText('ক্রেতা')).toBeInTheDocument();
    expect(within(dialog).getByText('চেইন স্প্রোকেট কিট, Oil Filter')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'মুছে ফেলুন' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
    expect(englishLeft(['orders.myOrders', 'orders.myOrderRow', 'orders.deleteOrderDialog'])).toEqual([]);
  });

  it('shows Manage All Orders in Bangla, its parts and the buttons named for the order they act on', async () => {
    stubFetch({
      'GET /api/admin/orders?pageSize=25': {
        body: adminOrderPage(
          { ...order, _id: '5f0c8a1e-1', productNameBn: 'চেইন স্প্রোকেট কিট' },
          { ...paid, _id: '5f0c8a1e-2', status: false },
        ),
      },
    });
    renderWithProviders(<ManageOrders />);

    const table = await screen.findByRole('table', { name: 'সব অর্ডার' });
    expect(within(table).getByRole('columnheader', { name: 'অর্ডারের অবস্থা' })).toBeInTheDocument();
    // A part with a Bangla name is named in Bangla, in the row and in what is shipped.
    const unpaidRow = screen.getByRole('row', { name: /চেইন স্প্রোকেট কিট/ });
    expect(within(unpaidRow).queryByText(/Chain Sprocket Kit/)).toBeNull();
    expect(
      within(within(unpaidRow).getByRole('group', { name: 'যেখানে পাঠাতে হবে' })).getByRole('listitem'),
    ).toHaveTextContent('চেইন স্প্রোকেট কিট × ১,২০০');
    expect(within(unpaidRow).getByText('অপরিশোধিত')).toBeInTheDocument();
    expect(within(unpaidRow).getByText('পেমেন্ট হয়নি')).toBeInTheDocument();
    expect(within(unpaidRow).getByText('অর্ডার করা হয়েছে')).toBeInTheDocument();
    expect(
      within(unpaidRow).getByRole('button', { name: `${email}-এর চেইন স্প্রোকেট কিট অর্ডারটি মুছুন` }),
    ).toHaveTextContent('মুছুন');
    // One without a Bangla name keeps its English one.
    const paidRow = screen.getByRole('row', { name: /Brake Pad Set/ });
    expect(within(paidRow).getByText('নিশ্চিত')).toBeInTheDocument();
    expect(
      within(paidRow).getByRole('button', { name: `${email}-এর Brake Pad Set অর্ডারটি অনুমোদন করুন` }),
    ).toHaveTextContent('অর্ডার অনুমোদন করুন');
    expect(within(paidRow).getByRole('link', { name: 'অর্ডার MF-000002' })).toBeInTheDocument();
    expect(within(paidRow).getByText('কার্ড')).toBeInTheDocument();
    expect(englishLeft(['orders.manageOrders', 'orders.manageOrderRow', 'orders.manageOrderFilters'])).toEqual([]);
  });

  it("asks in Bangla before marking a cash-on-delivery order's cash collected", async () => {
    const user = userEvent.setup();
    const [base] = adminOrderPage({ ...order, _id: 'order-cod' }).items;
    stubFetch({
      'GET /api/admin/orders?pageSize=25': {
        body: adminOrderList({
          ...base!,
          number: 'MF-7K3QX9',
          state: 'shipped',
          status: true,
          paymentMethod: 'cod',
          total: 4750,
          // The server's word on what the courier collects: the whole total, with no advance paid.
          cashDue: 4750,
          actions: ['collect-cash'],
        }),
      },
    });
    renderWithProviders(<ManageOrders />);

    await user.click(await screen.findByRole('button', { name: 'MF-7K3QX9-এর টাকা পাওয়া গেছে' }));
    const dialog = screen.getByRole('dialog', { name: 'টাকা পাওয়া গেছে?' });
    expect(within(dialog).getByText('MF-7K3QX9-এর জন্য ৳৪,৭৫০ পাওয়া গেছে বলে লিখবেন?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'হ্যাঁ, পাওয়া গেছে' })).toBeInTheDocument();
    expect(englishLeft(['orders.collectCashDialog'])).toEqual([]);
  });

  it('shows the cart, with the part in Bangla, and the order form in Bangla, with prices in Bengali digits', async () => {
    stubFetch({ 'GET /api/parts/part-1': { body: partInBangla }, ...purchaseReads });
    renderWithProviders(<PurchasePart partId="part-1" buyer={{ email, displayName: 'Rider Rahman' }} />);

    expect(await screen.findByRole('heading', { name: 'অর্ডারের বিবরণ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'চেইন স্প্রোকেট কিট' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'চেইন স্প্রোকেট কিট' })).toBeInTheDocument();
    expect(screen.getByText('১৫০ সিসির কমিউটারের জন্য শক্ত ইস্পাতের কিট।')).toBeInTheDocument();
    expect(screen.queryByText(/Chain Sprocket Kit|Hardened/)).toBeNull();
    expect(screen.getByText('সর্বনিম্ন অর্ডার').nextSibling).toHaveTextContent('১০');
    expect(screen.getByText('মজুদ আছে').nextSibling).toHaveTextContent('১২০');
    expect(screen.getByText('প্রতি ইউনিট ৳১,৮৫০')).toBeInTheDocument();
    expect(screen.getByText('৳১৮,৫০০')).toBeInTheDocument();
    expect(screen.getByLabelText('ঠিকানা')).toHaveAttribute('placeholder', 'বাড়ি, রাস্তা, এলাকা');
    expect(screen.getByRole('button', { name: 'অর্ডার করুন' })).toBeEnabled();
    expect(englishLeft(['orders.placeOrderForm'])).toEqual([]);
  });

  it('takes a quantity and a phone number typed in Bengali digits, and says a bad quantity in Bangla', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/purchase/part-1': { body: part },
      'GET /api/parts/part-1': { body: part },
      ...purchaseReads,
      'POST /api/checkout': {
        status: 201,
        body: {
          orderId: 'order-1',
          subtotal: 22_200,
          deliveryFee: 70,
          total: 22_270,
          next: { type: 'pay', path: '/' },
        },
      },
    });
    renderWithProviders(<PurchasePart partId="part-1" buyer={{ email, displayName: 'Rider Rahman' }} />);

    const quantity = await screen.findByLabelText('পরিমাণ');
    const placeOrder = screen.getByRole('button', { name: 'অর্ডার করুন' });
    await user.clear(quantity);
    await user.type(quantity, '১২১');
    expect(screen.getByText('পরিমাণ সর্বনিম্ন অর্ডার ও মজুদ পরিমাণের মধ্যে হতে হবে')).toBeInTheDocument();
    expect(placeOrder).toBeDisabled();

    await user.clear(quantity);
    await user.type(quantity, '১২');
    expect(screen.getByText('৳২২,২০০')).toBeInTheDocument();
    expect(placeOrder).toBeEnabled();
    await user.type(screen.getByLabelText('ফোন'), '০১৭১২৩৪৫৬৭৮');
    await user.selectOptions(screen.getByLabelText('বিভাগ'), 'ঢাকা');
    await user.selectOptions(screen.getByLabelText('জেলা'), 'ঢাকা');
    await user.selectOptions(screen.getByLabelText('উপজেলা বা থানা'), 'সাভার');
    await user.type(screen.getByLabelText('ঠিকানা'), 'বাসা ৪, রোড ২, ধানমন্ডি');
    await user.click(screen.getByRole('radio', { name: 'কার্ড' }));
    await user.click(placeOrder);

    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/checkout')).toBe(true));
    const order = fetchMock.mock.calls.find(([url]) => url === '/api/checkout');
    expect(JSON.parse(String(order?.[1]?.body))).toMatchObject({
      lines: [{ partId: 'part-1', quantity: 12 }],
      address: { phone: '+8801712345678', street: 'বাসা ৪, রোড ২, ধানমন্ডি' },
      paymentMethod: 'card',
    });
  });

  it('says in Bangla that a part is not found', async () => {
    stubFetch({ 'GET /api/parts/part-1': { status: 404, body: { success: false, message: 'Not found' } } });
    renderWithProviders(<PurchasePart partId="part-1" buyer={{ email, displayName: 'Rider Rahman' }} />);

    expect(await screen.findByRole('heading', { name: 'পার্টসটি পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব পণ্য দেখুন' })).toBeInTheDocument();
    expect(englishLeft(['orders.purchasePart'])).toEqual([]);
  });
});
