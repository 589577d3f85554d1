import type { EditorAssemblyList } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { DiagramList } from './diagram-list';
import { bajajVehicles, testModel } from '@/testing/vehicles';

const vehicles = bajajVehicles(
  testModel({ vehicleId: 12, model: 'Pulsar 150', modelBn: 'পালসার ১৫০', variant: 'Twin Disc', variantBn: '' }),
  testModel({ vehicleId: 13, model: 'Pulsar NS160', yearFrom: 2017, cc: 160 }),
);
const diagram = (vehicleId: number, slug: string, name: string) => ({
  vehicleId,
  make: 'Bajaj',
  makeBn: 'বাজাজ',
  model: vehicleId === 12 ? 'Pulsar 150' : 'Pulsar NS160',
  modelBn: '',
  variant: vehicleId === 12 ? 'Twin Disc' : '',
  variantBn: '',
  slug,
  name,
  nameBn: '',
  callouts: 4,
});
const list = (items: EditorAssemblyList['items'], total = items.length, page = 1): EditorAssemblyList => ({
  items,
  total,
  page,
  pageSize: 50,
});

function Where() {
  const location = useLocation();
  return <output aria-label="Where">{`${location.pathname}${location.search}`}</output>;
}

const renderList = (route = '/dashboard/diagrams') =>
  renderWithProviders(
    <>
      <DiagramList />
      <Where />
    </>,
    { route },
  );

describe('DiagramList', () => {
  it('lists a page of every bike’s diagrams, each with its editor, and the pages after it', async () => {
    stubFetch({
      'GET /api/vehicles': { body: vehicles },
      'GET /api/admin/diagrams?page=1&pageSize=50': {
        body: list([diagram(12, 'front-brake', 'Front brake'), diagram(13, 'clutch', 'Clutch')], 120),
      },
    });
    renderList();

    expect(await screen.findByText('120 diagrams')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Parts diagrams' });
    expect(within(table).getByRole('link', { name: 'Edit the diagram Clutch of Bajaj Pulsar NS160' })).toHaveAttribute(
      'href',
      '/dashboard/diagrams/13/clutch',
    );
    const pages = screen.getByRole('navigation', { name: 'Diagram pages' });
    expect(within(pages).getByRole('link', { name: /3/ })).toHaveAttribute('href', '/dashboard/diagrams?page=3');
  });

  it('shows one bike’s diagrams when it is chosen, and says when it has none', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/vehicles': { body: vehicles },
      'GET /api/admin/diagrams?page=1&pageSize=50': { body: list([diagram(12, 'front-brake', 'Front brake')]) },
      'GET /api/admin/diagrams?page=1&pageSize=50&vehicle=13': { body: list([]) },
    });
    renderList();
    await screen.findByText('1 diagram');

    await screen.findByRole('option', { name: 'Bajaj Pulsar NS160' });
    await user.selectOptions(screen.getByLabelText('Show the diagrams of'), '13');

    expect(
      await screen.findByText('This bike has no parts diagram yet: add an assembly with its drawing above.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent('/dashboard/diagrams?vehicle=13');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/admin/diagrams?page=1&pageSize=50&vehicle=13',
    );
  });
});
