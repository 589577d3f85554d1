import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { OrderPayment } from './order-payment';
import StripeCardPayment from './stripe-card-payment';

const { loadStripe } = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

/** The pay-by moment in Bangla: on the 12-hour clock, after the part of the day, in Bengali digits. */
const BANGLA_DAY_AND_TIME = /^২১ নভে, (রাত|ভোর|সকাল|দুপুর|বিকাল|সন্ধ্যা) [১-৯][০-৯]?:[০-৫][০-৯]$/;

const order = {
  _id: 'order-1',
  partId: 'part-1',
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

describe('payments in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
    loadStripe.mockReset();
  });

  it('shows the order, its total, the pay-by time and the test card form in Bangla, with Bengali digits', async () => {
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/booking/order-1': { body: order },
      'POST /api/create-payment-intent': { body: intent },
    });
    renderWithProviders(<OrderPayment orderId="order-1" buyerName="Rider Rahman" />);

    expect(await screen.findByRole('heading', { name: 'হ্যালো, Rider Rahman' })).toBeInTheDocument();
    expect(screen.getByText('প্রতি ইউনিটের দাম').nextSibling).toHaveTextContent('৳১,৮৫০');
    expect(screen.getByText('পরিমাণ').nextSibling).toHaveTextContent('১২');
    expect(screen.getByText('মোট পরিশোধযোগ্য').nextSibling).toHaveTextContent('৳২২,২০০');
    const payBy = screen.getByText(/^অনুগ্রহ করে/);
    expect(payBy.querySelector('time')).toHaveTextContent(BANGLA_DAY_AND_TIME);
    expect(payBy).toHaveTextContent(/-এর মধ্যে পেমেন্ট করুন: /);

    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(/^টেস্ট মোড/);
    expect(within(note).getByText(/কার্ডটি প্রত্যাখ্যাত হয়/)).toHaveTextContent('4000 0000 0000 0002');
    expect(screen.getByLabelText('মেয়াদ শেষ')).toHaveAttribute('placeholder', 'মাস / বছর');
    expect(screen.getByRole('form', { name: 'কার্ড পেমেন্ট' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'পেমেন্ট করুন' })).toBeInTheDocument();
    expect(englishLeft(['payments.orderPayment', 'payments.paymentForm', 'payments.testCardPayment'])).toEqual([]);
  });

  it('congratulates the buyer in Bangla once the payment has gone through', async () => {
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/booking/order-1': { body: order },
      'POST /api/create-payment-intent': { body: intent },
      'POST /api/test-payments/confirm': { body: { paymentIntent: { id: 'pi_test_1', status: 'succeeded' } } },
      'PATCH /api/booking/order-1': () =>
        Promise.resolve(
          jsonResponse({ success: true, modifiedCount: 1, order: { ...order, paid: true, tnxId: 'pi_test_1' } }),
        ),
    });
    renderWithProviders(<OrderPayment orderId="order-1" buyerName="Rider Rahman" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('কার্ড নম্বর'), '4242424242424242');
    await user.type(screen.getByLabelText('মেয়াদ শেষ'), '1234');
    await user.type(screen.getByLabelText('CVC'), '123');
    const pay = screen.getByRole('button', { name: 'পেমেন্ট করুন' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(await screen.findByRole('heading', { name: 'অভিনন্দন!!!' })).toBeInTheDocument();
    expect(screen.getByText('লেনদেন আইডি')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আমার অর্ডার' })).toBeInTheDocument();
    expect(englishLeft(['payments.orderPayment'])).toEqual([]);
  });

  it('says in Bangla that a paid order needs nothing more, with the quantity in Bengali digits', async () => {
    stubFetch({
      'GET /api/config': { body: testConfig },
      'GET /api/booking/order-1': { body: { ...order, number: 1200, paid: true, tnxId: 'pi_test_9' } },
    });
    renderWithProviders(<OrderPayment orderId="order-1" buyerName="Rider Rahman" />);

    expect(await screen.findByRole('heading', { name: 'এই অর্ডারের দাম পরিশোধিত' })).toBeInTheDocument();
    expect(screen.getByText('Chain Sprocket Kit × ১,২০০-এর জন্য আর কোনো পেমেন্ট লাগবে না।')).toBeInTheDocument();
    expect(englishLeft(['payments.orderPayment'])).toEqual([]);
  });

  it('says in Bangla when the Stripe card form cannot load', async () => {
    loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderWithProviders(
      <StripeCardPayment
        publishableKey="pk_test_123"
        clientSecret="pi_1_secret_abc"
        billingDetails={{ name: 'Chain Sprocket Kit', email: 'rider@example.com' }}
        onPaymentConfirmed={() => Promise.resolve()}
      />,
    );

    expect(await screen.findByText(/^কার্ডের ফর্ম লোড করা যায়নি/)).toBeInTheDocument();
    expect(englishLeft(['payments.stripeCardPayment'])).toEqual([]);
  });
});
