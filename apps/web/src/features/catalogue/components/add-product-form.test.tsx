import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@motoforge/contract';
import { ACCESS_TOKEN_KEY } from '@/lib/api-client';
import { FakeXhr } from '@/testing/fake-xhr';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { AddProductForm } from './add-product-form';

const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'sprocket.png', { type: 'image/png' });

async function fillIn(user: UserEvent, { minimumOrder = '10', availableQuantity = '500', price = '1850' } = {}) {
  await user.type(screen.getByLabelText('Product Name'), 'Chain Sprocket Kit');
  await user.type(screen.getByLabelText('Description'), 'A 428 chain with both sprockets.');
  await user.type(screen.getByLabelText('Minimum Order'), minimumOrder);
  await user.type(screen.getByLabelText('Available Quantity'), availableQuantity);
  await user.type(screen.getByLabelText('Price (taka)'), price);
}

describe('AddProductForm', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'admin-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('offers a labelled field for everything a product needs', () => {
    stubFetch({});
    renderWithProviders(<AddProductForm />);

    expect(screen.getByLabelText('Product Name')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    // The Bangla is optional, and said to be; written in Bangla (a screen reader reads it so).
    expect(screen.getByLabelText('Name in Bangla')).toHaveAttribute('lang', 'bn');
    expect(screen.getByLabelText('Name in Bangla')).toHaveAccessibleDescription(
      'Optional: Bangla pages show the English name until it has one.',
    );
    expect(screen.getByLabelText('Description in Bangla').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Description in Bangla')).toHaveAttribute('lang', 'bn');
    // Text fields with a number keypad: a number field would drop digits typed on a Bangla keyboard.
    expect(screen.getByLabelText('Minimum Order')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Available Quantity')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Price (taka)')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Photo')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
  });

  it('says what is missing, the photo included, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({});
    renderWithProviders(<AddProductForm />);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Product Name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Minimum order is required')).toBeInTheDocument();
    expect(screen.getByText('Available quantity is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Photo is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription(/Photo is required/);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeXhr.last).toBeNull();
  });

  it('wants every number to be at least 1', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderWithProviders(<AddProductForm />);

    await user.type(screen.getByLabelText('Minimum Order'), '0');
    await user.type(screen.getByLabelText('Available Quantity'), '0');
    await user.type(screen.getByLabelText('Price (taka)'), '0');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Minimum order must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Available quantity must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Price must be at least 1')).toBeInTheDocument();
  });

  it('refuses a minimum order above the available quantity', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderWithProviders(<AddProductForm />);

    await fillIn(user, { minimumOrder: '600', availableQuantity: '500' });
    await user.upload(screen.getByLabelText('Photo'), photo());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Minimum order may not exceed the available quantity')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
  });

  it('refuses a product whose minimum order would cost more than one card payment can take', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderWithProviders(<AddProductForm />);

    await fillIn(user, { minimumOrder: '2', availableQuantity: '10', price: '500000' });
    await user.upload(screen.getByLabelText('Photo'), photo());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(messages.minimumOrderTooCostly)).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
  });

  it('uploads the photo with a visible progress bar, adds the product, says so and clears the form', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ 'POST /api/part': { body: { insertedId: 'part-9' } } });
    renderWithProviders(<AddProductForm />);

    await fillIn(user);
    await user.upload(screen.getByLabelText('Photo'), photo());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload');
    expect(xhr.headers.authorization).toBe('Bearer admin-token');
    expect(((xhr.body as FormData).get('image') as File).name).toBe('sprocket.png');
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeDisabled();

    xhr.uploaded(42, 100);
    expect(screen.getByRole('progressbar', { name: 'Uploading photo… 42%' })).toHaveValue(42);

    xhr.respond(200, { success: true, data: { url: '/uploads/0123456789abcdef0123456789abcdef-1600.webp' } });

    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Uploading photo/ })).not.toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Chain Sprocket Kit',
      description: 'A 428 chain with both sprockets.',
      minimumOrder: 10,
      availableQuantity: 500,
      price: 1850,
      nameBn: '',
      descriptionBn: '',
      img: '/uploads/0123456789abcdef0123456789abcdef-1600.webp',
    });
    expect(screen.getByLabelText('Product Name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
  });

  it('adds the product with its name and description in Bangla, and clears them too', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ 'POST /api/part': { body: { insertedId: 'part-9' } } });
    renderWithProviders(<AddProductForm />);

    await fillIn(user);
    await user.type(screen.getByLabelText('Name in Bangla'), 'চেইন স্প্রোকেট কিট');
    await user.type(screen.getByLabelText('Description in Bangla'), 'দুই স্প্রোকেটসহ ৪২৮ চেইন।');
    await user.upload(screen.getByLabelText('Photo'), photo());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    FakeXhr.last!.respond(200, { success: true, data: { url: '/uploads/0123456789abcdef0123456789abcdef-1600.webp' } });

    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      name: 'Chain Sprocket Kit',
      nameBn: 'চেইন স্প্রোকেট কিট',
      descriptionBn: 'দুই স্প্রোকেটসহ ৪২৮ চেইন।',
    });
    expect(screen.getByLabelText('Name in Bangla')).toHaveValue('');
    expect(screen.getByLabelText('Description in Bangla')).toHaveValue('');
  });

  it('refuses a Bangla name that is too long, as the API would', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderWithProviders(<AddProductForm />);

    await fillIn(user);
    await user.click(screen.getByLabelText('Name in Bangla'));
    await user.paste('ক'.repeat(201));
    await user.upload(screen.getByLabelText('Photo'), photo());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(messages.tooLong(200))).toBeInTheDocument();
    expect(screen.getByLabelText('Name in Bangla')).toHaveAccessibleDescription(
      expect.stringContaining(messages.tooLong(200)),
    );
    expect(FakeXhr.last).toBeNull();
  });

  it('shows why a photo was refused under the photo and keeps what was typed', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({});
    renderWithProviders(<AddProductForm />);

    await fillIn(user);
    await user.upload(screen.getByLabelText('Photo'), photo());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    FakeXhr.last!.respond(415, { success: false, message: 'Only JPEG, PNG, WebP or GIF photos are accepted' });

    expect(await screen.findByText('Failed to add Product')).toBeInTheDocument();
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription(
      /Only JPEG, PNG, WebP or GIF photos are accepted/,
    );
    expect(screen.getByLabelText('Product Name')).toHaveValue('Chain Sprocket Kit');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the product was not added when the shop refuses it', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /api/part': { status: 403, body: { success: false, message: 'Only an admin can do this' } } });
    renderWithProviders(<AddProductForm />);

    await fillIn(user);
    await user.upload(screen.getByLabelText('Photo'), photo());
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    FakeXhr.last!.respond(200, { success: true, data: { url: '/uploads/0123456789abcdef0123456789abcdef-1600.webp' } });

    expect(await screen.findByText('Failed to add Product')).toBeInTheDocument();
    expect(screen.getByLabelText('Product Name')).toHaveValue('Chain Sprocket Kit');
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
  });
});
