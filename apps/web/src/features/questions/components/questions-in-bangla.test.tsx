import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { HaveAQuestion } from './have-a-question';
import { QuestionsList } from './questions-list';

describe('questions in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('offers the question form in Bangla, the e-mail example as it is', async () => {
    renderWithProviders(<HaveAQuestion />);

    expect(await screen.findByRole('heading', { level: 2, name: 'কোনো প্রশ্ন আছে?' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'কোনো প্রশ্ন আছে?' });
    expect(within(form).getByRole('textbox', { name: 'ইমেইল' })).toHaveAttribute('placeholder', 'you@example.com');
    expect(within(form).getByRole('textbox', { name: 'আপনার প্রশ্ন' })).toHaveAttribute(
      'placeholder',
      'কমিউটার বাইকে কোন চেইন কিট লাগবে?',
    );
    expect(within(form).getByRole('button', { name: 'পাঠান' })).toBeInTheDocument();
    expect(screen.queryByText(/Have A Question|Ask us|Not sure a part/)).not.toBeInTheDocument();
  });

  it('dates each question in Bangla', async () => {
    stubFetch({
      'GET /api/question': {
        body: {
          result: [{ _id: 'q-1', email: 'rider@example.com', message: 'Sylhet?', d: '2026-03-02T08:05:00.000Z' }],
        },
      },
    });
    renderWithProviders(<QuestionsList />);

    const list = await screen.findByRole('list', { name: 'প্রশ্ন' });
    expect(within(list).getByText('২ মার্চ, ২০২৬')).toHaveAttribute('datetime', '2026-03-02T08:05:00.000Z');
  });
});
