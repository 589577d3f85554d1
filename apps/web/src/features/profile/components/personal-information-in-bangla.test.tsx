import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { expectNoEnglishOf } from '@/testing/english-left';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { PersonalInformation } from './personal-information';

const profile = {
  displayName: 'Rider Rahman',
  email: 'rider@example.com',
  phone: '01712345678',
  education: null,
  location: null,
  linkedin: null,
};

describe('PersonalInformation in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('shows the account, its details and the form in Bangla', async () => {
    stubFetch({ 'GET /api/userdetail': { body: profile } });
    renderWithProviders(<PersonalInformation />);

    expect(await screen.findByRole('heading', { name: 'আপনার তথ্য হালনাগাদ করুন' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Rider Rahman' }).closest('section')!;
    expect(within(card).getByText('ফোন')).toBeInTheDocument();
    expect(within(card).getAllByText('এখনো যোগ করা হয়নি')).toHaveLength(3);
    const form = screen.getByRole('form', { name: 'ব্যক্তিগত তথ্য' });
    expect(within(form).getByLabelText('ফোন')).toHaveValue('01712345678');
    expect(within(form).getByLabelText('শিক্ষাগত যোগ্যতা')).toHaveAttribute(
      'placeholder',
      'মেকানিক্যাল ইঞ্জিনিয়ারিংয়ে বিএসসি',
    );
    expect(within(form).getByLabelText('অবস্থান')).toHaveAttribute('placeholder', 'ঢাকা, বাংলাদেশ');
    expect(within(form).getByLabelText('LinkedIn প্রোফাইলের লিংক')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'আপডেট করুন' })).toBeInTheDocument();

    expectNoEnglishOf('account.personalInformation', 'account.profileForm');
  });
});
