import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diagramEditorMessages, type EditorAssembly } from '@motoforge/contract';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { DiagramEditor } from './diagram-editor';

const EDITOR = '/api/admin/vehicles/2/assemblies/front-brake';
const brakePad = {
  id: 11,
  number: 1,
  x: 0.5,
  y: 0.5,
  quantity: 1,
  yearFrom: null,
  yearTo: null,
  note: '',
  sku: 'MF-00002',
  partName: 'Brake Pad Set',
};
const assemblyWith = (callouts: EditorAssembly['callouts']): EditorAssembly => ({
  vehicleId: 2,
  make: 'Bajaj',
  makeBn: 'বাজাজ',
  model: 'Pulsar 150',
  modelBn: 'পালসার ১৫০',
  variant: 'Twin Disc',
  variantBn: '',
  slug: 'front-brake',
  name: 'Front brake and wheel',
  nameBn: 'সামনের ব্রেক ও চাকা',
  drawing: '/api/vehicles/2/assemblies/front-brake/drawing.svg?v=1',
  width: 800,
  height: 600,
  callouts,
});
const chain = {
  _id: 'part-7',
  name: 'Chain Sprocket Kit',
  nameBn: '',
  img: '/images/parts/chain.svg',
  description: '',
  descriptionBn: '',
  price: 1450,
  minimumOrder: 1,
  availableQuantity: 40,
  sku: 'MF-00007',
  category: 'chain',
  oemNumbers: [],
  replaces: [],
  fitsCurrentBike: null,
};

/** The request bodies fetch was given for `method url`, parsed. */
const bodiesOf = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('the parts diagram editor', () => {
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('says how to begin when the drawing has no callouts, and places one where the drawing is clicked', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      [`GET ${EDITOR}`]: { body: assemblyWith([]) },
      'GET /api/parts?q=chain&pageSize=8&sort=relevance': {
        body: { items: [chain], total: 1, isTotalCapped: false, page: 1, pageSize: 8, correctedQuery: null },
      },
      [`POST ${EDITOR}/callouts`]: () => Promise.resolve(jsonResponse({ id: 12 }, 201)),
    });
    renderWithProviders(<DiagramEditor vehicleId={2} slug="front-brake" />);

    expect(await screen.findByText('No callouts yet: click the drawing to place one')).toBeVisible();
    const place = screen.getByRole('button', { name: /^Place a callout here/ });
    vi.spyOn(place.parentElement!, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 0,
      width: 800,
      height: 600,
      right: 800,
      bottom: 600,
      x: 0,
      y: 0,
    } as DOMRect);
    fireEvent.click(place, { clientX: 200, clientY: 450, detail: 1 });
    const form = await screen.findByRole('region', { name: 'New callout at 25% across, 75% down' });

    // Saving without a part says what is missing, and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Save the callout' }));
    expect(within(form).getByText(diagramEditorMessages.skuRequired)).toBeVisible();
    expect(bodiesOf(fetchMock, 'POST', `${EDITOR}/callouts`)).toEqual([]);

    await user.type(within(form).getByRole('searchbox', { name: 'Find the part' }), 'chain');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await user.click(await within(form).findByRole('button', { name: 'Choose Chain Sprocket Kit (MF-00007)' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(form).getByRole('textbox', { name: 'Quantity' }), '2');
    await user.type(within(form).getByRole('textbox', { name: 'From year' }), '2015');
    await user.type(within(form).getByRole('textbox', { name: 'To year' }), '2019');
    await user.click(within(form).getByRole('button', { name: 'Save the callout' }));

    expect(await screen.findByText(diagramEditorMessages.calloutSaved)).toBeVisible();
    expect(bodiesOf(fetchMock, 'POST', `${EDITOR}/callouts`)).toEqual([
      { number: 1, x: 0.25, y: 0.75, sku: 'MF-00007', quantity: 2, yearFrom: 2015, yearTo: 2019, note: '' },
    ]);
  });

  it('moves a callout by the arrow keys, and removes it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      [`GET ${EDITOR}`]: { body: assemblyWith([brakePad]) },
      [`PUT ${EDITOR}/callouts/11`]: () => Promise.resolve(jsonResponse({ id: 11 })),
      [`DELETE ${EDITOR}/callouts/11`]: () => Promise.resolve(new Response(null, { status: 204 })),
    });
    renderWithProviders(<DiagramEditor vehicleId={2} slug="front-brake" />);

    const callout = await screen.findByRole('button', { name: /^Callout 1: Brake Pad Set \(MF-00002\)/ });
    callout.focus();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    // The second move starts where the first was saved, even though this fake server's GET still
    // answers the old place: the editor keeps what the server accepted.
    expect(bodiesOf(fetchMock, 'PUT', `${EDITOR}/callouts/11`).map(({ x, y }) => [x, y])).toEqual([
      [0.51, 0.5],
      [0.51, 0.45],
    ]);

    await user.keyboard('{Enter}');
    const form = await screen.findByRole('region', { name: 'Callout 1' });
    await user.click(within(form).getByRole('button', { name: 'Remove the callout' }));
    expect(await screen.findByText(diagramEditorMessages.calloutRemoved)).toBeVisible();
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url) === `${EDITOR}/callouts/11` && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it("shows the API's refusal of a number, in Bangla", async () => {
    setLanguage('bn', bn);
    const user = userEvent.setup();
    stubFetch({
      [`GET ${EDITOR}`]: { body: assemblyWith([brakePad]) },
      [`PUT ${EDITOR}/callouts/11`]: () =>
        Promise.resolve(jsonResponse({ success: false, message: diagramEditorMessages.numberTaken }, 409)),
    });
    renderWithProviders(<DiagramEditor vehicleId={2} slug="front-brake" />);

    expect(
      await screen.findByRole('heading', { name: 'সামনের ব্রেক ও চাকা: বাজাজ পালসার ১৫০ Twin Disc' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'কলআউট ১ সম্পাদনা করুন' }));
    const form = await screen.findByRole('region', { name: 'কলআউট ১' });
    await user.click(within(form).getByRole('button', { name: 'কলআউট সংরক্ষণ করুন' }));
    // The alert is there before the refusal's words are: wait for the words.
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('এই ড্রয়িংয়ের আরেকটি কলআউটের এই নম্বর আছে'),
    );
  });
});
