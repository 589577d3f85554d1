import type { ShopOrder } from '@motoforge/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { shopOrder } from '@/testing/shop-order';
import { OrderAdvance } from './order-advance';

const { leaveFor } = vi.hoisted(() => ({ leaveFor: vi.fn() }));
vi.mock('@/lib/leave-for', () => ({ leaveFor }));

/** A risky COD order placed asking its ৳130 delivery fee online (ADR 063). */
const due: ShopOrder = shopOrder({
  state: 'placed',
  phoneConfirmed: false,
  advance: { amount: 130, paidAt: null, restInCash: 3700 },
  actions: ['pay-advance', 'delete', 'cancel'],
});
const paid: ShopOrder = shopOrder({
  advance: { amount: 130, paidAt: '2026-11-20T10:05:00.000Z', restInCash: 3700 },
  cashDue: 3700,
  actions: ['cancel'],
});

describe('OrderAdvance', () => {
  afterEach(() => {
    setLanguage('en');
    leaveFor.mockReset();
  });

  it('asks the buyer to pay the delivery fee, and sends them to SSLCommerz for it', async () => {
    const user = userEvent.setup();
    const hostedPage = 'https://sandbox.sslcommerz.com/EasyCheckOut/KEY';
    stubFetch({ 'POST /api/orders/order-1/sslcommerz': { body: { url: hostedPage } } });
    renderWithProviders(<OrderAdvance order={due} />);

    const section = screen.getByRole('region', { name: 'Pay the delivery fee to confirm this order' });
    expect(within(section).getByText('Delivery fee to pay online').nextSibling).toHaveTextContent('৳130');
    expect(within(section).getByText('Not paid yet')).toBeInTheDocument();
    expect(within(section).getByText('Then, in cash at the door').nextSibling).toHaveTextContent('৳3,700');
    await user.click(within(section).getByRole('button', { name: 'Pay the delivery fee (৳130)' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(hostedPage));
  });

  it('says the payment did not go through when the buyer comes back without paying', () => {
    renderWithProviders(<OrderAdvance order={due} />, { route: '/dashboard/order/order-1?online=fail' });
    expect(screen.getByRole('alert')).toHaveTextContent('The payment did not go through');
  });

  it('shows the advance paid and the cash still due, with nothing to pay', () => {
    renderWithProviders(<OrderAdvance order={paid} />);
    const section = screen.getByRole('region', { name: 'Delivery fee paid in advance' });
    expect(within(section).getByText('Delivery fee paid online').nextSibling).toHaveTextContent('৳130');
    expect(within(section).getByText('Cash due at the door').nextSibling).toHaveTextContent('৳3,700');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing for an order that asks no advance', () => {
    renderWithProviders(<OrderAdvance order={shopOrder()} />);
    expect(screen.queryByText('Cash due at the door')).not.toBeInTheDocument();
  });

  it('says all of it in Bangla', () => {
    setLanguage('bn', bn);
    renderWithProviders(<OrderAdvance order={due} />);
    const section = screen.getByRole('region', { name: 'এই অর্ডার নিশ্চিত করতে ডেলিভারি চার্জ পরিশোধ করুন' });
    expect(within(section).getByText('তারপর পার্সেল হাতে পেয়ে নগদে').nextSibling).toHaveTextContent('৳৩,৭০০');
    expect(within(section).getByRole('button', { name: 'ডেলিভারি চার্জ পরিশোধ করুন (৳১৩০)' })).toBeInTheDocument();
    expect(englishLeft(['payments.orderAdvance'])).toEqual([]);
  });
});
