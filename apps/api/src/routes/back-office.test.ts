import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backOfficeMessages,
  editablePartSchema,
  lowStockPageSchema,
  messages,
  partListSchema,
  partSchema,
  restockPageSchema,
  type EditablePart,
  type Part,
} from '@motoforge/contract';
import { adminToken, bearer, createCustomer, freshAddress } from '../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { drivers } from '../test/test-database.js';

describe.each(drivers)('the product back office on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let catalogue: Part[];
  let nextPart = 0;

  const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
  const editable = async (id: string) =>
    editablePartSchema.parse((await asAdmin('GET', `/api/admin/parts/${id}`)).json());
  const edit = (part: EditablePart, changes: object) =>
    asAdmin('PATCH', `/api/part/${part._id}`, { updatedAt: part.updatedAt, ...changes });
  /** A part no other test touches. */
  const freshPart = async () => editable(catalogue[(nextPart += 1)]!._id);

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await adminToken(t.app);
    catalogue = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
  });
  afterAll(() => t.close());

  it('edits each field, and the catalogue answers show the edit at once', async () => {
    const part = await freshPart();
    const withFitment = (await Promise.all(catalogue.slice(40, 80).map((p) => editable(p._id)))).find(
      (p) => p.fitment.length > 0,
    )!;
    const changes = {
      name: 'Edited Brake Shoe',
      nameBn: 'সম্পাদিত ব্রেক শু',
      description: 'Now with a longer description.',
      descriptionBn: 'এখন আরও বড় বিবরণ।',
      price: 1234.5,
      minimumOrder: 2,
      availableQuantity: 77,
      availableQuantityWas: part.availableQuantity,
      lowStockThreshold: 9,
      img: '/images/parts/edited.webp',
      sku: `EDIT-${driver}-1`,
      category: 'brakes',
      oemNumbers: ['06455-KWB-601', '43130-KWB-601'],
      fitment: withFitment.fitment,
    };
    const response = await edit(part, changes);
    expect(response.statusCode).toBe(200);
    const saved = editablePartSchema.parse(response.json());
    const { availableQuantityWas: _, ...fields } = changes;
    expect(saved).toMatchObject(fields);
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(part.updatedAt));
    expect(await editable(part._id)).toEqual(saved);

    // The cached spec answers and the catalogue's own part page.
    const purchase = partSchema.parse((await t.app.inject({ method: 'GET', url: `/api/purchase/${part._id}` })).json());
    expect(purchase).toMatchObject({
      name: 'Edited Brake Shoe',
      price: 1234.5,
      availableQuantity: 77,
      minimumOrder: 2,
    });
    const list = partListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/part' })).json());
    expect(list.find((p) => p._id === part._id)).toMatchObject({
      name: 'Edited Brake Shoe',
      img: '/images/parts/edited.webp',
    });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/parts/${part._id}` })).json();
    expect(detail).toMatchObject({ sku: `EDIT-${driver}-1`, category: 'brakes', oemNumbers: changes.oemNumbers });
    expect(detail.fitment).toHaveLength(withFitment.fitment.length);
    const found = (await t.app.inject({ method: 'GET', url: '/api/parts?q=43130kwb601' })).json();
    expect(found.items.map((item: Part) => item._id)).toContain(part._id);
  });

  it('changes only the fields given', async () => {
    const part = await freshPart();
    const response = await edit(part, { price: 99.99 });
    expect(response.statusCode).toBe(200);
    const { price, updatedAt: _updatedAt, ...rest } = editablePartSchema.parse(response.json());
    expect(price).toBe(99.99);
    const { price: _p, updatedAt: _u, ...before } = part;
    expect(rest).toEqual(before);
  });

  it.each([
    [{ name: '' }, messages.productNameRequired],
    [{ price: 0 }, 'Price must be at least 1'],
    [{ price: 10.555 }, 'Price may have at most two decimals'],
    [{ price: 'ten' }, 'Price must be a number'],
    // The wire is strict: a number sent as text is refused, as a form's typed "10" is read there.
    [{ price: '10' }, 'Price must be a number'],
    [{ lowStockThreshold: '৫' }, backOfficeMessages.lowStockThresholdInvalid],
    [{ minimumOrder: 1.5 }, 'Minimum order must be a whole number'],
    [{ img: 'https://example.com/a.jpg' }, messages.photoRequired],
    [{ sku: 'bad sku!' }, 'SKU may have letters'],
    [{ lowStockThreshold: -1 }, backOfficeMessages.lowStockThresholdInvalid],
    [{ fitment: ['Honda|No Such Bike||2020-2021'] }, 'there is no such bike'],
    [{ category: 'no-such-category' }, backOfficeMessages.categoryUnknown],
    [{}, backOfficeMessages.noChanges],
    [{ availableQuantity: 5 }, backOfficeMessages.stockChanged],
    [{ price: 900_000, minimumOrder: 2 }, messages.minimumOrderTooCostly],
  ])('refuses %j with its message and changes nothing', async (changes, message) => {
    const part = await freshPart();
    const response = await edit(part, changes);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await editable(part._id)).toEqual(part);
  });

  it('refuses a SKU another part has (409)', async () => {
    const [first, second] = [await freshPart(), await freshPart()];
    const response = await edit(second, { sku: first.sku });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(backOfficeMessages.skuTaken);
  });

  it('refuses a save over a newer one, and a stock count over a stock that moved (409)', async () => {
    const part = await freshPart();
    expect((await edit(part, { name: 'First admin' })).statusCode).toBe(200);
    const late = await edit(part, { name: 'Second admin' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(backOfficeMessages.productChanged);
    expect((await editable(part._id)).name).toBe('First admin');

    const current = await editable(part._id);
    expect((await asAdmin('POST', `/api/part/${part._id}/restock`, { quantity: 4 })).statusCode).toBe(200);
    const stale = await edit(current, { availableQuantity: 1, availableQuantityWas: current.availableQuantity });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(backOfficeMessages.stockChanged);
    // A restock is no edit: a name edited from the same version still saves.
    expect((await edit(current, { name: 'After the restock' })).statusCode).toBe(200);
    expect(await editable(part._id)).toMatchObject({
      name: 'After the restock',
      availableQuantity: current.availableQuantity + 4,
    });
  });

  it('of two edits at once from the same version, exactly one saves', async () => {
    const part = await freshPart();
    const answers = await Promise.all([edit(part, { name: 'Edit A' }), edit(part, { name: 'Edit B' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('restocks, logs who added how many and when, and pages the log', async () => {
    const part = await freshPart();
    const first = await asAdmin('POST', `/api/part/${part._id}/restock`, {
      quantity: 10,
      note: 'Lot 7 from the factory',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      availableQuantity: part.availableQuantity + 10,
      restock: {
        quantity: 10,
        note: 'Lot 7 from the factory',
        by: 'Demo Admin',
        availableQuantityAfter: part.availableQuantity + 10,
      },
    });
    for (const quantity of [1, 2, 3]) await asAdmin('POST', `/api/part/${part._id}/restock`, { quantity });
    const page1 = restockPageSchema.parse((await asAdmin('GET', `/api/part/${part._id}/restocks?pageSize=3`)).json());
    expect(page1.total).toBe(4);
    expect(page1.items.map((item) => item.quantity)).toEqual([3, 2, 1]);
    const page2 = restockPageSchema.parse(
      (await asAdmin('GET', `/api/part/${part._id}/restocks?pageSize=3&page=2`)).json(),
    );
    expect(page2.items.map((item) => item.quantity)).toEqual([10]);
    expect(Date.parse(page2.items[0]!.at)).toBeLessThanOrEqual(Date.parse(page1.items[0]!.at));
    const purchase = (await t.app.inject({ method: 'GET', url: `/api/purchase/${part._id}` })).json();
    expect(purchase.availableQuantity).toBe(part.availableQuantity + 16);
  });

  it.each([
    [{ quantity: 0 }, backOfficeMessages.restockQuantityInvalid],
    [{ quantity: 2.5 }, backOfficeMessages.restockQuantityInvalid],
    [{ quantity: '5' }, backOfficeMessages.restockQuantityInvalid],
    [{}, backOfficeMessages.restockQuantityInvalid],
    [{ quantity: 1, note: 'x'.repeat(501) }, backOfficeMessages.restockNoteTooLong],
    [{ quantity: 10_000_000 }, backOfficeMessages.restockTooLarge],
  ])('refuses the restock %j', async (payload, message) => {
    const part = await freshPart();
    const response = await asAdmin('POST', `/api/part/${part._id}/restock`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await editable(part._id)).availableQuantity).toBe(part.availableQuantity);
  });

  it('answers 404 for a part that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await asAdmin('GET', `/api/admin/parts/${missing}`)).statusCode).toBe(404);
    expect((await asAdmin('POST', `/api/part/${missing}/restock`, { quantity: 1 })).statusCode).toBe(404);
    expect((await asAdmin('GET', `/api/part/${missing}/restocks`)).statusCode).toBe(404);
    const patch = await asAdmin('PATCH', `/api/part/${missing}`, { updatedAt: new Date().toISOString(), name: 'x' });
    expect(patch.statusCode).toBe(404);
  });

  it('never oversells while orders and a restock race', async () => {
    const part = await freshPart();
    const set = await edit(part, {
      minimumOrder: 1,
      availableQuantity: 3,
      availableQuantityWas: part.availableQuantity,
      price: 100,
    });
    expect(set.statusCode).toBe(200);
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => createCustomer(t.app, `racer${index}-${driver}@example.com`)),
    );
    const answers = await Promise.all([
      ...buyers.map((buyer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/booking',
          headers: bearer(buyer.token),
          payload: { productId: part._id, quantity: 1, phone: '01711000000', address: 'Dhaka' },
          remoteAddress: freshAddress(),
        }),
      ),
      asAdmin('POST', `/api/part/${part._id}/restock`, { quantity: 2 }),
    ]);
    const restock = answers.at(-1)!;
    expect(restock.statusCode).toBe(200);
    const sold = answers.slice(0, -1).filter((answer) => answer.statusCode === 200).length;
    expect(sold).toBeGreaterThanOrEqual(3);
    expect(sold).toBeLessThanOrEqual(5);
    expect((await editable(part._id)).availableQuantity).toBe(5 - sold);
  });

  it('lists the parts at or below their threshold, paged, and follows edits and restocks', async () => {
    const low = async (query = '') =>
      lowStockPageSchema.parse((await asAdmin('GET', `/api/admin/low-stock${query}`)).json());
    const part = await freshPart();
    expect((await low('?pageSize=100')).items.map((item) => item._id)).not.toContain(part._id);
    const saved = editablePartSchema.parse((await edit(part, { lowStockThreshold: part.availableQuantity })).json());
    expect(saved.isLowStock).toBe(true);
    const listed = await low('?pageSize=100');
    expect(listed.items.find((item) => item._id === part._id)).toEqual({
      _id: part._id,
      name: part.name,
      nameBn: part.nameBn,
      sku: part.sku,
      img: part.img,
      availableQuantity: part.availableQuantity,
      lowStockThreshold: part.availableQuantity,
    });
    const onePerPage = await low('?pageSize=1&page=1');
    expect(onePerPage.total).toBe(listed.total);
    expect(onePerPage.items).toHaveLength(1);
    await asAdmin('POST', `/api/part/${part._id}/restock`, { quantity: 1 });
    expect((await low('?pageSize=100')).items.map((item) => item._id)).not.toContain(part._id);
    expect((await asAdmin('GET', '/api/admin/low-stock?pageSize=101')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/low-stock?page=0')).statusCode).toBe(400);
  });
});
