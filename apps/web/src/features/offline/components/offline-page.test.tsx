import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { keepGarage, keepViewedPart } from '@/lib/offline-copy';
import { allOfBangla as bn } from '@/locales/bn/all';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OfflinePage } from './offline-page';

const pulsar = {
  make: 'Bajaj',
  makeBn: 'বাজাজ',
  model: 'Pulsar 150',
  modelBn: '',
  variant: 'Twin Disc',
  year: 2021,
  isCurrent: true,
};
const brakePad = {
  id: 'part-1',
  name: 'Brake Pad Set',
  nameBn: 'ব্রেক প্যাড সেট',
  sku: 'MF-BP-001',
  price: 1250,
  seenAt: '2026-11-28T10:00:00.000Z',
};

afterEach(() => {
  localStorage.clear();
  setLanguage('en');
});

describe('the offline page', () => {
  it('says the visitor is offline and asks a visitor with nothing kept to sign in while online', () => {
    renderWithProviders(<OfflinePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByText(/^Sign in while you are online/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the kept garage and viewed parts read-only, each price marked as the one last seen', () => {
    keepGarage('rider-a', [pulsar]);
    keepViewedPart('rider-a', brakePad);
    renderWithProviders(<OfflinePage />);
    const garage = screen.getByRole('region', { name: 'My Garage' });
    expect(within(garage).getByRole('listitem')).toHaveTextContent('Bajaj Pulsar 150 Twin Disc 2021current bike');
    const part = within(screen.getByRole('region', { name: 'Parts you viewed' })).getByRole('listitem');
    expect(part).toHaveTextContent('Brake Pad Set');
    expect(part).toHaveTextContent('Part number: MF-BP-001');
    expect(part).toHaveTextContent('Price when you last saw it: ৳1,250, on Nov 28, 2026');
    expect(within(part).queryByRole('link')).toBeNull();
    expect(within(part).queryByRole('button')).toBeNull();
  });

  it('says so when a signed-in rider has not viewed any parts yet', () => {
    keepGarage('rider-a', []);
    renderWithProviders(<OfflinePage />);
    expect(screen.getByText('There are no bikes in your garage on this device.')).toBeInTheDocument();
    expect(screen.getByText('You have not viewed any parts yet.')).toBeInTheDocument();
  });

  it('speaks Bangla on a Bangla page, with the parts’ Bangla names', () => {
    setLanguage('bn', bn);
    keepViewedPart('rider-a', brakePad);
    renderWithProviders(<OfflinePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'আপনি অফলাইনে আছেন' })).toBeInTheDocument();
    const part = within(screen.getByRole('region', { name: 'আপনার দেখা পার্টস' })).getByRole('listitem');
    expect(part).toHaveTextContent('ব্রেক প্যাড সেট');
    expect(part).toHaveTextContent('শেষবার দেখার সময় দাম: ৳১,২৫০');
  });
});
