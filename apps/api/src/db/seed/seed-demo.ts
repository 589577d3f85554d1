import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';
import { appMeta, assemblies, assemblyCallouts, fitments, parts, reviews, vehicles, vinPatterns } from '../schema.js';
import { demoCatalogue, type DemoCataloguePart } from './demo-catalogue.js';
import { demoDiagrams, DRAWING_HEIGHT, DRAWING_WIDTH } from './demo-diagrams.js';
import { demoParts } from './demo-parts.js';
import { demoReviews } from './demo-reviews.js';
import { demoVehicles, vehicleKey } from './demo-vehicles.js';
import { demoVinPatterns } from './demo-vin-patterns.js';

const SEED_KEY = 'demo-catalogue-seed';
/** The vehicles, fitment and parts of docs/product.md#catalogue, added once to a demo shop seeded before them. */
const FITMENT_SEED_KEY = 'demo-fitment-seed';
/** The catalogue's Bangla (docs/product.md#bangla), added once to a demo shop seeded before it. */
const BANGLA_SEED_KEY = 'demo-bangla-seed';
/** The parts diagrams (docs/product.md#parts-diagrams), added once, to a new demo shop or an older one. */
const DIAGRAMS_SEED_KEY = 'demo-diagrams-seed';
/** The demo chassis-number patterns (ADR 048), added once to a demo shop seeded before them. */
const VIN_PATTERN_SEED_KEY = 'demo-vin-pattern-seed';
/** The variants' Bangla (migration 0039), added once to a demo shop seeded before it. */
const VARIANT_BANGLA_SEED_KEY = 'demo-variant-bangla-seed';
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 200;

async function claim(tx: Tx, key: string): Promise<boolean> {
  const inserted = await tx
    .insert(appMeta)
    .values({ key, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  return inserted.length > 0;
}

function chunks<T>(rows: T[]): T[][] {
  return Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, index) =>
    rows.slice(index * CHUNK, (index + 1) * CHUNK),
  );
}

/** Inserts the catalogue parts in list order (so positions follow it) and their fitment rows. */
async function insertParts(tx: Tx, catalogue: DemoCataloguePart[], vehicleIds: Map<string, number>): Promise<void> {
  const ids: string[] = [];
  for (const chunk of chunks(catalogue)) {
    // A multi-row VALUES inserts its rows in order, so identity positions follow the list.
    const rows = await tx
      .insert(parts)
      .values(chunk.map(({ fitment: _fitment, ...part }) => part))
      .returning({ id: parts.id });
    ids.push(...rows.map((row) => row.id));
  }
  await insertFitment(tx, catalogue, ids, vehicleIds);
}

async function insertFitment(
  tx: Tx,
  catalogue: DemoCataloguePart[],
  partIds: string[],
  vehicleIds: Map<string, number>,
): Promise<void> {
  const vehicleByKey = new Map(demoVehicles.map((vehicle) => [vehicleKey(vehicle), vehicle]));
  const rows = catalogue.flatMap((part, index) =>
    part.fitment.map((fit) => {
      const vehicle = vehicleByKey.get(fit.vehicle);
      const vehicleId = vehicleIds.get(fit.vehicle);
      if (!vehicle || vehicleId === undefined) throw new Error(`demo fitment names an unknown vehicle: ${fit.vehicle}`);
      return {
        partId: partIds[index] as string,
        vehicleId,
        yearFrom: fit.yearFrom ?? vehicle.yearFrom,
        yearTo: fit.yearTo ?? vehicle.yearTo,
        note: fit.note ?? '',
      };
    }),
  );
  for (const chunk of chunks(rows)) await tx.insert(fitments).values(chunk).onConflictDoNothing();
}

/** The demo vehicles (those already there are kept), by `make|model|variant`. */
async function insertVehicles(tx: Tx): Promise<Map<string, number>> {
  await tx.insert(vehicles).values(demoVehicles).onConflictDoNothing();
  const rows = await tx.select().from(vehicles);
  return new Map(rows.map((row) => [vehicleKey(row), row.id]));
}

/**
 * A chassis-number pattern for every demo vehicle still in the shop; a pattern the admin has
 * already (maker code and descriptor) is kept as it is.
 */
async function insertVinPatterns(tx: Tx): Promise<void> {
  const vehicleIds = new Map((await tx.select().from(vehicles)).map((row) => [vehicleKey(row), row.id]));
  const rows = demoVinPatterns(demoVehicles).flatMap(({ wmi, descriptor, vehicle }) => {
    const vehicleId = vehicleIds.get(vehicle);
    return vehicleId === undefined ? [] : [{ wmi, descriptor, vehicleId }];
  });
  if (rows.length > 0) await tx.insert(vinPatterns).values(rows).onConflictDoNothing();
}

/** `(a, b, …)`: a row of a VALUES list, each value a parameter. */
const rowOf = (values: unknown[]) =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/**
 * The demo vehicles' and parts' Bangla, for a demo shop seeded before the shop spoke it: only where
 * a vehicle or part is still the demo's own (by its English names) and has no Bangla yet, so what
 * the admin has changed since stays as it is.
 */
async function addBangla(tx: Tx): Promise<void> {
  // A model's variants share its Bangla: one row per model.
  const models = new Map(demoVehicles.map((vehicle) => [`${vehicle.make}|${vehicle.model}`, vehicle]));
  const modelRows = [...models.values()].map((vehicle) => [
    vehicle.make,
    vehicle.model,
    vehicle.makeBn,
    vehicle.modelBn,
  ]);
  await tx.execute(sql`
    update ${vehicles} set make_bn = bangla.make_bn, model_bn = bangla.model_bn
    from (values ${sql.join(modelRows.map(rowOf), sql`, `)}) as bangla (make, model, make_bn, model_bn)
    where ${vehicles.make} = bangla.make and ${vehicles.model} = bangla.model
      and ${vehicles.makeBn} = '' and ${vehicles.modelBn} = ''`);
  for (const chunk of chunks(demoCatalogue)) {
    const partRows = chunk.map((part) => [part.sku, part.name, part.nameBn, part.descriptionBn]);
    await tx.execute(sql`
      update ${parts} set name_bn = bangla.name_bn, description_bn = bangla.description_bn
      from (values ${sql.join(partRows.map(rowOf), sql`, `)}) as bangla (sku, name, name_bn, description_bn)
      where ${parts.sku} = bangla.sku and ${parts.name} = bangla.name
        and ${parts.nameBn} = '' and ${parts.descriptionBn} = ''`);
  }
}

/**
 * Seeds the demo catalogue (parts, vehicles, fitment) and reviews exactly once per database. The
 * marker rows are written in the same transaction, so a crash leaves no half-seed, and a second
 * server starting at the same time on one PostgreSQL waits on the marker's key and then skips.
 * A demo shop seeded before vehicles existed gets them, its demo parts' numbers and fitment, and
 * the rest of the demo catalogue, once; one seeded before the Bangla, the Bangla, once; one seeded
 * before the parts diagrams, the diagrams, once.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const seeded = await seedCatalogue(tx);
    const diagramsSeed = await claim(tx, DIAGRAMS_SEED_KEY);
    if (diagramsSeed) await insertDiagrams(tx);
    const vinPatternSeed = await claim(tx, VIN_PATTERN_SEED_KEY);
    if (vinPatternSeed) await insertVinPatterns(tx);
    const variantBanglaSeed = await claim(tx, VARIANT_BANGLA_SEED_KEY);
    if (variantBanglaSeed) await addVariantBangla(tx);
    return seeded || diagramsSeed || vinPatternSeed || variantBanglaSeed;
  });
}

/**
 * The demo diagrams, on the demo vehicles and parts there are (by their keys and SKUs): a callout
 * whose part the admin has since removed is left out.
 */
async function insertDiagrams(tx: Tx): Promise<void> {
  const diagrams = demoDiagrams();
  const vehicleIds = new Map((await tx.select().from(vehicles)).map((row) => [vehicleKey(row), row.id]));
  const skus = [...new Set(diagrams.flatMap((diagram) => diagram.callouts.map((callout) => callout.sku)))];
  const partIds = new Map(
    (
      await tx
        .select({ id: parts.id, sku: parts.sku })
        .from(parts)
        .where(and(isNull(parts.deletedAt), inArray(parts.sku, skus)))
    ).map((row) => [row.sku, row.id]),
  );
  for (const { vehicle, callouts, ...assembly } of diagrams) {
    const vehicleId = vehicleIds.get(vehicle);
    if (vehicleId === undefined) continue;
    const [inserted] = await tx
      .insert(assemblies)
      .values({ ...assembly, vehicleId, drawingWidth: DRAWING_WIDTH, drawingHeight: DRAWING_HEIGHT })
      .onConflictDoNothing()
      .returning({ id: assemblies.id });
    const rows = callouts.flatMap(({ sku, ...callout }) => {
      const partId = partIds.get(sku);
      return inserted && partId ? [{ ...callout, assemblyId: inserted.id, partId }] : [];
    });
    if (rows.length > 0) await tx.insert(assemblyCallouts).values(rows);
  }
}

/**
 * The demo variants' Bangla, for a demo shop seeded before it: each demo vehicle still without one
 * gets its own, and each demo part whose Bangla name and description still say its variant in
 * English gets them as the demo writes them now. What the admin has changed since stays as it is.
 * A new demo shop has it all already, and nothing here matches.
 */
async function addVariantBangla(tx: Tx): Promise<void> {
  const withVariant = demoVehicles.filter((vehicle) => vehicle.variantBn);
  if (withVariant.length === 0) return;
  const vehicleRows = withVariant.map((vehicle) => [vehicle.make, vehicle.model, vehicle.variant, vehicle.variantBn]);
  await tx.execute(sql`
    update ${vehicles} set variant_bn = bangla.variant_bn
    from (values ${sql.join(vehicleRows.map(rowOf), sql`, `)}) as bangla (make, model, variant, variant_bn)
    where ${vehicles.make} = bangla.make and ${vehicles.model} = bangla.model
      and ${vehicles.variant} = bangla.variant and ${vehicles.variantBn} = ''`);
  const inEnglish = (text: string) =>
    withVariant.reduce((written, vehicle) => written.replaceAll(vehicle.variantBn, vehicle.variant), text);
  const partRows = demoCatalogue
    .filter((part) => inEnglish(part.nameBn) !== part.nameBn)
    .map((part) => [
      part.sku,
      part.name,
      inEnglish(part.nameBn),
      part.nameBn,
      inEnglish(part.descriptionBn),
      part.descriptionBn,
    ]);
  for (const chunk of chunks(partRows)) {
    await tx.execute(sql`
      update ${parts} set name_bn = bangla.name_bn, description_bn = bangla.description_bn
      from (values ${sql.join(chunk.map(rowOf), sql`, `)})
        as bangla (sku, name, old_name_bn, name_bn, old_description_bn, description_bn)
      where ${parts.sku} = bangla.sku and ${parts.name} = bangla.name
        and ${parts.nameBn} = bangla.old_name_bn and ${parts.descriptionBn} = bangla.old_description_bn`);
  }
}

/** The catalogue's part of the seed; true when it added anything. */
async function seedCatalogue(tx: Tx): Promise<boolean> {
  const firstSeed = await claim(tx, SEED_KEY);
  const fitmentSeed = await claim(tx, FITMENT_SEED_KEY);
  const banglaSeed = await claim(tx, BANGLA_SEED_KEY);
  if (!firstSeed && !fitmentSeed && !banglaSeed) return false;
  if (!firstSeed && !fitmentSeed) {
    await addBangla(tx);
    return true;
  }
  const vehicleIds = await insertVehicles(tx);
  if (firstSeed) {
    await insertParts(tx, demoCatalogue, vehicleIds);
    // Older reviews first, each a minute apart, so the newest-first list is stable.
    await tx.insert(reviews).values(
      demoReviews.map((review, index) => ({
        ...review,
        createdAt: sql`now() - make_interval(mins => ${demoReviews.length - index})`,
      })),
    );
    return true;
  }
  // An older demo shop: its spec demo parts (found by name) get their catalogue details.
  const specParts = demoCatalogue.slice(0, demoParts.length);
  const existing = await tx
    .select({ id: parts.id, name: parts.name })
    .from(parts)
    .where(
      and(
        isNull(parts.deletedAt),
        inArray(
          parts.name,
          specParts.map((part) => part.name),
        ),
      ),
    );
  const idByName = new Map(existing.map((row) => [row.name, row.id]));
  const updated = specParts.filter((part) => idByName.has(part.name));
  for (const part of updated) {
    await tx
      .update(parts)
      .set({
        sku: part.sku,
        category: part.category,
        oemNumbers: part.oemNumbers,
        nameBn: part.nameBn,
        descriptionBn: part.descriptionBn,
      })
      .where(sql`${parts.id} = ${idByName.get(part.name)}`);
  }
  await insertFitment(
    tx,
    updated,
    updated.map((part) => idByName.get(part.name) as string),
    vehicleIds,
  );
  await insertParts(tx, demoCatalogue.slice(demoParts.length), vehicleIds);
  return true;
}
