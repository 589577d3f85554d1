import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueMessages, messages } from '@motoforge/contract';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { englishLeft } from '@/testing/english-left';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { GarageBar } from './garage-bar';

const vehicles = {
  makes: [
    {
      make: 'Bajaj',
      models: [
        {
          vehicleId: 2,
          name: 'Pulsar 150 Twin Disc',
          model: 'Pulsar 150',
          variant: 'Twin Disc',
          yearFrom: 2019,
          yearTo: 2021,
          cc: 149,
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

describe('the garage in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('names the rider’s bikes with their years in Bengali digits, and picks a bike in Bangla', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/garage': { body: { bikes: [{ ...twinDisc, vin: 'MD2A11DZ7MC123456' }, hornet] } },
      'GET /api/vehicles': { body: vehicles },
    });
    renderWithProviders(<GarageBar shopHref={(bike) => `/allproducts?bike=${bike.vehicleId}:${bike.year}`} />);

    expect(await screen.findByRole('heading', { name: 'আমার গ্যারেজ' })).toBeInTheDocument();
    const current = await screen.findByText('Bajaj Pulsar 150 Twin Disc ২০২১', { selector: 'strong' });
    // The chassis number as the frame has it, in Latin letters and digits.
    expect(current.parentElement).toHaveTextContent('চেসিস নম্বর: MD2A11DZ7MC123456');
    expect(screen.getByRole('link', { name: 'ফিট হয় এমন পার্টস কিনুন' })).toHaveAttribute(
      'href',
      '/allproducts?bike=2:2021',
    );
    const others = screen.getByRole('list', { name: 'আপনার অন্য বাইকগুলো' });
    expect(within(others).getByRole('button', { name: 'Honda CB Hornet 160R ২০১৮ ব্যবহার করুন' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'আপনার গ্যারেজ থেকে Bajaj Pulsar 150 Twin Disc ২০২১ সরান' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'বাইক যোগ বা বদল করুন' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'ব্র্যান্ড' }), 'Bajaj');
    await user.selectOptions(screen.getByRole('combobox', { name: 'মডেল' }), 'Pulsar 150 Twin Disc');
    const year = screen.getByRole('combobox', { name: 'সাল' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['সাল বাছুন', '২০২১', '২০২০', '২০১৯']);
    expect(within(year).getByRole('option', { name: '২০২০' })).toHaveValue('2020');
    expect(screen.getByRole('button', { name: 'এই বাইকটি বাছুন' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
    expect(englishLeft(['shop.garageBar', 'shop.bikePicker'])).toEqual([]);
  });

  it('asks for the rider’s bike in Bangla when the garage is empty', async () => {
    stubFetch({ 'GET /api/garage': { body: { bikes: [] } }, 'GET /api/vehicles': { body: vehicles } });
    renderWithProviders(<GarageBar />);

    expect(
      await screen.findByText('আপনার বাইকটি জানান, প্রতিটি পার্টসে লেখা থাকবে সেটি ফিট হবে কি না।'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'ব্র্যান্ড বাছুন' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'মডেল বাছুন' })).toBeInTheDocument();
  });

  it('says in Bangla why the garage could not be loaded, or a bike not added', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/garage': { status: 503, body: { success: false, message: messages.serviceUnavailable } },
    });
    renderWithProviders(<GarageBar />);
    expect(await screen.findByRole('alert')).toHaveTextContent('শপটি সাময়িকভাবে বন্ধ আছে। একটু পরে আবার চেষ্টা করুন।');

    stubFetch({
      'GET /api/garage': { body: { bikes: [] } },
      'GET /api/vehicles': { body: vehicles },
      'POST /api/garage': { status: 409, body: { success: false, message: catalogueMessages.garageFull } },
    });
    await user.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'ব্র্যান্ড' }), 'Bajaj');
    await user.selectOptions(screen.getByRole('combobox', { name: 'মডেল' }), 'Pulsar 150 Twin Disc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'সাল' }), '2020');
    await user.click(screen.getByRole('button', { name: 'এই বাইকটি বাছুন' }));
    // The refusal's Bangla comes with the lazily loaded message catalogue: in a moment, not at once.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('একটি গ্যারেজে সর্বোচ্চ ১০টি বাইক রাখা যায়; আগে একটি সরান'),
    );
  });
});
