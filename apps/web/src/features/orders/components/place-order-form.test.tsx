import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@motoforge/contract';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { PurchasePart } from './purchase-part';

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

function renderPurchase() {
  return renderWithProviders(<PurchasePart partId={part._id} buyer={buyer} />);
}

describe('PurchasePart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the part, the buyer and a subtotal for the minimum order', async () => {
    stubFetch({ [`GET /api/purchase/${part._id}`]: { body: part } });
    renderPurchase();

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Chain Sprocket Kit' })).toBeInTheDocument();
    expect(screen.getByText('Hardened steel kit for 150 cc commuters.')).toBeInTheDocument();
    expect(screen.getByText('Minimum order').nextSibling).toHaveTextContent('10');
    expect(screen.getByText('Available quantity').nextSibling).toHaveTextContent('120');
    expect(screen.getByText('৳1,850 per unit')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order Details' })).toBeInTheDocument();
    expect(screen.getByText('rider@example.com')).toBeInTheDocument();
    expect(screen.getByText('Rider Rahman')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity')).toHaveValue('10');
    expect(screen.getByText('৳18,500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('flags an order over ৳999,999.99, more than one card payment can take, and disables Place Order', async () => {
    const user = userEvent.setup();
    const dearPart = { ...part, price: 400_000, minimumOrder: 1, availableQuantity: 10 };
    stubFetch({ [`GET /api/purchase/${part._id}`]: { body: dearPart } });
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
    stubFetch({ [`GET /api/purchase/${part._id}`]: { body: part } });
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
    stubFetch({ [`GET /api/purchase/${part._id}`]: { body: part } });
    renderPurchase();
    const quantity = await screen.findByLabelText('Quantity');

    await user.clear(quantity);
    await user.type(quantity, '10.5');
    expect(screen.getByText(outOfRange)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('asks for a phone number and an address', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [`GET /api/purchase/${part._id}`]: { body: part } });
    renderPurchase();

    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Address is required')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('places the order, says so and refetches the part', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      [`GET /api/purchase/${part._id}`]: { body: part },
      'POST /api/booking': { body: { success: true, insertedId: 'order-1' } },
    });
    renderPurchase();

    const quantity = await screen.findByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.type(screen.getByLabelText('Phone'), '01712345678');
    await user.type(screen.getByLabelText('Address'), 'House 4, Road 2, Dhanmondi, Dhaka');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Your Order Placed')).toBeInTheDocument();
    const booking = fetchMock.mock.calls.find(([url, init]) => url === '/api/booking' && init?.method === 'POST');
    expect(JSON.parse(String(booking?.[1]?.body))).toEqual({
      productId: part._id,
      quantity: 12,
      phone: '01712345678',
      address: 'House 4, Road 2, Dhanmondi, Dhaka',
      email: 'rider@example.com',
      productName: 'Chain Sprocket Kit',
      price: 1850,
    });
    const partFetches = fetchMock.mock.calls.filter(([url]) => url === `/api/purchase/${part._id}`);
    expect(partFetches).toHaveLength(2);
  });

  it.each([
    'Order Already placed',
    // The limits on unpaid holds one account may have (issue 19).
    messages.unpaidOrdersLimit(),
    messages.unpaidHoldTooLarge(60),
  ])("shows the server's refusal in a toast: %s", async (message) => {
    const user = userEvent.setup();
    stubFetch({
      [`GET /api/purchase/${part._id}`]: { body: part },
      'POST /api/booking': { status: 409, body: { success: false, message } },
    });
    renderPurchase();

    await user.type(await screen.findByLabelText('Phone'), '01712345678');
    await user.type(screen.getByLabelText('Address'), 'Dhaka');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('leaves a 401 to the session handling, without a toast of its own', async () => {
    const user = userEvent.setup();
    stubFetch({
      [`GET /api/purchase/${part._id}`]: { body: part },
      'POST /api/booking': { status: 401, body: { success: false, message: 'Unauthorized access' } },
    });
    renderPurchase();

    await user.type(await screen.findByLabelText('Phone'), '01712345678');
    await user.type(screen.getByLabelText('Address'), 'Dhaka');
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
