import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { MakeAdmin } from './make-admin';

const admin = { _id: 'u-1', email: 'admin@motoforge.com', displayName: 'Shop Admin', role: 'admin' };
const customer = { _id: 'u-2', email: 'rider@example.com', displayName: 'Rider Rahman', role: 'user' };

describe('MakeAdmin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists All Users, with Make Admin only for those who are not admins yet', async () => {
    stubFetch({ 'GET /api/user': { body: [admin, customer] } });
    renderWithProviders(<MakeAdmin />);

    const table = await screen.findByRole('table', { name: 'All Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['User', 'Action']);

    const adminRow = screen.getByRole('row', { name: /admin@motoforge\.com/ });
    expect(within(adminRow).getByText('Admin')).toBeInTheDocument();
    expect(within(adminRow).queryByRole('button')).not.toBeInTheDocument();

    const customerRow = screen.getByRole('row', { name: /rider@example\.com/ });
    expect(within(customerRow).getByRole('button', { name: 'Make Admin: rider@example.com' })).toHaveTextContent(
      'Make Admin',
    );
  });

  it('makes a customer an admin and says so', async () => {
    const user = userEvent.setup();
    let isPromoted = false;
    const fetchMock = stubFetch({
      'GET /api/user': () =>
        Promise.resolve(jsonResponse([admin, isPromoted ? { ...customer, role: 'admin' } : customer])),
      'PUT /api/user/admin/rider%40example.com': () => {
        isPromoted = true;
        return Promise.resolve(jsonResponse({ modifiedCount: 1 }));
      },
    });
    renderWithProviders(<MakeAdmin />);

    await user.click(await screen.findByRole('button', { name: /Make Admin/ }));

    expect(await screen.findByText('rider@example.com is an admin now')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('row', { name: /rider@example\.com/ })).findByText('Admin'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Make Admin/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true);
  });

  it('says "Failed to make an admin" when the shop refuses', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/user': { body: [customer] },
      'PUT /api/user/admin/rider%40example.com': {
        status: 403,
        body: { success: false, message: 'Only an admin can do this' },
      },
    });
    renderWithProviders(<MakeAdmin />);

    await user.click(await screen.findByRole('button', { name: /Make Admin/ }));

    expect(await screen.findByText('Failed to make an admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Make Admin/ })).toBeEnabled();
  });
});
