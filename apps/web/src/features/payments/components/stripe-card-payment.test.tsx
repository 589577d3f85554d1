import { act, screen } from '@testing-library/react';
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

describe('StripeCardPayment', () => {
  afterEach(() => {
    vi.useRealTimers();
    loadStripe.mockReset();
  });

  it('gives up on a Stripe.js that never loads, and offers a retry', async () => {
    vi.useFakeTimers();
    loadStripe.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<StripeCardPayment {...formProps} />);

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await vi.waitFor(() => expect(loadStripe).toHaveBeenCalledWith('pk_test_123'));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    vi.useRealTimers();

    expect(await screen.findByText(/The card form could not be loaded/)).toBeInTheDocument();
    loadStripe.mockImplementation(() => Promise.reject(new Error('Failed to load Stripe.js')));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(loadStripe).toHaveBeenCalledTimes(2);
    expect(await screen.findByText(/The card form could not be loaded/)).toBeInTheDocument();
  });
});
