import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueFileMessages, vinMessages, type VinPattern } from '@motoforge/contract';
import { FakeXhr } from '@/testing/fake-xhr';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { VinPatternsAdmin } from './vin-patterns-admin';

const twinDisc = {
  id: 7,
  wmi: 'MD2',
  descriptor: 'A11DZ',
  vehicleId: 2,
  make: 'Bajaj',
  model: 'Pulsar 150',
  variant: 'Twin Disc',
};
const vehicles = {
  makes: [
    {
      make: 'Bajaj',
      makeBn: 'বাজাজ',
      models: [
        {
          vehicleId: 2,
          name: 'Pulsar 150 Twin Disc',
          model: 'Pulsar 150',
          modelBn: '',
          variant: 'Twin Disc',
          yearFrom: 2019,
          yearTo: 2025,
          cc: 149,
        },
      ],
    },
  ],
};

/** A page of GET /api/admin/vin-patterns: these patterns, of `total` in all. */
const patternPage = (...patterns: VinPattern[]) => ({ patterns, total: patterns.length, page: 1, pageSize: 50 });

describe('the chassis-number patterns in the back office', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the patterns and the unknown numbers, and adds a pattern in upper case', async () => {
    const user = userEvent.setup();
    let patterns = [twinDisc];
    const fetchMock = stubFetch({
      'GET /api/admin/vin-patterns': () => Promise.resolve(jsonResponse(patternPage(...patterns))),
      'GET /api/admin/vin-unknowns': {
        body: {
          unknowns: [
            { wmi: 'MD2', descriptor: 'ZZ9ZZ', reason: 'pattern', count: 3, lastSeenAt: '2026-11-28T10:00:00.000Z' },
          ],
        },
      },
      'GET /api/vehicles': { body: vehicles },
      'POST /api/admin/vin-patterns': () => {
        const added = { ...twinDisc, id: 8, descriptor: 'ZZ9ZZ' };
        patterns = [...patterns, added];
        return Promise.resolve(jsonResponse(added, 201));
      },
    });
    renderWithProviders(<VinPatternsAdmin />);

    expect(await screen.findByRole('button', { name: 'Remove pattern MD2 A11DZ' })).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Chassis numbers no pattern named' });
    expect(within(log).getByRole('row', { name: /ZZ9ZZ/ })).toHaveTextContent('MD2ZZ9ZZNo pattern3');

    await user.type(screen.getByRole('textbox', { name: 'Maker code' }), 'md2');
    await user.type(screen.getByRole('textbox', { name: 'Descriptor' }), 'zz9zz');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bike' }), 'Bajaj Pulsar 150 Twin Disc');
    await user.click(screen.getByRole('button', { name: 'Add pattern' }));
    expect(await screen.findByRole('button', { name: 'Remove pattern MD2 ZZ9ZZ' })).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === '/api/admin/vin-patterns' && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ wmi: 'MD2', descriptor: 'ZZ9ZZ', vehicleId: 2 });
  });

  it('refuses a malformed descriptor before sending it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/admin/vin-patterns': { body: patternPage() },
      'GET /api/admin/vin-unknowns': { body: { unknowns: [] } },
      'GET /api/vehicles': { body: vehicles },
    });
    renderWithProviders(<VinPatternsAdmin />);

    expect(
      await screen.findByText('No patterns yet: every chassis number lets the rider choose the model.'),
    ).toBeVisible();
    expect(await screen.findByText('No unknown chassis numbers.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Maker code' }), 'MD2');
    await user.type(screen.getByRole('textbox', { name: 'Descriptor' }), 'A1O');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bike' }), 'Bajaj Pulsar 150 Twin Disc');
    await user.click(screen.getByRole('button', { name: 'Add pattern' }));
    expect(screen.getByRole('textbox', { name: 'Descriptor' })).toHaveAccessibleDescription(
      vinMessages.patternDescriptorInvalid,
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the patterns a page at a time, with links to the others', async () => {
    stubFetch({
      'GET /api/admin/vin-patterns?page=2': {
        body: { patterns: [{ ...twinDisc, id: 60, descriptor: 'KC60H' }], total: 51, page: 2, pageSize: 50 },
      },
      'GET /api/admin/vin-unknowns': { body: { unknowns: [] } },
      'GET /api/vehicles': { body: vehicles },
    });
    renderWithProviders(<VinPatternsAdmin />, { route: '/dashboard/catalogue-file?patternsPage=2' });

    expect(await screen.findByText('KC60H')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pattern pages' });
    expect(within(pages).getByRole('link', { name: /1/ })).toHaveAttribute('href', '/dashboard/catalogue-file');
  });

  it('lists every bad row of a refused file', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/admin/vin-patterns': { body: patternPage(twinDisc) },
      'GET /api/admin/vin-unknowns': { body: { unknowns: [] } },
      'GET /api/vehicles': { body: vehicles },
    });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderWithProviders(<VinPatternsAdmin />);

    const file = new File(['wmi,descriptor,make,model,variant\n'], 'patterns.csv', { type: 'text/csv' });
    await user.upload(await screen.findByLabelText('Pattern file (CSV)'), file);
    await user.click(screen.getByRole('button', { name: 'Import patterns' }));
    const sent = FakeXhr.last!;
    expect([sent.method, sent.url, sent.headers['content-type'], sent.body]).toEqual([
      'POST',
      '/api/admin/vin-patterns/import',
      'text/csv',
      file,
    ]);
    sent.respond(400, {
      success: false,
      message: catalogueFileMessages.rejected(2),
      errors: [
        { row: 2, message: vinMessages.patternWmiInvalid },
        { row: 4, message: vinMessages.fileRowRepeated(3) },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(catalogueFileMessages.rejected(2));
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Row 2: ${vinMessages.patternWmiInvalid}`, `Row 4: ${vinMessages.fileRowRepeated(3)}`]);
  });
});
