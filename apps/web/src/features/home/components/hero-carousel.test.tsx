import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { HeroCarousel } from './hero-carousel';

const currentSlide = () => screen.getByRole('group', { name: /^Slide \d of 5$/ });

describe('HeroCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('welcomes the visitor and offers Get Started to /login', () => {
    renderWithProviders(<HeroCarousel />);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to MotoForge' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
  });

  it('shows one slide at a time and steps with the previous and next buttons', () => {
    renderWithProviders(<HeroCarousel />);

    expect(currentSlide()).toHaveAccessibleName('Slide 1 of 5');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('Slide 3 of 5');

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('Slide 2 of 5');
  });

  it('moves on by itself every 20 seconds until the last slide', () => {
    renderWithProviders(<HeroCarousel />);

    for (let slide = 0; slide < 10; slide += 1) act(() => vi.advanceTimersByTime(20_000));

    expect(currentSlide()).toHaveAccessibleName('Slide 5 of 5');
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('can be paused', () => {
    renderWithProviders(<HeroCarousel />);

    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    act(() => vi.advanceTimersByTime(60_000));

    expect(currentSlide()).toHaveAccessibleName('Slide 1 of 5');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });
});
