import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ExpertAdviceBanner } from './expert-advice-banner';
import { HeroCarousel } from './hero-carousel';
import { StatisticsBanner } from './statistics-banner';

describe('home in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => setLanguage('en'));

  it('welcomes the visitor, names the slides and counts them in Bengali digits', async () => {
    renderWithProviders(<HeroCarousel />);

    expect(await screen.findByRole('heading', { level: 1, name: 'MotoForge-এ স্বাগতম' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'শুরু করুন' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('group', { name: '৫টির মধ্যে ১ নম্বর স্লাইড' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পরের স্লাইড' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'স্বয়ংক্রিয় স্লাইড শো থামান' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'সন্ধ্যায় খোলা রাস্তায় একটি মোটরবাইক' })).toBeInTheDocument();
    expect(englishLeft(['shop.heroCarousel'])).toEqual([]);
  });

  it('shows the statistics and the expert advice in Bangla, figures in Bengali digits', async () => {
    renderWithProviders(
      <>
        <StatisticsBanner />
        <ExpertAdviceBanner />
      </>,
    );

    expect(await screen.findByRole('heading', { name: 'রাইডার আর ওয়ার্কশপের আস্থার নাম' })).toBeInTheDocument();
    expect(screen.getAllByRole('definition').map((figure) => figure.textContent)).toEqual([
      '৭৩ মিলিয়ন+',
      '১০০ মিলিয়ন+',
      '১ বিলিয়ন+',
      '৯০+',
      '৪ মিলিয়ন+',
    ]);
    expect(screen.getAllByRole('term').map((label) => label.textContent)).toEqual([
      'পণ্য',
      'ডেলিভারি হওয়া পণ্য',
      'অবদানকারী',
      'শীর্ষ প্রতিষ্ঠান',
      'সংস্থা',
    ]);
    expect(screen.getByRole('heading', { name: 'বিশেষজ্ঞের পরামর্শ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আমাদের মেকানিকদের জিজ্ঞেস করুন' })).toHaveAttribute(
      'href',
      '#have-a-question',
    );
    expect(englishLeft(['shop.statistics', 'shop.expertAdvice'])).toEqual([]);
  });
});
