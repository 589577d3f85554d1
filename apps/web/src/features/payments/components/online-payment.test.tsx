import { checkoutMessages, type Order, type ShopOrder } from '@motoforge/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { orderLine, shopOrder } from '@/testing/shop-order';
import { OrderPayment } from './order-payment';

const { leaveFor } = vi.hoisted(() => ({ leaveFor: vi.fn() }));
vi.mock('@/lib/leave-for', () => ({ leaveFor }));

/** The second line of a checkout's order, paid through SSLCommerz: its page pays the whole order. */
const booking: Order = {
  _id: 'line-2',
  orderId: 'order-1',
  orderNumber: 'MF-7K3QX9',
  paymentMethod: 'sslcommerz',
  partId: 'part-2',
  productName: 'Brake Pad Set',
  email: 'rider@example.com',
  phone: '+8801712345678',
  address: 'House 4, Road 2, Dhanmondi, Dhaka',
  quantity: 2,
  number: 2,
  price: 450,
  orderTotal: 900,
  paid: false,
  tnxId: null,
  status: false,
  state: 'placed',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const placedOrder = shopOrder({
  state: 'placed',
  paymentMethod: 'sslcommerz',
  phoneConfirmed: false,
  lines: [
    orderLine({ quantity: 12 }),
    orderLine({ _id: 'line-2', partId: 'part-2', productName: 'Brake Pad Set', price: 450, quantity: 2 }),
  ],
  subtotal: 23_100,
  deliveryFee: 70,
  total: 23_170,
  address: 'House 4, Road 2, Dhanmondi, Dhaka',
  delivery: { name: 'Rider Rahman', divisionId: '6', districtId: '47', upazilaId: '493', street: 'House 4, Road 2' },
});
const paidOrder: ShopOrder = {
  ...placedOrder,
  paid: true,
  tnxId: '2511201000001AbCdEf',
  state: 'confirmed',
  onlinePayment: { status: 'paid', problem: null },
};
const hostedPage = 'https://sandbox.sslcommerz.com/EasyCheckOut/testcde0a1b2c3';

function renderPayment(online?: string) {
  return renderWithProviders(<OrderPayment orderId="line-2" buyerName="Rider Rahman" />, {
    route: online ? `/dashboard/payment/line-2?online=${online}` : '/dashboard/payment/line-2',
  });
}

describe('paying an order online through SSLCommerz', () => {
  afterEach(() => {
    setLanguage('en');
    leaveFor.mockReset();
  });

  it('shows the whole order with its delivery fee, and sends the buyer to the hosted page for its total', async () => {
    const fetchMock = stubFetch({
      'GET /api/booking/line-2': { body: booking },
      'GET /api/orders/order-1': { body: placedOrder },
      'POST /api/orders/order-1/sslcommerz': { body: { url: hostedPage } },
    });
    renderPayment();

    const parts = await screen.findByRole('list', { name: 'Parts in this order' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Chain Sprocket Kit × 12৳22,200', 'Brake Pad Set × 2৳900']);
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('৳23,100');
    expect(screen.getByText('Delivery fee').nextSibling).toHaveTextContent('৳70');
    expect(screen.getByText('Total Payable').nextSibling).toHaveTextContent('৳23,170');
    expect(screen.getByText(/^Please pay by/).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-21T10:00:00.000Z',
    );
    // No card form for an order paid online.
    expect(screen.queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();

    const pay = screen.getByRole('button', { name: 'Pay online (SSLCommerz)' });
    await userEvent.setup().click(pay);
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(hostedPage));
    // Leaving for the gateway: a second press cannot open a second session.
    expect(pay).toBeDisabled();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/sslcommerz'))).toHaveLength(1);
  });

  it('says so when SSLCommerz is not answering, and keeps the button for another try', async () => {
    stubFetch({
      'GET /api/booking/line-2': { body: booking },
      'GET /api/orders/order-1': { body: placedOrder },
      'POST /api/orders/order-1/sslcommerz': {
        status: 503,
        body: { success: false, message: checkoutMessages.onlinePaymentUnavailable },
      },
    });
    renderPayment();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay online (SSLCommerz)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(checkoutMessages.onlinePaymentUnavailable);
    expect(screen.getByRole('button', { name: 'Pay online (SSLCommerz)' })).toBeEnabled();
  });

  it('congratulates the buyer back from a payment, with the bank’s transaction id', async () => {
    stubFetch({
      'GET /api/booking/line-2': { body: { ...booking, paid: true, tnxId: paidOrder.tnxId } },
    });
    renderPayment('paid');

    expect(await screen.findByRole('heading', { name: 'Congratulations!!!' })).toBeInTheDocument();
    expect(screen.getByText('Transaction id').nextSibling).toHaveTextContent('2511201000001AbCdEf');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/order');
  });

  it('looks again for a payment SSLCommerz has not confirmed yet, and congratulates once it is', async () => {
    let answers = 0;
    stubFetch({
      'GET /api/booking/line-2': { body: booking },
      'GET /api/orders/order-1': () => Promise.resolve(jsonResponse(answers++ === 0 ? placedOrder : paidOrder)),
    });
    renderPayment('unconfirmed');

    expect(await screen.findByRole('heading', { name: 'Your payment is not confirmed yet' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Congratulations!!!' })).toBeInTheDocument();
    expect(screen.getByText('Transaction id').nextSibling).toHaveTextContent('2511201000001AbCdEf');
  });

  it('says a payment held for the shop’s check needs nothing more, and offers no second payment', async () => {
    stubFetch({
      'GET /api/booking/line-2': { body: booking },
      'GET /api/orders/order-1': { body: { ...placedOrder, onlinePayment: { status: 'held', problem: 'Risky' } } },
    });
    renderPayment('held');

    expect(await screen.findByRole('heading', { name: 'Your payment is being checked by the shop' })).toBeVisible();
    expect(screen.getByText(/you do not need to pay again/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay online (SSLCommerz)' })).not.toBeInTheDocument();
    // Nor a date to pay by: the money is with SSLCommerz, for the shop to accept.
    expect(screen.queryByText(/^Please pay by/)).not.toBeInTheDocument();
  });

  it.each([
    ['fail', 'The payment did not go through'],
    ['cancel', 'You cancelled the payment'],
  ])('says the payment ended (%s), the order kept, with the button to try again', async (online, heading) => {
    stubFetch({
      'GET /api/booking/line-2': { body: booking },
      'GET /api/orders/order-1': { body: placedOrder },
    });
    renderPayment(online);

    const outcome = await screen.findByRole('alert');
    expect(within(outcome).getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(outcome).toHaveTextContent(/Your order is kept and its parts are held for you/);
    expect(screen.getByRole('button', { name: 'Pay online (SSLCommerz)' })).toBeEnabled();
  });

  it('says all of it in Bangla, the gateway’s refusal too', async () => {
    setLanguage('bn', bn);
    stubFetch({
      'GET /api/booking/line-2': { body: booking },
      'GET /api/orders/order-1': { body: placedOrder },
      'POST /api/orders/order-1/sslcommerz': {
        status: 503,
        body: { success: false, message: checkoutMessages.onlinePaymentUnavailable },
      },
    });
    renderPayment('cancel');

    expect(await screen.findByRole('heading', { name: 'আপনি পেমেন্টটি বাতিল করেছেন' })).toBeInTheDocument();
    expect(screen.getByText('ডেলিভারি চার্জ').nextSibling).toHaveTextContent('৳৭০');
    expect(screen.getByText('মোট পরিশোধযোগ্য').nextSibling).toHaveTextContent('৳২৩,১৭০');
    expect(screen.getByText('Chain Sprocket Kit × ১২')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'অনলাইনে পেমেন্ট করুন (SSLCommerz)' }));
    expect(await screen.findByText(/^অনলাইন পেমেন্ট এখন সাড়া দিচ্ছে না।/)).toBeInTheDocument();
    expect(
      englishLeft(['payments.onlinePayment', 'payments.shopOrderSummary', 'payments.payByNotice', 'messages']),
    ).toEqual([]);
  });
});
