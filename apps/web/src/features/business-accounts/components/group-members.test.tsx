import { businessAccountMessages, type CustomerGroupMembers } from '@motoforge/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { expectNoEnglishOf } from '@/testing/english-left';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { GroupMembers } from './group-members';

const karim: CustomerGroupMembers['members'][number] = {
  applicationId: 'a1',
  businessName: 'Karim Parts',
  email: 'karim@example.com',
};

describe('GroupMembers', () => {
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('removes a member, and says why a group with members cannot be deleted', async () => {
    let members = [karim];
    const fetchMock = stubFetch({
      'GET /api/admin/customer-groups/g1/members': async () => jsonResponse({ members }),
      'DELETE /api/admin/customer-groups/g1/members/a1': async () => {
        members = [];
        return new Response(null, { status: 204 });
      },
      'DELETE /api/admin/customer-groups/g1': {
        status: 409,
        body: { success: false, message: businessAccountMessages.groupHasMembers },
      },
    });
    renderWithProviders(<GroupMembers groupId="g1" />);
    expect(await screen.findByText('Karim Parts')).toBeInTheDocument();
    expect(screen.getByText('karim@example.com')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(businessAccountMessages.groupHasMembers);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Karim Parts from the group' }));
    expect(await screen.findByText(businessAccountMessages.memberRemoved)).toBeInTheDocument();
    expect(await screen.findByText('No business is in this group.')).toBeInTheDocument();
    expect(screen.queryByText(businessAccountMessages.groupHasMembers)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/customer-groups/g1/members/a1', expect.anything());
  });

  it('is in Bangla on Bangla pages, its refusal too', async () => {
    setLanguage('bn', bn);
    stubFetch({
      'GET /api/admin/customer-groups/g1/members': { body: { members: [karim] } },
      'DELETE /api/admin/customer-groups/g1': {
        status: 409,
        body: { success: false, message: businessAccountMessages.groupHasMembers },
      },
    });
    renderWithProviders(<GroupMembers groupId="g1" />);
    expect(await screen.findByRole('button', { name: 'Karim Parts-কে গ্রুপ থেকে সরান' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'গ্রুপ মুছুন' }));
    // The Bangla of the contract's messages comes with the catalogue's table, loaded when first needed.
    expect(await screen.findByText('এই গ্রুপে এখনো সদস্য আছে: আগে তাদের গ্রুপ থেকে সরান')).toHaveRole('alert');
    expectNoEnglishOf('businessAccounts.members');
  });
});
