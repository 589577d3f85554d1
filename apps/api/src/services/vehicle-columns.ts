import { asc } from 'drizzle-orm';
import { vehicles } from '../db/schema.js';

/** A vehicle's name as a rider reads it (make, model, variant): what every bike and fitment list selects. */
export const vehicleNameColumns = { make: vehicles.make, model: vehicles.model, variant: vehicles.variant };

/** Vehicles in the order the bike picker and fitment lists show them. */
export const byVehicleName = [asc(vehicles.make), asc(vehicles.model), asc(vehicles.variant)];
