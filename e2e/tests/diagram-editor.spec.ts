import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { signInAsAdmin } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { toast } from '../support/orders';

// docs/product.md#parts-diagrams: the back office's diagram editor. The admin places a callout by
// clicking the drawing and choosing its part by search, drags it and nudges it by keyboard, and the
// rider's page of that diagram shows it where it was put; removed, it is gone from both. Each
// project edits a bike of its own, so the desktop and phone runs never meet on one drawing.
const BIKE = { desktop: 'Yamaha FZ-S V3', phone: 'Yamaha FZ-S V2' } as const;
const ASSEMBLY = 'Clutch and engine';

/** Where the centre of `element` sits across and down `drawing`, each from 0 to 1. */
async function placeOn(element: Locator, drawing: Locator): Promise<{ x: number; y: number }> {
  const box = (await element.boundingBox())!;
  const area = (await drawing.boundingBox())!;
  return { x: (box.x + box.width / 2 - area.x) / area.width, y: (box.y + box.height / 2 - area.y) / area.height };
}

/** Waits for the editor's save of a callout's move. */
const calloutSaved = (page: Page) =>
  page.waitForResponse(
    (response) =>
      /\/api\/admin\/vehicles\/\d+\/assemblies\/clutch\/callouts\/\d+$/.test(response.url()) && response.ok(),
  );

test('the admin places, moves and removes a callout, and the rider sees it on the diagram', async ({
  page,
}, testInfo) => {
  test.slow();
  const bike = testInfo.project.name === 'phone' ? BIKE.phone : BIKE.desktop;
  await signInAsAdmin(page, '/dashboard/diagrams');
  await expect(page.getByRole('heading', { level: 1, name: 'Parts Diagrams' })).toBeVisible();
  await page.getByRole('link', { name: `Edit the diagram ${ASSEMBLY} of ${bike}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${ASSEMBLY}: ${bike}` })).toBeVisible();
  const [, vehicleId] = /\/dashboard\/diagrams\/(\d+)\/clutch$/.exec(page.url())!;
  const drawing = page.getByRole('button', { name: /^Place a callout here/ });
  await expect(page.getByRole('img', { name: `The drawing of ${ASSEMBLY}` })).toBeVisible();
  await expectNoSeriousViolations(page, 'the diagram editor');

  // Place: a click on the drawing, 10% across and 15% down, and a part found by search.
  const area = (await drawing.boundingBox())!;
  await drawing.click({ position: { x: area.width * 0.1, y: area.height * 0.15 } });
  const form = page.getByRole('region', { name: /^New callout at 10% across, 15% down$/ });
  await expect(form).toBeVisible();
  const number = await form.getByRole('textbox', { name: 'Number' }).inputValue();
  await form.getByRole('searchbox', { name: 'Find the part' }).fill('spark plug');
  await form.getByRole('button', { name: 'Search' }).click();
  const choice = form.getByRole('button', { name: /^Choose / }).first();
  const [, partName, sku] = /^Choose (.+) \((.+)\)$/.exec((await choice.textContent())!)!;
  await choice.click();
  await form.getByRole('textbox', { name: 'Note' }).fill('Under the clutch cover');
  await expectNoSeriousViolations(page, 'the diagram editor placing a callout');
  await form.getByRole('button', { name: 'Save the callout' }).click();
  await expect(toast(page, 'The callout is saved.')).toBeVisible();

  // Move: a drag to 60% across and 40% down, then one press of the right arrow key (1% more).
  const callout = page.getByRole('button', {
    name: `Callout ${number}: ${partName} (${sku}). Arrow keys move it; Enter edits it`,
  });
  await expect(callout).toBeVisible();
  await drawing.scrollIntoViewIfNeeded();
  const box = (await drawing.boundingBox())!;
  const from = (await callout.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const dragged = calloutSaved(page);
  await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.3, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.4, { steps: 5 });
  await page.mouse.up();
  await dragged;
  // Where the drag left it, as the admin sees it, before the arrow key moves it on from there.
  await expect.poll(async () => (await placeOn(callout, drawing)).x).toBeCloseTo(0.6, 1);
  const nudged = calloutSaved(page);
  await callout.focus();
  await page.keyboard.press('ArrowRight');
  await nudged;
  const placed = await placeOn(callout, drawing);
  expect(placed.x).toBeCloseTo(0.61, 1);
  expect(placed.y).toBeCloseTo(0.4, 1);

  // The rider's page of the diagram has the number, named after its part, where the admin put it.
  await page.goto(`/bikes/${vehicleId}/clutch`);
  const riderDrawing = page.getByRole('img', { name: /^Drawing of the Clutch and engine/ });
  await expect(riderDrawing).toBeVisible();
  const riderCallout = page.getByRole('button', { name: `${number}: ${partName}` });
  await expect(riderCallout).toBeVisible();
  const seen = await placeOn(riderCallout, riderDrawing);
  expect(seen.x).toBeCloseTo(0.61, 1);
  expect(seen.y).toBeCloseTo(0.4, 1);
  await expect(page.getByText('Under the clutch cover')).toBeVisible();

  // Remove: chosen by keyboard, then Remove; the rider's page no longer has it.
  await page.goto(`/dashboard/diagrams/${vehicleId}/clutch`);
  await callout.focus();
  await page.keyboard.press('Enter');
  const editForm = page.getByRole('region', { name: `Callout ${number}` });
  await editForm.getByRole('button', { name: 'Remove the callout' }).click();
  await expect(toast(page, 'The callout is removed.')).toBeVisible();
  await expect(callout).toHaveCount(0);
  await page.goto(`/bikes/${vehicleId}/clutch`);
  await expect(page.getByRole('img', { name: /^Drawing of the Clutch and engine/ })).toBeVisible();
  await expect(page.getByRole('button', { name: `${number}: ${partName}` })).toHaveCount(0);
});

// A new assembly with its drawing, at both widths (ADR 040's tags): the admin adds it from the
// Parts Diagrams page, its editor opens, and the rider finds it on the bike's page. Each width adds
// its own, so the two runs never meet on one name.
const TANK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect x="60" y="80" width="280" height="140" rx="60" fill="none" stroke="#333" stroke-width="6"/></svg>';
for (const tag of ['@desktop', '@phone']) {
  test(
    `the admin adds an assembly with its drawing, and the rider finds it on the bike ${tag}`,
    { tag },
    async ({ page }, testInfo) => {
      const name = `Fuel tank ${tag.slice(1)}`;
      const bike = BIKE.desktop;
      await signInAsAdmin(page, '/dashboard/diagrams');
      const form = page.getByRole('region', { name: 'Add an assembly' });
      await expect(form).toBeVisible();
      await expectNoSeriousViolations(page, 'the parts diagrams page with its new assembly form');
      await page.screenshot({ path: testInfo.outputPath('new-assembly.png'), fullPage: true });

      // Nothing chosen: each field says what it needs.
      await form.getByRole('button', { name: 'Add the assembly' }).click();
      await expect(form.getByText('Choose the bike this assembly belongs to')).toBeVisible();
      await expect(form.getByText('Upload an SVG drawing or an image')).toBeVisible();

      await form.getByLabel('Bike').selectOption({ label: bike });
      await form.getByLabel('Name in English').fill(name);
      await form.getByLabel('Name in Bangla (optional)').fill('ফুয়েল ট্যাংক');
      await form.getByLabel('Drawing (SVG, PNG, JPEG or WebP)').setInputFiles({
        name: 'tank.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(TANK_SVG),
      });
      await form.getByRole('button', { name: 'Add the assembly' }).click();
      await expect(toast(page, 'The assembly is added: place its callouts on the drawing.')).toBeVisible();
      const slug = `fuel-tank-${tag.slice(1)}`;
      await expect(page).toHaveURL(
        (url) => /^\/dashboard\/diagrams\/\d+\//.test(url.pathname) && url.pathname.endsWith(`/${slug}`),
      );
      const [, vehicleId] = /\/dashboard\/diagrams\/(\d+)\//.exec(page.url())!;
      await expect(page.getByRole('heading', { level: 1, name: `${name}: ${bike}` })).toBeVisible();
      await expect(page.getByRole('img', { name: `The drawing of ${name}` })).toBeVisible();

      // The same name again is refused, and the form keeps what was typed.
      await page.goto('/dashboard/diagrams');
      await form.getByLabel('Bike').selectOption({ label: bike });
      await form.getByLabel('Name in English').fill(name);
      await form.getByLabel('Drawing (SVG, PNG, JPEG or WebP)').setInputFiles({
        name: 'tank.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(TANK_SVG),
      });
      await form.getByRole('button', { name: 'Add the assembly' }).click();
      await expect(form.getByRole('alert')).toHaveText('This bike already has an assembly of this name');
      await expect(form.getByLabel('Name in English')).toHaveValue(name);

      // The rider's page of the bike lists it, and opens its drawing.
      await page.goto(`/bikes/${vehicleId}`);
      await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL(`/bikes/${vehicleId}/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    },
  );
}
