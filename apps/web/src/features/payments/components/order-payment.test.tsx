import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { OrderPayment } from './order-payment';

const order = {
  _id: 'order-1',
  partId: 'part-1',
  orderNumber: 'MF-7K3QX9',
  productName: 'Chain Sprocket Kit',
  email: 'rider@example.com',
  phone: '01712345678',
  address: 'House 4, Road 2, Dhanmondi, Dhaka',
  quantity: 12,
  number: 12,
  price: 1850,
  orderTotal: 22200,
  paid: false,
  tnxId: null,
  status: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const intent = { clientSecret: 'pi_test_1_secret_abc', paymentIntentId: 'pi_test_1', amount: 22200, currency: 'bdt' };
const testConfig = { payment: { provider: 'test' }, google: false };

/** A fake answer the test releases when it wants to. */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function renderPayment() {
  return renderWithProviders(<OrderPayment orderId="order-1" buyerName="Rider Rahman" />);
}

async function fillCard(number: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
  return user;
}

describe('OrderPayment', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the order and its total next to the test card form', async () => {
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/booking/order-1': { body: order },
      'POST /api/create-payment-intent': { body: intent },
    });
    renderPayment();

    expect(await screen.findByRole('heading', { name: 'Hello, Rider Rahman' })).toBeInTheDocument();
    for (const text of [
      'rider@example.com',
      '01712345678',
      'House 4, Road 2, Dhanmondi, Dhaka',
      'Chain Sprocket Kit',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Order').nextSibling).toHaveTextContent('MF-7K3QX9');
    expect(screen.getByText('Unit price').nextSibling).toHaveTextContent('৳1,850');
    expect(screen.getByText('Quantity').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Total Payable').nextSibling).toHaveTextContent('৳22,200');
    // Until when the order holds its parts: a day after it was placed.
    const payBy = screen.getByText(/^Please pay by/);
    expect(payBy).toHaveTextContent(/an order still unpaid then is cancelled, and its parts go back on sale/);
    expect(payBy.querySelector('time')).toHaveAttribute('datetime', '2026-11-21T10:00:00.000Z');
    expect(await screen.findByRole('note')).toHaveTextContent(/Test mode/);
    expect(screen.getByRole('note')).toHaveTextContent('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry')).toHaveAttribute('placeholder', 'MM / YY');
  });

  it("shows a checkout order's every part, delivery fee and total, what the card is charged", async () => {
    const booking = { ...order, orderId: 'order-1', paymentMethod: 'card', orderTotal: 22_650 };
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/booking/order-1': { body: booking },
      'GET /api/orders/order-1': {
        body: {
          id: 'order-1',
          state: 'placed',
          paymentMethod: 'card',
          paid: false,
          tnxId: null,
          phoneConfirmed: false,
          lines: [
            { _id: 'order-1', partId: 'part-1', productName: 'Chain Sprocket Kit', price: 1850, quantity: 12 },
            { _id: 'line-2', partId: 'part-2', productName: 'Oil Filter', price: 380, quantity: 1 },
          ],
          subtotal: 22_580,
          deliveryFee: 70,
          total: 22_650,
          email: 'rider@example.com',
          phone: '+8801712345678',
          address: 'House 4, Road 2, Dhanmondi, Dhaka',
          delivery: { name: 'Rider Rahman', divisionId: '6', districtId: '47', upazilaId: '1', street: 'House 4' },
          onlinePayment: null,
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      },
      'POST /api/create-payment-intent': { body: { ...intent, amount: 22_650 } },
    });
    renderPayment();

    const parts = await screen.findByRole('list', { name: 'Parts in this order' });
    expect(parts).toHaveTextContent('Chain Sprocket Kit × 12');
    expect(parts).toHaveTextContent('Oil Filter × 1');
    expect(screen.getByText('Delivery fee').nextSibling).toHaveTextContent('৳70');
    expect(screen.getByText('Total Payable').nextSibling).toHaveTextContent('৳22,650');
    expect(screen.getByText('Hello, Rider Rahman')).toBeInTheDocument();
    expect(screen.queryByText('Unit price')).not.toBeInTheDocument();
  });

  it('keeps Pay disabled until the client secret has arrived', async () => {
    const intentAnswer = deferred();
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/booking/order-1': { body: order },
      'POST /api/create-payment-intent': () => intentAnswer.promise,
    });
    renderPayment();

    const pay = await screen.findByRole('button', { name: 'Pay' });
    expect(pay).toBeDisabled();
    intentAnswer.release(jsonResponse(intent));
    await waitFor(() => expect(pay).toBeEnabled());
  });

  it('formats the card number in groups of four as it is typed', async () => {
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/booking/order-1': { body: order },
      'POST /api/create-payment-intent': { body: intent },
    });
    renderPayment();

    await fillCard('4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry')).toHaveValue('12 / 34');
  });

  it('shows a declined card in a red box under the form', async () => {
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/booking/order-1': { body: order },
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/test-payments/confirm': {
        status: 402,
        body: { success: false, message: 'Your card was declined.' },
      },
    });
    renderPayment();

    const user = await fillCard('4000000000000002');
    await user.click(await screen.findByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.queryByText('Congratulations!!!')).not.toBeInTheDocument();
  });

  it('shows Processing… while paying, then Congratulations!!! with the transaction id', async () => {
    const confirmAnswer = deferred();
    const fetchMock = stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/booking/order-1': { body: order },
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/test-payments/confirm': () => confirmAnswer.promise,
      'PATCH /api/booking/order-1': {
        body: { success: true, modifiedCount: 1, order: { ...order, paid: true, tnxId: 'pi_test_1' } },
      },
    });
    renderPayment();

    const user = await fillCard('4242424242424242');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    confirmAnswer.release(jsonResponse({ paymentIntent: { id: 'pi_test_1', status: 'succeeded' } }));

    expect(await screen.findByRole('heading', { name: 'Congratulations!!!' })).toBeInTheDocument();
    expect(screen.getByText('pi_test_1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/order');

    const confirm = fetchMock.mock.calls.find(([url]) => url === '/api/test-payments/confirm');
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({
      clientSecret: 'pi_test_1_secret_abc',
      card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
      billingDetails: { name: 'Chain Sprocket Kit', email: 'rider@example.com' },
    });
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ orderId: 'order-1', tnxId: 'pi_test_1', status: false });
  });

  it('shows a paid order as paid, without a card form', async () => {
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/booking/order-1': { body: { ...order, paid: true, tnxId: 'pi_test_9' } },
    });
    renderPayment();

    expect(await screen.findByRole('heading', { name: 'This order is paid' })).toBeInTheDocument();
    expect(screen.getByText('pi_test_9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('says an order that does not exist is not found and links back to My Orders, with no retry', async () => {
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/booking/order-1': { status: 404, body: { message: 'Order not found' } },
    });
    renderPayment();

    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/dashboard/order');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});
