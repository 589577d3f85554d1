import { quoteMessages, shopToday, type Quote } from '@motoforge/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { AnswerQuoteForm } from './answer-quote-form';
import { QuoteDetails } from './quote-details';

const P1 = '0b9f6c1e-4a57-4f0e-9d62-6c1b2f3a4d51';
const P2 = '5d2e8a70-1c3b-4e9f-8a6d-2f7b9c0e1a34';

const quote: Quote = {
  id: 'q1',
  number: 'Q-Q1',
  state: 'requested',
  note: 'For the workshop',
  buyer: { name: 'Rahim', email: 'rahim@example.com', businessName: 'Rahim Motors' },
  lines: [
    { partId: P1, sku: 'MF-00001', name: 'Brake Pad Set', nameBn: '', quantity: 10, listPrice: 450, price: null },
    { partId: P2, sku: 'MF-00002', name: 'Chain Kit', nameBn: '', quantity: 2, listPrice: 1_800, price: null },
  ],
  total: null,
  validUntil: null,
  orderId: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  history: [{ state: 'requested', by: 'Rahim', at: '2026-11-29T10:00:00.000Z', note: 'For the workshop' }],
};

describe('AnswerQuoteForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prices every line from typed taka, with the date, and says what is wrong first', async () => {
    const fetchMock = stubFetch({
      'POST /api/admin/quotes/q1/price': { body: { ...quote, state: 'priced' } },
    });
    renderWithProviders(<AnswerQuoteForm quote={quote} />, { route: '/dashboard/quotes/q1' });

    const form = screen.getByRole('form', { name: 'Price this quote' });
    const first = within(form).getByLabelText('Price of Brake Pad Set × 10 (taka)');
    // Each line starts at the buyer's own price when asked.
    expect(first).toHaveValue('450');
    await userEvent.clear(first);
    await userEvent.type(first, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Send quote' }));
    expect(await within(form).findByText(quoteMessages.priceInvalid)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/price'))).toBe(false);

    await userEvent.clear(first);
    await userEvent.type(first, '৪২০.৫০');
    // The date starts two weeks ahead, in Dhaka.
    const twoWeeks = new Date(Date.parse(`${shopToday()}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(within(form).getByLabelText('Valid until')).toHaveValue(twoWeeks);
    await userEvent.click(within(form).getByRole('button', { name: 'Send quote' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/price'))).toBe(true));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/price'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      lines: [
        { partId: P1, price: 420.5 },
        { partId: P2, price: 1_800 },
      ],
      validUntil: twoWeeks,
      note: '',
    });
  });

  it('refuses only with a note', async () => {
    const fetchMock = stubFetch({
      'POST /api/admin/quotes/q1/refuse': { body: { ...quote, state: 'refused' } },
    });
    renderWithProviders(<AnswerQuoteForm quote={quote} />, { route: '/dashboard/quotes/q1' });

    const form = screen.getByRole('form', { name: 'Refuse this quote' });
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse quote' }));
    expect(await within(form).findByText(quoteMessages.noteRequired)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Why it is refused'), 'Made to order only');
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse quote' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/refuse'))).toBe(true));
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/refuse'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ note: 'Made to order only' });
  });
});

describe('QuoteDetails', () => {
  it('shows the quoted lines, the total and the history, who and when', () => {
    const priced: Quote = {
      ...quote,
      state: 'expired',
      lines: quote.lines.map((line, index) => ({ ...line, price: index === 0 ? 420.5 : 1_750 })),
      total: 7_705,
      validUntil: '2026-12-01',
      history: [
        ...quote.history,
        { state: 'priced', by: 'Shop Admin', at: '2026-11-29T11:00:00.000Z', note: 'Held for you' },
        { state: 'expired', by: null, at: '2026-12-01T18:00:00.000Z', note: '' },
      ],
    };
    renderWithProviders(<QuoteDetails quote={priced} isAdmin />, { route: '/dashboard/quotes/q1' });

    const row = screen.getByRole('rowheader', { name: /Brake Pad Set/ }).closest('tr')!;
    expect(row).toHaveTextContent('৳420.50');
    expect(row).toHaveTextContent('৳4,205');
    expect(screen.getByText('৳7,705')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Requested.*by Rahim.*For the workshop$/),
      expect.stringMatching(/^Priced.*by Shop Admin.*Held for you$/),
      expect.stringMatching(/^Expired.*its date passed$/),
    ]);
  });
});
