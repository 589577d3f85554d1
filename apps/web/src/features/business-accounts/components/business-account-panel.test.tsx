import { businessAccountMessages, checkoutMessages, type BusinessApplication } from '@motoforge/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { BusinessAccountPanel } from './business-account-panel';

const pending: BusinessApplication = {
  id: 'a1',
  kind: 'workshop',
  businessName: 'Rahim Motors',
  tradeLicence: 'DNCC-0123/2025',
  bin: '',
  address: 'Mirpur 10, Dhaka',
  phone: '+8801712345678',
  state: 'pending',
  note: '',
  group: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  decidedAt: null,
};

describe('BusinessAccountPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a wrong form with the contract’s messages, then applies and says it waits', async () => {
    const fetchMock = stubFetch({
      'GET /api/business-accounts/mine': { body: { application: null } },
      'POST /api/business-accounts': () => Promise.resolve(jsonResponse(pending, 201)),
    });
    renderWithProviders(<BusinessAccountPanel />);
    const form = await screen.findByRole('form', { name: 'Business account application' });

    await userEvent.type(within(form).getByLabelText('Trade licence number'), '#');
    await userEvent.type(within(form).getByLabelText('BIN (optional)'), '123');
    await userEvent.type(within(form).getByLabelText('Business mobile number'), '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));

    expect(await within(form).findByText(businessAccountMessages.businessNameRequired)).toBeInTheDocument();
    expect(within(form).getByText(businessAccountMessages.tradeLicenceInvalid)).toBeInTheDocument();
    expect(within(form).getByText(businessAccountMessages.binInvalid)).toBeInTheDocument();
    expect(within(form).getByText(businessAccountMessages.addressRequired)).toBeInTheDocument();
    expect(within(form).getByText(checkoutMessages.mobileInvalid)).toBeInTheDocument();
    expect(within(form).getByLabelText('BIN (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.type(within(form).getByLabelText('Business name'), 'Rahim Motors');
    const licence = within(form).getByLabelText('Trade licence number');
    await userEvent.clear(licence);
    await userEvent.type(licence, 'DNCC-0123/2025');
    await userEvent.clear(within(form).getByLabelText('BIN (optional)'));
    await userEvent.type(within(form).getByLabelText('Business address'), 'Mirpur 10, Dhaka');
    const phone = within(form).getByLabelText('Business mobile number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '01712-345678');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Your application is waiting for the shop’s answer.')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[1]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'workshop',
      businessName: 'Rahim Motors',
      tradeLicence: 'DNCC-0123/2025',
      bin: '',
      address: 'Mirpur 10, Dhaka',
      phone: '+8801712345678',
    });
  });

  it('shows an approved account’s group, and a refusal’s note with the form again', async () => {
    stubFetch({
      'GET /api/business-accounts/mine': {
        body: { application: { ...pending, state: 'approved', group: { id: 'g', name: 'Dealers', nameBn: '' } } },
      },
    });
    const { unmount } = renderWithProviders(<BusinessAccountPanel />);
    expect(await screen.findByText('Dealers')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    unmount();

    stubFetch({
      'GET /api/business-accounts/mine': {
        body: { application: { ...pending, state: 'refused', note: 'The licence has expired' } },
      },
    });
    renderWithProviders(<BusinessAccountPanel />);
    expect(await screen.findByText('The licence has expired')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Business account application' });
    expect(within(form).getByLabelText('Business name')).toHaveValue('Rahim Motors');
  });
});
