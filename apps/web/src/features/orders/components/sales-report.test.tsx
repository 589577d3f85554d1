import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sales } from '@motoforge/contract';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { SalesReport } from './sales-report';

// The chart library draws on a canvas jsdom does not have; the figures are what is checked here.
vi.mock('./revenue-chart', () => ({
  RevenueChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const sales = (days: 30 | 90, revenue: number): Sales => ({
  days,
  from: '2026-10-28',
  to: '2026-11-26',
  revenuePerDay: [
    { date: '2026-11-25', revenue: revenue - 200, orders: 1 },
    { date: '2026-11-26', revenue: 200, orders: 1 },
  ],
  revenue,
  ordersByState: [
    { state: 'placed', orders: 2 },
    { state: 'confirmed', orders: 1 },
    { state: 'packed', orders: 0 },
    { state: 'shipped', orders: 0 },
    { state: 'delivered', orders: 1 },
    { state: 'cancelled', orders: 3 },
    { state: 'returned', orders: 0 },
  ],
  topParts: [{ partId: 'part-1', productName: 'Brake Pad Set', quantity: 4, revenue: 500 }],
  paymentSplit: { cod: { orders: 1, revenue: revenue - 200 }, online: { orders: 1, revenue: 200 } },
});

describe('SalesReport', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  it('shows the revenue, its chart, orders by state, top parts and COD against online', async () => {
    stubFetch({ 'GET /api/admin/sales?days=30': { body: sales(30, 870) } });
    renderWithProviders(<SalesReport days={30} />);

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Revenue: ৳870' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Revenue per day over the last 30 days' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Last 90 days' })).toHaveAttribute('href', '/dashboard/sales?days=90');
    const states = screen.getByRole('table', { name: 'Orders by state' });
    expect(within(within(states).getByRole('row', { name: /Cancelled/ })).getByRole('cell')).toHaveTextContent('3');
    const top = screen.getByRole('table', { name: 'Top parts' });
    expect(within(top).getByRole('link', { name: 'Brake Pad Set' })).toHaveAttribute('href', '/parts/part-1');
    expect(within(top).getByText('৳500')).toBeInTheDocument();
    const cod = screen.getByText('Cash on delivery').closest('div')!;
    expect(within(cod).getByText('৳670')).toBeInTheDocument();
    expect(within(cod).getByText(/77% of revenue/)).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be read', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubFetch({
      'GET /api/admin/sales?days=90': () =>
        Promise.resolve(
          isDown
            ? jsonResponse({ success: false, message: 'The shop is temporarily unavailable.' }, 503)
            : jsonResponse(sales(90, 2000)),
        ),
    });
    renderWithProviders(<SalesReport days={90} />);

    expect(await screen.findByText('The shop is temporarily unavailable.')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Revenue: ৳2,000' })).toBeInTheDocument();
  });

  it('speaks Bangla', async () => {
    await setLanguage('bn', bn);
    stubFetch({ 'GET /api/admin/sales?days=30': { body: sales(30, 870) } });
    renderWithProviders(<SalesReport days={30} />);

    expect(await screen.findByRole('heading', { name: 'আয়: ৳৮৭০' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'সবচেয়ে বেশি বিক্রি হওয়া পার্টস' })).toBeInTheDocument();
    expect(englishLeft(['orders.salesReport'])).toEqual([]);
  });
});
