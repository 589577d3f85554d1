/**
 * My Garage's query keys (GET /api/garage) and the bike picker's vehicles (GET /api/vehicles). The
 * garage is the rider's own: it is dropped with the session, like every private query.
 */
export const garageKeys = {
  all: ['garage'] as const,
};

export const vehicleKeys = {
  all: ['vehicles'] as const,
};
