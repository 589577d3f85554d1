import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addBikeSchema,
  errorResponseSchema,
  garageBikeSchema,
  garageCookieIn,
  garageSchema,
  type Garage,
} from '@motoforge/contract';
import { addBike } from '../../services/garage/add-bike.js';
import type { GarageActor } from '../../services/garage/garage-actor.js';
import { garageCookieFor } from '../../services/garage/garage-cookie.js';
import { getGarage } from '../../services/garage/get-garage.js';
import { removeBike } from '../../services/garage/remove-bike.js';
import { setCurrentBike } from '../../services/garage/set-current-bike.js';

/** Any string: an id that is not one of the rider's bikes, malformed or not, is a bike not found (404). */
const bikeParamsSchema = z.object({ id: z.string() });

/** A signed-in rider's garage is on the account; a guest's is the garage cookie. */
const garageActorOf = (request: FastifyRequest): GarageActor =>
  request.user
    ? { kind: 'account', user: request.user }
    : { kind: 'guest', cookieBikes: garageCookieIn(request.headers.cookie) };

/**
 * Answers `garage`, setting the garage cookie to it, so it lasts a year from the rider's last use:
 * a guest's is kept nowhere else, and a signed-in rider's is copied there so that pages rendered
 * on the server show its fitment.
 */
function withGarageCookie(request: FastifyRequest, reply: FastifyReply, garage: Garage): Garage {
  const cookie = garageCookieFor(request.headers.cookie, garage, {
    isSecure: request.protocol === 'https',
    isAccountCopy: request.user !== null,
  });
  if (cookie) reply.header('set-cookie', cookie);
  return garage;
}

/**
 * My Garage: /api/garage (docs/product.md#catalogue). Open to guests and signed-in riders alike: the bearer
 * token, when there is one, picks the account's garage; otherwise the call reads and writes the
 * guest's garage cookie.
 */
const garageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.optionalUser);
  // Optional: a guest calls without the bearer token.
  const security: Record<string, string[]>[] = [{}, { bearer: [] }];

  app.get(
    '/garage',
    {
      schema: {
        tags: ['garage'],
        summary: "The rider's bikes, the current one first, then the newest",
        security,
        response: { 200: garageSchema },
      },
    },
    async (request, reply) => withGarageCookie(request, reply, await getGarage(app.db, garageActorOf(request))),
  );

  app.post(
    '/garage',
    {
      schema: {
        tags: ['garage'],
        summary: 'Save a bike as the current one (201); one already in the garage is made current (200)',
        security,
        body: addBikeSchema,
        response: { 200: garageBikeSchema, 201: garageBikeSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { bike, isNew, garage } = await addBike(app.db, request.body, garageActorOf(request));
      withGarageCookie(request, reply, garage);
      return reply.code(isNew ? 201 : 200).send(bike);
    },
  );

  app.put(
    '/garage/:id/current',
    {
      schema: {
        tags: ['garage'],
        summary: 'Make one of your bikes the current one',
        security,
        params: bikeParamsSchema,
        response: { 200: garageSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      withGarageCookie(request, reply, await setCurrentBike(app.db, request.params, garageActorOf(request))),
  );

  app.delete(
    '/garage/:id',
    {
      schema: {
        tags: ['garage'],
        summary: 'Remove one of your bikes; the newest one left becomes current if it was',
        security,
        params: bikeParamsSchema,
        response: { 200: garageSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      withGarageCookie(request, reply, await removeBike(app.db, request.params, garageActorOf(request))),
  );
};

export default garageRoutes;
