import type { Review } from '@motoforge/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewCard } from './review-card';

const review: Review = {
  _id: 'review-1',
  name: 'Rafiq Hasan',
  img: '/images/avatars/rafiq.svg',
  rating: 4,
  review: 'Every disc was true and the finish is excellent.',
};

describe('ReviewCard', () => {
  it("shows the reviewer's name, photo, rating and words", () => {
    render(<ReviewCard review={review} />);

    expect(screen.getByRole('heading', { name: 'Rafiq Hasan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Rafiq Hasan' })).toHaveAttribute(
      'src',
      '/images/avatars/rafiq.svg',
    );
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText(/Every disc was true/)).toBeInTheDocument();
  });

  it('falls back to a placeholder name and the default avatar when they are missing', () => {
    render(<ReviewCard review={{ ...review, name: null, img: null }} />);

    expect(screen.getByRole('heading', { name: 'Anonymous rider' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Anonymous rider' })).toHaveAttribute(
      'src',
      '/images/avatars/default.svg',
    );
  });
});
