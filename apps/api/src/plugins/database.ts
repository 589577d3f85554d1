import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Exposes the opened database to routes; the caller that opened it decides when it closes. */
export default fp(
  async function database(app: FastifyInstance, { database }: { database: Database }) {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
