import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutMessages, type CheckoutResponse, messages, type PublicConfig } from '@motoforge/contract';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { expectNoEnglishOf } from '@/testing/english-left';
import { testPublicConfig } from '@/testing/public-config';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { PurchasePart } from './purchase-part';

const { leaveFor } = vi.hoisted(() => ({ leaveFor: vi.fn() }));
vi.mock('@/lib/leave-for', () => ({ leaveFor }));

const part = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Chain Sprocket Kit',
  img: '/images/parts/chain.webp',
  description: 'Hardened steel kit for 150 cc commuters.',
  price: 1850,
  minimumOrder: 10,
  availableQuantity: 120,
};
const buyer = { email: 'rider@example.com', displayName: 'Rider Rahman' };
const outOfRange = 'Quantity must between Minimum order & Available Quantity';
const orderId = '00000000-0000-4000-8000-0000000000bb';
const config: PublicConfig = {
  ...testPublicConfig,
  checkout: { ...testPublicConfig.checkout, paymentMethods: ['cod', 'sslcommerz', 'card'] },
};
const placed = (next: CheckoutResponse['next']): CheckoutResponse => ({
  orderId,
  subtotal: 22_200,
  deliveryFee: 70,
  total: 22_270,
  next,
});

/** The purchase page's reads: the part, the shop's settings and the buyer's last address (none). */
const pageReads = (partBody: object = part, lastAddress: object | null = null) => ({
  [`GET /api/purchase/${part._id}`]: { body: partBody },
  'GET /api/config': { body: config },
  'GET /api/checkout/last-delivery': { body: { address: lastAddress } },
});

/** Where the app is: the form navigates within it. */
function Where() {
  return <output aria-label="Where">{useLocation().pathname}</output>;
}

function renderPurchase() {
  return renderWithProviders(
    <>
      <PurchasePart partId={part._id} buyer={buyer} />
      <Where />
    </>,
    { route: `/purchase/${part._id}` },
  );
}

async function fillDelivery(user: UserEvent, { phone = '01712-345678' } = {}) {
  await user.type(await screen.findByLabelText('Phone'), phone);
  await user.selectOptions(screen.getByLabelText('Division'), 'Dhaka');
  await user.selectOptions(screen.getByLabelText('District'), 'Dhaka');
  await user.selectOptions(screen.getByLabelText('Upazila or thana'), 'Savar');
  await user.type(screen.getByLabelText('Address'), 'House 4, Road 2');
}

const checkoutCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/checkout' && init?.method === 'POST');

describe('PurchasePart', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    leaveFor.mockReset();
  });

  it('shows the part, the buyer and a subtotal for the minimum order', async () => {
    stubFetch(pageReads());
    renderPurchase();

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Chain Sprocket Kit' })).toBeInTheDocument();
    expect(screen.getByText('Hardened steel kit for 150 cc commuters.')).toBeInTheDocument();
    expect(screen.getByText('Minimum order').nextSibling).toHaveTextContent('10');
    expect(screen.getByText('Available quantity').nextSibling).toHaveTextContent('120');
    expect(screen.getByText('৳1,850 per unit')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Order Details' });
    expect(within(details).getByText('rider@example.com')).toBeInTheDocument();
    expect(within(details).getByText('Rider Rahman')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveValue('10');
    expect(within(details).getByText('Subtotal').nextSibling).toHaveTextContent('৳18,500');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('asks where to deliver as the checkout does, and shows the delivery fee, the total and the ways to pay', async () => {
    const user = userEvent.setup();
    stubFetch(pageReads());
    renderPurchase();
    const details = await screen.findByRole('region', { name: 'Order Details' });

    expect(screen.getByRole('region', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Rider Rahman');
    expect(screen.getByLabelText('District')).toBeDisabled();
    expect(within(details).getByText('Choose your district')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Division'), 'Dhaka');
    await user.selectOptions(screen.getByLabelText('District'), 'Dhaka');
    expect(
      within(screen.getByLabelText('Upazila or thana')).getByRole('option', { name: 'Savar' }),
    ).toBeInTheDocument();
    // Inside Dhaka district, and anywhere else, as the checkout computes them.
    expect(within(details).getByText('Delivery').nextSibling).toHaveTextContent('৳70');
    expect(within(details).getByText('Total').nextSibling).toHaveTextContent('৳18,570');
    await user.selectOptions(screen.getByLabelText('District'), 'Gazipur');
    expect(within(details).getByText('Delivery').nextSibling).toHaveTextContent('৳130');
    expect(within(details).getByText('Total').nextSibling).toHaveTextContent('৳18,630');

    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(within(methods).getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: 'Pay online (SSLCommerz)' })).not.toBeChecked();
    expect(within(methods).getByRole('radio', { name: 'Card' })).not.toBeChecked();
  });

  it('flags an order over ৳999,999.99, more than one card payment can take, and disables Place Order', async () => {
    const user = userEvent.setup();
    const dearPart = { ...part, price: 400_000, minimumOrder: 1, availableQuantity: 10 };
    stubFetch(pageReads(dearPart));
    renderPurchase();
    const quantity = await screen.findByLabelText('Quantity');
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });

    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(placeOrder).toBeEnabled();
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(screen.getByText(messages.orderTotalTooLarge)).toBeInTheDocument();
    expect(placeOrder).toBeDisabled();
  });

  it('flags a quantity outside the range and disables Place Order as the user types', async () => {
    const user = userEvent.setup();
    stubFetch(pageReads());
    renderPurchase();
    const quantity = await screen.findByLabelText('Quantity');
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });

    await user.clear(quantity);
    await user.type(quantity, '9');
    expect(screen.getByText(outOfRange)).toBeInTheDocument();
    expect(placeOrder).toBeDisabled();

    await user.type(quantity, '0');
    expect(screen.queryByText(outOfRange)).not.toBeInTheDocument();
    expect(placeOrder).toBeEnabled();
    expect(screen.getByText('৳166,500')).toBeInTheDocument();

    await user.type(quantity, '0');
    expect(quantity).toHaveValue('900');
    expect(screen.getByText(outOfRange)).toBeInTheDocument();
    expect(placeOrder).toBeDisabled();

    await user.clear(quantity);
    expect(screen.getByText(outOfRange)).toBeInTheDocument();
    expect(placeOrder).toBeDisabled();

    await user.type(quantity, '120');
    expect(screen.queryByText(outOfRange)).not.toBeInTheDocument();
    expect(screen.getByText('৳222,000')).toBeInTheDocument();
    expect(placeOrder).toBeEnabled();
  });

  it('rejects a fractional quantity', async () => {
    const user = userEvent.setup();
    stubFetch(pageReads());
    renderPurchase();
    const quantity = await screen.findByLabelText('Quantity');

    await user.clear(quantity);
    await user.type(quantity, '10.5');
    expect(screen.getByText(outOfRange)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('asks for a phone number and an address, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(pageReads());
    renderPurchase();

    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText(checkoutMessages.placeRequired)).toBeInTheDocument();
    expect(checkoutCalls(fetchMock)).toHaveLength(0);
  });

  it('refuses a phone that is not a Bangladeshi mobile with the checkout’s message', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(pageReads());
    renderPurchase();

    await fillDelivery(user, { phone: '0171234' });
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText(checkoutMessages.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      expect.stringContaining(checkoutMessages.mobileInvalid),
    );
    expect(checkoutCalls(fetchMock)).toHaveLength(0);
  });

  it('keeps cash on delivery to the shop’s ceiling, as the checkout does', async () => {
    const user = userEvent.setup();
    stubFetch(pageReads());
    renderPurchase();
    const quantity = await screen.findByLabelText('Quantity');
    await user.selectOptions(screen.getByLabelText('Division'), 'Dhaka');
    await user.selectOptions(screen.getByLabelText('District'), 'Dhaka');
    expect(screen.queryByText(checkoutMessages.codTooLarge(20_000))).not.toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '11');
    expect(screen.getByText(checkoutMessages.codTooLarge(20_000))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('places a one-line order of the checkout, says so and goes to confirm the phone for cash on delivery', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      ...pageReads({ ...part, price: 850 }),
      'POST /api/checkout': { status: 201, body: placed({ type: 'confirm-phone' }) },
    });
    renderPurchase();

    const quantity = await screen.findByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '12');
    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Your Order Placed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent(`/dashboard/order/${orderId}/confirm`),
    );
    const [call] = checkoutCalls(fetchMock);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      lines: [{ partId: part._id, quantity: 12 }],
      address: {
        name: 'Rider Rahman',
        phone: '+8801712345678',
        divisionId: '6',
        districtId: '47',
        upazilaId: '365',
        street: 'House 4, Road 2',
      },
      paymentMethod: 'cod',
    });
    expect(new Headers(call?.[1]?.headers).get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    // The part is read again after the order, its stock having moved.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === `/api/purchase/${part._id}`)).toHaveLength(2),
    );
  });

  it('goes to My Orders for a card, where Proceed to Pay opens the payment page', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...pageReads(),
      'POST /api/checkout': { status: 201, body: placed({ type: 'pay', path: `/dashboard/payment/${orderId}` }) },
    });
    renderPurchase();

    await fillDelivery(user);
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/dashboard/order'));
    expect(screen.getByRole('status', { name: 'Where' })).not.toHaveTextContent(orderId);
  });

  it('leaves for SSLCommerz’s page to pay online', async () => {
    const user = userEvent.setup();
    const url = 'https://sandbox.sslcommerz.com/EasyCheckOut/testcde5678';
    stubFetch({ ...pageReads(), 'POST /api/checkout': { status: 201, body: placed({ type: 'redirect', url }) } });
    renderPurchase();

    await fillDelivery(user);
    await user.click(screen.getByRole('radio', { name: 'Pay online (SSLCommerz)' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
    expect(screen.getByText('Taking you to the payment page…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('starts with the address of the buyer’s last order', async () => {
    stubFetch(
      pageReads(part, {
        name: 'Rahim Uddin',
        phone: '+8801812345678',
        divisionId: '6',
        districtId: '47',
        upazilaId: '365',
        street: 'House 12, Road 3',
      }),
    );
    renderPurchase();

    expect(await screen.findByLabelText('Name')).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText('Phone')).toHaveValue('01812-345678');
    expect(screen.getByRole('combobox', { name: 'Upazila or thana' })).toHaveDisplayValue('Savar');
    expect(screen.getByLabelText('Address')).toHaveValue('House 12, Road 3');
    const details = screen.getByRole('region', { name: 'Order Details' });
    expect(within(details).getByText('Delivery').nextSibling).toHaveTextContent('৳70');
  });

  it.each([
    'Order Already placed',
    // The limits on unpaid holds one account may have (issue 19).
    messages.unpaidOrdersLimit(),
    messages.unpaidHoldTooLarge(60),
  ])("shows the server's refusal in a toast: %s", async (message) => {
    const user = userEvent.setup();
    stubFetch({ ...pageReads(), 'POST /api/checkout': { status: 409, body: { success: false, message } } });
    renderPurchase();

    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent(`/purchase/${part._id}`);
  });

  it('shows the API’s refusal of a field under that field', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...pageReads(),
      'POST /api/checkout': {
        status: 400,
        body: {
          success: false,
          message: `address.street: ${messages.tooLong(300)}`,
          errors: [{ field: 'address.street', message: messages.tooLong(300) }],
        },
      },
    });
    renderPurchase();

    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText(messages.tooLong(300))).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(messages.tooLong(300));
  });

  it('leaves a 401 to the session handling, without a toast of its own', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...pageReads(),
      'POST /api/checkout': { status: 401, body: { success: false, message: 'Unauthorized access' } },
    });
    renderPurchase();

    await fillDelivery(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());

    // A refusal's toast shows well within this (the test above); this one must not show at all.
    const toast = await screen.findByText('Unauthorized access', {}, { timeout: 500 }).catch(() => null);
    expect(toast).toBeNull();
  });

  it('says when the part does not exist', async () => {
    stubFetch({
      [`GET /api/purchase/${part._id}`]: { status: 404, body: { success: false, message: 'Part not found' } },
    });
    renderPurchase();

    expect(await screen.findByRole('heading', { name: 'Part not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/allproducts');
  });

  it('offers a retry when the part cannot be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubFetch({
      ...pageReads(),
      [`GET /api/purchase/${part._id}`]: () => {
        calls += 1;
        return Promise.resolve(
          calls === 1
            ? new Response(JSON.stringify({ success: false, message: 'The shop is temporarily unavailable.' }), {
                status: 503,
              })
            : new Response(JSON.stringify(part), { status: 200 }),
        );
      },
    });
    renderPurchase();

    expect(await screen.findByText('The shop is temporarily unavailable.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Chain Sprocket Kit' })).toBeInTheDocument();
  });
});

describe('the purchase page in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('names the delivery, the fee, the total and the ways to pay in Bangla, and refuses in Bangla', async () => {
    const user = userEvent.setup();
    stubFetch({
      [`GET /api/parts/${part._id}`]: { body: { ...part, nameBn: 'চেইন স্প্রোকেট কিট', descriptionBn: '' } },
      'GET /api/config': { body: config },
      'GET /api/checkout/last-delivery': { body: { address: null } },
    });
    renderPurchase();

    await user.selectOptions(await screen.findByLabelText('বিভাগ'), 'ঢাকা');
    await user.selectOptions(screen.getByLabelText('জেলা'), 'ঢাকা');
    const details = screen.getByRole('region', { name: 'অর্ডারের বিবরণ' });
    expect(within(details).getByText('ডেলিভারি').nextSibling).toHaveTextContent('৳৭০');
    expect(within(details).getByText('মোট').nextSibling).toHaveTextContent('৳১৮,৫৭০');
    expect(screen.getByRole('radio', { name: 'ক্যাশ অন ডেলিভারি' })).toBeChecked();

    await user.type(screen.getByLabelText('ফোন'), '০১৭১২');
    await user.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));
    expect(await screen.findByText('একটি বাংলাদেশি মোবাইল নম্বর দিন, যেমন ০১৭১২-৩৪৫৬৭৮')).toBeInTheDocument();
    for (const name of [
      'orders.placeOrderForm',
      'checkout.deliveryAddressFields',
      'checkout.paymentMethodField',
      'checkout.orderTotals',
    ])
      expectNoEnglishOf(name);
  });
});
