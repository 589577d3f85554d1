import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { AskQuestionForm } from './ask-question-form';

// The form with react-hook-form comes when the test says so: a slow link, under the visitor's hands.
const code = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('./live-ask-question-form', async (importOriginal) => {
  await code.arrived;
  return importOriginal();
});

/** The form's markup without React's ids, which differ between the two forms and mean nothing drawn. */
const drawn = (form: HTMLElement) => form.outerHTML.replace(/ (id|for|aria-describedby)="[^"]*"/g, '');

// One test: the form's code is fetched once per page, so only the first render waits for it.
describe('AskQuestionForm before react-hook-form is here', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps what was typed and where, waits visibly for a submit, and draws the same form', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = stubFetch({
      'POST /api/question': () => answered.then(() => jsonResponse({ success: true })),
    });
    renderWithProviders(<AskQuestionForm />);
    const form = screen.getByRole('form', { name: 'Have A Question' });
    const before = drawn(form);

    await userEvent.type(screen.getByLabelText('Email'), 'rider@example.com');
    await userEvent.type(screen.getByLabelText('Your question'), 'Do you ship to Sylhet?');
    screen.getByLabelText<HTMLTextAreaElement>('Your question').setSelectionRange(3, 6);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    // Waiting for the form's code: the button says so and takes no second click.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' }).querySelector('.loading')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => code.arrive());

    // The form has taken over: what was typed, the caret, and the submit, still waiting.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'rider@example.com',
      message: 'Do you ship to Sylhet?',
    });
    const question = screen.getByLabelText<HTMLTextAreaElement>('Your question');
    expect(question).toHaveFocus();
    expect([question.selectionStart, question.selectionEnd]).toEqual([3, 6]);
    expect(screen.getByLabelText('Email')).toHaveValue('rider@example.com');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    await act(async () => answer());
    expect(await screen.findByText('Question Asked')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Your question')).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(drawn(screen.getByRole('form', { name: 'Have A Question' }))).toBe(before);
  });
});
