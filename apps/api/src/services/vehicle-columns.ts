import { asc } from 'drizzle-orm';
import type { VehicleName } from '@motoforge/contract';
import { vehicles } from '../db/schema.js';

/**
 * A vehicle's name as a rider reads it (make, model, variant, each also in Bangla): what
 * every bike and fitment list selects.
 */
export const vehicleNameColumns = {
  make: vehicles.make,
  makeBn: vehicles.makeBn,
  model: vehicles.model,
  modelBn: vehicles.modelBn,
  variant: vehicles.variant,
  variantBn: vehicles.variantBn,
};

/** A vehicle's name out of a row that has more. */
export const vehicleNameOf = ({ make, makeBn, model, modelBn, variant, variantBn }: VehicleName): VehicleName => ({
  make,
  makeBn,
  model,
  modelBn,
  variant,
  variantBn,
});

/** Vehicles in the order the bike picker and fitment lists show them. */
export const byVehicleName = [asc(vehicles.make), asc(vehicles.model), asc(vehicles.variant)];
