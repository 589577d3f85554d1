import { returnMessages, shopSettingsMessages, vatSettingsMessages, type ShopSettings } from '@motoforge/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { expectNoEnglishOf } from '@/testing/english-left';
import { testPublicConfig } from '@/testing/public-config';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { ShopSettingsForm } from './shop-settings-form';

const vat = {
  sellerName: 'MotoForge',
  sellerAddress: 'Tongi, Gazipur',
  bin: '0012345678901',
  rate: 15,
  pricesIncludeVat: true,
  invoicePrefix: 'MF',
};
const codRisk = { threshold: 50, action: 'hold' as const };
const deadlines = { deliveryDaysSameCity: 5, deliveryDaysElsewhere: 10, complaintHours: 72, refundDays: 10 };
const returns = { windowDays: 7, address: 'MotoForge, Tejgaon, Dhaka' };
/**
 * What GET /api/admin/settings answers. Every answer here is typed as the API's (ShopSettings): one
 * without the return terms once crashed the form after the test had passed.
 */
const saved: ShopSettings = {
  deliveryFee: { insideDhaka: 70, outsideDhaka: 130 },
  codMax: 20_000,
  vat,
  codRisk,
  deadlines,
  returns,
};
/** GET /api/config of a shop whose SSLCommerz store is set up. */
const withSslcommerz = {
  ...testPublicConfig,
  checkout: { ...testPublicConfig.checkout, paymentMethods: ['cod', 'sslcommerz', 'card'] },
};
/** The admin's calls, on a shop with SSLCommerz unless `routes` answers GET /api/config itself. */
const stubShop = (routes: Parameters<typeof stubFetch>[0]) =>
  stubFetch({ 'GET /api/config': { body: withSslcommerz }, ...routes });
const INSIDE = 'Delivery fee inside Dhaka district (taka)';
const OUTSIDE = 'Delivery fee outside Dhaka district (taka)';
const COD_MAX = 'Cash-on-delivery limit (taka)';

const putCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('ShopSettingsForm', () => {
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('shows the fees and the ceiling as they are, and saves new ones with a loading state and a toast', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubShop({
      'GET /api/admin/settings': { body: saved },
      'PUT /api/admin/settings': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<ShopSettingsForm />);

    expect(await screen.findByLabelText(INSIDE)).toHaveValue('70');
    expect(screen.getByLabelText(OUTSIDE)).toHaveValue('130');
    expect(screen.getByLabelText(COD_MAX)).toHaveValue('20000');
    expect(screen.getByLabelText(COD_MAX)).toHaveAccessibleDescription(
      'Orders whose total, delivery included, is above this must be paid online.',
    );

    await user.clear(screen.getByLabelText(INSIDE));
    await user.type(screen.getByLabelText(INSIDE), '80');
    await user.clear(screen.getByLabelText(COD_MAX));
    // The keyboard alone: typed, then Enter in the field sends the form.
    await user.type(screen.getByLabelText(COD_MAX), '15000{Enter}');

    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    expect(putCalls(fetchMock)).toEqual([
      { deliveryFee: { insideDhaka: 80, outsideDhaka: 130 }, codMax: 15_000, vat, codRisk, deadlines, returns },
    ]);
    answer(
      jsonResponse({
        deliveryFee: { insideDhaka: 80, outsideDhaka: 130 },
        codMax: 15_000,
        vat,
        codRisk,
        deadlines,
        returns,
      } satisfies ShopSettings),
    );

    expect(await screen.findByText(shopSettingsMessages.saved)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says what is wrong with each field as text, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubShop({ 'GET /api/admin/settings': { body: saved } });
    renderWithProviders(<ShopSettingsForm />);

    await user.clear(await screen.findByLabelText(INSIDE));
    await user.clear(screen.getByLabelText(OUTSIDE));
    await user.type(screen.getByLabelText(OUTSIDE), '99.5');
    await user.clear(screen.getByLabelText(COD_MAX));
    await user.type(screen.getByLabelText(COD_MAX), '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(shopSettingsMessages.insideDhakaInvalid)).toBeInTheDocument();
    expect(screen.getByText(shopSettingsMessages.outsideDhakaInvalid)).toBeInTheDocument();
    expect(screen.getByText(shopSettingsMessages.codMaxInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(INSIDE)).toHaveAttribute('aria-invalid', 'true');
    expect(putCalls(fetchMock)).toEqual([]);
  });

  it('shows the shop’s refusal of a field under that field, the typed values kept', async () => {
    const user = userEvent.setup();
    stubShop({
      'GET /api/admin/settings': { body: saved },
      'PUT /api/admin/settings': {
        status: 400,
        body: {
          success: false,
          message: `codMax: ${shopSettingsMessages.codMaxInvalid}`,
          errors: [{ field: 'codMax', message: shopSettingsMessages.codMaxInvalid }],
        },
      },
    });
    renderWithProviders(<ShopSettingsForm />);
    await user.clear(await screen.findByLabelText(OUTSIDE));
    await user.type(screen.getByLabelText(OUTSIDE), '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(shopSettingsMessages.codMaxInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(OUTSIDE)).toHaveValue('150');
    expect(screen.queryByText(shopSettingsMessages.saved)).not.toBeInTheDocument();
  });

  it('says the settings could not load, with a way to try again', async () => {
    stubShop({ 'GET /api/admin/settings': { status: 500, body: { success: false, message: 'Server error' } } });
    renderWithProviders(<ShopSettingsForm />);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(screen.queryByLabelText(INSIDE)).not.toBeInTheDocument();
  });

  it('in Bangla: labels, digits typed in Bangla, and the refusal in Bangla', async () => {
    setLanguage('bn', bn);
    const user = userEvent.setup();
    const fetchMock = stubShop({
      'GET /api/admin/settings': { body: saved },
      'PUT /api/admin/settings': () =>
        Promise.resolve(
          jsonResponse({
            deliveryFee: { insideDhaka: 90, outsideDhaka: 130 },
            codMax: 20_000,
            vat,
            codRisk,
            deadlines,
            returns,
          } satisfies ShopSettings),
        ),
    });
    renderWithProviders(<ShopSettingsForm />);

    const inside = await screen.findByLabelText('ঢাকা জেলার ভেতরে ডেলিভারি চার্জ (টাকা)');
    expect(inside).toHaveValue('৭০');
    await user.clear(screen.getByLabelText('ক্যাশ অন ডেলিভারির সীমা (টাকা)'));
    await user.click(screen.getByRole('button', { name: 'সংরক্ষণ করুন' }));
    // The settings' messages come in with their table, on a Bangla page's first one.
    expect(
      await screen.findByText(
        'ক্যাশ অন ডেলিভারির সীমা হতে হবে ৳১,০০০ থেকে ৳৯,৯৯,৯৯৯-এর মধ্যে পূর্ণ টাকা',
        {},
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expectNoEnglishOf('shopSettings.form');

    await user.type(screen.getByLabelText('ক্যাশ অন ডেলিভারির সীমা (টাকা)'), '২০০০০');
    await user.clear(inside);
    await user.type(inside, '৯০');
    await user.click(screen.getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() =>
      expect(putCalls(fetchMock)).toEqual([
        { deliveryFee: { insideDhaka: 90, outsideDhaka: 130 }, codMax: 20_000, vat, codRisk, deadlines, returns },
      ]),
    );
    expect(await screen.findByText('সেটিংস সংরক্ষিত হয়েছে। নতুন চেকআউট এখন থেকে এগুলো ব্যবহার করবে।')).toBeInTheDocument();
    // The form stays, with what the shop saved.
    expect(screen.getByLabelText('ঢাকা জেলার ভেতরে ডেলিভারি চার্জ (টাকা)')).toHaveValue('৯০');
  });

  it('shows the VAT settings, refuses a BIN of 12 digits and a rate of 100.5, and saves new ones', async () => {
    const user = userEvent.setup();
    const fetchMock = stubShop({
      'GET /api/admin/settings': { body: saved },
      'PUT /api/admin/settings': () => Promise.resolve(jsonResponse(saved)),
    });
    renderWithProviders(<ShopSettingsForm />);

    const bin = await screen.findByLabelText('The shop’s BIN');
    expect(bin).toHaveValue('0012345678901');
    expect(screen.getByLabelText('Prices include VAT')).toBeChecked();
    await user.clear(bin);
    await user.type(bin, '001234567890');
    const rate = screen.getByLabelText('VAT rate (%)');
    await user.clear(rate);
    await user.type(rate, '100.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(vatSettingsMessages.binInvalid)).toBeInTheDocument();
    expect(screen.getByText(vatSettingsMessages.vatRateInvalid)).toBeInTheDocument();
    expect(putCalls(fetchMock)).toEqual([]);

    await user.type(bin, '2');
    await user.clear(rate);
    await user.type(rate, '7.5');
    await user.click(screen.getByLabelText('Prices include VAT'));
    await user.clear(screen.getByLabelText('Invoice number prefix'));
    await user.type(screen.getByLabelText('Invoice number prefix'), 'MFV-26');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(putCalls(fetchMock)).toEqual([
        {
          ...saved,
          vat: { ...vat, bin: '0012345678902', rate: 7.5, pricesIncludeVat: false, invoicePrefix: 'MFV-26' },
        },
      ]),
    );
  });

  it('shows the COD risk settings, refuses a threshold of 300, and saves a new threshold and action', async () => {
    const user = userEvent.setup();
    const fetchMock = stubShop({
      'GET /api/admin/settings': { body: saved },
      'PUT /api/admin/settings': () => Promise.resolve(jsonResponse(saved)),
    });
    renderWithProviders(<ShopSettingsForm />);

    const threshold = await screen.findByLabelText('Risk threshold');
    expect(threshold).toHaveValue('50');
    const group = screen.getByRole('radiogroup', { name: 'At or above the threshold' });
    expect(within(group).getByLabelText('Hold the order for my check before packing')).toBeChecked();
    await user.clear(threshold);
    await user.type(threshold, '300');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(shopSettingsMessages.codRiskThresholdInvalid)).toBeInTheDocument();
    expect(putCalls(fetchMock)).toEqual([]);

    await user.clear(threshold);
    await user.type(threshold, '40');
    await user.click(within(group).getByLabelText('Ask the buyer to pay online instead'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(putCalls(fetchMock)).toEqual([{ ...saved, codRisk: { threshold: 40, action: 'pay-online' } }]),
    );

    await user.click(within(group).getByLabelText(/Ask the buyer to pay the delivery fee online/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(putCalls(fetchMock).at(-1)).toEqual({
        ...saved,
        codRisk: { threshold: 40, action: 'advance-delivery-fee' },
      }),
    );
  });

  it('shows the delivery-fee advance disabled, saying why, on a shop without SSLCommerz', async () => {
    const user = userEvent.setup();
    const fetchMock = stubShop({
      'GET /api/config': { body: testPublicConfig },
      'GET /api/admin/settings': { body: saved },
      'PUT /api/admin/settings': () => Promise.resolve(jsonResponse(saved)),
    });
    renderWithProviders(<ShopSettingsForm />);

    const group = await screen.findByRole('radiogroup', { name: 'At or above the threshold' });
    const advance = within(group).getByLabelText(/Ask the buyer to pay the delivery fee online/);
    await waitFor(() => expect(advance).toBeDisabled());
    expect(advance).toHaveAccessibleDescription('Needs SSLCommerz, which this shop has not set up.');
    expect(within(group).getByLabelText('Ask the buyer to pay online instead')).toBeEnabled();
    await user.click(advance);
    expect(advance).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(putCalls(fetchMock)).toEqual([saved]));
  });

  it('shows the law’s deadlines, refuses 0 days, and saves new ones', async () => {
    const user = userEvent.setup();
    const fetchMock = stubShop({
      'GET /api/admin/settings': { body: saved },
      'PUT /api/admin/settings': () => Promise.resolve(jsonResponse(saved)),
    });
    renderWithProviders(<ShopSettingsForm />);

    const refund = await screen.findByLabelText('Make a refund within (days)');
    expect(refund).toHaveValue('10');
    expect(screen.getByLabelText('Answer a complaint within (hours)')).toHaveValue('72');
    await user.clear(refund);
    await user.type(refund, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(shopSettingsMessages.deadlineDaysInvalid)).toBeInTheDocument();
    expect(putCalls(fetchMock)).toEqual([]);

    await user.clear(refund);
    await user.type(refund, '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(putCalls(fetchMock)).toEqual([{ ...saved, deadlines: { ...deadlines, refundDays: 7 } }]),
    );
  });
});

describe('the return settings', () => {
  it('saves a longer return window and a return address, and refuses a window past 90 days', async () => {
    const user = userEvent.setup();
    const fetchMock = stubShop({
      'GET /api/admin/settings': { body: saved },
      'PUT /api/admin/settings': () => Promise.resolve(jsonResponse(saved)),
    });
    renderWithProviders(<ShopSettingsForm />);

    const window = await screen.findByLabelText('A buyer may ask to return parts within (days after delivery)');
    expect(window).toHaveValue('7');
    expect(screen.getByLabelText('Where returned parts are sent')).toHaveValue('MotoForge, Tejgaon, Dhaka');
    await user.clear(window);
    await user.type(window, '91');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(returnMessages.returnWindowInvalid)).toBeInTheDocument();
    expect(putCalls(fetchMock)).toEqual([]);

    await user.clear(window);
    await user.type(window, '14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(putCalls(fetchMock)).toEqual([{ ...saved, returns: { ...returns, windowDays: 14 } }]));
  });
});
