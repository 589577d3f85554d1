import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { databaseOptionsOf, openDatabase, type Db } from '../db/client.js';
import { vehicles } from '../db/schema.js';
import { demoVehicles } from '../db/seed/demo-vehicles.js';
import { loadEnv } from '../env.js';
import { runCommand } from './run-command.js';

const USAGE =
  'Usage: npm run seed:catalogue -- --parts N [--vehicles N] [--fitment-per-part N] [--replace]\n' +
  '  --parts N             parts to add (required, 1 to 1,000,000)\n' +
  `  --vehicles N          vehicles in the catalogue afterwards, the ${demoVehicles.length} demo ones among them (default 1000)\n` +
  '  --fitment-per-part N  fitment rows per added part on average (default 5, at most 20)\n' +
  '  --replace             remove the parts an earlier run added first (those with orders are only taken out of the catalogue)';

const PARTS_MAX = 1_000_000;
const FITMENT_PER_PART_MAX = 20;
const VEHICLES_MAX = 30_000;
/** Parts per INSERT … SELECT, so a large run says how far it has got. */
const BATCH = 25_000;
/** The SKUs this command gives: `MF-BRK-000123`, six digits (the demo catalogue's have four). */
const SEEDED_SKU = '^MF-[A-Z]{3}-[0-9]{6}$';

type SeedOptions = { parts: number; vehicles: number; fitmentPerPart: number; replace: boolean };

/** What the generated parts are: a name, its category and artwork, a price in taka, a description. */
const TEMPLATES = [
  ['BRK', 'brakes', 'Front Disc Brake Pad Set', 'brake-pads', 650, 'Sintered pads for wet roads.'],
  ['BRK', 'brakes', 'Rear Brake Shoe Pair', 'brake-pads', 420, 'Asbestos-free lining, bonded shoes.'],
  ['BRK', 'brakes', 'Front Brake Disc', 'front-brake-disc', 2400, 'Stainless steel, laser cut.'],
  ['CHN', 'chain-sprockets', 'Chain and Sprocket Kit', 'chain-sprocket-kit', 2850, 'O-ring chain with both sprockets.'],
  ['CLT', 'clutch-transmission', 'Clutch Plate Set', 'clutch-plates', 1350, 'Friction and steel plates.'],
  ['CTL', 'controls', 'Clutch Cable', 'clutch-cable', 280, 'Teflon-lined inner cable.'],
  ['CTL', 'controls', 'Throttle Cable', 'clutch-cable', 260, 'Pre-lubricated, with adjusters.'],
  ['FLT', 'filters', 'Air Filter Element', 'air-filter', 390, 'Paper element for dusty roads.'],
  ['FLT', 'filters', 'Oil Filter', 'oil-filter', 220, 'High-flow paper element.'],
  ['ELC', 'electrical', 'Spark Plug', 'spark-plug', 240, 'Nickel electrode, pre-gapped.'],
  ['ELC', 'electrical', 'Battery 12V 5Ah', 'battery', 1900, 'Sealed maintenance-free battery.'],
  ['ENG', 'engine', 'Piston Kit, Standard Size', 'piston-kit', 2600, 'Piston, rings, pin and clips.'],
  ['ENG', 'engine', 'Carburettor Assembly', 'carburettor', 3200, 'Tuned for the stock air box.'],
  ['LGT', 'lighting', 'Headlight Assembly', 'headlight', 1800, 'Clear lens with a 35/35 W bulb.'],
  ['LGT', 'lighting', 'Tail Light Assembly', 'tail-light', 950, 'LED tail and brake light.'],
  ['LGT', 'lighting', 'Indicator Pair', 'indicators', 520, 'Amber lenses, E-marked.'],
  ['SUS', 'suspension', 'Rear Shock Absorber', 'rear-shock-absorber', 3400, 'Five-step preload.'],
  ['SUS', 'suspension', 'Fork Oil Seal Pair', 'fork-oil-seal', 450, 'Double-lip seals with dust wipers.'],
  ['WHL', 'wheels-tyres', 'Rear Tyre 100/90-17', 'rear-tyre', 3100, 'Tubeless, all-weather tread.'],
  ['BDY', 'body', 'Rear View Mirror Pair', 'rear-view-mirrors', 480, 'Convex glass, M10 threads.'],
  ['CTL', 'controls', 'Handlebar Grip Pair', 'handlebar-grips', 300, 'Soft rubber, 22 mm bars.'],
].map(([code, category, name, image, price, description]) => ({
  code,
  category,
  name,
  img: `/images/parts/${String(image)}.svg`,
  price,
  description,
}));
const GRADES = ['Standard', 'Heavy Duty', 'Premium', 'Economy', 'Racing'];
/** Makes and model names of the generated vehicles, beside the demo ones. */
const MAKES = ['Bajaj', 'Honda', 'Yamaha', 'Suzuki', 'Hero', 'TVS', 'Runner', 'Lifan', 'Walton', 'Keeway', 'Zongshen'];
const MODELS = ['Street', 'City', 'Cruiser', 'Sport', 'Trail', 'Commuter', 'Classic', 'Rider', 'Storm', 'Falcon'];
/** A PostgreSQL text[] literal, for names written above (no quotes or backslashes in them). */
const textArray = (values: string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

/** The options, or the reason they are refused. */
function parseSeedArguments(args: string[]): SeedOptions | string {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        parts: { type: 'string' },
        vehicles: { type: 'string', default: '1000' },
        'fitment-per-part': { type: 'string', default: '5' },
        replace: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const whole = (name: string, min: number, max: number) => {
    const text = values[name];
    if (typeof text !== 'string' || !/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
      return `--${name} must be a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`;
    }
    return Number(text);
  };
  if (values.parts === undefined) return '--parts is required';
  const parts = whole('parts', 1, PARTS_MAX);
  const vehicleCount = whole('vehicles', demoVehicles.length, VEHICLES_MAX);
  const fitmentPerPart = whole('fitment-per-part', 0, FITMENT_PER_PART_MAX);
  for (const value of [parts, vehicleCount, fitmentPerPart]) if (typeof value === 'string') return value;
  return {
    parts: parts as number,
    vehicles: vehicleCount as number,
    fitmentPerPart: fitmentPerPart as number,
    replace: values.replace === true,
  };
}

type Report = (line: string) => void;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** A raw query's rows: both drivers answer `{ rows }`, which drizzle's shared type leaves unknown. */
const rowsOf = async <T>(answer: Promise<unknown>) => ((await answer) as { rows: T[] }).rows;

/** The one number a query answers (`select … as n`; PostgreSQL's counts come as text). */
async function numberOf(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db.execute(query));
  return Number(row?.n ?? 0);
}

/**
 * Vehicles up to `target`: the demo ones first (kept if there), then generated ones named
 * "Make Model 125 Series 7", unique by that name, with believable years and engine sizes.
 */
async function topUpVehicles(db: Db, target: number): Promise<number> {
  await db.insert(vehicles).values(demoVehicles).onConflictDoNothing();
  const existing = await numberOf(db, sql`select count(*) as n from vehicles`);
  const missing = Math.max(0, target - existing);
  if (missing === 0) return 0;
  const start = await numberOf(
    db,
    sql`select coalesce(max(substring(variant from '^Series ([0-9]+)$')::int), 0) as n from vehicles`,
  );
  await db.execute(sql`
    insert into vehicles (make, model, variant, year_from, year_to, cc)
    select (${textArray(MAKES)}::text[])[1 + g % ${MAKES.length}],
           (${textArray(MODELS)}::text[])[1 + (g / ${MAKES.length}) % ${MODELS.length}] || ' ' || (100 + (g * 25) % 300),
           'Series ' || g,
           2005 + g % 15,
           least(2005 + g % 15 + 3 + g % 9, 2026),
           100 + (g * 25) % 300
    from generate_series(${start + 1}::int, ${start + missing}::int) as g
    on conflict do nothing`);
  return missing;
}

/**
 * Parts numbered from `from` to `to` (their SKUs' six digits), each made for one vehicle (its
 * name says which), in one INSERT … SELECT.
 */
async function insertParts(db: Db, from: number, to: number) {
  await db.execute(sql`
    with template as (
      select row_number() over () - 1 as t, *
      from json_to_recordset(${JSON.stringify(TEMPLATES)}::json)
        as x(code text, category text, name text, img text, price int, description text)
    ), vehicle as (
      select row_number() over (order by id) - 1 as v, make, model, variant, cc from vehicles
    ), counts as (
      select (select count(*) from template) as templates, (select count(*) from vehicle) as vehicles
    )
    insert into parts (sku, category, oem_numbers, name, img, description, price_poisha, minimum_order, available_quantity, created_at)
    select 'MF-' || template.code || '-' || lpad(g::text, 6, '0'),
           template.category,
           array[lpad(((g::bigint * 48271) % 100000)::text, 5, '0') || '-' || chr(65 + g % 26) || chr(65 + (g / 26) % 26)
                   || chr(65 + (g / 676) % 26) || '-' || lpad((g % 997)::text, 3, '0')]
             || case when g % 3 = 0 then array[upper(left(vehicle.make, 2)) || lpad(((g::bigint * 7919) % 1000000)::text, 6, '0')]
                     else array[]::text[] end,
           template.name || ', ' || (${textArray(GRADES)}::text[])[1 + (g / 7) % ${GRADES.length}] || ', '
             || vehicle.make || ' ' || vehicle.model,
           template.img,
           template.description || ' Made for the ' || vehicle.make || ' ' || vehicle.model
             || ' (' || vehicle.cc || ' cc).',
           round(template.price * (1 + (vehicle.cc - 100) / 250.0) * (0.9 + (g % 5) / 10.0)) * 100,
           1 + g % 3,
           case when g % 7 = 0 then 0 else 20 + (g * 31) % 400 end,
           now() - make_interval(secs => ${to} - g)
    from generate_series(${from}::int, ${to}::int) as g
    cross join counts
    join template on template.t = g % counts.templates
    join vehicle on vehicle.v = (g::bigint * 7919) % counts.vehicles
    -- Positions (the shop order) follow the SKUs' numbers.
    order by g`);
}

/**
 * About `perPart` fitment rows for each part numbered `from` to `to`: the vehicle its name says
 * and others after it; one part in 97 fits nothing listed (a universal part) and the next one twice
 * as many, so the average holds. Years are the vehicle's, narrowed for one row in four.
 */
async function insertFitment(db: Db, from: number, to: number, perPart: number) {
  if (perPart === 0) return;
  await db.execute(sql`
    with vehicle as (
      select row_number() over (order by id) - 1 as v, id, year_from, year_to from vehicles
    ), counts as (select count(*) as vehicles from vehicle),
    part as (
      select id, substring(sku from 8)::int as g from parts
      where sku ~ ${SEEDED_SKU} and substring(sku from 8)::int between ${from} and ${to}
    )
    insert into fitments (part_id, vehicle_id, year_from, year_to, note)
    select part.id, vehicle.id,
           case when (part.g + j) % 4 = 0 then greatest(vehicle.year_from, vehicle.year_to - 2) else vehicle.year_from end,
           vehicle.year_to,
           case when (part.g + j) % 11 = 0 then 'Not for the kick-start model' else '' end
    from part
    cross join counts
    cross join lateral generate_series(
      0,
      case when part.g % 97 = 0 then -1 when part.g % 97 = 1 then ${2 * perPart - 1}::int
           else ${perPart - 2}::int + part.g % 3 end
    ) as j
    join vehicle on vehicle.v = (part.g::bigint * 7919 + j * 37) % counts.vehicles
    on conflict do nothing`);
}

/** The assemblies every vehicle of a large catalogue gets, in its order. */
const BENCH_ASSEMBLIES = [
  ['front-brake', 'Front brake'],
  ['rear-brake', 'Rear brake'],
  ['clutch', 'Clutch'],
  ['chain-sprockets', 'Chain and sprockets'],
  ['electrical', 'Electrical'],
] as const;
/** Parts numbered on each drawing: about what a real assembly's drawing shows. */
const CALLOUTS_PER_ASSEMBLY = 12;
const BENCH_DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">' +
  '<rect width="800" height="600" fill="#fff"/><circle cx="400" cy="300" r="200" fill="none" stroke="#334155" stroke-width="4"/></svg>';

/**
 * Parts diagrams (docs/product.md#parts-diagrams) for every vehicle that has none: five assemblies,
 * each numbering 12 of the parts that fit the vehicle (the next 12 for each assembly) on a grid.
 */
async function insertDiagrams(db: Db) {
  const kinds = BENCH_ASSEMBLIES.map(([slug, name], index) => sql`(${slug}, ${name}, ${index + 1}::int)`);
  await db.execute(sql`
    insert into assemblies (vehicle_id, slug, name, position, drawing_svg, drawing_width, drawing_height)
    select vehicles.id, kind.slug, kind.name, kind.position, ${BENCH_DRAWING}, 800, 600
    from vehicles cross join (values ${sql.join(kinds, sql`, `)}) as kind (slug, name, position)
    where not exists (select 1 from assemblies where assemblies.vehicle_id = vehicles.id)`);
  await db.execute(sql`
    insert into assembly_callouts (assembly_id, number, x, y, part_id)
    select assemblies.id, fitted.n, ((fitted.n - 1) % 4 + 1) / 5.0, ((fitted.n - 1) / 4 + 1) / 4.0, fitted.part_id
    from assemblies
    cross join lateral (
      select part_id, row_number() over (order by part_id) as n from (
        select distinct fitments.part_id from fitments where fitments.vehicle_id = assemblies.vehicle_id
        order by fitments.part_id
        offset (assemblies.position - 1) * ${CALLOUTS_PER_ASSEMBLY} limit ${CALLOUTS_PER_ASSEMBLY}
      ) as parts_of_vehicle
    ) as fitted
    where not exists (select 1 from assembly_callouts where assembly_callouts.assembly_id = assemblies.id)`);
}

/**
 * A large catalogue for benchmarks and for trying the shop (docs/architecture.md, "Catalogue search and fitment"), made in SQL with
 * INSERT … SELECT generate_series, in one transaction: all of it or none. Parts are added after
 * those already there, with SKUs that continue where an earlier run stopped.
 */
async function seedCatalogue(db: Db, options: SeedOptions, report: Report = () => {}): Promise<void> {
  const startedAt = performance.now();
  await db.transaction(async (tx) => {
    // The search indexes (GIN) take new rows into a pending list and sort them in at the end, far
    // faster than one by one; 4 MB by default would fill many times over.
    await tx.execute(sql`set local gin_pending_list_limit = '512MB'`);
    if (options.replace) {
      // Orders point at their part: a part that was ordered leaves the catalogue but stays.
      const removed = await numberOf(
        tx,
        sql`with gone as (
              delete from parts where sku ~ ${SEEDED_SKU}
                and not exists (select 1 from order_lines where order_lines.part_id = parts.id)
              returning 1)
            select count(*) as n from gone`,
      );
      await tx.execute(sql`update parts set deleted_at = now() where sku ~ ${SEEDED_SKU} and deleted_at is null`);
      report(`Removed ${removed.toLocaleString('en')} parts of an earlier run (${seconds(startedAt)}).`);
    }
    let step = performance.now();
    const added = await topUpVehicles(tx, options.vehicles);
    const vehicleCount = await numberOf(tx, sql`select count(*) as n from vehicles`);
    report(`Vehicles: ${vehicleCount.toLocaleString('en')} (${added.toLocaleString('en')} added, ${seconds(step)}).`);

    const last = await numberOf(
      tx,
      sql`select coalesce(max(substring(sku from 8)::int), 0) as n from parts where sku ~ ${SEEDED_SKU}`,
    );
    for (let from = last + 1; from <= last + options.parts; from += BATCH) {
      const to = Math.min(from + BATCH - 1, last + options.parts);
      step = performance.now();
      await insertParts(tx, from, to);
      const partsDone = performance.now();
      await insertFitment(tx, from, to, options.fitmentPerPart);
      report(
        `Parts ${(from - last).toLocaleString('en')}–${(to - last).toLocaleString('en')} of ` +
          `${options.parts.toLocaleString('en')}: parts ${seconds(step)}, fitment ${seconds(partsDone)}.`,
      );
    }
    step = performance.now();
    await insertDiagrams(tx);
    report(`Parts diagrams for every vehicle (${seconds(step)}).`);
  });
  // Vacuumed and analysed now rather than by autovacuum a minute later, in the middle of whatever
  // the catalogue was made for (a benchmark): the search indexes' pending rows are sorted in, the
  // pages marked all-visible, and the planner given the new sizes.
  const vacuumedAt = performance.now();
  for (const table of [sql`parts`, sql`fitments`, sql`vehicles`, sql`assemblies`, sql`assembly_callouts`])
    await db.execute(sql`vacuum (analyze) ${table}`);
  report(`Vacuumed and analysed in ${seconds(vacuumedAt)}.`);
  const [row] = await rowsOf<{ parts: number | string; fitments: number | string; vehicles: number | string }>(
    db.execute(sql`select (select count(*) from parts where deleted_at is null) as parts,
               (select count(*) from fitments) as fitments,
               (select count(*) from vehicles) as vehicles`),
  );
  report(
    `Done in ${seconds(startedAt)}: the catalogue has ${Number(row?.parts).toLocaleString('en')} parts, ` +
      `${Number(row?.vehicles).toLocaleString('en')} vehicles and ${Number(row?.fitments).toLocaleString('en')} fitment rows.`,
  );
}

async function main(args: string[]) {
  const options = parseSeedArguments(args);
  if (typeof options === 'string') {
    console.error(`${options}\n${USAGE}`);
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase(databaseOptionsOf(env));
  try {
    console.log(
      `Seeding ${options.parts.toLocaleString('en')} parts on ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`}…`,
    );
    await seedCatalogue(database.db, options, (line) => console.log(line));
    return 0;
  } finally {
    await database.close();
  }
}

runCommand(main);
