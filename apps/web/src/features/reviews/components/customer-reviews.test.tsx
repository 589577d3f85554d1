import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { CustomerReviews } from './customer-reviews';

const review = (number: number) => ({
  _id: `review-${number}`,
  name: `Rider ${number}`,
  img: null,
  rating: 5,
  review: `Review text ${number}`,
});

describe('CustomerReviews', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the loading screen, then every review', async () => {
    stubFetch({ 'GET /api/review': { body: [review(1), review(2), review(3), review(4)] } });
    renderWithProviders(<CustomerReviews />);

    expect(screen.getByRole('heading', { level: 2, name: 'What our customer says?' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('says so when there are no reviews yet', async () => {
    stubFetch({ 'GET /api/review': { body: [] } });
    renderWithProviders(<CustomerReviews />);

    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
  });
});
