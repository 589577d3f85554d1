import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { AskQuestionForm } from './ask-question-form';

// The form with react-hook-form comes when the test says so: here, while a finger is on Submit.
const code = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('./live-ask-question-form', async (importOriginal) => {
  await code.arrived;
  return importOriginal();
});

// One test: the form's code is fetched once per page, so only the first render waits for it.
describe('AskQuestionForm when its code arrives during a tap', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the pressed Submit in the page, so the tap is answered', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<AskQuestionForm />);
    const form = screen.getByRole('form', { name: 'Have A Question' });
    const submit = screen.getByRole('button', { name: 'Submit' });

    // The finger comes down on Submit: the pointer has entered the form, which fetches its code.
    fireEvent.pointerEnter(form);
    fireEvent.pointerDown(submit);
    await act(async () => {
      code.arrive();
      await import('./live-ask-question-form');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    // The finger lifts: the browser clicks the element it was pressed on, only if it is still there.
    expect(submit.isConnected).toBe(true);
    fireEvent.pointerUp(submit);
    fireEvent.click(submit);

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
