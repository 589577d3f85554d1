import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentBike } from '../../services/garage/current-bike.js';

/** Who asks: a signed-in rider's id, or a guest's cookies (the garage cookie names their bikes). */
export const riderOf = (request: FastifyRequest) => ({
  userId: request.user?.id ?? null,
  cookies: request.headers.cookie,
});

/** An answer that depends on the rider's bike is the rider's own and must not be kept by a shared cache. */
export function keepRidersOwn(reply: FastifyReply, hasBike: boolean) {
  if (hasBike) reply.header('cache-control', 'no-store');
}

/** The rider's current bike, whose fitment the answer carries. */
export async function riderBike(request: FastifyRequest, reply: FastifyReply) {
  const bike = await currentBike(request.server.db, riderOf(request));
  keepRidersOwn(reply, bike !== null);
  return bike;
}
