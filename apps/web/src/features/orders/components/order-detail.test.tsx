import type { ShopOrder } from '@motoforge/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { confirmedCodOrder, orderLine } from '@/testing/shop-order';
import { OrderDetail } from './order-detail';

const order = confirmedCodOrder;
/** The same order, its ৳70 delivery fee paid online in advance (ADR 063). */
const advancePaid: ShopOrder = {
  ...order,
  advance: { amount: 70, paidAt: '2026-11-20T10:05:00.000Z', restInCash: 3_630 },
  cashDue: 3_630,
};

describe('OrderDetail', () => {
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it("is titled by the order's number, for its buyer and an admin alike, with the contract's names", async () => {
    stubFetch({ 'GET /api/orders/order-1': { body: order } });
    renderWithProviders(<OrderDetail orderId="order-1" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order MF-7K3QX9' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order MF-7K3QX9 — MotoForge'));
    expect(screen.queryByText('Your order')).not.toBeInTheDocument();
    expect(screen.getAllByText('Confirmed')).toHaveLength(2);
    expect(screen.getByText('Cash on delivery · Not paid yet')).toBeInTheDocument();
  });

  it('says a COD order whose delivery fee was paid in advance is part paid, with the cash left', async () => {
    stubFetch({ 'GET /api/orders/order-1': { body: advancePaid } });
    renderWithProviders(<OrderDetail orderId="order-1" />);

    expect(await screen.findByText('Cash on delivery · Delivery fee paid, ৳3,630 at the door')).toBeInTheDocument();
    expect(screen.queryByText(/Not paid yet/)).not.toBeInTheDocument();
  });

  it('says the same in Bangla, with the one Bangla name of each state, and each part by its Bangla name', async () => {
    setLanguage('bn', bn);
    // The kit has a Bangla name; the filter has none, so its English one stands.
    const lines = [
      { ...order.lines[0]!, productNameBn: 'চেইন স্প্রোকেট কিট' },
      orderLine({ _id: 'line-2', partId: 'part-2', productName: 'Oil Filter', price: 320, quantity: 1 }),
    ];
    stubFetch({ 'GET /api/orders/order-1': { body: { ...order, lines } } });
    renderWithProviders(<OrderDetail orderId="order-1" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'অর্ডার MF-7K3QX9' })).toBeInTheDocument();
    expect(screen.getByText('চেইন স্প্রোকেট কিট × ২')).toBeInTheDocument();
    expect(screen.getByText('Oil Filter × ১')).toBeInTheDocument();
    // Its times as Bangladesh says them, after the part of the day, never with a Latin AM or PM.
    expect(screen.getByText(/তারিখে অর্ডার করা/).textContent).toMatch(/(ভোর|সকাল|দুপুর|বিকাল|সন্ধ্যা|রাত) [০-৯]/);
    expect(document.body.textContent).not.toMatch(/\b[AP]M\b/);
    expect(screen.getByText('অর্ডার করা হয়েছে')).toBeInTheDocument();
    expect(screen.getAllByText('নিশ্চিত')).toHaveLength(2);
    expect(screen.getByText('ক্যাশ অন ডেলিভারি · এখনো পরিশোধ হয়নি')).toBeInTheDocument();
    expect(englishLeft(['orders.orderDetail', 'orders.orderLabels'])).toEqual([]);
  });

  it('says in Bangla that the delivery fee was paid in advance', async () => {
    setLanguage('bn', bn);
    stubFetch({ 'GET /api/orders/order-1': { body: advancePaid } });
    renderWithProviders(<OrderDetail orderId="order-1" />);

    expect(
      await screen.findByText('ক্যাশ অন ডেলিভারি · ডেলিভারি চার্জ পরিশোধিত, বাকি ৳৩,৬৩০ ডেলিভারির সময়'),
    ).toBeInTheDocument();
  });

  it('offers the VAT invoice of a confirmed order in the page’s language, and none before confirmation', async () => {
    const user = userEvent.setup();
    setLanguage('bn', bn);
    const pdf = () => Promise.resolve(new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } }));
    const fetchMock = stubFetch({
      'GET /api/orders/order-1': { body: order },
      'GET /api/orders/order-1/invoice.pdf?lang=bn': pdf,
      'GET /api/orders/order-2': { body: { ...order, id: 'order-2', state: 'placed' } },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:invoice', revokeObjectURL: () => {} }));
    const { unmount } = renderWithProviders(<OrderDetail orderId="order-1" />);

    await user.click(await screen.findByRole('button', { name: 'ভ্যাট চালানপত্র ডাউনলোড করুন (PDF)' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/orders/order-1/invoice.pdf?lang=bn'),
    );
    expect(englishLeft(['orders.invoiceDownload'])).toEqual([]);
    unmount();

    setLanguage('en');
    renderWithProviders(<OrderDetail orderId="order-2" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order MF-7K3QX9' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download VAT invoice (PDF)' })).not.toBeInTheDocument();
  });

  it("asks the admin once more before Cash collected, with the amount and the order's number", async () => {
    const user = userEvent.setup();
    const shipped: ShopOrder = { ...order, state: 'shipped', actions: ['collect-cash'] };
    const delivered: ShopOrder = { ...order, state: 'delivered', paid: true, tnxId: 'COD-MF-7K3QX9', actions: [] };
    let current = shipped;
    const fetchMock = stubFetch({
      'GET /api/orders/order-1': async () => jsonResponse(current),
      'POST /api/admin/orders/order-1/cash-collected': async () => {
        current = delivered;
        return jsonResponse(delivered);
      },
    });
    renderWithProviders(<OrderDetail orderId="order-1" />);

    await user.click(await screen.findByRole('button', { name: 'Cash collected' }));
    const dialog = screen.getByRole('dialog', { name: 'Cash collected?' });
    expect(dialog).toHaveTextContent('Mark ৳3,830 as collected for MF-7K3QX9?');
    const collected = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').length;
    // Nothing is recorded until the admin says yes.
    expect(collected()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Yes, collected' }));
    await waitFor(() => expect(collected()).toBe(1));
    expect(await screen.findAllByText('Delivered')).not.toHaveLength(0);
  });
});
