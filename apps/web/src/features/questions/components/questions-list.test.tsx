import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { QuestionsList } from './questions-list';

const newest = {
  _id: 'q-2',
  email: 'rider@example.com',
  message: 'Do you ship to Sylhet?',
  d: '2026-11-21T15:45:00.000Z',
};
const older = {
  _id: 'q-1',
  email: 'mechanic@example.com',
  message: 'Is the chain kit 428 or 520?',
  d: '2026-03-02T08:05:00.000Z',
};

describe('QuestionsList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each question with its e-mail, message and date, without the time, newest first', async () => {
    stubFetch({ 'GET /api/question': { body: { result: [newest, older] } } });
    renderWithProviders(<QuestionsList />);

    const items = within(await screen.findByRole('list', { name: 'Questions' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'rider@example.com',
      'mechanic@example.com',
    ]);
    expect(within(items[0]!).getByText('Do you ship to Sylhet?')).toBeInTheDocument();
    const date = items[0]!.querySelector('time');
    expect(date).toHaveAttribute('dateTime', newest.d);
    expect(date?.textContent).toMatch(/2026/);
    expect(date?.textContent).not.toMatch(/\d{1,2}:\d{2}/);
  });

  it('says when no one has asked anything', async () => {
    stubFetch({ 'GET /api/question': { body: { result: [] } } });
    renderWithProviders(<QuestionsList />);

    expect(await screen.findByText('No one has asked a question yet.')).toBeInTheDocument();
  });

  it('offers a retry when the questions cannot be loaded', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubFetch({
      'GET /api/question': () =>
        Promise.resolve(
          isDown
            ? jsonResponse({ success: false, message: 'Something went wrong on our side.' }, 500)
            : jsonResponse({ result: [older] }),
        ),
    });
    renderWithProviders(<QuestionsList />);

    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Is the chain kit 428 or 520?')).toBeInTheDocument();
  });
});
