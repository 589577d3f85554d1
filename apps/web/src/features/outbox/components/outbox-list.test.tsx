import type { Outbox } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { OutboxList } from './outbox-list';

const codeSms = {
  channel: 'sms' as const,
  to: '+8801712345678',
  text: 'Your MotoForge order code is 482913. It is valid for 10 minutes. Do not share it.',
  createdAt: '2026-11-20T10:05:00.000Z',
  status: 'recorded' as const,
  error: null,
};
const failedSms = {
  ...codeSms,
  to: '+8801812345678',
  text: 'আপনার মোটোফোর্জ অর্ডার কোড 105377। এটি ১০ মিনিট বৈধ। কাউকে জানাবেন না।',
  createdAt: '2026-11-20T10:01:00.000Z',
  status: 'failed' as const,
  error: 'BulkSMSBD answered 1007: Balance Insufficient',
};
const page = (items: Outbox['items'], total = items.length, number = 1): Outbox => ({
  items,
  total,
  page: number,
  pageSize: 25,
});
const FIRST_PAGE = 'GET /api/admin/outbox?page=1&pageSize=25';

const renderOutbox = (route = '/dashboard/outbox') => renderWithProviders(<OutboxList />, { route });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the outbox', () => {
  afterEach(() => setLanguage('en'));

  it('lists what the shop sent, newest first: channel, recipient, the text whole, time and status', async () => {
    stubFetch({ [FIRST_PAGE]: { body: page([codeSms, failedSms]) } });
    renderOutbox();

    const table = await screen.findByRole('table', { name: 'Sent messages' });
    expect(screen.getByText('2 messages')).toBeInTheDocument();
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('+8801712345678');
    expect(cellsOf(first!)).toEqual([
      'SMS',
      // The code is readable where the embedded shop keeps it.
      'Your MotoForge order code is 482913. It is valid for 10 minutes. Do not share it.',
      // In the reader's own way of writing dates.
      expect.stringMatching(/Nov.*2026/),
      'RecordedNo gateway is set up: kept here only',
    ]);
    expect(first!.querySelector('time')).toHaveAttribute('datetime', codeSms.createdAt);
    expect(cellsOf(second!)[3]).toBe('FailedBulkSMSBD answered 1007: Balance Insufficient');
  });

  it('finds a recipient’s messages from the URL and from the search box, and shows everything again', async () => {
    const fetchMock = stubFetch({
      [FIRST_PAGE]: { body: page([codeSms, failedSms]) },
      [`${FIRST_PAGE}&to=01712-345678`]: { body: page([codeSms]) },
      [`${FIRST_PAGE}&to=nobody%40example.com`]: { body: page([]) },
    });
    renderOutbox('/dashboard/outbox?to=01712-345678');

    const recipient = await screen.findByLabelText('Recipient');
    expect(recipient).toHaveValue('01712-345678');
    expect(await screen.findByText('1 message')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(recipient);
    await user.type(recipient, 'nobody@example.com{Enter}');
    expect(await screen.findByText('Nothing has been sent to nobody@example.com.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Show everything' }));
    expect(await screen.findByText('2 messages')).toBeInTheDocument();
    expect(screen.getByLabelText('Recipient')).toHaveValue('');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('pages through the outbox in the URL, keeping the search', async () => {
    stubFetch({
      [`GET /api/admin/outbox?page=2&pageSize=25&to=%2B8801712345678`]: { body: page([codeSms], 60, 2) },
    });
    renderOutbox('/dashboard/outbox?to=%2B8801712345678&page=2');

    const pages = await screen.findByRole('navigation', { name: 'Outbox pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/dashboard/outbox?to=%2B8801712345678&page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/dashboard/outbox?to=%2B8801712345678',
    );
  });

  it('shows the loading state, then says when nothing has been sent', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch({ [FIRST_PAGE]: () => new Promise((resolve) => (answer = resolve)) });
    renderOutbox();

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    answer(jsonResponse(page([])));
    expect(await screen.findByText('The shop has not sent anything yet.')).toBeInTheDocument();
  });

  it('is in Bangla on a Bangla page', async () => {
    setLanguage('bn', bn);
    stubFetch({ [FIRST_PAGE]: { body: page([codeSms, failedSms]) } });
    renderOutbox();

    expect(await screen.findByRole('table', { name: 'পাঠানো বার্তা' })).toBeInTheDocument();
    expect(screen.getByText('২টি বার্তা')).toBeInTheDocument();
    expect(screen.getByText('পাঠানো যায়নি')).toBeInTheDocument();
    expect(englishLeft(['outbox.outboxList'])).toEqual([]);
  });
});
