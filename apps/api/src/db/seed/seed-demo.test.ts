import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.js';
import { appMeta, fitments, parts, reviews, vehicles } from '../schema.js';
import { bothDrivers, openTestDatabase } from '../../test/test-database.js';
import { demoCatalogue, hasPartFor, WEAR_AND_SERVICE_PARTS, type DemoCataloguePart } from './demo-catalogue.js';
import { demoParts } from './demo-parts.js';
import { demoReviews } from './demo-reviews.js';
import { demoVehicles } from './demo-vehicles.js';
import { seedDemo } from './seed-demo.js';

describe.each(bothDrivers)('demo seed on %s', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('seeds the catalogue and reviews once, however often and concurrently it runs', async () => {
    const results = await Promise.all([seedDemo(database.db), seedDemo(database.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedDemo(database.db)).toBe(false);
    expect(await database.db.select().from(parts)).toHaveLength(demoCatalogue.length);
    expect(await database.db.select().from(reviews)).toHaveLength(demoReviews.length);
    expect(await database.db.select().from(vehicles)).toHaveLength(demoVehicles.length);
    const fitmentRows = demoCatalogue.reduce((sum, part) => sum + part.fitment.length, 0);
    expect(await database.db.select().from(fitments)).toHaveLength(fitmentRows);
  });

  it('keeps the spec demo parts first, in their order, with their catalogue numbers', async () => {
    const rows = await database.db.select().from(parts).orderBy(parts.position).limit(demoParts.length);
    expect(rows.map((row) => row.name)).toEqual(demoParts.map((part) => part.name));
    const pads = rows.find((row) => row.name === 'Front Disc Brake Pad Set');
    expect(pads).toMatchObject({
      sku: 'MF-BRK-0002',
      category: 'brakes',
      oemNumbers: ['N9180470'],
      replaces: ['N9180460'],
    });
    // The trigger keeps the normalised numbers the search reads, the old one last.
    expect(pads?.partNumbers).toBe('mfbrk0002 n9180470 n9180460');
  });

  it('gives an older demo shop its vehicles, fitment and the rest of the catalogue once', async () => {
    const older = await openTestDatabase(driver);
    try {
      await older.db.insert(appMeta).values({ key: 'demo-catalogue-seed', value: 'before fitment' });
      await older.db.insert(parts).values(demoParts);
      expect(await seedDemo(older.db)).toBe(true);
      expect(await seedDemo(older.db)).toBe(false);
      expect(await older.db.select().from(parts)).toHaveLength(demoCatalogue.length);
      const [disc] = await older.db.select().from(parts).where(eq(parts.name, 'Front Brake Disc 276 mm'));
      expect(disc?.sku).toBe('MF-BRK-0001');
      const discFitment = await older.db
        .select()
        .from(fitments)
        .where(eq(fitments.partId, disc?.id ?? ''));
      expect(discFitment).toHaveLength(3);
    } finally {
      await older.close();
    }
  });

  it('gives a demo shop seeded before the Bangla its Bangla once, leaving what the admin changed', async () => {
    const older = await openTestDatabase(driver);
    try {
      expect(await seedDemo(older.db)).toBe(true);
      // As a shop seeded before the Bangla: none, and no marker for it.
      await older.db
        .update(parts)
        .set({ nameBn: '', descriptionBn: '' })
        .where(sql`true`);
      await older.db
        .update(vehicles)
        .set({ makeBn: '', modelBn: '' })
        .where(sql`true`);
      await older.db.delete(appMeta).where(eq(appMeta.key, 'demo-bangla-seed'));
      // Since then the admin renamed one part and wrote another's Bangla.
      const [renamed, written] = demoCatalogue.slice(0, 2) as [DemoCataloguePart, DemoCataloguePart];
      await older.db.update(parts).set({ name: 'Renamed Disc' }).where(eq(parts.sku, renamed.sku));
      await older.db.update(parts).set({ nameBn: 'অ্যাডমিনের নাম' }).where(eq(parts.sku, written.sku));

      expect(await seedDemo(older.db)).toBe(true);
      expect(await seedDemo(older.db)).toBe(false);
      const bangla = new Map(
        (await older.db.select().from(parts)).map((part) => [part.sku, [part.nameBn, part.descriptionBn]]),
      );
      expect(bangla.get(renamed.sku)).toEqual(['', '']);
      expect(bangla.get(written.sku)).toEqual(['অ্যাডমিনের নাম', '']);
      const pads = demoCatalogue.find((part) => part.sku === 'MF-BRK-0002')!;
      expect(bangla.get('MF-BRK-0002')).toEqual([pads.nameBn, pads.descriptionBn]);
      expect([...bangla.values()].filter(([nameBn]) => nameBn === '')).toHaveLength(1);
      const pulsar = await older.db.select().from(vehicles).where(eq(vehicles.model, 'Pulsar 150'));
      expect(pulsar.map((vehicle) => [vehicle.makeBn, vehicle.modelBn])).toEqual([
        ['বাজাজ', 'পালসার ১৫০'],
        ['বাজাজ', 'পালসার ১৫০'],
      ]);
      // The search finds the parts by the Bangla written in place.
      const found = await older.db
        .select({ sku: parts.sku })
        .from(parts)
        .where(sql`${parts.searchDocument} @@ to_tsquery('simple', 'খাঁজ & প্যাড')`);
      expect(found).toEqual([{ sku: 'MF-BRK-0002' }]);
    } finally {
      await older.close();
    }
  });

  it('gives a demo shop seeded before the variants’ Bangla their Bangla once, leaving what the admin changed', async () => {
    const older = await openTestDatabase(driver);
    try {
      expect(await seedDemo(older.db)).toBe(true);
      // As a shop seeded before migration 0039: no variant in Bangla, the parts' Bangla saying it in
      // English, and no marker for it.
      const withVariant = demoVehicles.filter((vehicle) => vehicle.variantBn);
      const inEnglish = (text: string) =>
        withVariant.reduce((written, vehicle) => written.replaceAll(vehicle.variantBn, vehicle.variant), text);
      const saidInEnglish = demoCatalogue.filter((part) => inEnglish(part.nameBn) !== part.nameBn);
      expect(saidInEnglish.length).toBeGreaterThan(0);
      await older.db
        .update(vehicles)
        .set({ variantBn: '' })
        .where(sql`true`);
      for (const part of saidInEnglish) {
        await older.db
          .update(parts)
          .set({ nameBn: inEnglish(part.nameBn), descriptionBn: inEnglish(part.descriptionBn) })
          .where(eq(parts.sku, part.sku));
      }
      await older.db.delete(appMeta).where(eq(appMeta.key, 'demo-variant-bangla-seed'));
      // Since then the admin wrote one of those parts' Bangla name, and one bike's variant.
      const written = saidInEnglish.at(-1)!;
      await older.db.update(parts).set({ nameBn: 'অ্যাডমিনের নাম' }).where(eq(parts.sku, written.sku));
      await older.db
        .update(vehicles)
        .set({ variantBn: 'ভি-২' })
        .where(and(eq(vehicles.model, 'FZ-S'), eq(vehicles.variant, 'V2')));

      expect(await seedDemo(older.db)).toBe(true);
      expect(await seedDemo(older.db)).toBe(false);
      const pulsar = await older.db
        .select({ variant: vehicles.variant, variantBn: vehicles.variantBn })
        .from(vehicles)
        .where(eq(vehicles.model, 'Pulsar 150'))
        .orderBy(vehicles.variant);
      expect(pulsar).toEqual([
        { variant: 'Single Disc', variantBn: 'সিঙ্গেল ডিস্ক' },
        { variant: 'Twin Disc', variantBn: 'টুইন ডিস্ক' },
      ]);
      const [fzs] = await older.db
        .select({ variantBn: vehicles.variantBn })
        .from(vehicles)
        .where(and(eq(vehicles.model, 'FZ-S'), eq(vehicles.variant, 'V2')));
      expect(fzs?.variantBn).toBe('ভি-২');
      const bangla = new Map(
        (await older.db.select().from(parts)).map((part) => [part.sku, [part.nameBn, part.descriptionBn]]),
      );
      expect(bangla.get(written.sku)).toEqual(['অ্যাডমিনের নাম', inEnglish(written.descriptionBn)]);
      for (const part of saidInEnglish.slice(0, -1)) {
        expect(bangla.get(part.sku), part.sku).toEqual([part.nameBn, part.descriptionBn]);
      }
      expect(bangla.get('MF-BRK-0003')?.[0]).toBe('রিয়ার ব্রেক শু সেট, বাজাজ পালসার ১৫০ টুইন ডিস্ক');
      expect(bangla.get('MF-LGT-0002')?.[1]).toContain('ইয়ামাহা এফজেড-এস ভি২-তে লাগে।');
    } finally {
      await older.close();
    }
  });

  it('numbers a part added without a SKU MF-nnnnn, after the numbers already given', async () => {
    const [added] = await database.db
      .insert(parts)
      .values({
        name: 'Kick Starter Lever',
        img: '/x.svg',
        description: 'A lever.',
        pricePoisha: 50_000,
        minimumOrder: 1,
        availableQuantity: 5,
      })
      .returning();
    expect(added?.sku).toMatch(/^MF-\d{5}$/);
    expect(added?.category).toBe('other');
    expect(added?.partNumbers).toBe(added?.sku.replace('-', '').toLowerCase());
  });
});

describe('the demo catalogue', () => {
  it('has a realistic demo catalogue: 16+ spec parts with their own images, 6+ reviews', () => {
    expect(demoParts.length).toBeGreaterThanOrEqual(16);
    expect(new Set(demoParts.map((part) => part.img)).size).toBe(demoParts.length);
    expect(demoParts.every((part) => part.minimumOrder <= part.availableQuantity)).toBe(true);
    expect(demoReviews.length).toBeGreaterThanOrEqual(6);
  });

  it("has Bangladesh's makes and at least 40 models, each over real model years", () => {
    const makes = new Set(demoVehicles.map((vehicle) => vehicle.make));
    for (const make of ['Bajaj', 'Honda', 'Yamaha', 'Suzuki', 'Hero', 'TVS', 'Runner', 'Lifan']) {
      expect(makes).toContain(make);
    }
    expect(new Set(demoVehicles.map((vehicle) => `${vehicle.make} ${vehicle.model}`)).size).toBeGreaterThanOrEqual(40);
    expect(demoVehicles.every((vehicle) => vehicle.yearFrom <= vehicle.yearTo && vehicle.yearTo <= 2026)).toBe(true);
  });

  it('names every part, make, model and variant in Bangla too, in Bengali letters', () => {
    const isBangla = (text: string) => /^\p{Script=Bengali}/u.test(text);
    expect(demoCatalogue.every((part) => isBangla(part.nameBn) && isBangla(part.descriptionBn))).toBe(true);
    expect(demoVehicles.every((vehicle) => isBangla(vehicle.makeBn) && isBangla(vehicle.modelBn))).toBe(true);
    expect(demoVehicles.every((vehicle) => (vehicle.variant ? isBangla(vehicle.variantBn) : !vehicle.variantBn))).toBe(
      true,
    );
    // No Bangla name or description says a variant in English.
    const variants = demoVehicles.map((vehicle) => vehicle.variant).filter(Boolean);
    expect(
      demoCatalogue.filter((part) =>
        variants.some((variant) => `${part.nameBn} ${part.descriptionBn}`.includes(variant)),
      ),
    ).toEqual([]);
    expect(demoCatalogue.find((part) => part.name === 'Air Filter Element')?.nameBn).toBe('এয়ার ফিল্টার এলিমেন্ট');
    expect(demoCatalogue.find((part) => part.sku === 'MF-BRK-0003')).toMatchObject({
      name: 'Rear Brake Shoe Set, Bajaj Pulsar 150 Twin Disc',
      nameBn: 'রিয়ার ব্রেক শু সেট, বাজাজ পালসার ১৫০ টুইন ডিস্ক',
      descriptionBn: 'রিটার্ন স্প্রিংসহ বন্ডেড ড্রাম-ব্রেক শু। বাজাজ পালসার ১৫০ টুইন ডিস্ক-এর জন্য তৈরি (১৪৯ সিসি)।',
    });
  });

  it('has 300+ parts with unique SKUs, most with fitment and a few universal', () => {
    expect(demoCatalogue.length).toBeGreaterThanOrEqual(300);
    expect(new Set(demoCatalogue.map((part) => part.sku)).size).toBe(demoCatalogue.length);
    const universal = demoCatalogue.filter((part) => part.fitment.length === 0);
    expect(universal.length).toBeGreaterThanOrEqual(3);
    expect(demoCatalogue.length - universal.length).toBeGreaterThanOrEqual(300);
    expect(demoCatalogue.some((part) => part.availableQuantity === 0)).toBe(true);
  });

  it('has every demo bike its wear and service parts, by model and year', () => {
    const lacking = demoVehicles.flatMap((vehicle) =>
      WEAR_AND_SERVICE_PARTS.filter(({ isFor }) => isFor?.(vehicle) ?? true)
        .filter(({ names }) => !hasPartFor(demoCatalogue, names, vehicle))
        .map(({ kind }) => `${vehicle.make} ${vehicle.model} ${vehicle.variant}: ${kind}`),
    );
    expect(lacking).toEqual([]);
    // The most common bike in Bangladesh: brake pads for both variants, and shoes for the single disc's drum.
    const pulsarBrakes = demoCatalogue
      .filter((part) => part.category === 'brakes' && part.name.includes('Pulsar 150 Single Disc'))
      .map((part) => part.name);
    expect(pulsarBrakes).toEqual(
      expect.arrayContaining([
        'Front Disc Brake Pad Set, Bajaj Pulsar 150 Single Disc',
        'Rear Brake Shoe Set, Bajaj Pulsar 150 Single Disc',
      ]),
    );
    expect(demoCatalogue.map((part) => part.name)).toContain('Rear Disc Brake Pad Set, Bajaj Pulsar 150 Twin Disc');
  });
});
