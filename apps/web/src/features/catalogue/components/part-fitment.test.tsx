import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { PartFitment } from './part-fitment';

const bike = { make: 'TVS', model: 'Apache RTR 160 4V', variant: '', year: 2021 };
const part = {
  _id: 'part-1',
  name: 'Front Disc Brake Pad Set',
  img: '/images/parts/brake-pads.svg',
  description: 'Pads',
  price: 520,
  minimumOrder: 2,
  availableQuantity: 60,
  sku: 'MF-BRK-0002',
  category: 'brakes',
  categoryName: 'Brakes',
  oemNumbers: ['N9180470'],
  fitment: [],
};

describe('PartFitment', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says whether the part fits the current bike, as the server judged it', async () => {
    stubFetch({ 'GET /api/parts/part-1': { body: { ...part, fitsCurrentBike: 'does-not-fit' } } });
    renderWithProviders(<PartFitment partId="part-1" currentBike={bike} />);
    expect(await screen.findByText('Does not fit your TVS Apache RTR 160 4V 2021')).toBeInTheDocument();
  });

  it('asks nothing and says nothing without a bike', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<PartFitment partId="part-1" currentBike={null} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText(/fit/i)).toBeNull();
  });
});
