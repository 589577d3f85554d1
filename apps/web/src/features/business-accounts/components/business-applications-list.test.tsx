import { businessAccountMessages, type AdminBusinessApplication } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { BusinessApplicationsList } from './business-applications-list';

const application: AdminBusinessApplication = {
  id: 'a1',
  kind: 'dealer',
  businessName: 'Karim Traders',
  tradeLicence: 'CCC-77',
  bin: '1234567890123',
  address: 'Agrabad, Chattogram',
  phone: '+8801812345678',
  state: 'pending',
  note: '',
  group: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  decidedAt: null,
  email: 'karim@example.com',
  buyerName: 'Karim',
};
const page = { items: [application], total: 1, page: 1, pageSize: 20 };

describe('BusinessApplicationsList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a group to approve and a note to refuse, then sends the admin’s answer', async () => {
    const fetchMock = stubFetch({
      'GET /api/admin/business-accounts?page=1&pageSize=20&state=pending': { body: page },
      'GET /api/admin/customer-groups': { body: { groups: [{ id: 'g1', name: 'Dealers', nameBn: 'ডিলার' }] } },
      'POST /api/admin/business-accounts/a1/decision': {
        body: { ...application, state: 'approved', group: { id: 'g1', name: 'Dealers', nameBn: '' } },
      },
    });
    renderWithProviders(<BusinessApplicationsList />, { route: '/dashboard/businessaccounts?state=pending' });

    const row = (await screen.findByRole('rowheader', { name: /Karim Traders/ })).closest('tr')!;
    expect(within(row).getByText('1234567890123')).toBeInTheDocument();
    const form = within(row).getByRole('form', { name: 'Answer: Karim Traders' });
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(businessAccountMessages.groupRequired);
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(businessAccountMessages.noteRequired);

    await userEvent.selectOptions(within(form).getByLabelText('Customer group'), 'Dealers');
    await userEvent.type(within(form).getByLabelText('Note'), 'Welcome');
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));

    const decision = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/decision'));
    expect(JSON.parse(String(decision?.[1]?.body))).toEqual({ decision: 'approve', groupId: 'g1', note: 'Welcome' });
    expect(screen.getByRole('link', { name: 'Waiting' })).toHaveAttribute('aria-current', 'page');
  });
});
