import { expect, type Page } from '@playwright/test';
import { downloadedPdfText } from './pdf-text';

/** The order page's button (docs/product.md#orders: VAT invoices). */
export const DOWNLOAD_INVOICE = 'Download VAT invoice (PDF)';

/** An amount as the English invoice prints it: "27,180.50". */
export const invoiceTaka = (amount: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(amount);

/** Clicks the order page's invoice button: the English PDF's bytes and text, its answer checked. */
export async function downloadInvoice(page: Page) {
  const answered = page.waitForResponse((response) => response.url().includes('/invoice.pdf?lang=en'));
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: DOWNLOAD_INVOICE }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^invoice-.+-en\.pdf$/);
  return downloadedPdfText(download);
}
