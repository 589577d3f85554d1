import type { ShopOrder } from '@motoforge/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { confirmedCodOrder } from '@/testing/shop-order';
import { OrderDetail } from './order-detail';

const held: ShopOrder = {
  ...confirmedCodOrder,
  events: confirmedCodOrder.events.slice(0, 1),
  actions: ['release-hold', 'cancel'],
  codRisk: {
    score: 65,
    reasons: [
      { id: 'refused-before', points: 50, refused: 2, delivered: 1 },
      { id: 'new-account', points: 15, days: 1 },
    ],
    isHeld: true,
    releasedAt: null,
  },
};
const released: ShopOrder = {
  ...held,
  actions: ['pack', 'cancel'],
  codRisk: { ...held.codRisk!, isHeld: false, releasedAt: '2026-11-20T11:00:00.000Z' },
};

const postsTo = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));

describe('OrderCodRisk on the order page', () => {
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('shows the admin the score and each reason, and releases a held order for packing', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch({
      'GET /api/orders/order-1': { body: held },
      'POST /api/admin/orders/order-1/release-hold': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<OrderDetail orderId="order-1" />);

    const section = await screen.findByRole('region', { name: 'Cash-on-delivery risk' });
    expect(within(section).getByText('Score 65')).toBeInTheDocument();
    expect(
      within(section).getByText(
        'This phone’s earlier cash-on-delivery parcels: 2 came back (refused or returned), 1 delivered',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByText('A new account, made 1 days ago')).toBeInTheDocument();
    expect(within(section).getByText('+50')).toBeInTheDocument();
    expect(within(section).getByText(/Held for your check/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Release for packing' }));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Release for packing' })).toBeDisabled());
    expect(postsTo(fetchMock)).toEqual(['/api/admin/orders/order-1/release-hold']);
    answer(jsonResponse(released));
    expect(await within(section).findByText(/^Released for packing on/)).toBeInTheDocument();
    expect(within(section).queryByText(/Held for your check/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark packed' })).toBeInTheDocument();
  });

  it('asks before marking a shipped parcel refused, and shows the refusal of the shop in the dialog', async () => {
    const user = userEvent.setup();
    const shipped: ShopOrder = { ...released, state: 'shipped', actions: ['collect-cash', 'refuse'] };
    const fetchMock = stubFetch({
      'GET /api/orders/order-1': { body: shipped },
      'POST /api/admin/orders/order-1/refused': {
        status: 409,
        body: { success: false, message: 'Only a shipped cash-on-delivery order can be marked refused at the door' },
      },
    });
    renderWithProviders(<OrderDetail orderId="order-1" />);

    await user.click(await screen.findByRole('button', { name: 'Parcel refused at the door' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this parcel refused at the door?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, it was refused' }));
    expect(
      await within(dialog).findByText('Only a shipped cash-on-delivery order can be marked refused at the door'),
    ).toBeInTheDocument();
    expect(postsTo(fetchMock)).toEqual(['/api/admin/orders/order-1/refused']);
  });

  it('shows nothing of the risk to a buyer, whose order carries none', async () => {
    stubFetch({ 'GET /api/orders/order-1': { body: { ...held, actions: ['cancel'], codRisk: null } } });
    renderWithProviders(<OrderDetail orderId="order-1" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order MF-7K3QX9' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cash-on-delivery risk' })).not.toBeInTheDocument();
  });

  it('says it all in Bangla', async () => {
    setLanguage('bn', bn);
    stubFetch({ 'GET /api/orders/order-1': { body: held } });
    renderWithProviders(<OrderDetail orderId="order-1" />);
    const section = await screen.findByRole('region', { name: 'ক্যাশ অন ডেলিভারির ঝুঁকি' });
    expect(within(section).getByText('স্কোর ৬৫')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'প্যাক করার জন্য ছেড়ে দিন' })).toBeInTheDocument();
    expect(englishLeft(['orders.orderCodRisk'])).toEqual([]);
  });
});
