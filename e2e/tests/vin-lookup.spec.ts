import { expectNoSeriousViolations } from '../support/accessibility';
import { signInAsAdmin } from '../support/admin';
import { garage } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { bearer, signInAsNewCustomer } from '../support/orders';

// docs/architecture.md#chassis-numbers: a rider adds a bike to My Garage by its chassis number,
// sees what the number says and confirms it; a malformed number gets a message saying what is wrong.

// At both widths: the desktop project skips tests tagged @phone, the phone project those tagged
// @desktop (ADR 040).
for (const tag of ['@desktop', '@phone']) {
  test(`a rider adds a bike to My Garage by its chassis number ${tag}`, { tag }, async ({ page, baseURL }) => {
    await signInAsNewCustomer(page, baseURL!, 'vin');
    await page.goto('/allproducts');
    const myGarage = garage(page);
    await myGarage.section.getByRole('button', { name: 'Add by chassis number' }).click();
    const number = myGarage.section.getByRole('textbox', { name: 'Chassis number (VIN)' });

    // An O where a 0 belongs: refused with where it is, before anything is saved.
    await number.fill('MD2A11OZ7KC123456');
    await number.press('Enter');
    const refusal = 'A chassis number never contains I, O or Q: found O at position 7.';
    await expect(myGarage.section.getByText(refusal)).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'the chassis-number form with a refusal');

    // Typed as the papers write it, with dashes and in lower case.
    await number.fill('md2-a11dz-7kc-482913');
    await myGarage.section.getByRole('button', { name: 'Read the number' }).click();
    await expect(myGarage.section.getByText('Bajaj Pulsar 150 Twin Disc, 2019')).toBeVisible();
    await expect(number).not.toHaveAttribute('aria-invalid');
    await expectNoSeriousViolations(page, 'the chassis-number form with what the number says');
    // Nothing is saved until the rider confirms.
    const before = await page.request.get('/api/garage', { headers: await bearer(page) });
    expect(((await before.json()) as { bikes: unknown[] }).bikes).toEqual([]);

    await myGarage.section.getByRole('button', { name: 'Save this bike' }).click();
    // The owner sees the chassis number the bike was added by, with the bike.
    await expect(myGarage.currentBike).toHaveText(
      /^Your bike: Bajaj Pulsar 150 Twin Disc 2019\s*Chassis number: MD2A11DZ7KC482913$/,
    );
    const after = await page.request.get('/api/garage', { headers: await bearer(page) });
    const { bikes } = (await after.json()) as {
      bikes: { make: string; model: string; variant: string; year: number }[];
    };
    expect(bikes.map(({ make, model, variant, year }) => ({ make, model, variant, year }))).toEqual([
      { make: 'Bajaj', model: 'Pulsar 150', variant: 'Twin Disc', year: 2019 },
    ]);
    // The number is the owner's to see (vin.test.ts checks no other rider and no guest gets it).
    expect(((await after.json()) as { bikes: { vin?: string }[] }).bikes[0]?.vin).toBe('MD2A11DZ7KC482913');
  });
}

test('the admin sees the patterns and the numbers no pattern named, never a whole number', async ({ page }) => {
  // A Hero number whose descriptor no pattern has: logged by its first 8 characters.
  const descriptor = `Z${String(Date.now() % 10_000).padStart(4, '0')}`;
  const decoded = await page.request.post('/api/vin/decode', { data: { vin: `MBL${descriptor}7MC915372` } });
  expect(decoded.ok()).toBe(true);
  expect(((await decoded.json()) as { isExact: boolean }).isExact).toBe(false);

  await signInAsAdmin(page, '/dashboard/cataloguefile');
  const section = page.getByRole('region', { name: 'Chassis-number patterns' });
  await expect(section.getByRole('button', { name: 'Remove pattern MD2 A11DZ' })).toBeVisible();
  const log = section.getByRole('table', { name: 'Chassis numbers no pattern named' });
  await expect(log.getByRole('row').filter({ hasText: descriptor })).toContainText('MBL');
  await expect(log).not.toContainText('915372');
  await expectNoSeriousViolations(page, 'the chassis-number patterns in the back office');
});
