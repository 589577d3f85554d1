import { type Cart, type CartLineInput, checkoutMessages, messages } from '@motoforge/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/api-client';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { brakePadSet } from '@/testing/cart';
import { expectNoEnglishOf } from '@/testing/english-left';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { GUEST_CART_KEY } from '../lib/guest-cart';
import { AddToCartButton } from './add-to-cart-button';
import { CartBadge } from './cart-badge';
import { CartContents } from './cart-contents';
import { CartProvider } from './cart-provider';

const parts = {
  chain: {
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'Chain Sprocket Kit',
    nameBn: 'চেইন স্প্রোকেট কিট',
    img: '/images/parts/chain.webp',
    price: 1850,
    listPrice: 1850,
    minimumOrder: 10,
    availableQuantity: 120,
  },
  pads: { _id: '00000000-0000-4000-8000-000000000002', ...brakePadSet },
  lever: {
    _id: '00000000-0000-4000-8000-000000000003',
    name: 'Clutch Lever',
    nameBn: '',
    img: '/images/parts/lever.webp',
    price: 300,
    listPrice: 300,
    minimumOrder: 1,
    availableQuantity: 5,
  },
};
type PartName = keyof typeof parts;
const byId = new Map(Object.values(parts).map((part) => [part._id, part]));
const line = (name: PartName, quantity: number): CartLineInput => ({ partId: parts[name]._id, quantity });

/** The lines as the API prices them (services/cart/view-cart.ts): each part as it is, what stops it. */
function priced(lines: readonly CartLineInput[]): Cart {
  let subtotal = 0;
  const viewed = lines.map(({ partId, quantity }) => {
    const { _id, ...part } = byId.get(partId) ?? parts.chain;
    const isOrderable = quantity >= part.minimumOrder && quantity <= part.availableQuantity && _id === partId;
    if (isOrderable) subtotal += part.price * quantity;
    return {
      partId,
      quantity,
      part,
      problem: isOrderable ? null : checkoutMessages.partQuantityNow(part.name),
    };
  });
  return { lines: viewed, subtotal, group: null };
}

/** Answers POST /api/cart/view and PUT /api/cart with the lines they were sent, priced. */
function stubCartCalls(extra: Parameters<typeof stubFetch>[0] = {}) {
  const answerWithSentLines = () => {
    const body = fetchMock.mock.lastCall?.[1]?.body;
    const { lines } = JSON.parse(typeof body === 'string' ? body : '{}') as { lines: CartLineInput[] };
    return Promise.resolve(jsonResponse(priced(lines)));
  };
  const fetchMock = stubFetch({
    'POST /api/cart/view': answerWithSentLines,
    'PUT /api/cart': answerWithSentLines,
    ...extra,
  });
  return fetchMock;
}

const sentBodies = (fetchMock: ReturnType<typeof stubFetch>, call: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === call)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const storeGuestCart = (lines: CartLineInput[]) => localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
const storedGuestCart = () => JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]') as unknown;

const outOfRange = messages.quantityOutOfRange;

describe('the cart of a guest', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('adds a part’s minimum order, more of it the second time, says so and counts the parts', async () => {
    const user = userEvent.setup();
    stubCartCalls();
    renderWithProviders(
      <>
        <CartBadge />
        <AddToCartButton part={parts.chain} />
        <AddToCartButton part={parts.pads} />
      </>,
    );

    expect(screen.getByRole('link', { name: 'Cart, 0 parts' })).toHaveAttribute('href', '/cart');
    await user.click(screen.getByRole('button', { name: 'Add to cart: Chain Sprocket Kit' }));
    expect(await screen.findByText('Chain Sprocket Kit is in your cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 part' })).toBeInTheDocument();
    expect(storedGuestCart()).toEqual([line('chain', 10)]);

    await user.click(screen.getByRole('button', { name: 'Add to cart: Chain Sprocket Kit' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart: Brake Pad Set' }));
    expect(storedGuestCart()).toEqual([line('chain', 20), line('pads', 2)]);
    expect(screen.getByRole('link', { name: 'Cart, 2 parts' })).toBeInTheDocument();
  });

  it('does not offer a part that has less in stock than its minimum order', () => {
    renderWithProviders(<AddToCartButton part={{ ...parts.chain, availableQuantity: 9 }} />);
    expect(screen.getByRole('button', { name: 'Add to cart: Chain Sprocket Kit' })).toBeDisabled();
  });

  it('shows each part priced by the shop, with its photo, price, quantity and subtotal', async () => {
    storeGuestCart([line('chain', 10), line('pads', 4)]);
    const fetchMock = stubCartCalls();
    renderWithProviders(<CartContents />);

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Parts in your cart' });
    const chain = within(list).getByRole('article', { name: 'Chain Sprocket Kit' });
    expect(within(chain).getByRole('img', { name: 'Chain Sprocket Kit' })).toHaveAttribute(
      'src',
      '/images/parts/chain.webp',
    );
    expect(within(chain).getByRole('link', { name: 'Chain Sprocket Kit' })).toHaveAttribute(
      'href',
      `/parts/${parts.chain._id}`,
    );
    expect(within(chain).getByText('৳1,850 per unit')).toBeInTheDocument();
    expect(within(chain).getByLabelText('Quantity')).toHaveValue('10');
    expect(within(chain).getByText('৳18,500')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Order summary' })).getByText('৳20,300')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/cart/view')).toEqual([{ lines: [line('chain', 10), line('pads', 4)] }]);
  });

  it('says the purchase form’s rule under a quantity as it is typed, takes Bengali digits, and saves a right one', async () => {
    const user = userEvent.setup();
    storeGuestCart([line('chain', 10)]);
    stubCartCalls();
    renderWithProviders(<CartContents />);
    const quantity = await screen.findByLabelText('Quantity');
    const summary = screen.getByRole('region', { name: 'Order summary' });

    await user.clear(quantity);
    await user.type(quantity, '5');
    expect(screen.getByText(outOfRange)).toBeInTheDocument();
    expect(quantity).toHaveAccessibleDescription(outOfRange);
    expect(within(summary).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(within(summary).getByText('Change or remove the parts marked above to check out.')).toBeInTheDocument();
    expect(storedGuestCart()).toEqual([line('chain', 10)]);

    await user.clear(quantity);
    await user.type(quantity, '১২');
    expect(screen.queryByText(outOfRange)).not.toBeInTheDocument();
    expect(storedGuestCart()).toEqual([line('chain', 12)]);
    expect(await within(summary).findByText('৳22,200')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('removes a part, and says when the cart is empty, with a way to the parts', async () => {
    const user = userEvent.setup();
    storeGuestCart([line('chain', 10), line('pads', 4)]);
    stubCartCalls();
    renderWithProviders(<CartContents />);

    await user.click(await screen.findByRole('button', { name: 'Remove Chain Sprocket Kit from your cart' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Chain Sprocket Kit' })).not.toBeInTheDocument());
    expect(storedGuestCart()).toEqual([line('pads', 4)]);
    await user.click(screen.getByRole('button', { name: 'Remove Brake Pad Set from your cart' }));

    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/allproducts');
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('shows what stops a part being ordered on its line, and no Checkout until it is dealt with', async () => {
    storeGuestCart([line('lever', 8), line('pads', 4)]);
    stubCartCalls();
    renderWithProviders(<CartContents />);

    const lever = await screen.findByRole('article', { name: 'Clutch Lever' });
    expect(within(lever).getByText(checkoutMessages.partQuantityNow('Clutch Lever'))).toBeInTheDocument();
    expect(within(lever).getByText(outOfRange)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    // Only what can be ordered counts.
    expect(within(screen.getByRole('region', { name: 'Order summary' })).getByText('৳1,800')).toBeInTheDocument();
  });

  it('sends a guest to sign in before the checkout, and back to it', async () => {
    storeGuestCart([line('chain', 10)]);
    stubCartCalls();
    renderWithProviders(<CartContents />);

    expect(await screen.findByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent('/checkout')}`,
    );
    expect(screen.getByText('You will sign in first; your cart stays as it is.')).toBeInTheDocument();
  });

  it('says when the cart could not be priced, and tries again', async () => {
    const user = userEvent.setup();
    storeGuestCart([line('chain', 10)]);
    let isDown = true;
    const fetchMock = stubCartCalls({
      'POST /api/cart/view': () =>
        Promise.resolve(
          isDown
            ? jsonResponse({ success: false, message: messages.serverError }, 500)
            : jsonResponse(priced([line('chain', 10)])),
        ),
    });
    renderWithProviders(<CartContents />);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.serverError);
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Chain Sprocket Kit' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

/** The layout's cart: a guest's until `Sign in` is pressed, as the layout passes the sign-in check on. */
function SigningIn() {
  const [isSignedIn, setIsSignedIn] = useState(false);
  return (
    <CartProvider isSignedIn={isSignedIn}>
      <button type="button" onClick={() => setIsSignedIn(true)}>
        Sign in
      </button>
      <CartBadge />
      <AddToCartButton part={parts.lever} />
      <CartContents />
    </CartProvider>
  );
}

describe('the cart of a signed-in rider', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('moves a guest’s cart into the account at sign-in, a part in both with the larger quantity', async () => {
    const user = userEvent.setup();
    localStorage.setItem(ACCESS_TOKEN_KEY, 'session-token-1');
    storeGuestCart([line('lever', 1), line('pads', 6)]);
    const fetchMock = stubCartCalls({ 'GET /api/cart': { body: priced([line('chain', 10), line('pads', 4)]) } });
    renderWithProviders(<SigningIn />);
    expect(await screen.findByRole('link', { name: 'Cart, 2 parts' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('link', { name: 'Cart, 3 parts' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/cart')).toEqual([
      { lines: [line('chain', 10), line('pads', 6), line('lever', 1)] },
    ]);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    const list = await screen.findByRole('list', { name: 'Parts in your cart' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(new Headers(put?.[1]?.headers).get('authorization')).toBe('Bearer session-token-1');
  });

  it('keeps the guest’s cart in the browser when it cannot join the account, and says why', async () => {
    const user = userEvent.setup();
    storeGuestCart([line('lever', 1)]);
    stubCartCalls({
      'GET /api/cart': { body: priced([line('chain', 10)]) },
      'PUT /api/cart': { status: 503, body: { success: false, message: messages.serviceUnavailable } },
    });
    renderWithProviders(<SigningIn />);
    await screen.findByRole('link', { name: 'Cart, 1 part' });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(messages.serviceUnavailable)).toBeInTheDocument();
    expect(storedGuestCart()).toEqual([line('lever', 1)]);
    // The account's cart still shows.
    expect(await screen.findByRole('article', { name: 'Chain Sprocket Kit' })).toBeInTheDocument();
  });

  it('adds to the account’s cart on the server', async () => {
    const user = userEvent.setup();
    const fetchMock = stubCartCalls({ 'GET /api/cart': { body: priced([line('chain', 10)]) } });
    renderWithProviders(
      <CartProvider isSignedIn>
        <CartBadge />
        <AddToCartButton part={parts.lever} />
      </CartProvider>,
    );
    await screen.findByRole('link', { name: 'Cart, 1 part' });

    await user.click(screen.getByRole('button', { name: 'Add to cart: Clutch Lever' }));

    expect(await screen.findByText('Clutch Lever is in your cart')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/cart')).toEqual([{ lines: [line('chain', 10), line('lever', 1)] }]);
    expect(screen.getByRole('link', { name: 'Cart, 2 parts' })).toBeInTheDocument();
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });
});

describe('a business account’s cart (ADR 054)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the group’s price beside the list price, and the group’s minimum order value', async () => {
    const memberCart: Cart = {
      lines: [{ partId: parts.chain._id, quantity: 10, part: { ...parts.chain, price: 1665 }, problem: null }],
      subtotal: 16_650,
      group: { name: 'Dealers', nameBn: '', minimumOrder: 20_000 },
    };
    stubCartCalls({ 'GET /api/cart': { body: memberCart } });
    renderWithProviders(
      <CartProvider isSignedIn>
        <CartContents />
      </CartProvider>,
    );
    const chain = await screen.findByRole('article', { name: 'Chain Sprocket Kit' });
    expect(within(chain).getByText(/৳1,665 per unit/)).toHaveTextContent('৳1,665 per unit · list price ৳1,850');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText(/Dealers/)).toHaveTextContent(
      'Prices of your business group, Dealers. Orders at these prices must come to at least ৳20,000 before delivery.',
    );
  });
});

/** A cart in Bangla: one part with a Bangla name, one without and that cannot be ordered as it is. */
const banglaCart: Cart = {
  lines: [
    { partId: parts.chain._id, quantity: 12, part: parts.chain, problem: null },
    {
      partId: parts.lever._id,
      quantity: 200,
      part: parts.lever,
      problem: checkoutMessages.partQuantityNow('Clutch Lever'),
    },
  ],
  subtotal: 22_200,
  group: null,
};

describe('the cart in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows the parts by their Bangla names where they have one, prices and counts in Bengali digits', async () => {
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify(banglaCart.lines.map(({ partId, quantity }) => ({ partId, quantity }))),
    );
    stubFetch({ 'POST /api/cart/view': { body: banglaCart } });
    renderWithProviders(
      <>
        <CartBadge />
        <CartContents />
      </>,
    );

    const chainLine = await screen.findByRole('article', { name: 'চেইন স্প্রোকেট কিট' });
    expect(within(chainLine).getByText('প্রতি পিস ৳১,৮৫০')).toBeInTheDocument();
    expect(within(chainLine).getByLabelText('পরিমাণ')).toHaveValue('12');
    expect(within(chainLine).getByText('৳২২,২০০')).toBeInTheDocument();
    expect(within(chainLine).getByRole('button', { name: 'কার্ট থেকে চেইন স্প্রোকেট কিট সরান' })).toBeInTheDocument();
    // No Bangla name: the English one. Its problem in Bangla, once the checkout's messages are in.
    const leverLine = screen.getByRole('article', { name: 'Clutch Lever' });
    expect(
      await within(leverLine).findByText('Clutch Lever: পরিমাণ সর্বনিম্ন অর্ডার ও মজুদ পরিমাণের মধ্যে হতে হবে'),
    ).toBeInTheDocument();
    expect(within(leverLine).getByText('পরিমাণ সর্বনিম্ন অর্ডার ও মজুদ পরিমাণের মধ্যে হতে হবে')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'কার্ট, ২টি পার্টস' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'অর্ডারের সারসংক্ষেপ' })).toHaveTextContent('৳২২,২০০');
    expectNoEnglishOf('cart.cartContents', 'cart.badge');
  });

  it('says an empty cart in Bangla', async () => {
    renderWithProviders(<CartContents />);
    expect(await screen.findByText('আপনার কার্ট খালি।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সব পণ্য দেখুন' })).toBeInTheDocument();
  });

  it('adds a part and says so in Bangla', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CartBadge />
        <AddToCartButton part={parts.chain} />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'কার্টে যোগ করুন: Chain Sprocket Kit' }));
    expect(await screen.findByText('Chain Sprocket Kit আপনার কার্টে আছে')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'কার্ট, ১টি পার্টস' })).toBeInTheDocument();
    expectNoEnglishOf('cart.addToCart', 'cart.badge');
  });
});
