import { returnMessages, type OrderReturns, type ShopReturn } from '@motoforge/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { expectNoEnglishOf } from '@/testing/english-left';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { shopOrder } from '@/testing/shop-order';
import { OrderReturns as OrderReturnsSection } from './order-returns';

/** The pad has a Bangla name; the chain kit has none, so Bangla pages show its English one. */
const padBn = 'সামনের ব্রেক প্যাড';
/** The bike the shop said the pad fits, by its catalogue names. */
const pulsar = {
  make: 'Bajaj',
  makeBn: 'বাজাজ',
  model: 'Pulsar 150',
  modelBn: 'পালসার ১৫০',
  variant: 'Twin Disc',
  variantBn: 'টুইন ডিস্ক',
  year: 2019,
};

const delivered = shopOrder({
  id: 'order-1',
  state: 'delivered',
  paymentMethod: 'sslcommerz',
  lines: [
    { _id: 'line-1', partId: 'pad', productName: 'Front brake pad', productNameBn: padBn, price: 450, quantity: 2 },
    { _id: 'line-2', partId: 'chain', productName: 'Chain kit', productNameBn: '', price: 2200, quantity: 1 },
  ],
});

const open: OrderReturns = {
  returnableUntil: '2026-12-04T10:00:00.000Z',
  canRequest: true,
  lines: [
    {
      partId: 'pad',
      productName: 'Front brake pad',
      productNameBn: padBn,
      price: 450,
      quantity: 2,
      returnable: 2,
      fitsBike: 'Bajaj Pulsar 150 Twin Disc 2019',
      fitsVehicle: pulsar,
    },
    {
      partId: 'chain',
      productName: 'Chain kit',
      productNameBn: '',
      price: 2200,
      quantity: 1,
      returnable: 1,
      fitsBike: null,
      fitsVehicle: null,
    },
  ],
  returns: [],
};

const requested: ShopReturn = {
  id: 'return-1',
  orderId: 'order-1',
  orderNumber: 'MF-7K3QX9',
  state: 'requested',
  lines: [
    {
      partId: 'pad',
      productName: 'Front brake pad',
      productNameBn: padBn,
      price: 450,
      quantity: 1,
      reason: 'does-not-fit',
      fitsBike: 'Bajaj Pulsar 150 Twin Disc 2019',
      fitsVehicle: pulsar,
      resellable: null,
    },
  ],
  note: 'The bolts do not line up',
  photos: [],
  adminNote: null,
  shopPaysReturn: true,
  pickup: null,
  sendTo: null,
  refund: 0,
  refundStatus: null,
  refundProblem: null,
  refundReference: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  actions: ['accept', 'refuse'],
};

const bodiesPostedTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('OrderReturns', () => {
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('lets the buyer return one line as not fitting, states the guarantee, and says what the shop refused', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const fetchMock = stubFetch({
      'GET /api/orders/order-1/returns': () =>
        Promise.resolve(jsonResponse(asked === 0 ? open : { ...open, returns: [requested], canRequest: true })),
      'POST /api/orders/order-1/returns': () => {
        asked += 1;
        return Promise.resolve(
          asked === 1
            ? jsonResponse({ success: false, message: returnMessages.windowClosed }, 409)
            : jsonResponse({ id: 'return-1', state: 'requested' }, 201),
        );
      },
    });
    renderWithProviders(<OrderReturnsSection order={delivered} />);

    const section = await screen.findByRole('region', { name: 'Returns' });
    expect(await within(section).findByText('Nothing of this order has been returned.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Return parts' }));

    // Nothing chosen: said here, nothing sent.
    await user.click(within(section).getByRole('button', { name: 'Ask to return these parts' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(returnMessages.linesRequired);
    expect(bodiesPostedTo(fetchMock, '/api/orders/order-1/returns')).toEqual([]);

    await user.click(within(section).getByRole('checkbox', { name: /Return Front brake pad/ }));
    await user.click(within(section).getByRole('button', { name: 'Ask to return these parts' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(returnMessages.reasonInvalid);

    await user.selectOptions(within(section).getByRole('combobox', { name: 'Why' }), 'does-not-fit');
    expect(
      within(section).getByText(/Fit guarantee: we said it fits your Bajaj Pulsar 150 Twin Disc 2019/),
    ).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Anything we should know (optional)'), 'The bolts do not line up');
    await user.click(within(section).getByRole('button', { name: 'Ask to return these parts' }));
    // The shop's refusal, with what was chosen kept.
    expect(await within(section).findByText(returnMessages.windowClosed)).toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: /Return Front brake pad/ })).toBeChecked();

    await user.click(within(section).getByRole('button', { name: 'Ask to return these parts' }));
    expect(await within(section).findByText(/Your return request is sent/)).toBeInTheDocument();
    expect(bodiesPostedTo(fetchMock, '/api/orders/order-1/returns').at(-1)).toEqual({
      lines: [{ partId: 'pad', quantity: 1, reason: 'does-not-fit' }],
      note: 'The bolts do not line up',
      photos: [],
    });
    const card = await within(section).findByRole('article', { name: /Return asked for on/ });
    expect(within(card).getByText('Return requested')).toBeInTheDocument();
  });

  it('lets the admin refuse only with a reason, and accept with a note', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/orders/order-1/returns': { body: { ...open, canRequest: false, returns: [requested] } },
      'POST /api/admin/returns/return-1/refuse': {
        status: 400,
        body: { success: false, message: `note: ${returnMessages.refuseNoteRequired}` },
      },
      'POST /api/admin/returns/return-1/accept': () =>
        Promise.resolve(jsonResponse({ ...requested, state: 'accepted', actions: ['receive'] })),
    });
    renderWithProviders(<OrderReturnsSection order={delivered} />);

    const card = await screen.findByRole('article', { name: /Return asked for on/ });
    expect(
      within(card).getByText('Fit guarantee: the shop said it fits Bajaj Pulsar 150 Twin Disc 2019'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Refuse the return' }));
    await user.click(within(card).getByRole('button', { name: 'Refuse it' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(returnMessages.refuseNoteRequired);
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));

    await user.type(within(card).getByLabelText('Note to the buyer (optional)'), 'Pack it in its box');
    await user.click(within(card).getByRole('button', { name: 'Accept the return' }));
    await waitFor(() =>
      expect(bodiesPostedTo(fetchMock, '/api/admin/returns/return-1/accept')).toEqual([{ note: 'Pack it in its box' }]),
    );
  });

  it('in Bangla: the section, the form, the reasons, the parts and the bike the guarantee names', async () => {
    const user = userEvent.setup();
    setLanguage('bn', bn);
    // The second return's bike has since left the catalogue: the name the shop kept stands in.
    const bikeGone = { ...requested, id: 'return-2', lines: [{ ...requested.lines[0]!, fitsVehicle: null }] };
    stubFetch({ 'GET /api/orders/order-1/returns': { body: { ...open, returns: [requested, bikeGone] } } });
    renderWithProviders(<OrderReturnsSection order={delivered} />);

    const section = await screen.findByRole('region', { name: 'ফেরত' });
    await user.click(await within(section).findByRole('button', { name: 'পার্টস ফেরত দিন' }));
    expect(within(section).getByRole('checkbox', { name: /Chain kit ফেরত দিন/ })).toBeInTheDocument();
    await user.click(within(section).getByRole('checkbox', { name: /সামনের ব্রেক প্যাড ফেরত দিন/ }));
    expect(within(section).getByRole('option', { name: 'বাইকে লাগে না' })).toBeInTheDocument();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'কেন' }), 'does-not-fit');
    expect(
      within(section).getByText(
        'ফিট গ্যারান্টি: আমরা বলেছিলাম এটি আপনার বাজাজ পালসার ১৫০ টুইন ডিস্ক ২০১৯-এ লাগে। না লাগলে পুরো টাকা ফেরত পাবেন, আর ফেরত পাঠানোর খরচ আমাদের।',
      ),
    ).toBeInTheDocument();
    expect(within(section).getAllByText('ফেরতের অনুরোধ করা হয়েছে')).toHaveLength(2);
    expect(
      within(section).getByText('ফিট গ্যারান্টি: দোকান বলেছিল এটি বাজাজ পালসার ১৫০ টুইন ডিস্ক ২০১৯-এ লাগে'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('ফিট গ্যারান্টি: দোকান বলেছিল এটি Bajaj Pulsar 150 Twin Disc 2019-এ লাগে'),
    ).toBeInTheDocument();
    expect(within(section).getAllByText(padBn, { exact: false })).not.toHaveLength(0);
    expectNoEnglishOf('returns.orderReturns', 'returns.returnRequestForm', 'returns.returnCard');
  });
});
