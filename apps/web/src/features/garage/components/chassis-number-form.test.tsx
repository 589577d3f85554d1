import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vinMessages, type VinCandidate, type VinDecoded } from '@motoforge/contract';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { GarageBar } from './garage-bar';

const bajaj = { make: 'Bajaj', makeBn: 'বাজাজ' };
const twinDisc: VinCandidate = {
  vehicleId: 2,
  ...bajaj,
  model: 'Pulsar 150',
  modelBn: 'পালসার ১৫০',
  variant: 'Twin Disc',
  variantBn: '',
  yearFrom: 2019,
  yearTo: 2025,
};
const singleDisc: VinCandidate = { ...twinDisc, vehicleId: 1, variant: 'Single Disc', variantBn: '', yearFrom: 2012 };
const pulsar180: VinCandidate = {
  ...twinDisc,
  vehicleId: 5,
  model: 'Pulsar 180',
  modelBn: 'পালসার ১৮০',
  variant: '',
  variantBn: '',
  yearFrom: 2010,
  yearTo: 2019,
};
const savedTwinDisc = {
  id: '2-2019',
  vehicleId: 2,
  year: 2019,
  ...bajaj,
  model: 'Pulsar 150',
  modelBn: 'পালসার ১৫০',
  variant: 'Twin Disc',
  variantBn: '',
  current: true,
};
const exact: VinDecoded = { ...bajaj, year: 2019, isExact: true, candidates: [twinDisc] };

/** A garage with no bike yet, the server's answers to the number, and what the form sent. */
function stubGarage(decoded: VinDecoded | { status: number; message: string }) {
  let garage = { bikes: [] as (typeof savedTwinDisc)[] };
  return stubFetch({
    'GET /api/garage': () => Promise.resolve(jsonResponse(garage)),
    'GET /api/vehicles': { body: { makes: [] } },
    'POST /api/vin/decode':
      'status' in decoded
        ? { status: decoded.status, body: { success: false, message: decoded.message } }
        : { body: decoded },
    'POST /api/garage': () => {
      garage = { bikes: [savedTwinDisc] };
      return Promise.resolve(jsonResponse(savedTwinDisc, 201));
    },
  });
}

const posted = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('Add by chassis number', () => {
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  const openForm = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: 'Add by chassis number' }));
    return screen.getByRole('textbox', { name: 'Chassis number (VIN)' });
  };

  it('shows what the number says, and saves the bike with its number only once confirmed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubGarage(exact);
    const onChosen = vi.fn();
    renderWithProviders(<GarageBar onChosen={onChosen} />);

    const input = await openForm(user);
    await user.type(input, 'md2-a11dz7kc123456{Enter}');
    expect(await screen.findByText('Bajaj Pulsar 150 Twin Disc, 2019')).toBeInTheDocument();
    expect(posted(fetchMock, '/api/vin/decode')).toEqual([{ vin: 'md2-a11dz7kc123456' }]);
    expect(posted(fetchMock, '/api/garage')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save this bike' }));
    expect(await screen.findByText('Bajaj Pulsar 150 Twin Disc 2019', { selector: 'strong' })).toBeInTheDocument();
    expect(posted(fetchMock, '/api/garage')).toEqual([{ vehicleId: 2, year: 2019, vin: 'md2-a11dz7kc123456' }]);
    expect(onChosen).toHaveBeenCalledWith(savedTwinDisc);
  });

  it('lets the rider choose among the maker’s models made that year when the number names none', async () => {
    const user = userEvent.setup();
    const fetchMock = stubGarage({
      ...bajaj,
      year: 2021,
      isExact: false,
      candidates: [pulsar180, singleDisc, twinDisc],
    });
    renderWithProviders(<GarageBar />);

    await user.type(await openForm(user), 'MD2ZZZZZ7MC123456{Enter}');
    const group = await screen.findByRole('group', {
      name: 'The number says Bajaj, 2021, but not which model. Choose yours:',
    });
    // The Pulsar 180 was not made in 2021.
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Pulsar 150 Single Disc', 'Pulsar 150 Twin Disc']);
    const save = screen.getByRole('button', { name: 'Save this bike' });
    expect(save).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: 'Pulsar 150 Twin Disc' }));
    await user.click(save);
    await screen.findByText('Bajaj Pulsar 150 Twin Disc 2019', { selector: 'strong' });
    expect(posted(fetchMock, '/api/garage')).toEqual([{ vehicleId: 2, year: 2021, vin: 'MD2ZZZZZ7MC123456' }]);
  });

  it('shows the server’s refusal under the field, in Bangla on a Bangla page', async () => {
    setLanguage('bn', bn);
    const user = userEvent.setup();
    const fetchMock = stubGarage({ status: 400, message: vinMessages.vinLetterForbidden('O', 7) });
    renderWithProviders(<GarageBar />);

    await user.click(await screen.findByRole('button', { name: 'চ্যাসিস নম্বর দিয়ে যোগ করুন' }));
    const input = screen.getByRole('textbox', { name: 'চ্যাসিস নম্বর (VIN)' });
    await user.type(input, 'MD2A11OZ7KC123456');
    await user.click(screen.getByRole('button', { name: 'নম্বরটি পড়ুন' }));
    expect(
      await screen.findByText('চ্যাসিস নম্বরে কখনো I, O বা Q থাকে না: ৭ নম্বর ঘরে O পাওয়া গেছে।'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('৭ নম্বর ঘরে O'));
    expect(screen.queryByRole('button', { name: 'এই বাইকটি সংরক্ষণ করুন' })).not.toBeInTheDocument();
    expect(posted(fetchMock, '/api/garage')).toEqual([]);
  });
});
