import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { shopOrder } from '@/testing/shop-order';
import { OrderAdminActions } from './order-admin-actions';

const packed = shopOrder({ state: 'packed', actions: ['ship-pathao', 'ship-redx', 'ship', 'cancel'] });

const quotes = {
  quotes: [
    { courier: 'pathao', deliveryCharge: 60 },
    { courier: 'redx', deliveryCharge: null },
  ],
};

describe('the ship form’s courier choice', () => {
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('offers each courier set up with its quoted delivery charge, and ships with the one chosen', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/admin/orders/order-1/courier-quotes': { body: quotes },
      'POST /api/admin/orders/order-1/transition': async () => jsonResponse({ ...packed, state: 'shipped' }),
    });
    renderWithProviders(<OrderAdminActions order={packed} />);

    const pathao = screen.getByRole('radio', { name: /^Pathao \(its API makes the parcel and its code\)/ });
    expect(pathao).toBeChecked();
    expect(await screen.findByText('· Delivery charge ৳60')).toBeInTheDocument();
    expect(screen.getByText('· No price from its API')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Steadfast/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Tracking code')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^RedX/ }));
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/orders/order-1/transition',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ to: 'shipped', courier: 'redx' }) }),
      ),
    );
  });

  it('asks for the name and tracking code of another courier', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ 'GET /api/admin/orders/order-1/courier-quotes': { body: quotes } });
    renderWithProviders(<OrderAdminActions order={packed} />);

    await user.click(screen.getByRole('radio', { name: 'Another courier' }));
    await user.type(screen.getByLabelText('Courier’s name'), 'Sundarban');
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('Enter the tracking code')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('without an API courier set up, asks for a typed courier and asks no quote', () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<OrderAdminActions order={{ ...packed, actions: ['ship', 'cancel'] }} />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Courier’s name')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it all in Bangla', async () => {
    setLanguage('bn', bn);
    stubFetch({ 'GET /api/admin/orders/order-1/courier-quotes': { body: quotes } });
    renderWithProviders(<OrderAdminActions order={packed} />);
    expect(screen.getByRole('radio', { name: /^Pathao \(এর API পার্সেল ও কোড তৈরি করে\)/ })).toBeChecked();
    expect(await screen.findByText('· ডেলিভারি চার্জ ৳৬০')).toBeInTheDocument();
    expect(screen.getByText('· এর API থেকে দাম পাওয়া যায়নি')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'অন্য কুরিয়ার' })).toBeInTheDocument();
  });
});
