import { type Cart, checkoutMessages, type CheckoutResponse, messages, type PublicConfig } from '@motoforge/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { expectNoEnglishOf } from '@/testing/english-left';
import { brakePadSet } from '@/testing/cart';
import { testPublicConfig } from '@/testing/public-config';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { CheckoutForm } from './checkout-form';

const { leaveFor } = vi.hoisted(() => ({ leaveFor: vi.fn() }));
vi.mock('@/lib/leave-for', () => ({ leaveFor }));

const orderId = '00000000-0000-4000-8000-0000000000aa';
const cart: Cart = {
  lines: [
    {
      partId: '00000000-0000-4000-8000-000000000001',
      quantity: 10,
      part: {
        name: 'Chain Sprocket Kit',
        nameBn: 'চেইন স্প্রোকেট কিট',
        img: '/images/parts/chain.webp',
        price: 850,
        listPrice: 850,
        minimumOrder: 10,
        availableQuantity: 120,
      },
      problem: null,
    },
    {
      partId: '00000000-0000-4000-8000-000000000002',
      quantity: 4,
      part: brakePadSet,
      problem: null,
    },
  ],
  subtotal: 10_300,
  group: null,
};
const checkout: PublicConfig['checkout'] = {
  ...testPublicConfig.checkout,
  paymentMethods: ['cod', 'sslcommerz', 'card'],
};
const placed = (next: CheckoutResponse['next'], notice?: string): CheckoutResponse => ({
  orderId,
  subtotal: 10_300,
  deliveryFee: 70,
  total: 10_370,
  next,
  ...(notice ? { notice } : {}),
});

/** Where the app is: the form navigates within it. */
function Where() {
  return <output aria-label="Where">{useLocation().pathname}</output>;
}

function renderCheckout({ cartShown = cart, onCartChanged = vi.fn(), settings = checkout } = {}) {
  renderWithProviders(
    <>
      <CheckoutForm cart={cartShown} buyerName="Rider Rahman" checkout={settings} onCartChanged={onCartChanged} />
      <Where />
    </>,
    { route: '/checkout' },
  );
  return { onCartChanged };
}

async function fillAddress(user: UserEvent, { phone = '01712-345678' } = {}) {
  await user.type(screen.getByLabelText('Mobile number'), phone);
  await user.selectOptions(screen.getByLabelText('Division'), 'Dhaka');
  await user.selectOptions(screen.getByLabelText('District'), 'Dhaka');
  await user.selectOptions(screen.getByLabelText('Upazila or thana'), 'Savar');
  await user.type(screen.getByLabelText('Street address'), 'House 12, Road 3');
}

const checkoutCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/checkout');
const keyOf = (call: Parameters<typeof fetch>) => new Headers(call[1]?.headers).get('idempotency-key');

describe('CheckoutForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    leaveFor.mockReset();
  });

  it('offers each district of the chosen division, then each upazila of the district, and its delivery fee', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const division = screen.getByLabelText('Division');
    const district = screen.getByLabelText('District');
    const upazila = screen.getByLabelText('Upazila or thana');
    const summary = screen.getByRole('region', { name: 'Your order' });

    expect(district).toBeDisabled();
    expect(upazila).toBeDisabled();
    expect(within(summary).getByText('Choose your district')).toBeInTheDocument();
    await user.selectOptions(division, 'Dhaka');
    expect(district).toBeEnabled();
    const districts = within(district)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(districts).toEqual(expect.arrayContaining(['Choose a district', 'Dhaka', 'Gazipur', 'Tangail']));
    expect(districts).not.toContain('Sylhet');
    expect(districts).toHaveLength(14);

    await user.selectOptions(district, 'Dhaka');
    // A buyer in the city picks the thana (Mirpur, Dhanmondi); the district's upazilas follow.
    const groups = within(upazila).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['City thanas', 'Upazilas']);
    const thanas = within(groups[0]!)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(thanas).toEqual(expect.arrayContaining(['Mirpur Model', 'Dhanmondi', 'Gulshan', 'Uttara West']));
    expect(thanas).toHaveLength(50);
    expect(
      within(groups[1]!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dhamrai', 'Dohar', 'Keraniganj', 'Nawabganj', 'Savar']);
    // Inside Dhaka district, and anywhere else.
    expect(within(summary).getByText('৳70')).toBeInTheDocument();
    expect(within(summary).getByText('৳10,370')).toBeInTheDocument();
    await user.selectOptions(district, 'Gazipur');
    expect(within(summary).getByText('৳130')).toBeInTheDocument();
    expect(within(summary).getByText('৳10,430')).toBeInTheDocument();

    await user.selectOptions(upazila, 'Gazipur Sadar');
    await user.selectOptions(division, 'Sylhet');
    expect(district).toHaveValue('');
    expect(upazila).toHaveValue('');
    expect(upazila).toBeDisabled();
  });

  it('shows the order’s lines, subtotal and the payment methods the shop offers', () => {
    renderCheckout();
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('Chain Sprocket Kit')).toBeInTheDocument();
    expect(within(summary).getByText('10 × ৳850')).toBeInTheDocument();
    expect(within(summary).getByText('৳8,500')).toBeInTheDocument();
    expect(within(summary).getByText('৳10,300')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Edit cart' })).toHaveAttribute('href', '/cart');
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(within(methods).getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: 'Pay online (SSLCommerz)' })).not.toBeChecked();
    expect(within(methods).getByRole('radio', { name: 'Card' })).not.toBeChecked();
    expect(screen.getByLabelText('Name')).toHaveValue('Rider Rahman');
  });

  it('starts with the address of the buyer’s last order, which can be changed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'POST /api/checkout': { status: 201, body: placed({ type: 'confirm-phone' }) },
    });
    const lastDelivery = {
      name: 'Rahim Uddin',
      phone: '+8801812345678',
      divisionId: '6',
      districtId: '47',
      upazilaId: '365',
      street: 'House 12, Road 3',
    };
    renderWithProviders(
      <CheckoutForm
        cart={cart}
        buyerName="Rider Rahman"
        lastDelivery={lastDelivery}
        checkout={checkout}
        onCartChanged={vi.fn()}
      />,
      { route: '/checkout' },
    );

    expect(screen.getByLabelText('Name')).toHaveValue('Rahim Uddin');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('01812-345678');
    expect(screen.getByRole('combobox', { name: 'Division' })).toHaveDisplayValue('Dhaka');
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveDisplayValue('Dhaka');
    expect(screen.getByRole('combobox', { name: 'Upazila or thana' })).toHaveDisplayValue('Savar');
    expect(screen.getByLabelText('Street address')).toHaveValue('House 12, Road 3');
    expect(within(screen.getByRole('region', { name: 'Your order' })).getByText('৳70')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Street address'));
    await user.type(screen.getByLabelText('Street address'), 'Flat 5B, Road 7');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(checkoutCalls(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(checkoutCalls(fetchMock)[0]?.[1]?.body))).toMatchObject({
      address: { ...lastDelivery, street: 'Flat 5B, Road 7' },
    });
  });

  it('refuses what the contract refuses, under each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({});
    renderCheckout();

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Mobile number'), '0171234');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText(checkoutMessages.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining(checkoutMessages.mobileInvalid),
    );
    expect(screen.getByText(checkoutMessages.deliveryNameRequired)).toBeInTheDocument();
    expect(screen.getByText(checkoutMessages.streetRequired)).toBeInTheDocument();
    // Said once, under the division: the district and upazila wait for it.
    expect(screen.getAllByText(checkoutMessages.placeRequired)).toHaveLength(1);
    expect(screen.getByLabelText('Division')).toHaveAccessibleDescription(checkoutMessages.placeRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('places a cash-on-delivery order, the mobile as the shop keeps it, and goes to confirm the phone', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'POST /api/checkout': { status: 201, body: placed({ type: 'confirm-phone' }) },
    });
    const { onCartChanged } = renderCheckout();

    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent(`/dashboard/order/${orderId}/confirm`),
    );
    const [call] = checkoutCalls(fetchMock);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      address: {
        name: 'Rider Rahman',
        phone: '+8801712345678',
        divisionId: '6',
        districtId: '47',
        upazilaId: '365',
        street: 'House 12, Road 3',
      },
      paymentMethod: 'cod',
    });
    expect(keyOf(call as Parameters<typeof fetch>)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    await waitFor(() => expect(onCartChanged).toHaveBeenCalled());
  });

  it('goes to the card payment page the shop names for a card', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/checkout': { status: 201, body: placed({ type: 'pay', path: `/dashboard/payment/${orderId}` }) },
    });
    renderCheckout();

    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent(`/dashboard/payment/${orderId}`),
    );
  });

  it('leaves for SSLCommerz’s page to pay online, and keeps the button off meanwhile', async () => {
    const user = userEvent.setup();
    const url = 'https://sandbox.sslcommerz.com/EasyCheckOut/testcde1234';
    stubFetch({ 'POST /api/checkout': { status: 201, body: placed({ type: 'redirect', url }) } });
    const { onCartChanged } = renderCheckout();

    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Pay online (SSLCommerz)' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(screen.getByText('Taking you to the payment page…')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/checkout');
    expect(onCartChanged).not.toHaveBeenCalled();
  });

  it('says when online payment is down, then opens the order’s payment page', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/checkout': {
        status: 201,
        body: placed({ type: 'pay', path: `/dashboard/payment/${orderId}` }, checkoutMessages.onlinePaymentUnavailable),
      },
    });
    renderCheckout();

    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Pay online (SSLCommerz)' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText(checkoutMessages.onlinePaymentUnavailable)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent(`/dashboard/payment/${orderId}`),
    );
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('names the part that ran out, and has the cart read again', async () => {
    const user = userEvent.setup();
    const soldOut = checkoutMessages.partQuantityNow('Chain Sprocket Kit');
    stubFetch({ 'POST /api/checkout': { status: 409, body: { success: false, message: soldOut } } });
    const { onCartChanged } = renderCheckout();

    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(soldOut);
    expect(onCartChanged).toHaveBeenCalledOnce();
    expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/checkout');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('shows the API’s refusal of a field under that field', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/checkout': {
        status: 400,
        body: {
          success: false,
          message: `address.street: ${messages.tooLong(300)}`,
          errors: [{ field: 'address.street', message: messages.tooLong(300) }],
        },
      },
    });
    renderCheckout();

    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText(messages.tooLong(300))).toBeInTheDocument();
    expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription(messages.tooLong(300));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends every try of one checkout with the same key, and turns the button off while it is sent', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    let tries = 0;
    const fetchMock = stubFetch({
      'POST /api/checkout': () => {
        tries += 1;
        if (tries === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    renderCheckout();
    await fillAddress(user);

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the shop');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer(jsonResponse(placed({ type: 'confirm-phone' }), 201));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent(`/dashboard/order/${orderId}/confirm`),
    );
    const [first, second] = checkoutCalls(fetchMock) as Parameters<typeof fetch>[];
    expect(keyOf(first as Parameters<typeof fetch>)).toBeTruthy();
    expect(keyOf(second as Parameters<typeof fetch>)).toBe(keyOf(first as Parameters<typeof fetch>));
  });

  it('says when the shop asks a risky cash-on-delivery order to be paid online, and keeps the address for it', async () => {
    const user = userEvent.setup();
    const url = 'https://sandbox.sslcommerz.com/EasyCheckOut/testrisk1234';
    const fetchMock = stubFetch({
      'POST /api/checkout': () => {
        const body = JSON.parse(String(checkoutCalls(fetchMock).at(-1)?.[1]?.body)) as { paymentMethod: string };
        return Promise.resolve(
          body.paymentMethod === 'cod'
            ? jsonResponse({ success: false, message: checkoutMessages.codRiskPayOnline }, 400)
            : jsonResponse(placed({ type: 'redirect', url }), 201),
        );
      },
    });
    renderCheckout();

    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(checkoutMessages.codRiskPayOnline);
    // Nothing the buyer typed is lost: they only pick another way to pay.
    expect(screen.getByLabelText('Street address')).toHaveValue('House 12, Road 3');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Pay online (SSLCommerz)' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
    const [refused, paid] = checkoutCalls(fetchMock) as Parameters<typeof fetch>[];
    expect(JSON.parse(String(paid?.[1]?.body))).toMatchObject({
      paymentMethod: 'sslcommerz',
      address: { street: 'House 12, Road 3' },
    });
    // The refused try made no order, so the same key places this one.
    expect(keyOf(paid as Parameters<typeof fetch>)).toBe(keyOf(refused as Parameters<typeof fetch>));
  });

  it('says an order above the cash-on-delivery ceiling must be paid online', async () => {
    const user = userEvent.setup();
    renderCheckout({ cartShown: { ...cart, subtotal: 19_950 } });
    await user.selectOptions(screen.getByLabelText('Division'), 'Dhaka');
    await user.selectOptions(screen.getByLabelText('District'), 'Gazipur');

    expect(screen.getByText(checkoutMessages.codTooLarge(20_000))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.queryByText(checkoutMessages.codTooLarge(20_000))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('charges the fees and holds to the ceiling the admin set, and names that ceiling', async () => {
    const user = userEvent.setup();
    const settings = { ...checkout, deliveryFee: { insideDhaka: 95, outsideDhaka: 210 }, codMax: 10_450 };
    renderCheckout({ settings });
    const summary = screen.getByRole('region', { name: 'Your order' });
    await user.selectOptions(screen.getByLabelText('Division'), 'Dhaka');
    await user.selectOptions(screen.getByLabelText('District'), 'Dhaka');
    expect(within(summary).getByText('৳95')).toBeInTheDocument();
    expect(screen.queryByText(/Cash on delivery is for orders up to/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('District'), 'Gazipur');
    expect(within(summary).getByText('৳210')).toBeInTheDocument();
    expect(within(summary).getByText('৳10,510')).toBeInTheDocument();
    expect(screen.getByText('Cash on delivery is for orders up to ৳10,450: please pay online')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });
});

describe('the checkout in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('names the places, the payment methods and the amounts in Bangla, and refuses in Bangla', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CheckoutForm
        cart={cart}
        buyerName="Rider Rahman"
        checkout={testPublicConfig.checkout}
        onCartChanged={vi.fn()}
      />,
    );

    await user.selectOptions(screen.getByLabelText('বিভাগ'), 'ঢাকা');
    await user.selectOptions(screen.getByLabelText('জেলা'), 'ঢাকা');
    expect(within(screen.getByLabelText('উপজেলা বা থানা')).getByRole('option', { name: 'সাভার' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'আপনার অর্ডার' });
    expect(within(summary).getByText('চেইন স্প্রোকেট কিট')).toBeInTheDocument();
    expect(within(summary).getByText('১০ × ৳৮৫০')).toBeInTheDocument();
    expect(within(summary).getByText('৳৭০')).toBeInTheDocument();
    expect(within(summary).getByText('৳১০,৩৭০')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ক্যাশ অন ডেলিভারি' })).toBeChecked();

    await user.type(screen.getByLabelText('মোবাইল নম্বর'), '০১৭১২');
    await user.click(screen.getByRole('button', { name: 'অর্ডার করুন' }));
    // The checkout's messages come in with their table, on a Bangla page's first one.
    expect(await screen.findByText('একটি বাংলাদেশি মোবাইল নম্বর দিন, যেমন ০১৭১২-৩৪৫৬৭৮')).toBeInTheDocument();
    expect(screen.getByText('রাস্তার ঠিকানা দিতে হবে')).toBeInTheDocument();
    expect(screen.queryByText(checkoutMessages.streetRequired)).not.toBeInTheDocument();
    expectNoEnglishOf('checkout.checkoutForm');
  });
  it('names the ceiling the admin set in Bangla digits', async () => {
    const user = userEvent.setup();
    renderCheckout({ settings: { ...checkout, codMax: 10_000 } });
    await user.selectOptions(screen.getByLabelText('বিভাগ'), 'ঢাকা');
    await user.selectOptions(screen.getByLabelText('জেলা'), 'গাজীপুর');
    expect(
      await screen.findByText('ক্যাশ অন ডেলিভারি শুধু ৳১০,০০০ পর্যন্ত অর্ডারের জন্য: অনলাইনে পেমেন্ট করুন'),
    ).toBeInTheDocument();
  });
});
