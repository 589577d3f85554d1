import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentBike } from '../services/garage/current-bike.js';

/**
 * The rider's current bike, whose fitment the answer carries. An answer that depends on it is the
 * rider's own and must not be kept by a shared cache.
 */
export async function riderBike(request: FastifyRequest, reply: FastifyReply) {
  const bike = await currentBike(request.server.db, {
    userId: request.user?.id ?? null,
    cookies: request.headers.cookie,
  });
  if (bike) reply.header('cache-control', 'no-store');
  return bike;
}
