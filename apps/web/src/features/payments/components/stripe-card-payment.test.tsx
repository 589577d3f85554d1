import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import StripeCardPayment from './stripe-card-payment';

const { loadStripe } = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

const formProps = {
  publishableKey: 'pk_test_123',
  clientSecret: 'pi_1_secret_abc',
  billingDetails: { name: 'Chain Sprocket Kit', email: 'rider@example.com' },
  onPaymentConfirmed: () => Promise.resolve(),
};

/**
 * A stand-in for Stripe.js with what @stripe/react-stripe-js calls: its Elements and CardElement
 * run for real (on Preact, as in the shop) against it. The card element says it is ready once
 * mounted, as Stripe's iframe does when it has loaded.
 */
function fakeStripe() {
  const listeners = new Map<string, (event: unknown) => void>();
  const card = {
    mount: vi.fn((node: HTMLElement) => {
      node.append(Object.assign(document.createElement('iframe'), { title: 'Secure card payment input frame' }));
      setTimeout(() => listeners.get('ready')?.(card), 10);
    }),
    on: vi.fn((event: string, handler: (event: unknown) => void) => listeners.set(event, handler)),
    off: vi.fn((event: string) => listeners.delete(event)),
    update: vi.fn(),
    destroy: vi.fn(),
  };
  const elements = { create: vi.fn(() => card), getElement: vi.fn(() => card), update: vi.fn() };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })),
  };
  return { stripe, elements, card };
}

describe('StripeCardPayment', () => {
  afterEach(() => {
    vi.useRealTimers();
    loadStripe.mockReset();
  });

  it("mounts Stripe's card element, enables Pay once it is ready, and confirms the payment with it", async () => {
    const { stripe, elements, card } = fakeStripe();
    loadStripe.mockResolvedValue(stripe);
    const onPaymentConfirmed = vi.fn(() => Promise.resolve());
    renderWithProviders(<StripeCardPayment {...formProps} onPaymentConfirmed={onPaymentConfirmed} />);

    const group = await screen.findByRole('group', { name: 'Card' });
    expect(within(group).getByTitle('Secure card payment input frame')).toBeInTheDocument();
    expect(elements.create).toHaveBeenCalledWith('card', expect.objectContaining({ hidePostalCode: true }));
    const pay = screen.getByRole('button', { name: 'Pay' });
    await waitFor(() => expect(pay).toBeEnabled());

    await userEvent.click(pay);
    await waitFor(() => expect(onPaymentConfirmed).toHaveBeenCalledWith('pi_1'));
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_abc', {
      payment_method: { card, billing_details: formProps.billingDetails },
    });
  });

  it('gives up on a Stripe.js that never loads, and offers a retry', async () => {
    vi.useFakeTimers();
    loadStripe.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<StripeCardPayment {...formProps} />);

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await vi.waitFor(() => expect(loadStripe).toHaveBeenCalledWith('pk_test_123'), { timeout: 5_000 });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    vi.useRealTimers();

    expect(await screen.findByText(/The card form could not be loaded/)).toBeInTheDocument();
    loadStripe.mockImplementation(() => Promise.reject(new Error('Failed to load Stripe.js')));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(loadStripe).toHaveBeenCalledTimes(2);
    expect(await screen.findByText(/The card form could not be loaded/)).toBeInTheDocument();
  });
});
