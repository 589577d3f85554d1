import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { quickOrderMessages, type QuickOrder as QuickOrderAnswer, type QuickOrderPart } from '@motoforge/contract';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { jsonResponse, renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { QuickOrder } from './quick-order';

const brake: QuickOrderPart = {
  _id: '0b6f3a4e-6a57-4a8e-9a43-0d4f7f6b1a01',
  sku: 'MF-BRK-0001',
  name: 'Front Brake Disc 276 mm',
  nameBn: 'সামনের ব্রেক ডিস্ক ২৭৬ মিমি',
  price: 1850,
  minimumOrder: 2,
  availableQuantity: 120,
  replacedNumber: null,
};
const filter: QuickOrderPart = {
  ...brake,
  _id: '0b6f3a4e-6a57-4a8e-9a43-0d4f7f6b1a02',
  sku: 'MF-FLT-0002',
  name: 'Oil Filter Cartridge',
  nameBn: 'অয়েল ফিল্টার কার্টিজ',
  price: 320,
  replacedNumber: '5D3-E3440-00',
};
const firstAnswer: QuickOrderAnswer = {
  lines: [
    { input: 'MF-BRK-0001, 2', partNumber: 'MF-BRK-0001', part: brake, quantity: 2 },
    { input: '5D3-E3440-00 4', partNumber: '5D3-E3440-00', part: filter, quantity: 4 },
    {
      input: 'MF-NOT-MADE 3',
      partNumber: 'MF-NOT-MADE',
      quantity: 3,
      problem: { code: 'not-found', message: quickOrderMessages.notFound },
    },
  ],
};
const fixedAnswer: QuickOrderAnswer = {
  lines: [
    firstAnswer.lines[0]!,
    firstAnswer.lines[1]!,
    {
      input: 'MF-BRK-0002\t5',
      partNumber: 'MF-BRK-0002',
      part: { ...brake, sku: 'MF-BRK-0002', _id: 'c3' },
      quantity: 5,
    },
  ],
};

/** The server's answers: the first check, then the fixed one, then the cart. */
function stubServer() {
  const answers = [firstAnswer, fixedAnswer];
  return stubFetch({
    'POST /api/quick-order': () => Promise.resolve(jsonResponse(answers.shift() ?? fixedAnswer)),
    'POST /api/cart/lines': { body: { lines: [], subtotal: 0 } },
  });
}

const posted = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('Quick order', () => {
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('checks pasted lines, lets the buyer fix one in place, and adds the lines to the cart in one call', async () => {
    const user = userEvent.setup();
    const fetchMock = stubServer();
    renderWithProviders(<QuickOrder />);
    expect(screen.getByText(/Paste your list above and check it/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Part numbers and quantities' }), 'MF-BRK-0001, 2');
    await user.click(screen.getByRole('button', { name: 'Check lines' }));
    const table = await screen.findByRole('table', { name: 'Checked lines' });
    expect(within(table).getByText('Replaces 5D3-E3440-00')).toBeInTheDocument();
    expect(within(table).getByText(quickOrderMessages.notFound)).toBeInTheDocument();
    expect(screen.getByText(/2 of 3 lines are ready/)).toBeInTheDocument();

    const partNumber = screen.getByRole('textbox', { name: 'Part number on line 3' });
    await user.clear(partNumber);
    await user.type(partNumber, 'MF-BRK-0002');
    const quantity = screen.getByRole('textbox', { name: 'Quantity on line 3' });
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await screen.findByText(/3 of 3 lines are ready/);
    expect(posted(fetchMock, '/api/quick-order').at(-1)).toEqual({
      text: 'MF-BRK-0001, 2\n5D3-E3440-00 4\nMF-BRK-0002\t5',
    });

    await user.click(screen.getByRole('button', { name: 'Add 3 lines to cart' }));
    await waitFor(() =>
      expect(posted(fetchMock, '/api/cart/lines')).toEqual([
        {
          lines: [
            { partId: brake._id, quantity: 2 },
            { partId: filter._id, quantity: 4 },
            { partId: 'c3', quantity: 5 },
          ],
        },
      ]),
    );
  });

  it('shows each line and its problem in Bangla on a Bangla page', async () => {
    setLanguage('bn', bn);
    const user = userEvent.setup();
    stubServer();
    renderWithProviders(<QuickOrder />);

    await user.type(screen.getByRole('textbox', { name: 'পার্ট নম্বর ও পরিমাণ' }), 'MF-BRK-0001, 2');
    await user.click(screen.getByRole('button', { name: 'লাইনগুলো যাচাই করুন' }));
    expect(await screen.findByText('এই নম্বরের কোনো পার্টস নেই')).toBeInTheDocument();
    expect(screen.getByText('সামনের ব্রেক ডিস্ক ২৭৬ মিমি')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'কার্টে ২টি লাইন যোগ করুন' })).toBeEnabled();
  });
});
