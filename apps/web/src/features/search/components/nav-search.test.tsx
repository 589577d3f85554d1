import type { Suggestions } from '@motoforge/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { NavSearch } from './nav-search';

const brakeSuggestions: Suggestions = {
  items: [
    { kind: 'category', slug: 'brakes', name: 'Brakes', nameBn: 'ব্রেক' },
    { kind: 'bike', vehicleId: 7, year: 2024, name: 'Bajaj Brakemaster 150', nameBn: '' },
    { kind: 'part', id: 'p-1', name: 'Front Brake Disc 276 mm', nameBn: 'ফ্রন্ট ব্রেক ডিস্ক ২৭৬ মিমি' },
  ],
};

/** Where the search has taken the rider. */
function Address() {
  const { pathname, search } = useLocation();
  return (
    <p role="note" aria-label="Address">
      {`${pathname}${search}`}
    </p>
  );
}

/**
 * Answers every suggestions request with `answer`, except those `isPending` holds back; returns
 * the requests made, each with whether it was aborted.
 */
function stubSuggestions(answer: Suggestions, isPending: (url: string) => boolean = () => false) {
  const requests: { url: string; signal: AbortSignal | null | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({ url, signal: init?.signal });
      if (!url.startsWith('/api/search/suggestions?')) throw new Error(`unexpected request ${url}`);
      return isPending(url) ? new Promise<Response>(() => undefined) : Promise.resolve(jsonResponse(answer));
    }),
  );
  return requests;
}

const renderSearch = () =>
  renderWithProviders(
    <>
      <NavSearch />
      <Address />
    </>,
    { route: '/blogs' },
  );

describe('NavSearch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('suggests as the rider types, asking once the typing pauses, and says how many', async () => {
    const requests = stubSuggestions(brakeSuggestions);
    renderSearch();
    const field = screen.getByRole('combobox', { name: 'Search parts' });
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(field, 'brake');

    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Brakes Category', 'Bajaj Brakemaster 150 Bike', 'Front Brake Disc 276 mm Spare part']);
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
    expect(requests.map((request) => request.url)).toEqual(['/api/search/suggestions?q=brake']);
  });

  it('moves through the suggestions with Down and Up, and Enter goes to the one chosen', async () => {
    stubSuggestions(brakeSuggestions);
    renderSearch();
    const field = screen.getByRole('combobox', { name: 'Search parts' });
    await userEvent.type(field, 'brake');
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');

    await userEvent.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(field).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('note', { name: 'Address' })).toHaveTextContent('/allproducts?bike=7%3A2024');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, keeping the words, and Enter then searches for them', async () => {
    stubSuggestions(brakeSuggestions);
    renderSearch();
    const field = screen.getByRole('combobox', { name: 'Search parts' });
    await userEvent.type(field, 'brake pad');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');

    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(field).toHaveValue('brake pad');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('note', { name: 'Address' })).toHaveTextContent('/allproducts?q=brake+pad');
  });

  it('goes to a suggestion clicked', async () => {
    stubSuggestions(brakeSuggestions);
    renderSearch();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search parts' }), 'brake');
    await userEvent.click(await screen.findByRole('option', { name: 'Front Brake Disc 276 mm Spare part' }));
    expect(screen.getByRole('note', { name: 'Address' })).toHaveTextContent('/parts/p-1');
  });

  it('gives up a request whose words the rider has typed past, and says when nothing matches', async () => {
    const requests = stubSuggestions({ items: [] }, (url) => url.endsWith('q=bra'));
    renderSearch();
    const field = screen.getByRole('combobox', { name: 'Search parts' });
    await userEvent.type(field, 'bra');
    await waitFor(() => expect(requests).toHaveLength(1));

    await userEvent.type(field, 'zz');

    expect(await screen.findByText('No suggestions')).toBeInTheDocument();
    expect(requests.map((request) => [request.url, request.signal?.aborted])).toEqual([
      ['/api/search/suggestions?q=bra', true],
      ['/api/search/suggestions?q=brazz', false],
    ]);
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks nothing for symbols only', async () => {
    const requests = stubSuggestions(brakeSuggestions);
    renderSearch();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search parts' }), '?!');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
