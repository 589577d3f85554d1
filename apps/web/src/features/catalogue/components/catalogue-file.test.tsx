import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueFileMessages, type CatalogueImportLine, productNumberMessages } from '@motoforge/contract';
import { ACCESS_TOKEN_KEY } from '@/lib/api-client';
import { setLanguage } from '@/lib/i18n';
import { allOfBangla as bn } from '@/locales/bn/all';
import { FakeXhr } from '@/testing/fake-xhr';
import { renderWithProviders, stubFetch } from '@/testing/render-with-providers';
import { CatalogueFile } from './catalogue-file';

/** The shop's categories, which the import's help lists. */
const shop = {
  'GET /api/categories': {
    body: [
      { slug: 'brakes', name: 'Brakes', nameBn: 'ব্রেক' },
      { slug: 'chain-sprockets', name: 'Chain & Sprockets', nameBn: 'চেইন ও স্প্রোকেট' },
    ],
  },
};

/** More NDJSON lines of the import's answer arrive. */
const lines = (xhr: FakeXhr, ...arrived: CatalogueImportLine[]) =>
  xhr.arrives(arrived.map((line) => `${JSON.stringify(line)}\n`).join(''));

const csv = () => new File(['sku,name\r\n'], 'catalogue.csv', { type: 'text/csv' });

async function chooseAndImport(user: ReturnType<typeof userEvent.setup>, file = csv()) {
  await user.upload(screen.getByLabelText('Catalogue file (CSV)'), file);
  await user.click(screen.getByRole('button', { name: 'Import' }));
}

describe('CatalogueFile', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'admin-token');
  });
  afterEach(() => {
    setLanguage('en');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('offers Export and a labelled CSV file input, both reached with the keyboard', async () => {
    stubFetch(shop);
    const user = userEvent.setup();
    renderWithProviders(<CatalogueFile />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Catalogue file (CSV)')).toHaveFocus();
    expect(screen.getByLabelText('Catalogue file (CSV)')).toHaveAttribute('accept', '.csv,text/csv');
  });

  it('downloads the export with the bearer token', async () => {
    const fetchMock = stubFetch({
      ...shop,
      'GET /api/admin/catalogue.csv': async () =>
        new Response('sku,name\r\n', {
          headers: { 'content-disposition': 'attachment; filename="motoforge-catalogue-2026-11-25.csv"' },
        }),
    });
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:csv');
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    renderWithProviders(<CatalogueFile />);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await vi.waitFor(() => expect(clicked).toHaveLength(1), { timeout: 5_000 });
    expect(clicked[0]!.download).toBe('motoforge-catalogue-2026-11-25.csv');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:csv');
    const download = fetchMock.mock.calls.find(([url]) => url === '/api/admin/catalogue.csv');
    expect(download![1]!.headers).toMatchObject({ authorization: 'Bearer admin-token' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('shows how far a long export has gone on a progress bar', async () => {
    let sendRest = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('sku,name\r\n'));
        sendRest = () => {
          controller.enqueue(new TextEncoder().encode('BR-1,Pad\r\n'));
          controller.close();
        };
      },
    });
    stubFetch({
      ...shop,
      'GET /api/admin/catalogue.csv': async () => new Response(body, { headers: { 'content-length': '20' } }),
    });
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:csv');
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<CatalogueFile />);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByRole('progressbar', { name: 'Exporting… 50%' })).toHaveAttribute('value', '50');
    expect(screen.getByRole('button', { name: 'Exporting…' })).toBeDisabled();
    sendRest();
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says why the export failed', async () => {
    stubFetch({
      ...shop,
      'GET /api/admin/catalogue.csv': { status: 403, body: { success: false, message: 'Only an admin can do this' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<CatalogueFile />);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only an admin can do this');
  });

  it('asks for a file before importing, and sends nothing', async () => {
    stubFetch(shop);
    const user = userEvent.setup();
    renderWithProviders(<CatalogueFile />);

    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText(catalogueFileMessages.chooseFile)).toBeVisible();
    expect(FakeXhr.last).toBeNull();
  });

  it('shows the upload, the checking and the saving on a progress bar, then what was imported', async () => {
    stubFetch(shop);
    const user = userEvent.setup();
    renderWithProviders(<CatalogueFile />);
    const file = csv();

    await chooseAndImport(user, file);
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/catalogue/import');
    expect(xhr.headers).toMatchObject({
      'content-type': 'text/csv',
      accept: 'application/x-ndjson, application/json',
      authorization: 'Bearer admin-token',
    });
    expect(xhr.body).toBe(file);

    xhr.uploaded(40, 100);
    expect(screen.getByRole('progressbar', { name: 'Uploading the file… 40%' })).toHaveAttribute('value', '40');
    lines(xhr, { phase: 'checking', done: 1000, total: 2000 });
    expect(screen.getByRole('progressbar', { name: 'Checking rows… 1,000 of 2,000' })).toHaveAttribute('value', '1000');
    lines(xhr, { phase: 'checking', done: 2000, total: 2000 }, { phase: 'saving', done: 500, total: 2000 });
    expect(screen.getByRole('progressbar', { name: 'Saving parts… 500 of 2,000' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    lines(xhr, { phase: 'saving', done: 2000, total: 2000 }, { phase: 'done', created: 3, updated: 1997 });
    xhr.finish();

    expect(await screen.findByRole('status')).toHaveTextContent('3 parts added, 1,997 updated');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists the valid categories in the help', async () => {
    stubFetch(shop);
    renderWithProviders(<CatalogueFile />);
    expect(await screen.findByText('Categories (the category column): brakes, chain-sprockets.')).toBeInTheDocument();
  });

  it('lists every problem of every bad row under its number, below the summary', async () => {
    stubFetch(shop);
    const user = userEvent.setup();
    renderWithProviders(<CatalogueFile />);

    await chooseAndImport(user);
    const xhr = FakeXhr.last!;
    lines(
      xhr,
      { phase: 'checking', done: 3, total: 3 },
      {
        phase: 'failed',
        success: false,
        message: catalogueFileMessages.rejected(2),
        errors: [
          { row: 3, message: 'Price must be at least 1' },
          { row: 3, message: 'Name is required' },
          { row: 4, message: catalogueFileMessages.categoryUnknown('rockets') },
        ],
      },
    );
    xhr.finish();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(catalogueFileMessages.rejected(2));
    const rows = screen.getByRole('list', { name: 'Bad rows' });
    // The list is not inside the summary's box, where it was squeezed beside it.
    expect(alert).not.toContainElement(rows);
    expect(Array.from(rows.children, (row) => Array.from(row.children, (part) => part.textContent))).toEqual([
      ['Row 3', 'Price must be at least 1Name is required'],
      ['Row 4', 'There is no category "rockets"'],
    ]);
    expect(Array.from(rows.querySelectorAll('li li'), (problem) => problem.textContent)).toEqual([
      'Price must be at least 1',
      'Name is required',
      'There is no category "rockets"',
    ]);
  });

  it('lists the bad rows and their reasons in Bangla on a Bangla page', async () => {
    setLanguage('bn', bn);
    stubFetch(shop);
    const user = userEvent.setup();
    renderWithProviders(<CatalogueFile />);

    await user.upload(screen.getByLabelText('ক্যাটালগ ফাইল (CSV)'), csv());
    await user.click(screen.getByRole('button', { name: 'ইমপোর্ট করুন' }));
    const xhr = FakeXhr.last!;
    lines(xhr, {
      phase: 'failed',
      success: false,
      message: catalogueFileMessages.rejected(2),
      errors: [
        { row: 3, message: productNumberMessages.tooSmall('Price') },
        { row: 4, message: catalogueFileMessages.categoryUnknown('rockets') },
      ],
    });
    xhr.finish();

    // The catalogue's messages come with their own table, once a Bangla page first shows one.
    expect(await screen.findByText(/^২টি সারিতে সমস্যা আছে/)).toHaveAttribute('role', 'alert');
    const rows = screen.getByRole('list', { name: 'ভুল থাকা সারি' });
    expect(Array.from(rows.children, (row) => Array.from(row.children, (part) => part.textContent))).toEqual([
      ['সারি ৩', 'দাম কমপক্ষে ১ হতে হবে'],
      ['সারি ৪', '"rockets" নামে কোনো ক্যাটাগরি নেই'],
    ]);
  });

  it('says why the server refused the file outright', async () => {
    stubFetch(shop);
    const user = userEvent.setup();
    renderWithProviders(<CatalogueFile />);

    await chooseAndImport(user);
    FakeXhr.last!.respond(413, { success: false, message: catalogueFileMessages.tooLarge });

    expect(await screen.findByRole('alert')).toHaveTextContent(catalogueFileMessages.tooLarge);
  });
});
