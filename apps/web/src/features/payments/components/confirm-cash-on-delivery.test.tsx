import { checkoutMessages, type Order, type ShopOrder } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { orderLine, shopOrder } from '@/testing/shop-order';
import { ConfirmCashOnDelivery } from './confirm-cash-on-delivery';
import { OrderPayment } from './order-payment';

const placed = shopOrder({
  state: 'placed',
  phoneConfirmed: false,
  lines: [
    orderLine(),
    orderLine({ _id: 'line-2', partId: 'part-2', productName: 'Oil Filter', price: 320, quantity: 3 }),
  ],
  subtotal: 4660,
  total: 4790,
  delivery: { name: 'Rahim Uddin', divisionId: '1', districtId: '1', upazilaId: '1', street: 'House 12, Road 3' },
});
const confirmed: ShopOrder = { ...placed, state: 'confirmed', phoneConfirmed: true };

const refusal = (status: number, message: string) => () =>
  Promise.resolve(jsonResponse({ success: false, message }, status));

function renderConfirm() {
  return renderWithProviders(<ConfirmCashOnDelivery orderId="order-1" />);
}

describe('confirming a cash-on-delivery order by the code sent to its phone', () => {
  afterEach(() => setLanguage('en'));

  it('says where the code went, refuses a wrong code in the API’s words, and confirms the order with the right one', async () => {
    let tries = 0;
    const fetchMock = stubFetch({
      'GET /api/orders/order-1': { body: placed },
      'POST /api/orders/order-1/phone-code/verify': () =>
        tries++ === 0 ? refusal(400, checkoutMessages.phoneCodeInvalid)() : Promise.resolve(jsonResponse(confirmed)),
    });
    renderConfirm();

    expect(await screen.findByRole('heading', { name: 'Confirm your phone number' })).toBeInTheDocument();
    expect(screen.getByText('Order MF-7K3QX9')).toBeInTheDocument();
    expect(screen.getByText(/^We sent a 6-digit code by SMS to/)).toHaveTextContent(
      'We sent a 6-digit code by SMS to +880 17•• •••678.',
    );
    const code = screen.getByLabelText('Code from the SMS');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    const user = userEvent.setup();
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(checkoutMessages.phoneCodeInvalid)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    // Typed in Bengali digits, as a Bangla keyboard writes them: sent as the API reads them.
    await user.type(code, '৪৮২৯১৩');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const news = await screen.findByRole('heading', { name: 'Your order is confirmed: pay the courier on delivery' });
    expect(news).toHaveFocus();
    const codes = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/verify'))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(codes).toEqual([{ code: '111111' }, { code: '482913' }]);
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/order');
    const parts = screen.getByRole('list', { name: 'Parts in this order' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Chain Sprocket Kit × 2৳3,700', 'Oil Filter × 3৳960']);
    expect(screen.getByText('Delivery fee').nextSibling).toHaveTextContent('৳130');
    expect(screen.getByText('To pay on delivery').nextSibling).toHaveTextContent('৳4,790');
    expect(screen.getByText('Rahim Uddin')).toBeInTheDocument();
    expect(screen.getByText('Order MF-7K3QX9')).toBeInTheDocument();
  });

  it('refuses a code of the wrong length on the page, with the same words, without asking the API', async () => {
    stubFetch({ 'GET /api/orders/order-1': { body: placed } });
    renderConfirm();

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code from the SMS'), '1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(checkoutMessages.phoneCodeInvalid)).toBeInTheDocument();
  });

  it('sends a new code, and says how long to wait when it is too soon', async () => {
    let sent = 0;
    stubFetch({
      'GET /api/orders/order-1': { body: placed },
      'POST /api/orders/order-1/phone-code': () =>
        sent++ === 0
          ? Promise.resolve(jsonResponse({ success: true }, 202))
          : refusal(429, checkoutMessages.phoneCodeTooSoon(42))(),
    });
    renderConfirm();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new code is on its way: type the newest one.');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A new code can be sent in 42 seconds');
  });

  it('shows the confirmed order to a buyer who comes back to it', async () => {
    stubFetch({ 'GET /api/orders/order-1': { body: confirmed } });
    renderConfirm();

    const news = await screen.findByRole('heading', { name: 'Your order is confirmed: pay the courier on delivery' });
    expect(news).not.toHaveFocus();
    expect(screen.queryByLabelText('Code from the SMS')).not.toBeInTheDocument();
  });

  it('shows the loading state, then says when there is no such order of the buyer’s', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch({ 'GET /api/orders/order-1': () => new Promise((resolve) => (answer = resolve)) });
    renderConfirm();

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    answer(jsonResponse({ success: false, message: 'Order not found' }, 404));
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/dashboard/order');
  });

  it('is what the payment page of a cash-on-delivery order shows: there is no card to pay with', async () => {
    const booking: Order = {
      _id: 'line-2',
      orderId: 'order-1',
      orderNumber: 'MF-7K3QX9',
      paymentMethod: 'cod',
      partId: 'part-2',
      productName: 'Oil Filter',
      email: 'rider@example.com',
      phone: '+8801712345678',
      address: placed.address,
      quantity: 3,
      number: 3,
      price: 320,
      orderTotal: 960,
      paid: false,
      tnxId: null,
      status: false,
      state: 'placed',
      createdAt: placed.createdAt,
    };
    stubFetch({ 'GET /api/booking/line-2': { body: booking }, 'GET /api/orders/order-1': { body: placed } });
    renderWithProviders(<OrderPayment orderId="line-2" buyerName="Rahim Uddin" />);

    expect(await screen.findByRole('heading', { name: 'Confirm your phone number' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Card payment' })).not.toBeInTheDocument();
  });

  it('says all of it in Bangla, with the API’s refusals and the phone number in Bengali digits', async () => {
    setLanguage('bn', bn);
    stubFetch({
      'GET /api/orders/order-1': { body: placed },
      'POST /api/orders/order-1/phone-code/verify': refusal(400, checkoutMessages.phoneCodeExpired),
      'POST /api/orders/order-1/phone-code': refusal(429, checkoutMessages.phoneCodeTooSoon(42)),
    });
    renderConfirm();

    expect(await screen.findByRole('heading', { name: 'আপনার ফোন নম্বর নিশ্চিত করুন' })).toBeInTheDocument();
    expect(screen.getByText(/নম্বরে SMS করে/)).toHaveTextContent(
      '+৮৮০ ১৭•• •••৬৭৮ নম্বরে SMS করে ৬ অঙ্কের একটি কোড পাঠানো হয়েছে।',
    );
    expect(screen.getByText(/মিনিটের মধ্যে নিশ্চিত না হওয়া/)).toHaveTextContent('৩০ মিনিটের মধ্যে');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('SMS-এর কোড'), '১২৩৪৫৬');
    await user.click(screen.getByRole('button', { name: 'নিশ্চিত করুন' }));
    expect(await screen.findByText('কোডটির মেয়াদ শেষ হয়ে গেছে। নতুন একটি কোড চান।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'নতুন কোড পাঠান' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('৪২ সেকেন্ড পরে নতুন কোড পাঠানো যাবে');
    expect(englishLeft(['payments.confirmCashOnDelivery', 'messages'])).toEqual([]);
  });
});
