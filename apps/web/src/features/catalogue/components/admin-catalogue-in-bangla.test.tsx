import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { AddProductForm } from './add-product-form';
import { CatalogueFile } from './catalogue-file';
import { ManageProducts } from './manage-products';

const brakePads = {
  _id: 'part-2',
  name: 'Brake Pad Set',
  img: '/images/parts/brake-pads.webp',
  description: 'Sintered pads.',
  price: 250,
  minimumOrder: 10,
  availableQuantity: 1340,
};

describe('the catalogue’s admin screens in Bangla', () => {
  beforeEach(() => setLanguage('bn', bn));
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('lists the products with their stock in Bengali digits, and asks before removing one', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/parts?sort=position&pageSize=48': {
        body: { items: [brakePads], total: 1, page: 1, pageSize: 48 },
      },
    });
    renderWithProviders(<ManageProducts />);

    const table = await screen.findByRole('table', { name: 'সব পণ্য' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['পণ্যের নাম', 'উপলব্ধ পরিমাণ', 'অ্যাকশন']);
    expect(screen.getByText('১টি পণ্য')).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '১,৩৪০' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Brake Pad Set পণ্যটি মুছুন' }));
    const dialog = screen.getByRole('dialog', { name: 'আপনি কি নিশ্চিত?' });
    expect(dialog).toHaveTextContent('Brake Pad Set ক্যাটালগ থেকে সরে যাবে।');
    expect(within(dialog).getByRole('button', { name: 'সরিয়ে দিন' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
  });

  it('labels the add-product form and the catalogue file in Bangla', async () => {
    stubFetch({ 'GET /api/categories': { body: [{ slug: 'brakes', name: 'Brakes', nameBn: 'ব্রেক' }] } });
    renderWithProviders(
      <>
        <AddProductForm />
        <CatalogueFile />
      </>,
    );

    const form = await screen.findByRole('form', { name: 'পণ্য যোগ করুন' });
    for (const label of [
      'পণ্যের নাম',
      'বাংলায় নাম',
      'বিবরণ',
      'বাংলায় বিবরণ',
      'সর্বনিম্ন অর্ডার',
      'উপলব্ধ পরিমাণ',
      'দাম (টাকা)',
      'ছবি',
    ]) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(form).getByText('ঐচ্ছিক: না দিলে বাংলা পাতায় ইংরেজি নামটিই দেখাবে।')).toBeInTheDocument();
    expect(within(form).getByText('পার্টসের একটি JPEG, PNG, WebP বা GIF ছবি।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'এক্সপোর্ট' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV এক্সপোর্ট করুন' })).toBeInTheDocument();
    const importForm = screen.getByRole('form', { name: 'ক্যাটালগ ফাইল ইমপোর্ট' });
    expect(within(importForm).getByLabelText('ক্যাটালগ ফাইল (CSV)')).toHaveAccessibleDescription(
      /name_bn, description_bn: পার্টসের বাংলা নাম ও বিবরণ/,
    );
    expect(within(importForm).getByRole('button', { name: 'ইমপোর্ট করুন' })).toBeInTheDocument();
    expect(await within(importForm).findByText('ক্যাটাগরি (category কলাম): brakes।')).toBeInTheDocument();
  });
});
