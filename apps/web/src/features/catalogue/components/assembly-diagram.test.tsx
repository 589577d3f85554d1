import type { Assembly, CatalogueItem } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { AssemblyDiagram } from './assembly-diagram';

const part = (id: string, name: string, price: number, changes: Partial<CatalogueItem> = {}): CatalogueItem => ({
  _id: id,
  name,
  nameBn: '',
  img: '/images/parts/brake-pads.svg',
  description: name,
  descriptionBn: '',
  price,
  minimumOrder: 1,
  availableQuantity: 40,
  sku: `MF-${id}`,
  category: 'brakes',
  oemNumbers: [],
  replaces: [],
  fitsCurrentBike: 'fits',
  ...changes,
});

const assembly: Assembly = {
  vehicleId: 2,
  slug: 'front-brake',
  name: 'Front brake and wheel',
  nameBn: 'সামনের ব্রেক ও চাকা',
  drawing: '/api/vehicles/2/assemblies/front-brake/drawing.svg?v=1',
  width: 800,
  height: 600,
  callouts: [
    {
      number: 1,
      x: 0.8,
      y: 0.7,
      quantity: 1,
      yearFrom: null,
      yearTo: null,
      note: '',
      part: part('a', 'Brake Disc', 1850),
    },
    {
      number: 2,
      x: 0.8,
      y: 0.2,
      quantity: 2,
      yearFrom: 2012,
      yearTo: 2019,
      note: 'Carburettor models only',
      part: part('b', 'Brake Pad Set', 540, { fitsCurrentBike: 'does-not-fit', availableQuantity: 0 }),
    },
  ],
};
const bike = { make: 'Bajaj', model: 'Pulsar 150', variant: 'Twin Disc', year: 2021 };

function renderDiagram() {
  stubFetch({ 'GET /api/vehicles/2/assemblies/front-brake': { body: assembly } });
  return renderWithProviders(
    <AssemblyDiagram
      vehicleId={2}
      slug="front-brake"
      vehicleName="Bajaj Pulsar 150 Twin Disc"
      currentBike={bike}
      renderAddToCart={(item) => <button type="button">{`Add to cart: ${item.name}`}</button>}
    />,
  );
}

describe('AssemblyDiagram', () => {
  it('names every number on the drawing after its part, and lists each part with its price, stock and fit', async () => {
    renderDiagram();
    expect(await screen.findByRole('button', { name: '1: Brake Disc' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2: Brake Pad Set' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Drawing of the Front brake and wheel, its parts numbered' }),
    ).toHaveAttribute('src', assembly.drawing);
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('৳1,850');
    expect(rows[0]).toHaveTextContent('40 in stock');
    expect(rows[0]).toHaveTextContent('Fits your Bajaj Pulsar 150 Twin Disc 2021');
    expect(rows[1]).toHaveTextContent('Out of stock');
    expect(rows[1]).toHaveTextContent('2 per bike');
    expect(rows[1]).toHaveTextContent('Models of 2012 to 2019 only');
    expect(rows[1]).toHaveTextContent('Carburettor models only');
    expect(rows[1]).toHaveTextContent('Does not fit your Bajaj Pulsar 150 Twin Disc 2021');
    expect(within(rows[1]!).getByRole('link', { name: 'Brake Pad Set' })).toHaveAttribute('href', '/parts/b');
  });

  it("highlights a number's part when the number is chosen, and moves to it, so Add to cart is the next tap", async () => {
    const user = userEvent.setup();
    renderDiagram();
    await user.click(await screen.findByRole('button', { name: '2: Brake Pad Set' }));
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(rows[1]).toHaveFocus();
    expect(screen.getByRole('button', { name: '2: Brake Pad Set' })).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show 2 on the drawing' })).toHaveFocus();
  });

  it("highlights a part's number on the drawing when its row's number is chosen", async () => {
    const user = userEvent.setup();
    renderDiagram();
    await user.click(await screen.findByRole('button', { name: 'Show 1 on the drawing' }));
    expect(screen.getByRole('button', { name: '1: Brake Disc' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '2: Brake Pad Set' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'true');
  });

  it('zooms the drawing in and out with its buttons', async () => {
    const user = userEvent.setup();
    renderDiagram();
    await user.click(await screen.findByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('Zoom: 150%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByText('Zoom: 100%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  });

  it('says when the bike has no such diagram', async () => {
    stubFetch({ 'GET /api/vehicles/2/assemblies/front-brake': { status: 404, body: { message: 'Not found' } } });
    renderWithProviders(
      <AssemblyDiagram vehicleId={2} slug="front-brake" vehicleName={undefined} currentBike={null} />,
    );
    expect(await screen.findByRole('heading', { name: 'Parts diagram not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All parts diagrams of this bike' })).toHaveAttribute('href', '/bikes/2');
  });
});
