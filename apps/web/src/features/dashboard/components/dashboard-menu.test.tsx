import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DashboardMenu } from './dashboard-menu';

function menuLinks() {
  return within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('DashboardMenu', () => {
  it("shows a customer's pages", () => {
    renderWithProviders(<DashboardMenu isAdmin={false} />, { route: '/dashboard/order' });

    expect(menuLinks()).toEqual([
      ['Personal Information', '/dashboard/profile'],
      ['My Order', '/dashboard/order'],
      ['Add a review', '/dashboard/review'],
      ['Quick order', '/quick-order'],
      ['Business Account', '/dashboard/business'],
      ['My Quotes', '/dashboard/myquotes'],
    ]);
    expect(screen.getByRole('link', { name: 'My Order' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows an admin's pages", () => {
    renderWithProviders(<DashboardMenu isAdmin />, { route: '/dashboard' });

    expect(menuLinks()).toEqual([
      ['Personal Information', '/dashboard/profile'],
      ['Manage All Orders', '/dashboard/manageorder'],
      ['Sales', '/dashboard/sales'],
      ['Returns', '/dashboard/returns'],
      ['Add Product', '/dashboard/addproduct'],
      ['Manage All Products', '/dashboard/manageproduct'],
      ['Low Stock', '/dashboard/lowstock'],
      ['Catalogue File', '/dashboard/cataloguefile'],
      ['Parts Diagrams', '/dashboard/diagrams'],
      ['Questions', '/dashboard/questions'],
      ['Outbox', '/dashboard/outbox'],
      ['Jobs', '/dashboard/jobs'],
      ['Field Vitals', '/dashboard/vitals'],
      ['Business Accounts', '/dashboard/businessaccounts'],
      ['Customer Groups', '/dashboard/customergroups'],
      ['Quotes', '/dashboard/quotes'],
      ['Make Admin', '/dashboard/makeadmin'],
      ['Settings', '/dashboard/settings'],
    ]);
  });
});
