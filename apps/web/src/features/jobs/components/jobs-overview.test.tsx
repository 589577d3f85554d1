import type { AdminJobs } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { JobsOverview } from './jobs-overview';

const counts = (changes: Partial<AdminJobs['queues'][number]['counts']> = {}) => ({
  created: 0,
  retry: 0,
  active: 0,
  completed: 0,
  cancelled: 0,
  failed: 0,
  ...changes,
});
const emailDown = {
  id: '0b5e3c2a-1d4f-4c6e-9a8b-7f6e5d4c3b2a',
  queue: 'send-email',
  state: 'retry' as const,
  retryCount: 2,
  retryLimit: 8,
  error: 'The e-mail to rider@example.com was not sent: connect ECONNREFUSED 127.0.0.1:587',
  failedAt: '2026-11-26T04:00:05.000Z',
  retryAt: '2026-11-26T04:02:05.000Z',
};
const smsGaveUp = {
  ...emailDown,
  id: '1c6f4d3b-2e5a-4d7f-8b9c-8a7f6e5d4c3b',
  queue: 'send-sms',
  state: 'failed' as const,
  retryCount: 5,
  retryLimit: 5,
  error: 'The SMS to +8801712345678 was not sent',
  retryAt: null,
};
const answer = (failures: AdminJobs['failures'], total = failures.length, page = 1): AdminJobs => ({
  queues: [
    { name: 'release-expired-orders', counts: counts({ completed: 60 }) },
    { name: 'send-email', counts: counts({ retry: 1, completed: 1_250 }) },
    { name: 'send-sms', counts: counts({ failed: 1, completed: 3 }) },
  ],
  failures,
  total,
  page,
  pageSize: 20,
});
const FIRST_PAGE = 'GET /api/admin/jobs?page=1&pageSize=20';

const renderJobs = (route = '/dashboard/jobs') => renderWithProviders(<JobsOverview />, { route });

describe('the jobs', () => {
  afterEach(() => setLanguage('en'));

  it('counts each queue’s jobs by state, and lists the failures with their error and next try', async () => {
    stubFetch({ [FIRST_PAGE]: { body: answer([emailDown, smsGaveUp]) } });
    renderJobs();

    const queues = await screen.findByRole('table', { name: 'Queues' });
    const emailRow = within(queues).getByRole('row', { name: /send-email/ });
    expect(
      within(emailRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '1', '0', '1,250', '0', '0']);
    expect(screen.getByText('2 failed jobs')).toBeInTheDocument();
    const failures = screen.getByRole('table', { name: 'Failures' });
    const [first, second] = within(failures).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('send-email');
    expect(first).toHaveTextContent(emailDown.error);
    expect(first).toHaveTextContent('3 of 9');
    expect(first).toHaveTextContent(/Will retryNext try/);
    expect(second).toHaveTextContent('Given up');
  });

  it('shows one queue’s failures, in the URL, and pages through them', async () => {
    stubFetch({
      [FIRST_PAGE]: { body: answer([emailDown, smsGaveUp]) },
      [`${FIRST_PAGE}&queue=send-sms`]: { body: answer([smsGaveUp], 45) },
    });
    renderJobs();

    await userEvent.setup().click(await screen.findByRole('link', { name: 'Show the failures of send-sms' }));
    expect(await screen.findByRole('heading', { name: 'Failures of send-sms' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of failures' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/dashboard/jobs?queue=send-sms&page=2',
    );
    expect(screen.getByRole('link', { name: 'Show every queue’s failures' })).toHaveAttribute(
      'href',
      '/dashboard/jobs',
    );
  });

  it('shows the loading state, then says when no job has failed', async () => {
    let respond: (response: Response) => void = () => undefined;
    stubFetch({ [FIRST_PAGE]: () => new Promise((resolve) => (respond = resolve)) });
    renderJobs();

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    respond(jsonResponse(answer([])));
    expect(await screen.findByText('No job has failed.')).toBeInTheDocument();
  });

  it('is in Bangla on a Bangla page', async () => {
    setLanguage('bn', bn);
    stubFetch({ [FIRST_PAGE]: { body: answer([emailDown, smsGaveUp]) } });
    renderJobs();

    expect(await screen.findByRole('table', { name: 'ব্যর্থ কাজ' })).toBeInTheDocument();
    expect(screen.getByText('২টি ব্যর্থ কাজ')).toBeInTheDocument();
    expect(englishLeft(['jobs.jobsOverview'])).toEqual([]);
  });
});
