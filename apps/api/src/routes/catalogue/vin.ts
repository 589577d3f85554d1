import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeVinSchema, errorResponseSchema, vinDecodedSchema } from '@motoforge/contract';
import { decodeVin } from '../../services/vin/decode-vin.js';
/** `POST /api/vin/decode`: open to every rider, a guest too (docs/architecture.md#chassis-numbers). */
const vinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vin/decode',
    {
      // Each unknown number writes to the admin's log: a caller may not write it fast.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['garage'],
        summary:
          'Read a chassis number (VIN): its maker, model year and the vehicles it may be. One candidate when the ' +
          "admin's patterns name exactly one vehicle made that year; else every model of the maker. 17 characters " +
          'without I, O or Q (any case, spaces and dashes ignored), else 400 saying what is wrong; 400 also for a ' +
          'maker no pattern knows. The number is not kept: a number no pattern names is logged by its characters 1–8.',
        body: decodeVinSchema,
        response: { 200: vinDecodedSchema, 400: errorResponseSchema },
      },
    },
    async (request) => decodeVin(app.db, request.body.vin, new Date()),
  );
};

export default vinRoutes;
