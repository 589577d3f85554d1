import type { Part } from '@motoforge/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import AllProductsRoute from './all-products';

const parts: Part[] = Array.from({ length: 15 }, (_, index) => ({
  _id: `part-${index + 1}`,
  name: `Part number ${index + 1}`,
  img: `/images/parts/part-${index + 1}.svg`,
  description: 'A part',
  price: 500,
  minimumOrder: 1,
  availableQuantity: 10,
}));

describe('All Products page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every part, first one included, with a way back home', async () => {
    stubFetch({ 'GET /api/part': { body: parts } });
    renderWithProviders(<AllProductsRoute />);

    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(15);
    expect(screen.getByRole('heading', { level: 2, name: 'Part number 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
