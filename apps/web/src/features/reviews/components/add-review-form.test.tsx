import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { AddReviewForm } from './add-review-form';

const savedReview = {
  _id: 'review-1',
  name: 'Rider Rahman',
  img: null,
  rating: 4,
  review: 'Fits my bike perfectly.',
};

describe('AddReviewForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the review and the rating', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({});
    renderWithProviders(<AddReviewForm />);

    await user.click(screen.getByRole('button', { name: 'Add Review' }));

    expect(await screen.findByText('Review is required')).toBeInTheDocument();
    expect(screen.getByText('Rating is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the rating as five stars to choose from with the keyboard', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderWithProviders(<AddReviewForm />);

    const group = screen.getByRole('group', { name: 'Rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('sends the review, says so and clears the form', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ 'POST /api/review': { body: { success: true, ...savedReview } } });
    renderWithProviders(<AddReviewForm />);

    await user.type(screen.getByLabelText('Review'), 'Fits my bike perfectly.');
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('button', { name: 'Add Review' }));

    expect(await screen.findByText('Review Added.')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      review: 'Fits my bike perfectly.',
      rating: 4,
    });
    expect(screen.getByLabelText('Review')).toHaveValue('');
    expect(screen.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
  });

  it('says so when the review is not added', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/review': { status: 401, body: { success: false, message: 'Please sign in to continue' } } });
    renderWithProviders(<AddReviewForm />);

    await user.type(screen.getByLabelText('Review'), 'Great chain.');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Add Review' }));

    expect(await screen.findByText('Review not Added.')).toBeInTheDocument();
    expect(screen.getByLabelText('Review')).toHaveValue('Great chain.');
  });
});
