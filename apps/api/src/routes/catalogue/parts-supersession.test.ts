import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueFileMessages,
  editablePartSchema,
  partDetailSchema,
  partListSchema,
  partsPageSchema,
  partSuccessorSchema,
  type EditablePart,
  type Part,
} from '@motoforge/contract';
import { adminToken, bearer } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { drivers } from '../../test/test-database.js';

/**
 * Old part numbers (docs/search.md#old-part-numbers): a part replaces them, a search for one finds
 * it, and a removed part whose number it replaces points to it.
 */
describe.each(drivers)('parts that replace old part numbers, on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let catalogue: Part[];
  let nextPart = 0;

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const asAdmin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
  const editable = async (id: string) =>
    editablePartSchema.parse((await asAdmin('GET', `/api/admin/parts/${id}`)).json());
  const edit = (part: EditablePart, changes: object) =>
    asAdmin('PATCH', `/api/part/${part._id}`, { updatedAt: part.updatedAt, ...changes });
  /** A demo part no other test touches. */
  const freshPart = async () => editable(catalogue[(nextPart += 1)]!._id);
  const search = async (q: string) => {
    const response = await get(`/api/parts?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return partsPageSchema.parse(response.json()).items.map((item) => item._id);
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await adminToken(t.app);
    catalogue = partListSchema.parse((await get('/api/part')).json());
  });
  afterAll(() => t.close());

  describe('a part that replaces an old number', () => {
    let part: EditablePart;
    beforeAll(async () => {
      part = await freshPart();
      const response = await edit(part, { replaces: ['99455-QZB-601', ' 99455 QZB 601 ', 'QZ 7730'] });
      expect(response.statusCode, response.body).toBe(200);
      // The same number in another form is kept once, as first written.
      expect(editablePartSchema.parse(response.json()).replaces).toEqual(['99455-QZB-601', 'QZ 7730']);
    });

    it.each(['99455-QZB-601', '99455 qzb601', '99455qzb601', ' 99455 - QZB - 601 ', 'qzb-601', 'qz7730'])(
      'is found by its old number spelt %j',
      async (q) => {
        expect(await search(q)).toEqual([part._id]);
      },
    );

    it('shows the old numbers on its page, as written', async () => {
      const detail = partDetailSchema.parse((await get(`/api/parts/${part._id}`)).json());
      expect(detail.replaces).toEqual(['99455-QZB-601', 'QZ 7730']);
    });

    it('is no longer found by an old number it stops replacing', async () => {
      const other = await freshPart();
      expect((await edit(other, { replaces: ['77123-QZC-000'] })).statusCode).toBe(200);
      expect(await search('77123-QZC-000')).toEqual([other._id]);
      expect((await edit(await editable(other._id), { replaces: [] })).statusCode).toBe(200);
      expect(await search('77123-QZC-000')).toEqual([]);
    });
  });

  describe('the edit form’s rules', () => {
    it.each([
      [['06455/KWB 601!'], catalogueFileMessages.oldNumberInvalid('06455/KWB 601!')],
      [['KWB-ABC'], catalogueFileMessages.oldNumberInvalid('KWB-ABC')],
      [['9'.repeat(65)], catalogueFileMessages.oldNumberInvalid('9'.repeat(65))],
      [Array.from({ length: 21 }, (_, index) => `OLD-${index}`), 'A part can replace at most 20 old part numbers'],
    ])('refuses %j: %s', async (replaces, message) => {
      const part = await freshPart();
      const response = await edit(part, { replaces });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toMatchObject([{ field: 'replaces', message }]);
      expect(await editable(part._id)).toEqual(part);
    });

    it('refuses the part’s own SKU or OEM number, in any form', async () => {
      const part = await freshPart();
      const withOem = editablePartSchema.parse((await edit(part, { oemNumbers: ['43130-QZK-611'] })).json());
      const own = await edit(withOem, { replaces: [withOem.sku.toLowerCase().replace(/-/g, ' ')] });
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(
        `Old part number "${withOem.sku.toLowerCase().replace(/-/g, ' ')}" is this part's own SKU or OEM number`,
      );
      const oem = await edit(withOem, { replaces: ['43130QZK611'] });
      expect(oem.json().message).toBe('Old part number "43130QZK611" is this part\'s own SKU or OEM number');
    });

    it('refuses the SKU of another part on sale, but not of a removed one', async () => {
      const [part, other, removed] = [await freshPart(), await freshPart(), await freshPart()];
      const response = await edit(part, { replaces: [other.sku] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`Old part number "${other.sku}" is the SKU of another part on sale`);
      expect((await asAdmin('DELETE', `/api/part/${removed._id}`)).statusCode).toBe(200);
      expect((await edit(part, { replaces: [removed.sku] })).statusCode).toBe(200);
    });
  });

  describe('a removed part', () => {
    it('points to the part on sale that replaces its SKU or OEM number', async () => {
      const [old, successor, byOem] = [await freshPart(), await freshPart(), await freshPart()];
      const oldWithOem = editablePartSchema.parse((await edit(old, { oemNumbers: ['31500-QZE-003'] })).json());
      expect((await asAdmin('DELETE', `/api/part/${old._id}`)).statusCode).toBe(200);
      const successorOf = async (id: string) =>
        partSuccessorSchema.parse((await get(`/api/parts/${id}/successor`)).json());
      // Nothing replaces it yet.
      expect(await successorOf(old._id)).toEqual({ successor: null });

      expect((await edit(byOem, { replaces: ['31500 qze 003'] })).statusCode).toBe(200);
      expect((await successorOf(old._id)).successor?._id).toBe(byOem._id);
      // Two parts replace its numbers: the first in the shop's order (the list's) is the one.
      expect((await edit(successor, { replaces: [oldWithOem.sku] })).statusCode).toBe(200);
      expect(await successorOf(old._id)).toEqual({
        successor: { _id: successor._id, name: successor.name, nameBn: successor.nameBn },
      });
      // Its own page still answers 404: the successor is said beside it.
      expect((await get(`/api/parts/${old._id}`)).statusCode).toBe(404);
    });

    it('a part on sale, or no part at all, has no successor', async () => {
      expect((await get(`/api/parts/${catalogue[0]!._id}/successor`)).json()).toEqual({ successor: null });
      expect((await get('/api/parts/not-a-part/successor')).json()).toEqual({ successor: null });
    });
  });
});
