import type { CustomerGroup } from '@motoforge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/render-with-providers';
import CustomerGroupRoute from './customer-group';

const group: CustomerGroup = {
  id: 'g1',
  name: 'Workshops',
  nameBn: '',
  minimumOrder: 0,
  discounts: [{ category: 'brakes', sku: '', percent: 10 }],
  breaks: [],
};

describe('CustomerGroupRoute', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a rule’s category when the categories arrive after the group', async () => {
    let sendCategories = () => {};
    const categoriesSent = new Promise<void>((resolve) => (sendCategories = resolve));
    stubFetch({
      'GET /api/admin/customer-groups/g1': { body: group },
      'GET /api/admin/customer-groups/g1/members': { body: { members: [] } },
      'GET /api/categories': async () => {
        await categoriesSent;
        return jsonResponse([{ slug: 'brakes', name: 'Brakes', nameBn: 'ব্রেক' }]);
      },
    });
    const router = createMemoryRouter([{ path: '/dashboard/customergroups/:id', element: <CustomerGroupRoute /> }], {
      initialEntries: ['/dashboard/customergroups/g1'],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('No business is in this group.')).toBeInTheDocument();
    sendCategories();
    const form = await screen.findByRole('form', { name: 'Prices of the group Workshops' });
    expect(within(form).getByLabelText('Category')).toHaveValue('brakes');
  });
});
