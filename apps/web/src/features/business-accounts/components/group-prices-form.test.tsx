import { groupPriceMessages, type CustomerGroup } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { expectNoEnglishOf } from '@/testing/english-left';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { GroupPricesForm } from './group-prices-form';

const group: CustomerGroup = {
  id: 'g1',
  name: 'Dealers',
  nameBn: '',
  minimumOrder: 0,
  discounts: [{ category: 'brakes', sku: '', percent: 5 }],
  breaks: [],
};
const categories = [
  { slug: 'brakes', name: 'Brakes', nameBn: 'ব্রেক' },
  { slug: 'chains', name: 'Chains', nameBn: '' },
];

describe('GroupPricesForm', () => {
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('checks each rule with the contract’s messages, then saves the rules whole', async () => {
    const fetchMock = stubFetch({
      'GET /api/admin/customer-groups/g1': { body: group },
      'PUT /api/admin/customer-groups/g1/prices': { body: { ...group, minimumOrder: 5000 } },
    });
    renderWithProviders(<GroupPricesForm groupId="g1" categories={categories} />);
    const form = await screen.findByRole('form', { name: 'Prices of the group Dealers' });
    expect(within(form).getByLabelText('Category')).toHaveValue('brakes');

    await userEvent.click(within(form).getByRole('button', { name: 'Add a discount' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add a break' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save prices' }));
    expect(await within(form).findAllByText(groupPriceMessages.percentInvalid)).toHaveLength(2);
    expect(within(form).getByText(groupPriceMessages.minQuantityInvalid)).toBeInTheDocument();
    await userEvent.type(within(form).getAllByLabelText('Discount (%)')[1]!, '12.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save prices' }));
    expect(await within(form).findByText(groupPriceMessages.targetRequired)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.type(within(form).getAllByLabelText('Part number')[1]!, 'MF-00007');
    await userEvent.type(within(form).getByLabelText('From quantity'), '10');
    await userEvent.type(within(form).getAllByLabelText('Discount (%)')[2]!, '5');
    const minimum = within(form).getByLabelText('Minimum order value (taka)');
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '5000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByText(groupPriceMessages.saved)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[1]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      minimumOrder: 5000,
      discounts: [
        { category: 'brakes', sku: '', percent: 5 },
        { category: '', sku: 'MF-00007', percent: 12.5 },
      ],
      breaks: [{ minQuantity: 10, percent: 5 }],
    });
  });

  it('is in Bangla on Bangla pages', async () => {
    setLanguage('bn', bn);
    stubFetch({ 'GET /api/admin/customer-groups/g1': { body: group } });
    renderWithProviders(<GroupPricesForm groupId="g1" categories={categories} />);
    expect(await screen.findByRole('form', { name: 'Dealers গ্রুপের দাম' })).toBeInTheDocument();
    expectNoEnglishOf('businessAccounts.groupPrices');
  });
});
