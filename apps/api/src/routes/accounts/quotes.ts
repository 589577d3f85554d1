import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  idParamsSchema,
  quotePriceInputSchema,
  quoteRefusalInputSchema,
  quoteRequestInputSchema,
  quoteSchema,
  quotesQuerySchema,
  quotesSchema,
} from '@motoforge/contract';
import { quotes } from '../../db/schema.js';
import { actorOf } from '../../plugins/auth.js';
import { ownedBy } from '../../services/access.js';
import { priceQuote, refuseQuote } from '../../services/quotes/price-quote.js';
import { listQuotes, quoteScope, readQuote } from '../../services/quotes/quote-of.js';
import { requestQuote } from '../../services/quotes/request-quote.js';

const security = [{ bearer: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const adminErrors = { ...errors, 403: errorResponseSchema };

/**
 * Quotes (docs/product.md#quotes, ADR 057): a business buyer's request on the cart and their own
 * quotes; the admin's list, prices and refusals. A quote is read by its buyer and the admins only
 * (404 for anyone else). Accepting one places an order: it is the checkout's (routes/orders/checkout.ts).
 */
const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quotes',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['quotes'],
        summary: 'Ask for a quote on your cart (approved business accounts only)',
        security,
        body: quoteRequestInputSchema,
        response: { 201: quoteSchema, 403: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await requestQuote(app.db, request.body, actorOf(request))),
  );

  app.get(
    '/quotes',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['quotes'],
        summary: 'Your own quotes, newest first, by state',
        security,
        querystring: quotesQuerySchema,
        response: { 200: quotesSchema, ...errors },
      },
    },
    async (request) => listQuotes(app.db, request.query, ownedBy(quotes.userId, actorOf(request))),
  );

  app.get(
    '/quotes/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['quotes'],
        summary: 'One quote with its lines and history (its buyer or an admin)',
        security,
        params: idParamsSchema,
        response: { 200: quoteSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => readQuote(app.db, request.params.id, quoteScope(actorOf(request))),
  );

  app.get(
    '/admin/quotes',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Every buyer's quotes, newest first, by state",
        security,
        querystring: quotesQuerySchema,
        response: { 200: quotesSchema, ...adminErrors },
      },
    },
    async (request) => listQuotes(app.db, request.query, undefined),
  );

  app.post(
    '/admin/quotes/:id/price',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Price every line of a requested quote and set the last day it holds; the buyer is told',
        security,
        params: idParamsSchema,
        body: quotePriceInputSchema,
        response: { 200: quoteSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => priceQuote(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/admin/quotes/:id/refuse',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Refuse a requested quote with a note; the buyer is told',
        security,
        params: idParamsSchema,
        body: quoteRefusalInputSchema,
        response: { 200: quoteSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => refuseQuote(app.db, request.params.id, request.body, actorOf(request)),
  );
};

export default quoteRoutes;
