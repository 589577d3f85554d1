import type { VehicleList } from '@motoforge/contract';
import type { Db } from '../../db/client.js';
import { vehicles } from '../../db/schema.js';
import { byVehicleName } from '../vehicle-columns.js';

/**
 * The bike picker's choices: makes in alphabetical order, each with its models, where a variant is
 * a model of its own ("Pulsar 150 Twin Disc"), and the years each was made.
 */
export async function listVehicles(db: Db): Promise<VehicleList> {
  const rows = await db
    .select()
    .from(vehicles)
    .orderBy(...byVehicleName);
  const makes: VehicleList['makes'] = [];
  for (const row of rows) {
    let make = makes.at(-1);
    if (make?.make !== row.make) {
      make = { make: row.make, makeBn: row.makeBn, models: [] };
      makes.push(make);
    }
    make.models.push({
      vehicleId: row.id,
      name: [row.model, row.variant].filter(Boolean).join(' '),
      model: row.model,
      modelBn: row.modelBn,
      variant: row.variant,
      variantBn: row.variantBn,
      yearFrom: row.yearFrom,
      yearTo: row.yearTo,
      cc: row.cc,
    });
  }
  return { makes };
}
