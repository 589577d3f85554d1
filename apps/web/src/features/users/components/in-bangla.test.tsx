import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { MakeAdmin } from './make-admin';

const admin = { _id: 'u-1', email: 'admin@motoforge.com', displayName: 'Nusrat Jahan', role: 'admin' };
const customer = { _id: 'u-2', email: 'rider@example.com', displayName: 'Rider Rahman', role: 'user' };

describe('MakeAdmin in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('lists All Users in Bangla, with Make Admin for customers', async () => {
    stubFetch({ 'GET /api/user': { body: [admin, customer] } });
    renderWithProviders(<MakeAdmin />);

    const table = await screen.findByRole('table', { name: 'সব ব্যবহারকারী' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ব্যবহারকারী', 'অ্যাকশন']);
    expect(within(screen.getByRole('row', { name: /admin@motoforge\.com/ })).getByText('অ্যাডমিন')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /rider@example\.com/ })).getByRole('button', {
        name: 'অ্যাডমিন বানান: rider@example.com',
      }),
    ).toHaveTextContent('অ্যাডমিন বানান');
    expect(englishLeft(['users.makeAdmin'])).toEqual([]);
  });

  it('says in Bangla that no one has signed up yet', async () => {
    stubFetch({ 'GET /api/user': { body: [] } });
    renderWithProviders(<MakeAdmin />);

    expect(await screen.findByText('এখনো কেউ সাইন আপ করেননি।')).toBeInTheDocument();
    expect(englishLeft(['users.makeAdmin'])).toEqual([]);
  });
});
