import type { AdminReturns } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { ManageReturns } from './manage-returns';

const OPEN = 'GET /api/admin/returns?state=open&page=1&pageSize=20';

type Item = AdminReturns['items'][number];
const item = (values: Partial<Item> & Pick<Item, 'id' | 'orderNumber'>): Item => ({
  orderId: `order-${values.id}`,
  state: 'requested',
  reasons: ['does-not-fit'],
  quantity: 1,
  refund: 450,
  createdAt: '2026-11-27T10:00:00.000Z',
  deadline: null,
  ...values,
});
const page = (...items: Item[]): AdminReturns => ({ items, total: items.length, page: 1, pageSize: 20 });

const unanswered = item({
  id: 'r1',
  orderNumber: 'MF-AAA111',
  reasons: ['does-not-fit', 'damaged'],
  quantity: 3,
  deadline: { kind: 'return-answer', dueAt: '2026-11-30T10:00:00.000Z', status: 'overdue' },
});
const refundWaiting = item({
  id: 'r2',
  orderNumber: 'MF-BBB222',
  state: 'received',
  deadline: { kind: 'return-refund', dueAt: '2026-12-01T10:00:00.000Z', status: 'due-soon' },
});
const fresh = item({ id: 'r3', orderNumber: 'MF-CCC333' });

afterEach(() => setLanguage('en'));

describe('ManageReturns', () => {
  it('lists the returns to deal with, each with its order, parts and the law’s deadline it is near', async () => {
    stubFetch({ [OPEN]: { body: page(unanswered, refundWaiting, fresh) } });
    renderWithProviders(<ManageReturns />, { route: '/dashboard/returns' });

    expect(await screen.findByText('3 returns')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Returns' });
    const first = within(table).getByRole('row', { name: /MF-AAA111/ });
    expect(within(first).getByRole('link', { name: 'MF-AAA111' })).toHaveAttribute('href', '/dashboard/order/order-r1');
    expect(within(first).getByText('3 parts')).toBeInTheDocument();
    expect(within(first).getByText('Does not fit, Arrived damaged')).toBeInTheDocument();
    expect(within(first).getByText(/^Return unanswered since Nov 30, 2026, \d{1,2}:\d{2}/)).toHaveClass('badge-error');
    const second = within(table).getByRole('row', { name: /MF-BBB222/ });
    expect(within(second).getByText('Refund the return by Dec 1, 2026')).toHaveClass('badge-warning');
    const third = within(table).getByRole('row', { name: /MF-CCC333/ });
    expect(within(third).queryByText(/Answer|Refund the return|unanswered/)).not.toBeInTheDocument();
  });

  it('shows one state at a time from its link, and says when there is none', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      [OPEN]: { body: page(unanswered) },
      'GET /api/admin/returns?state=refunded&page=1&pageSize=20': { body: page() },
    });
    renderWithProviders(<ManageReturns />, { route: '/dashboard/returns' });
    await screen.findByText('1 return');

    const filter = screen.getByRole('navigation', { name: 'Show returns' });
    expect(within(filter).getByRole('link', { name: 'To deal with' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(filter).getByRole('link', { name: 'Return refunded' }));
    expect(await screen.findByText('No returns here.')).toBeInTheDocument();
    expect(within(filter).getByRole('link', { name: 'Return refunded' })).toHaveAttribute('aria-current', 'page');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/admin/returns?state=refunded&page=1&pageSize=20',
    );
  });

  it('says the deadlines in Bangla', async () => {
    setLanguage('bn', bn);
    stubFetch({ [OPEN]: { body: page(refundWaiting) } });
    renderWithProviders(<ManageReturns />, { route: '/dashboard/returns' });

    const row = await screen.findByRole('row', { name: /MF-BBB222/ });
    expect(within(row).getByText(/-এর মধ্যে ফেরত দেওয়া পণ্যের টাকা দিন$/)).toHaveClass('badge-warning');
  });
});
