import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { AddReviewForm } from './add-review-form';
import { CustomerReviews } from './customer-reviews';

describe('reviews in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('shows the reviews, a rating in Bengali digits and the placeholder name in Bangla', async () => {
    stubFetch({
      'GET /api/review': {
        body: [
          { _id: 'review-1', name: 'Rafiq Hasan', img: null, rating: 4, review: 'Every disc was true.' },
          { _id: 'review-2', name: null, img: null, rating: 5, review: 'Fits well.' },
        ],
      },
    });
    renderWithProviders(<CustomerReviews />);

    expect(await screen.findByRole('heading', { level: 2, name: 'আমাদের গ্রাহকেরা কী বলেন?' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '৫-এর মধ্যে ৪ রেটিং' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rafiq Hasan-এর ছবি' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'নাম না জানা রাইডার' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'নাম না জানা রাইডার-এর ছবি' })).toBeInTheDocument();
    expect(screen.queryByText(/Anonymous|Rated|Photo of/)).not.toBeInTheDocument();
  });

  it('says there are no reviews yet in Bangla', async () => {
    stubFetch({ 'GET /api/review': { body: [] } });
    renderWithProviders(<CustomerReviews />);

    expect(
      await screen.findByText('এখনও কোনো রিভিউ নেই। আমাদের পার্টস চালিয়ে কেমন লাগল, প্রথম আপনিই জানান।'),
    ).toBeInTheDocument();
  });

  it('asks for a review and its stars in Bangla', async () => {
    renderWithProviders(<AddReviewForm />);

    expect(await screen.findByRole('textbox', { name: 'রিভিউ' })).toHaveAttribute(
      'placeholder',
      'পার্টসটি কেমন ফিট হলো, চালাতে কেমন লাগছে?',
    );
    expect(screen.getByRole('group', { name: 'রেটিং' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((star) => star.getAttribute('aria-label'))).toEqual([
      '১টি তারা',
      '২টি তারা',
      '৩টি তারা',
      '৪টি তারা',
      '৫টি তারা',
    ]);
    expect(screen.getByRole('button', { name: 'রিভিউ যোগ করুন' })).toBeInTheDocument();
  });
});
