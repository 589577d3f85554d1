import { expect, type Locator, type Page } from '@playwright/test';

/**
 * docs/product.md#quick-order: ten part numbers as a workshop pastes them (one superseded, one
 * unknown), from the demo catalogue's SKUs and OEM numbers (apps/api/src/db/seed/demo-catalogue.ts),
 * each at its minimum order or more.
 */
export const TEN_PART_NUMBERS = [
  'MF-BRK-0001, 2',
  'mf chn 0001 1',
  'MF-ELC-0001\t10',
  'MF-FLT-0001; 5',
  // The Oil Filter Cartridge's old number.
  '5D3-E3440-00, 10',
  // The Clutch Friction Plate Set's OEM number.
  '22201-KYT-940 2',
  // Bengali digits.
  'MF-BRK-0002, ৫',
  // No quantity: one.
  'MF-LGT-0001',
  'MF-NOPE-999, 3',
  'MF-CTL-0001, 5',
].join('\n');

/**
 * Pastes the ten lines on /quick-order and checks them: nine are found, the old number with the part
 * that replaces it, and line 9 is unknown. Answers the checked lines' table and the unknown row.
 */
export async function checkTenPartNumbers(page: Page): Promise<{ table: Locator; unknown: Locator }> {
  await page.getByRole('textbox', { name: 'Part numbers and quantities' }).fill(TEN_PART_NUMBERS);
  await page.getByRole('button', { name: 'Check lines' }).click();
  const table = page.getByRole('table', { name: 'Checked lines' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByText('9 of 10 lines are ready.')).toBeVisible();
  const superseded = table.getByRole('row', { name: /Line 5/ });
  await expect(superseded).toContainText('Oil Filter Cartridge');
  await expect(superseded).toContainText('Replaces 5D3-E3440-00');
  const unknown = table.getByRole('row', { name: /Line 9/ });
  await expect(unknown).toContainText('No part has this number');
  return { table, unknown };
}

/** Fixes the unknown line in place (the Rear-View Mirror Pair's number, four of them) and checks again. */
export async function fixUnknownLine(page: Page, { table, unknown }: { table: Locator; unknown: Locator }) {
  await unknown.getByRole('textbox', { name: 'Part number on line 9' }).fill('MF-BDY-0001');
  await unknown.getByRole('textbox', { name: 'Quantity on line 9' }).fill('4');
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('10 of 10 lines are ready.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Line 9/ })).toContainText('Rear-View Mirror Pair');
}
