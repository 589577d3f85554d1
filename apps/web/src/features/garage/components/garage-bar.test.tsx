import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { GarageBar } from './garage-bar';

const vehicles = {
  makes: [
    {
      make: 'Bajaj',
      models: [
        {
          vehicleId: 1,
          name: 'Pulsar 150 Single Disc',
          model: 'Pulsar 150',
          variant: 'Single Disc',
          yearFrom: 2012,
          yearTo: 2025,
          cc: 149,
        },
        {
          vehicleId: 2,
          name: 'Pulsar 150 Twin Disc',
          model: 'Pulsar 150',
          variant: 'Twin Disc',
          yearFrom: 2019,
          yearTo: 2025,
          cc: 149,
        },
      ],
    },
    {
      make: 'Honda',
      models: [
        {
          vehicleId: 12,
          name: 'CB Hornet 160R',
          model: 'CB Hornet 160R',
          variant: '',
          yearFrom: 2016,
          yearTo: 2023,
          cc: 162,
        },
      ],
    },
  ],
};

const twinDisc = {
  id: '2-2021',
  vehicleId: 2,
  year: 2021,
  make: 'Bajaj',
  model: 'Pulsar 150',
  variant: 'Twin Disc',
  current: true,
};
const hornet = {
  id: '12-2018',
  vehicleId: 12,
  year: 2018,
  make: 'Honda',
  model: 'CB Hornet 160R',
  variant: '',
  current: false,
};

describe('GarageBar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('picks make, then model (variants as models), then one of its years, and saves it as the current bike', async () => {
    const user = userEvent.setup();
    let garage = { bikes: [] as (typeof twinDisc)[] };
    const fetchMock = stubFetch({
      'GET /api/garage': () => Promise.resolve(jsonResponse(garage)),
      'GET /api/vehicles': { body: vehicles },
      'POST /api/garage': () => {
        garage = { bikes: [twinDisc] };
        return Promise.resolve(jsonResponse(twinDisc, 201));
      },
    });
    const onChosen = vi.fn();
    renderWithProviders(
      <GarageBar
        onChosen={onChosen}
        shopHref={(bike) => `/allproducts?bike=${bike.vehicleId}:${bike.year}`}
        diagramsHref={(bike) => `/bikes/${bike.vehicleId}`}
      />,
    );

    expect(await screen.findByText('Tell us your bike, and every part will say whether it fits.')).toBeInTheDocument();
    const model = screen.getByLabelText('Model');
    expect(model).toBeDisabled();
    await user.selectOptions(await screen.findByLabelText('Make'), 'Bajaj');
    expect(
      within(model)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a model', 'Pulsar 150 Single Disc', 'Pulsar 150 Twin Disc']);
    await user.selectOptions(model, 'Pulsar 150 Twin Disc');
    const year = screen.getByLabelText('Year');
    // Only the years the variant was made in, newest first.
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Year', '2025', '2024', '2023', '2022', '2021', '2020', '2019']);
    await user.selectOptions(year, '2021');
    await user.click(screen.getByRole('button', { name: 'Choose this bike' }));

    expect(await screen.findByText('Bajaj Pulsar 150 Twin Disc 2021')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop parts that fit' })).toHaveAttribute(
      'href',
      '/allproducts?bike=2:2021',
    );
    expect(screen.getByRole('link', { name: 'Parts diagrams' })).toHaveAttribute('href', '/bikes/2');
    expect(onChosen).toHaveBeenCalledWith(twinDisc);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ vehicleId: 2, year: 2021 });
  });

  it('switches to and removes saved bikes, and shows a refusal in the server’s words', async () => {
    const user = userEvent.setup();
    let garage = { bikes: [twinDisc, hornet] };
    stubFetch({
      'GET /api/garage': () => Promise.resolve(jsonResponse(garage)),
      'PUT /api/garage/12-2018/current': () => {
        garage = {
          bikes: [
            { ...hornet, current: true },
            { ...twinDisc, current: false },
          ],
        };
        return Promise.resolve(jsonResponse(garage));
      },
      'DELETE /api/garage/2-2021': {
        status: 404,
        body: { success: false, message: 'That bike is not in your garage' },
      },
    });
    renderWithProviders(<GarageBar />);

    await user.click(await screen.findByRole('button', { name: 'Use Honda CB Hornet 160R 2018' }));
    expect(await screen.findByText('Honda CB Hornet 160R 2018', { selector: 'strong' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Bajaj Pulsar 150 Twin Disc 2021 from your garage' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That bike is not in your garage');
  });

  it('shows the rider the chassis number each bike was saved by', async () => {
    stubFetch({
      'GET /api/garage': {
        body: {
          bikes: [
            { ...twinDisc, vin: 'MD2A11DZ7MC123456' },
            { ...hornet, vin: 'ME4KC16H3JA654321' },
          ],
        },
      },
    });
    renderWithProviders(<GarageBar />);

    const current = (await screen.findByText('Bajaj Pulsar 150 Twin Disc 2021', { selector: 'strong' })).parentElement!;
    expect(current).toHaveTextContent('Chassis number: MD2A11DZ7MC123456');
    const others = screen.getByRole('list', { name: 'Your other bikes' });
    expect(within(others).getByRole('listitem')).toHaveTextContent('Chassis number: ME4KC16H3JA654321');
  });

  it('shows no chassis number line for a bike saved without one', async () => {
    stubFetch({ 'GET /api/garage': { body: { bikes: [twinDisc] } } });
    renderWithProviders(<GarageBar />);

    expect(await screen.findByText('Bajaj Pulsar 150 Twin Disc 2021', { selector: 'strong' })).toBeVisible();
    expect(screen.queryByText(/Chassis number/)).toBeNull();
  });

  it('says the garage is being checked, and offers to try again when it cannot be read', async () => {
    stubFetch({ 'GET /api/garage': { status: 503, body: { success: false, message: 'The shop is busy' } } });
    renderWithProviders(<GarageBar />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your garage…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your garage could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
