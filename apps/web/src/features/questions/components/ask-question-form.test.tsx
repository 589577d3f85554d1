import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { AskQuestionForm } from './ask-question-form';

describe('AskQuestionForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the visitor what is missing and sends nothing', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<AskQuestionForm />);

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Question is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an address that is not an e-mail', async () => {
    stubFetch({});
    renderWithProviders(<AskQuestionForm />);

    await userEvent.type(screen.getByLabelText('Email'), 'rider@workshop');
    await userEvent.type(screen.getByLabelText('Your question'), 'Do you ship to Sylhet?');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Provide a valid Email')).toBeInTheDocument();
    expect(screen.queryByText('Question is required')).not.toBeInTheDocument();
  });

  it('sends the question, says "Question Asked" and empties the form', async () => {
    const fetchMock = stubFetch({ 'POST /api/question': { body: { success: true } } });
    renderWithProviders(<AskQuestionForm />);

    await userEvent.type(screen.getByLabelText('Email'), 'rider@example.com');
    await userEvent.type(screen.getByLabelText('Your question'), 'Do you ship to Sylhet?');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Question Asked')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'rider@example.com',
      message: 'Do you ship to Sylhet?',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Your question')).toHaveValue('');
  });

  it('says "Error Occurred" when the shop refuses the question', async () => {
    stubFetch({ 'POST /api/question': { status: 429, body: { success: false, message: 'Too many requests' } } });
    renderWithProviders(<AskQuestionForm />);

    await userEvent.type(screen.getByLabelText('Email'), 'rider@example.com');
    await userEvent.type(screen.getByLabelText('Your question'), 'Do you ship to Sylhet?');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Error Occurred')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('rider@example.com');
  });

  it('sends a question once however fast Submit is clicked again, before its rules have even loaded', async () => {
    const fetchMock = stubFetch({ 'POST /api/question': { body: { success: true } } });
    renderWithProviders(<AskQuestionForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'rider@example.com');
    await userEvent.type(screen.getByLabelText('Your question'), 'Do you ship to Sylhet?');

    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.click(submit);

    expect(await screen.findByText('Question Asked')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(submit).toBeEnabled();
  });
});
